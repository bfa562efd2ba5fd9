import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';
import type { Session } from '@/lib/auth/session-types';

export type TestCode = Pick<ApiSchema<'VerifyOtpRequestDto'>, 'phone' | 'token'>;

/**
 * `POST /auth/verify`, without the operator's token. The session it starts is a test session: it is
 * handed back to the caller only, never to the app's session store, so the browser's own sign-in
 * stays as it was.
 */
export async function verifyTestCode({ phone, token }: TestCode): Promise<Session> {
  const { session } = await apiFetch('/auth/verify', {
    body: { phone, token, type: 'sms' } satisfies ApiSchema<'VerifyOtpRequestDto'>,
    anonymous: true,
  });
  return session;
}

/**
 * `onVerified` runs from the mutation itself, so it still runs when the page is left while the
 * code is being checked: a test session is then revoked all the same.
 */
export function useVerifyTestCode({ onVerified }: { onVerified: (session: Session) => void }) {
  return useMutation({ mutationFn: verifyTestCode, gcTime: 0, onSuccess: (session) => onVerified(session) });
}
