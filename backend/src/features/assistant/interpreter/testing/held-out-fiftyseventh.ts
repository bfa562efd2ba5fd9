import type { ConversationState, Intent } from '../intent';
import {
  answer,
  ctx,
  decision,
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
  talk,
  task,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';
import {
  FIFTYSEVENTH_AGENDA,
  FIFTYSEVENTH_BARE,
  FIFTYSEVENTH_DECISION,
  FIFTYSEVENTH_DILEMMA,
  FIFTYSEVENTH_FEELING,
  FIFTYSEVENTH_FREE_TIME,
  FIFTYSEVENTH_GREETING,
  FIFTYSEVENTH_PRIORITISE,
  FIFTYSEVENTH_QUESTION,
  FIFTYSEVENTH_RAMBLE,
  FIFTYSEVENTH_RECALL,
  FIFTYSEVENTH_STATEMENT,
  FIFTYSEVENTH_THANKS,
  FIFTYSEVENTH_UNCLEAR,
} from './held-out-fiftyseventh-b';

/**
 * The fifty-seventh held-out set: fourteen founders and freelancers in a hard stretch, thinking out
 * loud to daily from London and New York. In London: a bootstrapped SaaS founder whose co-founder is
 * leaving (Priya), a brand designer whose biggest client has gone quiet (Marta), a craft brewery
 * co-owner weighing an offer to be bought (Callum), a burnt-out translator (Ines), a children's book
 * illustrator with a second baby on the way (Rosie), a plumbing business owner owed money by a
 * builder (Gareth) and an indie game developer whose launch is slipping (Jonah). In New York: a
 * restaurant owner short of cash (Dana), an agency owner with six staff whose anchor client went
 * silent (Theo), a fashion label founder with a late factory (Amara), a wedding videographer
 * expecting a second child (Luis), a boutique gym owner facing a lease renewal (Kelsey), a coffee
 * roaster with an acquisition offer (Sam) and a consultant who has just lost her anchor client
 * (Renée). Long run-on messages that mix worry, half-decisions and a concrete ask, and short flat
 * ones when they are worn out. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London,
 * 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** A job asked for in the middle of a worry: the job alone, or with the feeling heard before or after it. */
const vent = (...readings: Intent[][]): Intent[][] =>
  readings.flatMap((reading) => [reading, [talk('feeling'), ...reading], [...reading, talk('feeling')]]);

/** The last numbered lists daily sent, one per person. */
const PRIYA_LIST = { listed: ['Call Barclays business line', 'Do the handover doc with Tom', 'Check stripe payouts', 'Reply to Kestrel'] };
const GARETH_LIST = { listed: ['Pay Kyle', "Call Bristow's accounts dept", 'Quote for the Hadley Rd bathroom', 'Book the van MOT'] };
const DANA_LIST = { listed: ['Call the refrigeration guy', 'Produce order', 'Pay sales tax', 'Interview line cook'] };
const AGENCY_LIST = { listed: ['Call Dan at Velocity', 'Sign off the payroll', '1:1 with Marcus', 'Pitch deck for Corvid Labs'] };
const GYM_LIST = { listed: ['Coach meeting', 'Lease renewal meeting w the landlord', 'Post the class schedule', 'Order new kettlebells'] };

export const FIFTYSEVENTH_ASK: HeldOutItem[] = [
  london(
    "ok so payroll is next friday and we're short like 6k and I keep going round in circles. I think maybe I should talk to the bank about stretching the overdraft?? yeah. remind me tomorrow at 9:30 to call Barclays business line",
    ...vent([task('call Barclays business line', l('11-12 09:30'))]),
  ),
  london(
    "Hollander still haven't replied, it's been 3 weeks. I don't want to look desperate but the invoice is due. remind me friday to nudge Sophie at Hollander, politely",
    ...vent([task('nudge Sophie at Hollander', l('11-13'))], [task('nudge Sophie at Hollander politely', l('11-13'))]),
  ),
  london(
    "Greyfield want an answer on the offer by the 27th. I'm not deciding anything today. just put 'reply to Greyfield' in for the 25th so I've got a couple of days",
    task('reply to Greyfield', l('11-25')),
  ),
  london(
    'need to invoice LinguaPro for the October patent job before I forget AGAIN. tomorrow',
    task('invoice LinguaPro for the October patent job', l('11-12')),
  ),
  london(
    'midwife appt moved to thurs 19th at 11:40, can you put that in',
    task('midwife appt', l('11-19 11:40')),
    move(words('midwife'), '2026-11-19', '11:40'),
  ),
  london(
    "kyle needs paying friday don't let me forget, he's already been patient enough with me",
    task('pay Kyle', l('11-13')),
    task('Kyle needs paying', l('11-13')),
  ),
  london(
    'steam page has to be live before next fest and the cutoff is the 2nd of december so remind me on the 28th to submit the steam page for review',
    task('submit the steam page for review', l('11-28')),
  ),
  london(
    "tom's last day is the 30th. shit. need to do the handover doc with him before then, put it in for monday 2pm",
    ...vent(
      [task('do the handover doc with Tom', l('11-16 14:00'))],
      [task('do the handover doc with him', l('11-16 14:00'))],
      [task('handover doc with Tom', l('11-16 14:00'))],
    ),
  ),
  london(
    "in 2 hours remind me to send the Oakmere moodboard. I keep tweaking it, it's fine, it's done, I just need to send the damn thing",
    ...vent([task('send the Oakmere moodboard', inMinutes(120))]),
  ),
  london(
    'canning line engineer coming thurs 7am, put it in pls',
    task('canning line engineer', l('11-12 07:00')),
    task('canning line engineer coming', l('11-12 07:00')),
  ),
  london(
    "remind me sunday at 7pm to start proofreading the Almeida contract, it's due monday 9am and I'm knackered",
    ...vent([task('start proofreading the Almeida contract', l('11-15 19:00'))]),
  ),
  london(
    "send Hattie the roughs for spreads 6-9 by the 20th. dont know how I'll manage it with the nursery runs but put it in",
    ...vent([task('send Hattie the roughs for spreads 6-9', l('11-20'))]),
  ),
  london(
    "URGENT call Bristow's accounts dept tomorrow 8am they owe me 11 grand",
    task("call Bristow's accounts dept", l('11-12 08:00'), { important: true }),
    task("call Bristow's accounts dept", l('11-12 08:00')),
  ),
  london(
    'remind me at 6 to reply to the Heron Games email. not signing anything, just replying',
    task('reply to the Heron Games email', l('11-11 18:00')),
  ),
  london("remind me in 45 mins to eat something lol. haven't had anything since 7", task('eat something', inMinutes(45))),
  london('remind me on 1/12 to pay Elif for the soundtrack', task('pay Elif for the soundtrack', l('12-01'))),
  newYork(
    'walk-in is making that noise again and I cannot afford a new one right now. call the refrigeration guy at 2 today',
    ...vent([task('call the refrigeration guy', n('11-11 14:00'))]),
  ),
  newYork(
    "Velocity still radio silent. that's 40% of revenue just... gone quiet. ok. remind me thursday 11am to call Dan at Velocity directly, no more emails",
    ...vent([task('call Dan at Velocity', n('11-12 11:00'))], [task('call Dan at Velocity directly', n('11-12 11:00'))]),
  ),
  newYork(
    'factory pushed the sample run AGAIN. remind me tomorrow at 9 to call Lin about the new date',
    ...vent([task('call Lin about the new date', n('11-12 09:00'))]),
  ),
  newYork(
    'need to send the Parks their teaser by sunday, I promised them. put it in for saturday noon so I actually do it',
    task('send the Parks their teaser', n('11-14 12:00')),
  ),
  newYork(
    'lease renewal meeting w the landlord next tues at 4. dreading it. add it',
    ...vent(
      [task('lease renewal meeting w the landlord', n('11-17 16:00'))],
      [task('lease renewal meeting w the landlord', n('11-24 16:00'))],
    ),
  ),
  newYork(
    'order 10 bags of the Huila from Andes Green before friday, prices go up on the 15th apparently',
    task('order 10 bags of the Huila from Andes Green', n('11-13')),
    task('order 10 bags of the Huila from Andes Green', n('11-12')),
  ),
  newYork(
    'I think maybe I should start reaching out to old contacts? ugh I hate it. fine. remind me tomorrow 10am to email Grace from the Deloitte days',
    ...vent([task('email Grace from the Deloitte days', n('11-12 10:00'))]),
  ),
  newYork(
    'remind me in 20 min to check the Baldor invoices before the driver leaves',
    task('check the Baldor invoices', inMinutes(20)),
    task('check the Baldor invoices before the driver leaves', inMinutes(20)),
  ),
  newYork(
    'payroll runs the 13th. remind me on the 12th to move money from savings into payroll',
    task('move money from savings into payroll', n('11-12')),
  ),
  newYork(
    "shoot for the spring lookbook is dec 3 at 10am, add it pls, I've been avoiding confirming it for a week",
    task('shoot for the spring lookbook', n('12-03 10:00')),
    task('spring lookbook shoot', n('12-03 10:00')),
  ),
  newYork(
    "remind me tonight at 8 to send Jess and Omar their contract. I'm fried but it has to go out",
    ...vent([task('send Jess and Omar their contract', n('11-11 20:00'))]),
  ),
  newYork(
    'coach meeting friday 7:30am. I have to tell them about the schedule cuts. just add the meeting',
    task('coach meeting', n('11-13 07:30')),
  ),
  newYork(
    "roaster service is overdue and I'm nervous about the burner. call Diedrich tech line monday morning",
    ...vent([task('call Diedrich tech line', n('11-16 09:00'))], [task('call Diedrich tech line', n('11-16 08:00'))]),
  ),
  newYork("put 'update LinkedIn headline' on the list for today. no time. just today", task('update LinkedIn headline', n('11-11'))),
  newYork(
    'flag this as important pls: sign off the payroll by thursday noon',
    task('sign off the payroll', n('11-12 12:00'), { important: true }),
  ),
  newYork('pay the green coffee invoice 12/1', task('pay the green coffee invoice', n('12-01'))),
];

export const FIFTYSEVENTH_RECURRING: HeldOutItem[] = [
  london(
    "every monday 9am check the runway spreadsheet. I need to stop pretending it's fine",
    task('check the runway spreadsheet', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'remind me every friday at 4 to send invoices. every single friday. I lose so much money forgetting',
    task('send invoices', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london('remind me on the 10th of every month to do the duty return', task('do the duty return', l('12-10'), { repeat: every('month') })),
  london(
    'every weekday at 8 block an hour for the translation backlog',
    task('block an hour for the translation backlog', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  london("every sunday night at 9 plan the week's drawing", task("plan the week's drawing", l('11-15 21:00'), { repeat: every('week') })),
  london('pay the lads every friday', task('pay the lads', l('11-13'), { repeat: every('week') })),
  london(
    'post a devlog every other wednesday at 5pm',
    task('post a devlog', l('11-11 17:00'), { repeat: every('week', 2) }),
    task('post a devlog', l('11-18 17:00'), { repeat: every('week', 2) }),
  ),
  london('daily at 6pm: check stripe payouts', task('check stripe payouts', l('11-11 18:00'), { repeat: every('day') })),
  london('1st of every month chase any unpaid invoices', task('chase any unpaid invoices', l('12-01'), { repeat: every('month') })),
  london('every thursday 7am brew day prep', task('brew day prep', l('11-12 07:00'), { repeat: every('week') })),
  london(
    'every day at 1pm remind me to actually stop and eat lunch, burnout is real',
    task('stop and eat lunch', l('11-12 13:00'), { repeat: every('day') }),
    task('actually stop and eat lunch', l('11-12 13:00'), { repeat: every('day') }),
  ),
  london('renew the van tax every year on 3 jan', task('renew the van tax', l('2027-01-03 12:00'), { repeat: every('year') })),
  newYork('every monday 8am do the produce order', task('do the produce order', n('11-16 08:00'), { repeat: every('week') })),
  newYork('weekly 1:1 with Marcus thursdays at 3', task('1:1 with Marcus', n('11-12 15:00'), { repeat: every('week') })),
  newYork(
    'remind me every 2 weeks on monday to check in with Lin on production',
    task('check in with Lin on production', n('11-16'), { repeat: every('week', 2) }),
  ),
  newYork('back up the drives every sunday night at 10', task('back up the drives', n('11-15 22:00'), { repeat: every('week') })),
  newYork('every weekday 5:45am open the studio', task('open the studio', n('11-12 05:45'), { repeat: every('weekday') })),
  newYork(
    'every friday 6am roast for the wholesale orders',
    task('roast for the wholesale orders', n('11-13 06:00'), { repeat: every('week') }),
  ),
  newYork(
    "every morning at 9 send one outreach email. one. that's it",
    task('send one outreach email', n('11-12 09:00'), { repeat: every('day') }),
  ),
  newYork('pay sales tax on the 20th each month', task('pay sales tax', n('11-20'), { repeat: every('month') })),
  newYork(
    'every month on the 28th review cash flow with the accountant',
    task('review cash flow with the accountant', n('11-28'), { repeat: every('month') }),
  ),
  newYork(
    'every saturday at 9 post the class schedule on insta',
    task('post the class schedule on insta', n('11-14 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'every other thursday 2pm cupping with the team',
    task('cupping with the team', n('11-12 14:00'), { repeat: every('week', 2) }),
    task('cupping with the team', n('11-19 14:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'remind me every year on march 1 to raise my day rate',
    task('raise my day rate', n('2027-03-01 12:00'), { repeat: every('year') }),
  ),
  newYork('every wednesday at noon post a reel', task('post a reel', n('11-11 12:00'), { repeat: every('week') })),
  newYork('every day at 7pm reply to the shop DMs', task('reply to the shop DMs', n('11-11 19:00'), { repeat: every('day') })),
];

const OVERDUE_L = l('11-11 14:00');
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
/** A snooze to a clock time today: a snooze, or the same move as a correction. */
const atL = (time: string): Intent[] => [snoozeUntil(l(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];
const atN = (time: string): Intent[] => [snoozeUntil(n(`11-11 ${time}`)), move(ctx, '2026-11-11', time), move(ctx, null, time)];

export const FIFTYSEVENTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Call Barclays business line', OVERDUE_L), london("can't face it right now. an hour", snoozeFor(60))),
  within(
    reminded('Nudge Sophie at Hollander', OVERDUE_L),
    london(
      'not today, tomorrow morning',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(reminded('Reply to Greyfield', OVERDUE_L), london("push to monday. I'm not ready", ...toDayL('11-16'))),
  within(reminded('Invoice LinguaPro', OVERDUE_L), london('30 mins, on a call', snoozeFor(30))),
  within(reminded('Send Hattie the roughs', OVERDUE_L), london('school run. after 4', ...atL('16:00'))),
  within(reminded('Pay Kyle', OVERDUE_L), london('friday, when Bristow pays', ...toDayL('11-13'))),
  within(reminded('Submit the steam page for review', OVERDUE_L), london('2 hrs, mid-build', snoozeFor(120))),
  within(reminded('Do the handover doc with Tom', OVERDUE_L), london("tom's off today. thursday", ...toDayL('11-12'))),
  within(reminded('Send the Oakmere moodboard', OVERDUE_L), london('ten more minutes of tweaking I swear', snoozeFor(10))),
  within(reminded('Check the runway spreadsheet', OVERDUE_L), london("later. can't look at it yet", snoozeFor(60))),
  within(reminded('Start proofreading the Almeida contract', OVERDUE_L), london('half an hour', snoozeFor(30))),
  within(reminded("Call Bristow's accounts dept", OVERDUE_L), london('remind me at 5 instead', ...atL('17:00'))),
  within(reminded('Reply to the Heron Games email', OVERDUE_L), london('next week, I need to think', ...toDayL('11-16'))),
  within(reminded('Call the refrigeration guy', OVERDUE_N), newYork('lunch rush, try me at 3', ...atN('15:00'))),
  within(reminded('Call Dan at Velocity', OVERDUE_N), newYork('not yet. 90 min', snoozeFor(90))),
  within(reminded('Call Lin about the new date', OVERDUE_N), newYork("she's not in till 11", ...atN('11:00'))),
  within(reminded('Send Jess and Omar their contract', OVERDUE_N), newYork('tmrw', ...toDayN('11-12'))),
  within(reminded('Prep for the coach meeting', OVERDUE_N), newYork('push it an hour', snoozeFor(60))),
  within(
    reminded('Order 10 bags of the Huila from Andes Green', OVERDUE_N),
    newYork('wait till friday, want to see if the price drops', ...toDayN('11-13')),
  ),
  within(reminded('Email Grace from the Deloitte days', OVERDUE_N), newYork('ugh. tomorrow. I mean it', ...toDayN('11-12'))),
  within(reminded('Check the Baldor invoices', OVERDUE_N), newYork('5 min', snoozeFor(5))),
  within(reminded('Move money from savings into payroll', OVERDUE_N), newYork('after lunch, 1:30', ...atN('13:30'))),
  within(reminded('Reply to the shop DMs', OVERDUE_N), newYork('snooze 45', snoozeFor(45))),
  within(reminded('Send one outreach email', OVERDUE_N), newYork("give me 2 hours I'm not in the headspace", snoozeFor(120))),
  within(reminded('Post the class schedule on insta', OVERDUE_N), newYork('this weekend', ...toDayN('11-14'))),
  within(reminded('Send the Parks their teaser', OVERDUE_N), newYork('push 3 hours', snoozeFor(180))),
];

export const FIFTYSEVENTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Call Barclays business line', l('11-12 09:30')), london('actually no, 9. they open at 9', move(ctx, null, '09:00'))),
  within(
    talkedOf('Nudge Sophie at Hollander', l('11-13 12:00')),
    london('hmm no make it thursday, friday looks desperate', move(ctx, '2026-11-12', null)),
  ),
  within(
    talkedOf('Reply to Greyfield', l('11-25 12:00')),
    london('actually make that the 24th, Ade wants to talk first', move(ctx, '2026-11-24', null)),
  ),
  within(
    talkedOf('Invoice LinguaPro for the October patent job', l('11-12 12:00')),
    london('tomorrow morning would be better, 8:30', move(ctx, '2026-11-12', '08:30'), move(ctx, null, '08:30')),
  ),
  within(talkedOf('Midwife appt', l('11-19 11:40')), london('sorry 11:20 not 11:40, I misread the letter', move(ctx, null, '11:20'))),
  within(talkedOf('Pay Kyle', l('11-13 12:00')), london("make it thursday, he's asked nicely", move(ctx, '2026-11-12', null))),
  within(
    talkedOf('Submit the steam page for review', l('11-28 12:00')),
    london('wait the 28th is a saturday, do friday the 27th', move(ctx, '2026-11-27', null)),
  ),
  within(talkedOf('Do the handover doc with Tom', l('11-16 14:00')), london('no 3pm, he has a dentist thing', move(ctx, null, '15:00'))),
  within(talkedOf('Canning line engineer', l('11-12 07:00')), london("they've just texted, 7:45 now", move(ctx, null, '07:45'))),
  within(
    talkedOf('Send Hattie the roughs for spreads 6-9', l('11-20 12:00')),
    london("she's given me till the 24th!!", move(ctx, '2026-11-24', null)),
  ),
  within(talkedOf('Reply to the Heron Games email', l('11-11 18:00')), london('half 5 actually', move(ctx, null, '17:30'))),
  london('move the Bristow call to friday 8am', move(words('Bristow'), '2026-11-13', '08:00')),
  london('push the runway check to tuesday', move(words('runway'), '2026-11-17', null)),
  within(talkedOf('Call the refrigeration guy', n('11-11 14:00')), newYork('actually 1, before service', move(ctx, null, '13:00'))),
  within(talkedOf('Call Dan at Velocity', n('11-12 11:00')), newYork("no wait he's west coast, make it 1pm", move(ctx, null, '13:00'))),
  within(talkedOf('Call Lin about the new date', n('11-12 09:00')), newYork('8:30, she starts early', move(ctx, null, '08:30'))),
  within(
    talkedOf('Send the Parks their teaser', n('11-14 12:00')),
    newYork('actually friday evening, 7', move(ctx, '2026-11-13', '19:00')),
  ),
  within(
    talkedOf('Lease renewal meeting w the landlord', n('11-17 16:00')),
    newYork('he moved it to wednesday same time', move(ctx, '2026-11-18', null), move(ctx, '2026-11-18', '16:00')),
  ),
  within(talkedOf('Coach meeting', n('11-13 07:30')), newYork('ugh 7 not 7:30', move(ctx, null, '07:00'))),
  within(
    talkedOf('Email Grace from the Deloitte days', n('11-12 10:00')),
    newYork("actually monday, she's on vacation til then", move(ctx, '2026-11-16', null)),
  ),
  within(
    talkedOf('Move money from savings into payroll', n('11-12 12:00')),
    newYork('make it first thing, like 8', move(ctx, null, '08:00')),
  ),
  within(
    talkedOf('Shoot for the spring lookbook', n('12-03 10:00')),
    newYork('studio says the 4th, same time', move(ctx, '2026-12-04', null), move(ctx, '2026-12-04', '10:00')),
  ),
  newYork('move the Diedrich call to tuesday 10am', move(words('Diedrich'), '2026-11-17', '10:00')),
  newYork('change the produce order reminder to 7am', move(words('produce order'), null, '07:00')),
  within(talkedOf('Sign off the payroll', n('11-12 12:00')), newYork('hmm 11, the cutoff is noon', move(ctx, null, '11:00'))),
];

export const FIFTYSEVENTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Call Barclays business line'),
    london("call it 'Barclays - overdraft extension'", rename(ctx, 'Barclays - overdraft extension')),
  ),
  within(
    talkedOf('Nudge Sophie at Hollander'),
    london('rename to chase Hollander invoice #0412', rename(ctx, 'chase Hollander invoice #0412')),
  ),
  london("rename the Greyfield one to 'Greyfield: yes/no/counter'", rename(words('Greyfield'), 'Greyfield: yes/no/counter')),
  within(talkedOf('Pay Kyle'), london('change it to pay Kyle + Dean', rename(ctx, 'pay Kyle + Dean'))),
  within(talkedOf('Post a devlog'), london("should be 'devlog #14 - why we slipped'", rename(ctx, 'devlog #14 - why we slipped'))),
  within(talkedOf('Midwife appt'), london('call it 20 week scan', rename(ctx, '20 week scan'))),
  london('the steam one should say submit steam page + trailer', rename(words('steam'), 'submit steam page + trailer')),
  within(
    talkedOf('Send invoices'),
    london('rename: send ALL invoices, even the awkward ones', rename(ctx, 'send ALL invoices, even the awkward ones')),
  ),
  within(talkedOf('Brew day prep'), london('change the name to brew day prep - hazy pale', rename(ctx, 'brew day prep - hazy pale'))),
  within(
    talkedOf('Invoice LinguaPro for the October patent job'),
    london("it's LinguaPro GmbH, fix the title", rename(ctx, 'Invoice LinguaPro GmbH for the October patent job')),
  ),
  within(PRIYA_LIST, london("rename 4 to 'reply to Kestrel re bridge loan'", rename(num(4), 'reply to Kestrel re bridge loan'))),
  within(
    talkedOf('Call the refrigeration guy'),
    newYork("rename it 'call Polar Refrigeration re walk-in'", rename(ctx, 'call Polar Refrigeration re walk-in')),
  ),
  within(talkedOf('Call Dan at Velocity'), newYork('title: call Dan Reyes (Velocity CMO)', rename(ctx, 'call Dan Reyes (Velocity CMO)'))),
  newYork("change the Lin task to 'call Lin re sample run + fabric delay'", rename(words('Lin'), 'call Lin re sample run + fabric delay')),
  within(
    talkedOf('Send Jess and Omar their contract'),
    newYork("oops it's Jess and Omar Haddad, put the surname in", rename(ctx, 'Send Jess and Omar Haddad their contract')),
  ),
  within(
    talkedOf('Lease renewal meeting w the landlord'),
    newYork('rename to lease meeting w Gary (bring the numbers)', rename(ctx, 'lease meeting w Gary (bring the numbers)')),
  ),
  within(
    talkedOf('Order 10 bags of the Huila from Andes Green'),
    newYork('make it 12 bags in the title', rename(ctx, 'Order 12 bags of the Huila from Andes Green')),
  ),
  newYork("rename the outreach one to 'one warm email a day, no pitching'", rename(words('outreach'), 'one warm email a day, no pitching')),
  within(AGENCY_LIST, newYork('rename 4 → Corvid Labs pitch v2', rename(num(4), 'Corvid Labs pitch v2'))),
  within(
    talkedOf('Back up the drives'),
    newYork('call it back up drives + check the raid', rename(ctx, 'back up drives + check the raid')),
  ),
  within(talkedOf('Coach meeting'), newYork("name it 'coach meeting - schedule changes'", rename(ctx, 'coach meeting - schedule changes'))),
  within(
    talkedOf('Check the Baldor invoices'),
    newYork('change it to check Baldor AND Sahadi invoices', rename(ctx, 'check Baldor AND Sahadi invoices')),
  ),
];

export const FIFTYSEVENTH_REMOVE: HeldOutItem[] = [
  within(
    talkedOf('Reply to Greyfield'),
    london("delete that. we're not selling. done thinking about it", remove(ctx), [decision, remove(ctx)], [remove(ctx), decision]),
  ),
  within(PRIYA_LIST, london("take 2 off, tom's doing the handover himself", remove(num(2)))),
  london('delete the Hollander nudge, she finally replied', remove(words('Hollander')), done(words('Hollander'))),
  london(
    "remove the devlog reminder, I'm pausing devlogs till launch",
    remove(words('devlog')),
    [decision, remove(words('devlog'))],
    [remove(words('devlog')), decision],
  ),
  within(GARETH_LIST, london('scrap 3 they went with someone cheaper', remove(num(3)))),
  within(talkedOf('Canning line engineer'), london("cancel that, they're not coming till next month now", remove(ctx))),
  london(
    "get rid of 'block an hour for the translation backlog', it's just making me feel guilty",
    remove(words('block an hour for the translation backlog')),
  ),
  within(talkedOf("Plan the week's drawing"), london("nah delete, it's not helping", remove(ctx))),
  within(PRIYA_LIST, london('bin the last one', remove(num(4)))),
  london('cancel the Kyle payment reminder, paid him cash this morning', remove(words('Kyle')), done(words('Kyle'))),
  london("remove the stripe payouts check, it's too depressing every day", remove(words('stripe payouts'))),
  within(talkedOf('Midwife appt'), london('delete, it was a duplicate', remove(ctx))),
  within(
    DANA_LIST,
    newYork("delete 4, we're not hiring, can't afford it", remove(num(4)), [decision, remove(num(4))], [remove(num(4)), decision]),
  ),
  within(talkedOf('Call Dan at Velocity'), newYork('scrap it. they sent the termination letter this morning', remove(ctx))),
  newYork('remove the lookbook shoot', remove(words('lookbook'))),
  within(AGENCY_LIST, newYork('take off #4, Corvid went with another agency', remove(num(4)))),
  newYork('kill the daily DM reminder', remove(words('DM'))),
  within(GYM_LIST, newYork('4 can go, no budget for kettlebells', remove(num(4)))),
  within(talkedOf('Order 10 bags of the Huila from Andes Green'), newYork("nvm remove that, importer's out of stock", remove(ctx))),
  newYork("delete the 'raise my day rate' one. lol. not this year", remove(words('raise my day rate'))),
  within(talkedOf('Send one outreach email'), newYork("take it off, I'll do it when I feel like a person again", remove(ctx))),
  newYork("cancel the cupping reminder, team's too small for it now", remove(words('cupping'))),
  within(DANA_LIST, newYork('remove the first one, Ray fixed the fridge himself', remove(num(1)), done(num(1)))),
];

export const FIFTYSEVENTH_DONE: HeldOutItem[] = [
  within(
    reminded('Call Barclays business line', OVERDUE_L),
    london("done. they'll extend to 15k for 3 months. breathing again", done(ctx), [done(ctx), talk('feeling')]),
  ),
  within(reminded('Send the Oakmere moodboard', OVERDUE_L), london("sent. finally. it's fine. it's fine.", done(ctx))),
  within(PRIYA_LIST, london('3 done, payouts look ok-ish this week', done(num(3)))),
  london('paid Kyle', done(words('Kyle'))),
  within(reminded('Invoice LinguaPro for the October patent job', OVERDUE_L), london('invoiced', done(ctx))),
  within(reminded('Post a devlog', OVERDUE_L), london('posted it, 4 likes lol', done(ctx))),
  within(GARETH_LIST, london('1 and 2 done', [done(num(1)), done(num(2))])),
  within(
    reminded('Send Hattie the roughs for spreads 6-9', OVERDUE_L),
    london("sent them at midnight, they're rough as anything but they're sent", done(ctx)),
  ),
  london('the steam page is submitted!!', done(words('steam page'))),
  within(reminded('Do the duty return', OVERDUE_L), london('filed ✔', done(ctx))),
  within(talkedOf('Start proofreading the Almeida contract'), london('started it, tick it off', done(ctx))),
  within(
    reminded('Check the runway spreadsheet', OVERDUE_L),
    london('checked. 4.5 months. fine. not fine. done anyway', done(ctx), [done(ctx), talk('feeling')]),
  ),
  within(reminded('Reply to the Heron Games email', OVERDUE_L), london("replied, said we'd talk next week", done(ctx))),
  within(reminded('Call the refrigeration guy', OVERDUE_N), newYork("called, they're coming tomorrow", done(ctx))),
  within(DANA_LIST, newYork('done w 2', done(num(2)))),
  within(reminded('Call Lin about the new date', OVERDUE_N), newYork('spoke to her. Dec 8 now', done(ctx))),
  newYork('sent the contract to jess and omar', done(words('contract')), done(words('jess and omar'))),
  within(reminded('Move money from savings into payroll', OVERDUE_N), newYork('moved', done(ctx))),
  within(AGENCY_LIST, newYork("#2 done, payroll's signed", done(num(2)))),
  within(reminded('Send one outreach email', OVERDUE_N), newYork('sent one to Grace. small win', done(ctx))),
  within(reminded('Open the studio', OVERDUE_N), newYork('open 🔑', done(ctx))),
  within(GYM_LIST, newYork('posted the schedule', done(words('schedule')), done(num(3)))),
  within(reminded('Roast for the wholesale orders', OVERDUE_N), newYork('roasted and bagged', done(ctx))),
  within(reminded('Back up the drives', OVERDUE_N), newYork('yes', done(ctx))),
  newYork('finished the Corvid pitch deck at 2am, mark it done', done(words('Corvid'))),
  within(reminded('Reply to the shop DMs', OVERDUE_N), newYork('all answered', done(ctx))),
];

const WHICH_PRIYA = {
  pending: { about: 'which_task' as const, options: ['Call Barclays business line', 'Call Kestrel about the bridge loan'] },
};
const WHICH_LUIS = {
  pending: {
    about: 'which_task' as const,
    options: ['Send the Parks their teaser', 'Send Jess and Omar their contract', 'Send the Cho gallery'],
  },
};
const WHICH_GARETH = {
  pending: { about: 'which_task' as const, options: ['Quote for the Hadley Rd bathroom', 'Quote for the Marsh Lane boiler'] },
};
const SELL_BREWERY = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Sell to Greyfield or stay independent?',
    options: ['Sell to Greyfield', 'Stay independent'],
  },
};
const REPLACE_TOM = {
  pending: { about: 'dilemma_matters' as const, question: 'Replace Tom or go solo?', options: ['Hire a CTO', 'Go solo'] },
};
const ANCHOR_GONE = { pending: { about: 'dilemma_options' as const, question: 'How do I replace the Halvorsen income?' } };
const CUT_OR_LOAN = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Cut staff or take the bridge loan?',
    options: ['Let two people go', 'Take the loan'],
  },
};
const EARLY_CLASS = {
  pending: { about: 'dilemma_choice' as const, question: 'Close the 6am classes or keep them?', options: ['Close them', 'Keep them'] },
};
const OAKMERE_REVIEW = { pending: { about: 'review' as const, decision: 'Dropped the retainer price for Oakmere' } };
const MARKET_REVIEW = { pending: { about: 'review' as const, decision: 'Stopped the Saturday farmers market stall' } };
const KEEP_INES = { pending: { about: 'keep' as const, text: 'Saying no to rush jobs after 6pm keeps me sane' } };
const KEEP_LUIS = { pending: { about: 'keep' as const, text: 'I edit better in the morning than at midnight' } };
const STUCK_TRAILER = { pending: { about: 'stuck' as const, task: 'Write the launch trailer script' } };
const STUCK_CASES = { pending: { about: 'stuck' as const, task: 'Update the website case studies' } };

export const FIFTYSEVENTH_ANSWER: HeldOutItem[] = [
  within(WHICH_PRIYA, london('the bank one', answer(1))),
  within(WHICH_PRIYA, london('kestrel', answer(2))),
  within(WHICH_GARETH, london('marsh lane', answer(2))),
  within(WHICH_GARETH, london('first one mate', answer(1))),
  within(WHICH_LUIS, newYork('the parks', answer(1))),
  within(WHICH_LUIS, newYork('contract', answer(2))),
  within(WHICH_LUIS, newYork('the last one', answer(3))),
  within(SELL_BREWERY, london('stay independent. I think. yes.', answer(2))),
  within(SELL_BREWERY, london("honestly? sell. I'm tired", answer(1))),
  within(SELL_BREWERY, london('not yet, Ade and I need another week', answer(null))),
  within(REPLACE_TOM, london('runway mostly. and not burning myself out', answer(null))),
  within(REPLACE_TOM, london('keeping the product moving without me coding at 2am', answer(null))),
  within(ANCHOR_GONE, newYork('either go after two smaller retainers or take the fractional COO thing', answer(null))),
  within(CUT_OR_LOAN, newYork("the loan. I can't let people go before christmas", answer(2))),
  within(CUT_OR_LOAN, newYork('1. it kills me but 1', answer(1))),
  within(EARLY_CLASS, newYork('keep them', answer(2))),
  within(EARLY_CLASS, newYork('close em, nobody comes at 6 anymore', answer(1))),
  within(OAKMERE_REVIEW, london('badly tbh. they wanted more for less and I resent every hour', answer(null))),
  within(MARKET_REVIEW, newYork('best call I made this year, I have saturdays with the kids again', answer(null))),
  within(KEEP_INES, london('yes keep', answer(null), note)),
  within(KEEP_INES, london("nah don't, I was just venting", answer(null))),
  within(KEEP_LUIS, newYork('KEEP', answer(null), note)),
  within(STUCK_TRAILER, london("I don't know what the trailer is supposed to say when the game isn't finished", answer(null))),
  within(STUCK_CASES, newYork("I don't have a case study that isn't Halvorsen. that's the whole problem", answer(null))),
  within(
    { pending: { about: 'other', question: 'Shall I move the roughs to next week?', options: [] } },
    london('yes please', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Which day for the roaster service?', options: ['Monday', 'Tuesday'] } },
    newYork("tuesday's better", answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Morning plan at 7 or 8?', options: ['7', '8'] } },
    london("8, I'm not a person at 7", answer(2)),
  ),
];

/** Every kind, so the spec can report each share. */
export const HELD_OUT_FIFTYSEVENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FIFTYSEVENTH_ASK,
  recurring: FIFTYSEVENTH_RECURRING,
  snooze: FIFTYSEVENTH_SNOOZE,
  correction: FIFTYSEVENTH_CORRECTION,
  rename: FIFTYSEVENTH_RENAME,
  remove: FIFTYSEVENTH_REMOVE,
  done: FIFTYSEVENTH_DONE,
  answer: FIFTYSEVENTH_ANSWER,
  ramble: FIFTYSEVENTH_RAMBLE,
  greeting: FIFTYSEVENTH_GREETING,
  thanks: FIFTYSEVENTH_THANKS,
  feeling: FIFTYSEVENTH_FEELING,
  question: FIFTYSEVENTH_QUESTION,
  statement: FIFTYSEVENTH_STATEMENT,
  decision: FIFTYSEVENTH_DECISION,
  dilemma: FIFTYSEVENTH_DILEMMA,
  recall: FIFTYSEVENTH_RECALL,
  prioritise: FIFTYSEVENTH_PRIORITISE,
  agenda: FIFTYSEVENTH_AGENDA,
  free_time: FIFTYSEVENTH_FREE_TIME,
  unclear: FIFTYSEVENTH_UNCLEAR,
  bare: FIFTYSEVENTH_BARE,
};

export const HELD_OUT_FIFTYSEVENTH: HeldOutItem[] = Object.values(HELD_OUT_FIFTYSEVENTH_KINDS).flat();
