import { computeSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it('over HTTPS, upgrade insecure requests and keep browsers on HTTPS', () => {
    const headers = computeSecurityHeaders('https://daily.example');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('over plain HTTP, leave out what would send the page to an https:// address that does not answer', () => {
    const headers = computeSecurityHeaders('http://192.168.1.20:3000');
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('limits scripts to this origin and the payment and Google sign-in scripts either way', () => {
    for (const url of ['https://daily.example', 'http://localhost:3000']) {
      const csp = computeSecurityHeaders(url)['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://js.stripe.com https://accounts.google.com");
      expect(computeSecurityHeaders(url)['x-content-type-options']).toBe('nosniff');
    }
  });
});
