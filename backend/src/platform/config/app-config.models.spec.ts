import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('configuration of the model and the transcriber', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'daily-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('has neither without keys, with the defaults ready for when a key comes', () => {
    const config = load({});
    expect(config.llm).toEqual({ apiKey: null, baseUrl: null, model: 'gpt-4o-mini', timeoutMs: 4000 });
    expect(config.transcription).toEqual({ apiKey: null, baseUrl: null, model: 'whisper-1' });
  });

  it('reads the LLM variables, and transcribes with the same service unless told otherwise', () => {
    const config = load({ LLM_API_KEY: 'k', LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1', LLM_TIMEOUT_MS: '2500' });
    expect(config.llm).toEqual({ apiKey: 'k', baseUrl: 'http://localhost:11434/v1', model: 'llama3.1', timeoutMs: 2500 });
    expect(config.transcription).toEqual({ apiKey: 'k', baseUrl: 'http://localhost:11434/v1', model: 'whisper-1' });
  });

  it('gives transcription its own service when TRANSCRIBE_API_KEY is set', () => {
    const config = load({
      LLM_API_KEY: 'k',
      LLM_BASE_URL: 'http://localhost:11434/v1',
      TRANSCRIBE_API_KEY: 't',
      TRANSCRIBE_MODEL: 'whisper-large',
    });
    expect(config.transcription).toEqual({ apiKey: 't', baseUrl: null, model: 'whisper-large' });
  });

  it.each([
    [{ LLM_TIMEOUT_MS: '99' }, 'LLM_TIMEOUT_MS'],
    [{ LLM_TIMEOUT_MS: '5000' }, 'LLM_TIMEOUT_MS'],
    [{ LLM_TIMEOUT_MS: '4s' }, 'LLM_TIMEOUT_MS'],
    [{ LLM_BASE_URL: 'localhost:11434' }, 'LLM_BASE_URL'],
    [{ TRANSCRIBE_BASE_URL: 'ftp://x' }, 'TRANSCRIBE_BASE_URL'],
    [{ LLM_MODEL: 'm'.repeat(201) }, 'LLM_MODEL'],
  ])('stops the boot on %j with a message naming %s', (env, variable) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(new RegExp(`^Invalid configuration: ${variable}`));
  });
});
