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
  FIFTYSIXTH_AGENDA,
  FIFTYSIXTH_BARE,
  FIFTYSIXTH_DECISION,
  FIFTYSIXTH_DILEMMA,
  FIFTYSIXTH_FEELING,
  FIFTYSIXTH_FREE_TIME,
  FIFTYSIXTH_GREETING,
  FIFTYSIXTH_PRIORITISE,
  FIFTYSIXTH_QUESTION,
  FIFTYSIXTH_RECALL,
  FIFTYSIXTH_STATEMENT,
  FIFTYSIXTH_THANKS,
  FIFTYSIXTH_UNCLEAR,
} from './held-out-fiftysixth-b';

/**
 * The fifty-sixth held-out set: fourteen solo health, care and body-work practitioners texting in
 * the half minute between one client and the next. In and around London: a physiotherapist, a
 * sports-massage therapist, a locum vet, a chiropodist, a dental hygienist working across two
 * practices, a home-care nurse running her own small agency and a mobile hairdresser. In and around
 * New York: a counsellor, a personal trainer, a doula, a speech therapist, a tattoo artist, a yoga
 * teacher who rents studio time and a nutritionist. Appointments, sessions, slots, clients by first
 * name or initials, cancellations, insurers, CPD and consumables, in each trade's shorthand, one
 * thumb, often at the tired end of a clinic day. Read at HELD_OUT_NOW: Wednesday 11 November 2026,
 * 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per practice. */
const PHYSIO_LIST = {
  listed: ['Write up Tom H discharge letter', 'Invoice Bupa for October', 'Order kinesio tape', 'Call back Mrs Lowe re knee'],
};
const CARE_LIST = {
  listed: ['Update Mr Akande care plan', 'Send the December rota', 'Chase the district nurse re Mrs P', 'Renew DBS for Joy'],
};
const HYG_LIST = { listed: ['Order Cavitron inserts', 'Perio CPD module', 'Ealing rota swap', 'Return Chiswick keys'] };
const VET_LIST = { listed: ['Send locum invoice to Croydon', 'RCVS CPD log', 'Call Mrs Byrne re Bailey bloods', 'Book car service'] };
const SLP_LIST = { listed: ['Write Mateo eval report', 'Submit Medicaid claims', 'Email IEP team re Ava', 'Order artic cards'] };
const TATTOO_LIST = { listed: ['Draw the koi sleeve stencil', 'Order cartridges', 'Refund Jordan deposit', 'Post healed photos'] };
const YOGA_LIST = { listed: ['Pay studio rent', 'Plan the yin workshop', 'Update Mindbody schedule', 'Buy new blocks'] };
const NUTRI_LIST = { listed: ['Send Kevin his meal plan', 'Superbill for Ms Torres', 'Review food logs', 'Renew CDR CEUs'] };

export const FIFTYSIXTH_ASK: HeldOutItem[] = [
  london('ax new pt Mr Fenwick-Hill thurs 8.15am', task('ax new pt Mr Fenwick-Hill', l('11-12 08:15'))),
  london('remind me to send Bupa the Oct invoices by fri', task('send Bupa the Oct invoices', l('11-13'))),
  london(
    'need to order couch roll & massage wax b4 the weekend',
    task('order couch roll & massage wax', l('11-13')),
    task('order couch roll & massage wax', l('11-13 17:00')),
  ),
  london(
    'remind me fri at 8pm to pack scrubs + stethoscope for the Kingston locum',
    task('pack scrubs + stethoscope for the Kingston locum', l('11-13 20:00')),
  ),
  london('autoclave service 2/12 9am', task('autoclave service', l('12-02 09:00'))),
  london('tmr 7.45 take airflow powder to Chiswick', task('take airflow powder to Chiswick', l('11-12 07:45'))),
  london('CQC inspection prep meeting mon 10am with Joy', task('CQC inspection prep meeting with Joy', l('11-16 10:00'))),
  london(
    'Mrs Doyle root tint + trim sat half 9 at hers in Hornchurch',
    task('Mrs Doyle root tint + trim at hers in Hornchurch', l('11-14 09:30')),
    task('Mrs Doyle root tint + trim', l('11-14 09:30')),
  ),
  london("in 15 mins ring Dr Shah's secretary re the MRI", task("ring Dr Shah's secretary re the MRI", inMinutes(15))),
  london(
    'remind me tomoz to invoice the rugby club for the match day rubs',
    task('invoice the rugby club for the match day rubs', l('11-12')),
  ),
  london(
    'log RCVS CPD hours by the 30th!!',
    task('log RCVS CPD hours', l('11-30'), { important: true }),
    task('log RCVS CPD hours', l('11-30')),
  ),
  london(
    'order no.15 blades and sterile dressings asap',
    task('order no.15 blades and sterile dressings', null, { important: true }),
    task('order no.15 blades and sterile dressings'),
  ),
  london(
    'pay GDC annual retention fee before 31 dec',
    task('pay GDC annual retention fee', l('12-31')),
    task('pay GDC annual retention fee', l('12-30')),
  ),
  london(
    "at 5 ring Mrs Patterson's daughter about the respite week",
    task("ring Mrs Patterson's daughter about the respite week", l('11-11 17:00')),
  ),
  london(
    "half 3 tmrw call the Bromley club physio about Jonno's hammy",
    task("call the Bromley club physio about Jonno's hammy", l('11-12 15:30')),
  ),
  newYork('superbill for J.K. due fri, remind me thurs 4pm', task('superbill for J.K.', n('11-12 16:00'))),
  newYork('tmrw 6am session w/ Derek at his building gym', task('session w/ Derek at his building gym', n('11-12 06:00'))),
  newYork(
    'prenatal visit w Keisha 11/17 at 1 in Jamaica Queens',
    task('prenatal visit w Keisha in Jamaica Queens', n('11-17 13:00')),
    task('prenatal visit w Keisha', n('11-17 13:00')),
  ),
  newYork("write up Mateo's eval report by monday", task("write up Mateo's eval report", n('11-16'))),
  newYork('remind me 2 order more 3RL cartridges tonite at 9', task('order more 3RL cartridges', n('11-11 21:00'))),
  newYork('pay the studio rent for dec on the 28th', task('pay the studio rent for dec', n('11-28'))),
  newYork('send Kevin his meal plan in 2 hrs', task('send Kevin his meal plan', inMinutes(120))),
  newYork('LCSW license renewal by 1/31', task('LCSW license renewal', n('2027-01-31 12:00'))),
  newYork('finish NASM CEU module sun 8pm', task('finish NASM CEU module', n('11-15 20:00'))),
  newYork(
    "URGENT call Bri's midwife back at 11",
    task("call Bri's midwife back", n('11-11 11:00'), { important: true }),
    task("URGENT call Bri's midwife back", n('11-11 11:00'), { important: true }),
  ),
  newYork("email the IEP team re Ava's goals noon tmrw", task("email the IEP team re Ava's goals", n('11-12 12:00'))),
  newYork('koi sleeve consult w Jordan sat 2pm', task('koi sleeve consult w Jordan', n('11-14 14:00'))),
  newYork('update mindbody with the thanksgiving schedule by the 20th', task('update mindbody with the thanksgiving schedule', n('11-20'))),
  newYork(
    'follow up call w Ms Torres in 2 weeks',
    task('follow up call w Ms Torres', n('11-25')),
    task('follow up call w Ms Torres', n('11-25 10:00')),
  ),
];

