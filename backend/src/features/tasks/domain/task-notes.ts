import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../platform/commands/domain-error';
import { TASK_RULES } from './task-rules';
import type { TaskNote } from './task.events';

/** Spec section 3: `updates` arrives either keyed by date (`{"2025-01-05": "Called the bank"}`) or as `[{id, date, text}]`. */
export type TaskUpdatesInput = Record<string, unknown> | unknown[] | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/i;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function checkedDate(raw: unknown, where: string): string {
  const date = typeof raw === 'string' ? raw.trim() : '';
  if (!(DATE_ONLY.test(date) || DATE_TIME.test(date)) || Number.isNaN(Date.parse(date.length === 10 ? `${date}T00:00:00Z` : date))) {
    throw new DomainError(`${where} needs a date such as 2025-01-05.`, 'invalid');
  }
  return date;
}

function checkedText(raw: unknown, where: string): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw new DomainError(`${where} needs some text.`, 'invalid');
  if (text.length > TASK_RULES.noteTextMax)
    throw new DomainError(`${where} is too long (${TASK_RULES.noteTextMax} characters at most).`, 'invalid');
  return text;
}

function checkedId(raw: unknown, where: string, newId: () => string): string {
  if (raw === undefined || raw === null || raw === '') return newId();
  if ((typeof raw === 'string' && raw.length <= 100) || (typeof raw === 'number' && Number.isFinite(raw))) return String(raw);
  throw new DomainError(`${where} has an id that is not a short text or a number.`, 'invalid');
}

function fromArray(items: unknown[], newId: () => string): TaskNote[] {
  return items.map((item, i) => {
    const where = `Update ${i + 1}`;
    if (!isPlainObject(item)) throw new DomainError(`${where} must be an object with date and text.`, 'invalid');
    const extra = Object.keys(item).filter((key) => !['id', 'date', 'text'].includes(key));
    if (extra.length > 0) throw new DomainError(`${where} may only have id, date and text (not ${extra.join(', ')}).`, 'invalid');
    return { id: checkedId(item.id, where, newId), date: checkedDate(item.date, where), text: checkedText(item.text, where) };
  });
}

function fromDateMap(map: Record<string, unknown>, newId: () => string): TaskNote[] {
  return Object.entries(map).map(([date, text]) => {
    const where = `The update for ${date.slice(0, 40)}`;
    return { id: newId(), date: checkedDate(date, where), text: checkedText(text, where) };
  });
}

/**
 * Brings both shapes of `updates` to one list, oldest first. Ids the client gave are kept (they
 * may be referenced elsewhere); missing ones are made up; a repeated id is refused.
 */
export function normaliseTaskNotes(input: TaskUpdatesInput, newId: () => string = randomUUID): TaskNote[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input) && !isPlainObject(input))
    throw new DomainError('updates must be a list of {id, date, text} or an object of date to text.', 'invalid');
  const count = Array.isArray(input) ? input.length : Object.keys(input).length;
  if (count > TASK_RULES.notesMax) throw new DomainError(`A task can carry at most ${TASK_RULES.notesMax} updates.`, 'invalid');
  const notes = Array.isArray(input) ? fromArray(input, newId) : fromDateMap(input, newId);
  const ids = new Set(notes.map((note) => note.id));
  if (ids.size !== notes.length) throw new DomainError('Each update needs its own id.', 'invalid');
  // Array sort is stable: notes of the same date keep the order they were sent in.
  return notes.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
