import type { FollowUpSent, MorningPlanEvent } from './check-in.events';
import { followUpDecider } from './follow-up.decider';
import { morningPlanDecider, type MorningPlanCommand } from './morning-plan.decider';
import { planIsDue } from './morning-plan-rules';

const on: MorningPlanEvent = { type: 'check_ins.morning_plan_set', data: { userId: 'u1', enabled: true, time: '08:30' } };
const off: MorningPlanEvent = { type: 'check_ins.morning_plan_set', data: { userId: 'u1', enabled: false, time: '08:30' } };
const sent = (day: string): MorningPlanEvent => ({
  type: 'check_ins.morning_plan_sent',
  data: { userId: 'u1', day, tasks: 3, freeSlot: false },
});
const claim = (day: string): MorningPlanCommand => ({ kind: 'claim', userId: 'u1', day, tasks: 3, freeSlot: false });

const decide = (history: MorningPlanEvent[], command: MorningPlanCommand) =>
  morningPlanDecider.decide(command, history.reduce(morningPlanDecider.evolve, morningPlanDecider.initialState()));

describe('morning plan decider', () => {
  it('is off until the person turns it on, at 08:30 unless they pick a time', () => {
    expect(morningPlanDecider.initialState()).toEqual({ enabled: false, time: '08:30', lastSentDay: null });
    expect(decide([], claim('2026-12-03'))).toEqual([]);
    expect(decide([], { kind: 'set', userId: 'u1', enabled: true, time: '08:30' })).toEqual([on]);
    expect(decide([on], { kind: 'set', userId: 'u1', enabled: true, time: '08:30' })).toEqual([]);
  });

  it('refuses a time that is not a clock time', () => {
    expect(() => decide([], { kind: 'set', userId: 'u1', enabled: true, time: '8.30am' })).toThrow('clock time');
    expect(() => decide([], { kind: 'set', userId: 'u1', enabled: true, time: '24:00' })).toThrow('clock time');
  });

  it('sends one plan a day, and none once turned off', () => {
    expect(decide([on], claim('2026-12-03'))).toEqual([sent('2026-12-03')]);
    expect(decide([on, sent('2026-12-03')], claim('2026-12-03'))).toEqual([]);
    expect(decide([on, sent('2026-12-03')], claim('2026-12-04'))).toEqual([sent('2026-12-04')]);
    expect(decide([on, off], claim('2026-12-04'))).toEqual([]);
  });

  it('is due from its time for three hours', () => {
    expect(planIsDue('08:30', 8 * 60 + 29)).toBe(false);
    expect(planIsDue('08:30', 8 * 60 + 30)).toBe(true);
    expect(planIsDue('08:30', 11 * 60 + 29)).toBe(true);
    expect(planIsDue('08:30', 11 * 60 + 30)).toBe(false);
  });
});

describe('follow-up decider', () => {
  it('follows a reminder up once', () => {
    const command = { kind: 'claim' as const, userId: 'u1', taskId: 't1', dueDate: '2026-12-03T10:00:00.000Z' };
    const event: FollowUpSent = { type: 'check_ins.follow_up_sent', data: { userId: 'u1', taskId: 't1', dueDate: command.dueDate } };
    expect(followUpDecider.decide(command, followUpDecider.initialState())).toEqual([event]);
    expect(followUpDecider.decide(command, followUpDecider.evolve(followUpDecider.initialState(), event))).toEqual([]);
  });
});
