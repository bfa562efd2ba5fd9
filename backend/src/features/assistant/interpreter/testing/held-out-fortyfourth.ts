import type { ConversationState, Intent } from '../intent';
import {
  ctx,
  decision,
  dilemma,
  done,
  every,
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
  talk,
  task,
  within,
  words,
  answer,
  note,
  type HeldOutItem,
} from './held-out-kit';
import {
  FORTYFOURTH_AGENDA,
  FORTYFOURTH_BARE,
  FORTYFOURTH_DECISION,
  FORTYFOURTH_DILEMMA,
  FORTYFOURTH_FEELING,
  FORTYFOURTH_FREE_TIME,
  FORTYFOURTH_GREETING,
  FORTYFOURTH_PRIORITISE,
  FORTYFOURTH_QUESTION,
  FORTYFOURTH_RECALL,
  FORTYFOURTH_STATEMENT,
  FORTYFOURTH_THANKS,
  FORTYFOURTH_UNCLEAR,
} from './held-out-fortyfourth-b';

/**
 * The forty-fourth held-out set: people who use daily as a decision partner and think aloud while
 * they ask for things. A solo SaaS founder weighing a price rise and a marketing consultant, a
 * bakery owner eyeing a second site, a small law practice, a family-run B&B and a locksmith in
 * London; a freelance illustrator, a personal trainer, a bike-repair shop, a ghostwriter, an Etsy
 * jewellery maker and a community-garden organiser in New York. Many messages are transcribed
 * voice notes: long, with fillers and corrections mid-sentence, and jobs mixed with feelings,
 * choices and decisions. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00
 * in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
const LISTED_L = { listed: ['Chase the Stripe payout', 'Draft pricing page copy', 'Email churned customers', 'Book accountant call'] };
const LISTED_N = { listed: ['Order tubeless valves', 'True the Brompton wheel', 'Call the landlord', 'Post shop hours on Google'] };

const askBack: Intent = { kind: 'ask', text: '', options: [] };

export const FORTYFOURTH_ASK: HeldOutItem[] = [
  london(
    'remind me to email the annual plan customers about the new pricing fri 10am',
    task('email the annual plan customers about the new pricing', l('11-13 10:00')),
  ),
  london('um so can you remind me tomorrow at half 4 to ring the oven engineer', task('ring the oven engineer', l('11-12 16:30'))),
  london('renew the practising certificate by 30 nov', task('renew the practising certificate', l('11-30'))),
  london('remind me at 6 tonight to restock the van with euro cylinders', task('restock the van with euro cylinders', l('11-11 18:00'))),
  london('sat at noon change the sheets in room 3', task('change the sheets in room 3', l('11-14 12:00'))),
  london(
    'send Fernhill the Q1 campaign deck by eod thursday',
    task('send Fernhill the Q1 campaign deck', l('11-12 17:00')),
    task('send Fernhill the Q1 campaign deck', l('11-12 18:00')),
  ),
  london('in an hour remind me to take the proving trays out', task('take the proving trays out', inMinutes(60))),
  london(
    'next friday pitch call with northwood dental at 11',
    task('pitch call with northwood dental', l('11-20 11:00')),
    task('pitch call with northwood dental', l('11-13 11:00')),
  ),
  london(
    'IMPORTANT: file the Abernethy completion statement tmrw by noon',
    task('file the Abernethy completion statement', l('11-12 12:00'), { important: true }),
  ),
  london('this weekend sort the christmas menu for the b&b', task('sort the christmas menu for the b&b', l('11-14'))),
  london('remind me on the 3rd to chase the stripe payout', task('chase the stripe payout', l('12-03'))),
  london('on 2/12 book the chimney sweep for the guest lounge', task('book the chimney sweep for the guest lounge', l('12-02'))),
  london(
    'ring the locksmiths federation about the insurance renewal at noon tomorrow',
    task('ring the locksmiths federation about the insurance renewal', l('11-12 12:00')),
  ),
  london('day after tomorrow send the founder newsletter', task('send the founder newsletter', l('11-13'))),
  london(
    'um so yeah remind me to call the landlord about the walthamstow unit tomorrow morning',
    task('call the landlord about the walthamstow unit', l('11-12 09:00')),
    task('call the landlord about the walthamstow unit', l('11-12 08:00')),
  ),
  london('remind me to call Theo on tuesday no wait wednesday at 10', task('call Theo', l('11-18 10:00'))),
  newYork('remind me to send the cover sketches to Mireille tmrw at 9am', task('send the cover sketches to Mireille', n('11-12 09:00'))),
  newYork('book Lena in for her assessment thursday 7am', task('book Lena in for her assessment', n('11-12 07:00'))),
  newYork('order 20 tubeless valves from QBP by friday', task('order 20 tubeless valves from QBP', n('11-13'))),
  newYork(
    'in 2 hours call Bernadette back about the Whitcombe contract',
    task('call Bernadette back about the Whitcombe contract', inMinutes(120)),
  ),
  newYork('restock jump rings and 925 clasps this weekend', task('restock jump rings and 925 clasps', n('11-14'))),
  newYork('email GreenThumb about the water hookup on 12/3', task('email GreenThumb about the water hookup', n('12-03'))),
  newYork(
    'urgent!! refund the customer whose ring arrived bent, today by 5',
    task('refund the customer whose ring arrived bent', n('11-11 17:00'), { important: true }),
  ),
  newYork('remind me tonight at 8:30 to post the seed swap flyer', task('post the seed swap flyer', n('11-11 20:30'))),
  newYork('text Rafael his new program at noon', task('text Rafael his new program', n('11-11 12:00'))),
  newYork(
    'transcribe the Whitcombe tapes 4 and 5 monday morning',
    task('transcribe the Whitcombe tapes 4 and 5', n('11-16 09:00')),
    task('transcribe the Whitcombe tapes 4 and 5', n('11-16 08:00')),
  ),
  newYork(
    'remind me 2pm to true the wheel for the guy with the red Brompton',
    task('true the wheel for the guy with the red Brompton', n('11-11 14:00')),
  ),
  newYork("the 3rd - renew the shop's liability insurance", task("renew the shop's liability insurance", n('12-03'))),
];

export const FORTYFOURTH_RECURRING: HeldOutItem[] = [
  london('every monday at 9 check the churn dashboard', task('check the churn dashboard', l('11-16 09:00'), { repeat: every('week') })),
  london('remind me every day at 6am to feed the starter', task('feed the starter', l('11-12 06:00'), { repeat: every('day') })),
  london('every weekday at 8am open the bookings inbox', task('open the bookings inbox', l('11-12 08:00'), { repeat: every('weekday') })),
  london('pay the VAT on the 7th of every month', task('pay the VAT', l('12-07'), { repeat: every('month') })),
  london(
    'every other tuesday send clients the performance report',
    task('send clients the performance report', l('11-17'), { repeat: every('week', 2) }),
  ),
  london('clean the coffee machine every friday at 4', task('clean the coffee machine', l('11-13 16:00'), { repeat: every('week') })),
  london("each sunday night at 9 plan the week's content", task("plan the week's content", l('11-15 21:00'), { repeat: every('week') })),
  london(
    'remind me every year on 1 feb to renew the fire certificate',
    task('renew the fire certificate', l('2027-02-01 12:00'), { repeat: every('year') }),
  ),
  london('top up the key blanks every 2 weeks on monday', task('top up the key blanks', l('11-16'), { repeat: every('week', 2) })),
  london('every thursday 7pm sourdough class prep', task('sourdough class prep', l('11-12 19:00'), { repeat: every('week') })),
  london('daily at 10pm back up the client files', task('back up the client files', l('11-11 22:00'), { repeat: every('day') })),
  london('every wed at 2 team standup', task('team standup', l('11-18 14:00'), { repeat: every('week') })),
  newYork(
    'every morning at 6:30 remind me to post a client check-in story',
    task('post a client check-in story', n('11-12 06:30'), { repeat: every('day') }),
  ),
  newYork('send invoices on the 1st of each month', task('send invoices', n('12-01'), { repeat: every('month') })),
  newYork(
    'every saturday at 8am open the garden gate for volunteers',
    task('open the garden gate for volunteers', n('11-14 08:00'), { repeat: every('week') }),
  ),
  newYork(
    'weekly on tuesdays at noon renew the etsy listings',
    task('renew the etsy listings', n('11-17 12:00'), { repeat: every('week') }),
  ),
  newYork('every weekday 5pm cash out the register', task('cash out the register', n('11-11 17:00'), { repeat: every('weekday') })),
  newYork(
    'remind me every 3 days to water the seedlings in the greenhouse',
    task('water the seedlings in the greenhouse', n('11-14'), { repeat: every('day', 3) }),
    task('water the seedlings in the greenhouse', n('11-11'), { repeat: every('day', 3) }),
  ),
  newYork(
    'every other friday at 3pm check in with Mr Whitcombe on the chapters',
    task('check in with Mr Whitcombe on the chapters', n('11-13 15:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    "every year on march 15 renew the garden's insurance",
    task("renew the garden's insurance", n('2027-03-15 12:00'), { repeat: every('year') }),
  ),
  newYork('monthly on the 20th pay the shop rent', task('pay the shop rent', n('11-20'), { repeat: every('month') })),
  newYork(
    "remind me every sunday at 6pm to plan the week's training blocks",
    task("plan the week's training blocks", n('11-15 18:00'), { repeat: every('week') }),
  ),
  newYork('every wednesday at 4pm order parts', task('order parts', n('11-11 16:00'), { repeat: every('week') })),
];

const OVERDUE_L = l('11-11 14:00');
const LATER_L = l('11-11 16:00');
const OVERDUE_N = n('11-11 09:00');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];

export const FORTYFOURTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Email the annual plan customers', OVERDUE_L), london('not now, on a call. 30 mins', snoozeFor(30))),
  within(reminded('Ring the oven engineer', OVERDUE_L), london('ugh push it', snoozeFor(60), askBack)),
  within(reminded('Restock the van with euro cylinders', OVERDUE_L), london('tomorrow', ...toDayL('11-12'))),
  within(reminded('Send Fernhill the deck', LATER_L), london('give me till half 5', snoozeUntil(l('11-11 17:30')))),
  within(reminded('Take the proving trays out', OVERDUE_L), london('5 more min', snoozeFor(5))),
  within(reminded('Change the sheets in room 3', OVERDUE_L), london('guests still in there, ask me again in an hour', snoozeFor(60))),
  within(reminded('Chase the stripe payout', OVERDUE_L), london('not yet, monday', ...toDayL('11-16'))),
  within(
    reminded('File the practising certificate renewal', OVERDUE_L),
    london('in court till 4, remind me at 4:30', snoozeUntil(l('11-11 16:30'))),
  ),
  within(reminded('Book the chimney sweep', OVERDUE_L), london('this weekend', ...toDayL('11-14'))),
  within(reminded('Pitch deck for Northwood', OVERDUE_L), london('snooze 2 hrs pls', snoozeFor(120))),
  within(reminded('Cut keys for the Dalston flats', OVERDUE_L), london('on a lockout, 45 min', snoozeFor(45))),
  within(
    reminded('Call the landlord about the unit', OVERDUE_L),
    london('tomorrow at 10 when hes in', snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('Invoice Fernhill', OVERDUE_L), london('end of day', snoozeUntil(l('11-11 17:00')), snoozeUntil(l('11-11 18:00')))),
  within(reminded('Send the cover sketches to Mireille', OVERDUE_N), newYork('snooze til noon', snoozeUntil(n('11-11 12:00')))),
  within(reminded('Order tubeless valves', OVERDUE_N), newYork('shop is slammed, 20', snoozeFor(20))),
  within(reminded('Call Bernadette back', OVERDUE_N), newYork('after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00')))),
  within(reminded('Refund the bent ring order', OVERDUE_N), newYork('ping me in 90 min', snoozeFor(90))),
  within(
    reminded('Post the seed swap flyer', OVERDUE_N),
    newYork(
      'tonight',
      snoozeUntil(n('11-11 20:00')),
      snoozeUntil(n('11-11 19:00')),
      snoozeUntil(n('11-11 18:00')),
      snoozeUntil(n('11-11 21:00')),
    ),
  ),
  within(reminded('Text Rafael his program', OVERDUE_N), newYork('mid session, 1hr', snoozeFor(60))),
  within(reminded('Transcribe tape 4', OVERDUE_N), newYork('friday', ...toDayN('11-13'))),
  within(reminded('True the Brompton wheel', OVERDUE_N), newYork('snooze till 3:15', snoozeUntil(n('11-11 15:15')))),
  within(
    reminded('Email GreenThumb', OVERDUE_N),
    newYork('next week', ...toDayN('11-16'), snoozeFor(10080), move(ctx, '2026-11-18', null)),
  ),
  within(reminded('Restock jump rings', OVERDUE_N), newYork('remind me at 8 tonight', snoozeUntil(n('11-11 20:00')))),
  within(reminded('Renew the etsy listings', OVERDUE_N), newYork('ugh push it 3 hours', snoozeFor(180))),
  within(
    reminded('Book Lena in', OVERDUE_N),
    newYork(
      'not yet, tmrw morning',
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(reminded('Call the insurer', OVERDUE_N), newYork("can't talk rn, in like an hour and a half", snoozeFor(90))),
  within(reminded('Order brake pads', OVERDUE_N), newYork('not yet', snoozeFor(60), askBack)),
];

export const FORTYFOURTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Ring the oven engineer', l('11-12 16:30')), london('no wait 5', move(ctx, null, '17:00'))),
  within(talkedOf('Email the annual plan customers', l('11-13 10:00')), london('actually thursday', move(ctx, '2026-11-12', null))),
  within(talkedOf('Pitch call with Northwood Dental', l('11-20 11:00')), london('make it 2:30', move(ctx, null, '14:30'))),
  within(talkedOf('Restock the van', l('11-11 18:00')), london('sorry half 7 not 6', move(ctx, null, '19:30'))),
  within(
    talkedOf('Change the sheets in room 3', l('11-14 12:00')),
    london('oh no sunday, they check out sunday', move(ctx, '2026-11-15', null)),
  ),
  within(talkedOf('Chase the stripe payout', l('12-03 12:00')), london('no the 4th', move(ctx, '2026-12-04', null))),
  within(talkedOf('Call Theo', l('11-18 10:00')), london('hang on, tuesday not wednesday', move(ctx, '2026-11-17', null))),
  within(talkedOf('File the Abernethy completion statement', l('11-12 12:00')), london('make that 11am', move(ctx, null, '11:00'))),
  london('move the northwood pitch to monday 3pm', move(words('northwood'), '2026-11-16', '15:00')),
  london('push the oven engineer call to friday', move(words('oven engineer'), '2026-11-13', null)),
  within(talkedOf('Take the proving trays out', inMinutes(60)), london('actually make it quarter to 5', move(ctx, null, '16:45'))),
  within(
    talkedOf('Send the founder newsletter', l('11-13 12:00')),
    london('no wait, first thing', move(ctx, null, '09:00'), move(ctx, null, '08:00')),
  ),
  within(talkedOf('Send the cover sketches to Mireille', n('11-12 09:00')), newYork('make it 10:30', move(ctx, null, '10:30'))),
  within(talkedOf('Order tubeless valves', n('11-13 12:00')), newYork('actually tmrw', move(ctx, '2026-11-12', null))),
  within(talkedOf('Post the seed swap flyer', n('11-11 20:30')), newYork('no 7 not 8:30', move(ctx, null, '19:00'))),
  within(talkedOf('Email GreenThumb about the water hookup', n('12-03 12:00')), newYork('oops 12/2', move(ctx, '2026-12-02', null))),
  within(talkedOf('Text Rafael his new program', n('11-11 12:00')), newYork('change it to 1', move(ctx, null, '13:00'))),
  newYork('move the Whitcombe check in to thursday at 4', move(words('Whitcombe'), '2026-11-12', '16:00')),
  within(talkedOf('Book Lena in for her assessment', n('11-12 07:00')), newYork('wait shes 6:30 not 7', move(ctx, null, '06:30'))),
  within(
    talkedOf('True the wheel for the Brompton', n('11-11 14:00')),
    newYork('ugh make it friday same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '14:00')),
  ),
  newYork('can you shift the liability insurance one to the 10th', move(words('liability insurance'), '2026-12-10', null)),
  within(talkedOf('Restock jump rings and 925 clasps', n('11-14 12:00')), newYork('sunday actually', move(ctx, '2026-11-15', null))),
  within(talkedOf('Refund the customer whose ring arrived bent', n('11-11 17:00')), newYork('no by 3', move(ctx, null, '15:00'))),
  within(talkedOf('Call Bernadette back', inMinutes(120)), newYork('scratch that, 4pm', move(ctx, null, '16:00'))),
  within(
    talkedOf('Transcribe the Whitcombe tapes 4 and 5', n('11-16 09:00')),
    newYork('um tuesday no wait monday is fine but make it 11', move(ctx, null, '11:00'), move(ctx, '2026-11-16', '11:00')),
  ),
];

export const FORTYFOURTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Ring the oven engineer'),
    london("call it 'ring Kellerman ovens re deck oven'", rename(ctx, 'ring Kellerman ovens re deck oven')),
  ),
  london('rename the stripe one to chase stripe payout for october', rename(words('stripe'), 'chase stripe payout for october')),
  within(
    talkedOf('Pitch call with Northwood Dental'),
    london('change the name to Northwood Dental pitch (final)', rename(ctx, 'Northwood Dental pitch (final)')),
  ),
  within(
    talkedOf('Restock the van with euro cylinders'),
    london('rename it restock van with euro cylinders and padlocks', rename(ctx, 'restock van with euro cylinders and padlocks')),
  ),
  london("the room 3 task should say 'room 3 and 4 sheets'", rename(words('room 3'), 'room 3 and 4 sheets')),
  within(
    talkedOf('File the Abernethy completion statement'),
    london('retitle to Abernethy completion statement and SDLT return', rename(ctx, 'Abernethy completion statement and SDLT return')),
  ),
  london(
    "change 'send the founder newsletter' to 'send the november founder newsletter'",
    rename(words('send the founder newsletter'), 'send the november founder newsletter'),
  ),
  within(talkedOf('Call Theo'), london('oops typo its Thea not Theo', rename(ctx, 'Call Thea'))),
  london('can u rename the fernhill deck task to fernhill Q1 deck v2', rename(words('fernhill deck'), 'fernhill Q1 deck v2')),
  within(talkedOf('Sort the christmas menu'), london("name it 'christmas breakfast menu'", rename(ctx, 'christmas breakfast menu'))),
  london(
    "the locksmith federation task - rename to 'MLA insurance renewal call'",
    rename(words('locksmith federation'), 'MLA insurance renewal call'),
  ),
  within(
    talkedOf('Send the cover sketches'),
    newYork("call it 'cover sketches round 2 to Mireille'", rename(ctx, 'cover sketches round 2 to Mireille')),
  ),
  newYork('rename the valves task to order valves and rim tape', rename(words('valves'), 'order valves and rim tape')),
  within(
    talkedOf('Post the seed swap flyer'),
    newYork('change it to post the seed swap flyer at the library too', rename(ctx, 'post the seed swap flyer at the library too')),
  ),
  newYork("the Lena one should read 'Lena reassessment and photos'", rename(words('Lena'), 'Lena reassessment and photos')),
  within(talkedOf('Refund the customer whose ring arrived bent'), newYork('rename to refund order 4471', rename(ctx, 'refund order 4471'))),
  newYork(
    "relabel 'text Rafael his new program' as 'send Rafael the hypertrophy block'",
    rename(words('text Rafael his new program'), 'send Rafael the hypertrophy block'),
  ),
  within(
    talkedOf('Transcribe tapes'),
    newYork('make the title transcribe Whitcombe tapes 4 5 and 6', rename(ctx, 'transcribe Whitcombe tapes 4 5 and 6')),
  ),
  within(talkedOf('Email Green Thumb'), newYork('spelling, its GreenThumb not Green Thumb', rename(ctx, 'Email GreenThumb'))),
  newYork(
    'rename the brompton one to true the wheel and replace 2 spokes',
    rename(words('brompton'), 'true the wheel and replace 2 spokes'),
  ),
  within(
    talkedOf('Call Bernadette'),
    newYork('can we call that one Bernadette re Whitcombe contract', rename(ctx, 'Bernadette re Whitcombe contract')),
  ),
];

export const FORTYFOURTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Book the chimney sweep'), london('delete that, dad already booked him', remove(ctx))),
  london('cancel the stripe reminder, money landed', remove(words('stripe'))),
  london('scrap the northwood pitch, they went in house', remove(words('northwood'))),
  within(LISTED_L, london('remove 3', remove(num(3)))),
  within(talkedOf('Take the proving trays out'), london('nvm delete', remove(ctx))),
  london('get rid of the christmas menu task', remove(words('christmas menu'))),
  london('bin the theo call, he cancelled', remove(words('theo'))),
  within(LISTED_L, london('take number 1 off the list', remove(num(1)))),
  within(talkedOf('Ring the locksmiths federation'), london('forget that one, they emailed instead', remove(ctx))),
  london('delete the oven engineer task pls', remove(words('oven engineer'))),
  newYork('cancel the valves order reminder, QBP is out of stock anyway', remove(words('valves'))),
  within(talkedOf('Text Rafael his new program'), newYork('remove it, he quit lol', remove(ctx))),
  within(LISTED_N, newYork('delete #2', remove(num(2)))),
  newYork('kill the seed swap flyer task, event got canceled', remove(words('seed swap'))),
  within(talkedOf('Call Bernadette back'), newYork('scratch it entirely', remove(ctx))),
  newYork('take the etsy listings thing off my list', remove(words('etsy listings'))),
  within(LISTED_N, newYork('get rid of the last one', remove(num(4)))),
  newYork('drop the brompton task, customer never came back for it', remove(words('brompton'))),
  within(talkedOf('Email GreenThumb about the water hookup'), newYork("don't need that anymore, delete", remove(ctx))),
  newYork('please remove the Lena assessment reminder', remove(words('Lena assessment'))),
  newYork('erase the whitcombe tapes task, he sent typed notes instead', remove(words('whitcombe tapes'))),
];

export const FORTYFOURTH_DONE: HeldOutItem[] = [
  within(reminded('Email the annual plan customers', OVERDUE_L), london('done', done(ctx))),
  within(reminded('Ring the oven engineer', OVERDUE_L), london('rang him, hes coming friday', done(ctx), done(words('oven engineer')))),
  within(reminded('Restock the van', OVERDUE_L), london('yep ✅', done(ctx))),
  within(LISTED_L, london('2 done', done(num(2)))),
  london('finished the pricing page copy finally', done(words('pricing page copy'))),
  within(reminded('Change the sheets in room 3', OVERDUE_L), london('all changed 👍', done(ctx))),
  within(talkedOf('Chase the stripe payout'), london('payout landed, tick it off', done(ctx))),
  within(reminded('File the Abernethy completion statement', OVERDUE_L), london('filed', done(ctx))),
  within(reminded('Send Fernhill the deck', OVERDUE_L), london('sent it over this morning actually', done(ctx))),
  within(LISTED_L, london('first and second are done', [done(num(1)), done(num(2))])),
  within(reminded('Cut keys for the Dalston flats', OVERDUE_L), london('sorted mate', done(ctx))),
  london('booked the accountant call, mark it done', done(words('accountant call'))),
  within(reminded('Send the cover sketches to Mireille', OVERDUE_N), newYork('sent!', done(ctx))),
  within(reminded('Order tubeless valves', OVERDUE_N), newYork('ordered 👌', done(ctx))),
  within(LISTED_N, newYork('done 4', done(num(4)))),
  within(reminded('Post the seed swap flyer', OVERDUE_N), newYork('yup posted it on the board and the fb group', done(ctx))),
  within(reminded('Text Rafael his program', OVERDUE_N), newYork('did that already', done(ctx))),
  newYork('trued the brompton wheel, customer picked it up', done(words('brompton'))),
  within(reminded('Refund the bent ring order', OVERDUE_N), newYork('refunded + sent a new one', done(ctx))),
  within(reminded('Transcribe tape 4', OVERDUE_N), newYork('finished it last night ugh it was long', done(ctx))),
  within(reminded('Cash out the register', OVERDUE_N), newYork('✔️', done(ctx))),
  within(LISTED_N, newYork('#1 is done', done(num(1)))),
  within(reminded('Renew the etsy listings', OVERDUE_N), newYork('yes', done(ctx))),
  within(reminded('Water the seedlings', OVERDUE_N), newYork('watered 💧', done(ctx))),
  within(reminded('Book Lena in', OVERDUE_N), newYork('booked her for 7 thursday', done(ctx))),
];

const WHICH_CALL = { pending: { about: 'which_task' as const, options: ['Call the oven engineer', 'Call the landlord', 'Call Theo'] } };
const WHICH_EMAIL = { pending: { about: 'which_task' as const, options: ['Email Mireille', 'Email Bernadette'] } };
const PRICE_RISE = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Raise prices for existing customers or only new ones?',
    options: ['Raise for everyone', 'Only new customers'],
  },
};
const SECOND_SITE = {
  pending: { about: 'dilemma_matters' as const, question: 'Open the second bakery site?', options: ['Open in Walthamstow', 'Wait a year'] },
};
const HIRE = { pending: { about: 'dilemma_options' as const, question: 'Should I hire help for the shop?' } };
const SHED_OR_BINS = {
  pending: { about: 'dilemma_choice' as const, question: 'Compost bins or a new tool shed?', options: ['Compost bins', 'Tool shed'] },
};
const REVIEW = { pending: { about: 'review' as const, decision: 'Stopped offering free 30-minute consultations' } };
const KEEP = { pending: { about: 'keep' as const, text: 'Saying no to the low-paying memoir freed up my week' } };
const SLOT = {
  pending: { about: 'other' as const, question: 'Morning or afternoon for the pricing email?', options: ['Morning', 'Afternoon'] },
};

export const FORTYFOURTH_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('landlord', answer(2))),
  within(WHICH_CALL, london('the 3rd', answer(3))),
  within(WHICH_CALL, london('oven one', answer(1))),
  within(WHICH_CALL, london('erm the first', answer(1))),
  within(WHICH_EMAIL, newYork('bernadette', answer(2))),
  within(WHICH_EMAIL, newYork('1', answer(1))),
  within(WHICH_EMAIL, newYork('the mireille one pls', answer(1))),
  within(PRICE_RISE, london('only new customers, grandfather the old ones', answer(2))),
  within(PRICE_RISE, london('everyone. rip the plaster off', answer(1))),
  within(PRICE_RISE, london('still not sure tbh, let me sleep on it', answer(null))),
  within(SECOND_SITE, london('cash really, and whether I can be in two places at once', answer(null))),
  within(SECOND_SITE, london('honestly my sanity', answer(null))),
  within(HIRE, newYork('a part timer on weekends or just me doing longer hours', answer(null))),
  within(HIRE, newYork('um either get a high school kid for saturdays or like, close mondays instead', answer(null))),
  within(REVIEW, london('good call actually, fewer tyre kickers', answer(null))),
  within(REVIEW, london('mixed, lost a couple of leads', answer(null))),
  within(KEEP, newYork('KEEP', answer(null), note)),
  within(KEEP, newYork('yes keep that', answer(null), note)),
  within(KEEP, newYork('nah', answer(null))),
  within(SLOT, london('morning', answer(1))),
  within(SLOT, london('afternoon pls', answer(2))),
  within(
    { pending: { about: 'other', question: 'Want me to remind you about the pricing email tomorrow?', options: [] } },
    london('go on then', answer(null)),
  ),
  within(SHED_OR_BINS, newYork('shed', answer(2))),
  within(SHED_OR_BINS, newYork('the bins, people keep asking', answer(1))),
];

export const FORTYFOURTH_RAMBLE: HeldOutItem[] = [
  london(
    'ok so um voice note, basically I need to email the annual customers about the price thing tomorrow, and uh book the accountant call for friday at 2 and yeah chase the stripe payout',
    [
      task('email the annual customers about the price thing', l('11-12')),
      task('book the accountant call', l('11-13 14:00')),
      task('chase the stripe payout'),
    ],
  ),
  london(
    'right so the deck oven is playing up again, ring the engineer tomorrow at 8 and order more rye flour, oh and pay Kasia for her shifts',
    [task('ring the engineer', l('11-12 08:00')), task('order more rye flour'), task('pay Kasia for her shifts')],
  ),
  london('call Theo on thursday no friday at 11, and uh text Nisha the new login', [
    task('call Theo', l('11-13 11:00')),
    task('text Nisha the new login'),
  ]),
  london('three jobs tmrw, 9am lockout in Peckham, 12 lock change on Bellenden Rd, half 3 quote for the school', [
    task('lockout in Peckham', l('11-12 09:00')),
    task('lock change on Bellenden Rd', l('11-12 12:00')),
    task('quote for the school', l('11-12 15:30')),
  ]),
  london(
    'so yeah, um, the Faircloughs are in room 2 from friday, I need to get the boiler serviced before then, say thursday, and order more of the nice marmalade',
    [task('get the boiler serviced', l('11-12')), task('order more of the nice marmalade')],
  ),
  london(
    "honestly I'm knackered but remind me to send the Fernhill invoice at 9 tomorrow and draft the Northwood proposal friday",
    [task('send the Fernhill invoice', l('11-12 09:00')), task('draft the Northwood proposal', l('11-13'))],
    [talk('feeling'), task('send the Fernhill invoice', l('11-12 09:00')), task('draft the Northwood proposal', l('11-13'))],
  ),
  london(
    "ok I've decided, we're putting prices up 20% in january. remind me to update the pricing page monday",
    [decision, task('update the pricing page', l('11-16'))],
    [task('update the pricing page', l('11-16')), decision],
  ),
  london(
    'decided to go with Honeyfield for the flour. email Honeyfield to set up the account tomorrow at 10',
    [decision, task('email Honeyfield to set up the account', l('11-12 10:00'))],
    [task('email Honeyfield to set up the account', l('11-12 10:00')), decision],
  ),
  london(
    'um right so I need to, er, sign off the Abernethy file by 5, ring the Land Registry and, you know, chase Oluwaseun for the attendance notes',
    [
      task('sign off the Abernethy file', l('11-11 17:00')),
      task('ring the Land Registry'),
      task('chase Oluwaseun for the attendance notes'),
    ],
  ),
  london(
    "so basically churn's up again which, whatever, but can you remind me to email the three customers who cancelled tomorrow morning, and also draft the survey",
    [task('email the three customers who cancelled', l('11-12 09:00')), task('draft the survey')],
    [task('email the three customers who cancelled', l('11-12 08:00')), task('draft the survey')],
  ),
  london(
    "um mum says the dishwasher's leaking so call the plumber first thing tomorrow and also get milk and eggs for the breakfasts",
    [task('call the plumber', l('11-12 09:00')), task('get milk and eggs for the breakfasts')],
    [task('call the plumber', l('11-12 08:00')), task('get milk and eggs for the breakfasts')],
  ),
  london('need to service the key cutter, pay the van insurance by the 20th and ring Mrs Dorsey back', [
    task('service the key cutter'),
    task('pay the van insurance', l('11-20')),
    task('ring Mrs Dorsey back'),
  ]),
  london('1. send Fernhill the monthly report 2. chase the Northwood invoice 3. update my portfolio site', [
    task('send Fernhill the monthly report'),
    task('chase the Northwood invoice'),
    task('update my portfolio site'),
  ]),
  london(
    "so um basically the landlord wants an answer on the walthamstow unit by the 20th, I'll think about it, but remind me to ring the landlord on the 18th at 10",
    task('ring the landlord', l('11-18 10:00')),
  ),
  newYork(
    'ok um so voice note. finish the inks for page 12 by friday, invoice the magazine for the october spot and uh call my mom back tonight at 7',
    [
      task('finish the inks for page 12', n('11-13')),
      task('invoice the magazine for the october spot'),
      task('call my mom back', n('11-11 19:00')),
    ],
  ),
  newYork('tomorrow: 6am session with Lena, 7:30am session with Rafael, noon group class at IronHouse', [
    task('session with Lena', n('11-12 06:00')),
    task('session with Rafael', n('11-12 07:30')),
    task('group class at IronHouse', n('11-12 12:00')),
  ]),
  newYork(
    'so like I gotta order brake pads, um, call the ebike battery guy back and, uh, fix the sign out front before saturday',
    [task('order brake pads'), task('call the ebike battery guy back'), task('fix the sign out front', n('11-14'))],
    [task('order brake pads'), task('call the ebike battery guy back'), task('fix the sign out front', n('11-13'))],
  ),
  newYork('right um so send Mr Whitcombe chapter 3 wednesday no sorry thursday, and book a call with Bernadette for monday at 2', [
    task('send Mr Whitcombe chapter 3', n('11-12')),
    task('book a call with Bernadette', n('11-16 14:00')),
  ]),
  newYork(
    "ugh I'm so behind. ship the 6 orders today, reorder silver wire and reply to the wholesale inquiry",
    [task('ship the 6 orders', n('11-11')), task('reorder silver wire'), task('reply to the wholesale inquiry')],
    [talk('feeling'), task('ship the 6 orders', n('11-11')), task('reorder silver wire'), task('reply to the wholesale inquiry')],
  ),
  newYork(
    'ok so for saturday: pick up the mulch at 9, meet the volunteers at 10, and um email the council about the fence',
    [task('pick up the mulch', n('11-14 09:00')), task('meet the volunteers', n('11-14 10:00')), task('email the council about the fence')],
    [
      task('pick up the mulch', n('11-14 09:00')),
      task('meet the volunteers', n('11-14 10:00')),
      task('email the council about the fence', n('11-14')),
    ],
  ),
  newYork(
    'going with the high school kid for saturdays. remind me to post the job at the school friday',
    [decision, task('post the job at the school', n('11-13'))],
    [task('post the job at the school', n('11-13')), decision],
  ),
  newYork(
    'decided: no more 5am sessions. text Rafael and Lena about the new times tonight at 8',
    [decision, task('text Rafael and Lena about the new times', n('11-11 20:00'))],
    [task('text Rafael and Lena about the new times', n('11-11 20:00')), decision],
  ),
  newYork(
    'should I do the holiday market or not, idk, anyway remind me to buy boxes at 3',
    [dilemma, task('buy boxes', n('11-11 15:00'))],
    [task('buy boxes', n('11-11 15:00')), dilemma],
    [task('buy boxes', n('11-11 15:00'))],
  ),
  newYork(
    'I keep going back and forth on whether to take the second memoir but whatever, email the agent by friday to ask about the fee',
    [task('email the agent to ask about the fee', n('11-13'))],
    [dilemma, task('email the agent to ask about the fee', n('11-13'))],
    [task('email the agent to ask about the fee', n('11-13')), dilemma],
    [talk('feeling'), task('email the agent to ask about the fee', n('11-13'))],
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FORTYFOURTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FORTYFOURTH_ASK,
  recurring: FORTYFOURTH_RECURRING,
  snooze: FORTYFOURTH_SNOOZE,
  correction: FORTYFOURTH_CORRECTION,
  rename: FORTYFOURTH_RENAME,
  remove: FORTYFOURTH_REMOVE,
  done: FORTYFOURTH_DONE,
  answer: FORTYFOURTH_ANSWER,
  ramble: FORTYFOURTH_RAMBLE,
  greeting: FORTYFOURTH_GREETING,
  thanks: FORTYFOURTH_THANKS,
  feeling: FORTYFOURTH_FEELING,
  question: FORTYFOURTH_QUESTION,
  statement: FORTYFOURTH_STATEMENT,
  decision: FORTYFOURTH_DECISION,
  dilemma: FORTYFOURTH_DILEMMA,
  recall: FORTYFOURTH_RECALL,
  prioritise: FORTYFOURTH_PRIORITISE,
  agenda: FORTYFOURTH_AGENDA,
  free_time: FORTYFOURTH_FREE_TIME,
  unclear: FORTYFOURTH_UNCLEAR,
  bare: FORTYFOURTH_BARE,
};

export const HELD_OUT_FORTYFOURTH: HeldOutItem[] = Object.values(HELD_OUT_FORTYFOURTH_KINDS).flat();
