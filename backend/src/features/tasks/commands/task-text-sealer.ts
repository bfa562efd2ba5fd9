import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { PersonalDataCipher } from '../../../platform/crypto/personal-data-cipher';
import { checkedDescription, checkedTitle } from '../domain/task-rules';
import { type NewTask, type SameTextAs, type TaskChanges, taskDecider } from '../domain/task.decider';
import { type TaskNote, taskStream } from '../domain/task.events';
import { openTaskText } from '../read-models/open-task-text';

type NewTaskText = Pick<NewTask, 'title' | 'description' | 'notes'>;
type TextChanges = Pick<TaskChanges, 'title' | 'description'>;

/**
 * Checks task text and seals it with the owner's data key, so that only ciphertext reaches the
 * decider and the log. The checks run here because the decider cannot read what it is given.
 */
@Injectable()
export class TaskTextSealer {
  constructor(
    private readonly cipher: PersonalDataCipher,
    private readonly commands: CommandRunner,
  ) {}

  async sealNew(userId: string, text: NewTaskText): Promise<NewTaskText> {
    const seal = (plain: string) => this.cipher.encrypt(userId, plain);
    const [title, description] = await Promise.all([seal(checkedTitle(text.title)), seal(checkedDescription(text.description))]);
    const notes = await Promise.all(text.notes.map(async (note): Promise<TaskNote> => ({ ...note, text: await seal(note.text) })));
    return { title, description, notes };
  }

  /**
   * Seals the text an update sends, and says which fields read the same as the task does now
   * (see SameTextAs), so that a repeated request appends nothing. Only the owner's own task is
   * opened; for anyone else's the decider answers 404.
   */
  async sealChanges(userId: string, taskId: string, changes: TextChanges): Promise<TextChanges & { sameTextAs: SameTextAs }> {
    const plain = {
      title: changes.title === undefined ? undefined : checkedTitle(changes.title),
      description: changes.description === undefined ? undefined : checkedDescription(changes.description),
    };
    if (plain.title === undefined && plain.description === undefined) return { sameTextAs: {} };
    const { state } = await this.commands.load(taskStream(taskId), taskDecider);
    const own = state.exists && state.userId === userId;
    const sealed: TextChanges = {};
    const sameTextAs: SameTextAs = {};
    for (const field of ['title', 'description'] as const) {
      const text = plain[field];
      if (text === undefined) continue;
      sealed[field] = await this.cipher.encrypt(userId, text);
      if (own && (await openTaskText(this.cipher, userId, state[field])) === text) sameTextAs[field] = state[field];
    }
    return { ...sealed, sameTextAs };
  }
}
