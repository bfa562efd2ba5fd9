import { formatClock, formatDateTime, fromIso } from '@/lib/format';

import type { ConversationItem } from '../types/conversation-item';

const isSameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** "18:04" for today, "Jan 5, 18:04" for another day: the app's one date style. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const date = fromIso(iso);
  if (!date) return '';
  return isSameDay(date, now) ? formatClock(date) : formatDateTime(date, { now });
}

/**
 * How the message travelled, when it was not typed here: the box is the web channel, so only the
 * others are worth a word ("WhatsApp", "SMS", "Voice note on WhatsApp").
 */
export function channelLabel(item: Pick<ConversationItem, 'channel' | 'kind'>): string | null {
  const channel = item.channel === 'whatsapp' ? 'WhatsApp' : item.channel === 'sms' ? 'SMS' : null;
  if (item.kind === 'voice') return channel ? `Voice note on ${channel}` : 'Voice note';
  return channel;
}
