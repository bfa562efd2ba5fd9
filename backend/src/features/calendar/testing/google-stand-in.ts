import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { skipContractCheck } from '../../../testing/api-contract.setup';

export interface Grant {
  refreshToken: string | null;
  scope: string;
}

export interface SeenRequest {
  path: string;
  form: Record<string, string>;
  query: Record<string, string>;
  json: unknown;
  authorization: string | undefined;
}

export const FULL_SCOPE =
  'openid email profile https://www.googleapis.com/auth/calendar.events https://www.googleapis.com/auth/calendar.readonly';

/**
 * A local stand-in for the Google endpoints daily calls (token, revoke, Calendar free/busy), so
 * tests exercise the real googleapis client over HTTP without reaching Google.
 */
export class GoogleStandIn {
  /** Authorization codes the "browser" got from Google, and what each one grants. */
  readonly codes = new Map<string, Grant>();
  readonly revoked = new Set<string>();
  readonly seen: SeenRequest[] = [];
  /** Busy intervals free/busy answers with. */
  busy: { start: string; end: string }[] = [];
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    skipContractCheck(this.url, "a stand-in for Google's OAuth and Calendar APIs, which the daily document does not describe");
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    // Clients keep sockets alive; closing them now saves waiting out their idle timeout.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  requestsTo(path: string): SeenRequest[] {
    return this.seen.filter((r) => r.path === path);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const isJson = (req.headers['content-type'] ?? '').includes('json');
    const seen: SeenRequest = {
      path: url.pathname,
      form: isJson ? {} : Object.fromEntries(new URLSearchParams(body)),
      query: Object.fromEntries(url.searchParams),
      json: isJson && body ? JSON.parse(body) : null,
      authorization: req.headers.authorization,
    };
    this.seen.push(seen);
    const answer = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (url.pathname === '/token') return this.token(seen.form, answer);
    if (url.pathname === '/revoke') {
      this.revoked.add(seen.query.token ?? seen.form.token);
      return answer(200, {});
    }
    if (url.pathname === '/calendar/v3/freeBusy') {
      const token = (seen.authorization ?? '').replace(/^Bearer at-/, '');
      if (this.revoked.has(token)) return answer(401, { error: { code: 401, message: 'Invalid Credentials' } });
      return answer(200, { kind: 'calendar#freeBusy', calendars: { primary: { busy: this.busy } } });
    }
    answer(404, { error: 'not_found' });
  }

  private token(form: Record<string, string>, answer: (status: number, payload: unknown) => void): void {
    if (form.grant_type === 'authorization_code') {
      const grant = this.codes.get(form.code);
      if (!grant) return answer(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      this.codes.delete(form.code);
      const tokens: Record<string, unknown> = {
        access_token: `at-${grant.refreshToken ?? 'none'}`,
        expires_in: 3599,
        scope: grant.scope,
        token_type: 'Bearer',
      };
      if (grant.refreshToken) tokens.refresh_token = grant.refreshToken;
      return answer(200, tokens);
    }
    if (form.grant_type === 'refresh_token') {
      if (this.revoked.has(form.refresh_token))
        return answer(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      return answer(200, { access_token: `at-${form.refresh_token}`, expires_in: 3599, scope: FULL_SCOPE, token_type: 'Bearer' });
    }
    answer(400, { error: 'unsupported_grant_type' });
  }
}
