import { describe, expect, it } from 'vitest';

import { ApiError } from './api-error';
import { isClientError } from './query-client';

describe('isClientError', () => {
  it('sees a refused request through the errors that wrap it', () => {
    const refused = new ApiError(403, 'You can only read your own tasks.');
    expect(isClientError(refused)).toBe(true);
    expect(isClientError(new Error('Failed to fetch tasks. Please try again later.', { cause: refused }))).toBe(true);
  });

  it('leaves server faults and unreachable servers to be retried', () => {
    expect(isClientError(new Error('Failed to fetch tasks.', { cause: new ApiError(503, 'Unavailable') }))).toBe(false);
    expect(isClientError(new ApiError(0, 'Could not reach the server.'))).toBe(false);
    expect(isClientError(new Error('plain'))).toBe(false);
  });
});
