import { readFileSync } from 'node:fs';
const t = JSON.parse(readFileSync('/tmp/trace.json', 'utf8'));
const ev: any[] = t.traceEvents;
const nav = ev.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith('http'));
const t0 = nav.ts;
for (const e of ev.filter((e) => e.pid === nav.pid && /CommitNavigation|navigationStart|TimerInstall|TimerFire|ResourceSendRequest/.test(e.name))) {
  console.log(((e.ts - t0) / 1000).toFixed(0), e.name, e.tid, JSON.stringify(e.args).slice(0, 220));
}
