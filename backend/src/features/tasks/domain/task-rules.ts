import { DomainError } from '../../../platform/commands/domain-error';

/** Limits on a task's text. Generous for people, small enough that one list stays cheap to send. */
export const TASK_RULES = {
  titleMax: 200,
  descriptionMax: 5000,
  noteTextMax: 2000,
  notesMax: 100,
  /**
   * Open tasks one person may have: far beyond a real list, and it keeps one person's list bounded.
   * Decided exactly in the account's task ledger, like the cap on tasks kept.
   */
  openTasksMax: 5000,
  /**
   * Tasks one person keeps, open and done: decided exactly in the account's task ledger, so it
   * bounds one person's data (and export) under any burst of parallel creates.
   */
  tasksMax: 10_000,
  /** The most tasks one answer of the list holds (and how many it holds unless asked for fewer). */
  listPageMax: 5000,
} as const;

/** A new or reopened open task past the cap (decided in the account's task ledger). */
export function tooManyOpenTasks(): DomainError {
  return new DomainError(
    `You have ${TASK_RULES.openTasksMax.toLocaleString('en-GB')} open tasks, the most there can be. Complete some to add more.`,
    'conflict',
  );
}

/** A title is required, trimmed, and at most 200 characters once trimmed (spec section 5: non-blank). */
export function checkedTitle(raw: string): string {
  const title = raw.trim();
  if (!title) throw new DomainError('Please enter a title for the task.', 'invalid');
  if (title.length > TASK_RULES.titleMax)
    throw new DomainError(`The title is too long (${TASK_RULES.titleMax} characters at most).`, 'invalid');
  return title;
}

/** A description is optional; blank means none. */
export function checkedDescription(raw: string): string {
  const description = raw.trim();
  if (description.length > TASK_RULES.descriptionMax) {
    throw new DomainError(`The description is too long (${TASK_RULES.descriptionMax} characters at most).`, 'invalid');
  }
  return description;
}
