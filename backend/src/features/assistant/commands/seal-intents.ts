import type { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import type { SealedIntent } from '../domain/conversation.events';
import type { Intent, TaskReference } from '../interpreter/intent';

async function sealReference(cipher: PersonalDataCipher, userId: string, task: TaskReference): Promise<TaskReference> {
  return task.by === 'words' ? { by: 'words', words: await cipher.encrypt(userId, task.words) } : task;
}

/** The intents as the log keeps them: everything the person (or the model, in their words) wrote sealed with their key, the rest as it is. */
export async function sealIntents(cipher: PersonalDataCipher, userId: string, intents: readonly Intent[]): Promise<SealedIntent[]> {
  const seal = (text: string) => cipher.encrypt(userId, text);
  const sealAll = (texts: readonly string[]) => Promise.all(texts.map(seal));
  const sealed: SealedIntent[] = [];
  for (const intent of intents) {
    switch (intent.kind) {
      case 'add_task':
        sealed.push({ ...intent, title: await seal(intent.title) });
        break;
      case 'complete':
      case 'snooze':
      case 'reschedule':
      case 'remove':
        sealed.push({ ...intent, task: await sealReference(cipher, userId, intent.task) });
        break;
      case 'rename':
        sealed.push({ ...intent, task: await sealReference(cipher, userId, intent.task), title: await seal(intent.title) });
        break;
      case 'decision':
      case 'journal_note':
      case 'answer':
      case 'question':
      case 'reply':
        sealed.push({ ...intent, text: await seal(intent.text) });
        break;
      case 'ask':
        sealed.push({ ...intent, text: await seal(intent.text), options: await sealAll(intent.options) });
        break;
      case 'dilemma':
        sealed.push({ ...intent, question: await seal(intent.question), options: await sealAll(intent.options) });
        break;
      case 'recall_decision':
        sealed.push({ ...intent, words: await seal(intent.words) });
        break;
      case 'unclear': {
        const offer = intent.offer && (await Promise.all(intent.offer.map(async (t) => ({ ...t, title: await seal(t.title) }))));
        sealed.push({
          ...intent,
          understood: await seal(intent.understood),
          question: await seal(intent.question),
          ...(offer ? { offer } : {}),
        });
        break;
      }
      case 'list':
      case 'free_time':
      case 'prioritise':
      case 'small_talk':
      case 'undo':
      case 'help':
      case 'stop':
      case 'start':
      case 'morning_plan':
      case 'unknown':
        sealed.push({ ...intent });
        break;
      default: {
        const unknown: never = intent;
        return unknown;
      }
    }
  }
  return sealed;
}
