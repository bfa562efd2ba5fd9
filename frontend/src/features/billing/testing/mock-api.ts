import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; body: unknown };
type Reply = { status?: number; json?: unknown; text?: string } | Error;
type Handler = (call: ApiCall) => Reply | Promise<Reply>;

/** Stands in for the backend: each request is answered by `handler`, and every call is recorded. */
export function mockApi(handler: Handler) {
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
    return new Response(reply.json === undefined ? '' : JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { calls, fetchMock };
}
