import type { QueryKey } from '@tanstack/react-query';
import { AlertCircle, MessageSquareText } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAuth } from '@/lib/auth/auth-context';

import { useConversation } from '../api/get-conversation';
import { useSendMessage } from '../api/send-message';
import type { ReplyAction } from '../types/conversation-item';
import { assistantMessages } from '../utils/assistant-messages';
import { actionMessage } from '../utils/read-reply-actions';
import { AssistantExamples } from './assistant-examples';
import { ConversationBubble } from './conversation-bubble';
import { ConversationLog } from './conversation-log';
import { MessageComposer } from './message-composer';
import { ReplyActions } from './reply-actions';

// On a phone the box grows with the conversation up to most of the screen, so the last exchange
// reads whole above the field (the task list is a scroll away). Beside the card on wide screens it
// takes the window's height less the header, the title and the field, ending above the floating
// call button at the bottom right, with room for several exchanges.
const conversationHeight = 'max-h-[max(20rem,calc(100dvh-16rem))] lg:max-h-[max(20rem,calc(100dvh-22rem))]';

export type AssistantPanelProps = {
  /** Queries a message may change (the tasks, the journal), refreshed when daily answers. */
  refreshes: readonly QueryKey[];
  className?: string;
};

/**
 * "Tell daily anything": the web channel of the assistant. The conversation (every channel's, newest
 * last) above the box; a message shows at once, daily's reply joins it, and the reply is read out
 * to screen readers.
 */
export function AssistantPanel({ refreshes, className }: AssistantPanelProps) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const conversation = useConversation(userId);
  const send = useSendMessage(userId, { refreshes });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The buttons of the newest reply, while it is the newest: an older reply's Undo may no longer apply.
  const [offer, setOffer] = useState<{ replyId: string; actions: ReplyAction[] } | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const sendText = (message: string, { fromBox }: { fromBox: boolean }) => {
    setError(null);
    setOffer(null);
    send.mutate(message, {
      onSuccess: ({ reply, actions }) => {
        setAnnouncement(assistantMessages.replyAnnouncement(reply.text));
        if (actions.length > 0) setOffer({ replyId: reply.id, actions });
      },
      onError: (failure) => {
        if (fromBox) setText((current) => (current.trim() === '' ? message : current));
        setError(failure.message || assistantMessages.sendFailed);
        field.current?.focus();
      },
    });
  };

  const submit = () => {
    const message = text.trim();
    if (!message) return;
    // The box empties at once, as in any messenger; a failure puts the words back.
    setText('');
    sendText(message, { fromBox: true });
  };

  const pick = (example: string) => {
    setText(example);
    setError(null);
    field.current?.focus();
  };

  const items = conversation.data ?? [];
  const pendingText = send.isPending ? send.variables : undefined;
  const empty = conversation.isSuccess && items.length === 0 && pendingText === undefined;
  const offered = pendingText === undefined && offer !== null && items.at(-1)?.id === offer.replyId ? offer.actions : null;

  return (
    <AssistantCard className={className}>
      {conversation.isPending ? (
        <ConversationLoading />
      ) : conversation.isError && !conversation.data ? (
        <div className="flex flex-wrap items-center gap-3 rounded-control bg-danger-soft px-3 py-2.5">
          <AlertCircle aria-hidden="true" className="size-4 shrink-0 text-danger" />
          <p className="flex-1 text-small text-danger">{assistantMessages.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void conversation.refetch()} loading={conversation.isFetching}>
            Try Again
          </Button>
        </div>
      ) : empty ? (
        <AssistantExamples onPick={pick} />
      ) : (
        <ConversationLog length={items.length + (pendingText === undefined ? 0 : 1) + (offered ? 1 : 0)} className={conversationHeight}>
          {items.map((item) => (
            <ConversationBubble key={item.id} item={item} />
          ))}
          {offered && (
            <ReplyActions
              actions={offered}
              disabled={send.isPending}
              onAct={(action) => sendText(actionMessage(action), { fromBox: false })}
            />
          )}
          {pendingText !== undefined && (
            <ConversationBubble pending item={{ direction: 'in', channel: 'web', kind: 'text', text: pendingText, at: '' }} />
          )}
        </ConversationLog>
      )}

      <MessageComposer
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        onSend={submit}
        sending={send.isPending}
        error={error}
        textareaRef={field}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </AssistantCard>
  );
}

/** The message box's card and its title, around what it holds. */
export function AssistantCard({ className, children }: { className?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className={cn('flex flex-col gap-3 p-4 sm:p-5', className)}>
      <h2 id={titleId} className="flex items-center gap-2 text-body font-semibold text-ink">
        <span className="grid size-7 place-items-center rounded-full bg-accent-soft text-accent">
          <MessageSquareText aria-hidden="true" className="size-4" />
        </span>
        {assistantMessages.title}
      </h2>
      {children}
    </Card>
  );
}

export function ConversationLoading() {
  return (
    <p className="flex items-center gap-2 py-2 text-small text-ink-muted" role="status">
      <Spinner size="sm" className="text-accent" /> Loading the conversation...
    </p>
  );
}
