import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TimeField } from '@/components/ui/time-field';
import { notify } from '@/components/ui/toast';
import { product } from '@/config/product';
import { parseClock } from '@/lib/parse-clock';

import { type MorningPlanChange, useMorningPlan, useUpdateMorningPlan } from '../api/morning-plan-setting';
import { toastFailure } from '../utils/toast-failure';
import { RowSkeleton } from './settings-row';

export const morningPlanToasts = {
  on: (time: string) => `Morning plan on, at ${time}`,
  off: 'Morning plan off',
  failed: 'Could not change your morning plan',
} as const;

/** The morning plan: a switch, and the local time it comes at (08:30 unless picked). */
export function MorningPlanField({ signedIn }: { signedIn: boolean }) {
  const setting = useMorningPlan(signedIn);
  const save = useUpdateMorningPlan();
  const id = useId();
  const hintId = useId();
  const timeId = useId();
  const [typed, setTyped] = useState<string | null>(null);

  if (!setting.data) return <RowSkeleton />;
  const enabled = save.isPending && save.variables ? save.variables.enabled : setting.data.enabled;
  const time = typed ?? setting.data.time;
  const picked = parseClock(time);

  const change = (next: MorningPlanChange) => {
    if (save.isPending) return;
    save.mutate(next, {
      onSuccess: (saved) => {
        setTyped(null);
        notify.success(saved.enabled ? morningPlanToasts.on(saved.time) : morningPlanToasts.off);
      },
      onError: (error) => toastFailure(morningPlanToasts.failed, error),
    });
  };

  return (
    <div className="flex flex-col gap-3 md:pt-2.5">
      <div className="flex min-h-11 items-start gap-3">
        <Checkbox
          id={id}
          checked={enabled}
          onCheckedChange={(checked) => change({ enabled: checked === true })}
          aria-describedby={hintId}
          disabled={save.isPending}
          className="mt-0.5"
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={id} className="text-small font-medium text-ink">
            Send me a morning plan
          </label>
          <p id={hintId} className="text-caption text-ink-muted">
            {enabled
              ? `On. The day's top three (and your first free slot with a calendar) at ${setting.data.time}.`
              : `Off. ${product.name} can send the day's top three each morning.`}
          </p>
        </div>
      </div>
      {enabled && (
        <form
          className="flex items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) change({ enabled: true, time: picked });
          }}
        >
          <label htmlFor={timeId} className="sr-only">
            Morning plan time
          </label>
          <TimeField id={timeId} value={time} onChange={setTyped} className="w-28" />
          {picked !== null && picked !== setting.data.time && (
            <Button type="submit" size="sm" className="mt-1" loading={save.isPending}>
              Save time
            </Button>
          )}
        </form>
      )}
    </div>
  );
}
