import { isEmail } from 'class-validator';
import { DomainError } from '../../../platform/commands/domain-error';
import { isVoice, type Voice } from './voice';

/** Pasted context is free text; the cap keeps one paste from filling the log. */
export const MAX_CONTEXT_CHARACTERS = 20_000;
export const MAX_EMAIL_LENGTH = 254;
/** Each request texts a number the person typed: a cap per account keeps settings from becoming a way to spam strangers. */
export const MAX_PHONE_CHANGES_PER_HOUR = 5;

export function checkedEmail(input: string): string {
  const email = input.trim();
  if (!email) throw new DomainError('Please enter your email', 'invalid');
  if (email.length > MAX_EMAIL_LENGTH || !isEmail(email)) throw new DomainError('Please enter a valid email', 'invalid');
  return email;
}

export function checkedVoice(input: string): Voice {
  const voice = input.trim();
  if (!isVoice(voice)) throw new DomainError('The voice must be "default" or "female".', 'invalid');
  return voice;
}

export function checkedContext(input: string): string {
  const context = input.trim();
  if (!context) throw new DomainError('Please enter some context.', 'invalid');
  if (context.length > MAX_CONTEXT_CHARACTERS) {
    throw new DomainError(`That context is too long: ${MAX_CONTEXT_CHARACTERS.toLocaleString('en-GB')} characters at most.`, 'invalid');
  }
  return context;
}

export const PHONE_TAKEN = 'This phone number already belongs to another daily account.';

/**
 * Numbers looked up for a phone change per account and hour. A number that belongs to someone
 * else is refused before any code is sent, which says it is a customer's: this bounds how many
 * numbers one account can ask about.
 */
export const PHONE_LOOKUPS_PER_HOUR = 10;
