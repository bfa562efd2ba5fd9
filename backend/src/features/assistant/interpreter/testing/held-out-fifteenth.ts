import type { Intent } from '../intent';
import {
  done,
  every,
  type HeldOutItem,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  UNDO,
  within,
  words,
  answer,
  decision,
  note,
  talk,
} from './held-out-kit';
import {
  each,
  FIFTEENTH_AGENDA,
  FIFTEENTH_DECISION,
  FIFTEENTH_DILEMMA,
  FIFTEENTH_FEELING,
  FIFTEENTH_FREE,
  FIFTEENTH_GREETING,
  FIFTEENTH_PRIORITISE,
  FIFTEENTH_QUESTION,
  FIFTEENTH_RECALL,
  FIFTEENTH_STATEMENT,
  FIFTEENTH_THANKS,
  FIFTEENTH_UNCLEAR,
  just,
  onlyAsk,
  reminder,
} from './held-out-fifteenth-b';

/**
 * The fifteenth held-out set (issue 40): messages the reader was never tuned on, from beekeepers,
 * sound engineers, groomers, brewers, translators, roofers, retreat organisers, a Brooklyn shop,
 * driving instructors, tattooists, grant writers and locksmiths, in London and New York. Read at
 * HELD_OUT_NOW (Wednesday 11 November 2026, 15:00 London, 10:00 New York). Kept apart from the
 * reader's own corpus; never edited to match what the reader does.
 */

/** One task the message may carry with any of several due moments a person would accept. */
const dues = (title: string, ...due: (string | null)[]): Intent[] => due.map((moment) => task(title, moment));

/** "this evening" / "tonight" on the person's clock. */
const tonightLondon = (date: string): string[] => ['18:00', '19:00', '20:00'].map((time) => l(`${date} ${time}`));
const tonightNewYork = (date: string): string[] => ['18:00', '19:00', '20:00'].map((time) => n(`${date} ${time}`));

export const FIFTEENTH_ASK: HeldOutItem[] = [
  london('remind me to order 40 more hex jars tmrw at 10', task('order 40 more hex jars', l('11-12 10:00'))),
  london(
    'pls remind me to invoice the agency for the Portuguese job by EOD',
    ...dues('invoice the agency for the Portuguese job', l('11-11 17:00'), l('11-11 18:00')),
  ),
  london('need to re-felt the Harrow Road garage roof monday', task('re-felt the Harrow Road garage roof', l('11-16 12:00'))),
  london('oh and can you remind me to ring the venue in Sintra at half 4', task('ring the venue in Sintra', l('11-11 16:30'))),
  london('btw book the van in for its MOT on the 3/12', task('book the van in for its MOT', l('12-03 12:00'))),
  london('send the Kowalski contract b4 noon tomorrow', task('send the Kowalski contract', l('11-12 12:00'))),
  london(
    'pick up the new clippers from the supplier first thing tomorrow',
    ...dues('pick up the new clippers from the supplier', l('11-12 09:00'), l('11-12 08:00')),
  ),
  london('remind me in 20 mins to take the sourdough out', task('take the sourdough out', inMinutes(20))),
  london(
    'chase the Arts Council grant report a week from today',
    ...dues('chase the Arts Council grant report', l('11-18 12:00'), l('11-18 15:00')),
  ),
  london(
    'call the insurance broker about the scaffold claim at 11 am',
    task('call the insurance broker about the scaffold claim', l('11-12 11:00')),
  ),
  london('quarter to 6 today collect Ellie from the studio', task('collect Ellie from the studio', l('11-11 17:45'))),
  london(
    'drop the keys back to the Fenwick house on the second tuesday of december',
    task('drop the keys back to the Fenwick house', l('12-08 12:00')),
  ),
  london('remind me christmas eve to put the out of office on', task('put the out of office on', l('12-24 12:00'))),
  london(
    'renew the public liability insurance end of the month',
    ...dues('renew the public liability insurance', l('11-30 12:00'), l('11-30 17:00')),
  ),
  london('pay the hop merchant in a fortnight', ...dues('pay the hop merchant', l('11-25 12:00'), l('11-25 15:00'))),
  london(
    'book a sound check with the Jazz Cafe for thursday the 19th at 2',
    task('book a sound check with the Jazz Cafe', l('11-19 14:00')),
  ),
  london(
    'email the retreat deposits list to Priya after lunch',
    ...dues('email the retreat deposits list to Priya', l('11-11 13:00'), l('11-11 14:00')),
  ),
  london('remind me 3 mondays from now to review the stall prices', task('review the stall prices', l('11-30 12:00'))),
  london('ring the council re the skip permit this arvo at 4', task('ring the council re the skip permit', l('11-11 16:00'))),
  london('can u add order stencil printer ink for friday', task('order stencil printer ink', l('11-13 12:00'))),
  london('tomorrow 9ish call the agency about the rate card', task('call the agency about the rate card', l('11-12 09:00'))),
  london(
    'midday saturday deliver the honey to the farm shop in Ludlow',
    task('deliver the honey to the farm shop in Ludlow', l('11-14 12:00')),
  ),
  london(
    'in 2 weeks at 4pm follow up with the Bristol school about lessons',
    task('follow up with the Bristol school about lessons', l('11-25 16:00')),
  ),
  london('remind me ten minutes from now to move the car', task('move the car', inMinutes(10))),
  london('send Marta the subtitles by 12/1', task('send Marta the subtitles', l('2027-01-12 12:00'))),
  newYork('remind me to restock the candle listings on shopify at 3', task('restock the candle listings on shopify', n('11-11 15:00'))),
  newYork(
    'call the locksmith supply co about the blank keys 2moro 8:30am',
    task('call the locksmith supply co about the blank keys', n('11-12 08:30')),
  ),
  newYork(
    'add: submit grant narrative to the Hudson foundation, due 12/3',
    task('submit grant narrative to the Hudson foundation', n('12-03 12:00')),
  ),
  newYork('can you remind me the day before thanksgiving to order the turkey', task('order the turkey', n('11-25 12:00'))),
  newYork('remind me to send the black friday email blast nov 27 6am', task('send the black friday email blast', n('11-27 06:00'))),
  newYork('gotta upload the new product photos by 5 today', task('upload the new product photos', n('11-11 17:00'))),
  newYork('remind me at 1430 to call the Brooklyn Flea organizers', task('call the Brooklyn Flea organizers', n('11-11 14:30'))),
  newYork('oh also remind me to text Ava her lesson notes monday 4:15pm', task('text Ava her lesson notes', n('11-16 16:15'))),
  newYork("renew the tattoo shop license on new year's eve", task('renew the tattoo shop license', n('12-31 12:00'))),
  newYork('submit the NEA grant draft by friday 5pm EST', task('submit the NEA grant draft', n('11-13 17:00'))),
  london('call the Denver translation agency at 9am est tomorrow', task('call the Denver translation agency', n('11-12 09:00'))),
  newYork('call the London label at 4pm gmt thursday', task('call the London label', l('11-12 16:00'))),
  newYork(
    'remind me this evening to prep the retreat welcome packs',
    ...dues('prep the retreat welcome packs', ...tonightNewYork('11-11')),
  ),
  newYork('in an hour remind me to feed the sourdough starter', task('feed the sourdough starter', inMinutes(60))),
  newYork('pay the kiln repair guy on the 1st', task('pay the kiln repair guy', n('12-01 12:00'))),
  newYork(
    'ship the wholesale order to the Montclair shop day after tomorrow',
    task('ship the wholesale order to the Montclair shop', n('11-13 12:00')),
  ),
  newYork('urgent!! call back the lady locked out on Elm st', task('call back the lady locked out on Elm st', null, { important: true })),
  newYork('sat morning 10ish groom the two doodles in Park Slope', task('groom the two doodles in Park Slope', n('11-14 10:00'))),
  { ...newYork('invoice the Lyon agency 4/12', task('invoice the Lyon agency', n('12-04 12:00'))), dayFirst: true },
  newYork(
    'btw can you put a reminder in for the bee suit order, next friday',
    ...dues('the bee suit order', n('11-13 12:00'), n('11-20 12:00')),
    ...dues('bee suit order', n('11-13 12:00'), n('11-20 12:00')),
  ),
];

