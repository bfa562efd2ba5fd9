import {
  AccessDeniedError,
  type AllStreamSubscription,
  type EventStoreDBClient,
  excludeSystemEvents,
  InvalidArgumentError,
  UnsupportedError,
} from '@eventstore/db-client';
import { Logger } from '@nestjs/common';
import type { AllSubscription, SubscribeOptions } from './event-store.port';
import { normalizeError, toReadPosition, toRecorded } from './esdb-mapping';

const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 10_000;

/** Errors that a new attempt cannot fix: reported to the caller instead of retried forever. */
function isPermanent(raw: unknown): boolean {
  const error = normalizeError(raw);
  return error instanceof AccessDeniedError || error instanceof InvalidArgumentError || error instanceof UnsupportedError;
}

/** Ends a subscription without waiting on the server: cancelling a call that never connected can hang. */
function close(subscription: AllStreamSubscription): void {
  subscription.unsubscribe().catch(() => undefined);
  subscription.destroy();
}

/**
 * Catch-up then live delivery of $all, one event at a time in log order.
 *
 * The client does not resume a subscription that drops (server restart, leader change, network),
 * so this loop subscribes again from the last delivered position, waiting 200 ms, then twice as
 * long after each failed attempt, up to 10 s. Events at or before that position are skipped, so a
 * resubscription never delivers an event twice. A handler that throws stops delivery for good.
 */
export function startEsdbSubscription(client: EventStoreDBClient, options: SubscribeOptions, logger: Logger): AllSubscription {
  let last = options.after;
  let stopped = false;
  let current: AllStreamSubscription | null = null;
  let wakeUp: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = null;
    });

  /** One subscription attempt; resolves when it ends for any reason, rejects when it failed. */
  const attempt = async (): Promise<{ delivered: boolean }> => {
    const subscription = client.subscribeToAll({ fromPosition: toReadPosition(last), filter: excludeSystemEvents() });
    current = subscription;
    let delivered = false;
    try {
      // The async iterator pulls the next event only after the handler settled: strict order, no overlap.
      for await (const resolved of subscription) {
        if (stopped) break;
        const event = toRecorded(resolved);
        if (!event || event.position <= last) continue;
        try {
          await options.onEvent(event);
        } catch (error) {
          stopped = true;
          options.onError?.(error, event);
          break;
        }
        last = event.position;
        delivered = true;
      }
    } finally {
      current = null;
      close(subscription);
    }
    return { delivered };
  };

  const run = async (): Promise<void> => {
    let delay = FIRST_RETRY_MS;
    while (!stopped) {
      const startedAt = Date.now();
      let delivered = false;
      try {
        ({ delivered } = await attempt());
        if (stopped) return;
        logger.warn(`The subscription to $all ended at position ${last}; subscribing again`);
      } catch (error) {
        if (stopped) return;
        if (isPermanent(error)) {
          stopped = true;
          options.onError?.(error);
          return;
        }
        logger.warn(`The subscription to $all dropped at position ${last} (${(error as Error).message}); subscribing again in ${delay} ms`);
      }
      // A subscription that made progress or lived a while was healthy: start the backoff over.
      if (delivered || Date.now() - startedAt > MAX_RETRY_MS) delay = FIRST_RETRY_MS;
      await pause(delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
  };

  const done = run();

  return {
    stop: async () => {
      stopped = true;
      (wakeUp as (() => void) | null)?.();
      if (current) close(current);
      await done;
    },
  };
}
