import type { Doc, Filter, FindOptions, ReadCollection } from './read-store.port';

/** A page of a list, and how many documents the list holds in all. */
export interface Page<T extends Doc> {
  items: T[];
  total: number;
}

/** One page of what a filter selects, counted in the same go: what a paged list (the console's) shows. */
export async function findPage<T extends Doc>(collection: ReadCollection<T>, filter: Filter, options: FindOptions): Promise<Page<T>> {
  const [items, total] = await Promise.all([collection.find(filter, options), collection.count(filter)]);
  return { items, total };
}
