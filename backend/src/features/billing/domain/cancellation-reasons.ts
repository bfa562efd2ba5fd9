/**
 * Why people leave, as the eight categories Stripe records with a cancellation
 * (`cancellation_details.feedback`), so both sides speak of the same reasons. The person's own
 * words, if they add any, are kept apart and encrypted; only these categories are ever counted.
 */
export const CANCELLATION_REASONS = [
  'too_expensive',
  'missing_features',
  'switched_service',
  'unused',
  'customer_service',
  'too_complex',
  'low_quality',
  'other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** The words the cancel dialog and the analytics page use for each category. */
export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  too_expensive: 'It’s too expensive',
  missing_features: 'Some features are missing',
  switched_service: 'I’m switching to another service',
  unused: 'I don’t use it enough',
  customer_service: 'Customer service was less than expected',
  too_complex: 'It’s too complicated',
  low_quality: 'Quality was less than expected',
  other: 'Another reason',
};

export function isCancellationReason(value: unknown): value is CancellationReason {
  return typeof value === 'string' && (CANCELLATION_REASONS as readonly string[]).includes(value);
}
