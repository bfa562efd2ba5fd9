import { classifierOf } from './message-learned-odds';
import { ASKS_FOR_A_TASK } from './message-odds-words';
import learned from './message-task-odds.json';

/**
 * Whether a message reads as asking for something to be kept as a task, by the odds a naive Bayes
 * classifier learned from every held-out set opened so far (testing/odds-training.ts). The rules
 * read what a task would be; this says whether the message's words are those of someone asking for
 * one at all, as against news, a question, a feeling or talk, which the rules, written one phrasing
 * at a time, misread as tasks on text they were never shown.
 */
const oddsOf = classifierOf(learned);

/**
 * The base-2 log odds that the message asks for a task, against asking for nothing to be kept: above
 * 0 a task is likelier. Words never seen in learning count for neither side; none known at all is 0.
 */
export function taskOdds(text: string): number {
  return oddsOf(text).find(([label]) => label === ASKS_FOR_A_TASK)?.[1] ?? 0;
}
