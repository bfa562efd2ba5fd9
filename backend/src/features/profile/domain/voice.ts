/** Spec section 3: the voice the assistant calls with. */
export const VOICES = ['default', 'female'] as const;
export type Voice = (typeof VOICES)[number];
export const DEFAULT_VOICE: Voice = 'default';

export function isVoice(value: string): value is Voice {
  return (VOICES as readonly string[]).includes(value);
}
