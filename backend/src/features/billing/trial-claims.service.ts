import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../platform/commands/command-context';
import { CommandRunner } from '../../platform/commands/command-runner';
import type { Decider } from '../../platform/commands/decider';
import { type TrialClaimed, trialClaimStream } from './domain/subscription.events';

interface ClaimState {
  claimedBy: string | null;
}

type ClaimCommand = { kind: 'claim'; phoneHash: string; subscriptionId: string; trialEnd: number | null };

/** The first trial wins; every later one (a second account on the number) changes nothing. */
const trialClaimDecider: Decider<ClaimState, ClaimCommand, TrialClaimed> = {
  initialState: () => ({ claimedBy: null }),
  evolve: (state, event) => (state.claimedBy ? state : { claimedBy: event.data.subscriptionId }),
  decide: (command, state) => {
    if (state.claimedBy) return [];
    const { kind: _kind, ...data } = command;
    return [{ type: 'billing.trial_claimed', data }];
  },
};

/**
 * One free trial per person, ever, keyed by the phone's lookup hash (never the number). The record
 * outlives the account on purpose: deleting an account and signing up again on the same number must
 * not give a second trial, and the hash alone says nothing about whose number it was.
 */
@Injectable()
export class TrialClaims {
  constructor(private readonly commands: CommandRunner) {}

  async claimed(phoneHash: string): Promise<boolean> {
    return (await this.commands.load(trialClaimStream(phoneHash), trialClaimDecider)).state.claimedBy !== null;
  }

  async claim(phoneHash: string, subscriptionId: string, trialEnd: number | null, context: CommandContext): Promise<void> {
    await this.commands.run(
      trialClaimStream(phoneHash),
      trialClaimDecider,
      { kind: 'claim', phoneHash, subscriptionId, trialEnd },
      context,
      {
        wait: false,
      },
    );
  }
}
