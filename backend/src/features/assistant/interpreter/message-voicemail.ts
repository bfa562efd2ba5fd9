const VOICEMAIL = /\b(?:vm|voicemail|answerphone|answer ?machine)\b/i;

/** "called, went to vm": no one answered, which is no job done; to "Check the voicemail" or "Reboot the VM", it is the job itself. */
export function voicemailOnly(said: string, title: string): boolean {
  return VOICEMAIL.test(said) && !VOICEMAIL.test(title);
}
