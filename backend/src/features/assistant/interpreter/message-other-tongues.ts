/**
 * People who write English as a second language leave words of their own in it: "mañana at 10 call
 * the plumber", "fertig", "borra the customs one", "todos los lunes 9am …". The commonest such words
 * for days, times, done and delete, in the languages our users most often mix in (Spanish,
 * Portuguese, French, Haitian Creole, German, Polish, Hindi, Tagalog, Yoruba, Welsh), are put in English before anything
 * else reads the message. Greetings and thanks are known to the readers of courtesies themselves.
 */

type Phrase = readonly [RegExp, string];

/** Whole phrases first, so a word inside them is not read alone ("ich bin fertig" is tired, not done). */
const PHRASES: readonly Phrase[] = [
  [
    /\b(?:estoy|estou|ich bin|je suis|jestem)\s+(?:(?:muy|muito|so|sehr|total|très|bardzo|tan)\s+)?(?:muert[oa]|cansad[oa]|agotad[oa]|exhaust[oa]|kaputt|müde|fertig|erschöpft|épuisée?|fatiguée?|crevée?|zmęczon[ya]|wykończon[ya])\b/giu,
    "I'm exhausted",
  ],
  [/\bnakakapagod\b/giu, 'so tiring'],
  [/(?<![\p{L}])(?:xin )?cảm ơn(?: nhiều| bạn)?(?![\p{L}])/giu, 'thanks'],
  // "Sat sri akal ji": the Punjabi greeting, whose first word is no Saturday.
  [/(?<![\p{L}])sat (?:sri|shri) akal(?: ji)?(?![\p{L}])/giu, 'hello'],
  [/(?<![\p{L}])(?:xin chào|bună ziua|buna ziua|dobryi den|dobryy den|dobry den|добрый день|доброго дня)(?![\p{L}])/giu, 'hello'],
  [/\b(?:thak gay[ai]|thaki hui|thaka hua)\b/giu, "I'm tired"],
  [
    /\b(?:todos los|todas las|tous les|jeden|jeden|toda|todo|cada)\s+(lunes|martes|miércoles|miercoles|jueves|viernes|sábados?|sabados?|domingos?|lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|segunda|terça|terca|quarta|quinta|sexta|sábado)\b/giu,
    'every $1',
  ],
  [/\b(?:pasado mañana|pasado manana|übermorgen|après-demain|apres-demain|depois de amanhã|pojutrze)\b/giu, 'the day after tomorrow'],
  [/\b(?:mañana|manana) por la (?:mañana|manana)\b/giu, 'tomorrow morning'],
  [/\b(?:morgen früh|morgen frueh|demain matin|amanhã de manhã|jutro rano|bukas ng umaga|kal subah)\b/giu, 'tomorrow morning'],
  // "cambia la clase de Junior pa mañana a las 4": moved to another time.
  [/\b(?:cambia|cámbia|mueve|muéve)\s+(.{2,60}?)\s+(?:pa|para)\s+(?=(?:mañana|manana|hoy|\d|(?:el |la )?\S+ a las \d))/giu, 'move $1 to '],
  // "cámbialo a 'call Yesenia about deposit'", "ponle 'order foils'": a new name, quoted, for the one in view.
  [
    /^(?:cámbialo|cambialo|cámbiale el nombre|cambiale el nombre|ponle|llámalo|llamalo)\s+(?:a\s+|como\s+|por\s+)?(?=["“'‘][^"”'’]*?\s[^"”'’]+["”'’])/iu,
    'rename it to ',
  ],
  // "que tengo hoy", "qué hay para mañana": the list of that day asked for.
  [/(?<=^|[,.!]\s*)(?:y\s+)?(?:qu[ée]) (?:tengo|tenemos|hay para|hay pa)(?: (?:para|pa))? hoy(?=\s*[?!.]*$|,)/iu, 'what have i got today'],
  [
    /(?<=^|[,.!]\s*)(?:y\s+)?(?:qu[ée]) (?:tengo|tenemos|hay para|hay pa)(?: (?:para|pa))? (?:mañana|manana)(?=\s*[?!.]*$|,)/iu,
    'what have i got tomorrow',
  ],
  // "quita el 2", "borra el 3", Welsh "dileu 3": an item of the list taken off by its number.
  [/^(?:quita|quitá|borra|borrá|elimina|dileu)\s+(?:el\s+|la\s+|number\s+)?(?=#?\d{1,2}\b)/iu, 'delete '],
  // "borra eso", "bórralo": that one, pointed at, deleted.
  [/\b(?:borra|borrá|elimina|quita)\s+(?:eso|esto|esa|ese)\b/giu, 'delete that'],
  [/\b(?:bórralo|borralo|bórrala|borrala|quítalo|quitalo)\b/giu, 'delete it'],
  // Welsh days: "dydd Gwener" (Friday), "nos Lun" (Monday night) is left alone.
  [/\bdydd llun\b/giu, 'monday'],
  [/\bdydd mawrth\b/giu, 'tuesday'],
  [/\bdydd mercher\b/giu, 'wednesday'],
  [/\bdydd iau\b/giu, 'thursday'],
  [/\bdydd gwener\b/giu, 'friday'],
  [/\bdydd sadwrn\b/giu, 'saturday'],
  [/\bdydd sul\b/giu, 'sunday'],
  // Welsh: "bore fory" (tomorrow morning), "pnawn fory".
  [/\bbore (?:yfory|fory)\b/giu, 'tomorrow morning'],
  [/\b(?:pnawn|prynhawn) (?:yfory|fory)\b/giu, 'tomorrow afternoon'],
  [/\b(?:de la tarde|da tarde|de l'après-midi|nachmittags|po południu)\b/giu, 'in the afternoon'],
  [/\b(?:de la noche|da noite|du soir|abends|wieczorem)\b/giu, 'in the evening'],
  [/\b(?:de la mañana|da manhã|du matin|morgens|rano)\b/giu, 'in the morning'],
  [/\b(?:a las|à las|à)\s+(\d{1,2}(?:[:.]\d{2})?)\b(?!\s*(?:%|kg|€|zł))/giu, 'at $1'],
  [/\b(dzisiaj|dziś|jutro)\s+o\s+(\d{1,2}(?:[:.]\d{2})?)\b/giu, '$1 at $2'],
  [/\b(\d{1,2})\s+baje\b/giu, 'at $1'],
  // Nigerian Pidgin: "wetin dey for saturday" asks what is on that day.
  [
    /^wetin (?:dey|de|dey on|we get) (?:for |on )?(?=(?:today|tonight|tomorrow|tmrw|tmr|this|next|mon|tue|wed|thu|fri|sat|sun|the \d|\d))/giu,
    "what's on ",
  ],
  // Hindi and Urdu: "abhi nahi, 2 ghante baad", "har jumma ko 4 baje", "isko hata do", "naam badal do", "pehla wala".
  [/\b(\d{1,2}|ek|do|teen)\s+ghante?\s+(?:baad|mein)\b/giu, 'in $1 hours'],
  [/\b(\d{1,3})\s+(?:minute|minat|mint)\s+(?:baad|mein)\b/giu, 'in $1 minutes'],
  [/\babhi nahi\b/giu, 'not now'],
  [/\bhar\s+(jumm?ah?|jumeraat|itwaar|itvaar|somvar|mangalvar|budhvar|shukravar|shanivar)(?:\s+ko)?\b/giu, 'every $1'],
  // "1 hata do", "1 aur 3 hata do": items of the list, by number.
  [/^(\d{1,2})\s+(?:aur|and|&)\s+(\d{1,2})\s+(?:hata|mita)\s+do\b/giu, 'delete $1 and $2'],
  [/^(\d{1,2})\s+(?:hata|mita)\s+do\b/giu, 'delete $1'],
  [/^(\d{1,2})\s+(?:aur|and|&)\s+(\d{1,2})\s+(?:ho\s+gaye|ho\s+gaya|ho\s+gayi|kar\s+diye|kar\s+diya)\b/giu, '$1 and $2 done'],
  [/\b(?:isko|isse|ise|usko|ye|yeh)\s+hata\s+do\b|\bhata\s+do\b/giu, 'delete it'],
  [/\bnaam\s+badal\s+do\b/giu, 'rename it'],
  [/\b(pehla|pehli|dusra|doosra|dusri|teesra|teesri)\s+wal[aie]\b/giu, 'the $1 one'],
  // "kal karungi inshallah": the wish said with a plan is no part of it.
  // Only from the start of a run of spaces, so a long run is passed over once.
  [/(?<![\s,])[\s,]*\b(?:inshallah|insha'?allah|insha allah|inshaallah)\b[.!]*/giu, ''],
  [
    /\b(?:el|le|am)\s+(?=(?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b)/giu,
    'on ',
  ],
  [/\b(?:c'est fait|ya (?:lo |la )?hice|ya está|ya esta|já está|já fiz|ho gaya|ho gayi|kar diya|tapos na|e don finish)\b/giu, 'done'],
  [/\b(?:qué|que) decid[ií]\b/giu, 'what did I decide'],
  // "kal karungi": "kal" is yesterday or tomorrow, and a doing to come makes it tomorrow.
  [/\bkal\s+(?:kar )?(?:karungi|karunga|karenge|lungi|lunga)\b/giu, 'tomorrow'],
  [/\b(kal|bukas|mañana|manana|morgen|demain)\s+(?:(?:na lang|nalang)|(?:kar )?(?:karungi|karunga|karenge|lungi|lunga))\b/giu, '$1'],
  [/^(?:decidido|entschieden|décidé|decidé|zdecydowane|c'est décidé|está decidido|esta decidido)\s*[:,]\s*/giu, 'decided: '],
  [/\b(?:c'est décidé|está decidido|esta decidido)\s*,\s*/giu, 'decided: '],
  // "o segundo", "la primera", "el último": which of the options offered.
  [/^(?:o|a|el|la|le|der|die|das)\s+(?:segund[oa]|second|seconde|zweite)(?![\p{L}])/giu, 'the second'],
  [/^(?:o|a|el|la|le|der|die|das)\s+(?:primeir[oa]|primer[oa]?|premier|première|erste)(?![\p{L}])/giu, 'the first'],
  [/^(?:o|a|el|la|le|der|die|das)\s+(?:terceir[oa]|tercer[oa]?|troisième|dritte)(?![\p{L}])/giu, 'the third'],
  [/^(?:o|a|el|la|le|der|die|das)\s+(?:últim[oa]|ultim[oa]|dernier|dernière|letzte)(?![\p{L}])/giu, 'the last'],
  // "2 y 3 listo", "listo el 1 y el 4": items of the list just sent, done, counted in Spanish.
  [
    /^(?:el\s+)?(\d{1,2})\s+y\s+(?:el\s+)?(\d{1,2})\s+(?:listos?|listas?|hechos?|hechas?)(?:[,\s]+(?:porfa|gracias|ya|pues))*[.!\s]*$/iu,
    'done $1 and $2',
  ],
  [
    /^(?:listos?|listas?|hechos?|hechas?)[,:]?\s+(?:el\s+)?(\d{1,2})\s+y\s+(?:el\s+)?(\d{1,2})(?:[,\s]+(?:porfa|gracias|ya|pues))*[.!\s]*$/iu,
    'done $1 and $2',
  ],
  // "1 and 4 delete karo please": Hindi and Urdu "do it" after the English verb says nothing more.
  [
    /\b([Dd]elete|[Rr]emove|[Cc]ancel|[Dd]one|[Cc]omplete|[Tt]ick)\s+(?:karo|kardo|kar do|kar dena|kar dijiye|kar dein)(?![\p{L}'’])/gu,
    '$1',
  ],
  // "ya, listo", "ya está": already done, said to a reminder.
  [/^ya[,!]?\s+(?=listo|lista|hecho|terminado)/giu, ''],
];

/** Single words, each said the way English says it. */
const WORDS: Record<string, string> = {
  nahi: 'no',
  nahin: 'no',
  jumma: 'friday',
  juma: 'friday',
  jummah: 'friday',
  jumeraat: 'thursday',
  itwaar: 'sunday',
  itvaar: 'sunday',
  somvar: 'monday',
  mangalvar: 'tuesday',
  budhvar: 'wednesday',
  shukravar: 'friday',
  shanivar: 'saturday',
  pehla: 'first',
  pehli: 'first',
  dusra: 'second',
  doosra: 'second',
  dusri: 'second',
  teesra: 'third',
  teesri: 'third',
  mañana: 'tomorrow',
  manana: 'tomorrow',
  morgen: 'tomorrow',
  demain: 'tomorrow',
  // Haitian Creole: "tanpri remind me demen", "jodi a", "vandredi".
  demen: 'tomorrow',
  tanpri: 'please',
  vandredi: 'friday',
  lendi: 'monday',
  mèkredi: 'wednesday',
  samdi: 'saturday',
  amanhã: 'tomorrow',
  amanha: 'tomorrow',
  jutro: 'tomorrow',
  bukas: 'tomorrow',
  // Welsh.
  yfory: 'tomorrow',
  fory: 'tomorrow',
  heddiw: 'today',
  heno: 'tonight',
  tynnu: 'take',
  hoy: 'today',
  heute: 'today',
  "aujourd'hui": 'today',
  hoje: 'today',
  dzisiaj: 'today',
  dziś: 'today',
  lunes: 'monday',
  martes: 'tuesday',
  miércoles: 'wednesday',
  miercoles: 'wednesday',
  jueves: 'thursday',
  viernes: 'friday',
  sábado: 'saturday',
  sabado: 'saturday',
  sábados: 'saturdays',
  domingo: 'sunday',
  lundi: 'monday',
  mardi: 'tuesday',
  mercredi: 'wednesday',
  jeudi: 'thursday',
  vendredi: 'friday',
  samedi: 'saturday',
  dimanche: 'sunday',
  montag: 'monday',
  dienstag: 'tuesday',
  mittwoch: 'wednesday',
  donnerstag: 'thursday',
  freitag: 'friday',
  samstag: 'saturday',
  sonntag: 'sunday',
  poniedziałek: 'monday',
  wtorek: 'tuesday',
  środa: 'wednesday',
  czwartek: 'thursday',
  piątek: 'friday',
  sobota: 'saturday',
  niedziela: 'sunday',
  fertig: 'done',
  erledigt: 'done',
  listo: 'done',
  hecho: 'done',
  terminado: 'done',
  fait: 'done',
  terminé: 'done',
  fini: 'done',
  feito: 'done',
  gotowe: 'done',
  zrobione: 'done',
  fatto: 'done',
  finito: 'done',
  gata: 'done',
  xong: 'done',
  gotovo: 'done',
  готово: 'done',
  bitti: 'done',
  klaar: 'done',
  pagado: 'paid',
  bezahlt: 'paid',
  payé: 'paid',
  zapłacone: 'paid',
  borra: 'delete',
  borrar: 'delete',
  elimina: 'delete',
  quita: 'delete',
  cancela: 'cancel',
  lösch: 'delete',
  lösche: 'delete',
  löschen: 'delete',
  supprime: 'delete',
  supprimer: 'delete',
  usuń: 'delete',
  apaga: 'delete',
  numero: 'number',
  número: 'number',
  nummer: 'number',
  numer: 'number',
  opción: 'option',
  opcion: 'option',
  opção: 'option',
  opcao: 'option',
  bitte: 'please',
  'por favor': 'please',
  porfa: 'please',
  porfis: 'please',
  'per favore': 'please',
  "s'il vous plaît": 'please',
  proszę: 'please',
};

const WORD = new RegExp(
  String.raw`(?<![\p{L}'])(${Object.keys(WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\p{L}'])`,
  'giu',
);

/** Words that show a message is written in English at all: its own words are then the ones mixed in. */
const ENGLISH =
  /\b(?:the|and|with|for|please|pls|what|have|has|task|remind|call|send|pay|buy|book|order|pick|check|take|every|each|this|that|now|not|yes|ok|you|all|just|too|later|again|today|tomorrow|it|is|of|at|i'm|done|one|need|can|will)\b/i;

export function inEnglishWords(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text) && !ANY_ASCII_WORD.test(text)) return text;
  let said = text;
  for (const [pattern, english] of PHRASES) said = said.replace(pattern, english);
  // "Comprar leche mañana": a message in another language altogether is not read as English, but a
  // word of it said alone ("mañana", "fertig") is the whole reply.
  const alone = said
    .trim()
    .toLowerCase()
    .replace(/[.!?]+$/, '')
    .split(/\s+/)
    // "listo ✔": a mark beside the word says nothing more.
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .every((word) => WORDS[word] !== undefined || /^#?\d{1,2}$/.test(word));
  if (!alone && !ENGLISH.test(said)) return said;
  return said.replace(WORD, (word: string, _: string, offset: number) => {
    if (alone) return NEEDS_A_TIME.has(word.toLowerCase()) ? word : (WORDS[word.toLowerCase()] ?? word);
    // "ring Gata tomorrow", "email Mr Klaar": words that are also names are read only when said alone.
    if (ONLY_ALONE.has(word.toLowerCase())) return word;
    const before = said.slice(0, offset);
    const after = said.slice(offset + word.length);
    // A day's name, a capitalised word or one that is also English ("Domingo", "mardi gras", "morgen!")
    // is read as a day only beside a time or after a word that leads to one: "el viernes a las 3", "every montag".
    const english = WORDS[word.toLowerCase()] ?? '';
    if (NEEDS_A_TIME.has(word.toLowerCase()) || (/^\p{Lu}/u.test(word) && /day$|^tomorrow$|^today$/.test(english))) {
      const timed = TIME_AFTER.test(after) || TIME_BEFORE.test(before);
      if (!timed) return word;
    }
    return WORDS[word.toLowerCase()] ?? word;
  });
}

/** Words of done that are also people's and shops' names: read only when the message is them alone ("fatto", "klaar ✔"). */
const ONLY_ALONE = new Set(['fatto', 'finito', 'gata', 'xong', 'gotovo', 'готово', 'bitti', 'klaar']);

/** Words read in English only beside a time: days' names, and words that are also names or English. */
const NEEDS_A_TIME = new Set([
  'demen',
  'vandredi',
  'lendi',
  'mèkredi',
  'samdi',
  'morgen',
  'hoy',
  'lunes',
  'martes',
  'miércoles',
  'miercoles',
  'jueves',
  'viernes',
  'sábado',
  'sabado',
  'sábados',
  'domingo',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'montag',
  'dienstag',
  'mittwoch',
  'donnerstag',
  'freitag',
  'samstag',
  'sonntag',
  'poniedziałek',
  'wtorek',
  'środa',
  'czwartek',
  'piątek',
  'sobota',
  'niedziela',
  'lista',
]);
const TIME_AFTER = /^\s*(?:at|a|à|um|o|@|\d|morning|afternoon|evening|night|tonight|früh|matin|rano|mañana|de la|next|this)\b/iu;
const TIME_BEFORE = /\b(?:on|every|each|next|this|el|le|am|w|till|until|by|before|after|from|to|hasta|bis|jusqu'à)\s*$/iu;

/** A quick look, for plain English messages, whether any word of another tongue is there at all. */
const ANY_ASCII_WORD = new RegExp(
  String.raw`\b(?:${[
    ...Object.keys(WORDS),
    'estoy',
    'estou',
    'segundo',
    'segunda',
    'primero',
    'primera',
    'primeiro',
    'primeira',
    'tercero',
    'terceiro',
    'último',
    'ultimo',
    'ich',
    'je',
    'jestem',
    'nakakapagod',
    'wetin',
    'thak',
    'todos',
    'todas',
    'tous',
    'jeden',
    'toda',
    'todo',
    'cada',
    'pasado',
    'parson',
    'de',
    'da',
    'du',
    'nachmittags',
    'abends',
    'morgens',
    'rano',
    'wieczorem',
    'po',
    'a las',
    'um',
    'o',
    'baje',
    'karo',
    'akal',
    'listos',
    'listas',
    'hechos',
    'hechas',
    'kardo',
    'kar',
    'ghante',
    'ghanta',
    'baad',
    'abhi',
    'har',
    'hata',
    'naam',
    'inshallah',
    'kal',
    'karungi',
    'karunga',
    'karenge',
    'insha',
    'wala',
    'wali',
    'wale',
    'ya',
    'ho',
    'kar',
    'tapos',
    'e don',
    'don',
    'que',
    'decidido',
    'entschieden',
    'decide',
    'esta',
    'bukas',
    'uebermorgen',
    'cambialo',
    'dydd',
    'quita',
    'dileu',
    'tengo',
    'cambiale',
    'ponle',
    'llamalo',
  ]
    .filter((word) => /^[\x20-\x7e]+$/.test(word))
    .join('|')})\b`,
  'i',
);
