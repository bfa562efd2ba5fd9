// Development: compiles the backend on change and restarts it, and runs Vite with hot reload.
// The Vite dev server (http://localhost:5173) proxies API calls to the backend on PORT (3000);
// PUBLIC_URL defaults to the Vite origin so payment return URLs pass the same-origin check.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const children = [];
function run(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited with ${code}`);
    for (const other of children) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

const tsc = spawn('npx', ['tsc', '-p', 'backend/tsconfig.build.json'], { stdio: 'inherit' });
tsc.on('exit', (code) => {
  if (code !== 0 || !existsSync('backend/dist/main.js')) process.exit(code ?? 1);
  run('backend compiler', 'npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
  run('backend', process.execPath, ['--watch-path=backend/dist', 'backend/dist/main.js'], {
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, DAILY_SERVE_FRONTEND: 'off' },
  });
  run('frontend', 'npx', ['vite'], { cwd: 'frontend' });
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
