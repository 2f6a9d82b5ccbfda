#!/usr/bin/env node
// Runs every test: type-check, lint and unit tests side by side; the API tests on PGlite, then on
// PostgreSQL (when TEST_DATABASE_URL is set); then the browser tests on a fresh production build
// served by the real server. Steps that run side by side print their output when each is done; a
// stage starts only when the one before passed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const api = [['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL: '' }]];
if (process.env.TEST_DATABASE_URL) {
  api.push(['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api']]);
} else {
  console.log('TEST_DATABASE_URL not set: API tests run on PGlite only (set it to postgres://... to run them on PostgreSQL too).');
}
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.error('Chromium not found at /usr/bin/chromium: install Debian\'s chromium (apt-get install chromium) to run the browser tests.');
  process.exit(1);
}
if (!existsSync(process.env.DBUS_DAEMON_PATH ?? '/usr/bin/dbus-daemon')) {
  console.error('dbus-daemon not found at /usr/bin/dbus-daemon: the notification-click browser test needs it (apt-get install dbus-daemon).');
  process.exit(1);
}

/**
 * Each stage's steps run at the same time. The checks and the unit tests leave a core idle much of
 * the time (120 s one after the other, 90 s side by side on two cores); the two API runs fill both
 * cores, so side by side they take as long as one after the other and run in turn.
 */
const stages = [
  [
    ['type-check', 'npm', ['run', '--silent', 'typecheck']],
    ['lint (layer boundaries, hooks, unused exports)', 'npm', ['run', 'lint']],
    ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'unit-isolated']],
  ],
  ...api.map((step) => [step]),
  [['production build (page and server)', 'npm', ['run', 'build']]],
  [['browser tests (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e']]],
];

/** Runs one step; alone it prints as it goes, beside others its output is printed in one piece when it ends. */
function run([name, cmd, args, env], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...(env ?? {}) } });
    let output = '';
    const take = (out) => (chunk) => {
      output += chunk;
      if (alone) out.write(chunk);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (status) => {
      if (!alone) console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}\n${output}`);
      resolve([name, status === 0, ((Date.now() - started) / 1000).toFixed(1), status === 0 ? [] : why(output)]);
    });
  });
}

/**
 * The lines of a failed step's output that say why (the failing tests and their first error lines), for
 * the summary: a CI log is often kept only by its end.
 */
function why(output) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const picked = [];
  lines.forEach((line, i) => {
    if (/^\s*FAIL\s|^\s*×\s|^\s+\d+:\d+\s+error\s|: error TS\d+:/.test(line)) picked.push(line);
    else if (/^\s*\w*Error[:\s]/.test(line)) {
      // An assertion's diff: what was received, after the "- Expected" / "+ Received" heading.
      const diff = lines.slice(i + 1, i + 12).filter((l) => /^\s*[-+] /.test(l) && !/^\s*(- Expected|\+ Received)\s*$/.test(l));
      picked.push(line, ...diff.slice(0, 4));
    }
  });
  return [...new Set(picked.map((l) => l.trim()))].slice(0, 30).map((l) => l.slice(0, 600));
}

const results = [];
const total = stages.flat().length;
for (const stage of stages) {
  const started = Date.now();
  results.push(...(await Promise.all(stage.map((step) => run(step, stage.length === 1)))));
  if (stage.length > 1) console.log(`\n(stage of ${stage.length} steps side by side: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (results.some(([, ok]) => !ok)) break;
}
console.log('\n=== summary');
for (const [name, ok, seconds, reasons] of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  for (const line of reasons) console.log(`       ${line.trim()}`);
}
const failed = results.filter(([, ok]) => !ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed || results.length < total ? 1 : 0);
