import { decisionDecider, type DecisionCommand } from './decision.decider';
import type { DecisionEvent, DecisionRecorded } from './decision.events';

const sealed = 'enc:v1:AAAA';
const data: DecisionRecorded['data'] = {
  decisionId: 'd1',
  userId: 'u1',
  question: sealed,
  options: [sealed, sealed],
  choice: sealed,
  reason: sealed,
  expectedOutcome: null,
  confidence: 70,
  decidedOn: '2026-12-03',
  reviewOn: '2027-01-02',
  timeZone: 'Europe/London',
};
const recorded: DecisionEvent = { type: 'decisions.decision_recorded', data };
const asked: DecisionEvent = { type: 'decisions.review_asked', data: { decisionId: 'd1', userId: 'u1', askedAt: '2027-01-02T09:00:00Z' } };
const reviewed: DecisionEvent = {
  type: 'decisions.decision_reviewed',
  data: { decisionId: 'd1', userId: 'u1', outcome: sealed, reviewedAt: '2027-01-02T10:00:00Z' },
};

function given(history: DecisionEvent[]) {
  const state = history.reduce(decisionDecider.evolve, decisionDecider.initialState());
  return {
    when: (command: DecisionCommand) => ({
      then: (expected: DecisionEvent[]) => expect(decisionDecider.decide(command, state)).toEqual(expected),
      thenThrows: (message: string) => expect(() => decisionDecider.decide(command, state)).toThrow(message),
    }),
  };
}

describe('decision decider', () => {
  it('records a decision once: a retried message changes nothing', () => {
    given([]).when({ kind: 'record', decision: data }).then([recorded]);
    given([recorded]).when({ kind: 'record', decision: data }).then([]);
  });

  it('never lets plaintext into the log', () => {
    given([])
      .when({ kind: 'record', decision: { ...data, choice: 'Hire a VA' } })
      .thenThrows('must be encrypted');
    given([])
      .when({ kind: 'record', decision: { ...data, options: ['Plain'] } })
      .thenThrows('must be encrypted');
    given([recorded]).when({ kind: 'review', userId: 'u1', decisionId: 'd1', outcome: 'fine', at: 'x' }).thenThrows('must be encrypted');
  });

  it('asks for the review once, and not after the outcome is in', () => {
    given([recorded]).when({ kind: 'ask_review', userId: 'u1', decisionId: 'd1', at: '2027-01-02T09:00:00Z' }).then([asked]);
    given([recorded, asked]).when({ kind: 'ask_review', userId: 'u1', decisionId: 'd1', at: 'later' }).then([]);
    given([recorded, reviewed]).when({ kind: 'ask_review', userId: 'u1', decisionId: 'd1', at: 'later' }).then([]);
  });

  it('keeps one outcome, and only for the owner', () => {
    given([recorded, asked])
      .when({ kind: 'review', userId: 'u1', decisionId: 'd1', outcome: sealed, at: '2027-01-02T10:00:00Z' })
      .then([reviewed]);
    given([recorded, reviewed])
      .when({ kind: 'review', userId: 'u1', decisionId: 'd1', outcome: sealed, at: 'x' })
      .thenThrows('already has its outcome');
    given([recorded]).when({ kind: 'review', userId: 'u2', decisionId: 'd1', outcome: sealed, at: 'x' }).thenThrows('not found');
    given([]).when({ kind: 'ask_review', userId: 'u1', decisionId: 'd1', at: 'x' }).thenThrows('not found');
  });
});

describe('withdrawing a decision', () => {
  const withdrawn: DecisionEvent = { type: 'decisions.decision_withdrawn', data: { decisionId: 'd1', userId: 'u1', withdrawnAt: 'x' } };

  it('takes it back once, for its owner only', () => {
    given([recorded]).when({ kind: 'withdraw', userId: 'u1', decisionId: 'd1', at: 'x' }).then([withdrawn]);
    given([recorded, withdrawn]).when({ kind: 'withdraw', userId: 'u1', decisionId: 'd1', at: 'x' }).then([]);
    given([recorded]).when({ kind: 'withdraw', userId: 'u2', decisionId: 'd1', at: 'x' }).thenThrows('not found');
  });

  it('is then neither asked about nor reviewed', () => {
    given([recorded, withdrawn]).when({ kind: 'ask_review', userId: 'u1', decisionId: 'd1', at: 'x' }).then([]);
    given([recorded, withdrawn]).when({ kind: 'review', userId: 'u1', decisionId: 'd1', outcome: sealed, at: 'x' }).thenThrows('not found');
  });
});
