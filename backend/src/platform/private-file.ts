import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Makes `file` (and its folder) exist readable by the server's user only, before SQLite opens it:
 * the event log and the key table hold personal data and wrapped keys, like the secrets beside
 * them. SQLite gives its -wal, -shm and -journal files the database file's permissions. A file
 * left readable by an earlier version is tightened too.
 */
export function ensurePrivateFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  for (const suffix of ['-wal', '-shm', '-journal']) if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600);
}
