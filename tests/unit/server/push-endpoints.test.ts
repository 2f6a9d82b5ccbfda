/** Which push endpoints the server posts to: https on a public host; 127.0.0.1 only under PUSH_ALLOW_INSECURE. */
import { describe, expect, it } from 'vitest';
import { acceptableEndpoint, isPrivateAddress } from '../../../server/services/notify/endpoints';

describe('acceptableEndpoint', () => {
  it('takes the push services of the browsers', () => {
    for (const e of ['https://fcm.googleapis.com/fcm/send/abc:def', 'https://updates.push.services.mozilla.com/wpush/v2/gAAA', 'https://web.push.apple.com/QGx', 'https://8.8.8.8/x']) {
      expect(acceptableEndpoint(e, false), e).toBe(true);
    }
  });
  it('refuses http, credentials, local names and private addresses', () => {
    for (const e of ['http://fcm.googleapis.com/x', 'https://user:pw@fcm.googleapis.com/x', 'https://localhost/x', 'https://printer.local/x', 'https://intranet/x',
      'https://127.0.0.1:8443/x', 'https://10.1.2.3/x', 'https://172.20.0.1/x', 'https://192.168.1.1/x', 'https://169.254.169.254/x', 'https://100.64.0.1/x',
      'https://[::1]/x', 'https://[fd00::1]/x', 'https://[fe80::1]/x', 'https://[::ffff:10.0.0.1]/x', 'https://0.0.0.0/x', 'bukan url', `https://a.example.com/${'x'.repeat(1000)}`]) {
      expect(acceptableEndpoint(e, false), e).toBe(false);
    }
  });
  it('takes https://127.0.0.1:PORT only under PUSH_ALLOW_INSECURE, and nothing else local', () => {
    expect(acceptableEndpoint('https://127.0.0.1:8443/push/a', true)).toBe(true);
    expect(acceptableEndpoint('http://127.0.0.1:8443/push/a', true)).toBe(false);
    expect(acceptableEndpoint('https://10.0.0.1:8443/push/a', true)).toBe(false);
    expect(acceptableEndpoint('https://localhost:8443/push/a', true)).toBe(false);
  });
  it('knows private addresses', () => {
    expect(isPrivateAddress('172.15.0.1')).toBe(false);
    expect(isPrivateAddress('172.16.0.1')).toBe(true);
    expect(isPrivateAddress('2001:4860:4860::8888')).toBe(false);
  });
});
