import { useReducer, useState } from 'react';

import { editorReducer, initialEditorState } from '../utils/entry-editor-state';
import { isDateKey, todayKey } from '../utils/journal-dates';
import { shiftStrip, stripStartEndingOn, stripStartShowing } from '../utils/journal-strip';

/**
 * The journal's local state: which ten days are in view, which day is chosen and what is
 * being typed for it. Today is chosen on load, at the end of the strip (spec section 4), and
 * nothing later can be shown or chosen: a journal is of days that have happened.
 */
export function useJournalSelection() {
  const [today] = useState(() => todayKey());
  const [stripStart, setStripStart] = useState(() => stripStartEndingOn(today));
  const [editor, dispatch] = useReducer(editorReducer, today, initialEditorState);

  /** Chooses a day, bringing it into view; false when the value is not a real date or is after today. */
  const select = (date: string): boolean => {
    if (!isDateKey(date) || date > today) return false;
    setStripStart((start) => stripStartShowing(date, start));
    dispatch({ type: 'select', date });
    return true;
  };

  const shift = (direction: -1 | 1) => setStripStart((start) => shiftStrip(start, direction, today));

  return { today, stripStart, editor, dispatch, select, shift };
}
