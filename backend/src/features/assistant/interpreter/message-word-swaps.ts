import leven from 'leven';
import type { ConversationState, Intent } from './intent';
import { localParts } from './message-dates';
import { capitalise } from './task-title';

/**
 * "it's 18 Cranbrook Rd not 8", "should say shed 3 not 2", "its Kinfolk Credit Union not bank,
 * rename", "her mum not her dad, can you fix it": the right words, then the wrong ones, said of the
 * task in view ("change to Mr Chan. Not Chen."). The wrong words must be in its title; the right ones take their place, lined up
 * with the words around them ("shed 3" over "shed 2", "18 Cranbrook Rd" over "8 Cranbrook Rd").
 * A day or an hour set right is a move, read elsewhere.
 */
const OPENING =
  /^(?:(?:oh|oops|whoops|ah|argh|ay|och|omg|ugh|sorry|sry|soz|perdón|perdon|no|naw|nah|nope|wrong|actually|correction|typo|spelling|my bad|my mistake|wait|i meant|i mean|meant|mija|mate|hun|love|bud|ji|fam|bro|babe|laddie|hen|duck)\b[\s,:;!.—–-]*)*(?:(?:fix|change|correct|update|amend)(?: the| its| it'?s)? (?:title|name|spelling|wording)[\s,:;!.—–-]+|(?:rename|re-?title) (?:it|that|this)[\s,:;!.—–-]+|(?:change|correct|fix|update|amend)(?: (?:it|that|this|the name|the title|name|title))? to\s+|make it\s+)?(?:(?:the )?(?:title|name|it|that|this)\s+)?(?:should (?:say|be|read)\s+|(?:it'?s|its|it is|is)\s+)?/i;
/**
 * What follows the wrong words to ask for the fix: ", fix the title x", ", can you rename it", "lol
 * fix pls". "update" only after a stop: "not investor update" ends on a name.
 */
