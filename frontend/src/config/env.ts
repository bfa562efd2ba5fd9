type PublicEnvName = keyof ImportMetaEnv & `VITE_${string}`;

/** Reads a public build-time setting; blank values count as unset. */
export function readPublicEnv(name: PublicEnvName): string | undefined {
  const value = import.meta.env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
