import type { ConversationState, Intent, TaskReference } from './intent';
import { isTaskVerb } from './message-words';

/**
 * A job reported done in the person's own words: "sorted", "all good, paid it", "yep booked it",
 * "paid the electric bill". A verb in the past says something happened; it says a task is done
 * only when it is a verb of doing said of the task in context ("paid it"), or when what it names is
 * a task the conversation holds. "We signed with Acme yesterday" names no such task and stays a
 * statement.
 */
const OPENING =
  /^(?:(?:yep|yes|yeah|yup|ok|okay|right|so|all good|all sorted|good news|great|just|finally|already|i|i'?ve|we|we'?ve|have|has)[, ]+)+/;
const CLOSING =
  /(?:[, ]+(?:now|already|finally|just now|today|this morning|at last|thanks|thx|cheers|all good|done|too|myself|ourselves|in the end))+$/;
/** Said alone, these mean the job talked about is finished. */
const FINISHED =
  /^(?:sorted|all sorted|that'?s sorted|sorted it|all done|all good now|(?:all )?handled(?: it| that)?|dealt with|dealt with it|taken care of|that'?s done|job done|ticked off|nailed it|done it|(?:(?:i )?managed to |finally )?(?:get|got|gotten) (?:it|that|this) (?:done|sorted|finished|handled|out of the way|over with))$/;
/**
 * Past tenses that finish a job of any kind, said of the task in context ("launched it", "shipped
 * that"): verbs of getting a thing out of the door, not found among the verbs tasks open with.
 */
const FINISHING = new Set(
  'launched shipped submitted posted filed fixed tackled cleared returned signed delivered published uploaded renewed collected completed finished closed settled wrapped cracked smashed'.split(
    ' ',
  ),
);
/** Of those, the ones that say a job is done even alone ("shipped!"); "returned" alone may mean the person is back. */
const FINISHED_ALONE = new Set(
  'launched shipped submitted posted filed fixed completed finished published uploaded renewed delivered'.split(' '),
);
/** "tick #2", "mark off the first one", "cross off the vet one": a listed task ticked by number, ordinal or words. */
const TICK = /^(?:tick off|mark off|check off|cross off|strike off|strike out|tick) (.+)$/;
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8 };
const TICKED =
  /^(?:the )?(?:(?:item|task|number|no|#) ?)?(\d{1,2})(?:st|nd|rd|th)?(?: one)?$|^(?:the )?(first|second|third|fourth|fifth|sixth|seventh|eighth|last)(?: one| task| item)?$/;
const IRREGULAR: Record<string, string> = {
  paid: 'pay',
  sent: 'send',
  bought: 'buy',
  rang: 'ring',
  wrote: 'write',
  did: 'do',
  made: 'make',
  sold: 'sell',
};
/** Past tenses of verbs of doing that do not finish a job: "started it", "moved it", "scheduled it". */
const NOT_FINISHING = new Set([
  'start',
  'plan',
  'schedule',
  'move',
  'change',
  'cancel',
  'set',
  'add',
  'remind',
  'ask',
  'stop',
  'try',
  'leave',
]);
const POINTING = /^(?:it|that|this|them|those|the thing)$/;
const LEADING_WORDS = /^(?:the|my|our|a|an|that|this)\s+/;
const NOT_DISTINCT = new Set(['the', 'a', 'an', 'my', 'our', 'to', 'for', 'of', 'and', 'with', 'on', 'at', 'in', 'it']);

/** "paid" is "pay", "emailed" is "email", "booked" is "book": a past tense whose verb is a verb of doing. */
function pastOfTaskVerb(word: string): boolean {
  if (IRREGULAR[word]) return true;
  if (!/ed$/.test(word)) return false;
  const stems = [word.slice(0, -2), word.slice(0, -1), word.slice(0, -3), `${word.slice(0, -3)}y`];
  return stems.some((stem) => stem.length > 1 && isTaskVerb(stem) && !NOT_FINISHING.has(stem));
}

function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !NOT_DISTINCT.has(word));
}

/** Whether every word naming the job is a word of the title ("electric bill" in "Pay the electric bill"). */
function names(object: string, title: string): boolean {
  const wanted = contentWords(object);
  const own = new Set(contentWords(title));
  return wanted.length > 0 && wanted.every((word) => own.has(word));
}

function taskNamed(object: string, state: ConversationState | undefined): TaskReference | null {
  if (!state) return null;
  if (state.current && names(object, state.current.title)) return { by: 'context' };
  const listed = state.listed.filter((title) => names(object, title));
  if (listed.length === 1) return { by: 'words', words: object.replace(LEADING_WORDS, '') };
  return null;
}

/** The listed task "tick" names, or null when its words are not a number, an ordinal or a pointer. */
function ticked(words: string, state: ConversationState | undefined): TaskReference | null {
  if (POINTING.test(words) || /^(?:that|this) one$/.test(words)) return { by: 'context' };
  const mark = TICKED.exec(words);
  if (!mark) return /^(?:the )?\S.* (?:one|task)$/.test(words) ? { by: 'words', words: words.replace(/^the | (?:one|task)$/g, '') } : null;
  if (mark[1]) return { by: 'number', number: Number(mark[1]) };
  if (mark[2] !== 'last') return { by: 'number', number: ORDINALS[mark[2]] };
  const listed = state?.listed.length ?? 0;
  return listed > 0 ? { by: 'number', number: listed } : null;
}

export function completionIn(plain: string, state: ConversationState | undefined): Intent | null {
  const said = plain.replace(OPENING, '').replace(CLOSING, '').trim();
  // "got it done": the closing "done" is part of the saying, and "got it" alone is only a nod.
  if (FINISHED.test(said) || FINISHED.test(plain.replace(OPENING, '').trim())) return { kind: 'complete', task: { by: 'context' } };
  const tick = TICK.exec(said);
  if (tick) {
    const task = ticked(tick[1], state);
    return task ? { kind: 'complete', task } : null;
  }
  const [verb = '', ...rest] = said.split(' ');
  const object = rest.join(' ').trim();
  if (FINISHING.has(verb) && (object ? POINTING.test(object) : FINISHED_ALONE.has(verb)))
    return { kind: 'complete', task: { by: 'context' } };
  if (!pastOfTaskVerb(verb)) return null;
  if (!object || POINTING.test(object)) return { kind: 'complete', task: { by: 'context' } };
  const task = taskNamed(object, state);
  return task ? { kind: 'complete', task } : null;
}