export const FIFTEENTH_SNOOZE: HeldOutItem[] = [
  within(reminder('order hex jars', l('11-11 15:00')), london('snooze 1 hr', snoozeFor(60))),
  within(reminder('ring the scaffolder', l('11-11 14:30')), london('give me another 45 mins', snoozeFor(45))),
  within(
    reminder('invoice Kowalski', l('11-11 15:00')),
    london('not now, tomorrow at 10', snoozeUntil(l('11-12 10:00')), move({ by: 'context' }, '2026-11-12', '10:00')),
  ),
  within(reminder('book sound check', l('11-11 15:00')), london('later pls, after 5', snoozeUntil(l('11-11 17:00')))),
  within(reminder('clean the kegs', l('11-11 13:00')), london('push it 2 hours', snoozeFor(120))),
  within(
    reminder('send the subtitles', l('11-11 15:00')),
    london("can't rn, remind me monday morning", snoozeUntil(l('11-16 09:00')), move({ by: 'context' }, '2026-11-16', '09:00')),
  ),
  within(
    just('renew van insurance', l('11-11 16:00')),
    london('snooze that till tomorrow', snoozeUntil(l('11-12 09:00')), snoozeFor(1440), move({ by: 'context' }, '2026-11-12', null)),
  ),
  within(reminder('call the bee inspector', l('11-11 15:00')), london('in half an hour', snoozeFor(30))),
  within(
    reminder('post the retreat itinerary', l('11-10 12:00')),
    london('snooze till friday', snoozeUntil(l('11-13 09:00')), move({ by: 'context' }, '2026-11-13', null)),
  ),
  within(reminder('chase the agency invoice', l('11-11 15:00')), london('ask me again at half 6', snoozeUntil(l('11-11 18:30')))),
  within(reminder('sweep the workshop', l('11-11 15:00')), london('snooze 15', snoozeFor(15))),
  within(
    reminder('order felt', l('11-11 15:00')),
    london('remind me after the weekend', snoozeUntil(l('11-16 09:00')), move({ by: 'context' }, '2026-11-16', null)),
  ),
  within(
    just('book the Leeds groom', l('11-11 17:00')),
    london('bump it by 30 min', snoozeFor(30), move({ by: 'context' }, null, '17:30'), move({ by: 'context' }, '2026-11-11', '17:30')),
  ),
  within(reminder('pay hop merchant', l('11-11 15:00')), london('snooze a day', snoozeFor(1440))),
  within(
    reminder('check the hives', l('11-11 15:00')),
    london(
      'not today. thursday pm',
      snoozeUntil(l('11-12 12:00')),
      snoozeUntil(l('11-12 13:00')),
      snoozeUntil(l('11-12 14:00')),
      move({ by: 'context' }, '2026-11-12', null),
    ),
  ),
  within({ listed: ['ring the scaffolder', 'order felt', 'quote for Mrs Patel'] }, london('snooze 2 for an hour', snoozeFor(60, num(2)))),
  within(
    { listed: ['ring the scaffolder', 'order felt', 'quote for Mrs Patel'] },
    london(
      'push the felt one to tomorrow',
      snoozeUntil(l('11-12 09:00'), words('felt')),
      snoozeUntil(l('11-12 09:00'), num(2)),
      move(words('felt'), '2026-11-12', null),
      move(num(2), '2026-11-12', null),
    ),
  ),
  within(reminder('restock candles', n('11-11 10:00')), newYork('snooze 3h', snoozeFor(180))),
  within(
    reminder('call the flea organizers', n('11-11 10:00')),
    newYork('remind me at lunch', snoozeUntil(n('11-11 12:00')), snoozeUntil(n('11-11 12:30')), snoozeUntil(n('11-11 13:00'))),
  ),
  within(reminder('text Ava her notes', n('11-11 09:00')), newYork('20 more min', snoozeFor(20))),
  within(
    reminder('file the quarterly sales tax', n('11-11 10:00')),
    newYork('ugh. tomorrow 9am', snoozeUntil(n('11-12 09:00')), move({ by: 'context' }, '2026-11-12', '09:00')),
  ),
  within(
    reminder('prep welcome packs', n('11-11 10:00')),
    newYork(
      'after thanksgiving',
      snoozeUntil(n('11-27 09:00')),
      snoozeUntil(n('11-30 09:00')),
      move({ by: 'context' }, '2026-11-27', null),
      move({ by: 'context' }, '2026-11-30', null),
    ),
  ),
  within(reminder('reorder key blanks', n('11-11 10:00')), newYork('snooze till 4', snoozeUntil(n('11-11 16:00')))),
  within(
    reminder('ship Montclair order', n('11-11 10:00')),
    newYork(
      'can you hold off until this afternoon',
      snoozeUntil(n('11-11 12:00')),
      snoozeUntil(n('11-11 13:00')),
      snoozeUntil(n('11-11 14:00')),
    ),
  ),
  within(reminder('book studio time', n('11-11 10:00')), newYork('remind me in 90', snoozeFor(90))),
  within(
    just('send NEA draft', n('11-11 15:00')),
    newYork(
      'push it back a couple hours',
      snoozeFor(120),
      move({ by: 'context' }, null, '17:00'),
      move({ by: 'context' }, '2026-11-11', '17:00'),
    ),
  ),
  within(
    reminder('pay the kiln guy', n('11-10 12:00')),
    newYork('snooze until next week', snoozeUntil(n('11-16 09:00')), move({ by: 'context' }, '2026-11-16', null)),
  ),
  within(reminder('update the shopify banner', n('11-11 10:00')), newYork('⏰ 1h', snoozeFor(60))),
  within(
    reminder('call mom re thanksgiving', n('11-11 10:00')),
    newYork('tonight', ...tonightNewYork('11-11').map((until) => snoozeUntil(until))),
  ),
  within(reminder('water the studio plants', n('11-11 10:00')), newYork('snooze 10 mins plz', snoozeFor(10))),
  within(reminder('translate the Bosch brochure', l('11-11 15:00')), london('give me till 8 tonight', snoozeUntil(l('11-11 20:00')))),
  within(
    reminder('groom Biscuit', l('11-11 15:00')),
    london('snooze till 9 tmrw', snoozeUntil(l('11-12 09:00')), move({ by: 'context' }, '2026-11-12', '09:00')),
  ),
  within(reminder('label the heather honey', l('11-11 12:00')), london('ugh not yet, another couple of hours', snoozeFor(120))),
];

