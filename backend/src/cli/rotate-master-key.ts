/**
 * `npm run keys:rotate`: re-wraps every data key under ENCRYPTION_KEY (the new master key) from
 * ENCRYPTION_KEY_PREVIOUS (the old one) while the servers serve with both set. Resumable: run it
 * again after a stop. When it reports that no key opens with the old master key any more, remove
 * ENCRYPTION_KEY_PREVIOUS from the servers' settings and restart them: the old key is refused.
 */
import { join } from 'node:path';
import { loadConfig } from '../platform/config/app-config';
import type { KeyStore } from '../platform/crypto/key-store.port';
import { countOpenableWith, rotateMasterKey } from '../platform/crypto/master-key-rotation';
import { SqliteKeyStore } from '../platform/crypto/sqlite-key-store';

async function openKeys(mongodbUrl: string | null, dataDir: string): Promise<KeyStore> {
  if (!mongodbUrl) return new SqliteKeyStore(join(dataDir, 'keys.sqlite'));
  const { MongoKeyStore } = await import('../platform/crypto/mongo-key-store');
  return MongoKeyStore.connect(mongodbUrl);
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.previousEncryptionKeys.length === 0) {
    throw new Error('Set ENCRYPTION_KEY to the new master key and ENCRYPTION_KEY_PREVIOUS to the old one (on the servers too)');
  }
  const keys = await openKeys(config.mongodbUrl, config.dataDir);
  try {
    const report = await rotateMasterKey(keys, config.encryptionKey, config.previousEncryptionKeys, (progress) =>
      process.stdout.write(`\r${progress.rewrapped} re-wrapped, ${progress.alreadyNew} already new`),
    );
    const left = await countOpenableWith(keys, config.previousEncryptionKeys);
    console.log(
      `\nDone: ${report.rewrapped} keys re-wrapped, ${report.alreadyNew} were already under the new key, ${report.skipped} changed meanwhile. ` +
        `${left} still open with the old key${left === 0 ? ': remove ENCRYPTION_KEY_PREVIOUS and restart the servers.' : ': run it again.'}`,
    );
    if (left > 0) process.exitCode = 2;
  } finally {
    await keys.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Key rotation failed: ${(error as Error).message}`);
  process.exit(1);
});
