import { Mic, MessageCircle } from 'lucide-react';

import { cn } from '@/lib/cn';

import type { ConversationItem } from '../types/conversation-item';
import { channelLabel, messageTime } from '../utils/message-meta';

export type ConversationBubbleProps = {
  item: Pick<ConversationItem, 'direction' | 'channel' | 'kind' | 'text' | 'at'>;
  /** The message is on its way: shown at once, marked as sending. */
  pending?: boolean;
};

/** One message: the person's on the right, daily's on the left, with its time and, quietly, its channel. */
export function ConversationBubble({ item, pending = false }: ConversationBubbleProps) {
  const mine = item.direction === 'in';
  const channel = channelLabel(item);
  const ChannelIcon = item.kind === 'voice' ? Mic : MessageCircle;
  return (
    <li className={cn('flex animate-fade-in flex-col gap-1', mine ? 'items-end pl-8 sm:pl-12' : 'items-start pr-8 sm:pr-12')}>
      <span className="sr-only">{mine ? 'You:' : 'daily:'}</span>
      <p
        className={cn(
          'max-w-full whitespace-pre-line break-words rounded-2xl px-3.5 py-2 text-small leading-relaxed',
          mine ? 'rounded-br-md bg-accent text-white' : 'rounded-bl-md bg-surface-muted text-ink',
          pending && 'opacity-70',
        )}
      >
        {item.text}
      </p>
      <p className="flex items-center gap-1.5 px-1 text-caption text-ink-muted">
        {channel && (
          <span className="inline-flex items-center gap-1">
            <ChannelIcon aria-hidden="true" className="size-3" />
            {channel}
            <span aria-hidden="true">·</span>
          </span>
        )}
        {pending ? 'Sending...' : <time dateTime={item.at}>{messageTime(item.at)}</time>}
      </p>
    </li>
  );
}
