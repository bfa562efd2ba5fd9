import type { ConversationState } from '../intent';
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
  SEVENTYSEVENTH_AGENDA,
  SEVENTYSEVENTH_BARE,
  SEVENTYSEVENTH_DECISION,
  SEVENTYSEVENTH_DILEMMA,
  SEVENTYSEVENTH_FEELING,
  SEVENTYSEVENTH_FREE_TIME,
  SEVENTYSEVENTH_GREETING,
  SEVENTYSEVENTH_PRIORITISE,
  SEVENTYSEVENTH_QUESTION,
  SEVENTYSEVENTH_RECALL,
  SEVENTYSEVENTH_STATEMENT,
  SEVENTYSEVENTH_THANKS,
  SEVENTYSEVENTH_UNCLEAR,
} from './held-out-seventyseventh-b';

/**
 * The seventy-seventh held-out set: fourteen people who run small family and community businesses.
 * On London time (day-first dates): a childminder in Lewisham, a home-care agency owner in Luton, a
 * church hall manager, a youth football club secretary, a wedding celebrant, a charity shop manager
 * and a corner-shop owner in Bradford whose family came from Pakistan. On New York time (month-first
 * dates): a home daycare owner in the Bronx, a home health aide agency owner in Newark, an
 * after-school tutoring centre owner in Flushing, a bodega owner in Washington Heights, a tax
 * preparer in Jackson Heights, a nail salon owner in Brooklyn who learned English as an adult, and a
 * funeral home director on Staten Island. They text between nappy changes, care calls, match days,
 * ceremonies, tills and wakes, and dictate voice notes that run several jobs together: trade words
 * (EYFS, MAR charts, EVV, CACFP, ITIN, SHSAT, Booker, PayPoint), typos, shorthand, replies to the
 * reminder just sent, references to the last list, corrections of the task just made, and plenty of
 * answers to daily's own questions. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in
 * London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per outfit. */
const CARE_LIST = {
  listed: [
    'Send the new rota to the carers',
    'Chase Shereen for her timesheet',
    'Order gloves and aprons',
    'Chase the council about the Okoye care package',
  ],
};
const HALL_LIST = {
  listed: ['Return the Brownies deposit', 'Get the boiler man in for the hall', 'Reprint the hire agreement', 'Defrost the hall freezer'],
};
const FOOTY_LIST = {
  listed: ['Pay the league affiliation fee', 'Book a ref for the U11s game', 'Order the new U9s kit', 'Email parents about the tournament'],
};
const SHOP_LIST = {
  listed: ['Booker run', 'Renew the alcohol licence', 'Fix the chiller door seal', 'Cash up and check the PayPoint'],
};
const AGENCY_LIST = {
  listed: [
    'Fix the EVV clock-ins for Mrs Alvarez',
    'Renew the Medicaid provider enrollment',
    'Schedule the aide TB tests',
    'Call the Reyes family about weekend coverage',
  ],
};
const TAX_LIST = {
  listed: ['Call Mr Chowdhury about his W-2s', 'Print the Garcia extension', 'Upload the ITIN docs for Mrs Begum', 'Order more folders'],
};
const FUNERAL_LIST = {
  listed: [
    'Pick up the death certificates',
    'Call Moravian cemetery about the Russo plot',
    'Order flowers for the Bianchi wake',
    'Get the hearse detailed',
  ],
};

