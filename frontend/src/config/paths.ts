// Every route of the app, so links and the router cannot drift apart.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  subscribe: { path: '/subscribe', getHref: () => '/subscribe' },
  stripeSuccess: { path: '/stripe/success', getHref: () => '/stripe/success' },
  stripeCancel: { path: '/stripe/cancel', getHref: () => '/stripe/cancel' },
  foundingSuccess: { path: '/founding-success', getHref: () => '/founding-success' },
  about: {
    path: '/about',
    getHref: (options: { cancelled?: boolean } = {}) => (options.cancelled ? '/about?cancelled=true' : '/about'),
  },
  info: {
    path: '/info',
    getHref: (options: { view?: 'roadmap' } = {}) => (options.view ? `/info?view=${options.view}` : '/info'),
  },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  developerTools: { path: '/test', getHref: () => '/test' },
  authCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  privacyPolicy: {
    path: '/privacy-policy',
    getHref: (section?: string) => (section ? `/privacy-policy#${section}` : '/privacy-policy'),
  },
  onePager: {
    path: '/one-pager',
    getHref: (section?: string) => (section ? `/one-pager#${section}` : '/one-pager'),
  },
  addContext: { path: '/add-context', getHref: () => '/add-context' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  settings: { path: '/settings', getHref: () => '/settings' },
  analytics: { path: '/analytics', getHref: () => '/analytics' },
  admin: { path: '/admin/*', getHref: () => '/admin' },
  notFound: { path: '*' },
} as const;

export type PathName = keyof typeof paths;
