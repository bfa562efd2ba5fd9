import type { AppConfig } from './app-config';

/**
 * Settings that are allowed but risky where they are: logged once at boot, so whoever runs the
 * server reads them in its first lines.
 */
export function bootWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.production && config.testPhones.length > 0)
    warnings.push(
      `AUTH_TEST_PHONES is set with NODE_ENV=production: ${config.testPhones.map((t) => t.phone).join(', ')} sign in with a fixed code. ` +
        'Remove them unless this server is for testing.',
    );
  if (config.production && config.paymentsTestMode)
    warnings.push('PAYMENTS=test with NODE_ENV=production: payments use the built-in test checkout and nobody is charged.');
  return warnings;
}
