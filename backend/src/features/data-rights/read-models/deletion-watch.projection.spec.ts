import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClosingAccounts } from '../../../platform/commands/closing-accounts';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { SqliteKeyStore } from '../../../platform/crypto/sqlite-key-store';
import { SqliteEventStore } from '../../../platform/event-store/sqlite-event-store';
import { ProjectionRunner } from '../../../platform/projections/projection-runner';
import { MemoryReadStore } from '../../../platform/read-store/memory-read-store';
import { DeletionWatchProjection } from './deletion-watch.projection';
import { eventMetadata } from '../../../testing/event-metadata';

// Two instances share the log and the key store, as API instances do in cluster mode. Before, the
// one that did not handle the deletion kept the unwrapped key in an unbounded map and could still
// decrypt the person's data: only processes running the projections dropped it.

const master = randomBytes(32);

function deletedEvent(userId: string) {
  return {
    type: 'account.deleted',
    data: { userId, phoneClaimsReleased: 1, sessionsRevoked: 1 },
    metadata: eventMetadata({ actor: userId, source: 'web' }),
  };
}

describe('a deletion reaches the key cache of every instance', () => {
  let dir: string;
  let events: SqliteEventStore;
  let keys: SqliteKeyStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'daily-shred-'));
    events = new SqliteEventStore(join(dir, 'events.sqlite'));
    keys = new SqliteKeyStore(join(dir, 'keys.sqlite'));
  });

  afterEach(async () => {
    await events.close();
    await keys.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An API instance: follows the projector's checkpoints, and runs its every-instance projections itself. */
  async function apiInstance() {
    const reads = new MemoryReadStore();
    const cipher = new PersonalDataCipher(master, keys);
    const closing = new ClosingAccounts();
    const runner = new ProjectionRunner(events, reads);
    runner.register(new DeletionWatchProjection(reads, runner, cipher, closing));
    await runner.follow(10);
    return { cipher, closing, runner };
  }

  it('an instance that did not handle the deletion drops the key when it sees account.deleted', async () => {
    const handling = await apiInstance();
    const other = await apiInstance();
    const secret = await handling.cipher.encrypt('user-1', 'journal entry');
    expect(await other.cipher.decrypt('user-1', secret)).toBe('journal entry');

    await handling.cipher.shred('user-1');
    const { position } = await events.append('data-rights-user-1', [deletedEvent('user-1')], 'no_stream');
    expect(await other.runner.waitFor(position, 5000)).toBe(true);

    expect(await other.cipher.decrypt('user-1', secret)).toBeNull();
    expect(other.closing.isClosing('user-1')).toBe(true);
    expect(other.runner.status()).toEqual([expect.objectContaining({ name: 'deletion-watch', state: 'live' })]);
    await handling.runner.stop();
    await other.runner.stop();
  });

  it('keeps a bounded number of keys unwrapped', async () => {
    const cipher = new PersonalDataCipher(master, keys, 3);
    const sealed = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map(async (user) => [user, await cipher.encrypt(user, `text of ${user}`)] as const),
    );
    expect(cipher.cachedKeys).toBe(3);
    // The ones that fell out are unwrapped again from the key store when needed.
    for (const [user, text] of sealed) expect(await cipher.decrypt(user, text)).toBe(`text of ${user}`);
    expect(cipher.cachedKeys).toBe(3);
  });
});
