import type { RecordedEvent } from './event-envelope';
import type { AllSubscription, SubscribeOptions } from './event-store.port';

interface PollingSource {
  options: SubscribeOptions;
  readPage: (after: number) => RecordedEvent[] | Promise<RecordedEvent[]>;
  /** Registers a wake-up for new appends; returns the unregister function. */
  onAppended: (listener: () => void) => () => void;
  /**
   * True when nothing can follow `position` without a wake-up: the subscription then sleeps
   * instead of asking for a page that would come back empty. Without it, every page is followed
   * by one more read.
   */
  isLatest?: (position: number) => boolean;
}

/**
 * Catch-up then live over a store that can be paged from a position: reads pages until empty, then
 * sleeps until the store says something was appended. Delivery is strictly sequential.
 */
export function startPollingSubscription({ options, readPage, onAppended, isLatest }: PollingSource): AllSubscription {
  let last = options.after;
  let stopped = false;
  let wake: (() => void) | null = null;
  let dirty = false;
  const unregister = onAppended(() => {
    dirty = true;
    wake?.();
  });

  const loop = async (): Promise<void> => {
    while (!stopped) {
      dirty = false;
      let page: RecordedEvent[];
      try {
        page = await readPage(last);
      } catch (error) {
        if (!stopped) options.onError?.(error);
        return;
      }
      for (const event of page) {
        if (stopped) return;
        try {
          // A handler that finished synchronously is not awaited: at replay volume, a microtask per
          // event costs more than the handler.
          const pending: unknown = options.onEvent(event);
          if (pending) await pending;
        } catch (error) {
          stopped = true;
          options.onError?.(error, event);
          return;
        }
        last = event.position;
      }
      if (dirty || (page.length > 0 && !isLatest?.(last))) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = null;
    }
  };
  const done = loop().finally(unregister);

  return {
    stop: async () => {
      stopped = true;
      wake?.();
      await done;
    },
  };
}
