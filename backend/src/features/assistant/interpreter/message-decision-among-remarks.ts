import type { Intent } from './intent';
import { capitalise } from './task-title';

/** Only remarks, feelings and news may stand beside the decision: anything asked of daily is read as asked. */
const BESIDE_A_DECISION = new Set<Intent['kind']>(['unknown', 'small_talk', 'question']);
const LONGEST = 400;
const SHORT_REMARK = 6;
const RUN_UP =
  /^(?:(?:so|ok|okay|right|well|anyway|honestly)[, ]+)*(?:(?:i'?ve |i have |i |we'?ve )?been |i was |was )?(?:going back (?:n|and|&) forth|back and forth|thinking|mulling(?: it over)?|weighing (?:it|this) up|weighed (?:it|this) up|turning (?:it|this) over|agonising|agonizing|overthinking|thought about it|slept on it)(?: (?:about it|on it|for (?:days|weeks|ages|a while)|all (?:week|day|night)))*[.!]*$/i;
const NAMES_A_JOB =
  /\b(?:remind|need|needs|have to|got to|gotta|must|should|call|ring|phone|email|text|send|book|buy|pay|order|pick up|put|fix|chase|check|get)\b/i;

/**
 * "been going back n forth. decided im not bidding the school job. too much paper, not enough margin": a
 * decision said in a sentence of its own, with the run-up and the reasons in the others. The journal keeps the
 * choice with its why, without a run-up of weighing alone.
 */
export function decisionAmongRemarks(said: string, read: (sentence: string) => Intent[]): Intent[] | null {
  const whole = said.trim();
  if (whole.length > LONGEST) return null;
  const sentences = whole.split(/(?<=[.!?])\s+/).filter((sentence) => /\p{L}/u.test(sentence));
  if (sentences.length < 2 || sentences.length > 5) return null;
  const readings = sentences.map(read);
  const decided = readings.filter((reading) => reading.some((intent) => intent.kind === 'decision'));
  if (decided.length !== 1) return null;
  if (decided[0].some((intent) => intent.kind !== 'decision')) return null;
  // "too many 2am calls": a short remark the readers only ask about, naming no job, is no ask either.
  const remark = (intent: Intent, sentence: string) =>
    BESIDE_A_DECISION.has(intent.kind) ||
    (intent.kind === 'unclear' && !intent.offer && sentence.split(/\s+/).length <= SHORT_REMARK && !NAMES_A_JOB.test(sentence));
  if (!sentences.every((sentence, at) => decided.includes(readings[at]) || readings[at].every((intent) => remark(intent, sentence))))
    return null;
  // A run-up of weighing alone ("been going back n forth") is no part of what was decided; any other sentence
  // before may hold the choice itself ("am no takin on the council contract. decided last night, …").
  const from = readings.indexOf(decided[0]);
  const runUp = sentences.slice(0, from).every((sentence) => RUN_UP.test(sentence.trim()));
  return [{ kind: 'decision', text: capitalise((runUp ? sentences.slice(from) : sentences).join(' ')) }];
}
