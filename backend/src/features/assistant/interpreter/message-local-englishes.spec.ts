import { readAt as read, kindsAt } from './testing/read-at';
import { inLocalEnglish } from './message-local-englishes';
import { inViewOf, reminderOf } from './testing/conversations';

/** English as its own countries speak it. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
describe('local ways of saying when', () => {
  it.each([
    ['phone the tiler on Thursday coming', 'phone the tiler on Thursday'],
    ['send the quote by monday latest', 'send the quote by monday'],
    ['latest by 5 pay the deposit', 'by 5 pay the deposit'],
    ['collect the rugs next week Wednesday', 'collect the rugs Wednesday next week'],
    ['file the VAT the morn', 'file the VAT tomorrow'],
    ["chase the joiner the morn's morn", 'chase the joiner the day after tomorrow'],
    ["I'll text her after", "I'll text her later"],
    ['abeg remind me to buy diesel', 'please remind me to buy diesel'],
  ])('given %p -> %p', (text, plain) => {
    expect(inLocalEnglish(text)).toBe(plain);
  });

  it.each([
    'see you in the morn',
    'the coming weeks are busy',
    'the latest invoice is paid',
    'look after the shop',
    'the day after',
    'btw latest gossip, the cafe closed',
    'abeg no vex',
  ])('given %p -> left as said', (text) => {
    expect(inLocalEnglish(text)).toBe(text);
  });

  it('given "pay the electrician next week Friday" -> Friday 20 November', () => {
    expect(read('pay the electrician next week Friday')).toEqual([
      { kind: 'add_task', title: 'Pay the electrician', due: '2026-11-20T12:00:00.000Z', important: false, repeat: null },
    ]);
  });
});

describe('where someone will be, and a time that may be minutes or hours', () => {
  it.each(["I'll be out of station till tuesday", "I'm on leave next week", 'fyi I will be away until the 20th'])(
    'given %p -> noted, nothing added',
    (text) => {
      expect(read(text)).toEqual([{ kind: 'small_talk', what: 'acknowledgement' }]);
    },
  );

  it.each([
    ["I'm away, add ring the framer", ['add_task']],
    ["I'll be on leave friday, move the Okafor call to thursday", ['add_task', 'reschedule']],
    ["I'm away with the fairies today lol", ['small_talk']],
    ["I'll be away till the 20th so add ring Ola on the 21st", ['add_task']],
  ])('given %p -> what follows is still read', (text, kinds) => {
    expect(kindsAt(text as string)).toEqual(kinds);
  });

  it('given "I\'m away till monday" to a reminder -> the reminder put off', () => {
    expect(kindsAt("I'm away till monday", reminderOf('Ring the framer'))).toEqual(['snooze']);
  });

  it('given "I\'ll be on leave till monday" with a task just added -> noted, nothing added', () => {
    expect(read("I'll be on leave till monday", inViewOf('Ring the glazier', '2026-11-13T15:30:00.000Z'))).toEqual([
      { kind: 'small_talk', what: 'acknowledgement' },
    ]);
  });

  it('given "remind me to be out of office on friday" -> still a task', () => {
    expect(kindsAt('remind me to be out of office on friday')).toEqual(['add_task']);
  });

  it.each(["I'll call you back just now", 'let me look just now', "I'll ring the bank just now and remind me at 5 to chase"])(
    'given %p -> not asked when',
    (text) => {
      expect(read(text).map((intent) => ('question' in intent ? intent.question : intent.kind))).not.toContain(
        'When should it be? Say a time, like "4pm" or "in an hour".',
      );
    },
  );

  it.each(["I'll call the landlord just now", "I'll sort the invoice now now"])('given %p -> asks when', (text) => {
    expect(read(text)).toEqual([
      { kind: 'unclear', understood: `"${text}"`, question: 'When should it be? Say a time, like "4pm" or "in an hour".' },
    ]);
  });
});
