import type { JournalEntry } from '../types/journal-entry';

/**
 * What the person is doing with the journal (spec section 4, "Journal"). `auto` follows the
 * saved entry: it is shown when the day has one, and a day without one opens straight into an
 * empty editor. `editing` holds a draft the person has started.
 */
export type EditorState = {
  date: string | null;
  mode: 'auto' | 'editing';
  draft: string;
};

export type EditorAction =
  | { type: 'select'; date: string }
  | { type: 'edit'; entry: JournalEntry | null }
  | { type: 'change'; text: string }
  | { type: 'cancel'; entry: JournalEntry | null }
  | { type: 'saved'; date: string };

export function initialEditorState(date: string | null): EditorState {
  return { date, mode: 'auto', draft: '' };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'select':
      return initialEditorState(action.date);
    case 'edit':
      if (state.date === null) return state;
      return { ...state, mode: 'editing', draft: action.entry?.content ?? '' };
    case 'change':
      if (state.date === null) return state;
      return { ...state, mode: 'editing', draft: action.text };
    case 'cancel':
      // Cancel restores the saved content, or clears the selection if there never was any.
      return action.entry ? initialEditorState(state.date) : initialEditorState(null);
    case 'saved':
      // A save that lands after the person moved to another day leaves that day's draft alone.
      return action.date === state.date ? initialEditorState(state.date) : state;
  }
}

/** What the entry area shows, from the editor state and the day's entry as last loaded. */
export type EntryView =
  | { kind: 'no-selection' }
  | { kind: 'loading'; date: string }
  | { kind: 'viewing'; date: string; entry: JournalEntry }
  | { kind: 'editing'; date: string; draft: string; entry: JournalEntry | null };

/** `entry` is undefined while the day is still loading, null when it has no entry. */
export function entryView(state: EditorState, entry: JournalEntry | null | undefined): EntryView {
  if (state.date === null) return { kind: 'no-selection' };
  if (state.mode === 'editing') return { kind: 'editing', date: state.date, draft: state.draft, entry: entry ?? null };
  if (entry === undefined) return { kind: 'loading', date: state.date };
  if (entry === null) return { kind: 'editing', date: state.date, draft: '', entry: null };
  return { kind: 'viewing', date: state.date, entry };
}
