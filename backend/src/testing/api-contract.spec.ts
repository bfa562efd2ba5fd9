import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiContract, type ApiDocument, type ReceivedResponse } from './api-contract';
import { ContractOrigins, DOCUMENT_PATH } from './api-contract-origins';

const errorBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

/** A document of two operations, in the shapes the server's own document uses. */
const document: ApiDocument = {
  paths: {
    '/things': {
      get: {
        responses: {
          '200': {
            headers: { 'Content-Range': { required: true } },
            content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } } },
          },
          '400': errorBody,
        },
      },
      post: { responses: { '204': {}, '408': {} } },
    },
    '/things/{id}': {
      get: {
        responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } }, '404': errorBody },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'count', 'note'],
        properties: { id: { type: 'string' }, count: { type: 'integer' }, note: { type: 'string', nullable: true } },
      },
      Error: {
        type: 'object',
        required: ['statusCode', 'message'],
        properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
      },
    },
  },
};

function answer(method: string, url: string, status: number, body: unknown, headers: Record<string, string> = {}): ReceivedResponse {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    method,
    url,
    status,
    headers: new Headers(text ? { 'content-type': 'application/json; charset=utf-8', ...headers } : headers),
    body: text,
  };
}

const thing = { id: 't1', count: 3, note: null };

describe('ApiContract', () => {
  const contract = new ApiContract(document);

  it('accepts answers that keep to the document', () => {
    expect(contract.check(answer('GET', '/things/t1', 200, thing))).toEqual([]);
    expect(contract.check(answer('GET', '/things?range=[0,9]', 200, [thing], { 'content-range': 'things 0-0/1' }))).toEqual([]);
    expect(contract.check(answer('GET', '/things/t9', 404, { statusCode: 404, message: 'Not found' }))).toEqual([]);
    expect(contract.check(answer('POST', '/things', 204, undefined))).toEqual([]);
  });

  it('rejects a status the operation does not document', () => {
    const problems = contract.check(answer('GET', '/things/t1', 500, { statusCode: 500, message: 'boom' }));
    expect(problems).toEqual([expect.stringContaining('status 500 is not documented for GET /things/{id}')]);
  });

  it('rejects a body field the schema does not name', () => {
    const problems = contract.check(answer('GET', '/things/t1', 200, { ...thing, secret: 'x' }));
    expect(problems).toEqual([expect.stringMatching(/does not match the schema.*must NOT have additional properties.*secret/)]);
  });

  it('rejects a field of the wrong type, and a missing required one', () => {
    expect(contract.check(answer('GET', '/things/t1', 200, { ...thing, count: '3' }))).toEqual([
      expect.stringMatching(/\/count must be integer/),
    ]);
    const { note: _note, ...withoutNote } = thing;
    expect(contract.check(answer('GET', '/things/t1', 200, withoutNote))).toEqual([
      expect.stringContaining("must have required property 'note'"),
    ]);
  });

  it('rejects an answer without a header the document requires', () => {
    const problems = contract.check(answer('GET', '/things', 200, [thing]));
    expect(problems).toEqual([expect.stringContaining('the required header Content-Range is missing')]);
  });

  it('rejects a body where the document gives none, and a non-JSON body where it documents JSON', () => {
    expect(contract.check(answer('POST', '/things', 204, { ok: true }))).toEqual([
      expect.stringContaining('the document gives no body, but one came'),
    ]);
    const html = { ...answer('GET', '/things/t1', 200, undefined), headers: new Headers({ 'content-type': 'text/html' }), body: '<p>' };
    expect(contract.check(html)).toEqual([expect.stringContaining('content type "text/html" is not documented')]);
  });

  it('rejects a JSON success from an operation the document does not have', () => {
    expect(contract.check(answer('GET', '/other', 200, { id: 'x' }))).toEqual([
      expect.stringContaining('the document has no such operation'),
    ]);
  });
});

/** A server on this machine that answers every request with `reply`. */
async function serve(reply: (path: string) => { status: number; body?: unknown }): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    const { status, body } = reply(req.url ?? '/');
    res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('ContractOrigins', () => {
  const servers: Server[] = [];
  afterAll(async () => Promise.all(servers.map(close)));

  it('checks an answer against the document its own server serves', async () => {
    const api = await serve((path) => (path === DOCUMENT_PATH ? { status: 200, body: document } : { status: 404 }));
    servers.push(api.server);
    const origins = new ContractOrigins(fetch);
    expect(await origins.problems(api.origin, answer('GET', '/things/t1', 200, thing))).toEqual([]);
    expect(await origins.problems(api.origin, answer('GET', '/things/t1', 200, { ...thing, extra: 1 }))).toEqual([
      expect.stringContaining('must NOT have additional properties'),
    ]);
  });

  it('fails an answer loudly when its server serves no document, instead of skipping it', async () => {
    const standIn = await serve(() => ({ status: 404, body: { message: 'Not found' } }));
    servers.push(standIn.server);
    const origins = new ContractOrigins(fetch);
    expect(await origins.problems(standIn.origin, answer('GET', '/things/t1', 200, thing))).toEqual([
      expect.stringContaining(`not checked, because ${standIn.origin}${DOCUMENT_PATH} could not be read (status 404)`),
    ]);
  });

  it('fails an answer when the document cannot be fetched at all', async () => {
    const gone = await serve(() => ({ status: 200 }));
    await close(gone.server);
    const origins = new ContractOrigins(fetch);
    expect(await origins.problems(gone.origin, answer('GET', '/things/t1', 200, thing))).toEqual([
      expect.stringContaining('could not be read'),
    ]);
  });

  it('leaves an origin unchecked only when the suite opts out with a reason', async () => {
    const standIn = await serve(() => ({ status: 404 }));
    servers.push(standIn.server);
    const origins = new ContractOrigins(fetch);
    expect(() => origins.skip(standIn.origin, ' ')).toThrow('Say why');
    origins.skip(standIn.origin, 'a stand-in payment provider, not the API');
    expect(await origins.problems(standIn.origin, answer('GET', '/things/t1', 200, { any: 'thing' }))).toEqual([]);
  });
});
