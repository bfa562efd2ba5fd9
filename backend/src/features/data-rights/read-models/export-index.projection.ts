import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { FeatureRegistry } from '../../../platform/features/feature-registry';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce, SETTLED } from '../../../platform/projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { EXPORT_INDEX, type ExportIndexEntry, exportIndexEntryId } from './export-index-view';

export const EXPORT_INDEX_PROJECTION = 'data-rights-export-index';

/** A person's id as it appears as an actor (others are `system`, `stripe`, `operator:…`, `anonymous`). */
const PERSON_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The people an event is about or was caused by: the ones whose export shows it. */
export function peopleOf(event: RecordedEvent): string[] {
  const people = new Set(subjectsOf(event));
  if (PERSON_ID.test(event.metadata.actor)) people.add(event.metadata.actor);
  return [...people];
}

function subjectsOf(event: RecordedEvent): string[] {
  const data = (event.data ?? {}) as { userId?: unknown; user_id?: unknown };
  return [data.userId, data.user_id].filter((candidate): candidate is string => typeof candidate === 'string' && candidate !== '');
}

/**
 * Indexes every event of every feature by the people it concerns. An export used to scan the whole
 * log for one person's events, so its cost grew with everyone's data; with this index it reads the
 * person's streams only.
 */
@Injectable()
export class ExportIndexProjection implements Projection, OnModuleInit {
  readonly name = EXPORT_INDEX_PROJECTION;
  handles: readonly string[] = [];
  readonly collections = [EXPORT_INDEX];
  private readonly entries: ReadCollection<ExportIndexEntry>;
  private erasing = new Set<string>();
  private sharedPrefixes: readonly string[] = [];

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly runner: ProjectionRunner,
    private readonly features: FeatureRegistry,
  ) {
    this.entries = reads.collection<ExportIndexEntry>(EXPORT_INDEX, [{ fields: { userId: 1 } }]);
  }

  onModuleInit(): void {
    this.handles = this.features.eventTypes();
    this.erasing = new Set(this.features.erasingEventTypes());
    this.sharedPrefixes = this.features.sharedStreamPrefixes();
    this.runner.register(this);
  }

  apply(event: RecordedEvent): Promise<void> {
    if (this.erasing.has(event.type)) {
      // A deleted account exports nothing: its entries go with its other read models.
      return Promise.all(subjectsOf(event).map((userId) => this.entries.deleteMany({ userId }))).then(() => undefined);
    }
    const people = peopleOf(event);
    if (people.length === 0) return SETTLED;
    const shared = this.sharedPrefixes.some((prefix) => event.streamId.startsWith(prefix));
    const writes = people.map((userId) => {
      const id = shared ? exportIndexEntryId(userId, event.streamId, event.position) : exportIndexEntryId(userId, event.streamId);
      // An own stream is listed once, at the person's first event in it.
      return applyOnce(this.entries, id, event, (current) =>
        shared
          ? { userId, stream: event.streamId, position: event.position }
          : (current ?? { userId, stream: event.streamId, first: event.position }),
      );
    });
    return writes.length === 1 ? writes[0] : Promise.all(writes).then(() => undefined);
  }
}
