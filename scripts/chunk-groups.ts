/**
 * Which chunk the build puts the app's own modules in (vite.config.ts `codeSplitting.groups`), beyond
 * the bundler's own splitting: every chunk is a request, and on a phone's slow line over HTTP/1.1 (six at
 * a time) each was a wait of its own before the page came alive (issue 35, docs/performance.md).
 *
 * - `app`: what src/boot.tsx imports (every page runs it), and the small modules most screens import.
 * - `form-kit` and `deal-kit`: what the form pages all import (below).
 * - The back office's modules are `staff` chunks (`STAFF_MODULE`), in vite.config.ts.
 *
 * The group functions get the bundler's module graph; each answer is worked out once per build process.
 */
import path from 'node:path';

/**
 * The back office's own modules (src/back-office: its screens, store and repositories; and the content
 * collections' descriptions and DTOs of domain/content, which only staff screens use on the page):
 * staff chunks, never precached for visitors.
 */
export const STAFF_MODULE = /[\\/](src[\\/]back-office[\\/]|domain[\\/]content[\\/])/;
/** The app's own code (not a library). */
const APP_MODULE = /[\\/](src|domain|shared)[\\/]/;

/** What the bundler tells of a module (rolldown's ModuleInfo, the fields used here). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[]; dynamicallyImportedIds: readonly string[]; code?: string | null } | null;
}

/** Every module `roots` import statically, directly or not, added to `into`. */
function importClosure(ctx: ModuleGraph, roots: readonly string[], into = new Set<string>()): Set<string> {
  const queue = [...roots];
  while (queue.length) for (const id of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
    if (!into.has(id)) {
      into.add(id);
      queue.push(id);
    }
  }
  return into;
}

/**
 * The app's own modules that src/boot.tsx imports, directly or not: every page runs them (the entry loads
 * boot.tsx after the first paint), so they go in one `app` chunk rather than the dozens of few-hundred-byte
 * chunks the bundler would split them into for sharing with the route chunks (each one a request and a
 * modulepreload link a slow phone has to make). No page loads a byte more.
 *
 * The shell's deferred parts (src/lib/deferred.tsx: the footer, the phone drawer, the VEHICLES menu) are
 * imported dynamically and stay chunks of their own, but the shared modules they use (pictures, prices,
 * tabs) are in `app` too: the screens use them as well, and split out they would be five more requests.
 */
function bootModules(ctx: ModuleGraph): Set<string> {
  const start = path.resolve('src/boot.tsx');
  const seen = importClosure(ctx, [start], new Set([start]));
  const shell = path.resolve('src/app/shell');
  const deferredParts = [...seen].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => id.startsWith(shell));
  for (const id of importClosure(ctx, deferredParts)) if (!id.startsWith(shell)) seen.add(id);
  // boot.tsx itself stays a chunk of its own: its top-level await loads the route's screen, whose chunk
  // imports this one, which must have finished evaluating by then.
  seen.delete(start);
  return seen;
}

/** The screens whose first loads share a kit of form and deal modules (car detail with its credit panel, the order wizard, credit simulation, test drive). */
const KIT_SCREENS = [
  'src/features/car-detail/car-detail-screen.tsx',
  'src/features/order/wizard/order-screen.tsx',
  'src/features/forms/credit-simulation/credit-simulation-screen.tsx',
  'src/features/forms/test-drive/test-drive-screen.tsx',
] as const;

/** Characters of the bundler's module code (before minifying; about 4 KiB Brotli) a screen may load beyond what it uses for a kit. */
const KIT_EXTRA = 20_000;
/**
 * A module of the app this small (characters of module code) that this many screens import goes in `app`: the
 * connection notice, the load states, the scroll reset, a field's styles (about 1 KB in all, each a chunk and
 * a request of its own before). Home loads as many bytes in one file fewer; the price list, an article, the
 * dealers' pages two to five fewer files and a few hundred bytes less.
 */
const COMMON = { screens: 18, size: 2_500 } as const;

