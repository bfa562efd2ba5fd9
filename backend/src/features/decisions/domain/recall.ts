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
  const wanted = wordsOf(lookedUp).map(stem);
  if (wanted.length === 0) return false;
  const have = new Set(texts.flatMap((t) => (t ? wordsOf(t).map(stem) : [])));
  return wanted.every((w) => have.has(w));
}
