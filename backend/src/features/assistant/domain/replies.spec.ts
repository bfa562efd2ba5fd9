import { composeReply, type IntentResult, replyActions } from './replies';

const clock = { now: new Date('2025-06-02T09:00:00Z'), timeZone: 'Europe/London' };
const added: IntentResult = { kind: 'added', title: 'Buy stamps', due: null, important: false };
const listed: IntentResult = {
  kind: 'listed',
  view: 'next',
  tasks: [
    { title: 'Call the bank', due: null, important: false },
    { title: 'Pay rent', due: null, important: true },
  ],
};

describe('composeReply', () => {
  it('asks a phone to reply UNDO or DONE and a number', () => {
    expect(composeReply([added], clock)).toBe('Added: Buy stamps. Reply UNDO to remove it.');
    expect(composeReply([listed], clock, 'phone').split('\n')).toEqual([
      "What's next:",
      '1. Call the bank',
      '2. Pay rent (important)',
      'Reply DONE and a number when one is finished.',
    ]);
  });

  it('leaves those words out on the web, where they are buttons', () => {
    expect(composeReply([added], clock, 'web')).toBe('Added: Buy stamps.');
    expect(composeReply([listed], clock, 'web').split('\n')).toEqual(["What's next:", '1. Call the bank', '2. Pay rent (important)']);
  });
});

describe('replyActions', () => {
  it('offers Undo for a change and Done for each numbered task', () => {
    expect(replyActions([added])).toEqual([{ kind: 'undo' }]);
    expect(replyActions([listed])).toEqual([
      { kind: 'done', number: 1, title: 'Call the bank' },
      { kind: 'done', number: 2, title: 'Pay rent' },
    ]);
    expect(replyActions([{ kind: 'ambiguous', words: 'call', tasks: [{ title: 'Call the bank' }] }])).toEqual([
      { kind: 'done', number: 1, title: 'Call the bank' },
    ]);
  });

  it('offers nothing for an answer that changed nothing', () => {
    expect(replyActions([{ kind: 'help' }])).toEqual([]);
    expect(replyActions([{ kind: 'nothing_to_undo' }])).toEqual([]);
  });
});
