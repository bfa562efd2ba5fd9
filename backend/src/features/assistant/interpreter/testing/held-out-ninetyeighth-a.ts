/**
 * Held-out set, ninetyeighth, part a: people who run small shops, read at Wednesday 11 November 2026,
 * 15:00 London / 10:00 New York.
 *
 * On London time (day-first dates):
 * - Kath, a florist in Harrogate: Yorkshire wording, wedding and funeral orders, Christmas wreaths.
 * - Jade, a vintage clothes reseller in Leeds who sells on Depop: fast lowercase, no apostrophes.
 * - Gwen, who runs a second-hand bookshop in Hay-on-Wye and drops in Welsh words (diolch, bore da, yfory).
 * - Tariq, a barber shop owner in Birmingham whose first language is Urdu.
 * - Azad, a phone repair shop owner in Nottingham whose first language is Kurdish.
 *
 * On New York time (month-first dates):
 * - Samir, a bodega owner in the Bronx whose first language is Arabic.
 * - Dre, a sneaker reseller in Harlem who writes in shorthand and slang.
 * - Hoa, a nail salon owner in Elmhurst whose first language is Vietnamese.
 * - Donna, a candle maker on Staten Island who sells on Etsy and at holiday fairs.
 * - Frank, who owns a hardware store in Hoboken (New Jersey, same clock as New York).
 *
 * Their work: stock and suppliers, deliveries and returns, online listings and orders, rent and the
 * landlord, staff cover, card machines and tills, council and city inspectors, complaining customers,
 * the run-up to Christmas. 11 November is Veterans Day in the US (city offices shut).
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
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
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});
/** daily has the dilemma's options and asked what matters most. */
const askedMatters = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question: q, options },
});
/** The person said STUCK; daily asked what is in the way. */
const stuck = (title: string): Partial<ConversationState> => ({
  pending: { about: 'stuck', task: title },
  current: { title, due: null },
});
/** daily asked how an old decision turned out. */
const review = (text: string): Partial<ConversationState> => ({ pending: { about: 'review', decision: text } });
/** Any other question daily asked, with its options. */
const asked = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'other', question: q, options },
});

