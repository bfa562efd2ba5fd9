import { vi } from 'vitest';

import type { AuthUser } from '@/lib/auth/session-types';

import { jsonResponse } from './json-response';

export type ApiCall = { method: string; path: string; body: unknown };
export type ApiReply = { status?: number; json?: unknown; text?: string } | Error;

/**
 * Stands in for the backend in feature tests: every fetch is answered by `handler` (JSON, or an
 * HTML `text`, or a thrown network error) and recorded, so tests see the real requests.
 */
export function fakeApi(handler: (call: ApiCall) => ApiReply | Promise<ApiReply>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const reply = await handler(call);
    if (reply instanceof Error) throw reply;
    if (reply.text !== undefined) {
      return new Response(reply.text, { status: reply.status ?? 200, headers: { 'Content-Type': 'text/html' } });
    }
    if (reply.json === undefined) return new Response('', { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    return jsonResponse(reply.json, reply.status ?? 200);
  });
  return { calls, fetchMock };
}

/** A paying customer (account `closed`), as the feature tests sign one in. */
export function testCustomer(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'user-1',
    phone: '+447700900001',
    email: null,
    name: 'Ada Lovelace',
    user_metadata: { name: 'Ada Lovelace' },
    roles: [],
    account: 'closed',
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