const ASKED_AFTER =
  /(?:(?:\s*[,.!;:—–-][\s,.!;:—–-]*|\s+(?!update\b))(?:(?:can|could) (?:you|u) |pls |please |just )*(?:fix|change|correct|update|amend|rename|edit)(?: (?:the|that|its|it'?s|it|this))?(?: (?:title|name|spelling|wording))?(?: (?:pls|please|thanks|thx|x+))?|[\s,.!;:—–-]+(?:lol|x+|pls|please|thanks|thx|oops|sorry|perdón|perdon|haha|ok pues|pues|ok|okay|aye|ta|mija|mate|(?:i|i'?m|am) sorry)|[\s,.!;:—–-]+there'?s two \S+|[.!?]+)+$/i;
/** "Mr Chan. Not Chen": a full stop may part them, but not one after an initial ("Jo B. not Jo"). */
const RIGHT_NOT_WRONG = /^(.+?)(?:,|(?<!(?:^|\s)\p{L})\.)?\s+not\s+(.+)$/iu;
/** "it's Mrs Dougal no Doig": Scots and quick thumbs put "no" for "not"; read so only when the title holds the wrong words. */
const RIGHT_NO_WRONG = /^(.+?),?\s+no\s+(.+)$/iu;
/** "it's not mrs patel its mrs pathak": the wrong words first, then the right ones. */
const NOT_WRONG_BUT_RIGHT =
  /^not\s+(.+?),?\s+(?:it'?s|its|it is|is|but|rather|i mean|i meant)\s+(.+)$|^not\s+([^,]+?),\s*([^\s.,]+(?:\s+[^\s.,]+){0,2})$/i;
/** A fix of the name asked for in words: "its Q4 update not update" alone may be said of anything. */
const NAME_FIX = /\b(?:fix|rename|title|name|spelling|spelt|typo|should (?:say|be|read)|change|correct)\b/i;
/** "I write wrong area, is Llandaff not Ely": the owning up said before the right words is no part of them. */
const OWNING_UP_FIRST = /^[^,;:]*\bwrong\b[^,;:]*[,;:]\s*(?:it'?s|its|it is|is|should be)\s+/i;
/** "oops batch 41 not 14", "sorry my mistake, is Kowalski not Kowalsky": a slip owned up to, then set right. */
const OWNED_UP = /^(?:oops|whoops|sorry|soz|sry|perdón|perdon|my mistake|my bad)(?![\p{L}])/iu;
/**
 * "naw, it's Mrs Dougal no Doig", "its his hip not his knee", "wrong. Mr Chan not Mr Chen": a short swap, said as a
 * correction, of words the title in view holds; the right words say no deed ("sorry, Tom's handling it not Dave").
 */
const SAID_AS_A_FIX =
  /^(?:oops|whoops|sorry|soz|sry|perdón|perdon|my mistake|my bad|no|naw|nah|nope|och|oh|ah|omg|ay|wrong|actually|it'?s|its|it is|is|not|wait(?:,?\s+make it)?)(?![\p{L}])/iu;
export const SAYS_A_DEED =
  /\b(?:it|he|she|they|we|i|you|is|are|was|were|has|have|had|did|does|will|can|cant|won'?t|doing|done|going|handling|coming)\b/i;
const POINTED_FIRST =
  /^(?:(?:pls|please|can you|could you)\s+)*(?:rename|re-?title|change|fix) (?!(?:it|that|this)\b|the (?:title|name|spelling)\b)\S/i;
/** "it's tuesday not monday", "should be 3pm not 2": when, not what. */
export const WHEN =
  /\b(?:today|tonight|tomorrow|tmrw|morning|afternoon|evening|noon|midnight|the \d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thurs|fri|sat|sun|week|month|\d{1,2}(?::\d\d)?\s?(?:am|pm)|\d{1,2}:\d\d)\b/i;
/** Words said of the right name that are not part of it: "the snow queen this year". */
const ASIDE = /\s+(?:this (?:year|time|week|month)|actually|instead|again|now)$/i;
export const DETERMINER = /^(?:the|a|an|my|her|his|their|our)$/i;

/** A word as compared: its letters and digits, without a possessive or a currency sign. */
export function bare(word: string): string {
  return word
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/'s$/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

export function findWords(words: string[], wanted: string[]): number {
  for (let at = 0; at + wanted.length <= words.length; at += 1)
    if (wanted.every((word, index) => bare(words[at + index]) === bare(word))) return at;
  return -1;
}

export function swapped(title: string, right: string[], wrong: string[]): string | null {
  const words = title.split(/\s+/);
  // "the Goldsteins not the Goldbergs": the determiner said with both stays where the title has it.
  let [said, old] = [right, wrong];
  // "his hip not his knee": when the title holds the determiner too, it stays with the right words.
  if (old.length > 1 && DETERMINER.test(old[0])) {
    const shared = said.length > 1 && bare(said[0]) === bare(old[0]);
    if (findWords(words, old) < 0 || /s$/i.test(said[said.length - 1])) {
      old = old.slice(1);
      if (shared) said = said.slice(1);
    }
  }
  const at = findWords(words, old);
  // "should say 9 not 19" of "Pick up 19 boxes from unit 19": which 19 is meant is not said.
  if (at < 0 || findWords(words.slice(at + 1), old) >= 0) return null;
  // "10 pins not 5": a number set right is the number alone.
  if (old.length === 1 && /^\d+$/.test(bare(old[0])) && /^\d+$/.test(bare(said[0])) && said.length > 1) said = [said[0]];
  let before = 0;
  for (let count = Math.min(said.length - 1, at); count > 0; count -= 1)
    if (said.slice(0, count).every((word, index) => bare(word) === bare(words[at - count + index]))) {
      before = count;
      break;
    }
  let after = 0;
  for (let count = Math.min(said.length - before - 1, words.length - at - old.length); count > 0; count -= 1)
    if (said.slice(said.length - count).every((word, index) => bare(word) === bare(words[at + old.length + index]))) {
      after = count;
      break;
    }
  const last = words[at + old.length - 1];
  const owned = /['’]s$/.test(last) && !/['’]s$/.test(said[said.length - 1]) ? [...said.slice(0, -1), `${said[said.length - 1]}'s`] : said;
  const renamed = [...words.slice(0, at - before), ...owned, ...words.slice(at + old.length + after)].join(' ');
  return renamed === title ? null : capitalise(renamed);
}

/**
 * "sorry 21 not 12" of "Valuation 12 Earlham Rd" due at 10: a number of the title, which is no hour the
 * task is due at, so setting it right is no move.
 */
export function numberOfTheTitle(wrong: string[], title: string, due: string | null | undefined, timeZone: string): boolean {
  if (wrong.length !== 1 || !title.split(/\s+/).some((word) => bare(word) === bare(wrong[0]))) return false;
  const number = Number(bare(wrong[0]));
  const hour = due && !Number.isNaN(Date.parse(due)) ? Number(localParts(Date.parse(due), timeZone).time.slice(0, 2)) : null;
  return hour === null || (number !== hour && number !== hour % 12 && number !== (hour % 12 || 12));
}

/** "Kowalski" for "Kowalsky", "41" for "14": one word set right for another of the same letters, or one or two changed. */
function slipOf(right: string, wrong: string[]): boolean {
  if (wrong.length !== 1) return false;
  const [said, old] = [bare(right), bare(wrong[0])];
  if (said === old || Math.abs(said.length - old.length) > 1 || said.length < 2) return false;
  const sorted = (word: string) => [...word].sort().join('');
  return sorted(said) === sorted(old) || leven(said, old) <= (said.length >= 6 ? 2 : 1);
}

/** A "no" swap only between names, when the title holds the name after the "no". */
function inTitle(parts: RegExpExecArray | null, title: string): RegExpExecArray | null {
  // "its ok no rush", "sorry screwfix no stock": everyday "no" phrases; only names either side are a fix.
  const named = (words: string) => words.trim().split(/\s+/).every(isName);
  return parts &&
    named(parts[1].replace(OPENING, '')) &&
    named(parts[2]) &&
    findWords(title.split(/\s+/), parts[2].trim().split(/\s+/)) >= 0
    ? parts
    : null;
}

/** "number 9" for "number 6": the same words, but for one number. */
function otherNumberOnly(right: string, wrong: string): boolean {
  const [rightWords, wrongWords] = [right.trim().split(/\s+/), wrong.trim().split(/\s+/)];
  if (rightWords.length !== wrongWords.length) return false;
  const differ = rightWords.filter((word, at) => bare(word) !== bare(wrongWords[at]));
  return differ.length === 1 && /^\d+$/.test(bare(differ[0]));
}

/** A word said as a name or a number: "TESS", "Floor & Decor", "Mr", "86". */
function isName(word: string): boolean {
  return /^(?:\p{Lu}|\d|&)/u.test(word) || /^(?:mr|mrs|ms|dr)\.?$/i.test(word);
}

/**
 * "Oops not Bains, Mr Bassi. Bains is next week": the fix said first, then where the wrong name belongs; when
 * the whole message sets nothing right, its first sentence alone may.
 */
export function wordSwapIn(
  message: string,
  state: ConversationState | undefined,
  timeZone = 'UTC',
  fixAsked = NAME_FIX.test(message),
): Intent | null {
  const whole = wordSwapSaid(message, state, timeZone, fixAsked);
  if (whole) return whole;
  const [first, ...rest] = message.trim().split(/(?<=\p{Ll}[.!])\s+(?=\p{Lu})/u);
  // "not the fence, it's too wet. Next week" puts it off, and "not Bains, Bassi. Leave it" takes the fix back: a fix
  // is read from the first sentence alone only when the rest asks and times nothing, or only tells of the wrong one
  // ("Bains is next week").
  if (rest.length === 0 || !/\bnot?\b/i.test(first)) return null;
  const after = rest.join(' ');
  const opening = (after.match(/^[\p{L}'-]+/u)?.[0] ?? '').replace(/['’]s$/, '');
  const ofTheWrongOne =
    opening.length > 1 && new RegExp(String.raw`\bnot\s+(?:mr\.?\s+|mrs\.?\s+|ms\.?\s+)?${opening}\b`, 'iu').test(first);
  if (CHANGE_ASKED.test(after) || (!ofTheWrongOne && (ASKED_AFTER_THE_FIX.test(after) || WHEN.test(after)))) return null;
  return wordSwapSaid(first, state, timeZone, fixAsked);
}

/** A change asked for after a fix, which the fix alone would leave undone. */
const CHANGE_ASKED = /\b(?:remove|delete|tick|mark|done|move|snooze|cancel|push|postpone|leave it|keep it|ignore)\b/i;
/** What a sentence after a fix may ask instead: a change of its own, or the fix taken back. */
const ASKED_AFTER_THE_FIX = /\b(?:urgent|right|also|and|then|please|pls|can you|could you)\b/i;

function wordSwapSaid(
  message: string,
  state: ConversationState | undefined,
  timeZone = 'UTC',
  fixAsked = NAME_FIX.test(message),
): Intent | null {
  // "…, change please 🙏": an emoji said last asks nothing of the swap.
  const text = message.replace(/[\s\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D]+$/u, '');
  if (text.length > 160 || !/\bnot?\b/i.test(text)) return null;
  // "rename the deck one, …" points at a task of its own, read by the rules for renames.
  if (POINTED_FIRST.test(text)) return null;
  // "is that the kitchen not the bathroom?": asked, not set right.
  if (/^(?:is|are|was|were)\b/i.test(text.trim()) && /\?\s*$/.test(text)) return null;
  const title = state?.current?.title;
  if (!title) return state?.listed.length ? itemSwapIn(text, state.listed, fixAsked) : null;
  const owningUp = OWNING_UP_FIRST.test(text.trim());
  if (!(fixAsked || OWNED_UP.test(text) || owningUp || SAID_AS_A_FIX.test(text.trim()))) return null;
  const core = text.trim().replace(ASKED_AFTER, '').replace(OPENING, '').replace(OWNING_UP_FIRST, '');
  const turned = NOT_WRONG_BUT_RIGHT.exec(core);
  // "not jess, TESS": said with only a comma between, the right words must be a name ("not the fence, too wet" is why).
  const commaOnly = turned !== null && turned[3] !== undefined;
  // "Not number 6, number 9": the same words with another number are a name set right too.
  if (!fixAsked && commaOnly && !turned[4].split(/\s+/).every(isName) && !otherNumberOnly(turned[4], turned[3])) return null;
  // "not the fence, it's too wet", "Not the invoice, it's paid": the wrong thing named, then why, which sets no name right.
  if (
    turned?.[1] !== undefined &&
    DETERMINER.test(turned[1].split(/\s+/)[0]) &&
    !DETERMINER.test(turned[2].split(/\s+/)[0]) &&
    !turned[2].split(/\s+/).every(isName)
  )
    return null;
  const parts = turned
    ? [core, turned[2] ?? turned[4], turned[1] ?? turned[3]]
    : (RIGHT_NOT_WRONG.exec(core) ?? inTitle(RIGHT_NO_WRONG.exec(core), title));
  if (!parts) return null;
  const right = parts[1]
    .replace(ASIDE, '')
    // "the blue one not the red": "one" stands for the thing the title names.
    .replace(/\s+one$/i, '')
    .replace(/^["'“‘]|["'”’]$/g, '')
    .trim();
  // "not Sandhu ji, Sidhu", "not Ellis duck, Ellison": the word the person is called by is no part of the name.
  const quotedOff = parts[2].replace(/^["'“‘]|["'”’]$/g, '').trim();
  const unaddressed = quotedOff.replace(/\s+(?:ji|duck|love|hun|mate|bro)$/i, '');
  const wrong = findWords(title.split(/\s+/), quotedOff.split(/\s+/)) >= 0 ? quotedOff : unaddressed;
  const [rightWords, wrongWords] = [right.split(/\s+/), wrong.split(/\s+/)];
  if (rightWords.length > 6 || wrongWords.length > 4 || WHEN.test(right) || WHEN.test(wrong)) return null;
  // "oops 5 not 4": a number alone set right may be an hour, so only a fix asked for in words renames it; a slip
  // only owned up to must be a slip of spelling ("Kowalski not Kowalsky", "41 not 14"), not "sorry, boiler not fixed".
  const numbersOnly = rightWords.every((word) => /^\d+$/.test(bare(word)));
  // "sorry, Mr Dave not Mr Desai": a name the title holds whole, set right by another name, though spelt nothing
  // alike; "sorry, Tom's handling it not Dave" sets no name right.
  const nameLike = (words: string[]) =>
    words.every((word) => /^(?:\p{Lu}|\d)/u.test(word) || /^(?:mr|mrs|ms|dr|the|a|an|my|our)\.?$/i.test(word));
  const namedInTitle =
    findWords(title.split(/\s+/), wrongWords) >= 0 &&
    wrongWords.some((word) => /^\p{Lu}/u.test(word)) &&
    nameLike(rightWords) &&
    rightWords.length <= wrongWords.length + 1;
  // New words beyond those they replace must be a name ("Floor & Decor not Home Depot"), not another thing
  // ("the Byker report not Jesmond" of "Send the Jesmond survey"); and a task shown by the right words is no fix.
  const titleWords = title.split(/\s+/);
  const heldWords = new Set(titleWords.map(bare));
  const newWords = rightWords.filter((word) => !heldWords.has(bare(word)) && !DETERMINER.test(word));
  // "is Sra Gonzalez not Gomez": a fix opened with "is" alone sets a name right ("is the van not the car" asks).
  const isOpened = /^is\b/i.test(text.trim()) && !rightWords.every((word) => isName(word) || DETERMINER.test(word));
  const saidAsAFix =
    !isOpened &&
    (SAID_AS_A_FIX.test(text.trim()) || owningUp) &&
    findWords(titleWords, wrongWords) >= 0 &&
    rightWords.length <= wrongWords.length + 3 &&
    !SAYS_A_DEED.test(right) &&
    (newWords.length <= wrongWords.length ||
      newWords.every(isName) ||
      // "not the church its the school on 42nd": one thing said whole for another, each with its determiner.
      (wrongWords.length > 1 && DETERMINER.test(wrongWords[0]) && bare(rightWords[0]) === bare(wrongWords[0])));
  if (!fixAsked && state.listed.some((item) => findWords(item.split(/\s+/), rightWords) >= 0)) return null;
  if (
    !fixAsked &&
    ((numbersOnly && !numberOfTheTitle(wrongWords, title, state?.current?.due, timeZone)) ||
      (!slipOf(rightWords.at(-1) ?? '', wrongWords) && !(namedInTitle && !numbersOnly) && !saidAsAFix))
  )
    return null;
  // "its Q4 investor update not investor update": the right words hold the wrong ones whole, so they are the whole new name.
  const tail = rightWords.slice(rightWords.length - wrongWords.length);
  if (wrongWords.length > 1 && tail.every((word, index) => bare(word) === bare(wrongWords[index]))) return null;
  const renamed = swapped(title, rightWords, wrongWords);
  return renamed ? { kind: 'rename', task: { by: 'context' }, title: renamed } : null;
}

/** "Number 1 is spelling mistake. It should be Joshi not Joshy": the item of the list said, then its fix. */
const ITEM_SET_RIGHT =
  /^(?:(?:number|no\.?|item|#)\s*(\d{1,2})|(\d{1,2}))(?:\s+(?:is|has|got|'s))?(?:\s+an?)?\s+(?:spelling mistake|spelling error|typo|misspelt|misspelled|spelt wrong|spelled wrong|wrong)[\s,.:;!—–-]+/i;

/**
 * A fix of words said with a list shown and no task in view: of the item whose number is said, or of the
 * one item whose title holds the wrong words.
 */
function itemSwapIn(text: string, listed: string[], fixAsked: boolean): Intent | null {
  const item = ITEM_SET_RIGHT.exec(text.trim());
  const rest = item ? text.trim().slice(item[0].length) : text;
  // The number said with "typo" or "spelling mistake" asks for the fix as the words for one do.
  const fixOf = (index: number) =>
    wordSwapIn(rest, { pending: null, current: { title: listed[index], due: null }, listed: [] }, 'UTC', fixAsked || item !== null);
  if (item) {
    const number = Number(item[1] ?? item[2]);
    const fixed = number >= 1 && number <= listed.length ? fixOf(number - 1) : null;
    return fixed && fixed.kind === 'rename' ? { ...fixed, task: { by: 'number', number } } : null;
  }
  if (!fixAsked) return null;
  const fixes = listed.map((_, index) => fixOf(index));
  const only = fixes.filter(Boolean);
  const at = fixes.findIndex(Boolean);
  const fixed = fixes[at];
  return only.length === 1 && fixed?.kind === 'rename' ? { ...fixed, task: { by: 'number', number: at + 1 } } : null;
}
