import type { PendingQuestion } from '../../interpreter/intent';

/** What a flow remembers beside the question the reader sees: kept sealed with the pending question. */
export interface FlowMemo {
  /** A dilemma's answer to "what matters most?". */
  matters?: string | null;
  /** The decision a review question is about. */
  decisionId?: string;
  /** The task a follow-up or STUCK question is about. */
  taskId?: string;
}

/** A question to keep as pending, in the shape the conversation stream keeps (`PendingQuestionRecord`). */
export interface FlowQuestion {
  question: PendingQuestion;
  flow?: FlowMemo;
}

/** A change a flow asks for; carried out by the features' own commands, never by the flow. */
export type FlowAction =
  | {
      kind: 'record_decision';
      question: string;
      options: string[];
      choice: string;
      reason: string | null;
      reviewInDays: number;
    }
  /** A decide-by task, or a smaller first step. `due` is a UTC instant. */
  | { kind: 'add_task'; title: string; due: string }
  | { kind: 'review_decision'; decisionId: string; outcome: string }
  | { kind: 'complete_task'; taskId: string }
  | { kind: 'snooze_task'; taskId: string; minutes: number };

/**
 * What one message does to a flow: the words back, the next question (null: the flow is over and
 * nothing is pending), and the changes to make.
 */
export interface FlowStep {
  reply: string;
  ask: FlowQuestion | null;
  actions: FlowAction[];
}

/** The moment and zone a flow reads dates in. */
export interface FlowClock {
  now: Date;
  timeZone: string;
}
