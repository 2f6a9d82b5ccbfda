/**
 * A minimal ZIP writer (STORE method, no compression): local headers, the data, a central
 * directory and its end record. Enough for a member's data archive (JSON, HTML and JPEGs that
 * would not shrink anyway) without a dependency. No ZIP64: an archive stays under 4 GiB and 65,535
 * entries, far above what one member owns.
 */

export interface ZipEntry { name: string; data: Buffer | string; modified?: Date }

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3), as ZIP and gzip use it. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS date and time of a local date (2-second precision, years 1980 to 2107). */
function dosDateTime(date: Date): { time: number; day: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    day: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Bit 11: names are UTF-8. */
const UTF8_FLAG = 0x0800;
const LIMIT = 0xffffffff;

/** The fields the local header and the central directory header share, in the same order (APPNOTE 4.3.7 and 4.3.12): from 'version needed' to the name's length. */
function writeEntryFields(buf: Buffer, at: number, f: { time: number; day: number; crc: number; size: number; nameLength: number }): void {
  buf.writeUInt16LE(10, at); // version needed: 1.0 (stored)
  buf.writeUInt16LE(UTF8_FLAG, at + 2);
  buf.writeUInt16LE(0, at + 4); // method: stored
  buf.writeUInt16LE(f.time, at + 6);
  buf.writeUInt16LE(f.day, at + 8);
  buf.writeUInt32LE(f.crc, at + 10);
  buf.writeUInt32LE(f.size, at + 14); // compressed size (stored: the same)
  buf.writeUInt32LE(f.size, at + 18);
  buf.writeUInt16LE(f.nameLength, at + 22);
}

/** The archive's bytes: every entry stored as is, in the given order. Names use '/' and are unique. */
export function zipStore(entries: ZipEntry[]): Buffer {
  if (entries.length > 0xffff) throw new Error('too many zip entries');
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const crc = crc32(data);
    const { time, day } = dosDateTime(entry.modified ?? new Date());
    if (data.length >= LIMIT || offset >= LIMIT) throw new Error('zip archive too large');

    const shared = { time, day, crc, size: data.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, shared);
    local.writeUInt16LE(0, 28);
    parts.push(local, name, data);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    writeEntryFields(header, 6, shared);
    // extra, comment, disk number, internal attributes: 0
    header.writeUInt32LE((0o100600 << 16) >>> 0, 38); // external attributes: a regular file, 0600
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  if (offset >= LIMIT) throw new Error('zip archive too large');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}
