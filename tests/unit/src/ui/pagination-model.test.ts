import { describe, expect, it } from 'vitest';
import { pageFromParam, paginationModel, type PageItem } from '../../../../src/ui/pagination-model';

const meta = (current_page: number, total: number, per_page = 8) => ({ total, per_page, current_page, last_page: Math.max(1, Math.ceil(total / per_page)) });
const show = (items: PageItem[]) => items.map((i) => (i.type === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('club pagination model', () => {
  it('is absent when the list has no results', () => {
    expect(paginationModel(meta(1, 0))).toBeNull();
  });

  it('lists every page of a short list, marking the current one', () => {
    const model = paginationModel(meta(1, 15))!;
    expect(show(model.items)).toBe('[1] 2');
    expect(model.prev).toBeNull();
    expect(model.next).toBe(2);
  });

  it('takes page count from the meta, not from what it could guess', () => {
    expect(paginationModel({ total: 15, per_page: 8, current_page: 2, last_page: 2 })!.next).toBeNull();
    expect(paginationModel({ total: 30, per_page: 10, current_page: 1, last_page: 0 })!.lastPage).toBe(3);
  });

  it('shows first, last and the neighbours of the current page with gaps in a long list', () => {
    expect(show(paginationModel(meta(10, 160))!.items)).toBe('1 … 9 [10] 11 … 20');
    expect(show(paginationModel(meta(1, 160))!.items)).toBe('[1] 2 … 20');
    expect(show(paginationModel(meta(20, 160))!.items)).toBe('1 … 19 [20]');
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(show(paginationModel(meta(4, 160))!.items)).toBe('1 2 3 [4] 5 … 20');
  });

  it('steps back into range from a page past the end', () => {
    const model = paginationModel({ total: 15, per_page: 8, current_page: 9, last_page: 2 })!;
    expect(model.prev).toBe(2);
    expect(model.next).toBeNull();
  });

  it('reads the page from the URL, falling back to 1', () => {
    expect(pageFromParam('2')).toBe(2);
    for (const bad of [null, '', '0', '-1', '1.5', 'dua']) expect(pageFromParam(bad)).toBe(1);
  });
});
