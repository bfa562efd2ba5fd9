import type { Intent } from './intent';
import { courseAfterIDecide, decisionSaid } from './message-conversation';

/**
 * "bas yaar decided, no courtesy cars for under 25s anymore, the insurance is killing me", "I was thinking long
 * time and now I decide: I buy the second van", "aye, that's me decided, I'm takin the Skye job": a choice
 * announced first, then the course, then often why. The why's feelings ("killing me", "too much for me") and
 * the run-up before the word ("I've given it a great deal of thought and …") do not make it a feeling or a remark.
 */
const OPENER = String.raw`(?:(?:ok|okay|right|so|aye|yeah|yes|well|bas|yaar|finally|ya está|ya esta|theek hai|and|now|then|mate|that'?s it|thats it|\p{Extended_Pictographic}+)[,.!:]?\s+)*`;
// How the choice was reached, said before it: a thought, a talk, a night slept on it.
const RUN_UP = String.raw`(?:(?:after|i'?ve|ive|i have|i|we'?ve|we have|we)\s+(?:given it|been|was|were|had|thought|slept|thinking|talk(?:ed)?|many|much|(?:a |an )?(?:lot|long|good|great|proper|late)|a good deal|a great deal)\b[^.?!:;]{0,80}?(?:,\s*|\s+and\s+|\s+so\s+)(?:now\s+|finally\s+)?)?`;
const MARKER = String.raw`(?:(?:that'?s|thats) (?:me|us|it) decided\b|(?:i'?ve|ive|i have|we'?ve|we have)\s+made (?:up )?(?:my|ma|me|our) minds?(?: up)?\b|(?:ya |lo )?decid[ií](?=[\s,.!:;]|$)|(?:i|we) decide\s*[:,]|(?:i|we) decide(?= (?:to|not to|that)\b)|(?:i'?ve|ive|i have|we'?ve|we have)\s+(?:now |finally |just )?decided\b|decided\s*[,:!.]|final\s*[,:]|decision made\b|(?:that'?s|thats) it\b(?=[,.!]?\s+(?:mate\s+)?(?:no more|from now on)\b))`;
const ANNOUNCED = new RegExp(String.raw`^${OPENER}${RUN_UP}${OPENER}(${MARKER})([\s,.:;!—–-]*)(\S[\s\S]*)$`, 'iu');

/** Longer than a choice announced in a message of its own. */
const LONGEST = 400;
const ANNOUNCED_ALONE = new RegExp(String.raw`^${OPENER}${MARKER}[\s,.:;!]*$`, 'iu');

/** After the word, nothing weighed still, asked, or put off: "decided, later", "decided? not sure", "I decide: what do you think". */
const STILL_OPEN =
  /\?|\b(?:maybe|perhaps|probably|not sure|no idea|yet|nothing (?:yet|decided)|later|let me know|what do you|or not|should i|which one|whether|thinking about|remind me|can you|could you)\b/i;
