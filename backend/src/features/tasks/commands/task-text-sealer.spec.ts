import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandRunner } from '../../../platform/commands/command-runner';
import { DomainError } from '../../../platform/commands/domain-error';
import { isCiphertext, PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { SqliteKeyStore } from '../../../platform/crypto/sqlite-key-store';
import { type NewTask, taskDecider } from '../domain/task.decider';
import type { TaskEvent } from '../domain/task.events';
import { TaskTextSealer } from './task-text-sealer';

describe('TaskTextSealer', () => {
  let dir: string;
  let keys: SqliteKeyStore;
  let cipher: PersonalDataCipher;
  let history: TaskEvent[];
  let loads: number;
  let sealer: TaskTextSealer;

  /** Only `load` is used: it folds the history the test sets up. */
  const commands = {
    load: async () => {
      loads += 1;
      return { state: history.reduce(taskDecider.evolve, taskDecider.initialState()), revision: null, events: [] };
    },
  } as unknown as CommandRunner;

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).message;
  };

  const createdBy = async (userId: string, title: string, description = ''): Promise<TaskEvent[]> => {
    const text = await sealer.sealNew(userId, { title, description, notes: [] });
    const command: NewTask = { taskId: 't1', userId, ...text, dueDate: null, important: false, completed: false, recurring: false };
    return taskDecider.decide({ kind: 'create', ...command }, taskDecider.initialState());
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'daily-task-text-'));
    keys = new SqliteKeyStore(join(dir, 'keys.sqlite'));
    cipher = new PersonalDataCipher(randomBytes(32), keys);
    history = [];
    loads = 0;
    sealer = new TaskTextSealer(cipher, commands);
  });

  afterEach(async () => {
    await keys.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('trims, checks and seals a new task’s title, description and update texts', async () => {
    const text = await sealer.sealNew('u1', {
      title: '  Call the accountant ',
      description: ' About VAT \n',
      notes: [{ id: 'n1', date: '2025-01-04', text: 'Left a message' }],
    });
    for (const sealed of [text.title, text.description, text.notes[0].text]) expect(isCiphertext(sealed)).toBe(true);
    // Whole phrases: a short word such as "VAT" can turn up in base64 by chance.
    expect(JSON.stringify(text)).not.toMatch(/Call the accountant|About VAT|Left a message/);
    expect(await cipher.decrypt('u1', text.title)).toBe('Call the accountant');
    expect(await cipher.decrypt('u1', text.description)).toBe('About VAT');
    expect(await cipher.decrypt('u1', text.notes[0].text)).toBe('Left a message');
    expect(text.notes[0]).toMatchObject({ id: 'n1', date: '2025-01-04' });
  });

  it('refuses a blank or over-long title and an over-long description', async () => {
    const seal = (title: string, description = '') => sealer.sealNew('u1', { title, description, notes: [] });
    expect(await refusal(seal('   '))).toBe('Please enter a title for the task.');
    expect(await refusal(seal('x'.repeat(201)))).toBe('The title is too long (200 characters at most).');
    expect(await cipher.decrypt('u1', (await seal(` ${'x'.repeat(200)} `)).title)).toBe('x'.repeat(200));
    expect(await refusal(seal('x', 'x'.repeat(5001)))).toBe('The description is too long (5000 characters at most).');
    expect(await refusal(sealer.sealChanges('u1', 't1', { title: ' ' }))).toBe('Please enter a title for the task.');
  });

  it('names the sealed text that an unchanged field reads the same as, so the update appends nothing', async () => {
    history = await createdBy('u1', 'Send the proposal', 'Both prices');
    const text = await sealer.sealChanges('u1', 't1', { title: ' Send the proposal ', description: 'Only the yearly price' });
    expect(text.sameTextAs).toEqual({ title: (history[0] as Extract<TaskEvent, { type: 'task.created' }>).data.title });
    expect(isCiphertext(text.title)).toBe(true);
    const state = history.reduce(taskDecider.evolve, taskDecider.initialState());
    const events = taskDecider.decide({ kind: 'change', userId: 'u1', ...text }, state);
    expect(events).toEqual([{ type: 'task.edited', data: { taskId: 't1', userId: 'u1', description: text.description } }]);
    const again = await sealer.sealChanges('u1', 't1', { title: 'Send the proposal', description: 'Both prices' });
    expect(taskDecider.decide({ kind: 'change', userId: 'u1', ...again }, state)).toEqual([]);
  });

  it('opens nothing of someone else’s task, and reads nothing when no text is sent', async () => {
    history = await createdBy('u2', 'Their plan');
    expect((await sealer.sealChanges('u1', 't1', { title: 'Their plan' })).sameTextAs).toEqual({});
    loads = 0;
    expect(await sealer.sealChanges('u1', 't1', {})).toEqual({ sameTextAs: {} });
    expect(loads).toBe(0);
  });
});
