#!/usr/bin/env node
// Builds the server to JavaScript for production (issue 28.5): server/main.ts and the operator
// commands (staff:create, staff:disable-demo) bundled by esbuild into dist-server/, our own code
// only (every package stays in node_modules and is imported from there), with the database
// migrations copied beside them (server/db/client.ts reads them next to the running file).
// Production then starts with plain `node`, without compiling TypeScript on every start.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const outdir = 'dist-server';
rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: { main: 'server/main.ts', 'staff-create': 'scripts/staff-create.ts', 'staff-disable-demo': 'scripts/staff-disable-demo.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.server.json',
  logLevel: 'warning',
});
cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`server built to ${outdir}/ in ${Date.now() - started} ms`);
