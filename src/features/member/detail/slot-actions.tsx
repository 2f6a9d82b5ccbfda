/**
 * The slot of a booking on its member's detail page (issue 32): held or a request (with the three
 * nearest free times, each a one-click move), and until the day before, move to another free slot
 * (the booking forms' slot picker) or cancel with a reason (POST member/bookings/{kind}/{id}/reschedule
 * | cancel with the version; 409 and 422 show the server's message).
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { MemberSlot } from '../../../../domain/api';
import { bookingWindow } from '../../../../domain/slots';
import { formatDateId } from '../../../../domain/money';
import { api, ApiError } from '../../../data/api-client';
import { forgetRecentAnswers } from '../../../data/mirrored-query';
import { useSlotAvailability } from '../../../lib/use-slot-availability';
import { Button } from '../../../ui/button';
import { SlotPicker } from '../../../ui/slot-picker';
import { TextField } from '../../../ui/text-field';
import styles from './detail.module.css';

const STATUS: Record<MemberSlot['status'], string> = {
  held: 'Jadwal sudah dipesan untuk Anda',
  request: 'Jadwal yang dipilih penuh: permintaan tercatat, tim cabang akan menghubungi Anda',
  cancelled: 'Booking dibatalkan',
};

function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.errors)[0]?.[0];
    return first ?? error.message;
  }
  return 'Gagal mengirim, periksa koneksi lalu coba lagi.';
}

export const SlotActions = observer(function SlotActions({ kind, id, token, slot, version, onChanged }: {
  kind: string; id: number; token: string; slot: MemberSlot; version: number; onChanged: () => void;
}) {
  const [mode, setMode] = useState<'' | 'move' | 'cancel'>('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async (action: 'reschedule' | 'cancel', body: Record<string, unknown>) => {
    setBusy(true);
    setError('');
    try {
      await api.post(`member/bookings/${kind}/${id}/${action}`, { ...body, version }, { token });
      setMode('');
      // The detail was fetched moments ago: forget that answer so the refetch asks the server.
      forgetRecentAnswers();
      onChanged();
    } catch (e) {
      setError(messageOf(e));
      if (e instanceof ApiError && e.status === 409) {
        forgetRecentAnswers();
        onChanged();
      }
    } finally {
      setBusy(false);
    }
  };
  const window = bookingWindow();
  // Asked only while "Ubah Jadwal" is open; the same mirrored answer as the booking forms'.
  const slots = useSlotAvailability(mode === 'move' ? { ...slot.query, date_from: window.first, date_to: window.last } : null,
    { sentLater: 'Simpan jadwal baru setelah tersambung kembali.' });
  return (
    <section className={styles.card} aria-labelledby="detail-slot">
      <h2 id="detail-slot" className={styles.cardTitle}>Jadwal</h2>
      <p>{STATUS[slot.status]}: <strong>{formatDateId(slot.date)} pukul {slot.time}</strong></p>
      {slot.status === 'request' && slot.alternatives.length ? (
        <div className={styles.slotAlternatives}>
          <p>Jadwal terdekat yang masih tersedia:</p>
          {slot.alternatives.map((a) => (
            <Button key={`${a.date} ${a.time}`} size="small" variant="ghost" disabled={busy || !slot.may_change}
              onClick={() => void send('reschedule', { date: a.date, time: a.time })}>
              {formatDateId(a.date)} {a.time}
            </Button>
          ))}
        </div>
      ) : null}
      {slot.may_change ? (
        <div className={styles.slotButtons}>
          <Button size="small" variant={mode === 'move' ? 'primary' : 'ghost'} onClick={() => setMode(mode === 'move' ? '' : 'move')}>Ubah Jadwal</Button>
          <Button size="small" variant={mode === 'cancel' ? 'primary' : 'ghost'} onClick={() => setMode(mode === 'cancel' ? '' : 'cancel')}>Batalkan Booking</Button>
        </div>
      ) : slot.status !== 'cancelled' ? <p className={styles.slotNote}>Jadwal tidak dapat diubah lagi (paling lambat sehari sebelumnya).</p> : null}
      {mode === 'move' ? (
        <form className={styles.slotForm} onSubmit={(e) => { e.preventDefault(); void send('reschedule', { date, time }); }}>
          <SlotPicker days={slots.days} loading={slots.loading} note={slots.note} date={date} time={time}
            onDate={(d) => { setDate(d); setTime(''); }} onTime={setTime} dateLabel="Tanggal baru" timeLabel="Jam baru"
            min={window.first} max={window.last} beforeWindow={Boolean(date) && date < window.first} />
          <Button type="submit" size="small" disabled={busy || !date || !time}>Simpan Jadwal</Button>
        </form>
      ) : null}
      {mode === 'cancel' ? (
        <form className={styles.slotForm} onSubmit={(e) => { e.preventDefault(); void send('cancel', { reason }); }}>
          <TextField label="Alasan pembatalan" value={reason} onChange={setReason} rows={2} maxLength={500} />
          <Button type="submit" size="small" disabled={busy || !reason.trim()}>Batalkan</Button>
        </form>
      ) : null}
      {error ? <p className={styles.slotError} role="alert">{error}</p> : null}
    </section>
  );
});
