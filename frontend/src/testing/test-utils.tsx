import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import type { AuthContextValue } from '@/lib/auth/auth-context';

import { fakeAuth, WithAuth } from './fake-auth';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The URL the memory router starts at. */
  route?: string;
  queryClient?: QueryClient;
  /** The auth state seen by the component; signed out when omitted. */
  auth?: AuthContextValue;
};

/** Renders a component with the app's providers and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient(), auth = fakeAuth(), ...options }: RenderWithProvidersOptions = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <WithAuth value={auth}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </WithAuth>
      </QueryClientProvider>
    );
  }
  return { user: userEvent.setup(), queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Renders a route tree at a URL, with loaders and lazy routes running as in the app. */
export function renderRoutes(routes: RouteObject[], route = '/', auth: AuthContextValue = fakeAuth()) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <WithAuth value={auth}>
        <RouterProvider router={router} />
      </WithAuth>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, queryClient, ...result };
}
