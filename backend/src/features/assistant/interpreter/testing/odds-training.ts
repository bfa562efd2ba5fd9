import { readdirSync } from 'node:fs';
import naiveBayes from 'wink-naive-bayes-text-classifier';
import type { Intent, SmallTalk } from '../intent';
import { ASKS_FOR_A_TASK, ASKS_FOR_NONE, NOT_TALK, ODDS_CONFIG, oddsWords, QUESTION, UNCLEAR, type TalkKind } from '../message-odds-words';
import { CORPUS } from './corpus';
import { NO_CHANGE, type HeldOutItem } from './held-out-kit';
import { CHANGES } from './reading-score';

/**
 * How the learned odds (message-task-odds.json, message-talk-odds.json) are learned: from the tuning
 * corpus and every held-out set opened so far, each message labelled by what its readings expect. `npm run
 * train:odds` writes the files; a spec learns them again and fails when the shipped odds are not
 * what these sets give.
 */

/** Sets written for measuring and not yet opened: nothing is learned from them until they are. */
export const UNOPENED_SETS = ['fortyeighth', 'fortyninth'];

/** A word seen in fewer messages than this says more about one message than about a way of asking. */
const FEWEST_MESSAGES = 3;

type Reading = Intent[] | typeof NO_CHANGE;
const addsATask = (reading: Reading) => reading !== NO_CHANGE && reading.some((intent) => intent.kind === 'add_task');
const keepsNothing = (reading: Reading) => reading === NO_CHANGE || reading.every((intent) => !CHANGES.has(intent.kind));

/**
 * A message every reading of which adds a task asks for one; one no reading of which keeps anything
 * asks for none. The rest (a tick, a move, a decision, or readings that disagree) teach neither.
 */
export function askedFor(item: HeldOutItem): string | null {
  if (item.accept.every(addsATask)) return ASKS_FOR_A_TASK;
  if (item.accept.every(keepsNothing)) return ASKS_FOR_NONE;
  return null;
}

const TALK: Record<SmallTalk, TalkKind> = {
  greeting: 'greeting',
  thanks: 'thanks',
  feeling: 'feeling',
  overwhelmed: 'feeling',
  goodbye: 'goodbye',
  acknowledgement: 'acknowledgement',
  reflection: 'reflection',
};

/**
 * A message every reading of which is the same kind of talk, a question, or a question back
 * (unclear) is that; one whose readings are anything else is no talk. A message that may change
 * nothing ("no change") could be talk or not, and teaches neither.
 */
export function talkedAs(item: HeldOutItem): string | null {
  const labels = item.accept.map((reading) => {
    if (reading === NO_CHANGE) return null;
    const [only] = reading;
    if (reading.length !== 1) return NOT_TALK;
    if (only.kind === 'small_talk') return TALK[only.what];
    return only.kind === 'question' ? QUESTION : only.kind === 'unclear' ? UNCLEAR : NOT_TALK;
  });
  return labels.every((label) => label !== null && label === labels[0]) ? labels[0] : null;
}

/** The opened held-out sets, by file name ("held-out-ninth.ts" is "ninth", "held-out.ts" is "first"), in name order. */
export function openedSets(): Map<string, HeldOutItem[]> {
  const sets = new Map<string, HeldOutItem[]>();
  const files = readdirSync(__dirname)
    .filter((file) => /^held-out(?:-[a-z]+)?\.[jt]s$/.test(file) && !/-(?:kit|measure)\./.test(file))
    .sort();
  for (const file of files) {
    const name = file.replace(/^held-out-?|\.[jt]s$/g, '') || 'first';
    if (UNOPENED_SETS.includes(name)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every set file is found by its name
    const exported = require(`./${file.replace(/\.[jt]s$/, '')}`) as Record<string, unknown>;
    const items = Object.entries(exported).find(([key, value]) => /^HELD_OUT(?:_[A-Z]+)?$/.test(key) && Array.isArray(value));
    if (items) sets.set(name, items[1] as HeldOutItem[]);
  }
  return sets;
}

/** Every message learned from: the tuning corpus, then each opened set. */
export function learnedFrom(): HeldOutItem[] {
  const corpus = CORPUS.map((item): HeldOutItem => ({ text: item.text, timeZone: item.timeZone, accept: [item.expected] }));
  return [...corpus, ...[...openedSets().values()].flat()];
}

/** A classifier's learning from the messages a labeller labels, as the JSON the odds files hold. */
export function learnOdds(items: HeldOutItem[], labelOf: (item: HeldOutItem) => string | null): string {
  const labelled = items.flatMap((item) => {
    const label = labelOf(item);
    return label ? [{ words: oddsWords(item.text), label }] : [];
  });
  const seenIn = new Map<string, number>();
  for (const { words } of labelled) for (const word of words) seenIn.set(word, (seenIn.get(word) ?? 0) + 1);
  const classifier = naiveBayes();
  classifier.definePrepTasks([(words) => words]);
  classifier.defineConfig(ODDS_CONFIG);
  for (const { words, label } of labelled) {
    const kept = words.filter((word) => (seenIn.get(word) ?? 0) >= FEWEST_MESSAGES);
    if (kept.length > 0) classifier.learn(kept, label);
  }
  return classifier.exportJSON();
}

/** Each odds file beside the reader, with the labeller it is learned by. */
export const ODDS_FILES: Record<string, (item: HeldOutItem) => string | null> = {
  'message-task-odds.json': askedFor,
  'message-talk-odds.json': talkedAs,
};
