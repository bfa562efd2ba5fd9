import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';
import { bootWarnings } from './boot-warnings';

describe('configuration', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'daily-config-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
  /** Production with its secrets set from outside DATA_DIR and codes sent by the log on purpose: what each production test changes one thing of. */
  const SECRETS = { JWT_SECRET: 'j'.repeat(40), ENCRYPTION_KEY: 'b'.repeat(64) };
  const PRODUCTION = { NODE_ENV: 'production', PAYMENTS: 'test', OTP_PROVIDER: 'log', ...SECRETS };
  const TWILIO = {
    TWILIO_ACCOUNT_SID: 'AC' + '0'.repeat(32),
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_VERIFY_SERVICE_SID: 'VA' + '0'.repeat(32),
  };

  it('refuses to boot in production with the built-in test checkout unless PAYMENTS=test says so', () => {
    const { PAYMENTS: _payments, ...withoutPayments } = PRODUCTION;
    expect(() => load(withoutPayments)).toThrow(/STRIPE_SECRET_KEY is required with NODE_ENV=production/);
    expect(load(PRODUCTION).paymentsTestMode).toBe(true);
    expect(load({ ...withoutPayments, STRIPE_SECRET_KEY: 'sk_live_x' }).paymentsTestMode).toBe(false);
    expect(load({}).paymentsTestMode).toBe(true);
    expect(() => load({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY is required when PAYMENTS=stripe/);
    expect(() => load({ PAYMENTS: 'free' })).toThrow(ConfigError);
  });

  it('keeps sign-in limits on, and refuses to lift them in production', () => {
    expect(load({}).signInLimits).toBe(true);
    expect(load({ SIGN_IN_LIMITS: 'off' }).signInLimits).toBe(false);
    expect(() => load({ SIGN_IN_LIMITS: 'off', ...PRODUCTION })).toThrow(/SIGN_IN_LIMITS cannot be off/);
    expect(() => load({ SIGN_IN_LIMITS: 'maybe' })).toThrow(ConfigError);
  });

  it('warns at boot about test numbers and test payments in production, naming the numbers', () => {
    const env = { ...PRODUCTION, ...TWILIO, AUTH_TEST_PHONES: '+447700900001:123456:open' };
    const { OTP_PROVIDER: _log, ...twilioEnv } = env;
    const warnings = bootWarnings(load(twilioEnv));
    expect(warnings).toEqual([
      expect.stringContaining('AUTH_TEST_PHONES is set with NODE_ENV=production: +447700900001'),
      expect.stringContaining('PAYMENTS=test'),
    ]);
    expect(bootWarnings(load({ AUTH_TEST_PHONES: '+447700900001:123456:open' }))).toEqual([]);
  });

  it('refuses production without a messaging provider for codes, unless OTP_PROVIDER=log says so, and then warns', () => {
    // Before, production without Twilio keys printed every sign-in code to the server output.
    const { OTP_PROVIDER: _log, ...withoutChoice } = PRODUCTION;
    expect(() => load(withoutChoice)).toThrow(
      /^Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID are required with NODE_ENV=production.*OTP_PROVIDER=log/,
    );
    expect(load({ ...withoutChoice, ...TWILIO }).otpProvider).toBe('twilio');
    expect(load(PRODUCTION).otpProvider).toBe('log');
    expect(bootWarnings(load(PRODUCTION))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^OTP_PROVIDER=log with NODE_ENV=production: sign-in codes are written to the server output/),
      ]),
    );
    // Outside production the log is the stand-in it always was, and says nothing.
    expect(load({}).otpProvider).toBe('log');
    expect(load(TWILIO).otpProvider).toBe('twilio');
    expect(bootWarnings(load({}))).toEqual([]);
    // Asking for Twilio without its keys, or for a provider that does not exist, names the problem.
    expect(() => load({ OTP_PROVIDER: 'twilio' })).toThrow(
      /^Invalid configuration: TWILIO_ACCOUNT_SID.* required with OTP_PROVIDER=twilio/,
    );
    expect(() => load({ OTP_PROVIDER: 'pigeon' })).toThrow(/^Invalid configuration: OTP_PROVIDER must be twilio or log \(got "pigeon"\)/);
  });

  it('refuses production with secrets generated beside the data, naming them, unless SECRETS_IN_DATA_DIR=1 says so, and then warns', () => {
    // Before, production generated both into DATA_DIR, next to the data they protect, and said nothing.
    const { JWT_SECRET: _jwt, ENCRYPTION_KEY: _key, ...withoutSecrets } = PRODUCTION;
    expect(() => load(withoutSecrets)).toThrow(
      /^Invalid configuration: JWT_SECRET and ENCRYPTION_KEY are required with NODE_ENV=production.*SECRETS_IN_DATA_DIR=1/,
    );
    expect(() => load({ ...withoutSecrets, JWT_SECRET: SECRETS.JWT_SECRET })).toThrow(/^Invalid configuration: ENCRYPTION_KEY is required/);
    expect(() => load({ ...withoutSecrets, ENCRYPTION_KEY: SECRETS.ENCRYPTION_KEY })).toThrow(
      /^Invalid configuration: JWT_SECRET is required/,
    );
    // Nothing was written on the way: the refusal leaves no generated secret behind.
    expect(readdirSync(dataDir)).toEqual([]);
    const optedIn = load({ ...withoutSecrets, SECRETS_IN_DATA_DIR: '1' });
    expect(optedIn.secretsInDataDir).toEqual(['JWT_SECRET', 'ENCRYPTION_KEY']);
    expect(bootWarnings(optedIn)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^SECRETS_IN_DATA_DIR=1 with NODE_ENV=production: JWT_SECRET and ENCRYPTION_KEY are read from files in DATA_DIR/,
        ),
      ]),
    );
    // Once generated, the files are still refused without the opt-in; the message says where they are, to move them out.
    expect(() => load(withoutSecrets)).toThrow(new RegExp(`jwt\\.secret`));
    expect(load(PRODUCTION).secretsInDataDir).toEqual([]);
    expect(() => load({ SECRETS_IN_DATA_DIR: 'yes' })).toThrow(/^Invalid configuration: SECRETS_IN_DATA_DIR must be 1 or unset/);
  });

  it('runs everything in one process unless APP_ROLE splits it', () => {
    expect(load({}).appRole).toBe('all');
    const shared = { EVENT_STORE_URL: 'esdb://localhost:2113?tls=false', MONGODB_URL: 'mongodb://localhost:27017/daily' };
    expect(load({ APP_ROLE: 'projector', ...shared }).appRole).toBe('projector');
    expect(load({ APP_ROLE: 'api', ...shared }).appRole).toBe('api');
  });

  it('refuses a split role without a shared event log, naming EVENT_STORE_URL (an embedded log is private to one process)', () => {
    for (const role of ['api', 'projector']) {
      expect(() => load({ APP_ROLE: role, MONGODB_URL: 'mongodb://localhost:27017/daily' })).toThrow(
        new RegExp(`^Invalid configuration: EVENT_STORE_URL is required with APP_ROLE=${role}`),
      );
      expect(() => load({ APP_ROLE: role, EVENT_STORE_URL: 'esdb://localhost:2113' })).toThrow(
        new RegExp(`^Invalid configuration: MONGODB_URL is required with APP_ROLE=${role}`),
      );
    }
  });

  it('bounds the boot wait by BOOT_WAIT_SECONDS, 60 s unless set', () => {
    expect(load({}).bootWaitMs).toBe(60_000);
    expect(load({ BOOT_WAIT_SECONDS: '5' }).bootWaitMs).toBe(5000);
  });

  it('trusts no proxy unless TRUST_PROXY names a number of hops or the proxies themselves', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12,::1' }).trustProxy).toEqual(['10.0.0.0/8', '172.16.0.0/12', '::1']);
  });

  it('caps connections per client address at 256 unless told, and not by default behind a proxy', () => {
    expect(load({}).maxConnectionsPerAddress).toBe(256);
    expect(load({ MAX_CONNECTIONS_PER_ADDRESS: '20' }).maxConnectionsPerAddress).toBe(20);
    expect(load({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).maxConnectionsPerAddress).toBe(0);
    expect(load({ TRUST_PROXY: '1' }).maxConnectionsPerAddress).toBe(0);
    expect(load({ TRUST_PROXY: 'false' }).maxConnectionsPerAddress).toBe(256);
    expect(load({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '512' }).maxConnectionsPerAddress).toBe(512);
  });

  it('runs with nothing set: port 3000, embedded stores, secrets generated once into DATA_DIR', () => {
    const first = load({});
    expect(first.port).toBe(3000);
    expect(first.eventStoreUrl).toBeNull();
    expect(first.mongodbUrl).toBeNull();
    expect(first.encryptionKey).toHaveLength(32);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.testPhones).toEqual([]);
    const second = load({});
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(readFileSync(join(dataDir, 'master.key'), 'utf8').trim()).toBe(first.encryptionKey.toString('base64'));
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ EVENT_STORE_URL: 'http://nope' }, 'EVENT_STORE_URL'],
    [{ MONGODB_URL: 'not a url' }, 'MONGODB_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ENCRYPTION_KEY: 'abcd' }, 'ENCRYPTION_KEY'],
    [{ AUTH_TEST_PHONES: '+447700900001:12:open' }, 'AUTH_TEST_PHONES'],
    [{ AUTH_TEST_PHONES: '+447700900001:123456:vip' }, 'AUTH_TEST_PHONES'],
    [{ OPERATOR_PHONES: '07700900001' }, 'OPERATOR_PHONES'],
    [{ ANALYST_PHONES: '+44,+1' }, 'ANALYST_PHONES'],
    [{ APP_ROLE: 'worker' }, 'APP_ROLE'],
    [{ APP_ROLE: 'api' }, 'EVENT_STORE_URL'],
    [{ APP_ROLE: 'projector' }, 'EVENT_STORE_URL'],
    [{ BOOT_WAIT_SECONDS: '0' }, 'BOOT_WAIT_SECONDS'],
    [{ BOOT_WAIT_SECONDS: 'soon' }, 'BOOT_WAIT_SECONDS'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/40' }, 'TRUST_PROXY'],
    [{ TWILIO_API_BASE: 'api.twilio.com' }, 'TWILIO_API_BASE'],
    [{ MAX_CONNECTIONS_PER_ADDRESS: 'many' }, 'MAX_CONNECTIONS_PER_ADDRESS'],
    [{ MAX_CONNECTIONS_PER_ADDRESS: '-1' }, 'MAX_CONNECTIONS_PER_ADDRESS'],
  ])('stops the boot on %j with a message naming %s', (env, variable) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(new RegExp(`^Invalid configuration: ${variable.replace(/[()]/g, '\\$&')}`));
  });

  it('reads the documented variables', () => {
    const config = load({
      PORT: '8080',
      PUBLIC_URL: 'https://daily.example/',
      EVENT_STORE_URL: 'esdb://localhost:2113?tls=false',
      MONGODB_URL: 'mongodb://localhost:27017/daily',
      ENCRYPTION_KEY: 'a'.repeat(64),
      AUTH_TEST_PHONES: '+447700900001:123456:open,+447700900002:654321:closed',
      OPERATOR_PHONES: '+447700900002',
      STRIPE_SECRET_KEY: 'sk_test_x',
      APP_ROLE: 'api',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://daily.example',
      eventStoreUrl: 'esdb://localhost:2113?tls=false',
      mongodbUrl: 'mongodb://localhost:27017/daily',
      testPhones: [
        { phone: '+447700900001', code: '123456', status: 'open' },
        { phone: '+447700900002', code: '654321', status: 'closed' },
      ],
      operatorPhones: ['+447700900002'],
      appRole: 'api',
    });
    expect(config.stripe.secretKey).toBe('sk_test_x');
    expect(config.encryptionKey.toString('hex')).toBe('a'.repeat(64));
  });
});
