import { describe, expect, it } from 'vitest';

import { CANCELLATION_REASON_LABELS } from '../../../backend/src/features/billing/domain/cancellation-reasons';
import { cancellationReasons } from './cancellation-reasons';

describe('cancellation reasons', () => {
  // The dialog needs the words before it asks the server anything, and the analytics page and the
  // console history get them from the server: both must say the same eight things.
  it('uses the same words for each category as the server', () => {
    expect(Object.fromEntries(cancellationReasons.map(({ value, label }) => [value, label]))).toEqual(CANCELLATION_REASON_LABELS);
  });
});