/** "decided, the outboard is going. remind me to photograph it sat": a job asked for beside the choice. */
const JOB_ASKED =
  /\b(?:remind|mind me|need to|need tae|needs? doing|have to|hae tae|got to|gotta|must|don'?t (?:let me )?forget|can you|could you|please add|add (?:a|it|that))\b/i;

/** The markers that are verbs of deciding with their course after them ("I've decided to stop …", "made my mind up"). */
const VERB_MARKER =
  /^(?:(?:i'?ve|ive|i have|we'?ve|we have)\s+(?:now |finally |just )?decided|(?:i'?ve|ive|i have|we'?ve|we have)\s+made|(?:i|we) decide$)/i;
/** "I'm takin the Skye job", "we're not doing weddings": a course under way. */
const PLAN_UNDER_WAY = /\b(?:i'?m|im|we'?re|i am|we are)\s+(?:(?:no|not|nae|definitely|now|just)\s+)?\p{L}+(?:ing|in'?)\b/iu;
/** "no courtesy cars for under 25s anymore", "shop close on sunday from now on": a rule set. */
const POLICY_SAID = /\bno\b[^.;]*\b(?:anymore|any more|from now|going forward)\b|\b(?:no|nae) (?:more|mair|m[aá]s)\b|\bfrom now on\b/i;
/** "no more for now", "no more tasks today", "last message I promise": the talk ended, nothing decided. */
const SIGNED_OFF =
  /\bno more (?:for (?:now|today|tonight|me|this week|the day)|until|till|tasks?|reminders?|messages?|today|tonight)\b|\bno more\b[^.;]*\b(?:today|tonight|for now)\b|^(?:mate\s+)?no more[.!]*$|\b(?:last (?:message|one|task)|thanks for (?:your|the) help|sorry for the spam|only joking|still thinking|can'?t decide)\b/i;
/** "I'm knackered", "they're useless", "it's a mess": how things are, after the word, is no course. */
const FELT =
  /^(?:i'?m|im|i am|we'?re|we are|it'?s|its|they'?re|he'?s|she'?s)\s+(?:(?:not|so|very|too|really|proper|no)\s+)*(?:happy|tired|knackered|shattered|sad|angry|sick|fed up|well|useless|a mess|a nightmare|great|good|busy|skint|done)\b/i;

/** "decided it's all rubbish", "decided they're useless": a view of how things are, reached, not a course. */
const OPINION = /^(?:that\s+)?(?:it'?s|its|it is|they'?re|they are|he'?s|she'?s|that'?s)\b/i;

/** "I've decided to ask you", "decided to think about it": what is decided is only to go on deciding. */
const ONLY_TO_DECIDE = /^(?:to )?(?:ask|think|sleep on|wait and see|decide|talk (?:to|with)|check with|see)\b/i;

/** The decision a message announces first, or null when it announces none or leaves it open. */
export function decisionAnnounced(said: string): Intent | null {
  const text = said.trim();
  // The openers may repeat ("and and and …"); beyond a message's length a choice is read part by part, as a ramble.
  if (text.length > LONGEST) return null;
  const announced = ANNOUNCED.exec(text);
  if (!announced) return null;
  const [, marker, gap, course] = announced;
  const first = course.split(/(?<=[.!;])\s+/)[0];
  if ((first.match(/\p{L}+/gu) ?? []).length < 2) return null;
  if (STILL_OPEN.test(first) || ONLY_TO_DECIDE.test(first)) return null;
  // "that's it, no more for today", "final, thanks for your help": a sign-off, not a course.
  if (SIGNED_OFF.test(first) || FELT.test(first) || OPINION.test(first)) return null;
  // A word that only labels ("decided, …", "final, …", "I decide: …", "that's me decided, …") needs a course after
  // it: "I decide, not my partner", "decided, I hate this job", "final, add milk" decide nothing.
  if (!VERB_MARKER.test(marker) && !courseAfterIDecide(first) && !PLAN_UNDER_WAY.test(first) && !POLICY_SAID.test(first)) return null;
  // "decided, the outboard is going. remind me to photograph it sat": a job asked for after it is read as asked.
  if (JOB_ASKED.test(course)) return null;
  // A label ("decided, …", "I decide: …", "that's me decided, …") heads the choice and the journal keeps what
  // follows it; a verb ("I've decided to stop …") is part of the choice and is kept with it.
  const labelled = /[,:.!]/.test(gap) || /[,:.!]$/.test(marker) || /^(?:that'?s|thats) it$/i.test(marker);
  return decisionSaid(labelled ? course : `${marker}${gap}${course}`);
}

/**
 * "After many talk with my husband, we decide to hire one helper from December. I need post the job on Indeed
 * this week.": the choice said in a sentence of its own before the jobs it brings; the journal keeps it beside them.
 */
export function decisionBeforeJobs(said: string, read: Intent[]): Intent[] | null {
  if (read.length === 0 || !read.every((intent) => intent.kind === 'add_task')) return null;
  const sentences = said.trim().split(/(?<=[.!;])\s+/);
  // "Theek hai, decided. We're not taking any more legal aid work. Need to email …": the word alone, then the choice.
  const labelOnly = sentences.length > 2 && ANNOUNCED_ALONE.test(sentences[0]);
  const first = labelOnly ? `${sentences[0]} ${sentences[1]}` : sentences[0];
  if (sentences.length < (labelOnly ? 3 : 2)) return null;
  const decided = decisionAnnounced(first);
  if (!decided) return null;
  // Each job must come from the sentences after the choice, never from the choice itself.
  const before = first.toLowerCase();
  const fromTheChoice = read.some(
    (intent) => intent.kind === 'add_task' && before.includes(intent.title.toLowerCase().split(/\s+/).slice(0, 3).join(' ')),
  );
  return fromTheChoice || decided.kind !== 'decision' ? null : [{ ...decided, text: decided.text.replace(/[\s,;:]+$/, '') }, ...read];
}
