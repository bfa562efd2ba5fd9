import { DomainError } from '../../../platform/commands/domain-error';
import { idsFilter, parseListParams, textFilter } from './list-params';

const rules = {
  sortable: ['createdAt', 'name'] as const,
  defaultSort: { field: 'createdAt' as const, descending: true },
  filters: ['q', 'status'],
};

describe('parseListParams', () => {
  it('defaults to the first 25 rows in the default order', () => {
    expect(parseListParams({}, rules)).toEqual({ sort: { field: 'createdAt', descending: true }, skip: 0, take: 25, filter: {} });
  });

  it("reads react-admin's sort, range and filter", () => {
    expect(parseListParams({ sort: '["name","ASC"]', range: '[25,49]', filter: '{"q":"+447700900001","status":"open"}' }, rules)).toEqual({
      sort: { field: 'name', descending: false },
      skip: 25,
      take: 25,
      filter: { q: '+447700900001', status: 'open' },
    });
  });

  it('answers every id of a getMany (an id filter without a range), past the default page', () => {
    const ids = Array.from({ length: 60 }, (_, i) => `id-${i}`);
    expect(parseListParams({ filter: JSON.stringify({ id: ids }) }, rules).take).toBe(60);
    expect(parseListParams({ filter: JSON.stringify({ id: ids }), range: '[0,9]' }, rules).take).toBe(10);
  });

  it('caps a page at 500 rows', () => {
    expect(parseListParams({ range: '[0,9999]' }, rules).take).toBe(500);
  });

  it.each([
    [{ sort: 'name' }, 'sort must be JSON'],
    [{ sort: '["phoneHash","ASC"]' }, 'sorted by createdAt, name'],
    [{ sort: '["name","UP"]' }, 'sort must look like'],
    [{ range: '[10,5]' }, 'range must be'],
    [{ range: '[-1,5]' }, 'range must be'],
    [{ range: '[0,"x"]' }, 'range must be'],
    [{ filter: '[1]' }, 'filter must be a JSON object'],
    [{ filter: '{"phoneHash":"x"}' }, 'filtered by id, q, status (not phoneHash)'],
  ])('refuses %p with a readable 400', (query, message) => {
    expect(() => parseListParams(query, rules)).toThrow(DomainError);
    expect(() => parseListParams(query, rules)).toThrow(message);
  });
});

describe('filter values', () => {
  it('treats a cleared input as no filter and refuses non-text', () => {
    expect(textFilter({ q: '' }, 'q')).toBeUndefined();
    expect(textFilter({ q: 'ann' }, 'q')).toBe('ann');
    expect(() => textFilter({ q: 5 }, 'q')).toThrow('must be text');
  });

  it('reads one id or a list of ids', () => {
    expect(idsFilter({ id: 'a' })).toEqual(['a']);
    expect(idsFilter({ id: ['a', 7] })).toEqual(['a', '7']);
    expect(idsFilter({})).toBeUndefined();
  });
});
