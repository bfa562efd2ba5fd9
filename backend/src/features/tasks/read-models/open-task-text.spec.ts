import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { SqliteKeyStore } from '../../../platform/crypto/sqlite-key-store';
import type { TaskEvent } from '../domain/task.events';
import { openTaskEvent } from './open-task-text';

describe('openTaskEvent', () => {
  let dir: string;
  let keys: SqliteKeyStore;
  let cipher: PersonalDataCipher;
  const ids = { taskId: 't1', userId: 'u1' };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'daily-task-open-'));
    keys = new SqliteKeyStore(join(dir, 'keys.sqlite'));
    cipher = new PersonalDataCipher(randomBytes(32), keys);
  });

  afterEach(async () => {
    await keys.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const sealedEvents = async (): Promise<TaskEvent[]> => {
    const seal = (text: string) => cipher.encrypt('u1', text);
    return [
      {
        type: 'task.created',
        data: {
          ...ids,
          title: await seal('Call Ada'),
          description: await seal(''),
          dueDate: null,
          important: false,
          completed: false,
          recurring: false,
        },
      },
      { type: 'task.edited', data: { ...ids, description: await seal('About the engine') } },
      { type: 'task.update_noted', data: { ...ids, note: { id: 'n1', date: '2025-01-05', text: await seal('Left a message') } } },
    ];
  };

  it('opens every text field of every event that carries one', async () => {
    const opened = await Promise.all((await sealedEvents()).map((event) => openTaskEvent(cipher, event)));
    expect(opened.map((event) => event?.data)).toEqual([
      { ...ids, title: 'Call Ada', description: '', dueDate: null, important: false, completed: false, recurring: false },
      { ...ids, description: 'About the engine' },
      { ...ids, note: { id: 'n1', date: '2025-01-05', text: 'Left a message' } },
    ]);
  });

  it('answers null once the owner’s key is destroyed, instead of throwing', async () => {
    const events = await sealedEvents();
    await cipher.shred('u1');
    for (const event of events) expect(await openTaskEvent(cipher, event)).toBeNull();
  });

  it('passes events without text, and plain text from before sealing, through as they are', async () => {
    const completed: TaskEvent = { type: 'task.completed', data: ids };
    expect(await openTaskEvent(cipher, completed)).toBe(completed);
    const plain: TaskEvent = { type: 'task.edited', data: { ...ids, title: 'Written before sealing' } };
    expect(await openTaskEvent(cipher, plain)).toEqual(plain);
  });
});
