import { readAt as read } from './testing/read-at';

/**
 * Things people run together in one message to a chat: an appointment and a job, a job and the
 * clock of the person it is with. Wordings are our own.
 */

const titles = (said: string, zone?: string) =>
  read(said, undefined, zone).map((intent) => (intent.kind === 'add_task' ? intent.title : intent.kind));
const dues = (said: string, zone?: string) =>
  read(said, undefined, zone).map((intent) => (intent.kind === 'add_task' ? intent.due : intent.kind));

describe('an appointment at its day or hour, then "and" a job', () => {
  it('is two tasks, each at its own time', () => {
    expect(titles('pls add dentist thurs 2pm and pick up dry cleaning sat')).toEqual(['Dentist', 'Pick up dry cleaning']);
    expect(dues('pls add dentist thurs 2pm and pick up dry cleaning sat')).toEqual([
      '2026-11-12T14:00:00.000Z',
      '2026-11-14T12:00:00.000Z',
    ]);
    expect(titles('meeting with Jo at 3 and prepare the slides')).toEqual(['Meeting with Jo', 'Prepare the slides']);
  });

  it('stays one where what follows is no job of its own', () => {
    expect(titles('dinner tuesday and drinks after')).toEqual(['Dinner and drinks after']);
    expect(titles('call mum and dad at 6')).toEqual(['Call mum and dad']);
  });
});

describe('news that opens with "my" is no list asked for', () => {
  it('"my accountant wants the receipts by the 15th" shows no day', () => {
    expect(read('my accountant wants the receipts by the 15th')).toEqual([{ kind: 'unknown' }]);
  });

  it('"my week", "my friday?" and "my day tomorrow" still ask for the list', () => {
    expect(read('my week')).toEqual([{ kind: 'list', view: 'week', day: null }]);
    expect(read('my friday?')).toEqual([{ kind: 'list', view: 'day', day: '2026-11-13' }]);
    expect(read('my day tomorrow')).toEqual([{ kind: 'list', view: 'tomorrow', day: null }]);
  });
});

describe('one verb for two things, then a time for both', () => {
  it('"call the bank and the vet, both tomorrow" is a call for each', () => {
    expect(titles('call the bank and the vet, both tomorrow')).toEqual(['Call the bank', 'Call the vet']);
    expect(dues('call the bank and the vet, both tomorrow')).toEqual(['2026-11-12T12:00:00.000Z', '2026-11-12T12:00:00.000Z']);
  });

  it('an ask said after the time for both keeps its own', () => {
    const said = 'book flights to london and the hotel, both tomorrow, and email Priya by 5pm';
    expect(titles(said)).toEqual(['Book flights to london', 'Book the hotel', 'Email Priya']);
    expect(dues(said)).toEqual(['2026-11-12T12:00:00.000Z', '2026-11-12T12:00:00.000Z', '2026-11-11T17:00:00.000Z']);
    expect(titles('book flights and hotel both tomorrow and email Priya by 5pm')).toEqual(['Book flights', 'Book hotel', 'Email Priya']);
  });
});

describe('appointments listed, each at its day or hour', () => {
  it('"add: dentist fri 9, vet sat 10, mot mon" is three tasks', () => {
    expect(titles('add: dentist fri 9, vet sat 10, mot mon')).toEqual(['Dentist', 'Vet', 'Mot']);
    expect(dues('add: dentist fri 9, vet sat 10, mot mon')).toEqual([
      '2026-11-13T09:00:00.000Z',
      '2026-11-14T10:00:00.000Z',
      '2026-11-16T12:00:00.000Z',
    ]);
  });

  it('listed bare, they are offered together', () => {
    expect(read('vet sat 10, mot mon')).toEqual([
      {
        kind: 'unclear',
        understood: '"Vet", "Mot"',
        question: 'Shall I add them?',
        offer: [
          { kind: 'add_task', title: 'Vet', due: '2026-11-14T10:00:00.000Z', important: false, repeat: null },
          { kind: 'add_task', title: 'Mot', due: '2026-11-16T12:00:00.000Z', important: false, repeat: null },
        ],
      },
    ]);
  });
});
