import { useState } from 'react';

import { notify } from '@/components/ui/toast';

import { useVerifyPhoneChange } from '../api/verify-phone-change';
import { fieldToasts } from '../utils/user-data-messages';
import { PhoneCodeStep } from './phone-code-step';

export type PhoneCodeConfirmationProps = {
  userId: string;
  /** The new number as stored, and what the server said when it sent the code. */
  pending: { phone: string; message: string };
  /** How a number reads (with spaces). */
  formatPhone: (phone: string) => string;
  /** The change is confirmed or given up: the field shows the stored number again. */
  onDone: () => void;
};

/** A phone change's second step with its request: the code sent to the new number confirms it. */
export function PhoneCodeConfirmation({ userId, pending, formatPhone, onDone }: PhoneCodeConfirmationProps) {
  const verify = useVerifyPhoneChange(userId);
  const [codeFailure, setCodeFailure] = useState<string | null>(null);

  const confirm = async (token: string) => {
    setCodeFailure(null);
    try {
      await verify.mutateAsync({ phone: pending.phone, token });
      onDone();
      notify.success(fieldToasts.phone.success);
    } catch (error) {
      // A form says what went wrong under its field, once; no toast repeats it.
      setCodeFailure(error instanceof Error && error.message ? error.message : fieldToasts.phone.failure);
    }
  };

  return (
    <PhoneCodeStep
      phone={formatPhone(pending.phone)}
      message={pending.message}
      verifying={verify.isPending}
      failure={codeFailure}
      onVerify={(token) => void confirm(token)}
      onCancel={onDone}
    />
  );
}
