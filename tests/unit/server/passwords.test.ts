/** Password hashes (server/services/passwords.ts): what an unusable hash is, and what checkPassword answers. */
import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, unusablePasswordHash, verifyPassword } from '../../../server/services/passwords';

describe('password hashes', () => {
  it('name their scheme and cost, and verify only the password they were made from', async () => {
    const hash = await hashPassword('rahasia-123');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(await verifyPassword('rahasia-123', hash)).toBe(true);
    expect(await verifyPassword('rahasia-124', hash)).toBe(false);
    expect(await checkPassword('rahasia-123', hash)).toBe(true);
  });

  it('an unusable one is random and never a password; a missing or broken one is refused', async () => {
    const a = unusablePasswordHash();
    expect(a).not.toBe(unusablePasswordHash());
    expect(a.startsWith('scrypt$')).toBe(false);
    expect(await verifyPassword(a.split('$')[1], a)).toBe(false);
    expect(await checkPassword(a.split('$')[1], a)).toBe(false);
    expect(await checkPassword('rahasia-123', null)).toBe(false);
    // Another scheme, or parameters out of range, never reach scrypt.
    expect(await verifyPassword('x', 'scrypt$3$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
