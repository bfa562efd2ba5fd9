import { ValidateBy, type ValidationArguments } from 'class-validator';
import { DomainError } from '../../../platform/commands/domain-error';
import { normaliseTaskNotes, type TaskUpdatesInput } from '../domain/task-notes';

/** What is wrong with an `updates` value, or null when it has one of the two shapes of spec section 3. */
function problemWith(value: unknown): string | null {
  // The domain reads a missing list as none; over HTTP null is a wrong value, as the document says.
  if (value === null) return 'updates must be a list of {id, date, text} or an object of date to text, not null';
  let n = 0;
  try {
    normaliseTaskNotes(value as TaskUpdatesInput, () => `check-${(n += 1)}`);
    return null;
  } catch (error) {
    // The validation pipe ends the joined sentence itself.
    if (error instanceof DomainError) return error.message.replace(/\.$/, '');
    throw error;
  }
}

export function IsTaskUpdates(): PropertyDecorator {
  return ValidateBy({
    name: 'isTaskUpdates',
    validator: {
      validate: (value: unknown) => problemWith(value) === null,
      defaultMessage: (args?: ValidationArguments) => problemWith(args?.value) ?? 'updates is not valid',
    },
  });
}