const ctxMove = (date: string | null, time: string | null): Intent => move({ by: 'context' }, date, time);

export const FIFTEENTH_CORRECTION: HeldOutItem[] = [
  within(
    just('ring the venue in Sintra', l('11-11 16:30')),
    london('oops I meant 5:30', ctxMove(null, '17:30'), ctxMove('2026-11-11', '17:30')),
  ),
  within(just('send the Kowalski contract', l('11-12 12:00')), london('no wait, friday', ctxMove('2026-11-13', null))),
  within(
    just('pick up the clippers', l('11-12 09:00')),
    london('make that 10 not 9', ctxMove(null, '10:00'), ctxMove('2026-11-12', '10:00')),
  ),
  within(just('call the bee inspector', l('11-13 12:00')), london('sorry meant thursday', ctxMove('2026-11-12', null))),
  within(just('book the sound check', l('11-19 14:00')), london('scratch that, the 26th', ctxMove('2026-11-26', null))),
  within(
    just('deliver the honey to Ludlow', l('11-14 12:00')),
    london('actually sunday morning', ctxMove('2026-11-15', '09:00'), ctxMove('2026-11-15', '10:00'), ctxMove('2026-11-15', '08:00')),
  ),
  within(
    just('email Priya the list', l('11-11 14:00')),
    london('ugh typo, should be 4pm', ctxMove(null, '16:00'), ctxMove('2026-11-11', '16:00')),
  ),
  within(just('quote for the Harrow roof', l('11-16 12:00')), london('no the 17th', ctxMove('2026-11-17', null))),
  within(
    just('drop keys at Fenwick house', l('12-08 12:00')),
    london("hang on, it's the first tuesday not the second", ctxMove('2026-12-01', null)),
  ),
  within(
    just('call the agency about rates', l('11-12 09:00')),
    london('make it half 11', ctxMove(null, '11:30'), ctxMove('2026-11-12', '11:30')),
  ),
  within(
    just('collect Ellie from the studio', l('11-11 17:45')),
    london('i meant quarter past', ctxMove(null, '17:15'), ctxMove('2026-11-11', '17:15')),
  ),
  within(just('order felt', l('11-12 12:00')), london('wrong day – next wednesday', ctxMove('2026-11-18', null))),
  within(
    just('restock candle listings', n('11-11 15:00')),
    newYork('oh wait make it 3:45', ctxMove(null, '15:45'), ctxMove('2026-11-11', '15:45')),
  ),
  within(
    just('call the locksmith supply co', n('11-12 08:30')),
    newYork('nvm, do 11 instead', ctxMove(null, '11:00'), ctxMove('2026-11-12', '11:00')),
  ),
  within(just('text Ava her lesson notes', n('11-16 16:15')), newYork('no tuesday sorry', ctxMove('2026-11-17', null))),
  within(just('order the turkey', n('11-25 12:00')), newYork('actually make it the monday before', ctxMove('2026-11-23', null))),
  within(just('submit the NEA draft', n('11-13 17:00')), newYork('I meant 12/4', ctxMove('2026-12-04', null))),
  within(just('ship the Montclair order', n('11-13 12:00')), newYork('correction: thursday 2pm', ctxMove('2026-11-12', '14:00'))),
  within(just('groom the doodles', n('11-14 10:00')), newYork('ugh no, 10:30', ctxMove(null, '10:30'), ctxMove('2026-11-14', '10:30'))),
  within(just('pay the kiln guy', n('12-01 12:00')), newYork('i mean the 15th', ctxMove('2026-11-15', null), ctxMove('2026-12-15', null))),
  within(just('call mom', n('11-11 19:00')), newYork('not 7, 8', ctxMove(null, '20:00'), ctxMove('2026-11-11', '20:00'))),
  within(just('book van MOT', l('12-03 12:00')), london('no, 12 march, not 3 dec', ctxMove('2027-03-12', null))),
  within(
    just('renew insurance', l('11-30 12:00')),
    london('push that to tomorrow actually', ctxMove('2026-11-12', null), snoozeUntil(l('11-12 12:00'))),
  ),
  within(
    just('call the Brooklyn Flea organizers', n('11-11 14:30')),
    newYork('whoops, 2:30 tmrw not today', ctxMove('2026-11-12', '14:30'), ctxMove('2026-11-12', null)),
  ),
  within(
    just('invoice the agency', l('11-12 19:00')),
    london('no i meant 9 in the morning', ctxMove(null, '09:00'), ctxMove('2026-11-12', '09:00')),
  ),
  within(
    just('bottle the saison', l('11-13 12:00')),
    london('sorry, saturday not friday, and make it 8am', ctxMove('2026-11-14', '08:00')),
  ),
];

