// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { newOutboxItem, type OutboxStatus } from '../../../../domain/outbox';
import { db } from '../../../../src/data/database';
import { usePendingSubmissions } from '../../../../src/data/pending-submissions';

const item = (id: string, form: string, email: string, status: OutboxStatus, createdAt: number) => ({
  ...newOutboxItem({ id, request: { endpoint: 'contact', body: { email } }, form, label: `${form} ${id}` }, createdAt), status,
});

beforeEach(async () => {
  await db.outbox.clear();
});

describe('pending submissions of a history', () => {
  it("lists the member's waiting submissions of the forms asked, newest first, and not the delivered ones or others'", async () => {
    await db.outbox.bulkPut([
      item('a', 'test-drive', 'sari@example.com', 'queued', 1),
      item('b', 'test-drive', 'SARI@example.com', 'refused', 3),
      item('c', 'test-drive', 'sari@example.com', 'delivered', 4),
      item('d', 'test-drive', 'budi@example.com', 'sending', 5),
      item('e', 'trade-in', 'sari@example.com', 'queued', 6),
    ]);
    const { result } = renderHook(() => usePendingSubmissions(['test-drive'], { token: null, email: 'sari@example.com' }));
    await waitFor(() => expect(result.current.map((p) => p.label)).toEqual(['test-drive b', 'test-drive a']));
    expect(result.current.map((p) => p.status)).toEqual(['refused', 'queued']);
  });

  it('follows the outbox: a delivered submission leaves the list', async () => {
    await db.outbox.put(item('a', 'booking-service', 'sari@example.com', 'sending', 1));
    const { result } = renderHook(() => usePendingSubmissions(['booking-service'], { token: null, email: 'sari@example.com' }));
    await waitFor(() => expect(result.current).toHaveLength(1));
    await db.outbox.update('a', { status: 'delivered' });
    await waitFor(() => expect(result.current).toHaveLength(0));
  });
});
