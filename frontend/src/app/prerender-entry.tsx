import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { type DocumentHead, DocumentHeadContext } from '@/components/layout/document-head-context';
import { Page } from '@/components/layout/page';
import { PageShell } from '@/components/layout/page-shell';
import { paths } from '@/config/paths';
import { dashboardGreeting } from '@/features/dashboard/utils/greeting';

import { AppProvider } from './provider';
import { prerenderedPaths } from './prerendered-paths';
import { routes } from './router';
import { analyticsPage } from './routes/analytics';
import { DashboardShell } from './routes/dashboard-shell';
import { settingsPage } from './routes/settings';
import { dashboardShellPlan } from './starter/dashboard-shell-plan';
import { fillDashboardShell } from './starter/fill-dashboard-shell';
import { keepShellMenuTaps } from './starter/keep-menu-taps';
import { LOAD_APP_BACKSTOP_MS, loadAppAfterFirstPaint } from './starter/load-app-after-paint';
import { startPlan } from './starter/start-plan';
import { startRequests } from './starter/start-requests';

export {
  dashboardGreeting,
  dashboardShellPlan,
  fillDashboardShell,
  keepShellMenuTaps,
  LOAD_APP_BACKSTOP_MS,
  loadAppAfterFirstPaint,
  prerenderedPaths,
  startPlan,
  startRequests,
};

/**
 * Signed-in pages get a shell at build time: the signed-in frame around what of the page is the same
 * for everyone (`shellContent`), painted while the app's code loads and replaced by the app's first
 * render (nothing in it moves). The built HTML holds nothing personal: the dashboard's is filled on
 * the person's own device by the starter.
 */
export const signedInShellPaths: readonly string[] = [
  paths.dashboard.path,
  paths.settings.path,
  paths.analytics.path,
  paths.welcome.path,
  paths.addContext.path,
];

/**
 * What the shells paint inside the frame: a page's largest text is then on screen with the first
 * paint. Settings and analytics have the same heading and line for everyone; the dashboard's
 * heading and message box are filled by the starter from the person's own device.
 */
const shellContent: Readonly<Partial<Record<string, ReactNode>>> = {
  [paths.analytics.path]: <Page {...analyticsPage} />,
  [paths.settings.path]: <Page {...settingsPage} />,
  // Rendered by the page's own components, which read the (signed-out) session and queries.
  [paths.dashboard.path]: (
    <AppProvider>
      <DashboardShell />
    </AppProvider>
  ),
};

export type PrerenderedPage = {
  /** The markup inside #root, as the browser's first render will produce it. */
  body: string;
  /** <title> and other head elements React wrote before the body. */
  head: string;
  description: string | null;
};

/**
 * Renders a public page as a signed-out visitor's browser first renders it, for the build to write
 * out as HTML (the entry of the server-side build; never part of the browser's bundle).
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect or a response while prerendering`);
  if (context.statusCode !== 200) throw new Error(`${path} rendered with status ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let description: string | null = null;
  const collect = (head: DocumentHead) => {
    description = head.description;
  };
  const markup = renderToString(
    <StrictMode>
      <DocumentHeadContext.Provider value={collect}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </DocumentHeadContext.Provider>
    </StrictMode>,
  );
  return { ...splitHead(markup), description };
}

/** The signed-in frame (navigation, footer) around the page's shell content or an empty page, for `path`. */
export async function renderShell(path: string): Promise<PrerenderedPage> {
  const shell = (
    <PageShell signedIn homeHref={paths.dashboard.getHref()}>
      {shellContent[path]}
    </PageShell>
  );
  const shellRoutes = [{ path: '*', element: shell }];
  const handler = createStaticHandler(shellRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered a redirect or a response while rendering its shell`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { ...splitHead(markup), description: null };
}

/** React places the hoistable elements it met (<title>, <meta>, <link>) first in a fragment's markup. */
function splitHead(markup: string): { head: string; body: string } {
  const leading = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(markup)?.[0] ?? '';
  return { head: leading, body: markup.slice(leading.length) };
}
