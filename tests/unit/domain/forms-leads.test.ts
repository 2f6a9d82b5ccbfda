import { describe, expect, it } from 'vitest';
import { ContactDto, LeadSalesDto, validateForm } from '../../../domain/forms';

const lead = { name: 'Sari', phone: '081234567890', agree1: true, agree2: 'accepted' };
const contact = { name: 'Sari', email: 'sari@example.com', phone: '081234567890', address: 'Semarang', text: 'Mohon info Veloz' };

describe('lead sales', () => {
  it('accepts a complete lead', () => expect(validateForm(LeadSalesDto, lead).valid).toBe(true));
  it('asks for the name as on the ID card', () => {
    expect(validateForm(LeadSalesDto, { ...lead, name: '   ' }).errors.name).toEqual(['*Masukkan Nama Lengkap!.']);
  });
  it('asks for a phone, then for at least 10 digits', () => {
    expect(validateForm(LeadSalesDto, { ...lead, phone: '' }).errors.phone).toEqual(['*Masukkan No Telp!.']);
    expect(validateForm(LeadSalesDto, { ...lead, phone: '0812345' }).errors.phone).toEqual(['*No. Telp minimal 10 digit!.']);
    expect(validateForm(LeadSalesDto, { ...lead, phone: '0812-345-678' }).errors.phone).toEqual(['*No. Telp minimal 10 digit!.']);
  });
  it('needs both consents', () => {
    const { errors } = validateForm(LeadSalesDto, { ...lead, agree1: false, agree2: '' });
    expect(Object.keys(errors).sort()).toEqual(['agree1', 'agree2']);
  });
  it('trims what was typed', () => {
    expect(validateForm(LeadSalesDto, { ...lead, name: '  Sari  ' }).value.name).toBe('Sari');
  });
});

describe('contact', () => {
  it('accepts a complete message', () => expect(validateForm(ContactDto, contact).valid).toBe(true));
  it.each([
    ['name', '', '*Masukkan Nama Lengkap!.'],
    ['email', '', '*Masukkan email!.'],
    ['email', 'sari@', '*Email tidak valid!.'],
    ['phone', '08123', '*No. Telp minimal 10 digit!.'],
    ['address', ' ', '*Masukkan Alamat!.'],
    ['text', '', '*Masukkan pesan anda!.'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    expect(validateForm(ContactDto, { ...contact, [field]: value }).errors[field]).toEqual([message]);
  });
});
