import fc from 'fast-check';

/** Texts that break naive string handling: halves of surrogate pairs, direction marks, invisible characters, emoji. */
const UNICODE_EDGES = [
  '\uD800', // a lone high surrogate
  '\uDFFF', // a lone low surrogate
  'abc\uD83D', // an emoji cut in half
  '\u202Eevil\u202C', // right-to-left override
  '\u200F\u200E', // right-to-left and left-to-right marks
  '\u200B\u200C\u200D\uFEFF', // zero-width space, non-joiner, joiner, byte order mark
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\u0000',
  'e\u0301\u0301\u0301',
  '   ',
  '',
];

export const edgeString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...UNICODE_EDGES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'a'.repeat(n)),
  fc.constantFrom('2025-02-30', '9999-99-99T99:99', 'NaN', '-1', '1e309', '../../etc/passwd', '{"$gt":""}', 'null'),
);

/** A value of some type a field probably does not expect. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  edgeString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}, [null], { $gt: '' }, { $where: 'sleep(1000)' }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** An object nested `depth` levels deep: recursion in validation or encryption must not fall over. */
export const deeplyNested: fc.Arbitrary<unknown> = fc.integer({ min: 50, max: 2_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
});

/** Raw JSON texts whose keys poison prototypes if a parser or merge is careless. */
export function prototypeKeyed(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const inner = JSON.stringify(valid).slice(1, -1);
  const joiner = inner ? ',' : '';
  return fc.constantFrom(
    `{${inner}${joiner}"__proto__":{"isAdmin":true,"roles":["operator"]}}`,
    `{${inner}${joiner}"constructor":{"prototype":{"roles":["operator"]}}}`,
    `{${inner}${joiner}"constructor":"x"}`,
    `{"__proto__":null}`,
  );
}

/** The valid body with one field changed to a wrong value, one field removed, or one unknown field added. */
export function mutated(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const changed = keys.length
    ? fc.tuple(fc.constantFrom(...keys), fc.oneof(wrongValue, deeplyNested)).map(([key, value]) => ({ ...valid, [key]: value }))
    : fc.constant({ ...valid, extra: 1 });
  const removed = keys.length
    ? fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)))
    : changed;
  const added = fc.tuple(edgeString, wrongValue).map(([key, value]) => ({ ...valid, [key || 'empty']: value }));
  return fc.oneof(changed, changed, removed, added);
}

export interface Sample {
  text: string;
}

/** Wraps a text so a failure report shows its start and length, not a megabyte of it. */
export function sample(text: string): Sample {
  const preview = text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
  return { text, [fc.toStringMethod]: () => JSON.stringify(preview) } as Sample;
}

/** Any JSON text for a body: random values, random JSON, deep nesting, mutations of the valid body, poisoned keys. */
export function jsonBody(valid: Record<string, unknown> | undefined): fc.Arbitrary<Sample> {
  const base = valid ?? {};
  return fc
    .oneof(
      fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
      fc.json(),
      deeplyNested.map((value) => JSON.stringify(value)),
      mutated(base).map((value) => JSON.stringify(value)),
      mutated(base).map((value) => JSON.stringify(value)),
      prototypeKeyed(base),
    )
    .map(sample);
}

/** Percent-encodes the UTF-8 bytes; unlike encodeURIComponent it does not throw on a lone surrogate. */
export const percentEncode = (text: string): string =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A query string of random and edge values, on the operation's own parameter names and unknown ones. */
export function queryString(names: string[]): fc.Arbitrary<Sample> {
  const key = names.length ? fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 });
  const value = fc.oneof(
    edgeString.filter((s) => s.length < 5_000),
    fc.json(),
    fc.constantFrom('[0', '[0,1e9]', '["x","DESC"]', '{"$where":"1"}', '-5'),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((pairs) => sample(pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')));
}

/** A path segment in place of an id: encoded, so it stays one segment. */
export const pathSegment: fc.Arbitrary<string> = fc
  .oneof(
    edgeString.filter((s) => s.length > 0 && s.length < 2_000),
    fc.constantFrom('..', '%', 'null', '0', "'; drop table", '$where'),
  )
  .map(percentEncode);