export const NINETYEIGHTH_ASK: HeldOutItem[] = [
  // London
  london(
    'remind me tmrw at 10 to ring the wholesaler about the eucalyptus, they shorted me on saturdays delivery',
    task('ring the wholesaler about the eucalyptus', l('11-12 10:00')),
  ),
  london(
    'need to reshoot the carhartt jacket before fri the pics r grim',
    task('reshoot the carhartt jacket', l('11-13')),
    task('reshoot the carhartt jacket', l('11-12')),
  ),
  london(
    'Bore da! Could you remind me to phone the council about the A-board licence at half 4 today? Diolch',
    task('phone the council about the A-board licence', l('11-11 16:30')),
  ),
  london(
    'brother please remind me friday 9 oclock for call the card machine company, machine declining cards again',
    task('call the card machine company', l('11-13 09:00')),
  ),
  london(
    'tomorrow quarter to 6 i must collect screens from DPD depot, they close 6 sharp',
    task('collect screens from DPD depot', l('11-12 17:45')),
  ),
  london(
    'URGENT!! chase the Fairfax wedding deposit first thing tomorrow, she still hasnt paid and its 3 weeks out',
    task('chase the Fairfax wedding deposit', l('11-12 09:00'), { important: true }),
    task('chase the Fairfax wedding deposit', l('11-12 08:00'), { important: true }),
  ),
  london(
    'pls remind me to post the dr martens order at 11 tmrw and also message the girl who wants a refund on the cardigan',
    [task('post the dr martens order', l('11-12 11:00')), task('message the girl who wants a refund on the cardigan')],
    [task('post the dr martens order', l('11-12 11:00')), task('message the girl who wants a refund on the cardigan', l('11-12 11:00'))],
  ),
  london(
    'I need to pay Mrs Pritchard the rent by the end of the month - she was asking after it in the Co-op this morning',
    task('pay Mrs Pritchard the rent', l('11-30')),
  ),
  london(
    'after lunch tomorrow remind me order clipper blades and neck strips from supplier',
    task('order clipper blades and neck strips from supplier', l('11-12 13:00')),
    task('order clipper blades and neck strips from supplier', l('11-12 14:00')),
  ),
  london(
    'in 2 weeks at 4pm I have to call back Mr Ahmadi about his iphone warranty, he is abroad now',
    task('call back Mr Ahmadi about his iphone warranty', l('11-25 16:00')),
  ),
  london('remind me 4/12 to do the xmas jumper drop', task('do the xmas jumper drop', l('12-04'))),
  london(
    'Can you put one in for noon Friday - deliver the sympathy wreath to Wetherby. Family want it there before the service',
    task('deliver the sympathy wreath to Wetherby', l('11-13 12:00')),
  ),
  london(
    'Nos da... oh no wait, before I forget: Monday I need to order more brown paper for the wrapping',
    task('order more brown paper for the wrapping', l('11-16')),
  ),
  // London: look like an ask, ask for nothing
  london("wholesaler says the ranunculus won't be in till tuesday now, typical", NO_CHANGE),
  london('did I tell the landlord I pay on monday or tuesday? I forget', NO_CHANGE),
  london('ay up, council inspector coming round monday for the hygiene thing apparently', NO_CHANGE),
  // New York
  newYork(
    "remind me tomorrow 7am call the Boar's Head guy, order was short two turkey breast",
    task("call the Boar's Head guy", n('11-12 07:00')),
  ),
  newYork(
    'yo remind me 2mrw @ noon to ship the jordan 4s to the buyer in ohio',
    task('ship the jordan 4s to the buyer in ohio', n('11-12 12:00')),
  ),
  newYork('Please remind me Friday 3pm call Linh for cover Saturday, Mai is sick', task('call Linh for cover Saturday', n('11-13 15:00'))),
  newYork(
    'remind me 12/1 to renew the propane exchange permit with the city',
    task('renew the propane exchange permit with the city', n('12-01')),
  ),
  newYork(
    'URGENT need to refund the dude w the fake dunk claim by eod or ebay gon flag me',
    task('refund the dude w the fake dunk claim', n('11-11 17:00'), { important: true }),
    task('refund the dude w the fake dunk claim', n('11-11 18:00'), { important: true }),
  ),
  newYork('tomorrow 9 am pay con ed bill. also friday call landlord about the leak in back room', [
    task('pay con ed bill', n('11-12 09:00')),
    task('call landlord about the leak in back room', n('11-13')),
  ]),
  newYork(
    'remind me half past 11 tomorrow order more gel polish, almost out of the red for holiday',
    task('order more gel polish', n('11-12 11:30')),
  ),
  newYork(
    'Snug Harbor market is 11/21 so remind me the thursday before to pour the last batch of tins',
    task('pour the last batch of tins', n('11-19')),
  ),
  newYork(
    'remind me to set up the snowblower display by the end of the month, people are already asking',
    task('set up the snowblower display', n('11-30')),
  ),
  newYork(
    'gotta figure out pricing on these yeezy slides lol, remind me after lunch',
    task('figure out pricing on these yeezy slides', n('11-11 13:00')),
    task('figure out pricing on these yeezy slides', n('11-11 14:00')),
  ),
  newYork(
    'in 2 weeks remind me 10am check the pedicure chair warranty card was mailed',
    task('check the pedicure chair warranty card was mailed', n('11-25 10:00')),
  ),
  // New York: look like an ask, ask for nothing
  newYork('customer just told me etsy cancelled her order?? no idea why', NO_CHANGE),
  newYork('city fire inspector coming tomorrow at 10', NO_CHANGE),
  newYork('do i need a permit to put the christmas trees out on the sidewalk or no', NO_CHANGE),
];

