import { useId, useState } from 'react';

import { defaultCountry } from '@/components/phone/default-country';
import { buildPhone } from '@/components/phone/phone-number';
import { PhoneNumberInput } from '@/components/phone/phone-number-input';
import { phoneNumberProblem, splitPhone } from '@/components/phone/phone-number-rules';
import { notify } from '@/components/ui/toast';

import { useUpdateUserField } from '../api/update-user-field';
import { inlineFailure } from '../utils/toast-failure';
import { fieldToasts, userDataMessages } from '../utils/user-data-messages';
import type { InlineEditorProps } from './inline-edit-field';
import { InlineEditForm } from './inline-edit-form';

export type PhoneEditorProps = InlineEditorProps & {
  userId: string;
  /** The stored number (E.164), opened as its country and the number as written at home. */
  phone: string | null;
  /** The server sent a code to the new number: the change waits for it. */
  onVerificationSent: (change: { phone: string; message: string }) => void;
};

/** The phone number's open editor: the same field and rules as the sign-in form's (components/phone). */
export function PhoneEditor({ userId, phone, onVerificationSent, onClose }: PhoneEditorProps) {
  const update = useUpdateUserField(userId);
  const [stored] = useState(() => splitPhone(phone, defaultCountry));
  const [country, setCountry] = useState(stored.country);
  const inputId = useId();

  const save = async (draft: string) => {
    if (!userId) return userDataMessages.loginRequired;
    const next = buildPhone(country.code, draft);
    try {
      const outcome = await update.mutateAsync({ field: 'phone', value: next });
      if (outcome.kind === 'needs-verification') onVerificationSent({ phone: next, message: outcome.message });
      else notify.success(fieldToasts.phone.success);
      return true as const;
    } catch (error) {
      // The server's refusal shows where the page's own checks do: under the field.
      return inlineFailure(fieldToasts.phone.failure, error);
    }
  };

  return (
    <InlineEditForm
      noun="phone number"
      initialDraft={stored.localNumber}
      onClose={onClose}
      validate={(draft) => phoneNumberProblem(country.code, draft)}
      onSave={save}
      saving={update.isPending}
      renderField={({ draft, setDraft, invalid, describedBy, disabled }) => (
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
