import type { ConversationLine } from '../data-provider/console-types';

type Delivery = Pick<ConversationLine, 'delivery' | 'deliveryError'>;

/**
 * Whether a reply to a phone reached Twilio: delivered, failed with the code the send gave, or
 * still pending (with the code of the last attempt when a retry is due). A message in, or a reply
 * on the web, has no delivery. Only codes are shown, never the message.
 */
export function DeliveryStatus({ delivery, deliveryError }: Delivery) {
  if (delivery === 'delivered') return <span className="text-ink">Delivered</span>;
  if (delivery === 'failed')
    return (
      <span className="font-medium text-danger">
        Failed
        {deliveryError && <span className="ml-1 font-mono text-caption">{`(code ${deliveryError})`}</span>}
      </span>
    );
  if (delivery === 'pending')
    return (
      <span className="text-ink-muted">
        Pending
        {deliveryError && <span className="ml-1 font-mono text-caption">{`(last try: ${deliveryError})`}</span>}
      </span>
    );
  return <span className="text-ink-muted">—</span>;
}
