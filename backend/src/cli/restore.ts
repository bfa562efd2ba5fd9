/**
 * `npm run restore -- <backup dir> [--ledger <file>]…`: puts a backup into an empty DATA_DIR,
 * checked against its manifest, and destroys again every data key the shred ledger names
 * (SHRED_LEDGER_FILE, and any `--ledger` given), so people deleted after the backup stay
 * unreadable. Start the server afterwards: it rebuilds the read models from the restored log.
 */
import { join, resolve } from 'node:path';
import { restoreDataDir } from '../platform/backup/embedded-backup';

function main(): void {
  const args = process.argv.slice(2);
  const source = args[0];
  if (!source || source.startsWith('--')) throw new Error('Usage: npm run restore -- <backup dir> [--ledger <file>]…');
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const ledgers = [process.env.SHRED_LEDGER_FILE ?? join(dataDir, 'shredded-keys.txt')];
  for (let i = 1; i < args.length; i += 1) {
    if (args[i] !== '--ledger' || !args[i + 1]) throw new Error(`Unknown argument ${args[i]}`);
    ledgers.push(resolve(args[i + 1]));
    i += 1;
  }
  const report = restoreDataDir(resolve(source), dataDir, ledgers);
  console.log(
    `Restored ${report.manifest.eventLog.events} events (up to position ${report.manifest.eventLog.headPosition}, backup of ${report.manifest.createdAt}) ` +
      `into ${dataDir}; ${report.destroyedAgain} data keys of people deleted since destroyed again. Start the server to rebuild the read models.`,
  );
}

try {
  main();
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
