import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { systemContext } from '../../platform/commands/command-context';
import { PersonalDataCipher } from '../../platform/crypto/personal-data-cipher';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { READ_STORE, type ReadStore } from '../../platform/read-store/read-store.port';
import { FeatureRegistry } from '../../platform/features/feature-registry';
import { call, startTestServer, TEST_PROBE_TOKEN, type TestServer } from '../../testing/test-server';
import type { LocalOtpProvider } from '../auth/otp/local-otp-provider';
import { OTP_PROVIDER } from '../auth/otp/otp-provider.port';
import { type DataExportStream, ExportMyDataCommand } from './commands/export-my-data.command';
import { exportedReadModels } from './deletion/personal-read-models';

interface Session {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

/** What the person typed in, each distinctive enough to be found byte for byte. */
const PHONE = '+447911125001';
const DATA = {
  name: 'Ada Quillfeather',
  email: 'ada.quillfeather@example.org',
  context: 'My cofounder Charles and I sell analytical engines to mills in Lancashire.',
  journal: 'The engine finally clicked today; Babbage laughed for a full minute.',
  task: 'Prepare the Bernoulli numbers note',
  taskDescription: 'Ask Menabrea for the Italian draft first',
};

async function signIn(server: TestServer, phone: string): Promise<Session> {
  await call(server.url, 'POST', '/auth/otp', { phone });
  const code = server.app.get<LocalOtpProvider>(OTP_PROVIDER).lastCodeFor(phone);
  const res = await call<{ session: Session }>(server.url, 'POST', '/auth/verify', { phone, token: code, type: 'sms' });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.session;
}

/** Every file under the data directory, as raw bytes: the event log, its WAL, the key table, secrets. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function whereFound(dir: string, needle: string): string[] {
  const forms = [Buffer.from(needle, 'utf8'), Buffer.from(needle, 'utf16le')];
  return filesUnder(dir).filter((file) => {
    const bytes = readFileSync(file);
    return forms.some((form) => bytes.includes(form));
  });
}

describe('data rights: export and deletion (real server, embedded mode)', () => {
  let server: TestServer;
  let me: Session;

  beforeAll(async () => {
    server = await startTestServer();
    me = await signIn(server, PHONE);
    // Each write carries an Idempotency-Key, as the web app sends them: its answer is kept for a repeat.
    const as = (method: string, path: string, body?: unknown) =>
      call(server.url, method, path, body, me.access_token, { 'idempotency-key': randomUUID() });
    const steps = [
      await as('PUT', '/auth/user', { name: DATA.name }),
      await as('POST', '/dev/user/update', { userId: me.user.id, field: 'email', value: DATA.email }),
      await as('POST', '/dev/user/update', { userId: me.user.id, field: 'voice', value: 'female' }),
      await as('POST', '/api/add_context', { user_id: me.user.id, context: DATA.context }),
      await as('POST', '/dev/user/tasks/create', {
        userId: me.user.id,
        title: DATA.task,
        description: DATA.taskDescription,
        important: true,
      }),
      await as('POST', '/dev/user/diary', { userId: me.user.id, date: '2026-01-15', entry: DATA.journal }),
      await as('POST', '/call', { user_id: me.user.id, phone_number: PHONE }),
    ];
    for (const step of steps) if (step.status >= 300) throw new Error(`setup failed: ${step.status} ${JSON.stringify(step.body)}`);
  });

  afterAll(async () => {
    await server.close();
  });

  it('exports every datum the person entered, decrypted, as a download', async () => {
    const res = await call(server.url, 'GET', '/api/me/export', undefined, me.access_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="daily-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body).toMatchObject({
      user_id: me.user.id,
      profile: { email: DATA.email, phone: PHONE, voice: 'female' },
      context: [{ text: DATA.context }],
      read_models: {
        accounts: [{ _id: me.user.id, name: DATA.name, phone: PHONE }],
        tasks: [{ title: DATA.task, description: DATA.taskDescription, important: true }],
        journal_entries: [{ date: '2026-01-15', content: DATA.journal }],
      },
    });
    const text = JSON.stringify(res.body);
    for (const value of [PHONE, ...Object.values(DATA)]) expect(text).toContain(value);
    expect(text).not.toContain('enc:v1:');
    const types = (res.body.events as { type: string }[]).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'account.registered',
        'account.name_set',
        'profile.email_changed',
        'profile.context_added',
        'task.created',
        'journal.entry_saved',
        'call.requested',
      ]),
    );
    const log = await server.app.get<EventStore>(EVENT_STORE).readStream(`data-rights-${me.user.id}`);
    expect(log.map((e) => e.type)).toEqual(['account.data_exported']);
  });

  it('sends one export per person at a time: a second while the first is being sent is a readable 409', async () => {
    // The first export is opened in the process and not read, so it is still being sent.
    const first = (await server.app.get(CommandBus).execute(new ExportMyDataCommand(me.user.id, systemContext()))) as DataExportStream;
    const second = await call(server.url, 'GET', '/api/me/export', undefined, me.access_token);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: 'An export of your data is already being sent. Please wait until it has finished.' });
    // Read to its end, the first is complete JSON, and another export may start.
    const text = (await first.body.toArray()).join('');
    expect(JSON.parse(text)).toMatchObject({ user_id: me.user.id });
    expect((await call(server.url, 'GET', '/api/me/export', undefined, me.access_token)).status).toBe(200);
  });

  it('needs the typed confirmation and a session to delete', async () => {
    const unconfirmed = await call(server.url, 'DELETE', '/api/me', { confirm: 'yes' }, me.access_token);
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toContain('Type DELETE to confirm');
    expect((await call(server.url, 'DELETE', '/api/me', {}, me.access_token)).status).toBe(400);
    expect((await call(server.url, 'DELETE', '/api/me', { confirm: 'DELETE' })).status).toBe(401);
  });

  it('deletes the account: sessions end, read models go, the log and the kept answers hold nothing readable', async () => {
    const res = await call(server.url, 'DELETE', '/api/me', { confirm: 'DELETE' }, me.access_token, { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, message: 'Your account and its data have been deleted.' });

    expect((await call(server.url, 'GET', '/auth/user', undefined, me.access_token)).status).toBe(401);
    expect((await call(server.url, 'POST', '/auth/token', { refresh_token: me.refresh_token })).status).toBe(401);
    const reads = server.app.get<ReadStore>(READ_STORE);
    for (const { collection, by } of exportedReadModels(server.app.get(FeatureRegistry).personalReadModels()))
      expect(await reads.collection(collection).count({ [by]: me.user.id })).toBe(0);
    const health = await call<{ projections: { name: string; state: string }[] }>(server.url, 'GET', '/health', undefined, undefined, {
      'x-probe-token': TEST_PROBE_TOKEN,
    });
    expect(health.body.projections.filter((p) => p.state === 'stopped')).toEqual([]);

    const log = await server.app.get<EventStore>(EVENT_STORE).readStream(`data-rights-${me.user.id}`);
    // Three exports were recorded by the tests above.
    expect(log.map((e) => e.type)).toEqual([
      'account.data_exported',
      'account.data_exported',
      'account.data_exported',
      'account.deletion_requested',
      'account.deleted',
    ]);
    expect(log[4].data).toMatchObject({ phoneClaimsReleased: 1, sessionsRevoked: 1 });

    await server.close({ keepData: true });
    const dir = server.dataDir;
    // The scan does read the log: the (pseudonymous) user id is there in plain text.
    expect(whereFound(dir, me.user.id).length).toBeGreaterThan(0);
    for (const secret of [PHONE, PHONE.slice(1), DATA.email, DATA.journal, DATA.context, DATA.name, DATA.task, DATA.taskDescription]) {
      expect({ secret, foundIn: whereFound(dir, secret) }).toEqual({ secret, foundIn: [] });
    }

    // A restart replays the log: the deleted account must not come back, and its number starts afresh.
    server = await startTestServer({}, dir);
    const replayed = server.app.get<ReadStore>(READ_STORE);
    for (const { collection, by } of exportedReadModels(server.app.get(FeatureRegistry).personalReadModels()))
      expect(await replayed.collection(collection).count({ [by]: me.user.id })).toBe(0);
    const [registered] = await server.app.get<EventStore>(EVENT_STORE).readStream(`account-${me.user.id}`);
    expect(await server.app.get(PersonalDataCipher).decrypt(me.user.id, (registered.data as { phone: string }).phone)).toBeNull();
    // The code sent before the deletion still holds the 30 s resend pause; step past it.
    const later = Date.now() + 60_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => later);
    const again = await signIn(server, PHONE).finally(() => clock.mockRestore());
    expect(again.user.id).not.toBe(me.user.id);
    const fresh = await call(server.url, 'POST', '/dev/user/get', { userId: again.user.id }, again.access_token);
    expect(fresh.body).toEqual({ success: true, data: { user_id: again.user.id, email: null, phone: PHONE, voice: 'default' } });
  });
});

describe('data rights: what the assistant kept goes with the account (real server, embedded mode)', () => {
  const phone = '+447911125002';
  // Words only this person wrote: a task by message, a decision record, a dilemma left pending, a note.
  const said = {
    task: 'remind me to ring Ottoline about the jacquard loom tomorrow at 10',
    decision: 'decided to hire Mary Somerville as our maths tutor',
    dilemma: 'should I sell the difference engine patent or licence it to Whitworth?',
  };
  const marks = ['Ottoline', 'jacquard loom', 'Mary Somerville', 'difference engine patent', 'Whitworth'];

  it('leaves no message, reply, task, decision or pending question readable after DELETE /api/me', async () => {
    let server = await startTestServer();
    const ada = await signIn(server, phone);
    for (const text of Object.values(said)) {
      const res = await call(server.url, 'POST', '/api/assistant/messages', { text }, ada.access_token);
      expect(res.status).toBe(201);
    }
    const deleted = await call(server.url, 'DELETE', '/api/me', { confirm: 'DELETE' }, ada.access_token);
    expect(deleted.status).toBe(200);
    await server.close({ keepData: true });
    for (const mark of [phone, phone.slice(1), ...marks]) {
      expect({ mark, foundIn: whereFound(server.dataDir, mark) }).toEqual({ mark, foundIn: [] });
    }
    server = await startTestServer({}, server.dataDir);
    await server.close();
  });
});
