import { googleEndpoints } from './google-endpoints';
import { classifyGoogleError, GoogleGrantRejectedError, GoogleUnavailableError } from './google-failure';

describe('Google endpoints', () => {
  it("uses Google's hosts by default", () => {
    expect(googleEndpoints({})).toEqual({
      tokenUrl: 'https://oauth2.googleapis.com/token',
      revokeUrl: 'https://oauth2.googleapis.com/revoke',
      apiRootUrl: 'https://www.googleapis.com/',
    });
  });

  it('sends everything to GOOGLE_API_BASE when set, and names the variable when it is wrong', () => {
    expect(googleEndpoints({ GOOGLE_API_BASE: 'http://127.0.0.1:9999/' })).toEqual({
      tokenUrl: 'http://127.0.0.1:9999/token',
      revokeUrl: 'http://127.0.0.1:9999/revoke',
      apiRootUrl: 'http://127.0.0.1:9999/',
    });
    expect(() => googleEndpoints({ GOOGLE_API_BASE: 'not a url' })).toThrow('GOOGLE_API_BASE');
    expect(() => googleEndpoints({ GOOGLE_API_BASE: 'ftp://x' })).toThrow('GOOGLE_API_BASE');
  });
});

describe('Google failures', () => {
  it('tells a dead grant from an outage', () => {
    expect(classifyGoogleError({ response: { status: 400, data: { error: 'invalid_grant' } } })).toBeInstanceOf(GoogleGrantRejectedError);
    expect(classifyGoogleError({ status: 401 })).toBeInstanceOf(GoogleGrantRejectedError);
    expect(classifyGoogleError({ response: { status: 503 } })).toBeInstanceOf(GoogleUnavailableError);
    expect(classifyGoogleError(new Error('ECONNREFUSED'))).toBeInstanceOf(GoogleUnavailableError);
  });
});
