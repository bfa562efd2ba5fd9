import { describe, expect, it } from 'vitest';

import { contextFormReducer, initialContextFormState } from './context-form-state';

describe('context form state', () => {
  it('starts idle with no message', () => {
    expect(initialContextFormState).toEqual({ status: 'idle', message: '', loading: false });
  });

  it('submitting loads and resets status to idle and the message to empty', () => {
    const afterError = { status: 'error' as const, message: 'Network error', loading: false };
    expect(contextFormReducer(afterError, { type: 'submit' })).toEqual({ status: 'idle', message: '', loading: true });
    const afterSuccess = { status: 'success' as const, message: 'Context added.', loading: false };
    expect(contextFormReducer(afterSuccess, { type: 'submit' })).toEqual({ status: 'idle', message: '', loading: true });
  });

  it('ends in success or error with the message to show', () => {
    const sending = contextFormReducer(initialContextFormState, { type: 'submit' });
    expect(contextFormReducer(sending, { type: 'succeeded', message: 'Context added.' })).toEqual({
      status: 'success',
      message: 'Context added.',
      loading: false,
    });
    expect(contextFormReducer(sending, { type: 'failed', message: 'Network error' })).toEqual({
      status: 'error',
      message: 'Network error',
      loading: false,
    });
  });

  it('blank text or no user is an error: "Please enter some context."', () => {
    expect(contextFormReducer(initialContextFormState, { type: 'rejected' })).toEqual({
      status: 'error',
      message: 'Please enter some context.',
      loading: false,
    });
  });
});