export const SEVENTYSEVENTH_ASK: HeldOutItem[] = [
  london("remind me to ring Tyler's mum about the nappy cream tmrw at 8", task("ring Tyler's mum about the nappy cream", l('11-12 08:00'))),
  london('update the learning journals by fri', task('update the learning journals', l('11-13'))),
  london('ofsted self evaluation form by 30/11', task('ofsted self evaluation form', l('11-30'))),
  london('cover shereens double up calls in Dunstable sat 7am', task('cover shereens double up calls in Dunstable', l('11-14 07:00'))),
  london('send the new rota to the carers tonight at 8', task('send the new rota to the carers', l('11-11 20:00'))),
  london(
    'chase the council about the Okoye care package invoice asap',
    task('chase the council about the Okoye care package invoice', null, { important: true }),
    task('chase the council about the Okoye care package invoice'),
  ),
  london('get the boiler man in for the hall tomoz 10ish', task('get the boiler man in for the hall', l('11-12 10:00'))),
  london('book a ref for the U11s game sun', task('book a ref for the U11s game', l('11-15'))),
  london(
    'remind me in 30 mins to send the pitch booking form to the council',
    task('send the pitch booking form to the council', inMinutes(30)),
  ),
  london('finish the ceremony script for Priya & Tom by 5/12', task('finish the ceremony script for Priya & Tom', l('12-05'))),
  london('rehearsal at the Fennel Barn fri 4pm', task('rehearsal at the Fennel Barn', l('11-13 16:00'))),
  london('do the gift aid claim by the 27th', task('do the gift aid claim', l('11-27'))),
  london(
    'steam the new winter coats tmrw morning',
    task('steam the new winter coats', l('11-12 09:00')),
    task('steam the new winter coats', l('11-12 08:00')),
  ),
  london('Booker run thurs 6am', task('Booker run', l('11-12 06:00'))),
  london('remind me at 9 tonite to cash up n check the paypoint', task('cash up n check the paypoint', l('11-11 21:00')), [
    task('cash up', l('11-11 21:00')),
    task('check the paypoint', l('11-11 21:00')),
  ]),
  newYork('submit the CACFP meal counts by friday', task('submit the CACFP meal counts', n('11-13'))),
  newYork('buy diapers size 4 and wipes at BJs tmrw', task('buy diapers size 4 and wipes at BJs', n('11-12'))),
  newYork('call Mrs Alvarez about the EVV clock-ins at 2', task('call Mrs Alvarez about the EVV clock-ins', n('11-11 14:00'))),
  newYork('aide in-service training thurs 11/19 9am', task('aide in-service training', n('11-19 09:00'))),
  newYork("call Kevin's mom about his regents score tmr 4pm", task("call Kevin's mom about his regents score", n('11-12 16:00'))),
  newYork('order 5 cases of malta goya from the distributor tmrw', task('order 5 cases of malta goya from the distributor', n('11-12'))),
  newYork('remind me in 2 hours to restock the lotto paper', task('restock the lotto paper', inMinutes(120))),
  newYork('send Mr Chowdhury his ITIN renewal form by 11/20', task('send Mr Chowdhury his ITIN renewal form', n('11-20'))),
  newYork('order gel polish 20 bottle from supplier monday', task('order gel polish 20 bottle from supplier', n('11-16'))),
  newYork('tomorow 9am call landlord for fix pedicure chair water', task('call landlord for fix pedicure chair water', n('11-12 09:00'))),
  newYork('pick up death certificates from borough hall fri 10am', task('pick up death certificates from borough hall', n('11-13 10:00'))),
  newYork('arrangement conference w the Russo family tmrw 1pm', task('arrangement conference w the Russo family', n('11-12 13:00'))),
];

export const SEVENTYSEVENTH_RECURRING: HeldOutItem[] = [
  london(
    'every friday 5pm send the parents the weekly photos',
    task('send the parents the weekly photos', l('11-13 17:00'), { repeat: every('week') }),
  ),
  london('every monday 8am check the nappy stock', task('check the nappy stock', l('11-16 08:00'), { repeat: every('week') })),
  london('rota out to the carers every thurs by 12', task('rota out to the carers', l('11-12 12:00'), { repeat: every('week') })),
  london('audit the MAR charts on the 1st of every month', task('audit the MAR charts', l('12-01'), { repeat: every('month') })),
  london('every weekday 7am check for sick calls', task('check for sick calls', l('11-12 07:00'), { repeat: every('weekday') })),
  london(
    'open the hall for slimming world every sat 8am',
    task('open the hall for slimming world', l('11-14 08:00'), { repeat: every('week') }),
  ),
  london('chase unpaid hall hire on the 5th of each month', task('chase unpaid hall hire', l('12-05'), { repeat: every('month') })),
  london(
    'every sunday 9am put the goal nets up at the rec',
    task('put the goal nets up at the rec', l('11-15 09:00'), { repeat: every('week') }),
  ),
  london(
    'collect subs from the U9s parents every other saturday',
    task('collect subs from the U9s parents', l('11-14'), { repeat: every('week', 2) }),
  ),
  london('every day at 6pm rotate the rails', task('rotate the rails', l('11-11 18:00'), { repeat: every('day') })),
  london('pay the booker account every 2 weeks on a tues', task('pay the booker account', l('11-17'), { repeat: every('week', 2) })),
  london(
    'every year on 14/2 send my couples anniversary cards',
    task('send my couples anniversary cards', l('2027-02-14 12:00'), { repeat: every('year') }),
  ),
  newYork('every morning at 7:30 check the kids temp log', task('check the kids temp log', n('11-12 07:30'), { repeat: every('day') })),
  newYork('send OCFS the attendance every month on the 10th', task('send OCFS the attendance', n('12-10'), { repeat: every('month') })),
  newYork('every weekday at 8 check the EVV exceptions', task('check the EVV exceptions', n('11-12 08:00'), { repeat: every('weekday') })),
  newYork('payroll for the aides every other friday', task('payroll for the aides', n('11-13'), { repeat: every('week', 2) })),
  newYork(
    'every saturday 9am set up room 2 for the SHSAT class',
    task('set up room 2 for the SHSAT class', n('11-14 09:00'), { repeat: every('week') }),
  ),
  newYork('check the goya invoice every tuesday at 6am', task('check the goya invoice', n('11-17 06:00'), { repeat: every('week') })),
  newYork('every night at 11 pull the lotto report', task('pull the lotto report', n('11-11 23:00'), { repeat: every('day') })),
  newYork(
    'every year on 1/15 send clients the W-2 checklist',
    task('send clients the W-2 checklist', n('2027-01-15 12:00'), { repeat: every('year') }),
  ),
  newYork('every monday deep clean pedicure tubs', task('deep clean pedicure tubs', n('11-16'), { repeat: every('week') })),
  newYork(
    'every wednesday 3pm order flowers for the weekend services',
    task('order flowers for the weekend services', n('11-11 15:00'), { repeat: every('week') }),
  ),
  newYork('2nd of every month check the hearse insurance', task('check the hearse insurance', n('12-02'), { repeat: every('month') })),
];

