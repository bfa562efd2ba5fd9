import { CloudLightning, Lightbulb, MessageCircleHeart, type LucideIcon } from 'lucide-react';

import type { StoryCard as StoryCardContent } from '@/content/landing';
import { cn } from '@/lib/cn';

const icons: Record<StoryCardContent['id'], LucideIcon> = {
  pain: CloudLightning,
  realisation: Lightbulb,
  solution: MessageCircleHeart,
};

// The story moves from a heavy mood to a bright one; the tints carry that without words.
const tints: Record<StoryCardContent['id'], string> = {
  pain: 'bg-surface-muted text-ink',
  realisation: 'bg-highlight/25 text-ink',
  solution: 'bg-accent-soft text-accent-ink',
};

export function StoryCard({
  card,
  step,
  headingLevel = 3,
  className,
}: {
  card: StoryCardContent;
  step: number;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Icon = icons[card.id];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cn('flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-8', className)}>
      <span
        aria-hidden="true"
        className={cn('inline-flex size-12 shrink-0 items-center justify-center rounded-2xl sm:size-20', tints[card.id])}
      >
        <Icon className="size-6 sm:size-9" strokeWidth={1.75} />
      </span>
      <div className="min-w-0">
        <p className="text-caption font-semibold uppercase tracking-[0.14em] text-accent">
          <span className="tabular-nums">{step}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">. </span>
          {card.kicker}
        </p>
        <Heading className="mt-2 text-balance text-heading font-semibold text-ink sm:text-2xl">{card.title}</Heading>
        <p className="mt-3 max-w-xl text-body text-ink-muted">{card.body}</p>
      </div>
    </article>
  );
}
