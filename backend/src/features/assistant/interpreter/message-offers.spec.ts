import type { Intent, InterpretContext, NewTask } from './intent';
import { RulesInterpreter } from './rules-interpreter';

/**
 * A task the message seems to mean but does not plainly ask for is offered, never made: the reply
 * asks "Shall I add it?" and keeps the task, so a yes adds it as read. Words that name no job get
 * a question without an offer.
 */
const NOW = new Date('2026-11-11T15:00:00Z');
const LONDON: InterpretContext = { now: NOW, timeZone: 'Europe/London' };
const read = (text: string): Intent[] => new RulesInterpreter().read(text, LONDON);
const job = (title: string, due: string | null = null): NewTask => ({ kind: 'add_task', title, due, important: false, repeat: null });
const offerOf = (intents: Intent[]) => (intents.length === 1 && intents[0].kind === 'unclear' ? intents[0].offer : undefined);

describe('tasks offered rather than made', () => {
  it.each<[string, NewTask]>([
    ['maybe email the printers on monday', job('Email the printers', '2026-11-16T12:00:00.000Z')],
    ["possibly chase the Okafor invoice tmrw, we'll see", job('Chase the Okafor invoice', '2026-11-12T12:00:00.000Z')],
    ['perhaps the chiropodist at some point', job('The chiropodist')],
    ['should probably renew the van insurance soonish', job('Renew the van insurance')],
  ])('given a job said with a doubt (%s) -> it is offered, without the doubt', (text, task) => {
    expect(offerOf(read(text))).toEqual([task]);
  });

  it.each(["we'll shift the pottery class to thursday evening", 'probably the 14th for the tiling', 'just friday then'])(
    'given words that name no job, with a time (%s) -> a question, and nothing to add on a yes',
    (text) => {
      const [intent] = read(text);
      expect(intent).toMatchObject({ kind: 'unclear', question: 'What would you like me to do with it?' });
      expect(offerOf([intent])).toBeUndefined();
    },
  );

  it.each([
    ['dentist friday 3pm', 'Dentist'],
    ['team lunch thursday at 1', 'Team lunch'],
    ['sharpen the chisels on saturday', 'Sharpen the chisels'],
    ["mum's birthday dinner sunday 7pm", "Mum's birthday dinner"],
  ])('given a job named plainly (%s) -> it is added at once', (text, title) => {
    expect(read(text)).toEqual([expect.objectContaining({ kind: 'add_task', title })]);
  });

  it('given a doubt that leaves no job behind -> asked about, with nothing offered', () => {
    expect(offerOf(read('hmm friday might not work'))).toBeUndefined();
  });
});

describe('an ask said with a doubt while a question waits', () => {
  const waiting: InterpretContext = {
    ...LONDON,
    conversation: {
      pending: { about: 'other', question: 'What would you like me to do with it?', options: [] },
      current: null,
      listed: [],
    },
  };

  it('given a hedged job -> read as the ask it is, and offered; a bare "yes" still answers', () => {
    const [intent] = new RulesInterpreter().read('maybe ring the printers next wk', waiting);
    expect(intent).toMatchObject({ kind: 'unclear', offer: [job('Ring the printers', '2026-11-16T12:00:00.000Z')] });
    expect(new RulesInterpreter().read('yes', waiting)).toEqual([{ kind: 'answer', text: 'yes', pick: null }]);
  });
});
