import type { SmallTalk } from './intent';
import { classifierOf } from './message-learned-odds';
import { TALK_KINDS, type TalkKind } from './message-odds-words';
import learned from './message-talk-odds.json';

/**
 * What kind of talk a message is, by the odds a naive Bayes classifier learned from every held-out
 * set opened so far (testing/odds-training.ts): "hiya hen", "legend mate, heaps of thanks" and "nos
 * da, off to bed" greet, thank and say goodbye in words no rule was written for.
 */
const oddsOf = classifierOf(learned);

/** Base-2 log odds: a kind of talk is taken only at 256 to 1 or more against every other reading. */
const SURE_TALK_ODDS = 8;

const isTalk = (label: string): label is TalkKind => (TALK_KINDS as readonly string[]).includes(label);

/** The kind of talk the words are, when the odds are sure of it; null otherwise. */
export function talkIn(text: string): SmallTalk | null {
  const [best] = oddsOf(text);
  return best && isTalk(best[0]) && best[1] >= SURE_TALK_ODDS ? best[0] : null;
}
