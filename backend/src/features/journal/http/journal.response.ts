import { ApiProperty } from '@nestjs/swagger';
import type { JournalEntry } from '../read-models/journal-entry-view';

/** Response shapes, for the API documentation. */
export class JournalEntryResponse implements JournalEntry {
  @ApiProperty({ description: 'The user id and the date', example: '0b6f3c1e-8a6f-4a7b-9f0e-2f1d3c4b5a69-2025-01-05' }) id!: string;
  @ApiProperty({ example: '2025-01-05' }) date!: string;
  @ApiProperty() content!: string;
}

export class JournalListResponse {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: [JournalEntryResponse], description: 'Oldest first; days without an entry are absent' })
  data!: JournalEntryResponse[];
}

class SavedEntryId {
  @ApiProperty() id!: string;
}

export class JournalSavedResponse {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: SavedEntryId }) data!: SavedEntryId;
}
