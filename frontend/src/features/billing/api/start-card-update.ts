import { useMutation } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export type CardUpdatePage = ApiSchema<'CardUpdateResponse'>;

/** `POST /api/me/card-update`: the address of the page where the new card is given (Stripe's portal, or the test card page). */
export function startCardUpdate(): Promise<CardUpdatePage> {
  return apiFetch('/api/me/card-update', { method: 'POST', body: {} });
}

/** Nothing changes here until the person comes back: the card read again on return shows the new one. */
export function useStartCardUpdate() {
  return useMutation({ mutationFn: startCardUpdate });
}
