/**
 * `/lacak-booking` (issue 30.5): a guest finds a booking on any device. Booking ID and the e-mail it
 * was made with; a six-digit code goes to that address; the code shows that one booking (status,
 * steps, for an order what is paid and left). 'Buat password' mails a link to set one.
 */
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateId } from '../../../domain/money';
import { TRACK_CODE_LENGTH, TRACK_CODE_TTL_MINUTES, TrackRequestDto, TrackVerifyDto, type TrackedBooking } from '../../../domain/track';
import { api, ApiError, SERVER_ERROR_TEXT } from '../../data/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { FormStore } from '../../stores/form/form-store';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormText } from '../../ui/form-fields';
import { SubmitButton } from '../../ui/submit-button';
import { digitsOnly } from '../../ui/text-field';
import { memberHistorySteps, Timeline } from '../../ui/timeline';
import styles from './track.module.css';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : SERVER_ERROR_TEXT);

/** Sends a form; field errors go beside the fields, anything else above the button. */
async function send<T>(form: FormStore, call: () => Promise<T>): Promise<T | undefined> {
  if (!form.beginSave()) {
    form.touchAll();
    return undefined;
  }
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && Object.keys(error.errors).length) form.setServerErrors(error.errors);
    else form.setMessage(messageOf(error));
    return undefined;
  } finally {
    form.endSave();
  }
}

export default observer(function TrackScreen() {
  useDocumentTitle('Lacak Booking');
  const [params] = useSearchParams();
  const [ask] = useState(() => new FormStore(TrackRequestDto, { initial: { booking_id: params.get('id') ?? '', email: '' } }));
  const [verify] = useState(() => new FormStore(TrackVerifyDto, { initial: { booking_id: '', code: '' } }));
  const [sent, setSent] = useState<string | null>(null);
  const [booking, setBooking] = useState<TrackedBooking | null>(null);

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    const done = await send(ask, () => api.post('track/code', ask.payload).then(() => true));
    if (done) {
      setSent(String(ask.value('booking_id')).toUpperCase());
      verify.reset({ booking_id: String(ask.value('booking_id')), code: '' });
    }
  };
  const openBooking = async (event: FormEvent) => {
    event.preventDefault();
    const found = await send(verify, () => api.post('track/verify', verify.payload));
    if (found) setBooking(found);
  };

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="track-title">
        <span className={styles.eyebrow}>Booking Tanpa Login</span>
        <h1 id="track-title" className={styles.title}>Lacak Booking</h1>
        {booking ? (
          <Tracked booking={booking} email={String(ask.value('email'))} onAgain={() => { setBooking(null); setSent(null); }} />
        ) : sent ? (
          <form className={styles.form} onSubmit={(e) => void openBooking(e)} noValidate aria-label="Masukkan kode">
            <p className={styles.lead}>
              Jika <strong>{sent}</strong> dibuat dengan e-mail tersebut, kode {TRACK_CODE_LENGTH} angka sudah kami kirim ke sana.
              Kode berlaku {TRACK_CODE_TTL_MINUTES} menit dan hanya sekali pakai.
            </p>
            <FormText form={verify} field="code" label="Kode dari e-mail" inputMode="numeric" autoComplete="one-time-code"
              sanitize={digitsOnly} maxLength={TRACK_CODE_LENGTH} />
            {verify.message ? <Alert kind="danger">{verify.message}</Alert> : null}
            <SubmitButton isSaving={verify.isSaving} disabled={!verify.valid} missing={verify.missing()} block>Lihat Booking</SubmitButton>
            <Button variant="ghost" size="small" onClick={() => setSent(null)}>Kirim ulang kode</Button>
          </form>
        ) : (
          <form className={styles.form} onSubmit={(e) => void requestCode(e)} noValidate aria-label="Cari booking">
            <p className={styles.lead}>
              Masukkan Booking ID dari halaman konfirmasi atau e-mail Anda, dan e-mail yang Anda pakai saat booking.
              Kami kirim kode ke e-mail tersebut; hanya pemilik e-mail yang dapat membuka booking ini.
            </p>
            <FormText form={ask} field="booking_id" label="Booking ID" placeholder="BO-20261121-7KQ2M9A" autoComplete="off" maxLength={40} />
            <FormText form={ask} field="email" label="Email" type="email" autoComplete="email" maxLength={254} />
            {ask.message ? <Alert kind="danger">{ask.message}</Alert> : null}
            <SubmitButton isSaving={ask.isSaving} disabled={!ask.valid} missing={ask.missing()} block>Kirim Kode</SubmitButton>
          </form>
        )}
      </section>
    </div>
  );
});

/** The booking the code opened, and 'Buat password' when its account has none proved yet. */
const Tracked = observer(function Tracked({ booking, email, onAgain }: { booking: TrackedBooking; email: string; onAgain: () => void }) {
  const [password] = useState(() => new FormStore(TrackRequestDto, { initial: { booking_id: booking.booking_id, email } }));
  const [passwordSent, setPasswordSent] = useState<string | null>(null);
  const createPassword = async () => {
    const done = await send(password, () => api.post('track/password', password.payload).then(() => true));
    if (done) setPasswordSent(`Tautan untuk membuat password sudah kami kirim ke ${email}.`);
  };
  const rows: Array<[string, string]> = [
    ['Booking ID', booking.booking_id], ['Jenis', booking.kind_label], ['Mobil', booking.car], ['Cabang', booking.branch_name],
    ['Tanggal booking', formatDateId(booking.booking_date)], ...(booking.schedule ? [['Jadwal diminta', booking.schedule] as [string, string]] : []),
  ];
  return (
    <div className={styles.result}>
      <p className={styles.status}><span>Status</span><strong>{booking.status}</strong></p>
      {booking.money ? (
        <div className={styles.money}>
          <strong>{booking.money.summary}</strong>
          {booking.money.next_step ? <span>{booking.money.next_step}</span> : null}
        </div>
      ) : null}
      <dl className={styles.rows}>
        {rows.map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
      </dl>
      {booking.timeline.length ? (
        <>
          <h2 className={styles.subTitle}>Riwayat Status</h2>
          <Timeline steps={memberHistorySteps(booking.timeline)} label={`Riwayat status ${booking.booking_id}`} />
        </>
      ) : null}
      {booking.can_create_password ? (
        <div className={styles.password}>
          <h2 className={styles.subTitle}>Buat password</h2>
          <p className={styles.lead}>Dengan password Anda dapat masuk di perangkat mana pun dan melihat semua booking Anda. Kami kirim tautannya ke e-mail booking ini.</p>
          {passwordSent ? <Alert kind="success">{passwordSent}</Alert> : (
            <Button variant="secondary" onClick={() => void createPassword()} disabled={password.isSaving}>Buat Password</Button>
          )}
          {password.message ? <Alert kind="danger">{password.message}</Alert> : null}
        </div>
      ) : null}
      <Button variant="ghost" size="small" onClick={onAgain}>Lacak booking lain</Button>
    </div>
  );
});
