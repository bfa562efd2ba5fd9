import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useAuth } from '@/lib/auth/auth-context';
import { keepQueries } from '@/lib/device-cache';

/** Keeps the signed-in person's answers on the device as they arrive (lib/device-cache.ts). */
export function DeviceCacheKeeper() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  useEffect(() => (userId ? keepQueries(queryClient, userId) : undefined), [queryClient, userId]);
  return null;
}
