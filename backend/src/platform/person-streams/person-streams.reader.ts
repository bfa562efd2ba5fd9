import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadCollection, type ReadStore } from '../read-store/read-store.port';
import { PERSON_STREAM_ENTRIES, type PersonStreamEntry, entryPosition } from './person-stream-entry';

/** Reads the per-person stream index: where one person's events are in the log. */
@Injectable()
export class PersonStreams {
  private readonly entries: ReadCollection<PersonStreamEntry>;

  constructor(@Inject(READ_STORE) reads: ReadStore) {
    this.entries = reads.collection<PersonStreamEntry>(PERSON_STREAM_ENTRIES, [{ fields: { userId: 1 } }]);
  }

  /** Every place of the person's events, in the order they first appear in the log. */
  async of(userId: string): Promise<PersonStreamEntry[]> {
    return (await this.entries.find({ userId })).sort((a, b) => entryPosition(a) - entryPosition(b));
  }

  /** The places of events that name the person as their subject (what their account's history shows). */
  async about(userId: string): Promise<PersonStreamEntry[]> {
    return (await this.of(userId)).filter((entry) => entry.subject);
  }
}
