import { ApiContract, type ApiDocument, type ReceivedResponse } from './api-contract';

export const DOCUMENT_PATH = '/api/docs/openapi.json';

/**
 * The contract of each server a suite talks to, read from the document that server serves. An
 * origin that serves none is a failure of the check, not a reason to skip it: a server that is not
 * the API (a stand-in provider) must be named with `skip` and a reason.
 */
export class ContractOrigins {
  private readonly contracts = new Map<string, Promise<ApiContract>>();
  private readonly skipped = new Map<string, string>();

  constructor(private readonly fetchDocument: typeof fetch) {}

  /** Leaves the answers of one origin unchecked; the reason says why that server is not the API. */
  skip(origin: string, reason: string): void {
    if (!reason.trim()) throw new Error(`Say why the answers of ${origin} are not checked against the API document`);
    this.skipped.set(new URL(origin).origin, reason);
  }

  /** The problems with one answer from this origin, a document that cannot be read among them. */
  async problems(origin: string, received: ReceivedResponse): Promise<string[]> {
    if (this.skipped.has(origin)) return [];
    try {
      return (await this.contractOf(origin)).check(received);
    } catch (error) {
      const label = `${received.method.toUpperCase()} ${received.url} → ${received.status}`;
      return [
        `${label}: not checked, because ${origin}${DOCUMENT_PATH} could not be read (${(error as Error).message}). ` +
          'A server that is not the API opts out with skipContractCheck(origin, reason).',
      ];
    }
  }

  private contractOf(origin: string): Promise<ApiContract> {
    let contract = this.contracts.get(origin);
    if (!contract) {
      contract = this.fetchDocument(origin + DOCUMENT_PATH).then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        return new ApiContract((await response.json()) as ApiDocument);
      });
      this.contracts.set(origin, contract);
      // A server that was restarting is asked again next time; only a document that was read is kept.
      contract.catch(() => this.contracts.delete(origin));
    }
    return contract;
  }
}
