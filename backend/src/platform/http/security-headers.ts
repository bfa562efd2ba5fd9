import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/**
 * The policy for every response: only this origin, plus the payment and Google sign-in scripts.
 * Served over plain HTTP (a laptop or a phone on the local network trying `npm start`), the
 * HTTPS-only parts are left out: upgrade-insecure-requests would send the page's own scripts to
 * an https:// address that does not answer, and browsers ignore HSTS from a plain-HTTP response.
 */
function helmetOptions(https: boolean): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com', 'https://accounts.google.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://accounts.google.com'],
        connectSrc: ["'self'", 'https://api.stripe.com', 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * helmet's headers that only a document (or a worker, which the app does not have) acts on. On a
 * script, a stylesheet or a font they are 600 bytes with no effect, sent again with each of the
 * 20-odd files a page loads. What a file does use stays: nosniff, the resource policy, the
 * referrer policy (a module script's own imports follow it) and, over HTTPS, HSTS.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * helmet's headers do not depend on the request, so they are worked out once at boot instead of
 * re-parsing the policy on every response (it showed up at ~8% of busy time under load).
 */
export function computeSecurityHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let finished = false;
  helmet(helmetOptions(publicUrl.startsWith('https:')))({} as IncomingMessage, response, () => {
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}
