import type { ReplyAction } from '../types/conversation-item';

/** The buttons a reply offers, as the server sent them; anything not in their shape is left out. */
export function readReplyActions(value: unknown): ReplyAction[] {
  if (!Array.isArray(value)) return [];
  const actions: ReplyAction[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const action = entry as Record<string, unknown>;
    if (action.kind === 'undo') actions.push({ kind: 'undo' });
    else if (action.kind === 'done' && Number.isInteger(action.number) && typeof action.title === 'string')
      actions.push({ kind: 'done', number: action.number as number, title: action.title });
  }
  return actions;
}

/** What pressing a button sends, in the words a person would type. */
export function actionMessage(action: ReplyAction): string {
  return action.kind === 'undo' ? 'undo' : `done ${action.number}`;
}
