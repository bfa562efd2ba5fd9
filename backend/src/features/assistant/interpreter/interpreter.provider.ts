import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { type Interpreter, INTERPRETER } from './intent';
import { LlmInterpreter } from './llm-interpreter';
import { RulesInterpreter } from './rules-interpreter';

/** The model reads messages when LLM_API_KEY is set (with the rules behind it); otherwise the rules alone. */
export function interpreterFor(config: Pick<AppConfig, 'llm'>): Interpreter {
  const { apiKey, baseUrl, model, timeoutMs } = config.llm;
  return apiKey ? new LlmInterpreter({ apiKey, baseUrl, model, timeoutMs }) : new RulesInterpreter();
}

export const interpreterProvider: Provider = { provide: INTERPRETER, inject: [APP_CONFIG], useFactory: interpreterFor };
