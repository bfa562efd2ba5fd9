import { vi } from 'vitest';

import type { ApiSchema } from '@/lib/api-types';
import { jsonResponse } from '@/testing/json-response';

type Failure = 'network' | { status: number; body?: unknown };
type Route = 'fetch' | 'save';
type StoredEntry = ApiSchema<'JournalEntryResponse'>;

/**
 * A stand-in for the journal endpoints, installed as `fetch`: entries by date in memory, and
 * `failNext` / `failAlways` to make a route fail.
 */
export function fakeJournalServer(initial: StoredEntry[] = []) {
  const entries = new Map(initial.map((entry) => [entry.date, entry]));
  const failures = new Map<Route, { failure: Failure; once: boolean }>();
  const requests: { route: Route; body: Record<string, unknown> }[] = [];
  const gates = new Map<Route, Promise<void>>();

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const route: Route = String(input).endsWith('/fetch') ? 'fetch' : 'save';
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    requests.push({ route, body });
    const gate = gates.get(route);
    if (gate) await gate;
    const planned = failures.get(route);
    if (planned) {
      if (planned.once) failures.delete(route);
      if (planned.failure === 'network') throw new TypeError('Failed to fetch');
      return jsonResponse(planned.failure.body ?? { message: 'Refused' }, planned.failure.status);
    }
    if (route === 'fetch') {
      const start = String(body.start_date);
      const end = String(body.end_date);
      const data = [...entries.values()]
        .filter((entry) => entry.date >= start && entry.date <= end)
        .sort((a, b) => (a.date < b.date ? -1 : 1));
      return jsonResponse({ success: true, data });
    }
    const date = String(body.date);
    entries.set(date, { id: `${String(body.userId)}-${date}`, date, content: String(body.entry) });
    return jsonResponse({ success: true, data: { id: `${String(body.userId)}-${date}` } });
  });

  return {
    fetchMock,
    requests,
    entries,
    failNext(route: Route, failure: Failure, { once = true } = {}) {
      failures.set(route, { failure, once });
    },
    clearFailures() {
      failures.clear();
    },
    hold(route: Route): () => void {
      let release = () => {};
      gates.set(
        route,
        new Promise<void>((resolve) => {
          release = () => {
            gates.delete(route);
            resolve();
          };
        }),
      );
      return release;
    },
  };
}
