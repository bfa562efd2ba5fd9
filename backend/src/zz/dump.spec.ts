import { writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RulesInterpreter } from '../features/assistant/interpreter/rules-interpreter';
import { score } from '../features/assistant/interpreter/testing/reading-score';
import type { HeldOutItem } from '../features/assistant/interpreter/testing/held-out-kit';

const DIR = join(__dirname, '../features/assistant/interpreter/testing');
const names = (process.env.SETS ?? '')
  .split(',')
  .filter(Boolean);
const all = names.length
  ? names
  : readdirSync(DIR)
      .filter((f) => /^held-out-[a-z]+\.ts$/.test(f) && !/kit|measure/.test(f))
      .map((f) => f.replace(/^held-out-|\.ts$/g, ''));

it('dumps', () => {
  const rules = new RulesInterpreter();
  const rows: string[] = [];
  for (const name of all) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(join(DIR, `held-out-${name}`));
    const kindsKey = Object.keys(mod).find((k) => k.endsWith('_KINDS'));
    const kinds: Record<string, HeldOutItem[]> = kindsKey ? mod[kindsKey] : {};
    const kindOf = new Map<HeldOutItem, string>();
    for (const [k, items] of Object.entries(kinds)) for (const it of items) kindOf.set(it, k);
    const setKey = Object.keys(mod).find((k) => /^HELD_OUT(_[A-Z]+)?$/.test(k) && Array.isArray(mod[k]));
    const set: HeldOutItem[] = mod[setKey!];
    const result = score(set, (text, context) => rules.read(text, context));
    for (const e of result.items) {
      const c = e.item.conversation;
      const ctxs = c ? JSON.stringify({ p: c.pending, c: c.current, l: c.listed }) : '';
      rows.push(
        [name, kindOf.get(e.item) ?? '-', e.right ? 'ok' : e.harm ? 'HARM' : 'miss', e.item.timeZone.slice(0, 6), JSON.stringify(e.item.text), JSON.stringify(e.got), JSON.stringify(e.item.accept), ctxs, e.harm ?? ''].join('\t'),
      );
    }
  }
  writeFileSync(process.env.OUT ?? '/tmp/p10/dump.tsv', rows.join('\n') + '\n');
});
