import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { RecordedEvent } from '../event-store/event-envelope';
import { type AllSubscription, EVENT_STORE, type EventStore } from '../event-store/event-store.port';
import { type CheckpointRecord, type ProjectionReport, READ_STORE, type ReadStore } from '../read-store/read-store.port';
import { isStoreUnavailable } from '../store-unavailable';
import { NOT_WAITED_FOR, type Projection, type ProjectionState, type ProjectionStatus } from './projection';
import { SETTLED } from './read-model-writes';
import { Backoff, Halted } from './backoff';

type Failure = NonNullable<ProjectionStatus['failure']>;

interface Running {
  projection: Projection;
  handles: Set<string>;
  position: number;
  savedPosition: number;
  /** Events applied since the last checkpoint write (positions are byte offsets in EventStoreDB, so they are not counted). */
  sinceSave: number;
  /** Set when it failed on an event for good. */
  stopped: Failure | null;
  /** Set while its store is unreachable and the event is being tried again. */
  retrying: Failure | null;
  /** Checkpoint writes of one projection run one after another, so a later one never lands before an earlier one. */
  saving: Promise<void>;
  /** What the projector last reported (API instances only). */
  shared: CheckpointRecord | null;
}

interface Waiter {
  position: number;
  runs: Running[];
  /** Boot waits for every projection that has not stopped, and only a failed subscription ends it early. */
  boot?: boolean;
  resolve: (reached: boolean) => void;
}

export interface StartOptions {
  /** How often checkpoints are written; a projector that API instances follow writes them often, since they wait on them. */
  checkpointIntervalMs?: number;
  /** How long start() waits for the projections to catch up before the server goes on without them (BOOT_WAIT_SECONDS). */
  bootWaitMs?: number;
}

/** applyOnce's already-settled promise counts as synchronous; any other thenable is waited for. */
function isPending(result: unknown): result is PromiseLike<void> {
  return result !== SETTLED && typeof (result as PromiseLike<void> | undefined)?.then === 'function';
}

/** How many events may pass before a checkpoint is written; replays after a crash are idempotent. */
const CHECKPOINT_EVERY = 200;
/** How often the projector repeats its report on each projection, so API instances can tell it is alive. */
export const REPORT_EVERY_MS = 5000;
/** A report older than this means the projector stopped reporting: API instances stop waiting on it. */
export const REPORT_STALE_MS = 3 * REPORT_EVERY_MS;
const DEFAULT_BOOT_WAIT_MS = 60_000;

/**
 * Drives every projection from one subscription to the global log. A projection that throws stops
 * at that event (the others go on) and shows in /health; it never skips an event silently. A store
 * that cannot be reached is not such a failure: the event is tried again, with pauses growing to
 * 10 s, until the store answers, and the projection goes on by itself.
 */
