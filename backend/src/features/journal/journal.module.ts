import { Module } from '@nestjs/common';
import { AppendJournalLineHandler } from './commands/append-journal-line.command';
import { SaveJournalEntryHandler } from './commands/save-journal-entry.command';
import { JournalHttpController } from './http/journal.http.controller';
import { FetchJournalHandler } from './queries/fetch-journal.query';
import { JournalProjection } from './read-models/journal.projection';
import { featureProvider } from '../../platform/features/feature-declaration';
import { journalFeature } from './journal.feature';

/** One encrypted entry per person per day. */
@Module({
  controllers: [JournalHttpController],
  providers: [featureProvider(journalFeature), JournalProjection, SaveJournalEntryHandler, AppendJournalLineHandler, FetchJournalHandler],
})
export class JournalModule {}
