import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export type CodeSent = ApiSchema<'CodeSentResponse'>;

/** `POST /auth/otp`, without the operator's token: the server's own answer, as it came. */
export function sendTestCode(phone: string): Promise<CodeSent> {
  return apiFetch('/auth/otp', { body: { phone } satisfies ApiSchema<'SendOtpRequestDto'>, anonymous: true });
}

export function useSendTestCode() {
  // gcTime 0: nothing about the test outlives the card.
  return useMutation({ mutationFn: sendTestCode, gcTime: 0 });
}
