import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { newSessionId } from '@/lib/tracking/session-id';
import { trackingKeys as storageKeys } from '@/lib/tracking/tracking-storage';

import { recordWhatsappSignup, whatsappSignupEvent } from './record-whatsapp-signup';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the whatsapp_signup event', () => {
  it('makes a session id in the sess_<timestamp>_<random> pattern when there is none, and keeps it', () => {
    const event = whatsappSignupEvent('/');
    expect(event.session_id).toMatch(/^sess_\d+_[a-z0-9]+$/);
    expect(sessionStorage.getItem(storageKeys.sessionId)).toBe(event.session_id);
    expect(whatsappSignupEvent('/').session_id).toBe(event.session_id);
    expect(event).toMatchObject({ utm_source: null, event_type: 'whatsapp_signup', page_path: '/' });
  });

  it('uses the session id and traffic source the analytics feature stored', () => {
    sessionStorage.setItem(storageKeys.sessionId, 'sess_1_x');
    localStorage.setItem(storageKeys.trafficSource, 'newsletter');
    expect(whatsappSignupEvent('/welcome')).toEqual({
      session_id: 'sess_1_x',
      utm_source: 'newsletter',
      event_type: 'whatsapp_signup',
      page_path: '/welcome',
    });
  });

  it('new session ids carry the time they were made', () => {
    expect(newSessionId(1718000000000)).toMatch(/^sess_1718000000000_[a-z0-9]+$/);
  });

  it('only logs a failure: the visitor is on their way to WhatsApp either way', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('offline'));

    await expect(recordWhatsappSignup('/')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('sends the request anonymously and lets it outlive the page', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 201 }));
    await recordWhatsappSignup('/');
    const init = fetchMock.mock.lastCall?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.keepalive).toBe(true);
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });
});