export const NINETYEIGHTH_RECURRING: HeldOutItem[] = [
  // London
  london(
    'every monday at 7 remind me to do the flower market order',
    task('do the flower market order', l('11-16 07:00'), { repeat: every('week') }),
  ),
  london(
    'every sunday at 8pm i need to plan the weeks depop drops',
    task('plan the weeks depop drops', l('11-15 20:00'), { repeat: every('week') }),
  ),
  london(
    'Please remind me to pay Mr Bevan the rent on the 1st of each month, the standing order keeps bouncing',
    task('pay Mr Bevan the rent', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'every other friday please remind me do the staff wages, 10am',
    task('do the staff wages', l('11-13 10:00'), { repeat: every('week', 2) }),
  ),
  london(
    'each weekday at 9 remind me check the ebay parts orders',
    task('check the ebay parts orders', l('11-12 09:00'), { repeat: every('weekday') }),
  ),
  london(
    'every day at half 5 remind me to get the buckets into the cold room',
    task('get the buckets into the cold room', l('11-11 17:30'), { repeat: every('day') }),
  ),
  london('price drop on depop every 2 weeks on a thursday pls', task('price drop on depop', l('11-12'), { repeat: every('week', 2) })),
  london(
    'On the 15th of every month I need to send the VAT bits over to Gareth',
    task('send the VAT bits over to Gareth', l('11-15'), { repeat: every('month') }),
  ),
  london(
    'saturday morning 8am every week remind me clean the clippers properly with barbicide',
    task('clean the clippers properly with barbicide', l('11-14 08:00'), { repeat: every('week') }),
  ),
  london(
    'last day of the month, every month, remind me pay the card machine rental',
    task('pay the card machine rental', l('11-30'), { repeat: every('month') }),
  ),
  london(
    'every tuesday at 2 the Hereford book van comes, remind me to have the boxes ready by then',
    task('have the boxes ready', l('11-17 14:00'), { repeat: every('week') }),
  ),
  // London: talk about a routine, or ask for a one-off
  london("i always do the market run mondays, it's the only day the good stems come in", NO_CHANGE),
  london('every single weekend someone lowballs me on depop i swear to god', NO_CHANGE),
  london(
    'customers every time asking for card, i need to call about the card machine tomorrow',
    task('call about the card machine', l('11-12')),
  ),
  // New York
  newYork('every monday 6am remind me order from Jetro', task('order from Jetro', n('11-16 06:00'), { repeat: every('week') })),
  newYork('every fri @ 10 remind me 2 check the SNKRS drops', task('check the SNKRS drops', n('11-13 10:00'), { repeat: every('week') })),
  newYork(
    'Each weekday 9:30 remind me turn on pedicure tubs for the cleaning cycle',
    task('turn on pedicure tubs for the cleaning cycle', n('11-12 09:30'), { repeat: every('weekday') }),
  ),
  newYork(
    'remind me on the first of every month to renew the etsy listings that are about to expire',
    task('renew the etsy listings that are about to expire', n('12-01'), { repeat: every('month') }),
  ),
  newYork(
    'every other wednesday 8am call the Do it Best rep to put the order in',
    task('call the Do it Best rep to put the order in', n('11-18 08:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every month on the 3rd remind me send rent to landlord, the late fee is crazy',
    task('send rent to landlord', n('12-03'), { repeat: every('month') }),
  ),
  newYork(
    'every nite 9pm remind me do inventory count on the app',
    task('do inventory count on the app', n('11-11 21:00'), { repeat: every('day') }),
  ),
  newYork(
    'Every Sunday 7pm make staff schedule for the week',
    task('make staff schedule for the week', n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'every saturday at 8am remind me to load the car for the fair, at least till christmas',
    task('load the car for the fair', n('11-14 08:00'), { repeat: every('week') }),
  ),
  newYork(
    'once a year, jan 15, book the fire extinguisher inspection',
    task('book the fire extinguisher inspection', n('2027-01-15'), { repeat: every('year') }),
  ),
  // New York: talk about a routine, ask for nothing
  newYork('Every Saturday we so busy, always need more staff', NO_CHANGE),
  newYork('my routine is pour on tuesdays, cure all week, sell on the weekend. works pretty good tbh', NO_CHANGE),
  newYork('every day the same thing, kids come in asking for loosies and i say no', NO_CHANGE),
];

export const NINETYEIGHTH_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('ring the wholesaler about the eucalyptus', l('11-11 15:00')),
    london("not now love, I'm mid bouquet. give me an hour", snoozeFor(60)),
  ),
  within(
    reminded('post the dr martens order', l('11-11 15:00')),
    london('ugh try me at 5 the post office queue is mental', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('phone the council about the A-board licence', l('11-11 15:00')),
    london("Tomorrow morning please, they'll have shut by the time I've cashed up. Diolch", snoozeUntil(l('11-12 09:00'))),
  ),
  within(reminded('call the card machine company', l('11-11 15:00')), london('bro customer in chair, 30 min', snoozeFor(30))),
  within(
    reminded('collect screens from DPD depot', l('11-11 15:00')),
    london('later, after 4 my brother come cover the shop then i go', snoozeUntil(l('11-11 16:00'))),
  ),
  within(reminded('list the nike windbreakers', l('11-11 14:00')), london('snooze til tmrw 10ish', snoozeUntil(l('11-12 10:00')))),
  within(
    reminded('send the VAT bits over to Gareth', l('11-11 12:00')),
    london("Leave it with me till Monday, Gareth's away at his daughter's", snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00'))),
  ),
  within(
    reminded('pay the card machine rental', l('11-11 15:00')),
    london('busy busy. remind again when shop close, 7pm', snoozeUntil(l('11-11 19:00'))),
  ),
  within(reminded('call back Mr Ahmadi about his iphone warranty', l('11-11 15:00')), london('give me 20 minute please', snoozeFor(20))),
  within(
    reminded('get the buckets into the cold room', l('11-11 15:00')),
    london("give us till half six, I'm up to me eyes in wreath orders", snoozeUntil(l('11-11 18:30'))),
  ),
  within(
    reminded('chase the Fairfax wedding deposit', l('11-11 15:00')),
    london('Not tonight. Friday morning, 9ish, after the market', snoozeUntil(l('11-13 09:00'))),
  ),
  // London: not yet, and no time given
  within(
    reminded('message the girl who wants a refund on the cardigan', l('11-11 14:00')),
    london("not yet, haven't had a sec", NO_CHANGE),
  ),
  within(
    reminded('collect screens from DPD depot', l('11-11 15:00')),
    london('not finish yet, still waiting the driver to call me', NO_CHANGE),
  ),
  within(reminded('pay Mrs Pritchard the rent', l('11-11 15:00')), london("I'll do it after I've closed up", NO_CHANGE)),
  // New York
  within(reminded("call the Boar's Head guy", n('11-11 10:00')), newYork('not now habibi, delivery truck is here. 1 hour', snoozeFor(60))),
  within(reminded('ship the jordan 4s to the buyer in ohio', n('11-11 10:00')), newYork('bet hit me at 3', snoozeUntil(n('11-11 15:00')))),
  within(reminded('call Linh for cover Saturday', n('11-11 10:00')), newYork('I have customer now, remind me in 2 hours', snoozeFor(120))),
  within(
    reminded('renew the etsy listings that are about to expire', n('11-11 09:00')),
    newYork("tomorrow morning, I'm at the post office with like 40 packages lol", snoozeUntil(n('11-12 09:00'))),
  ),
  within(
    reminded('pay con ed bill', n('11-11 09:00')),
    newYork('later inshallah, after 12 when my son come to the register', snoozeUntil(n('11-11 12:00'))),
  ),
  within(
    reminded('refund the dude w the fake dunk claim', n('11-11 10:00')),
    newYork('nah not rn. tmrw', snoozeUntil(n('11-12')), snoozeUntil(n('11-12 09:00'))),
  ),
  within(reminded('pour the last batch of tins', n('11-11 10:00')), newYork('can u bug me again in like 45', snoozeFor(45))),
  within(
    reminded('renew the propane exchange permit with the city', n('11-11 10:00')),
    newYork("push it to monday, city hall's closed today for Veterans Day", snoozeUntil(n('11-16')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded('check the SNKRS drops', n('11-11 10:00')),
    newYork('lemme finish this live first, like 11:30', snoozeUntil(n('11-11 11:30'))),
  ),
  within(reminded('call the Do it Best rep to put the order in', n('11-11 08:00')), newYork('snooze', snoozeFor(60))),
  // New York: not yet, and no time given
  within(reminded('call Linh for cover Saturday', n('11-11 10:00')), newYork('Not yet, still waiting Linh to text me back', NO_CHANGE)),
  within(reminded('send rent to landlord', n('11-11 09:00')), newYork('i know i know', NO_CHANGE)),
  within(reminded('set up the snowblower display', n('11-11 10:00')), newYork('after my call with the insurance guy', NO_CHANGE)),
];

export const NINETYEIGHTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('deliver the sympathy wreath to Wetherby', l('11-13 12:00')),
    london('sorry make that 11, the service starts at half 12', move(ctx, null, '11:00')),
  ),
  within(
    just('post the dr martens order', l('11-12 11:00')),
    london('actually make it fri, post office shuts early thurs lol', move(ctx, '2026-11-13', null)),
  ),
  within(
    just('phone the council about the A-board licence', l('11-11 16:30')),
    london('No wait, 4 not half 4 - they stop answering at quarter past', move(ctx, null, '16:00')),
  ),
  within(
    just('do the staff wages', l('11-13 10:00')),
    london('push this one to tomorrow bro, accountant sent figures early', move(ctx, '2026-11-12', null)),
  ),
  london('please change the Ahmadi call to thursday 11am, he come back early from holiday', move(words('Ahmadi'), '2026-11-12', '11:00')),
  london(
    "can you change 'order more roses' to 'order 200 white avalanche roses'",
    rename(words('order more roses'), 'order 200 white avalanche roses'),
  ),
  within(
    just('message the girl who wants a refund on the cardigan'),
    london('oh and make that tonight at 7', move(ctx, '2026-11-11', '19:00')),
  ),
  london("Move the VAT thing for Gareth to the 20th, he's in Cardiff until then", move(words('VAT'), '2026-11-20', null)),
  within(
    just('chase the Fairfax wedding deposit', l('11-12 09:00')),
    london(
      "oh hang on, tomorrow's market day. can you do friday, same time",
      move(ctx, '2026-11-13', null),
      move(ctx, '2026-11-13', '09:00'),
    ),
  ),
  within(
    just('do the xmas jumper drop', l('12-04')),
    london('wait no 3/12 not 4/12, fridays are dead on depop', move(ctx, '2026-12-03', null)),
  ),
  within(
    just('collect screens from DPD depot', l('11-12 17:45')),
    london('sorry not tomorrow, friday. same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '17:45')),
  ),
  // London: look like a correction, are news
  within(
    just('order clipper blades and neck strips from supplier', l('11-12 13:00')),
    london('supplier moved the warehouse to Digbeth now, more easy for me', NO_CHANGE),
  ),
  within(
    just('call back Mr Ahmadi about his iphone warranty', l('11-25 16:00')),
    london('my other customer change his mind, he want the samsung not iphone', NO_CHANGE),
  ),
  within(
    just('pay Mrs Pritchard the rent', l('11-30')),
    london("Mrs P's moved to her sister's in Builth for the winter, bless her", NO_CHANGE),
  ),
  // New York
  within(just("call the Boar's Head guy", n('11-12 07:00')), newYork("no make it 8, he don't pick up so early", move(ctx, null, '08:00'))),
  within(
    just('ship the jordan 4s to the buyer in ohio', n('11-12 12:00')),
    newYork('nvm do 2:30 ups pickup is later', move(ctx, null, '14:30')),
  ),
  within(just('call Linh for cover Saturday', n('11-13 15:00')), newYork('Sorry, Thursday not Friday', move(ctx, '2026-11-12', null))),
  newYork(
    "move the etsy renewal to the 2nd, on the 1st i'm stuck at the Tottenville fair all day",
    move(words('etsy'), '2026-12-02', null),
  ),
  newYork("can you move the Do it Best call to friday 2pm? rep's out on thursday", move(words('Do it Best'), '2026-11-13', '14:00')),
  within(just('order more gel polish', n('11-12 11:30')), newYork('change it to 11/14 10am please', move(ctx, '2026-11-14', '10:00'))),
  within(
    just('pour the last batch of tins', n('11-19')),
    newYork("ooh actually make that wednesday night like 8, thursday i'm doing labels", move(ctx, '2026-11-18', '20:00')),
  ),
  newYork(
    "rename the snowblower one to 'set up snowblower and rock salt display'",
    rename(words('snowblower'), 'set up snowblower and rock salt display'),
  ),
  within(
    reminded('pay con ed bill', n('11-11 09:00')),
    newYork('change to friday, money come in thursday night', move(ctx, '2026-11-13', null), snoozeUntil(n('11-13'))),
  ),
  // New York: look like a correction, are news
  within(just("call the Boar's Head guy", n('11-12 07:00')), newYork("Boar's Head moved the deliveries to thursdays now", NO_CHANGE)),
  within(just('ship the jordan 4s to the buyer in ohio', n('11-12 12:00')), newYork('he moved the convo to IG now lmaooo', NO_CHANGE)),
  within(just('set up the snowblower display', n('11-30')), newYork('the storm got pushed to next week per the weather guy', NO_CHANGE)),
];

export const NINETYEIGHTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs
  london(
    "ok so um yeah, right. I need to ring Jan about the wreath workshop numbers, then order more oasis cos we're nearly out, and oh - the van's MOT, can you remind me to book that, sometime next week. honestly this time of year",
    [task('ring Jan about the wreath workshop numbers'), task('order more oasis'), task("book the van's MOT")],
  ),
  london(
    'ok quick brain dump bc i keep forgetting stuff: reply to the lad asking abt the barbour, ship last nights 3 orders before 2 tmrw, order more mailer bags. also im knackered lol',
    [task('reply to the lad asking abt the barbour'), task('ship last nights 3 orders', l('11-12 14:00')), task('order more mailer bags')],
  ),
  london(
    'Right, before I forget. I need to do the window for Christmas, write back to the chap in Brecon about the Kilvert first edition, and ring Dai about the wonky shelf. Hwyl!',
    [
      task('do the window for Christmas'),
      task('write back to the chap in Brecon about the Kilvert first edition'),
      task('ring Dai about the wonky shelf'),
    ],
  ),
  london(
    'um so today very busy, first I need order the iphone 14 screens from Birmingham supplier, then call the landlord the shutter is broken again, and tomorrow 10 oclock I must take the car for new tyre. that is all I think',
    [
      task('order the iphone 14 screens from Birmingham supplier'),
      task('call the landlord'),
      task('take the car for new tyre', l('11-12 10:00')),
    ],
  ),
  london(
    'ok so yaar listen, tomorrow I have to pay the rent to landlord it is already late, and remind me buy towels from Costco, we finishing them. also my back is killing me today',
    [task('pay the rent to landlord', l('11-12')), task('buy towels from Costco')],
  ),
  london('um ok so. tmrw: photograph the new bundle, list the nike windbreakers. fri: depop parcel run. thats it', [
    task('photograph the new bundle', l('11-12')),
    task('list the nike windbreakers', l('11-12')),
    task('depop parcel run', l('11-13')),
  ]),
  // London: a decision, alone or with a job
  london(
    'so I was thinking long time about the saturday cover. my nephew is good but still learning, the other guy Imran ask too much money. ok I decide, nephew will do saturdays and I stay in the shop with him first month',
    decision,
  ),
  london(
    'right so ive decided im not doing the leeds vintage fair this year, pitch fee went up to 90 quid and i barely broke even last time, putting it all into depop instead',
    decision,
  ),
  london(
    "been going back and forth on Valentine's pre-orders but sod it, we're doing them this year, so I need to get the order form up on the website by the end of the month",
    [decision, task('get the order form up on the website', l('11-30'))],
  ),
  // London: no job at all
  london(
    "Well. What a day. Two coachloads wandering in and not one of them bought a thing, then a man tried to sell me a box of damp Reader's Digests like it was the crown jewels. Ah well, dyna fo. Paned time",
    NO_CHANGE,
  ),
  london(
    "honestly I'm shattered, had a bride in tears cos her mum wants peonies in December, I said I'd see what I can do but I know I can't. anyway. just needed to tell someone",
    NO_CHANGE,
  ),
  london(
    'today one customer shouting at me because his photos gone after repair, but I tell him before, backup first! he signed the paper. anyway he go now. I am ok',
    NO_CHANGE,
  ),
  // New York: several jobs
  newYork(
    'ok so listen, today I need call the freezer repair, the ice cream freezer making noise again, and tomorrow I go Restaurant Depot for paper bags and cups. and remind me Friday pay the lottery money to the state',
    [
      task('call the freezer repair', n('11-11')),
      task('go Restaurant Depot for paper bags and cups', n('11-12')),
      task('pay the lottery money to the state', n('11-13')),
    ],
    [
      task('call the freezer repair'),
      task('go Restaurant Depot for paper bags and cups', n('11-12')),
      task('pay the lottery money to the state', n('11-13')),
    ],
  ),
  newYork(
    'aight lemme voice note this real quick.. so i gotta ship the travis scotts to the dude in philly, bump my stockx listings, and hit up my plug about the size 10s. thats it for now i think',
    [task('ship the travis scotts to the dude in philly'), task('bump my stockx listings'), task('hit up my plug about the size 10s')],
  ),
  newYork(
    'Um tomorrow 10am the state board inspector come, so I need clean all the foot spa, print the license copy and buy new trash can with lid, they check that. I am so nervous',
    [task('clean all the foot spa'), task('print the license copy'), task('buy new trash can with lid')],
  ),
  newYork(
    'ok brain dump. order more wicks and amber jars from candlescience, email the market lady about the holiday fair spot, and i really gotta do my estimated taxes before jan 15. ok thats it thx',
    [
      task('order more wicks and amber jars from candlescience'),
      task('email the market lady about the holiday fair spot'),
      task('do my estimated taxes', n('2027-01-15')),
    ],
  ),
  newYork(
    "voice note, sorry for the noise. need to call the salt supplier, we're down to 20 bags and the storm's coming sunday. also gotta find cover for Mike saturday. and remind me to put the shovels out front at 7 tomorrow",
    [task('call the salt supplier'), task('find cover for Mike saturday'), task('put the shovels out front', n('11-12 07:00'))],
  ),
  newYork('Hi so many thing today. Need order more acetone, and the nail dryer is broken so call the repair man. Also I am tired', [
    task('order more acetone'),
    task('call the repair man'),
  ]),
  // New York: a decision, alone or with a job
  newYork(
    "so i went back and forth on the second register, Square was ok but Clover's cheaper on the hardware so ended up going with Clover. guy's coming tuesday to install",
    decision,
  ),
  newYork(
    'ngl been thinking abt it all week and im done with consignment, selling everything myself from now on, fees too crazy',
    decision,
  ),
  newYork(
    'ok I think a lot about it, I will not renew the lease for the second store, too much money. I need tell the landlord before december 1',
    [decision, task('tell the landlord', n('12-01'))],
    [decision, task('tell the landlord', n('11-30'))],
  ),
  // New York: no job at all
  newYork(
    'ok so um the fair sunday was kinda a bust, rained the whole time, sold like 12 candles, and the lady next to me selling soap did way better?? idk. maybe ppl want soap. whatever',
    NO_CHANGE,
  ),
  newYork(
    'wallahi I am so tired, 14 hours every day, my wife say take one day off but who will open the store. sometimes I think to sell it. ok nevermind',
    NO_CHANGE,
  ),
  newYork(
    'bro the line at the nike store this morning was crazy like 200 ppl for the 5s and i took the L. its whatever. on to the next',
    NO_CHANGE,
  ),
];

export const NINETYEIGHTH_ANSWER: HeldOutItem[] = [
  // London
  within(
    which('ring the wholesaler about the eucalyptus', 'ring Jan about the wreath workshop numbers'),
    london('the wholesaler one', answer(1)),
  ),
  within(which('post the dr martens order', 'post the barbour order', 'post the levis order'), london('3', answer(3))),
  within(
    askedChoice('Open on Sundays through December?', 'open Sundays', 'stay closed Sundays'),
    london("The second - I need one day with my feet up or I'll go spare", answer(2)),
  ),
  within(askedChoice('Which card machine company?', 'SumUp', 'Dojo'), london('Dojo. fee is less and the money come next day', answer(2))),
  within(
    askedChoice('Which screen supplier?', 'the Birmingham supplier (cheaper, 3 days delivery)', 'the London supplier (dearer, next day)'),
    london('cheaper one, customers can wait 3 day no problem', answer(1)),
  ),
  within(
    askedChoice('Christmas market stall or keep to the shop?', 'take the Christmas market stall', 'keep to the shop only'),
    london("neither if I'm honest, might just do a pop-up one weekend", answer(null)),
  ),
  within(
    askedChoice('Put prices up on the Y2K stuff?', 'raise prices', 'keep them as they are'),
    london('idk yet tbh, lemme see how black friday goes first', answer(null)),
  ),
  within(which('ring Dai about the wonky shelf', 'ring Dai about the boiler'), london('Y cyntaf - the shelf', answer(1))),
  within(stuck('pay the rent to landlord'), london('landlord not answer his phone, I try 3 times already', answer(null))),
  within(
    review('Went with the Birmingham screen supplier'),
    london('good, only one screen come broken in 2 month and they replace it free', answer(null)),
  ),
  within(
    asked('Morning or afternoon for the wreath delivery?', 'morning', 'afternoon'),
    london("afternoon, she's at chapel till 12", answer(2)),
  ),
  within(
    askedMatters('Hire a Saturday barber or do it yourself?', 'hire Imran', 'do Saturdays yourself'),
    london('money first. then my family time', answer(null)),
  ),
  // London: look like an answer, are something else
  within(
    which('post the dr martens order', 'post the barbour order'),
    london('wait actually remind me to buy parcel tape tmrw', task('buy parcel tape', l('11-12'))),
  ),
  within(
    askedChoice('Open on Sundays through December?', 'open Sundays', 'stay closed Sundays'),
    london('Diolch for this, very helpful to see it written down', NO_CHANGE),
  ),
  // New York
  within(which("call the Boar's Head guy", "call Boar's Head about the invoice"), newYork('first one', answer(1))),
  within(
    askedChoice('Sell the Travis Scotts now or hold till after the holidays?', 'sell now', 'hold'),
    newYork('hold fr they gon go up', answer(2)),
  ),
  within(
    askedChoice('Which supplier for the gel polish?', 'order direct from OPI', 'the beauty supply on Roosevelt Ave'),
    newYork('Number 2, more cheap and I can pick up same day', answer(2)),
  ),
  within(
    askedChoice('Which holiday fair?', 'the Snug Harbor market', 'the St. George Theatre fair'),
    newYork('snug harbor, the theatre one wants $250 for a table', answer(1)),
  ),
  within(
    askedChoice('Order more snowblowers?', 'order 10 more', 'sit tight with what you have'),
    newYork('sit tight. last winter I ate 6 of them', answer(2)),
  ),
  within(
    askedChoice('Open a second store in Mott Haven?', 'sign the lease', 'stay with one store'),
    newYork("I don't know yet, need to talk to my brother first", answer(null)),
  ),
  within(
    askedChoice('Cop the Jordan 1 lot or pass?', 'buy the whole lot', 'pass'),
    newYork('neither lol, im tryna buy half', answer(null)),
  ),
  within(which('call Linh for cover Saturday', 'call Linh about the rent split'), newYork('The Saturday one', answer(1))),
  within(
    which('order more wicks and amber jars from candlescience', 'order labels', 'order shipping boxes'),
    newYork('the last one', answer(3)),
  ),
  within(
    askedChoice('Which wax for next year?', 'soy at $3.10 a lb', 'coconut blend at $4.60 a lb'),
    newYork('the cheaper one, margins are thin enough as it is', answer(1)),
  ),
  within(
    stuck('renew the propane exchange permit with the city'),
    newYork("FDNY form needs the property owner's signature and he's in Florida till January", answer(null)),
  ),
  within(asked('Remind you in the morning or the evening?', 'morning', 'evening'), newYork('morning, 6 oclock before I open', answer(1))),
  // New York: look like an answer, are something else
  within(
    askedChoice('Which holiday fair?', 'the Snug Harbor market', 'the St. George Theatre fair'),
    newYork('wait what were the two again?', NO_CHANGE),
  ),
];
