import { isCiphertext } from './personal-data-cipher';

/** How a sealed personal field reads where it is not opened (the console, its history lines). */
export const ENCRYPTED = 'encrypted';

/**
 * A copy of an event's data with every sealed personal field shown as "encrypted". The console
 * never decrypts: what an operator sees of a person is the accounts read model, not the log.
 */
export function maskPersonalData(value: unknown): unknown {
  if (typeof value === 'string') return isCiphertext(value) ? ENCRYPTED : value;
  if (Array.isArray(value)) return value.map(maskPersonalData);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = maskPersonalData(inner);
    return out;
  }
  return value;
}
