import { describe, expect, it } from 'vitest';
import {
  CreditSimulationDto, EditProfileDto, InstantApprovalDto, LoginDto, RegisterDto, dataUrlBytes, validateForm,
} from '../../../domain/forms';
import { identity, jpegDataUrl } from './forms-fixtures';

const register = { ...identity, password: 'rahasia123', confirm_password: 'rahasia123', cek_list_agree: 'accepted', cek_list_penawaran: 'accepted' };

describe('login', () => {
  it('asks for e-mail and password', () => {
    expect(validateForm(LoginDto, {}).errors).toEqual({ email: ['*Masukkan Email!.'], password: ['*Masukkan Password!.'] });
  });
  it('says when the e-mail is not valid', () => {
    expect(validateForm(LoginDto, { email: 'a@b', password: 'abcd' }).errors.email).toEqual(['*Email tidak valid!.']);
  });
  it('accepts a stored password of 4 characters', () => {
    expect(validateForm(LoginDto, { email: 'a@b.co', password: 'abcd' }).valid).toBe(true);
  });
});

describe('register', () => {
  it('accepts a complete registration', () => expect(validateForm(RegisterDto, register).errors).toEqual({}));
  it.each([
    ['name', '', '*Masukkan Nama Lengkap!.'],
    ['phone', '', '*Masukkan Nomor Telepon!.'],
    ['phone', '081234', '*No. Telp minimal 10 Digit!.'],
    ['gender', 'x', '*Pilih Gender!.'],
    ['province', '', '*Pilih Propinsi!.'],
    ['city', '', '*Pilih Kota!.'],
    ['address', '', '*Masukkan Alamat!.'],
    ['password', 'pendek', '*Password Minimal 8 karakter!.'],
    ['confirm_password', 'lain12345', '*Password Belum sama!.'],
    ['cek_list_agree', '', '*Anda harus menyetujui syarat dan ketentuan!.'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(validateForm(RegisterDto, { ...register, [field]: value }).errors[field]).toEqual([message]);
  });
  // A deliberate deviation from the spec (issue 29.6, docs/security.md): consent to offers is free, never a condition.
  it.each([false, '', undefined])('accepts the form with the offers checkbox unticked (%j)', (value) => {
    expect(validateForm(RegisterDto, { ...register, cek_list_penawaran: value }).errors).toEqual({});
  });
  it('leaves the chassis number optional', () => {
    expect(validateForm(RegisterDto, { ...register, no_rangka: '' }).valid).toBe(true);
  });
});

describe('edit profile', () => {
  it('takes a JPEG photo and refuses other types', () => {
    const base = { ...identity, password: 'rahasia123', confirm_password: 'rahasia123' };
    expect(validateForm(EditProfileDto, { ...base, image: jpegDataUrl }).valid).toBe(true);
    expect(validateForm(EditProfileDto, { ...base, image: 'data:image/png;base64,iVBORw0KGgo=' }).errors.image).toEqual(['*File harus berupa gambar JPG!.']);
  });
  it('refuses a photo over 2 MB with the spec message', () => {
    const big = `data:image/jpeg;base64,${'A'.repeat(Math.ceil((2_097_153 * 4) / 3))}`;
    expect(dataUrlBytes(big)).toBeGreaterThan(2_097_152);
    const base = { ...identity, password: 'rahasia123', confirm_password: 'rahasia123' };
    expect(validateForm(EditProfileDto, { ...base, image: big }).errors.image).toEqual(['File terlalu besar pilih yang lain']);
  });
});

describe('credit simulation and instant approval', () => {
  const sim = { car_model_id: 1, car_model_transmission: 'MT', car_model_type: 1, uang_muka: 54_270_000, tenor: 12 };
  it('needs a down payment above 0 and a known tenor', () => {
    expect(validateForm(CreditSimulationDto, sim).valid).toBe(true);
    expect(validateForm(CreditSimulationDto, { ...sim, uang_muka: 0 }).errors.uang_muka).toEqual(['*Masukkan Uang Muka!.']);
    expect(validateForm(CreditSimulationDto, { ...sim, tenor: 18 }).errors.tenor).toEqual(['*Pilih Tenor!.']);
  });
  it('asks for the KTP scan', () => {
    const approval = { car_category: 1, car_model: 1, car_transmission: 'MT', car_type: 1, uang_muka: 54_270_000, tenor: 12, email: 'a@b.co', agree1: true, agree2: true };
    expect(validateForm(InstantApprovalDto, approval).errors.ktp).toEqual(['*Masukkan Scan KTP!.']);
    expect(validateForm(InstantApprovalDto, { ...approval, ktp: jpegDataUrl }).valid).toBe(true);
  });
});

describe('order steps', () => {
  it('asks guests for a password and members not', async () => {
    const { OrderStep1Dto } = await import('../../../domain/forms/order');
    const base = { ...identity, cek_list_agree: true, cek_list_penawaran: true };
    expect(validateForm(OrderStep1Dto, base).errors.password).toEqual(['*Masukkan Password!.']);
    expect(validateForm(OrderStep1Dto, { ...base, token: 'abc' }).valid).toBe(true);
    // Offers are optional (issue 29.6), the terms stay required.
    expect(validateForm(OrderStep1Dto, { ...base, token: 'abc', cek_list_penawaran: false }).valid).toBe(true);
    expect(validateForm(OrderStep1Dto, { ...base, token: 'abc', cek_list_agree: false }).errors.cek_list_agree).toEqual(['*Anda harus menyetujui syarat dan ketentuan!.']);
    expect(validateForm(OrderStep1Dto, { ...base, password: 'rahasia123', confirm_password: 'beda12345' }).errors.confirm_password).toEqual(['*Password Belum sama!.']);
  });
  it('asks for the phone with the order message', async () => {
    const { OrderStep1Dto } = await import('../../../domain/forms/order');
    expect(validateForm(OrderStep1Dto, { ...identity, phone: '', token: 'x', cek_list_agree: true, cek_list_penawaran: true }).errors.phone).toEqual(['*Masukkan Nomor Telepon!.']);
  });
  it('needs the car, branch and type in step 2, the colour in step 3', async () => {
    const { OrderStep2Dto, OrderStep3Dto } = await import('../../../domain/forms/order');
    expect(Object.keys(validateForm(OrderStep2Dto, { car_transmission: 'AT' }).errors).sort()).toEqual(['cabang_id', 'car_category', 'car_model', 'car_type', 'kota_cabang']);
    expect(validateForm(OrderStep3Dto, {}).errors.car_color).toEqual(['*Pilih Warna Mobil!.']);
  });
  it('needs KTP, down payment, tenor and instalment only for credit', async () => {
    const { OrderStep4Dto } = await import('../../../domain/forms/order');
    expect(validateForm(OrderStep4Dto, { payment_type: 'cash', price_otr: 243_000_000 }).valid).toBe(true);
    const credit = validateForm(OrderStep4Dto, { payment_type: 'kredit', price_otr: 243_000_000 });
    expect(Object.keys(credit.errors).sort()).toEqual(['angsuran', 'ktp', 'uang_muka']);
    expect(validateForm(OrderStep4Dto, { payment_type: 'kredit', price_otr: 243_000_000, ktp: jpegDataUrl, uang_muka: 72_900_000, tenor: 12, angsuran: 15_000_000 }).valid).toBe(true);
  });
});
