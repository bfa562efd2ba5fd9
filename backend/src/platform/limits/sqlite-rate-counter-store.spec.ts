import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeRateCounterStoreContract } from './rate-counter-store.contract';
import { SqliteRateCounterStore } from './sqlite-rate-counter-store';

const dir = mkdtempSync(join(tmpdir(), 'daily-rates-'));
describeRateCounterStoreContract(
  'SQLite',
  async () => new SqliteRateCounterStore(join(dir, 'rate-limits.sqlite')),
  async () => rmSync(dir, { recursive: true, force: true }),
);
