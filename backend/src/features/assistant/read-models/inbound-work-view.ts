import type { Doc } from '../../../platform/read-store/read-store.port';
import type { InboundStage } from '../domain/inbound.decider';
import type { PhoneChannel } from '../domain/inbound.events';

/**
 * `assistant_inbound_work`: per message from a phone, how far it got (no text): the start-up pass
 * and the retry timer read what is left to do, the console reads failed deliveries.
 */
export interface InboundWorkView extends Doc {
  _id: string;
  userId: string;
  channel: PhoneChannel;
  stage: Exclude<InboundStage, 'none'>;
  attempts: number;
  recordedAt: string;
  /** When the latest send began: a send older than any timeout was cut off by a stop. */
  attemptedAt: string | null;
  retryAt: string | null;
  /** Twilio's id of the delivered reply: a lookup after a crash never counts one message for two replies. */
  providerId: string | null;
  /** Twilio's error code or `network`, `interrupted`, `gone` for the latest failed send. */
  failure: string | null;
}

export const INBOUND_WORK = 'assistant_inbound_work';
