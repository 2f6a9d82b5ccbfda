/** Quiet hours (21:00-07:00 WIB), the plain text of a push, and member record links. */
import { describe, expect, it } from 'vitest';
import { memberRecordLink, notBefore, plainText } from '../../../domain/notifications';

/** A moment given in WIB (UTC+7). */
const wib = (iso: string) => new Date(`${iso}+07:00`);

describe('notBefore', () => {
  it('lets daytime messages go at once', () => {
    for (const at of ['2026-11-27T07:00:00', '2026-11-27T12:30:00', '2026-11-27T20:59:59']) expect(notBefore(wib(at), 'status')).toEqual(wib(at));
  });
  it('holds evening and night messages to the next 07:00 WIB', () => {
    expect(notBefore(wib('2026-11-27T21:00:00'), 'status')).toEqual(wib('2026-11-28T07:00:00'));
    expect(notBefore(wib('2026-11-27T23:59:00'), 'offers')).toEqual(wib('2026-11-28T07:00:00'));
    // After midnight WIB (still the previous day in UTC): the same morning.
    expect(notBefore(wib('2026-11-28T00:30:00'), 'reminders')).toEqual(wib('2026-11-28T07:00:00'));
    expect(notBefore(wib('2026-11-28T06:59:59'), 'status')).toEqual(wib('2026-11-28T07:00:00'));
    // Across a month's end.
    expect(notBefore(wib('2026-11-30T22:00:00'), 'status')).toEqual(wib('2026-12-01T07:00:00'));
  });
  it('never holds an answer', () => {
    expect(notBefore(wib('2026-11-27T23:00:00'), 'answer')).toEqual(wib('2026-11-27T23:00:00'));
  });
});

describe('plainText and links', () => {
  it('strips tags, decodes entities and cuts long text', () => {
    expect(plainText('<p>Halo &amp; <b>selamat</b></p><p>Budi &#60;x&#62;</p>')).toBe('Halo & selamat Budi <x>');
    expect(plainText(`<p>${'a'.repeat(300)}</p>`, 180)).toHaveLength(180);
  });
  it('links a record to its detail page, the rest to the inbox', () => {
    expect(memberRecordLink('testdrive', 7)).toBe('/testdrive/detail/7');
    expect(memberRecordLink('order', 3)).toBe('/bookingorder/detail/3');
    expect(memberRecordLink('contact', 3)).toBe('/dashboard-member?tab=8');
  });
});
