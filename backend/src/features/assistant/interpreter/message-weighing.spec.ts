import type { Intent, InterpretContext } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/** Questions that weigh one's own jobs, said in any order of words. */
const context: InterpretContext = { now: new Date('2026-11-11T15:00:00Z'), timeZone: 'Europe/London' };
const read = (text: string): Intent[] => new RulesInterpreter().read(text, context);

describe('weighing the list', () => {
  it.each([
    ['which of my jobs really matters this afternoon', 'focus'],
    ['got an hour before the school run, which task first', 'focus'],
    ['way too much on this week, what can I skip', 'drop'],
    ['what is least urgent on my list', 'drop'],
    ['lay out the rest of my afternoon', 'plan_day'],
    ['could you plan my day, I have a site visit at 2', 'plan_day'],
  ])('given %s -> prioritise (%s)', (text, scope) => {
    expect(read(text)).toEqual([{ kind: 'prioritise', scope }]);
  });

  it.each(['which is first on the agenda, the budget or the hiring', 'what time is the first delivery today'])(
    'given a question that weighs nothing of the list (%s) -> not a prioritise',
    (text) => {
      expect(read(text).map((intent) => intent.kind)).not.toContain('prioritise');
    },
  );
});
