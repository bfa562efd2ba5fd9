import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '../event-store/event-envelope';
import { FeatureRegistry } from '../features/feature-registry';
import type { Projection } from '../projections/projection';
import { ProjectionRunner } from '../projections/projection-runner';
import { LiveStreams } from './live-streams';

/**
 * Names, for each event about a person, the live read models it changes (as the features declare
 * them), and tells that person's open screens in this process; ends the streams of a session that
 * ended. Runs in every instance from the head of the log (names only, never data).
 */
@Injectable()
export class LiveChangesProjection implements Projection, OnModuleInit {
  readonly name = 'live-changes';
  readonly collections: readonly string[] = [];
  readonly everyInstance = true;
  handles: readonly string[] = [];
  private modelsByType = new Map<string, string[]>();
  private sessionEnds = new Map<string, (data: Record<string, unknown>) => string>();

  constructor(
    private readonly registry: FeatureRegistry,
    private readonly runner: ProjectionRunner,
    private readonly live: LiveStreams,
  ) {}

  onModuleInit(): void {
    // Every feature's providers exist before any init hook runs, so the declarations are all there.
    this.modelsByType = this.registry.liveModelsByEventType();
    this.sessionEnds = this.registry.sessionEndingEventTypes();
    this.handles = [...new Set([...this.modelsByType.keys(), ...this.sessionEnds.keys()])];
    this.runner.register(this);
  }

  apply(event: RecordedEvent): void {
    const data = event.data as Record<string, unknown> | null;
    const endsSession = this.sessionEnds.get(event.type);
    if (endsSession && data) this.live.sessionEnded(endsSession(data));
    // A notice only: an event without its owner (a malformed one) is passed over rather than stopping
    // every instance's notices; the read model that owns it reports the fault.
    const models = this.modelsByType.get(event.type);
    if (models && typeof data?.userId === 'string') this.live.changed(data.userId, models, event.position);
  }
}
