import { ApiContract, type ApiDocument, type ReceivedResponse } from './api-contract';

/**
 * Every answer a suite receives through fetch from a server on this machine is checked against
 * the OpenAPI document that server serves; a drift fails the test that received it (or, for
 * answers received in beforeAll, the first test after it). Registered for every suite in
 * jest.config.js, so a suite gets it without doing anything.
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const DOCUMENT_PATH = '/api/docs/openapi.json';
const realFetch = globalThis.fetch;
const contracts = new Map<string, Promise<ApiContract | null>>();
const drifts: string[] = [];

/** The contract of the server at this origin, or null when it serves none (a fake provider, a stopped server). */
function contractOf(origin: string): Promise<ApiContract | null> {
  let contract = contracts.get(origin);
  if (!contract) {
    contract = realFetch(origin + DOCUMENT_PATH)
      .then(async (response) => (response.ok ? new ApiContract((await response.json()) as ApiDocument) : null))
      .catch(() => null);
    contracts.set(origin, contract);
    // A server that was not up yet, or a later one on the same port, is asked again next time.
    void contract.then((found) => (found ? undefined : contracts.delete(origin)));
  }
  return contract;
}

/** Records the problems of one answer; used by suites that read answers without fetch. */
export async function checkAgainstContract(origin: string, received: ReceivedResponse): Promise<void> {
  const contract = await contractOf(origin);
  if (contract) drifts.push(...contract.check(received));
}

function methodOf(input: Parameters<typeof fetch>[0], init?: RequestInit): string {
  if (init?.method) return init.method;
  return input instanceof Request ? input.method : 'GET';
}

globalThis.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!LOOPBACK.has(url.hostname) || url.pathname === DOCUMENT_PATH) return response;
  if ((response.headers.get('content-type') ?? '').includes('event-stream')) return response;
  const body = await response.clone().text();
  await checkAgainstContract(url.origin, {
    method: methodOf(input, init),
    url: url.pathname + url.search,
    status: response.status,
    headers: response.headers,
    body,
  });
  return response;
};

function failOnDrift(): void {
  if (drifts.length === 0) return;
  const found = drifts.splice(0);
  throw new Error(`Answers that differ from the OpenAPI document (docs/openapi.json):\n${found.join('\n')}`);
}

afterEach(failOnDrift);
afterAll(failOnDrift);
