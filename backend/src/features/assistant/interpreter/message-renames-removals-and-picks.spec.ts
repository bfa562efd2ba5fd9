import type { ConversationState } from './intent';
import { inViewOf, listOf } from './testing/conversations';
import { readAt as read } from './testing/read-at';

/** New words for the task in view, removals beside what others do, "fr" said last, and options picked by a spelt hour. Wordings are our own. */

describe('new words for the task in view', () => {
  it('"change it to" words opening as the old title does renames it', () => {
    expect(read('change it to grade the essays + the lab reports', inViewOf('Grade the essays'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Grade the essays + the lab reports' },
    ]);
  });

  it('"change it to" a short phrase stays asked about', () => {
    expect(read('change it to grade 5', inViewOf('Grade the essays'))[0].kind).not.toBe('rename');
  });

  it('"nah call it …" renames', () => {
    expect(read('nah call it print the heat sheets + start list', inViewOf('Print the start list'))).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Print the heat sheets + start list' },
    ]);
  });

  it('"retitle 2 - …" renames the second item', () => {
    expect(read('retitle 2 - book Tom to accompany the spring concert', listOf('Ring the tuner', 'Book the accompanist'))).toEqual([
      { kind: 'rename', task: { by: 'number', number: 2 }, title: 'Book Tom to accompany the spring concert' },
    ]);
  });
});

describe('the task in view let go of', () => {
  it('"nvm cancel" beside others doing it removes it', () => {
    expect(read('nvm cancel, the parents are making them', inViewOf('Order the panto costumes'))).toEqual([
      { kind: 'remove', task: { by: 'context' } },
    ]);
  });

  it('"no cancel that fr" removes it', () => {
    expect(read('no cancel that fr', inViewOf('Send the weekly emails'))).toEqual([{ kind: 'remove', task: { by: 'context' } }]);
  });
});

describe('an option picked by an hour spelt out or said with "fr"', () => {
  const asked = (question: string, options: string[]): ConversationState => ({
    pending: { about: 'other', question, options },
    current: null,
    listed: [],
  });

  it.each([
    ['nine suits me better', 2],
    ['9 fr, 8 is brutal', 2],
    ['eight pls', 1],
  ])('%s', (said, pick) => {
    expect(read(said, asked('Morning plan at 8 or 9?', ['8', '9']))).toEqual([expect.objectContaining({ kind: 'answer', pick })]);
  });
});

describe('a change asked for politely', () => {
  const view = inViewOf('Phone the union rep');
  it('"can you change that to: …" renames', () => {
    expect(read('can you change that to: phone the GMB rep re the Hughes grievance', view)).toEqual([
      { kind: 'rename', task: { by: 'context' }, title: 'Phone the GMB rep re the Hughes grievance' },
    ]);
  });

  it('"please change it to Thursday by the same time" is no new name', () => {
    expect(read('please change it to Thursday by the same time', view)[0].kind).not.toBe('rename');
  });

  it('"could you change that to friday" moves it', () => {
    expect(read('could you change that to friday', view)).toEqual([
      { kind: 'reschedule', task: { by: 'context' }, date: '2026-11-13', time: null },
    ]);
  });
});
