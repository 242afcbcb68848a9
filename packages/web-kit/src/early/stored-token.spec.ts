import { describe, expect, it } from '@jest/globals';
import { roleOfToken } from './stored-token';

/** A token shaped as the API signs it (header.payload.signature, base64url); the signature is not read. */
const tokenWith = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('roleOfToken', () => {
  it("reads the role a session's token names", () => {
    expect(roleOfToken(tokenWith({ sub: 1, role: 'admin', username: 'owner', ver: 0 }))).toBe('admin');
    // A username whose payload encodes to base64url's own letters ('-', '_') is read all the same.
    expect(roleOfToken(tokenWith({ sub: 2, role: 'customer', username: '>>>???~~~' }))).toBe('customer');
  });

  it('names no role for no token, a malformed one, or a role it does not know', () => {
    expect(roleOfToken(null)).toBeNull();
    expect(roleOfToken('not-a-token')).toBeNull();
    expect(roleOfToken('a.%%%.c')).toBeNull();
    expect(roleOfToken(tokenWith({ sub: 3, role: 'owner' }))).toBeNull();
    expect(roleOfToken(tokenWith({ sub: 3 }))).toBeNull();
  });
});
