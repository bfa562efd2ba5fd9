import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { FeatureRegistry } from '../../../platform/features/feature-registry';
import { PersonStreams } from '../../../platform/person-streams/person-streams.reader';
import { AccountsReader, accountStream } from '../../accounts';
import { EventLogReader } from '../log/event-log-reader';
import { type HistoryEntry, historyPage } from '../log/history-entry';
import type { PersonStreamEntry } from '../../../platform/person-streams/person-stream-entry';
import { nameActors } from '../log/actor-names';

export class GetAccountHistoryQuery extends Query<HistoryEntry[]> {
  constructor(
    readonly userId: string,
    readonly limit: number,
    /** Only events before this position: the next page of an older history. */
    readonly before?: number,
  ) {
    super();
  }
}

/** Everything that happened to one account across its streams, newest first, a page at a time. */
@QueryHandler(GetAccountHistoryQuery)
export class GetAccountHistoryHandler implements IQueryHandler<GetAccountHistoryQuery> {
  constructor(
    private readonly streams: PersonStreams,
    private readonly accounts: AccountsReader,
    private readonly log: EventLogReader,
    private readonly features: FeatureRegistry,
  ) {}

  async execute({ userId, limit, before }: GetAccountHistoryQuery): Promise<HistoryEntry[]> {
    await this.accounts.require(userId);
    // The places whose events name the account, not those where it only acted on someone else's.
    const entries = await this.streams.about(userId);
    const streams = new Set([accountStream(userId), ...entries.filter((e) => e.position === undefined).map((e) => e.stream)]);
    const owned = (await Promise.all([...streams].map((stream) => this.log.stream(stream)))).flat();
    const places = entries.filter((e): e is PersonStreamEntry & { position: number } => e.position !== undefined);
    const shared = await Promise.all(places.map(({ stream, position }) => this.log.at(position, stream)));
    // What a feature keeps out of histories (page views, ledger bookkeeping) is indexed for the export only.
    const events = [...owned, ...shared.filter((e): e is RecordedEvent => e !== null)].filter((e) =>
      this.features.inHistory(e.type, e.data as Record<string, unknown>),
    );
    const page = historyPage(events, limit, (type, data) => this.features.summary(type, data), before);
    return nameActors(page, this.accounts);
  }
}
