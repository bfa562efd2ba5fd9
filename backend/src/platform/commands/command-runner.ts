import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent, RecordedEvent } from '../event-store/event-envelope';
import { EVENT_STORE, type EventStore, WrongExpectedRevisionError } from '../event-store/event-store.port';
import { ProjectionRunner } from '../projections/projection-runner';
import { ClosingAccounts } from './closing-accounts';
import { type CommandContext, commitEventIds, eventIdsFor, metadataFor } from './command-context';
import type { Decider } from './decider';
import { DomainError } from './domain-error';
import { PerKeyQueue } from './per-key-queue';

export interface CommandOutcome<State, Event extends DomainEvent> {
  state: State;
  /** The events this command appended (empty when it changed nothing). */
  events: Event[];
  position: number;
}

/** How often a command is re-run against fresh state when another writer got there first. */
export const MAX_CONFLICT_RETRIES = 5;

/**
 * The one generic command path: read the stream, fold it, decide, append with the expected
 * revision; on a conflict, read again and retry a bounded number of times, then answer 409. It
 * returns once the read models have caught up, so the caller reads their own write.
 */
@Injectable()
export class CommandRunner {
  /** One decision at a time per stream in this process; see PerKeyQueue for why. */
  private readonly writers = new PerKeyQueue();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionRunner,
    private readonly closing: ClosingAccounts,
  ) {}

  async load<State, Event extends DomainEvent>(
    streamId: string,
    decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  ): Promise<{ state: State; revision: number | null; events: RecordedEvent[] }> {
    const events = await this.store.readStream(streamId);
    const state = events.reduce((s, e) => decider.evolve(s, e as unknown as Event), decider.initialState());
    return { state, revision: events.length ? events[events.length - 1].revision : null, events };
  }

  async run<State, Command, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    context: CommandContext,
    options: { wait?: boolean } = {},
  ): Promise<CommandOutcome<State, Event>> {
    const outcome = await this.writers.run(streamId, () => this.decideAndAppend(streamId, decider, command, context));
    // Waiting for the read models happens outside the queue, so the next command need not wait for it.
    if (options.wait !== false) await this.waitForReadModels(outcome);
    return outcome;
  }

  /**
   * Read-your-writes: returns once the projections that read the appended events have passed them.
   * Events no projection reads (one-time codes) change no read model, so there is nothing to wait
   * for; a projection that reads none of them (or is stopped or rebuilding) is not waited for.
   */
  private async waitForReadModels(outcome: CommandOutcome<unknown, DomainEvent>): Promise<void> {
    if (outcome.events.length === 0) return;
    const readers = this.projections.readersOf(outcome.events.map((e) => e.type));
    if (readers.length === 0) return;
    await this.projections.waitFor(outcome.position, undefined, readers);
  }

  /**
   * Like run, but the command is prepared from the stream's state inside the stream's queue, so a
   * side effect the preparation has (sending a one-time code) happens at most once per decision:
   * parallel requests see each other's appends before they prepare. Preparation is not repeated
   * on a conflict retry; the decider still has the last word on the fresh state.
   */
  async runPrepared<State, Command, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    prepare: (state: State) => Promise<Command>,
    context: CommandContext,
  ): Promise<CommandOutcome<State, Event>> {
    const outcome = await this.writers.run(streamId, async () => {
      this.closing.refuse(context.actor, context.closingAccount);
      const { state } = await this.load(streamId, decider);
      return this.decideAndAppend(streamId, decider, await prepare(state), context);
    });
    await this.waitForReadModels(outcome);
    return outcome;
  }

  private async decideAndAppend<State, Command, Event extends DomainEvent>(
    streamId: string,
    decider: Decider<State, Command, Event>,
    command: Command,
    context: CommandContext,
  ): Promise<CommandOutcome<State, Event>> {
    for (let attempt = 0; ; attempt += 1) {
      const { state, revision, events: stored } = await this.load(streamId, decider);
      // The same request sent again (same caller and Idempotency-Key) after its events were stored:
      // the stream holds them already, so nothing is decided or appended twice, whatever the event
      // store does with repeated ids. (Deciding again could refuse what the first time created.)
      const earlier = this.storedEarlier(context, streamId, stored);
      if (earlier) return { state, events: [], position: earlier.position };
      const events = decider.decide(command, state);
      // A command that changes nothing stays harmless after a deletion (signing out again, say).
      if (events.length === 0) return { state, events, position: 0 };
      const ids = eventIdsFor(context, streamId, events.length);
      try {
        // In the same turn as the append, so a deletion that began while the stream was read is seen.
        this.closing.refuse(context.actor, context.closingAccount);
        const result = await this.store.append(
          streamId,
          events.map((e, i) => ({ type: e.type, data: e.data, metadata: metadataFor(context, ids[i]) })),
          revision === null ? 'no_stream' : revision,
        );
        commitEventIds(context, streamId, events.length);
        return { state: events.reduce((s, e) => decider.evolve(s, e), state), events, position: result.position };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (attempt >= MAX_CONFLICT_RETRIES) {
          throw new DomainError('This was changed by another request at the same moment. Please try again.', 'conflict');
        }
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
      }
    }
  }

  /** The last event this request stored in the stream on an earlier run, and takes its ids as used. */
  private storedEarlier(context: CommandContext, streamId: string, stored: RecordedEvent[]): RecordedEvent | null {
    if (!context.idempotency) return null;
    let found: RecordedEvent | null = null;
    for (;;) {
      const [next] = eventIdsFor(context, streamId, 1);
      const event = stored.find((e) => e.metadata.eventId === next);
      if (!event) return found;
      commitEventIds(context, streamId, 1);
      found = event;
    }
  }

  /** Appends without a decision (facts from outside, such as analytics events): no revision check. */
  async record(streamId: string, events: DomainEvent[], context: CommandContext, options: { wait?: boolean } = {}): Promise<number> {
    const ids = eventIdsFor(context, streamId, events.length);
    // Repeated ids (a request sent again with its Idempotency-Key) are stored once by both event stores.
    const result = await this.store.append(
      streamId,
      events.map((e, i) => ({ type: e.type, data: e.data, metadata: metadataFor(context, ids[i]) })),
      'any',
    );
    commitEventIds(context, streamId, events.length);
    if (options.wait !== false) {
      const readers = this.projections.readersOf(events.map((e) => e.type));
      if (readers.length > 0) await this.projections.waitFor(result.position, undefined, readers);
    }
    return result.position;
  }
}
