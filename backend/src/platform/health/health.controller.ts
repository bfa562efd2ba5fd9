import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, type HealthIndicatorResult } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { Public } from '../http/public.decorator';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { ProjectionRunner } from '../projections/projection-runner';
import { READ_STORE, type ReadStore } from '../read-store/read-store.port';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly projections: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  private async eventStoreIndicator(): Promise<HealthIndicatorResult> {
    const head = await this.events.headPosition();
    return { eventStore: { status: 'up', kind: this.events.kind, head } };
  }

  private async projectionsIndicator(): Promise<HealthIndicatorResult> {
    const head = await this.events.headPosition();
    const list = this.projections.status().map((p) => ({ ...p, lag: Math.max(0, head - p.position) }));
    const stopped = list.filter((p) => p.state === 'stopped');
    return { projections: { status: stopped.length ? 'down' : 'up', list } };
  }

  @Get()
  @ApiOperation({ summary: 'Liveness and readiness: both stores and every projection with its position and lag' })
  async check(@Res() reply: FastifyReply): Promise<void> {
    let result: Record<string, unknown>;
    let ok = true;
    try {
      result = await this.health.check([() => this.eventStoreIndicator(), () => this.projectionsIndicator()]);
    } catch (error) {
      ok = false;
      result = (error as { response?: Record<string, unknown> }).response ?? { status: 'error' };
    }
    const details = (result.details ?? {}) as Record<string, { list?: unknown; head?: number }>;
    void reply.status(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'error',
      eventStore: this.events.kind,
      readStore: this.reads.kind,
      head: details.eventStore?.head ?? null,
      projections: details.projections?.list ?? [],
      details,
    });
  }
}
