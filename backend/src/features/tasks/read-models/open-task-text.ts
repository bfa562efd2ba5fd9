import { isCiphertext, type PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { TaskEvent } from '../domain/task.events';

/**
 * The plaintext of one sealed task text, or null when the owner's key was destroyed. Logs written
 * on development machines before task text was sealed still hold plain strings; they are read as
 * they are rather than stopping the projection.
 */
export function openTaskText(cipher: PersonalDataCipher, userId: string, text: string): Promise<string | null> {
  return isCiphertext(text) ? cipher.decrypt(userId, text) : Promise.resolve(text);
}

/** The event types whose data carries sealed text; every other task event is read as it is. */
export const SEALED_TASK_EVENTS: ReadonlySet<TaskEvent['type']> = new Set(['task.created', 'task.edited', 'task.update_noted']);

/**
 * The event with its text opened, or null when the owner's key was destroyed: the account was
 * deleted, and nothing of it is to be rebuilt.
 */
export async function openTaskEvent(cipher: PersonalDataCipher, event: TaskEvent): Promise<TaskEvent | null> {
  const { userId } = event.data;
  const open = (text: string) => openTaskText(cipher, userId, text);
  switch (event.type) {
    case 'task.created': {
      const [title, description] = await Promise.all([open(event.data.title), open(event.data.description)]);
      return title === null || description === null ? null : { ...event, data: { ...event.data, title, description } };
    }
    case 'task.edited': {
      const { title, description } = event.data;
      const [openTitle, openDescription] = await Promise.all([
        title === undefined ? undefined : open(title),
        description === undefined ? undefined : open(description),
      ]);
      if (openTitle === null || openDescription === null) return null;
      return {
        ...event,
        data: {
          ...event.data,
          ...(openTitle !== undefined ? { title: openTitle } : {}),
          ...(openDescription !== undefined ? { description: openDescription } : {}),
        },
      };
    }
    case 'task.update_noted': {
      const text = await open(event.data.note.text);
      return text === null ? null : { ...event, data: { ...event.data, note: { ...event.data.note, text } } };
    }
    default:
      return event;
  }
}
