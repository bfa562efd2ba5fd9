import { inViewOf, reminderOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** News said beside a time or beside a job: whose time it is, and which part is the job. Wordings are our own. */

const kinds = (...args: Parameters<typeof read>) => read(...args).map((intent) => intent.kind);
const FITTING = inViewOf('Dress fitting with Maya', '2026-11-13T14:00:00.000Z');

describe('news of the task in view with a new time in it', () => {
  it('someone running late, or the task needing another day, moves the task in view', () => {
    expect(read('hes stuck in traffic, 2:30', FITTING)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '14:30' },
    ]);
    expect(read('needs to be tuesday the 17th', FITTING)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-17', time: null },
    ]);
    expect(read('printers need it by the 16th actually', inViewOf('Send the menu to the printers', '2026-11-18T12:00:00.000Z'))).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-16', time: null },
    ]);
  });

  it('a reason, then "so" and an hour alone, keeps the task on its own day', () => {
    expect(read('school lets out at 3 so 3:45', FITTING)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: null, time: '15:45' },
    ]);
  });

  it('a job of its own, an appointment named, or nothing in view is still a new task', () => {
    expect(kinds('ring her at 5', FITTING)).not.toContain('reschedule');
    expect(read('optician thurs 11am', FITTING)[0]).toMatchObject({ kind: 'add_task', title: 'Optician' });
    expect(kinds('hes stuck in traffic, 2:30')).not.toContain('reschedule');
    // Another thing's news, what someone could do, and a place's hours move nothing.
    expect(kinds('the plumber pushed it to monday', FITTING)).not.toContain('reschedule');
    expect(kinds('she could do 4', FITTING)).not.toContain('reschedule');
    expect(kinds('they shut at 5:30', FITTING)).not.toContain('reschedule');
    // An occasion's day, someone else's hour, or a span is no new time for the task.
    expect(kinds("he's 40 on friday", FITTING)).not.toContain('reschedule');
    expect(kinds("she's at the dentist at 3", FITTING)).not.toContain('reschedule');
    expect(kinds("it's a 2 hour drive", FITTING)).not.toContain('reschedule');
    expect(kinds('the school finishes at 2 so 1:30', inViewOf('Pick up Ollie', '2026-11-11T17:00:00.000Z'))).not.toContain('reschedule');
  });

  it('a day taken back is left to the readers of corrections, and a reminder waiting is not moved by news alone', () => {
    expect(kinds('needs to be the 17th not the 18th', FITTING)).not.toContain('add_task');
    expect(kinds('she cant make it today', reminderOf('Dress fitting with Maya'))).not.toContain('add_task');
  });
});

describe('one job with why, or by when, beside it', () => {
  it('the reason is left out and the job keeps its own time', () => {
    expect(read('order 40 name badges tmrw, the conference is sat')).toEqual([
      { kind: 'add_task', title: 'Order 40 name badges', due: '2026-11-12T12:00:00.000Z', important: false, repeat: null },
    ]);
    expect(read('sign the nursery consent form tonight at 8, it has to be back friday')[0]).toMatchObject({
      kind: 'add_task',
      title: 'Sign the nursery consent form',
      due: '2026-11-11T20:00:00.000Z',
    });
    expect(read('renew the first aid cert, mine runs out in january')[0]).toMatchObject({
      kind: 'add_task',
      title: 'Renew the first aid cert',
      due: null,
    });
  });

  it('a deadline or a day said in a part of its own is the job’s', () => {
    expect(read('get the boiler serviced before the tenants arrive, need it by 24th')[0]).toMatchObject({
      kind: 'add_task',
      title: 'Get the boiler serviced before the tenants arrive',
      due: '2026-11-24T12:00:00.000Z',
    });
    expect(read('book the fridge repair, the engineer is free tomorrow')[0]).toMatchObject({
      kind: 'add_task',
      title: 'Book the fridge repair',
    });
    expect(read('excuse typos - buy more bin bags fri')[0]).toMatchObject({ kind: 'add_task', title: 'Buy more bin bags' });
  });

  it('choices still open, changes to kept tasks and jobs that only point are not read so', () => {
    expect(kinds('monday or tuesday, call the landlord')).not.toContain('add_task');
    expect(kinds('cancel Priya, she has flu')).not.toContain('add_task');
    expect(kinds('phone the garage, the thing')).not.toContain('add_task');
    expect(kinds("I'll text him later, he's in a meeting")).not.toContain('add_task');
  });

  it('a reason that may say the job is not needed, or says no when, leaves the whole to be asked about', () => {
    expect(kinds("call the plumber, the leak's stopped on its own")).not.toContain('add_task');
    expect(kinds("book the restaurant, tom's booked it")).not.toContain('add_task');
    expect(kinds('get petrol, tank is full')).not.toContain('add_task');
    expect(kinds("bring an umbrella, it's sunny all week")).not.toContain('add_task');
  });

  it('a reason that says the thing is in a bad way presses the job, which is added', () => {
    expect(kinds('book the fridge repair, its leaking again')).toEqual(['add_task']);
  });
});
