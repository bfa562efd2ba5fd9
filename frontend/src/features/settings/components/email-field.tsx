import { notify } from '@/components/ui/toast';

import { useUpdateUserField } from '../api/update-user-field';
import { emailProblem } from '../utils/email-rules';
import { inlineFailure } from '../utils/toast-failure';
import { fieldToasts, userDataMessages } from '../utils/user-data-messages';
import { InlineEditField } from './inline-edit-field';

export type EmailFieldProps = { userId: string; email: string | null };

export function EmailField({ userId, email }: EmailFieldProps) {
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
    <InlineEditField
      noun="email"
      value={email}
      emptyText="No email yet"
      inputProps={{ type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'you@example.com', maxLength: 254 }}
      validate={emailProblem}
      onSave={save}
      saving={update.isPending}
    />
  );
}
