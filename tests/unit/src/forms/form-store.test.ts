import { describe, expect, it } from 'vitest';
import { reaction } from 'mobx';
import { ContactDto } from '../../../../domain/forms/contact';
import { LeadSalesDto } from '../../../../domain/forms/lead-sales';
import { FormStore, nameField } from '../../../../src/stores/form/form-store';

const contact = { name: ' Budi Santoso ', email: 'budi@example.com', phone: '081234567890', address: 'Semarang', text: 'Halo' };

describe('form store', () => {
  it('starts from the DTO defaults and is invalid while required fields are empty', () => {
    const form = new FormStore(LeadSalesDto);
    expect(form.values).toMatchObject({ name: '', phone: '', agree1: false, agree2: false });
    expect(form.valid).toBe(false);
    expect(form.validation.errors.name).toEqual(['*Masukkan Nama Lengkap!.']);
  });

  it('validates with the DTO on every change and sends the trimmed values', () => {
    const form = new FormStore(ContactDto);
    form.fill(contact);
    expect(form.valid).toBe(true);
    expect(form.payload.name).toBe('Budi Santoso');
    form.set('phone', '0812');
    expect(form.valid).toBe(false);
    expect(form.validation.errors.phone).toEqual(['*No. Telp minimal 10 digit!.']);
  });

  it('shows a message only once the field is touched', () => {
    const form = new FormStore(ContactDto);
    expect(form.errorOf('email')).toBeUndefined();
    form.touch('email');
    expect(form.errorOf('email')).toBe('*Masukkan email!.');
    form.set('email', 'not-an-email');
    expect(form.errorOf('email')).toBe('*Email tidak valid!.');
    form.touchAll();
    expect(form.errorOf('text')).toBe('*Masukkan pesan anda!.');
  });

  it('shows the server errors until their field changes', () => {
    const form = new FormStore(ContactDto);
    form.fill(contact);
    form.setServerErrors({ email: ['*Email tidak valid!.'] });
    expect(form.errorOf('email')).toBe('*Email tidak valid!.');
    expect(form.valid).toBe(true);
    form.set('email', 'lain@example.com');
    expect(form.errorOf('email')).toBeUndefined();
  });

  it('keeps a select label next to its value', () => {
    const form = new FormStore(ContactDto);
    form.choose('cabang_id', 4, 'Merapi Pemuda');
    expect(form.values).toMatchObject({ cabang_id: 4, cabang_name: 'Merapi Pemuda' });
    expect(nameField('car_type')).toBe('car_type_name');
  });

  it('resets to empty, keeping only the locked member values', () => {
    const form = new FormStore(ContactDto);
    form.lock({ email: 'member@example.com' });
    form.fill(contact);
    form.touch('name');
    form.reset();
    expect(form.values).toMatchObject({ name: '', phone: '', email: 'member@example.com' });
    expect(form.touched).toEqual({});
  });

  it('does not change a locked field, and unlocks with an empty list', () => {
    const form = new FormStore(LeadSalesDto);
    form.lock({ phone: '081234567890' });
    form.set('phone', '0899');
    expect(form.values.phone).toBe('081234567890');
    expect(form.isLocked('phone')).toBe(true);
    form.lock({});
    form.set('phone', '0899');
    expect(form.values.phone).toBe('0899');
  });

  it('locking the same fields again changes nothing a field observes; a new value of a locked field is taken', () => {
    const form = new FormStore(ContactDto);
    let lockChanges = 0;
    // Fields read the lock set: a new one (even an equal one) re-renders every field of the form.
    const stop = reaction(() => form.locked, () => lockChanges++);
    form.lock({});
    form.lock({});
    expect(lockChanges).toBe(0);
    form.lock({ email: 'lama@example.com' });
    expect(lockChanges).toBe(1);
    form.lock({ email: 'baru@example.com' });
    expect(lockChanges).toBe(1);
    expect(form.values.email).toBe('baru@example.com');
    expect(form.isLocked('email')).toBe(true);
    stop();
  });

  it('starts saving only once and only when valid', () => {
    const form = new FormStore(ContactDto);
    expect(form.beginSave()).toBe(false);
    form.fill(contact);
    expect(form.beginSave()).toBe(true);
    expect(form.beginSave()).toBe(false);
    form.endSave();
    expect(form.isSaving).toBe(false);
  });
});
