import { readVisitHeaders } from './visit-headers';

describe('readVisitHeaders', () => {
  it('reads the session, source and page, URI-decoded, the page without its query', () => {
    expect(
      readVisitHeaders({
        'x-analytics-session': 'sess_1718000000000_k3j9x2',
        'x-analytics-source': encodeURIComponent(' café newsletter '),
        'x-analytics-path': encodeURIComponent('/subscribe?coupon=SECRET#top'),
      }),
    ).toEqual({ session_id: 'sess_1718000000000_k3j9x2', utm_source: 'café newsletter', page_path: '/subscribe' });
  });

  it('is all null without the headers', () => {
    expect(readVisitHeaders({})).toEqual({ session_id: null, utm_source: null, page_path: null });
  });

  it.each([
    ['a session id of another shape', { 'x-analytics-session': 'abc' }, 'session_id'],
    ['a session id too long', { 'x-analytics-session': `sess_1_${'a'.repeat(100)}` }, 'session_id'],
    ['a blank source', { 'x-analytics-source': '%20%20' }, 'utm_source'],
    ['a source over 100 characters', { 'x-analytics-source': 's'.repeat(101) }, 'utm_source'],
    ['a source with a line break', { 'x-analytics-source': 'news%0Aletter' }, 'utm_source'],
    ['text that is not URI-encoded', { 'x-analytics-source': '%E0%A4%A' }, 'utm_source'],
    ['a page that is not a path', { 'x-analytics-path': 'https%3A%2F%2Fevil.example%2F' }, 'page_path'],
    ['a page over 500 characters', { 'x-analytics-path': `/${'p'.repeat(500)}` }, 'page_path'],
    ['a repeated header', { 'x-analytics-session': ['sess_1_a', 'sess_2_b'] }, 'session_id'],
  ])('drops %s rather than failing the request', (_case, headers, field) => {
    expect(readVisitHeaders(headers)[field as 'session_id' | 'utm_source' | 'page_path']).toBeNull();
  });
});