const OVERDUE_L = l('11-11 14:00');
const OVERDUE_N = n('11-11 09:00');

/** A snooze to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDayL = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(l(`${date} 09:00`)),
  snoozeUntil(l(`${date} 12:00`)),
];
const toDayN = (date: string): ReturnType<typeof move>[] => [
  move(ctx, `2026-${date}`, null),
  snoozeUntil(n(`${date} 09:00`)),
  snoozeUntil(n(`${date} 12:00`)),
];
/** A snooze to a clock time today. */
const tonightL = (time: string): ReturnType<typeof move>[] => [
  snoozeUntil(l(`11-11 ${time}`)),
  move(ctx, '2026-11-11', time),
  move(ctx, null, time),
];
const todayN = (time: string): ReturnType<typeof move>[] => [
  snoozeUntil(n(`11-11 ${time}`)),
  move(ctx, '2026-11-11', time),
  move(ctx, null, time),
];

export const SEVENTYSEVENTH_SNOOZE: HeldOutItem[] = [
  within(reminded("Ring Tyler's mum about the nappy cream", OVERDUE_L), london('doing nap time, 20 mins', snoozeFor(20))),
  within(reminded('Send the new rota to the carers', OVERDUE_L), london('on a double up call, hr', snoozeFor(60))),
  within(reminded('Get the boiler man in for the hall', OVERDUE_L), london('tmrw', ...toDayL('11-12'))),
  within(reminded('Book a ref for the U11s game', OVERDUE_L), london('at work till 6, remind me half 6', ...tonightL('18:30'))),
  within(reminded('Finish the ceremony script for Priya & Tom', OVERDUE_L), london('mid ceremony!! 2 hrs', snoozeFor(120))),
  within(reminded('Steam the new winter coats', OVERDUE_L), london('shop rammed, later', snoozeFor(60))),
  within(reminded('Cash up and check the PayPoint', OVERDUE_L), london('customers in, 10 min', snoozeFor(10))),
  within(
    reminded('Do the gift aid claim', OVERDUE_L),
    london(
      'monday morning',
      snoozeUntil(l('11-16 09:00')),
      snoozeUntil(l('11-16 08:00')),
      move(ctx, '2026-11-16', '09:00'),
      move(ctx, '2026-11-16', '08:00'),
    ),
  ),
  within(reminded('Chase the council about the Okoye care package', OVERDUE_L), london('not today, fri', ...toDayL('11-13'))),
  within(reminded('Update the learning journals', OVERDUE_L), london('once the kids have gone home, 6ish', ...tonightL('18:00'))),
  within(reminded('Booker run', OVERDUE_L), london('snooze half hour', snoozeFor(30))),
  within(reminded('Defrost the hall freezer', OVERDUE_L), london('toddler group still in, give it 90 mins', snoozeFor(90))),
  within(reminded('Submit the CACFP meal counts', OVERDUE_N), newYork('kids eating lunch, 45 min', snoozeFor(45))),
  within(reminded('Call Mrs Alvarez about the EVV clock-ins', OVERDUE_N), newYork('in an intake, 1 hr', snoozeFor(60))),
  within(reminded('Print the SHSAT practice tests', OVERDUE_N), newYork('printer jammed lol later', snoozeFor(60))),
  within(reminded('Restock the lotto paper', OVERDUE_N), newYork('line out the door, 15', snoozeFor(15))),
  within(reminded('Send Mr Chowdhury his ITIN renewal form', OVERDUE_N), newYork('tomorrow', ...toDayN('11-12'))),
  within(
    reminded('Order gel polish 20 bottle from supplier', OVERDUE_N),
    newYork('I have customer now, remind me after 1 hour', snoozeFor(60)),
  ),
  within(reminded('Pick up the death certificates', OVERDUE_N), newYork('wake going on, tonite 7', ...todayN('19:00'))),
  within(reminded("Call Kevin's mom about his regents score", OVERDUE_N), newYork('after class, 6pm', ...todayN('18:00'))),
  within(reminded('Order flowers for the weekend services', OVERDUE_N), newYork('monday', ...toDayN('11-16'))),
  within(reminded('Deep clean pedicure tubs', OVERDUE_N), newYork('tomorow please', ...toDayN('11-12'))),
  within(reminded('Check the goya invoice', OVERDUE_N), newYork('delivery guy still here gimme 20', snoozeFor(20))),
];

