import type { GoogleOAuth2 } from '../types/google-identity';

export const googleIdentityScriptUrl = 'https://accounts.google.com/gsi/client';

/** The popup could not open or Google refused; the person is told to try again. */
export class GoogleAuthError extends Error {
  override readonly name = 'GoogleAuthError';
}

/** The person closed Google's popup: a choice, not a failure, so nothing is shown. */
export class GooglePopupClosedError extends Error {
  override readonly name = 'GooglePopupClosedError';
}

let loading: Promise<GoogleOAuth2> | null = null;

function loaded(): GoogleOAuth2 | undefined {
  return window.google?.accounts?.oauth2;
}

/**
 * Loads Google Identity Services once, on demand: a server without Google credentials, or a
 * person who never connects, never fetches Google's script.
 */
export function loadGoogleIdentity(): Promise<GoogleOAuth2> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleOAuth2>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = googleIdentityScriptUrl;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const oauth2 = loaded();
      if (oauth2) resolve(oauth2);
      else reject(new GoogleAuthError('Google sign-in did not start'));
    };
    script.onerror = () => {
      script.remove();
      reject(new GoogleAuthError('Google sign-in could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load (offline, blocked) may succeed on the next click.
    loading = null;
    throw error;
  });
  return loading;
}

export type CodeRequest = { clientId: string; scopes: readonly string[] };

/** Opens Google's consent popup and resolves with the authorization code it returns. */
export async function requestGoogleCode({ clientId, scopes }: CodeRequest): Promise<string> {
  const oauth2 = await loadGoogleIdentity();
  return new Promise<string>((resolve, reject) => {
    const client = oauth2.initCodeClient({
      client_id: clientId,
      scope: scopes.join(' '),
      ux_mode: 'popup',
      callback: (response) => {
        if (response.code && !response.error) resolve(response.code);
        else reject(new GoogleAuthError(response.error_description ?? response.error ?? 'No authorization code'));
      },
      error_callback: (error) => {
        if (error.type === 'popup_closed') reject(new GooglePopupClosedError('The Google window was closed'));
        else reject(new GoogleAuthError(error.message ?? error.type));
      },
    });
    client.requestCode();
  });
}

/** Only for tests: forget a previous load. */
export function resetGoogleIdentityForTests(): void {
  loading = null;
}
