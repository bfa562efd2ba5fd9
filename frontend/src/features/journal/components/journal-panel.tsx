import { useEffect, useMemo, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-context';

import { useJournalEntries } from '../api/get-journal-entries';
import { useJournalEntry } from '../api/get-journal-entry';
import { useSaveJournalEntry } from '../api/save-journal-entry';
import { useJournalSelection } from '../hooks/use-journal-selection';
import { entryView } from '../utils/entry-editor-state';
import { longDayLabel } from '../utils/day-labels';
import { journalMessages } from '../utils/journal-messages';
import { stripRange } from '../utils/journal-strip';
import { DayStrip } from './day-strip';
import { EntryContent } from './entry-content';
import { EntryEditor } from './entry-editor';
import { JournalNotice } from './journal-notice';

/** The Journal tab: the strip of days and the entry of the chosen day. */
export function JournalPanel() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { today, stripStart, editor, dispatch, select, shift } = useJournalSelection();
  const [focusEditor, setFocusEditor] = useState(false);
  const entries = useJournalEntries(userId, stripRange(stripStart));
  const day = useJournalEntry(userId, editor.date);
  const save = useSaveJournalEntry(userId);

  const datesWithEntries = useMemo(() => new Set((entries.data ?? []).map((entry) => entry.date)), [entries.data]);
  const view = entryView(editor, day.data);
  const dayFailed = view.kind === 'loading' && day.isError;
  // Journal save needs a selected day and a user (spec section 5).
  const canSave = editor.date !== null && userId !== '';
  const editButton = useRef<HTMLButtonElement>(null);
  const previousKind = useRef(view.kind);

  // Saving or cancelling removes the focused text box; keyboard users land back on Edit.
  useEffect(() => {
    if (previousKind.current === 'editing' && view.kind === 'viewing' && document.activeElement === document.body)
      editButton.current?.focus();
    previousKind.current = view.kind;
  }, [view.kind]);

  const pick = (date: string) => {
    setFocusEditor(false);
    if (!select(date)) notify.error(journalMessages.selectDateFailed);
  };

  const saveDraft = () => {
    if (view.kind !== 'editing' || !canSave) return;
    save.mutate({ date: view.date, entry: view.draft }, { onSuccess: (entry) => dispatch({ type: 'saved', date: entry.date }) });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <DayStrip
          start={stripStart}
          today={today}
          selected={editor.date}
          datesWithEntries={datesWithEntries}
          onSelect={pick}
          onShift={shift}
        />
        {/* One message per failure: when the chosen day failed too, its notice (below) retries both. */}
        {entries.isError && !dayFailed && (
          <p role="alert" className="flex flex-wrap items-center gap-x-2 text-small text-danger">
            {journalMessages.loadEntriesFailed}
            <button
              type="button"
              onClick={() => void entries.refetch()}
              className="font-medium underline underline-offset-2 hover:text-danger-hover"
            >
              Try Again
            </button>
          </p>
        )}
      </div>

      <section aria-labelledby="journal-entry-heading" className="flex flex-col gap-4 border-t border-line pt-5">
        {view.kind === 'no-selection' ? (
          <>
            <h2 id="journal-entry-heading" className="sr-only">
              Journal entry
            </h2>
            <JournalNotice tone="empty">{journalMessages.noSelection}</JournalNotice>
          </>
        ) : (
          <>
            <div className="flex min-h-9 items-center justify-between gap-3">
              <h2 id="journal-entry-heading" className="text-body font-semibold text-ink">
                {longDayLabel(view.date)}
                {view.date === today && <span className="ml-2 text-small font-normal text-ink-muted">Today</span>}
              </h2>
              {view.kind === 'viewing' && (
                <Button
                  ref={editButton}
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setFocusEditor(true);
                    dispatch({ type: 'edit', entry: view.entry });
                  }}
                >
                  Edit
                </Button>
              )}
            </div>
            {dayFailed ? (
              <JournalNotice
                tone="error"
                onRetry={() => {
                  void day.refetch();
                  if (entries.isError) void entries.refetch();
                }}
                retrying={day.isFetching}
              >
                {journalMessages.loadEntryFailed}
              </JournalNotice>
            ) : view.kind === 'loading' ? (
              <JournalNotice tone="loading">Loading entry...</JournalNotice>
            ) : view.kind === 'viewing' ? (
              <EntryContent entry={view.entry} />
            ) : (
              <EntryEditor
                date={view.date}
                draft={view.draft}
                saving={save.isPending}
                canSave={canSave}
                focus={focusEditor}
                onChange={(text) => dispatch({ type: 'change', text })}
                onSave={saveDraft}
                onCancel={() => {
                  setFocusEditor(false);
                  dispatch({ type: 'cancel', entry: day.data ?? null });
                }}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