@Injectable()
export class ProjectionRunner implements OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly running = new Map<string, Running>();
  /** The same runs as an array, in registration order: iterated once per event. */
  private readonly order: Running[] = [];
  private subscription: AllSubscription | null = null;
  private subscriptionFailure: Failure | null = null;
  private live = false;
  private rebuilding = false;
  private following = false;
  /** Set while an API instance cannot read the checkpoints it follows. */
  private followFailure: string | null = null;
  private followTimer: NodeJS.Timeout | null = null;
  private waiters: Waiter[] = [];
  private checkpointTimer: NodeJS.Timeout | null = null;
  private reportTimer: NodeJS.Timeout | null = null;
  private readonly backoff = new Backoff();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  register(projection: Projection): void {
    if (this.subscription) throw new Error(`Projection ${projection.name} registered after start`);
    if (this.running.has(projection.name)) throw new Error(`Projection ${projection.name} registered twice`);
    const run: Running = {
      projection,
      handles: new Set(projection.handles),
      position: 0,
      savedPosition: 0,
      sinceSave: 0,
      stopped: null,
      retrying: null,
      saving: Promise.resolve(),
      shared: null,
    };
    this.running.set(projection.name, run);
    this.order.push(run);
  }

  /**
   * Starts delivery and resolves once every projection has caught up with the log as it was at
   * start, or once `bootWaitMs` has passed: then the server goes on while they catch up, and
   * /health shows them as catching-up. A subscription that fails for good fails the start.
   */
  async start(options: StartOptions | number = {}): Promise<void> {
    const { checkpointIntervalMs = 1000, bootWaitMs = DEFAULT_BOOT_WAIT_MS } =
      typeof options === 'number' ? { checkpointIntervalMs: options } : options;
    this.backoff.reset();
    for (const run of this.running.values()) {
      run.position = run.savedPosition = await this.readStore.getCheckpoint(run.projection.name);
    }
    const from = Math.min(...[...this.running.values()].map((r) => r.position), Number.MAX_SAFE_INTEGER);
    const after = from === Number.MAX_SAFE_INTEGER ? 0 : from;
    const head = await this.store.headPosition();
    this.reportAll();
    const caughtUp = this.waitForAll(head);
    let failed: (error: unknown) => void = () => undefined;
    const failure = new Promise<never>((_, reject) => (failed = reject));
    failure.catch(() => undefined);
    this.subscription = this.store.subscribeToAll({
      after,
      onEvent: (event) => this.deliver(event),
      onError: (error, event) => {
        if (error instanceof Halted) return;
        this.subscriptionFailure = {
          position: event?.position ?? this.lowestPosition(),
          eventType: event?.type ?? 'subscription',
          message: (error as Error)?.message ?? String(error),
        };
        this.logger.error({ err: error }, 'The subscription to the event log stopped');
        this.releaseWaiters();
        this.reportAll();
        failed(error);
      },
    });
    this.checkpointTimer = setInterval(() => void this.saveCheckpoints(), checkpointIntervalMs);
    this.checkpointTimer.unref();
    this.reportTimer = setInterval(() => this.reportAll(), REPORT_EVERY_MS);
    this.reportTimer.unref();
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      caughtUp.then(() => 'caught-up' as const),
      failure,
      new Promise<'waited'>((resolve) => (timer = setTimeout(() => resolve('waited'), bootWaitMs))),
    ]).finally(() => clearTimeout(timer));
    if (outcome === 'caught-up') {
      await this.becomeLive(head);
      return;
    }
    this.logger.warn(
      `Projections are still catching up after ${Math.round(bootWaitMs / 1000)} s (at position ${this.lowestPosition()} of ${head}); ` +
        'the server goes on and /health shows them catching up',
    );
    void caughtUp.then((reached) => (reached ? this.becomeLive(head) : undefined));
  }

  private async becomeLive(head: number): Promise<void> {
    if (this.live || !this.subscription) return;
    this.live = true;
    await this.saveCheckpoints();
    this.reportAll();
    this.logger.log(`Projections caught up at position ${head}`);
  }

  private lowestPosition(): number {
    return this.order.length === 0 ? 0 : Math.min(...this.order.map((run) => run.position));
  }

  /**
   * Hands the event to each projection in turn. It stays synchronous while the projections do (the
   * in-process read store); a promise per event and projection was most of the cost of a replay.
   */
  private deliver(event: RecordedEvent, from = 0, runs: Running[] = this.order): Promise<void> | undefined {
    for (let i = from; i < runs.length; i += 1) {
      const pending = this.deliverTo(runs[i], event);
      if (pending) return pending.then(() => this.deliver(event, i + 1, runs));
    }
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
        return this.failed(run, event, error);
      }
      if (isPending(result)) {
        return Promise.resolve(result).then(
          () => this.advance(run, event),
          (error: unknown) => this.failed(run, event, error),
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

  /** A store that cannot be reached is waited out; any other error stops the projection at this event. */
  private failed(run: Running, event: RecordedEvent, error: unknown): Promise<void> | undefined {
    if (isStoreUnavailable(error)) return this.retry(run, event, error);
    run.stopped = { position: event.position, eventType: event.type, message: (error as Error)?.message ?? String(error) };
    this.logger.error(
      { err: error, projection: run.projection.name, position: event.position, eventType: event.type },
      `Projection ${run.projection.name} stopped at position ${event.position}`,
    );
    this.report(run);
    this.releaseWaiters();
    return undefined;
  }

  /**
   * Applies the event again after a pause, growing from 200 ms to 10 s, until the store answers.
   * The whole subscription waits meanwhile: every projection shares the store, and events must
   * reach each one in order. Waiting requests are answered at once instead of after their timeout.
   */
  private async retry(run: Running, event: RecordedEvent, first: unknown): Promise<void> {
    let error = first;
    for (let attempt = 1; ; attempt += 1) {
      if (!isStoreUnavailable(error)) {
        run.retrying = null;
        this.failed(run, event, error);
        return;
      }
      if (!run.retrying) {
        this.logger.warn(
          { err: error, projection: run.projection.name, position: event.position },
          `Projection ${run.projection.name} cannot reach its store at position ${event.position}; trying again until it can`,
        );
        run.retrying = { position: event.position, eventType: event.type, message: (error as Error).message };
        this.releaseWaiters();
        this.report(run);
      }
      await this.backoff.pause(attempt);
      try {
        await run.projection.apply(event);
        break;
      } catch (next) {
        error = next;
      }
    }
    run.retrying = null;
    this.logger.log(`Projection ${run.projection.name} reached its store again and goes on from position ${event.position}`);
    this.report(run);
    await this.advance(run, event);
  }

  /** Never rejects: a checkpoint that cannot be written now is written by a later save, and replays are idempotent. */
  private saveCheckpoint(run: Running): Promise<void> {
    // An API instance's own projections (everyInstance) start at the head every time: no checkpoint.
    if (this.following) return Promise.resolve();
    run.saving = run.saving.then(async () => {
      const position = run.position;
      if (position <= run.savedPosition) return;
      run.sinceSave = 0;
      try {
        await this.readStore.setCheckpoint(run.projection.name, position);
        run.savedPosition = position;
      } catch (error) {
        this.logger.warn(
          { err: error, projection: run.projection.name },
          `Saving the checkpoint of ${run.projection.name} failed; a later save writes it`,
        );
      }
    });
    return run.saving;
  }

  private async saveCheckpoints(): Promise<void> {
    for (const run of this.running.values()) if (run.position > run.savedPosition) await this.saveCheckpoint(run);
  }

  private localState(run: Running): ProjectionState {
    if (run.stopped || this.subscriptionFailure) return 'stopped';
    if (run.retrying) return 'retrying';
    if (this.rebuilding) return 'rebuilding';
    return this.live ? 'live' : 'catching-up';
  }

  /** Written to the read store beside the checkpoint, so that every API instance can show it; best effort. */
  private report(run: Running): void {
    if (this.following) return;
    const report: ProjectionReport = {
      state: this.localState(run) as ProjectionReport['state'],
      failure: run.stopped ?? run.retrying ?? this.subscriptionFailure,
      at: new Date().toISOString(),
    };
    this.readStore.reportProjection(run.projection.name, report).catch((error: unknown) => {
      this.logger.debug({ err: error }, `Reporting on ${run.projection.name} failed`);
    });
  }

  private reportAll(): void {
    for (const run of this.order) this.report(run);
  }

  private state(run: Running): ProjectionState {
    if (!this.following || run.projection.everyInstance) return this.localState(run);
    const report = run.shared?.report;
    if (!report) return 'unreported';
    if (Date.now() - Date.parse(report.at) > REPORT_STALE_MS) return 'stale';
    return report.state === 'live' ? 'following' : report.state;
  }

  private reached(run: Running, position: number): boolean {
    return run.position >= position || NOT_WAITED_FOR.has(this.state(run));
  }

  /** Whether waiting can still end well: not while the log or the checkpoints cannot be read, nor while a store is down. */
  private blocked(runs: Running[]): boolean {
    if (this.subscriptionFailure || this.followFailure) return true;
    return runs.some((run) => this.state(run) === 'retrying');
  }

  /** Resolves the waiter when its wait is over, and says whether it was. */
  private releases(waiter: Waiter): boolean {
    if (waiter.boot) {
      if (waiter.runs.every((run) => run.position >= waiter.position || run.stopped)) waiter.resolve(true);
      else if (this.subscriptionFailure) waiter.resolve(false);
      else return false;
      return true;
    }
    if (waiter.runs.every((run) => this.reached(run, waiter.position))) waiter.resolve(true);
    else if (this.blocked(waiter.runs)) waiter.resolve(false);
    else return false;
    return true;
  }

  private releaseWaiters(): void {
    if (this.waiters.length > 0) this.waiters = this.waiters.filter((waiter) => !this.releases(waiter));
  }

  private runsNamed(names: readonly string[] | undefined): Running[] {
    if (!names) return this.order;
    return names.map((name) => this.running.get(name)).filter((run): run is Running => run !== undefined);
  }

  /** Whether any registered projection reads one of these event types. */
  readsAny(types: readonly string[]): boolean {
    return this.order.some((run) => types.some((type) => run.handles.has(type)));
  }

  /** The projections that read one of these event types: the read models a write can change. */
  readersOf(types: readonly string[]): string[] {
    return this.order.filter((run) => types.some((type) => run.handles.has(type))).map((run) => run.projection.name);
  }

  /**
   * Resolves once the projections have seen `position` (all of them, or only those named: the ones a
   * request reads), or after `timeoutMs`: a slow projection must not hang a request, and the write
   * is durable either way. Projections that are stopped, rebuilding or catching up, or that no
   * projector reports on, are not waited for, and a store that is down ends the wait at once.
   * Returns whether the position was reached.
   */
  waitFor(position: number, timeoutMs = 5000, projections?: readonly string[]): Promise<boolean> {
    return this.wait(position, timeoutMs, this.runsNamed(projections));
  }

  /** Boot's wait: every projection that has not stopped, whatever else its state, until it reaches the head. */
  private waitForAll(position: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = { position, runs: this.order, boot: true, resolve };
      if (!this.releases(waiter)) this.waiters.push(waiter);
    });
  }

  private wait(position: number, timeoutMs: number, runs: Running[]): Promise<boolean> {
    if (runs.every((run) => this.reached(run, position))) return Promise.resolve(true);
    if (this.blocked(runs)) return Promise.resolve(false);
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | null = null;
      const waiter: Waiter = {
        position,
        runs,
        resolve: (reached: boolean) => {
          if (timer) clearTimeout(timer);
          resolve(reached);
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
   * one follows their checkpoints and reports in the shared read store to answer waitFor and /health.
   */
  async follow(intervalMs = 100): Promise<void> {
    this.following = true;
    const followed = this.order.filter((run) => !run.projection.everyInstance);
    const poll = async () => {
      const records = new Map((await this.readStore.listCheckpoints()).map((record) => [record.projection, record]));
      for (const run of followed) {
        run.shared = records.get(run.projection.name) ?? null;
        run.position = run.savedPosition = Math.max(run.position, run.shared?.position ?? 0);
      }
      if (this.followFailure) this.logger.log('Reading projection checkpoints works again');
      this.followFailure = null;
      this.releaseWaiters();
    };
    await poll();
    this.followTimer = setInterval(
      () =>
        void poll().catch((error: unknown) => {
          if (!this.followFailure) this.logger.warn({ err: error }, 'Reading projection checkpoints failed');
          this.followFailure = (error as Error).message;
          this.releaseWaiters();
        }),
      intervalMs,
    );
    this.followTimer.unref();
    await this.runOwnProjections();
  }

  /** An API instance runs its everyInstance projections itself, from the head of the log on. */
  private async runOwnProjections(): Promise<void> {
    const own = this.order.filter((run) => run.projection.everyInstance);
    if (own.length === 0) return;
    const head = await this.store.headPosition();
    for (const run of own) run.position = run.savedPosition = head;
    this.live = true;
    this.backoff.reset();
    this.subscription = this.store.subscribeToAll({
      after: head,
      onEvent: (event) => this.deliver(event, 0, own),
      onError: (error) => {
        if (error instanceof Halted) return;
        this.subscriptionFailure = {
          position: this.lowestPosition(),
          eventType: 'subscription',
          message: (error as Error)?.message ?? String(error),
        };
        this.logger.error({ err: error }, 'The subscription to the event log stopped');
        this.releaseWaiters();
      },
    });
  }

  status(): ProjectionStatus[] {
    return this.order.map((run) => {
      const state = this.state(run);
      const failure = this.following ? (run.shared?.report?.failure ?? null) : (run.stopped ?? run.retrying ?? this.subscriptionFailure);
      return { name: run.projection.name, position: run.position, state, ...(failure ? { failure } : {}) };
    });
  }

  /** Empties every projection's collections and checkpoints, then replays the whole log. */
  async rebuild(onProgress?: (position: number, head: number, events: number) => void): Promise<void> {
    await this.stop();
    this.backoff.reset();
    this.rebuilding = true;
    // Reported for as long as it lasts: API instances take a report older than REPORT_STALE_MS for
    // a projector that is down, and a rebuild of a large log takes far longer than that.
    const reporting = setInterval(() => this.reportAll(), REPORT_EVERY_MS);
    reporting.unref();
    try {
      const head = await this.store.headPosition();
      for (const run of this.running.values()) {
        for (const name of run.projection.collections) await this.readStore.dropCollection(name);
        await this.readStore.resetCheckpoint(run.projection.name, 0);
        run.position = run.savedPosition = 0;
        run.stopped = null;
        this.report(run);
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
    } finally {
      clearInterval(reporting);
      this.rebuilding = false;
    }
    this.live = true;
    this.reportAll();
  }

  async stop(): Promise<void> {
    for (const timer of [this.checkpointTimer, this.reportTimer, this.followTimer]) if (timer) clearInterval(timer);
    this.checkpointTimer = this.reportTimer = this.followTimer = null;
    // A projection waiting for its store gives up its pause, so the subscription can end.
    this.backoff.halt();
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.stop();
    await this.saveCheckpoints();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }
}