const LONDON_LIST = ['ring the scaffolder', 'order felt', 'quote for Mrs Patel'];
const NEW_YORK_LIST = ['restock candles', 'ship Montclair order', 'call flea organizers'];

export const FIFTEENTH_RENAME: HeldOutItem[] = [
  within(
    just('ring the venue in Sintra', l('11-11 16:30')),
    london(
      "rename it to 'call Quinta da Regaleira about the retreat'",
      rename({ by: 'context' }, 'call Quinta da Regaleira about the retreat'),
    ),
  ),
  within(
    just('order jars', l('11-12 10:00')),
    london("call it 'order 200 hex jars + lids' instead", rename({ by: 'context' }, 'order 200 hex jars + lids')),
  ),
  within(
    { listed: LONDON_LIST },
    london(
      "change the felt one to say 'order 4 rolls of torch-on felt'",
      rename(words('felt'), 'order 4 rolls of torch-on felt'),
      rename(num(2), 'order 4 rolls of torch-on felt'),
    ),
  ),
  within({ listed: LONDON_LIST }, london("rename 3 to 'quote for the Patel extension'", rename(num(3), 'quote for the Patel extension'))),
  within(
    just('email Priya', l('11-11 14:00')),
    london('can you retitle that: email Priya the final deposit list', rename({ by: 'context' }, 'email Priya the final deposit list')),
  ),
  london("the kegs task should be called 'return empty kegs to Hopworks'", rename(words('kegs'), 'return empty kegs to Hopworks')),
  within(
    just('grant thing', n('12-03 12:00')),
    newYork("rename it 'draft budget section for Hudson grant'", rename({ by: 'context' }, 'draft budget section for Hudson grant')),
  ),
  newYork("change 'call mom' to 'call mom about thanksgiving dinner'", rename(words('call mom'), 'call mom about thanksgiving dinner')),
  within(
    just('blank keys', n('11-12 08:30')),
    newYork('better name: reorder KW1 and SC1 blanks', rename({ by: 'context' }, 'reorder KW1 and SC1 blanks')),
  ),
  within(
    just('photos', n('11-11 17:00')),
    newYork('title should be upload winter candle photos', rename({ by: 'context' }, 'upload winter candle photos')),
  ),
  within(
    { listed: ['text Ava', 'book the test centre', 'pay the fuel card'] },
    newYork("rename the second one to book Ava's test at Mill Hill", rename(num(2), "book Ava's test at Mill Hill")),
  ),
  within(
    just('sound check', l('11-19 14:00')),
    london("pls rename to 'sound check at Jazz Cafe with the trio'", rename({ by: 'context' }, 'sound check at Jazz Cafe with the trio')),
  ),
  within(
    just('brochure', l('11-13 12:00')),
    london("let's call that task 'Bosch brochure DE>EN, 4k words'", rename({ by: 'context' }, 'Bosch brochure DE>EN, 4k words')),
  ),
  london(
    "change the name of the yoga mats one to 'order 12 cork mats for Sintra'",
    rename(words('yoga mats'), 'order 12 cork mats for Sintra'),
  ),
  within(just('call Dave', l('11-12 12:00')), london('not Dave, Davina — rename pls', rename({ by: 'context' }, 'call Davina'))),
  within(
    just('stencil ink', n('11-13 12:00')),
    newYork('edit the title to: order black + red stencil ink', rename({ by: 'context' }, 'order black + red stencil ink')),
  ),
  newYork("rename 'invoice' to 'invoice Lyon agency for October'", rename(words('invoice'), 'invoice Lyon agency for October')),
  within(
    just('chase payment', l('11-12 12:00')),
    london("make the title chase Mrs Okafor's payment (£340)", rename({ by: 'context' }, "chase Mrs Okafor's payment (£340)")),
  ),
  within(
    { listed: NEW_YORK_LIST },
    newYork('1 should say restock the pine & cedar candles', rename(num(1), 'restock the pine & cedar candles')),
  ),
  within(
    just('lesson recap', n('11-16 16:15')),
    newYork("change it to 'send Ava mock test feedback'", rename({ by: 'context' }, 'send Ava mock test feedback')),
  ),
  within(
    just('groom', l('11-14 10:00')),
    london('oh that should say groom Pickle the cockapoo, not just groom', rename({ by: 'context' }, 'groom Pickle the cockapoo')),
  ),
];

