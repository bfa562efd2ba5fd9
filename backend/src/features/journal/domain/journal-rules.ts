import { DomainError } from '../../../platform/commands/domain-error';

/** Room for a long evening's writing; far below the 1 MiB request limit. */
export const JOURNAL_ENTRY_MAX = 20_000;

/** An entry may be empty (the person cleared the day); it is kept as written, spaces and all. */
export function checkedEntryText(text: string): string {
  if (text.length > JOURNAL_ENTRY_MAX)
    throw new DomainError(`The journal entry is too long (${JOURNAL_ENTRY_MAX} characters at most).`, 'invalid');
  return text;
}

/** An entry with one more line at its end, as the assistant has always written them. */
export function withLine(content: string, line: string): string {
  return content.trim() === '' ? line : `${content.replace(/\s+$/, '')}\n${line}`;
}
