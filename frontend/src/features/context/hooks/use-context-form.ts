import { type FormEvent, useReducer, useState } from 'react';

import { useAuth } from '@/lib/auth/auth-context';

import { useAddContext } from '../api/add-context';
import { contextFormReducer, initialContextFormState } from '../utils/context-form-state';
import { contextMessages } from '../utils/context-messages';

/** The text, the outcome and the submit handler shared by both context forms. */
export function useContextForm() {
  const { user } = useAuth();
  const [text, setText] = useState('');
  const [state, dispatch] = useReducer(contextFormReducer, initialContextFormState);
  const add = useAddContext();
  const canSubmit = text.trim() !== '' && !state.loading;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (state.loading) return;
    const userId = user?.id ?? '';
    if (!userId || !text.trim()) {
      dispatch({ type: 'rejected' });
      return;
    }
    dispatch({ type: 'submit' });
    try {
      const message = await add.mutateAsync({ userId, context: text });
      setText('');
      dispatch({ type: 'succeeded', message });
    } catch (error) {
      dispatch({ type: 'failed', message: error instanceof Error && error.message ? error.message : contextMessages.failed });
    }
  };

  return { text, setText, state, canSubmit, submit };
}
