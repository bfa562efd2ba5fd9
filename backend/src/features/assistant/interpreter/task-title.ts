import { isPlainVerb, isTaskVerb, pastStems } from './message-words';
import { PAST_TENSE, shapeOf, tag } from './message-tagger';

/** "!" anywhere, or one of these words, makes a task important. */
const IMPORTANCE_WORDS =
  /(?<![\p{L}])(?:(?:please\s+|pls\s+)?(?:flag|mark)\s+(?:it\s+|this\s+|that\s+)?as\s+(?:an?\s+)?(?:(?:high|top)\s+priority|important|urgent)\s*:?|(?:(?:it'?s|its|it is|this is|that'?s|thats)\s+)?(?:(?:very|really|super|quite)\s+)?(important|urgent|urgently|asap|urgente|importante))(?![\p{L}])/giu;
const IMPORTANCE_MARK = /!/;

/** "I have to admit …", "we have to love the process": what follows "have to" says something, it asks nothing. */
const ONLY_SAID = String.raw`(?:admit|say|confess|agree|love|hate|laugh|be honest|hand it to|tell you|wonder)\b`;
const SAID_FIRST = new RegExp(`^${ONLY_SAID}`, 'i');

/** Ways of saying "this is a task", taken off the front of the title. */
const PREFIXES: RegExp[] = [
  /^(?:hey|hi|hiya|ok|okay)(?:\s+daily[\s,:!]+|\s*[,:!]\s*)/i,
  /^(?:hey|hi|hiya|yo|ok|okay)\s+(?=(?:remind|can|could|please|pls|add|don'?t)\b)/i,
  /^(?:please|pls|kindly)[\s,]+(?:also\s+)?/i,
  // "can you also remind me …", "pls also add …": the "also" belongs to the asking.
  /^(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?:also\s+)?/i,
  // "would you be so good as to remind me …", "would you kindly …": a request put as an older hand writes it.
  /^(?:be\s+so\s+(?:good|kind)\s+as\s+to|kindly)\s+/i,
  /^remind\s+me\s+(?:to|that\s+i\s+(?:need|have)\s+to|about|of|that)\s+/i,
  /^(?:set\s+(?:me\s+|us\s+)?)?(?:a\s+)?(?:(?:wee|quick|little|small|gentle|friendly)\s+)?reminder\s*(?:to|for|:|-)\s*/i,
  // "make me remember call the bank", "help me remember to …": a reminder asked for in a learner's words.
  /^(?:make|help)\s+me\s+(?:to\s+)?remember\s+(?:to\s+)?(?=[a-z])/i,
  /^remind\s+me[\s:,-]+/i,
  // "ping me to walk the dog", "get me to call Rob": a reminder asked for in other words.
  /^(?:ping|nudge|buzz|get)\s+me\s+to\s+(?=[a-z])/i,
  // "put us down to pick the smoke machine up": a job put on the list, as a rota is.
  /^(?:put|pencil|stick)\s+(?:me|us)\s+down\s+(?:to|for)\s+(?=[a-z])/i,
  // "add the call with Brantley's team", "put in a call with Alder": the article belongs to the asking, not the job.
  /^(?:add|put\s+in|pencil\s+in)\s+(?:a|an|the)\s+(?=\S+\s+\S)/i,
  // "put in the Smiths boiler service", "pencil in the vet": written into the diary.
  /^(?:put|pop|stick|pencil)\s+in\s+(?=[a-z])(?!(?:a\s+)?reminder\b)/i,
  /^(?:add|new|create)\s+(?:a\s+)?(?:new\s+)?(?:task|to-?do|to\s+do|reminder)\s*(?:to|for|:|-)?\s*/i,
  /^add\s*(?::|-)\s*/i,
  // "put down send Fiona her trial balance": written on the list.
  /^(?:put|jot|write|note)\s+down\s*:?\s+(?=[a-z])/i,
  /^(?:put|stick|pop|add)\s+(?=["“'])/i,
  /^(?:and\s+)?(?:also\s+)?to\s+(?=[a-z])(?!do\b)/i,
  /^add\s+(?!up\b|to\b)/i,
  /^(?:to-?do|to\s+do|task)\s*(?::|-)\s*/i,
  /^(?:don'?t|do\s+not)\s+(?:let\s+me\s+)?forget\s+(?:to\s+)?/i,
  new RegExp(
    String.raw`^(?:i\s+)?(?:still\s+|also\s+|really\s+)?(?:(?:sort of|kind of|kinda)\s+)?(?:need|have|got|want|must\s+remember)\s+to\s+(?!${ONLY_SAID})`,
    'i',
  ),
  // "I should like to mark the essays", "I'd like to ring the vet": a wish put politely is a job.
  /^(?:i\s+)?(?:should|would|'d)\s+like\s+to\s+(?=[a-z])(?!(?:know|see|ask|hear|think|say|check (?:if|whether))\b)/i,
  /^i'd\s+like\s+to\s+(?=[a-z])(?!(?:know|see|ask|hear|think|say|check (?:if|whether))\b)/i,
  /^(?:i\s+)?(?:must|should|gotta)\s+/i,
  /^i(?:'ll|\s+will|'?m\s+going\s+to|\s+am\s+going\s+to|'?m\s+gonna|\s+am\s+gonna)\s+/i,
  /^(?:ok\s+|okay\s+|yeah\s+)?will\s+(?=[a-z])/i,
  /^remember\s+to\s+/i,
  // "I need reminding to put the eggs out": a reminder asked for in an older hand.
  /^(?:i\s+)?(?:need|want|would like)\s+(?:reminding|to be reminded)\s+(?:to\s+)?/i,
  /^(?:put|pop|stick|set|add|make)\s+(?:a\s+|in\s+a\s+)?(?:quick\s+)?reminder\s+(?:in\s+)?(?:for\s+me\s+)?(?:to\s+|about\s+|for\s+|[-:–]\s*)/i,
  // "make sure I pay the lads": a job the person wants not to slip.
  /^(?:make|be)\s+sure\s+(?:that\s+)?(?:i\s+|we\s+|to\s+)(?:(?:do\s+)?(?=[a-z]))/i,
];

/**
 * How a spoken ramble says a job ("I've got to", "we need to", "gotta", "need to remember to"): a
 * way of asking only when a verb of doing follows, so "I've got to say it went well" asks nothing.
 */
const RAMBLE_PREFIXES: RegExp[] = [
  // "got call the bank", said for "got to": only with the verb's object after it ("got paint all over my hands" is news).
  /^(?:just\s+)?(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:just\s+|really\s+|still\s+)?(?:gotta\s+(?:to\s+)?|got\s+to\s+|got\s+(?=[a-z]+\s+(?:the|a|an|my|our|his|her|their|him|them|back|up|in|out|off|to)\b))/i,
  new RegExp(
    String.raw`^(?:we|i|we'?d|i'?d)\s+(?:just\s+|really\s+|still\s+)?(?:need|have|must|should|better)\s+(?!(?:to\s+)?${ONLY_SAID})(?:to\s+)?`,
    'i',
  ),
  // "first call mum then …", "after that email Tom": the order a ramble says its jobs in.
  /^(?:first(?:ly| off| of all)?|second(?:ly)?|third(?:ly)?|then|after that|next|lastly|and finally|finally)[\s,]+/i,
  /^(?:(?:i|we)\s+)?need\s+to\s+remember\s+to\s+/i,
];

function opensARamble(text: string): boolean {
  return RAMBLE_PREFIXES.some((prefix) => {
    const opening = prefix.exec(text);
    // "I've gotta invoice Greene": a paperwork word with its object is a verb of doing here too.
    const rest = opening ? text.slice(opening[0].length) : '';
    // After "need to", "have to" the next word is a verb, whichever: "I just need to prime the frames".
    const afterTo =
      opening !== null &&
      /\bto\s+$/i.test(opening[0]) &&
      /^[a-z]+ (?:the|a|an|my|our|some|his|her|their|all)\b/i.test(rest) &&
      !SAID_FIRST.test(rest) &&
      !TELLS_A_CLAUSE.test(rest);
    return opening !== null && (readsAsAction(rest) || verbWithObject(rest) || afterTo);
  });
}

/** "I've got to quote the price was high": a clause after the verb tells of something, it asks nothing. */
const TELLS_A_CLAUSE = /\b(?:was|were|is|are)\b/i;

/** "sand the frames", "glaze the mugs": a word the tagger knows as a verb, with its object after it. */
export function verbWithObject(words: string): boolean {
  const [verb = '', object = ''] = words.trim().split(/\s+/);
  return /^(?:the|a|an|my|our|some|his|her|their|all)$/i.test(object) && !TELLS_A_CLAUSE.test(words) && isPlainVerb(verb);
}

/** Whether the text opens with one of the ways of asking for a task. */
export function hasTaskPrefix(text: string): boolean {
  const trimmed = text.trim();
  return PREFIXES.some((prefix) => prefix.test(trimmed)) || opensARamble(trimmed);
}

/** "I should really call mum": the adverb after the asking is not the title's. */
const ADVERB = /^(?:really|probably|definitely|quickly|maybe)\s+(?=\S)/i;

export function stripPrefixes(text: string): string {
  let rest = text.trim();
  for (let pass = 0; pass < 4; pass++) {
    const before = rest;
    for (const prefix of PREFIXES) rest = rest.replace(prefix, '').trim();
    if (opensARamble(rest)) for (const prefix of RAMBLE_PREFIXES) rest = rest.replace(prefix, '').trim();
    if (rest !== before) rest = rest.replace(ADVERB, '');
    if (rest === before) break;
  }
  return rest;
}

/** An emoji or bullet in front ("🛒 buy milk", "- call mum") is decoration, not the title. */
const LEADING_SYMBOLS = /^[^\p{L}\p{N}"'(£$€#@]+/u;
/** "at some point", "sometime", "when I get a chance", "for now": no time to keep, and no part of the title. */
const SOMEDAY =
  /[\s,]+(?:at some (?:point|stage)|(?:before|by|till|until) then|some ?time(?: soon)?|for now|for the time being|eventually|one of these days|when i (?:get|have) (?:a )?(?:chance|minute|moment|sec))$/i;
/**
 * "email the florist please", "order more wool pls ta", "viewing with the Singhs 5.30pm pls add", "… dead on cheers": the
 * courtesy or the ask said after the job, and a Belfast "dead on" (grand), are no part of it.
 */
const COURTESY_LAST =
  /(?:[\s,]+(?:(?:please|pls|plz) (?:add(?: it)?|remind(?: me)?)|please|pls|plz|many thanks|thanks|thx|ta|cheers|x+|dead on))+[\s.!]*$/i;
const LIST_SUFFIX = /\s+(?:to|on|onto)\s+(?:my|the)\s+(?:to-?do\s+|to\s+do\s+|task\s+|tasks\s+)?list$/i;
const EDGE_PUNCTUATION = /^[\s,;:.?\-–—()]+|[\s,;:.?\-–—(]+$/g;
/** The preposition a removed time leaves behind: "pay rent by" after "friday" is taken out, and "which is due" with it. */
const DANGLING_BEFORE =
  /(?:^|\s)(?:(?:which|that)(?:'s|\s+is|\s+are)\s+(?=due\b))?(?:(?:(?:early|late|later|sometime|some\s+time)\s+)?(?:(?:on|at|by|until|till|before|due|for|from|around|this|next|in|starting)(?:\s+the)?|the)|early|later|sometime|@)\s*$/i;

/** "put the rota review in", "pop Kasia's appointment in the diary": a booking written in, named by itself. */
const PUT_IN_THE_DIARY =
  /^(?:put|pop|stick|pencil)\s+(?:the\s+|a\s+|an\s+)?(.+?\b(?:review|appointment|appt|meeting|call|booking|session|visit|consultation|viewing|class|lesson|interview|check-?up|service|fitting|catch-?up|chat|demo|slot|party|event|rehearsal|shoot))\s+in(?:\s+(?:the|my)\s+(?:diary|calendar))?$/i;

/** "put the rota review in for monday": the words of a move ("put X … for"), said of a booking written into the diary. */
export function putInTheDiary(asked: string, named: string): boolean {
  return /^(?:\S+ )*?put\s/i.test(asked) && /\s(?:in|down)$/i.test(named);
}

export function isImportant(text: string): boolean {
  IMPORTANCE_WORDS.lastIndex = 0;
  return IMPORTANCE_MARK.test(text) || IMPORTANCE_WORDS.test(text);
}

/** Takes a span out of the text with the preposition that introduced it. */
export function removeSpan(text: string, index: number, length: number): string {
  const before = text.slice(0, index).replace(DANGLING_BEFORE, '');
  // "in 2 days' time": the word that closes a span goes with it.
  const after = text.slice(index + length).replace(/^'?s?\s+time\b/i, '');
  return `${before} ${after}`;
}

export function capitalise(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  return head.toUpperCase() + text.slice(head.length);
}

/** The task's title: what is left once the asking, the time and the importance words are gone. */
export function cleanTitle(text: string): string {
  IMPORTANCE_WORDS.lastIndex = 0;
  let title = text
    .replace(/\(\s*(?:important|urgent|asap)\s*\)/gi, ' ')
    .replace(IMPORTANCE_WORDS, ' ')
    .replace(/!+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(EDGE_PUNCTUATION, '')
    .replace(LEADING_SYMBOLS, '')
    // "haircut friday-ish": the "-ish" left when its day is read out.
    .replace(/(?:^|\s)-?ish(?=\s|$)/gi, ' ');
  title = stripPrefixes(title).replace(LIST_SUFFIX, '').replace(SOMEDAY, '').replace(COURTESY_LAST, '').replace(PUT_IN_THE_DIARY, '$1');
  title = title.replace(EDGE_PUNCTUATION, '').replace(/^["“](.+)["”]$/, '$1');
  return capitalise(title.replace(/\s+/g, ' ').trim());
}

/** A title reads as a task when it starts with something to do. */
/**
 * Words of a trade's paperwork that are nouns as often as verbs ("the quote came back"): a job only
 * when they take someone or something as their object ("quote the Patels", "invoice my client",
 * "quote for the Elm Rd kitchen").
 */
const NOUN_VERB_WITH_OBJECT =
  /^(?:invoice|quote|bill|service|restock|refund|back up|measure up|price up|quote for|quote on)\s+(?:the|my|our|their|his|her|both|all|[A-Z][\p{L}'-]+)\s+\S/u;

/** "the quote the Khans gave was too high": a verb said of the noun makes the words a statement. */
const SAID_OF_THE_NOUN = /\b(?:gave|sent|came|was|is|were|are|has|had|got|did|said|went|looked|seemed|arrived|bounced)\b/i;

/** Verbs of feeling and thinking: "love the new logo" tells, it asks nothing done. */
const NOT_A_DEED =
  /^(?:love|hate|like|dislike|miss|need|want|hope|think|know|feel|wish|enjoy|mean|guess|reckon|adore|prefer|doubt|trust|fear|dread|blame|appreciate|remember|forget|mind|regret|deserve|envy|owe|hear|see|seem|look|sound|smell|taste|am|is|are|was|were|be|been|has|have|had|wait|rain|snow|hail|refresh|fyi|btw|ps|nb|re|so|also|just|ok|okay|yeah|well|anyway|oh|um|uh|erm|fancy|bet|swear|worry|shame|typical|nice|cool|bless|imagine|cheers|thank|thanks|sorry|apparently|suppose|bin|ditch|scrap|drop|cancel|delete|remove|kill|axe|nix|lose|skip)$/i;
const A_VERB_AFTER_WILL = shapeOf('^i will #Infinitive');
/** What a verb's object opens with, after any particle: "wipe down the prep table", "steam the Levi's batch". */
const OBJECT_NEXT =
  /^(?:(?:up|down|out|off|over|back|away|through)\s+)?(?:the|my|our|a|an|some|more|all|his|her|their|these|those|both|every)\s+\S/i;

const SAID_WILL = /\b(?:won'?t|wont|will|would|wouldn'?t|can'?t|cant|can|could|couldn'?t|should|hates?|loves?|never|always)\b/i;
/** "list the jackets on vinted": a place said last, after "on" or "via", is a name, whatever tense it looks. */
const PLACE_LAST = /\s(?:on|at|in|via|from|through)\s+\S+\s*$/i;
function tellsADeed(words: string): boolean {
  return SAID_WILL.test(words) || tag(words.replace(PLACE_LAST, '')).has(PAST_TENSE);
}

/**
 * "steam the silk blouses", "box the candles", "hoover the van": a noun used as a verb, which the
 * tagger reads only as a noun. At the head of a job with its object after it and no verb of its own
 * in that object, it can only be the thing done.
 */
const SOME_VERB = shapeOf('#Verb');
const A_THING = shapeOf('^(#Singular|#Uncountable)$');
const NOT_A_THING = shapeOf('(#Date|#Value|#Pronoun|#Plural|#ProperNoun|#Person|#Place|#Organization|#Adverb|#Expression)');
function nounDoneAsVerb(first: string, object: string): boolean {
  if (!/^[a-z]{3,}$/.test(first)) return false;
  const word = tag(first);
  return word.has(A_THING) && !word.has(NOT_A_THING) && !tag(object).has(SOME_VERB);
}

/**
 * Whether the tagger reads the word as a verb after "I will", where any word that can be one is read
 * so ("rinse", "defrost", which alone it takes for nouns). A property of the word, asked once per word.
 */
const VERB_AFTER_WILL = new Map<string, boolean>();
function canBeAVerb(word: string): boolean {
  const said = word.toLowerCase();
  let known = VERB_AFTER_WILL.get(said);
  if (known === undefined) {
    known = /^[a-z-]{2,}$/.test(said) && tag(`i will ${said} it`).has(A_VERB_AFTER_WILL);
    if (VERB_AFTER_WILL.size >= 512) VERB_AFTER_WILL.clear();
    VERB_AFTER_WILL.set(said, known);
  }
  return known;
}

const THING_DOES =
  /^\S+\s+(?:\S+\s+)?(?:go|goes|went|gets|got|is|are|was|were|has|have|had|needs|comes|came|starts|ends|opens|closes|runs|looks|seems|keeps|stays|rose|rises|fell|falls|dropped|drops)\b/;

/**
 * "reorder bags from Roastar", "prep 40 portions": among jobs said in one breath, a word that can
 * be a verb, with something after it, opens a job of its own even with no "the" before its object.
 */
export function opensAListedJob(piece: string): boolean {
  const [first = '', ...rest] = piece.trim().split(/\s+/);
  if (rest.length === 0 || rest.length > 12 || !/^[a-z][a-z-]+$/.test(first) || NOT_A_DEED.test(first)) return false;
  if (SAID_OF_THE_NOUN.test(rest[0]) || /^(?:is|are|was|were|'s|to|and|or|but|if|so|because|as)$/i.test(rest[0])) return false;
  // "reorder", "rebook", "unpack": a verb with its prefix is still the verb.
  const stem = first.replace(/^(?:re|un|pre)-?(?=[a-z]{3,})/, '');
  const verb = isTaskVerb(first) || isPlainVerb(first) || (stem !== first && (isTaskVerb(stem) || isPlainVerb(stem)));
  // "rent goes up in january", "flour prices go up": a noun that is also a verb, with a verb of its own after it, tells of a thing.
  return verb && !/[:]$/.test(piece.trim()) && !tellsADeed(rest.join(' ')) && !THING_DOES.test(piece.trim().toLowerCase());
}

/** What a deed told in the past acts on next: "picked up the car", "fitted 3 rads"; not "packed lunches". */
const DEED_OBJECT = /^(?:the|a|an|my|our|his|her|their|up|off|in|out|back|over|\d+)\b/i;
const SAID_IN_THE_PAST = shapeOf('^i #PastTense$');

/**
 * "picked up the car from the detailer", "fitted 3 rads today": words that open on the past of a verb of
 * doing, then what it was done to, tell of a job done; they are no job to keep.
 */
export function toldAsDone(title: string): boolean {
  const [first = '', ...rest] = title.trim().toLowerCase().split(/\s+/);
  if (!/^[a-z]{4,}ed$/.test(first) || !DEED_OBJECT.test(rest.join(' '))) return false;
  // "fitted": a past the task list does not know as a verb; after "I" the tagger reads it as one.
  return pastStems(first).some((stem) => isTaskVerb(stem)) || tag(`i ${first}`).has(SAID_IN_THE_PAST);
}

/** "deep clean the grinder", "jet wash the patio": a verb said with the word that says how, then what it acts on. */
const TWO_WORD_VERB = /^(?:deep|spring|steam|jet|power|pressure)[\s-](?:clean|wash)\s+(?:the|a|an|my|our|all|his|her|their|\p{Lu})/iu;

/** Whether the words open on a verb said in two words ("deep clean the grinder"). */
export function opensOnTwoWordVerb(words: string): boolean {
  return TWO_WORD_VERB.test(words.trim());
}

export function readsAsAction(title: string): boolean {
  const trimmed = title.trim();
  const first = trimmed.split(/\s+/)[0] ?? '';
  if (isTaskVerb(first) || TWO_WORD_VERB.test(trimmed)) return true;
  // "picked up the car from the detailer": a job told done, in the past, is no job to keep.
  if (toldAsDone(trimmed)) return false;
  // A verb the tagger knows, beyond the list, with its object after it.
  if (
    !NOT_A_DEED.test(first) &&
    OBJECT_NEXT.test(trimmed.slice(first.length).trim()) &&
    !SAID_OF_THE_NOUN.test(trimmed) &&
    (isPlainVerb(first) || canBeAVerb(first)) &&
    // "shame the venue closed early", "bet the client won't pay": a deed told after the object makes the words a remark.
    !tellsADeed(trimmed.slice(first.length))
  )
    return true;
  if (
    !NOT_A_DEED.test(first) &&
    OBJECT_NEXT.test(trimmed.slice(first.length).trim()) &&
    nounDoneAsVerb(first.toLowerCase(), trimmed.slice(first.length))
  )
    return true;
  return NOUN_VERB_WITH_OBJECT.test(`${first.toLowerCase()}${trimmed.slice(first.length)}`) && !SAID_OF_THE_NOUN.test(trimmed);
}
