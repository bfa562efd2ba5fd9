import type { ConversationState, Intent, PendingQuestion } from '../intent';
import {
  answer,
  ctx,
  done,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  note,
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  SIXTIETH_AGENDA,
  SIXTIETH_BARE,
  SIXTIETH_DECISION,
  SIXTIETH_DILEMMA,
  SIXTIETH_FEELING,
  SIXTIETH_FREE_TIME,
  SIXTIETH_GREETING,
  SIXTIETH_PRIORITISE,
  SIXTIETH_QUESTION,
  SIXTIETH_RAMBLE,
  SIXTIETH_RECALL,
  SIXTIETH_STATEMENT,
  SIXTIETH_THANKS,
  SIXTIETH_UNCLEAR,
} from './held-out-sixtieth-b';

/**
 * The sixtieth held-out set: fourteen parents running a small business around their children, half
 * in London and half in New York, writing in snatched moments (the school run, the car park, bath
 * time, late at night): a children's clothing shop, a childminder, a cleaning company, a school-hours
 * bookkeeper, a soap and candle maker, a family B&B and a party entertainer in the UK; a freelance
 * web developer, a wedding photographer with twins, a coffee van, a personal trainer, an Etsy
 * illustrator, a podcast editor and a virtual assistant in the US. Family jobs and business jobs
 * side by side, broken-off and dictated messages, typos and apologies. Read at HELD_OUT_NOW:
 * Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const nudged = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task just added or changed. */
const justSaid = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** daily asked something and waits for the answer. */
const asked = (pending: PendingQuestion): Partial<ConversationState> => ({ pending });

/** The numbered lists daily last sent, one per business. */
const SHOP_LIST = {
  listed: ['Restock the dungarees', 'Reply to the wholesale enquiry', 'Photoshoot for the winter drop', 'Post the Evri returns'],
};
const CLEAN_LIST = { listed: ['Clapham end of tenancy', 'Quote Mrs Pemberton', 'Order microfibre cloths', 'Renew van insurance'] };
const MINDING_LIST = { listed: ['Tapestry obs for Maisie', 'Funded hours claim', 'Forest school risk assessment', 'Invoice parents'] };
const DEV_LIST = {
  listed: ['Hudson Dental staging fixes', 'Kowalski Law contact form', 'Renew the bakery domain', 'Send Jen the daycare form'],
};
const EDIT_LIST = { listed: ['Edit Grit Show ep 58', 'Show notes for Maple & Main', 'Invoice Dr Chen', 'Audiogram for ep 112'] };
const VA_LIST = { listed: ['Marissa expense report', 'Lakeshore showing schedule', 'Tom flights', 'Upwork proposal'] };

