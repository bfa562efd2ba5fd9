import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export type SendCodeAnswer = {
  message: string;
  channel?: string;
};

/** `POST /auth/otp`, without the operator's token: the server's own answer, as it came. */
export function sendTestCode(phone: string): Promise<SendCodeAnswer> {
  return apiFetch<SendCodeAnswer>('/auth/otp', { body: { phone }, anonymous: true });
}

export function useSendTestCode() {
  // gcTime 0: nothing about the test outlives the card.
  return useMutation({ mutationFn: sendTestCode, gcTime: 0 });
}
