import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { twilioAuthToken } from './support/twilio-webhook';

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = join(__dirname, '..', '..', '.tmp', `e2e-data-${process.pid}`);

/** Browser tests drive Debian's Chromium against the production build served by the backend. */
export default defineConfig({
  testDir: './specs',
  outputDir: './results',
  fullyParallel: false,
  workers: 1,
  // One more try for a test that fails: on a slow shared machine a page can miss a wait by a second
  // (three different specs, each once in three full runs, each passing at once when run again). The
  // list reporter still names every test that needed it as flaky.
  retries: 1,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  projects: [
    { name: 'mobile-390', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: false } },
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node -e "require('fs').rmSync('${dataDir}',{recursive:true,force:true})" && node backend/dist/main.js`,
    cwd: join(__dirname, '..', '..'),
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Each spec that changes an account's state uses phones no other spec relies on:
      // billing 009/010, settings 007/008, journey 011/012 (one per viewport project), and the
      // screens spec (one project, every width) 013 closed and 014 open, funnel 015-018 (two new
      // accounts per viewport project), assistant 019/020, the audit trail 022/023, covered controls 024 closed
      // and 025 open, polish screens 026, returning member 027/028, the dashboard's shell 029, decisions 030/031,
      // the first week 032/033.
      AUTH_TEST_PHONES:
        '+447700900001:123456:open,+447700900002:123456:closed,+447700900003:123456:open,+447700900004:123456:closed,+447700900007:123456:closed,+447700900008:123456:closed,+447700900009:123456:open,+447700900010:123456:open,+447700900011:123456:open,+447700900012:123456:open,+447700900013:123456:closed,+447700900014:123456:open,+447700900015:123456:open,+447700900016:123456:open,+447700900017:123456:open,+447700900018:123456:open,+447700900019:123456:closed,+447700900020:123456:closed,+447700900022:123456:open,+447700900023:123456:open,+447700900024:123456:closed,+447700900025:123456:open,+447700900026:123456:open,+447700900027:123456:closed,+447700900028:123456:closed,+447700900029:123456:closed,+447700900030:123456:closed,+447700900031:123456:closed,+447700900032:123456:closed,+447700900033:123456:closed',
      OPERATOR_PHONES: '+447700900004',
      // The specs sign the same test numbers in again and again from one address.
      SIGN_IN_LIMITS: 'off',
      ANALYST_PHONES: '+447700900003',
      // Inbound WhatsApp messages are accepted when signed with this token (the assistant spec signs them).
      TWILIO_AUTH_TOKEN: twilioAuthToken,
    },
  },
});
