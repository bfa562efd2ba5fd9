import OpenAI, { toFile } from 'openai';
import type { Transcriber } from './intent';

export interface OpenAiTranscriberOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; null means OpenAI itself. */
  baseUrl: string | null;
  model: string;
  timeoutMs?: number;
}

/** A voice note that could not be turned into text; the reason names no content of the note. */
export class TranscriptionFailed extends Error {
  constructor(reason: string) {
    super(`The voice note could not be transcribed (${reason}).`);
    this.name = 'TranscriptionFailed';
  }
}

/** The file name tells the service the audio's format; the formats it reads, by content type. */
const EXTENSIONS: Record<string, string> = {
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/m4a': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'm4a',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/webm': 'webm',
  'audio/flac': 'flac',
  'audio/amr': 'amr',
  'video/mp4': 'mp4',
};

export function extensionFor(contentType: string): string {
  const type = contentType.split(';')[0].trim().toLowerCase();
  return EXTENSIONS[type] ?? (/^audio\/([a-z0-9]{1,10})$/.exec(type)?.[1] || 'ogg');
}

function why(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) return 'no answer in time';
  if (error instanceof OpenAI.APIConnectionError) return 'service unreachable';
  if (error instanceof OpenAI.APIError) return `HTTP ${error.status ?? 'error'}`;
  return error instanceof Error ? error.name : 'unexpected failure';
}

/**
 * Voice notes to text through an OpenAI-compatible audio-transcriptions API. The audio goes from
 * memory straight into the request body: it is never written to disk, and nothing of it is kept.
 */
export class OpenAiTranscriber implements Transcriber {
  private readonly client: OpenAI;
  private readonly timeoutMs: number;

  constructor(private readonly options: OpenAiTranscriberOptions) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseUrl ?? undefined,
      timeout: this.timeoutMs,
      maxRetries: 1,
    });
  }

  async transcribe(audio: Buffer, contentType: string): Promise<string> {
    // One deadline over both attempts: an upload that hangs is not told apart from a dead service otherwise.
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), this.timeoutMs);
    try {
      const file = await toFile(audio, `voice-note.${extensionFor(contentType)}`, { type: contentType.split(';')[0].trim() });
      const transcription = await this.client.audio.transcriptions.create({ file, model: this.options.model }, { signal: deadline.signal });
      return transcription.text.trim();
    } catch (error) {
      throw new TranscriptionFailed(deadline.signal.aborted ? 'no answer in time' : why(error));
    } finally {
      clearTimeout(timer);
    }
  }
}
