import { vi } from 'vitest';

import type { AuthUser } from '@/lib/auth/session-types';

export type ApiCall = { method: string; path: string; body: unknown };
export type ApiReply = { status?: number; json?: unknown } | Error;

/** Answers every fetch with `handler` and records what was asked, so tests see the real request. */
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
    return new Response(reply.json === undefined ? '' : JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, fetchMock };
}

export function testUser(overrides: Partial<AuthUser> = {}): AuthUser {
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
