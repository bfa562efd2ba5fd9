/**
 * `npm run backup -- <dir>`: a consistent copy of the embedded stores (event log, key store,
 * idempotency store) into a new directory while the server serves, with a manifest of positions,
 * sizes and checksums. Reads DATA_DIR as the server does. Not for cluster mode: there EventStoreDB
 * and MongoDB have their own backups (docs/operations.md).
 */
import { resolve } from 'node:path';
import { backupDataDir } from '../platform/backup/embedded-backup';

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: npm run backup -- <new directory>');
  if (process.env.EVENT_STORE_URL || process.env.MONGODB_URL)
    throw new Error('Cluster mode: back up EventStoreDB and MongoDB with their own tools');
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const manifest = await backupDataDir(dataDir, resolve(target));
  console.log(
    `Backup of ${dataDir} in ${resolve(target)}: ${manifest.eventLog.events} events up to position ${manifest.eventLog.headPosition}, ` +
      `${manifest.keys.live} data keys (${manifest.keys.destroyed} destroyed), ${manifest.createdAt}.`,
  );
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
});
