import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeKeyStoreContract } from './key-store.contract';
import { SqliteKeyStore } from './sqlite-key-store';

const dirs: string[] = [];

describeKeyStoreContract(
  'SQLite',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daily-keys-'));
    dirs.push(dir);
    return new SqliteKeyStore(join(dir, 'keys.sqlite'));
  },
  async () => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  },
);
