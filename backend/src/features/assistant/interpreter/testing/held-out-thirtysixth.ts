import type { ConversationState, Intent, TaskReference } from '../intent';
import {
  ctx,
  done,
  every,
  inMinutes,
  l,
  list,
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
  unclear,
  within,
  words,
  answer,
  note,
  type HeldOutItem,
} from './held-out-kit';
import {
  THIRTYSIXTH_AGENDA,
  THIRTYSIXTH_BARE,
  THIRTYSIXTH_DECISION,
  THIRTYSIXTH_DILEMMA,
  THIRTYSIXTH_FEELING,
  THIRTYSIXTH_FREE_TIME,
  THIRTYSIXTH_GREETING,
  THIRTYSIXTH_PRIORITISE,
  THIRTYSIXTH_QUESTION,
  THIRTYSIXTH_RECALL,
  THIRTYSIXTH_STATEMENT,
  THIRTYSIXTH_THANKS,
  THIRTYSIXTH_UNCLEAR,
} from './held-out-thirtysixth-b';

/**
 * The thirty-sixth held-out set: people running a dog grooming salon, a roofing firm, a yoga studio
 * (an owner who writes Indian English), a candle shop on Shopify and Etsy, a sound engineer in New
 * York, a tutoring agency, a food truck run by an Australian in New York, a solo lawyer, a tattoo
 * artist, a cleaning company (Australian wording), a children's book illustrator and a removals
 * firm. Weighted towards very short fragments, references by number or by one word of a title,
 * done and removal news said in passing inside longer messages, and messages that change nothing.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

const ROOF_LIST = {
  listed: ['Quote the Hartley re-roof', 'Order ridge tiles', 'Book the scaffold for Wexford Rd', 'Invoice Mrs Penhaligon'],
};
const CANDLE_LIST = {
  listed: ['Order soy wax', 'Restock Fig & Cedar', 'Post the Etsy orders', 'Photograph the winter range', 'Reply to the wholesale enquiry'],
};
const LAW_LIST = {
  listed: ['File the Delacroix motion', 'Call opposing counsel', 'Send the retainer letter to Mr Abiodun', 'Do the CLE credits'],
};
const STUDIO_LIST = { listed: ['Mixdown for Velvet Static', 'Send stems to Kiki', 'Renew the plugin licence'] };
const TUTOR_LIST = { listed: ['Chase the Banerjee fees', 'Send mock papers to Rohan', 'Gupta demo class', 'Tutor payroll'] };

/** "tmrw arvo": any time in the afternoon, or the day alone. */
const ARVO = ['12:00', '13:00', '14:00', '15:00'];

