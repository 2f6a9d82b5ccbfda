import { describe, expect, it } from 'vitest';
import { ContactDto } from '../../../../domain/forms/contact';
import { OrderStep2Dto, OrderStep3Dto, PaymentConfirmationDto } from '../../../../domain/forms/order';
import { FormStore } from '../../../../src/stores/form/form-store';

describe('form kernel: which message shows', () => {
  it("shows the server's message until the field changes, then the rule's (the field being touched)", () => {
    const form = new FormStore(ContactDto);
    form.setServerErrors({ email: ['*Email sudah dipakai!.'] });
    expect(form.errorOf('email')).toBe('*Email sudah dipakai!.');
    form.set('email', 'bukan-email');
    expect(form.errorOf('email')).toBe('*Email tidak valid!.');
    form.set('email', 'sari@example.com');
    expect(form.errorOf('email')).toBeUndefined();
  });

  it('shows a rule only for a touched field (changed or left), never for one merely filled in', () => {
    const form = new FormStore(ContactDto);
    form.fill({ phone: '0812' });
    expect(form.errorOf('phone')).toBeUndefined();
    form.touch('phone');
    expect(form.errorOf('phone')).toBe('*No. Telp minimal 10 digit!.');
    form.set('name', '');
    expect(form.errorOf('name')).toBe('*Masukkan Nama Lengkap!.');
  });

  it('keeps a whole-form refusal until a field changes', () => {
    const form = new FormStore(ContactDto);
    form.setMessage('Email Atau Password Salah');
    expect(form.message).toBe('Email Atau Password Salah');
    form.set('name', 'Sari');
    expect(form.message).toBeNull();
  });

  it('lists the first message of every refused field for the disabled submit', () => {
    const form = new FormStore(ContactDto);
    form.fill({ name: 'Sari', email: 'sari@example.com', phone: '081234567890', address: 'Yogyakarta' });
    expect(form.missing()).toEqual(['*Masukkan pesan anda!.']);
  });
});

describe('form kernel: steps and derived values', () => {
  const wizard = () => {
    let price = 0;
    const form = new FormStore(PaymentConfirmationDto, {
      initial: { kota_cabang: '', cabang_id: '', car_category: '', car_model: '', car_transmission: 'AT', car_type: '', car_color: '' },
      steps: [OrderStep2Dto, OrderStep3Dto],
      derived: () => ({ nominal: price }),
    });
    return { form, setPrice: (p: number) => (price = p) };
  };

  it('checks each step by its own DTO, and past the last step the whole form', () => {
    const { form } = wizard();
    expect(form.step(1).valid).toBe(false);
    expect(form.step(1).errors).toHaveProperty('car_type');
    form.fill({ kota_cabang: '33.74', cabang_id: 1, car_category: 2, car_model: 5, car_type: 31 });
    expect(form.step(1).valid).toBe(true);
    expect(form.step(2).errors).toEqual({ car_color: ['*Pilih Warna Mobil!.'] });
    expect(form.step(3)).toEqual(form.validation);
  });

  it('shows a step message against that step, and touchAll of a step touches its fields', () => {
    const { form } = wizard();
    form.touchAll(form.step(2));
    expect(form.errorOf('car_color', form.step(2))).toBe('*Pilih Warna Mobil!.');
  });

  it('validates values kept elsewhere through `derived`', () => {
    const { form, setPrice } = wizard();
    expect(form.validation.errors.nominal).toEqual(['*Nominal tidak valid!.']);
    setPrice(5_000_000);
    // Plain variables are not observed: a fresh read sees the new price.
    expect(form.check(PaymentConfirmationDto).errors.nominal).toBeUndefined();
    expect(form.value('nominal')).toBe(5_000_000);
  });
});
