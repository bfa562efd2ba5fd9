/**
 * Held-out set, hundredfourth part a: people in beauty and body work.
 *
 * London time (Europe/London, day-first dates):
 * - Kwame, a barber in Peckham who texts in fast lowercase with no punctuation to speak of.
 * - Hetal, a mobile nail technician in Leicester; Gujarati is her first language.
 * - Ffion, a lash and brow artist in Cardiff who drops Welsh in ("fory", "diolch", "dydd Llun").
 * - Jonah, a tattoo artist with a small two-chair studio in Brighton.
 * - Morag, a massage therapist in Edinburgh who writes some Scots ("the morn", "dinnae", "ilka").
 *
 * New York time (America/New_York, month-first dates):
 * - Yesenia, a hair salon owner in Bushwick; Dominican Spanish is her first language.
 * - Eleni, a bridal makeup artist in Astoria; Greek is her first language.
 * - Shanice, a braider in Flatbush who writes some Caribbean English.
 * - Claire, who owns a day spa in Tribeca and texts in clipped shorthand.
 * - Dana, an esthetician with a treatment room in Forest Hills.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  dilemma,
  every,
  l,
  london,
  move,
  n,
  newYork,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily has the dilemma's options and asked what matters most. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});

export const HUNDREDFOURTH_ASK: HeldOutItem[] = [
  // London: plain asks, clock words, day-first dates
  london(
    'remind me tmrw 10am to ring the landlord bout the boiler its packed in again',
    task('ring the landlord bout the boiler', l('11-12 10:00')),
  ),
  london(
    'need to reorder clipper blades before fri down to my last 2 sets',
    task('reorder clipper blades', l('11-13')),
    task('reorder clipper blades', l('11-12')),
  ),
  london(
    'Please remind me tomorrow morning 9 o clock for order gel polish from supplier, stock is finishing',
    task('order gel polish from supplier', l('11-12 09:00')),
  ),
  london(
    'tomorrow i have to call Mrs Patel for patch test and also buy acetone',
    [task('call Mrs Patel for patch test', l('11-12')), task('buy acetone', l('11-12'))],
    [task('call Mrs Patel for patch test', l('11-12')), task('buy acetone')],
  ),
  london(
    'can u remind me half 4 to send Seren her aftercare sheet pls, diolch x',
    task('send Seren her aftercare sheet', l('11-11 16:30')),
  ),
  london(
    'fory first thing - ring the insurance about renewing my public liability 🙏',
    task('ring the insurance about renewing my public liability', l('11-12 09:00')),
    task('ring the insurance about renewing my public liability', l('11-12 08:00')),
  ),
  london(
    "URGENT pay the autoclave service invoice by 6 today, they'll void the contract otherwise",
    task('pay the autoclave service invoice', l('11-11 18:00'), { important: true }),
  ),
  london(
    'after lunch tomorrow I need to email the guy about his cover-up design, he sent a new reference',
    task('email the guy about his cover-up design', l('11-12 13:00')),
    task('email the guy about his cover-up design', l('11-12 14:00')),
  ),
  london(
    'gonnae remind me the morn at quarter tae 6 tae wash aw the towels, efter ma last client',
    task('wash aw the towels', l('11-12 17:45')),
  ),
  london(
    'need tae renew ma insurance wi the FHT by the end o the month, cannae forget it like last year',
    task('renew ma insurance wi the FHT', l('11-30')),
  ),
  london(
    'in 2 weeks at 4pm chase tunde for the chair money he owes me',
    task('chase tunde for the chair money he owes me', l('11-25 16:00')),
  ),
  london(
    'Bride booked for nails on 5/12. Remind me 3/12 to confirm with her and take deposit',
    task('confirm with her and take deposit', l('12-03')),
    [task('confirm with her', l('12-03')), task('take deposit', l('12-03'))],
  ),
  // London: look like asks, change nothing
  london('my 2pm cancelled AGAIN, third time this month, this guy', NO_CHANGE),
  london('did I put a reminder in for Cerys patch test or did I dream that', NO_CHANGE),

  // New York: plain asks, clock words, month-first dates
  newYork(
    'recuérdame mañana a las 11 to call the landlord about the leak in the back, por fa',
    task('call the landlord about the leak in the back', n('11-12 11:00')),
  ),
  newYork('gotta buy more developer and foils by saturday we running low bad', task('buy more developer and foils', n('11-14'))),
  newYork(
    'Please you remind me on 12/5 at 2pm the trial for bride Katerina, is in her house in Bayside',
    task('trial for bride Katerina', n('12-05 14:00')),
  ),
  newYork(
    'tomorrow noon i need order the lash strips and the setting spray from sephora pro',
    task('order the lash strips and the setting spray from sephora pro', n('11-12 12:00')),
  ),
  newYork(
    'remind mi fi call Miss Joy tomorrow evening round 7 bout her knotless, she wah change di length',
    task('call Miss Joy bout her knotless', n('11-12 19:00')),
  ),
  newYork('i need to buy hair fi saturday client dem and pay the con ed bill, both by friday', [
    task('buy hair fi saturday client dem', n('11-13')),
    task('pay the con ed bill', n('11-13')),
  ]),
  newYork('rmd thu 9a: call linen co re short delivery', task('call linen co re short delivery', n('11-12 09:00'))),
  newYork(
    'EOD — sign off Dec rota. URGENT',
    task('sign off Dec rota', n('11-11 17:00'), { important: true }),
    task('sign off Dec rota', n('11-11 18:00'), { important: true }),
  ),
  newYork(
    'can you remind me to reorder the hyaluronic serum on 11/20? the rep said the price goes up in december',
    task('reorder the hyaluronic serum', n('11-20')),
  ),
  newYork(
    'first thing monday call the state board about my license renewal, it runs out the 30th',
    task('call the state board about my license renewal', n('11-16 09:00')),
    task('call the state board about my license renewal', n('11-16 08:00')),
  ),
  newYork('fri 11/27 4p review Q1 prices w/ Tom', task('review Q1 prices w/ Tom', n('11-27 16:00'))),
  // New York: look like asks, change nothing
  newYork('la clienta de las 3 is done already, she loved the balayage 😍', NO_CHANGE),
  newYork('do i have anything tomorrow before noon? trying to squeeze in a facial for my sister', NO_CHANGE),
];

export const HUNDREDFOURTH_RECURRING: HeldOutItem[] = [
  // London: repeating asks
  london(
    'every monday 9am remind me to send the lads their chair rent invoices',
    task('send the lads their chair rent invoices', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'pay landlord on the 1st every month, the standing order keeps bouncing',
    task('pay landlord', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'Every Sunday night 8pm remind me to plan next week bookings and message clients',
    task('plan next week bookings and message clients', l('11-15 20:00'), { repeat: every('week') }),
    [
      task('plan next week bookings', l('11-15 20:00'), { repeat: every('week') }),
      task('message clients', l('11-15 20:00'), { repeat: every('week') }),
    ],
  ),
  london(
    'each weekday at 8 morning, check the whatsapp booking messages',
    task('check the whatsapp booking messages', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  london(
    'every dydd Gwener at 5 remind me to post the before & afters on insta 📸',
    task('post the before & afters on insta', l('11-13 17:00'), { repeat: every('week') }),
  ),
  london(
    'every other tuesday i need to order tint and lash glue from the wholesaler',
    task('order tint and lash glue from the wholesaler', l('11-17'), { repeat: every('week', 2) }),
  ),
  london(
    "monthly reminder on the 15th pls: check the sharps bin collection's booked",
    task("check the sharps bin collection's booked", l('11-15'), { repeat: every('month') }),
  ),
  london(
    "every day at 7pm log the day's autoclave cycles, inspector wants the paper trail",
    task("log the day's autoclave cycles", l('11-11 19:00'), { repeat: every('day') }),
  ),
  london(
    'yearly one for 3 Jan: renew the studio insurance',
    task('renew the studio insurance', l('2027-01-03'), { repeat: every('year') }),
  ),
  london(
    'ilka Thursday at 10 ring the laundry fir the towel pickup',
    task('ring the laundry fir the towel pickup', l('11-12 10:00'), { repeat: every('week') }),
  ),
  london('last day o every month dae the card reader fees', task('dae the card reader fees', l('11-30'), { repeat: every('month') })),
  // London: a routine mentioned, nothing asked
  london('every saturday is mad in here queue out the door by 10 lol', NO_CHANGE),
  london('aye I dae ma stretches every morning afore the first client, keeps ma back right', NO_CHANGE),
  london('My regular lady comes every 3 weeks for infill, she is very sweet, always bring me sweets', NO_CHANGE),

  // New York: repeating asks
  newYork(
    'todos los lunes at 10am order product from the distributor, every week pls',
    task('order product from the distributor', n('11-16 10:00'), { repeat: every('week') }),
  ),
  newYork(
    'remind me pay the rent every month on the 1st, this landlord no play',
    task('pay the rent', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    'Every Wednesday evening 6 o clock I must clean all my brushes, please remind every week',
    task('clean all my brushes', n('11-11 18:00'), { repeat: every('week') }),
  ),
  newYork(
    'every 2 weeks on Monday i do inventory of the kit, remind me 9 in morning',
    task('do inventory of the kit', n('11-16 09:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every sunday evening 7 remind mi fi confirm all di monday appointments',
    task('confirm all di monday appointments', n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'each weekday 9am check the deposits came thru on cashapp',
    task('check the deposits came thru on cashapp', n('11-12 09:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'recurring: 1st of mo — pay insurance + PO for linens',
    [task('pay insurance', n('12-01'), { repeat: every('month') }), task('PO for linens', n('12-01'), { repeat: every('month') })],
    task('pay insurance + PO for linens', n('12-01'), { repeat: every('month') }),
  ),
  newYork('daily 7:30a check overnight bookings', task('check overnight bookings', n('11-12 07:30'), { repeat: every('day') })),
  newYork(
    'every other friday at 3 I need to do payroll for Marisol',
    task('do payroll for Marisol', n('11-13 15:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    "can you remind me every month on the 20th to post the monthly promo on instagram? I keep forgetting and then it's the 28th",
    task('post the monthly promo on instagram', n('11-20'), { repeat: every('month') }),
  ),
  // New York: a routine mentioned, nothing asked
  newYork('wknd staff rota same as every wk. no changes.', NO_CHANGE),
  newYork('I go to the wholesale market every other thursday anyway so no need to remind me about the gloves', NO_CHANGE),
  newYork('every time the card reader die in the middle of a payment i wanna scream 😤', NO_CHANGE),
];

export const HUNDREDFOURTH_SNOOZE: HeldOutItem[] = [
  // London: put-offs
  within(
    reminded('ring tunde about the chair rent', l('11-11 15:00')),
    london('not now bro give me an hour got a skin fade in the chair', snoozeFor(60)),
  ),
  within(reminded('order clipper oil', l('11-11 14:30')), london('later fam try me at 6', snoozeUntil(l('11-11 18:00')))),
  within(
    reminded('call Mrs Shah for deposit', l('11-11 15:00')),
    london('I am at client house doing pedicure now, please tell me after 2 hours', snoozeFor(120)),
  ),
  within(
    reminded('collect nail drill from repair shop', l('11-11 14:00')),
    london('Tomorrow morning I will go, today no time and shop closes 4', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  within(
    reminded('send invoice to the bridal party', l('11-11 15:00')),
    london('ddim nawr cariad, fory pls 🙏', snoozeUntil(l('11-12')), snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 15:00'))),
  ),
  within(reminded('reorder lash glue', l('11-11 15:00')), london("20 mins, I've got someone's eyes taped shut here lol", snoozeFor(20))),
  within(
    reminded('email the deposit policy to Kai', l('11-11 15:00')),
    london("mid-session, needle in hand. ask me again when I'm done, half 6ish?", snoozeUntil(l('11-11 18:30'))),
  ),
  within(
    reminded('chase the landlord about the damp', l('11-11 10:00')),
    london(
      'monday. he never picks up midweek anyway',
      snoozeUntil(l('11-16')),
      snoozeUntil(l('11-16 09:00')),
      snoozeUntil(l('11-16 10:00')),
    ),
  ),
  within(
    reminded('phone the council aboot the business rates', l('11-11 15:00')),
    london('no the now hen, gie us till 5', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('order massage oil', l('11-11 15:00')),
    london("the morn's morn efter 10, the supplier's shut till then", snoozeUntil(l('11-13 10:00'))),
  ),
  within(
    reminded('ring Cerys about her patch test', l('11-11 15:00')),
    london("she's asked me to ring her after 7 tonight, she's in work", snoozeUntil(l('11-11 19:00')), move(ctx, null, '19:00')),
  ),
  // London: not yet, nothing asked
  within(reminded('pay the card reader rental', l('11-11 12:00')), london('not yet', NO_CHANGE)),
  within(
    reminded('post christmas nail offer on instagram', l('11-11 15:00')),
    london('Not done yet, still making the design on canva', NO_CHANGE),
  ),

  // New York: put-offs
  within(
    reminded('call the landlord about the leak', n('11-11 10:00')),
    newYork('ahorita no, tengo una clienta en la silla. en una hora', snoozeFor(60)),
  ),
  within(
    reminded('pay the product invoice to the distributor', n('11-11 10:00')),
    newYork('después del almuerzo mija, like 2', snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('send the quote to bride Sofia', n('11-11 10:00')),
    newYork('I am at the hotel with bridal party now, please remind me again evening at 7', snoozeUntil(n('11-11 19:00'))),
  ),
  within(
    reminded('buy new sponges', n('11-11 10:00')),
    newYork(
      'tomorrow afternoon is better, today is full full',
      snoozeUntil(n('11-12 14:00')),
      snoozeUntil(n('11-12 15:00')),
      snoozeUntil(n('11-12 13:00')),
    ),
  ),
  within(
    reminded('call Miss Joy bout her knotless', n('11-11 10:00')),
    newYork('mi hands dem full a hair right now, check mi back in 2 hrs', snoozeFor(120)),
  ),
  within(reminded('PO for linens', n('11-11 10:00')), newYork('tmrw 8a', snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', '08:00'))),
  within(reminded('call linen co re short delivery', n('11-11 09:00')), newYork('snz 30', snoozeFor(30))),
  within(
    reminded('sign off Dec rota', n('11-11 10:00')),
    newYork('push to 4p. back to backs till then', snoozeUntil(n('11-11 16:00')), move(ctx, null, '16:00')),
  ),
  within(
    reminded('reorder the hyaluronic serum', n('11-11 10:00')),
    newYork(
      "can you ask me again friday morning? waiting on the rep's new price list",
      snoozeUntil(n('11-13 09:00')),
      snoozeUntil(n('11-13 08:00')),
    ),
  ),
  // New York: put-offs with no time to act on, or not yet
  within(reminded('pay the con ed bill', n('11-11 10:00')), newYork('soon come, after mi 12 o clock client leave', NO_CHANGE)),
  within(
    reminded('renew the salon insurance', n('11-11 10:00')),
    newYork('déjalo pa la semana que viene, no tengo cabeza pa eso ahora', NO_CHANGE),
  ),
  within(reminded('book the microneedling training', n('11-11 10:00')), newYork("not yet, still deciding if it's worth $1200", NO_CHANGE)),
  within(reminded('confirm the trial with Katerina', n('11-11 10:00')), newYork('she not answer me yet 🙄', NO_CHANGE)),
];

export const HUNDREDFOURTH_CORRECTION: HeldOutItem[] = [
  // London: changes to the task in view or a named one
  within(
    just('ring tunde about the chair money', l('11-12 10:00')),
    london('nah make it 11 got a walk in at 10', move(ctx, null, '11:00')),
  ),
  london("move the blades order to thurs, supplier don't deliver weekends", move(words('blades'), '2026-11-12', null)),
  within(just('call Mrs Patel for patch test', l('11-12')), london('Sorry I mean Friday not tomorrow', move(ctx, '2026-11-13', null))),
  within(
    just('buy acetone', l('11-12')),
    london('change the name to buy acetone and cotton pads', rename(ctx, 'buy acetone and cotton pads')),
  ),
  within(just('send Seren her aftercare sheet', l('11-11 16:30')), london('o na, make it half 5 x', move(ctx, null, '17:30'))),
  within(
    reminded('ring the insurance about renewing my public liability', l('11-11 15:00')),
    london("actually do this dydd Llun at 10, they're closed now", move(ctx, '2026-11-16', '10:00'), snoozeUntil(l('11-16 10:00'))),
  ),
  london('the Kai consultation — shift it to saturday 1pm pls', move(words('Kai consultation'), '2026-11-14', '13:00')),
  within(
    just('email the guy about his cover-up design', l('11-12 13:00')),
    london("no wait, 3. I've got a flash walk-in at 1", move(ctx, null, '15:00')),
  ),
  within(just('wash aw the towels', l('11-12 17:45')), london('naw, Friday no the morn', move(ctx, '2026-11-13', null))),
  london('can ye change the laundry one tae say ring Bright Linen, the auld place shut', rename(words('laundry'), 'ring Bright Linen')),
  // London: news that sounds like a change
  london("my 4 o'clock moved to 5 so im here late tonight", NO_CHANGE),
  within(
    just('call Mrs Patel for patch test', l('11-12')),
    london('Mrs Patel changed her booking to next week so patch test also next week I think', NO_CHANGE),
  ),
  london("studio move's been pushed to january, landlord's still doing the floors", NO_CHANGE),

  // New York: changes to the task in view or a named one
  within(
    just('call the landlord about the leak in the back', n('11-12 11:00')),
    newYork('no no, a las 2:30 mejor, he sleeps late lol', move(ctx, null, '14:30')),
  ),
  newYork('pasa lo del distributor pa el viernes', move(words('distributor'), '2026-11-13', null)),
  within(just('trial for bride Katerina', n('12-05 14:00')), newYork('sorry not 12/5, is 12/6 the Sunday', move(ctx, '2026-12-06', null))),
  within(
    just('order the lash strips and the setting spray from sephora pro', n('11-12 12:00')),
    newYork('make 10 in the morning, before the bride come', move(ctx, null, '10:00')),
  ),
  within(just('call Miss Joy bout her knotless', n('11-12 19:00')), newYork('mek it 8 instead, she work late', move(ctx, null, '20:00'))),
  newYork('push di con ed bill to monday, mi get paid monday', move(words('con ed bill'), '2026-11-16', null)),
  within(just('sign off Dec rota', n('11-11 17:00')), newYork('→ fri 11a', move(ctx, '2026-11-13', '11:00'))),
  newYork("rename 'PO for linens' to 'PO linens + robes'", rename(words('PO for linens'), 'PO linens + robes')),
  within(
    just('call the state board about my license renewal', n('11-16 09:00')),
    newYork('oh wait they open at 8:30, make it 8:30', move(ctx, null, '08:30')),
  ),
  within(
    reminded('reorder the hyaluronic serum', n('11-11 10:00')),
    newYork("push that to tomorrow, rep's off today", move(ctx, '2026-11-12', null), snoozeUntil(n('11-12 10:00'))),
  ),
  // New York: news that sounds like a change
  newYork('The wedding of Anna moved to June, so the trial we do later also, no date yet', NO_CHANGE),
  newYork('my 2:30 got pushed to 4 so im stuck here till 6 🙃', NO_CHANGE),
  newYork('el landlord moved the inspection to friday ugh, como si yo no tuviera clientas', NO_CHANGE),
];

export const HUNDREDFOURTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs in one voice note
  london(
    'ok so yeah um tmrw i need to pick up the new chair from the warehouse, its proper heavy so bring dami, and then uh text all the saturday lot that im closing at 4 this week cos of my cousins wedding. yeah thats it',
    [
      task('pick up the new chair from the warehouse', l('11-12')),
      task('text all the saturday lot that im closing at 4 this week', l('11-12')),
    ],
    [task('pick up the new chair from the warehouse', l('11-12')), task('text all the saturday lot that im closing at 4 this week')],
  ),
  london(
    'Hello, so today very busy, 6 clients and my back is paining. Tomorrow I have to order the gel polish and on Friday I must go to bank for depositing the cash. Thank you',
    [task('order the gel polish', l('11-12')), task('go to bank for depositing the cash', l('11-13'))],
  ),
  london(
    "right so um, bore da — no it's the afternoon lol — I need to get the lamination kit reordered, and ring Mam back, oh and the car's MOT runs out end of the month so book that in. ok diolch",
    [task('get the lamination kit reordered'), task('ring Mam back'), task("book the car's MOT in", l('11-30'))],
    [task('get the lamination kit reordered'), task('ring Mam back'), task("book the car's MOT in")],
  ),
  london(
    "so basically ugh what a day. guy sat 6 hours then bailed before the shading. anyway I need to invoice him for the unfinished session, and get the ink order in before the weekend, and maybe look at a new chair but that's not urgent. cheers",
    [task('invoice him for the unfinished session'), task('get the ink order in', l('11-13')), task('look at a new chair')],
    [task('invoice him for the unfinished session'), task('get the ink order in', l('11-13'))],
  ),
  london(
    "aye so, em, wee voice note. I need tae phone the laundry aboot the towels they lost, get the couch roll ordered, and mind an ask Fiona if she can cover Saturday. That's me",
    [task('phone the laundry aboot the towels they lost'), task('get the couch roll ordered'), task('ask Fiona if she can cover Saturday')],
  ),
  london(
    'yo so listen thurs at 2 the card reader guy comes need to be here for that, friday first thing order the beard oil stock, then sat after close at 7 count up the float',
    [
      task('be here for the card reader guy', l('11-12 14:00')),
      task('order the beard oil stock', l('11-13 09:00')),
      task('count up the float', l('11-14 19:00')),
    ],
    [
      task('be here for the card reader guy', l('11-12 14:00')),
      task('order the beard oil stock', l('11-13 08:00')),
      task('count up the float', l('11-14 19:00')),
    ],
  ),
  london(
    'Okay so three things. One call Priya for bridal nail trial, two buy new UV lamp the old one is broken, three send Mrs Desai her bill. All tomorrow please',
    [
      task('call Priya for bridal nail trial', l('11-12')),
      task('buy new UV lamp', l('11-12')),
      task('send Mrs Desai her bill', l('11-12')),
    ],
  ),
  // London: a decision in a ramble
  london(
    "ok so I've been back and forth on it for weeks but I'm going to stop doing lash lifts on Sundays, it's killing me, Sundays are mine now. yeah. decided.",
    decision,
  ),
  london(
    "right, decision made, deposit's going up to £80 for big pieces, too many no-shows. need to update the booking form after close tonight, 7ish",
    [decision, task('update the booking form', l('11-11 19:00'))],
  ),
  // London: rambles with no job
  london('man honestly today been long three no shows the card machine kept dropping i just wanna get home and sleep anyway', NO_CHANGE),
  london(
    'Today one lady say my nails are the best in Leicester, I am so happy, first time someone leave me google review also 😊',
    NO_CHANGE,
  ),
  london(
    "ken whit, I've been thinking, this year's been hard but the regulars have been amazing. dinnae need anything, just wanted tae say it somewhere",
    NO_CHANGE,
  ),
  london(
    "honestly feel like I'm drowning, 14 bookings this week, three cover-ups, and the insurance renewal letter came this morning. don't even know where to start",
    NO_CHANGE,
  ),

  // New York: several jobs in one voice note
  newYork(
    "ok mira, so um, tomorrow I gotta call the distributor cause they sent the wrong color, the 6N not the 7N, and uh also pay Cindy for the extra shift, y también book the guy for the AC, it's making that noise again. ok gracias",
    [
      task('call the distributor', n('11-12')),
      task('pay Cindy for the extra shift', n('11-12')),
      task('book the guy for the AC', n('11-12')),
    ],
    [task('call the distributor', n('11-12')), task('pay Cindy for the extra shift'), task('book the guy for the AC')],
  ),
  newYork(
    "So, today I have 3 bride trials and I am tired, but listen, I need send the contract to Maria until Friday, and buy the new foundation shades, the 2 darker ones. ok that's all, efxaristo",
    [task('send the contract to Maria', n('11-13')), task('buy the new foundation shades')],
  ),
  newYork(
    'yuh see mi? so tired. anyway, tomorrow mi haffi pick up di braiding hair from beauty supply, and saturday remind mi seh Keisha deposit still outstanding. dat it',
    [task('pick up di braiding hair from beauty supply', n('11-12')), task('Keisha deposit still outstanding', n('11-14'))],
  ),
  newYork(
    "voice memo lol. ok: get quotes from new linen suppliers by fri. find cover for Jen, she's out thu. call Square re card reader #2, dead again. that's it",
    [task('get quotes from new linen suppliers', n('11-13')), task('find cover for Jen'), task('call Square re card reader #2')],
    [
      task('get quotes from new linen suppliers', n('11-13')),
      task('find cover for Jen', n('11-12')),
      task('call Square re card reader #2'),
    ],
  ),
  newYork(
    "ok so, um, I'm in the car so sorry if this is messy — I need to email the landlord about the lease renewal, and I should probably post something on Instagram this week, I haven't in like a month, and then Monday I have to do the chemical peel order. Okay. Thanks",
    [
      task('email the landlord about the lease renewal'),
      task('post something on Instagram'),
      task('do the chemical peel order', n('11-16')),
    ],
  ),
  newYork(
    'ok so el 11/20 es la boda de mi prima so I need to close the salon that day, remind me to put a sign on the door the day before, and tell the girls this week',
    [task('put a sign on the door', n('11-19')), task('tell the girls')],
  ),
  // New York: decisions in a ramble
  newYork(
    "Ok I decide finally, I don't do the trials for free anymore, from now every trial is 150 dollars and it goes to the final price. Enough",
    decision,
  ),
  newYork(
    'decided: closing Mondays from Jan. need to tell staff by fri + update website',
    [decision, task('tell staff', n('11-13')), task('update website', n('11-13'))],
    [decision, task('tell staff', n('11-13')), task('update website')],
  ),
  // New York: rambles with no job
  newYork(
    'ay dios mío what a day, the dryer broke, two no shows, and a lady cried in my chair because of her divorce. I love this job but today no',
    NO_CHANGE,
  ),
  newYork('ah just finish a 9 hour set a boho knotless, mi fingers dem dead. mi nah take no more bookings fi tonight', NO_CHANGE),
  newYork(
    'been thinking a lot about whether I even want to keep the room in Forest Hills or just go mobile... not asking anything, just thinking out loud',
    NO_CHANGE,
    dilemma,
  ),
  newYork("My cousin say I should open a studio in Astoria, but I don't know, anyway just telling you, bridal season is crazy", NO_CHANGE),
];

export const HUNDREDFOURTH_ANSWER: HeldOutItem[] = [
  // London: which task was meant
  within(which('ring tunde about the chair money', 'ring tunde about the football tickets'), london('the chair one', answer(1))),
  within(which('order clipper blades', 'order clipper oil', 'order neck strips'), london('3', answer(3))),
  within(which('call Mrs Patel for patch test', 'call Mrs Patel about the bill'), london('Patch test one please', answer(1))),
  within(which('email Kai the deposit policy', 'email Kai the final design'), london("the design one. policy's sorted", answer(2))),
  within(which('phone the laundry aboot the towels', 'phone the council aboot the rates'), london('the laundry, obviously', answer(1))),
  // London: a dilemma's choice
  within(
    askedChoice('Take the room at the salon or keep doing home visits?', 'take the room at the salon', 'keep doing home visits'),
    london('Second one, home visits. Clients like it and no rent to pay', answer(2)),
  ),
  within(
    askedChoice('Which lash supplier?', 'the Cardiff wholesaler at £45 a tray', 'the online one at £32 a tray'),
    london("the cheaper one 100%, money's tight after the car", answer(2)),
  ),
  within(
    askedChoice('Hire a junior or stay solo?', 'hire a junior', 'stay solo'),
    london("dim un o'r ddau tbh, thinking of renting the back room out instead", answer(null)),
  ),
  within(
    askedChoice('Which studio chair?', 'the hydraulic one at £900', 'the electric one at £1,400'),
    london('not sure yet, need to sit in both first', answer(null)),
  ),
  within(
    askedChoice('Drop Saturdays or put your prices up?', 'drop Saturdays', 'put prices up'),
    london('the first yin, ah need ma Saturdays back', answer(1)),
  ),
  within(
    askedChoice('Stay in the Stockbridge room or move to the bigger one in Leith?', 'stay in Stockbridge', 'move to Leith'),
    london('dinnae ken yet, need tae see the Leith place first', answer(null)),
  ),
  within(
    askedChoice('Go full time with the salon or keep mobile?', 'go full time with the salon', 'keep mobile'),
    london('Both are good, I cannot decide, you tell me', answer(null)),
  ),
  within(
    askedMatters('Which studio chair?', 'the hydraulic one', 'the electric one'),
    london("comfort for the client, I'm doing 6 hour sittings", answer(null)),
  ),
  // London: not an answer
  within(which('pay the card reader rental', 'pay tunde back'), london('wait which one did i even ask about lol', NO_CHANGE)),

  // New York: which task was meant
  within(which('call the landlord about the leak', 'call the landlord about the lease'), newYork('el del leak', answer(1))),
  within(
    which('send the quote to bride Sofia', 'send the contract to bride Sofia'),
    newYork('The contract, the quote I sent yesterday', answer(2)),
  ),
  within(which('pick up braiding hair', "pick up Keisha's deposit"), newYork('hair', answer(1))),
  within(which('PO for linens', 'PO for robes', 'PO for towels'), newYork('#2', answer(2))),
  within(which('reorder the serum', 'reorder the peel solution'), newYork('oh the peel! serum came already', answer(2))),
  // New York: a dilemma's choice
  within(
    askedChoice('Keep the booth renters or switch to commission?', 'keep booth rent', 'switch to commission'),
    newYork('la segunda, commission. booth rent is not paying the bills', answer(2)),
  ),
  within(
    askedChoice('Which airbrush kit?', 'the Temptu at $350', 'the Luminess at $180'),
    newYork('the more expensive is better quality, I take this', answer(1)),
  ),
  within(
    askedChoice('Raise your prices or take fewer clients?', 'raise prices', 'take fewer clients'),
    newYork('mi a go wid di first one, everybody else raise already', answer(1)),
  ),
  within(
    askedChoice('Hire a front desk manager or keep rotating the therapists?', 'hire a front desk manager', 'keep rotating'),
    newYork('neither. outsourcing to a booking svc.', answer(null)),
  ),
  within(
    askedChoice('Keep the Forest Hills room or go mobile?', 'keep the room', 'go mobile'),
    newYork('I think the room. going mobile with all the equipment sounds exhausting', answer(1)),
  ),
  within(
    askedChoice('Take the microneedling course?', 'take it in January', 'wait until spring'),
    newYork('not yet, I want to talk to my accountant first', answer(null)),
  ),
  within(
    askedChoice('Which card reader?', 'Square Terminal', 'Clover Flex'),
    newYork('Clover. + remind me to cancel square sub fri', [answer(2), task('cancel square sub', n('11-13'))]),
  ),
  // New York: not an answer
  within(
    askedChoice('Keep the booth renters or switch to commission?', 'keep booth rent', 'switch to commission'),
    newYork("pregunta, what's the difference again in taxes?", NO_CHANGE),
  ),
];