export const SEVENTYSEVENTH_CORRECTION: HeldOutItem[] = [
  within(
    talkedOf("Ring Tyler's mum about the nappy cream", l('11-12 08:00')),
    london('no 8:15, shes on drop off at 8', move(ctx, null, '08:15')),
  ),
  within(talkedOf('Send the new rota to the carers', l('11-11 20:00')), london('actually 7', move(ctx, null, '19:00'))),
  within(
    talkedOf('Cover shereens double up calls in Dunstable', l('11-14 07:00')),
    london('sorry its sunday not sat', move(ctx, '2026-11-15', null)),
  ),
  within(talkedOf('Get the boiler man in for the hall', l('11-12 10:00')), london('he can only do fri', move(ctx, '2026-11-13', null))),
  within(
    talkedOf('Finish the ceremony script for Priya & Tom', l('12-05 12:00')),
    london('wedding got moved fwd, make it 28/11', move(ctx, '2026-11-28', null)),
  ),
  within(talkedOf('Rehearsal at the Fennel Barn', l('11-13 16:00')), london('half 4 not 4', move(ctx, null, '16:30'))),
  within(talkedOf('Booker run', l('11-12 06:00')), london('make it 5:30, beat the queue', move(ctx, null, '05:30'))),
  london('move the boiler man to tues 9am', move(words('boiler'), '2026-11-17', '09:00')),
  within(talkedOf('Steam the new winter coats', l('11-12 09:00')), london('no afternoon, 2', move(ctx, null, '14:00'))),
  london('push the gift aid claim back to 4/12', move(words('gift aid'), '2026-12-04', null)),
  within(talkedOf('Update the learning journals', l('11-13 12:00')), london('oops meant thurs', move(ctx, '2026-11-12', null))),
  within(
    talkedOf('Book a ref for the U11s game', l('11-15 12:00')),
    london('kick off is 10:30 so do it for sat eve 6 instead', move(ctx, '2026-11-14', '18:00')),
  ),
  within(talkedOf('Call Mrs Alvarez about the EVV clock-ins', n('11-11 14:00')), newYork('make it 2:30', move(ctx, null, '14:30'))),
  within(talkedOf('Aide in-service training', n('11-19 09:00')), newYork('wrong date, 11/18', move(ctx, '2026-11-18', null))),
  within(
    talkedOf("Call Kevin's mom about his regents score", n('11-12 16:00')),
    newYork('she works til 5, do 5:30', move(ctx, null, '17:30')),
  ),
  within(
    talkedOf('Order 5 cases of malta goya from the distributor', n('11-12 12:00')),
    newYork('no friday, thats when they take orders', move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('Send Mr Chowdhury his ITIN renewal form', n('11-20 12:00')), newYork('make it the 17th', move(ctx, '2026-11-17', null))),
  within(
    talkedOf('Call landlord for fix pedicure chair water', n('11-12 09:00')),
    newYork('sorry not 9, 10 is better', move(ctx, null, '10:00')),
  ),
  within(
    talkedOf('Pick up death certificates from borough hall', n('11-13 10:00')),
    newYork("they're closed fri, monday same time", move(ctx, '2026-11-16', null), move(ctx, '2026-11-16', '10:00')),
  ),
  newYork('move the Russo arrangement conference to thursday 11am', move(words('Russo'), '2026-11-12', '11:00')),
  within(talkedOf('Submit the CACFP meal counts', n('11-13 12:00')), newYork('actually its due the 15th', move(ctx, '2026-11-15', null))),
  newYork('change the SHSAT printing to tomorrow 3pm', move(words('SHSAT'), '2026-11-12', '15:00')),
];

export const SEVENTYSEVENTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf("Ring Tyler's mum about the nappy cream"),
    london('its Tylor with an o', rename(ctx, "Ring Tylor's mum about the nappy cream")),
  ),
  within(
    talkedOf('Send the new rota to the carers'),
    london('call it send wk 47 rota to carers', rename(ctx, 'send wk 47 rota to carers')),
  ),
  london(
    "rename the boiler one 'boiler service + check rads in the small hall'",
    rename(words('boiler'), 'boiler service + check rads in the small hall'),
  ),
  within(FOOTY_LIST, london('rename 2 to book ref + linesman for U11s', rename(num(2), 'book ref + linesman for U11s'))),
  within(
    talkedOf('Finish the ceremony script for Priya & Tom'),
    london('should say Priya & Tomasz, he hates Tom', rename(ctx, 'Finish the ceremony script for Priya & Tomasz')),
  ),
  london(
    "change 'steam the new winter coats' to 'steam + price the winter coats'",
    rename(words('steam the new winter coats'), 'steam + price the winter coats'),
  ),
  within(SHOP_LIST, london('retitle 1: booker run + pick up samosa pastry', rename(num(1), 'booker run + pick up samosa pastry'))),
  within(talkedOf('Do the gift aid claim'), london('name it gift aid claim Oct-Nov', rename(ctx, 'gift aid claim Oct-Nov'))),
  london('the paypoint one should be called reconcile paypoint + lottery', rename(words('paypoint'), 'reconcile paypoint + lottery')),
  within(
    talkedOf('Cover shereens double up calls in Dunstable'),
    london("change it to Shereen's calls - Mr & Mrs Patel double up", rename(ctx, "Shereen's calls - Mr & Mrs Patel double up")),
  ),
  within(HALL_LIST, london('no 4 should read defrost + clean the hall freezer', rename(num(4), 'defrost + clean the hall freezer'))),
  within(
    talkedOf('Submit the CACFP meal counts'),
    newYork('rename: CACFP meal counts + december menu', rename(ctx, 'CACFP meal counts + december menu')),
  ),
  within(AGENCY_LIST, newYork('rename #1 to EVV fix for Alvarez + Reyes', rename(num(1), 'EVV fix for Alvarez + Reyes'))),
  within(
    talkedOf("Call Kevin's mom about his regents score"),
    newYork("change to call Kevin Li's mom re algebra regents", rename(ctx, "call Kevin Li's mom re algebra regents")),
  ),
  newYork(
    "rename the malta one to 'order malta + kola champagne from distributor'",
    rename(words('malta'), 'order malta + kola champagne from distributor'),
  ),
  within(
    talkedOf('Send Mr Chowdhury his ITIN renewal form'),
    newYork('spelling, its Choudhury', rename(ctx, 'Send Mr Choudhury his ITIN renewal form')),
  ),
  within(
    talkedOf('Order gel polish 20 bottle from supplier'),
    newYork('please change name: order gel polish 20 bottle + top coat', rename(ctx, 'order gel polish 20 bottle + top coat')),
  ),
  within(
    FUNERAL_LIST,
    newYork('rename 2 to confirm Moravian plot + opening fee for Russo', rename(num(2), 'confirm Moravian plot + opening fee for Russo')),
  ),
  newYork(
    'the lotto paper task should say restock lotto paper + scratch offs',
    rename(words('lotto paper'), 'restock lotto paper + scratch offs'),
  ),
  within(
    talkedOf('Print the SHSAT practice tests'),
    newYork('title it print SHSAT practice test 4 (30 copies)', rename(ctx, 'print SHSAT practice test 4 (30 copies)')),
  ),
  within(
    talkedOf('Arrangement conference w the Russo family'),
    newYork('call it Russo arrangements - bring casket catalog', rename(ctx, 'Russo arrangements - bring casket catalog')),
  ),
];

