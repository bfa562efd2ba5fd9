import naiveBayes from 'wink-naive-bayes-text-classifier';
import { oddsWords } from './message-odds-words';

/** A classifier with the odds it learned (a JSON export), ready to read messages. */
export function classifierOf(learned: unknown): (text: string) => [string, number][] {
  const classifier = naiveBayes();
  classifier.definePrepTasks([(words) => words]);
  classifier.importJSON(JSON.stringify(learned));
  classifier.consolidate();
  return (text) => classifier.computeOdds(oddsWords(text));
}
