/**
 * One stylesheet request per server page instead of one per CSS chunk (issue 35). A page's screen
 * carries the styles of every chunk it imports: the car page linked 16 stylesheets at the end of its
 * `<body>` (44 KB in all, most under 2 KB), and on a phone's slow line each is a request of its own,
 * six at a time over HTTP/1.1. The page's code waits for them (scripts run after the styles before
 * them), so the last of the sixteen decided when the page came alive.
 *
 * The page links one bundle instead: the same files concatenated in the same order (so the same
 * cascade), named after their list, `styles-<hash>.css`. The bundles are the pages' lists of this
 * build, worked out from its manifest alone (the start's and each screen's stylesheets): every
 * instance serving the build knows the same names, whichever rendered the page. Their content is made
 * on the first request and kept for the process's life, like the build's files (build-assets.ts):
 * there are as many as the build has screens. A page whose list is not one of them links its files
 * one by one, as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }
export type Manifest = Record<string, ManifestChunk>;

/** The app's start: the entry loads it after the first paint (src/main.tsx); every page runs it. */
export const START_MODULE = 'src/boot.tsx';

/** The code and styles of the app's start and of `modules` (build-relative files, in the order the browser applies them), without the entry's own. */
export function pageAssets(manifest: Manifest, modules: readonly string[]): { js: string[]; css: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of [START_MODULE, ...modules]) visit(module);
  return { js: [...js], css: [...css] };
}

/** The build's manifest (`<distDir>/.vite/manifest.json`), empty when the build has none. */
export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Manifest;
}

/** A bundle's name: its files' list, hashed (a list is a build's, so the name changes with any file in it). */
const nameOf = (files: readonly string[]) => `styles-${createHash('sha256').update(files.join('\n')).digest('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 16)}.css`;

export interface StyleBundles {
  /** The bundle holding exactly `files` (build-relative, in order), if the build has one. */
  nameFor(files: readonly string[]): string | null;
  /** A bundle's CSS (its files concatenated) and its files' latest change, or null when `name` is none of this build's. */
  content(name: string): { body: Buffer; modified: Date } | null;
}

/**
 * The bundles of the build in `distDir`: for each screen of its manifest, the stylesheets a page of that
 * screen links (`pageAssets`, less those the shell already links), when there are two or more.
 */
export function styleBundles(distDir: string, shell: string): StyleBundles {
  const manifest = readManifest(distDir);
  const byName = new Map<string, string[]>();
  const byList = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const files = pageAssets(manifest, [key]).css.filter((file) => !shell.includes(`/${file}"`));
    if (files.length < 2) continue;
    const name = nameOf(files);
    byName.set(name, files);
    byList.set(files.join('\n'), name);
  }
  return {
    nameFor: (files) => byList.get(files.join('\n')) ?? null,
    content(name) {
      const files = byName.get(name);
      if (!files) return null;
      const parts: Buffer[] = [];
      let modified = 0;
      for (const file of files) {
        const full = path.join(distDir, file);
        if (!existsSync(full)) return null;
        modified = Math.max(modified, statSync(full).mtimeMs);
        parts.push(readFileSync(full), Buffer.from('\n'));
      }
      return { body: Buffer.concat(parts), modified: new Date(modified) };
    },
  };
}
