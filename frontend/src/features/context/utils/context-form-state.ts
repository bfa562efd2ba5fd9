import { contextMessages } from './context-messages';

/** Spec section 4, "Add context": idle, success or error, with a message for the last two. */
export type ContextFormStatus = 'idle' | 'success' | 'error';

export type ContextFormState = {
  status: ContextFormStatus;
  message: string;
  loading: boolean;
};

export type ContextFormEvent =
  { type: 'submit' } | { type: 'succeeded'; message: string } | { type: 'failed'; message: string } | { type: 'rejected' };

export const initialContextFormState: ContextFormState = { status: 'idle', message: '', loading: false };

// Each outcome replaces the last one whole, so the previous state is not read.
export function contextFormReducer(_state: ContextFormState, event: ContextFormEvent): ContextFormState {
  switch (event.type) {
    case 'submit':
      // Sending clears the last outcome, so an old success never sits beside a new attempt.
      return { status: 'idle', message: '', loading: true };
    case 'succeeded':
      return { status: 'success', message: event.message, loading: false };
    case 'failed':
      return { status: 'error', message: event.message, loading: false };
    case 'rejected':
      return { status: 'error', message: contextMessages.empty, loading: false };
  }
}
