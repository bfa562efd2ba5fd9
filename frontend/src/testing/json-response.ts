/** A JSON answer as the API sends it, for tests that stand in for the server: a status, or a whole init with headers. */
export function jsonResponse(body: unknown, init: number | ResponseInit = 200): Response {
  const { headers, ...rest } = typeof init === 'number' ? { status: init } : init;
  const sent = new Headers(headers);
  if (!sent.has('Content-Type')) sent.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { status: 200, ...rest, headers: sent });
}
