import { OpenAiStandIn } from '../testing/openai-stand-in';
import { extensionFor, OpenAiTranscriber, TranscriptionFailed } from './openai-transcriber';

describe('the transcriber, through the real openai SDK against a stand-in', () => {
  let standIn: OpenAiStandIn;
  const transcriber = (timeoutMs = 2000) =>
    new OpenAiTranscriber({ apiKey: standIn.apiKey, baseUrl: standIn.baseUrl, model: 'whisper-1', timeoutMs });
  const voiceNote = Buffer.from([0x4f, 0x67, 0x67, 0x53, 0x00, 0x02, ...Array.from({ length: 3000 }, (_, index) => index % 256)]);

  beforeEach(async () => {
    standIn = await OpenAiStandIn.start();
  });
  afterEach(() => standIn.close());

  it('sends the audio bytes from memory as a multipart upload and answers the transcript', async () => {
    standIn.transcript = '  Remind me to call the bank tomorrow at 10 ';
    await expect(transcriber().transcribe(voiceNote, 'audio/ogg; codecs=opus')).resolves.toBe('Remind me to call the bank tomorrow at 10');
    const [request] = standIn.transcriptionRequests;
    expect(request.authorization).toBe(`Bearer ${standIn.apiKey}`);
    expect(request.model).toBe('whisper-1');
    expect(request.filename).toBe('voice-note.ogg');
    expect(request.contentType).toBe('audio/ogg');
    expect(request.audio.equals(voiceNote)).toBe(true);
  });

  it.each([
    ['error', 'HTTP 500'],
    ['outage', 'service unreachable'],
  ] as const)('rejects with TranscriptionFailed on %s', async (mode, reason) => {
    standIn.transcriptionMode = mode;
    const failure = transcriber().transcribe(voiceNote, 'audio/ogg');
    await expect(failure).rejects.toThrow(TranscriptionFailed);
    await expect(failure).rejects.toThrow(reason);
  });

  it('rejects with TranscriptionFailed when the service takes too long', async () => {
    standIn.transcriptionMode = 'slow';
    await expect(transcriber(300).transcribe(voiceNote, 'audio/mpeg')).rejects.toThrow('no answer in time');
  });

  it('names the file by the audio format', () => {
    expect(extensionFor('audio/mpeg')).toBe('mp3');
    expect(extensionFor('audio/mp4')).toBe('m4a');
    expect(extensionFor('AUDIO/OGG; codecs=opus')).toBe('ogg');
    expect(extensionFor('audio/x-weird')).toBe('ogg');
    expect(extensionFor('application/octet-stream')).toBe('ogg');
  });
});
