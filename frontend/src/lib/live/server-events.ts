/** One server-sent event: its type (`message` when the server names none) and its data lines joined. */
export type ServerEvent = { event: string; data: string };

/**
 * Reads a text/event-stream body as the EventSource standard does: fields per line, a blank line
 * ends an event, lines starting with ":" are comments (the server's heartbeats). `onActivity` is
 * told of every chunk, heartbeats included, so a caller can notice a stream that went quiet.
 */
export async function readServerEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerEvent) => void,
  onActivity: () => void = () => {},
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  // Aborting a fetch ends its body too, but the reader is cancelled here as well, so that stopping
  // never depends on how the body was made.
  const stop = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', stop, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal?.aborted) return;
      onActivity();
      buffer += decoder.decode(value, { stream: true });
      // A "\r" at the very end may be the first half of "\r\n": it waits for the next chunk.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
