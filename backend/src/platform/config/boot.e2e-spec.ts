import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const main = join(__dirname, '..', '..', '..', 'dist', 'main.js');

function boot(env: Record<string, string>) {
  if (!existsSync(main)) throw new Error('backend/dist/main.js is missing: run `npm run build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'daily-boot-'));
  try {
    const clean: NodeJS.ProcessEnv = { ...process.env };
    delete clean.EVENT_STORE_URL;
    delete clean.MONGODB_URL;
    return spawnSync(process.execPath, [main], { env: { ...clean, DATA_DIR: dataDir, ...env }, encoding: 'utf8', timeout: 20_000 });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('boot with an invalid setting', () => {
  it('stops with a message naming the variable and a non-zero exit code', () => {
    const result = boot({ PORT: 'not-a-port' });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('Invalid configuration: PORT must be a whole number from 0 to 65535 (got "not-a-port")');
  });

  it.each(['api', 'projector'])('APP_ROLE=%s without a shared event log stops at once, naming EVENT_STORE_URL', (role) => {
    // Accepted before, an embedded log per process meant the projector never saw the API's appends.
    const result = boot({ APP_ROLE: role, MONGODB_URL: 'mongodb://127.0.0.1:9/daily', PORT: '0' });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain(`Invalid configuration: EVENT_STORE_URL is required with APP_ROLE=${role}`);
  });

  it('a MongoDB that cannot be reached stops the boot after BOOT_WAIT_SECONDS with one line naming MONGODB_URL', () => {
    // Nothing listens on port 9 of the loopback: every attempt is refused.
    const result = boot({ MONGODB_URL: 'mongodb://127.0.0.1:9/daily', BOOT_WAIT_SECONDS: '1', PORT: '0' });
    expect(result.status).toBe(69);
    expect(result.stderr).toMatch(
      /Boot stopped: Read store unavailable: MongoDB at mongodb:\/\/127\.0\.0\.1:9 \(MONGODB_URL\) could not be reached within 1 s/,
    );
  });

  // Production as the issue found it: test payments on purpose, nothing else said.
  const PRODUCTION = { NODE_ENV: 'production', PAYMENTS: 'test', PORT: '0', BOOT_WAIT_SECONDS: '1' };
  const SECRETS = { JWT_SECRET: 'j'.repeat(40), ENCRYPTION_KEY: 'b'.repeat(64) };

  it('production without a messaging provider stops, naming the Twilio keys and OTP_PROVIDER=log (codes are never printed unasked)', () => {
    const result = boot({ ...PRODUCTION, ...SECRETS });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain(
      'Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID are required with NODE_ENV=production',
    );
    expect(result.stderr).toContain('OTP_PROVIDER=log');
  });

  it('production without its secrets stops, naming JWT_SECRET and ENCRYPTION_KEY (never generated beside the data)', () => {
    const result = boot({ ...PRODUCTION, OTP_PROVIDER: 'log' });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('Invalid configuration: JWT_SECRET and ENCRYPTION_KEY are required with NODE_ENV=production');
    expect(result.stderr).toContain('SECRETS_IN_DATA_DIR=1');
  });
});