export const SIXTIETH_ASK: HeldOutItem[] = [
  london("book Ella's dentist for half term", task("book Ella's dentist for half term")),
  london(
    'remind me tmrw 9.15 to ring the Lisbon supplier about the dungarees',
    task('ring the Lisbon supplier about the dungarees', l('11-12 09:15')),
  ),
  london(
    'ofsted renewal fee due by the 30th dont let me forget',
    task('ofsted renewal fee', l('11-30')),
    task('ofsted renewal fee due', l('11-30')),
  ),
  london('sorry one handed - order more microfibre cloths fri', task('order more microfibre cloths', l('11-13'))),
  london("Jade's parents evening thurs 4.40", task("Jade's parents evening", l('11-12 16:40'))),
  london('remind me at 8 tonight to send the Okafors their invoice', task('send the Okafors their invoice', l('11-11 20:00'))),
  london('VAT return for Crumb bakery by 7 dec', task('VAT return for Crumb bakery', l('12-07'))),
  london('in 25 mins cut the lavender batch', task('cut the lavender batch', inMinutes(25))),
  london(
    'pay the Dulwich fair pitch fee b4 sunday',
    task('pay the Dulwich fair pitch fee', l('11-15')),
    task('pay the Dulwich fair pitch fee', l('11-14')),
  ),
  london("order 200 balloons tmrw, theo's party is sat", task('order 200 balloons', l('11-12'))),
  london(
    "remind me thurs at 8pm to put £3 in Ella's book bag for non uniform day",
    task("put £3 in Ella's book bag for non uniform day", l('11-12 20:00')),
  ),
  london(
    'renew public liability insurance by 1st dec',
    task('renew public liability insurance', l('12-01')),
    task('renew public liability insurance', l('11-30')),
  ),
  london('book the paediatric first aid refresher tomoz at half 9', task('book the paediatric first aid refresher', l('11-12 09:30'))),
  london('pay Gosia friday', task('pay Gosia', l('11-13'))),
  london(
    'remind me in an hour n half to chase Dawson Builders for their receipts',
    task('chase Dawson Builders for their receipts', inMinutes(90)),
  ),
  london(
    'ring the butcher tmrw b4 10 re weekend breakfast sausages',
    task('ring the butcher re weekend breakfast sausages', l('11-12 10:00')),
    task('ring the butcher re weekend breakfast sausages', l('11-12 09:00')),
  ),
  london(
    'Oscar swimming kit monday!!',
    task('Oscar swimming kit', l('11-16')),
    task('Oscar swimming kit', l('11-16'), { important: true }),
  ),
  london(
    'URGENT print the fair price labels tonight 9pm',
    task('print the fair price labels', l('11-11 21:00'), { important: true }),
    task('print the fair price labels', l('11-11 21:00')),
  ),
  london('a week tomorrow is the fire safety check, remind me that morning at 8', task('fire safety check', l('11-19 08:00'))),
  london(
    "remind me Rosie's nativity costume has to be in by 4/12",
    task("Rosie's nativity costume", l('12-04')),
    task("Rosie's nativity costume has to be in", l('12-04')),
  ),
  london("at 5 call Arlo's mum about the late pickups", task("call Arlo's mum about the late pickups", l('11-11 17:00'))),
  london(
    'clean ds football boots fri 6pm before his match',
    task('clean ds football boots', l('11-13 18:00')),
    task('clean ds football boots before his match', l('11-13 18:00')),
  ),
  london('tell hubby to book the MOT tmrw', task('tell hubby to book the MOT', l('11-12'))),
  london(
    'ok so tomorrow at 10 I need to call the bank about the card reader thing that keeps declining',
    task('call the bank about the card reader thing that keeps declining', l('11-12 10:00')),
    task('call the bank about the card reader', l('11-12 10:00')),
  ),
  london(
    'sorry daily me again 🙈 can you remind me to reorder the glass jars on monday morning at 9',
    task('reorder the glass jars', l('11-16 09:00')),
  ),
  london(
    'invocie Dawson for the payroll work by fri',
    task('invocie Dawson for the payroll work', l('11-13')),
    task('invoice Dawson for the payroll work', l('11-13')),
  ),
  newYork(
    'remind me to renew the Hudson Dental domain before the 20th',
    task('renew the Hudson Dental domain', n('11-20')),
    task('renew the Hudson Dental domain', n('11-19')),
  ),
  newYork('twins pediatrician appt mon 11:15', task('twins pediatrician appt', n('11-16 11:15'))),
  newYork('oat milk order tmrw 7am pls', task('oat milk order', n('11-12 07:00'))),
  newYork('call the park dept about the bootcamp permit at 1', task('call the park dept about the bootcamp permit', n('11-11 13:00'))),
  newYork("ship Mrs Alvarez's pet portrait by friday", task("ship Mrs Alvarez's pet portrait", n('11-13'))),
  newYork(
    'in 40 min move the car, street cleaning',
    task('move the car', inMinutes(40)),
    task('move the car street cleaning', inMinutes(40)),
  ),
  newYork('send Maple & Main their ep 112 edit by 4 today', task('send Maple & Main their ep 112 edit', n('11-11 16:00'))),
  newYork("sign emmett's field trip form tonight at 9, it's due thursday", task("sign emmett's field trip form", n('11-11 21:00'))),
  newYork('remind me 11/24 to send Marissa the Q1 calendar draft', task('send Marissa the Q1 calendar draft', n('11-24'))),
  newYork('tmrw 2:45 daycare pickup - jen has the car so walking', task('daycare pickup', n('11-12 14:45'))),
  newYork(
    "deliver Priya & Sam's gallery next friday",
    task("deliver Priya & Sam's gallery", n('11-13')),
    task("deliver Priya & Sam's gallery", n('11-20')),
  ),
  newYork('book cpr recert class, mine expires 12/5', task('book cpr recert class'), task('book cpr recert class', n('12-05'))),
  newYork('van inspection thurs 8:30am', task('van inspection', n('11-12 08:30'))),
  newYork('ugh remind me at 3 to email Tom about his flights', task('email Tom about his flights', n('11-11 15:00'))),
  newYork('upload the fox print restock to etsy sunday night 8', task('upload the fox print restock to etsy', n('11-15 20:00'))),
  newYork(
    'invoice Kowalski Law for the October retainer eod',
    task('invoice Kowalski Law for the October retainer', n('11-11 17:00')),
    task('invoice Kowalski Law for the October retainer', n('11-11 18:00')),
  ),
  newYork("buy orange slices fri for caleb's soccer snack", task("buy orange slices for caleb's soccer snack", n('11-13'))),
  newYork(
    'important: submit the Dr Chen show to spotify by noon tmrw',
    task('submit the Dr Chen show to spotify', n('11-12 12:00'), { important: true }),
  ),
  newYork(
    'need to put the kettlebells back in the car tonight at 8 for 6am class',
    task('put the kettlebells back in the car', n('11-11 20:00')),
    task('put the kettlebells back in the car for 6am class', n('11-11 20:00')),
  ),
  newYork('remind me on the second to pay the PTA dues and', task('pay the PTA dues', n('12-02'))),
  newYork(
    'sorry kid screaming. where was i. oh yes email Lakeshore the showing schedule by 2',
    task('email Lakeshore the showing schedule', n('11-11 14:00')),
  ),
  newYork(
    'the twins need flu shots, call the pediatrician tomorrow when they open at 9',
    task('call the pediatrician', n('11-12 09:00')),
    task('call the pediatrician about the twins flu shots', n('11-12 09:00')),
  ),
];

