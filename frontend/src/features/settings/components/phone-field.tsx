import { Suspense, useState } from 'react';

import { deferredComponent, deferredModule } from '@/lib/deferred-component';

import { InlineEditField } from './inline-edit-field';

export type PhoneFieldProps = { userId: string; phone: string | null };

type PendingChange = { phone: string; message: string };

// How a number reads, by the same rules as the sign-in form's (components/phone).
const phoneRules = deferredModule(() => import('@/components/phone/phone-number-rules'));
// The editor (country picker, number, checks, request) and the code step are on screen only once the
// person edits the number; their code loads when the pencil is pointed at, focused or pressed.
const loadPhoneEditing = () => import('./phone-editing');
const PhoneEditor = deferredComponent(async () => (await loadPhoneEditing()).PhoneEditor);
const PhoneCodeConfirmation = deferredComponent(async () => (await loadPhoneEditing()).PhoneCodeConfirmation);
const asStored = (phone: string) => phone;

/** Inline phone edit; a new number only takes effect once the code sent to it is entered. */
export function PhoneField({ userId, phone }: PhoneFieldProps) {
  const [pending, setPending] = useState<PendingChange | null>(null);
  // Until the phone-number rules arrive (just after the first render), the number shows as stored.
  const rules = phoneRules.useModule();
  const formatPhone = rules?.formatPhone ?? asStored;

  if (pending) {
    return (
      <Suspense fallback={null}>
        <PhoneCodeConfirmation.Component userId={userId} pending={pending} formatPhone={formatPhone} onDone={() => setPending(null)} />
      </Suspense>
    );
  }

  return (
    <InlineEditField
      noun="phone number"
      value={phone}
      display={formatPhone}
      emptyText="No phone number yet"
      // One module holds the editor and the code step: loading one loads both.
      preloadEditor={PhoneEditor.preload}
      renderEditor={(editor) => <PhoneEditor.Component {...editor} userId={userId} phone={phone} onVerificationSent={setPending} />}
    />
  );
}
