import { normaliseTaskNotes } from './task-notes';

const counter = () => {
  let n = 0;
  return () => `gen-${(n += 1)}`;
};

describe('normaliseTaskNotes', () => {
  it('turns an object of date to text into the list shape, oldest first', () => {
    expect(normaliseTaskNotes({ '2025-01-06': ' Sent it ', '2025-01-05': 'Drafted it' }, counter())).toEqual([
      { id: 'gen-2', date: '2025-01-05', text: 'Drafted it' },
      { id: 'gen-1', date: '2025-01-06', text: 'Sent it' },
    ]);
  });

  it('keeps the ids of the list shape and makes up missing ones', () => {
    expect(
      normaliseTaskNotes(
        [
          { id: 7, date: '2025-01-06T10:00:00Z', text: 'Called' },
          { date: '2025-01-05', text: 'Emailed' },
        ],
        counter(),
      ),
    ).toEqual([
      { id: 'gen-1', date: '2025-01-05', text: 'Emailed' },
      { id: '7', date: '2025-01-06T10:00:00Z', text: 'Called' },
    ]);
  });

  it('treats no updates as an empty list', () => {
    expect(normaliseTaskNotes(undefined)).toEqual([]);
    expect(normaliseTaskNotes(null)).toEqual([]);
    expect(normaliseTaskNotes({})).toEqual([]);
  });

  it('refuses malformed updates with a sentence saying which and why', () => {
    expect(() => normaliseTaskNotes({ tomorrow: 'x' })).toThrow('The update for tomorrow needs a date such as 2025-01-05.');
    expect(() => normaliseTaskNotes([{ date: '2025-01-05', text: '' }])).toThrow('Update 1 needs some text.');
    expect(() => normaliseTaskNotes([{ date: '2025-01-05', text: 'x', mood: 'good' }])).toThrow(
      'Update 1 may only have id, date and text (not mood).',
    );
    expect(() => normaliseTaskNotes(['text'])).toThrow('Update 1 must be an object with date and text.');
    expect(() =>
      normaliseTaskNotes([
        { id: 'a', date: '2025-01-05', text: 'x' },
        { id: 'a', date: '2025-01-06', text: 'y' },
      ]),
    ).toThrow('Each update needs its own id.');
    expect(() => normaliseTaskNotes('notes' as never)).toThrow('updates must be a list');
    expect(() => normaliseTaskNotes(Array.from({ length: 101 }, () => ({ date: '2025-01-05', text: 'x' })))).toThrow('at most 100 updates');
  });
});
