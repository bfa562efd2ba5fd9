import { notify } from '@/components/ui/toast';

import { useUpdateUserField } from '../api/update-user-field';
import { emailProblem } from '../utils/email-rules';
import { inlineFailure } from '../utils/toast-failure';
import { fieldToasts, userDataMessages } from '../utils/user-data-messages';
import type { InlineEditorProps } from './inline-edit-field';
import { InlineEditForm } from './inline-edit-form';

export type EmailEditorProps = InlineEditorProps & { userId: string };

/** The email's open editor: the address, checked here, then saved. */
export function EmailEditor({ userId, ...editor }: EmailEditorProps) {
  const update = useUpdateUserField(userId);

  const save = async (draft: string) => {
    if (!userId) return userDataMessages.loginRequired;
    try {
      await update.mutateAsync({ field: 'email', value: draft.trim() });
      notify.success(fieldToasts.email.success);
      return true as const;
    } catch (error) {
      // Said under the field, like the page's own checks, not in a toast.
      return inlineFailure(fieldToasts.email.failure, error);
    }
  };

  return (
    <InlineEditForm
      {...editor}
      noun="email"
      inputProps={{ type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'you@example.com', maxLength: 254 }}
      validate={emailProblem}
      onSave={save}
      saving={update.isPending}
    />
  );
}
