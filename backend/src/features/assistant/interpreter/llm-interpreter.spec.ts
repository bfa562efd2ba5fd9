import { OpenAiStandIn } from '../testing/openai-stand-in';
import type { AssistantMemory, ConversationState, InterpretContext } from './intent';
import { INTENT_TOOLS } from './intent-tools';
import { LlmInterpreter } from './llm-interpreter';
import { RulesInterpreter } from './rules-interpreter';

const LONDON: InterpretContext = { now: new Date('2026-03-06T17:30:00Z'), timeZone: 'Europe/London' };
const NEW_YORK: InterpretContext = { now: new Date('2026-03-06T17:30:00Z'), timeZone: 'America/New_York' };
const rules = new RulesInterpreter();

describe('the LLM interpreter, through the real openai SDK against a stand-in', () => {
  let standIn: OpenAiStandIn;
  const llm = (timeoutMs = 4000, apiKey = standIn.apiKey) =>
    new LlmInterpreter({ apiKey, baseUrl: standIn.baseUrl, model: 'test-model', timeoutMs });

  beforeEach(async () => {
    standIn = await OpenAiStandIn.start();
  });
  afterEach(() => standIn.close());

  it('takes a good answer, and tells the model the person clock, zone and the tools', async () => {
    standIn.answer = () => [
      { name: 'add_task', arguments: { title: 'Buy milk', due: null, important: false } },
      { name: 'add_task', arguments: { title: 'Call mum', due: '2026-03-06T18:00:00+00:00', important: true } },
    ];
    const interpretation = await llm().interpret('buy milk and call mum at 6 !', LONDON);
    expect(interpretation).toEqual({
      interpreter: 'llm',
      intents: [
        { kind: 'add_task', title: 'Buy milk', due: null, important: false, repeat: null },
        { kind: 'add_task', title: 'Call mum', due: '2026-03-06T18:00:00.000Z', important: true, repeat: null },
      ],
    });
    const [request] = standIn.chatRequests;
    expect(request.authorization).toBe(`Bearer ${standIn.apiKey}`);
    expect(request.body.model).toBe('test-model');
    expect(request.body.messages.at(-1)).toEqual({ role: 'user', content: 'buy milk and call mum at 6 !' });
    const system = request.body.messages[0].content;
    expect(system).toContain('Current time: 2026-03-06T17:30:00.000Z');
    expect(system).toContain('Time zone: Europe/London');
    expect(system).toContain('Friday, 6 March 2026 at 17:30 GMT+00:00');
    expect(request.body.tools?.map((tool) => tool.function.name)).toEqual(INTENT_TOOLS.map((tool) => tool.function.name));
    expect(request.body.tools?.map((tool) => tool.function.name)).toEqual(
      expect.arrayContaining(['reschedule_task', 'rename_task', 'remove_task', 'answer_question', 'reply', 'ask', 'unclear']),
    );
  });

  it('sends the last turns as the conversation, the top open tasks and decisions, and what is pending', async () => {
    const memory: AssistantMemory = {
      turns: [
        { from: 'person', text: 'call Acme tomorrow at 10', at: '2026-03-06T17:20:00Z' },
        { from: 'daily', text: 'Added: Call Acme, tomorrow 10:00.', at: '2026-03-06T17:20:01Z' },
      ],
      openTasks: [
        { title: 'Call Acme', due: '2026-03-07T10:00:00.000Z', important: false },
        { title: 'Pay VAT', due: null, important: true },
      ],
      decisions: [{ text: 'Going with the cheaper quote', on: '2026-03-02', reason: 'half the price' }],
      busy: [],
      calendar: false,
    };
    const conversation: ConversationState = { pending: null, current: { title: 'Call Acme', due: '2026-03-07T10:00:00.000Z' }, listed: [] };
    const interpretation = await llm().interpret('make it 2:30', { ...LONDON, memory, conversation });
    expect(interpretation).toEqual({
      interpreter: 'llm',
      intents: [{ kind: 'reschedule', task: { by: 'context' }, date: null, time: '14:30' }],
    });
    const [request] = standIn.chatRequests;
    expect(request.body.messages.slice(-3)).toEqual([
      { role: 'user', content: 'call Acme tomorrow at 10' },
      { role: 'assistant', content: 'Added: Call Acme, tomorrow 10:00.' },
      { role: 'user', content: 'make it 2:30' },
    ]);
    const known = request.body.messages[1];
    expect(known.role).toBe('system');
    expect(known.content).toContain('- Call Acme (due 2026-03-07T10:00:00.000Z)');
    expect(known.content).toContain('- Pay VAT [important]');
    expect(known.content).toContain('Going with the cheaper quote (because half the price)');
    expect(request.body.messages[0].content).toContain('"current":{"title":"Call Acme"');
  });

  it('takes words back and a question back from the model, which change nothing', async () => {
    standIn.answer = () => [
      { name: 'reply', arguments: { text: 'Start with the VAT: it is due first.' } },
      { name: 'ask', arguments: { text: 'Which matters more, time or money?', options: ['Time', 'Money'] } },
    ];
    await expect(llm().interpret('should I hire a VA or do the admin myself?', LONDON)).resolves.toEqual({
      interpreter: 'llm',
      intents: [
        { kind: 'reply', text: 'Start with the VAT: it is due first.' },
        { kind: 'ask', text: 'Which matters more, time or money?', options: ['Time', 'Money'] },
      ],
    });
  });

  it('falls back to the rules when a new tool is called wrongly', async () => {
    standIn.answer = () => [{ name: 'reschedule_task', arguments: { date: null, time: null } }];
    await expect(llm().interpret('swamped today', LONDON)).resolves.toEqual({
      interpreter: 'rules',
      intents: [{ kind: 'small_talk', what: 'overwhelmed' }],
    });
  });

  it('reads every kind of tool call back into intents, in New York as in London', async () => {
    const message = 'remind me to call the bank tomorrow at 10';
    const interpretation = await llm().interpret(message, NEW_YORK);
    expect(interpretation).toEqual({
      interpreter: 'llm',
      intents: [{ kind: 'add_task', title: 'Call the bank', due: '2026-03-07T15:00:00.000Z', important: false, repeat: null }],
    });
    for (const text of [
      'done 2',
      'done bank',
      'DONE',
      'snooze 1h',
      'snooze until monday 9am',
      "what's next",
      "what's on friday?",
      'am I free tomorrow afternoon?',
      'what should I focus on?',
      'should I hire a VA or do the admin myself?',
      'what did I decide about the supplier?',
      'move the Acme call to friday 2pm',
      'rename the gym task to yoga class',
      'delete the yoga task',
      'every monday 9am send invoices',
      'hi',
      'swamped today',
      'when is the dentist?',
      'call mum at 3 or 4',
      'decided to hire a VA',
      'note: calm day',
      'undo',
      'help',
      'STOP',
      'START',
      'asdkjh',
    ])
      await expect(llm().interpret(text, LONDON)).resolves.toEqual({ interpreter: 'llm', intents: rules.read(text, LONDON) });
  });

  it.each(['garbage-json', 'unknown-tool', 'wrong-types', 'extra-field', 'no-tool'] as const)(
    'falls back to the rules on a %s answer',
    async (mode) => {
      standIn.chatMode = mode;
      const interpretation = await llm().interpret('call the bank tomorrow at 10 !', LONDON);
      expect(interpretation).toEqual({
        interpreter: 'rules',
        intents: [{ kind: 'add_task', title: 'Call the bank', due: '2026-03-07T10:00:00.000Z', important: true, repeat: null }],
      });
      expect(standIn.chatRequests).toHaveLength(1);
    },
  );

  it('falls back to the rules when the model answers too late, at the timeout', async () => {
    standIn.chatMode = 'slow';
    const started = Date.now();
    const interpretation = await llm(300).interpret('call the bank tomorrow at 10', LONDON);
    expect(interpretation.interpreter).toBe('rules');
    expect(interpretation.intents).toEqual(rules.read('call the bank tomorrow at 10', LONDON));
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('answers within five seconds with the default timeout when the model never answers', async () => {
    standIn.chatMode = 'slow';
    standIn.slowMs = 60_000;
    const started = Date.now();
    const interpretation = await llm(4000).interpret('call the bank tomorrow at 10', LONDON);
    expect(interpretation.interpreter).toBe('rules');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('falls back to the rules on an HTTP error, without retrying', async () => {
    standIn.chatMode = 'error';
    await expect(llm().interpret('remind me to call the bank', LONDON)).resolves.toEqual({
      interpreter: 'rules',
      intents: [{ kind: 'add_task', title: 'Call the bank', due: null, important: false, repeat: null }],
    });
    standIn.errorStatus = 503;
    await expect(llm().interpret('done 2', LONDON)).resolves.toMatchObject({ interpreter: 'rules' });
    expect(standIn.chatRequests).toHaveLength(2);
  });

  it('falls back to the rules on a wrong key', async () => {
    await expect(llm(4000, 'sk-wrong').interpret('undo', LONDON)).resolves.toEqual({ interpreter: 'rules', intents: [{ kind: 'undo' }] });
  });

  it('falls back to the rules when the connection drops or nothing listens', async () => {
    standIn.chatMode = 'outage';
    await expect(llm().interpret('help', LONDON)).resolves.toEqual({ interpreter: 'rules', intents: [{ kind: 'help' }] });
    const gone = llm();
    await standIn.close();
    await expect(gone.interpret('help', LONDON)).resolves.toEqual({ interpreter: 'rules', intents: [{ kind: 'help' }] });
    standIn = await OpenAiStandIn.start();
  });

  it('leaves empty and very long messages to the rules without asking the model', async () => {
    await expect(llm().interpret('', LONDON)).resolves.toEqual({ interpreter: 'rules', intents: [{ kind: 'unknown' }] });
    await expect(llm().interpret('x'.repeat(4096), LONDON)).resolves.toEqual({ interpreter: 'rules', intents: [{ kind: 'unknown' }] });
    expect(standIn.chatRequests).toHaveLength(0);
  });
});
