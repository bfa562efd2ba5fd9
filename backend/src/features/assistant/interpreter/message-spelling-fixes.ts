import leven from 'leven';
import type { Intent, InterpretContext } from './intent';
import { isTaskVerb, MONTH_NAME, WEEKDAY_NAME } from './message-words';

/**
 * "It's Siobhan S I O B H A N, can you fix the name", "that should say nuc not nuke", "the surname's
 * wrong, it's Novak with a V": the task in view has a word misheard or misspelt, and the person says
 * how it is written. The word in the title nearest to the right one is replaced; nothing else of the
 * title changes.
 */
const FIX_CUE =
  /\b(?:spel+t|spelled|spelling|misspel+t|typo|oops|sp|accent|hyphen|double [a-z]|one [a-z]|wrong|fix|correct|amend|should (?:say|read|be)|with an? [a-z]\b|not\s+\S+)|(?:^|\s)(?:[A-Za-z]\s){2,}[A-Za-z]\b/i;
const ASKS_A_NEW_NAME = /\b(?:rename|re-?title|call it|name it|change (?:the )?(?:name|title) to)\b/i;
/** Letters said one by one: "S I O B H A N". */
const SPELLED = /(?:^|\s)((?:[A-Za-z]\s){2,}[A-Za-z])(?=\s|[,.!?]|$)/;
/** Where the right word is named: "it's Novak", "it is Pemberton-Hale", "should say nuc box", "her name is …". */
const NAMED_AS =
  /(?:\b(?:it'?s|its|it is|'?tis|should (?:say|read|be)|name is|name'?s|surname is|surname'?s|spelt|spelled)|^is)\s+(?:actually\s+)?(?:called\s+|named\s+|spelt\s+|spelled\s+)?([\p{L}][\p{L}\p{N}'’-]*)(?![\p{N}])/giu;
/** The word taken back: "… not nuke", "… not savior". */
const NOT_THIS = /\bnot\s+([\p{L}][\p{L}'’-]*)/iu;
const NOT_THIS_WORDS = /\bnot\s+((?:[\p{L}][\p{L}'’-]*)(?:\s+[\p{L}][\p{L}'’-]*){0,2})/iu;
const NO_NAME = new Set(
  `the a an it its it is that this wrong right fine ok okay done actually spelt spelled with a not my his her their our name surname title task
  monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun today tomorrow tonight morning
  afternoon evening noon midday midnight january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec next last this week month is oops whoops oh ah och sorry no nope naw ay perdón perdon`.split(
    /\s+/,
  ),
);
const SKIPPED_IN_TITLE = new Set('the a an and or of to for with from about at on in by my our his her their'.split(' '));

function rightWord(text: string, lowerCase: boolean): string | null {
  const spelled = SPELLED.exec(text);
  if (spelled) {
    const letters = spelled[1].replace(/\s/g, '');
    // "Siobhan S I O B H A N": the word said before its letters keeps its own casing.
    const said = text.split(/[^\p{L}'’-]+/u).find((word) => word.toLowerCase() === letters.toLowerCase() && word !== spelled[1]);
    return said ?? letters.charAt(0).toUpperCase() + letters.slice(1).toLowerCase();
  }
  for (const named of text.matchAll(NAMED_AS)) {
    const word = named[1].replace(/['’]s$/, '');
    if (!NO_NAME.has(word.toLowerCase()) && (lowerCase || /^\p{Lu}/u.test(word))) return word;
  }
  return null;
}

/**
 * "it's the Lady Sally not Sally", "sorry i meant 8 not 6", "its the Heaton report not Jesmond": a name or a count in the title said again
 * as it should be, the wrong one named after "not". Only a name (capitalised) or a number is swapped,
 * and a number only where the title does not give it as an hour ("call Bob at 6").
 */
const NAME_OR_COUNT = String.raw`(?:[\p{Lu}\d][\p{L}\p{N}'’-]*(?:\s+\p{Lu}[\p{L}\p{N}'’-]*){0,3})`;
const SAID_FOR = new RegExp(
  String.raw`\b(?:[Ii]t'?s|[Ii]ts|[Ii]t is|'?[Tt]is|(?:[Ii] )?[Mm]eant|[Ss]hould (?:say|read|be))\s+(?:the\s+)?(${NAME_OR_COUNT}(?:\s+\p{Ll}[\p{Ll}'’-]*){0,2})\s+not\s+(?:the\s+)?(${NAME_OR_COUNT})(?=\s*(?:[,.;!]|$))`,
  'u',
);

/** Days, months, dates and hours: "it's Tuesday not Monday", "it's 3pm not 2pm" move a task, they do not rename it. */
const WHEN_WORD = new RegExp(
  String.raw`^(?:${WEEKDAY_NAME}|weds|${MONTH_NAME}|\d{1,2}(?:st|nd|rd|th|am|pm|:\d{2})|noon|midday|tomorrow|today|tonight)$`,
  'i',
);

function phraseSwapped(text: string, title: string, listed: string[]): string | null {
  const swap = SAID_FOR.exec(text.trim());
  if (!swap) return null;
  const [said, taken] = [swap[1], swap[2]];
  if (said.toLowerCase() === taken.toLowerCase()) return null;
  if ([said, taken].some((phrase) => phrase.split(/\s+/).some((word) => WHEN_WORD.test(word)))) return null;
  // "no I meant Sam not Sally" with "Call Sam" on the list shown: the other task was meant, not a new name.
  const named = said.split(/\s+/)[0].toLowerCase();
  if (
    listed.some((item) =>
      item
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .includes(named),
    )
  )
    return null;
  const escaped = taken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const wrong = new RegExp(String.raw`(?<![\p{L}\p{N}])${escaped}(?![\p{L}\p{N}])`, 'giu');
  const found = [...title.matchAll(wrong)];
  // "should say 9 not 19" of "Pick up 19 boxes from unit 19": which of the two is meant is not guessed at.
  if (found.length !== 1) return null;
  const at = found[0];
  if (/^\d/.test(taken) && /(?:\b(?:at|@|by|from|till|until)\s*$)/i.test(title.slice(0, at.index))) return null;
  // A number is swapped only as a count of the thing after it ("order 6 new buoyancy aids"), never as an hour or a day.
  if (
    /^\d/.test(taken) &&
    !/^\s+(?!(?:sharp|am|pm|o'?clock|on|at|today|tomorrow|tonight)\b)\p{L}/iu.test(title.slice(at.index + taken.length))
  )
    return null;
  // "it's 41 Barnsbury Rd not 14" of "… 14 Barnsbury Rd …": the words said after the right one already follow the wrong one.
  const [first, ...after] = said.split(/\s+/);
  const following = title
    .slice(at.index + taken.length)
    .trimStart()
    .toLowerCase();
  // "its the Heaton report not Jesmond": the plain words said after the name must be the ones after the wrong name.
  const plainTail = /(?:\s+\p{Ll}[\p{Ll}'’-]*)+$/u.exec(said)?.[0].trim() ?? '';
  if (plainTail && !following.startsWith(plainTail.toLowerCase())) return null;
  const right = after.length > 0 && following.startsWith(after.join(' ').toLowerCase()) ? first : said;
  // "I meant Mrs Carter not Cartwright" of "drop Mrs Cartwright's trimmings": the "Mrs" the title already has is not said twice.
  const lead = title.slice(0, at.index);
  const rightWords = right.split(/\s+/);
  let shared = rightWords.length - 1;
  while (shared > 0 && !lead.toLowerCase().endsWith(`${rightWords.slice(0, shared).join(' ')} `.toLowerCase())) shared -= 1;
  return lead + rightWords.slice(shared).join(' ') + title.slice(at.index + taken.length);
}

/** "Ruíz" and "Ruiz" are one name written two ways. */
const unaccented = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** "Jayde w a y": "with a y" in the short hand of a text, no letters spelled out. */
const WITH_A_LETTER = /\bw a ([a-z])\b/gi;

export function spellingFixIn(said: string, context: InterpretContext): Intent | null {
  const title = context.conversation?.current?.title;
  const swapped = title ? phraseSwapped(said, title, context.conversation?.listed ?? []) : null;
  if (swapped) return { kind: 'rename', task: { by: 'context' }, title: swapped };
  const text = said.replace(WITH_A_LETTER, 'with a $1');
  // "rename it, …", "call it …": a new name asked for is read by the renames, which take the whole of it.
  if (!title || !FIX_CUE.test(text) || ASKS_A_NEW_NAME.test(text)) return null;
  // A word in lower case is taken for the right one only with the wrong one named after it: "should say lathe not lay".
  const takenOne = NOT_THIS.exec(text)?.[1].toLowerCase();
  const right = rightWord(
    text,
    takenOne !== undefined &&
      title
        .toLowerCase()
        .split(/[^\p{L}'’-]+/u)
        .includes(takenOne),
  );
  const words = title.split(/(\s+)/);
  if (!right || words.some((word) => word.replace(/['’]s$/, '').toLowerCase() === right.toLowerCase())) return null;
  // "its GreenThumb not Green Thumb": the words taken back, found whole in the title, are replaced whole.
  const takenWords = NOT_THIS_WORDS.exec(text)?.[1].split(/\s+/) ?? [];
  for (let count = takenWords.length; count >= 2; count--) {
    const phrase = takenWords.slice(0, count).join(' ');
    const at = title.toLowerCase().indexOf(phrase.toLowerCase());
    // Only the same letters written apart: "GreenThumb" for "Green Thumb", never one word for a whole phrase.
    const sameLetters = leven(phrase.replace(/\s+/g, '').toLowerCase(), right.toLowerCase()) <= 2;
    if (at >= 0 && sameLetters)
      return { kind: 'rename', task: { by: 'context' }, title: title.slice(0, at) + right + title.slice(at + phrase.length) };
    // "its Q4 investor update not investor update": more than a word taken back, for more than a spelling.
    if (at >= 0) return null;
  }
  const taken = NOT_THIS.exec(text)?.[1].toLowerCase();
  let best = -1;
  let bestDistance = Infinity;
  const distanceOf = (word: string) => {
    const bare = word.replace(/['’]s$/, '').toLowerCase();
    if (!/\p{L}/u.test(bare) || SKIPPED_IN_TITLE.has(bare)) return Infinity;
    return taken ? (bare === taken ? 0 : Infinity) : leven(unaccented(bare), unaccented(right));
  };
  words.forEach((word, index) => {
    const distance = index === 0 ? Infinity : distanceOf(word);
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  });
  // The first word is the title's verb, unless it is no verb, the name's letters are told ("with a y") or the
  // word is taken back by name, and it is strictly the nearest and nearly spelt so: "Jades test at Mill Hill"
  // set right by "Jayde w a y"; never "Team lunch" by "its Tim" nor "Cake order for Kate" by "Cate".
  const lettersTold = taken !== undefined || SPELLED.test(text) || /\bwith an? [a-z]\b/i.test(text);
  const first = !lettersTold || isTaskVerb(words[0].toLowerCase()) ? Infinity : distanceOf(words[0]);
  if (first < bestDistance && first <= 2) [best, bestDistance] = [0, first];
  // A word too far from the right one is another word: the fix names nothing in this title. A name for
  // a name ("Shivon" heard for "Siobhan") may be further off, as names misheard are.
  const names = best >= 0 && /^\p{Lu}/u.test(words[best]) && /^\p{Lu}/u.test(right);
  if (best < 0 || bestDistance > Math.max(2, Math.ceil(right.length * (names ? 0.75 : 0.5)))) return null;
  // "Jades test" set right by "Jayde": the "s" of a name owned without its apostrophe stays.
  const bareOwned = /^\p{Lu}/u.test(words[best]) && /[^s']s$/i.test(words[best]) && !/s$/i.test(right);
  const ownedCloser = bareOwned && leven(unaccented(words[best].slice(0, -1)), unaccented(right)) < bestDistance;
  const possessive = /['’]s$/.exec(words[best])?.[0] ?? (ownedCloser ? 's' : '');
  words[best] = right + possessive;
  return { kind: 'rename', task: { by: 'context' }, title: words.join('') };
}
