import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { PersonalDataCipher, ShreddedKeyError } from '../crypto/personal-data-cipher';
import type { IdempotentCaller } from './idempotent-caller';
import type { StoredAnswer } from './idempotency-store.port';

const VISITOR = 'visitor:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Kept answers are sealed before they are stored, so the store's file or collection holds nothing
 * readable. A person's answer is encrypted with their data key: deleting the account destroys the
 * key, and every answer kept for them becomes unreadable even where a copy survives (a backup, a
 * page of the database's log). A visitor has no data key; their answer is sealed with a key
 * derived from the master key and the Idempotency-Key and address they sent, neither of which is
 * stored, so only the same request from the same place opens it.
 */
export class AnswerSeal {
  constructor(
    private readonly cipher: PersonalDataCipher,
    private readonly masterKey: Buffer,
  ) {}

  /** The sealed answer, or null when the person's key is already destroyed (the answer is then not kept). */
  async seal(caller: IdempotentCaller, key: string, scope: string, answer: StoredAnswer): Promise<string | null> {
    if (caller.kind === 'person') {
      try {
        return await this.cipher.encryptJson(caller.userId, answer);
      } catch (error) {
        if (error instanceof ShreddedKeyError) return null;
        throw error;
      }
    }
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.visitorKey(caller.address, key), iv);
    cipher.setAAD(Buffer.from(scope));
    const body = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
    return VISITOR + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The answer, or null when it can no longer be read (the person's key was destroyed). */
  async open(caller: IdempotentCaller, key: string, scope: string, sealed: string): Promise<StoredAnswer | null> {
    if (caller.kind === 'person') return this.cipher.decryptJson<StoredAnswer>(caller.userId, sealed);
    if (!sealed.startsWith(VISITOR)) return null;
    const bytes = Buffer.from(sealed.slice(VISITOR.length), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.visitorKey(caller.address, key), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(scope));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as StoredAnswer;
  }

  private visitorKey(address: string, key: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.masterKey, Buffer.from(`${address}\n${key}`), 'daily kept answer', 32));
  }
}
