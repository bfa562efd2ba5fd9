const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Follows how deep a JSON text's brackets go outside its strings, a chunk at a time, and says at the
 * first byte past the limit. One pass over the bytes costs far less than parsing them.
 */
export class JsonDepthScan {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth: number) {}

  /** False once the text has gone deeper than the limit. */
  read(bytes: Uint8Array): boolean {
    for (const byte of bytes) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
        if (++this.depth > this.maxDepth) return false;
      } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) this.depth--;
    }
    return true;
  }
}
