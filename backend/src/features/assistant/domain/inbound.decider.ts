import type { Decider } from '../../../platform/commands/decider';
import type { InboundEvent, InboundHandled, InboundRecorded, ReplyDelivered, ReplyFailed, StrangerInvited } from './inbound.events';

/**
 * Where a message from a phone is: recorded, handled (a reply waiting to go), being sent,
 * delivered, or failed for good. `to-send` is also where a send that may be retried waits.
 */
export type InboundStage = 'none' | 'recorded' | 'to-send' | 'sending' | 'delivered' | 'failed' | 'silent';

export interface InboundState {
  stage: InboundStage;
  attempts: number;
}

export type InboundCommand =
  | { do: 'record'; inbound: InboundRecorded['data'] }
  | { do: 'handled'; handled: InboundHandled['data'] }
  | { do: 'attempt'; inboundId: string; userId: string }
  | { do: 'delivered'; delivered: Omit<ReplyDelivered['data'], 'attempt'> }
  | { do: 'failed'; failed: Omit<ReplyFailed['data'], 'attempt'> };

const initialState = (): InboundState => ({ stage: 'none', attempts: 0 });

function evolve(state: InboundState, event: InboundEvent): InboundState {
  switch (event.type) {
    case 'assistant.inbound_recorded':
      return { ...state, stage: 'recorded' };
    case 'assistant.inbound_handled':
      return { ...state, stage: event.data.reply === null ? 'silent' : 'to-send' };
    case 'assistant.reply_attempted':
      return { stage: 'sending', attempts: event.data.attempt };
    case 'assistant.reply_delivered':
      return { ...state, stage: 'delivered' };
    case 'assistant.reply_failed':
      return { ...state, stage: event.data.permanent ? 'failed' : 'to-send' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Each step happens once and in order: a second instance or a retried webhook decides nothing. */
function decide(command: InboundCommand, state: InboundState): InboundEvent[] {
  switch (command.do) {
    case 'record':
      return state.stage === 'none' ? [{ type: 'assistant.inbound_recorded', data: command.inbound }] : [];
    case 'handled':
      return state.stage === 'recorded' ? [{ type: 'assistant.inbound_handled', data: command.handled }] : [];
    case 'attempt':
      return state.stage === 'to-send'
        ? [
            {
              type: 'assistant.reply_attempted',
              data: { inboundId: command.inboundId, userId: command.userId, attempt: state.attempts + 1 },
            },
          ]
        : [];
    case 'delivered':
      return state.stage === 'sending'
        ? [{ type: 'assistant.reply_delivered', data: { ...command.delivered, attempt: state.attempts } }]
        : [];
    case 'failed':
      return state.stage === 'sending' ? [{ type: 'assistant.reply_failed', data: { ...command.failed, attempt: state.attempts } }] : [];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const inboundDecider: Decider<InboundState, InboundCommand, InboundEvent> = { initialState, evolve, decide };

/** The sign-in link goes to a number once a day, however many messages it sends. */
export const invitationDecider: Decider<{ invited: boolean }, StrangerInvited['data'], StrangerInvited> = {
  initialState: () => ({ invited: false }),
  evolve: () => ({ invited: true }),
  decide: (command, state) => (state.invited ? [] : [{ type: 'assistant.stranger_invited', data: command }]),
};