export const FIFTEENTH_REMOVAL: HeldOutItem[] = [
  within(just('ring the venue in Sintra', l('11-11 16:30')), london('delete that', remove())),
  within(just('print flyers', l('11-13 12:00')), london('scratch that, no longer needed', remove(), UNDO)),
  london('remove the MOT reminder, garage did it already', remove(words('MOT'))),
  london('cancel the yoga mats task', remove(words('yoga mats'))),
  within({ listed: LONDON_LIST }, london('get rid of number 3', remove(num(3)))),
  london('bin the flyers one, not doing the market anymore', remove(words('flyers')), [remove(words('flyers')), decision]),
  within(just('call Dave', l('11-12 12:00')), london('forget it, he called me', remove(), done())),
  london("take 'pay the fuel card' off my list", remove(words('pay the fuel card'))),
  newYork("pls delete the turkey reminder, we're going to my sister's", remove(words('turkey'))),
  newYork('drop the Montclair shipment task, they cancelled', remove(words('Montclair'))),
  within({ listed: NEW_YORK_LIST }, newYork('remove 2 and 3', [remove(num(2)), remove(num(3))])),
  newYork('kill the kiln guy reminder', remove(words('kiln'))),
  within(just('upload photos', n('11-11 17:00')), newYork('nah remove that one', remove())),
  london("can you delete the honey fair task? the fair's been cancelled", remove(words('honey fair'))),
  london('erase the Okafor chase, she paid', remove(words('Okafor')), done(words('Okafor'))),
  london('no need for the scaffold reminder anymore, delete', remove(words('scaffold'))),
  within(
    { listed: ['order felt', 'ring scaffolder', 'Patel quote', 'van MOT'] },
    london('the last one can go', remove(num(4)), remove(words('van MOT'))),
  ),
  london('cancel the sound check thing', remove(words('sound check'))),
  newYork("delete 'text Ava' — she quit lessons", remove(words('text Ava'))),
  newYork('please remove stencil ink from my tasks', remove(words('stencil ink'))),
  within(just('call the roofing merchant', l('11-12 09:00')), london("actually don't bother with that one, remove it", remove())),
];

export const FIFTEENTH_COMPLETION: HeldOutItem[] = [
  within(reminder('order hex jars', l('11-11 15:00')), london('done ✅', done())),
  within(reminder('ring the scaffolder', l('11-11 14:30')), london('yep sorted', done())),
  within(reminder('invoice Kowalski', l('11-11 15:00')), london('sent it this morning', done())),
  within(reminder('pay hop merchant', l('11-11 15:00')), london('paid', done())),
  within(reminder('check the hives', l('11-11 15:00')), london('✔️', done())),
  within({ listed: LONDON_LIST }, london('done 1', done(num(1)))),
  within({ listed: LONDON_LIST }, london('1 and 3 done', [done(num(1)), done(num(3))])),
  within(
    { listed: ['pay the hop merchant', 'clean fermenter 2', 'label run'] },
    london('paid the hop merchant 🍺', done(words('hop merchant')), done(num(1))),
  ),
  within(just('renew van insurance', l('11-11 16:00')), london('renewed it, all good', done())),
  within(reminder('groom Biscuit', l('11-11 15:00')), london('finished! he looks gorgeous', done())),
  within(reminder('send the subtitles', l('11-11 15:00')), london('delivered to Marta 👍', done())),
  london('ticked off the Bosch brochure, finally', done(words('Bosch brochure'))),
  within(reminder('quote for Mrs Patel', l('11-11 15:00')), london('did it yesterday actually', done())),
  within(reminder('book sound check', l('11-11 15:00')), london('booked for the 19th', done())),
  within(reminder('sweep the workshop', l('11-11 15:00')), london('all done', done())),
  within(reminder('restock candles', n('11-11 10:00')), newYork('done and done', done())),
  within(reminder('call the flea organizers', n('11-11 10:00')), newYork("called them, we're in for december", done())),
  within(reminder('text Ava her notes', n('11-11 09:00')), newYork('👍 sent', done())),
  within(reminder('file the quarterly sales tax', n('11-11 10:00')), newYork('filed!!', done())),
  within({ listed: NEW_YORK_LIST }, newYork('shipped montclair', done(words('montclair')), done(num(2)))),
  within({ listed: NEW_YORK_LIST }, newYork('finished all three', [done(num(1)), done(num(2)), done(num(3))])),
  within(
    { listed: ['pay the kiln repair guy', 'order glaze'] },
    newYork('paid the kiln repair guy', done(words('kiln repair guy')), done(num(1))),
  ),
  within(reminder('call mom re thanksgiving', n('11-11 10:00')), newYork('yes talked to her', done())),
  within(reminder('reorder key blanks', n('11-11 10:00')), newYork('ordered ✅✅', done())),
  within(reminder('update the shopify banner', n('11-11 10:00')), newYork('yup did that', done())),
  within(just('drop keys at Fenwick house', l('12-08 12:00')), london('actually already dropped those off today', done())),
  newYork('mark the NEA draft as done', done(words('NEA draft'))),
  london('the Leeds groom is done, tick it off', done(words('Leeds groom'))),
  within(reminder('rekey the Hendon flat', l('11-11 15:00')), london('👍', done(), talk('acknowledgement'))),
  within(reminder('back up the SD cards', n('11-11 10:00')), newYork('yeah got it done last night', done())),
];

