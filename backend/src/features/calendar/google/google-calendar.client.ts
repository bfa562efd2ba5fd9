import { auth, calendar } from 'googleapis/build/src/apis/calendar';
import { classifyGoogleError, GoogleUnavailableError } from './google-failure';
import type { GoogleEndpoints } from './google-endpoints';

export interface ExchangedGrant {
  refreshToken: string | null;
  scopes: string[];
  accessExpiresAt: string | null;
}

export interface BusyInterval {
  start: string;
  end: string;
}

type OAuth2Client = InstanceType<typeof auth.OAuth2>;

/**
 * The Google calls daily makes, through googleapis. Only the Calendar API module is loaded: the
 * full googleapis index takes seconds to require. Every failure leaves as GoogleGrantRejectedError
 * or GoogleUnavailableError.
 */
export class GoogleCalendarClient {
  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly endpoints: GoogleEndpoints,
  ) {}

  private oauth(refreshToken?: string): OAuth2Client {
    // 'postmessage' is the redirect URI of the browser popup code flow (Google Identity Services).
    const client = new auth.OAuth2({
      clientId: this.clientId,
      clientSecret: this.clientSecret,
      redirectUri: 'postmessage',
      endpoints: { oauth2TokenUrl: this.endpoints.tokenUrl, oauth2RevokeUrl: this.endpoints.revokeUrl },
      // Node's own fetch: gaxios would otherwise load node-fetch through a dynamic import, which
      // buys nothing on Node 20 and fails inside Jest's module sandbox.
      transporterOptions: { fetchImplementation: globalThis.fetch },
    });
    if (refreshToken) client.setCredentials({ refresh_token: refreshToken });
    return client;
  }

  private async google<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw classifyGoogleError(error);
    }
  }

  async exchangeCode(code: string): Promise<ExchangedGrant> {
    const { tokens } = await this.google(() => this.oauth().getToken(code));
    return {
      refreshToken: tokens.refresh_token ?? null,
      scopes: (tokens.scope ?? '').split(' ').filter(Boolean),
      accessExpiresAt: tokens.expiry_date ? new Date(tokens.expiry_date).toISOString() : null,
    };
  }

  /** Gets a fresh access token: the proof that the refresh token still works. */
  async refresh(refreshToken: string): Promise<{ accessExpiresAt: string | null }> {
    const client = this.oauth(refreshToken);
    await this.google(() => client.getAccessToken());
    const expiry = client.credentials.expiry_date;
    return { accessExpiresAt: expiry ? new Date(expiry).toISOString() : null };
  }

  async revoke(token: string): Promise<void> {
    await this.google(() => this.oauth().revokeToken(token));
  }

  /** Busy intervals of the primary calendar between two instants. */
  async busy(refreshToken: string, from: Date, to: Date): Promise<BusyInterval[]> {
    const api = calendar({ version: 'v3', auth: this.oauth(refreshToken), rootUrl: this.endpoints.apiRootUrl });
    const response = await this.google(() =>
      api.freebusy.query({ requestBody: { timeMin: from.toISOString(), timeMax: to.toISOString(), items: [{ id: 'primary' }] } }),
    );
    const primary = response.data.calendars?.primary;
    // Google answers per calendar; an error there says nothing certain about the grant itself.
    if (primary?.errors?.length) throw new GoogleUnavailableError(new Error(primary.errors[0]?.reason ?? 'calendar error'));
    return (primary?.busy ?? []).filter((b): b is BusyInterval => Boolean(b.start && b.end));
  }
}

export const GOOGLE_CALENDAR_CLIENT = Symbol('GOOGLE_CALENDAR_CLIENT');
