import { type FormEvent, type ReactNode, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

import { maxReasonLength, reasonProblem } from './reason-rules';

export type ReasonDialogContentProps = {
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** Fields asked before the reason, such as the new status. */
  children?: ReactNode;
  /** Resolves when the server has recorded the action; a rejection's message is shown in the dialog. */
  onSubmit: (reason: string) => Promise<void>;
};

/**
 * The body of every operator action: each one is recorded with the operator's reason, so the
 * reason is required, and the server's refusal is shown where the operator is looking.
 */
export function ReasonDialogContent({ title, description, submitLabel, children, onSubmit }: ReasonDialogContentProps) {
  const reasonId = useId();
  const messageId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ from: 'reason' | 'server'; message: string } | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reasonProblem(reason);
    setProblem(found ? { from: 'reason', message: found } : null);
    if (found) return;
    setPending(true);
    try {
      await onSubmit(reason.trim());
    } catch (error) {
      setProblem({ from: 'server', message: error instanceof Error && error.message ? error.message : 'The change could not be saved.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <DialogContent title={title} description={description}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {children}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={reasonId}>Reason</Label>
          <Textarea
            id={reasonId}
            rows={3}
            required
            maxLength={maxReasonLength}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              // Typing answers a complaint about the reason; the server's refusal stays until the next try.
              if (problem?.from === 'reason') setProblem(null);
            }}
            invalid={problem?.from === 'reason'}
            aria-describedby={messageId}
            placeholder="Why, for the record (at least 5 characters)"
          />
          <FieldMessage id={messageId} tone={problem ? 'error' : 'hint'}>
            {problem?.message ?? 'Stored with the change and shown in the history.'}
          </FieldMessage>
        </div>
        <DialogFooter className="mt-2">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={pending} loadingLabel="Saving...">
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
