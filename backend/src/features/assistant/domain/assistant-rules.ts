/** Limits of the conversation. */
export const ASSISTANT_RULES = {
  /** A message is at most this long once trimmed (WhatsApp's own limit is 4096). */
  textMax: 4096,
  /** What the last list, task or change stays referable for ("done 2", "done", UNDO). */
  contextTtlMs: 24 * 60 * 60 * 1000,
  /** Turns of the conversation a model is shown with a message. */
  memoryTurns: 8,
  /** Recent decisions a model is shown. */
  memoryDecisions: 5,
  /** Lines in a "what's next" answer. */
  listMax: 5,
  /** Twilio caps a message body at 1600 characters; longer replies are cut. */
  replyMax: 1600,
  /** A voice note larger than this is not transcribed (about ten minutes of compressed speech). */
  audioMaxBytes: 10 * 1024 * 1024,
} as const;
