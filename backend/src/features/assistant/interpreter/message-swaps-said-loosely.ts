import type { ConversationState, Intent, TaskReference } from './intent';
import { PAST_TENSE, shapeOf, tag } from './message-tagger';
import { bare, DETERMINER, findWords, numberOfTheTitle, SAYS_A_DEED, swapped, WHEN } from './message-word-swaps';

/**
 * "ooh sorry it's Ellie and Sam not Tom!! x", "no Dyce, it's Altens. ma heid's fair birlin the day", "apartment 3E,
 * not 3F, sorry", "no es Rivera, es Rivas. perdón", "1 should be photo day Llanishen Primary. Not High.": words set
 * right in the title of the task in view, or of the listed item whose number opens the message, in the many ways
 * people put it. Read only when nothing else was read from the message; the wrong words must stand once in the
 * title, and the right ones take their place.
 */

/** "not", "no", Spanish "no es": the word that marks the wrong words. */
const NEGATION = /(?:^|[\s,.;:!?])(?:not|no)(?:\s+es)?\s+/gi;
/** Where a phrase ends: a stop, a comma, a dash between spaces, an exclamation. */
const PHRASE_END = /\s*(?:[,.;:!?]+|\s[-—–]\s)\s*/;
/** Words said before the right words that are no part of them: "sorry it's", "wait", "perdón, is". */
const LEAD_WORD =
  /^(?:it'?s|its|it|is|es|was|should|be|say|read|meant|mean|i|sorry|soz|sry|wait|ooh|oh|och|ay|aw|perdón|perdon|no|naw|nah|nope|oops|whoops|correction|actually|one|wrong|wrang|my|bad|mistake|make|that|hun|ji|fam|bro|babe|mate|love|laddie|hen|duck|haa|haanji|dạ|da|ok|okay|omg|lol|shoulda|said|change|rename|to|at|in|on|so|right|idk|erm|um|uh|hmm|or|yeah|think|hopefully|probably|defo|definitely|only|also|literally|maybe|via|prefer|cc)$/i;
/** Words said after the wrong ones that are no part of them: "innit", "x", "sorry", "perdón". */
const TAIL_WORD =
  /^(?:innit|x+|sorry|soz|perdón|perdon|please|pls|lol|ji|hun|fam|bro|babe|mate|love|ken|laddie|hen|duck|haha|oops|again|instead|then|now|too|either|actually|hopefully|prob|probably|maybe|tbc|porfa|ty|thx|tho|though|yeah)$/i;
/** The right words said after the wrong ones: "…, it's Altens", "…, es Rivas", "…, but Melton Road". */
const RIGHT_OPENS = /^(?:(?:it'?s|its|it is|is|es|but|rather|i meant|i mean|meant|should be|it should be)\s+)+/i;
/** "3's wrang, …", "el 1 is …", "number 2 should be …": the listed item a fix is about. */
const ITEM_FIRST = /^(?:(?:number|no\.?|item|#|el|la)\s*)?(\d{1,2})(?:'s|\s+is|\s+should be|\s+should say|\s*[:,-])?\s+/i;
const LONGEST = 200;
/** "is that the kitchen not the bathroom?", "might be Oban not Mallaig", "…, Hewitt. Actually leave it": asked, unsure, or taken back. */
const ASKED_OR_TAKEN_BACK =
  /\bno(?:t)?\b[^.!?]*\?|^(?:is it|is that|you mean|do you mean|or)\b|\b(?:maybe|might|could be|probably|prob|i think|not sure|will check|will confirm|i'?ll (?:check|confirm)|tbc|hopefully)\b|\b(?:leave it|never ?mind|nevermind|ignore (?:it|that|me)|forget it|scratch that|(?:is|was) right)\b/i;
/** Words that say how a thing is ("locked", "closed", "wet"), never what it is called. */
const HOW_IT_IS = shapeOf('(#PastTense|#Adjective|#Adverb|#Copula|#Modal|#Pronoun)');
const NOUN = shapeOf('#Noun');
const PREPOSITION = /^(?:for|with|in|at|to|on|from|by|into|off|about)$/i;
/** "not 12, 2 less", "not 3F, 3E priority": a sum to work out or an order to do things in, not a name. */
const SUM_WORD = /^(?:less|more|fewer|extra|plus|minus|else|priority|urgent|asap|first|instead)$/i;
/** A deed told before the right words ("oops sent to Pete not Gary"): news, not a name set right. */
const SAID_WRONG = /^(?:said|meant|wrote|typed|put|spelt|spelled)$/i;
/** "…, change it tae service Mrs Dunlop's combi": a whole new title asked for, which the rules for renames read. */
const WHOLE_TITLE_GIVEN =
  /\b(?:(?:change|make|call|rename|put) (?:it|that|this)(?: (?:to|tae|as|into))?|(?:change|rename|retitle)\b.{0,20}?\b(?:name|title)\b.{0,30}?\b(?:to|tae|as|into))\s+['"“‘]?[\p{L}\d]\S*\s+\S/iu;

/** A word of a name: a capital, a number, or a little joining word of one ("Pen y Pil"). */
const nameLike = (word: string) => /^(?:\p{Lu}|\d)/u.test(word) || word.length <= 2;
const words = (phrase: string) => phrase.split(/\s+/).filter(Boolean);

function withoutTail(phrase: string[]): string[] {
  const kept = [...phrase];
  // "is Ramon for that": what the right one is for is no part of the name.
  if (kept.length > 2 && /^for$/i.test(kept[kept.length - 2]) && /^(?:that|this|it)$/i.test(bare(kept[kept.length - 1]))) kept.splice(-2);
  while (kept.length > 0 && TAIL_WORD.test(bare(kept[kept.length - 1]) || kept[kept.length - 1])) kept.pop();
  return kept;
}

/** The right words said last before "not": the last phrase, from after the words that only open it. */
function rightBefore(left: string): string[] {
  const phrases = left.split(PHRASE_END).filter((phrase) => phrase.trim() !== '');
  const last = words(phrases.at(-1) ?? '');
  let from = 0;
  last.forEach((word, at) => {
    if (LEAD_WORD.test(word.replace(/[’]/g, "'"))) from = at + 1;
  });
  const toldDone = last.slice(0, from).some((word) => !SAID_WRONG.test(word) && tag(word).has(PAST_TENSE));
  return toldDone ? [] : withoutTail(last.slice(from));
}

function counted(title: string[], word: string): number {
  return title.filter((each) => bare(each) === bare(word)).length;
}

/** The title with the wrong words swapped, or null when the swap says nothing new or doubles words of the title. */
function swapIn(title: string, right: string[], wrong: string[]): string | null {
  const held = words(title);
  const number = (word: string | undefined) => word !== undefined && /^\d+$/.test(bare(word));
  // "no 12 keys, 15": a number set right is the number alone.
  let old = right.length === 1 && number(right[0]) && number(wrong[0]) ? wrong.slice(0, 1) : wrong;
  let said = right;
  // "its a cavapoo not a cockapoo" of "groom the cockapoo": the title keeps its own determiner.
  if (findWords(held, old) < 0 && old.length > 1 && DETERMINER.test(old[0])) {
    old = old.slice(1);
    if (said.length > 1 && DETERMINER.test(said[0])) said = said.slice(1);
  }
  const at = findWords(held, old);
  if (old.length === 0 || at < 0 || findWords(held.slice(at + 1), old) >= 0) return null;
  const doubled = (renamed: string) =>
    said.some((word) => counted(words(renamed), word) > Math.max(counted(held, word), counted(said, word)));
  const whole = swapped(title, said, old);
  if (whole && !doubled(whole)) return whole;
  // "it's Ewan's licence no Callum's" of "check Callum's SIA licence": the right words the title already holds
  // at their ends only place the new ones.
  const trimmed = [...said];
  while (trimmed.length > 0 && (DETERMINER.test(trimmed[0]) || counted(held, trimmed[0]) > 0)) trimmed.shift();
  while (trimmed.length > 0 && counted(held, trimmed[trimmed.length - 1]) > 0) trimmed.pop();
  // "its the Byker report not Jesmond" of "send the Jesmond survey": more new words than wrong ones, not all of them
  // a name, are another thing.
  const named = trimmed.every(nameLike);
  if (trimmed.length === 0 || trimmed.length === said.length || (trimmed.length > old.length && !named)) return null;
  const placed = swapped(title, trimmed, old);
  return placed && !doubled(placed) ? placed : null;
}

/** Parts of speech of a state or a deed: "sorted", "raining", "cheaper", "maybe", "is". */
const STATE_OR_DEED = new Set(['PastTense', 'Gerund', 'Adverb', 'Comparative', 'Superlative', 'Copula', 'Modal', 'Ordinal']);
const NAMED = new Set(['ProperNoun', 'Person', 'Place', 'Organization']);

/**
 * Whether a new word of the right ones, not a name, tells a state or a deed ("Waitrose sorted", "Aldi's cheaper",
 * "it's raining"), or they end on one that describes ("3E urgent"); a describing word before a thing is part of
 * its name ("rubber plant", "front door").
 */
function tellsHowOrDeed(right: string[], held: Set<string>): boolean {
  const terms = (tag(right.join(' ')).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((sentence) => sentence.terms);
  // "53rd St": a number is a name's, whatever the tagger makes of it.
  const fresh = terms.filter((term) => !held.has(bare(term.text)) && !/\d/.test(term.text) && !term.tags.some((name) => NAMED.has(name)));
  const last = terms.at(-1);
  return (
    fresh.some((term) => term.tags.some((name) => STATE_OR_DEED.has(name))) ||
    (last !== undefined && fresh.includes(last) && last.tags.includes('Adjective'))
  );
}

function acceptable(right: string[], wrong: string[], title: string, due: string | null, timeZone: string, others: string[]): boolean {
  const [rightSaid, wrongSaid] = [right.join(' '), wrong.join(' ')];
  if (right.length === 0 || wrong.length === 0 || right.length > 6 || wrong.length > 5) return false;
  // "its Q4 investor update not investor update": the right words hold the wrong ones whole, a new name of its own.
  if (findWords(right, wrong) >= 0) return false;
  // "no I meant Sam not Sally" with "Call Sam" listed: the right words point at another task.
  if (others.some((other) => other !== title && findWords(words(other), right) >= 0)) return false;
  // "not the shed, it's locked": how the thing is, never its name.
  if (right.every((word) => tag(word).has(HOW_IT_IS))) return false;
  if (WHEN.test(rightSaid) || WHEN.test(wrongSaid) || SAYS_A_DEED.test(rightSaid)) return false;
  if (right.every((word) => LEAD_WORD.test(word) || TAIL_WORD.test(word))) return false;
  // "it's the Hubert Street building, not Harrison", "the Byker report not Jesmond": more new words than wrong ones,
  // not all of them a name, name another thing.
  const titleWords = words(title);
  const held = new Set(titleWords.map(bare));
  const fresh = right.filter((word) => !held.has(bare(word)) && !DETERMINER.test(word));
  // "not Tesco, Aldi's cheaper", "no Chester, M56 shut", "booked 12 not 10": a new word that says how a thing is, or a
  // deed, tells why or what happened; the words set right name people, places and things. Words like the ones they
  // replace ("front" for "back") may say how.
  if (!wrong.some((word) => tag(word).has(HOW_IT_IS)) && tellsHowOrDeed(right, held)) return false;
  // "Karen's away", "Jen's baking": someone's state, unless the wrong words are someone's too.
  if (right.some((word) => /['’]s$/i.test(word)) && !wrong.some((word) => /['’]s$/i.test(word))) return false;
  // "not Gary, 2 ladders": a count where a name was.
  if (/^\d/.test(right[0]) && !wrong.some((word) => /\d/.test(word))) return false;
  if (fresh.some((word) => PREPOSITION.test(word) || /ish$/i.test(word) || SUM_WORD.test(word))) return false;
  // One word more may close the title ("Osaka office" for "Tokyo" of "send script to Tokyo").
  const last = wrong.filter((word) => !DETERMINER.test(word));
  const endsTitle = last.length > 0 && findWords(titleWords.slice(-last.length), last) === 0;
  const room = wrong.length + (endsTitle ? 1 : 0);
  if (fresh.length > wrong.length + 1 || (fresh.length > room && !fresh.every(nameLike))) return false;
  const numbers = (phrase: string[]) => phrase.every((word) => /^\d+$/.test(bare(word)));
  // "not 8, 9": numbers alone may be the hour it is due, which is a move.
  return !(numbers(right) && numbers(wrong) && !numberOfTheTitle(wrong, title, due, timeZone));
}

function swapOfTitle(said: string, title: string, due: string | null, timeZone: string, others: string[]): string | null {
  for (const negation of said.matchAll(NEGATION)) {
    const left = said.slice(0, negation.index);
    const after = said.slice(negation.index + negation[0].length);
    const [wrongPhrase, ...rest] = after.split(PHRASE_END);
    // "no the Portobello one": "one" stands for the thing the title names.
    const wrong = withoutTail(words(wrongPhrase)).filter((word, at, all) => !(at === all.length - 1 && at > 0 && /^one$/i.test(word)));
    // "it's Ellie and Sam not Tom": the right words first.
    const first = rightBefore(left);
    if (acceptable(first, wrong, title, due, timeZone, others)) {
      const renamed = swapIn(title, first, wrong);
      if (renamed) return renamed;
    }
    // "no Dyce, it's Altens": the wrong words first, the right ones in the phrase after.
    // "not the fence, too wet" tells why: only words opened as the right ones ("it's", "es") or a name or number are.
    const following = (rest.find((phrase) => phrase.trim() !== '') ?? '').trim();
    const second = withoutTail(words(following.replace(RIGHT_OPENS, '')));
    // "Not collar, cuff problem": a thing said plainly, sharing a word with the title, sets a thing of it right.
    // Only a word of the thing the title already holds makes it a thing of the title: "not the gym, injury" tells why.
    const heldWords = new Set(words(title).map(bare));
    const things =
      second.length === 2 &&
      second.some((word) => heldWords.has(bare(word))) &&
      second.every((word) => tag(word).has(NOUN) && !tag(word).has(HOW_IT_IS));
    const named = RIGHT_OPENS.test(following) || /^(?:\p{Lu}|\d)/u.test(second[0] ?? '') || things;
    if (named && acceptable(second, wrong, title, due, timeZone, others)) {
      const renamed = swapIn(title, second, wrong);
      if (renamed) return renamed;
    }
  }
  return null;
}

export function swapSaidLoosely(message: string, state: ConversationState | undefined, timeZone: string): Intent | null {
  const said = message
    .replace(/[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F\u200D]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (said.length > LONGEST || !/\bno(?:t)?\b/i.test(said) || WHOLE_TITLE_GIVEN.test(said) || ASKED_OR_TAKEN_BACK.test(said)) return null;
  const item = ITEM_FIRST.exec(said);
  const number = item ? Number(item[1]) : null;
  const listed = state?.listed ?? [];
  if (number !== null && number >= 1 && number <= listed.length) {
    const renamed = swapOfTitle(said.slice(item![0].length), listed[number - 1], null, timeZone, listed);
    const task: TaskReference = { by: 'number', number };
    return renamed ? { kind: 'rename', task, title: renamed } : null;
  }
  const current = state?.current;
  // "its Mr Adeola not Adeyemi" with a list shown and none in view: the one listed item the fix fits.
  if (!current) {
    const fixes = listed.map((title) => swapOfTitle(said, title, null, timeZone, listed));
    const fitting = fixes.flatMap((renamed, at) => (renamed ? [{ renamed, number: at + 1 }] : []));
    return fitting.length === 1 ? { kind: 'rename', task: { by: 'number', number: fitting[0].number }, title: fitting[0].renamed } : null;
  }
  const renamed = swapOfTitle(said, current.title, current.due, timeZone, listed);
  return renamed ? { kind: 'rename', task: { by: 'context' }, title: renamed } : null;
}
