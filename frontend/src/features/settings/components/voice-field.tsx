import { Select, type SelectOption } from '@/components/ui/select';
import { notify } from '@/components/ui/toast';

import { useVoicePreference } from '../hooks/use-voice-preference';
import { isVoice, voiceLabels, voices, type Voice } from '../types/user-data';
import { userDataMessages } from '../utils/user-data-messages';

// Every item has a non-empty value: Radix uses the empty string for "nothing chosen" (spec section 8).
const voiceOptions: readonly SelectOption[] = voices.map((voice) => ({ value: voice, label: voiceLabels[voice] }));

export type VoiceFieldProps = { userId: string; voice: Voice };

export function VoiceField({ userId, voice }: VoiceFieldProps) {
  const save = useVoicePreference(userId);

  const choose = (value: string) => {
    // One save at a time: the revert on failure must go back to a value that was really stored.
    if (!isVoice(value) || value === voice || save.isPending) return;
    if (!userId) {
      notify.error(userDataMessages.loginRequired);
      return;
    }
    save.mutate(value);
  };

  return <Select options={voiceOptions} value={voice} onValueChange={choose} aria-label="Voice preference" className="md:max-w-60" />;
}
