import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DomainError } from '../../../platform/commands/domain-error';

/**
 * Normalises a phone number to E.164. Accepts a number with or without its leading "+"
 * (spec: a profile check prefixes "+" when missing). Rejects numbers that cannot exist, except the
 * configured test numbers.
 */
export function normalisePhone(input: string, reservedTestNumbers: readonly string[] = []): string {
  const raw = input.trim().replace(/[\s().-]/g, '');
  const withPlus = raw.startsWith('+') ? raw : raw.startsWith('00') ? `+${raw.slice(2)}` : `+${raw}`;
  // Configured test numbers may sit in ranges reserved for fiction (e.g. 07700 900xxx), which no carrier assigns.
  if (reservedTestNumbers.includes(withPlus)) return withPlus;
  const parsed = parsePhoneNumberFromString(withPlus);
  if (!parsed || !parsed.isValid()) {
    throw new DomainError('Please enter a valid phone number, including its country code.', 'invalid');
  }
  return parsed.number;
}