const KEGS_OR_HOPS = { pending: { about: 'which_task' as const, options: ['call Jo about the kegs', 'call the hop merchant'] } };
const THREE_SHIPMENTS = {
  pending: { about: 'which_task' as const, options: ['ship the Montclair order', 'ship the Hoboken order', 'ship samples to Austin'] },
};
const THREE_INVOICES = {
  pending: { about: 'which_task' as const, options: ['invoice the agency', 'invoice Marta', 'invoice the Lyon agency'] },
};
const GROOMER_OR_VAN = ['hire a second groomer', 'get a bigger van'];
const BERLIN = ['take the Berlin agency job', 'stick with the regulars'];
const KEEP_BATCHING = { pending: { about: 'keep' as const, text: 'I work better when I batch the admin on Mondays' } };
const ADD_TURKEY = {
  pending: { about: 'other' as const, question: 'Shall I add "order the turkey" for Wednesday 25 November?', options: [] },
};
const GROOM_SLOT = {
  pending: { about: 'other' as const, question: 'Morning or afternoon for the groom?', options: ['morning', 'afternoon'] },
};

export const FIFTEENTH_ANSWER: HeldOutItem[] = [
  within(KEGS_OR_HOPS, london('2', answer(2))),
  within(KEGS_OR_HOPS, london('the second one', answer(2))),
  within(KEGS_OR_HOPS, london('hop merchant', answer(2))),
  within(KEGS_OR_HOPS, london('first', answer(1))),
  within(KEGS_OR_HOPS, london('yeah the jo one', answer(1))),
  within(THREE_SHIPMENTS, newYork('the hoboken one', answer(2))),
  within(THREE_SHIPMENTS, newYork('3', answer(3))),
  within(THREE_SHIPMENTS, newYork('last one', answer(3))),
  within(THREE_INVOICES, london('number three', answer(3))),
  within(THREE_INVOICES, london('the Marta one', answer(2))),
  within(
    { pending: { about: 'dilemma_options', question: 'should I get a second van' } },
    london('either lease a new transit or buy a second hand one off Gary', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'where to run the spring retreat' } },
    newYork('Sintra, Mallorca or somewhere in Vermont', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'second groomer or bigger van', options: GROOMER_OR_VAN } },
    newYork('cash flow mostly, and not burning out', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'second groomer or bigger van', options: GROOMER_OR_VAN } },
    newYork('the groomer', answer(1)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'second groomer or bigger van', options: GROOMER_OR_VAN } },
    newYork('option 2', answer(2)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'second groomer or bigger van', options: GROOMER_OR_VAN } },
    newYork('not yet, need to sleep on it', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'Berlin job or the regulars', options: BERLIN } },
    london('going with berlin', answer(1), decision),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'Berlin job or the regulars', options: BERLIN } },
    london('first one, definitely', answer(1)),
  ),
  within(
    {
      pending: { about: 'stuck', task: 'quote for the Patel extension' },
      current: { title: 'quote for the Patel extension', due: l('11-11 12:00') },
    },
    london("waiting on the structural engineer's numbers", answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'submit NEA draft' }, current: { title: 'submit NEA draft', due: n('11-11 09:00') } },
    newYork("don't have the budget numbers from the board yet", answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'going with the oak barrels' } },
    london('honestly best call, the porter tastes amazing', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'raised prices to $95 a session' } },
    newYork("lost two clients but it's fine, worth it", answer(null)),
  ),
  within(KEEP_BATCHING, london('keep', answer(null), note)),
  within(KEEP_BATCHING, london('yes keep that', answer(null), note)),
  within(KEEP_BATCHING, london("nah don't bother", answer(null))),
  within(ADD_TURKEY, newYork('yes', answer(null))),
  within(ADD_TURKEY, newYork('no thanks', answer(null))),
  within(ADD_TURKEY, newYork('yeah go on then', answer(null))),
  within(GROOM_SLOT, london('afternoon pls', answer(2))),
  within(GROOM_SLOT, london('mornings better', answer(1))),
];

export const FIFTEENTH_BARE: HeldOutItem[] = [
  london('done', ...onlyAsk),
  newYork('Done!', ...onlyAsk),
  london('snooze', ...onlyAsk),
  newYork('snooze 1h', ...onlyAsk),
  london('move it', ...onlyAsk),
  newYork('move it to friday', ...onlyAsk),
  london('push it back', ...onlyAsk),
  newYork('delete it', ...onlyAsk),
  london('cancel that', ...onlyAsk),
  london('rename it', ...onlyAsk),
  newYork('make it 3pm', ...onlyAsk),
  london('tick it off', ...onlyAsk),
  newYork('later', ...onlyAsk),
  london('✅', ...onlyAsk, talk('acknowledgement')),
  newYork('same time tomorrow', ...onlyAsk),
  london('no wait the 20th', ...onlyAsk),
  newYork('the second one', ...onlyAsk),
  london('2', ...onlyAsk),
  newYork('done w it', ...onlyAsk),
  london('snooze it 30', ...onlyAsk),
  newYork('move to tmrw', ...onlyAsk),
  london('push to monday', ...onlyAsk),
  newYork('rename it to invoices', ...onlyAsk),
];

const repeating = (title: string, due: string | null, unit: Parameters<typeof every>[0], interval = 1): Intent =>
  task(title, due, { repeat: every(unit, interval) });

