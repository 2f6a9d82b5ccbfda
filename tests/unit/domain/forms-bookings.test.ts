import { describe, expect, it } from 'vitest';
import { BookingServiceDto, buildYears, TestDriveDto, TradeInDto, validateForm } from '../../../domain/forms';
import { addDays, formatDateId } from '../../../domain/money';
import { appointment, branch, car, consents, identity } from './forms-fixtures';

const testDrive = () => ({ ...identity, ...car, ...branch, ...appointment(), ...consents, buycar: '0 - 3 bulan' });
const booking = () => ({
  ...identity, ...car, ...branch, ...appointment(), ...consents,
  police_number: 'H 1234 AB', build_year: 2020, car_km: '45000', service_type: 'general-service', service_ke: 3,
});
const tradeIn = {
  ...identity, brand: 1, brand_model: 2, brand_year: 2018, brand_type: 7, ...car, ...branch,
};

describe('test drive', () => {
  it('accepts a complete request', () => expect(validateForm(TestDriveDto, testDrive()).errors).toEqual({}));
  it.each([
    ['name', '', '*Masukkan Nama Lengkap!.'],
    ['email', '', '*Masukkan email!.'],
    ['email', 'budi', '*Email tidak valid!.'],
    ['birth', '', '*Masukkan tanggal lahir!.'],
    ['phone', '', '*Masukkan No Telp!.'],
    ['phone', '0812', '*No. Telp minimal 10 digit!.'],
    ['address', '', '*Masukkan Alamat!.'],
    ['gender', '', '*Pilih Gender!.'],
    ['province', '', '*Pilih Propinsi!.'],
    ['city', '', '*Pilih Kota!.'],
    ['car_category', '', '*Pilih Kategori Mobil!.'],
    ['car_transmission', 'CVT', '*Pilih Transmisi!.'],
    ['car_model', '', '*Pilih Model Mobil!.'],
    ['car_type', '', '*Pilih Tipe Mobil!.'],
    ['kota_cabang', '', '*Pilih Kota Cabang!.'],
    ['cabang_id', '', '*Pilih Cabang!.'],
    ['appointment_time', '25:00', '*Pilih jam!.'],
    ['buycar', 'besok', '*Pilih rencana waktu pembelian!.'],
    ['kebijakan1', false, '*Anda harus menyetujui kebijakan ini!.'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(validateForm(TestDriveDto, { ...testDrive(), [field]: value }).errors[field]).toEqual([message]);
  });
  it('refuses a date less than 3 days ahead and accepts exactly 3', () => {
    expect(validateForm(TestDriveDto, { ...testDrive(), appointment_date: addDays(2) }).errors.appointment_date).toEqual([`*Min. 3 hari dari hari ini (paling cepat ${formatDateId(addDays(3))})`]);
    expect(validateForm(TestDriveDto, { ...testDrive(), appointment_date: addDays(3) }).errors.appointment_date).toBeUndefined();
  });
  it('refuses a birth date in the future', () => {
    expect(validateForm(TestDriveDto, { ...testDrive(), birth: addDays(10) }).errors.birth).toEqual(['*Masukkan tanggal lahir!.']);
    // A day that does not exist is refused as the server's filters refuse it (domain/money's isCalendarDay).
    expect(validateForm(TestDriveDto, { ...testDrive(), birth: '1990-02-30' }).errors.birth).toEqual(['*Masukkan tanggal lahir!.']);
  });
});

describe('booking service', () => {
  it('accepts a complete booking', () => expect(validateForm(BookingServiceDto, booking()).errors).toEqual({}));
  it('asks for kilometres in digits', () => {
    expect(validateForm(BookingServiceDto, { ...booking(), car_km: '' }).errors.car_km).toEqual(['*Masukkan Kilomoter!.']);
    expect(validateForm(BookingServiceDto, { ...booking(), car_km: '12km' }).errors.car_km).toEqual(['*Kilometer hanya angka!.']);
  });
  it('needs service_ke from 1 to 20 for general service only', () => {
    expect(validateForm(BookingServiceDto, { ...booking(), service_ke: 21 }).errors.service_ke).toEqual(['*Service ke- antara 1 dan 20!.']);
    expect(validateForm(BookingServiceDto, { ...booking(), service_ke: 0 }).errors.service_ke).toEqual(['*Service ke- antara 1 dan 20!.']);
    expect(validateForm(BookingServiceDto, { ...booking(), service_type: 'body-paint', service_ke: undefined }).valid).toBe(true);
  });
  it('refuses an unknown service type and a build year before 1900', () => {
    expect(validateForm(BookingServiceDto, { ...booking(), service_type: 'wash' }).errors.service_type).toEqual(['*Pilih Jenis Service!.']);
    expect(validateForm(BookingServiceDto, { ...booking(), build_year: 1899 }).errors.build_year).toEqual(['*Tahun pembuatan tidak valid!.']);
  });
  it('offers build years from this year down to 1900', () => {
    const years = buildYears(new Date('2026-11-21T00:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });
});

describe('trade-in', () => {
  it('accepts a complete request', () => expect(validateForm(TradeInDto, tradeIn).errors).toEqual({}));
  it.each([
    ['name', '', 'Masukkan Nama Lengkap!'],
    ['email', '', 'Masukkan email!'],
    ['email', 'x@', 'Email tidak valid!'],
    ['birth', '', 'Masukkan tanggal lahir!'],
    ['phone', '0812', 'No. Telp minimal 10 digit!'],
    ['address', '', 'Masukkan Alamat!'],
    ['brand', '', 'Pilih Merek Mobil!'],
    ['brand_model', '', 'Pilih Model Mobil!'],
    ['brand_year', '', 'Pilih Tahun Mobil!'],
    ['brand_type', '', 'Pilih Tipe Mobil!'],
    ['car_type', '', 'Pilih Tipe Mobil Impian!'],
    ['cabang_id', '', 'Pilih Cabang!'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(validateForm(TradeInDto, { ...tradeIn, [field]: value }).errors[field]).toEqual([message]);
  });
});
