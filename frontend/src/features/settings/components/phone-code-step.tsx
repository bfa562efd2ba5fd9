import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';

import { userDataMessages } from '../utils/user-data-messages';

export type PhoneCodeStepProps = {
  /** The new number, formatted for reading. */
  phone: string;
  /** What the server said when it sent the code. */
  message: string;
  verifying: boolean;
  /** Why the last code was refused, said under the field (one message per failure, no toast). */
  failure?: string | null;
  onVerify: (code: string) => void;
  onCancel: () => void;
};

/** The second step of a phone change: the code sent to the new number. */
export function PhoneCodeStep({ phone, message, verifying, failure = null, onVerify, onCancel }: PhoneCodeStepProps) {
  const [code, setCode] = useState('');
  const [localProblem, setProblem] = useState<string | null>(null);
  const problem = localProblem ?? failure;
  const codeId = useId();
  const titleId = useId();
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    if (!code.trim()) {
      setProblem(userDataMessages.codeRequired);
      return;
    }
    onVerify(code.trim());
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-control border border-line bg-canvas p-4"
    >
      <div className="flex flex-col gap-1">
        <p id={titleId} className="text-small font-semibold text-ink">
          Confirm {phone}
        </p>
        <p className="text-small text-ink-muted">{message}</p>
      </div>
      <label htmlFor={codeId} className="sr-only">
        One-time code
      </label>
      <Input
        id={codeId}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, 8));
          if (problem) setProblem(null);
        }}
        placeholder={`Enter OTP sent to ${phone}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        invalid={problem !== null}
        aria-describedby={problem ? problemId : undefined}
        disabled={verifying}
      />
      {problem && (
        <FieldMessage id={problemId} tone="error">
          {problem}
        </FieldMessage>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" loading={verifying} loadingLabel="Verifying...">
          Verify
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={verifying}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
