/** The most options a summary numbers: more than this is a list, not a dilemma. */
export const DILEMMA_OPTIONS_MAX = 5;

const LEADING = /^(?:\s*(?:\d+[.)]|[-*•])\s*)/;

/**
 * The options an answer names: "A or B", "A, B or C", "A / B", one per line, or a numbered list.
 * Empty and repeated options are left out.
 */
export function optionsIn(text: string): string[] {
  const parts = text
    .split(/\n|,|;|\s+\/\s+|\s+or\s+|\s+vs\.?\s+|\s+versus\s+/i)
    .map((p) =>
      p
        .replace(LEADING, '')
        .replace(/^(?:either|or|to)\s+/i, '')
        .replace(/[?.!]+$/, '')
        .trim(),
    )
    .filter((p) => p !== '');
  const seen = new Set<string>();
  const options: string[] = [];
  for (const part of parts) {
    const key = part.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    options.push(part);
  }
  return options.slice(0, DILEMMA_OPTIONS_MAX);
}

/** "Should I hire a VA?" names one option: the other is not doing it. */
export function withTheAlternative(options: readonly string[]): string[] {
  if (options.length !== 1) return [...options];
  return [options[0], `Not ${options[0].replace(/^(?:i|we)\s+/i, '')}`];
}

/** "1. Acme\n2. Local Co" */
export const numberedOptions = (options: readonly string[]): string => options.map((o, i) => `${i + 1}. ${o}`).join('\n');

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2);

/** The option an answer names by its words ("the local one" picks "Local Co"), when exactly one fits. */
export function optionNamed(options: readonly string[], answer: string): number | null {
  const said = new Set(words(answer));
  const fits = options.map((option, index) => ({ index, hits: words(option).filter((w) => said.has(w)).length })).filter((o) => o.hits > 0);
  if (fits.length === 0) return null;
  const best = Math.max(...fits.map((f) => f.hits));
  const top = fits.filter((f) => f.hits === best);
  return top.length === 1 ? top[0].index : null;
}
