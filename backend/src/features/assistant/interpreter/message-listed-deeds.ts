import type { ConversationState, Intent } from './intent';
import { IRREGULAR_PASTS, verbOfIrregularPast } from './message-completions';
import { smallNumber } from './message-day-words';
import { NOT_SAID, pastStems } from './message-words';

/**
 * "birria prepped", "got the alternator", "VAT return filed for Coles": a deed told in past words of
 * one item of the list just shown. Nothing in the words alone says a job of the list was done; the
 * list does, when one item, and only one, shares the thing the deed was done to. Read only when the
 * rules made nothing of the message.
 */

/** Past words that tell a thing was done: a regular past, or one of the common irregular ones. */
const PAST_WORD = /^[a-z]{3,}ed$/;
/** Irregular pasts of jobs the completions' table does not need: "fed the cats", "swept the yard". */
const MORE_IRREGULAR: Record<string, string> = {
  fed: 'feed',
  swept: 'sweep',
  built: 'build',
  brought: 'bring',
  took: 'take',
  gave: 'give',
};
const OTHER_PASTS = new Set([...IRREGULAR_PASTS, ...Object.keys(MORE_IRREGULAR), 'got', 'went', 'done', 'caught']);
/** Words that put the deed off, ask, or say it did not happen. */
const NOT_DONE = new RegExp(
  String.raw`\?|\b(?:${NOT_SAID}|didn'?t|didnt|haven'?t|havent|hasn'?t|yet|still|will|gonna|going to|need|needs|have to|has to|must|should|tomorrow|tmrw|later|remind|if|when|half|nearly|almost|started|starting|delete|remove|cancel|cancelled|canceled|scrap|bin|dead|got pulled)\b`,
);
/** Words that carry no thing of their own. */
const CARRY_NOTHING = new Set(
  'the a an my our his her their its it this that these those them all and n & of for to from with at on in off up out by just finally already now today customer client'.split(
    ' ',
  ),
);
const LONGEST = 10;
const BY_ITS_PLACE = /\d|#|\b(?:number|no\.|item|first|second|third|fourth|fifth|last one|top one)\b/;
/** Words shared must start the same for this many letters ("prepped" and "prep" do not count; "alternator" does). */
const SAME_START = 4;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Past words that tell of any job done, whatever its verb: "got the gearbox", "handled the landlord". */
const ANY_JOB_DONE = new Set(['got', 'did', 'done', 'handled', 'sorted', 'finished', 'completed', 'dealt']);

/** The past word said is of the item's own verb ("prepped" of "Prep the birria"), or of any job. */
function ofItsVerb(past: string, item: string): boolean {
  if (ANY_JOB_DONE.has(past)) return true;
  const [verb] = wordsOf(item);
  return (verbOfIrregularPast(past) ?? MORE_IRREGULAR[past]) === verb || pastStems(past).includes(verb ?? '');
}

/**
 * How many of the things the deed was done to the item names; 0 unless it names them all ("paid the
 * gas bill" is not "Pay the electric bill", though both are bills).
 */
function shareAThing(said: string[], item: string): number {
  const itemWords = wordsOf(item).filter((word) => word.length >= SAME_START - 1 && !CARRY_NOTHING.has(word));
  const things = said.filter(
    (word) => word.length >= SAME_START - 1 && !CARRY_NOTHING.has(word) && !PAST_WORD.test(word) && !OTHER_PASTS.has(word),
  );
  const named = things.filter((word) =>
    itemWords.some(
      (other) => other === word || (word.length >= SAME_START && other.slice(0, SAME_START + 1) === word.slice(0, SAME_START + 1)),
    ),
  );
  return named.length === things.length ? named.length : 0;
}

