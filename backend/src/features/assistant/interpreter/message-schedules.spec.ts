import { withHourClocks } from './message-hour-clocks';
import { scheduledAsks } from './message-schedules';
import { readAt as read } from './testing/read-at';
import { reminderOf } from './testing/conversations';

/** A day's schedule, hours written as in much of the world, and a time said before its job. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
describe('a day, then its jobs each led by an hour', () => {
  it('given "thurs 9 skim the gutters at no 4, 1pm quote for the Patels, 4 invoice run" -> three jobs on thursday', () => {
    expect(read('thurs 9 skim the gutters at no 4, 1pm quote for the Patels, 4 invoice run')).toEqual([
      { kind: 'add_task', title: 'Skim the gutters at no 4', due: '2026-11-12T09:00:00.000Z', important: false, repeat: null },
      { kind: 'add_task', title: 'Quote for the Patels', due: '2026-11-12T13:00:00.000Z', important: false, repeat: null },
      { kind: 'add_task', title: 'Invoice run', due: '2026-11-12T16:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given a later day inside the schedule and a job with no hour -> each on its own day, the last with none', () => {
    expect(read('today 17h pick up the keys, friday 10 survey at Elm Road, and order more dust sheets')).toEqual([
      { kind: 'add_task', title: 'Pick up the keys', due: '2026-11-11T17:00:00.000Z', important: false, repeat: null },
      { kind: 'add_task', title: 'Survey at Elm Road', due: '2026-11-13T10:00:00.000Z', important: false, repeat: null },
      { kind: 'add_task', title: 'Order more dust sheets', due: null, important: false, repeat: null },
    ]);
  });

  it('given the morning said with the first hour only -> the later hour keeps to the afternoon', () => {
    expect(read('tomorrow morning at 10 ring the surveyor, then at like 3 send Mo the plans')).toEqual([
      { kind: 'add_task', title: 'Ring the surveyor', due: '2026-11-12T10:00:00.000Z', important: false, repeat: null },
      { kind: 'add_task', title: 'Send Mo the plans', due: '2026-11-12T15:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given three bare hours each leading a job, with no verb -> three jobs, running forward through the day', () => {
    expect(read('fri 8 skip swap at plot 9, 11 site meeting w the QS, 2 handover plot 12')).toEqual([
      { kind: 'add_task', title: 'Skip swap at plot 9', due: '2026-11-13T08:00:00.000Z', important: false, repeat: null },
      { kind: 'add_task', title: 'Site meeting w the QS', due: '2026-11-13T11:00:00.000Z', important: false, repeat: null },
      { kind: 'add_task', title: 'Handover plot 12', due: '2026-11-13T14:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given a dictated schedule with "um", "uh" and an o\'clock -> the jobs, the fillers gone', () => {
    expect(read('um so friday 9 fit the worktops at no 6, then 1 oclock measure up in Hove, and uh gotta get sealant')).toEqual([
      { kind: 'add_task', title: 'Fit the worktops at no 6', due: '2026-11-13T09:00:00.000Z', important: false, repeat: null },
      { kind: 'add_task', title: 'Measure up in Hove', due: '2026-11-13T13:00:00.000Z', important: false, repeat: null },
      { kind: 'add_task', title: 'Get sealant', due: null, important: false, repeat: null },
    ]);
  });

  it.each(['fri 2 coffees, 1 tea, 3 cakes', 'thurs 5 pallets, 6 bags of sand, 2 skips'])(
    'given counted things %p -> not a schedule',
    (text) => {
      expect(scheduledAsks(text)).toBeNull();
    },
  );

  it.each(['tomorrow at 3, 4 boxes to the depot', 'friday 10 or 11, whichever suits', 'tomorrow at 9 call the bank'])(
    'given %p -> not a schedule',
    (text) => {
      expect(scheduledAsks(text)).toBeNull();
    },
  );
});

describe('a time said first, then a comma, then the job', () => {
  it.each([
    ['Tomorrow at 9am, call the bank.', '2026-11-12T09:00:00.000Z', null],
    ['Every Tuesday at 8:30am, call the bank.', '2026-11-17T08:30:00.000Z', { every: 'week', interval: 1 }],
    ['On the 20th of every month, call the bank.', '2026-11-20T12:00:00.000Z', { every: 'month', interval: 1 }],
  ])('given %p -> the job at that time, not a snooze of nothing', (text, due, repeat) => {
    expect(read(text)).toEqual([{ kind: 'add_task', title: 'Call the bank', due, important: false, repeat }]);
  });
});

describe('an hour written with an h', () => {
  it.each([
    ['tomorrow 15h', 'tomorrow 15:00'],
    ['at 9h30 sharp', 'at 9:30 sharp'],
    ['every monday 8h send the rota', 'every monday 8:00 send the rota'],
    ['friday 9 uhr', 'friday 9:00'],
    ['thursday 14h-16h', 'thursday 14:00-16:00'],
  ])('given %p -> a clock (%p)', (text, clock) => {
    expect(withHourClocks(text)).toBe(clock);
  });

  it.each(['snooze 2h', 'in 3h', 'later pls, like 1h', 'did a 12h shift', '48h', 'client call rn, 1h', 'slept 8h'])(
    'given %p -> a span, as said',
    (text) => {
      expect(withHourClocks(text)).toBe(text);
    },
  );

  it('given "tonight 21h" after a reminder -> the reminder put off to 21:00', () => {
    expect(read('tonight 21h', reminderOf('Send the quote'))).toEqual([
      { kind: 'snooze', task: { by: 'context' }, until: '2026-11-11T21:00:00.000Z', minutes: null },
    ]);
  });
});
