import { describe, expect, it } from 'vitest';

import { actorLabel } from './actor-label';

describe('actor labels', () => {
  it('names who caused an event', () => {
    expect(actorLabel('operator:0f3c2a9e-1111', 'u1')).toBe('Operator 0f3c2a9e…');
    expect(actorLabel('u1', 'u1')).toBe('Account holder');
    expect(actorLabel('system')).toBe('System');
    expect(actorLabel('stripe', 'u1')).toBe('Stripe');
    expect(actorLabel('anonymous')).toBe('Anonymous visitor');
    expect(actorLabel('u2', 'u1')).toBe('User u2');
  });
});
