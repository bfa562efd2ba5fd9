/** How far two texts' words are cut before they are compared, and which words say nothing of the job. */
export interface WordCut {
  /** Words shorter than this are left out. */
  shortest: number;
  /** Each word is kept to this many letters, so "cancelled" and "cancel" meet. */
  kept: number;
  /** Words too common to tell one job from another. */
  common: ReadonlySet<string>;
}

/** The words of a text cut by the rule, to ask whether two texts name the same thing. */
export function cutWords(text: string, cut: WordCut): Set<string> {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return new Set(words.filter((word) => word.length >= cut.shortest && !cut.common.has(word)).map((word) => word.slice(0, cut.kept)));
}

/** Whether the two texts share a word, each cut by the rule. */
export function shareAWord(one: string, other: string, cut: WordCut): boolean {
  const theirs = cutWords(other, cut);
  return [...cutWords(one, cut)].some((word) => theirs.has(word));
}
