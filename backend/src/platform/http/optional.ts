import { ValidateIf } from 'class-validator';

/**
 * The field may be left out; when it is sent, every rule applies, and `null` is a wrong value like
 * any other. class-validator's IsOptional skips the rules for null too, which lets null reach a
 * handler where the API document promises a string, a number or a boolean: IsOptional is only for
 * fields the document calls nullable (a test holds every request class to that).
 */
export const Optional = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);
