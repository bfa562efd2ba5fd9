import { describe, expect, it } from 'vitest';

import { countryByLetters } from './countries';
import { defaultCountry } from './default-country';

describe('defaultCountry', () => {
  it('is the United Kingdom as the phone-number metadata describes it', () => {
    expect(defaultCountry).toEqual(countryByLetters('GB'));
  });
});
