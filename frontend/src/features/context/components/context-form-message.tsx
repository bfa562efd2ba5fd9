import { FieldMessage } from '@/components/ui/field-message';

import type { ContextFormState } from '../utils/context-form-state';

/** The outcome of the last submit: green on success, red on error, nothing while idle. */
export function ContextFormMessage({ state, id }: { state: ContextFormState; id?: string }) {
  if (state.status === 'idle' || !state.message) return null;
  return (
    <FieldMessage
      id={id}
      tone={state.status === 'success' ? 'success' : 'error'}
      role={state.status === 'success' ? 'status' : 'alert'}
      className="text-small"
    >
      {state.message}
    </FieldMessage>
  );
}
