import { describe, expect, it } from 'vitest';

import { reasonProblem } from './reason-rules';

describe('an operator’s reason', () => {
  it('is required, at least 5 characters once trimmed', () => {
    expect(reasonProblem('')).toBe('Please give a reason.');
    expect(reasonProblem('   ')).toBe('Please give a reason.');
    expect(reasonProblem(' ok  ')).toBe('Please give a reason of at least 5 characters.');
    expect(reasonProblem('Paid by bank transfer')).toBeNull();
  });

  it('stays within what the server stores', () => {
    expect(reasonProblem('x'.repeat(500))).toBeNull();
    expect(reasonProblem('x'.repeat(501))).toBe('Please keep the reason under 500 characters.');
  });
});
