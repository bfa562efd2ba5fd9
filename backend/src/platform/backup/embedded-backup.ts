import Database from 'better-sqlite3';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ShredLedger } from '../crypto/shred-ledger';
import { BACKUP_FILES, type BackupManifest, describeFile, MANIFEST } from './backup-manifest';

/** Pages copied per step: all of them, so each copy is one read snapshot and a busy writer never restarts it. */
const ALL_PAGES = 2 ** 30;

/**
 * A consistent copy of the embedded stores while the server serves, through SQLite's online backup
 * API: the event log, the key store and the idempotency store, each from one read snapshot (WAL
 * readers never block the writer). The key store is copied last, so every event in the copied log
 * has its key in the copy. Secrets (master.key, jwt.secret) are never part of a backup.
 */
export async function backupDataDir(dataDir: string, target: string): Promise<BackupManifest> {
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty: a backup goes into a new directory`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  for (const name of BACKUP_FILES) {
    const source = join(dataDir, name);
    if (!existsSync(source)) throw new Error(`${source} is missing: is DATA_DIR the server's?`);
    const db = new Database(source, { readonly: true, fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      await db.backup(join(target, `${name}.partial`), { progress: () => ALL_PAGES });
    } finally {
      db.close();
    }
    renameSync(join(target, `${name}.partial`), join(target, name));
    chmodSync(join(target, name), 0o600);
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    eventLog: readLogHead(join(target, 'events.sqlite')),
    keys: countKeys(join(target, 'keys.sqlite')),
    files: BACKUP_FILES.map((name) => describeFile(target, name)),
  };
  writeFileSync(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Keys the ledgers name that the backup still held, destroyed again. */
  destroyedAgain: number;
}

/**
 * Puts a backup into an empty DATA_DIR after checking every file against the manifest, then
 * destroys again every key the shred ledgers name: people deleted after the backup was taken stay
 * unreadable. The server rebuilds its read models from the restored log when it starts.
 */
export function restoreDataDir(source: string, dataDir: string, ledgerFiles: string[]): RestoreReport {
  const manifest = JSON.parse(readFileSync(join(source, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
  for (const file of manifest.files) {
    const found = describeFile(source, file.name);
    if (found.sha256 !== file.sha256 || found.bytes !== file.bytes)
      throw new Error(`${file.name} does not match the manifest: the backup is damaged`);
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const present = BACKUP_FILES.filter((name) => existsSync(join(dataDir, name)));
  if (present.length > 0) throw new Error(`${dataDir} already holds ${present.join(', ')}: restore into an empty DATA_DIR`);
  // Ledgers are read before anything is written, so a missing one stops the restore rather than half-doing it.
  const shredded = new Set(ledgerFiles.flatMap((file) => ShredLedger.read(file)));
  for (const name of BACKUP_FILES) {
    copyFileSync(join(source, name), join(dataDir, `${name}.partial`));
    chmodSync(join(dataDir, `${name}.partial`), 0o600);
  }
  const destroyedAgain = destroyKeys(join(dataDir, 'keys.sqlite.partial'), shredded);
  for (const name of BACKUP_FILES) renameSync(join(dataDir, `${name}.partial`), join(dataDir, name));
  return { manifest, destroyedAgain };
}

function readLogHead(file: string): BackupManifest['eventLog'] {
  const db = new Database(file, { readonly: true });
  try {
    const row = db.prepare('SELECT MAX(position) AS head, COUNT(*) AS events FROM events').get() as { head: number | null; events: number };
    return { headPosition: row.head ?? 0, events: row.events };
  } finally {
    db.close();
  }
}

function countKeys(file: string): BackupManifest['keys'] {
  const db = new Database(file, { readonly: true });
  try {
    const row = db.prepare('SELECT SUM(wrapped IS NOT NULL) AS live, SUM(destroyed_at IS NOT NULL) AS destroyed FROM data_keys').get() as {
      live: number | null;
      destroyed: number | null;
    };
    return { live: row.live ?? 0, destroyed: row.destroyed ?? 0 };
  } finally {
    db.close();
  }
}

/** As the key store destroys a key: the row kept as a tombstone, its bytes overwritten and vacuumed away. */
function destroyKeys(file: string, userIds: Set<string>): number {
  const db = new Database(file);
  try {
    db.pragma('secure_delete = ON');
    const at = new Date().toISOString();
    const shred = db.prepare(
      'UPDATE data_keys SET wrapped = NULL, destroyed_at = COALESCE(destroyed_at, ?) WHERE user_id = ? AND wrapped IS NOT NULL',
    );
    let count = 0;
    db.transaction(() => {
      for (const userId of userIds) count += shred.run(at, userId).changes;
    })();
    db.exec('VACUUM');
    return count;
  } finally {
    db.close();
  }
}
