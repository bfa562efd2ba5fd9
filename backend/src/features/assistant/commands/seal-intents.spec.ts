import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { SqliteKeyStore } from '../../../platform/crypto/sqlite-key-store';
import type { Intent } from '../interpreter/intent';
import { sealIntents } from './seal-intents';

describe('sealIntents', () => {
  let dir: string;
  let keys: SqliteKeyStore;
  let cipher: PersonalDataCipher;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'daily-seal-intents-'));
    keys = new SqliteKeyStore(join(dir, 'keys.sqlite'));
    cipher = new PersonalDataCipher(randomBytes(32), keys);
  });

  afterEach(async () => {
    await keys.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('seals every word a person (or a model, for them) wrote in the new intents, and keeps kinds and numbers readable', async () => {
    const intents: Intent[] = [
      { kind: 'rename', task: { by: 'words', words: 'lease' }, title: 'Call Sam about the lease' },
      { kind: 'remove', task: { by: 'words', words: 'yoga' } },
      { kind: 'reschedule', task: { by: 'number', number: 2 }, date: '2026-03-12', time: '14:30' },
      { kind: 'answer', text: 'the dentist one', pick: null },
      { kind: 'question', text: 'when is the dentist?' },
      { kind: 'reply', text: 'Sounds like the supplier matters most' },
      { kind: 'ask', text: 'Which supplier?', options: ['Acme', 'Globex'] },
      { kind: 'dilemma', question: 'hire an assistant or do it myself', options: ['hire an assistant', 'do it myself'] },
      { kind: 'recall_decision', words: 'supplier' },
      { kind: 'unclear', understood: 'a task for Thursday', question: 'Which Thursday?' },
      {
        kind: 'unclear',
        understood: 'a doubt',
        question: 'Shall I add it?',
        offer: [{ kind: 'add_task', title: 'Email the printers', due: null, important: false, repeat: null }],
      },
      { kind: 'small_talk', what: 'thanks' },
    ];
    const sealed = await sealIntents(cipher, 'user-1', intents);
    // Ciphertext is base64, so only words longer than chance would spell are looked for.
    const log = JSON.stringify(sealed);
    for (const words of ['lease', 'yoga', 'dentist', 'supplier', 'Acme', 'Globex', 'assistant', 'myself', 'Thursday', 'printers'])
      expect(log).not.toContain(words);
    expect(sealed.map((i) => i.kind)).toEqual(intents.map((i) => i.kind));
    expect(sealed[2]).toEqual(intents[2]);
    expect(await cipher.decrypt('user-1', String(sealed[0].title))).toBe('Call Sam about the lease');
    const [offered] = sealed[10].offer as { title: string; due: null }[];
    expect(await cipher.decrypt('user-1', offered.title)).toBe('Email the printers');
  });
});
