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

/** Words that name no option: "raise them" and "keep them where they are" share only "them". */
const NAMES_NOTHING = new Set(
  'the and for with them they their there where are was were this that these those its our your you'.split(' '),
);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !NAMES_NOTHING.has(w));

/** The option an answer names by its words ("the local one" picks "Local Co"), when exactly one fits. */
export function optionNamed(options: readonly string[], answer: string): number | null {
  const said = new Set(words(answer));
  const fits = options.map((option, index) => ({ index, hits: words(option).filter((w) => said.has(w)).length })).filter((o) => o.hits > 0);
  if (fits.length === 0) return null;
  const best = Math.max(...fits.map((f) => f.hits));
  const top = fits.filter((f) => f.hits === best);
  return top.length === 1 ? top[0].index : null;
}

const allWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word !== '');

/** Words that only say a choice is being made: "I think", "I'd go with", "probably the". */
const CHOOSING_WORDS = new Set(
  "a an its it's i im i'm think id i'd say go going with for the option one probably prob def defo definitely leaning lean towards toward to lets let's do pick picking choose choosing prefer rather would ok okay so yeah honestly tbh guess gut feeling says is".split(
    ' ',
  ),
);
/** Where a choice hands over to why: a comma or a stop, "because", "bc", "cos", "since", a dash. */
const CHOICE_THEN_WHY =
  /\s*(?:[,;:.!]+|\s[-–—]+)\s*(?:(?:because|bc|cos|coz|cause|since|as)\s+)?|\s+(?:because|bc|cos|coz|cause|since)\s+/i;

/**
 * "I think the freelancer, less risk", "Acme because cash matters": an answer to what matters most
 * that already makes the choice. Only an answer that opens with one option's words and nothing else
 * but words of choosing is taken: "cost, the junior is cheaper" says what matters, not which.
 */
export function choiceWithReason(
  options: readonly string[],
  answer: { text: string; pick: number | null },
): { index: number; reason: string | null } | null {
  if (answer.pick === null || answer.pick < 1 || answer.pick > options.length) return null;
  const index = answer.pick - 1;
  const split = CHOICE_THEN_WHY.exec(answer.text);
  const head = split ? answer.text.slice(0, split.index) : answer.text;
  if (optionNamed(options, head) !== index) return null;
  const own = new Set(allWords(options[index]));
  const rest = allWords(head).filter((word) => !own.has(word) && !CHOOSING_WORDS.has(word));
  if (rest.length > 0) return null;
  const reason = split
    ? answer.text
        .slice(split.index + split[0].length)
        .replace(/[.!]+$/, '')
        .trim()
    : '';
  return { index, reason: reason || null };
}
