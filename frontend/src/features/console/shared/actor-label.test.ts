import { describe, expect, it } from 'vitest';

import { actorLabel } from './actor-label';

describe('actor labels', () => {
  it('names who caused an event by role, never by id', () => {
    expect(actorLabel('operator:0f3c2a9e-1111', 'u1')).toBe('An operator');
    expect(actorLabel('u1', 'u1')).toBe('The member');
    expect(actorLabel('system')).toBe('daily');
    expect(actorLabel('system', undefined, 'scheduler')).toBe('daily (scheduled)');
    expect(actorLabel('stripe', 'u1')).toBe('Stripe');
    expect(actorLabel('anonymous')).toBe('A visitor');
    expect(actorLabel('u2', 'u1')).toBe('Another member');
  });
});
