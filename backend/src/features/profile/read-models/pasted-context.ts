import type { RecordedEvent } from '../../../platform/event-store/event-envelope';
import type { ContextAdded, ContextEdited, ContextRemoved, ContextRestored } from '../domain/profile.events';

/** One piece of pasted context as it stands now, its text as stored: sealed with the person's key. */
export interface KeptContext {
  id: string;
  added_at: string;
  /** When the text was last rewritten, or null when it is as first pasted. */
  edited_at: string | null;
  text: string;
}

type ContextEvent = ContextAdded | ContextEdited | ContextRemoved | ContextRestored;
const CONTEXT_EVENTS = new Set<string>([
  'profile.context_added',
  'profile.context_edited',
  'profile.context_removed',
  'profile.context_restored',
]);

const isContextEvent = (event: RecordedEvent): event is RecordedEvent<ContextEvent['type'], ContextEvent['data']> =>
  CONTEXT_EVENTS.has(event.type);

/**
 * Folds a profile stream into the context daily keeps in mind, oldest first. A removed piece
 * keeps its place and text while removed, so bringing it back restores it where it was.
 */
export function keptContext(stream: readonly RecordedEvent[]): KeptContext[] {
  const pieces = new Map<string, KeptContext & { removed: boolean }>();
  for (const event of stream.filter(isContextEvent)) {
    const piece = pieces.get(event.data.contextId);
    const at = event.metadata.occurredAt;
    const typed = { type: event.type, data: event.data } as ContextEvent;
    switch (typed.type) {
      case 'profile.context_added':
        pieces.set(typed.data.contextId, {
          id: typed.data.contextId,
          added_at: at,
          edited_at: null,
          text: typed.data.context,
          removed: false,
        });
        break;
      case 'profile.context_edited':
        if (piece) Object.assign(piece, { text: typed.data.context, edited_at: at });
        break;
      case 'profile.context_removed':
        if (piece) piece.removed = true;
        break;
      case 'profile.context_restored':
        if (piece) piece.removed = false;
        break;
      default: {
        const unknown: never = typed;
        return unknown;
      }
    }
  }
  return [...pieces.values()].filter((piece) => !piece.removed).map(({ removed: _removed, ...piece }) => piece);
}
