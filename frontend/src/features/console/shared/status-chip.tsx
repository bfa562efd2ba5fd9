import { cn } from '@/lib/cn';

const tones: Record<string, string> = {
  // Account statuses (server values).
  open: 'bg-surface-muted text-ink',
  closed: 'bg-success-soft text-success',
  'whatsapp-closed': 'bg-success-soft text-success',
  founding_member: 'bg-accent-soft text-accent-ink',
  phone: 'bg-highlight/30 text-ink',
  whatsapp: 'bg-highlight/30 text-ink',
  // Subscription statuses.
  active: 'bg-success-soft text-success',
  trialing: 'bg-accent-soft text-accent-ink',
  past_due: 'bg-danger-soft text-danger',
  unpaid: 'bg-danger-soft text-danger',
  canceled: 'bg-surface-muted text-ink-muted',
};

/** A status as a coloured pill; unknown values stay neutral rather than hidden. */
export function StatusChip({ status }: { status: string | null | undefined }) {
  if (!status) return <span className="text-ink-muted">—</span>;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-caption font-medium whitespace-nowrap',
        tones[status] ?? 'bg-surface-muted text-ink',
      )}
    >
      {status}
    </span>
  );
}
