/** Tab 1 Beranda: account summary, a notice while the e-mail is unverified, next and past service and test-drive dates, links to book them. */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { formatDateId } from '../../../../domain/money';
import { paths } from '../../../lib/paths';
import { api, ApiError } from '../../../data/api-client';
import { useStores } from '../../../stores/stores-context';
import { Button, ButtonLink } from '../../../ui/button';
import { Icon, type IconName } from '../../../ui/icons';
import { LoadingRegion, Skeleton } from '../../../ui/skeleton';
import { MemberAvatar } from '../components/member-avatar';
import { useProfile } from '../dashboard/use-profile';
import styles from './tab.module.css';
import { TabSection } from '../components/tab-section';

interface AppointmentCardProps {
  title: string;
  icon: IconName;
  next: string | null | undefined;
  past: string | null | undefined;
  href: string;
  action: string;
}

function AppointmentCard({ title, icon, next, past, href, action }: AppointmentCardProps) {
  const day = (value: string | null | undefined) => (value ? formatDateId(value) : <span className={styles.muted}>Belum ada</span>);
  return (
    <article className={styles.card}>
      <h3 className={styles.cardTitle}>
        <Icon name={icon} />
        {title}
      </h3>
      <dl className={styles.dates}>
        <div>
          <dt>Jadwal berikutnya</dt>
          <dd>{day(next)}</dd>
        </div>
        <div>
          <dt>Terakhir</dt>
          <dd>{day(past)}</dd>
        </div>
      </dl>
      <ButtonLink to={href} size="small" block>
        {action}
      </ButtonLink>
    </article>
  );
}

/** Texts of the verification notice. */
export const VERIFY_NOTICE = {
  title: 'Email Anda belum diverifikasi',
  text: 'Kami sudah mengirim link verifikasi ke alamat email Anda. Setelah diverifikasi, riwayat yang dikirim tanpa login dengan alamat ini ikut tampil dan sesi lain yang memakai alamat Anda diakhiri.',
  resend: 'Kirim Ulang Link Verifikasi',
  sent: 'Link verifikasi sudah dikirim ke email Anda',
} as const;

/** Shown while the address is unverified: what that means, and a new link on request. */
const VerifyNotice = observer(function VerifyNotice() {
  const { session, ui } = useStores();
  const [sending, setSending] = useState(false);
  async function resend() {
    setSending(true);
    try {
      await api.post('verifyemail/resend', {}, { token: session.token });
      ui.showToast('success', VERIFY_NOTICE.sent);
    } catch (error) {
      ui.showToast('error', error instanceof ApiError ? error.message : 'Server Bermasalah');
    } finally {
      setSending(false);
    }
  }
  return (
    <div role="status" className={styles.card} style={{ marginBottom: 'var(--space-2)', borderColor: 'var(--color-accent)', background: '#fffbea' }}>
      <h3 className={styles.cardTitle}>
        <Icon name="mail" />
        {VERIFY_NOTICE.title}
      </h3>
      <p style={{ margin: '0 0 var(--space-2)' }}>{VERIFY_NOTICE.text}</p>
      <Button size="small" variant="dark" onClick={() => void resend()} disabled={sending}>
        {sending ? 'Mengirim...' : VERIFY_NOTICE.resend}
      </Button>
    </div>
  );
});

/** The member's overview. */
export default observer(function HomeTab() {
  const { profile } = useProfile();
  return (
    <TabSection titleId="member-home-title" title="Beranda" subtitle={`Selamat datang kembali${profile ? `, ${profile.full_name}` : ''}.`}>
      {profile ? (
        <div className={`${styles.card} ${styles.summary}`}>
          <MemberAvatar name={profile.full_name} hasPhoto={Boolean(profile.image)} size={64} />
          <div className={styles.summaryText}>
            <strong>{profile.full_name}</strong>
            <span>
              <Icon name="mail" size={16} />
              {profile.member_email}
            </span>
            <span>
              <Icon name="phone" size={16} />
              {profile.phone || '-'}
            </span>
          </div>
        </div>
      ) : (
        <LoadingRegion>
          <Skeleton height={96} />
        </LoadingRegion>
      )}
      {profile?.email_verified === false ? <VerifyNotice /> : null}
      <div className={styles.grid}>
        <AppointmentCard title="Booking Service" icon="wrench" next={profile?.next_bookingservice} past={profile?.past_bookingservice} href={paths.bookingService.getHref()} action="Booking Service" />
        <AppointmentCard title="Test Drive" icon="steering" next={profile?.next_testdrive} past={profile?.past_testdrive} href={paths.testDrive.getHref()} action="Booking Test Drive" />
      </div>
    </TabSection>
  );
});
