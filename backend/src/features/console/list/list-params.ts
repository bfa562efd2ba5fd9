import { DomainError } from '../../../platform/commands/domain-error';

/** The query parameters react-admin's simple REST data provider sends with every list. */
export interface ListQuery {
  sort?: string;
  range?: string;
  filter?: string;
}

export interface ListParams<Field extends string> {
  sort: { field: Field; descending: boolean };
  /** Index of the first row, from `range=[start,end]` (inclusive end). */
  skip: number;
  take: number;
  filter: Record<string, unknown>;
}

export interface ListRules<Field extends string> {
  sortable: readonly Field[];
  defaultSort: { field: Field; descending: boolean };
  filters: readonly string[];
}

/** The largest page served; react-admin asks for 10–50 rows, reference inputs a few hundred at most. */
export const MAX_PAGE = 500;
const DEFAULT_PAGE = 25;

function parseJson(name: string, raw: string, example: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new DomainError(`${name} must be JSON, such as ${name}=${example}.`, 'invalid');
  }
}

/** Reads `sort=["field","ASC"]`, `range=[0,24]` and `filter={...}`, refusing fields the list does not offer. */
export function parseListParams<Field extends string>(query: ListQuery, rules: ListRules<Field>): ListParams<Field> {
  let sort = rules.defaultSort;
  if (query.sort) {
    const parsed = parseJson('sort', query.sort, '["createdAt","DESC"]');
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 2 ||
      typeof parsed[0] !== 'string' ||
      !['ASC', 'DESC'].includes(String(parsed[1]).toUpperCase())
    ) {
      throw new DomainError('sort must look like ["field","ASC"] or ["field","DESC"].', 'invalid');
    }
    if (!rules.sortable.includes(parsed[0] as Field))
      throw new DomainError(`This list can be sorted by ${rules.sortable.join(', ')}.`, 'invalid');
    sort = { field: parsed[0] as Field, descending: String(parsed[1]).toUpperCase() === 'DESC' };
  }

  let skip = 0;
  let take = DEFAULT_PAGE;
  if (query.range) {
    const parsed = parseJson('range', query.range, '[0,24]');
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 2 ||
      !parsed.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) ||
      parsed[1] < parsed[0]
    ) {
      throw new DomainError('range must be two whole numbers, first to last row, such as [0,24].', 'invalid');
    }
    skip = parsed[0] as number;
    take = Math.min((parsed[1] as number) - skip + 1, MAX_PAGE);
  }

  let filter: Record<string, unknown> = {};
  if (query.filter) {
    const parsed = parseJson('filter', query.filter, '{"status":"open"}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new DomainError('filter must be a JSON object.', 'invalid');
    const allowed = ['id', ...rules.filters];
    const unknown = Object.keys(parsed).filter((key) => !allowed.includes(key));
    if (unknown.length) throw new DomainError(`This list can be filtered by ${allowed.join(', ')} (not ${unknown.join(', ')}).`, 'invalid');
    filter = parsed as Record<string, unknown>;
  }
  // react-admin's getMany asks for records by id with no range: every one asked for is answered.
  const ids = query.range ? undefined : idsFilter(filter);
  if (ids) take = Math.max(take, ids.length);
  return { sort, skip, take, filter };
}

/** A filter value that must be text (or absent); react-admin sends "" for a cleared input. */
export function textFilter(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new DomainError(`The ${key} filter must be text.`, 'invalid');
  return value;
}

/** `id` as react-admin's getMany sends it: one id or a list. */
export function idsFilter(filter: Record<string, unknown>): string[] | undefined {
  const value = filter.id;
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_PAGE || !list.every((id) => typeof id === 'string' || typeof id === 'number')) {
    throw new DomainError(`The id filter must be up to ${MAX_PAGE} ids.`, 'invalid');
  }
  return list.map(String);
}
