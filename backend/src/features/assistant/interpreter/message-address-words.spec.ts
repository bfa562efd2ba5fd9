import { readAt as read } from './testing/read-at';
import { inViewOf, listOf, reminderOf } from './testing/conversations';
import { withoutAddressWords } from './message-address-words';

/** Words said to the person, not about the job. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
describe('words said to the person are dropped before reading', () => {
  it.each([
    ['pls remind me po to renew the domain at 4pm', 'pls remind me to renew the domain at 4pm'],
    ['amigo remind me to order resin tomorrow', 'remind me to order resin tomorrow'],
    ['push it to 5 bro', 'push it to 5'],
    ['done, mate', 'done'],
    ['scrap that lol the client paid already', 'scrap that the client paid already'],
    ['omg remind me to water the ferns', 'remind me to water the ferns'],
  ])('given %p -> %p', (text, plain) => {
    expect(withoutAddressWords(text)).toBe(plain);
  });

  it.each([
    'send the PO to the printer',
    'raise the po for the timber',
    'po 4471 still missing',
    'ring po about the glaze order',
    'sign off supplier po tomorrow',
    'empty the po box on monday',
    'text abi the address',
    'order 12 omg balloons for the launch',
    'email my boss the figures',
    'call the delivery man at 3',
    'text my bro about sunday',
    'I need a nap lol',
    'lol',
    'po',
  ])('given %p -> left as said', (text) => {
    expect(withoutAddressWords(text)).toBe(text);
  });

  it('given "done hun 🙌" to a reminder -> its task is done', () => {
    expect(read('done hun 🙌', reminderOf('Order the resin'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('given "done po" with nothing in view -> asks which task', () => {
    expect(read('done po')).toEqual([{ kind: 'unclear', understood: 'that something is done', question: 'Which task do you mean?' }]);
  });

  it('given "po" after the day asked of -> the day\'s list', () => {
    expect(read("what's on tomorrow po")).toEqual([{ kind: 'list', view: 'tomorrow', day: null }]);
  });

  it('given "remove number 2 po" with a list -> the second removed', () => {
    expect(read('remove number 2 po', listOf('Call Ines', 'Pay the courier', 'Book the van'))).toEqual([
      { kind: 'remove', task: { by: 'number', number: 2 } },
    ]);
  });

  it('given "bye for now bro" -> a goodbye', () => {
    expect(read('bye for now bro')).toEqual([{ kind: 'small_talk', what: 'goodbye' }]);
  });
});

describe('the right one, then the one taken back', () => {
  it('given "wait he\'s 4:30 not 5" with a task in view -> the time corrected', () => {
    expect(read("wait he's 4:30 not 5", inViewOf('Fit the new lock', '2026-11-12T17:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '16:30' },
    ]);
  });

  it('given "sorry friday not thursday" with a task in view -> moved to friday', () => {
    expect(read('sorry friday not thursday', inViewOf('Send the proofs', '2026-11-12T12:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null },
    ]);
  });
});

describe('a number said of someone', () => {
  it.each(["she's 8 not 9", "wait they're 6 not 7"])('given %p with a task in view -> no time changed', (text) => {
    expect(read(text, inViewOf('Order the cake', '2026-11-12T17:00:00.000Z')).map((intent) => intent.kind)).not.toContain('reschedule');
  });
});

describe('a bare "cancel"', () => {
  it.each(['cancel', 'Cancel', 'quit'])('given %p -> asks whether to stop messages', (text) => {
    expect(read(text)).toEqual([
      {
        kind: 'unclear',
        understood: `"${text.toLowerCase()}"`,
        question: 'Do you want me to stop messaging you? Reply STOP to confirm, or tell me which task to cancel.',
      },
    ]);
  });

  it.each(['STOP', 'unsubscribe'])('given %p -> stops messages', (text) => {
    expect(read(text)).toEqual([{ kind: 'stop' }]);
  });
});
