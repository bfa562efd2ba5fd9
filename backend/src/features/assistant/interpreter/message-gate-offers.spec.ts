import { kindsAt, NOTHING, readAt as read } from './testing/read-at';

/** What someone else wants, offered rather than added. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
describe('what someone else wants', () => {
  it('given "Morgans want me back every thursday in january" -> offered, not added', () => {
    expect(kindsAt('Morgans want me back every thursday in january')).toEqual(['unclear']);
  });

  it('given "landlord wants the gas certificate by friday" -> offered', () => {
    expect(read('landlord wants the gas certificate by friday')).toEqual([
      {
        kind: 'unclear',
        understood: '"Landlord wants the gas certificate"',
        question: 'Shall I add it?',
        offer: [
          {
            kind: 'add_task',
            title: 'Landlord wants the gas certificate',
            due: '2026-11-13T12:00:00.000Z',
            important: false,
            repeat: null,
          },
        ],
      },
    ]);
  });

  it.each(['remind me the landlord wants the gas certificate', 'send the landlord the gas certificate by friday'])(
    'given %p -> added',
    (text) => {
      expect(kindsAt(text)).toEqual(['add_task']);
    },
  );
});

/** A time of day, a pidgin "am" or a courtesy where a task's name would be. Wordings are our own. */
describe('words that name no task', () => {
  const ABOUT_PRINTERS = { ...NOTHING, current: { title: 'Call the printers', due: null } };

  it.each(['snooze till midnight', 'delay am', 'rename am to ring the printers'])('given %p with a task in view -> that task', (text) => {
    expect(read(text, ABOUT_PRINTERS)[0]).toMatchObject({ task: { by: 'context' } });
  });

  it('given "delay am" with no task in view -> which task', () => {
    expect(read('delay am')).toEqual([{ kind: 'unclear', understood: 'a snooze', question: 'Which task do you mean?' }]);
  });
});
