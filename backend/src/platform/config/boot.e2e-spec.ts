import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const main = join(__dirname, '..', '..', '..', 'dist', 'main.js');

describe('boot with an invalid setting', () => {
  it('stops with a message naming the variable and a non-zero exit code', () => {
    if (!existsSync(main)) throw new Error('backend/dist/main.js is missing: run `npm run build` first');
    const dataDir = mkdtempSync(join(tmpdir(), 'daily-boot-'));
    try {
      const result = spawnSync(process.execPath, [main], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: 'not-a-port' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(result.status).toBe(78);
      expect(result.stderr).toContain('Invalid configuration: PORT must be a whole number from 0 to 65535 (got "not-a-port")');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
