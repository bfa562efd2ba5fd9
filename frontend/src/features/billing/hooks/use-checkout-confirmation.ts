import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { hasPaidAccess, toAccountStatus } from '@/lib/auth/account-status';
import { useAuth } from '@/lib/auth/auth-context';
import { otpFlowFlag } from '@/lib/auth/session-store';
import type { AccountStatus } from '@/lib/auth/session-types';

import { useConfirmCheckout } from '../api/confirm-checkout';

export type ConfirmationPhase = 'confirming' | 'confirmed' | 'failed';

export const confirmationFailedMessage = 'There was an issue updating your account. Please contact support.';

export type CheckoutConfirmationOptions = {
  /** Whether the account status the server reports is the one this purchase should give. */
  grants: (account: AccountStatus | null) => boolean;
  successMessage: string;
  /** How long the page stays after a confirmed payment before going to the dashboard. */
  redirectDelayMs: number;
};

export const grantsPaidAccess = (account: AccountStatus | null) => hasPaidAccess(account);
export const grantsFoundingMembership = (account: AccountStatus | null) => account === 'founding_member';

class NotConfirmedError extends Error {}

/**
 * The return from the payment page: the server checks the checkout session with the provider and
 * says what the account is now; the page only shows that answer (DESIGN.md section 6). Then it
 * goes to the dashboard, after the spec's delay, or at once when the confirmation failed.
 */
export function useCheckoutConfirmation({ grants, successMessage, redirectDelayMs }: CheckoutConfirmationOptions) {
  const { loading, user, setAccount, refreshAccount } = useAuth();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const navigate = useNavigate();
  const { mutateAsync: confirm } = useConfirmCheckout();
  const [phase, setPhase] = useState<ConfirmationPhase>('confirming');
  // Confirming twice would toast twice; the ref survives React's development double effects.
  const started = useRef(false);

  useEffect(() => {
    if (loading || started.current) return;
    started.current = true;
    otpFlowFlag.clear();

    const accountAfterPayment = async (): Promise<AccountStatus | null> => {
      if (!user) throw new NotConfirmedError('Not signed in');
      // Without a session id (an old link) the webhook may still have done the work: ask again.
      if (!sessionId) return refreshAccount();
      const answer = await confirm(sessionId);
      if (answer.status !== 'complete') throw new NotConfirmedError(`Checkout is ${answer.status}`);
      const account = toAccountStatus(answer.account);
      setAccount(account);
      return account;
    };

    accountAfterPayment()
      .then((account) => {
        if (!grants(account)) throw new NotConfirmedError(`Account is ${account ?? 'unknown'}`);
        notify.success(successMessage);
        setPhase('confirmed');
      })
      .catch(() => {
        notify.error(confirmationFailedMessage, { keepOnNextPage: true });
        setPhase('failed');
        navigate(paths.dashboard.getHref(), { replace: true });
      });
  }, [loading, user, sessionId, confirm, refreshAccount, setAccount, grants, successMessage, navigate]);

  useEffect(() => {
    if (phase !== 'confirmed') return;
    const timer = setTimeout(() => navigate(paths.dashboard.getHref(), { replace: true }), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [phase, redirectDelayMs, navigate]);

  return phase;
}
