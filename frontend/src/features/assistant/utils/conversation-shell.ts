/**
 * The two states the signed-in shell can paint the message box in (`data-shell-show`): the
 * conversation still unknown, or known to be empty from this device's copy of it.
 */
export const conversationShell = {
  whileUnknown: 'conversation-unknown',
  whenEmpty: 'conversation-empty',
} as const;
