import { paths } from '@/config/paths';

import { hasPaidAccess } from './account-status';
import type { AccountStatus, AuthUser } from './session-types';

/**
 * Where signing in leads: back to the page the person was on when their session ended; else a
 * member with a plan to the dashboard; staff without one to their own page (the operator to the
 * console, the analyst to the analytics) rather than to /subscribe, where the dashboard would send them.
 */
export function landingPath(user: Pick<AuthUser, 'roles'>, account: AccountStatus | null, returnTo: string | null): string {
  if (returnTo) return returnTo;
  if (hasPaidAccess(account)) return paths.dashboard.getHref();
  const roles = user.roles as readonly string[];
  if (roles.includes('operator')) return paths.admin.getHref();
  if (roles.includes('analyst')) return paths.analytics.getHref();
  return paths.dashboard.getHref();
}
