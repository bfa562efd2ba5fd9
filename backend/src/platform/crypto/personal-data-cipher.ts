import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { KeyStore } from './key-store.port';

const PREFIX = 'enc:v1:';
/** Keys kept unwrapped per process; past it the least recently used is dropped (and unwrapped again when needed). */
const DEFAULT_CACHE_SIZE = 10_000;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function seal(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(key: Buffer, sealed: Buffer, aad: string): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** A data key wrapped by a master key, bound to its owner's id. */
export function wrapDataKey(masterKey: Buffer, id: string, key: Buffer): Buffer {
  return seal(masterKey, key, `key:${id}`);
}

/** The data key, opened with the first master key that wrapped it; throws when none did. */
export function unwrapDataKey(masterKeys: readonly Buffer[], id: string, wrapped: Buffer): Buffer {
  let failure: unknown = null;
  for (const masterKey of masterKeys) {
    try {
      return open(masterKey, wrapped, `key:${id}`);
    } catch (error) {
      failure = error;
    }
  }
  throw failure ?? new Error('No master key given');
}

/**
 * The key store row holding the secret that phone lookups and visitors' kept answers are derived
 * from. It is the first master key an installation used, kept wrapped like a data key, so that a
 * new master key changes no lookup hash: a rotation re-wraps it with the rest.
 */
export const DERIVATION_ROOT_ID = 'system:derivation-root';

export async function loadDerivationRoot(keys: KeyStore, masterKey: Buffer, previousKeys: readonly Buffer[] = []): Promise<Buffer> {
  const stored = await keys.getWrapped(DERIVATION_ROOT_ID);
  if (stored) {
    try {
      return unwrapDataKey([masterKey, ...previousKeys], DERIVATION_ROOT_ID, stored);
    } catch {
      // A master key rotated away from (or simply the wrong one): refused before anything is served.
      throw new Error('ENCRYPTION_KEY does not open this key store: it is not the master key its data keys are wrapped with');
    }
  }
  // Lookups so far were made with the key in use before any rotation began.
  const root = previousKeys[0] ?? masterKey;
  const kept = await keys.putWrappedIfAbsent(DERIVATION_ROOT_ID, wrapDataKey(masterKey, DERIVATION_ROOT_ID, root));
  return unwrapDataKey([masterKey, ...previousKeys], DERIVATION_ROOT_ID, kept);
}

export function isCiphertext(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/** The key for this user was destroyed (account deleted): its personal data is gone for good. */
export class ShreddedKeyError extends Error {
  constructor(userId: string) {
    super(`The data key of ${userId} was destroyed`);
    this.name = 'ShreddedKeyError';
  }
}

/**
 * Encrypts personal data with a per-user AES-256-GCM key. Data keys are wrapped by the master key
 * and kept in the key store, never in the log; destroying one shreds everything written with it.
 */
export class PersonalDataCipher {
  /** Unwrapped keys by user, least recently used first: bounded, so a busy instance does not hold every key it ever used. */
  private readonly cache = new Map<string, Buffer>();
  private readonly lookupKey: Buffer;
  private readonly masterKeys: readonly Buffer[];
  /** What keys derived for the whole installation (lookups, visitors' answers) come from; see DERIVATION_ROOT_ID. */
  readonly derivationRoot: Buffer;

  /**
   * `previousKeys`: master keys still accepted for opening wrapped data keys while a rotation
   * re-wraps them; new keys are always wrapped with `masterKey`.
   */
  constructor(
    private readonly masterKey: Buffer,
    private readonly keys: KeyStore,
    private readonly cacheSize = DEFAULT_CACHE_SIZE,
    options: { previousKeys?: readonly Buffer[]; derivationRoot?: Buffer } = {},
  ) {
    this.masterKeys = [masterKey, ...(options.previousKeys ?? [])];
    this.derivationRoot = options.derivationRoot ?? masterKey;
    this.lookupKey = Buffer.from(hkdfSync('sha256', this.derivationRoot, Buffer.alloc(0), 'daily phone lookup', 32));
  }

  /** A keyed hash for finding an account by phone without storing or indexing the number itself. */
  lookupHash(value: string): string {
    return createHmac('sha256', this.lookupKey).update(value).digest('base64url');
  }

  private async dataKey(userId: string, create: boolean): Promise<Buffer | null> {
    const cached = this.cache.get(userId);
    if (cached) {
      // Moved to the young end: the map's order is the order of use.
      this.cache.delete(userId);
      this.cache.set(userId, cached);
      return cached;
    }
    let wrapped = await this.keys.getWrapped(userId);
    if (!wrapped) {
      if (!create) return null;
      if (await this.keys.isDestroyed(userId)) throw new ShreddedKeyError(userId);
      wrapped = await this.keys.putWrappedIfAbsent(userId, wrapDataKey(this.masterKey, userId, randomBytes(32)));
    }
    const key = unwrapDataKey(this.masterKeys, userId, wrapped);
    this.cache.set(userId, key);
    // Not overwritten with zeros: a call that already took the key may still be about to use it,
    // and would then encrypt under an all-zero key. The buffer goes with the garbage collector.
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value as string);
    return key;
  }

  async encrypt(userId: string, plaintext: string): Promise<string> {
    const key = (await this.dataKey(userId, true)) as Buffer;
    return PREFIX + seal(key, Buffer.from(plaintext, 'utf8'), userId).toString('base64');
  }

  async encryptJson(userId: string, value: unknown): Promise<string> {
    return this.encrypt(userId, JSON.stringify(value));
  }

  /** The plaintext, or null when the user's key was destroyed. Throws when the data was tampered with. */
  async decrypt(userId: string, ciphertext: string): Promise<string | null> {
    if (!isCiphertext(ciphertext)) throw new Error('Not a ciphertext');
    const key = await this.dataKey(userId, false);
    if (!key) return null;
    return open(key, Buffer.from(ciphertext.slice(PREFIX.length), 'base64'), userId).toString('utf8');
  }

  async decryptJson<T>(userId: string, ciphertext: string): Promise<T | null> {
    const text = await this.decrypt(userId, ciphertext);
    return text === null ? null : (JSON.parse(text) as T);
  }

  /**
   * Drops this process's copy of the user's key. Every instance does it when it sees the account's
   * deletion in the log, so none can go on decrypting with a key the key store no longer has.
   */
  forget(userId: string): void {
    // Dropped, not zeroed, for the same reason as an evicted key.
    this.cache.delete(userId);
  }

  /** How many keys this process holds unwrapped (bounded by the cache size). */
  get cachedKeys(): number {
    return this.cache.size;
  }

  async shred(userId: string): Promise<void> {
    this.forget(userId);
    await this.keys.destroy(userId);
  }
}
