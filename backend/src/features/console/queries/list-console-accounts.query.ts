import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { DomainError } from '../../../platform/commands/domain-error';
import type { Filter, SortSpec } from '../../../platform/read-store/read-store.port';
import { AccountsReader, ROLES, SERVER_STATUSES } from '../../accounts';
import { idsFilter, type ListParams, textFilter } from '../list/list-params';
import { type ConsoleAccountRow, toConsoleAccountRow } from './console-account-row';
import { phoneCandidates } from './phone-search';

export const ACCOUNT_SORT_FIELDS = ['id', 'phone', 'name', 'email', 'status', 'createdAt', 'lastSignInAt', 'signInCount'] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];
export const ACCOUNT_FILTERS = ['q', 'status', 'role'] as const;

export interface ConsoleAccountsPage {
  rows: ConsoleAccountRow[];
  total: number;
}

export class ListConsoleAccountsQuery extends Query<ConsoleAccountsPage> {
  constructor(readonly params: ListParams<AccountSortField>) {
    super();
  }
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T[] {
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((v) => typeof v === 'string' && (allowed as readonly string[]).includes(v))) {
    throw new DomainError(`The ${name} filter must be one of ${allowed.join(', ')}.`, 'invalid');
  }
  return list as T[];
}

/**
 * Accounts for the console. `q` finds a whole phone number through its keyed hash (typed with or
 * without spaces, "+44" or a leading 0), a part of a name, or an exact account id.
 */
@QueryHandler(ListConsoleAccountsQuery)
export class ListConsoleAccountsHandler implements IQueryHandler<ListConsoleAccountsQuery> {
  constructor(
    private readonly accounts: AccountsReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ params }: ListConsoleAccountsQuery): Promise<ConsoleAccountsPage> {
    const filter = await this.toFilter(params.filter);
    const direction: 1 | -1 = params.sort.descending ? -1 : 1;
    const field = params.sort.field === 'id' ? '_id' : params.sort.field;
    const sort: SortSpec = field === '_id' ? { _id: direction } : { [field]: direction, _id: 1 };
    const { items, total } = await this.accounts.page(filter, { sort, skip: params.skip, limit: params.take });
    return { rows: items.map(toConsoleAccountRow), total };
  }

  private async toFilter(given: Record<string, unknown>): Promise<Filter> {
    const all: Filter[] = [];
    const ids = idsFilter(given);
    if (ids) all.push({ _id: { $in: ids } });
    if (given.status !== undefined && given.status !== '') all.push({ status: { $in: oneOf(given.status, SERVER_STATUSES, 'status') } });
    if (given.role !== undefined && given.role !== '') all.push({ roles: { $in: oneOf(given.role, ROLES, 'role') } });
    const q = textFilter(given, 'q')?.trim();
    if (q) {
      const matches: Filter[] = [{ _id: q }, { name: { $regex: escapeRegex(q), $options: 'i' } }];
      const testNumbers = this.config.testPhones.map((t) => t.phone);
      for (const phone of phoneCandidates(q, testNumbers)) {
        const owner = await this.accounts.findByPhone(phone);
        if (owner) matches.push({ _id: owner._id });
      }
      all.push({ $or: matches });
    }
    if (all.length === 0) return {};
    return all.length === 1 ? all[0] : { $and: all };
  }
}
