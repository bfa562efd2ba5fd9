import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isIP } from 'node:net';

export interface TestPhone {
  phone: string;
  code: string;
  status: 'open' | 'closed';
}

export interface AppConfig {
  port: number;
  dataDir: string;
  publicUrl: string;
  eventStoreUrl: string | null;
  mongodbUrl: string | null;
  jwtSecret: string;
  /** 32-byte master key that wraps every user's data key. */
  encryptionKey: Buffer;
  /** Master keys still accepted while `npm run keys:rotate` re-wraps data keys (ENCRYPTION_KEY_PREVIOUS); empty otherwise. */
  previousEncryptionKeys: Buffer[];
  /**
   * Embedded mode: the append-only list of destroyed data keys (user ids only), kept apart from the
   * backup set so a restore can destroy again the keys of people deleted after the backup.
   */
  shredLedgerFile: string;
  testPhones: TestPhone[];
  operatorPhones: string[];
  analystPhones: string[];
  stripe: {
    secretKey: string | null;
    webhookSecret: string | null;
    pricePremium: string | null;
    priceFounding: string | null;
    apiBase: string | null;
    /** The coupon the cancel dialog offers once per subscription (test mode simulates one when unset). */
    retentionCoupon: string | null;
  };
  twilio: {
    accountSid: string | null;
    authToken: string | null;
    verifyServiceSid: string | null;
    from: string | null;
    /** The WhatsApp sender messages try first, before a text from `from`. */
    whatsappFrom: string | null;
    apiBase: string | null;
  };
  google: { clientId: string | null; clientSecret: string | null };
  /**
   * An OpenAI-compatible chat-completions service that reads messages (LLM_API_KEY, LLM_BASE_URL,
   * LLM_MODEL, LLM_TIMEOUT_MS). Without a key the rules interpreter reads them alone.
   */
  llm: { apiKey: string | null; baseUrl: string | null; model: string; timeoutMs: number };
  /** An OpenAI-compatible audio-transcriptions service for voice notes; without a key, none. */
  transcription: { apiKey: string | null; baseUrl: string | null; model: string };
  logLevel: string;
  /** all: HTTP and projections; api: HTTP only; projector: projections (and /health). */
  appRole: AppRole;
  /** Which proxies' X-Forwarded-For to believe: none, a number of hops, or their addresses. */
  trustProxy: false | number | string[];
  /** NODE_ENV=production: development conveniences are refused or warned about at boot. */
  production: boolean;
  /**
   * Per-phone code send limits and per-address sign-in limits (SIGN_IN_LIMITS, on unless set to
   * off). Off only outside production, for load tests that sign the same numbers in repeatedly.
   */
  signInLimits: boolean;
  /** Payments go through the built-in test checkout (no STRIPE_SECRET_KEY): every page says so. */
  paymentsTestMode: boolean;
  /**
   * How sign-in codes reach people: Twilio (its three Verify keys set), or the server output (the
   * local stand-in). Production takes the log only when OTP_PROVIDER=log says it is meant.
   */
  otpProvider: OtpProviderName;
  /**
   * The secrets read from (or generated into) files in DATA_DIR instead of the environment. Production
   * allows it only with SECRETS_IN_DATA_DIR=1, and warns at boot.
   */
  secretsInDataDir: SecretName[];
  /** Sent as X-Probe-Token, shows /health's detail (log head, projections) to a monitor without a session. */
  healthProbeToken: string | null;
  /**
   * How long boot waits for the stores to answer and the projections to catch up (BOOT_WAIT_SECONDS,
   * default 60): past it a store that does not answer stops the boot with a message, and projections
   * still catching up go on while the server serves.
   */
  bootWaitMs: number;
  assistant: {
    /** Understood messages a day for accounts without a live subscription (FREE_MESSAGES_PER_DAY, default 20). */
    freeMessagesPerDay: number;
    /** How long an important task's reminder may go unanswered before daily calls (ESCALATE_AFTER_MINUTES, default 30). */
    escalateAfterMinutes: number;
  };
  /**
   * Connections one client address may hold at once (MAX_CONNECTIONS_PER_ADDRESS, default 256;
   * 0 for no cap). Behind a proxy every connection comes from the proxy, so with TRUST_PROXY set
   * the default is no cap and the proxy is where each visitor's connections are capped.
   */
  maxConnectionsPerAddress: number;
}

