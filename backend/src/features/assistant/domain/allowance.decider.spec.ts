import { type AllowanceState, allowanceDecider, counted } from './allowance.decider';

const use = (messageId: string, limit = 2) => ({ kind: 'use' as const, userId: 'u1', day: '2026-11-29', messageId, limit });

function handle(state: AllowanceState, messageId: string): AllowanceState {
  return allowanceDecider.decide(use(messageId), state).reduce(allowanceDecider.evolve, state);
}

describe('allowanceDecider', () => {
  it('counts messages up to the limit, then counts no more', () => {
    const state = ['m1', 'm2', 'm3'].reduce(handle, allowanceDecider.initialState());
    expect(state.used).toEqual(['m1', 'm2']);
    expect(counted(state, 'm2')).toBe(true);
    expect(counted(state, 'm3')).toBe(false);
  });

  it('counts a message handled again once', () => {
    expect(allowanceDecider.decide(use('m1'), { used: ['m1'] })).toEqual([]);
  });
});