export const FIFTEENTH_RECURRING: HeldOutItem[] = [
  london('every monday 9am send the invoices out', repeating('send the invoices out', l('11-16 09:00'), 'week')),
  london('remind me to pay the unit rent on the 1st of every month', repeating('pay the unit rent', l('12-01 12:00'), 'month')),
  london(
    'check the hives every saturday morning',
    ...['09:00', '08:00', '10:00'].map((time) => repeating('check the hives', l(`11-14 ${time}`), 'week')),
  ),
  london('every weekday at 8 check the booking inbox', repeating('check the booking inbox', l('11-12 08:00'), 'weekday')),
  london('clean the lines every other friday', repeating('clean the lines', l('11-13 12:00'), 'week', 2)),
  london('do the VAT return every 3 months starting 7/2', repeating('do the VAT return', l('2027-02-07 12:00'), 'month', 3)),
  london('water the plants in the salon every day at 6pm', repeating('water the plants in the salon', l('11-11 18:00'), 'day')),
  london(
    "every sunday night remind me to plan the week's lessons",
    ...tonightLondon('11-15').map((due) => repeating("plan the week's lessons", due, 'week')),
  ),
  london('service the van every 6 months', repeating('service the van', null, 'month', 6)),
  london('renew the domain every year on 14 feb', repeating('renew the domain', l('2027-02-14 12:00'), 'year')),
  london('remind me every tuesday at 7pm to post the class reminder', repeating('post the class reminder', l('11-17 19:00'), 'week')),
  newYork('every monday at 10 restock the candle inventory', repeating('restock the candle inventory', n('11-16 10:00'), 'week')),
  newYork('pay the studio rent the 1st of each month', repeating('pay the studio rent', n('12-01 12:00'), 'month')),
  newYork('every friday 4pm run payroll', repeating('run payroll', n('11-13 16:00'), 'week')),
  newYork('remind me daily at 9 to check shopify orders', repeating('check shopify orders', n('11-12 09:00'), 'day')),
  newYork(
    'every 2 weeks on wednesday email the newsletter',
    repeating('email the newsletter', n('11-11 12:00'), 'week', 2),
    repeating('email the newsletter', n('11-18 12:00'), 'week', 2),
  ),
  newYork('every weekday at 5pm run the autoclave spore log', repeating('run the autoclave spore log', n('11-11 17:00'), 'weekday')),
  newYork(
    'pay the quarterly estimated taxes every 3 months starting jan 15',
    repeating('pay the quarterly estimated taxes', n('2027-01-15 12:00'), 'month', 3),
  ),
  newYork('every morning at 7 walk the dogs before the van run', repeating('walk the dogs before the van run', n('11-12 07:00'), 'day')),
  newYork(
    'on the last friday of every month send the grant tracker to the board',
    repeating('send the grant tracker to the board', n('11-27 12:00'), 'month'),
  ),
  london('every fortnight on monday invoice the agencies', repeating('invoice the agencies', l('11-16 12:00'), 'week', 2)),
  london('bake the rye every thursday at 5am', repeating('bake the rye', l('11-12 05:00'), 'week')),
];