export const THIRTYSIXTH_ASK: HeldOutItem[] = [
  london('remind me to ring Kerrigan scaffolding tmrw 8am', task('ring Kerrigan scaffolding', l('11-12 08:00'))),
  london('ridge tiles order fri', task('ridge tiles order', l('11-13')), unclear),
  london(
    'pls remind me revert back to Mrs Nair on fees by eod',
    task('revert back to Mrs Nair on fees', l('11-11 17:00')),
    task('revert back to Mrs Nair on fees', l('11-11 18:00')),
  ),
  london(
    'tmrw arvo pick up the new clippers from the supplier',
    ...ARVO.map((time) => task('pick up the new clippers from the supplier', l(`11-12 ${time}`))),
  ),
  newYork('file the Delacroix motion by 11/20 5pm', task('file the Delacroix motion', n('11-20 17:00'))),
  newYork('vet for Mochi thurs 3', task('vet for Mochi', n('11-12 15:00')), unclear),
  london('wax order asap', task('wax order'), task('wax order', null, { important: true }), unclear),
  london(
    'do the needful re the Kapoor invoice by friday',
    task('do the needful re the Kapoor invoice', l('11-13')),
    task('the Kapoor invoice', l('11-13')),
  ),
  london('remind me in 20 min to take Bramble out of the dryer', task('take Bramble out of the dryer', inMinutes(20))),
  london('at 5:30 call Shona about saturday cover', task('call Shona about saturday cover', l('11-11 17:30'))),
  newYork('autoclave service appt 11/24 at 9am', task('autoclave service appt', n('11-24 09:00'))),
  newYork('text the flash day clients about deposits tmrw at 11', task('text the flash day clients about deposits', n('11-12 11:00'))),
  london('post the Etsy orders before 4', task('post the Etsy orders', l('11-11 16:00'))),
  london('mon 9am send spreads 6-9 to Philippa', task('send spreads 6-9 to Philippa', l('11-16 09:00'))),
  london(
    'urgent!! tarp the Penhaligon roof today',
    task('tarp the Penhaligon roof', l('11-11'), { important: true }),
    task('tarp the Penhaligon roof', l('11-11 17:00'), { important: true }),
  ),
  london('get the Luton van booked for the Abernathy move, sat 28th', task('get the Luton van booked for the Abernathy move', l('11-28'))),
  newYork('prep double batch of pork belly wed 25th', task('prep double batch of pork belly', n('11-25'))),
  newYork('fill the propane tanks tmrw arvo', ...ARVO.map((time) => task('fill the propane tanks', n(`11-12 ${time}`)))),
  london('GCSE mock papers to Rohan by thurs', task('GCSE mock papers to Rohan', l('11-12')), unclear),
  london('remind me at half 6 to light the test candles', task('light the test candles', l('11-11 18:30'))),
  london('quote for the Marlowe Close gutters monday', task('quote for the Marlowe Close gutters', l('11-16')), unclear),
  newYork('call opposing counsel re discovery 2:30', task('call opposing counsel re discovery', n('11-11 14:30'))),
  newYork('CLE credits due dec 31!!', task('CLE credits', n('12-31')), task('CLE credits', n('12-31'), { important: true }), unclear),
  newYork('remind me in an hour to bounce the Velvet Static mix', task('bounce the Velvet Static mix', inMinutes(60))),
  newYork('tmr 7pm load-in at the Bowery gig', task('load-in at the Bowery gig', n('11-12 19:00'))),
  london('end of tenancy clean flat 4 Pelham Ct sat 8am', task('end of tenancy clean flat 4 Pelham Ct', l('11-14 08:00'))),
  london('in 10 mins ring the Fairweathers re Tilly pick up', task('ring the Fairweathers re Tilly pick up', inMinutes(10))),
  london('school visit at St Aidans 3/12 10am', task('school visit at St Aidans', l('12-03 10:00'))),
  newYork('12/3 retainer due from Mr Abiodun', task('retainer due from Mr Abiodun', n('12-03')), unclear),
  newYork('restock black ink + needle cartridges this weekend', task('restock black ink + needle cartridges', n('11-14'))),
  london('renew van insurance before 1/12', task('renew van insurance', l('12-01')), task('renew van insurance', l('11-30'))),
  london('the 19th at 2 yin teacher training call', task('yin teacher training call', l('11-19 14:00'))),
  london('heaps to do but first - email the strata about the gutter leak tmrw', task('email the strata about the gutter leak', l('11-12'))),
  newYork('inspection for the truck permit 11/18 7:30am', task('inspection for the truck permit', n('11-18 07:30'))),
  london(
    'a week tmrw invoice the Rutherford house clear',
    task('invoice the Rutherford house clear', l('11-19')),
    task('invoice the Rutherford house clear', l('11-19 15:00')),
  ),
  london('fortnight from fri chase the publisher for the advance', task('chase the publisher for the advance', l('11-27'))),
  newYork('remind me 4:45 to lock up the studio', task('lock up the studio', n('11-11 16:45'))),
  london('important: pay the wax supplier tmrw', task('pay the wax supplier', l('11-12'), { important: true })),
  newYork(
    'monday first thing call the court clerk',
    task('call the court clerk', n('11-16 09:00')),
    task('call the court clerk', n('11-16 08:00')),
  ),
  london('send the xmas cut-off email to customers on 15 dec', task('send the xmas cut-off email to customers', l('12-15'))),
  london(
    'kindly remind me to collect cheque from Mr Iyer day after tomorrow',
    task('collect cheque from Mr Iyer', l('11-13')),
    task('collect cheque from Mr Iyer', l('11-13 15:00')),
  ),
  london('brekkie meeting w the new cleaner thurs 8', task('brekkie meeting w the new cleaner', l('11-12 08:00'))),
  newYork('2morrow noon ring the landlord re the truck parking', task('ring the landlord re the truck parking', n('11-12 12:00'))),
  london('nail clippers + ear powder order, tmrw', task('nail clippers + ear powder order', l('11-12')), unclear),
];

