import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';

import { AppError } from './routes/app-error';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

function FullScreenLoading() {
  return <LoadingScreen fullScreen />;
}

// Each page is its own chunk, fetched when first visited, so a visitor to the landing
// page downloads only the shell and that page.
const pageRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    lazy: { Component: async () => (await import('./routes/landing')).LandingRoute },
  },
  {
    path: paths.login.path,
    lazy: { Component: async () => (await import('./routes/login')).LoginRoute },
  },
  {
    path: paths.subscribe.path,
    lazy: { Component: async () => (await import('./routes/subscribe')).SubscribeRoute },
  },
  {
    path: paths.stripeSuccess.path,
    lazy: { Component: async () => (await import('./routes/stripe-success')).StripeSuccessRoute },
  },
  {
    path: paths.stripeCancel.path,
    lazy: { Component: async () => (await import('./routes/stripe-cancel')).StripeCancelRoute },
  },
  {
    path: paths.foundingSuccess.path,
    lazy: {
      Component: async () => (await import('./routes/founding-success')).FoundingSuccessRoute,
    },
  },
  {
    path: paths.about.path,
    lazy: { Component: async () => (await import('./routes/about')).AboutRoute },
  },
  {
    path: paths.info.path,
    lazy: { Component: async () => (await import('./routes/info')).InfoRoute },
  },
  {
    path: paths.welcome.path,
    lazy: { Component: async () => (await import('./routes/welcome')).WelcomeRoute },
  },
  {
    path: paths.developerTools.path,
    lazy: { Component: async () => (await import('./routes/developer-tools')).DeveloperToolsRoute },
  },
  {
    path: paths.authCallback.path,
    lazy: { Component: async () => (await import('./routes/auth-callback')).AuthCallbackRoute },
  },
  {
    path: paths.privacyPolicy.path,
    lazy: { Component: async () => (await import('./routes/privacy-policy')).PrivacyPolicyRoute },
  },
  {
    path: paths.onePager.path,
    lazy: { Component: async () => (await import('./routes/one-pager')).OnePagerRoute },
  },
  {
    path: paths.addContext.path,
    lazy: { Component: async () => (await import('./routes/add-context')).AddContextRoute },
  },
  {
    path: paths.dashboard.path,
    lazy: { Component: async () => (await import('./routes/dashboard')).DashboardRoute },
  },
  {
    path: paths.settings.path,
    lazy: { Component: async () => (await import('./routes/settings')).SettingsRoute },
  },
  {
    path: paths.analytics.path,
    lazy: { Component: async () => (await import('./routes/analytics')).AnalyticsRoute },
  },
  {
    path: paths.notFound.path,
    lazy: { Component: async () => (await import('./routes/not-found')).NotFoundRoute },
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    ErrorBoundary: AppError,
    HydrateFallback: FullScreenLoading,
    children: [
      // The operator console brings its own layout and its own (large) UI library.
      {
        path: paths.admin.path,
        lazy: { Component: async () => (await import('./routes/admin')).AdminRoute },
      },
      {
        Component: RootLayout,
        children: [
          {
            ErrorBoundary: RouteError,
            HydrateFallback: LoadingScreen,
            children: pageRoutes,
          },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