export const FIFTYSIXTH_RECURRING: HeldOutItem[] = [
  london(
    'every monday 7:30 check the clinic room bookings',
    task('check the clinic room bookings', l('11-16 07:30'), { repeat: every('week') }),
  ),
  london(
    'wash the couch covers every sunday at 6',
    task('wash the couch covers', l('11-15 18:00'), { repeat: every('week') }),
    task('wash the couch covers', l('11-15 06:00'), { repeat: every('week') }),
  ),
  london('every 1st of the month send locum invoices', task('send locum invoices', l('12-01'), { repeat: every('month') })),
  london(
    'run the autoclave test strip every morning at 8',
    task('run the autoclave test strip', l('11-12 08:00'), { repeat: every('day') }),
  ),
  london(
    'every thursday 6pm timesheet to Ealing practice',
    task('timesheet to Ealing practice', l('11-12 18:00'), { repeat: every('week') }),
  ),
  london('rota for the carers every friday 2pm', task('rota for the carers', l('11-13 14:00'), { repeat: every('week') })),
  london('Mrs Doyle roots every 6 weeks starting 19 dec', task('Mrs Doyle roots', l('12-19'), { repeat: every('week', 6) })),
  london(
    'every weekday at 6 finish notes before leaving',
    task('finish notes before leaving', l('11-11 18:00'), { repeat: every('weekday') }),
  ),
  london('fortnightly tues 7pm rugby club rubs', task('rugby club rubs', l('11-17 19:00'), { repeat: every('week', 2) })),
  london('every year on 1 april pay RCVS renewal', task('pay RCVS renewal', l('2027-04-01 12:00'), { repeat: every('year') })),
  london(
    'every day at 8am check the overnight carer notes',
    task('check the overnight carer notes', l('11-12 08:00'), { repeat: every('day') }),
  ),
  london('each wednesday at 5 order stock', task('order stock', l('11-11 17:00'), { repeat: every('week') })),
  london('renew HCPC every 2 years - next due 28 feb', task('renew HCPC', l('2027-02-28 12:00'), { repeat: every('year', 2) })),
  newYork(
    'every friday at 4 write progress notes for the week',
    task('write progress notes for the week', n('11-13 16:00'), { repeat: every('week') }),
  ),
  newYork(
    'remind me every sunday at 7pm to send clients their weekly plans',
    task('send clients their weekly plans', n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'every monday check in w my on-call backup doula',
    task('check in w my on-call backup doula', n('11-16'), { repeat: every('week') }),
  ),
  newYork('submit medicaid claims every 2 weeks on friday', task('submit medicaid claims', n('11-13'), { repeat: every('week', 2) })),
  newYork('every tues at noon post flash on insta', task('post flash on insta', n('11-17 12:00'), { repeat: every('week') })),
  newYork('studio rent every month on the 1st', task('studio rent', n('12-01'), { repeat: every('month') })),
  newYork('every weekday 8:30 review client food logs', task('review client food logs', n('11-12 08:30'), { repeat: every('weekday') })),
  newYork('supervision call every other thursday 1pm', task('supervision call', n('11-12 13:00'), { repeat: every('week', 2) })),
  newYork('weigh-in w Carla every 4 weeks, first one mon 7am', task('weigh-in w Carla', n('11-16 07:00'), { repeat: every('week', 4) })),
  newYork('every night at 11 fill in the autoclave log', task('fill in the autoclave log', n('11-11 23:00'), { repeat: every('day') })),
  newYork(
    'every wednesday at 7:30pm yin class at the Park Slope studio',
    task('yin class at the Park Slope studio', n('11-11 19:30'), { repeat: every('week') }),
  ),
  newYork('ASHA dues every year on dec 31', task('ASHA dues', n('12-31'), { repeat: every('year') })),
];

const OVERDUE_L = l('11-11 14:30');
const OVERDUE_N = n('11-11 09:30');

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
/** A snooze to a clock time today: as a snooze, or as a move of the task's time. */
const laterTodayL = (time: string): ReturnType<typeof move>[] => [
  snoozeUntil(l(`11-11 ${time}`)),
  move(ctx, '2026-11-11', time),
  move(ctx, null, time),
];
const laterTodayN = (time: string): ReturnType<typeof move>[] => [
  snoozeUntil(n(`11-11 ${time}`)),
  move(ctx, '2026-11-11', time),
  move(ctx, null, time),
];

export const FIFTYSIXTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Write up Tom H discharge letter', OVERDUE_L), london('next pt just walked in, 40 min', snoozeFor(40))),
  within(reminded('Invoice Bupa for October', OVERDUE_L), london('not now. after 6', ...laterTodayL('18:00'))),
  within(reminded('Order couch roll & massage wax', OVERDUE_L), london('mid rub, 20', snoozeFor(20))),
  within(reminded('Call Mrs Byrne re Bailey bloods', OVERDUE_L), london('results not back yet, try me tmrw', ...toDayL('11-12'))),
  within(reminded('Order no.15 blades and sterile dressings', OVERDUE_L), london('snooze till monday', ...toDayL('11-16'))),
  within(reminded('Update Mr Akande care plan', OVERDUE_L), london('can u remind me at 7 tonight', ...laterTodayL('19:00'))),
  within(reminded('Pay GDC annual retention fee', OVERDUE_L), london('payday is the 28th, push it to then', ...toDayL('11-28'))),
  within(reminded('Ring the wholesaler re Wella 7/1', OVERDUE_L), london('in the car, 30 mins x', snoozeFor(30))),
  within(reminded('Log RCVS CPD hours', OVERDUE_L), london('weekend job, sat', ...toDayL('11-14'))),
  within(reminded('Send the December rota', OVERDUE_L), london('hour pls', snoozeFor(60))),
  within(reminded('Call the Bromley club physio', OVERDUE_L), london('remind me again in 2 and a half hours', snoozeFor(150))),
  within(
    reminded('Chase the district nurse re Mrs P', OVERDUE_L),
    london('shes on a visit til 4, remind me quarter past', ...laterTodayL('16:15')),
  ),
  within(
    reminded('Put airflow powder in the car', OVERDUE_L),
    london(
      'not til tmrw morning, first thing',
      snoozeUntil(l('11-12 08:00')),
      snoozeUntil(l('11-12 09:00')),
      move(ctx, '2026-11-12', '08:00'),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(reminded('Superbill for J.K.', OVERDUE_N), newYork('in session, 50 min', snoozeFor(50))),
  within(reminded('Send Derek his program', OVERDUE_N), newYork("after my 12 o'clock, so 1:15", ...laterTodayN('13:15'))),
  within(reminded("Call Bri's midwife back", OVERDUE_N), newYork('shes not picking up, try in 45', snoozeFor(45))),
  within(reminded("Write up Mateo's eval report", OVERDUE_N), newYork('push to friday', ...toDayN('11-13'))),
  within(reminded('Order more 3RL cartridges', OVERDUE_N), newYork('snooze 3h', snoozeFor(180))),
  within(reminded('Pay the studio rent for dec', OVERDUE_N), newYork('not till the 1st', ...toDayN('12-01'))),
  within(reminded('Send Kevin his meal plan', OVERDUE_N), newYork('ugh give me 10', snoozeFor(10))),
  within(
    reminded('Review client food logs', OVERDUE_N),
    newYork(
      'tmrw am',
      snoozeUntil(n('11-12 08:00')),
      snoozeUntil(n('11-12 09:00')),
      move(ctx, '2026-11-12', '08:00'),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(reminded("Email the IEP team re Ava's goals", OVERDUE_N), newYork('later', snoozeFor(60))),
  within(reminded('Submit medicaid claims', OVERDUE_N), newYork("portal's down, try me in a couple hours", snoozeFor(120))),
  within(reminded('Refund Jordan deposit', OVERDUE_N), newYork('next week', ...toDayN('11-16'))),
  within(reminded('Post flash on insta', OVERDUE_N), newYork('🙄 20 min', snoozeFor(20))),
  within(reminded('Update Mindbody schedule', OVERDUE_N), newYork('remind me at 4:30', ...laterTodayN('16:30'))),
];

export const FIFTYSIXTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Ax new pt Mr Fenwick-Hill', l('11-12 08:15')), london('sorry 8.45 not 8.15', move(ctx, null, '08:45'))),
  within(talkedOf('Send Bupa the Oct invoices', l('11-13 12:00')), london('hmm no, thursday is better', move(ctx, '2026-11-12', null))),
  within(
    talkedOf('Invoice the rugby club for the match day rubs', l('11-12 12:00')),
    london('no make it monday, they pay on the 16th anyway', move(ctx, '2026-11-16', null)),
  ),
  within(talkedOf('Pack scrubs + stethoscope for the Kingston locum', l('11-13 20:00')), london('earlier, 6', move(ctx, null, '18:00'))),
  within(talkedOf('Autoclave service', l('12-02 09:00')), london('engineer rang, its the 3rd now', move(ctx, '2026-12-03', null))),
  within(
    talkedOf('Take airflow powder to Chiswick', l('11-12 07:45')),
    london("wait I'm at Ealing tmrw, make it friday", move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('CQC inspection prep meeting with Joy', l('11-16 10:00')), london('joy cant do 10, half 11', move(ctx, null, '11:30'))),
  within(talkedOf('Mrs Doyle root tint + trim', l('11-14 09:30')), london('she wants 10 now', move(ctx, null, '10:00'))),
  within(
    talkedOf("Ring Mrs Patterson's daughter about the respite week", l('11-11 17:00')),
    london('make that 5.30', move(ctx, null, '17:30')),
  ),
  london('move the Fenwick-Hill ax to tues 17th 9am', move(words('Fenwick-Hill'), '2026-11-17', '09:00')),
  london(
    'push the rugby club invoice to next friday',
    move(words('rugby club'), '2026-11-20', null),
    move(words('rugby club'), '2026-11-13', null),
  ),
  london(
    'change the Patterson call to tomorrow same time',
    move(words('Patterson'), '2026-11-12', null),
    move(words('Patterson'), '2026-11-12', '17:00'),
  ),
  within(talkedOf('Order no.15 blades and sterile dressings'), london('put it on for thursday', move(ctx, '2026-11-12', null))),
  within(talkedOf('Session w/ Derek at his building gym', n('11-12 06:00')), newYork('no 6:30, he texted', move(ctx, null, '06:30'))),
  within(talkedOf('Prenatal visit w Keisha', n('11-17 13:00')), newYork('oops 11/18 not 17', move(ctx, '2026-11-18', null))),
  within(
    talkedOf("Write up Mateo's eval report", n('11-16 12:00')),
    newYork("wait the meeting's friday, make it thursday", move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('Order more 3RL cartridges', n('11-11 21:00')), newYork('make it 8 instead', move(ctx, null, '20:00'))),
  within(
    talkedOf('Koi sleeve consult w Jordan', n('11-14 14:00')),
    newYork('jordan moved it to sunday 3', move(ctx, '2026-11-15', '15:00')),
  ),
  within(
    talkedOf('Pay the studio rent for dec', n('11-28 12:00')),
    newYork('landlord wants it by the 25th', move(ctx, '2026-11-25', null)),
  ),
  within(
    talkedOf('Follow up call w Ms Torres', n('11-25 12:00')),
    newYork('the 24th at 11 actually, wed is thanksgiving eve', move(ctx, '2026-11-24', '11:00')),
  ),
  within(talkedOf("Call Bri's midwife back", n('11-11 11:00')), newYork('11:30', move(ctx, null, '11:30'))),
  newYork('move Derek to 7am thurs', move(words('Derek'), '2026-11-12', '07:00')),
  newYork(
    'push the superbill reminder to friday morning',
    move(words('superbill'), '2026-11-13', '09:00'),
    move(words('superbill'), '2026-11-13', '08:00'),
    move(words('superbill'), '2026-11-13', null),
  ),
  newYork("shift Kevin's meal plan to 3pm", move(words('Kevin'), null, '15:00')),
  within(talkedOf('Finish NASM CEU module', n('11-15 20:00')), newYork('make it saturday', move(ctx, '2026-11-14', null))),
  within(talkedOf("Email the IEP team re Ava's goals", n('11-12 12:00')), newYork('no wait before school, 7:30', move(ctx, null, '07:30'))),
];

export const FIFTYSIXTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Ax new pt Mr Fenwick-Hill'),
    london('rename it "NP ax - Fenwick-Hill, L knee"', rename(ctx, 'NP ax - Fenwick-Hill, L knee')),
  ),
  within(
    talkedOf('Invoice the rugby club for the match day rubs'),
    london("call it 'Bromley RFC invoice - Oct rubs'", rename(ctx, 'Bromley RFC invoice - Oct rubs')),
  ),
  london("change the scrubs one to 'pack scrubs, steth, thermometer'", rename(words('scrubs'), 'pack scrubs, steth, thermometer')),
  within(
    talkedOf('Autoclave service'),
    london('name it autoclave service + validation cert', rename(ctx, 'autoclave service + validation cert')),
  ),
  within(
    talkedOf('Take airflow powder to Chiswick'),
    london(
      'should say airflow powder AND prophy paste',
      rename(ctx, 'take airflow powder and prophy paste to Chiswick'),
      rename(ctx, 'airflow powder and prophy paste'),
    ),
  ),
  within(
    talkedOf('CQC inspection prep meeting with Joy'),
    london('retitle to CQC prep w Joy + Femi', rename(ctx, 'CQC prep w Joy + Femi')),
  ),
  london("rename Mrs Doyle's appt to 'Mrs Doyle roots + cut (bring foils)'", rename(words('Doyle'), 'Mrs Doyle roots + cut (bring foils)')),
  within(PHYSIO_LIST, london('rename 3 to order kinesio tape + hypafix', rename(num(3), 'order kinesio tape + hypafix'))),
  within(CARE_LIST, london('no. 4 should be "renew DBS for Joy and Tendai"', rename(num(4), 'renew DBS for Joy and Tendai'))),
  within(talkedOf('Log RCVS CDP hours'), london('typo - CPD not CDP', rename(ctx, 'Log RCVS CPD hours'))),
  london("the blades task → 'order no.15 + no.10 blades'", rename(words('blades'), 'order no.15 + no.10 blades')),
  within(
    talkedOf('Ring the wholesaler re Wella 7/1'),
    london('make it "ring Sally\'s re Wella 7/1 + 6/0"', rename(ctx, "ring Sally's re Wella 7/1 + 6/0")),
  ),
  within(
    talkedOf('Superbill for J.K.'),
    newYork("rename to 'J.K. superbill - Aetna, Oct sessions'", rename(ctx, 'J.K. superbill - Aetna, Oct sessions')),
  ),
  within(
    talkedOf('Session w/ Derek at his building gym'),
    newYork('change it to Derek - legs + mobility', rename(ctx, 'Derek - legs + mobility')),
  ),
  within(
    talkedOf('Prenatal visit w Keisha'),
    newYork('call it prenatal #3 Keisha (birth plan review)', rename(ctx, 'prenatal #3 Keisha (birth plan review)')),
  ),
  within(SLP_LIST, newYork('rename 4 to order artic cards + bubbles', rename(num(4), 'order artic cards + bubbles'))),
  newYork(
    "change 'Draw the koi sleeve stencil' to 'koi sleeve stencil v2 - smaller scales'",
    rename(words('koi sleeve stencil'), 'koi sleeve stencil v2 - smaller scales'),
  ),
  within(
    talkedOf('Pay the studio rent for dec'),
    newYork('title: Dec studio rent (Park Slope)', rename(ctx, 'Dec studio rent (Park Slope)')),
  ),
  newYork("the Kevin one should be 'Kevin meal plan - low FODMAP'", rename(words('Kevin'), 'Kevin meal plan - low FODMAP')),
  within(YOGA_LIST, newYork('2 → plan yin + sound bath workshop', rename(num(2), 'plan yin + sound bath workshop'))),
  within(talkedOf('Finish NASM CEU module'), newYork('rename: NASM CES module 4', rename(ctx, 'NASM CES module 4'))),
  within(
    talkedOf("Email the IEP team re Ava's goals"),
    newYork(
      'Ava R. not Ava, theres two avas. fix the name',
      rename(ctx, "Email the IEP team re Ava R.'s goals"),
      rename(ctx, 'Email the IEP team re Ava R. goals'),
    ),
  ),
  within(NUTRI_LIST, newYork('rename the 2nd one to superbill for Ms Torres (Cigna)', rename(num(2), 'superbill for Ms Torres (Cigna)'))),
];

export const FIFTYSIXTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Ax new pt Mr Fenwick-Hill'), london("delete, he's cancelled – gone private elsewhere", remove(ctx))),
  within(PHYSIO_LIST, london('bin no 2, the finance girl does the bupa ones now', remove(num(2)))),
  london("cancel the rugby club reminder, season's been called off", remove(words('rugby club'))),
  within(talkedOf('Pack scrubs + stethoscope for the Kingston locum'), london('kingston cancelled the shift, get rid', remove(ctx))),
  within(VET_LIST, london('delete 4', remove(num(4)))),
  london('take the autoclave service off, rep is coming anyway', remove(words('autoclave'))),
  within(HYG_LIST, london('remove the ealing rota swap one', remove(num(3)), remove(words('ealing rota swap')))),
  within(talkedOf('CQC inspection prep meeting with Joy'), london('scrap that, CQC postponed til feb', remove(ctx))),
  london("delete mrs doyle's appt she's in hospital bless her", remove(words('doyle'))),
  within(CARE_LIST, london('the 3rd can go, DN came this morning', remove(num(3)), done(num(3)))),
  london('remove the GDC fee reminder - practice pays it', remove(words('GDC'))),
  london('kill the kinesio tape one, found a box in the cupboard', remove(words('kinesio tape')), done(words('kinesio tape'))),
  within(talkedOf('Superbill for J.K.'), newYork("delete that, client's paying out of pocket now", remove(ctx))),
  within(TATTOO_LIST, newYork('scratch #3, jordan wants the deposit kept on file', remove(num(3)))),
  newYork('cancel the derek sessions reminder, he moved to florida lol', remove(words('derek'))),
  within(talkedOf('Prenatal visit w Keisha'), newYork('pls remove, she delivered early!! 💕', remove(ctx))),
  within(SLP_LIST, newYork('remove 2, the biller is doing them now', remove(num(2)))),
  newYork('delete the ASHA dues one, my employer covers it', remove(words('ASHA'))),
  within(talkedOf('Order more 3RL cartridges'), newYork('nvm remove, found a box', remove(ctx), done(ctx))),
  within(YOGA_LIST, newYork('take blocks off the list', remove(num(4)), remove(words('blocks')))),
  newYork("get rid of the thanksgiving schedule task, studio's doing it", remove(words('thanksgiving schedule'))),
  within(talkedOf('Follow up call w Ms Torres'), newYork("cancel that, she's discharged", remove(ctx))),
  within(NUTRI_LIST, newYork('first one can go', remove(num(1)))),
  newYork('erase the supervision call thing, my supervisor retired', remove(words('supervision call'))),
];

export const FIFTYSIXTH_DONE: HeldOutItem[] = [
  within(reminded('Write up Tom H discharge letter', OVERDUE_L), london('done, sent to GP', done(ctx))),
  within(PHYSIO_LIST, london('done 1 and 4', [done(num(1)), done(num(4))])),
  within(reminded('Order couch roll & massage wax', OVERDUE_L), london('ordered from physique ✔', done(ctx))),
  within(reminded('Call Mrs Byrne re Bailey bloods', OVERDUE_L), london('rang her, bloods normal, relieved', done(ctx))),
  london('sent the locum invoice to Croydon', done(words('locum invoice')), done(words('Croydon'))),
  within(reminded('Run the autoclave test strip', OVERDUE_L), london('passed ✅', done(ctx))),
  within(reminded('Put airflow powder in the car', OVERDUE_L), london('its in the boot 👍', done(ctx))),
  within(CARE_LIST, london('no 2 sent', done(num(2)))),
  within(reminded('Rota for the carers', OVERDUE_L), london('rota out', done(ctx))),
  within(reminded('Ring the wholesaler re Wella 7/1', OVERDUE_L), london('sorted hun, they had loads', done(ctx))),
  london("mrs patterson's daughter rang me actually so thats done", done(words('Patterson'))),
  within(reminded('Log RCVS CPD hours', OVERDUE_L), london('logged all 35 hrs!', done(ctx))),
  within(HYG_LIST, london('did the perio module on my lunch, tick 2', done(num(2)))),
  within(talkedOf('CQC inspection prep meeting with Joy'), london('meeting done, went well', done(ctx))),
  within(reminded('Superbill for J.K.', OVERDUE_N), newYork('submitted', done(ctx))),
  within(TATTOO_LIST, newYork('stencil done + cartridges ordered', [done(num(1)), done(num(2))])),
  within(reminded("Call Bri's midwife back", OVERDUE_N), newYork('talked to her ✔', done(ctx))),
  within(reminded('Submit medicaid claims', OVERDUE_N), newYork('all 14 claims in', done(ctx))),
  within(YOGA_LIST, newYork('1 paid', done(num(1)))),
  newYork('sent kevin his plan', done(words('kevin'))),
  within(reminded('Review client food logs', OVERDUE_N), newYork('reviewed', done(ctx))),
  within(reminded('Send clients their weekly plans', OVERDUE_N), newYork('sent em all', done(ctx))),
  within(reminded('Fill in the autoclave log', OVERDUE_N), newYork('logged', done(ctx))),
  newYork("finished mateo's report finally!!", done(words('mateo'))),
  within(SLP_LIST, newYork('3 is done', done(num(3)))),
  within(reminded('Check in w my on-call backup doula', OVERDUE_N), newYork("she's good for the 20th-30th, done", done(ctx))),
  within(reminded('Post flash on insta', OVERDUE_N), newYork('posted 🔥', done(ctx))),
];

const WHICH_LETTER = {
  pending: { about: 'which_task' as const, options: ['Write up Tom H discharge letter', 'Referral letter for Mrs Lowe'] },
};
const WHICH_INVOICE = {
  pending: {
    about: 'which_task' as const,
    options: ['Invoice the council for October visits', 'Invoice Mrs Patterson privately', 'Invoice the Hendersons for respite'],
  },
};
const WHICH_SESSION = {
  pending: { about: 'which_task' as const, options: ['Session w Derek', 'Session w Carla', 'Session w the Hoboken group'] },
};
const GYM_ROOM = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Rent a room at the gym or stay mobile?',
    options: ['Rent the room at the gym', 'Stay mobile'],
  },
};
const STUDIO = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take the Tribeca studio slot or keep Park Slope?',
    options: ['Tribeca', 'Park Slope'],
  },
};
const CHISWICK_MATTERS = {
  pending: { about: 'dilemma_matters' as const, question: 'Drop the Chiswick practice?', options: ['Drop Chiswick', 'Keep both'] },
};
const INSURANCE_OPTIONS = { pending: { about: 'dilemma_options' as const, question: 'Should I stop taking insurance?' } };
const WEEKENDS_REVIEW = { pending: { about: 'review' as const, decision: 'Stopped doing weekend locums' } };
const BIRTHS_REVIEW = { pending: { about: 'review' as const, decision: 'Capped births at three a month' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Leaving 10 minutes between patients stops the day running late' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Not checking email after 7 makes the evenings mine' } };
const STUCK_L = { pending: { about: 'stuck' as const, task: 'Update Mr Akande care plan' } };
const PLAN_TIME = { pending: { about: 'other' as const, question: 'Morning plan at 7 or 7:30?', options: ['7', '7:30'] } };
const AGAIN_L = { pending: { about: 'other' as const, question: 'Shall I remind you again tomorrow?', options: [] } };