export const THIRTYSIXTH_RECURRING: HeldOutItem[] = [
  london(
    'every mon 7am send the cleaning rota to the crew',
    task('send the cleaning rota to the crew', l('11-16 07:00'), { repeat: every('week') }),
  ),
  london('clean the grooming tables every day at 6pm', task('clean the grooming tables', l('11-11 18:00'), { repeat: every('day') })),
  newYork('every thurs at 8am restock the truck', task('restock the truck', n('11-12 08:00'), { repeat: every('week') })),
  london('pay the studio rent 1st of every month', task('pay the studio rent', l('12-01'), { repeat: every('month') })),
  newYork(
    'weekdays 9am check the court filings portal',
    task('check the court filings portal', n('11-12 09:00'), { repeat: every('weekday') }),
  ),
  london(
    'every other saturday deep clean the studio floors',
    task('deep clean the studio floors', l('11-14'), { repeat: every('week', 2) }),
  ),
  london(
    'remind me every sunday night at 8 to plan the tutor allocations',
    task('plan the tutor allocations', l('11-15 20:00'), { repeat: every('week') }),
  ),
  newYork('autoclave spore test every monday', task('autoclave spore test', n('11-16'), { repeat: every('week') })),
  london('water the studio plants every tues', task('water the studio plants', l('11-17'), { repeat: every('week') })),
  newYork(
    'monthly on the 5th send invoices to the firm clients',
    task('send invoices to the firm clients', n('12-05'), { repeat: every('month') }),
  ),
  london('each friday 4pm post new candles on insta', task('post new candles on insta', l('11-13 16:00'), { repeat: every('week') })),
  london(
    'every weekday at 7 morning huddle with the cleaners',
    task('morning huddle with the cleaners', l('11-12 07:00'), { repeat: every('weekday') }),
  ),
  newYork('every 2 weeks on tuesday mic cable check', task('mic cable check', n('11-17'), { repeat: every('week', 2) })),
  london(
    'yearly on 6 april renew the DBS checks for tutors',
    task('renew the DBS checks for tutors', l('2027-04-06 12:00'), { repeat: every('year') }),
  ),
  newYork('every night 9pm clean the flat top', task('clean the flat top', n('11-11 21:00'), { repeat: every('day') })),
  london('remind me daily 8:30 to check the shopify orders', task('check the shopify orders', l('11-12 08:30'), { repeat: every('day') })),
  london('every alternate monday 10am tutor payroll', task('tutor payroll', l('11-16 10:00'), { repeat: every('week', 2) })),
  newYork(
    'post the walk-in hours on insta every sat at 11',
    task('post the walk-in hours on insta', n('11-14 11:00'), { repeat: every('week') }),
  ),
  london(
    'every thursday 2pm ring the scaffolders about next weeks jobs',
    task('ring the scaffolders about next weeks jobs', l('11-12 14:00'), { repeat: every('week') }),
  ),
  newYork('pay the commissary kitchen every 15th', task('pay the commissary kitchen', n('11-15'), { repeat: every('month') })),
  london('every morning at 6:45 walk Pip', task('walk Pip', l('11-12 06:45'), { repeat: every('day') })),
  newYork('fortnightly fri bill the Ortiz estate hours', task('bill the Ortiz estate hours', n('11-13'), { repeat: every('week', 2) })),
  london(
    'every week on monday at 9 send the progress reports to parents',
    task('send the progress reports to parents', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london('wick stock check every fri', task('wick stock check', l('11-13'), { repeat: every('week') })),
];

const OVERDUE_L = l('11-11 14:00');
const LATER_L = l('11-11 16:00');
const OVERDUE_N = n('11-11 09:00');

/** A move to a day without a time: keep the task's own time, or land at the start or middle of that day. */
const toDay = (at: (text: string) => string, date: string, reference: TaskReference = ctx): Intent[] => [
  move(reference, `2026-${date}`, null),
  snoozeUntil(at(`${date} 09:00`), reference),
  snoozeUntil(at(`${date} 12:00`), reference),
];
const toDayL = (date: string, reference: TaskReference = ctx): Intent[] => toDay(l, date, reference);
const toDayN = (date: string, reference: TaskReference = ctx): Intent[] => toDay(n, date, reference);

export const THIRTYSIXTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Ring Kerrigan scaffolding', OVERDUE_L), london('on a roof, 1hr', snoozeFor(60))),
  within(reminded('Light the test candles', LATER_L), london('20 mins', snoozeFor(20))),
  within(reminded('Call the court clerk', OVERDUE_N), newYork('in a depo. 2h', snoozeFor(120))),
  within(reminded('Post the Etsy orders', OVERDUE_L), london('ugh push it 30', snoozeFor(30))),
  within(reminded('Send spreads to Philippa', OVERDUE_L), london('tmrw', ...toDayL('11-12'))),
  within(reminded('Text the flash day clients', OVERDUE_N), newYork('mid tattoo, ping me in 90', snoozeFor(90))),
  within(
    reminded('Revert back to Mrs Nair', OVERDUE_L),
    london('will revert by 6', snoozeUntil(l('11-11 18:00')), move(ctx, '2026-11-11', '18:00')),
  ),
  within(reminded('Fill the propane tanks', OVERDUE_N), newYork('arvo', ...ARVO.map((time) => snoozeUntil(n(`11-11 ${time}`))))),
  within(reminded('Pay the wax supplier', OVERDUE_L), london('can u remind me monday instead', ...toDayL('11-16'))),
  within(reminded('Tarp the Penhaligon roof', OVERDUE_L), london('snooze till 4', snoozeUntil(l('11-11 16:00')))),
  within(
    reminded('Call opposing counsel', OVERDUE_N),
    newYork('after lunch pls', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('Book the Luton van', OVERDUE_L),
    london('ask me again fri morning', snoozeUntil(l('11-13 09:00')), snoozeUntil(l('11-13 08:00'))),
  ),
  within(reminded('Restock the truck', OVERDUE_N), newYork('45', snoozeFor(45), unclear)),
  within(reminded('Collect cheque from Mr Iyer', OVERDUE_L), london('day after tomorrow pls', ...toDayL('11-13'))),
  within(reminded('Bounce the Velvet Static mix', OVERDUE_N), newYork('give me till 3', snoozeUntil(n('11-11 15:00')))),
  within(reminded('Quote the Marlowe Close gutters', OVERDUE_L), london('next week', ...toDayL('11-16'), snoozeFor(10080))),
  within(
    reminded('Email the strata', OVERDUE_L),
    london('not today mate, tmrw arvo', ...ARVO.map((time) => snoozeUntil(l(`11-12 ${time}`))), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('Call Shona about saturday cover', LATER_L), london('remind me half 7', snoozeUntil(l('11-11 19:30')))),
  within(reminded('Autoclave spore test', OVERDUE_N), newYork('snooze 3h', snoozeFor(180))),
  within(reminded('Chase the publisher for the advance', OVERDUE_L), london('leave it a couple days', snoozeFor(2880), ...toDayL('11-13'))),
  within(
    reminded('Mic cable check', OVERDUE_N),
    newYork('snooze til tmrw 10am', snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('Send the progress reports to parents', OVERDUE_L), london('pls remind after 5', snoozeUntil(l('11-11 17:00')))),
  within(reminded('Pick up the new clippers', OVERDUE_L), london('shop shut, try sat', ...toDayL('11-14'))),
  within(reminded('Check the court filings portal', OVERDUE_N), newYork('in 15', snoozeFor(15))),
  within(reminded('Ring the Fairweathers', OVERDUE_L), london('with a client, 10 min x', snoozeFor(10))),
  within(reminded('Deep clean the studio floors', OVERDUE_L), london('postpone to sunday', ...toDayL('11-15'))),
  within(reminded('Restock black ink', OVERDUE_N), newYork('after the 2pm client. say 4', snoozeUntil(n('11-11 16:00')))),
  within(reminded('Invoice Mrs Penhaligon', OVERDUE_L), london('eod', snoozeUntil(l('11-11 17:00')), snoozeUntil(l('11-11 18:00')))),
  within(
    reminded('Send the retainer letter', OVERDUE_N),
    newYork('thursday 9:15', snoozeUntil(n('11-12 09:15')), move(ctx, '2026-11-12', '09:15')),
  ),
  within(reminded('Order ridge tiles', OVERDUE_L), london('later pls, 2 hrs', snoozeFor(120))),
  within(
    reminded('Photograph the winter range', OVERDUE_L),
    london('ugh light is gone. tomorrow 10', snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('Check the shopify orders', OVERDUE_L), london('snooze pls', snoozeFor(60))),
  within(reminded('Pay the commissary kitchen', OVERDUE_N), newYork('payday is fri, remind me then', ...toDayN('11-13'))),
];

export const THIRTYSIXTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Ring Kerrigan scaffolding', l('11-12 08:00')), london('no wait 9', move(ctx, null, '09:00'))),
  within(talkedOf('Send spreads 6-9 to Philippa', l('11-16 09:00')), london('actually tuesday', move(ctx, '2026-11-17', null))),
  within(talkedOf('Call opposing counsel re discovery', n('11-11 14:30')), newYork('make it 3:15', move(ctx, null, '15:15'))),
  within(talkedOf('Post the Etsy orders', l('11-11 16:00')), london('no 4:30, post office shuts at 5:30', move(ctx, null, '16:30'))),
  within(talkedOf('Yin teacher training call', l('11-19 14:00')), london('sorry its the 20th', move(ctx, '2026-11-20', null))),
  london('prepone the Gupta demo class to 11', move(words('Gupta'), null, '11:00')),
  london('pls prepone the Mehra parents meeting to tmrw', move(words('Mehra'), '2026-11-12', null)),
  within(talkedOf('Load-in at the Bowery gig', n('11-12 19:00')), newYork('6 not 7', move(ctx, null, '18:00'))),
  within(talkedOf('Autoclave service appt', n('11-24 09:00')), newYork('wrong day, 11/23', move(ctx, '2026-11-23', null))),
  london('move the Pelham Ct clean to sunday 9', move(words('Pelham'), '2026-11-15', '09:00')),
  within(talkedOf('Take Bramble out of the dryer', inMinutes(20)), london('make it 4', move(ctx, null, '16:00'))),
  within(talkedOf('School visit at St Aidans', l('12-03 10:00')), london('oops 9:30', move(ctx, null, '09:30'))),
  newYork('push the Delacroix filing to the 19th', move(words('Delacroix'), '2026-11-19', null)),
  within(talkedOf('Fill the propane tanks', n('11-12 13:00')), newYork('actually morning, 8', move(ctx, null, '08:00'))),
  within(
    ROOF_LIST,
    london('2 to friday', move(num(2), '2026-11-13', null), snoozeUntil(l('11-13 09:00'), num(2)), snoozeUntil(l('11-13 12:00'), num(2))),
  ),
  within(talkedOf('Brekkie meeting w the new cleaner', l('11-12 08:00')), london('nah make it 7:30', move(ctx, null, '07:30'))),
  within(talkedOf('Revert back to Mrs Nair on fees', l('11-11 17:00')), london('change to tmrw 11am', move(ctx, '2026-11-12', '11:00'))),
  within(talkedOf('Inspection for the truck permit', n('11-18 07:30')), newYork('its thursday not wed', move(ctx, '2026-11-19', null))),
  within(talkedOf('Collect cheque from Mr Iyer', l('11-13 12:00')), london('kindly make it 3pm', move(ctx, null, '15:00'))),
  london('shift the tutor payroll to wednesday', move(words('tutor payroll'), '2026-11-18', null)),
  within(talkedOf('Vet for Mochi', n('11-12 15:00')), newYork('ugh 3:45 sorry', move(ctx, null, '15:45'))),
  within(talkedOf('Restock black ink + needle cartridges', n('11-14 12:00')), newYork('no, friday', move(ctx, '2026-11-13', null))),
  within(talkedOf('Get the Luton van booked', l('11-28 12:00')), london('actually the 27th', move(ctx, '2026-11-27', null))),
  within(CANDLE_LIST, london('move 4 to mon 10am', move(num(4), '2026-11-16', '10:00'), snoozeUntil(l('11-16 10:00'), num(4)))),
  within(talkedOf('Light the test candles', l('11-11 18:30')), london('half 8 actually', move(ctx, null, '20:30'))),
  newYork('can the court clerk call be tues instead', move(words('court clerk'), '2026-11-17', null)),
  within(talkedOf('Call Shona about saturday cover', l('11-11 17:30')), london('make it 2:30 tmrw', move(ctx, '2026-11-12', '14:30'))),
  within(
    TUTOR_LIST,
    london(
      'prepone 3 to thurs',
      move(num(3), '2026-11-12', null),
      snoozeUntil(l('11-12 09:00'), num(3)),
      snoozeUntil(l('11-12 12:00'), num(3)),
    ),
  ),
];

export const THIRTYSIXTH_RENAME: HeldOutItem[] = [
  within(talkedOf('Ridge tiles order'), london('rename to order 200 ridge tiles', rename(ctx, 'order 200 ridge tiles'))),
  within(talkedOf('Wax order'), london("call it 'order 20kg soy wax'", rename(ctx, 'order 20kg soy wax'))),
  newYork("rename the propane one to 'propane + ice run'", rename(words('propane'), 'propane + ice run')),
  within(talkedOf('Vet for Mochi'), newYork('change name to Mochi dental check', rename(ctx, 'Mochi dental check'))),
  london("the Gupta task should say 'Gupta demo class - maths'", rename(words('Gupta'), 'Gupta demo class - maths')),
  within(
    talkedOf('Quote for the Marlowe Close gutters'),
    london('spelling - its Marlow Close no e', rename(ctx, 'Quote for the Marlow Close gutters')),
  ),
  within(CANDLE_LIST, london("rename 2 to 'restock Fig & Cedar + Amber Noir'", rename(num(2), 'restock Fig & Cedar + Amber Noir'))),
  within(talkedOf('Retainer due from Mr Abiodun'), newYork('retitle: chase Abiodun retainer', rename(ctx, 'chase Abiodun retainer'))),
  newYork("change 'mic cable check' to 'mic + DI cable check'", rename(words('mic cable check'), 'mic + DI cable check')),
  within(talkedOf('Load-in at the Bowery gig'), newYork('call it Bowery load-in + soundcheck', rename(ctx, 'Bowery load-in + soundcheck'))),
  london('rename the DBS one to DBS renewals for all tutors', rename(words('DBS'), 'DBS renewals for all tutors')),
  within(
    talkedOf('Brekkie meeting w the new cleaner'),
    london("should be 'brekkie w Jarrah (new cleaner)'", rename(ctx, 'brekkie w Jarrah (new cleaner)')),
  ),
  within(talkedOf('School visit at St Aidans'), london('name it St Aidans author visit', rename(ctx, 'St Aidans author visit'))),
  within(LAW_LIST, newYork("rename #1 'file Delacroix motion to compel'", rename(num(1), 'file Delacroix motion to compel'))),
  within(
    talkedOf('Autoclave service appt'),
    newYork("title -> 'autoclave service + new gaskets'", rename(ctx, 'autoclave service + new gaskets')),
  ),
  london(
    "relabel the clippers task 'collect Andis clippers from supplier'",
    rename(words('clippers'), 'collect Andis clippers from supplier'),
  ),
  within(talkedOf('Restock the truck'), newYork('rename: restock truck + wipe down', rename(ctx, 'restock truck + wipe down'))),
  london(
    "change the strata one to 'email strata re gutter leak + photos'",
    rename(words('strata'), 'email strata re gutter leak + photos'),
  ),
  within(talkedOf('Tutor payroll'), london('kindly rename it as Tutor payroll - Nov', rename(ctx, 'Tutor payroll - Nov'))),
  within(
    talkedOf('Send the xmas cut-off email to customers'),
    london("make the name 'xmas last order date email'", rename(ctx, 'xmas last order date email')),
  ),
  newYork("the flash day one, call it 'flash day deposits'", rename(words('flash day'), 'flash day deposits')),
  within(STUDIO_LIST, newYork('3 should be renew Waves + Soundtoys', rename(num(3), 'renew Waves + Soundtoys'))),
];

export const THIRTYSIXTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Pick up the new clippers'), london('delete, supplier is delivering', remove(ctx))),
  london('bin the Marlowe Close quote, they went with someone else', remove(words('Marlowe Close'))),
  within(ROOF_LIST, london('del 4', remove(num(4)))),
  newYork('cancel the Bowery load-in, gig got pulled', remove(words('Bowery'))),
  london('Gupta family cancelled the demo so scrap that one', remove(words('Gupta'))),
  within(CANDLE_LIST, london('remove 3 and 5', [remove(num(3)), remove(num(5))])),
  within(talkedOf('Vet for Mochi'), newYork('nvm remove it', remove(ctx))),
  newYork('take the Ortiz billing off, the estate settled', remove(words('Ortiz'))),
  london('no need of the Mehra meeting now, kindly delete', remove(words('Mehra'))),
  london('the Abernathys postponed to spring so ditch the Luton van task. also remind me to ring the Abernathys 1 feb', [
    remove(words('Luton van')),
    task('ring the Abernathys', l('2027-02-01')),
  ]),
  within(talkedOf('Wax order'), london('kill it, found 2 boxes in the garage lol', remove(ctx))),
  newYork('lose the CLE reminder, I did them in oct', remove(words('CLE')), done(words('CLE'))),
  within(LAW_LIST, newYork('scratch 2', remove(num(2)))),
  london('remove the test candles thing', remove(words('test candles'))),
  within(talkedOf('Brekkie meeting w the new cleaner'), london('she quit before starting 🙄 bin it', remove(ctx))),
  newYork('get rid of mic cable check', remove(words('mic cable check'))),
  london('drop the st aidans visit, school cancelled', remove(words('st aidans'))),
  newYork("delete the walk-in hours post, we're booked out till jan", remove(words('walk-in hours'))),
  london('pls remove yin training call frm my list', remove(words('yin'))),
  within(STUDIO_LIST, newYork('nix #3', remove(num(3)))),
  london("done with the Hartley quote btw, and delete the scaffold one, Kerrigan can't do it", [
    done(words('Hartley')),
    remove(words('scaffold')),
  ]),
  within(talkedOf('Fill the propane tanks'), newYork('no need, Macca did it. remove', remove(ctx), done(ctx))),
  london("forget the Penhaligon invoice, he's paying cash", remove(words('Penhaligon'))),
  newYork('the Delacroix motion is moot now, settled this morning! take it off', remove(words('Delacroix'))),
  london('wipe the DBS one pls', remove(words('DBS'))),
  within(talkedOf('Tarp the Penhaligon roof'), london("cancel that, rain's not coming till sunday", remove(ctx))),
  london("Shona's covering sat now so I don't need the cover call, remove pls", remove(words('cover'))),
  within(TUTOR_LIST, london('1 and 3 not needed, pls delete', [remove(num(1)), remove(num(3))])),
];

export const THIRTYSIXTH_DONE: HeldOutItem[] = [
  within(reminded('Ring Kerrigan scaffolding', OVERDUE_L), london('rang em', done(ctx))),
  within(reminded('Post the Etsy orders', OVERDUE_L), london('posted 📦', done(ctx))),
  within(ROOF_LIST, london('1 done', done(num(1)))),
  within(CANDLE_LIST, london('2 and 4 done', [done(num(2)), done(num(4))])),
  london('wax sorted', done(words('wax'))),
  newYork(
    'finished the Velvet Static mix finally 🙌 now remind me to send it to Kiki at 4',
    [done(words('Velvet Static')), task('send it to Kiki', n('11-11 16:00'))],
    [done(words('Velvet Static')), task('send the mix to Kiki', n('11-11 16:00'))],
  ),
  within(reminded('Call opposing counsel', OVERDUE_N), newYork('spoke to them, they agreed to extend', done(ctx))),
  within(reminded('Collect cheque from Mr Iyer', OVERDUE_L), london('cheque collected ✔', done(ctx), done(words('cheque')))),
  london('btw the Pelham Ct clean is done, tenants got their full deposit back lol', done(words('Pelham'))),
  within(reminded('Take Bramble out of the dryer', OVERDUE_L), london('yep', done(ctx))),
  within(reminded('Fill the propane tanks', OVERDUE_N), newYork('all filled mate', done(ctx))),
  within(LAW_LIST, newYork('#3 sent', done(num(3)))),
  london('spreads sent to Philippa!! 🎉', done(words('spreads'))),
  within(reminded('Send the progress reports to parents', OVERDUE_L), london('sent to all parents, kindly close it', done(ctx))),
  newYork('autoclave got serviced this morning, tick it off', done(words('autoclave'))),
  london("Tilly's been picked up so the Fairweathers call is done", done(words('Fairweathers'))),
  within(reminded('Restock black ink + needle cartridges', OVERDUE_N), newYork('ordered, arrives fri', done(ctx))),
  within(STUDIO_LIST, newYork('1 and 2 done, 3 tmrw', ...toDayN('11-12', num(3)).map((later) => [done(num(1)), done(num(2)), later]))),
  within(reminded('Invoice Mrs Penhaligon', OVERDUE_L), london('invoiced ✅', done(ctx))),
  london('paid the wax supplier, and can you add order more amber jars for monday', [
    done(words('wax supplier')),
    task('order more amber jars', l('11-16')),
  ]),
  within(reminded('Check the shopify orders', OVERDUE_L), london('checked, 14 orders overnight 🙌', done(ctx))),
  newYork("did the truck restock already, also what's on tmrw", [done(words('restock')), list('tomorrow')]),
  within(reminded('Revert back to Mrs Nair on fees', OVERDUE_L), london('reverted', done(ctx))),
  within(reminded('Clean the grooming tables', OVERDUE_L), london('tables wiped and sanitised 🧽', done(ctx))),
  within(ROOF_LIST, london('the 3rd ones sorted mate', done(num(3)))),
  newYork('Kiki got the stems, mark that done pls', done(words('stems'))),
  within(reminded('Mic cable check', OVERDUE_N), newYork('done, 2 dodgy XLRs binned', done(ctx))),
  london('ridge tiles ordered. gutters next', done(words('ridge tiles'))),
  within(reminded('Water the studio plants', OVERDUE_L), london('watered 🪴', done(ctx))),
  within(reminded('Tarp the Penhaligon roof', OVERDUE_L), london('tarped before the rain, tick', done(ctx))),
  within(CANDLE_LIST, london('no.1 done', done(num(1)))),
  newYork('Delacroix motion is filed', done(words('Delacroix'))),
  within(reminded('Text the flash day clients', OVERDUE_N), newYork('texted all 8 👍', done(ctx))),
  london('long day lol. sent the roughs to Philippa at least, fingers crossed', done(words('roughs'))),
  within(
    TUTOR_LIST,
    london(
      'mock papers sent to Rohan, Banerjee fees also received',
      [done(words('mock papers')), done(words('Banerjee'))],
      [done(num(2)), done(num(1))],
    ),
  ),
];

const WHICH_CLEAN = { pending: { about: 'which_task' as const, options: ['Clean flat 4 Pelham Ct', 'Clean the Airbnb on Dorset St'] } };
const WHICH_CALL = {
  pending: { about: 'which_task' as const, options: ['Call opposing counsel', 'Call the court clerk', 'Call Mr Abiodun'] },
};
const GROOMER_OR_SUNDAYS = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hire a junior groomer or open on Sundays?',
    options: ['Hire a junior groomer', 'Open on Sundays'],
  },
};
const TRUCK_MATTERS = {
  pending: { about: 'dilemma_matters' as const, question: 'Second truck or a shop front?', options: ['Second truck', 'Shop front'] },
};
const STUDIO_OPTIONS = { pending: { about: 'dilemma_options' as const, question: 'Should I move the yoga studio?' } };
const WICK_REVIEW = { pending: { about: 'review' as const, decision: 'Switched to the cheaper wick supplier' } };
const KEEP_CALM = { pending: { about: 'keep' as const, text: 'Saying no to rush jobs made the week calmer' } };
const SURVEY = { pending: { about: 'other' as const, question: 'Which day suits the roof survey?', options: ['Monday', 'Tuesday'] } };
const STUCK = { pending: { about: 'stuck' as const, task: 'Write the picture book pitch' } };

export const THIRTYSIXTH_ANSWER: HeldOutItem[] = [
  within(WHICH_CLEAN, london('pelham', answer(1))),
  within(WHICH_CLEAN, london('2nd', answer(2))),
  within(WHICH_CLEAN, london('the airbnb one mate', answer(2))),
  within(WHICH_CLEAN, london('both actually', answer(null))),
  within(WHICH_CLEAN, london('dorset st', answer(2))),
  within(WHICH_CALL, newYork('clerk', answer(2))),
  within(WHICH_CALL, newYork('3', answer(3))),
  within(WHICH_CALL, newYork('the abiodun one', answer(3))),
  within(WHICH_CALL, newYork('first 1', answer(1))),
  within(GROOMER_OR_SUNDAYS, london('junior groomer', answer(1))),
  within(GROOMER_OR_SUNDAYS, london('sundays i reckon', answer(2))),
  within(GROOMER_OR_SUNDAYS, london('give me till the weekend to think', answer(null))),
  within(TRUCK_MATTERS, newYork('honestly just not working 7 days a week', answer(null))),
  within(TRUCK_MATTERS, newYork('cash, and keeping Macca on', answer(null))),
  within(STUDIO_OPTIONS, london('stay in the church hall or take the unit on Mill Lane', answer(null))),
  within(WICK_REVIEW, london('mixed, cheaper but 3 wicks snapped', answer(null))),
  within(WICK_REVIEW, newYork('great call tbh', answer(null))),
  within(KEEP_CALM, london('yes keep that', answer(null), note)),
  within(KEEP_CALM, london('nah', answer(null))),
  within(SURVEY, london('tues', answer(2))),
  within(SURVEY, london('monday works', answer(1))),
  within(STUCK, london("dont know what the hook is, that's the problem", answer(null))),
  within(STUCK, london('waiting on Philippa to send the brief', answer(null))),
  within(reminded('Pay the commissary kitchen', OVERDUE_N), newYork('not yet', answer(null), snoozeFor(60))),
  within(
    { pending: { about: 'other', question: 'Shall I remind you about the Abernathy move the day before?', options: [] } },
    london('ya pls', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Want your morning plan at 7?', options: [] } },
    newYork('nah 8 is better', answer(null), { kind: 'morning_plan', enabled: true, time: '08:00' }),
  ),
];

export const THIRTYSIXTH_RAMBLE: HeldOutItem[] = [
  london(
    'ok so um tmrw I gotta ring the scaffolders at 8, order ridge tiles, and like invoice Mrs Penhaligon so yeah',
    [task('ring the scaffolders', l('11-12 08:00')), task('order ridge tiles'), task('invoice Mrs Penhaligon')],
    [task('ring the scaffolders', l('11-12 08:00')), task('order ridge tiles', l('11-12')), task('invoice Mrs Penhaligon', l('11-12'))],
  ),
  newYork('voice note: right so uh, buy pork belly, um, ring the commissary about the grease trap and text Macca the roster, so yeah', [
    task('buy pork belly'),
    task('ring the commissary about the grease trap'),
    task('text Macca the roster'),
  ]),
  london('tasks: wax, wicks, jars. all by fri', [task('wax', l('11-13')), task('wicks', l('11-13')), task('jars', l('11-13'))], unclear),
  london('kindly note: 1. call Mrs Nair 2. send mock papers to Rohan 3. prepone friday demo to thursday', [
    task('call Mrs Nair'),
    task('send mock papers to Rohan'),
    move(words('demo'), '2026-11-12', null),
  ]),
  newYork('um so like mastering for the EP due friday, then uh invoice the label, and order new headphone pads lol', [
    task('mastering for the EP', n('11-13')),
    task('invoice the label'),
    task('order new headphone pads'),
  ]),
  london('end of tenancy at 9 sat, airbnb turnover 2pm sat, pay the crew fri', [
    task('end of tenancy', l('11-14 09:00')),
    task('airbnb turnover', l('11-14 14:00')),
    task('pay the crew', l('11-13')),
  ]),
  newYork('call Ms Delacroix re settlement, draft the release, bill 2.5 hrs', [
    task('call Ms Delacroix re settlement'),
    task('draft the release'),
    task('bill 2.5 hrs'),
  ]),
  london('so yeah um get linen for the Dorset St airbnb, drop Jarrah her keys and like book the carpet cleaner for tues', [
    task('get linen for the Dorset St airbnb'),
    task('drop Jarrah her keys'),
    task('book the carpet cleaner', l('11-17')),
  ]),
  newYork(
    'print stencils for the 2pm client, sterilise the station and text Luz her aftercare sheet',
    [task('print stencils for the 2pm client'), task('sterilise the station'), task('text Luz her aftercare sheet')],
    [task('print stencils for the 2pm client', n('11-11 14:00')), task('sterilise the station'), task('text Luz her aftercare sheet')],
  ),
  london('remind me 11 tmrw to ring the groomer school and at 3 to order more shampoo', [
    task('ring the groomer school', l('11-12 11:00')),
    task('order more shampoo', l('11-12 15:00')),
  ]),
  london(
    'need to sort the xmas window, email the jar supplier and like finally do my tax return ugh',
    [task('sort the xmas window'), task('email the jar supplier'), task('finally do my tax return')],
    [task('sort the xmas window'), task('email the jar supplier'), task('do my tax return')],
  ),
  newYork(
    'ok um mon 9 court, tues depo prep, wed 10am mediation',
    [task('court', n('11-16 09:00')), task('depo prep', n('11-17')), task('mediation', n('11-18 10:00'))],
    unclear,
  ),
  london('two things pls - revert back to the Banerjees by tmrw and arrange a sub tutor for Rohan on friday', [
    task('revert back to the Banerjees', l('11-12')),
    task('arrange a sub tutor for Rohan', l('11-13')),
  ]),
  london('Hartley roof done, now book skip for wexford rd thurs and get lead flashing quote', [
    done(words('Hartley')),
    task('book skip for wexford rd', l('11-12')),
    task('get lead flashing quote'),
  ]),
  newYork(
    'heaps on: fix the generator, reprint the menu boards, and get the truck washed before saturday',
    [task('fix the generator'), task('reprint the menu boards'), task('get the truck washed', n('11-14'))],
    [task('fix the generator'), task('reprint the menu boards'), task('get the truck washed', n('11-13'))],
  ),
  london('uh so like colour flats for spread 4 by monday and then do the school visit slides, and um reply to the festival', [
    task('colour flats for spread 4', l('11-16')),
    task('do the school visit slides'),
    task('reply to the festival'),
  ]),
  newYork(
    'packing boxes x40, bubble wrap, call the Szabos re parking permit',
    [task('packing boxes x40'), task('bubble wrap'), task('call the Szabos re parking permit')],
    unclear,
  ),
  london('kindly add: fees reminder to all parents on 1st dec, and tutor meet sat 10am', [
    task('fees reminder to all parents', l('12-01')),
    task('tutor meet', l('11-14 10:00')),
  ]),
  newYork(
    'remind me at noon to eat lol and at 1 to call the label',
    [task('eat', n('11-11 12:00')), task('call the label', n('11-11 13:00'))],
    [task('eat lol', n('11-11 12:00')), task('call the label', n('11-11 13:00'))],
  ),
  london('so yeah um I need to book the yoga mats delivery, uh, email the Mysore students, and like sort the studio wifi', [
    task('book the yoga mats delivery'),
    task('email the Mysore students'),
    task('sort the studio wifi'),
  ]),
  london('tmrw: 8 cockapoo full groom, 10 nail trim for Pip, 1 puppy intro', [
    task('cockapoo full groom', l('11-12 08:00')),
    task('nail trim for Pip', l('11-12 10:00')),
    task('puppy intro', l('11-12 13:00')),
  ]),
  newYork(
    'remind me to pick up the crates at 2 and drop the keys to mrs szabo after',
    [task('pick up the crates', n('11-11 14:00')), task('drop the keys to mrs szabo')],
    [task('pick up the crates', n('11-11 14:00')), task('drop the keys to mrs szabo', n('11-11 14:00'))],
  ),
  london('cancel the Mehra demo and remind me to call the Guptas thurs 5pm', [
    remove(words('Mehra')),
    task('call the Guptas', l('11-12 17:00')),
  ]),
  newYork('buy ice, top up the gas, ring the festival organiser about our pitch fee', [
    task('buy ice'),
    task('top up the gas'),
    task('ring the festival organiser about our pitch fee'),
  ]),
  london("ok voice note. um. cleaned the Pelham flat so that's done. then uh pay the crew tmrw and order more microfibre cloths", [
    done(words('Pelham')),
    task('pay the crew', l('11-12')),
    task('order more microfibre cloths'),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_THIRTYSIXTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: THIRTYSIXTH_ASK,
  recurring: THIRTYSIXTH_RECURRING,
  snooze: THIRTYSIXTH_SNOOZE,
  correction: THIRTYSIXTH_CORRECTION,
  rename: THIRTYSIXTH_RENAME,
  remove: THIRTYSIXTH_REMOVE,
  done: THIRTYSIXTH_DONE,
  answer: THIRTYSIXTH_ANSWER,
  ramble: THIRTYSIXTH_RAMBLE,
  greeting: THIRTYSIXTH_GREETING,
  thanks: THIRTYSIXTH_THANKS,
  feeling: THIRTYSIXTH_FEELING,
  question: THIRTYSIXTH_QUESTION,
  statement: THIRTYSIXTH_STATEMENT,
  decision: THIRTYSIXTH_DECISION,
  dilemma: THIRTYSIXTH_DILEMMA,
  recall: THIRTYSIXTH_RECALL,
  prioritise: THIRTYSIXTH_PRIORITISE,
  agenda: THIRTYSIXTH_AGENDA,
  free_time: THIRTYSIXTH_FREE_TIME,
  unclear: THIRTYSIXTH_UNCLEAR,
  bare: THIRTYSIXTH_BARE,
};

export const HELD_OUT_THIRTYSIXTH: HeldOutItem[] = Object.values(HELD_OUT_THIRTYSIXTH_KINDS).flat();
