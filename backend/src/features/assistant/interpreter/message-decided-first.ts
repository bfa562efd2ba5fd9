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
const MARKER = String.raw`(?:(?:that'?s|thats) (?:me|us|it) decided\b|(?:i'?ve|ive|i have|we'?ve|we have)\s+made (?:up )?(?:my|ma|me|our) minds?(?: up)?\b|(?:ya |lo )?decid[ií](?=[\s,.!:;]|$)|(?:i|we) decide\s*[:,]|(?:i|we) decide(?= (?:to|not to|that)\b)|(?:i'?ve|ive|i have|we'?ve|we have)\s+(?:now |finally |just )?decided\b|decided\s*[,:!.]|final\s*[,:]|decision made\b|(?:that'?s|thats) it\b(?=[,.!]?\s+(?:mate\s+)?(?:no more|never again|from now on|only)\b))`;
const ANNOUNCED = new RegExp(String.raw`^${OPENER}${RUN_UP}${OPENER}(${MARKER})([\s,.:;!—–-]*)(\S[\s\S]*)$`, 'iu');

const ANNOUNCED_ALONE = new RegExp(String.raw`^${OPENER}${MARKER}[\s,.:;!]*$`, 'iu');

/** After the word, nothing weighed still, asked, or put off: "decided, later", "decided? not sure", "I decide: what do you think". */
const STILL_OPEN =
  /\?|\b(?:maybe|perhaps|probably|not sure|no idea|yet|nothing|later|let me know|what do you|or not|should i|which one|whether|thinking about|remind me|can you|could you)\b/i;
const JOB_ASKED =
  /\b(?:remind|mind me|need to|need tae|needs? doing|have to|hae tae|got to|gotta|must|don'?t (?:let me )?forget|can you|could you|please add|add (?:a|it|that))\b/i;

/** "I've decided to ask you", "decided to think about it": what is decided is only to go on deciding. */
const ONLY_TO_DECIDE = /^(?:to )?(?:ask|think|sleep on|wait and see|decide|talk (?:to|with)|check with|see)\b/i;

/** The decision a message announces first, or null when it announces none or leaves it open. */
export function decisionAnnounced(said: string): Intent | null {
  const text = said.trim();
  const announced = ANNOUNCED.exec(text);
  if (!announced) return null;
  const [, marker, gap, course] = announced;
  const first = course.split(/(?<=[.!;])\s+/)[0];
  if ((first.match(/\p{L}+/gu) ?? []).length < 2) return null;
  if (STILL_OPEN.test(first) || ONLY_TO_DECIDE.test(first)) return null;
  // "I decide, not my partner", "I decide, but first call Sam": the present said by learners needs a course after it.
  if (/\bdecide$/i.test(marker.trim().replace(/[\s,:]+$/, '')) && !courseAfterIDecide(course)) return null;
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
