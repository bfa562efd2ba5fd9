import type { FunnelStepRow } from '../api/get-funnel';
import { formatConversion } from './percent';

/**
 * A step's share of the step before, as the funnel shows it. The cancelled step has none: it
 * counts trials that ended unpaid as well as paying members who left, so a share of "Paid" would
 * say that every payer cancelled when one trial ended.
 */
export function shareOfStepBefore(step: FunnelStepRow): string {
  return step.step === 'cancelled' ? '—' : formatConversion(step.conversion);
}

/** The chart's words beside a bar: "1,234 · 40%", and for the cancelled step "1 left (trial or paid)". */
export function funnelBarLabel(step: FunnelStepRow, count: string): string {
  if (step.step === 'cancelled') return `${count} left (trial or paid)`;
  return step.conversion === null ? count : `${count} · ${formatConversion(step.conversion)}`;
}
