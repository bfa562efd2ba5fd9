import { Controller, Get, Headers, Inject, Req, Res } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, type HealthIndicatorResult } from '@nestjs/terminus';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OptionalSession } from '../http/public.decorator';
import type { AuthenticatedUser } from '../http/request-context';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { ProjectionRunner } from '../projections/projection-runner';
import { READ_STORE, type ReadStore } from '../read-store/read-store.port';
import { HealthResponse } from './health.response';

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

@ApiTags('health')
@OptionalSession()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly projections: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The log head and each projection's name and position are for operators and the configured monitor. */
  private maySeeDetail(user: AuthenticatedUser | undefined, probeToken: string | undefined): boolean {
    if (user?.roles.includes('operator')) return true;
    const expected = this.config.healthProbeToken;
    return expected !== null && probeToken !== undefined && sameText(probeToken, expected);
  }

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
  @ApiOperation({
    summary:
      'Liveness and readiness (503 when not ready). Anonymous callers get the status and the store kinds; operators, or a monitor sending X-Probe-Token, also get the log head and every projection with its position and lag',
  })
  @ApiHeader({ name: 'x-probe-token', required: false, description: 'The monitor token (HEALTH_PROBE_TOKEN), for the detail' })
  @ApiOkResponse({ type: HealthResponse, description: 'Ready' })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'Not ready: a store is down or a projection stopped' })
  async check(
    @Req() request: { user?: AuthenticatedUser },
    @Headers('x-probe-token') probeToken: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    let result: Record<string, unknown>;
    let ok = true;
    try {
      result = await this.health.check([() => this.eventStoreIndicator(), () => this.projectionsIndicator()]);
    } catch (error) {
      ok = false;
      result = (error as { response?: Record<string, unknown> }).response ?? { status: 'error' };
    }
    const details = (result.details ?? {}) as Record<string, { list?: unknown; head?: number }>;
    const summary = { status: ok ? 'ok' : 'error', eventStore: this.events.kind, readStore: this.reads.kind };
    if (!this.maySeeDetail(request.user, probeToken)) {
      void reply.status(ok ? 200 : 503).send(summary);
      return;
    }
    void reply.status(ok ? 200 : 503).send({
      ...summary,
      head: details.eventStore?.head ?? null,
      projections: details.projections?.list ?? [],
      details,
    });
  }
}
