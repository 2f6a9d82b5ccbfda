// @vitest-environment jsdom
import 'fake-indexeddb/auto';
/** The profile's consent list (issue 29.1): purposes in Indonesian, since when, the text version, and a button that posts at once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CONSENT_TEXT_VERSIONS } from '../../../../../domain/consents';
import { ConsentList } from '../../../../../src/features/member/tabs/consent-list';
import { StoresProvider } from '../../../../../src/stores/stores-context';
import { fakeApi, makeStore, ok } from '../../member-harness';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const member = { token: 'tok', unique_id: 'MBR1', member_email: 'budi@example.com' };
const at = '2026-11-20T03:00:00.000Z';
const offers = (granted: boolean) => ({ purpose: 'offers', granted, at, text_version: CONSENT_TEXT_VERSIONS.offers, source: granted ? 'register' : 'profile' });
const processing = { purpose: 'processing', granted: true, at, text_version: CONSENT_TEXT_VERSIONS.processing, source: 'register' };

describe('consent list', () => {
  it('lists every purpose and withdraws offers at once', async () => {
    const { calls } = fakeApi({
      'GET member/consents': ok([processing, offers(true)]),
      'POST member/consents': ok([processing, offers(false)], 'Persetujuan ditarik'),
    });
    render(<StoresProvider store={makeStore()}><ConsentList member={member} disabled={false} /></StoresProvider>);
    const row = (await screen.findByText('Penawaran dan promo')).closest('li')!;
    expect(within(row).getByText(/Diberikan sejak .*registrasi/)).toBeTruthy();
    expect(within(row).getByText(`Versi teks: ${CONSENT_TEXT_VERSIONS.offers}`)).toBeTruthy();
    const reminders = screen.getByText('Pengingat service').closest('li')!;
    expect(within(reminders).getByText('Belum pernah diberikan')).toBeTruthy();
    expect(within(reminders).getByRole('button', { name: 'Berikan persetujuan' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Tarik persetujuan' }));
    await waitFor(() => expect(within(row).getByText(/Ditarik sejak .*profil/)).toBeTruthy());
    expect(calls.find((c) => c.key === 'POST member/consents')?.body).toEqual({ purpose: 'offers', granted: false });
    expect(within(row).getByRole('button', { name: 'Berikan persetujuan' })).toBeTruthy();
  });
});
