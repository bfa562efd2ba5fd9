import { paths } from '@/config/paths';

import type { AuthUser } from './session-types';

/**
 * Where signing in leads: back to the page the person was on when their session ended, else the
 * operator to the console, the analyst to the analytics, and a member to the dashboard (which sends
 * a member without a plan on to /subscribe).
 */
export function landingPath(user: Pick<AuthUser, 'roles'>, returnTo: string | null): string {
  if (returnTo) return returnTo;
  const roles = user.roles as readonly string[];
  if (roles.includes('operator')) return paths.admin.getHref();
  if (roles.includes('analyst')) return paths.analytics.getHref();
  return paths.dashboard.getHref();
}
