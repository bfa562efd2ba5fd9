import type { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { SealedIntent } from '../domain/conversation.events';
import type { Intent, TaskReference } from '../interpreter/intent';

async function sealReference(cipher: PersonalDataCipher, userId: string, task: TaskReference): Promise<TaskReference> {
  return task.by === 'words' ? { by: 'words', words: await cipher.encrypt(userId, task.words) } : task;
}

/** The intents as the log keeps them: everything the person wrote sealed with their key, the rest as it is. */
export async function sealIntents(cipher: PersonalDataCipher, userId: string, intents: readonly Intent[]): Promise<SealedIntent[]> {
  const sealed: SealedIntent[] = [];
  for (const intent of intents) {
    switch (intent.kind) {
      case 'add_task':
        sealed.push({ ...intent, title: await cipher.encrypt(userId, intent.title) });
        break;
      case 'complete':
      case 'snooze':
        sealed.push({ ...intent, task: await sealReference(cipher, userId, intent.task) });
        break;
      case 'decision':
      case 'journal_note':
        sealed.push({ ...intent, text: await cipher.encrypt(userId, intent.text) });
        break;
      default:
        sealed.push({ ...intent });
    }
  }
  return sealed;
}
