import type { Intent } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * What a new task must not be made of, read at Monday 7 December 2026, 08:00 in London: words about
 * a task already there, asks of daily itself, how someone wants to be, doing it or holding off, and
 * money taken for a clock.
 */
const rules = new RulesInterpreter();
const NOW = new Date('2026-12-07T08:00:00Z');
const read = (text: string): Intent[] => rules.read(text, { now: NOW, timeZone: 'Europe/London' });
const kindOf = (text: string): Intent['kind'] => read(text)[0].kind;

describe('a new task is only made of a job', () => {
  it('asks which task when the words are about one already there', () => {
    expect(read('correction: the 5th not the 4th')).toEqual([expect.objectContaining({ kind: 'unclear' })]);
    expect(read('shift that to 8.15')).toEqual([expect.objectContaining({ kind: 'unclear' })]);
  });

  it('saves nothing asked of daily itself', () => {
    expect(kindOf('nudge me about it at 4')).not.toBe('add_task');
    expect(kindOf('give me until lunch')).not.toBe('add_task');
  });

  it('hears how someone wants to be as a feeling', () => {
    expect(read('I need to get better at saying no haha')).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
    expect(read('i should really learn to delegate')).toEqual([{ kind: 'small_talk', what: 'feeling' }]);
  });

  it('weighs doing it now against holding off', () => {
    expect(read('order the van now or wait till spring')).toEqual([
      { kind: 'dilemma', question: 'order the van now or wait till spring', options: ['Order the van', 'Wait till spring'] },
    ]);
    expect(kindOf('call Tom or email Sarah')).toBe('add_task');
  });

  it('keeps a class or a service dropped as a decision', () => {
    expect(kindOf("we'll drop the beginners class")).toBe('decision');
  });
});

describe('clocks and spans written other ways', () => {
  it('reads a clock with a dot after a word that leads to a time, never money', () => {
    expect(read('ring the bank at 9.15')).toEqual([expect.objectContaining({ kind: 'add_task', due: '2026-12-07T09:15:00.000Z' })]);
    expect(read('pay Jo £8.45 friday')).toEqual([expect.objectContaining({ title: 'Pay Jo £8.45', due: '2026-12-11T12:00:00.000Z' })]);
  });

  it('adds the half said after a span', () => {
    expect(read('chase the quote in 2 hours and a half')).toEqual([
      expect.objectContaining({ kind: 'add_task', due: '2026-12-07T10:30:00.000Z' }),
    ]);
  });
});
