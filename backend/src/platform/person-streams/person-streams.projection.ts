import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '../event-store/event-envelope';
import { FeatureRegistry } from '../features/feature-registry';
import type { Projection } from '../projections/projection';
import { ProjectionRunner } from '../projections/projection-runner';
import { applyOnce, SETTLED } from '../projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../read-store/read-store.port';
import { PERSON_STREAM_ENTRIES, type PersonStreamEntry, personStreamEntryId } from './person-stream-entry';

export const PERSON_STREAMS_PROJECTION = 'person-streams';

/** A person's id as it appears as an actor (others are `system`, `stripe`, `operator:…`, `anonymous`). */
const PERSON_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The people an event is about: its owner by the data's `userId` / `user_id`. */
export function subjectsOf(event: RecordedEvent): string[] {
  const data = (event.data ?? {}) as { userId?: unknown; user_id?: unknown };
  return [...new Set([data.userId, data.user_id])].filter(
    (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
  );
}

/** The people an event is about or was caused by. */
export function peopleOf(event: RecordedEvent): string[] {
  const people = new Set(subjectsOf(event));
  if (PERSON_ID.test(event.metadata.actor)) people.add(event.metadata.actor);
  return [...people];
}

/**
 * The one index of every event of every feature by the people it concerns, so that whatever
 * reads one person's events (their export, the console's account history) reads their streams and
 * not the whole log. Event types and shared streams come from the feature registry at start; the
 * platform knows no feature by name.
 */
@Injectable()
export class PersonStreamsProjection implements Projection, OnModuleInit {
  readonly name = PERSON_STREAMS_PROJECTION;
  handles: readonly string[] = [];
  readonly collections = [PERSON_STREAM_ENTRIES];
  private readonly entries: ReadCollection<PersonStreamEntry>;
  private erasing = new Set<string>();
  private sharedPrefixes: readonly string[] = [];

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly runner: ProjectionRunner,
    private readonly features: FeatureRegistry,
  ) {
    this.entries = reads.collection<PersonStreamEntry>(PERSON_STREAM_ENTRIES, [{ fields: { userId: 1 } }]);
  }

  onModuleInit(): void {
    this.handles = this.features.eventTypes();
    this.erasing = new Set(this.features.erasingEventTypes());
    this.sharedPrefixes = this.features.sharedStreamPrefixes();
    this.runner.register(this);
  }

  apply(event: RecordedEvent): Promise<void> {
    const subjects = subjectsOf(event);
    if (this.erasing.has(event.type)) {
      // A deleted account's entries go with its other read models; its events stay, shredded.
      return Promise.all(subjects.map((userId) => this.entries.deleteMany({ userId }))).then(() => undefined);
    }
    const people = peopleOf(event);
    if (people.length === 0) return SETTLED;
    const shared = this.sharedPrefixes.some((prefix) => event.streamId.startsWith(prefix));
    const writes = people.map((userId) => {
      const subject = subjects.includes(userId);
      if (shared) {
        const id = personStreamEntryId(userId, event.streamId, event.position);
        return applyOnce(this.entries, id, event, () => ({ userId, stream: event.streamId, position: event.position, subject }));
      }
      // An own stream is listed once, from the person's first event in it; it becomes theirs as a
      // subject at the first event that names them.
      return applyOnce(this.entries, personStreamEntryId(userId, event.streamId), event, (current) =>
        current ? { ...current, subject: current.subject || subject } : { userId, stream: event.streamId, first: event.position, subject },
      );
    });
    return writes.length === 1 ? writes[0] : Promise.all(writes).then(() => undefined);
  }
}
