/**
 * 'Privasi & data' in the profile (issue 29.1-29.3): the member's consents with withdraw / give,
 * download everything the member's session may see as a ZIP, or delete the account after reading
 * what is kept. Export and deletion ask the password again; all three need a connection.
 */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DELETION_STATEMENT, PRIVACY_MESSAGES } from '../../../../domain/privacy';
import type { MemberAuth } from '../../../data/repositories/member';
import { useOnline } from '../../../lib/use-online';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icons';
import { ConsentList } from './consent-list';
import { DeleteAccountModal, ExportDataModal } from './privacy-modals';
import styles from './privacy.module.css';
import tab from './tab.module.css';

/** The section with its two actions. */
export const PrivacySection = observer(function PrivacySection({ member }: { member: MemberAuth | null }) {
  const online = useOnline();
  const [open, setOpen] = useState<'export' | 'delete' | null>(null);
  const disabled = !member || !online;
  return (
    <section aria-labelledby="member-privacy-title" className={styles.section}>
      <h2 id="member-privacy-title" className={tab.title}>Privasi &amp; data</h2>
      <p className={tab.subtitle}>Hak Anda atas data pribadi sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi.</p>
      {online ? null : (
        <p className={styles.offline} role="status">
          <Icon name="alert" size={18} /> {PRIVACY_MESSAGES.offline}
        </p>
      )}
      {member ? (
        <div className={`${tab.card} ${styles.consentCard}`}>
          <h3 className={styles.cardTitle}>Persetujuan Anda</h3>
          <p className={styles.text}>Persetujuan penawaran, pengingat dan notifikasi boleh Anda tarik kapan saja; perubahan berlaku saat itu juga.</p>
          <ConsentList member={member} disabled={!online} />
        </div>
      ) : null}
      <div className={styles.cards}>
        <div className={tab.card}>
          <h3 className={styles.cardTitle}>Unduh data saya</h3>
          <p className={styles.text}>
            Satu file ZIP berisi semua data Anda: profil, test drive, booking service, trade in, pengajuan kredit, pesanan, konfirmasi
            pembayaran, inbox, serta foto yang Anda unggah (KTP, bukti transfer, foto profil). Data lengkap dalam format JSON beserta
            ringkasan yang mudah dibaca.
          </p>
          <Button variant="secondary" onClick={() => setOpen('export')} disabled={disabled}>
            Unduh data saya
          </Button>
        </div>
        <div className={tab.card}>
          <h3 className={styles.cardTitle}>Hapus akun</h3>
          <p className={styles.text}>{DELETION_STATEMENT.deleted}</p>
          <p className={styles.text}>{DELETION_STATEMENT.kept}</p>
          <Button variant="dark" onClick={() => setOpen('delete')} disabled={disabled}>
            Hapus akun
          </Button>
        </div>
      </div>
      {open === 'export' && member ? <ExportDataModal member={member} onClose={() => setOpen(null)} /> : null}
      {open === 'delete' && member ? <DeleteAccountModal member={member} onClose={() => setOpen(null)} /> : null}
    </section>
  );
});
