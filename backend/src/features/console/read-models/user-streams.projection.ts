import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { FeatureRegistry } from '../../../platform/features/feature-registry';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { USER_STREAM_ENTRIES, type UserStreamEntry, userStreamEntryId } from './user-streams-view';

function userOf(data: unknown): string | null {
  const record = (data ?? {}) as { userId?: unknown; user_id?: unknown };
  const id = record.userId ?? record.user_id;
  return typeof id === 'string' && id ? id : null;
}

/**
 * Indexes, per account, the streams that hold its history, so the console can show an account's
 * whole timeline without scanning the log. It reads every event type a feature declares as
 * concerning a person (FeatureRegistry), less those the feature keeps out of histories (page views,
 * which would grow without bound and say nothing an operator needs about the account).
 */
@Injectable()
export class UserStreamsProjection implements Projection, OnModuleInit {
  readonly name = 'console-user-stream-entries';
  handles: readonly string[] = [];
  readonly collections = [USER_STREAM_ENTRIES];
  private readonly entries: ReadCollection<UserStreamEntry>;
  private erasing = new Set<string>();
  private sharedPrefixes: readonly string[] = [];

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly runner: ProjectionRunner,
    private readonly features: FeatureRegistry,
  ) {
    this.entries = reads.collection<UserStreamEntry>(USER_STREAM_ENTRIES, [{ fields: { userId: 1 } }]);
  }

  onModuleInit(): void {
    this.handles = this.features.userEventTypes();
    this.erasing = new Set(this.features.erasingEventTypes());
    this.sharedPrefixes = this.features.sharedStreamPrefixes();
    this.runner.register(this);
  }

  apply(event: RecordedEvent): Promise<void> | void {
    const userId = userOf(event.data);
    if (!userId) return;
    // A deleted account's read models go with it; its events stay in the log, their personal data shredded.
    if (this.erasing.has(event.type)) return this.entries.deleteMany({ userId }).then(() => undefined);
    if (!this.features.inHistory(event.type, event.data as Record<string, unknown>)) return;
    // Streams that mix many people's events: only the person's own events are indexed, by position.
    const shared = this.sharedPrefixes.some((prefix) => event.streamId.startsWith(prefix));
    const position = shared ? event.position : undefined;
    const id = userStreamEntryId(userId, event.streamId, position);
    // An entry, once there, stays as it is: an own stream is listed once however many events it holds.
    return applyOnce(this.entries, id, event, (current) => current ?? { userId, stream: event.streamId, ...(shared ? { position } : {}) });
  }
}
