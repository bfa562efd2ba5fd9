import { NOTHING, readAt } from './testing/read-at';

/**
 * A job with its time, then after a comma why it matters: the reason is no words of the title. Read at
 * Wednesday 11 November 2026, 15:00 in London (10:00 in New York); wordings are our own.
 */
const NEW_YORK = 'America/New_York';
const titleOf = (text: string, zone = 'Europe/London'): string | null => {
  const [read] = readAt(text, NOTHING, zone);
  return read.kind === 'add_task' ? read.title : null;
};

describe('a reason after the job and its time', () => {
  it.each([
    ['ring the plumber thursday, the boiler is making that noise again', 'Ring the plumber'],
    ['email the landlord friday 2pm, she keeps ignoring my texts', 'Email the landlord'],
    ['remind me to order labels on the 1st of every month, me and Kit never remember', 'Order labels'],
    ["chase the Okoro invoice tmrw, they're 3 weeks late", 'Chase the Okoro invoice'],
    ['book the first aid course before the end of the month, it fills up fast', 'Book the first aid course'],
    ['order a new seal for the chiller before fri, its dripping again', 'Order a new seal for the chiller'],
    ['renew the food hygiene cert by 11/30 or im stuffed', 'Renew the food hygiene cert'],
    ['after lunch ring the landlord about the boiler its freezing in here', 'Ring the landlord about the boiler'],
    ['remind me to book a heating engineer for monday its freezing in the van w/o heat', 'Book a heating engineer'],
  ])('%p is titled %p', (text, title) => expect(titleOf(text)).toBe(title));

  it.each([
    ["ring the engineer about the oven, it's broken", 'Ring the engineer about the oven'],
    ['urgent!! call the glazier about the shop window, theyre late', 'Call the glazier about the shop window'],
  ])('%p, a thing in a bad way beside the job, is titled %p and asks nothing', (text, title) => expect(titleOf(text)).toBe(title));

  it('"remind me in an hour, im on the tractor" in reply to a reminder puts it off, adding no task', () =>
    expect(
      readAt('can you remind me in an hour, im on the tractor', {
        ...NOTHING,
        pending: { about: 'follow_up', task: 'order net wrap' },
        current: { title: 'order net wrap', due: null },
      }),
    ).toEqual([{ kind: 'snooze', task: { by: 'context' }, until: null, minutes: 60 }]));

  it('"pick up the cake friday, the one that is lemon" keeps which one', () =>
    expect(titleOf('pick up the cake friday, the one that is lemon')).toContain('lemon'));

  it('a change to a task kept is not made a job by leaving its reason out', () =>
    expect(
      readAt('move the supplier calls from monday to tuesday from now on, mondays are delivery days', NOTHING, NEW_YORK)[0].kind,
    ).not.toBe('add_task'));
});

it('two jobs, then why: both are added (found talking to the app)', () =>
  expect(
    readAt('need to send the Lowe report by wed and book my CPD course before the end of the month, it fills up fast').map((i) => i.kind),
  ).toEqual(['add_task', 'add_task']));

describe('a change, then why', () => {
  it('"change the X to a day, reason" moves the task named', () =>
    expect(readAt("change the boat lift to dec 3rd, marina's shut till then", NOTHING, NEW_YORK)).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'boat lift' }, date: '2026-12-03', time: null },
    ]));

  it('"remove the \'X\' task please. Name said no." removes the task quoted', () =>
    expect(readAt("Remove the 'van hire' task please. Dana said no again.")).toEqual([
      { kind: 'remove', task: { by: 'words', words: 'van hire' } },
    ]));

  it('", they ...ed" after a job and its time is a reason', () =>
    expect(titleOf('ring the venue before fri, they double charged us')).toBe('Ring the venue'));
});