export type AppRole = 'all' | 'api' | 'projector';
export type OtpProviderName = 'twilio' | 'log';
export type SecretName = 'JWT_SECRET' | 'ENCRYPTION_KEY';

/** The files secrets are generated into outside production (and in production with SECRETS_IN_DATA_DIR=1). */
export const SECRET_FILES: Record<SecretName, string> = { JWT_SECRET: 'jwt.secret', ENCRYPTION_KEY: 'master.key' };

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const E164 = /^\+[1-9]\d{6,14}$/;

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function parsePort(env: Env): number {
  const raw = optional(env, 'PORT');
  if (raw === null) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535 (got "${raw}")`);
  return port;
}

function parseUrl(env: Env, name: string, protocols: string[]): string | null {
  const raw = optional(env, name);
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be a URL (${protocols.join(' or ')})`);
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(name, `must start with ${protocols.join(' or ')} (got "${url.protocol}")`);
  return raw;
}

function parsePhoneList(env: Env, name: string): string[] {
  const raw = optional(env, name);
  if (raw === null) return [];
  return raw.split(',').map((entry) => {
    const phone = entry.trim();
    if (!E164.test(phone))
      throw new ConfigError(name, `must be a comma-separated list of E.164 numbers such as +447700900001 (got "${phone}")`);
    return phone;
  });
}

function parseTestPhones(env: Env): TestPhone[] {
  const raw = optional(env, 'AUTH_TEST_PHONES');
  if (raw === null) return [];
  return raw.split(',').map((entry) => {
    const [phone, code, status] = entry.trim().split(':');
    if (!phone || !E164.test(phone) || !code || !/^\d{6}$/.test(code) || (status !== 'open' && status !== 'closed')) {
      throw new ConfigError('AUTH_TEST_PHONES', `entries must look like +447700900001:123456:open or :closed (got "${entry.trim()}")`);
    }
    return { phone, code, status };
  });
}

/** Past this the model's answer is abandoned for the rules, which still reply within five seconds. */
const LLM_TIMEOUT_MAX_MS = 4500;

function parseLlm(env: Env): AppConfig['llm'] {
  const raw = optional(env, 'LLM_TIMEOUT_MS');
  const timeoutMs = raw === null ? 4000 : Number(raw);
  if (raw !== null && (!/^\d+$/.test(raw) || timeoutMs < 100 || timeoutMs > LLM_TIMEOUT_MAX_MS))
    throw new ConfigError('LLM_TIMEOUT_MS', `must be a whole number of milliseconds from 100 to ${LLM_TIMEOUT_MAX_MS} (got "${raw}")`);
  const model = optional(env, 'LLM_MODEL') ?? 'gpt-4o-mini';
  if (model.length > 200) throw new ConfigError('LLM_MODEL', 'must be a model name of at most 200 characters');
  return { apiKey: optional(env, 'LLM_API_KEY'), baseUrl: parseUrl(env, 'LLM_BASE_URL', ['http:', 'https:']), model, timeoutMs };
}

/** Transcription uses its own service when TRANSCRIBE_API_KEY is set, else the LLM's key and base URL. */
function parseTranscription(env: Env): AppConfig['transcription'] {
  const ownKey = optional(env, 'TRANSCRIBE_API_KEY');
  const model = optional(env, 'TRANSCRIBE_MODEL') ?? 'whisper-1';
  if (model.length > 200) throw new ConfigError('TRANSCRIBE_MODEL', 'must be a model name of at most 200 characters');
  return {
    apiKey: ownKey ?? optional(env, 'LLM_API_KEY'),
    baseUrl:
      parseUrl(env, 'TRANSCRIBE_BASE_URL', ['http:', 'https:']) ?? (ownKey ? null : parseUrl(env, 'LLM_BASE_URL', ['http:', 'https:'])),
    model,
  };
}

