import type { APIRequestContext } from '@playwright/test';
import twilio from 'twilio';

/** The auth token the browser tests' server checks Twilio's signatures with (playwright.config.ts sets it). */
export const twilioAuthToken = 'e2e-twilio-auth-token';

let sent = 0;

/**
 * Posts a WhatsApp message to the inbound webhook as Twilio does: form-encoded, signed with the
 * twilio SDK over the server's PUBLIC_URL (the base URL here) and the path.
 */
export async function sendWhatsApp(request: APIRequestContext, baseURL: string, phone: string, body: string): Promise<number> {
  sent += 1;
  const fields = {
    From: `whatsapp:${phone}`,
    To: 'whatsapp:+14155238886',
    Body: body,
    MessageSid: `SM${Date.now().toString(16)}${String(sent).padStart(6, '0')}`.padEnd(34, '0').slice(0, 34),
    NumMedia: '0',
  };
  const url = `${baseURL}/api/twilio/inbound`;
  const response = await request.post(url, {
    headers: { 'x-twilio-signature': twilio.getExpectedTwilioSignature(twilioAuthToken, url, fields) },
    form: fields,
  });
  return response.status();
}
