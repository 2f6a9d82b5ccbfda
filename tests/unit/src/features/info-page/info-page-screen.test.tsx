// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../../src/data/database';
import { forgetRecentAnswers } from '../../../../../src/data/mirrored-query';
import InfoPageScreen from '../../../../../src/features/info-page/info-page-screen';
import { NEEDS_CONNECTION_TEXT } from '../../../../../src/ui/needs-connection';

const PAGE = { title: 'Kebijakan Privasi', meta_title: 'Kebijakan Privasi | Merapi Toyota', image: '', text: '<p>Data Anda aman.</p>' };

function open(slug: string) {
  const router = createMemoryRouter([{ path: '/info/:profil', element: <InfoPageScreen /> }], { initialEntries: [`/info/${slug}`] });
  render(<RouterProvider router={router} />);
}

beforeEach(async () => {
  await db.responses.clear();
  forgetRecentAnswers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('single info page', () => {
  it('shows the title and the HTML text, titled from meta_title', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 200, message: 'success', data: PAGE }), { status: 200 })));
    open('kebijakan-privasi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeTruthy();
    expect(screen.getByText('Data Anda aman.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Kebijakan Privasi | Merapi Toyota'));
  });

  it('says the page does not exist for an unknown slug', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 404, message: 'Halaman tidak ditemukan', data: null }), { status: 404 })));
    open('tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
  });

  it('says plainly it needs a connection when it was never loaded and the API is unreachable', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }));
    open('info-garansi');
    expect(await screen.findByText(NEEDS_CONNECTION_TEXT)).toBeTruthy();
  });

  it('opens offline from the mirror once it has been seen', async () => {
    await db.responses.put({ key: 'singlepage:kebijakan-privasi', data: PAGE, fetchedAt: 1 });
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }));
    open('kebijakan-privasi');
    expect(await screen.findByText('Data Anda aman.')).toBeTruthy();
    expect(screen.queryByText(NEEDS_CONNECTION_TEXT)).toBeNull();
  });
});
