import type { ConversationState, Intent } from './intent';

/**
 * "1 is done, 2 can go", "2 done and 4 sent", "1 paid; 3 can go": several items of the list just
 * shown, each changed in a clause that opens with its number. Each clause is read on its own and
 * must change exactly the item it names, or the message is left to the other readers.
 */

/** Where one change ends and the next begins: a comma, a semicolon or a full stop. */
const PART_BREAK = /\s*(?:[,;]|\.(?=\s))\s*(?:and\s+)?/;
/** Within a part, "and" before a number opens another item's clause. */
const CLAUSE_BREAK = /\s+(?:and|&|\+)\s+(?=(?:#|no\.?\s*|number\s+|item\s+)?\d)/i;
/** A verb said before an item's number: "delete 3", "move 2 to friday". */
const VERB_BEFORE_NUMBER = String.raw`(?:bin|delete|remove|drop|scrap|ditch|move|push|shift|tick off|cross off)`;
const OPENS_WITH_NUMBER = new RegExp(
  String.raw`^(?:${VERB_BEFORE_NUMBER}\s+)?(?:#|no\.?\s*|number\s+|item\s+)?(\d{1,2})\b(?!\s*(?:am|pm|[:.]\d|h\b|hrs?\b|mins?\b))`,
  'i',
);
const CHANGES = new Set<Intent['kind']>(['complete', 'remove', 'reschedule', 'snooze', 'rename']);

export function numberedChanges(text: string, state: ConversationState | undefined, read: (clause: string) => Intent[]): Intent[] | null {
  const listed = state?.listed.length ?? 0;
  if (listed < 2) return null;
  const parts = text
    .trim()
    .replace(/[.!]+$/, '')
    .split(PART_BREAK)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2 && !CLAUSE_BREAK.test(parts[0] ?? '')) return null;
  const changes: Intent[] = [];
  for (const part of parts) {
    // "1 and 4 done, 2 next week": a part naming several items that share one change is read whole.
    const shared = parts.length > 1 ? numbersSharingAChange(part, state) : null;
    if (shared) changes.push(...shared);
    else {
      for (const clause of part.split(CLAUSE_BREAK).map((words) => words.trim())) {
        const change = clauseChange(clause, listed, read);
        if (!change) return null;
        changes.push(change);
      }
    }
  }
  return changes.length > 1 ? changes : null;
}

/** The one change a clause makes to the item it opens with, or null when it makes another or none. */
function clauseChange(clause: string, listed: number, read: (clause: string) => Intent[]): Intent | null {
  const number = Number(OPENS_WITH_NUMBER.exec(clause)?.[1] ?? 0);
  if (number < 1 || number > listed) return null;
  const said = read(clause);
  const [change] = said;
  if (said.length !== 1 || !CHANGES.has(change.kind) || !('task' in change) || change.task.by !== 'number' || change.task.number !== number)
    return null;
  return change;
}

/**
 * "Items 1, 2 and 3 are done", "1 and 4 are both complete", "Item 3 is done — requisition answered":
 * items of the list named by number, sharing one change, with any reason after it left out (another
 * item's change after it, "1 done, 3 done", is left to the clause by clause reading).
 */
const SHARING_A_CHANGE = new RegExp(
  String.raw`^(?:items?\s+|nos?\.?\s*|numbers?\s+|tasks?\s+)?(#?\d{1,2}(?:\s*(?:,|and|&|\+)\s*#?\d{1,2})*)\s+(?:is\s+|are\s+|were\s+|was\s+)?(?:both\s+|all\s+)?(done|complete|completed|finish|finished|sorted|handled|taken care of|ticked off|can go|can come off|can be (?:deleted|removed|binned|dropped)|(?:is |are )?no longer needed)(?:\s+now)?(?:[.!]*\s*(?:[—–;,:]|\s-\s|\.\s)\s*(?!\s*(?:${VERB_BEFORE_NUMBER}\s+)?(?:#|no\.?\s*|items?\s+|number\s+)?\d)[\s\S]*)?[.!]*$`,
  'i',
);

/** "first and last done", "the second and third ones are sorted": items of the list named by their places. */
const PLACES_JOINED =
  /\b(?:first|second|third|fourth|fifth|last)(?: ones?)?\s*(?:,|and|n|&|\+)\s*(?:the )?(?:first|second|third|fourth|fifth|last)\b/i;
const PLACES: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };

function placesAsNumbers(text: string, listed: number): string {
  return text.replace(/\b(?:the )?(first|second|third|fourth|fifth|last)(?: ones?)?\b/gi, (_, place: string) =>
    String(place.toLowerCase() === 'last' ? listed : PLACES[place.toLowerCase()]),
  );
}