export function deedOfAListedItem(text: string, conversation: ConversationState | undefined): Intent | null {
  const listed = conversation?.listed ?? [];
  if (listed.length === 0) return null;
  const said = text.toLowerCase().replace(/[’‘]/g, "'");
  const words = wordsOf(said);
  // "3 done, payouts look ok", "placed the flour order, number two": an item named by its place is read by it.
  if (words.length === 0 || words.length > LONGEST || NOT_DONE.test(said) || BY_ITS_PLACE.test(said)) return null;
  const pasts = words.filter((word) => PAST_WORD.test(word) || OTHER_PASTS.has(word));
  if (pasts.length === 0) return null;
  const shares = listed.map((item) => (pasts.some((past) => ofItsVerb(past, item)) ? shareAThing(words, item) : 0));
  const most = Math.max(...shares);
  if (most === 0 || shares.filter((share) => share === most).length > 1) return null;
  // The item is named by its own title, which finds the same task whatever order the list is in now.
  return { kind: 'complete', task: { by: 'words', words: listed[shares.indexOf(most)] } };
}

/** "all done bro", "everything sorted", "the lot done": every item of the list just sent. */
const ALL_DONE =
  /^(?:(?:ok|okay|yep|yes|yeah|right|so)[,!]?\s+)?(?:all|all of (?:them|it|those)|everything|every one|the lot|the whole list)\s+(?:done|sorted|finished|ticked off|ticked|complete|completed|dun)(?:[,!.\s]+(?:bro|mate|now|already|today|then|thanks|cheers|x+|lol))*[!.\s]*$/i;
/** "done the lot the day, a' three", "did them all", "todo listo", "sab ho gaya": every item, said the other way about. */
const DONE_THE_LOT =
  /^(?:(?:ok|okay|yep|yes|yeah|aye|right|so)[,!]?\s+)?(?:(?:done|did|finished|sorted)\s+(?:the lot|them all|all of (?:them|em|'em)|everything|all three|a' three|aw three)(?:\s+(?:the day|today|now))?(?:[,\s]+(?:a'|aw|all) (?:three|3|of them))?|todo (?:listo|hecho)|sab (?:ho gaya|done|kar diya))(?:[,!.\s]+(?:bro|mate|now|already|today|then|thanks|cheers|x+|lol|👍|✅))*[!.\s]*$/iu;
const ALL_COUNTED_DONE =
  /^(?:(?:ok|okay|yep|yes|yeah|right|so)[,!]?\s+)?(?:all (\d|two|three|four|five|six) (?:done|sorted|finished|ticked off|complete|completed)|(?:did|done|finished|sorted) all of (?:em|'em|them|those))(?:[,!.\s]+(?:bro|boss|mate|now|already|today|then|thanks|cheers|x+|lol|(?:going|heading|off) home))*[!.\s]*$/i;
/** "2 done, 3 too", "2 done. 3 também": one number ticked, then another with "too". */
const NUMBER_TOO =
  /^(\d{1,2})\s+(?:done|sorted|finished|dun)[,.;!\s]+(?:and\s+)?(\d{1,2})\s+(?:too|also|as well|aswell|também|tambem|también|tambien|aussi|auch)[.!\s]*$/i;

export function ticksOfTheList(text: string, conversation: ConversationState | undefined): Intent[] | null {
  const count = conversation?.listed.length ?? 0;
  if (count === 0) return null;
  const tick = (number: number): Intent => ({ kind: 'complete', task: { by: 'number', number } });
  if (ALL_DONE.test(text.trim()) || DONE_THE_LOT.test(text.trim())) return Array.from({ length: count }, (_, index) => tick(index + 1));
  // "all 3 done, going home", "did all of em boss": every item, when the count said is the list's own.
  const every = ALL_COUNTED_DONE.exec(text.trim());
  const counted = every?.[1] ? smallNumber(every[1]) : count;
  if (every && counted === count) return Array.from({ length: count }, (_, index) => tick(index + 1));
  const pair = NUMBER_TOO.exec(text.trim());
  const numbers = pair ? [Number(pair[1]), Number(pair[2])] : [];
  return pair && numbers.every((number) => number >= 1 && number <= count) && numbers[0] !== numbers[1] ? numbers.map(tick) : null;
}
