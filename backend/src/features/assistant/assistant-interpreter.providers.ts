import type { Provider } from '@nestjs/common';
import { interpreterProvider } from './interpreter/interpreter.provider';
import { transcriberProvider } from './interpreter/transcriber.provider';

/** INTERPRETER and TRANSCRIBER, bound from the configuration, for the assistant's module. */
export const assistantInterpreterProviders: Provider[] = [interpreterProvider, transcriberProvider];
