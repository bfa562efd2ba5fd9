import { Controller, Get, Headers, Inject, Req, Res } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { KEY_STORE, type KeyStore } from '../crypto/key-store.port';
import { OptionalSession } from '../http/public.decorator';
import type { AuthenticatedUser } from '../http/request-context';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { ProjectionRunner } from '../projections/projection-runner';
import { READ_STORE, type ReadStore } from '../read-store/read-store.port';
import { HealthResponse } from './health.response';
import { STORE_CALL_TIMEOUT_MS, STORE_RETRY_AFTER_SECONDS } from '../store-unavailable';

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

type StoreName = 'eventStore' | 'readStore' | 'keyStore';

interface StoreCheck {
  status: 'up' | 'down';
  kind: string;
  /** Why it is down. */
  error?: string;
}

/** Asks the store something cheap, and counts no answer within the store call limit as down. */
async function probe<T>(kind: string, ask: () => Promise<T>): Promise<StoreCheck & { value?: T }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      ask(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${STORE_CALL_TIMEOUT_MS} ms`)), STORE_CALL_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', kind, value };
  } catch (error) {
    return { status: 'down', kind, error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

@ApiTags('health')
@OptionalSession()
@Controller('health')
export class HealthController {
  constructor(
    private readonly projections: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(KEY_STORE) private readonly keys: KeyStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The log head, each store's error and each projection's name and position are for operators and the configured monitor. */
  private maySeeDetail(user: AuthenticatedUser | undefined, probeToken: string | undefined): boolean {
    if (user?.roles.includes('operator')) return true;
    const expected = this.config.healthProbeToken;
    return expected !== null && probeToken !== undefined && sameText(probeToken, expected);
  }

  @Get()
  @ApiOperation({
    summary:
      'Liveness and readiness: 503 while a store cannot be reached (named in `down`) or a projection this process runs has stopped. ' +
      'Anonymous callers get the status and the store kinds; operators, or a monitor sending X-Probe-Token, also get each store, the log head ' +
      'and every projection with its state, position and lag',
  })
  @ApiHeader({ name: 'x-probe-token', required: false, description: 'The monitor token (HEALTH_PROBE_TOKEN), for the detail' })
  @ApiOkResponse({ type: HealthResponse, description: 'Ready' })
  @ApiServiceUnavailableResponse({ type: HealthResponse, description: 'Not ready: a store is down or a projection stopped' })
  async check(
    @Req() request: { user?: AuthenticatedUser },
    @Headers('x-probe-token') probeToken: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const [eventStore, readStore, keyStore] = await Promise.all([
      probe(this.events.kind, () => this.events.headPosition()),
      probe(this.reads.kind, () => this.reads.ping()),
      probe(this.reads.kind === 'mongo' ? 'mongo' : 'sqlite', () => this.keys.ping()),
    ]);
    const stores: Record<StoreName, StoreCheck & { value?: unknown }> = { eventStore, readStore, keyStore };
    const down = (Object.keys(stores) as StoreName[]).filter((name) => stores[name].status === 'down');
    const head = typeof eventStore.value === 'number' ? eventStore.value : null;
    const projections = this.projections.status().map((p) => ({ ...p, lag: head === null ? null : Math.max(0, head - p.position) }));
    // A projection this process runs that stopped or waits for its store makes this process unready.
    // On API instances the projector's projections are shown, not counted: one broken read model
    // must not take every instance out of the load balancer.
    const failing = this.config.appRole === 'api' ? [] : projections.filter((p) => p.state === 'stopped' || p.state === 'retrying');
    const ok = down.length === 0 && failing.length === 0;
    const summary = {
      status: ok ? 'ok' : 'error',
      eventStore: this.events.kind,
      readStore: this.reads.kind,
      ...(down.length > 0 ? { down } : {}),
    };
    if (!ok) reply.header('retry-after', String(STORE_RETRY_AFTER_SECONDS));
    if (!this.maySeeDetail(request.user, probeToken)) {
      void reply.status(ok ? 200 : 503).send(summary);
      return;
    }
    const detail = Object.fromEntries(
      (Object.keys(stores) as StoreName[]).map((name) => {
        const { status, kind, error } = stores[name];
        return [name, { status, kind, ...(error ? { error } : {}) }];
      }),
    );
    void reply.status(ok ? 200 : 503).send({ ...summary, role: this.config.appRole, head, stores: detail, projections });
  }
}
