import { describe, expect, it } from 'vitest';

import { enumValues, type ApiSchema } from './api-types';

type Voice = ApiSchema<'UserDataResponse'>['voice'];

describe('enumValues', () => {
  it('lists the values in the order they are written', () => {
    expect(enumValues<Voice>({ female: true, default: true })).toEqual(['female', 'default']);
  });

  it('does not compile when a value is missing or unknown to the document', () => {
    // @ts-expect-error 'female' is missing
    enumValues<Voice>({ default: true });
    // @ts-expect-error 'male' is not a voice the document knows
    enumValues<Voice>({ default: true, female: true, male: true });
  });
});