/** "done 1, 2 and 3", "delete 2,4,5", "ticked off 1 3 and 4": the change said first, then the items it is made to. */
const CHANGE_THEN_NUMBERS =
  /^(?:(?:pls|please|ok|okay|so|right|i|we|just)[,\s]+)*(done|did|finished|completed|took care of|taken care of|handled|sorted|tick(?:ed)? off|cross(?:ed)? off|delete|remove|bin|scrap|drop|ditch)\s+(?:items?\s+|nos?\.?\s*|numbers?\s+)?(#?\d{1,2}(?:(?:\s*(?:,|and|&|\+)\s*|\s+)#?\d{1,2}){2,}|#?\d{1,2}\s*(?:,|and|&|\+)\s*#?\d{1,2})(?:\s+(?:pls|please|thanks|thx))?[.!]*$/i;

/**
 * "drop 1 got loads in the back", "scrap 2 an 4 dont need em", "did 1 n 3 the landlord aint picking
 * up": the change, its items, then a reason with no comma before it. The reason must open as one does
 * (a pronoun, "the", "got", "dont"), so "bin 2 bags of glass" or "did 1 more set" stay other readings.
 */
const CHANGE_THEN_NUMBERS_THEN_REASON = new RegExp(
  String.raw`^(done|did|finished|delete|remove|bin|scrap|drop|ditch)\s+(#?\d{1,2}(?:\s+(?:and|an|n|&|\+)\s+#?\d{1,2})*)\s+` +
    String.raw`(?!(?:the|i|it)\s+(?:\S+\s+)?(?:wait|no|not|scratch|actually|meant|instead)\b)(?:got|dont|don't|do not|the|they|he|she|we|i|it|its|it's|cos|coz|because|as|already|cant|can't|wont|won't|still|sold|gone)\s+(?![\s\S]*\b(?:no wait|wait|scratch that|actually|i meant|instead|not yet|late checkout)\b)\S[\s\S]*$`,
  'i',
);

/** ". 3 still waiting on them", ", 2 not yet": an item said to be still open, after the ones changed. */
const ONE_STILL_OPEN = /[.;,]\s+(?:(?:and|but)\s+)?#?\d{1,2}\s+(?:is\s+|are\s+)?(?:still|not yet|not done|pending|waiting)\b[^.;,]*[.!]*$/i;

/** "1 done 3 done": each item said with its tick, and no stop between them. */
const EACH_TICKED = /^(?:#?\d{1,2}\s+(?:done|sorted|finished|complete|completed)[,.!]*\s*){2,}$/i;

export function numbersSharingAChange(text: string, state: ConversationState | undefined): Intent[] | null {
  const listed = state?.listed.length ?? 0;
  const flat = text.replace(/\s+/g, ' ').trim().replace(ONE_STILL_OPEN, '');
  if (listed >= 2 && EACH_TICKED.test(flat)) {
    const numbers = [...new Set(flat.match(/\d{1,2}/g)?.map(Number) ?? [])];
    if (numbers.every((number) => number >= 1 && number <= listed))
      return numbers.map((number) => ({ kind: 'complete', task: { by: 'number', number } }));
  }
  const changeFirst = listed >= 2 ? (CHANGE_THEN_NUMBERS.exec(flat) ?? CHANGE_THEN_NUMBERS_THEN_REASON.exec(flat)) : null;
  if (changeFirst) {
    const numbers = [...new Set(changeFirst[2].match(/\d{1,2}/g)?.map(Number) ?? [])];
    if (numbers.some((number) => number < 1 || number > listed)) return null;
    const done = /^(?:done|did|finished|completed|took|taken|handled|sorted|tick|cross)/i.test(changeFirst[1]);
    return numbers.map((number) => ({ kind: done ? 'complete' : 'remove', task: { by: 'number', number } }));
  }
  const placed =
    listed >= 2 && PLACES_JOINED.test(text) ? placesAsNumbers(text.trim(), listed).replace(/(?<=\d) n (?=\d)/g, ' and ') : text.trim();
  const said = SHARING_A_CHANGE.exec(placed.replace(ONE_STILL_OPEN, ''));
  if (!said) return null;
  const numbers = [...new Set(said[1].match(/\d{1,2}/g)?.map(Number) ?? [])];
  if (numbers.some((number) => number < 1 || (listed > 0 && number > listed))) return null;
  const done = /^(?:done|complete|completed|finish|finished|sorted|handled|taken care of|ticked off)$/i.test(said[2]);
  return numbers.map((number) => ({ kind: done ? 'complete' : 'remove', task: { by: 'number', number } }));
}

/**
 * "2 and 3 to saturday", "move 1 and 4 to next week": items of the list moved together; "do number 1
 * on monday instead": one item done on another day. Each is read as "move N to …" would be.
 */
const MOVED_TOGETHER =
  /^(?:(?:move|push|shift|put)\s+)?(?:items?\s+|numbers?\s+|nos?\.?\s*)?(#?\d{1,2}(?:\s*(?:,|and|&|\+)\s*#?\d{1,2})+)\s+(?:to|till|until|for)\s+(.+?)[.!]*$/i;
const DONE_ANOTHER_DAY =
  /^(?:do|make|have)\s+(?:it\s+)?(?:items?\s+|numbers?\s+|nos?\.?\s*|#)?(\d{1,2})\s+(?:on|for)\s+(.+?)(?:\s+instead)?[.!]*$/i;

export function movedByNumbers(text: string, state: ConversationState | undefined, read: (clause: string) => Intent[]): Intent[] | null {
  const listed = state?.listed.length ?? 0;
  if (listed < 2) return null;
  const said = text.trim();
  const together = MOVED_TOGETHER.exec(said);
  const single = together ? null : DONE_ANOTHER_DAY.exec(said);
  const numbers = together ? [...new Set(together[1].match(/\d{1,2}/g)?.map(Number) ?? [])] : single ? [Number(single[1])] : [];
  const when = together?.[2] ?? single?.[2];
  if (!when || numbers.length === 0 || numbers.some((number) => number < 1 || number > listed)) return null;
  const moves = numbers.map((number) => read(`move ${number} to ${when}`));
  const valid = moves.every(
    ([move, ...rest], index) =>
      rest.length === 0 && move?.kind === 'reschedule' && move.task.by === 'number' && move.task.number === numbers[index],
  );
  return valid ? moves.flat() : null;
}
