import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { ensurePrivateFile } from '../private-file';

/**
 * The user ids whose data keys were destroyed, one a line, appended and never rewritten. It holds
 * no personal data (ids only) and lives outside the backup set, so restoring a backup taken before
 * a deletion can destroy that key again: a deleted person stays unreadable after any restore.
 */
export class ShredLedger {
  private readonly known = new Set<string>();

  constructor(private readonly file: string) {
    for (const id of ShredLedger.read(file)) this.known.add(id);
  }

  /** Idempotent: every boot replays the deletions, and each id is written once. */
  record(userId: string): void {
    if (this.known.has(userId)) return;
    ensurePrivateFile(this.file);
    appendFileSync(this.file, `${userId}\n`, { mode: 0o600 });
    this.known.add(userId);
  }

  static read(file: string): string[] {
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.length > 0);
  }
}
