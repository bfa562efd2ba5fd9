import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PersonalDataCipher, ShreddedKeyError } from './personal-data-cipher';
import { SqliteKeyStore } from './sqlite-key-store';

describe('PersonalDataCipher over the SQLite key store', () => {
  let dir: string;
  let keys: SqliteKeyStore;
  let cipher: PersonalDataCipher;
  const master = randomBytes(32);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'daily-crypto-'));
    keys = new SqliteKeyStore(join(dir, 'keys.sqlite'));
    cipher = new PersonalDataCipher(master, keys);
  });

  afterEach(async () => {
    await keys.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('round-trips text and JSON, with a fresh IV each time', async () => {
    const a = await cipher.encrypt('user-1', 'My journal: pricing decision');
    const b = await cipher.encrypt('user-1', 'My journal: pricing decision');
    expect(a).not.toEqual(b);
    expect(a.startsWith('enc:v1:')).toBe(true);
    expect(a).not.toContain('pricing');
    expect(await cipher.decrypt('user-1', a)).toBe('My journal: pricing decision');
    const json = await cipher.encryptJson('user-1', { date: '2026-11-22', content: 'x' });
    expect(await cipher.decryptJson('user-1', json)).toEqual({ date: '2026-11-22', content: 'x' });
  });

  it("refuses another user's key and a different master key", async () => {
    const sealed = await cipher.encrypt('user-1', 'secret');
    await cipher.encrypt('user-2', 'warm up user-2 key');
    await expect(cipher.decrypt('user-2', sealed)).rejects.toThrow();
    const otherMaster = new PersonalDataCipher(randomBytes(32), keys);
    await expect(otherMaster.decrypt('user-1', sealed)).rejects.toThrow();
  });

  it('detects tampering', async () => {
    const sealed = await cipher.encrypt('user-1', 'secret');
    const bytes = Buffer.from(sealed.slice('enc:v1:'.length), 'base64');
    bytes[bytes.length - 1] ^= 0xff;
    await expect(cipher.decrypt('user-1', 'enc:v1:' + bytes.toString('base64'))).rejects.toThrow();
  });

  it('after shredding, old ciphertext is unreadable and no key can be recreated', async () => {
    const sealed = await cipher.encrypt('user-1', 'secret');
    const wrapped = (await keys.getWrapped('user-1')) as Buffer;
    await cipher.shred('user-1');
    expect(await cipher.decrypt('user-1', sealed)).toBeNull();
    expect(await keys.isDestroyed('user-1')).toBe(true);
    await expect(cipher.encrypt('user-1', 'again')).rejects.toBeInstanceOf(ShreddedKeyError);
    const fresh = new PersonalDataCipher(master, keys);
    expect(await fresh.decrypt('user-1', sealed)).toBeNull();
    await keys.close();
    const file = readFileSync(join(dir, 'keys.sqlite'));
    expect(file.includes(wrapped)).toBe(false);
    keys = new SqliteKeyStore(join(dir, 'keys.sqlite'));
  });

  it('makes a stable keyed hash for lookups that does not reveal the value', () => {
    const h1 = cipher.lookupHash('+447700900123');
    expect(h1).toBe(cipher.lookupHash('+447700900123'));
    expect(h1).not.toContain('7700900123');
    expect(new PersonalDataCipher(randomBytes(32), keys).lookupHash('+447700900123')).not.toBe(h1);
  });
});
