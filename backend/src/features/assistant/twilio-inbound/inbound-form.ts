import { controlCharacterProblem, hasControlCharacter, withoutControlCharacters } from '../../../platform/http/control-characters';
import type { Channel } from '../domain/conversation.events';

/** The fields of Twilio's inbound-message webhook daily reads; Twilio sends many more, which are ignored. */
export interface InboundForm {
  From?: string;
  Body?: string;
  MessageSid?: string;
  NumMedia?: string;
  MediaUrl0?: string;
  MediaContentType0?: string;
  [field: string]: unknown;
}

export interface InboundMessage {
  channel: Exclude<Channel, 'web'>;
  phone: string;
  messageSid: string;
  body: string;
  media: { url: string; contentType: string } | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The fields that name things (sender, message, media): a control character there is refused, not repaired. */
const IDENTIFIERS = ['From', 'MessageSid', 'NumMedia', 'MediaUrl0', 'MediaContentType0'] as const;

/** The sentence refusing a form whose identifying fields hold a control character, or null. */
export function inboundFormProblem(form: InboundForm): string | null {
  const field = IDENTIFIERS.find((name) => hasControlCharacter(text(form[name])));
  return field ? controlCharacterProblem(field) : null;
}

/**
 * The sender, channel, text and first media item of a signed webhook, or null when it is not a message.
 * Control characters are taken out of the text rather than refused: the person meant the rest, and
 * Twilio would only send a refused message again.
 */
export function readInboundForm(form: InboundForm): InboundMessage | null {
  const from = text(form.From).trim();
  const messageSid = text(form.MessageSid).trim();
  if (!from || !/^[A-Za-z0-9]{10,64}$/.test(messageSid)) return null;
  const whatsapp = from.startsWith('whatsapp:');
  const phone = whatsapp ? from.slice('whatsapp:'.length) : from;
  if (!/^\+[1-9]\d{6,14}$/.test(phone)) return null;
  const count = Number(text(form.NumMedia) || '0');
  const url = text(form.MediaUrl0);
  const media = count > 0 && url ? { url, contentType: text(form.MediaContentType0).toLowerCase() || 'application/octet-stream' } : null;
  return { channel: whatsapp ? 'whatsapp' : 'sms', phone, messageSid, body: withoutControlCharacters(text(form.Body)), media };
}