export const FIFTEENTH_RAMBLE: HeldOutItem[] = [
  london(
    'ok so um tomorrow first thing I need to ring the scaffolding firm, and uh order more felt for the Harrow job, and yeah chase Mrs Patel for the deposit on friday lol',
    ...each(
      dues('ring the scaffolding firm', l('11-12 09:00'), l('11-12 08:00')),
      dues('order more felt for the Harrow job', null, l('11-12 12:00')),
      dues('chase Mrs Patel for the deposit', l('11-13 12:00')),
    ),
  ),
  london(
    "right so basically the market's on saturday so I need to label the heather honey jars, print new price cards and text Sue about covering the stall",
    ...each(
      dues('label the heather honey jars', null, l('11-13 12:00')),
      dues('print new price cards', null, l('11-13 12:00')),
      dues('text Sue about covering the stall', null, l('11-13 12:00')),
    ),
  ),
  newYork(
    'so yeah um today I gotta ship the Hoboken order, answer the wholesale email from that shop in Austin, and like, fix the broken link on the shopify homepage. oh and call the accountant tomorrow at 11',
    ...each(
      dues('ship the Hoboken order', null, n('11-11 12:00')),
      dues('answer the wholesale email from that shop in Austin', null, n('11-11 12:00')),
      dues('fix the broken link on the shopify homepage', null, n('11-11 12:00')),
      dues('call the accountant', n('11-12 11:00')),
    ),
  ),
  london(
    "erm so need to finish the Bosch brochure by friday, invoice the Lyon agency, and ask Marta about the glossary, that's it I think",
    ...each(
      dues('finish the Bosch brochure', l('11-13 12:00')),
      dues('invoice the Lyon agency', null),
      dues('ask Marta about the glossary', null),
    ),
  ),
  newYork(
    "ok couple things. book Ava's road test, pay the fuel card before the 20th, and um get the passenger brake checked at the garage",
    ...each(
      dues("book Ava's road test", null),
      dues('pay the fuel card', n('11-20 12:00'), n('11-19 12:00')),
      dues('get the passenger brake checked at the garage', null),
    ),
  ),
  london(
    "yeah so like monday I've got the Wilson job so need to load the van sunday night, pick up lead flashing from Jewson saturday morning and remind me to text the lads the address",
    ...each(
      dues('load the van', ...tonightLondon('11-15')),
      dues('pick up lead flashing from Jewson', l('11-14 09:00'), l('11-14 08:00'), l('11-14 10:00')),
      dues('text the lads the address', null),
    ),
  ),
  newYork(
    'lol ok so order more black ink, clean the chairs tonight, and post the flash sale on insta thursday',
    ...each(
      dues('order more black ink', null),
      dues('clean the chairs', ...tonightNewYork('11-11')),
      dues('post the flash sale on insta', n('11-12 12:00')),
    ),
  ),
  london(
    "ah so um tomorrow at 5am deliver the wedding cake to Hatfield House, then invoice the bride's mum, and reorder the spelt flour before the weekend, yeah that's it",
    ...each(
      dues('deliver the wedding cake to Hatfield House', l('11-12 05:00')),
      dues("invoice the bride's mum", null, l('11-12 12:00')),
      dues('reorder the spelt flour', null, l('11-13 12:00'), l('11-14 12:00')),
    ),
  ),
  newYork(
    'ugh ok add these: finish the Hudson budget narrative, get letters of support from the library, call Dana at 3 today',
    ...each(
      dues('finish the Hudson budget narrative', null),
      dues('get letters of support from the library', null),
      dues('call Dana', n('11-11 15:00')),
    ),
  ),
  london(
    'so um tomorrow I need to rekey the locks at the Hendon flat at 10, then fit a new deadlock on Finchley Road after lunch, and order more euro cylinders',
    ...each(
      dues('rekey the locks at the Hendon flat', l('11-12 10:00')),
      dues('fit a new deadlock on Finchley Road', l('11-12 13:00'), l('11-12 14:00')),
      dues('order more euro cylinders', null, l('11-12 12:00')),
    ),
  ),
  newYork(
    "okay so yeah, um, groom Biscuit and Maple tomorrow at 9, get the van's heater fixed, and buy more oatmeal shampoo",
    ...each(
      dues('groom Biscuit and Maple', n('11-12 09:00')),
      dues("get the van's heater fixed", null),
      dues('buy more oatmeal shampoo', null),
    ),
  ),
  london(
    'so um right, need to send the stems to Kwame tonight, book the mastering slot for next week and chase the label for my October invoice, cheers',
    ...each(
      dues('send the stems to Kwame', ...tonightLondon('11-11')),
      [task('book the mastering slot for next week', null), task('book the mastering slot', l('11-16 12:00'))],
      dues('chase the label for my October invoice', null),
    ),
  ),
  london(
    'basically need to sort three things today: pay the Sintra villa deposit, send the packing list to the Feb group, and confirm the chef',
    ...each(
      dues('pay the Sintra villa deposit', null, l('11-11 12:00')),
      dues('send the packing list to the Feb group', null, l('11-11 12:00')),
      dues('confirm the chef', null, l('11-11 12:00')),
    ),
  ),
  newYork(
    'uh so I need to cull the Hendricks wedding photos by sunday, back up the SD cards tonight, and um email the venue about the second shooter',
    ...each(
      dues('cull the Hendricks wedding photos', n('11-15 12:00')),
      dues('back up the SD cards', ...tonightNewYork('11-11')),
      dues('email the venue about the second shooter', null),
    ),
  ),
  london(
    'yeah so jobs for today: quote the boiler swap in Kew, order the pipe fittings, and call Mr Ahmed back about his leak. ta',
    ...each(
      dues('quote the boiler swap in Kew', null, l('11-11 12:00')),
      dues('order the pipe fittings', null, l('11-11 12:00')),
      dues('call Mr Ahmed back about his leak', null, l('11-11 12:00')),
    ),
  ),
  newYork(
    'ok so after my 2pm I need to write up the intake notes, then invoice the insurance for October, and remember to renew my license CEUs before dec 31',
    ...each(
      dues('write up the intake notes', null, n('11-11 15:00')),
      dues('invoice the insurance for October', null),
      dues('renew my license CEUs', n('12-31 12:00'), n('12-30 12:00')),
    ),
  ),
  london(
    'honestly so much on lol. put the mouse guards on the hives, order fondant, and ring the council about the stall licence thursday',
    ...each(
      dues('put the mouse guards on the hives', null),
      dues('order fondant', null),
      dues('ring the council about the stall licence', l('11-12 12:00')),
    ),
  ),
  newYork(
    'yo so 3 things, um, reply to the etsy dispute, raise the price on the large candles, and send the holiday gift guide to the printer by the 18th',
    ...each(
      dues('reply to the etsy dispute', null),
      dues('raise the price on the large candles', null),
      dues('send the holiday gift guide to the printer', n('11-18 12:00')),
    ),
  ),
  london(
    'quick one from Heathrow: book a car for friday 6pm boston time, email Ruth the deck, and expense the flights',
    ...each(
      [task('book a car', n('11-13 18:00')), task('book a car for friday 6pm boston time', null)],
      dues('email Ruth the deck', null),
      dues('expense the flights', null),
    ),
  ),
  newYork(
    "so like today, rekey the Hendersons' back door, pick up blanks from the supplier, and um, invoice the property manager for last week",
    ...each(
      dues("rekey the Hendersons' back door", null, n('11-11 12:00')),
      dues('pick up blanks from the supplier', null, n('11-11 12:00')),
      dues('invoice the property manager for last week', null, n('11-11 12:00')),
    ),
  ),
];

/** Every kind issue 40 names, each with its messages. */
export const HELD_OUT_FIFTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FIFTEENTH_ASK,
  snooze: FIFTEENTH_SNOOZE,
  correction: FIFTEENTH_CORRECTION,
  rename: FIFTEENTH_RENAME,
  removal: FIFTEENTH_REMOVAL,
  completion: FIFTEENTH_COMPLETION,
  answer: FIFTEENTH_ANSWER,
  greeting: FIFTEENTH_GREETING,
  thanks: FIFTEENTH_THANKS,
  feeling: FIFTEENTH_FEELING,
  question: FIFTEENTH_QUESTION,
  statement: FIFTEENTH_STATEMENT,
  decision: FIFTEENTH_DECISION,
  dilemma: FIFTEENTH_DILEMMA,
  recall: FIFTEENTH_RECALL,
  prioritise: FIFTEENTH_PRIORITISE,
  agenda: FIFTEENTH_AGENDA,
  free_time: FIFTEENTH_FREE,
  recurring: FIFTEENTH_RECURRING,
  ramble: FIFTEENTH_RAMBLE,
  unclear: FIFTEENTH_UNCLEAR,
  no_context: FIFTEENTH_BARE,
};

export const HELD_OUT_FIFTEENTH: HeldOutItem[] = Object.values(HELD_OUT_FIFTEENTH_KINDS).flat();
