import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { resolveRange } from '../domain/journal-dates';
import { withLine } from '../domain/journal-rules';
import { JOURNAL_ENTRIES, type JournalEntry, type JournalEntryView } from '../read-models/journal-entry-view';

export class FetchJournalQuery extends Query<JournalEntry[]> {
  /** Dates as the client sent them; empty ones count as not sent. */
  constructor(
    readonly userId: string,
    readonly startDate?: string,
    readonly endDate?: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

/** The caller's entries in the range, oldest first; days without an entry are simply absent. */
@QueryHandler(FetchJournalQuery)
export class FetchJournalHandler implements IQueryHandler<FetchJournalQuery> {
  private readonly entries: ReadCollection<JournalEntryView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly cipher: PersonalDataCipher,
  ) {
    this.entries = reads.collection<JournalEntryView>(JOURNAL_ENTRIES);
  }

  async execute({ userId, startDate, endDate, now }: FetchJournalQuery): Promise<JournalEntry[]> {
    const range = resolveRange(startDate || undefined, endDate || undefined, now);
    const views = await this.entries.find({ userId, date: { $gte: range.start, $lte: range.end } }, { sort: { date: 1 } });
    const entries: JournalEntry[] = [];
    for (const view of views) {
      const saved = view.content ? await this.cipher.decrypt(userId, view.content) : '';
      // null: the user's key was destroyed, so the entry no longer exists for anyone.
      if (saved === null) continue;
      let content = saved;
      for (const sealed of view.lines ?? []) {
        const line = await this.cipher.decrypt(userId, sealed);
        if (line !== null) content = withLine(content, line);
      }
      entries.push({ id: view._id, date: view.date, content });
    }
    return entries;
  }
}
