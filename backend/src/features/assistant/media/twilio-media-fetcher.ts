import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { ASSISTANT_RULES } from '../domain/assistant-rules';

const TWILIO_HOSTS = new Set(['api.twilio.com', 'media.twiliocdn.com']);

/**
 * Fetches a voice note from Twilio into memory, with the account's credentials (Twilio serves media
 * only to its account). The audio is never written anywhere: it is handed to the transcriber and
 * dropped. With TWILIO_API_BASE set, the request goes to that server instead of Twilio's host.
 */
@Injectable()
export class TwilioMediaFetcher {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async fetch(url: string): Promise<Buffer> {
    const { accountSid, authToken, apiBase } = this.config.twilio;
    if (!accountSid || !authToken) throw new Error('Twilio credentials are not configured');
    const target = new URL(url);
    // Only Twilio's own media addresses get the account's credentials.
    if (target.protocol !== 'https:' || !TWILIO_HOSTS.has(target.hostname)) throw new Error('The media address is not Twilio’s');
    const address = apiBase ? `${apiBase.replace(/\/+$/, '')}${target.pathname}${target.search}` : url;
    const response = await fetch(address, {
      headers: { authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}` },
      redirect: 'follow',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Twilio answered ${response.status} for the media`);
    const length = Number(response.headers.get('content-length') ?? '0');
    if (length > ASSISTANT_RULES.audioMaxBytes) throw new Error('The voice note is too large');
    const audio = Buffer.from(await response.arrayBuffer());
    if (audio.length > ASSISTANT_RULES.audioMaxBytes) throw new Error('The voice note is too large');
    return audio;
  }
}
