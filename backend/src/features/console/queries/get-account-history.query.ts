import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { FeatureRegistry } from '../../../platform/features/feature-registry';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { AccountsReader, accountStream } from '../../accounts';
import { EventLogReader } from '../log/event-log-reader';
import { type HistoryEntry, historyPage } from '../log/history-entry';
import { USER_STREAM_ENTRIES, type UserStreamEntry } from '../read-models/user-streams-view';
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
  private readonly index: ReadCollection<UserStreamEntry>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly accounts: AccountsReader,
    private readonly log: EventLogReader,
    private readonly features: FeatureRegistry,
  ) {
    this.index = reads.collection<UserStreamEntry>(USER_STREAM_ENTRIES, [{ fields: { userId: 1 } }]);
  }

  async execute({ userId, limit, before }: GetAccountHistoryQuery): Promise<HistoryEntry[]> {
    await this.accounts.require(userId);
    const entries = await this.index.find({ userId });
    const streams = new Set([accountStream(userId), ...entries.filter((e) => e.position === undefined).map((e) => e.stream)]);
    const owned = (await Promise.all([...streams].map((stream) => this.log.stream(stream)))).flat();
    const places = entries.filter((e): e is UserStreamEntry & { position: number } => e.position !== undefined);
    const shared = await Promise.all(places.map(({ stream, position }) => this.log.at(position, stream)));
    const page = historyPage(
      [...owned, ...shared.filter((e): e is RecordedEvent => e !== null)],
      limit,
      (type, data) => this.features.summary(type, data),
      before,
    );
    return nameActors(page, this.accounts);
  }
}
