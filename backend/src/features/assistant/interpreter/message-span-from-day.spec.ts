import { readAt as read } from './testing/read-at';

/** A span counted from a day named rather than from today. Read on Wednesday 11 November 2026. Wordings are our own. */
describe('a span counted from a day named', () => {
  it.each([
    ['2 weeks from friday renew the van insurance', '2026-11-27T12:00:00.000Z'],
    ['renew the van insurance three days after tomorrow', '2026-11-15T12:00:00.000Z'],
    ['a week on monday renew the van insurance', '2026-11-23T12:00:00.000Z'],
  ])('given %p -> due on that day', (text, due) => {
    expect(read(text)).toEqual([{ kind: 'add_task', title: 'Renew the van insurance', due, important: false, repeat: null }]);
  });
});

describe('a task moved by name after a remark', () => {
  it('given "ugh friday is packed, push the stock count to monday" -> the stock count moved', () => {
    expect(read('ugh friday is packed, push the stock count to monday')).toEqual([
      { kind: 'reschedule', task: { by: 'words', words: 'stock count' }, date: '2026-11-16', time: null },
    ]);
  });
});
