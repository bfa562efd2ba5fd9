import { ownReturnUrl, withSessionId, withStripeSessionPlaceholder } from './return-urls';

const publicUrl = 'https://app.daily.test';

describe('return addresses', () => {
  it('accepts addresses and paths on our own origin', () => {
    expect(ownReturnUrl('https://app.daily.test/stripe/success', '/x', publicUrl, 'success_url')).toBe(
      'https://app.daily.test/stripe/success',
    );
    expect(ownReturnUrl('/about?cancelled=true', '/x', publicUrl, 'cancel_url')).toBe('https://app.daily.test/about?cancelled=true');
    expect(ownReturnUrl(undefined, '/founding-success', publicUrl, 'success_url')).toBe('https://app.daily.test/founding-success');
  });

  it.each([
    'https://evil.example/stripe/success',
    '//evil.example/x',
    '/\\evil.example',
    'http://app.daily.test/x',
    'https://app.daily.test.evil.example/',
    'javascript:alert(1)',
    'https://user:pw@app.daily.test/',
  ])('refuses %s', (url) => {
    expect(() => ownReturnUrl(url, '/x', publicUrl, 'success_url')).toThrow('success_url must be an address on https://app.daily.test.');
  });

  it('adds the session id, keeping the query and fragment', () => {
    expect(withSessionId('https://app.daily.test/s?a=1#top', 'cs_1')).toBe('https://app.daily.test/s?a=1&session_id=cs_1#top');
    expect(withStripeSessionPlaceholder('https://app.daily.test/s')).toBe('https://app.daily.test/s?session_id={CHECKOUT_SESSION_ID}');
  });
});
