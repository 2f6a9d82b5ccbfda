import { describe, expect, it } from 'vitest';
import { auditQuery, detailText, parseAuditFilter } from '../../../../src/back-office/audit/audit-filter';
import { filterFromForm, formValues, parseQueueFilter, queueQuery, rangeErrors } from '../../../../src/back-office/queue/queue-filter';
import { returnPath } from '../../../../src/back-office/session/sign-in-screen';

const params = (q: string) => new URLSearchParams(q);

describe('queue filter in the address', () => {
  it('keeps what the API accepts for the kind and drops the rest', () => {
    expect(parseQueueFilter('testdrive', params('status=confirmed&branch_id=3&assigned=me&q=%20Budi%20&from=2026-11-01&to=2026-11-30&sort=oldest&page=2')))
      .toEqual({ status: 'confirmed', branch_id: 3, assigned: 'me', q: 'Budi', from: '2026-11-01', to: '2026-11-30', sort: 'oldest', page: 2 });
    expect(parseQueueFilter('testdrive', params('status=pending&branch_id=x&assigned=everyone&from=kemarin&to=2026-01-01&sort=random&page=-1')))
      .toEqual({ status: undefined, branch_id: undefined, assigned: undefined, q: undefined, from: undefined, to: '2026-01-01', sort: undefined, page: undefined });
    expect(parseQueueFilter('payment', params('status=pending')).status).toBe('pending');
    expect(parseQueueFilter('testdrive', params(`q=${'a'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('drops a range that ends before it starts', () => {
    expect(parseQueueFilter('order', params('from=2026-11-10&to=2026-11-01'))).toMatchObject({ from: '2026-11-10', to: undefined });
    expect(rangeErrors({ from: '2026-11-10', to: '2026-11-01' })).toEqual({ to: ['Tanggal akhir sebelum tanggal awal'] });
    expect(rangeErrors({ from: '2026-11-01', to: '2026-11-10' })).toEqual({});
  });

  it('writes the query in one order (one mirror key per filter), the export without the page', () => {
    const f = { page: 3, sort: 'oldest' as const, q: 'TD-1', status: 'new' };
    expect(queueQuery(f)).toBe('?status=new&q=TD-1&sort=oldest&page=3');
    expect(queueQuery(f, false)).toBe('?status=new&q=TD-1&sort=oldest');
    expect(queueQuery({})).toBe('');
  });

  it('turns the form into a filter that keeps the status and goes back to page 1', () => {
    const values = formValues({ branch_id: 2, assigned: 'none', q: 'x', sort: 'oldest', page: 4 });
    expect(values).toEqual({ q: 'x', branch_id: '2', assigned: 'none', from: '', to: '', sort: 'oldest' });
    expect(filterFromForm({ ...values, q: '  Siti ', branch_id: 'all' }, 'new'))
      .toEqual({ status: 'new', branch_id: undefined, assigned: 'none', q: 'Siti', from: undefined, to: undefined, sort: 'oldest' });
  });
});

describe('audit filter', () => {
  it('keeps known actions and kinds only', () => {
    expect(parseAuditFilter(params('staff_id=2&action=file.view&kind=payment&record_id=12&page=2')))
      .toEqual({ staff_id: 2, action: 'file.view', kind: 'payment', record_id: '12', from: undefined, to: undefined, page: 2 });
    expect(parseAuditFilter(params('action=drop&kind=members'))).toMatchObject({ action: undefined, kind: undefined });
    expect(auditQuery({ kind: 'staff', page: 2 }, false)).toBe('?kind=staff');
  });

  it('writes a row\'s detail as plain text', () => {
    expect(detailText({ to: 'confirmed', version: 1, filter: { status: 'new' } })).toBe('to: confirmed · version: 1 · filter: {"status":"new"}');
  });
});

describe('sign-in return path', () => {
  it('returns only to a back office address', () => {
    expect(returnPath('/staff/queue/testdrive/4')).toBe('/staff/queue/testdrive/4');
    expect(returnPath('/staff?x=1')).toBe('/staff?x=1');
    expect(returnPath('https://evil.example/staff')).toBe('/staff');
    expect(returnPath('//evil.example')).toBe('/staff');
    expect(returnPath('/staffing')).toBe('/staff');
    expect(returnPath('/staff/login')).toBe('/staff');
    expect(returnPath(null)).toBe('/staff');
  });
});
