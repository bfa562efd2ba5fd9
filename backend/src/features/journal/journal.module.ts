import { Module } from '@nestjs/common';
import { SaveJournalEntryHandler } from './commands/save-journal-entry.command';
import { JournalHttpController } from './http/journal.http.controller';
import { FetchJournalHandler } from './queries/fetch-journal.query';
import { JournalProjection } from './read-models/journal.projection';

/** One encrypted entry per person per day. OwnUserGuard comes from the global AuthModule. */
@Module({
  controllers: [JournalHttpController],
  providers: [JournalProjection, SaveJournalEntryHandler, FetchJournalHandler],
})
export class JournalModule {}
