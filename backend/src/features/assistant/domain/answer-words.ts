import type { OpenTask } from './next-tasks';

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
};

/**
 * Which of the numbered options an answer picks: "2", "#2", "the second one", "the last one", or
 * words that fit one option only ("the dentist one"). Null when it picks none or several.
 */
export function pickFromWords(text: string, options: readonly string[]): number | null {
  const words = wordsOf(text);
  const number = words.find((w) => /^\d{1,2}$/.test(w));
  if (number !== undefined) return Number(number);
  const ordinal = words.find((w) => ORDINALS[w] !== undefined);
  if (ordinal !== undefined) return ORDINALS[ordinal];
  if (words.includes('last')) return options.length;
  const meaningful = words.filter((w) => w.length > 2 && !['the', 'one', 'that', 'this', 'task'].includes(w));
  if (meaningful.length === 0) return null;
  const fits = options.flatMap((option, i) => {
    const title = wordsOf(option);
    return meaningful.some((w) => title.some((t) => t.startsWith(w))) ? [i + 1] : [];
  });
  return fits.length === 1 ? fits[0] : null;
}

/** KEEP, MOVE REST, GO and the plain ways of saying yes. */
export function saysYes(text: string): boolean {
  return /^\s*(?:(?:keep|yes|yeah|yep|yup|y|ya|aye|ok|okay|sure|please|go|go ahead|move( the)? rest|move them|do it|add it|absolutely|definitely|sounds good)\b|👍|✅)/iu.test(
    text,
  );
}

const QUESTION_WORDS = new Set(['when', 'what', 'where', 'which', 'who', 'is', 'the', 'my', 'due', 'and', 'for', 'with', 'to', 'a', 'an']);

/** "When is the dentist?": open tasks whose title words the question holds (at most three). */
export function tasksAskedAbout<T extends OpenTask>(tasks: readonly T[], question: string): T[] {
  const asked = new Set(wordsOf(question).filter((w) => !QUESTION_WORDS.has(w)));
  if (asked.size === 0) return [];
  return tasks
    .filter((t) => {
      const title = wordsOf(t.title).filter((w) => w.length > 2 && !QUESTION_WORDS.has(w));
      return title.length > 0 && title.every((w) => asked.has(w));
    })
    .slice(0, 3);
}
