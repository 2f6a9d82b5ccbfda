// Lint: TypeScript rules, React hooks rules, and the layer boundaries of ARCHITECTURE.md as
// import-restriction zones, so a wrong-way import fails `npm run lint` (part of `npm test`).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const features = readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** Who may import whom; each zone forbids `target` from importing `from`. */
const zones = [
  // A feature never imports another feature, nor the app that composes them.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move the shared piece to src/ui, src/lib, src/stores or src/data.',
  })),
  { target: './src/features', from: './src/app', message: 'Features sit below app/: move what they need (paths, tabs) to src/lib.' },
  // The back office (src/back-office) is a second app beside the public features: it uses ui, lib, data, stores and
  // domain like they do, and neither side imports the other; src/app composes both.
  { target: './src/features', from: './src/back-office', message: 'A public feature never imports the back office: move the shared piece to src/ui, src/lib, src/stores or src/data.' },
  { target: './src/back-office', from: ['./src/features', './src/app'], message: 'The back office imports no public feature nor app/: move the shared piece to src/ui, src/lib, src/stores or src/data.' },
  // The design system knows nothing of data or state.
  { target: './src/ui', from: ['./src/data', './src/stores', './src/features', './src/back-office', './src/app'], message: 'ui/ takes props; it imports neither data/, stores/, features/, back-office/ nor app/.' },
  { target: './src/lib', from: ['./src/features', './src/back-office', './src/app'], message: 'lib/ sits below features, back-office and app.' },
  { target: './src/data', from: ['./src/features', './src/back-office', './src/app', './src/ui'], message: 'data/ sits below the screens.' },
  { target: './src/stores', from: ['./src/features', './src/back-office', './src/app'], message: 'stores/ sit below the screens.' },
  // Runtimes stay apart: domain/ imports none of them; server and page never import each other.
  { target: './domain', from: ['./src', './server', './sw', './workers', './scripts', './tests'], message: 'domain/ is shared by every runtime and imports none of them.' },
  { target: './server', from: ['./src', './sw', './workers'], message: 'The server never imports the page.' },
  { target: ['./src', './sw', './workers'], from: './server', message: 'The page never imports the server.' },
  { target: './sw', from: ['./src', './workers'], message: 'The service worker has its own runtime.' },
  { target: './workers', from: ['./src', './sw'], message: 'Workers have their own runtime.' },
  // Demo seed data is loaded by the composition root (server/main.ts), never by the running app.
  { target: './server', from: './server/seed', except: [], message: 'Only server/main.ts (and tests, scripts) may import server/seed.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'dev-dist/**', 'data/**', 'node_modules/**', '.tsbuild/**', 'server/db/migrations/**', 'coverage/**', '.diag/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.*.json'], noWarnOnMultipleProjects: true })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The classic hooks rules as errors (the React Compiler's advisory rules are not adopted: the app is not compiled by it).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Dexie comes from shared/dexie.ts, which keeps production builds out of its debug mode.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'shared/**/*.ts'],
    ignores: ['shared/dexie.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'dexie', allowTypeImports: true, message: "Import Dexie from shared/dexie.ts (production builds stay out of Dexie's debug mode)." }] }] },
  },
  {
    // The composition root seeds on start; seed files import each other.
    files: ['server/main.ts', 'server/seed/**', 'scripts/**', 'tests/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: zones.filter((z) => z.from !== './server/seed') }] },
  },
  {
    files: ['scripts/**', 'tests/**', '*.config.{js,ts}'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
