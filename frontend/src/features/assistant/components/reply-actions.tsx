import { Check, Undo2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { ReplyAction } from '../types/conversation-item';

export type ReplyActionsProps = {
  actions: readonly ReplyAction[];
  /** Sends what the button stands for ("undo", "done 2"), as if typed. */
  onAct: (action: ReplyAction) => void;
  disabled: boolean;
};

/**
 * Under daily's newest reply in the web box: the numbered tasks it listed, each a button that marks
 * it done, and Undo for what the message changed. A phone is asked for these in words instead.
 */
export function ReplyActions({ actions, onAct, disabled }: ReplyActionsProps) {
  const tasks = actions.filter((action) => action.kind === 'done');
  const undo = actions.find((action) => action.kind === 'undo');
  return (
    <li className="flex flex-col items-start gap-2 pr-8 sm:pr-12">
      {tasks.length > 0 && (
        <ul aria-label="Mark a task done" className="flex flex-wrap gap-2">
          {tasks.map((task) => (
            <li key={task.number}>
              <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onAct(task)} aria-label={`Done: ${task.title}`}>
                <Check aria-hidden="true" className="size-3.5" />
                {task.number}. {task.title}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {undo && (
        <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onAct(undo)}>
          <Undo2 aria-hidden="true" className="size-3.5" />
          Undo
        </Button>
      )}
    </li>
  );
}
