import { type TrialMessageCommand, trialMessageDecider } from './trial-message.decider';
import type { TrialMessageEvent } from './trial-message.events';

const base = { userId: 'u', subscriptionId: 's', trialEnd: 1_900_000_000 };
const claim: TrialMessageCommand = { kind: 'claim', ...base, now: Date.parse('2030-03-01T10:00:00Z'), timeZone: 'Europe/London' };
const claimed: TrialMessageEvent = {
  type: 'trial_message.claimed',
  data: { ...base, claimedAt: '2030-03-01T10:00:00.000Z', timeZone: 'Europe/London' },
};
const failed = (retry: boolean): TrialMessageEvent => ({ type: 'trial_message.failed', data: { ...base, reason: 'x', retry } });
const fail = (retryable: boolean): TrialMessageCommand => ({ kind: 'failed', ...base, reason: 'x', retryable });
const decide = (events: TrialMessageEvent[], command: TrialMessageCommand) =>
  trialMessageDecider.decide(command, events.reduce(trialMessageDecider.evolve, trialMessageDecider.initialState()));

describe('a trial-ending message per trial end', () => {
  it('is claimed once, and stays claimed after a refusal', () => {
    expect(decide([], claim)).toEqual([claimed]);
    expect(decide([claimed], claim)).toEqual([]);
    expect(decide([claimed], fail(false))).toEqual([failed(false)]);
    expect(decide([claimed, failed(false)], claim)).toEqual([]);
  });

  it('is claimed again after Twilio was unreachable or failed, three sends in all', () => {
    expect(decide([claimed], fail(true))).toEqual([failed(true)]);
    expect(decide([claimed, failed(true)], claim)).toEqual([claimed]);
    const third = [claimed, failed(true), claimed, failed(true), claimed];
    expect(decide(third, fail(true))).toEqual([failed(false)]);
    expect(decide([...third, failed(false)], claim)).toEqual([]);
  });
});
