import { Inject, Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { APP_CONFIG, loadConfig } from '../../../platform/config/app-config';
import { assistantInterpreterProviders } from '../assistant-interpreter.providers';
import { type Interpreter, INTERPRETER, type Transcriber, TRANSCRIBER } from './intent';
import { LlmInterpreter } from './llm-interpreter';
import { OpenAiTranscriber } from './openai-transcriber';
import { RulesInterpreter } from './rules-interpreter';

@Injectable()
class Reader {
  constructor(
    @Inject(INTERPRETER) readonly interpreter: Interpreter,
    @Inject(TRANSCRIBER) readonly transcriber: Transcriber | null,
  ) {}
}

async function bound(env: Record<string, string>): Promise<Reader> {
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: 'a'.repeat(64), ...env });
  const module = await Test.createTestingModule({
    providers: [{ provide: APP_CONFIG, useValue: config }, ...assistantInterpreterProviders, Reader],
  }).compile();
  return module.get(Reader);
}

describe('which interpreter and transcriber the configuration binds', () => {
  it('binds the rules and no transcriber without a key', async () => {
    const reader = await bound({});
    expect(reader.interpreter).toBeInstanceOf(RulesInterpreter);
    expect(reader.transcriber).toBeNull();
  });

  it('binds the model and the transcriber with LLM_API_KEY', async () => {
    const reader = await bound({ LLM_API_KEY: 'sk-x', LLM_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(reader.interpreter).toBeInstanceOf(LlmInterpreter);
    expect(reader.transcriber).toBeInstanceOf(OpenAiTranscriber);
  });

  it('binds a transcriber alone with TRANSCRIBE_API_KEY', async () => {
    const reader = await bound({ TRANSCRIBE_API_KEY: 'sk-t' });
    expect(reader.interpreter).toBeInstanceOf(RulesInterpreter);
    expect(reader.transcriber).toBeInstanceOf(OpenAiTranscriber);
  });
});
