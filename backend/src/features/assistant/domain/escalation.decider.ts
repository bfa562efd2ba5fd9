import type { Decider } from '../../../platform/commands/decider';
import type { EscalationCallFailed, EscalationCallPlaced, EscalationClaimed, EscalationEvent } from './conversation.events';

export type EscalationCommand =
  | ({ kind: 'claim' } & EscalationClaimed['data'])
  | ({ kind: 'placed' } & EscalationCallPlaced['data'])
  | ({ kind: 'failed' } & EscalationCallFailed['data']);

/** One call per reminder: claimed once, then placed or failed once; a claimed call is never tried again. */
export const escalationDecider: Decider<{ claimed: boolean; done: boolean }, EscalationCommand, EscalationEvent> = {
  initialState: () => ({ claimed: false, done: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'assistant.escalation_claimed':
        return { ...state, claimed: true };
      case 'assistant.escalation_call_placed':
      case 'assistant.escalation_call_failed':
        return { ...state, done: true };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'claim': {
        if (state.claimed) return [];
        const { kind: _kind, ...data } = command;
        return [{ type: 'assistant.escalation_claimed', data }];
      }
      case 'placed': {
        if (!state.claimed || state.done) return [];
        const { kind: _kind, ...data } = command;
        return [{ type: 'assistant.escalation_call_placed', data }];
      }
      case 'failed': {
        if (!state.claimed || state.done) return [];
        const { kind: _kind, ...data } = command;
        return [{ type: 'assistant.escalation_call_failed', data }];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
