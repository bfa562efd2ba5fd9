import { DomainError } from '../../../platform/commands/domain-error';
import { normalisePhone } from '../../accounts';

/** The sign-in form's default country (spec section 5): a national number with a leading 0 is taken as UK. */
const DEFAULT_COUNTRY_CODE = '+44';

/**
 * The E.164 numbers a search text could mean, most likely first: as typed, then as a national UK
 * number. Phones are found by their keyed hash, so only a whole number can match.
 */
export function phoneCandidates(text: string, testNumbers: readonly string[]): string[] {
  const compact = text.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d{6,16}$/.test(compact)) return [];
  const tries = [compact];
  if (compact.startsWith('0') && !compact.startsWith('00')) tries.push(`${DEFAULT_COUNTRY_CODE}${compact.slice(1)}`);
  const found: string[] = [];
  for (const attempt of tries) {
    try {
      const phone = normalisePhone(attempt, testNumbers);
      if (!found.includes(phone)) found.push(phone);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return found;
}
