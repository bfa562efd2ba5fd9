import { useLayoutEffect, useRef, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

export type ConversationLogProps = {
  /** Changes whenever a message joins, so the log keeps the newest in view. */
  length: number;
  className?: string;
  children: ReactNode;
};

/** The scrolling list of messages, newest last and kept in view as messages arrive. */
export function ConversationLog({ length, className, children }: ConversationLogProps) {
  const scroller = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [length]);

  return (
    // Focusable so keyboard users can scroll it; announced replies come from the panel's own live region.
    <div
      ref={scroller}
      tabIndex={0}
      role="region"
      aria-label="Conversation"
      // Positioned, so the messages' visually hidden labels (absolute) are placed and clipped inside
      // the scroller; otherwise they lie against the page and stretch it past its content.
      className={cn('relative overflow-y-auto overscroll-contain', className)}
    >
      <ol className="flex flex-col gap-3 py-1">{children}</ol>
    </div>
  );
}
