import { readAt as read } from './testing/read-at';
import { inViewOf, listOf } from './testing/conversations';
import { withSelfCorrections } from './message-self-corrections';

/** Words taken back as they are said, and other kinds of this round. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
describe('a day or an hour taken back mid-sentence', () => {
  it.each([
    ['ring the glazier on monday no tuesday', 'ring the glazier on tuesday'],
    ['at 4 no 5 call the printer', 'at 5 call the printer'],
    ['thursday no wait friday at 11', 'friday at 11'],
    ['quarter past nine sorry ten', 'ten'],
    ['meet Ola at 2 i mean 3', 'meet Ola at 3'],
  ])('given %p -> %p', (text, settled) => {
    expect(withSelfCorrections(text)).toBe(settled);
  });

  it.each(['at 3 no rush', 'monday no way I can do it', 'no, 5pm', 'tuesday, no problem'])('given %p -> left as said', (text) => {
    expect(withSelfCorrections(text)).toBe(text);
  });

  it('given "email the surveyor tomorrow sorry friday at 10" -> due friday at 10', () => {
    expect(read('email the surveyor tomorrow sorry friday at 10')).toEqual([
      { kind: 'add_task', title: 'Email the surveyor', due: '2026-11-13T10:00:00.000Z', important: false, repeat: null },
    ]);
  });
});

describe('days and places said in words', () => {
  it('given "push the Okafor quote to the fifth" -> moved to 5 December', () => {
    expect(read('push the Okafor quote to the fifth')).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'okafor quote' }, date: '2026-12-05', time: null },
    ]);
  });

  it('given "please delete the third item" with a list -> the third removed', () => {
    expect(read('please delete the third item', listOf('Call Jo', 'Pay Ann', 'Book van'))).toEqual([
      { kind: 'remove', task: { by: 'number', number: 3 } },
    ]);
  });

  it('given "the second one is done" with a list -> the second done', () => {
    expect(read('the second one is done', listOf('Call Jo', 'Pay Ann'))).toEqual([{ kind: 'complete', task: { by: 'number', number: 2 } }]);
  });
});

describe('thinking aloud, not asking', () => {
  it.each(['need to think about the Dalston lease', 'have a think about the spring menu'])('given %p -> asked, not saved', (text) => {
    expect(read(text).map((intent) => intent.kind)).toEqual(['unclear']);
  });

  it.each(['three quotes chased before nine, I need to breathe', 'I just want to lie down'])('given %p -> no task', (text) => {
    expect(read(text, inViewOf('Call Jo')).map((intent) => intent.kind)).not.toContain('add_task');
  });
});
