import type { RecordedEvent } from '../event-store/event-envelope';

/**
 * A read model builder. `apply` must be idempotent (the runner may deliver an event again after a
 * crash between the event and its checkpoint); `applyOnce` in read-model-writes.ts makes that easy.
 */
export interface Projection {
  readonly name: string;
  /** Event types this projection reads; the rest only move its checkpoint. */
  readonly handles: readonly string[];
  /** Collections it owns: emptied before a full rebuild. */
  readonly collections: readonly string[];
  /**
   * Runs in every process, API instances included (which otherwise follow the projector's
   * checkpoints), from where the log is when the process starts. For what each process keeps in
   * its own memory, such as a cache of data keys; such a projection owns no read model.
   */
  readonly everyInstance?: boolean;
  apply(event: RecordedEvent): Promise<void> | void;
}

export type ProjectionState =
  /** Replaying the log; its read models are incomplete. */
  | 'catching-up'
  /** Up to date and following new events. */
  | 'live'
  /** Its store cannot be reached: the same event is tried again, with growing pauses, until it can. */
  | 'retrying'
  /** It failed on an event it cannot apply; nothing after that event reaches it until it is fixed. */
  | 'stopped'
  /** Being emptied and replayed from the start by a rebuild. */
  | 'rebuilding'
  /** An API instance following the checkpoints of the projector, which reports the projection live. */
  | 'following'
  /** An API instance knows the projection but no projector has reported on it (added in a rolling deploy). */
  | 'unreported'
  /** The projector has not reported on it for a while: it is probably down. */
  | 'stale';

export interface ProjectionStatus {
  name: string;
  position: number;
  state: ProjectionState;
  /** Why it stopped or is retrying. */
  failure?: { position: number; eventType: string; message: string };
}

/**
 * States in which a request's answer does not wait for the projection: it is not going to catch up
 * soon. (While one is retrying, its store is down, and waiting ends at once for every projection.)
 */
export const NOT_WAITED_FOR: ReadonlySet<ProjectionState> = new Set(['stopped', 'rebuilding', 'catching-up', 'unreported', 'stale']);
