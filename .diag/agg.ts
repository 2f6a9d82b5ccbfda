import { readFileSync } from 'node:fs';
const profile = JSON.parse(readFileSync('/tmp/prof.json', 'utf8'));
const pat = new RegExp(process.argv[2]);
const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n: any) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\/assets\//, '')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
const stacks = new Map<string, number>();
let i = 0;
for (const s of profile.samples) {
  const ms = (profile.timeDeltas[i++] ?? 0) / 1000;
  // chain from leaf to root
  const chain: string[] = []; let id: number | undefined = s;
  while (id !== undefined) { chain.push(name(nodes.get(id))); id = parent.get(id); }
  const hit = chain.findIndex((c) => pat.test(c));
  if (hit < 0) continue;
  const key = chain.slice(Math.max(0, hit - 1), hit + 6).reverse().join(' < ');
  stacks.set(key, (stacks.get(key) ?? 0) + ms);
}
let tot = 0; for (const v of stacks.values()) tot += v;
console.log('total', tot.toFixed(1));
for (const [k, v] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(v.toFixed(1).padStart(7), k);
