import { withSpokenNumbers } from './message-spoken-numbers';
import { listOf, inViewOf, reminderOf } from './testing/conversations';
import { readAt as read, taskRead } from './testing/read-at';
import { withinOpeningQuote, withoutTrailingRemark } from './title-tails';

/** Numbers said in words, as voice notes come back, and the remark people add after a job. Wordings are our own. */

const REMINDED = reminderOf('Water the shop plants');
const LISTED = listOf('Order labels', 'Email the printer', 'Book the van', 'Pay the rent');
const IN_VIEW = inViewOf('Collect the frames', '2026-11-12T10:00:00.000Z');

describe('numbers said in words', () => {
  it.each([
    ['call the framer at nine tomorrow', 'call the framer at 9 tomorrow'],
    ['every tuesday at half six check the till', 'every tuesday at half 6 check the till'],
    ['meet Ola at seven thirty', 'meet Ola at 7:30'],
    ['ring the bank at twelve oh five', 'ring the bank at 12:05'],
    ['post the parcel by four pm', 'post the parcel by 4 pm'],
    ['in forty five minutes check the oven', 'in 45 minutes check the oven'],
    ['renew the lease in two weeks', 'renew the lease in 2 weeks'],
    ['invoice the gallery on the twenty third', 'invoice the gallery on the 23rd'],
    ['am I free between ten and twelve', 'am I free between 10 and 12'],
    ['snooze for thirty five', 'snooze for 35'],
    ['delete number three', 'delete number 3'],
    ['done two', 'done 2'],
    ['four is done', '4 is done'],
  ])('%p is read as %p', (said, written) => {
    expect(withSpokenNumbers(said)).toBe(written);
  });

  it.each([
    'call two suppliers about the glass',
    'the big one can wait',
    'at one point we had three vans',
    'meet the team at two people short',
    'fix the gate at number nine',
    'pick the first one',
    'the till one needs a new name',
  ])('%p keeps its words: they count things, or name a place', (said) => {
    expect(withSpokenNumbers(said)).toBe(said);
  });

  it('given "every thursday at ten water the plants" -> a weekly task at 10:00', () => {
    expect(read('every thursday at ten water the plants')).toEqual([
      {
        kind: 'add_task',
        title: 'Water the plants',
        due: '2026-11-12T10:00:00.000Z',
        important: false,
        repeat: { every: 'week', interval: 1 },
      },
    ]);
  });

  it('given "snooze for twenty five" after a reminder -> put off 25 minutes, not an hour', () => {
    expect(read('snooze for twenty five', REMINDED)).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 25 }]);
  });

  it('given "number two is done" with a list shown -> the second task done', () => {
    expect(read('number two is done', LISTED)).toEqual([{ kind: 'complete', task: { by: 'number', number: 2 } }]);
  });

  it('given "make it half past eleven" with a task in view -> moved to 11:30', () => {
    expect(read('make it half past eleven', IN_VIEW)).toEqual([{ kind: 'reschedule', task: { by: 'context' }, date: null, time: '11:30' }]);
  });
});

describe('the job, without the remark after it', () => {
  it.each([
    ['Renew the parking permit, it runs out on sunday', 'Renew the parking permit'],
    ['Book the van. Thanks so much', 'Book the van'],
    ['Order the frames, Jo has the sizes', 'Order the frames'],
    ['Order more tape bc we ran out twice', 'Order more tape'],
    ['Stretch before the first class 😅 my back is wrecked', 'Stretch before the first class'],
    ['Send the quote fr', 'Send the quote'],
    ['Ring the glazier, he never picks up after lunch', 'Ring the glazier'],
  ])('%p -> %p', (title, job) => {
    expect(withoutTrailingRemark(title)).toBe(job);
  });

  it.each(['Call Dr. Rao about the results', 'Pay Sam, Jo and Kim', 'Call, it is urgent'])('%p stays whole', (title) => {
    expect(withoutTrailingRemark(title)).toBe(title);
  });

  it('a title opened by a quote ends where the quote closes', () => {
    expect(withinOpeningQuote("'frames for the Okafor show' so I know which")).toBe('frames for the Okafor show');
    expect(withinOpeningQuote("Ring Tom's mum")).toBe("Ring Tom's mum");
  });

  it('given a job asked for with its reason after -> the title is the job', () => {
    expect(read('remind me on friday to renew the parking permit, it runs out on sunday')).toEqual([
      { kind: 'add_task', title: 'Renew the parking permit', due: '2026-11-13T12:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given a new name in quotes with a reason after -> renamed to the quoted words', () => {
    expect(read("rename it to 'frames for the Okafor show', there are two Okafors", IN_VIEW)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Frames for the Okafor show' },
    ]);
  });
});

describe('numbers in words that stay words', () => {
  it.each([
    'plan the thirtieth birthday party',
    'drop the keys at the fifteenth floor reception',
    'get a quote from one supplier',
    'have lunch at One Aldwych friday',
    'do a thirty minute workout tomorrow',
    'pay rent for three months upfront',
    'buy Chanel number five for mum',
    'catch the number seven bus',
  ])('%p keeps its words', (said) => {
    expect(withSpokenNumbers(said)).toBe(said);
  });

  it.each(['finished one', 'one done', 'delete one'])('given %p with a list shown -> not the first item', (text) => {
    expect(read(text, LISTED)).not.toContainEqual(expect.objectContaining({ task: { by: 'number', number: 1 } }));
  });

  it.each([
    ['tell the landlord, the boiler is broken again'],
    ['send Dan the code, it is 4491'],
    ['find all invoices since the start of the year'],
    ['pick up 2 🥚 boxes from the farm shop'],
    ['email Prof. Jones about the grant'],
  ])('%p keeps its whole title', (title) => {
    expect(withoutTrailingRemark(title)).toBe(title);
  });

  it('a quoted part of a job is not cut from it: "\'check in\' with Sam"', () => {
    expect(withinOpeningQuote("'check in' with Sam")).toBe("'check in' with Sam");
  });

  it('given "spend a day on friday doing admin" -> due friday, not the day after', () => {
    expect(taskRead(read('spend a day on friday doing admin'))).toMatchObject({ due: '2026-11-13T12:00:00.000Z' });
  });
});
