import { nudgeDecider, type NudgeCommand } from './nudge.decider';
import type { NudgeEvent } from './nudge.events';
import { NUDGE_RULES } from './nudge-rules';

const t0 = Date.parse('2030-01-16T10:00:00Z');
const request = (now: number): NudgeCommand => ({
  kind: 'request',
  userId: 'u',
  now,
  windowMs: NUDGE_RULES.windowMs,
  importantTasks: 2,
  timeZone: 'Europe/London',
});
const requested = (now: number): NudgeEvent => ({
  type: 'nudge.call_requested',
  data: { userId: 'u', at: new Date(now).toISOString(), importantTasks: 2, timeZone: 'Europe/London' },
});
const decide = (events: NudgeEvent[], command: NudgeCommand) =>
  nudgeDecider.decide(command, events.reduce(nudgeDecider.evolve, nudgeDecider.initialState()));

describe('at most one nudge per window', () => {
  it('nudges when none was asked for in the window', () => {
    expect(decide([], request(t0))).toEqual([requested(t0)]);
    expect(decide([requested(t0)], request(t0 + NUDGE_RULES.windowMs))).toEqual([requested(t0 + NUDGE_RULES.windowMs)]);
  });

  it('does not nudge again inside the window, even after a failed call', () => {
    const failed: NudgeEvent = { type: 'nudge.call_failed', data: { userId: 'u', reason: 'busy line' } };
    expect(decide([requested(t0), failed], request(t0 + NUDGE_RULES.windowMs - 1))).toEqual([]);
  });
});
