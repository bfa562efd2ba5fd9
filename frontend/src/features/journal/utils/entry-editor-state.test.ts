import { describe, expect, it } from 'vitest';

import type { JournalEntry } from '../types/journal-entry';
import { editorReducer, entryView, initialEditorState, type EditorAction, type EditorState } from './entry-editor-state';

const saved: JournalEntry = { id: 'u1-2025-01-05', date: '2025-01-05', content: 'Chose the yearly plan.' };

function run(state: EditorState, ...actions: EditorAction[]): EditorState {
  return actions.reduce(editorReducer, state);
}

describe('journal entry editor (spec section 4)', () => {
  it('selects today on load and shows its saved entry', () => {
    const state = initialEditorState('2025-01-05');
    expect(entryView(state, saved)).toEqual({ kind: 'viewing', date: '2025-01-05', entry: saved });
  });

  it('waits while the day loads', () => {
    expect(entryView(initialEditorState('2025-01-05'), undefined)).toEqual({ kind: 'loading', date: '2025-01-05' });
  });

  it('opens a day without an entry directly in edit mode with empty content', () => {
    expect(entryView(initialEditorState('2025-01-06'), null)).toEqual({ kind: 'editing', date: '2025-01-06', draft: '', entry: null });
  });

  it('Edit moves viewing to editing with the saved text', () => {
    const state = run(initialEditorState('2025-01-05'), { type: 'edit', entry: saved });
    expect(entryView(state, saved)).toEqual({ kind: 'editing', date: '2025-01-05', draft: 'Chose the yearly plan.', entry: saved });
  });

  it('Cancel restores the saved content', () => {
    const state = run(
      initialEditorState('2025-01-05'),
      { type: 'edit', entry: saved },
      { type: 'change', text: 'Changed my mind' },
      { type: 'cancel', entry: saved },
    );
    expect(entryView(state, saved)).toEqual({ kind: 'viewing', date: '2025-01-05', entry: saved });
  });

  it('Cancel clears the selection when the entry was never saved', () => {
    const state = run(initialEditorState('2025-01-06'), { type: 'change', text: 'A first thought' }, { type: 'cancel', entry: null });
    expect(state.date).toBeNull();
    expect(entryView(state, null)).toEqual({ kind: 'no-selection' });
  });

  it('keeps a draft while the day refreshes, and shows the saved entry after saving', () => {
    let state = run(initialEditorState('2025-01-06'), { type: 'change', text: 'Draft' });
    expect(entryView(state, undefined)).toMatchObject({ kind: 'editing', draft: 'Draft' });
    state = run(state, { type: 'saved', date: '2025-01-06' });
    const stored = { ...saved, date: '2025-01-06', content: 'Draft' };
    expect(entryView(state, stored)).toEqual({ kind: 'viewing', date: '2025-01-06', entry: stored });
  });

  it('a save that lands after moving to another day leaves the new draft alone', () => {
    const state = run(
      initialEditorState('2025-01-06'),
      { type: 'change', text: 'First' },
      { type: 'select', date: '2025-01-03' },
      { type: 'change', text: 'Second' },
      { type: 'saved', date: '2025-01-06' },
    );
    expect(state).toEqual({ date: '2025-01-03', mode: 'editing', draft: 'Second' });
  });

  it('choosing another day drops the draft of the previous one', () => {
    const state = run(
      initialEditorState('2025-01-05'),
      { type: 'edit', entry: saved },
      { type: 'change', text: 'x' },
      { type: 'select', date: '2025-01-02' },
    );
    expect(state).toEqual({ date: '2025-01-02', mode: 'auto', draft: '' });
  });

  it('ignores editing with nothing selected', () => {
    const none = initialEditorState(null);
    expect(run(none, { type: 'edit', entry: saved }, { type: 'change', text: 'x' })).toEqual(none);
  });
});
