/**
 * The member's consents (issue 29.1): each purpose in Indonesian, since when, the text version, and
 * 'Tarik persetujuan' / 'Berikan persetujuan', which takes effect at once. Network only.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { CONSENT_DEFAULTS, CONSENT_LABELS, CONSENT_PURPOSES, CONSENT_TEXT_VERSIONS, type ConsentPurpose, type ConsentRecord } from '../../../../domain/consents';
import { formatDateTimeId } from '../../../../domain/money';
import type { MemberAuth } from '../../../data/repositories/member';
import { changeConsent, memberConsents } from '../member-privacy-repository';
import { useStores } from '../../../stores/stores-context';
import { Button } from '../../../ui/button';
import { messageOf } from '../form/message';
import styles from './privacy.module.css';

const SOURCES: Record<string, string> = {
  register: 'registrasi', profile: 'profil', 'test-drive': 'form test drive', 'booking-service': 'form booking service',
  'credit-simulation': 'pengajuan kredit', 'lead-sales': 'form konsultasi', 'booking-order': 'pemesanan mobil', device: 'perangkat',
};

/** One line of the list: the state in words. */
function stateOf(record: ConsentRecord | undefined, purpose: ConsentPurpose): string {
  if (!record) return CONSENT_DEFAULTS[purpose] ? 'Aktif sejak awal (belum pernah diubah)' : 'Belum pernah diberikan';
  const since = formatDateTimeId(record.at);
  const from = SOURCES[record.source] ?? record.source;
  return record.granted ? `Diberikan sejak ${since} (${from})` : `Ditarik sejak ${since} (${from})`;
}

export const ConsentList = observer(function ConsentList({ member, disabled }: { member: MemberAuth; disabled: boolean }) {
  const { ui } = useStores();
  const [records, setRecords] = useState<ConsentRecord[] | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<ConsentPurpose | null>(null);

  useEffect(() => {
    let live = true;
    memberConsents(member.token)
      .then((list) => { if (live) setRecords(list); })
      .catch((error: unknown) => { if (live) setFailure(messageOf(error)); });
    return () => { live = false; };
  }, [member.token]);

  async function toggle(purpose: ConsentPurpose, granted: boolean) {
    setBusy(purpose);
    try {
      setRecords(await changeConsent(member.token, purpose, granted));
      ui.showToast('success', granted ? 'Persetujuan diberikan'
        : purpose === 'processing' ? 'Persetujuan ditarik. Pemrosesan data Anda dihentikan; pengajuan kredit yang berjalan ditinjau tim keuangan.' : 'Persetujuan ditarik');
    } catch (error) {
      await ui.showDialog({ title: 'Persetujuan gagal disimpan', text: messageOf(error), kind: 'error' });
    } finally {
      setBusy(null);
    }
  }

  if (failure) return <p className={styles.text} role="alert">{failure}</p>;
  if (!records) return <p className={styles.text} role="status">Memuat persetujuan...</p>;
  const byPurpose = new Map(records.map((r) => [r.purpose, r]));
  return (
    <ul className={styles.consents} aria-label="Persetujuan Anda">
      {CONSENT_PURPOSES.map((purpose) => {
        const record = byPurpose.get(purpose);
        const granted = record?.granted ?? CONSENT_DEFAULTS[purpose];
        return (
          <li key={purpose} className={styles.consent}>
            <div className={styles.consentText}>
              <strong>{CONSENT_LABELS[purpose]}</strong>
              <span>{stateOf(record, purpose)}</span>
              <span className={styles.version}>Versi teks: {record?.text_version ?? CONSENT_TEXT_VERSIONS[purpose]}</span>
            </div>
            <Button size="small" variant={granted ? 'secondary' : 'primary'} onClick={() => void toggle(purpose, !granted)} disabled={disabled || busy !== null}>
              {granted ? 'Tarik persetujuan' : 'Berikan persetujuan'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
});
