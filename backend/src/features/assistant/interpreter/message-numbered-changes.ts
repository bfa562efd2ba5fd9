import type { ConversationState, Intent } from './intent';

/**
 * "1 is done, 2 can go", "2 done and 4 sent", "1 paid; 3 can go": several items of the list just
 * shown, each changed in a clause that opens with its number. Each clause is read on its own and
 * must change exactly the item it names, or the message is left to the other readers.
 */

/** Where one item's clause ends and the next begins: a comma or semicolon, or "and" before a number. */
const CLAUSE_BREAK = /\s*[,;]\s*(?:and\s+)?|\s+(?:and|&|\+)\s+(?=(?:#|no\.?\s*|number\s+|item\s+)?\d)/i;
const OPENS_WITH_NUMBER = /^(?:#|no\.?\s*|number\s+|item\s+)?(\d{1,2})\b(?!\s*(?:am|pm|[:.]\d|h\b|hrs?\b|mins?\b))/i;
const CHANGES = new Set<Intent['kind']>(['complete', 'remove', 'reschedule', 'snooze', 'rename']);

export function numberedChanges(text: string, state: ConversationState | undefined, read: (clause: string) => Intent[]): Intent[] | null {
  const listed = state?.listed.length ?? 0;
  if (listed < 2) return null;
  const clauses = text
    .trim()
    .replace(/[.!]+$/, '')
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter(Boolean);
  if (clauses.length < 2) return null;
  const changes: Intent[] = [];
  for (const clause of clauses) {
    const number = Number(OPENS_WITH_NUMBER.exec(clause)?.[1] ?? 0);
    if (number < 1 || number > listed) return null;
    const said = read(clause);
    const [change] = said;
    if (
      said.length !== 1 ||
      !CHANGES.has(change.kind) ||
      !('task' in change) ||
      change.task.by !== 'number' ||
      change.task.number !== number
    )
      return null;
    changes.push(change);
  }
  return changes;
}

/**
 * "Items 1, 2 and 3 are done", "1 and 4 are both complete", "Item 3 is done — requisition answered":
 * items of the list named by number, sharing one change, with any reason after it left out (another
 * item's change after it, "1 done, 3 done", is left to the clause by clause reading).
 */
const SHARING_A_CHANGE =
  /^(?:items?\s+|nos?\.?\s*|numbers?\s+|tasks?\s+)?(#?\d{1,2}(?:\s*(?:,|and|&|\+)\s*#?\d{1,2})*)\s+(?:is\s+|are\s+|were\s+|was\s+)?(?:both\s+|all\s+)?(done|complete|completed|finished|sorted|ticked off|can go|can come off|can be (?:deleted|removed|binned|dropped)|(?:is |are )?no longer needed)(?:\s+now)?(?:[.!]*\s*(?:[—–;,:]|\s-\s|\.\s)\s*(?!\s*(?:#|no\.?\s*|items?\s+|number\s+)?\d)[\s\S]*)?[.!]*$/i;

export function numbersSharingAChange(text: string, state: ConversationState | undefined): Intent[] | null {
  const said = SHARING_A_CHANGE.exec(text.trim());
  if (!said) return null;
  const numbers = [...new Set(said[1].match(/\d{1,2}/g)?.map(Number) ?? [])];
  const listed = state?.listed.length ?? 0;
  if (numbers.some((number) => number < 1 || (listed > 0 && number > listed))) return null;
  const done = /^(?:done|complete|completed|finished|sorted|ticked off)$/i.test(said[2]);
  return numbers.map((number) => ({ kind: done ? 'complete' : 'remove', task: { by: 'number', number } }));
}