export const SEVENTYSEVENTH_REMOVE: HeldOutItem[] = [
  within(talkedOf("Ring Tyler's mum about the nappy cream"), london('scrap that, she just popped in', remove(ctx), done(ctx))),
  within(CARE_LIST, london('delete 4, we lost the Okoye package to another agency', remove(num(4)))),
  london('cancel the ref booking, pitch is waterlogged and the game is off', remove(words('ref'))),
  within(talkedOf('Rehearsal at the Fennel Barn'), london('couple cancelled the rehearsal, bin it', remove(ctx))),
  london('take the anniversary cards one off, too much faff', remove(words('anniversary cards'))),
  within(HALL_LIST, london('get rid of the first one, Brownies are keeping the booking', remove(num(1)))),
  within(talkedOf('Steam the new winter coats'), london('forget that, Janet did them this morning', remove(ctx), done(ctx))),
  london('remove the subs collection thing, the treasurer does it now', remove(words('subs'))),
  within(SHOP_LIST, london('no 2 not needed, licence is till 2028', remove(num(2)))),
  london('delete the slimming world one, theyve moved to the leisure centre', remove(words('slimming world'))),
  within(talkedOf('Audit the MAR charts'), london('take it off, the pharmacy does the audit now', remove(ctx))),
  within(talkedOf('Buy diapers size 4 and wipes at BJs'), newYork('nvm the parents are bringing them, delete', remove(ctx))),
  within(AGENCY_LIST, newYork('bin #2 pls, enrollment got renewed by the biller', remove(num(2)), done(num(2)))),
  newYork('cancel the aide in-service reminder, state postponed it', remove(words('in-service'))),
  within(talkedOf("Call Kevin's mom about his regents score"), newYork('delete, she called me already', remove(ctx), done(ctx))),
  newYork('take the lotto report one off my list, machine emails it now', remove(words('lotto report'))),
  within(TAX_LIST, newYork('scratch 3, she went to H&R Block', remove(num(3)))),
  within(
    talkedOf('Order gel polish 20 bottle from supplier'),
    newYork('no need, my sister bring from the store. delete please', remove(ctx)),
  ),
  newYork('remove the hearse insurance task', remove(words('hearse insurance'))),
  within(FUNERAL_LIST, newYork('the flowers one can go, the Bianchis are doing their own', remove(num(3)), remove(words('flowers')))),
  within(talkedOf('Arrangement conference w the Russo family'), newYork('family went with another home. take it off', remove(ctx))),
];

