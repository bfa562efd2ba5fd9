import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import { READ_STORE, type ReadCollection, type ReadStore } from '../../../platform/read-store/read-store.port';
import { AccountsService } from '../../accounts/accounts.service';
import { accountStream } from '../../accounts/domain/account.events';
import { summariseEvent } from '../log/event-summary';
import { EventLogReader } from '../log/event-log-reader';
import { maskPersonalData } from '../log/mask-personal-data';
import { USER_STREAMS, type UserStreamsView } from '../read-models/user-streams-view';

/** One entry of an account's timeline; personal data appears only as "encrypted". */
export interface HistoryEntry {
  position: number;
  type: string;
  time: string;
  actor: string;
  source: string;
  stream: string;
  summary: string;
  data: unknown;
}

export class GetAccountHistoryQuery extends Query<HistoryEntry[]> {
  constructor(
    readonly userId: string,
    readonly limit: number,
  ) {
    super();
  }
}

function toEntry(event: RecordedEvent): HistoryEntry {
  return {
    position: event.position,
    type: event.type,
    time: event.metadata.occurredAt,
    actor: event.metadata.actor,
    source: event.metadata.source,
    stream: event.streamId,
    summary: summariseEvent(event),
    data: maskPersonalData(event.data),
  };
}

/** Everything that happened to one account across its streams, newest first. */
@QueryHandler(GetAccountHistoryQuery)
export class GetAccountHistoryHandler implements IQueryHandler<GetAccountHistoryQuery> {
  private readonly index: ReadCollection<UserStreamsView>;

  constructor(
    @Inject(READ_STORE) reads: ReadStore,
    private readonly accounts: AccountsService,
    private readonly log: EventLogReader,
  ) {
    this.index = reads.collection<UserStreamsView>(USER_STREAMS);
  }

  async execute({ userId, limit }: GetAccountHistoryQuery): Promise<HistoryEntry[]> {
    await this.accounts.require(userId);
    const where = await this.index.get(userId);
    const streams = new Set([accountStream(userId), ...(where?.streams ?? [])]);
    const owned = (await Promise.all([...streams].map((stream) => this.log.stream(stream)))).flat();
    const shared = await Promise.all((where?.shared ?? []).map(({ stream, position }) => this.log.at(position, stream)));
    const events = [...owned, ...shared.filter((e): e is RecordedEvent => e !== null)];
    events.sort((a, b) => b.position - a.position);
    return events.slice(0, limit).map(toEntry);
  }
}
