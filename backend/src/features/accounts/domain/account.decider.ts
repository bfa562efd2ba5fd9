import { DomainError } from '../../../platform/commands/domain-error';
import type { Decider } from '../../../platform/commands/decider';
import type { Role, ServerStatus } from './account-status';
import type { AccountEvent } from './account.events';

export interface AccountState {
  exists: boolean;
  userId: string | null;
  status: ServerStatus | null;
  roles: Role[];
  hasName: boolean;
  phoneHash: string | null;
  attributed: boolean;
}

export type AccountCommand =
  | { kind: 'register'; userId: string; phone: string; phoneHash: string; status: ServerStatus; via: 'otp' | 'test-phone' | 'console' }
  | {
      kind: 'attribute';
      userId: string;
      sessionId: string | null;
      source: string | null;
      landingPage: string | null;
      firstVisitAt: string | null;
    }
  | { kind: 'sign-in'; userId: string; method: 'otp' | 'test-phone'; firstTime: boolean }
  | { kind: 'set-name'; userId: string; name: string }
  | { kind: 'change-status'; userId: string; to: ServerStatus; reason: string }
  | { kind: 'open-after-sign-in'; userId: string }
  | { kind: 'grant-role'; userId: string; role: Role; reason: string }
  | { kind: 'revoke-role'; userId: string; role: Role; reason: string }
  | { kind: 'change-phone'; userId: string; phone: string; phoneHash: string };

const initialState = (): AccountState => ({
  exists: false,
  userId: null,
  status: null,
  roles: [],
  hasName: false,
  phoneHash: null,
  attributed: false,
});

function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'account.registered':
      return { ...state, exists: true, userId: event.data.userId, status: event.data.status, phoneHash: event.data.phoneHash };
    case 'account.attributed':
      return { ...state, attributed: true };
    case 'account.signed_in':
      return state;
    case 'account.name_set':
      return { ...state, hasName: true };
    case 'account.status_changed':
      return { ...state, status: event.data.to };
    case 'account.role_granted':
      return { ...state, roles: [...state.roles.filter((r) => r !== event.data.role), event.data.role] };
    case 'account.role_revoked':
      return { ...state, roles: state.roles.filter((r) => r !== event.data.role) };
    case 'account.phone_changed':
      return { ...state, phoneHash: event.data.phoneHash };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

function requireAccount(state: AccountState): asserts state is AccountState & { status: ServerStatus } {
  if (!state.exists || state.status === null) throw new DomainError('This account does not exist.', 'not_found');
}

function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  switch (command.kind) {
    case 'register':
      if (state.exists) return [];
      return [
        {
          type: 'account.registered',
          data: { userId: command.userId, phone: command.phone, phoneHash: command.phoneHash, status: command.status, via: command.via },
        },
      ];
    case 'attribute': {
      // First touch only: the account keeps where it first came from, whatever brings it back later.
      requireAccount(state);
      if (state.attributed) return [];
      const { kind: _kind, ...data } = command;
      return [{ type: 'account.attributed', data }];
    }
    case 'sign-in':
      requireAccount(state);
      return [{ type: 'account.signed_in', data: { userId: command.userId, method: command.method, firstTime: command.firstTime } }];
    case 'set-name':
      requireAccount(state);
      return [{ type: 'account.name_set', data: { userId: command.userId, name: command.name } }];
    case 'change-status':
      requireAccount(state);
      if (state.status === command.to) return [];
      return [
        { type: 'account.status_changed', data: { userId: command.userId, from: state.status, to: command.to, reason: command.reason } },
      ];
    case 'open-after-sign-in':
      // Only an account that has just a verified phone moves to open; any other status is kept.
      requireAccount(state);
      if (state.status !== 'phone' && state.status !== 'whatsapp') return [];
      return [
        {
          type: 'account.status_changed',
          data: { userId: command.userId, from: state.status, to: 'open', reason: 'Phone verified on the web' },
        },
      ];
    case 'grant-role':
      requireAccount(state);
      if (state.roles.includes(command.role)) return [];
      return [{ type: 'account.role_granted', data: { userId: command.userId, role: command.role, reason: command.reason } }];
    case 'revoke-role':
      requireAccount(state);
      if (!state.roles.includes(command.role)) return [];
      return [{ type: 'account.role_revoked', data: { userId: command.userId, role: command.role, reason: command.reason } }];
    case 'change-phone':
      requireAccount(state);
      if (state.phoneHash === command.phoneHash) return [];
      return [
        {
          type: 'account.phone_changed',
          data: { userId: command.userId, phone: command.phone, phoneHash: command.phoneHash, previousPhoneHash: state.phoneHash },
        },
      ];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = { initialState, evolve, decide };