export const SEVENTYSEVENTH_DONE: HeldOutItem[] = [
  within(reminded('Update the learning journals', OVERDUE_L), london('all 6 done 🙌', done(ctx))),
  within(reminded('Send the new rota to the carers', OVERDUE_L), london('sent it on the whatsapp group', done(ctx))),
  within(CARE_LIST, london('1 and 3 sorted', [done(num(1)), done(num(3))])),
  london('boiler man came, all fixed', done(words('boiler'))),
  within(reminded('Book a ref for the U11s game', OVERDUE_L), london("got one, Dave's lad is doing it", done(ctx))),
  within(reminded('Finish the ceremony script for Priya & Tom', OVERDUE_L), london('finished n emailed it to them', done(ctx))),
  within(HALL_LIST, london('did 2', done(num(2)))),
  within(reminded('Booker run', OVERDUE_L), london('back from booker, van unloaded', done(ctx))),
  within(reminded('Do the gift aid claim', OVERDUE_L), london('submitted to hmrc', done(ctx))),
  london('rang tylers mum, shes fine with the cream', done(words('Tyler'))),
  within(FOOTY_LIST, london('paid the affiliation fee', done(words('affiliation fee')), done(num(1)))),
  within(reminded('Submit the CACFP meal counts', OVERDUE_N), newYork('submitted ✔️', done(ctx))),
  within(reminded('Call Mrs Alvarez about the EVV clock-ins', OVERDUE_N), newYork('spoke w her, fixed', done(ctx))),
  within(AGENCY_LIST, newYork('no.3 ✅', done(num(3)))),
  newYork('printed the shsat tests', done(words('SHSAT'))),
  within(reminded('Restock the lotto paper', OVERDUE_N), newYork('done, 2 rolls in the machine', done(ctx))),
  within(reminded('Send Mr Chowdhury his ITIN renewal form', OVERDUE_N), newYork('emailed it', done(ctx))),
  within(TAX_LIST, newYork('done w 1 and 2', [done(num(1)), done(num(2))])),
  within(reminded('Order gel polish 20 bottle from supplier', OVERDUE_N), newYork('I order already', done(ctx))),
  within(reminded('Pick up the death certificates', OVERDUE_N), newYork('got all 10 copies', done(ctx))),
  newYork('flowers for the weekend ordered', done(words('flowers'))),
  within(reminded('Deep clean pedicure tubs', OVERDUE_N), newYork('finish, very clean now', done(ctx))),
];

const WHICH_CALL = {
  pending: {
    about: 'which_task' as const,
    options: ['Call the council about the Okoye package', 'Call Shereen about Saturday', 'Call the pharmacy about the MAR charts'],
  },
};
const WHICH_EMAIL = {
  pending: { about: 'which_task' as const, options: ['Email Mr Chowdhury the ITIN form', 'Email the Garcias their 1040 copy'] },
};
const PAYPOINT = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Keep the PayPoint machine or drop it?',
    options: ['Keep PayPoint', 'Drop PayPoint'],
  },
};
const SIXTH_KID = {
  pending: { about: 'dilemma_choice' as const, question: 'Take a sixth child?', options: ['Take the sixth child', 'Stay at five'] },
};
const THURSDAYS = { pending: { about: 'review' as const, decision: 'Moved U11s training to Thursdays' } };
const NO_LIBRETA = { pending: { about: 'review' as const, decision: 'Stopped selling on credit' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Saying no to Sunday bookings gave me my weekends back' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Families call back faster when I text first' } };
const HANDOVER = {
  pending: { about: 'other' as const, question: 'Which day for the key handover with the new hirer?', options: ['Friday', 'Saturday'] },
};
const MORNING_LIST = { pending: { about: 'other' as const, question: 'Morning list at 8 or 9?', options: ['8', '9'] } };

