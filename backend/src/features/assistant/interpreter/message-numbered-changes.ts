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
