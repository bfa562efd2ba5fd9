/**
 * Signups per visit as a percentage with two decimals, half rounded up; 0 with no visits (spec
 * section 2). Computed from the integers in one division so 1/3 gives 33.33 and 1/8 gives 12.5,
 * without the drift of multiplying an already rounded float.
 */
export function signupRate(signups: number, visits: number): number {
  if (visits <= 0) return 0;
  return Math.round((signups * 10_000) / visits) / 100;
}
