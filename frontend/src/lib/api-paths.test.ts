import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';

import { apiFetch } from './api-client';
import { apiUrl, type ApiAnswer, type ApiPath, type MethodsOf } from './api-paths';
import type { ApiSchema } from './api-types';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

/*
 * The type checker is the test here: `npm run typecheck` (and the build) compile this file, and each
 * `@ts-expect-error` fails the compile when the call below it stops being an error, so a route
 * renamed in the document, a method it lost or a body it no longer takes is caught where it is called.
 */
describe('calls are checked against the API document', () => {
  it('refuses a route the document does not name, a method a route lacks, and a body it does not take', async () => {
    // @ts-expect-error the task list's old name: no such route
    await apiFetch('/dev/user/tasks/list', { read: true, body: { userId: 'u1' } });
    // @ts-expect-error a route is named exactly as the document writes it
    await apiFetch('/api/me/plan/');
    // @ts-expect-error the plan is read, never deleted
    await apiFetch('/api/me/plan', { method: 'DELETE' });
    // @ts-expect-error a GET sends no body
    await apiFetch('/api/me/messages', { body: { enabled: true } });
    // @ts-expect-error the messages setting takes `enabled`, not `on`
    await apiFetch('/api/me/messages', { method: 'PUT', body: { on: true } });
    // @ts-expect-error a task is created for a user: the body names them
    await apiFetch('/dev/user/tasks/create', { body: { title: 'Call the bank' } });
    // @ts-expect-error the funnel needs its range
    await apiFetch('/api/analytics/funnel', { query: { source: 'ads' } });
    // @ts-expect-error a POST with no body says it is a POST, or it would be sent as a GET
    await apiFetch('/auth/logout');

    expect(fetchMock).toHaveBeenCalledTimes(8);
  });

  it('types each answer as the document does', () => {
    expectTypeOf<ApiAnswer<'/api/me/plan', 'GET'>>().toEqualTypeOf<ApiSchema<'YourPlanResponse'>>();
    expectTypeOf<ApiAnswer<'/auth/logout', 'POST'>>().toEqualTypeOf<undefined>();
    expectTypeOf<MethodsOf<'/api/me/messages'>>().toEqualTypeOf<'GET' | 'PUT'>();
    expectTypeOf(apiFetch('/api/me/decisions')).resolves.toEqualTypeOf<ApiSchema<'DecisionListResponse'>>();
    expectTypeOf<'/api/me'>().toExtend<ApiPath>();
  });
});

describe('path parameters', () => {
  it('are required where the route has them, and filled in encoded', async () => {
    // @ts-expect-error the piece of context to remove is named by its id
    await apiFetch('/api/me/context/{id}', { method: 'DELETE' });
    await apiFetch('/api/me/context/{id}', { method: 'DELETE', params: { id: 'c 1/2' } });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/api/me/context/c%201%2F2');
  });
});

describe('apiUrl', () => {
  it('fills in and encodes the path parameters', () => {
    expect(apiUrl('/api/admin/accounts/{id}/status', { id: 'a/b c' })).toBe('/api/admin/accounts/a%2Fb%20c/status');
    expect(apiUrl('/api/live')).toBe('/api/live');
  });

  it('refuses a route with parameters left out, at compile time and when run', () => {
    // @ts-expect-error the account's id is needed
    expect(() => apiUrl('/api/admin/accounts/{id}')).toThrow('/api/admin/accounts/{id} needs its id.');
    // @ts-expect-error no such route
    expect(apiUrl('/api/admin/people')).toBe('/api/admin/people');
  });
});