export const SEVENTYSEVENTH_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('shereen', answer(2))),
  within(WHICH_CALL, london('the pharmacy one', answer(3))),
  within(WHICH_CALL, london('the top one', answer(1))),
  within(WHICH_CALL, london('none of them i meant the GP', answer(null))),
  within(WHICH_EMAIL, newYork('garcias', answer(2))),
  within(WHICH_EMAIL, newYork('1', answer(1))),
  within(PAYPOINT, london('keep it, brings people in for fags n milk', answer(1))),
  within(PAYPOINT, london('drop it', answer(2))),
  within(PAYPOINT, london('havent decided, need to ask my brother', answer(null))),
  within(SIXTH_KID, newYork('stay at five', answer(2))),
  within(SIXTH_KID, newYork('the first one, I need the money', answer(1))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Start doing weekday weddings?', options: ['Yes', 'No'] } },
    london('money honestly, and having saturdays with my own kids', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I open a second center?' } },
    newYork('Bayside, or stay in Flushing and rent the room next door', answer(null)),
  ),
  within(THURSDAYS, london('loads more kids turning up, good shout', answer(null))),
  within(NO_LIBRETA, newYork('lost a couple regulars but no more chasing money', answer(null))),
  within(KEEP_L, london('KEEP 👍', answer(null), note)),
  within(KEEP_N, newYork('yes save that', answer(null), note)),
  within(KEEP_N, newYork('no thanks', answer(null))),
  within(HANDOVER, london('sat morning', answer(2))),
  within(HANDOVER, london('friday works', answer(1))),
  within(MORNING_LIST, newYork('9 better, I open 10', answer(2))),
  within(MORNING_LIST, newYork('8', answer(1))),
  within(
    { pending: { about: 'stuck', task: 'Get the Russo death certificate signed' } },
    newYork('waiting on the ME to sign off, nothing I can do', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Want me to nudge you about the Ofsted form next week?', options: [] } },
    london('go on then yeah', answer(null)),
  ),
];

export const SEVENTYSEVENTH_RAMBLE: HeldOutItem[] = [
  london(
    'right so um, voice note, need to buy more wipes, uh, ring Ofsted about my registration change and print the december menu for the parents',
    [task('buy more wipes'), task('ring Ofsted about my registration change'), task('print the december menu for the parents')],
  ),
  london('tmrw: 8am spot check on Gemma at Mr Hussain, 11 supervision w Kofi, 3pm interview the new carer', [
    task('spot check on Gemma at Mr Hussain', l('11-12 08:00')),
    task('supervision w Kofi', l('11-12 11:00')),
    task('interview the new carer', l('11-12 15:00')),
  ]),
  london(
    'order gloves n aprons, chase Shereen for her timesheet and update Mrs Okoyes care plan by fri',
    [task('order gloves n aprons'), task('chase Shereen for her timesheet'), task('update Mrs Okoyes care plan', l('11-13'))],
    [task('order gloves'), task('order aprons'), task('chase Shereen for her timesheet'), task('update Mrs Okoyes care plan', l('11-13'))],
  ),
  london('return the Brownies deposit, reprint the hire agreement and get a quote for the car park lights', [
    task('return the Brownies deposit'),
    task('reprint the hire agreement'),
    task('get a quote for the car park lights'),
  ]),
  london('um yeah so pay the league affiliation fee, order the new U9s kit and uh email the parents about the tournament on the 22nd', [
    task('pay the league affiliation fee'),
    task('order the new U9s kit'),
    task('email the parents about the tournament on the 22nd'),
  ]),
  london(
    '1. send the Okafors their draft vows 2. invoice the Hendersons 3. book the train to Whitby for sat',
    [task('send the Okafors their draft vows'), task('invoice the Hendersons'), task('book the train to Whitby for sat')],
    [task('send the Okafors their draft vows'), task('invoice the Hendersons'), task('book the train to Whitby', l('11-14'))],
  ),
  london(
    'sort the donations out back, ring the rag man for a collection thurs and put the xmas window up by sat',
    [
      task('sort the donations out back'),
      task('ring the rag man for a collection', l('11-12')),
      task('put the xmas window up', l('11-14')),
    ],
    [
      task('sort the donations out back'),
      task('ring the rag man for a collection', l('11-12')),
      task('put the xmas window up', l('11-13')),
    ],
  ),
  london('fix the chiller door seal, order more rizla and phone uncle about the shop lease at 7 tonight', [
    task('fix the chiller door seal'),
    task('order more rizla'),
    task('phone uncle about the shop lease', l('11-11 19:00')),
  ]),
  london(
    "so i've gotta, um, do the 2 week reviews for the new starters, renew the DBS for Amira and uh sort the fuel claims before payroll on fri",
    [task('do the 2 week reviews for the new starters'), task('renew the DBS for Amira'), task('sort the fuel claims', l('11-13'))],
    [
      task('do the 2 week reviews for the new starters'),
      task('renew the DBS for Amira'),
      task('sort the fuel claims before payroll', l('11-13')),
    ],
  ),
  london('defrost the hall freezer, text the zumba lady re her invoice and check the fire exits tmrw 9am', [
    task('defrost the hall freezer'),
    task('text the zumba lady re her invoice'),
    task('check the fire exits', l('11-12 09:00')),
  ]),
  newYork(
    'ok so um I need to call the OCFS inspector back, buy crayons and paper plates, and uh fix the baby gate before monday',
    [task('call the OCFS inspector back'), task('buy crayons and paper plates'), task('fix the baby gate', n('11-16'))],
    [task('call the OCFS inspector back'), task('buy crayons'), task('buy paper plates'), task('fix the baby gate', n('11-16'))],
  ),
  newYork('schedule the aide TB tests, renew the medicaid provider enrollment and call the Reyes family about weekend coverage at 1', [
    task('schedule the aide TB tests'),
    task('renew the medicaid provider enrollment'),
    task('call the Reyes family about weekend coverage', n('11-11 13:00')),
  ]),
  newYork('tmrw 3pm parent meeting w the Zhangs, 5pm grade the SHSAT mock, 7 email the regents schedule to all parents', [
    task('parent meeting w the Zhangs', n('11-12 15:00')),
    task('grade the SHSAT mock', n('11-12 17:00')),
    task('email the regents schedule to all parents', n('11-12 19:00')),
  ]),
  newYork('order the platanos and the bread from the distributor, call con ed about the meter and fix the cat door lol', [
    task('order the platanos and the bread from the distributor'),
    task('call con ed about the meter'),
    task('fix the cat door'),
  ]),
  newYork('call Mr Chowdhury about his W-2s, print the Garcia extension and upload the ITIN docs for Mrs Begum by friday', [
    task('call Mr Chowdhury about his W-2s'),
    task('print the Garcia extension'),
    task('upload the ITIN docs for Mrs Begum', n('11-13')),
  ]),
  newYork(
    'tomorow I need buy more acetone, call the girl Lily for saturday shift, and pay the electric bill',
    [
      task('buy more acetone', n('11-12')),
      task('call the girl Lily for saturday shift', n('11-12')),
      task('pay the electric bill', n('11-12')),
    ],
    [task('buy more acetone', n('11-12')), task('call the girl Lily for saturday shift'), task('pay the electric bill')],
  ),
  newYork(
    'so um the Bianchi viewing is thurs, I need to order the flowers, uh, get the hearse detailed and call the priest at St Clare about the mass',
    [task('order the flowers'), task('get the hearse detailed'), task('call the priest at St Clare about the mass')],
    [
      task('order the flowers for the Bianchi viewing'),
      task('get the hearse detailed'),
      task('call the priest at St Clare about the mass'),
    ],
  ),
  newYork('1) restock the milk fridge 2) send the lotto deposit 3) call Ramon about the ice machine', [
    task('restock the milk fridge'),
    task('send the lotto deposit'),
    task('call Ramon about the ice machine'),
  ]),
  newYork('need to: renew my PTIN, buy toner for the brother printer and call back the lady from Corona about her amended return at 11', [
    task('renew my PTIN'),
    task('buy toner for the brother printer'),
    task('call back the lady from Corona about her amended return', n('11-11 11:00')),
  ]),
  newYork(
    'so yeah today I gotta do the aide payroll, sign the Jenkins plan of care and order more gloves',
    [task('do the aide payroll'), task('sign the Jenkins plan of care'), task('order more gloves')],
    [task('do the aide payroll', n('11-11')), task('sign the Jenkins plan of care', n('11-11')), task('order more gloves', n('11-11'))],
  ),
  newYork('pay the tutors on friday, print the report cards and text Mrs Wang that Eric moved to the tuesday group', [
    task('pay the tutors', n('11-13')),
    task('print the report cards'),
    task('text Mrs Wang that Eric moved to the tuesday group'),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SEVENTYSEVENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: SEVENTYSEVENTH_ASK,
  recurring: SEVENTYSEVENTH_RECURRING,
  snooze: SEVENTYSEVENTH_SNOOZE,
  correction: SEVENTYSEVENTH_CORRECTION,
  rename: SEVENTYSEVENTH_RENAME,
  remove: SEVENTYSEVENTH_REMOVE,
  done: SEVENTYSEVENTH_DONE,
  answer: SEVENTYSEVENTH_ANSWER,
  ramble: SEVENTYSEVENTH_RAMBLE,
  greeting: SEVENTYSEVENTH_GREETING,
  thanks: SEVENTYSEVENTH_THANKS,
  feeling: SEVENTYSEVENTH_FEELING,
  question: SEVENTYSEVENTH_QUESTION,
  statement: SEVENTYSEVENTH_STATEMENT,
  decision: SEVENTYSEVENTH_DECISION,
  dilemma: SEVENTYSEVENTH_DILEMMA,
  recall: SEVENTYSEVENTH_RECALL,
  prioritise: SEVENTYSEVENTH_PRIORITISE,
  agenda: SEVENTYSEVENTH_AGENDA,
  free_time: SEVENTYSEVENTH_FREE_TIME,
  unclear: SEVENTYSEVENTH_UNCLEAR,
  bare: SEVENTYSEVENTH_BARE,
};

export const HELD_OUT_SEVENTYSEVENTH: HeldOutItem[] = Object.values(HELD_OUT_SEVENTYSEVENTH_KINDS).flat();
