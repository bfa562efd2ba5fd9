import type { KeyStore } from './key-store.port';
import { unwrapDataKey, wrapDataKey } from './personal-data-cipher';

export interface RotationReport {
  /** Keys re-wrapped by this run. */
  rewrapped: number;
  /** Keys already under the new master key (an earlier, interrupted run did them). */
  alreadyNew: number;
  /** Keys destroyed or replaced by someone else between reading and writing them: left as they are. */
  skipped: number;
}

const BATCH = 200;

/**
 * Re-wraps every data key (and the derivation root) under `newKey`, in id order, one key at a
 * time with a compare-and-swap: a key the server destroys meanwhile stays destroyed, and a run
 * stopped half-way is simply run again (keys already under the new key are recognised). The data
 * keys themselves do not change, so nothing in the log or the read models is touched, and a
 * server that accepts both master keys serves throughout.
 */
export async function rotateMasterKey(
  keys: KeyStore,
  newKey: Buffer,
  oldKeys: readonly Buffer[],
  onProgress: (report: RotationReport) => void = () => undefined,
): Promise<RotationReport> {
  const report: RotationReport = { rewrapped: 0, alreadyNew: 0, skipped: 0 };
  for (let after = ''; ;) {
    const page = await keys.listWrapped(after, BATCH);
    if (page.length === 0) return report;
    for (const { userId, wrapped } of page) {
      try {
        unwrapDataKey([newKey], userId, wrapped);
        report.alreadyNew += 1;
        continue;
      } catch {
        // Not under the new key yet.
      }
      const key = unwrapDataKey(oldKeys, userId, wrapped);
      if (await keys.replaceWrapped(userId, wrapped, wrapDataKey(newKey, userId, key))) report.rewrapped += 1;
      else report.skipped += 1;
    }
    after = page[page.length - 1].userId;
    onProgress(report);
  }
}

/** How many live keys still open with any of `keys` (after a rotation: zero for the old key). */
export async function countOpenableWith(store: KeyStore, masterKeys: readonly Buffer[]): Promise<number> {
  let count = 0;
  for (let after = ''; ;) {
    const page = await store.listWrapped(after, BATCH);
    if (page.length === 0) return count;
    for (const { userId, wrapped } of page) {
      try {
        unwrapDataKey(masterKeys, userId, wrapped);
        count += 1;
      } catch {
        // Not openable with these keys.
      }
    }
    after = page[page.length - 1].userId;
  }
}
