import { BadRequestException } from '@nestjs/common';
import { parseTrackEventBody } from './track-event.body';

const visit = { session_id: 'sess_1718000000000_k3j9x2', event_type: 'page_visit', page_path: '/' };

function problemsOf(body: unknown): string {
  try {
    parseTrackEventBody(body);
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return String(((error as BadRequestException).getResponse() as { message: string }).message);
  }
  throw new Error('expected the body to be refused');
}

describe('parseTrackEventBody', () => {
  it('cleans a page visit: no query or fragment, trimmed source, blank as null', () => {
    expect(
      parseTrackEventBody({
        ...visit,
        page_path: ' /pricing?plan=founding#faq ',
        utm_source: '  linkedin ',
        referrer: 'https://t.co/abc?token=1',
        user_agent: 'UA',
      }),
    ).toEqual({
      session_id: visit.session_id,
      event_type: 'page_visit',
      utm_source: 'linkedin',
      user_id: null,
      page_path: '/pricing',
      user_agent: 'UA',
      referrer: 'https://t.co/abc',
    });
    expect(parseTrackEventBody({ ...visit, utm_source: '   ', referrer: '' })).toMatchObject({ utm_source: null, referrer: null });
  });

  it('needs no path for events other than page visits', () => {
    expect(parseTrackEventBody({ session_id: visit.session_id, event_type: 'whatsapp_signup' })).toMatchObject({
      page_path: null,
      event_type: 'whatsapp_signup',
    });
  });

  it('names every problem in one sentence', () => {
    const message = problemsOf({ session_id: 'abc', event_type: 'purchase', email: 'a@b.c', utm_source: 7 });
    expect(message).toBe(
      'email is not an accepted field; session_id must look like sess_<timestamp>_<letters and digits>; event_type must be one of page_visit, whatsapp_signup, login, existing_user; utm_source must be text.',
    );
  });

  it.each([
    [[1, 2], 'must be a JSON object'],
    [null, 'must be a JSON object'],
    [{ event_type: 'page_visit', page_path: '/' }, 'session_id must be text'],
    [{ ...visit, session_id: `sess_1_${'a'.repeat(100)}` }, 'session_id must look like'],
    [{ ...visit, page_path: undefined }, 'page_path is needed for page_visit'],
    [{ ...visit, page_path: 'pricing' }, 'page_path must start with /'],
    [{ ...visit, page_path: '?only=query' }, 'page_path must start with /'],
    [{ ...visit, page_path: `/${'p'.repeat(500)}` }, 'page_path must be at most 500 characters'],
    [{ ...visit, utm_source: 's'.repeat(101) }, 'utm_source must be at most 100 characters'],
    [{ ...visit, user_agent: 'a\nb' }, 'user_agent must not contain control characters'],
    [{ ...visit, user_id: 'u'.repeat(65) }, 'user_id must be at most 64 characters'],
    [{ ...visit, referrer: `https://x.example/${'r'.repeat(500)}` }, 'referrer must be at most 500 characters'],
    [{ session_id: visit.session_id, event_type: 'login', referrer: 'https://x.example/' }, 'referrer is only recorded with page_visit'],
  ])('refuses %p', (body, message) => {
    expect(problemsOf(body)).toContain(message);
  });
});
