import { enumValues, type ApiSchema } from '@/lib/api-types';

/**
 * Why people leave, as the eight categories the payment provider records (the server refuses
 * any other). Counted in analytics; what the person writes beside it never is.
 */
export type CancellationReason = NonNullable<ApiSchema<'CancelSubscriptionRequestDto'>['reason_category']>;

const reasonLabels: Record<CancellationReason, string> = {
  too_expensive: 'It’s too expensive',
  missing_features: 'Some features are missing',
  switched_service: 'I’m switching to another service',
  unused: 'I don’t use it enough',
  customer_service: 'Customer service was less than expected',
  too_complex: 'It’s too complicated',
  low_quality: 'Quality was less than expected',
  other: 'Another reason',
};

export const cancellationReasons = enumValues<CancellationReason>(reasonLabels).map((value) => ({ value, label: reasonLabels[value] }));

/** The words for a category the server sent; an unknown one is shown as it came. */
export function cancellationReasonLabel(value: string): string {
  return cancellationReasons.find((reason) => reason.value === value)?.label ?? value;
}
