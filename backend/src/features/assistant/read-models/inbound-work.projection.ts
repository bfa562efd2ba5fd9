import { defineProjection, readModel } from '../../../platform/projections/define-projection';
import { applyOnce } from '../../../platform/projections/read-model-writes';
import { INBOUND_EVENT_TYPES } from '../domain/inbound.events';
import { INBOUND_WORK, type InboundWorkView } from './inbound-work-view';

/** Where each message from a phone is, for the start-up pass, the retries and the console. */
export const InboundWorkProjection = defineProjection({
  name: 'assistant-inbound-work',
  handles: INBOUND_EVENT_TYPES,
  collections: {
    work: readModel<InboundWorkView>(INBOUND_WORK, [{ fields: { stage: 1 } }, { fields: { userId: 1 } }, { fields: { providerId: 1 } }]),
  },
  evolve: (event, { work }) => {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'assistant.inbound_recorded': {
        const { inboundId, userId, channel } = event.data;
        return applyOnce(work, inboundId, event, () => ({
          userId,
          channel,
          stage: 'recorded',
          attempts: 0,
          recordedAt: at,
          attemptedAt: null,
          retryAt: null,
          failure: null,
          providerId: null,
        }));
      }
      case 'assistant.inbound_handled':
        return applyOnce(work, event.data.inboundId, event, (c) => c && { ...c, stage: event.data.reply === null ? 'silent' : 'to-send' });
      case 'assistant.reply_attempted':
        return applyOnce(
          work,
          event.data.inboundId,
          event,
          (c) => c && { ...c, stage: 'sending', attempts: event.data.attempt, attemptedAt: at },
        );
      case 'assistant.reply_delivered':
        return applyOnce(
          work,
          event.data.inboundId,
          event,
          (c) => c && { ...c, stage: 'delivered', retryAt: null, failure: null, providerId: event.data.providerId },
        );
      case 'assistant.reply_failed': {
        const { permanent, retryAt, code } = event.data;
        return applyOnce(
          work,
          event.data.inboundId,
          event,
          (c) => c && { ...c, stage: permanent ? 'failed' : 'to-send', retryAt, failure: code },
        );
      }
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
});
