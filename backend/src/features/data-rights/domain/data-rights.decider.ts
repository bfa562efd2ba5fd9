import { DomainError } from '../../../platform/commands/domain-error';
import type { Decider } from '../../../platform/commands/decider';
import type { DataRightsEvent } from './data-rights.events';

export interface DataRightsState {
  deletionRequested: boolean;
  deleted: boolean;
}

export type DataRightsCommand =
  | { kind: 'record-export'; userId: string; events: number }
  | { kind: 'request-deletion'; userId: string }
  | { kind: 'complete-deletion'; userId: string; phoneClaimsReleased: number; sessionsRevoked: number };

const GONE = 'This account has been deleted.';

export const dataRightsDecider: Decider<DataRightsState, DataRightsCommand, DataRightsEvent> = {
  initialState: () => ({ deletionRequested: false, deleted: false }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'account.data_exported':
        return state;
      case 'account.deletion_requested':
        return { ...state, deletionRequested: true };
      case 'account.deleted':
        return { ...state, deleted: true };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    if (state.deleted) throw new DomainError(GONE, 'gone');
    switch (command.kind) {
      case 'record-export':
        return [{ type: 'account.data_exported', data: { userId: command.userId, events: command.events } }];
      case 'request-deletion':
        // Asking again after an interrupted deletion carries on with the same request.
        return state.deletionRequested ? [] : [{ type: 'account.deletion_requested', data: { userId: command.userId } }];
      case 'complete-deletion':
        return [
          {
            type: 'account.deleted',
            data: { userId: command.userId, phoneClaimsReleased: command.phoneClaimsReleased, sessionsRevoked: command.sessionsRevoked },
          },
        ];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
