/** Words too common to say which decision was meant ("what did I decide about the supplier?"). */
const FILLER = new Set([
  'the',
  'a',
  'an',
  'about',
  'on',
  'my',
  'our',
  'with',
  'for',
  'to',
  'of',
  'and',
  'or',
  'i',
  'we',
  'it',
  'that',
  'this',
]);

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !FILLER.has(w));
}

/** A word matches its plural and simple endings too: "suppliers" finds "supplier". */
const stem = (word: string): string => word.replace(/(ies|es|s|ing|ed)$/, '');

/** True when every meaningful word looked up appears in one of the texts. */
export function matchesWords(texts: readonly (string | null)[], lookedUp: string): boolean {
  const [found, wanted] = wordsFound(texts, lookedUp);
  return wanted > 0 && found === wanted;
}

/** How many of the meaningful words looked up appear in the texts. */
function wordsFound(texts: readonly (string | null)[], lookedUp: string): [found: number, wanted: number] {
  const wanted = wordsOf(lookedUp).map(stem);
  const have = new Set(texts.flatMap((t) => (t ? wordsOf(t).map(stem) : [])));
  return [wanted.filter((w) => have.has(w)).length, wanted.length];
}

/**
 * "which rate did I pick for sessions" when the decision says only "session rate £60": people do not
 * recall the words they used, so where no item holds every word, the first (newest) holding at least
 * half of two or more words asked after is taken, and the one holding most among those.
 */
export function closestByWords<T>(items: readonly T[], textsOf: (item: T) => readonly (string | null)[], lookedUp: string): T | null {
  let best: T | null = null;
  let bestFound = 0;
  for (const item of items) {
    const [found, wanted] = wordsFound(textsOf(item), lookedUp);
    if (wanted >= 2 && found * 2 >= wanted && found > bestFound) {
      best = item;
      bestFound = found;
    }
  }
  return best;
}
