import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldMessage } from '@/components/ui/field-message';
import { defaultCountry } from '@/components/phone/default-country';
import { buildPhone, phoneMessages } from '@/components/phone/phone-number';
import { PhoneNumberInput } from '@/components/phone/phone-number-input';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { product } from '@/config/product';
import { useHydrated } from '@/hooks/use-hydrated';
import { isApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { deferredModule } from '@/lib/deferred-component';

// The same check as the settings phone field. Only sending needs it, so it loads once the person
// reaches into the form (focus, or a tap), not with the page: it holds every country's numbering
// rules, and running that code as the page starts would hold up the first taps.
const phoneRules = deferredModule(() => import('@/components/phone/phone-number-rules'));
const loadPhoneRulesEarly = () => void phoneRules.preload().catch(() => undefined);

import { validateOtp, validatePhoneStep } from '../utils/phone-rules';

function messageOf(error: unknown, fallback: string): string {
  if (isApiError(error) || error instanceof Error) return error.message || fallback;
  return fallback;
}

/** Phone sign-in, used on /login and on the subscribe page: the phone step, then the code step. */
export function PhoneSignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const { initiateOtp, verifyOtp, pendingAction, pendingData, clearPending } = useAuth();
  const [country, setCountry] = useState(defaultCountry);
  const [localNumber, setLocalNumber] = useState('');
  const [consent, setConsent] = useState(false);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [busy, setBusy] = useState(false);
  // On the prerendered /login the form is on screen before its handlers: until they are attached,
  // typing would be lost and sending would submit the form natively, phone number in the URL.
  const hydrated = useHydrated();
  const phoneId = useId();
  const consentId = useId();
  const otpId = useId();
  const errorId = useId();
  const onCodeStep = pendingAction === 'otp_initiated' && pendingData !== null;

  const submitPhone = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePhoneStep(localNumber, consent) ?? (await phoneRules.preload()).phoneNumberProblem(country.code, localNumber);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await initiateOtp(buildPhone(country.code, localNumber));
      notify.success('OTP sent to your phone');
    } catch (failure) {
      const message = isApiError(failure) ? messageOf(failure, 'Failed to send OTP') : 'An error occurred';
      // One message per failure: a form says it beside its fields, not again in a toast.
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  const submitOtp = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateOtp(otp);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await verifyOtp(otp.trim());
      setOtp('');
      setVerified(true);
      onSignedIn?.();
    } catch (failure) {
      const message = isApiError(failure)
        ? messageOf(failure, 'OTP verification failed')
        : failure instanceof Error
          ? failure.message
          : 'An unexpected error occurred';
      // One message per failure: a form says it beside its fields, not again in a toast.
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    clearPending();
    setOtp('');
    setError(null);
  };

  if (verified) {
    return (
      <p role="status" className="rounded-control bg-success-soft px-4 py-3 text-center font-medium text-success">
        Verification successful!
      </p>
    );
  }

  if (onCodeStep) {
    return (
      <form onSubmit={submitOtp} noValidate className="space-y-4" aria-labelledby={`${otpId}-title`}>
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="icon" onClick={restart} aria-label="Back to phone number" className="-ml-3">
            <ArrowLeft aria-hidden="true" className="size-4" />
          </Button>
          <h2 id={`${otpId}-title`} className="text-heading font-semibold">
            Verify your phone number
          </h2>
        </div>
        <label htmlFor={otpId} className="sr-only">
          One-time code
        </label>
        {/* The placeholder names the whole number; one size smaller keeps it in view on a phone. */}
        <Input
          id={otpId}
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 8))}
          placeholder={`Enter OTP sent to ${pendingData.phone}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          className="placeholder:text-small"
          invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <FieldMessage id={errorId} tone="error">
            {error}{' '}
            <button type="button" onClick={restart} className="font-medium underline underline-offset-2">
              Click here to restart
            </button>
          </FieldMessage>
        )}
        <Button type="submit" fullWidth loading={busy} loadingLabel="Verifying...">
          Verify
        </Button>
      </form>
    );
  }

  return (
    // Keyboard order follows the task: number, consent, then the arrow that sends the code. The grid
    // keeps the arrow beside the number on screen although it comes after the consent in the form.
    <form
      onSubmit={submitPhone}
      onFocus={loadPhoneRulesEarly}
      onPointerDown={loadPhoneRulesEarly}
      noValidate
      className="space-y-4"
      aria-labelledby={`${phoneId}-title`}
    >
      <div className="space-y-1">
        <h2 id={`${phoneId}-title`} className="text-heading font-semibold">
          Sign in / up to {product.name}
        </h2>
        <p className="text-small text-ink-muted">Use the main phone number you want {product.name} to call you on.</p>
      </div>
      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] gap-x-2 gap-y-4">
        <PhoneNumberInput
          id={phoneId}
          country={country}
          onCountryChange={setCountry}
          localNumber={localNumber}
          onLocalNumberChange={setLocalNumber}
          disabled={!hydrated}
          invalid={error === phoneMessages.required || error === phoneMessages.invalid}
          describedBy={error ? errorId : undefined}
        />
        <div className="col-span-3 row-start-2 flex items-start gap-3">
          <Checkbox
            id={consentId}
            checked={consent}
            onCheckedChange={(value) => setConsent(value === true)}
            disabled={!hydrated}
            className="mt-0.5"
            aria-invalid={error === 'Please consent to our privacy policy' || undefined}
          />
          <label htmlFor={consentId} className="text-small text-ink-muted">
            I agree to receive calls and texts from {product.name} and to the storage of my data as described in the{' '}
            <Link to={paths.privacyPolicy.getHref()} className="font-medium text-accent underline underline-offset-2">
              privacy policy
            </Link>
            .
          </label>
        </div>
        <Button type="submit" size="icon" aria-label="Send code" loading={busy} disabled={!hydrated} className="col-start-3 row-start-1">
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {error && (
        <FieldMessage id={errorId} tone="error">
          {error}
        </FieldMessage>
      )}
      <p className="text-caption text-ink-muted">
        Questions?{' '}
        <a href={product.contactHref} className="font-medium text-accent underline underline-offset-2">
          Contact us
        </a>
      </p>
    </form>
  );
}
