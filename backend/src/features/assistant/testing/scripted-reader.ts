import type { TestServer } from '../../../testing/test-server';
import { type Intent, INTERPRETER, type InterpretContext, type Interpreter } from '../interpreter/intent';

/**
 * Stands in for the reader on the messages a test names, so the pipeline behind it (execution,
 * the conversation's state, replies, UNDO) is tested on intents the rules may not read yet. Every
 * other message goes to the app's own interpreter. It records the context each message was read with.
 */
export class ScriptedReader {
  private readonly scripts = new Map<string, (context: InterpretContext) => Intent[]>();
  readonly contexts: { text: string; context: InterpretContext }[] = [];

  constructor(server: TestServer) {
    const reader = server.app.get<Interpreter>(INTERPRETER);
    const read = reader.interpret.bind(reader);
    reader.interpret = async (text, context) => {
      this.contexts.push({ text, context });
      const script = this.scripts.get(text);
      return script ? { intents: script(context), interpreter: 'rules' } : read(text, context);
    };
  }

  /** From now on, `text` reads as these intents (or as what the function makes of the context). */
  on(text: string, intents: Intent[] | ((context: InterpretContext) => Intent[])): this {
    this.scripts.set(text, typeof intents === 'function' ? intents : () => intents);
    return this;
  }

  /** The context the last message with this text was read with. */
  contextOf(text: string): InterpretContext | undefined {
    return [...this.contexts].reverse().find((c) => c.text === text)?.context;
  }
}
