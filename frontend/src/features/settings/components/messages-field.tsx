import { useId } from 'react';

import { Checkbox } from '@/components/ui/checkbox';
import { notify } from '@/components/ui/toast';
import { product } from '@/config/product';

import { useMessagesSetting, useUpdateMessagesSetting } from '../api/messages-setting';
import { toastFailure } from '../utils/toast-failure';
import { RowSkeleton } from './settings-row';

export const messagesToasts = {
  on: `Messages from ${product.name} are on`,
  off: `Messages from ${product.name} are off`,
  failed: 'Could not change your messages setting',
} as const;

/** "Messages from daily": one switch for reminders, nudge calls and trial messages. */
export function MessagesField({ signedIn }: { signedIn: boolean }) {
  const setting = useMessagesSetting(signedIn);
  const save = useUpdateMessagesSetting();
  const id = useId();
  const hintId = useId();

  if (!setting.data) return <RowSkeleton />;
  const enabled = save.isPending && save.variables !== undefined ? save.variables : setting.data.enabled;

  const change = (next: boolean) => {
    if (save.isPending) return;
    save.mutate(next, {
      onSuccess: (saved) => notify.success(saved.enabled ? messagesToasts.on : messagesToasts.off),
      onError: (error) => toastFailure(messagesToasts.failed, error),
    });
  };

  return (
    <div className="flex min-h-11 items-start gap-3 md:pt-2.5">
      <Checkbox
        id={id}
        checked={enabled}
        onCheckedChange={(checked) => change(checked === true)}
        aria-describedby={hintId}
        disabled={save.isPending}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-small font-medium text-ink">
          Send me reminders, nudge calls and trial messages
        </label>
        <p id={hintId} className="text-caption text-ink-muted">
          {enabled ? 'On. Never between 21:00 and 08:00 where you are.' : `Off. ${product.name} will not text or call you on its own.`}
        </p>
      </div>
    </div>
  );
}