export const SIXTIETH_RECURRING: HeldOutItem[] = [
  london(
    'every sunday 7pm plan the mindees menu for the week',
    task('plan the mindees menu for the week', l('11-15 19:00'), { repeat: every('week') }),
  ),
  london(
    'remind me every friday to send parents their invoices',
    task('send parents their invoices', l('11-13'), { repeat: every('week') }),
  ),
  london('every weekday 8.15 leave for the school run', task('leave for the school run', l('11-12 08:15'), { repeat: every('weekday') })),
  london('VAT for Crumb every 3 months on the 7th', task('VAT for Crumb', l('12-07'), { repeat: every('month', 3) })),
  london('payroll for Dawson on the 25th each month', task('payroll for Dawson', l('11-25'), { repeat: every('month') })),
  london('every tuesday 6pm pour the candle batch', task('pour the candle batch', l('11-17 18:00'), { repeat: every('week') })),
  london('booking.com payout check every monday', task('booking.com payout check', l('11-16'), { repeat: every('week') })),
  london(
    'every other sat 10am balloon stock check',
    task('balloon stock check', l('11-14 10:00'), { repeat: every('week', 2) }),
    task('balloon stock check', l('11-21 10:00'), { repeat: every('week', 2) }),
  ),
  london('remind me each night at 9 to do the tapestry obs', task('do the tapestry obs', l('11-11 21:00'), { repeat: every('day') })),
  london('change the guest beds every thursday', task('change the guest beds', l('11-12'), { repeat: every('week') })),
  london("the 1st of each month pay the cleaners' insurance", task("pay the cleaners' insurance", l('12-01'), { repeat: every('month') })),
  london(
    'remind me every year 31 jan self assessment deadline',
    task('self assessment deadline', l('2027-01-31 12:00'), { repeat: every('year') }),
  ),
  london('bins out every thursday night 8pm', task('bins out', l('11-12 20:00'), { repeat: every('week') })),
  newYork('every weekday 5:15am load the van', task('load the van', n('11-12 05:15'), { repeat: every('weekday') })),
  newYork(
    'every thursday at 1 send Marissa her weekly report',
    task('send Marissa her weekly report', n('11-12 13:00'), { repeat: every('week') }),
  ),
  newYork(
    'post a new print on instagram every day at noon',
    task('post a new print on instagram', n('11-11 12:00'), { repeat: every('day') }),
  ),
  newYork(
    'every 2 weeks friday invoice Maple & Main',
    task('invoice Maple & Main', n('11-13'), { repeat: every('week', 2) }),
    task('invoice Maple & Main', n('11-20'), { repeat: every('week', 2) }),
  ),
  newYork(
    'remind me every sunday 6pm to lay out the twins clothes for the week',
    task('lay out the twins clothes for the week', n('11-15 18:00'), { repeat: every('week') }),
  ),
  newYork('on the 15th every month pay the hosting bill', task('pay the hosting bill', n('11-15'), { repeat: every('month') })),
  newYork('every saturday 7am farmers market setup', task('farmers market setup', n('11-14 07:00'), { repeat: every('week') })),
  newYork('weekly on tuesdays 8pm edit the Grit Show', task('edit the Grit Show', n('11-17 20:00'), { repeat: every('week') })),
  newYork(
    "every day at 3:10 pickup from Sofia's school",
    task("pickup from Sofia's school", n('11-11 15:10'), { repeat: every('day') }),
    task("pickup from Sofia's school", n('11-11 15:10'), { repeat: every('weekday') }),
  ),
  newYork('twins bday planning every year on 2/20', task('twins bday planning', n('2027-02-20 12:00'), { repeat: every('year') })),
  newYork('monthly: send the PTA newsletter on the first', task('send the PTA newsletter', n('12-01'), { repeat: every('month') })),
  newYork('every morning at 6 check the bootcamp rsvps', task('check the bootcamp rsvps', n('11-12 06:00'), { repeat: every('day') })),
];

