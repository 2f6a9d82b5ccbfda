/** Messages of the car and branch selects shared by several forms. */
export const CAR_CHOICE = {
  car_category: '*Pilih Kategori Mobil!.',
  car_model: '*Pilih Model Mobil!.',
  car_transmission: '*Pilih Transmisi!.',
  car_type: '*Pilih Tipe Mobil!.',
  kota_cabang: '*Pilih Kota Cabang!.',
  cabang_id: '*Pilih Cabang!.',
  appointment_date: '*Pilih tanggal!.',
  appointment_date_early: '*Min. 3 hari dari hari ini',
  appointment_time: '*Pilih jam!.',
  kebijakan: '*Anda harus menyetujui kebijakan ini!.',
} as const;
