import type { InterpretContext, Intent } from './intent';
import { capitalise } from './task-title';

/**
 * Messages that open like a job and are not one: a question put after "remind me", a fact to
 * remember, a job wanted but out of reach, another day for the task in view, or a deadline said of it in passing.
 */

/** "remind me is the bakery's year end march or april", "remind me does the contract include drone": a question, put as a reminder. */
const QUESTION_AFTER_REMIND =
  /^(?:(?:can|could) you )?remind me (?:is|isn'?t|does|doesn'?t|did|didn'?t|was|wasn'?t|are|aren'?t|were|has|hasn'?t|have|haven'?t|had|will|won'?t|should|can|could) (?:it|the|my|our|a|an|this|that|there|he|she|they|we|i|you|[\p{L}'-]+ (?:is|are|was|does|did|has|have))\b/u;
/** "need to hire someone but can't afford it": a job wanted and out of reach, which is a choice to think through. */
const OUT_OF_REACH =
  /^(?:i )?(?:really )?(?:need|have|ought|want) to .{3,60}? but (?:i )?(?:can'?t|cannot|couldn'?t) (?:afford|justify|manage)\b|^(?:i )?(?:need|want) to .{3,60}? but (?:there'?s )?no (?:money|budget|cash)\b/;
/** "also thursday": the task in view wanted on another day too, which is no move. */
const ANOTHER_DAY_TOO =
  /^(?:also|and|plus)(?: on)? (?:today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?: too| as well)?$|^(?:on )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow) (?:too|as well)$/;
/** "need to do this before the 3pm call": the task in view and a deadline said in passing. */
const THIS_BEFORE = /^(?:i )?(?:need|have|got|gotta|must) (?:to )?(?:do|get|finish|send|sort) (?:this|that|it)(?: one)? (?:before|by) \S/;

/** "need to remember the bride hates flash": a fact about someone to keep, which is a note, not a job. */
const FACT_TO_REMEMBER =
  /^(?:i )?(?:need|have|got|must) (?:to )?remember (?:that )?((?:the|my|our|his|her|their|[\p{L}-]+'s|\p{Lu}[\p{L}-]*) (?:[\p{L}'-]+ ){0,3}?(?:is|are|was|has|hates|likes|loves|wants|prefers|needs|takes|drinks|eats|uses|doesn'?t|don'?t|can'?t|won'?t|isn'?t|aren'?t)\b.*?)(?:\s+(?:lol|haha|x+))?[.!]*$/iu;

/** "the new management company is called Bronx Prime Holdings, write that down somewhere": a fact, then asked to keep it. */
const FACT_THEN_KEEP_IT =
  /^(.{8,200}?)[,.;:!]+\s*(?:(?:can|could) you |please |pls )*(?:write|note|jot|put|save|keep|log) (?:that|this|it) down(?: (?:somewhere|for me|pls|please|in the journal|in my notes))*[.!]*$/iu;

export function askedNotAJob(plain: string, text: string, context: InterpretContext): Intent | null {
  if (QUESTION_AFTER_REMIND.test(plain)) return { kind: 'question', text: text.trim() };
  const kept = FACT_THEN_KEEP_IT.exec(text.trim());
  // "call the plumber tomorrow at 3, write that down" is a job to keep, not a fact.
  if (kept && !/\b(?:is|are|was|were|called|named|has|have)\b/i.test(kept[1])) return null;
  if (kept) return { kind: 'journal_note', text: capitalise(kept[1]) };
  const fact = FACT_TO_REMEMBER.exec(text.trim());
  if (fact) return { kind: 'journal_note', text: capitalise(fact[1]) };
  if (OUT_OF_REACH.test(plain)) return { kind: 'dilemma', question: text.trim(), options: [] };
  const current = context.conversation?.current;
  if (current && ANOTHER_DAY_TOO.test(plain))
    return { kind: 'unclear', understood: 'another day for it', question: 'Should I move it to that day, or add it again for then?' };
  if (current && THIS_BEFORE.test(plain))
    return {
      kind: 'unclear',
      understood: `"${current.title}"`,
      question: 'When should it be? Say the day and time again, like "Friday 3pm".',
    };
  return null;
}
