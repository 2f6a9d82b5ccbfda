import { describe, expect, it } from 'vitest';
import { chooseCity, telHref } from '../../../../../src/features/dealers/city-choice';
import { contactLines } from '../../../../../src/features/dealers/dealer-contact';
import { whatsappUrl } from '../../../../../src/ui/whatsapp';

const cities = [
  { city_code: '33.72', city_name: 'Kota Surakarta' },
  { city_code: '33.74', city_name: 'Kota Semarang' },
];

describe('find dealer city', () => {
  it('waits for the cities before choosing one', () => {
    expect(chooseCity(undefined, null)).toBeNull();
    expect(chooseCity([], '33.74')).toBeNull();
  });

  it('defaults to 33.74 once the cities have loaded', () => {
    expect(chooseCity(cities, null)).toBe('33.74');
  });

  it('keeps the city chosen in the URL, ignoring one without branches', () => {
    expect(chooseCity(cities, '33.72')).toBe('33.72');
    expect(chooseCity(cities, '99.99')).toBe('33.74');
  });

  it('falls back to the first city when 33.74 has no branches', () => {
    expect(chooseCity([cities[0]], null)).toBe('33.72');
  });
});

describe('dealer contact', () => {
  const contact = { meta_title: 'x', nama_cabang: 'Merapi Toyota Pemuda', phone: '+62 24 8312 4500', whatsapp: '+62 811 2701 0001', email: 'pemuda@merapitoyota.example', alamat: 'Jl. Pemuda No. 72' };

  it('shows phone, WhatsApp, e-mail and address with their links', () => {
    expect(contactLines(contact).map((l) => [l.key, l.href])).toEqual([
      ['phone', 'tel:+622483124500'],
      ['whatsapp', 'https://wa.me/6281127010001'],
      ['email', 'mailto:pemuda@merapitoyota.example'],
      ['address', undefined],
    ]);
  });

  it('leaves out every line that is empty', () => {
    expect(contactLines({ ...contact, phone: '', email: ' ', whatsapp: '' }).map((l) => l.key)).toEqual(['address']);
  });

  it('writes WhatsApp and phone links from numbers as people type them', () => {
    expect(whatsappUrl('0811-2701-0001', 'Halo & salam')).toBe('https://wa.me/6281127010001?text=Halo%20%26%20salam');
    expect(telHref('(024) 7654 3210')).toBe('tel:02476543210');
  });
});
