import type { Intent } from './intent';
import { classifierOf } from './message-learned-odds';
import { QUESTION, TALK_KINDS, UNCLEAR, type TalkKind } from './message-odds-words';
import learned from './message-talk-odds.json';

/**
 * What kind of talk a message is, by the odds a naive Bayes classifier learned from the corpus and
 * every held-out set opened so far (testing/odds-training.ts): "hiya hen", "legend mate, heaps of
 * thanks" and "nos da, off to bed" greet, thank and say goodbye in words no rule was written for;
 * others ask a question, or say too little to act on and are asked about.
 */
const oddsOf = classifierOf(learned);

/**
 * Base-2 log odds: a reading is taken only at 256 to 1 or more against every other, and a feeling at
 * 16,384 to 1 ("my tax return" is as often a job named as a groan).
 */
const SURE_TALK_ODDS = 8;
const SURE_FEELING_ODDS = 14;

/** Talk is short: the longest message the odds are asked about, longer than any talk in the sets. */
const LONGEST_TALK = 500;

const isTalk = (label: string): label is TalkKind => (TALK_KINDS as readonly string[]).includes(label);

/** The reading the words are, when the odds are sure of it; null otherwise. */
export function talkIn(text: string): Intent | null {
  if (text.length > LONGEST_TALK) return null;
  const [best] = oddsOf(text);
  if (!best) return null;
  const [label, odds] = best;
  if (odds < (label === 'feeling' ? SURE_FEELING_ODDS : SURE_TALK_ODDS)) return null;
  if (isTalk(label)) return { kind: 'small_talk', what: label };
  if (label === QUESTION) return { kind: 'question', text: text.trim() };
  if (label === UNCLEAR) return { kind: 'unclear', understood: `"${text.trim()}"`, question: 'What would you like me to do with it?' };
  return null;
}
