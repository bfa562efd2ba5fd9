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
  apply(event: RecordedEvent): Promise<void> | void;
}

export interface ProjectionStatus {
  name: string;
  position: number;
  /** `following`: an API instance reading the checkpoints another process (the projector) writes. */
  state: 'catching-up' | 'live' | 'following' | 'stopped';
  /** Set when the projection stopped on an event it could not apply. */
  failure?: { position: number; eventType: string; message: string };
}
