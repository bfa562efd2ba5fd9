import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type CreateAppOptions } from '../create-app';
import { type AppRole, loadConfig } from '../platform/config/app-config';

export interface TestServer {
  url: string;
  app: NestFastifyApplication;
  dataDir: string;
  close(options?: { keepData?: boolean }): Promise<void>;
}

/** Lets test suites read /health's detail (log head, projections) the way a configured monitor does. */
export const TEST_PROBE_TOKEN = 'probe-token-for-tests-only';

export interface TestServerOptions extends CreateAppOptions {
  /**
   * Runs as an API instance or the projector over stores the test itself shares between servers
   * (see in-process-cluster.ts). APP_ROLE is refused without EVENT_STORE_URL and MONGODB_URL
   * because embedded stores are private to one process; here the test shares them on purpose.
   */
  role?: AppRole;
}

/** A real server on a loopback port with its own empty data directory, for end-to-end tests. */
export async function startTestServer(
  env: Record<string, string> = {},
  dataDir?: string,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'daily-test-'));
  const { role, ...appOptions } = options;
  const loaded = loadConfig({ LOG_LEVEL: 'silent', HEALTH_PROBE_TOKEN: TEST_PROBE_TOKEN, ...env, DATA_DIR: dir, PORT: '0' });
  const config = role ? { ...loaded, appRole: role } : loaded;
  const app = await createApp(config, appOptions);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    dataDir: dir,
    close: async (options = {}) => {
      await app.close();
      if (!options.keepData) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** fetch with JSON in and out, for readable tests. */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  // An event stream stays open for as long as the caller listens: its opening is the answer.
  const streaming = (response.headers.get('content-type') ?? '').includes('event-stream');
  if (streaming) await response.body?.cancel();
  const text = streaming ? '' : await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
