import { DomainError } from '../../../platform/commands/domain-error';
import type { Decider } from '../../../platform/commands/decider';
import type { ProfileEvent } from './profile.events';
import { MAX_PHONE_CHANGES_PER_HOUR } from './profile-rules';
import { DEFAULT_VOICE, type Voice } from './voice';

export interface ProfileState {
  pendingPhone: { phoneHash: string; expiresAt: number } | null;
  /** When phone changes were asked for in the last hour (ms), for the per-account cap. */
  phoneRequests: number[];
  voice: Voice;
  messages: boolean;
  timeZone: string | null;
  /** Each piece of pasted context by id: whether it is still kept in mind or was removed. */
  contexts: Record<string, 'kept' | 'removed'>;
}

export type ProfileCommand =
  | { kind: 'change-email'; userId: string; email: string }
  | { kind: 'request-phone-change'; userId: string; phone: string; phoneHash: string; now: number; ttlMs: number }
  | { kind: 'change-voice'; userId: string; voice: Voice }
  | { kind: 'add-context'; userId: string; contextId: string; context: string; characters: number }
  | { kind: 'edit-context'; userId: string; contextId: string; context: string; characters: number }
  | { kind: 'remove-context'; userId: string; contextId: string }
  | { kind: 'restore-context'; userId: string; contextId: string }
  | { kind: 'set-messages'; userId: string; enabled: boolean }
  | { kind: 'set-time-zone'; userId: string; timeZone: string };

const HOUR_MS = 60 * 60 * 1000;

const initialState = (): ProfileState => ({
  pendingPhone: null,
  phoneRequests: [],
  voice: DEFAULT_VOICE,
  messages: true,
  timeZone: null,
  contexts: {},
});

const CONTEXT_GONE = 'Context not found: it may have been removed. Please reload the page.';

/** Own keys only: an id such as "toString" or "__proto__" names no piece of context. */
function contextStatus(state: ProfileState, contextId: string): 'kept' | 'removed' | undefined {
  return Object.hasOwn(state.contexts, contextId) ? state.contexts[contextId] : undefined;
}

function withContext(state: ProfileState, contextId: string, status: 'kept' | 'removed'): ProfileState {
  return { ...state, contexts: { ...state.contexts, [contextId]: status } };
}

function evolve(state: ProfileState, event: ProfileEvent): ProfileState {
  switch (event.type) {
    case 'profile.email_changed':
    case 'profile.context_edited':
      return state;
    case 'profile.context_added':
    case 'profile.context_restored':
      return withContext(state, event.data.contextId, 'kept');
    case 'profile.context_removed':
      return withContext(state, event.data.contextId, 'removed');
    case 'profile.phone_change_requested': {
      const at = Date.parse(event.data.requestedAt);
      return {
        ...state,
        pendingPhone: { phoneHash: event.data.phoneHash, expiresAt: Date.parse(event.data.expiresAt) },
        phoneRequests: [...state.phoneRequests.filter((t) => at - t < HOUR_MS), at],
      };
    }
    case 'profile.voice_changed':
      return { ...state, voice: event.data.voice };
    case 'profile.messages_set':
      return { ...state, messages: event.data.enabled };
    case 'profile.time_zone_set':
      return { ...state, timeZone: event.data.timeZone };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Why a phone change cannot be asked for now, or null when it can. Checked before a code is sent. */
export function phoneRequestBlocker(state: ProfileState, now: number): DomainError | null {
  const lastHour = state.phoneRequests.filter((t) => now - t < HOUR_MS);
  if (lastHour.length < MAX_PHONE_CHANGES_PER_HOUR) return null;
  const wait = Math.ceil((lastHour[0] + HOUR_MS - now) / 1000);
  return new DomainError('Too many phone number changes in the last hour. Please try again later.', 'rate_limited', wait);
}

/** Why a phone change cannot be confirmed, or null when the number was asked for and its code is still fresh. */
export function pendingPhoneBlocker(state: ProfileState, phoneHash: string, now: number): DomainError | null {
  const pending = state.pendingPhone;
  if (!pending || pending.phoneHash !== phoneHash) {
    return new DomainError('No change to this phone number is waiting. Please enter the new number again.', 'invalid');
  }
  if (now > pending.expiresAt)
    return new DomainError('This code has expired. Please enter the new number again to get a new one.', 'invalid');
  return null;
}

function decide(command: ProfileCommand, state: ProfileState): ProfileEvent[] {
  switch (command.kind) {
    case 'change-email':
      return [{ type: 'profile.email_changed', data: { userId: command.userId, email: command.email } }];
    case 'request-phone-change': {
      const blocked = phoneRequestBlocker(state, command.now);
      if (blocked) throw blocked;
      const requestedAt = new Date(command.now).toISOString();
      const expiresAt = new Date(command.now + command.ttlMs).toISOString();
      return [
        {
          type: 'profile.phone_change_requested',
          data: { userId: command.userId, phone: command.phone, phoneHash: command.phoneHash, requestedAt, expiresAt },
        },
      ];
    }
    case 'change-voice':
      if (state.voice === command.voice) return [];
      return [{ type: 'profile.voice_changed', data: { userId: command.userId, voice: command.voice } }];
    case 'add-context':
      return [
        {
          type: 'profile.context_added',
          data: { userId: command.userId, contextId: command.contextId, context: command.context, characters: command.characters },
        },
      ];
    case 'edit-context': {
      if (contextStatus(state, command.contextId) !== 'kept') throw new DomainError(CONTEXT_GONE, 'not_found');
      const { userId, contextId, context, characters } = command;
      return [{ type: 'profile.context_edited', data: { userId, contextId, context, characters } }];
    }
    case 'remove-context': {
      const status = contextStatus(state, command.contextId);
      if (!status) throw new DomainError(CONTEXT_GONE, 'not_found');
      if (status === 'removed') return [];
      return [{ type: 'profile.context_removed', data: { userId: command.userId, contextId: command.contextId } }];
    }
    case 'restore-context': {
      const status = contextStatus(state, command.contextId);
      if (!status) throw new DomainError(CONTEXT_GONE, 'not_found');
      if (status === 'kept') return [];
      return [{ type: 'profile.context_restored', data: { userId: command.userId, contextId: command.contextId } }];
    }
    case 'set-messages':
      if (state.messages === command.enabled) return [];
      return [{ type: 'profile.messages_set', data: { userId: command.userId, enabled: command.enabled } }];
    case 'set-time-zone':
      if (state.timeZone === command.timeZone) return [];
      return [{ type: 'profile.time_zone_set', data: { userId: command.userId, timeZone: command.timeZone } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const profileDecider: Decider<ProfileState, ProfileCommand, ProfileEvent> = { initialState, evolve, decide };
