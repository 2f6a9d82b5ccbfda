// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Questions } from '../../../../../domain/api';
import { db } from '../../../../../src/data/database';
import { DreamCarFinder, QUESTION_LABELS } from '../../../../../src/features/home/components/dream-car-finder';

const QUESTIONS: Questions = {
  question_1: [{ value_id: 1, question: 'Mobil keluarga yang lega' }, { value_id: 5, question: 'Mobil bisnis dan niaga' }],
  question_2: [{ value_id: 1, question: 'Harga terjangkau' }, { value_id: 2, question: 'Irit bahan bakar' }],
  question_3: [{ value_id: 1, question: 'Angkut barang' }],
};

function renderFinder() {
  const router = createMemoryRouter([
    { path: '/', element: <DreamCarFinder /> },
    { path: '/merapi-journey', element: <p>journey</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const find = () => screen.getByRole('button', { name: 'FIND' }) as HTMLButtonElement;

beforeEach(async () => {
  await db.responses.clear();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 200, message: 'ok', data: QUESTIONS }), { status: 200 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Home dream car finder', () => {
  it('keeps question 2 and FIND disabled until question 1 and 2 are chosen', async () => {
    renderFinder();
    await waitFor(() => expect(select(QUESTION_LABELS[1]).disabled).toBe(false));
    expect(select(QUESTION_LABELS[2]).disabled).toBe(true);
    expect(find().disabled).toBe(true);
    fireEvent.change(select(QUESTION_LABELS[1]), { target: { value: '1' } });
    expect(select(QUESTION_LABELS[2]).disabled).toBe(false);
    expect(screen.queryByLabelText(QUESTION_LABELS[3])).toBeNull();
    fireEvent.change(select(QUESTION_LABELS[2]), { target: { value: '2' } });
    expect(find().disabled).toBe(false);
  });

  it('asks the business question for answer 5 and goes to the journey with all answers', async () => {
    const router = renderFinder();
    await waitFor(() => expect(select(QUESTION_LABELS[1]).disabled).toBe(false));
    fireEvent.change(select(QUESTION_LABELS[1]), { target: { value: '5' } });
    fireEvent.change(select(QUESTION_LABELS[2]), { target: { value: '1' } });
    expect(find().disabled).toBe(true);
    fireEvent.change(select(QUESTION_LABELS[3]), { target: { value: '1' } });
    expect(find().disabled).toBe(false);
    await act(async () => fireEvent.click(find()));
    expect(router.state.location.pathname).toBe('/merapi-journey');
    expect(router.state.location.search).toBe('?question_1=5&question_2=1&question_3=1');
  });

  it('clears the later answers when question 1 changes', async () => {
    renderFinder();
    await waitFor(() => expect(select(QUESTION_LABELS[1]).disabled).toBe(false));
    fireEvent.change(select(QUESTION_LABELS[1]), { target: { value: '5' } });
    fireEvent.change(select(QUESTION_LABELS[2]), { target: { value: '1' } });
    fireEvent.change(select(QUESTION_LABELS[3]), { target: { value: '1' } });
    fireEvent.change(select(QUESTION_LABELS[1]), { target: { value: '1' } });
    expect(select(QUESTION_LABELS[2]).value).toBe('');
    expect(screen.queryByLabelText(QUESTION_LABELS[3])).toBeNull();
    expect(find().disabled).toBe(true);
  });
});
