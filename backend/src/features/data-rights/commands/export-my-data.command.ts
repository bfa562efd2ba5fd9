import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Readable } from 'node:stream';
import { DomainError } from '../../../platform/commands/domain-error';
import type { CommandContext } from '../../../platform/commands/command-context';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';
import { RATE_COUNTER_STORE, type RateCounterStore } from '../../../platform/limits/rate-counter-store.port';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import type { Doc } from '../../../platform/read-store/read-store.port';
import { ProfileReader } from '../../profile';
import { PersonalReadModels } from '../deletion/personal-read-models';
import { dataRightsDecider } from '../domain/data-rights.decider';
import { dataRightsStream } from '../domain/data-rights.events';
import { openSealed } from '../export/open-sealed';
import { type ExportedEvent, UserEventLog } from '../export/user-event-log';
import { PERSON_STREAMS_PROJECTION } from '../../../platform/person-streams/person-streams.projection';

/**
 * Exports per account and hour. An export is the largest answer the API gives (every event of the
 * person's); a few an hour serve anyone who wants a copy, without letting one account keep the
 * server reading on a loop.
 */
export const EXPORT_LIMIT = { perWindow: 5, windowMs: 3_600_000 } as const;

/** How long an export waits for the index to hold the events written just before it. */
const INDEX_WAIT_MS = 5000;

export interface DataExport {
  exported_at: string;
  user_id: string;
  profile: { email: string | null; phone: string | null; voice: string };
  context: { id: string; added_at: string; text: unknown }[];
  read_models: Record<string, Omit<Doc, '_pos'>[]>;
  events: ExportedEvent[];
}

function withoutBookkeeping(doc: Doc): Omit<Doc, '_pos'> {
  const { _pos: _ignored, ...rest } = doc;
  return rest;
}

/** The export as it is sent: the head is known at once, the body is written as the log is read. */
export interface DataExportStream {
  exported_at: string;
  body: Readable;
}

/** A command: the export itself is recorded as an event. */
export class ExportMyDataCommand extends Command<DataExportStream> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * Everything daily holds about a person, readable: the current state of every read model that
 * names them, and every event about them with its sealed fields opened. The events, by far the
 * largest part, are written out one by one as the log is read, at the pace the client reads them,
 * so an export is never held whole in memory; and one person runs one export at a time (in this
 * process), so a few parallel downloads cannot take the server's memory and time.
 */
@CommandHandler(ExportMyDataCommand)
export class ExportMyDataHandler implements ICommandHandler<ExportMyDataCommand> {
  private readonly exporting = new Set<string>();

  constructor(
    private readonly log: UserEventLog,
    private readonly profiles: ProfileReader,
    private readonly commands: CommandRunner,
    private readonly cipher: PersonalDataCipher,
    private readonly personal: PersonalReadModels,
    @Inject(RATE_COUNTER_STORE) private readonly counters: RateCounterStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionRunner,
  ) {}

  async execute({ userId, context }: ExportMyDataCommand): Promise<DataExportStream> {
    if (this.exporting.has(userId))
      throw new DomainError('An export of your data is already being sent. Please wait until it has finished.', 'conflict');
    this.exporting.add(userId);
    try {
      await this.countExport(userId);
      await this.indexCaughtUp();
      const head = await this.head(userId);
      const body = Readable.from(this.write(userId, head, context));
      body.once('close', () => this.exporting.delete(userId));
      return { exported_at: head.exported_at, body };
    } catch (error) {
      this.exporting.delete(userId);
      throw error;
    }
  }

  private async countExport(userId: string): Promise<void> {
    const now = Date.now();
    const window = await this.counters.hit(`data-export:${userId}`, EXPORT_LIMIT.windowMs, now);
    if (window.hits > EXPORT_LIMIT.perWindow) {
      const minutes = Math.max(1, Math.ceil((window.endsAt - now) / 60_000));
      throw new DomainError(
        `You can download your data ${EXPORT_LIMIT.perWindow} times an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        'rate_limited',
        Math.ceil((window.endsAt - now) / 1000),
      );
    }
  }

  /** The index finds the person's events; an export waits until it holds everything written so far. */
  private async indexCaughtUp(): Promise<void> {
    const head = await this.store.headPosition();
    await this.projections.waitFor(head, INDEX_WAIT_MS, [PERSON_STREAMS_PROJECTION]);
    // Checked, not taken from the wait: a wait ends early for an index still catching up (on its first run).
    const index = this.projections.status().find((status) => status.name === PERSON_STREAMS_PROJECTION);
    if (!index || index.position < head)
      throw new DomainError('Your data is still being gathered for the download. Please try again in a minute.', 'unavailable', 60);
  }

  /** Everything but the events: one document per read model and the profile, small beside the log. */
  private async head(userId: string): Promise<Omit<DataExport, 'events'>> {
    const readModels: DataExport['read_models'] = {};
    for (const [collection, docs] of await this.personal.of(userId)) {
      // Some read models keep text sealed at rest (the journal): the export opens it.
      readModels[collection] = (await openSealed(this.cipher, userId, docs.map(withoutBookkeeping))) as Omit<Doc, '_pos'>[];
    }
    const { user_id: _id, ...profile } = await this.profiles.userData(userId);
    // The pasted text is kept sealed; it is opened here like everything else the export shows.
    const pasted = await this.profiles.pastedContext(userId);
    const contextEntries = await Promise.all(
      pasted.map(async (entry) => ({ ...entry, text: await openSealed(this.cipher, userId, entry.text) })),
    );
    return { exported_at: new Date().toISOString(), user_id: userId, profile, context: contextEntries, read_models: readModels };
  }

  /** The JSON of DataExport, events last; the export is recorded once every event has been written. */
  private async *write(userId: string, head: Omit<DataExport, 'events'>, context: CommandContext): AsyncGenerator<string> {
    yield `${JSON.stringify(head).slice(0, -1)},"events":[`;
    let count = 0;
    for await (const event of this.log.eventsOf(userId)) {
      yield `${count === 0 ? '' : ','}${JSON.stringify(event)}`;
      count += 1;
    }
    await this.commands.run(dataRightsStream(userId), dataRightsDecider, { kind: 'record-export', userId, events: count }, context);
    yield ']}';
  }
}
