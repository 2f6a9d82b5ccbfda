// @vitest-environment jsdom
/** The shared tab list: counts beside labels, and the side look the member dashboard uses (a row on phones, vertical from 992 px). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, type TabItem } from '../../../../src/ui/tabs';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

/** Answers every media query with `wide` (jsdom has no layout; src/lib/use-media-query keeps the first list it is given). */
let wide = false;
const list = { get matches() { return wide; }, addEventListener: () => undefined, removeEventListener: () => undefined };
function viewport(desktop: boolean) {
  wide = desktop;
  vi.stubGlobal('matchMedia', () => list);
  vi.stubGlobal('CSS', { escape: (id: string) => id });
}

const items: TabItem[] = [{ id: 1, label: 'Beranda' }, { id: 8, label: 'Inbox', count: 2 }, { id: 9, label: 'Garasi Saya', count: 0 }];

function Harness({ look }: { look: 'underline' | 'side' }) {
  const [active, setActive] = useState<string | number>(1);
  return <Tabs idPrefix="t" label="Menu member" look={look} items={items} activeId={active} onChange={setActive} countLabel="belum dibaca" />;
}

const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.id;

describe('Tabs', () => {
  it('shows a count beside its label, read with its meaning, and none at 0', () => {
    viewport(false);
    render(<Harness look="side" />);
    expect(screen.getByRole('tab', { name: /^Inbox\s*2\s*belum dibaca$/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Garasi Saya' }).textContent).toBe('Garasi Saya');
  });

  it('side look: vertical from desktop widths, and every arrow key moves the choice and the focus', () => {
    viewport(true);
    render(<Harness look="side" />);
    const list = screen.getByRole('tablist', { name: 'Menu member' });
    expect(list.getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(selected()).toBe('t-tab-8');
    expect(document.activeElement?.id).toBe('t-tab-8');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('t-tab-9');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(selected()).toBe('t-tab-1');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toBe('t-tab-9');
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(selected()).toBe('t-tab-8');
  });

  it('side look on a phone is a horizontal row; an underline row answers only left and right', () => {
    viewport(false);
    render(<Harness look="side" />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
    cleanup();
    viewport(true);
    render(<Harness look="underline" />);
    const list = screen.getByRole('tablist');
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(selected()).toBe('t-tab-1');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toBe('t-tab-9');
  });
});