/** Reads a secret from the environment, or generates one into DATA_DIR so restarts keep it. */
function secretOrGenerated(env: Env, name: SecretName, dataDir: string): string {
  const raw = optional(env, name);
  if (raw !== null) return raw;
  const path = join(dataDir, SECRET_FILES[name]);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('base64');
  writeFileSync(path, generated, { mode: 0o600 });
  return generated;
}

/**
 * Secrets generated into DATA_DIR sit beside the data they protect: whoever copies the directory
 * (a backup, a volume snapshot) has the master key with the data. Production refuses that before
 * anything is written, naming the variables, unless SECRETS_IN_DATA_DIR=1 accepts it on purpose.
 */
function secretsFromDataDir(env: Env, production: boolean, dataDir: string): SecretName[] {
  const raw = optional(env, 'SECRETS_IN_DATA_DIR');
  if (raw !== null && raw !== '1') throw new ConfigError('SECRETS_IN_DATA_DIR', `must be 1 or unset (got "${raw}")`);
  const missing = (['JWT_SECRET', 'ENCRYPTION_KEY'] as const).filter((name) => optional(env, name) === null);
  if (production && missing.length > 0 && raw !== '1') {
    const existing = missing.map((name) => join(dataDir, SECRET_FILES[name])).filter((path) => existsSync(path));
    throw new ConfigError(
      missing.join(' and '),
      `${missing.length > 1 ? 'are' : 'is'} required with NODE_ENV=production: generated into DATA_DIR, a secret sits beside the data it protects. ` +
        'Set it from a secret manager (docs/operations.md, "Secrets and settings")' +
        (existing.length > 0
          ? `; the one in use now is in ${existing.join(' and ')}: set its content as the variable, then delete the file`
          : '') +
        ', or set SECRETS_IN_DATA_DIR=1 to keep generated secrets in DATA_DIR on purpose',
    );
  }
  return missing;
}

/** ENCRYPTION_KEY_PREVIOUS: the master key being rotated away from (comma-separated if several). */
function parsePreviousKeys(env: Env): Buffer[] {
  const raw = optional(env, 'ENCRYPTION_KEY_PREVIOUS');
  if (raw === null) return [];
  return raw.split(',').map((part) => {
    try {
      return parseEncryptionKey(part.trim(), true);
    } catch {
      throw new ConfigError('ENCRYPTION_KEY_PREVIOUS', 'each key must be 32 bytes, as 64 hex characters or base64');
    }
  });
}

function parseEncryptionKey(raw: string, fromEnv: boolean): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(
      fromEnv ? 'ENCRYPTION_KEY' : 'ENCRYPTION_KEY (generated file)',
      'must be 32 bytes, as 64 hex characters or base64',
    );
  }
  return key;
}

/**
 * Behind a load balancer every request comes from the balancer; trusting it (and only it) lets the
 * per-address limits see the visitor. Unset trusts nobody, so a direct caller cannot forge an address.
 */
function parseTrustProxy(env: Env): false | number | string[] {
  const raw = optional(env, 'TRUST_PROXY');
  if (raw === null || raw === 'false') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY', `as a number of proxies must be from 1 to 10 (got "${raw}")`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || extra !== undefined)
      throw new ConfigError(
        'TRUST_PROXY',
        `must be false, a number of proxies, or proxy addresses/CIDR ranges separated by commas (got "${entry}")`,
      );
  }
  return entries;
}

function parseAppRole(env: Env): AppRole {
  const raw = optional(env, 'APP_ROLE') ?? 'all';
  if (raw !== 'all' && raw !== 'api' && raw !== 'projector')
    throw new ConfigError('APP_ROLE', `must be all, api or projector (got "${raw}")`);
  // The projector must see every instance's appends, and every instance the projector's read
  // models: an embedded log or embedded read models are private to one process.
  if (raw !== 'all' && !optional(env, 'EVENT_STORE_URL'))
    throw new ConfigError(
      'EVENT_STORE_URL',
      `is required with APP_ROLE=${raw}: API instances and the projector must share one event log (esdb:// or kurrentdb://)`,
    );
  if (raw !== 'all' && !optional(env, 'MONGODB_URL'))
    throw new ConfigError('MONGODB_URL', `is required with APP_ROLE=${raw}: API instances and the projector must share the read models`);
  return raw;
}

