import { reminderDecider, type ReminderCommand } from './reminder.decider';
import type { ReminderEvent } from './reminder.events';

const base = { taskId: 't', userId: 'u' };
const claim = (dueDate: string): ReminderCommand => ({ kind: 'claim', ...base, dueDate, now: Date.parse('2030-01-01T10:01:00Z') });
const claimed = (dueDate: string): ReminderEvent => ({
  type: 'reminder.claimed',
  data: { ...base, dueDate, claimedAt: '2030-01-01T10:01:00.000Z' },
});
const decide = (events: ReminderEvent[], command: ReminderCommand) =>
  reminderDecider.decide(command, events.reduce(reminderDecider.evolve, reminderDecider.initialState()));

describe('a reminder per task due date', () => {
  it('claims a due date once', () => {
    expect(decide([], claim('2030-01-01T10:00:00.000Z'))).toEqual([claimed('2030-01-01T10:00:00.000Z')]);
    expect(decide([claimed('2030-01-01T10:00:00.000Z')], claim('2030-01-01T10:00:00.000Z'))).toEqual([]);
  });

  it('never claims again after a failure: a reminder that may have gone out is not repeated', () => {
    const failed: ReminderEvent = { type: 'reminder.failed', data: { ...base, dueDate: '2030-01-01T10:00:00.000Z', reason: 'x' } };
    expect(decide([claimed('2030-01-01T10:00:00.000Z'), failed], claim('2030-01-01T10:00:00.000Z'))).toEqual([]);
  });

  it('claims again after a failure worth another try (Twilio unreachable, 5xx), three sends in all', () => {
    const due = '2030-01-01T10:00:00.000Z';
    const failed = (retry: boolean): ReminderEvent => ({ type: 'reminder.failed', data: { ...base, dueDate: due, reason: 'x', retry } });
    const fail = { kind: 'failed', ...base, dueDate: due, reason: 'x', retryable: true } as const;
    expect(decide([claimed(due)], fail)).toEqual([failed(true)]);
    expect(decide([claimed(due), failed(true)], claim(due))).toEqual([claimed(due)]);
    const twice = [claimed(due), failed(true), claimed(due), failed(true), claimed(due)];
    expect(decide(twice, fail)).toEqual([failed(false)]);
    expect(decide([...twice, failed(false)], claim(due))).toEqual([]);
    expect(decide([claimed(due)], { ...fail, retryable: false })).toEqual([failed(false)]);
  });

  it('claims a new due date of the same task', () => {
    expect(decide([claimed('2030-01-01T10:00:00.000Z')], claim('2030-01-02T10:00:00.000Z'))).toHaveLength(1);
  });
});
