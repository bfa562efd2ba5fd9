import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded stores a backup copies, by file name in DATA_DIR. */
export const BACKUP_FILES = ['events.sqlite', 'keys.sqlite', 'idempotency.sqlite'] as const;
export type BackupFile = (typeof BACKUP_FILES)[number];

export interface BackupManifest {
  format: 1;
  /** When the copies were finished (ISO 8601). */
  createdAt: string;
  /** The log's last position in the copy: every write acknowledged before the backup began is at or below it. */
  eventLog: { headPosition: number; events: number };
  keys: { live: number; destroyed: number };
  files: { name: BackupFile; bytes: number; sha256: string }[];
}

export const MANIFEST = 'manifest.json';

export function describeFile(dir: string, name: BackupFile): BackupManifest['files'][number] {
  const path = join(dir, name);
  return { name, bytes: statSync(path).size, sha256: createHash('sha256').update(readFileSync(path)).digest('hex') };
}
