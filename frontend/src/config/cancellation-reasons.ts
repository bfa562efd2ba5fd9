/**
 * Why people leave, as the eight categories the payment provider records (the server refuses
 * any other). Counted in analytics; what the person writes beside it never is.
 */
export const cancellationReasons = [
  { value: 'too_expensive', label: 'It’s too expensive' },
  { value: 'missing_features', label: 'Some features are missing' },
  { value: 'switched_service', label: 'I’m switching to another service' },
  { value: 'unused', label: 'I don’t use it enough' },
  { value: 'customer_service', label: 'Customer service was less than expected' },
  { value: 'too_complex', label: 'It’s too complicated' },
  { value: 'low_quality', label: 'Quality was less than expected' },
  { value: 'other', label: 'Another reason' },
] as const;

export type CancellationReason = (typeof cancellationReasons)[number]['value'];

/** The words for a category the server sent; an unknown one is shown as it came. */
export function cancellationReasonLabel(value: string): string {
  return cancellationReasons.find((reason) => reason.value === value)?.label ?? value;
}
