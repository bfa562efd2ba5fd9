import { LogoMark } from '@/components/layout/logo-mark';
import { product } from '@/config/product';
import { landingContent } from '@/content/landing';
import { cn } from '@/lib/cn';

/** An illustration made of text: a short WhatsApp-like exchange, shown beside the hero. */
export function SampleConversation({ className }: { className?: string }) {
  const { conversation } = landingContent;
  return (
    <figure aria-label={conversation.label} className={cn('rounded-card border border-line bg-surface p-5 shadow-float', className)}>
      <figcaption className="flex items-center gap-3 border-b border-line pb-4">
        <LogoMark className="size-9" />
        <span className="flex flex-col leading-tight">
          <span className="text-small font-semibold text-ink">{product.name}</span>
          <span className="text-caption text-ink-muted">WhatsApp</span>
        </span>
      </figcaption>
      <ol className="mt-4 flex flex-col gap-2.5">
        {conversation.messages.map((message, index) => {
          const mine = message.from === 'you';
          return (
            <li
              key={index}
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2.5 text-small',
                mine ? 'self-end rounded-br-md bg-accent-soft text-accent-ink' : 'self-start rounded-bl-md bg-surface-muted text-ink',
              )}
            >
              <span className="sr-only">{mine ? 'You: ' : `${product.name}: `}</span>
              {message.text}
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
