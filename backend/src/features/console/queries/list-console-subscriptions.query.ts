import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/commands/domain-error';
import type { Filter, SortSpec } from '../../../platform/read-store/read-store.port';
import { PLANS, PROVIDER_STATUSES, SubscriptionsReader } from '../../billing';
import { idsFilter, type ListParams, textFilter } from '../list/list-params';
import { type ConsoleSubscriptionRow, toConsoleSubscriptionRow } from './console-subscription-row';

export const SUBSCRIPTION_SORT_FIELDS = ['id', 'updatedAt', 'status', 'plan', 'currentPeriodEnd'] as const;
export type SubscriptionSortField = (typeof SUBSCRIPTION_SORT_FIELDS)[number];
export const SUBSCRIPTION_FILTERS = ['status', 'plan', 'userId'] as const;

const STATUSES: readonly string[] = [...PROVIDER_STATUSES, 'none'];

export class ListConsoleSubscriptionsQuery extends Query<{ rows: ConsoleSubscriptionRow[]; total: number }> {
  constructor(readonly params: ListParams<SubscriptionSortField>) {
    super();
  }
}

function oneOf(value: unknown, allowed: readonly string[], name: string): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((v) => typeof v === 'string' && allowed.includes(v)))
    throw new DomainError(`The ${name} filter must be one of ${allowed.join(', ')}.`, 'invalid');
  return list as string[];
}

/** Subscriptions from billing's read model, through billing's SubscriptionsReader; read only. */
@QueryHandler(ListConsoleSubscriptionsQuery)
export class ListConsoleSubscriptionsHandler implements IQueryHandler<ListConsoleSubscriptionsQuery> {
  constructor(private readonly subscriptions: SubscriptionsReader) {}

  async execute({ params }: ListConsoleSubscriptionsQuery): Promise<{ rows: ConsoleSubscriptionRow[]; total: number }> {
    const all: Filter[] = [];
    const ids = idsFilter(params.filter);
    if (ids) all.push({ _id: { $in: ids } });
    const userId = textFilter(params.filter, 'userId');
    if (userId) all.push({ _id: userId });
    if (params.filter.status !== undefined && params.filter.status !== '')
      all.push({ status: { $in: oneOf(params.filter.status, STATUSES, 'status') } });
    if (params.filter.plan !== undefined && params.filter.plan !== '')
      all.push({ plan: { $in: oneOf(params.filter.plan, PLANS, 'plan') } });
    const filter: Filter = all.length === 0 ? {} : all.length === 1 ? all[0] : { $and: all };
    const direction: 1 | -1 = params.sort.descending ? -1 : 1;
    const sort: SortSpec = params.sort.field === 'id' ? { _id: direction } : { [params.sort.field]: direction, _id: 1 };
    const { items, total } = await this.subscriptions.page(filter, { sort, skip: params.skip, limit: params.take });
    return { rows: items.map(toConsoleSubscriptionRow), total };
  }
}
