/** `/verifikasi-email#token=`: posts the mailed link's token once and says, in Indonesian, how it went. */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../lib/paths';
import { ApiError } from '../../data/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { useStores } from '../../stores/stores-context';
import { Button, ButtonLink } from '../../ui/button';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { linkToken, verifyEmail } from './verify-email-api';
import styles from './verify-email.module.css';

/** What the page shows after the link was used. */
export const VERIFY_TEXTS = {
  checking: 'Memverifikasi email Anda...',
  done: 'Email berhasil diverifikasi',
  doneLoggedIn: 'Semua riwayat yang dikirim dengan alamat email ini kini tampil di dashboard member Anda. Sesi di perangkat lain telah diakhiri.',
  doneLogin: 'Silakan login untuk melihat semua riwayat Anda. Sesi lain yang memakai alamat ini telah diakhiri.',
  invalid: 'Tautan verifikasi tidak valid atau sudah kedaluwarsa',
  invalidHint: 'Minta link baru dari Beranda dashboard member.',
} as const;

type State = { kind: 'checking' } | { kind: 'done'; loggedIn: boolean } | { kind: 'failed'; message: string };

/** The verification page. */
export default observer(function VerifyEmailScreen() {
  useDocumentTitle('Verifikasi Email');
  const { session, ui } = useStores();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const sent = useRef(false);

  useEffect(() => {
    // A link works once: never post it twice (React may run effects twice in development).
    if (sent.current) return;
    sent.current = true;
    const token = linkToken(window.location.hash);
    // The token leaves the address bar (and the history) at once.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setState({ kind: 'failed', message: VERIFY_TEXTS.invalid });
      return;
    }
    verifyEmail(token, session.token)
      .then((result) => {
        if (result.logged_in && session.profile) void session.setProfile({ ...session.profile, email_verified: true });
        setState({ kind: 'done', loggedIn: result.logged_in });
      })
      .catch((error: unknown) => setState({ kind: 'failed', message: error instanceof ApiError ? error.message : VERIFY_TEXTS.invalid }));
  }, [session]);

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-live="polite" aria-labelledby="verify-title">
        <span className={styles.eyebrow}>Member Area</span>
        {state.kind === 'checking' ? (
          <>
            <h1 id="verify-title" className={styles.title}>Verifikasi Email</h1>
            <Spinner label={VERIFY_TEXTS.checking} />
            <p className={styles.lead}>{VERIFY_TEXTS.checking}</p>
          </>
        ) : state.kind === 'done' ? (
          <>
            <span className={`${styles.icon} ${styles.ok}`}><Icon name="check" size={28} /></span>
            <h1 id="verify-title" className={styles.title}>{VERIFY_TEXTS.done}</h1>
            <p className={styles.lead}>{state.loggedIn ? VERIFY_TEXTS.doneLoggedIn : VERIFY_TEXTS.doneLogin}</p>
            <div className={styles.actions}>
              {state.loggedIn ? (
                <ButtonLink to={paths.dashboardMember.getHref(1)}>Buka Dashboard Member</ButtonLink>
              ) : (
                <Button onClick={() => ui.openAuthModal('login')}>Login</Button>
              )}
            </div>
          </>
        ) : (
          <>
            <span className={`${styles.icon} ${styles.bad}`}><Icon name="alert" size={28} /></span>
            <h1 id="verify-title" className={styles.title}>Verifikasi Gagal</h1>
            <p className={styles.lead}>{state.message}. {VERIFY_TEXTS.invalidHint}</p>
            <div className={styles.actions}>
              {session.isLoggedIn ? (
                <ButtonLink to={paths.dashboardMember.getHref(1)}>Buka Dashboard Member</ButtonLink>
              ) : (
                <Button onClick={() => ui.openAuthModal('login')}>Login</Button>
              )}
              <ButtonLink to={paths.home.getHref()} variant="secondary">Ke Beranda</ButtonLink>
            </div>
          </>
        )}
      </section>
    </div>
  );
});
