import { type AppConfig, SECRET_FILES } from './app-config';

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
  if (config.production && config.otpProvider === 'log')
    warnings.push(
      'OTP_PROVIDER=log with NODE_ENV=production: sign-in codes are written to the server output, and whoever reads it can sign in as anyone. ' +
        'Set the Twilio Verify keys unless this server is for testing.',
    );
  if (config.production && config.secretsInDataDir.length > 0)
    warnings.push(
      `SECRETS_IN_DATA_DIR=1 with NODE_ENV=production: ${config.secretsInDataDir.join(' and ')} ${config.secretsInDataDir.length > 1 ? 'are' : 'is'} ` +
        `read from files in DATA_DIR (${config.secretsInDataDir.map((name) => SECRET_FILES[name]).join(', ')}), beside the data ${config.secretsInDataDir.length > 1 ? 'they protect' : 'it protects'}: ` +
        "anyone with a copy of DATA_DIR can read every person's data and sign in as anyone. Move them to a secret manager (docs/operations.md).",
    );
  return warnings;
}
