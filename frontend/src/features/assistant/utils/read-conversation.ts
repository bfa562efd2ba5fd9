import type { ConversationItem } from '../types/conversation-item';

const directions = new Set(['in', 'out']);
const channels = new Set(['web', 'whatsapp', 'sms']);
const kinds = new Set(['text', 'voice']);

/** One item as the server sent it, or null when it is not one (a proxy's page, an older server). */
export function readConversationItem(value: unknown): ConversationItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  if (typeof item.id !== 'string' || typeof item.text !== 'string' || typeof item.at !== 'string') return null;
  if (!directions.has(String(item.direction)) || !channels.has(String(item.channel))) return null;
  return {
    id: item.id,
    direction: item.direction as ConversationItem['direction'],
    channel: item.channel as ConversationItem['channel'],
    kind: kinds.has(String(item.kind)) ? (item.kind as ConversationItem['kind']) : 'text',
    text: item.text,
    at: item.at,
  };
}

/** Adds items to a conversation once each, keeping it oldest first. */
export function appendItems(conversation: readonly ConversationItem[], items: readonly ConversationItem[]): ConversationItem[] {
  const known = new Set(conversation.map((item) => item.id));
  const added = items.filter((item) => !known.has(item.id));
  if (added.length === 0) return [...conversation];
  return [...conversation, ...added].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
