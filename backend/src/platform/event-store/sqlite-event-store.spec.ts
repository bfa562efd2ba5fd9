import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract } from './event-store.contract';
import { SqliteEventStore } from './sqlite-event-store';

const dirs: string[] = [];

describeEventStoreContract(
  'SQLite',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'daily-es-'));
    dirs.push(dir);
    return new SqliteEventStore(join(dir, 'events.sqlite'));
  },
  async () => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  },
);
