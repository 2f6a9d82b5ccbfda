import { describe, expect, it } from 'vitest';
import { infoPageTitle } from '../../../../../src/features/info-page/info-title';

describe('info page title', () => {
  it('uses meta_title without the brand suffix the site adds itself', () => {
    expect(infoPageTitle({ meta_title: 'Kebijakan Privasi | Merapi Toyota', title: 'x' })).toBe('Kebijakan Privasi');
    expect(infoPageTitle({ meta_title: 'Layanan Darurat 24 Jam - Merapi Toyota', title: 'x' })).toBe('Layanan Darurat 24 Jam');
  });

  it('keeps a meta_title without the suffix and falls back to the title when it is empty', () => {
    expect(infoPageTitle({ meta_title: 'Info Garansi', title: 'x' })).toBe('Info Garansi');
    expect(infoPageTitle({ meta_title: '', title: 'Info Garansi' })).toBe('Info Garansi');
  });
});
