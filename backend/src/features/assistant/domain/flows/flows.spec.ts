import type { Intent } from '../../interpreter/intent';
import { optionsIn } from './dilemma-options';
import type { FlowClock, FlowQuestion } from './flow-step';
import { decideFlow } from './flows';
import { followUpText } from './follow-up.flow';
import { recallReply } from './recall';
import { reviewQuestion } from './review.flow';

/** 3 Dec 2026, 10:00 in London. */
const london: FlowClock = { now: new Date('2026-12-03T10:00:00Z'), timeZone: 'Europe/London' };
const answer = (text: string, pick: number | null = null): Intent => ({ kind: 'answer', text, pick });

function given(pending: FlowQuestion | null, clock: FlowClock = london) {
  return {
    when: (intent: Intent) => {
      const step = decideFlow(pending, intent, clock);
      return {
        then: (expected: object) => expect(step).toMatchObject(expected),
        thenReplyMatches: (pattern: RegExp) => expect(step?.reply).toMatch(pattern),
        leaves: () => expect(step).toBeNull(),
        step,
      };
    },
  };
}

const supplier = 'Which supplier?';
const options = ['Acme', 'Local Co'];

describe('the dilemma flow', () => {
  it('says the choice back as a question, without the weighing said ahead of it', () => {
    const step = given(null).when({
      kind: 'dilemma',
      question: 'debating whether to hire a head of sales now or wait until we hit 50k MRR',
      options: ['hire a head of sales now', 'wait until we hit 50k MRR'],
    });
    step.then({ ask: { question: { about: 'dilemma_matters', question: 'Hire a head of sales now or wait until we hit 50k MRR?' } } });
  });

  it('asks what matters most when the message names the options', () => {
    given(null)
      .when({ kind: 'dilemma', question: supplier, options })
      .then({ ask: { question: { about: 'dilemma_matters', question: supplier, options } }, actions: [] });
  });

  it('asks for the options when the message names none, then reads them from the answer', () => {
    given(null)
      .when({ kind: 'dilemma', question: "can't decide about the supplier", options: [] })
      .then({ ask: { question: { about: 'dilemma_options', question: "can't decide about the supplier" } } });
    given({ question: { about: 'dilemma_options', question: supplier } })
      .when(answer('Acme or Local Co'))
      .then({ ask: { question: { about: 'dilemma_matters', question: supplier, options } } });
  });

  it('makes one named option a choice between doing it and not', () => {
    given(null)
      .when({ kind: 'dilemma', question: 'Should I hire a VA?', options: ['hire a VA'] })
      .then({ ask: { question: { about: 'dilemma_matters', options: ['hire a VA', 'Not hire a VA'] } } });
  });

  it('asks what matters once, then sums up and asks for the choice', () => {
    const step = given({ question: { about: 'dilemma_matters', question: supplier, options } }).when(answer('cash this quarter.'));
    step.then({
      ask: { question: { about: 'dilemma_choice', question: supplier, options }, flow: { matters: 'cash this quarter' } },
      actions: [],
    });
    step.thenReplyMatches(/^So: Which supplier\?\n1\. Acme\n2\. Local Co\nWhat matters most: cash this quarter\.\nWhich one\?/);
  });

  it('records the choice at once when what matters is answered with one option and why', () => {
    const matters: FlowQuestion = { question: { about: 'dilemma_matters', question: supplier, options } };
    const step = given(matters).when(answer('I think Local Co, less risk', 2));
    step.then({ ask: null, actions: [{ kind: 'record_decision', question: supplier, options, choice: 'Local Co', reason: 'less risk' }] });
    step.thenReplyMatches(/^Decided: Local Co, because less risk\. It's in your journal\./);
    given(matters)
      .when(answer("probably acme because they've never been late", 1))
      .then({ actions: [{ kind: 'record_decision', choice: 'Acme', reason: "they've never been late" }] });
  });

  it('keeps what matters as what matters when an option is only mentioned in it', () => {
    const matters: FlowQuestion = { question: { about: 'dilemma_matters', question: supplier, options } };
    given(matters)
      .when(answer('cost, Acme is cheaper', 1))
      .then({ ask: { question: { about: 'dilemma_choice' }, flow: { matters: 'cost, Acme is cheaper' } }, actions: [] });
    given(matters)
      .when(answer('whether Acme can deliver on time', 1))
      .then({ ask: { question: { about: 'dilemma_choice' } }, actions: [] });
  });

  it('says back what matters without the words around it', () => {
    const matters: FlowQuestion = { question: { about: 'dilemma_matters', question: supplier, options } };
    given(matters)
      .when(answer('honestly cash flow matters most right now'))
      .then({ ask: { flow: { matters: 'cash flow right now' } } });
    given(matters)
      .when(answer('tbh my weekends are the most important thing'))
      .then({ ask: { flow: { matters: 'my weekends are the most important thing' } } });
    given(matters)
      .when(answer('speed is most important to me.'))
      .then({ ask: { flow: { matters: 'speed' } } });
    given(matters)
      .when(answer('keep regulars happy is what matters'))
      .then({ ask: { flow: { matters: 'keep regulars happy' } } });
    given(matters)
      .when(answer('what matters most to me is not burning out'))
      .then({ ask: { flow: { matters: 'not burning out' } } });
    given(matters)
      .when(answer('hmm what matters most is actually my back'))
      .then({ ask: { flow: { matters: 'my back' } } });
  });

  const choosing: FlowQuestion = { question: { about: 'dilemma_choice', question: supplier, options }, flow: { matters: 'cash' } };

  it('records the choice with its reason and a review in 30 days', () => {
    const step = given(choosing).when(answer('1', 1));
    step.then({
      ask: null,
      actions: [{ kind: 'record_decision', question: supplier, options, choice: 'Acme', reason: 'cash', reviewInDays: 30 }],
    });
    step.thenReplyMatches(/^Decided: Acme, because cash\. It's in your journal\. On 2 Jan 2027 I'll ask how it turned out\.$/);
  });

  it('takes the option named by its words, and a review date when said', () => {
    given(choosing)
      .when(answer('the local one, review in a week'))
      .then({ actions: [{ kind: 'record_decision', choice: 'Local Co', reviewInDays: 7 }] });
  });

  it('takes an option by a word of its own, not by a word any option could hold', () => {
    const rates: FlowQuestion = {
      question: { about: 'dilemma_choice', question: 'Raise my rates?', options: ['raise my rates', 'keep them where they are'] },
      flow: { matters: null },
    };
    given(rates)
      .when(answer('raise them'))
      .then({ actions: [{ kind: 'record_decision', choice: 'raise my rates' }] });
  });

  it('asks again when the answer names no option', () => {
    given(choosing).when(answer('hmm')).then({ ask: choosing, actions: [] });
  });

  it('takes what matters told after the summary, and asks for the choice again', () => {
    const step = given(choosing).when(answer('what matters most is not burning out'));
    step.then({ ask: { question: choosing.question, flow: { matters: 'not burning out' } }, actions: [] });
    step.thenReplyMatches(/\nWhat matters most: not burning out\.\nWhich one\?/);
  });

  it('turns "not yet" into a task to decide by the day named, or tomorrow at 9', () => {
    given(choosing)
      .when(answer('not yet, friday'))
      .then({ ask: null, actions: [{ kind: 'add_task', title: 'Decide: Which supplier', due: '2026-12-04T12:00:00.000Z' }] });
    given(choosing)
      .when(answer('not yet'))
      .then({ actions: [{ kind: 'add_task', title: 'Decide: Which supplier', due: '2026-12-04T09:00:00.000Z' }] });
    given(choosing)
      .when(answer('need to see the numbers first'))
      .then({ actions: [{ kind: 'add_task', title: 'Decide: Which supplier', due: '2026-12-04T09:00:00.000Z' }] });
  });

  it('is left by anything that is clearly something else', () => {
    given(choosing).when({ kind: 'add_task', title: 'call mum', due: null, important: false, repeat: null }).leaves();
    given(choosing).when({ kind: 'list', view: 'today', day: null }).leaves();
    given(null).when(answer('1', 1)).leaves();
  });

  it('starts over when a new dilemma comes mid-flow', () => {
    given(choosing)
      .when({ kind: 'dilemma', question: 'VA or not?', options: ['VA', 'not'] })
      .then({ ask: { question: { about: 'dilemma_matters', question: 'VA or not?' } } });
  });
});

describe('follow-ups and STUCK', () => {
  const followUp: FlowQuestion = { question: { about: 'follow_up', task: 'Send the invoice' }, flow: { taskId: 't1' } };

  it('words the follow-up with its four answers', () => {
    expect(followUpText('Send the invoice')).toBe('Did you get to Send the invoice? DONE / SNOOZE 1H / SKIP / STUCK');
  });

  it('DONE completes the task, SNOOZE 1H moves it an hour, SKIP changes nothing', () => {
    given(followUp)
      .when(answer('DONE'))
      .then({ ask: null, actions: [{ kind: 'complete_task', taskId: 't1' }] });
    given(followUp)
      .when(answer('snooze 1h'))
      .then({ ask: null, actions: [{ kind: 'snooze_task', taskId: 't1', minutes: 60 }] });
    given(followUp).when(answer('skip')).then({ ask: null, actions: [] });
    given(followUp)
      .when(answer('2', 2))
      .then({ actions: [{ kind: 'snooze_task', taskId: 't1', minutes: 60 }] });
  });

  it('STUCK asks what is in the way, then offers a smaller first step as a task in an hour', () => {
    for (const stuck of ['stuck', "i'm stuck, cant find Jo's hours"])
      given(followUp)
        .when(answer(stuck))
        .then({ ask: { question: { about: 'stuck', task: 'Send the invoice' }, flow: { taskId: 't1' } }, actions: [] });
    const step = given({ question: { about: 'stuck', task: 'Send the invoice' }, flow: { taskId: 't1' } }).when(
      answer("I don't have the hours from Jo"),
    );
    step.then({
      ask: null,
      actions: [{ kind: 'add_task', title: 'First 15 minutes of Send the invoice', due: '2026-12-03T11:00:00.000Z' }],
    });
    step.thenReplyMatches(/smaller first step/);
  });

  it('takes a yes in any of its everyday words as DONE, and a no as SKIP', () => {
    for (const yes of ['yeah', 'yup', 'ya', 'sorted'])
      given(followUp)
        .when(answer(yes))
        .then({ ask: null, actions: [{ kind: 'complete_task', taskId: 't1' }] });
    for (const no of ['nope', 'nah', 'skip today', 'skipping this one']) given(followUp).when(answer(no)).then({ ask: null, actions: [] });
  });

  it('asks again for an answer it cannot read', () => {
    given(followUp).when(answer('maybe')).then({ ask: followUp, actions: [] });
  });
});

describe('reviews', () => {
  it('asks "On 3 Dec you decided X because Y. How did it turn out?"', () => {
    expect(reviewQuestion({ choice: 'Acme', reason: 'cash', decidedOn: '2026-12-03' }, '2027-01-02')).toBe(
      'On 3 Dec 2026 you decided Acme because cash. How did it turn out?',
    );
    expect(reviewQuestion({ choice: 'Acme', reason: null, decidedOn: '2027-01-03' }, '2027-02-02')).toBe(
      'On 3 Jan you decided Acme. How did it turn out?',
    );
  });

  it('keeps the answer as the outcome', () => {
    given({ question: { about: 'review', decision: 'Acme' }, flow: { decisionId: 'd1' } })
      .when(answer('Great, margins are up'))
      .then({ ask: null, actions: [{ kind: 'review_decision', decisionId: 'd1', outcome: 'Great, margins are up' }] });
  });
});

describe('options in an answer', () => {
  it.each([
    ['Acme or Local Co', ['Acme', 'Local Co']],
    ['Acme, Local Co or Bigco', ['Acme', 'Local Co', 'Bigco']],
    ['1. Acme\n2. Local Co', ['Acme', 'Local Co']],
    ['either hire a VA or do it myself', ['hire a VA', 'do it myself']],
    ['Acme vs Acme', ['Acme']],
  ])('reads "%s"', (text, expected) => {
    expect(optionsIn(text)).toEqual(expected);
  });
});

describe('recalling a decision', () => {
  const decision = {
    id: 'd1',
    question: supplier,
    options,
    choice: 'Acme',
    reason: 'cash',
    expected_outcome: null,
    confidence: null,
    decided_on: '2026-12-03',
    review_on: '2027-01-02',
    outcome: null,
    reviewed_at: null,
  };

  it('answers from the record, with its review day or its outcome', () => {
    expect(recallReply('the supplier', decision, '2026-12-10')).toBe(
      "On 3 Dec you decided Acme because cash. I'll ask how it turned out on 2 Jan 2027.",
    );
    expect(recallReply('the supplier', { ...decision, outcome: 'margins up' }, '2027-01-05')).toBe(
      'On 3 Dec 2026 you decided Acme because cash. How it turned out: margins up.',
    );
  });

  it('says when there is none', () => {
    expect(recallReply('the supplier', null, '2026-12-10')).toMatch(/^I have no decision about the supplier yet/);
  });
});
