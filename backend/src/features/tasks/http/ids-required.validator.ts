import { ValidateBy, type ValidationArguments } from 'class-validator';

const present = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0 && value.length <= 100;

/**
 * This id, and the named sibling ids, must all be non-blank strings. Checking them together gives
 * one sentence for any of them missing ("User ID and Task ID are required", as the spec words it)
 * instead of one per field.
 */
export function IdsRequired(message: string, ...alsoFields: string[]): PropertyDecorator {
  return ValidateBy({
    name: 'idsRequired',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        present(value) && alsoFields.every((field) => present((args?.object as Record<string, unknown>)[field])),
      defaultMessage: () => message,
    },
  });
}
