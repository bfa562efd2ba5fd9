import { defaultVoice, isVoice, type UserData } from '../types/user-data';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The `data` of a `/dev/user/get` answer, or null when the answer is not one. */
export function readUserData(body: unknown): UserData | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, data } = body as { success?: unknown; data?: unknown };
  if (success !== true || typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  if (typeof fields.user_id !== 'string') return null;
  return {
    user_id: fields.user_id,
    email: text(fields.email),
    phone: text(fields.phone),
    // An unknown voice is shown as the default rather than as an empty dropdown.
    voice: isVoice(fields.voice) ? fields.voice : defaultVoice,
  };
}
