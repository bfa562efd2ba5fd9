import { paths } from '@/config/paths';

/**
 * The public pages written out as HTML at build time, content included, and hydrated in the
 * browser. They read nothing that differs between visitors before the session is known; a page
 * reached with a query or with a stored session is rendered afresh instead (see main.tsx).
 */
export const prerenderedPaths: readonly string[] = [
  paths.home.path,
  paths.about.path,
  paths.info.path,
  paths.privacyPolicy.path,
  paths.onePager.path,
  paths.login.path,
];
