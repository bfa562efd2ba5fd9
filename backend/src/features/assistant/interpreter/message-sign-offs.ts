import { isTaskVerb } from './message-words';
import { shapeOf, tag } from './message-tagger';

/**
 * A message signed as a letter is: "… tomorrow at ten o'clock. G. Alder", "Regards, Arthur
 * Brennan", "Dennis here. Hello.", "Ah, hello. Alder speaking." The name and the closing words
 * say who wrote, never what to do, so they are taken off before any reader sees the message; what
 * is left ("Many thanks.", "Hello.") is read as it would have been unsigned.
 */

/** A person's name as it is signed: "Rose", "Harold Pemberton", "G. Alder", "Mrs P. Okafor". */
const NAME = String.raw`(?:(?:Mr|Mrs|Ms|Miss|Dr|Rev|Revd)\.? )?(?:\p{Lu}\. ?){0,2}\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+){0,2}`;
/** Words a letter closes with before the name: "Regards,", "Yours sincerely,", "Kind regards". */
const CLOSING = String.raw`(?:(?:kind|kindest|warm|warmest|best|many) regards|regards|rgds|yours(?: sincerely| faithfully| truly| ever)?|best wishes|with (?:best )?wishes|sincerely|god bless(?: you)?)`;

/** "… Regards, Arthur Brennan", "… Yours, Geoffrey Alder", "… God bless.": a closing, with or without a name. */
const CLOSED = new RegExp(String.raw`(?<=[.!?]|^|\n)[^\S\n]*${CLOSING}[,.!]*(?:\s+${NAME})?[.!]*\s*$`, 'iu');
/** "… ten o'clock. G. Alder", "Many thanks. Harold Pemberton", "Thank you! Rose": a name alone after a full stop. */
const SIGNED = new RegExp(
  String.raw`(?<=[.!?])(?<!\b(?:Mr|Mrs|Ms|Dr|St|No|Prof|Rev|Revd|Mt|\p{L})\.)\s+(?:[-–—]\s*)?(${NAME})[.!]?\s*$`,
  'u',
);
/** "Dennis here.", "Alder speaking.", "It's Margaret here,": the writer saying who writes. */
const WHO_WRITES = new RegExp(String.raw`(?:^|(?<=[.!?,]\s))(?:(?:it'?s|this is) )?(${NAME}) (?:here|speaking)(?:[.!,]+\s*|\s*$)`, 'gu');

/** Capitalised words that are not a name: a day, a month, a word of time or of courtesy. */
const NOT_A_NAME =
  /^(?:today|tonight|tomorrow|yesterday|morning|afternoon|evening|noon|midday|midnight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december|thanks|thank|cheers|please|sorry|yes|no|ok|okay|done|urgent|asap|daily|hello|hi|bye|goodbye|goodnight|again|also|and|but|then|later|soon|now|everyone|all|both|none|nothing|everything|the|this|that|it|they|he|she|we|you|me|i|can|could|would|will|should|shall|what|when|where|why|how|who|which|is|are|was|not|never|always|maybe|perhaps|urgh|ugh|oh|ah|wait|actually|anyway|also|pls|xx?)$/i;

/** "Mrs ", "Dr. ": the title a name is signed with, which is no part of the name's own words. */
const TITLE_FIRST = /^(?:mr|mrs|ms|miss|dr|rev|revd)\.? /i;

function isName(words: string): boolean {
  return words
    .replace(TITLE_FIRST, '')
    .split(/\s+/)
    .filter((word) => !/^\p{Lu}\.$/u.test(word))
    .every((word) => !NOT_A_NAME.test(word) && !isTaskVerb(word.toLowerCase()));
}

const THANKED = /\b(?:thanks|thank you|cheers|ta|x+)[.!]*$/i;
const PERSON = shapeOf('#Person');

/**
 * Whether a name said alone after a full stop signs the message: a full name or an initial ("G.
 * Alder"), a first name the tagger knows, or any name after thanks. "… at 3. Dentist" names a job.
 */
function signs(name: string, before: string): boolean {
  if (!isName(name) || before.split(/\s+/).length < 2) return false;
  // "Call Sue. Sue Thompson", "Call Jordan at 10. Jordan Builders": a name the job already holds says who is meant.
  const said = before.toLowerCase();
  if (
    name.split(/\s+/).some((word) => word.length > 1 && new RegExp(`\\b${word.toLowerCase().replace(/[^\p{L}]/gu, '')}\\b`, 'u').test(said))
  )
    return false;
  const words = name.replace(TITLE_FIRST, '').split(/\s+/);
  return words.length > 1 || THANKED.test(before) || tag(name).has(PERSON);
}

/** "Dear Daily, …": a letter's salutation to daily, which names no task and no repeat. */
const SALUTATION = /^dear\s+daily\b[,:!.]*\s*/i;
/** "… Many thanks, Pat", "… Thank you, Mrs Cole": thanks, then the name it is signed with. */
const THANKS_SIGNED = new RegExp(
  String.raw`(?<=[.!?]|^|\n)([^\S\n]*(?:[Mm]any [Tt]hanks|[Tt]hanks(?: so much)?|[Tt]hank [Yy]ou(?: so much)?|[Cc]heers|MANY THANKS|THANKS|THANK YOU))[,!.]*\s+(${NAME})[.!]*\s*$`,
  'u',
);

export function withoutSignOff(text: string): string {
  let said = text
    .replace(SALUTATION, '')
    .replace(WHO_WRITES, (whole, name: string) => (isName(name) ? '' : whole))
    .replace(THANKS_SIGNED, (whole, thanks: string, name: string) => (isName(name) ? `${thanks}.` : whole))
    .trim();
  said = said.replace(CLOSED, '').trim();
  const signed = SIGNED.exec(said);
  if (signed && signs(signed[1], said.slice(0, signed.index).trim())) said = said.slice(0, signed.index).trim();
  return /[\p{L}\d]/u.test(said) ? said : text;
}