export const FIFTYSIXTH_ANSWER: HeldOutItem[] = [
  within(WHICH_LETTER, london('the discharge one', answer(1))),
  within(WHICH_LETTER, london('2', answer(2))),
  within(WHICH_LETTER, london("mrs lowe's", answer(2))),
  within(WHICH_INVOICE, london('council', answer(1))),
  within(WHICH_INVOICE, london('the hendersons pls', answer(3))),
  within(WHICH_INVOICE, london('2nd one x', answer(2))),
  within(WHICH_INVOICE, london('neither actually', answer(null))),
  within(WHICH_SESSION, newYork('carla', answer(2))),
  within(WHICH_SESSION, newYork('the group one', answer(3))),
  within(WHICH_SESSION, newYork('#1', answer(1))),
  within(GYM_ROOM, london('the gym room', answer(1))),
  within(GYM_ROOM, london('stay mobile, i like being on the road', answer(2))),
  within(GYM_ROOM, london('not decided, seeing the room fri', answer(null))),
  within(STUDIO, newYork('tribeca!', answer(1))),
  within(STUDIO, newYork('second', answer(2))),
  within(STUDIO, newYork('keep park slope i think', answer(2))),
  within(CHISWICK_MATTERS, london('the commute mostly, and the money', answer(null))),
  within(INSURANCE_OPTIONS, newYork('either go cash only or just keep aetna and drop the rest', answer(null))),
  within(WEEKENDS_REVIEW, london('honestly best decision, sundays are mine again', answer(null))),
  within(BIRTHS_REVIEW, newYork('mixed tbh, money is tighter but im sleeping', answer(null))),
  within(KEEP_L, london('yes keep', answer(null), note)),
  within(KEEP_N, newYork('save it 🙏', answer(null), note)),
  within(KEEP_N, newYork('nah skip that one', answer(null))),
  within(STUCK_L, london('waiting on the GP to send his new meds list', answer(null))),
  within(PLAN_TIME, newYork('7:30 pls', answer(2))),
  within(AGAIN_L, london('yes pls hun', answer(null))),
];

