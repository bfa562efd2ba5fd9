import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { ASSISTANT_RULES } from '../domain/assistant-rules';
import { DownloadRefused, guardedDownload } from './guarded-download';

/** Where Twilio keeps an inbound message's media: its API, which redirects to its media CDN. */
const TWILIO_API_HOST = 'api.twilio.com';
const TWILIO_MEDIA_DOMAIN = '.twiliocdn.com';

function isTwilioMediaHost(url: URL): boolean {
  return url.protocol === 'https:' && (url.hostname === TWILIO_API_HOST || url.hostname.endsWith(TWILIO_MEDIA_DOMAIN));
}

/**
 * Fetches a voice note from Twilio into memory, with the account's credentials (Twilio serves media
 * only to its account). The audio is never written anywhere: it is handed to the transcriber and
 * dropped. Only Twilio's hosts are fetched from, also after a redirect, never a private or
 * loopback address, and never more than the size a voice note may have. With TWILIO_API_BASE
 * set, the request goes to that server instead of Twilio's host, and that server alone is trusted
 * besides Twilio's.
 */
@Injectable()
export class TwilioMediaFetcher {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async fetch(url: string): Promise<Buffer> {
    const { accountSid, authToken, apiBase } = this.config.twilio;
    if (!accountSid || !authToken) throw new Error('Twilio credentials are not configured');
    const target = new URL(url);
    // The address comes from the webhook: only Twilio's own media addresses are fetched at all.
    if (!isTwilioMediaHost(target)) throw new DownloadRefused('the address is not Twilio’s');
    const standIn = apiBase ? new URL(apiBase) : null;
    const first = standIn ? new URL(`${standIn.origin}${standIn.pathname.replace(/\/+$/, '')}${target.pathname}${target.search}`) : target;
    const trusted = (candidate: URL) => standIn !== null && candidate.origin === standIn.origin;
    const credentials = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    return guardedDownload(first, {
      allowed: (candidate) => trusted(candidate) || isTwilioMediaHost(candidate),
      trusted,
      // The CDN's addresses are signed; the account's credentials go to Twilio's API (or its stand-in) only.
      headers: (candidate): Record<string, string> =>
        trusted(candidate) || candidate.hostname === TWILIO_API_HOST ? { authorization: credentials } : {},
      maxBytes: ASSISTANT_RULES.audioMaxBytes,
      maxRedirects: 3,
      timeoutMs: 10_000,
    });
  }
}
