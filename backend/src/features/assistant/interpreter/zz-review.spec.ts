import * as fs from 'fs';
import { RulesInterpreter } from './rules-interpreter';
import type { ConversationState } from './intent';

const NOW = new Date('2026-11-11T15:00:00Z');
const NONE: ConversationState = { pending: null, current: null, listed: [] };
function conv(c: string): ConversationState {
  if (!c) return NONE;
  if (c.startsWith('view:')) { const [t, d] = c.slice(5).split('|'); return { ...NONE, current: { title: t, due: d || null } }; }
  if (c.startsWith('rem:')) { const [t, d] = c.slice(4).split('|'); return { pending: { about: 'follow_up', task: t }, current: { title: t, due: d || '2026-11-11T14:00:00.000Z' }, listed: [] }; }
  if (c.startsWith('list:')) return { ...NONE, listed: c.slice(5).split('|') };
  return NONE;
}
test('zz', () => {
  const cases: [string, string, string][] = JSON.parse(fs.readFileSync('/tmp/zz/cases.json', 'utf8'));
  const r = new RulesInterpreter();
  const out = cases.map(([text, zone, c]) => {
    let res: unknown;
    try { res = r.read(text, { now: NOW, timeZone: zone === 'NY' ? 'America/New_York' : 'Europe/London', conversation: conv(c) }); } catch (e) { res = 'THROW ' + String(e); }
    return { text, zone, c, res };
  });
  fs.writeFileSync(process.env.ZZOUT || '/tmp/zz/out.json', JSON.stringify(out, null, 1));
});
