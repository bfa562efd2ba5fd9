import { DomainError } from '../../../platform/commands/domain-error';

/** Limits on a task's text. Generous for people, small enough that one list stays cheap to send. */
export const TASK_RULES = {
  titleMax: 200,
  descriptionMax: 5000,
  noteTextMax: 2000,
  notesMax: 100,
} as const;

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
