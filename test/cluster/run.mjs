// npm run test:cluster: every cluster contract suite and the multi-instance end-to-end test, against
// the EventStoreDB/KurrentDB and MongoDB that EVENT_STORE_URL and MONGODB_URL name. Nothing may be
// skipped here: a suite that skips (a URL it did not get) fails the run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SUITES = [
  'platform/event-store/esdb-event-store.spec.ts',
  'platform/read-store/mongo-read-store.spec.ts',
  'platform/crypto/mongo-key-store.spec.ts',
  'platform/mongo/mongo-shared-stores.spec.ts',
  'proof/cluster.e2e-spec.ts',
];

const missing = ['EVENT_STORE_URL', 'MONGODB_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(
    `npm run test:cluster needs ${missing.join(' and ')}: for example\n` +
      "  EVENT_STORE_URL='esdb://localhost:2113?tls=false' MONGODB_URL='mongodb://localhost:27017/?directConnection=true' npm run test:cluster\n" +
      'or run it inside Docker: docker compose --profile test run --build --rm cluster-tests',
  );
  process.exit(2);
}

const run = (command, args, cwd) => spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env }).status ?? 1;

if (process.env.CLUSTER_TESTS_SKIP_BUILD !== '1' && run('npm', ['run', 'build', '-w', 'backend'], root) !== 0) process.exit(1);

const out = mkdtempSync(join(tmpdir(), 'daily-cluster-results-'));
const results = join(out, 'results.json');
const status = run(
  'npx',
  ['jest', '--runInBand', '--json', `--outputFile=${results}`, '--testPathPatterns', ...SUITES.map((suite) => suite.replace(/\./g, '\\.'))],
  join(root, 'backend'),
);
let report;
try {
  report = JSON.parse(readFileSync(results, 'utf8'));
} catch {
  report = null;
} finally {
  rmSync(out, { recursive: true, force: true });
}
if (!report) process.exit(status || 1);
const suites = report.numTotalTestSuites;
console.log(
  `Cluster suites: ${suites} of ${SUITES.length}; tests ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
);
if (suites !== SUITES.length || report.numPendingTests > 0) {
  console.error('A cluster suite was skipped or not found: with both URLs set, every suite must run.');
  process.exit(1);
}
process.exit(status);
