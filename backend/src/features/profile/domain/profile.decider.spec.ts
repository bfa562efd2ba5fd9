import { pendingPhoneBlocker, profileDecider, type ProfileCommand } from './profile.decider';
import type { ProfileEvent } from './profile.events';

const t0 = Date.parse('2030-01-01T10:00:00Z');
const requestedAt = (at: number): ProfileEvent => ({
  type: 'profile.phone_change_requested',
  data: {
    userId: 'u',
    phone: 'enc:v1:x',
    phoneHash: 'new',
    requestedAt: new Date(at).toISOString(),
    expiresAt: new Date(at + 600_000).toISOString(),
  },
});
const requested = requestedAt(t0);
const fold = (events: ProfileEvent[]) => events.reduce(profileDecider.evolve, profileDecider.initialState());
const decide = (events: ProfileEvent[], command: ProfileCommand) => profileDecider.decide(command, fold(events));

describe('profile', () => {
  it('confirms only the number that was asked for, while its code is fresh', () => {
    expect(pendingPhoneBlocker(fold([requested]), 'new', t0 + 1000)).toBeNull();
    expect(pendingPhoneBlocker(fold([requested]), 'other', t0 + 1000)?.message).toContain('No change to this phone number is waiting');
    expect(pendingPhoneBlocker(fold([]), 'new', t0)?.kind).toBe('invalid');
    expect(pendingPhoneBlocker(fold([requested]), 'new', t0 + 600_001)?.message).toContain('This code has expired');
  });

  it('caps phone change requests at 5 an hour per account', () => {
    const five = [0, 1, 2, 3, 4].map((i) => requestedAt(t0 + i * 60_000));
    const ask = (now: number): ProfileCommand => ({
      kind: 'request-phone-change',
      userId: 'u',
      phone: 'enc:v1:y',
      phoneHash: 'h',
      now,
      ttlMs: 600_000,
    });
    expect(() => decide(five, ask(t0 + 10 * 60_000))).toThrow('Too many phone number changes');
    expect(decide(five, ask(t0 + 60 * 60_000))).toHaveLength(1);
  });

  it('records a voice change only when the voice changes', () => {
    expect(decide([], { kind: 'change-voice', userId: 'u', voice: 'default' })).toEqual([]);
    const female: ProfileEvent = { type: 'profile.voice_changed', data: { userId: 'u', voice: 'female' } };
    expect(decide([], { kind: 'change-voice', userId: 'u', voice: 'female' })).toEqual([female]);
    expect(decide([female], { kind: 'change-voice', userId: 'u', voice: 'female' })).toEqual([]);
  });

  it('edits, removes and restores only context the person added, and says so when it is gone', () => {
    const added: ProfileEvent = {
      type: 'profile.context_added',
      data: { userId: 'u', contextId: 'c1', context: 'enc:v1:a', characters: 3 },
    };
    const removed: ProfileEvent = { type: 'profile.context_removed', data: { userId: 'u', contextId: 'c1' } };
    const edit: ProfileCommand = { kind: 'edit-context', userId: 'u', contextId: 'c1', context: 'enc:v1:b', characters: 5 };
    expect(decide([added], edit)).toEqual([
      { type: 'profile.context_edited', data: { userId: 'u', contextId: 'c1', context: 'enc:v1:b', characters: 5 } },
    ]);
    expect(() => decide([], edit)).toThrow('Context not found');
    expect(() => decide([added, removed], edit)).toThrow('Context not found');
    expect(decide([added], { kind: 'remove-context', userId: 'u', contextId: 'c1' })).toEqual([removed]);
    expect(decide([added, removed], { kind: 'remove-context', userId: 'u', contextId: 'c1' })).toEqual([]);
    expect(decide([added, removed], { kind: 'restore-context', userId: 'u', contextId: 'c1' })).toEqual([
      { type: 'profile.context_restored', data: { userId: 'u', contextId: 'c1' } },
    ]);
    expect(decide([added], { kind: 'restore-context', userId: 'u', contextId: 'c1' })).toEqual([]);
    expect(() => decide([], { kind: 'remove-context', userId: 'u', contextId: 'c9' })).toThrow('Context not found');
  });

  it('finds no context under a name every object answers to, such as "toString" or "__proto__"', () => {
    for (const contextId of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      for (const kind of ['remove-context', 'restore-context'] as const) {
        expect(() => decide([], { kind, userId: 'u', contextId })).toThrow('Context not found');
      }
      const edit: ProfileCommand = { kind: 'edit-context', userId: 'u', contextId, context: 'enc:v1:b', characters: 5 };
      expect(() => decide([], edit)).toThrow('Context not found');
    }
  });
});
