import type { ReceivedResponse } from './api-contract';
import { ContractOrigins, DOCUMENT_PATH } from './api-contract-origins';

/**
 * Every answer a suite receives through fetch from a server on this machine is checked against
 * the OpenAPI document that server serves; a drift fails the test that received it (or, for
 * answers received in beforeAll, the first test after it), and so does a server that serves no
 * document, unless the suite opted out for it with skipContractCheck. Registered for every suite
 * in jest.config.js, so a suite gets it without doing anything.
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const realFetch = globalThis.fetch;
const origins = new ContractOrigins(realFetch);
const drifts: string[] = [];

/** For a server on this machine that is not the API (a stand-in provider): its answers are not checked. */
export function skipContractCheck(origin: string, reason: string): void {
  origins.skip(origin, reason);
}

/** Records the problems of one answer; used by suites that read answers without fetch. */
export async function checkAgainstContract(origin: string, received: ReceivedResponse): Promise<void> {
  drifts.push(...(await origins.problems(origin, received)));
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
