import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { RecordedEvent } from '../event-store/event-envelope';
import { type AllSubscription, EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { READ_STORE, type ReadStore } from '../read-store/read-store.port';
import type { Projection, ProjectionStatus } from './projection';
import { SETTLED } from './read-model-writes';

interface Running {
  projection: Projection;
  handles: Set<string>;
  position: number;
  savedPosition: number;
  /** Events applied since the last checkpoint write (positions are byte offsets in EventStoreDB, so they are not counted). */
  sinceSave: number;
  stopped: ProjectionStatus['failure'] | null;
}

interface Waiter {
  position: number;
  resolve: () => void;
}

/** applyOnce's already-settled promise counts as synchronous; any other thenable is waited for. */
function isPending(result: unknown): result is PromiseLike<void> {
  return result !== SETTLED && typeof (result as PromiseLike<void> | undefined)?.then === 'function';
}

/** How many events may pass before a checkpoint is written; replays after a crash are idempotent. */
const CHECKPOINT_EVERY = 200;

/**
 * Drives every projection from one subscription to the global log. A projection that throws stops
 * at that event (the others go on) and shows in /health; it never skips an event silently.
 */
@Injectable()
export class ProjectionRunner implements OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly running = new Map<string, Running>();
  /** The same runs as an array, in registration order: iterated once per event. */
  private readonly order: Running[] = [];
  private subscription: AllSubscription | null = null;
  private processed = 0;
  private live = false;
  private following = false;
  private followTimer: NodeJS.Timeout | null = null;
  private waiters: Waiter[] = [];
  private checkpointTimer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  register(projection: Projection): void {
    if (this.subscription) throw new Error(`Projection ${projection.name} registered after start`);
    if (this.running.has(projection.name)) throw new Error(`Projection ${projection.name} registered twice`);
    const run: Running = { projection, handles: new Set(projection.handles), position: 0, savedPosition: 0, sinceSave: 0, stopped: null };
    this.running.set(projection.name, run);
    this.order.push(run);
  }

  /**
   * Starts delivery and resolves once every projection has caught up with the log as it was at start.
   * A projector that API instances follow saves its checkpoints more often, since they wait on them.
   */
  async start(checkpointIntervalMs = 1000): Promise<void> {
    for (const run of this.running.values()) {
      run.position = run.savedPosition = await this.readStore.getCheckpoint(run.projection.name);
    }
    const from = Math.min(...[...this.running.values()].map((r) => r.position), Number.MAX_SAFE_INTEGER);
    const after = from === Number.MAX_SAFE_INTEGER ? 0 : from;
    const head = await this.store.headPosition();
    this.processed = after;
    const caughtUp = this.waitFor(head, Number.POSITIVE_INFINITY);
    this.subscription = this.store.subscribeToAll({
      after,
      onEvent: (event) => this.deliver(event),
      onError: (error) => this.logger.error({ err: error }, 'The subscription to the event log stopped'),
    });
    await caughtUp;
    this.live = true;
    await this.saveCheckpoints();
    this.checkpointTimer = setInterval(() => void this.saveCheckpoints(), checkpointIntervalMs);
    this.checkpointTimer.unref();
    this.logger.log(`Projections caught up at position ${head}`);
  }

  /**
   * Hands the event to each projection in turn. It stays synchronous while the projections do (the
   * in-process read store); a promise per event and projection was most of the cost of a replay.
   */
  private deliver(event: RecordedEvent, from = 0): Promise<void> | undefined {
    for (let i = from; i < this.order.length; i += 1) {
      const pending = this.deliverTo(this.order[i], event);
      if (pending) return pending.then(() => this.deliver(event, i + 1));
    }
    this.processed = event.position;
    this.releaseWaiters();
    return undefined;
  }

  /** Returns a promise only when the projection or its checkpoint write did not finish synchronously. */
  private deliverTo(run: Running, event: RecordedEvent): Promise<void> | undefined {
    if (run.stopped || run.position >= event.position) return undefined;
    if (run.handles.has(event.type)) {
      let result: Promise<void> | void;
      try {
        result = run.projection.apply(event);
      } catch (error) {
        this.fail(run, event, error);
        return undefined;
      }
      if (isPending(result)) {
        return Promise.resolve(result).then(
          () => this.advance(run, event),
          (error: unknown) => this.fail(run, event, error),
        );
      }
    }
    return this.advance(run, event);
  }

  private advance(run: Running, event: RecordedEvent): Promise<void> | undefined {
    run.position = event.position;
    run.sinceSave += 1;
    if (run.sinceSave >= CHECKPOINT_EVERY) return this.saveCheckpoint(run);
    return undefined;
  }

  private fail(run: Running, event: RecordedEvent, error: unknown): undefined {
    run.stopped = { position: event.position, eventType: event.type, message: (error as Error).message };
    this.logger.error(
      { err: error, projection: run.projection.name, position: event.position, eventType: event.type },
      `Projection ${run.projection.name} stopped at position ${event.position}`,
    );
    return undefined;
  }

  private async saveCheckpoint(run: Running): Promise<void> {
    if (run.position === run.savedPosition) return;
    const position = run.position;
    await this.readStore.setCheckpoint(run.projection.name, position);
    run.savedPosition = position;
    run.sinceSave = 0;
  }

  private async saveCheckpoints(): Promise<void> {
    for (const run of this.running.values()) if (run.position !== run.savedPosition) await this.saveCheckpoint(run);
  }

  private releaseWaiters(): void {
    if (this.waiters.length === 0) return;
    const still: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (this.processed >= waiter.position) waiter.resolve();
      else still.push(waiter);
    }
    this.waiters = still;
  }

  /** Whether any registered projection reads one of these event types. */
  readsAny(types: readonly string[]): boolean {
    return this.order.some((run) => types.some((type) => run.handles.has(type)));
  }

  /**
   * Resolves once every projection has seen `position`, or after `timeoutMs` (a slow projection must
   * not hang a request: the write is durable either way). Returns whether the position was reached.
   */
  waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
    if (this.processed >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | null = null;
      const waiter: Waiter = {
        position,
        resolve: () => {
          if (timer) clearTimeout(timer);
          resolve(true);
        },
      };
      this.waiters.push(waiter);
      if (Number.isFinite(timeoutMs)) {
        timer = setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          this.logger.warn(`Read models did not reach position ${position} within ${timeoutMs} ms`);
          resolve(false);
        }, timeoutMs);
      }
    });
  }

  /**
   * For API instances in cluster mode (APP_ROLE=api): another process runs the projections, so this
   * one follows their checkpoints in the shared read store to answer waitFor and /health.
   */
  async follow(intervalMs = 100): Promise<void> {
    this.following = true;
    const poll = async () => {
      let lowest = Number.MAX_SAFE_INTEGER;
      for (const run of this.order) {
        run.position = run.savedPosition = await this.readStore.getCheckpoint(run.projection.name);
        lowest = Math.min(lowest, run.position);
      }
      this.processed = lowest === Number.MAX_SAFE_INTEGER ? 0 : lowest;
      this.releaseWaiters();
    };
    await poll();
    this.followTimer = setInterval(
      () => void poll().catch((error: unknown) => this.logger.warn({ err: error }, 'Reading projection checkpoints failed')),
      intervalMs,
    );
    this.followTimer.unref();
  }

  status(): ProjectionStatus[] {
    return [...this.running.values()].map((run) => ({
      name: run.projection.name,
      position: run.position,
      state: run.stopped ? 'stopped' : this.following ? 'following' : this.live ? 'live' : 'catching-up',
      ...(run.stopped ? { failure: run.stopped } : {}),
    }));
  }

  /** Empties every projection's collections and checkpoints, then replays the whole log. */
  async rebuild(onProgress?: (position: number, head: number, events: number) => void): Promise<void> {
    await this.stop();
    const head = await this.store.headPosition();
    for (const run of this.running.values()) {
      for (const name of run.projection.collections) await this.readStore.dropCollection(name);
      await this.readStore.setCheckpoint(run.projection.name, 0);
      run.position = run.savedPosition = 0;
      run.stopped = null;
    }
    let after = 0;
    let events = 0;
    for (;;) {
      const page = await this.store.readAll(after, 2000);
      if (page.length === 0) break;
      for (const event of page) {
        const pending = this.deliver(event);
        if (pending) await pending;
      }
      after = page[page.length - 1].position;
      events += page.length;
      onProgress?.(after, head, events);
    }
    await this.saveCheckpoints();
  }

  async stop(): Promise<void> {
    if (this.checkpointTimer) clearInterval(this.checkpointTimer);
    this.checkpointTimer = null;
    if (this.followTimer) clearInterval(this.followTimer);
    this.followTimer = null;
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.stop();
    await this.saveCheckpoints();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
