import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { MAX_JSON_DEPTH } from './body-limits';

/** `{"title":"x","d":[[[…]]]}` with `depth` levels in all. */
function nested(depth: number, extra: Record<string, unknown> = { title: 'x' }): string {
  const head = JSON.stringify(extra).slice(0, -1);
  return `${head},"d":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
}

/** A body sent in chunks with no Content-Length, which only a count of the bytes as they arrive can limit. */
async function postChunked(url: string, path: string, chunks: string[]): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit & { duplex: 'half' });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A gzip-compressed JSON body, which the server inflates before parsing it. */
async function postGzip(
  url: string,
  path: string,
  text: string,
  token?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: gzipSync(text),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('body limits (real server, embedded mode)', () => {
  let server: TestServer;
  let session: TestSession;

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    session = await signInTestPhone(server.url, TEST_PHONES.open);
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses a 1 MiB deeply nested body to a sign-in route with a readable 413, before reading it as JSON', async () => {
    const half = 512 * 1024;
    const started = performance.now();
    const res = await call(server.url, 'POST', '/auth/otp', '['.repeat(half) + ']'.repeat(half));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request is too large: at most 1 KB is accepted here.');
    // A generous bound on a busy machine: the point is that the body is never parsed.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it.each([
    ['/auth/verify', 1024],
    ['/auth/token', 1024],
    ['/auth/logout', 1024],
    ['/api/analytics/events', 4 * 1024],
  ])('takes at most the bytes its purpose needs on the public route %s', async (path, limit) => {
    const over = JSON.stringify({ pad: 'x'.repeat(limit) });
    const res = await call(server.url, 'POST', path, over);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(`The request is too large: at most ${limit / 1024} KB is accepted here.`);
  });

  it('counts the bytes of a chunked body as they arrive', async () => {
    const res = await postChunked(
      server.url,
      '/auth/otp',
      Array.from({ length: 64 }, () => ' '.repeat(1024)),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request is too large: at most 1 KB is accepted here.');
  });

  it('keeps the larger limit for a signed-in caller', async () => {
    const title = 'x'.repeat(100 * 1024);
    const res = await call(server.url, 'POST', '/dev/user/tasks/create', { userId: session.user.id, title }, session.access_token);
    expect(res.status).not.toBe(413);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with a readable 400, on any route`, async () => {
    const deep = nested(MAX_JSON_DEPTH + 1, { userId: session.user.id, title: 'deep' });
    const res = await call(server.url, 'POST', '/dev/user/tasks/create', deep, session.access_token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
    const publicRes = await call(server.url, 'POST', '/auth/otp', nested(MAX_JSON_DEPTH + 1, { phone: '+447911123456' }));
    expect(publicRes.status).toBe(400);
    expect(publicRes.body.message).toBe(`The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  });

  it('refuses deep JSON sent in chunks, with no declared length, as it arrives', async () => {
    const deep = nested(MAX_JSON_DEPTH + 1, { phone: '+447911123456' });
    const res = await postChunked(server.url, '/auth/otp', [deep.slice(0, 20), deep.slice(20)]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
  });

  it('counts and scans a compressed body once inflated, not as the compressed bytes', async () => {
    const deep = nested(MAX_JSON_DEPTH + 1, { userId: session.user.id, title: 'deep' });
    const refused = await postGzip(server.url, '/dev/user/tasks/create', deep, session.access_token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);

    const inflatesPastLimit = JSON.stringify({ phone: '+447911123456', pad: ' '.repeat(8 * 1024) });
    expect(gzipSync(inflatesPastLimit).length).toBeLessThan(1024);
    const tooLarge = await postGzip(server.url, '/auth/otp', inflatesPastLimit);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The request is too large: at most 1 KB is accepted here.');

    const plain = await postGzip(
      server.url,
      '/dev/user/tasks/create',
      JSON.stringify({ userId: session.user.id, title: 'sent compressed' }),
      session.access_token,
    );
    expect(plain.status).toBe(201);
  });

  it(`takes JSON exactly ${MAX_JSON_DEPTH} levels deep: validation reads it`, async () => {
    const res = await call(
      server.url,
      'POST',
      '/dev/user/tasks/create',
      nested(MAX_JSON_DEPTH, { userId: session.user.id, title: 'deep enough' }),
      session.access_token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('d is not an accepted field.');
  });

  it('reads brackets inside strings as text, escaped quotes included', async () => {
    const title = `say \\"${'['.repeat(MAX_JSON_DEPTH + 5)}`;
    const res = await call(
      server.url,
      'POST',
      '/dev/user/tasks/create',
      `{"userId":"${session.user.id}","title":"${title}"}`,
      session.access_token,
    );
    expect(res.status).toBeLessThan(300);
  });
});

/** Opens a connection from a given loopback address; resolves once connected, with whether the server then closed it. */
async function open(port: number, localAddress: string): Promise<{ socket: Socket; closed: () => boolean }> {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  let closed = false;
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()).once('close', () => resolve()));
  return { socket, closed: () => closed };
}

describe('connections per address (real server, a cap of 20)', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer({ MAX_CONNECTIONS_PER_ADDRESS: '20' });
    port = Number(new URL(server.url).port);
  });

  afterAll(async () => {
    await server.close();
  });

  it('closes one address’s connections beyond the cap while another client is served', async () => {
    const flood = await Promise.all(Array.from({ length: 60 }, () => open(port, '127.0.0.2')));
    await sleep(300);
    expect(flood.filter((c) => c.closed()).length).toBe(40);

    const other = await call(server.url, 'GET', '/api/ping');
    expect(other.status).toBe(200);

    for (const c of flood) c.socket.destroy();
    await sleep(200);
    const again = await open(port, '127.0.0.2');
    await sleep(200);
    expect(again.closed()).toBe(false);
    again.socket.destroy();
  });
});
