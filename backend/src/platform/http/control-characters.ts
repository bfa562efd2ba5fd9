/**
 * Characters no text field takes: C0 controls other than tab, line feed and carriage return (NUL
 * among them), DEL and the C1 controls, and the bidirectional embeddings, overrides and isolates,
 * which make a title or a name read differently from what it holds ("Trojan Source"). The marks
 * left-to-right and right-to-left (U+200E, U+200F) stay allowed: right-to-left writing uses them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole job: these are what it refuses.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

const EVERY_FORBIDDEN = new RegExp(FORBIDDEN.source, 'g');

export function hasControlCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

export function controlCharacterProblem(path: string): string {
  return `${path} contains a control character (such as NUL or a text-direction override); please remove it.`;
}

/** The text without the characters no text field takes, for text that must be kept rather than refused. */
export function withoutControlCharacters(text: string): string {
  return text.replace(EVERY_FORBIDDEN, '');
}
