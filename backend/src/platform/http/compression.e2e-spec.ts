import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { frontendDist } from '../../create-app';
import { signInTestPhone, TEST_PHONES, TEST_PHONES_ENV } from '../../testing/sign-in';
import { checkAgainstContract } from '../../testing/api-contract.setup';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { CACHE_CONTROL, HEADERS_A_FILE_DOES_NOT_USE, SPA_SHELL } from './static-files';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http rather than fetch: fetch decodes bodies, and these tests are about the bytes on the wire. */
function raw(url: string, method: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer = { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) };
        // Read without fetch, so checked against the document here rather than by the shared hook.
        const target = new URL(url);
        const received = {
          method,
          url: target.pathname + target.search,
          status: answer.status,
          body: answer.body.length ? decode(answer).toString() : '',
        };
        const headers = new Headers(Object.entries(answer.headers).map(([name, value]) => [name, String(value)]));
        checkAgainstContract(target.origin, { ...received, headers }).then(() => resolve(answer), reject);
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decode(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

const dist = frontendDist();
const built = existsSync(join(dist, 'index.html'));
const describeBuilt = built ? describe : describe.skip;
if (!built) console.warn(`SKIPPED: the static-file checks need a frontend build in ${dist} (npm run build)`);

describeBuilt('the built frontend on the wire (real server, production build)', () => {
  let server: TestServer;
  const assets = built ? readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f)) : [];

  beforeAll(async () => {
    server = await startTestServer(TEST_PHONES_ENV);
  });

  afterAll(async () => {
    await server.close();
  });

  it.each(['br', 'gzip'])('sends every hashed asset %s-compressed, immutable for a year, varying on Accept-Encoding', async (encoding) => {
    expect(assets.length).toBeGreaterThan(5);
    for (const file of assets) {
      const answer = await raw(`${server.url}/assets/${file}`, 'GET', { 'accept-encoding': encoding });
      expect({ file, status: answer.status, encoding: answer.headers['content-encoding'] }).toEqual({ file, status: 200, encoding });
      expect(answer.headers['cache-control']).toBe(CACHE_CONTROL.hashed);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      // What a file acts on, and nothing that only a page reads.
      expect(answer.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' });
      for (const name of HEADERS_A_FILE_DOES_NOT_USE) expect({ file, [name]: answer.headers[name] }).toEqual({ file });
      expect(decode(answer).equals(readFileSync(join(dist, 'assets', file)))).toBe(true);
      // A file too small to shrink (a few dozen bytes) has no twin: the build keeps only twins that are smaller.
      const twin = join(dist, 'assets', `${file}.${encoding === 'br' ? 'br' : 'gz'}`);
      if (existsSync(twin)) expect(answer.body.equals(readFileSync(twin))).toBe(true);
    }
  });

  it('sends files as they are to a client that accepts no compression', async () => {
    const [file] = assets;
    const answer = await raw(`${server.url}/assets/${file}`, 'GET', { 'accept-encoding': 'identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(readFileSync(join(dist, 'assets', file)))).toBe(true);
  });

  it.each(['/', '/about', '/login', '/dashboard'])('sends the page %s compressed, revalidated with an ETag', async (path) => {
    const answer = await raw(server.url + path, 'GET', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
    expect(decode(answer).toString()).toContain('<div id="root"');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    const etag = answer.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await raw(server.url + path, 'GET', { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('sends each prerendered page at its path, holding its content, each signed-in shell at its path, and the empty shell for every other page', async () => {
    const written = readdirSync(dist, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(dist, entry.name, 'index.html')))
      .map((entry) => `/${entry.name}`);
    const isShell = (path: string) => readFileSync(join(dist, path, 'index.html'), 'utf8').includes('data-shell=');
    const prerendered = written.filter((path) => !isShell(path));
    expect(written.filter(isShell)).toEqual(expect.arrayContaining(['/dashboard', '/settings', '/analytics']));
    expect(prerendered).toEqual(expect.arrayContaining(['/about', '/info', '/login', '/one-pager', '/privacy-policy']));
    for (const path of ['/', ...prerendered]) {
      for (const variant of [path, `${path}/`.replace('//', '/')]) {
        const answer = await raw(server.url + variant, 'GET', { accept: 'text/html', 'accept-encoding': 'gzip' });
        const html = decode(answer).toString();
        expect({ variant, status: answer.status, prerendered: /data-prerendered="([^"]*)"/.exec(html)?.[1] }).toEqual({
          variant,
          status: 200,
          prerendered: path,
        });
        expect(html).toMatch(/<h1[^>]*>[^<]+/);
      }
    }
    for (const path of ['/dashboard', '/settings']) {
      const answer = await raw(server.url + path, 'GET', { accept: 'text/html', 'accept-encoding': 'br' });
      expect({ path, status: answer.status, body: decode(answer).toString() }).toEqual({
        path,
        status: 200,
        body: readFileSync(join(dist, path, 'index.html'), 'utf8'),
      });
    }
    for (const path of ['/no-such-page', '/assets/no-such-file.js']) {
      const other = await raw(server.url + path, 'GET', { accept: 'text/html', 'accept-encoding': 'br' });
      expect({ path, status: other.status, body: decode(other).toString() }).toEqual({
        path,
        status: 200,
        body: readFileSync(join(dist, SPA_SHELL), 'utf8'),
      });
      // A page, wherever it is answered, keeps the page's headers.
      expect(other.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('compresses JSON answers over 1 KB, the task list from bytes made once per version', async () => {
    const session = await signInTestPhone(server.url, TEST_PHONES.open);
    const auth = { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
    for (let i = 0; i < 30; i++) {
      const created = await raw(
        `${server.url}/dev/user/tasks/create`,
        'POST',
        auth,
        JSON.stringify({ userId: session.user.id, title: `Task number ${i}` }),
      );
      expect(created.status).toBe(201);
    }
    const list = (encoding: string) =>
      raw(
        `${server.url}/dev/user/tasks/array`,
        'POST',
        { ...auth, 'accept-encoding': encoding },
        JSON.stringify({ userId: session.user.id }),
      );
    const plain = await list('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const answer = await list(`${encoding}`);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(answer).equals(plain.body)).toBe(true);
      expect(answer.body.length).toBeLessThan(plain.body.length / 3);
    }
    const docs = await raw(`${server.url}/api/docs/openapi.json`, 'GET', { 'accept-encoding': 'gzip' });
    expect(docs.headers['content-encoding']).toBe('gzip');
    const small = await raw(`${server.url}/api/ping`, 'GET', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
