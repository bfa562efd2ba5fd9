import { parseDay } from '@/lib/format';

import { type FunnelReport, type FunnelStepRow, type MessagesDay, messagePlans } from '../api/get-funnel';

export const firstMessageLabel = 'First message';

/**
 * The report's steps with "First message" after WhatsApp entry. It counts phone numbers without an
 * account, not the people of the steps around it, so it has no share of the step before and the
 * next step's share stays the one the server worked out.
 */
export function stepsWithFirstMessage(report: FunnelReport): FunnelStepRow[] {
  const row: FunnelStepRow = { step: 'first_message', label: firstMessageLabel, count: report.first_messages, conversion: null };
  const at = report.steps.findIndex((step) => step.step === 'whatsapp_entry');
  return at < 0 ? [...report.steps, row] : [...report.steps.slice(0, at + 1), row, ...report.steps.slice(at + 1)];
}

const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Every day of the report's range, oldest first, with zeros where the server left a quiet day out. */
export function everyMessagesDay(report: FunnelReport): MessagesDay[] {
  const byDay = new Map(report.messages_per_day.map((day) => [day.date, day]));
  const start = parseDay(report.start_day);
  const end = parseDay(report.end_day);
  if (!start || !end) return [...byDay.values()];
  const days: MessagesDay[] = [];
  for (let day = start; day <= end && days.length < 400; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
    const key = dayKey(day);
    days.push(byDay.get(key) ?? { date: key, free: 0, premium: 0, founding: 0 });
  }
  return days;
}

export function messagesTotal(days: readonly MessagesDay[]): number {
  return days.reduce((sum, day) => sum + messagePlans.reduce((daySum, plan) => daySum + day[plan], 0), 0);
}
