/** The order flow's texts: the spec's where it gives them, plain Indonesian where it does not. */
import { BRAND } from '../../../domain/brand';

/** Texts of the order flow's outcomes. */
export const ORDER_MESSAGES = {
  success: 'Booking Order berhasil ditambahkan',
  needsNetwork: 'Pemesanan membutuhkan koneksi internet',
  priceChanged: 'Harga sudah berubah, silakan periksa kembali',
  promoValid: '*Berhasil memakai kode promo',
  promoInvalid: '*Kode Promo tidak Berlaku',
  promoNeedsNetwork: '*Cek kode promo membutuhkan koneksi internet',
  chassisValid: `Anda Adalah Member Lama ${BRAND.productTitle}`,
  chassisInvalid: `Anda Adalah Member Baru ${BRAND.productTitle}`,
  chassisNeedsNetwork: 'Cek nomor rangka membutuhkan koneksi internet',
  failedTitle: 'Booking Order gagal',
} as const;