const DUE_L = l('11-11 14:30');
const DUE_N = n('11-11 09:30');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const dayL = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const dayN = (date: string): Intent[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];
/** A snooze to a clock time later today: a snooze to it, or the task moved to it. */
const laterTodayL = (time: string): Intent[] => [snoozeUntil(l(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];
const laterTodayN = (time: string): Intent[] => [snoozeUntil(n(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];
/** A snooze to a morning: one of the usual start-of-day hours, as a snooze or a move. */
const morningL = (date: string): Intent[] => [
  snoozeUntil(l(`${date} 08:00`)),
  snoozeUntil(l(`${date} 09:00`)),
  move(ctx, `2026-${date}`, '08:00'),
  move(ctx, `2026-${date}`, '09:00'),
];
const morningN = (date: string): Intent[] => [
  snoozeUntil(n(`${date} 08:00`)),
  snoozeUntil(n(`${date} 09:00`)),
  move(ctx, `2026-${date}`, '08:00'),
  move(ctx, `2026-${date}`, '09:00'),
];

export const SIXTIETH_SNOOZE: HeldOutItem[] = [
  within(nudged('Ring the Lisbon supplier about the dungarees', DUE_L), london('on the school run, 20 min', snoozeFor(20))),
  within(nudged('Send the Okafors their invoice', DUE_L), london('after bath time pls, 7.30', ...laterTodayL('19:30'))),
  within(nudged('Cut the lavender batch', DUE_L), london('not set yet, give it 40 mins', snoozeFor(40))),
  within(nudged('Pay the Dulwich fair pitch fee', DUE_L), london('tomorrow', ...dayL('11-12'))),
  within(nudged("Call Arlo's mum about the late pickups", DUE_L), london('mindees napping, remind me in half an hour', snoozeFor(30))),
  within(nudged('Chase Dawson Builders for their receipts', DUE_L), london('laterrr', snoozeFor(60))),
  within(nudged('Make up the blue room', DUE_L), london("i'll do it in the morning", ...morningL('11-12'))),
  within(nudged('Print the fair price labels', DUE_L), london('printer out of ink 🙄 monday', ...dayL('11-16'))),
  within(nudged('Order 200 balloons', DUE_L), london('snooze 15', snoozeFor(15))),
  within(nudged('Book the paediatric first aid refresher', DUE_L), london('can u do next week', ...dayL('11-16'))),
  within(nudged('Pay Gosia', DUE_L), london('at the bank at 4, remind me then', ...laterTodayL('16:00'))),
  within(
    nudged('Ring the butcher re weekend breakfast sausages', DUE_L),
    london('hes shut til 2 tmrw', snoozeUntil(l('11-12 14:00')), move(ctx, '2026-11-12', '14:00')),
  ),
  within(nudged('Tidy the playroom for the mindees', DUE_L), london('kids in bath, 10 mins', snoozeFor(10))),
  within(nudged('VAT return for Crumb bakery', DUE_L), london('still waiting on their bank statements, push to fri', ...dayL('11-13'))),
  within(nudged('Renew public liability insurance', DUE_L), london('end of the week', ...dayL('11-13'))),
  within(
    nudged('Oscar swimming kit', DUE_L),
    london('remind me tonight at 8 instead', snoozeUntil(l('11-11 20:00')), move(ctx, '2026-11-11', '20:00'), move(ctx, null, '20:00')),
  ),
  within(nudged('Oat milk order', DUE_N), newYork('an hour', snoozeFor(60))),
  within(
    nudged('Call the park dept about the bootcamp permit', DUE_N),
    newYork('on hold forever, try again at 2', ...laterTodayN('14:00')),
  ),
  within(nudged("Ship Mrs Alvarez's pet portrait", DUE_N), newYork('paint still drying, tmrw', ...dayN('11-12'))),
  within(nudged('Move the car', DUE_N), newYork('5 more mins', snoozeFor(5))),
  within(nudged('Email Tom about his flights', DUE_N), newYork('after pickup, like 4:30', ...laterTodayN('16:30'))),
  within(
    nudged('Invoice Kowalski Law for the October retainer', DUE_N),
    newYork('tonight after the kids are down, 9', ...laterTodayN('21:00')),
  ),
  within(nudged("Deliver Priya & Sam's gallery", DUE_N), newYork('give me till the weekend', ...dayN('11-14'))),
  within(nudged('Upload the fox print restock to etsy', DUE_N), newYork('snooze 3 hrs', snoozeFor(180))),
  within(nudged("Sign emmett's field trip form", DUE_N), newYork('remind me when im home 6ish', ...laterTodayN('18:00'))),
  within(nudged('Send Marissa the Q1 calendar draft', DUE_N), newYork('push to monday am', ...morningN('11-16'))),
  within(nudged('Book cpr recert class', DUE_N), newYork('not now 🙃', snoozeFor(60), answer(null))),
  within(nudged('Edit the Grit Show', DUE_N), newYork('twins up, gimme 2 hours', snoozeFor(120))),
  within(nudged('Van inspection', DUE_N), newYork('they moved me to friday', ...dayN('11-13'))),
  within(nudged("Buy orange slices for caleb's soccer snack", DUE_N), newYork('will grab them thursday', ...dayN('11-12'))),
  within(nudged('Email Lakeshore the showing schedule', DUE_N), newYork('in 45', snoozeFor(45))),
];

export const SIXTIETH_CORRECTION: HeldOutItem[] = [
  within(
    justSaid('Ring the Lisbon supplier about the dungarees', l('11-12 09:15')),
    london("oh wait they're an hour ahead, make it 8.15", move(ctx, null, '08:15')),
  ),
  within(justSaid("Jade's parents evening", l('11-12 16:40')), london('sorry its 5.40 not 4.40', move(ctx, null, '17:40'))),
  within(
    justSaid('Send the Okafors their invoice', l('11-11 20:00')),
    london('no tomorrow morning is better, 9', move(ctx, '2026-11-12', '09:00')),
  ),
  within(justSaid('VAT return for Crumb bakery', l('12-07')), london("actually the deadline's the 5th", move(ctx, '2026-12-05', null))),
  within(justSaid('Pay Gosia', l('11-13')), london('thursday not friday, she asked', move(ctx, '2026-11-12', null))),
  within(justSaid('Make up the blue room', l('11-12 18:00')), london('earlier, 4', move(ctx, null, '16:00'))),
  within(justSaid('Order 200 balloons', l('11-12')), london('oops today not tmrw', move(ctx, '2026-11-11', null))),
  within(
    justSaid("Call Arlo's mum about the late pickups", l('11-11 17:00')),
    london('she finishes work at 6 so 6.15', move(ctx, null, '18:15')),
  ),
  within(justSaid('Renew public liability insurance', l('12-01')), london('no it runs out 28th nov', move(ctx, '2026-11-28', null))),
  within(justSaid('Book the paediatric first aid refresher', l('11-12 09:30')), london('half 10 sorry', move(ctx, null, '10:30'))),
  within(justSaid('Print the fair price labels', l('11-11 21:00')), london('ugh i meant 8 not 9', move(ctx, null, '20:00'))),
  within(
    justSaid('Ring the butcher re weekend breakfast sausages', l('11-12 10:00')),
    london('friday instead same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '10:00')),
  ),
  within(
    justSaid("Put £3 in Ella's book bag for non uniform day", l('11-12 20:00')),
    london('better do it at 7 before bed chaos', move(ctx, null, '19:00')),
  ),
  london('move the swimming kit one to sunday', move(words('swimming kit'), '2026-11-15', null)),
  london(
    'push the Dulwich pitch fee to tomorrow',
    move(words('Dulwich'), '2026-11-12', null),
    snoozeUntil(l('11-12 09:00'), words('Dulwich')),
    snoozeUntil(l('11-12 12:00'), words('Dulwich')),
  ),
  london('the Crumb VAT one should be 3pm', move(words('Crumb'), null, '15:00')),
  within(justSaid('Twins pediatrician appt', n('11-16 11:15')), newYork('no wait 11:45', move(ctx, null, '11:45'))),
  within(justSaid('Oat milk order', n('11-12 07:00')), newYork('make that 6:30', move(ctx, null, '06:30'))),
  within(
    justSaid("Ship Mrs Alvarez's pet portrait", n('11-13')),
    newYork('thursday actually, she needs it by sat', move(ctx, '2026-11-12', null)),
  ),
  within(
    justSaid('Send Maple & Main their ep 112 edit', n('11-11 16:00')),
    newYork('they said 5 is fine, change to 5', move(ctx, null, '17:00')),
  ),
  within(
    justSaid('Call the park dept about the bootcamp permit', n('11-11 13:00')),
    newYork('oops they close at 12:30, make it 11', move(ctx, null, '11:00')),
  ),
  within(justSaid('Send Marissa the Q1 calendar draft', n('11-24')), newYork('the 23rd, not 24th', move(ctx, '2026-11-23', null))),
  within(justSaid('Daycare pickup', n('11-12 14:45')), newYork('wait its early dismissal, 12:15', move(ctx, null, '12:15'))),
  within(
    justSaid('Invoice Kowalski Law for the October retainer', n('11-11 17:00')),
    newYork('nah tomorrow morning 8', move(ctx, '2026-11-12', '08:00')),
  ),
  within(justSaid('Upload the fox print restock to etsy', n('11-15 20:00')), newYork('sat not sun', move(ctx, '2026-11-14', null))),
  within(justSaid('Van inspection', n('11-12 08:30')), newYork('sry 9:30', move(ctx, null, '09:30'))),
  newYork('move the twins pediatrician thing to tues at 10', move(words('pediatrician'), '2026-11-17', '10:00')),
  newYork('can you change the Grit show edit to wednesday next week', move(words('Grit'), '2026-11-18', null)),
  within(justSaid('Email Tom about his flights', n('11-11 15:00')), newYork('make it after lunch, 1:30', move(ctx, null, '13:30'))),
];

export const SIXTIETH_RENAME: HeldOutItem[] = [
  within(
    justSaid('Ring the Lisbon supplier about the dungarees'),
    london("call it 'ring Lisbon re dungarees + cardigans'", rename(ctx, 'ring Lisbon re dungarees + cardigans')),
  ),
  within(
    justSaid('Order more microfibre cloths'),
    london('change to order microfibre cloths AND mop heads', rename(ctx, 'order microfibre cloths AND mop heads')),
  ),
  within(justSaid("Jade's parents evening"), london("it's Tyler's not Jade's, fix the name pls", rename(ctx, "Tyler's parents evening"))),
  london(
    'rename the butcher one to butcher - sausages, bacon, black pudding',
    rename(words('butcher'), 'butcher - sausages, bacon, black pudding'),
  ),
  within(justSaid('Cut the lavender batch'), london('its the rosemary batch oops', rename(ctx, 'Cut the rosemary batch'))),
  london("change 'pay Gosia' to 'pay Gosia + Tina'", rename(words('pay Gosia'), 'pay Gosia + Tina')),
  within(justSaid('VAT return for Crumb bakery'), london('retitle: Crumb VAT Q3', rename(ctx, 'Crumb VAT Q3'))),
  within(justSaid('Order 200 balloons'), london("make it say order 250 balloons, 200 won't be enough", rename(ctx, 'order 250 balloons'))),
  london(
    'the first aid one should be "book first aid refresher for me and Sam"',
    rename(words('first aid'), 'book first aid refresher for me and Sam'),
  ),
  within(
    justSaid('Make up the blue room'),
    london('can you rename that to make up blue room + cot for the Fergusons', rename(ctx, 'make up blue room + cot for the Fergusons')),
  ),
  within(SHOP_LIST, london('rename 3 to winter drop shoot w Ella + Sonny', rename(num(3), 'winter drop shoot w Ella + Sonny'))),
  within(CLEAN_LIST, london('no 2 should say quote Mrs Pemberton deep clean', rename(num(2), 'quote Mrs Pemberton deep clean'))),
  within(justSaid('Oat milk order'), newYork('call it oat + whole milk order', rename(ctx, 'oat + whole milk order'))),
  within(justSaid('Twins pediatrician appt'), newYork('rename to twins 18 month checkup', rename(ctx, 'twins 18 month checkup'))),
  newYork(
    "change the Hudson Dental domain one to 'renew hudsondental.com + SSL'",
    rename(words('Hudson Dental'), 'renew hudsondental.com + SSL'),
  ),
  within(justSaid('Email Tom about his flights'), newYork('spelling - its Thom with an h', rename(ctx, 'Email Thom about his flights'))),
  within(
    justSaid("Ship Mrs Alvarez's pet portrait"),
    newYork('title should be ship Alvarez corgi portrait', rename(ctx, 'ship Alvarez corgi portrait')),
  ),
  within(DEV_LIST, newYork('rename 2 -> kowalski contact form + captcha', rename(num(2), 'kowalski contact form + captcha'))),
  newYork("rename the fox print task to 'restock fox + owl prints'", rename(words('fox print'), 'restock fox + owl prints')),
  within(justSaid('Edit the Grit Show'), newYork('change it to edit Grit Show ep 58', rename(ctx, 'edit Grit Show ep 58'))),
  within(
    justSaid('Send Marissa the Q1 calendar draft'),
    newYork('actually name it Marissa Q1 travel + calendar', rename(ctx, 'Marissa Q1 travel + calendar')),
  ),
  newYork("the cpr one -> 'CPR + AED recert'", rename(words('cpr'), 'CPR + AED recert')),
  within(
    justSaid("Buy orange slices for caleb's soccer snack"),
    newYork('make it buy orange slices and juice boxes', rename(ctx, 'buy orange slices and juice boxes')),
  ),
];

export const SIXTIETH_REMOVE: HeldOutItem[] = [
  within(justSaid('Order 200 balloons'), london("delete that, theo's mum cancelled the party 😩", remove(ctx))),
  within(SHOP_LIST, london('get rid of 2, they went elsewhere', remove(num(2)))),
  london("remove the non uniform day one, it's been moved to jan", remove(words('non uniform'))),
  within(justSaid('Make up the blue room'), london('fergusons cancelled, scrap it', remove(ctx))),
  london('take the Dulwich fair off, not doing it this year', remove(words('Dulwich'))),
  within(CLEAN_LIST, london('delete the first one, the landlord pulled out', remove(num(1)))),
  london("cancel the reminder about Arlo's mum", remove(words("Arlo's mum"))),
  within(justSaid('Book the paediatric first aid refresher'), london('oh hang on the council is booking it for us, delete', remove(ctx))),
  london("can u delete crumb VAT, they've gone to another accountant", remove(words('crumb'))),
  london('remove swimming kit pls', remove(words('swimming kit'))),
  within(MINDING_LIST, london("forest school's off, delete 3", remove(num(3)))),
  within(justSaid('Pay Gosia'), london('ignore that, hubby already paid her', remove(ctx), done(ctx))),
  london('delete bins out', remove(words('bins out'))),
  within(justSaid('Oat milk order'), newYork('nvm delete, supplier auto ships now', remove(ctx))),
  newYork('delete the park permit one', remove(words('park permit'))),
  within(DEV_LIST, newYork('drop 3, bakery closed down 😬', remove(num(3)))),
  newYork('scratch the field trip form, Jen signed it', remove(words('field trip')), done(words('field trip'))),
  within(justSaid('Upload the fox print restock to etsy'), newYork('remove it, pulling that print', remove(ctx))),
  newYork("cancel the farmers market setup reminders, season's over", remove(words('farmers market'))),
  within(EDIT_LIST, newYork("take the audiogram off, they don't want one", remove(words('audiogram')), remove(num(4)))),
  within(justSaid('Book cpr recert class'), newYork('erase that, already booked it last week', remove(ctx), done(ctx))),
  newYork('delete orange slices, not our week for snack', remove(words('orange slices'))),
  within(VA_LIST, newYork('remove the last one', remove(num(4)))),
  newYork('pls remove the twins bday planning thing, doing it in a diff app', remove(words('twins bday'))),
];

export const SIXTIETH_DONE: HeldOutItem[] = [
  within(nudged('Ring the Lisbon supplier about the dungarees', DUE_L), london("done, they're shipping monday", done(ctx))),
  within(nudged('Send the Okafors their invoice', DUE_L), london('sent ✔', done(ctx))),
  within(SHOP_LIST, london('restocked the dungarees', done(words('dungarees')), done(num(1)))),
  within(nudged('Cut the lavender batch', DUE_L), london('cut! smells amazing', done(ctx))),
  within(nudged("Call Arlo's mum about the late pickups", DUE_L), london('spoke to her at pickup actually', done(ctx))),
  within(MINDING_LIST, london('1 and 4 done 👍', [done(num(1)), done(num(4))])),
  london('paid the dulwich pitch fee', done(words('dulwich pitch fee'))),
  within(nudged('Pay Gosia', DUE_L), london('yep transferred', done(ctx))),
  within(nudged('Order more microfibre cloths', DUE_L), london('ordered off amazon', done(ctx))),
  within(nudged('Chase Dawson Builders for their receipts', DUE_L), london('got them finally!!', done(ctx))),
  within(CLEAN_LIST, london('quoted mrs p', done(num(2)), done(words('mrs p')))),
  within(nudged('Print the fair price labels', DUE_L), london('printed, laminated, done. bed.', done(ctx))),
  within(nudged('Oscar swimming kit', DUE_L), london('packed', done(ctx))),
  within(nudged('Bins out', DUE_L), london('hubby did it', done(ctx))),
  london("the butcher's sorted", done(words('butcher'))),
  within(nudged('Make up the blue room', DUE_L), london('all made up ✨', done(ctx))),
  within(nudged('Oat milk order', DUE_N), newYork('placed it', done(ctx))),
  within(nudged('Move the car', DUE_N), newYork('moved', done(ctx))),
  within(DEV_LIST, newYork('staging fixes done, pushed to live', done(words('staging fixes')), done(num(1)))),
  within(nudged('Invoice Kowalski Law for the October retainer', DUE_N), newYork('invoiced 💸', done(ctx))),
  within(nudged("Sign emmett's field trip form", DUE_N), newYork('signed and in his backpack', done(ctx))),
  within(EDIT_LIST, newYork('did 2', done(num(2)))),
  newYork('finished the Alvarez portrait and shipped it', done(words('Alvarez'))),
  within(nudged('Call the park dept about the bootcamp permit', DUE_N), newYork('called, permit renewed til march', done(ctx))),
  within(nudged('Edit the Grit Show', DUE_N), newYork('edited, uploaded to dropbox', done(ctx))),
  within(VA_LIST, newYork("tom's flights booked. mark it off", done(words('flights')), done(num(3)))),
  within(nudged("Buy orange slices for caleb's soccer snack", DUE_N), newYork('got em', done(ctx))),
  within(nudged('Twins pediatrician appt', DUE_N), newYork("done, both perfect, mia's up to 23lbs", done(ctx))),
  within(nudged('Load the van', DUE_N), newYork('loaded', done(ctx))),
  newYork('sent marissa the expense report finally', done(words('expense report'))),
  within(nudged('Post a new print on instagram', DUE_N), newYork('posted 🦊', done(ctx))),
];

const WHICH_CALL = asked({ about: 'which_task', options: ["Call Arlo's mum about the late pickups", 'Call the council re funded hours'] });
const WHICH_INVOICE = asked({ about: 'which_task', options: ['Invoice Kowalski Law', 'Invoice Hudson Dental', 'Invoice the bakery'] });
const WHICH_ORDER = asked({ about: 'which_task', options: ['Order microfibre cloths', 'Order mop heads'] });
const WHICH_FAIR = asked({
  about: 'dilemma_choice',
  question: 'Take the Christmas fair at Greenwich or the Dulwich one?',
  options: ['Greenwich', 'Dulwich'],
});
const EVENING_CLASS = asked({
  about: 'dilemma_choice',
  question: 'Add a 7pm evening class or keep mornings only?',
  options: ['Add an evening class', 'Mornings only'],
});

export const SIXTIETH_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('arlo', answer(1))),
  within(WHICH_CALL, london('the council one', answer(2))),
  within(WHICH_CALL, london('both done actually', answer(null), [done(num(1)), done(num(2))])),
  within(WHICH_INVOICE, newYork('hudson', answer(2))),
  within(WHICH_INVOICE, newYork('the last one', answer(3))),
  within(WHICH_INVOICE, newYork('kowalski pls', answer(1))),
  within(WHICH_ORDER, london('mop heads', answer(2))),
  within(WHICH_FAIR, london('greenwich, more footfall', answer(1))),
  within(WHICH_FAIR, london('dulwich', answer(2))),
  within(WHICH_FAIR, london("still not sure, the kids' nativity is the same weekend", answer(null))),
  within(EVENING_CLASS, newYork('mornings only, bedtime is sacred', answer(2))),
  within(EVENING_CLASS, newYork('the first', answer(1))),
  within(EVENING_CLASS, newYork('ugh not yet', answer(null))),
  within(
    asked({ about: 'dilemma_matters', question: 'Hire a second shooter for every wedding?', options: ['Hire one', 'Keep shooting solo'] }),
    newYork('time with the twins mostly, and not burning out', answer(null)),
  ),
  within(
    asked({ about: 'dilemma_options', question: 'Should I take on a fourth mindee?' }),
    london("take Maisie's little brother or stay at 3", answer(null)),
  ),
  within(
    asked({ about: 'review', decision: 'Stopped doing Sunday changeovers' }),
    london('honestly best thing, we actually have sundays now', answer(null)),
  ),
  within(
    asked({ about: 'review', decision: 'Switched to a cheaper oat milk' }),
    newYork('customers hated it lol going back', answer(null)),
  ),
  within(
    asked({ about: 'keep', text: 'Packing orders after bedtime is calmer than doing them before pickup' }),
    london('yes keep', answer(null), note),
  ),
  within(asked({ about: 'keep', text: 'Saying no to weekend edits gives me the twins back' }), newYork('yeah save it', answer(null), note)),
  within(asked({ about: 'keep', text: 'Mornings are for clients, afternoons for Emmett' }), newYork('nah', answer(null))),
  within(
    asked({ about: 'other', question: 'Morning plan at 7 or 7.30?', options: ['7', '7.30'] }),
    london('7.30 after breakfast', answer(2)),
  ),
  within(
    asked({ about: 'other', question: 'Which day for your admin block?', options: ['Tuesday', 'Thursday'] }),
    newYork("thurs, daycare's longer that day", answer(2)),
  ),
  within(asked({ about: 'stuck', task: 'VAT return for Crumb bakery' }), london("they haven't sent the bank statements", answer(null))),
  within(
    asked({ about: 'stuck', task: 'Kowalski Law contact form' }),
    newYork("don't know what fields they want, waiting on their paralegal", answer(null)),
  ),
  within(asked({ about: 'other', question: 'Want me to remind you again tonight?', options: [] }), newYork('yes pls', answer(null))),
  within(
    asked({ about: 'other', question: "Shall I move the rest of today's tasks to tomorrow?", options: [] }),
    london('yes go on', answer(null)),
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SIXTIETH_KINDS: Record<string, HeldOutItem[]> = {
  ask: SIXTIETH_ASK,
  recurring: SIXTIETH_RECURRING,
  snooze: SIXTIETH_SNOOZE,
  correction: SIXTIETH_CORRECTION,
  rename: SIXTIETH_RENAME,
  remove: SIXTIETH_REMOVE,
  done: SIXTIETH_DONE,
  answer: SIXTIETH_ANSWER,
  ramble: SIXTIETH_RAMBLE,
  greeting: SIXTIETH_GREETING,
  thanks: SIXTIETH_THANKS,
  feeling: SIXTIETH_FEELING,
  question: SIXTIETH_QUESTION,
  statement: SIXTIETH_STATEMENT,
  decision: SIXTIETH_DECISION,
  dilemma: SIXTIETH_DILEMMA,
  recall: SIXTIETH_RECALL,
  prioritise: SIXTIETH_PRIORITISE,
  agenda: SIXTIETH_AGENDA,
  free_time: SIXTIETH_FREE_TIME,
  unclear: SIXTIETH_UNCLEAR,
  bare: SIXTIETH_BARE,
};

export const HELD_OUT_SIXTIETH: HeldOutItem[] = Object.values(HELD_OUT_SIXTIETH_KINDS).flat();