function parseSignInLimits(env: Env, production: boolean): boolean {
  const raw = optional(env, 'SIGN_IN_LIMITS') ?? 'on';
  if (raw !== 'on' && raw !== 'off') throw new ConfigError('SIGN_IN_LIMITS', `must be on or off (got "${raw}")`);
  if (raw === 'off' && production)
    throw new ConfigError('SIGN_IN_LIMITS', 'cannot be off with NODE_ENV=production: the limits protect codes from being guessed');
  return raw === 'on';
}

/**
 * Without Stripe keys the built-in test checkout makes anyone a member for free: production only
 * accepts that when PAYMENTS=test says it is meant.
 */
function parsePaymentsTestMode(env: Env, production: boolean): boolean {
  const raw = optional(env, 'PAYMENTS');
  if (raw !== null && raw !== 'test' && raw !== 'stripe') throw new ConfigError('PAYMENTS', `must be test or stripe (got "${raw}")`);
  const hasStripe = optional(env, 'STRIPE_SECRET_KEY') !== null;
  if (raw === 'stripe' && !hasStripe) throw new ConfigError('STRIPE_SECRET_KEY', 'is required when PAYMENTS=stripe');
  if (production && !hasStripe && raw !== 'test')
    throw new ConfigError(
      'STRIPE_SECRET_KEY',
      'is required with NODE_ENV=production; set PAYMENTS=test to run the built-in test checkout on purpose',
    );
  return raw === 'test' || !hasStripe;
}

const TWILIO_VERIFY_KEYS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_VERIFY_SERVICE_SID'] as const;

/**
 * Without Twilio's keys the local stand-in writes every sign-in code to the server output, where
 * whoever reads the logs could sign in as anyone: production only accepts that when OTP_PROVIDER=log
 * says it is meant (and warns at boot).
 */
function parseOtpProvider(env: Env, production: boolean): OtpProviderName {
  const raw = optional(env, 'OTP_PROVIDER');
  if (raw !== null && raw !== 'twilio' && raw !== 'log') throw new ConfigError('OTP_PROVIDER', `must be twilio or log (got "${raw}")`);
  const missing = TWILIO_VERIFY_KEYS.filter((name) => optional(env, name) === null);
  const keys = `${missing.slice(0, -1).join(', ')}${missing.length > 1 ? ' and ' : ''}${missing[missing.length - 1]}`;
  const verb = missing.length > 1 ? 'are' : 'is';
  if (raw === 'twilio' && missing.length > 0) throw new ConfigError(keys, `${verb} required with OTP_PROVIDER=twilio`);
  if (raw === 'log') return 'log';
  if (missing.length === 0) return 'twilio';
  if (production)
    throw new ConfigError(
      keys,
      `${verb} required with NODE_ENV=production: without ${missing.length > 1 ? 'them' : 'it'} sign-in codes would be written to the server output. ` +
        'Set OTP_PROVIDER=log to print them there on purpose (a server for testing)',
    );
  return 'log';
}

function parseBootWait(env: Env): number {
  const raw = optional(env, 'BOOT_WAIT_SECONDS');
  if (raw === null) return 60_000;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < 1 || seconds > 3600)
    throw new ConfigError('BOOT_WAIT_SECONDS', `must be a whole number of seconds from 1 to 3600 (got "${raw}")`);
  return seconds * 1000;
}

function parseProbeToken(env: Env): string | null {
  const token = optional(env, 'HEALTH_PROBE_TOKEN');
  if (token !== null && !/^[\x21-\x7e]{16,200}$/.test(token))
    throw new ConfigError('HEALTH_PROBE_TOKEN', 'must be 16 to 200 printable characters without spaces');
  return token;
}

function parseWholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new ConfigError(name, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

function parseMaxConnectionsPerAddress(env: Env, behindProxy: boolean): number {
  const raw = optional(env, 'MAX_CONNECTIONS_PER_ADDRESS');
  if (raw === null) return behindProxy ? 0 : 256;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count > 100_000)
    throw new ConfigError('MAX_CONNECTIONS_PER_ADDRESS', `must be a whole number from 0 (no cap) to 100000 (got "${raw}")`);
  return count;
}

/** Builds the typed configuration from the environment; any invalid value stops the boot with its variable's name. */
export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = resolve(optional(env, 'DATA_DIR') ?? './data');
  const production = optional(env, 'NODE_ENV') === 'production';
  const port = parsePort(env);
  const secretsInDataDir = secretsFromDataDir(env, production, dataDir);
  const jwtSecret = secretOrGenerated(env, 'JWT_SECRET', dataDir);
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
  const keyText = secretOrGenerated(env, 'ENCRYPTION_KEY', dataDir);
  const publicUrl = parseUrl(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const trustProxy = parseTrustProxy(env);
  return {
    port,
    dataDir,
    publicUrl: publicUrl.replace(/\/$/, ''),
    eventStoreUrl: parseUrl(env, 'EVENT_STORE_URL', ['esdb:', 'esdb+discover:', 'kurrentdb:', 'kurrentdb+discover:']),
    mongodbUrl: parseUrl(env, 'MONGODB_URL', ['mongodb:', 'mongodb+srv:']),
    jwtSecret,
    encryptionKey: parseEncryptionKey(keyText, env.ENCRYPTION_KEY !== undefined && env.ENCRYPTION_KEY.trim() !== ''),
    previousEncryptionKeys: parsePreviousKeys(env),
    shredLedgerFile: optional(env, 'SHRED_LEDGER_FILE') ?? join(dataDir, 'shredded-keys.txt'),
    testPhones: parseTestPhones(env),
    operatorPhones: parsePhoneList(env, 'OPERATOR_PHONES'),
    analystPhones: parsePhoneList(env, 'ANALYST_PHONES'),
    stripe: {
      secretKey: optional(env, 'STRIPE_SECRET_KEY'),
      webhookSecret: optional(env, 'STRIPE_WEBHOOK_SECRET'),
      pricePremium: optional(env, 'STRIPE_PRICE_PREMIUM'),
      priceFounding: optional(env, 'STRIPE_PRICE_FOUNDING'),
      apiBase: parseUrl(env, 'STRIPE_API_BASE', ['http:', 'https:']),
      retentionCoupon: optional(env, 'STRIPE_RETENTION_COUPON'),
    },
    twilio: {
      accountSid: optional(env, 'TWILIO_ACCOUNT_SID'),
      authToken: optional(env, 'TWILIO_AUTH_TOKEN'),
      verifyServiceSid: optional(env, 'TWILIO_VERIFY_SERVICE_SID'),
      from: optional(env, 'TWILIO_FROM'),
      whatsappFrom: optional(env, 'TWILIO_WHATSAPP_FROM'),
      apiBase: parseUrl(env, 'TWILIO_API_BASE', ['http:', 'https:']),
    },
    google: { clientId: optional(env, 'GOOGLE_CLIENT_ID'), clientSecret: optional(env, 'GOOGLE_CLIENT_SECRET') },
    llm: parseLlm(env),
    transcription: parseTranscription(env),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    appRole: parseAppRole(env),
    trustProxy,
    production,
    signInLimits: parseSignInLimits(env, production),
    paymentsTestMode: parsePaymentsTestMode(env, production),
    otpProvider: parseOtpProvider(env, production),
    secretsInDataDir,
    healthProbeToken: parseProbeToken(env),
    bootWaitMs: parseBootWait(env),
    assistant: {
      freeMessagesPerDay: parseWholeNumber(env, 'FREE_MESSAGES_PER_DAY', 20, 0, 100_000),
      escalateAfterMinutes: parseWholeNumber(env, 'ESCALATE_AFTER_MINUTES', 30, 1, 24 * 60),
    },
    maxConnectionsPerAddress: parseMaxConnectionsPerAddress(env, trustProxy !== false),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
