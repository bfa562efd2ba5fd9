import { useState } from 'react';

import { notify } from '@/components/ui/toast';

import { useUpdateUserField } from '../api/update-user-field';
import { useVerifyPhoneChange } from '../api/verify-phone-change';
import { formatPhone, phoneProblem, toE164 } from '../utils/contact-rules';
import { toastFailure } from '../utils/toast-failure';
import { fieldToasts, userDataMessages } from '../utils/user-data-messages';
import { InlineEditField } from './inline-edit-field';
import { PhoneCodeStep } from './phone-code-step';

export type PhoneFieldProps = { userId: string; phone: string | null };

type PendingChange = { phone: string; message: string };

/** Inline phone edit; a new number only takes effect once the code sent to it is entered. */
export function PhoneField({ userId, phone }: PhoneFieldProps) {
  const update = useUpdateUserField(userId);
  const verify = useVerifyPhoneChange(userId);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [codeFailure, setCodeFailure] = useState<string | null>(null);

  const save = async (draft: string) => {
    if (!userId) {
      notify.error(userDataMessages.loginRequired);
      return false;
    }
    const next = toE164(draft);
    if (!next) return false;
    try {
      const outcome = await update.mutateAsync({ field: 'phone', value: next });
      if (outcome.kind === 'needs-verification') setPending({ phone: next, message: outcome.message });
      else notify.success(fieldToasts.phone.success);
      return true;
    } catch (error) {
      toastFailure(fieldToasts.phone.failure, error);
      return false;
    }
  };

  const confirm = async (token: string) => {
    if (!pending) return;
    setCodeFailure(null);
    try {
      await verify.mutateAsync({ phone: pending.phone, token });
      setPending(null);
      notify.success(fieldToasts.phone.success);
    } catch (error) {
      // A form says what went wrong under its field, once; no toast repeats it.
      setCodeFailure(error instanceof Error && error.message ? error.message : fieldToasts.phone.failure);
    }
  };

  if (pending) {
    return (
      <PhoneCodeStep
        phone={formatPhone(pending.phone)}
        message={pending.message}
        verifying={verify.isPending}
        failure={codeFailure}
        onVerify={(token) => void confirm(token)}
        onCancel={() => {
          setCodeFailure(null);
          setPending(null);
        }}
      />
    );
  }

  return (
    <InlineEditField
      noun="phone number"
      value={phone}
      display={formatPhone}
      emptyText="No phone number yet"
      inputProps={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '+44 7911 123456', maxLength: 32 }}
      validate={phoneProblem}
      onSave={save}
      saving={update.isPending}
    />
  );
}
