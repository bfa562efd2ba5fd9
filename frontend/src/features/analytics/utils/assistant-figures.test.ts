import { describe, expect, it } from 'vitest';

import type { FunnelReport } from '../api/get-funnel';
import { everyMessagesDay, messagesTotal, stepsWithFirstMessage } from './assistant-figures';

const step = (name: FunnelReport['steps'][number]['step'], count: number, conversion: number | null = null) => ({
  step: name,
  label: name,
  count,
  conversion,
});

const report: FunnelReport = {
  start_day: '2025-01-04',
  end_day: '2025-01-07',
  source: null,
  steps: [step('visited', 100), step('whatsapp_entry', 40, 40), step('signed_in', 10, 25)],
  sources: [],
  first_messages: 7,
  messages_per_day: [
    { date: '2025-01-05', free: 3, premium: 10, founding: 1 },
    { date: '2025-01-07', free: 0, premium: 1200, founding: 0 },
  ],
};

describe('stepsWithFirstMessage', () => {
  it('puts First message after WhatsApp entry, with no share of a step it does not follow', () => {
    const steps = stepsWithFirstMessage(report);
    expect(steps.map((s) => [s.label, s.count, s.conversion])).toEqual([
      ['visited', 100, null],
      ['whatsapp_entry', 40, 40],
      ['First message', 7, null],
      ['signed_in', 10, 25],
    ]);
  });
});

describe('everyMessagesDay', () => {
  it('fills the quiet days of the range with zeros, oldest first', () => {
    const days = everyMessagesDay(report);
    expect(days.map((day) => day.date)).toEqual(['2025-01-04', '2025-01-05', '2025-01-06', '2025-01-07']);
    expect(days[0]).toEqual({ date: '2025-01-04', free: 0, premium: 0, founding: 0 });
    expect(messagesTotal(days)).toBe(1214);
  });
});
