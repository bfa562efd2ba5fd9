import type { Decider } from '../../../platform/commands/decider';

/**
 * One stream per phone (named by its keyed hash) makes "one account per phone" hold under
 * concurrency: the first claim wins and every later sign-in finds the same user id.
 */
export type PhoneClaimed = { type: 'account.phone_claimed'; data: { userId: string } };
export type PhoneReleased = { type: 'account.phone_released'; data: { userId: string; reason: string } };
export type PhoneClaimEvent = PhoneClaimed | PhoneReleased;

export interface PhoneClaimState {
  userId: string | null;
}

export type PhoneClaimCommand = { kind: 'claim'; userId: string } | { kind: 'release'; userId: string; reason: string };

export const phoneClaimStream = (phoneHash: string): string => `phone-${phoneHash}`;

export const phoneClaimDecider: Decider<PhoneClaimState, PhoneClaimCommand, PhoneClaimEvent> = {
  initialState: () => ({ userId: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'account.phone_claimed':
        return { userId: event.data.userId };
      case 'account.phone_released':
        return { userId: null };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'claim':
        return state.userId ? [] : [{ type: 'account.phone_claimed', data: { userId: command.userId } }];
      case 'release':
        return state.userId === command.userId
          ? [{ type: 'account.phone_released', data: { userId: command.userId, reason: command.reason } }]
          : [];
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
