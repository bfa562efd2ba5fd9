import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeIdempotencyStoreContract } from './idempotency-store.contract';
import { SqliteIdempotencyStore } from './sqlite-idempotency-store';

const dir = mkdtempSync(join(tmpdir(), 'daily-idem-'));
describeIdempotencyStoreContract(
  'SQLite',
  async () => new SqliteIdempotencyStore(join(dir, 'idempotency.sqlite')),
  async () => rmSync(dir, { recursive: true, force: true }),
);
