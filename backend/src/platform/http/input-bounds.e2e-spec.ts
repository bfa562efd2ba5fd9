import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../create-app';
import { checkAgainstContract } from '../../testing/api-contract.setup';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV, type TestSession } from '../../testing/sign-in';
import { call, startTestServer, type TestServer } from '../../testing/test-server';
import { loadConfig } from '../config/app-config';
import { MAX_INPUT_KEYS, MAX_LISTED_PROBLEMS } from './validation';

/** A body of many small keys is cheap to send and, unbounded, expensive to validate and to describe. */
function keyFlood(count: number, extra: Record<string, unknown> = {}): string {
  const body: Record<string, unknown> = { ...extra };
  for (let i = 0; i < count; i++) body[`k${i}`] = 1;
  return JSON.stringify(body);
}

describe('input bounds (real server, embedded mode)', () => {
  let server: TestServer;
  let session: TestSession;
  /** A signed-in write: public routes refuse bodies this large by their size alone (request-limits.e2e-spec.ts). */
  const WRITE = '/dev/user/tasks/create';
  const own = (): Record<string, unknown> => ({ userId: session.user.id, title: 'bounded' });

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
    session = await signInTestPhone(server.url, TEST_PHONES.open);
  });

  afterAll(async () => {
    await server.close();
  });

  it('refuses a body of 75,000 keys with a short readable 400', async () => {
    const res = await call(server.url, 'POST', WRITE, keyFlood(75_000, own()), session.access_token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      message: `The request has too many fields (at most ${MAX_INPUT_KEYS} in one object).`,
    });
    expect(JSON.stringify(res.body).length).toBeLessThan(1_000);
  });

  it('counts keys in nested objects and array items too', async () => {
    const nested = JSON.stringify({ ...own(), inner: JSON.parse(keyFlood(MAX_INPUT_KEYS + 1)) });
    const res = await call(server.url, 'POST', WRITE, nested, session.access_token);
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toMatch(/too many fields/);
    const items = JSON.stringify({ ...own(), list: Array.from({ length: MAX_INPUT_KEYS + 1 }, (_, i) => i) });
    const listed = await call(server.url, 'POST', WRITE, items, session.access_token);
    expect(listed.status).toBe(400);
    expect(String(listed.body.message)).toMatch(/too many/);
  });

  it('lists at most a few problems, and says how many more there were', async () => {
    const res = await call(server.url, 'POST', WRITE, keyFlood(MAX_INPUT_KEYS - 3, own()), session.access_token);
    expect(res.status).toBe(400);
    const problems = res.body.problems as string[];
    expect(problems.length).toBe(MAX_LISTED_PROBLEMS);
    expect(String(res.body.message)).toMatch(/and \d+ more/);
    expect(JSON.stringify(res.body).length).toBeLessThan(3_000);
  });

  it.each([
    ['text/plain', JSON.stringify({ phone: '+447911123456' })],
    ['application/x-www-form-urlencoded', 'phone=%2B447911123456'],
  ])('accepts JSON bodies only: %s answers 415 and sends nothing', async (type, body) => {
    const res = await call(server.url, 'POST', '/auth/otp', body, undefined, { 'content-type': type });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ message: 'The request must be sent as JSON.' });
  });

  it('keeps the ordinary single-problem message unchanged', async () => {
    const res = await call(server.url, 'POST', '/auth/otp', { phone: '+447911123456', extra: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('extra is not an accepted field.');
  });
});

/** The status, headers and body of an HTTP/1.1 answer as it came off a socket. */
function parseRawAnswer(raw: string): { status: number; headers: Headers; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, split === -1 ? raw.length : split).split('\r\n');
  const headers = new Headers(lines.map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: split === -1 ? '' : raw.slice(split + 4) };
}

describe('slow requests (real server with a short request timeout)', () => {
  let app: NestFastifyApplication;
  let dir: string;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'daily-test-'));
    app = await createApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, PORT: '0' }), { requestTimeoutMs: 1_500 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.getHttpServer().address() as { port: number }).port;
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('cuts off a body sent one byte at a time instead of holding the request open', async () => {
    const body = JSON.stringify({ phone: '+447911123456' }).padEnd(100, ' ');
    const socket = connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // A byte dripped after the server's 408 can meet a reset; the close that follows still ends the wait.
    socket.on('error', () => undefined);
    socket.write(`POST /auth/otp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    const drip = setInterval(() => {
      if (sent < body.length && !socket.destroyed && answer === '') socket.write(body[sent++]);
    }, 200);
    await closed;
    clearInterval(drip);
    // At 5 bytes a second the body would need 20 s; the server gave up long before.
    expect(sent).toBeLessThan(body.length / 2);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    const parsed = parseRawAnswer(answer);
    expect(JSON.parse(parsed.body)).toEqual({
      statusCode: 408,
      error: 'Request Timeout',
      message: 'The request took too long to arrive. Please check your connection and try again.',
    });
    // Read off the socket, so checked against the document here: the 408 must be one it documents.
    await checkAgainstContract(`http://127.0.0.1:${port}`, { method: 'POST', url: '/auth/otp', ...parsed });
  }, 15_000);

  it('answers headers larger than the server takes with a readable 431', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(`GET /api/ping HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`);
    await closed;
    const parsed = parseRawAnswer(answer);
    expect(parsed.status).toBe(431);
    expect(JSON.parse(parsed.body)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      message: "The request's headers are too large.",
    });
    await checkAgainstContract(`http://127.0.0.1:${port}`, { method: 'GET', url: '/api/ping', ...parsed });
  });
});
