// @vitest-environment jsdom
/**
 * Input done on a server page before its JavaScript ran reaches React's state (src/app/early-input.ts),
 * whether the page is hydrated or drawn afresh (a member's page). The browser suite checks the same on
 * the real pages with their scripts held back (tests/e2e/ssr.test.ts).
 */
import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { readEarlyInput, replayEarlyInput } from '../../../../src/app/early-input';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let seen: Record<string, unknown> = {};

function Form() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [city, setCity] = useState('semarang');
  const [kind, setKind] = useState('parts');
  const [agree, setAgree] = useState(false);
  const [locked] = useState('terkunci');
  seen = { name, note, city, kind, agree };
  return (
    <form>
      <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea name="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <select id="city" value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="semarang">Semarang</option>
        <option value="yogyakarta">Yogyakarta</option>
      </select>
      <input type="radio" name="kind" value="parts" checked={kind === 'parts'} onChange={() => setKind('parts')} />
      <input type="radio" name="kind" value="accessories" checked={kind === 'accessories'} onChange={() => setKind('accessories')} />
      <input type="checkbox" id="agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <input id="locked" value={locked} readOnly />
    </form>
  );
}

/** What a visitor does on the bare HTML: the DOM changes, no React handler runs. */
function typeEarly(container: HTMLElement) {
  (container.querySelector('#name') as HTMLInputElement).value = 'Sari Dewi';
  (container.querySelector('textarea') as HTMLTextAreaElement).value = 'Warna hitam?';
  (container.querySelector('#city') as HTMLSelectElement).value = 'yogyakarta';
  (container.querySelector('input[value=accessories]') as HTMLInputElement).checked = true;
  (container.querySelector('#agree') as HTMLInputElement).checked = true;
  (container.querySelector('#locked') as HTMLInputElement).value = 'diubah';
}

const EXPECTED = { name: 'Sari Dewi', note: 'Warna hitam?', city: 'yogyakarta', kind: 'accessories', agree: true };
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

describe('early input', () => {
  it('hydrated: without the hand-over the state misses it; with it, every kind of field reaches the state', () => {
    const container = serverPage();
    typeEarly(container);
    act(() => { root = hydrateRoot(container, <Form />); });
    expect(seen).toEqual({ name: '', note: '', city: 'semarang', kind: 'parts', agree: false });
    act(() => replayEarlyInput(container));
    expect(seen).toEqual(EXPECTED);
    expect((container.querySelector('#name') as HTMLInputElement).value).toBe('Sari Dewi');
    // The text fields now hold what React drew.
    expect(readEarlyInput(container).map((input) => input.selector)).not.toContain('[id="name"]');
  });

  it('drawn afresh: read from the server page, replayed into the new fields by id or name', () => {
    const container = serverPage();
    typeEarly(container);
    const early = readEarlyInput(container);
    expect(early.map((input) => input.selector)).toEqual(['[id="name"]', '[name="note"]', '[id="city"]', '[name="kind"][value="accessories"]', '[id="agree"]', '[id="locked"]']);
    act(() => { root = createRoot(container); root.render(<Form />); });
    expect(seen).toEqual({ name: '', note: '', city: 'semarang', kind: 'parts', agree: false });
    act(() => replayEarlyInput(container, early));
    expect(seen).toEqual(EXPECTED);
    // A read-only field (a member's locked identity) keeps what the app drew.
    expect((container.querySelector('#locked') as HTMLInputElement).value).toBe('terkunci');
  });
});
