import type { Interpretation, InterpretContext, Interpreter } from './intent';
import { forgetClockTimes } from './message-dates';
import { readMessage } from './message-reader';
import { forgetTagged } from './message-tagger';
import { forgetFixedTypos } from './message-words';

/** The default interpreter: rules and chrono-node, no key and no network. */
export class RulesInterpreter implements Interpreter {
  interpret(text: string, context: InterpretContext): Promise<Interpretation> {
    return Promise.resolve({ intents: this.read(text, context), interpreter: 'rules' });
  }

  /** The same reading, synchronously; whatever goes wrong inside, the message is simply not understood. */
  read(text: string, context: InterpretContext): Interpretation['intents'] {
    forgetTagged();
    forgetClockTimes();
    forgetFixedTypos();
    try {
      return readMessage(text, context);
    } catch {
      return [{ kind: 'unknown' }];
    }
  }
}