/**
 * Two kits of the app's own modules, each one chunk instead of the ten and five few-hundred-byte chunks the
 * bundler would split them into: `form-kit`, what all four screens above import (fields, validation rules,
 * car choice, slots), and `deal-kit`, what the car page, the order wizard and the credit simulation import
 * besides (the credit simulation's store, the deal, the trade-in estimate). Each of those pages loads no byte
 * more, in a dozen fewer requests. Left out: what every page runs (`app`, with the small modules most screens
 * import: `COMMON`, also answered here), a screen's own module, and what another screen imports when the rest
 * of the kit would be more than `KIT_EXTRA` for it.
 * Measured with `COMMON` (docs/performance.md): car page 45 -> 29 files, order wizard 42 -> 30, credit
 * simulation 46 -> 34, each a few KiB smaller (one file compresses better than ten); the member's detail pages
 * and the deal sheet 3-4 KiB more (Brotli), in four to eight files fewer.
 */
function kitModules(ctx: ModuleGraph, boot: Set<string>): Map<string, 'app' | 'form-kit' | 'deal-kit'> {
  const screens = new Map((ctx.getModuleInfo(path.resolve('src/app/router.tsx'))?.dynamicallyImportedIds ?? [])
    .filter((id) => !STAFF_MODULE.test(id)).map((id) => [id, importClosure(ctx, [id])] as const));
  const [car, order, credit, testDrive] = KIT_SCREENS.map((file) => screens.get(path.resolve(file)) ?? new Set<string>());
  const size = (id: string) => ctx.getModuleInfo(id)?.code?.length ?? Infinity;
  const mine = (id: string) => APP_MODULE.test(id) && !id.includes('node_modules') && !STAFF_MODULE.test(id) && !boot.has(id)
    && !ctx.getModuleInfo(id)?.dynamicImporters.length;
  const kit = (members: Set<string>[], besides: Set<string>) => {
    const users = new Set(members);
    const modules = new Set([...members[0]].filter((id) => mine(id) && !besides.has(id) && members.every((screen) => screen.has(id))));
    // A module another screen imports stays out when the rest of the kit would be more than KIT_EXTRA for that screen.
    for (let changed = true; changed;) {
      changed = false;
      for (const screen of screens.values()) {
        if (users.has(screen)) continue;
        const shared = [...modules].filter((id) => screen.has(id));
        const extra = [...modules].filter((id) => !screen.has(id)).reduce((sum, id) => sum + size(id), 0);
        if (shared.length === 0 || extra <= KIT_EXTRA) continue;
        for (const id of shared) modules.delete(id);
        changed = true;
      }
    }
    return modules;
  };
  // Small modules most screens import (the connection notice, the load states, a field's styles): in `app`.
  const users = new Map<string, number>();
  for (const screen of screens.values()) for (const id of screen) if (mine(id)) users.set(id, (users.get(id) ?? 0) + 1);
  const common = new Set([...users].filter(([id, count]) => count >= COMMON.screens && size(id) <= COMMON.size).map(([id]) => id));
  const forms = kit([car, order, credit, testDrive], common);
  const deal = kit([car, order, credit], new Set([...forms, ...common]));
  return new Map([
    ...[...common].map((id) => [id, 'app'] as const),
    ...[...forms].map((id) => [id, 'form-kit'] as const),
    ...[...deal].map((id) => [id, 'deal-kit'] as const),
  ]);
}

let bootGraph: Set<string> | null = null;
let kitGraph: Map<string, 'app' | 'form-kit' | 'deal-kit'> | null = null;
const boot = (ctx: ModuleGraph) => (bootGraph ??= bootModules(ctx));
const kits = (ctx: ModuleGraph) => (kitGraph ??= kitModules(ctx, boot(ctx)));

/** The `app` group: what every page runs, and the small modules most screens import. */
export function appChunk(id: string, ctx: ModuleGraph): 'app' | null {
  if (!APP_MODULE.test(id) || id.includes('node_modules')) return null;
  return boot(ctx).has(id) || kits(ctx).get(id) === 'app' ? 'app' : null;
}

/** The kits' group: `form-kit` or `deal-kit` for their modules, else none. */
export function kitChunk(id: string, ctx: ModuleGraph): 'form-kit' | 'deal-kit' | null {
  const kit = kits(ctx).get(id);
  return kit && kit !== 'app' ? kit : null;
}
