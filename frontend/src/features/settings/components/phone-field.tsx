import { useId, useState } from 'react';

import type { Country } from '@/components/phone/countries';
import { defaultCountry } from '@/components/phone/default-country';
import { buildPhone, phoneMessages } from '@/components/phone/phone-number';
import { PhoneNumberInput } from '@/components/phone/phone-number-input';
import { notify } from '@/components/ui/toast';
import { deferredModule } from '@/lib/deferred-component';

import { useUpdateUserField } from '../api/update-user-field';
import { useVerifyPhoneChange } from '../api/verify-phone-change';
import { inlineFailure } from '../utils/toast-failure';
import { fieldToasts, userDataMessages } from '../utils/user-data-messages';
import { InlineEditField } from './inline-edit-field';
import { PhoneCodeStep } from './phone-code-step';

export type PhoneFieldProps = { userId: string; phone: string | null };

type PendingChange = { phone: string; message: string };

// The same rules, and the same field, as the sign-in form's (components/phone).
const phoneRules = deferredModule(() => import('@/components/phone/phone-number-rules'));
const asStored = (phone: string) => phone;
const requiredOnly = (draft: string) => (draft.trim() ? null : phoneMessages.required);

/** Inline phone edit; a new number only takes effect once the code sent to it is entered. */
export function PhoneField({ userId, phone }: PhoneFieldProps) {
  const update = useUpdateUserField(userId);
  const verify = useVerifyPhoneChange(userId);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [codeFailure, setCodeFailure] = useState<string | null>(null);
  const [country, setCountry] = useState<Country>(defaultCountry);
  const inputId = useId();
  // Until the phone-number rules arrive (just after the first render), the number shows as stored.
  const rules = phoneRules.useModule();
  const formatPhone = rules?.formatPhone ?? asStored;

  const startEditing = (stored: string | null) => {
    if (!rules) return stored ?? '';
    const { country: storedCountry, localNumber } = rules.splitPhone(stored, defaultCountry);
    setCountry(storedCountry);
    return localNumber;
  };

  const save = async (draft: string) => {
    if (!userId) return userDataMessages.loginRequired;
    const next = buildPhone(country.code, draft);
    try {
      const outcome = await update.mutateAsync({ field: 'phone', value: next });
      if (outcome.kind === 'needs-verification') setPending({ phone: next, message: outcome.message });
      else notify.success(fieldToasts.phone.success);
      return true as const;
    } catch (error) {
      // The server's refusal shows where the page's own checks do: under the field.
      return inlineFailure(fieldToasts.phone.failure, error);
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
      draftOf={startEditing}
      validate={(draft) => (rules ? rules.phoneNumberProblem(country.code, draft) : requiredOnly(draft))}
      onSave={save}
      saving={update.isPending}
      renderEditor={({ draft, setDraft, invalid, describedBy, disabled }) => (
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <PhoneNumberInput
            id={inputId}
            country={country}
            onCountryChange={setCountry}
            localNumber={draft}
            onLocalNumberChange={setDraft}
            invalid={invalid}
            describedBy={describedBy}
            disabled={disabled}
            autoFocus
            className="flex-1"
          />
        </div>
      )}
    />
  );
}
