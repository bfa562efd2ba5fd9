import { signInTestPhone, type TestSession } from './sign-in';
import { call } from './test-server';

// Many signed-in people creating tasks and saving journal entries at once, keeping a record of every
// write the server acknowledged, so that a spec can crash the server and then ask the API for them.

export interface Client {
  session: TestSession;
  /** Titles of tasks the server answered 2xx for. */
  tasks: string[];
  /** Journal entries the server answered 2xx for, by date; every save uses a new date. */
  journal: Map<string, string>;
  writes: number;
}

export interface LoadRun {
  /** Acknowledged writes so far, over all clients. */
  acknowledged(): number;
  /** Stops the clients after their current request; resolves when all have stopped. */
  stop(): Promise<LoadSummary>;
  /** Resolves when every client has stopped, by stop() or because the server went away. */
  done: Promise<LoadSummary>;
}

export interface LoadSummary {
  acknowledged: number;
  /** Requests that got no answer at all (the server died under them). */
  unanswered: number;
  /** Answers other than 2xx, by status. */
  refused: Record<number, number>;
}

const FIRST_DAY = Date.UTC(2020, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_DAYS = 366;

/** A phone per client in the UK's drama range, all with code 123456, for AUTH_TEST_PHONES. */
export function loadPhones(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `+447700900${String(100 + i).padStart(3, '0')}`);
}

export function loadPhonesEnv(count: number): Record<string, string> {
  return {
    AUTH_TEST_PHONES: loadPhones(count)
      .map((phone) => `${phone}:123456:closed`)
      .join(','),
    // Load clients sign in again after every restart, from one address.
    SIGN_IN_LIMITS: 'off',
  };
}

export async function signInClients(url: string, count: number): Promise<Client[]> {
  return Promise.all(
    loadPhones(count).map(async (phone) => ({ session: await signInTestPhone(url, phone), tasks: [], journal: new Map(), writes: 0 })),
  );
}

const dateOf = (day: number) => new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 10);

/** One write: a task or a journal entry, each with a text no other write has. */
async function writeOnce(url: string, client: Client, tag: string): Promise<number> {
  const n = client.writes;
  client.writes += 1;
  const userId = client.session.user.id;
  const token = client.session.access_token;
  const text = `${tag}-${userId.slice(0, 8)}-${n}`;
  if (n % 2 === 0) {
    const res = await call(url, 'POST', '/dev/user/tasks/create', { userId, title: text }, token);
    if (res.status < 300) client.tasks.push(text);
    return res.status;
  }
  const date = dateOf(n);
  const res = await call(url, 'POST', '/dev/user/diary', { userId, date, entry: text }, token);
  if (res.status < 300) client.journal.set(date, text);
  return res.status;
}

/** Starts every client writing in a loop; `tag` tells one run's writes from another's. */
export function startLoad(url: string, clients: Client[], tag: string): LoadRun {
  let stopping = false;
  const summary: LoadSummary = { acknowledged: 0, unanswered: 0, refused: {} };
  const loops = clients.map(async (client) => {
    while (!stopping) {
      try {
        const status = await writeOnce(url, client, tag);
        if (status < 300) summary.acknowledged += 1;
        else summary.refused[status] = (summary.refused[status] ?? 0) + 1;
      } catch {
        summary.unanswered += 1;
        return;
      }
    }
  });
  const done = Promise.all(loops).then(() => summary);
  return {
    acknowledged: () => summary.acknowledged,
    stop: () => {
      stopping = true;
      return done;
    },
    done,
  };
}

export interface ClientView {
  tasks: Array<Record<string, unknown> & { title: string }>;
  journal: Array<{ id: string; date: string; content: string }>;
}

/** Everything the API shows the client: the whole task list and every journal window its writes can fall in. */
export async function readClient(url: string, client: Client): Promise<ClientView> {
  const userId = client.session.user.id;
  const token = client.session.access_token;
  const list = await call<{ data: ClientView['tasks'] }>(url, 'POST', '/dev/user/tasks/array', { userId }, token);
  if (list.status !== 200) throw new Error(`task list: ${list.status} ${JSON.stringify(list.body)}`);
  const journal: ClientView['journal'] = [];
  for (let first = 0; first <= client.writes; first += WINDOW_DAYS) {
    const range = { start_date: dateOf(first), end_date: dateOf(first + WINDOW_DAYS - 1) };
    const page = await call<{ data: ClientView['journal'] }>(url, 'POST', '/dev/user/diary/fetch', { userId, ...range }, token);
    if (page.status !== 200) throw new Error(`journal: ${page.status} ${JSON.stringify(page.body)}`);
    journal.push(...page.body.data);
  }
  return { tasks: list.body.data, journal };
}

export interface Violations {
  lost: string[];
  duplicated: string[];
}

/** Every acknowledged write is shown once; a write that got no answer may be shown, but only once. */
export function checkClient(client: Client, view: ClientView): Violations {
  const lost: string[] = [];
  const duplicated: string[] = [];
  const titles = new Map<string, number>();
  for (const task of view.tasks) titles.set(task.title, (titles.get(task.title) ?? 0) + 1);
  for (const [title, count] of titles) if (count > 1) duplicated.push(`task ${title} x${count}`);
  for (const title of client.tasks) if (!titles.has(title)) lost.push(`task ${title}`);
  const dates = new Map<string, string[]>();
  for (const entry of view.journal) dates.set(entry.date, [...(dates.get(entry.date) ?? []), entry.content]);
  for (const [date, contents] of dates) if (contents.length > 1) duplicated.push(`journal ${date} x${contents.length}`);
  for (const [date, content] of client.journal) if (!dates.get(date)?.includes(content)) lost.push(`journal ${date} ${content}`);
  return { lost, duplicated };
}
