import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { type Transcriber, TRANSCRIBER } from './intent';
import { OpenAiTranscriber } from './openai-transcriber';

/** Voice notes are transcribed when a key is set (TRANSCRIBE_API_KEY or LLM_API_KEY); otherwise there is no transcriber. */
export function transcriberFor(config: Pick<AppConfig, 'transcription'>): Transcriber | null {
  const { apiKey, baseUrl, model } = config.transcription;
  return apiKey ? new OpenAiTranscriber({ apiKey, baseUrl, model }) : null;
}

export const transcriberProvider: Provider = { provide: TRANSCRIBER, inject: [APP_CONFIG], useFactory: transcriberFor };
