import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type Response from 'twilio/lib/http/response';

export type TwilioClient = ReturnType<typeof twilio>;

/**
 * Sends every call the SDK makes to `apiBase` instead of Twilio's hosts, keeping the path and
 * query. The paths of Twilio's products do not overlap (`/2010-04-01/Accounts/…` for messages and
 * calls, `/v2/Services/…` for Verify), so one server can answer them all.
 */
class RedirectingRequestClient extends twilio.RequestClient {
  private readonly base: string;

  constructor(apiBase: string) {
    super();
    this.base = apiBase.replace(/\/+$/, '');
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>): Promise<Response<TData>> {
    const target = new URL(opts.uri);
    return super.request({ ...opts, uri: `${this.base}${target.pathname}${target.search}` });
  }
}

/**
 * The Twilio SDK client. `TWILIO_API_BASE` points it at another server speaking Twilio's REST API
 * (a local stand-in in tests) instead of api.twilio.com and verify.twilio.com.
 */
export function createTwilioClient(accountSid: string, authToken: string, apiBase: string | null): TwilioClient {
  return apiBase ? twilio(accountSid, authToken, { httpClient: new RedirectingRequestClient(apiBase) }) : twilio(accountSid, authToken);
}
