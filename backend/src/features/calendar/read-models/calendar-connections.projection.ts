import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { Projection } from '../../../platform/projections/projection';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { CALENDAR_EVENT_TYPES, type CalendarEvent } from '../domain/calendar.events';
import { CALENDAR_CONNECTIONS, type CalendarConnectionView } from './calendar-connection-view';

@Injectable()
export class CalendarConnectionsProjection implements Projection, OnModuleInit {
  readonly name = 'calendar-connections';
  readonly handles = CALENDAR_EVENT_TYPES;
  readonly collections = [CALENDAR_CONNECTIONS];
  private readonly connections: ReadCollection<CalendarConnectionView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly runner: ProjectionRunner,
  ) {
    this.connections = reads.collection<CalendarConnectionView>(CALENDAR_CONNECTIONS, [{ fields: { connected: 1 } }]);
  }

  onModuleInit(): void {
    this.runner.register(this);
  }

  async apply(recorded: RecordedEvent): Promise<void> {
    const event = recorded as unknown as CalendarEvent & RecordedEvent;
    const at = recorded.metadata.occurredAt;
    const { userId } = event.data;
    switch (event.type) {
      case 'calendar.connected':
        return applyOnce(this.connections, userId, recorded, () => ({
          userId,
          connected: true,
          scopes: event.data.scopes,
          connectedAt: at,
          lastRefreshedAt: at,
          disconnectedAt: null,
          disconnectReason: null,
        }));
      case 'calendar.access_refreshed':
        return applyOnce(this.connections, userId, recorded, (current) => current && { ...current, lastRefreshedAt: at });
      case 'calendar.disconnected':
        return applyOnce(
          this.connections,
          userId,
          recorded,
          (current) => current && { ...current, connected: false, disconnectedAt: at, disconnectReason: event.data.reason },
        );
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  }
}
