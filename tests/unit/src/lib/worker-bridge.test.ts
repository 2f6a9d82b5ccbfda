import { afterEach, describe, expect, it, vi } from 'vitest';

// Each fake worker's api answers when the test resolves its pending calls.
interface Pending { arg: string; resolve: (v: string) => void }
const workers: Array<{ terminated: boolean; pending: Pending[] }> = [];

const release = vi.hoisted(() => Symbol('releaseProxy'));
vi.mock('comlink', () => ({
  releaseProxy: release,
  wrap: (w: { index: number }) => ({
    [release]: () => undefined,
    echo: (arg: string) => new Promise<string>((resolve) => workers[w.index].pending.push({ arg, resolve })),
  }),
}));

const { workerBridge } = await import('../../../../src/lib/worker-bridge');
type Api = { echo(arg: string): Promise<string> };

function bridge(idleMs = 1000) {
  return workerBridge<Api>(() => {
    workers.push({ terminated: false, pending: [] });
    const index = workers.length - 1;
    return { index, terminate: () => { workers[index].terminated = true; } } as unknown as Worker;
  }, idleMs);
}

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  workers.length = 0;
  vi.useRealTimers();
});

describe('worker bridge', () => {
  it('runs calls one at a time in arrival order', async () => {
    const b = bridge();
    const first = b.call((api) => api.echo('a'));
    const second = b.call((api) => api.echo('b'));
    await tick();
    expect(workers[0].pending.map((p) => p.arg)).toEqual(['a']);
    workers[0].pending[0].resolve('A');
    expect(await first).toBe('A');
    await tick();
    expect(workers[0].pending.map((p) => p.arg)).toEqual(['a', 'b']);
    workers[0].pending[1].resolve('B');
    expect(await second).toBe('B');
    expect(workers).toHaveLength(1);
  });

  it('aborting the running call ends its worker and the next call still settles on a fresh worker', async () => {
    const b = bridge();
    const controller = new AbortController();
    const aborted = b.call((api) => api.echo('slow'), controller.signal);
    const waiting = b.call((api) => api.echo('next'));
    await tick();
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0].terminated).toBe(true);
    await tick();
    expect(workers).toHaveLength(2);
    expect(workers[1].pending.map((p) => p.arg)).toEqual(['next']);
    workers[1].pending[0].resolve('NEXT');
    await expect(waiting).resolves.toBe('NEXT');
  });

  it('a call aborted while it waits leaves the queue at once and never reaches the worker', async () => {
    const b = bridge();
    const controller = new AbortController();
    const running = b.call((api) => api.echo('a'));
    const queued = b.call((api) => api.echo('b'), controller.signal);
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    workers[0].pending[0].resolve('A');
    expect(await running).toBe('A');
    await tick();
    expect(workers[0].pending.map((p) => p.arg)).toEqual(['a']);
    expect(workers[0].terminated).toBe(false);
  });

  it('terminate rejects the running call instead of leaving it unsettled', async () => {
    const b = bridge();
    const running = b.call((api) => api.echo('a'));
    await tick();
    b.terminate();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0].terminated).toBe(true);
  });

  it('ends a worker idle for the idle time', async () => {
    vi.useFakeTimers();
    const b = bridge(500);
    const done = b.call((api) => api.echo('a'));
    await vi.advanceTimersByTimeAsync(0);
    workers[0].pending[0].resolve('A');
    await done;
    await vi.advanceTimersByTimeAsync(499);
    expect(workers[0].terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(workers[0].terminated).toBe(true);
  });
});
