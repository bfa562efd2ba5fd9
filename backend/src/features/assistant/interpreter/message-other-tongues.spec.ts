import { inEnglishWords } from './message-other-tongues';
import { readAt as read } from './testing/read-at';
import { reminderOf } from './testing/conversations';

/** Words of another language left in English, and courtesies in many. Read on Wednesday 11 November 2026, 15:00 London. Wordings are our own. */
describe('words of another language in an English message', () => {
  it.each([
    ['mañana at 9 ring the accountant', 'tomorrow at 9 ring the accountant'],
    ['morgen früh email the supplier', 'tomorrow morning email the supplier'],
    ['todos los martes 8am order the bread', 'every tuesday 8am order the bread'],
    ['borra the flyer one', 'delete the flyer one'],
    ['el viernes a las 4 pick up the van', 'on friday at 4 pick up the van'],
  ])('given %p -> %p', (text, english) => {
    expect(inEnglishWords(text)).toBe(english);
  });

  it('given a message wholly in another language -> left as written', () => {
    expect(inEnglishWords('Comprar pan mañana')).toBe('Comprar pan mañana');
  });

  it('given a name that is also a word ("call Kal at 4") -> the name kept', () => {
    expect(inEnglishWords('call Kal at 4')).toBe('call Kal at 4');
  });

  it.each(['fertig', 'listo', 'zrobione', "c'est fait", 'ho gaya'])('given %p after a reminder -> done', (text) => {
    expect(read(text, reminderOf('Post the parcels'))).toEqual([{ kind: 'complete', task: { by: 'context' } }]);
  });

  it('given "jutro o 10 call the garage" -> tomorrow at 10', () => {
    expect(read('jutro o 10 call the garage')).toEqual([
      { kind: 'add_task', title: 'Call the garage', due: '2026-11-12T10:00:00.000Z', important: false, repeat: null },
    ]);
  });

  it('given "estoy muerta, two events this week" -> a feeling, not a task', () => {
    expect(read('estoy muerta, two events this week').some((intent) => intent.kind === 'add_task')).toBe(false);
  });
});

describe('courtesies in many languages and with a word of address', () => {
  it.each([
    ['kumusta po', 'greeting'],
    ['hello my dear', 'greeting'],
    ['assalamu alaikum sister', 'greeting'],
    ['shukran brother', 'thanks'],
    ['thanks boss', 'thanks'],
    ['muchas gracias', 'thanks'],
    ['tschüss, bis morgen', 'goodbye'],
    ['ok khuda hafiz', 'goodbye'],
  ])('given %p -> %p', (text, what) => {
    expect(read(text)).toEqual([{ kind: 'small_talk', what }]);
  });
});
