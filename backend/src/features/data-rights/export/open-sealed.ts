import { isCiphertext, type PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';

/** Opens every `enc:v1:` string inside a value with the person's key; everything else is copied as is. */
export async function openSealed(cipher: PersonalDataCipher, userId: string, value: unknown): Promise<unknown> {
  if (isCiphertext(value)) {
    try {
      return (await cipher.decrypt(userId, value)) ?? '[unreadable: the key was destroyed]';
    } catch {
      return '[sealed with another account’s key]';
    }
  }
  if (Array.isArray(value)) return Promise.all(value.map((item) => openSealed(cipher, userId, item)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = await openSealed(cipher, userId, item);
    return out;
  }
  return value;
}
