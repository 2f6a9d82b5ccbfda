#!/usr/bin/env node
// Runs every test: type-check, unit, API on PGlite, API on PostgreSQL (when TEST_DATABASE_URL is
// set), then the browser tests on a fresh production build served by the real server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Type-check and lint run side by side (one core each; each prints when done).
const checks = [
  ['type-check', 'npx', ['tsc', '-b']],
  ['lint (layer boundaries, hooks, unused exports)', 'npm', ['run', 'lint']],
];
const steps = [
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api']]);
} else {
  console.log('TEST_DATABASE_URL not set: API tests run on PGlite only (set it to postgres://... to run them on PostgreSQL too).');
}
steps.push(['production build', 'npx', ['vite', 'build']]);
if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  steps.push(['browser tests (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e']]);
} else {
  console.error('Chromium not found at /usr/bin/chromium: install Debian\'s chromium (apt-get install chromium) to run the browser tests.');
  process.exit(1);
}

const results = [];
await Promise.all(checks.map(([name, cmd, args]) => new Promise((resolve) => {
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  child.on('close', (status) => {
    console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}\n${output}`);
    results.push([name, status === 0, ((Date.now() - started) / 1000).toFixed(1)]);
    resolve();
  });
})));
for (const [name, cmd, args, env] of results.every(([, ok]) => ok) ? steps : []) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...(env ?? {}) } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push([name, run.status === 0, seconds]);
  if (run.status !== 0) break;
}
console.log('\n=== summary');
for (const [name, ok, seconds] of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = results.filter(([, ok]) => !ok).length;
const passed = results.length - failed;
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed || results.length < checks.length + steps.length ? 1 : 0);
