import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import type { ConversationLine } from '../data-provider/console-types';
import { formatTime } from '../shared/format-time';
import { DeliveryStatus } from './delivery-status';
import { useAccountConversation } from './use-account-conversation';

const channelNames: Record<string, string> = { web: 'Web', whatsapp: 'WhatsApp', sms: 'SMS' };

function channelText(line: ConversationLine): string {
  const channel = channelNames[line.channel] ?? line.channel;
  return line.kind === 'voice' ? `${channel}, voice` : channel;
}

// The server's outcome codes in words; a code it adds later shows as it is.
const outcomeNames: Record<string, string> = {
  changed: 'Changed',
  listed: 'Listed tasks',
  undone: 'Undone',
  help: 'Help sent',
  unknown: 'Not understood',
  nothing: 'Nothing changed',
  limit: 'Over the free limit',
  media_unsupported: 'Media not read',
  voice_unavailable: 'Voice note not transcribed',
  answered: 'Answered, nothing changed',
  asked: 'Asked a question back',
};

const headCell = 'py-2 pr-4 text-left text-caption font-semibold uppercase tracking-wide text-ink-muted';
const bodyCell = 'py-2.5 pr-4 align-top text-small text-ink';

/**
 * The account's messages with daily, newest first: when, which way, by which channel, what they were
 * understood as, what came of it and whether a reply to a phone was delivered. The words are the person's own and are not shown here.
 */
export function AccountConversation({ accountId }: { accountId: string }) {
  const conversation = useAccountConversation(accountId);

  if (conversation.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-small text-ink-muted">
        <Spinner size="sm" className="text-accent" /> Loading the conversation...
      </p>
    );
  }
  if (conversation.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-small text-danger">{`Could not load the conversation: ${conversation.error.message}`}</p>
        <Button variant="secondary" size="sm" onClick={() => void conversation.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const lines = [...conversation.data].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  if (lines.length === 0) return <p className="text-small text-ink-muted">No messages with daily yet.</p>;

  return (
    <div className="flex flex-col gap-2">
      <p className="text-caption text-ink-muted">Message text is private to the account holder and is not shown here.</p>
      {/* The console's layout does not hold a page to the window's width: the scroller is held to it
          (less the page's and the panel's padding), so on a phone the table scrolls, not the page. */}
      <div
        className="-mx-1 max-w-[calc(100vw-3.5rem)] overflow-x-auto px-1"
        tabIndex={0}
        role="region"
        aria-label="Conversation, scrolls sideways"
      >
        <table className="w-full min-w-[48rem] border-collapse">
          <caption className="sr-only">Messages with daily, newest first</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className={headCell}>
                Time
              </th>
              <th scope="col" className={headCell}>
                Direction
              </th>
              <th scope="col" className={headCell}>
                Channel
              </th>
              <th scope="col" className={headCell}>
                Intents
              </th>
              <th scope="col" className={headCell}>
                Outcome
              </th>
              <th scope="col" className={headCell}>
                Delivery
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id} className="border-b border-line last:border-b-0">
                <td className={`${bodyCell} whitespace-nowrap tabular-nums`}>
                  <time dateTime={line.at}>{formatTime(line.at)}</time>
                </td>
                <td className={`${bodyCell} whitespace-nowrap`}>
                  <span className="inline-flex items-center gap-1.5">
                    {line.direction === 'in' ? (
                      <ArrowDownLeft aria-hidden="true" className="size-3.5 text-accent" />
                    ) : (
                      <ArrowUpRight aria-hidden="true" className="size-3.5 text-ink-muted" />
                    )}
                    {line.direction === 'in' ? 'From the person' : 'From daily'}
                  </span>
                </td>
                <td className={`${bodyCell} whitespace-nowrap`}>{channelText(line)}</td>
                <td className={bodyCell}>
                  {line.intents.length === 0 ? (
                    <span className="text-ink-muted">—</span>
                  ) : (
                    <span className="flex flex-wrap gap-1">
                      {line.intents.map((intent, index) => (
                        <span key={`${intent}-${index}`} className="rounded-full bg-surface-muted px-2 py-0.5 font-mono text-caption">
                          {intent}
                        </span>
                      ))}
                    </span>
                  )}
                  {line.interpreter && <span className="mt-1 block text-caption text-ink-muted">{`by ${line.interpreter}`}</span>}
                </td>
                <td className={bodyCell}>
                  {line.outcome ? (
                    <span title={line.outcome}>{outcomeNames[line.outcome] ?? line.outcome}</span>
                  ) : (
                    <span className="text-ink-muted">—</span>
                  )}
                </td>
                <td className={`${bodyCell} whitespace-nowrap`}>
                  <DeliveryStatus delivery={line.delivery} deliveryError={line.deliveryError} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
