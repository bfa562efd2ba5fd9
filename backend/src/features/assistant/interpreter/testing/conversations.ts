import type { ConversationState } from '../intent';
import { NOTHING } from './read-at';

/** Conversations the kind specs read in: a reminder waiting for its answer, a task in view, a list just shown. */
export function reminderOf(title: string, due = '2026-11-11T14:00:00.000Z'): ConversationState {
  return { pending: { about: 'follow_up', task: title }, current: { title, due }, listed: [] };
}

export function inViewOf(title: string, due: string | null = null): ConversationState {
  return { ...NOTHING, current: { title, due } };
}

export function listOf(...titles: string[]): ConversationState {
  return { ...NOTHING, listed: titles };
}
