/** Ciphertext made by PersonalDataCipher starts with this. */
const SEALED = 'enc:v1:';

export const ENCRYPTED = 'encrypted';

/**
 * A copy of an event's data with every sealed personal field shown as "encrypted". The console
 * never decrypts: what an operator sees of a person is the accounts read model, not the log.
 */
export function maskPersonalData(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith(SEALED) ? ENCRYPTED : value;
  if (Array.isArray(value)) return value.map(maskPersonalData);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = maskPersonalData(inner);
    return out;
  }
  return value;
}
