/** WhatsApp chat links (wa.me), optionally with a prefilled message. */
import { BRAND } from '../../domain/brand';

/** 'https://wa.me/6281127010001?text=...' for a number written any way ('+62 811 2701 0001', '0811...'). */
export function whatsappUrl(number: string, text?: string): string {
  let digits = number.replace(/\D/g, '');
  // A local number (08...) becomes the international form wa.me needs.
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** The dealer group's own WhatsApp with an optional prefilled message. */
export function brandWhatsappUrl(text?: string): string {
  return whatsappUrl(BRAND.whatsapp, text);
}
