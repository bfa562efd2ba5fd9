/**
 * Shapes of texts several request fields share, as the OpenAPI document states them. The server
 * checks more than a pattern can say (a number a numbering plan assigns, a zone in the IANA
 * database); each description says so, and that refusal is the field's documented 400.
 */

/** E.164: a plus, the country code and the number, digits only. */
export const PHONE_NUMBER = {
  pattern: '^\\+[1-9][0-9]{6,14}$',
  example: '+447911123456',
} as const;
export const PHONE_NUMBER_RULE = 'In E.164 (+ and digits); a number no numbering plan assigns is refused (400)';

/** An IANA zone name such as Europe/London or America/Argentina/Buenos_Aires. */
export const TIME_ZONE = {
  pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$',
  maxLength: 64,
  example: 'Europe/London',
} as const;
export const TIME_ZONE_RULE = 'a name the IANA time zone database does not have is refused (400)';

/** Texts that must say something: at least one character that is not white space. */
export const NOT_BLANK = { minLength: 1, pattern: '\\S' } as const;