export const FIFTYSIXTH_RAMBLE: HeldOutItem[] = [
  london("need to: write up Tom's notes, ring Mrs Lowe re her scan, order more hypafix", [
    task("write up Tom's notes"),
    task('ring Mrs Lowe re her scan'),
    task('order more hypafix'),
  ]),
  london(
    'right so tomorrow um rub Jonno at 7am, then the club session at 12, and at some point wash all the towels',
    [task('rub Jonno', l('11-12 07:00')), task('club session', l('11-12 12:00')), task('wash all the towels')],
    [task('rub Jonno', l('11-12 07:00')), task('club session', l('11-12 12:00')), task('wash all the towels', l('11-12'))],
  ),
  london(
    'pack scrubs, fill up the car & print the Kingston rota for sat',
    [task('pack scrubs'), task('fill up the car'), task('print the Kingston rota', l('11-14'))],
    [task('pack scrubs'), task('fill up the car'), task('print the Kingston rota for sat')],
  ),
  london('order blades, call Mrs Okafor re orthotics, and book the autoclave service', [
    task('order blades'),
    task('call Mrs Okafor re orthotics'),
    task('book the autoclave service'),
  ]),
  london('tmrw 8am open up at Chiswick, 2pm perio review Mr Grant, 5.30 practice meeting', [
    task('open up at Chiswick', l('11-12 08:00')),
    task('perio review Mr Grant', l('11-12 14:00')),
    task('practice meeting', l('11-12 17:30')),
  ]),
  london("renew Joy's DBS, invoice the Hendersons, and ring the council about Mr Akande's hours by friday", [
    task("renew Joy's DBS"),
    task('invoice the Hendersons'),
    task("ring the council about Mr Akande's hours", l('11-13')),
  ]),
  london("babe I need to get more foils, pick up Mrs Doyle's colour from Sally's, and text Kim her appt", [
    task('get more foils'),
    task("pick up Mrs Doyle's colour from Sally's"),
    task('text Kim her appt'),
  ]),
  london(
    'order theraband + ice packs, chase Bupa re pre-auth for Mr Khan, book CPD course on shoulders',
    [task('order theraband + ice packs'), task('chase Bupa re pre-auth for Mr Khan'), task('book CPD course on shoulders')],
    [task('order theraband'), task('order ice packs'), task('chase Bupa re pre-auth for Mr Khan'), task('book CPD course on shoulders')],
  ),
  london(
    'sunday 10am CPD webinar on feline dentals, then monday invoice Kingston and Croydon',
    [task('CPD webinar on feline dentals', l('11-15 10:00')), task('invoice Kingston and Croydon', l('11-16'))],
    [task('CPD webinar on feline dentals', l('11-15 10:00')), task('invoice Kingston', l('11-16')), task('invoice Croydon', l('11-16'))],
  ),
  london('remind me at 4 to call Joy and at 6 to send the rota', [
    task('call Joy', l('11-11 16:00')),
    task('send the rota', l('11-11 18:00')),
  ]),
  london('book van MOT, buy new lacrosse balls and email the triathlon club re their deal', [
    task('book van MOT'),
    task('buy new lacrosse balls'),
    task('email the triathlon club re their deal'),
  ]),
  london('1. order dressings 2. post the orthotics back to the lab 3. ring Mr Singh with his appt', [
    task('order dressings'),
    task('post the orthotics back to the lab'),
    task('ring Mr Singh with his appt'),
  ]),
  newYork('to do: progress notes for 3 clients, submit aetna claims, call my supervisor back by 5', [
    task('progress notes for 3 clients'),
    task('submit aetna claims'),
    task('call my supervisor back', n('11-11 17:00')),
  ]),
  newYork('tomorrow: 6am Derek, 7:30 Carla, noon Hoboken bootcamp', [
    task('Derek', n('11-12 06:00')),
    task('Carla', n('11-12 07:30')),
    task('Hoboken bootcamp', n('11-12 12:00')),
  ]),
  newYork(
    "so um I have Keisha's birth plan review friday at 2, I gotta restock the birth bag and uh call the hospital about the VBAC policy",
    [task("Keisha's birth plan review", n('11-13 14:00')), task('restock the birth bag'), task('call the hospital about the VBAC policy')],
  ),
  newYork("write up Mateo's report + bill medicaid for oct + print the artic cards before my 9am tmrw", [
    task("write up Mateo's report"),
    task('bill medicaid for oct'),
    task('print the artic cards', n('11-12 09:00')),
  ]),
  newYork(
    'order green soap, cartridges & stencil paper, and email Jordan the deposit link',
    [task('order green soap, cartridges & stencil paper'), task('email Jordan the deposit link')],
    [task('order green soap'), task('order cartridges'), task('order stencil paper'), task('email Jordan the deposit link')],
  ),
  newYork('buy 10 new blocks, pay the studio, post the sat workshop on insta by friday', [
    task('buy 10 new blocks'),
    task('pay the studio'),
    task('post the sat workshop on insta', n('11-13')),
  ]),
  newYork("send Kevin's meal plan tmrw, do Ms Torres's superbill, and review food logs tonight at 8", [
    task("send Kevin's meal plan", n('11-12')),
    task("do Ms Torres's superbill"),
    task('review food logs', n('11-11 20:00')),
  ]),
  newYork('call Aetna re the denied claim at 2, then at 4 write up intake for new client R.M.', [
    task('call Aetna re the denied claim', n('11-11 14:00')),
    task('write up intake for new client R.M.', n('11-11 16:00')),
  ]),
  newYork('remind me to renew my CPR cert and order new resistance bands', [task('renew my CPR cert'), task('order new resistance bands')]),
  newYork(
    'ok voice note lol... um pick up the tens unit from Tasha, uh, drop the placenta capsules to Bri on saturday, and like email my invoice to the Kims',
    [task('pick up the tens unit from Tasha'), task('drop the placenta capsules to Bri', n('11-14')), task('email my invoice to the Kims')],
  ),
  newYork(
    "sub for Maya's 6pm class tonight + text her the playlist",
    [task("sub for Maya's class", n('11-11 18:00')), task('text her the playlist')],
    [task("sub for Maya's class", n('11-11 18:00')), task('text her the playlist', n('11-11 18:00'))],
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FIFTYSIXTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FIFTYSIXTH_ASK,
  recurring: FIFTYSIXTH_RECURRING,
  snooze: FIFTYSIXTH_SNOOZE,
  correction: FIFTYSIXTH_CORRECTION,
  rename: FIFTYSIXTH_RENAME,
  remove: FIFTYSIXTH_REMOVE,
  done: FIFTYSIXTH_DONE,
  answer: FIFTYSIXTH_ANSWER,
  ramble: FIFTYSIXTH_RAMBLE,
  greeting: FIFTYSIXTH_GREETING,
  thanks: FIFTYSIXTH_THANKS,
  feeling: FIFTYSIXTH_FEELING,
  question: FIFTYSIXTH_QUESTION,
  statement: FIFTYSIXTH_STATEMENT,
  decision: FIFTYSIXTH_DECISION,
  dilemma: FIFTYSIXTH_DILEMMA,
  recall: FIFTYSIXTH_RECALL,
  prioritise: FIFTYSIXTH_PRIORITISE,
  agenda: FIFTYSIXTH_AGENDA,
  free_time: FIFTYSIXTH_FREE_TIME,
  unclear: FIFTYSIXTH_UNCLEAR,
  bare: FIFTYSIXTH_BARE,
};

export const HELD_OUT_FIFTYSIXTH: HeldOutItem[] = Object.values(HELD_OUT_FIFTYSIXTH_KINDS).flat();
