/** The STORE zip writer of the member's data archive: what `unzip` accepts and extracts byte for byte. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crc32, zipStore } from '../../../server/services/zip';

describe('zipStore', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('writes an archive that unzip -t accepts and extracts unchanged, UTF-8 names and binary data included', () => {
    const image = randomBytes(70_000);
    const zip = zipStore([
      { name: 'data.json', data: JSON.stringify({ nama: 'Budi', kota: 'Semarang' }) },
      { name: 'ringkasan.html', data: '<h1>Data Anda — ringkasan</h1>' },
      { name: 'berkas/ktp-1.jpg', data: image, modified: new Date(2025, 0, 2, 3, 4, 6) },
      { name: 'kosong.txt', data: '' },
    ]);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
    const file = path.join(dir, 'a.zip');
    writeFileSync(file, zip);
    const tested = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(tested).toContain('No errors detected');
    execFileSync('unzip', ['-q', file, '-d', path.join(dir, 'out')]);
    expect(JSON.parse(readFileSync(path.join(dir, 'out', 'data.json'), 'utf8'))).toEqual({ nama: 'Budi', kota: 'Semarang' });
    expect(readFileSync(path.join(dir, 'out', 'ringkasan.html'), 'utf8')).toBe('<h1>Data Anda — ringkasan</h1>');
    expect(readFileSync(path.join(dir, 'out', 'berkas', 'ktp-1.jpg')).equals(image)).toBe(true);
    expect(readFileSync(path.join(dir, 'out', 'kosong.txt'), 'utf8')).toBe('');
    expect(execFileSync('unzip', ['-l', file], { encoding: 'utf8' })).toMatch(/2025-01-02 03:04|01-02-2025 03:04/);
  });

  it('writes an empty archive unzip reads as empty', () => {
    const zip = zipStore([]);
    expect(zip.length).toBe(22);
    expect(zip.readUInt32LE(0)).toBe(0x06054b50);
  });
});
