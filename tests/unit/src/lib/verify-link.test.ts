import { describe, expect, it } from 'vitest';
import { linkToken } from '../../../../src/features/verify-email/verify-email-api';

describe('the verification link', () => {
  it('carries its token in the fragment', () => {
    expect(linkToken('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(linkToken('')).toBeNull();
    expect(linkToken(`#token=${'x'.repeat(201)}`)).toBeNull();
  });
});
