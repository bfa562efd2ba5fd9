import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';

import { useHydrated } from '@/hooks/use-hydrated';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { deferredComponent } from '@/lib/deferred-component';
import { createQueryClient } from '@/lib/query-client';

// The toast library is not needed to paint a page: it loads once the page is on screen (and
// hydrated, for a prerendered one), and toasts asked for before then wait for it.
const { Component: Toaster } = deferredComponent(async () => (await import('@/components/ui/toaster')).Toaster);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
