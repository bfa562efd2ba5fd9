import type { PriorityReason } from '../priorities';
import { localTime } from '../reply-dates';

/** The shortest gap worth offering as a slot. */
export const FREE_SLOT_MIN_MINUTES = 30;

const REASONS: Record<PriorityReason, string> = {
  overdue: 'overdue',
  due_today: 'due today',
  important: 'important',
  waiting_longest: 'waiting longest',
};

export interface PlannedTask {
  title: string;
  reason: PriorityReason;
}

/**
 * The first gap of at least FREE_SLOT_MIN_MINUTES between `from` and `to` that no busy interval
 * covers; null when the day is full.
 */
export function firstFreeSlot(busy: readonly { from: string; to: string }[], from: Date, to: Date): { from: Date; to: Date } | null {
  const minimum = FREE_SLOT_MIN_MINUTES * 60_000;
  const sorted = [...busy].map((b) => ({ from: Date.parse(b.from), to: Date.parse(b.to) })).sort((a, b) => a.from - b.from);
  let cursor = from.getTime();
  for (const slot of sorted) {
    if (slot.to <= cursor) continue;
    if (slot.from - cursor >= minimum) return { from: new Date(cursor), to: new Date(Math.min(slot.from, to.getTime())) };
    cursor = Math.max(cursor, slot.to);
    if (cursor >= to.getTime()) return null;
  }
  return to.getTime() - cursor >= minimum ? { from: new Date(cursor), to } : null;
}

/**
 * The morning message: the day's top three with one reason each, and the first free slot when a
 * calendar is connected (`slot` undefined: none connected; null: no free slot today).
 */
export function morningPlanText(top: readonly PlannedTask[], slot: { from: Date; to: Date } | null | undefined, timeZone: string): string {
  const lines =
    top.length === 0
      ? ['Good morning. Nothing is due today: a clear run. Tell me the one thing you want done and I will hold you to it.']
      : ["Good morning. Today's top three:", ...top.map((t, i) => `${i + 1}. ${t.title} (${REASONS[t.reason]})`)];
  if (slot) lines.push(`First free slot: ${localTime(slot.from, timeZone)}–${localTime(slot.to, timeZone)}.`);
  else if (slot === null) lines.push('Your calendar is full today; pick the one that matters most.');
  if (top.length > 0) lines.push('Tell me when one is done, or what to move.');
  return lines.join('\n');
}
