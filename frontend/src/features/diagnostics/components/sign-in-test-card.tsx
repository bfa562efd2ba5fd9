import { type FormEvent, useState } from 'react';

import { Button } from '@/components/ui/button';
import { diagnosticsContent } from '@/content/diagnostics';
import { isApiError } from '@/lib/api-error';

import { useRevokeTestSession } from '../api/revoke-test-session';
import { useSendTestCode } from '../api/send-test-code';
import { useVerifyTestCode } from '../api/verify-test-code';
import { formatExpiry } from '../utils/format-expiry';
import { DiagnosticsCard } from './diagnostics-card';
import { FactList } from './fact-list';
import { InlineFieldForm } from './inline-field-form';
import { StatusBadge } from './status-badge';

const content = diagnosticsContent.signInTest;
const none = diagnosticsContent.signIn.none;

type StepState = { isIdle: boolean; isPending: boolean; isSuccess: boolean; isError: boolean };

function StepBadge({ step, done }: { step: StepState; done: string }) {
  if (step.isPending) return <StatusBadge tone="neutral">{content.states.running}</StatusBadge>;
  if (step.isSuccess) return <StatusBadge tone="good">{done}</StatusBadge>;
  if (step.isError) return <StatusBadge tone="bad">{content.states.failed}</StatusBadge>;
  return <StatusBadge tone="neutral">{content.states.idle}</StatusBadge>;
}

/** The server's message, with the HTTP status when there was one, so an operator sees what came back. */
function describeFailure(error: unknown): string {
  if (isApiError(error)) return error.status > 0 ? `${error.message} (HTTP ${error.status})` : error.message;
  return error instanceof Error ? error.message : String(error);
}

/** "+44 7700-900 001" → "+447700900001": the separators people type, not the digits. */
function compactPhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

const e164 = /^\+[1-9]\d{7,14}$/;

/**
 * Signs a phone in with a session of its own and ends that session straight away: the operator's
 * check that codes are sent and accepted, without touching the session this browser is signed in with.
 */
export function SignInTestCard() {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const [codeProblem, setCodeProblem] = useState<string | null>(null);

  const send = useSendTestCode();
  const revoke = useRevokeTestSession();
  const verify = useVerifyTestCode({ onVerified: (session) => revoke.mutate(session.access_token) });

  const sentTo = send.isSuccess ? send.variables : null;
  const session = verify.data;
  // A verified session that has not been revoked yet holds the only copy of its token: nothing
  // may replace it until it has ended.
  const sessionLive = verify.isSuccess && !revoke.isSuccess;

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const candidate = compactPhone(phone);
    if (!e164.test(candidate)) {
      setPhoneProblem(content.invalidPhone);
      return;
    }
    setPhoneProblem(null);
    setCode('');
    setCodeProblem(null);
    verify.reset();
    revoke.reset();
    send.mutate(candidate);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{4,8}$/.test(code)) {
      setCodeProblem(content.invalidCode);
      return;
    }
    setCodeProblem(null);
    revoke.reset();
    verify.mutate({ phone: sentTo, token: code });
  };

  return (
    <DiagnosticsCard id="sign-in-test-heading" title={content.heading} description={content.description}>
      <div className="flex flex-col gap-6">
        <InlineFieldForm
          label={content.phoneLabel}
          hint={content.phoneHint}
          problem={phoneProblem}
          input={{
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'off',
            value: phone,
            onChange: (event) => setPhone(event.target.value),
            placeholder: content.phonePlaceholder,
          }}
          action={{
            label: content.send,
            loading: send.isPending,
            loadingLabel: content.sending,
            disabled: sessionLive || verify.isPending,
          }}
          onSubmit={submitPhone}
        />

        {sentTo && (
          <InlineFieldForm
            label={content.codeLabel}
            hint={content.codeHint(sentTo)}
            problem={codeProblem}
            input={{
              inputMode: 'numeric',
              autoComplete: 'off',
              value: code,
              onChange: (event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 8)),
            }}
            action={{ label: content.verify, loading: verify.isPending, loadingLabel: content.verifying, disabled: sessionLive }}
            onSubmit={submitCode}
          />
        )}

        <div className="flex flex-col gap-3">
          <h3 className="text-small font-semibold text-ink">{content.steps.heading}</h3>
          <div aria-live="polite">
            <FactList
              facts={[
                [content.steps.send, <StepBadge step={send} done={content.states.sent} />],
                ...(send.data
                  ? [
                      [
                        content.serverAnswer,
                        send.data.channel ? `${send.data.message} (${content.channel(send.data.channel)})` : send.data.message,
                      ] as const,
                    ]
                  : []),
                [content.steps.verify, <StepBadge step={verify} done={content.states.verified} />],
                [content.steps.revoke, <StepBadge step={revoke} done={content.states.revoked} />],
              ]}
            />
          </div>
          {send.isError && (
            <p role="alert" className="text-small text-danger">
              {content.failures.send} {describeFailure(send.error)}
            </p>
          )}
          {verify.isError && (
            <p role="alert" className="text-small text-danger">
              {content.failures.verify} {describeFailure(verify.error)}
            </p>
          )}
          {revoke.isError && session && (
            <div className="flex flex-col items-start gap-2">
              <p role="alert" className="text-small text-danger">
                {content.failures.revoke} {describeFailure(revoke.error)}
              </p>
              <Button variant="secondary" size="sm" onClick={() => revoke.mutate(session.access_token)}>
                {content.retryRevoke}
              </Button>
            </div>
          )}
        </div>

        {session && (
          <div className="flex flex-col gap-3">
            <h3 className="text-small font-semibold text-ink">{content.session.heading}</h3>
            <FactList
              facts={[
                [content.session.userId, <span className="font-mono text-caption">{session.user.id}</span>],
                [content.session.phone, session.user.phone ?? none],
                ...(session.user.account
                  ? [[content.session.account, <StatusBadge tone="neutral">{session.user.account}</StatusBadge>] as const]
                  : []),
                [content.session.roles, session.user.roles?.length ? session.user.roles.join(', ') : none],
                [content.session.expires, formatExpiry(session.expires_at, none)],
              ]}
            />
            {revoke.isSuccess && <p className="text-small text-ink-muted">{content.revokedNote}</p>}
          </div>
        )}
      </div>
    </DiagnosticsCard>
  );
}
