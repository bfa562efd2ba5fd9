import { callDecider, type CallCommand } from './call.decider';
import type { CallEvent } from './call.events';
import { CALL_RULES } from './call-rules';

const t0 = Date.parse('2025-01-05T10:00:00Z');
const requested = (at: number): CallEvent => ({
  type: 'call.requested',
  data: { userId: 'u', phoneHash: 'h', requestedAt: new Date(at).toISOString() },
});
const placed: CallEvent = { type: 'call.placed', data: { userId: 'u', provider: 'local', callId: 'c' } };
const request = (now: number): CallCommand => ({ kind: 'request', userId: 'u', phoneHash: 'h', now });

function decide(events: CallEvent[], command: CallCommand) {
  return callDecider.decide(command, events.reduce(callDecider.evolve, callDecider.initialState()));
}

describe('call limits', () => {
  it('lets a call through after the pause', () => {
    expect(decide([requested(t0), placed], request(t0 + CALL_RULES.minGapMs))).toEqual([requested(t0 + CALL_RULES.minGapMs)]);
  });

  it('refuses a second call within the pause', () => {
    expect(() => decide([requested(t0), placed], request(t0 + 1000))).toThrow('daily is already calling you');
  });

  it(`caps calls at ${CALL_RULES.maxPerDay} a day, counting only those that went out`, () => {
    const history: CallEvent[] = [];
    for (let i = 0; i < CALL_RULES.maxPerDay; i += 1) history.push(requested(t0 + i * CALL_RULES.minGapMs), placed);
    const next = t0 + CALL_RULES.maxPerDay * CALL_RULES.minGapMs;
    expect(() => decide(history, request(next))).toThrow(`You can ask for ${CALL_RULES.maxPerDay} calls a day`);
    expect(decide(history, request(t0 + 24 * 60 * 60 * 1000))).toHaveLength(1);
    const failed: CallEvent = { type: 'call.failed', data: { userId: 'u', reason: 'x' } };
    expect(decide([requested(t0), failed], request(t0 + 1000))).toHaveLength(1);
  });
});
