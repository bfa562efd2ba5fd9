import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';

import { AfterFirstPaint } from '@/components/layout/after-first-paint';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { sessionStore } from '@/lib/auth/session-store';
import { deferredComponent } from '@/lib/deferred-component';
import { restoreQueries } from '@/lib/device-cache';
import { createQueryClient } from '@/lib/query-client';

import { DeviceCacheKeeper } from './device-cache-keeper';

// The toast library is not needed to paint a page: it loads once the page is on screen (and
// hydrated, for a prerendered one), and toasts asked for before then wait for it.
const { Component: Toaster } = deferredComponent(async () => (await import('@/components/ui/toaster')).Toaster);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The stored person's last answers, kept on this device: their pages paint them while asking again.
    const userId = sessionStore.read()?.user?.id;
    if (userId) restoreQueries(client, userId);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <DeviceCacheKeeper />
        {children}
      </AuthProvider>
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AfterFirstPaint>
    </QueryClientProvider>
  );
}
