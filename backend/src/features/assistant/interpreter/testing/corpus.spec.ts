import { CORPUS, CORPUS_NOW } from './corpus';
import { RulesInterpreter } from '../rules-interpreter';

const rules = new RulesInterpreter();

describe('the rules interpreter on the corpus', () => {
  it('holds enough messages, in both zones', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(CORPUS.map((item) => item.timeZone))).toEqual(new Set(['Europe/London', 'America/New_York']));
  });

  it.each(CORPUS.map((item) => [`${item.timeZone} ${JSON.stringify(item.text.slice(0, 60))}`, item] as const))(
    'reads %s',
    async (_name, item) => {
      const interpretation = await rules.interpret(item.text, {
        now: CORPUS_NOW,
        timeZone: item.timeZone,
        ...(item.conversation ? { conversation: item.conversation } : {}),
      });
      expect(interpretation).toEqual({ intents: item.expected, interpreter: 'rules' });
    },
  );

  it('gets all of it right', () => {
    const right = CORPUS.filter((item) => {
      const intents = rules.read(item.text, {
        now: CORPUS_NOW,
        timeZone: item.timeZone,
        ...(item.conversation ? { conversation: item.conversation } : {}),
      });
      return JSON.stringify(intents) === JSON.stringify(item.expected);
    }).length;
    const accuracy = right / CORPUS.length;
    process.stdout.write(`rules interpreter: ${right}/${CORPUS.length} corpus messages read exactly (${(accuracy * 100).toFixed(1)}%)\n`);
    expect(accuracy).toBe(1);
  });
});
