import { ConfigError } from '../../platform/config/app-config';
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from './domain/analytics-limits';

export interface AnalyticsConfig {
  /** Tracking requests accepted per minute from one address. */
  rateLimitPerMinute: number;
}

export const ANALYTICS_CONFIG = Symbol('ANALYTICS_CONFIG');

/**
 * Read where the module is built, so an invalid value stops the boot naming the variable, as the
 * platform configuration does. Load tests raise the limit: they send everything from one address.
 */
export function loadAnalyticsConfig(env: Record<string, string | undefined> = process.env): AnalyticsConfig {
  const raw = env.ANALYTICS_RATE_LIMIT_PER_MINUTE?.trim();
  if (!raw) return { rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE };
  const limit = Number(raw);
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new ConfigError('ANALYTICS_RATE_LIMIT_PER_MINUTE', `must be a whole number of at least 1 (got "${raw}")`);
  }
  return { rateLimitPerMinute: limit };
}
