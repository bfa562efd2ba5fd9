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
  FIFTYSECOND_AGENDA,
  FIFTYSECOND_BARE,
  FIFTYSECOND_DECISION,
  FIFTYSECOND_DILEMMA,
  FIFTYSECOND_FEELING,
  FIFTYSECOND_FREE_TIME,
  FIFTYSECOND_GREETING,
  FIFTYSECOND_PRIORITISE,
  FIFTYSECOND_RAMBLE,
  FIFTYSECOND_QUESTION,
  FIFTYSECOND_RECALL,
  FIFTYSECOND_STATEMENT,
  FIFTYSECOND_THANKS,
  FIFTYSECOND_UNCLEAR,
} from './held-out-fiftysecond-b';

/**
 * The fifty-second held-out set: fourteen people whose job is running other people's days, using
 * daily for their own share of it. In London: a dental practice manager, a building firm's office
 * manager, a daughter doing the books for her parents' hardware shop, a parent running a cleaning
 * agency's rota around the school run, a property manager for landlords' flats, a film production
 * coordinator and a church administrator. In New York: a virtual assistant to three coaches, a
 * band's tour manager, a wedding coordinator, an events producer, an agency chief of staff, a
 * photographer's studio manager and a restaurateur's personal assistant. They talk about other
 * people all the time, relay requests, paste bits of emails and voicemails, delegate and chase.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per job. */
const SURGERY_LIST = {
  listed: ['Order impression trays', 'Chase Kent Dental Lab for the Hughes crown', 'Send recall letters', 'Book autoclave service'],
};
const SITE_LIST = { listed: ['Skip permit for Muswell Hill', 'CIS return', 'Chase Acorn for the scaffold quote', 'Travis Perkins order'] };
const LETTINGS_LIST = {
  listed: ['Gas safety cert Flat 3', 'Renew deposit protection for Elgin Rd', 'EICR for Mr Haddad', 'Inventory for Flat 2B'],
};
const PRODUCTION_LIST = { listed: ['Call sheet for Thursday', 'Camden location permit', 'Crew hotel for Leeds', 'Top up petty cash'] };
const TOUR_LIST = {
  listed: ['Settle with the Philly promoter', 'Per diems for the crew', 'Bus parking in Boston', 'Guest list for Brooklyn'],
};
const WEDDING_LIST = {
  listed: ['Final headcount to caterer', 'Seating chart for Morgan & Sam', 'Confirm the DJ', 'Pay florist deposit'],
};
const AGENCY_LIST = { listed: ['Board deck draft', 'Offsite venue shortlist', 'Payroll approval', 'All-hands agenda'] };
const COACHES_LIST = { listed: ["Mel's newsletter", "Jordan's invoices", "Tasha's webinar slides"] };

export const FIFTYSECOND_ASK: HeldOutItem[] = [
  london("remind me tmrw 8:15 to check Dr Patel's list for gaps", task("check Dr Patel's list for gaps", l('11-12 08:15'))),
  london(
    'CQC folder – update the infection control log by fri',
    task('update the infection control log', l('11-13')),
    task('CQC folder – update the infection control log', l('11-13')),
  ),
  london(
    "remind me at 4 to send Dave's Hendon invoice, he's been on at me all morning",
    task("send Dave's Hendon invoice", l('11-11 16:00')),
  ),
  london(
    'book Building Control for the Muswell Hill foundations inspection mon 10am',
    task('book Building Control for the Muswell Hill foundations inspection', l('11-16 10:00')),
  ),
  london(
    'ok dad has FINALLY given me the receipts 🙄 remind me to do the VAT return saturday morning',
    task('do the VAT return', l('11-14 09:00')),
    task('do the VAT return', l('11-14 10:00')),
    task('do the VAT return', l('11-14 08:00')),
  ),
  london('pay the business rates for the shop by the 1st', task('pay the business rates for the shop', l('12-01'))),
  london(
    'need to ring Lucia about covering Mrs Fairweather on friday, remind me after drop off tmrw',
    task('ring Lucia about covering Mrs Fairweather on friday', l('11-12 09:00')),
    task('ring Lucia about covering Mrs Fairweather on friday', l('11-12 08:45')),
    task('ring Lucia about covering Mrs Fairweather on friday', l('11-12 08:30')),
  ),
  london("do next week's rota by sunday 7pm", task("do next week's rota", l('11-15 19:00'))),
  london(
    'book gas engineer for Flat 3 Elgin Rd by 20/11, cert runs out on the 28th',
    task('book gas engineer for Flat 3 Elgin Rd', l('11-20')),
  ),
  london("Mr Haddad's called twice. ring him back at 5", task('ring Mr Haddad back', l('11-11 17:00'))),
  london("send out thursday's call sheet by 6 tonight", task("send out thursday's call sheet", l('11-11 18:00'))),
  london(
    'remind me fri 10am to reconcile petty cash for Bex before she goes',
    task('reconcile petty cash for Bex', l('11-13 10:00')),
    task('reconcile petty cash for Bex before she goes', l('11-13 10:00')),
  ),
  london(
    'Could you remind me to print the order of service for Sunday on Saturday at 11, thank you',
    task('print the order of service for Sunday', l('11-14 11:00')),
  ),
  london(
    'remind me monday to circulate the PCC minutes, the vicar wants them out by tuesday',
    task('circulate the PCC minutes', l('11-16')),
  ),
  london('in 30 mins ring the Kent lab about the Hughes crown', task('ring the Kent lab about the Hughes crown', inMinutes(30))),
  london(
    'URGENT – get the Muswell Hill skip swapped first thing tmrw',
    task('get the Muswell Hill skip swapped', l('11-12 08:00'), { important: true }),
    task('get the Muswell Hill skip swapped', l('11-12 09:00'), { important: true }),
  ),
  london(
    "mum says the card machine rental's due on the 20th, pay it pls",
    task('pay the card machine rental', l('11-20')),
    task('pay card machine rental', l('11-20')),
  ),
  london('8pm tonight text the girls the weekend rota', task('text the girls the weekend rota', l('11-11 20:00'))),
  london(
    'voicemail from Mrs Kaur re 2B: wants the repairs quote before she signs. chase her tomorrow for sign off',
    task('chase Mrs Kaur for sign off', l('11-12')),
  ),
  london(
    'remind me in an hour and a half to check the Camden permit came through',
    task('check the Camden permit came through', inMinutes(90)),
  ),
  london(
    'hall boiler service - ring Pemberton Heating thursday 9.30',
    task('ring Pemberton Heating', l('11-12 09:30')),
    task('hall boiler service - ring Pemberton Heating', l('11-12 09:30')),
  ),
  london("Leanne's appraisal fri 13th at 1pm", task("Leanne's appraisal", l('11-13 13:00'))),
  london("renew Tony's CSCS card before 4/12", task("renew Tony's CSCS card", l('12-04')), task("renew Tony's CSCS card", l('12-03'))),
  london('tomoro at 2 call Mr Shah re dads tax bill', task('call Mr Shah re dads tax bill', l('11-12 14:00'))),
  london('get Shanice to restock gloves in surgery 2 by friday', task('get Shanice to restock gloves in surgery 2', l('11-13'))),
  newYork("schedule Mel's newsletter tonight 8pm", task("schedule Mel's newsletter", n('11-11 20:00'))),
  newYork(
    'Dana to send Jordan his Nov invoices by the 15th',
    task('send Jordan his Nov invoices', n('11-15')),
    task('Dana to send Jordan his Nov invoices', n('11-15')),
  ),
  newYork("tmrw 9am book Tasha's webinar on zoom for dec 3", task("book Tasha's webinar on zoom for dec 3", n('11-12 09:00'))),
  newYork(
    'settle w the Philly promoter after the show tmrw ~11:30pm',
    task('settle w the Philly promoter after the show', n('11-12 23:30')),
    task('settle w the Philly promoter', n('11-12 23:30')),
  ),
  newYork('per diems to crew fri noon', task('per diems to crew', n('11-13 12:00'))),
  newYork(
    'order Eli new sticks before Boston — remind me tmrw',
    task('order Eli new sticks before Boston', n('11-12')),
    task('order Eli new sticks', n('11-12')),
  ),
  newYork(
    'Oh! remind me to send Morgan & Sam the final timeline on Monday at 10 please 😊',
    task('send Morgan & Sam the final timeline', n('11-16 10:00')),
  ),
  newYork('final headcount to the caterer is due 11/20, nudge me the day before', task('final headcount to the caterer', n('11-19'))),
  newYork('call Petal & Stem about the peonies in 15', task('call Petal & Stem about the peonies', inMinutes(15))),
  newYork('AV walkthrough at Pier 17 thurs 3:30', task('AV walkthrough at Pier 17', n('11-12 15:30'))),
  newYork('remind me at 4 to send the client run of show v3', task('send the client run of show v3', n('11-11 16:00'))),
  newYork(
    "fwd from the badge vendor: 'please confirm print quantities by 11/18' -> remind me to confirm badge quantities on the 17th",
    task('confirm badge quantities', n('11-17')),
  ),
  newYork('board deck draft for Ben, tomorrow 1pm', task('board deck draft for Ben', n('11-12 13:00'))),
  newYork(
    'remind me at 11:30 to approve payroll in Gusto, it locks at noon!!',
    task('approve payroll in Gusto', n('11-11 11:30')),
    task('approve payroll in Gusto', n('11-11 11:30'), { important: true }),
  ),
  newYork('offsite venue shortlist to the leadership team by next wed', task('offsite venue shortlist to the leadership team', n('11-18'))),
  newYork("unlock the studio for Kai's call time sat 7:30am", task("unlock the studio for Kai's call time", n('11-14 07:30'))),
  newYork(
    'return the rented profoto heads to Lensworks by monday 5pm',
    task('return the rented profoto heads to Lensworks', n('11-16 17:00')),
  ),
  newYork('pay Mina for the retouching on the 30th', task('pay Mina for the retouching', n('11-30'))),
  newYork("book Gio's car service to JFK by 5 today", task("book Gio's car service to JFK", n('11-11 17:00'))),
  newYork(
    'health inspection prep at Osteria Gio next tuesday 8am',
    task('health inspection prep at Osteria Gio', n('11-17 08:00')),
    task('health inspection prep at Osteria Gio', n('11-24 08:00')),
  ),
  newYork(
    "Claudia's birthday dinner reservation – call Carbone at 12",
    task('call Carbone', n('11-11 12:00')),
    task("Claudia's birthday dinner reservation – call Carbone", n('11-11 12:00')),
    task("call Carbone about Claudia's birthday dinner reservation", n('11-11 12:00')),
  ),
  newYork("in 2 hours remind me to post Jordan's IG reel", task("post Jordan's IG reel", inMinutes(120))),
  newYork(
    'IMPORTANT: bus parking permit for Boston, sort by tmrw 5pm',
    task('bus parking permit for Boston', n('11-12 17:00'), { important: true }),
    task('sort bus parking permit for Boston', n('11-12 17:00'), { important: true }),
  ),
  newYork('remind me on the 1st of dec to send the caterer final invoice', task('send the caterer final invoice', n('12-01'))),
];

export const FIFTYSECOND_RECURRING: HeldOutItem[] = [
  london(
    'every monday 8am print the day lists for both surgeries',
    task('print the day lists for both surgeries', l('11-16 08:00'), { repeat: every('week') }),
  ),
  london(
    'every friday 4pm run the Dentally backup check',
    task('run the Dentally backup check', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london('CIS return on the 19th of every month', task('CIS return', l('11-19'), { repeat: every('month') })),
  london(
    'every weekday 7.30 text Tony for the site headcount',
    task('text Tony for the site headcount', l('11-12 07:30'), { repeat: every('weekday') }),
  ),
  london(
    "every sunday evening do dad's till reconciliation, say 7",
    task("do dad's till reconciliation", l('11-15 19:00'), { repeat: every('week') }),
  ),
  london(
    'VAT return for the shop every 3 months starting 7 feb',
    task('VAT return for the shop', l('2027-02-07 12:00'), { repeat: every('month', 3) }),
  ),
  london(
    "every thursday at 6pm send the cleaners next week's rota",
    task("send the cleaners next week's rota", l('11-12 18:00'), { repeat: every('week') }),
  ),
  london('every other monday invoice the Airbnb hosts', task('invoice the Airbnb hosts', l('11-16'), { repeat: every('week', 2) })),
  london(
    'rent statements to landlords on the 5th of every month',
    task('rent statements to landlords', l('12-05'), { repeat: every('month') }),
  ),
  london(
    'every tuesday 10am inspect the communal areas at Elgin Rd',
    task('inspect the communal areas at Elgin Rd', l('11-17 10:00'), { repeat: every('week') }),
  ),
  london(
    'every day at 6.30pm send the wrap report to Bex',
    task('send the wrap report to Bex', l('11-11 18:30'), { repeat: every('day') }),
  ),
  london('every wednesday 10am toddler group set up', task('toddler group set up', l('11-18 10:00'), { repeat: every('week') })),
  london(
    'parish magazine copy deadline, 20th of each month',
    task('parish magazine copy deadline', l('11-20'), { repeat: every('month') }),
  ),
  newYork(
    'every monday 9am send all three coaches their weekly calendar',
    task('send all three coaches their weekly calendar', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork('every weekday at 5pm inbox zero for Mel', task('inbox zero for Mel', n('11-11 17:00'), { repeat: every('weekday') })),
  newYork(
    'every day at noon check the advance emails for the next 3 shows',
    task('check the advance emails for the next 3 shows', n('11-11 12:00'), { repeat: every('day') }),
  ),
  newYork(
    "every sunday night at 8 review the week's weddings",
    task("review the week's weddings", n('11-15 20:00'), { repeat: every('week') }),
  ),
  newYork('pay the storage unit on the 1st of every month', task('pay the storage unit', n('12-01'), { repeat: every('month') })),
  newYork('every thursday 2pm production meeting', task('production meeting', n('11-12 14:00'), { repeat: every('week') })),
  newYork('every friday at 3 prep the all-hands agenda', task('prep the all-hands agenda', n('11-13 15:00'), { repeat: every('week') })),
  newYork('every other wednesday 1:1 with Ben at 9:30', task('1:1 with Ben', n('11-18 09:30'), { repeat: every('week', 2) })),
  newYork(
    'every morning at 8 check the studio booking calendar',
    task('check the studio booking calendar', n('11-12 08:00'), { repeat: every('day') }),
  ),
  newYork(
    "every year on jan 12 remind me it's Claudia's birthday",
    task("Claudia's birthday", n('2027-01-12 12:00'), { repeat: every('year') }),
    task("it's Claudia's birthday", n('2027-01-12 12:00'), { repeat: every('year') }),
  ),
  newYork(
    "every month on the 10th renew Gio's parking garage pass",
    task("renew Gio's parking garage pass", n('12-10'), { repeat: every('month') }),
  ),
  newYork('every 2 weeks on friday order backdrop paper', task('order backdrop paper', n('11-13'), { repeat: every('week', 2) })),
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

export const FIFTYSECOND_SNOOZE: HeldOutItem[] = [
  within(reminded('Ring the Kent lab about the Hughes crown', OVERDUE_L), london('with a patient, 20 mins', snoozeFor(20))),
  within(reminded('Send the Hendon invoice', OVERDUE_L), london("dave's got me on the phone – give me an hour", snoozeFor(60))),
  within(
    reminded('Do the VAT return', OVERDUE_L),
    london("not today, dad's still looking for the september receipts. saturday", ...toDayL('11-14')),
  ),
  within(
    reminded('Text the girls the weekend rota', OVERDUE_L),
    london('doing the school run, remind me at half 4', snoozeUntil(l('11-11 16:30')), move(ctx, '2026-11-11', '16:30')),
  ),
  within(reminded('Chase Mrs Kaur for sign off', OVERDUE_L), london('later', snoozeFor(60))),
  within(reminded('Check the Camden permit came through', OVERDUE_L), london('on set, 45', snoozeFor(45))),
  within(
    reminded('Print the order of service', OVERDUE_L),
    london(
      'Oh not yet, could you remind me again tomorrow morning please',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  within(reminded("Leanne's appraisal", OVERDUE_L), london('push to monday', ...toDayL('11-16'))),
  within(reminded("Renew Tony's CSCS card", OVERDUE_L), london('tomoz', ...toDayL('11-12'))),
  within(reminded('Pay the business rates', OVERDUE_L), london('snooze til friday', ...toDayL('11-13'))),
  within(reminded('Ring Mr Haddad back', OVERDUE_L), london('10 mins', snoozeFor(10))),
  within(reminded("Send out thursday's call sheet", l('11-11 18:00')), london('another half hour', snoozeFor(30))),
  within(
    reminded('Ring Pemberton Heating', OVERDUE_L),
    london("they don't open til 9 tomorrow, remind me then", snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded("Schedule Mel's newsletter", OVERDUE_N), newYork('on a call w Tasha, 30 min pls', snoozeFor(30))),
  within(reminded('Settle w the Philly promoter', OVERDUE_N), newYork("promoter's not here yet. 1hr", snoozeFor(60))),
  within(reminded('Per diems to crew', OVERDUE_N), newYork("bank's closed, tmrw", ...toDayN('11-12'))),
  within(
    reminded('Send Morgan & Sam the final timeline', OVERDUE_N),
    newYork('Eek not ready yet! Can you nudge me this afternoon, like 3?', snoozeUntil(n('11-11 15:00')), move(ctx, '2026-11-11', '15:00')),
  ),
  within(reminded('Confirm badge quantities', OVERDUE_N), newYork("vendor's out till monday", ...toDayN('11-16'))),
  within(reminded('Approve payroll in Gusto', OVERDUE_N), newYork('5 more mins', snoozeFor(5))),
  within(
    reminded('Pay Mina for the retouching', OVERDUE_N),
    newYork('after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminded("Book Gio's car service to JFK", OVERDUE_N), newYork("he hasn't confirmed his flight, 2 hrs", snoozeFor(120))),
  within(reminded("Post Jordan's IG reel", OVERDUE_N), newYork('snooze 1 hour', snoozeFor(60))),
  within(reminded('Order Eli new sticks', OVERDUE_N), newYork('remind me when we get to Boston, friday', ...toDayN('11-13'))),
  within(reminded('Return the rented profoto heads', OVERDUE_N), newYork('next week', ...toDayN('11-16'))),
  within(reminded('Send the client run of show v3', OVERDUE_N), newYork('gimme 90', snoozeFor(90))),
  within(
    reminded('Offsite venue shortlist', OVERDUE_N),
    newYork('thurs am', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', '09:00')),
  ),
];

export const FIFTYSECOND_CORRECTION: HeldOutItem[] = [
  within(talkedOf("Check Dr Patel's list for gaps", l('11-12 08:15')), london('sorry 8 not 8:15', move(ctx, null, '08:00'))),
  within(talkedOf("Send Dave's Hendon invoice", l('11-11 16:00')), london('no make it half 3', move(ctx, null, '15:30'))),
  within(
    talkedOf('Book Building Control for the Muswell Hill foundations inspection', l('11-16 10:00')),
    london("actually tuesday, Tony says the concrete's not going in till monday", move(ctx, '2026-11-17', null)),
  ),
  within(
    talkedOf('Do the VAT return', l('11-14 09:00')),
    london("sunday not saturday, the shop's open sat", move(ctx, '2026-11-15', null)),
  ),
  within(talkedOf("Do next week's rota", l('11-15 19:00')), london('change it to 9pm, kids in bed by then', move(ctx, null, '21:00'))),
  within(talkedOf('Book gas engineer for Flat 3 Elgin Rd', l('11-20')), london('wait, make that the 18th', move(ctx, '2026-11-18', null))),
  within(talkedOf('Ring Mr Haddad back', l('11-11 17:00')), london("he's at prayers at 5, do 5.45", move(ctx, null, '17:45'))),
  within(
    talkedOf("Send out thursday's call sheet", l('11-11 18:00')),
    london("7pm, Sam's still changing the schedule", move(ctx, null, '19:00')),
  ),
  within(
    talkedOf('Print the order of service for Sunday', l('11-14 11:00')),
    london('Sorry, I meant Friday at 11, the office is shut on Saturdays', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '11:00')),
  ),
  within(talkedOf("Leanne's appraisal", l('11-13 13:00')), london('typo, 2pm', move(ctx, null, '14:00'))),
  london('move the Pemberton call to fri 9:30', move(words('Pemberton'), '2026-11-13', '09:30')),
  london("push Mrs Kaur's chase to friday", move(words('Mrs Kaur'), '2026-11-13', null)),
  within(
    talkedOf('Call Mr Shah re dads tax bill', l('11-12 14:00')),
    london('Mr Shah only does mornings, make it 10', move(ctx, null, '10:00')),
  ),
  within(
    talkedOf("Schedule Mel's newsletter", n('11-11 20:00')),
    newYork('make it 9 tonight', move(ctx, null, '21:00'), move(ctx, '2026-11-11', '21:00')),
  ),
  within(
    talkedOf('Send Jordan his Nov invoices', n('11-15')),
    newYork('the 15th is a sunday lol, friday the 13th', move(ctx, '2026-11-13', null)),
  ),
  within(
    talkedOf('Settle w the Philly promoter after the show', n('11-12 23:30')),
    newYork('show runs late, midnight', move(ctx, '2026-11-13', '00:00')),
  ),
  within(talkedOf('Per diems to crew', n('11-13 12:00')), newYork('ugh thurs not fri', move(ctx, '2026-11-12', null))),
  within(
    talkedOf('Send Morgan & Sam the final timeline', n('11-16 10:00')),
    newYork('Oops Sam asked for it by Sunday! can we do Sunday at 6pm', move(ctx, '2026-11-15', '18:00')),
  ),
  within(talkedOf('Final headcount to the caterer', n('11-19')), newYork('make it 9am', move(ctx, null, '09:00'))),
  within(talkedOf('AV walkthrough at Pier 17', n('11-12 15:30')), newYork('venue moved us to 4:15', move(ctx, null, '16:15'))),
  within(talkedOf('Board deck draft for Ben', n('11-12 13:00')), newYork("Ben's flying then, switch to 11am", move(ctx, null, '11:00'))),
  within(
    talkedOf('Approve payroll in Gusto', n('11-11 11:30')),
    newYork('11 not 11:30, cutting it too fine otherwise', move(ctx, null, '11:00')),
  ),
  newYork('move the profoto return to tues 5pm', move(words('profoto'), '2026-11-17', '17:00')),
  within(talkedOf("Book Gio's car service to JFK", n('11-11 17:00')), newYork('he says do it by 2', move(ctx, null, '14:00'))),
  newYork(
    'shift the Osteria inspection prep to 7:30am',
    move(words('inspection prep'), null, '07:30'),
    move(words('Osteria'), null, '07:30'),
  ),
  within(
    talkedOf("Unlock the studio for Kai's call time", n('11-14 07:30')),
    newYork('Kai pushed call time to 8:30 so unlock at 8', move(ctx, null, '08:00')),
  ),
];

export const FIFTYSECOND_RENAME: HeldOutItem[] = [
  within(
    talkedOf("Check Dr Patel's list for gaps"),
    london("rename to check Dr Patel's AND Dr Okafor's lists for gaps", rename(ctx, "check Dr Patel's AND Dr Okafor's lists for gaps")),
  ),
  within(
    talkedOf('Get the Muswell Hill skip swapped'),
    london('change it to swap Muswell Hill skip for an 8 yarder', rename(ctx, 'swap Muswell Hill skip for an 8 yarder')),
  ),
  london('rename the rates one to "pay Tooting shop business rates"', rename(words('rates'), 'pay Tooting shop business rates')),
  within(
    talkedOf('Text the girls the weekend rota'),
    london('call it text Bogdana, Lucia and Dee the weekend rota', rename(ctx, 'text Bogdana, Lucia and Dee the weekend rota')),
  ),
  within(LETTINGS_LIST, london('rename 4 to Flat 2B check-out inventory', rename(num(4), 'Flat 2B check-out inventory'))),
  within(
    talkedOf('Reconcile petty cash for Bex'),
    london('should say reconcile petty cash + float for Bex', rename(ctx, 'reconcile petty cash + float for Bex')),
  ),
  within(
    talkedOf('Circulate the PCC minutes'),
    london(
      "Could you change the title to 'Circulate PCC minutes and treasurer's report'",
      rename(ctx, "Circulate PCC minutes and treasurer's report"),
    ),
  ),
  within(PRODUCTION_LIST, london("rename no 3 'Leeds crew hotel x14 rooms'", rename(num(3), 'Leeds crew hotel x14 rooms'))),
  london(
    "the Mr Shah task - retitle it call Mr Shah re dad's self assessment",
    rename(words('Mr Shah'), "call Mr Shah re dad's self assessment"),
  ),
  within(talkedOf("Leanne's appraisal"), london("it's Leanne's 6-month review actually, rename", rename(ctx, "Leanne's 6-month review"))),
  within(SURGERY_LIST, london('change 3 to send recall letters for December', rename(num(3), 'send recall letters for December'))),
  within(
    talkedOf("Schedule Mel's newsletter"),
    newYork("rename: schedule Mel's Black Friday newsletter", rename(ctx, "schedule Mel's Black Friday newsletter")),
  ),
  newYork("change 'per diems to crew' to 'per diems crew + band'", rename(words('per diems to crew'), 'per diems crew + band')),
  within(
    talkedOf('Call Petal & Stem about the peonies'),
    newYork("Retitle to 'Petal & Stem – swap peonies for garden roses'", rename(ctx, 'Petal & Stem – swap peonies for garden roses')),
  ),
  within(WEDDING_LIST, newYork('rename 2 → seating chart v2 for Morgan & Sam', rename(num(2), 'seating chart v2 for Morgan & Sam'))),
  within(talkedOf('Board deck draft for Ben'), newYork('call it Q4 board deck draft', rename(ctx, 'Q4 board deck draft'))),
  newYork(
    'the Gusto task should be "approve payroll + contractor payments in Gusto"',
    rename(words('Gusto'), 'approve payroll + contractor payments in Gusto'),
  ),
  within(
    talkedOf('Pay Mina for the retouching'),
    newYork('name it pay Mina – Halden retouch invoice', rename(ctx, 'pay Mina – Halden retouch invoice')),
  ),
  within(AGENCY_LIST, newYork('rename the first one to board deck draft v1 for Ben', rename(num(1), 'board deck draft v1 for Ben'))),
  within(
    talkedOf("Book Gio's car service to JFK"),
    newYork('oops its Newark not JFK, fix the title', rename(ctx, "Book Gio's car service to Newark")),
  ),
  within(
    talkedOf('Order Eli new sticks'),
    newYork('change it to order Eli sticks + snare heads', rename(ctx, 'order Eli sticks + snare heads')),
  ),
  newYork(
    "rename the caterer invoice one to 'send Pier 17 caterer final invoice'",
    rename(words('caterer invoice'), 'send Pier 17 caterer final invoice'),
  ),
];

export const FIFTYSECOND_REMOVE: HeldOutItem[] = [
  within(talkedOf('Ring the Kent lab about the Hughes crown'), london('delete that, the lab just rang me', remove(ctx), done(ctx))),
  within(SITE_LIST, london("scrap no 3, Dave's gone with another scaffolder", remove(num(3)))),
  london('take the card machine thing off, mum already paid it', remove(words('card machine')), done(words('card machine'))),
  within(
    talkedOf('Ring Lucia about covering Mrs Fairweather on friday'),
    london('cancel that one, Mrs F has cancelled her clean', remove(ctx)),
  ),
  within(LETTINGS_LIST, london('delete 2', remove(num(2)))),
  london('remove the Leeds hotel task, Leeds is off', remove(words('Leeds'))),
  within(
    talkedOf('Print the order of service for Sunday'),
    london('Please delete that, the churchwarden is doing it this week', remove(ctx)),
  ),
  london("bin the CSCS reminder, Tony's left", remove(words('CSCS'))),
  within(SURGERY_LIST, london('get rid of the first one, Shanice ordered them', remove(num(1)), done(num(1)))),
  london('no need for the Pemberton reminder anymore, delete', remove(words('Pemberton'))),
  within(PRODUCTION_LIST, london('the petty cash one can go', remove(num(4)), remove(words('petty cash')))),
  within(talkedOf("Do dad's till reconciliation"), london("stop that one completely, dad's doing it himself now", remove(ctx))),
  within(talkedOf("Post Jordan's IG reel"), newYork('delete, Jordan posted it himself', remove(ctx), done(ctx))),
  within(TOUR_LIST, newYork('kill 3', remove(num(3)))),
  newYork("remove 'confirm the DJ', couple cancelled the DJ", remove(words('confirm the DJ'))),
  within(talkedOf('AV walkthrough at Pier 17'), newYork('cancel it, client pulled the event', remove(ctx))),
  within(AGENCY_LIST, newYork('delete the offsite one, Ben killed the offsite', remove(words('offsite')), remove(num(2)))),
  newYork("pls remove Tasha's webinar reminder, she's postponing to jan", remove(words('webinar'))),
  within(talkedOf("Unlock the studio for Kai's call time"), newYork('scratch that, Kai has keys', remove(ctx))),
  newYork('take Claudia birthday dinner off the list, she wants to cook', remove(words('Claudia'))),
  within(WEDDING_LIST, newYork('#4 can go, they paid the florist direct', remove(num(4)), done(num(4)))),
  newYork('delete the Philly settlement reminder, promoter wired it', remove(words('Philly')), done(words('Philly'))),
  within(talkedOf('Return the rented profoto heads to Lensworks'), newYork("forget it, we're buying them", remove(ctx))),
];

export const FIFTYSECOND_DONE: HeldOutItem[] = [
  within(reminded("Check Dr Patel's list for gaps", OVERDUE_L), london('done, filled 2 of them', done(ctx))),
  within(SURGERY_LIST, london('2 done, crown arrives tmrw', done(num(2)))),
  london('autoclave service is booked', done(words('autoclave'))),
  within(reminded('Send the Hendon invoice', OVERDUE_L), london('sent!! dave off my back', done(ctx))),
  within(
    SITE_LIST,
    london('done the CIS return and the TP order', [done(num(2)), done(num(4))], [done(words('CIS return')), done(words('TP order'))]),
  ),
  within(reminded('Do the VAT return', OVERDUE_L), london('SUBMITTED. finally. dad owes me dinner', done(ctx))),
  within(reminded('Text the girls the weekend rota', OVERDUE_L), london('yep sent it in the group', done(ctx))),
  within(LETTINGS_LIST, london('no.1 sorted, engineer booked for the 24th', done(num(1)))),
  within(reminded('Check the Camden permit came through', OVERDUE_L), london("it's through 👍", done(ctx))),
  london('the order of service is printed, tick it off', done(words('order of service'))),
  within(reminded('Ring Pemberton Heating', OVERDUE_L), london('spoke to them, coming monday', done(ctx))),
  within(reminded('Reconcile petty cash for Bex', OVERDUE_L), london('done n balanced to the penny', done(ctx))),
  within(reminded('Chase Mrs Kaur for sign off', OVERDUE_L), london('she signed it off', done(ctx))),
  within(PRODUCTION_LIST, london('first two done', [done(num(1)), done(num(2))])),
  within(reminded("Schedule Mel's newsletter", OVERDUE_N), newYork('scheduled ✔', done(ctx))),
  within(COACHES_LIST, newYork("jordan's invoices sent", done(words("jordan's invoices")), done(num(2)))),
  within(reminded('Per diems to crew', OVERDUE_N), newYork('handed out', done(ctx))),
  within(TOUR_LIST, newYork('3 done, got a spot behind the venue', done(num(3)))),
  within(reminded('Send Morgan & Sam the final timeline', OVERDUE_N), newYork('Sent it this morning and they LOVED it 🥹', done(ctx))),
  newYork('confirmed the DJ', done(words('DJ'))),
  within(reminded('Confirm badge quantities', OVERDUE_N), newYork('confirmed', done(ctx))),
  within(AGENCY_LIST, newYork('payroll approved', done(words('payroll')), done(num(3)))),
  within(reminded('Approve payroll in Gusto', OVERDUE_N), newYork('approved with 4 min to spare', done(ctx))),
  within(reminded('Pay Mina for the retouching', OVERDUE_N), newYork('paid via zelle', done(ctx))),
  newYork("gio's car is booked, pick up 5:45", done(words("gio's car"))),
  within(reminded('Order Eli new sticks', OVERDUE_N), newYork('ordered, arriving at the Boston venue', done(ctx))),
  within(reminded("Post Jordan's IG reel", OVERDUE_N), newYork("it's up", done(ctx))),
  within(WEDDING_LIST, newYork('done w 1 and 4', [done(num(1)), done(num(4))])),
];

const WHICH_CALL = {
  pending: { about: 'which_task' as const, options: ['Ring the Kent lab about the Hughes crown', 'Ring Dr Okafor re Saturday clinic'] },
};
const WHICH_INVOICE = {
  pending: {
    about: 'which_task' as const,
    options: ['Send the Hendon invoice', 'Chase the Muswell Hill invoice', 'Invoice Acorn for the retention'],
  },
};
const WHICH_NEWSLETTER = {
  pending: { about: 'which_task' as const, options: ["Mel's newsletter", "Jordan's newsletter", "Tasha's newsletter"] },
};
const BOILER = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Advise Mr Haddad to replace the boiler or repair it again?',
    options: ['Replace', 'Repair'],
  },
};
const AV_VENDOR = {
  pending: { about: 'dilemma_choice' as const, question: 'Which AV vendor for the launch?', options: ['Stagecraft', 'Brightline'] },
};
const CAROLS = { pending: { about: 'review' as const, decision: 'Moved the carol service to 6pm' } };
const BUSES = { pending: { about: 'review' as const, decision: 'Booked the cheaper bus company for the fall leg' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Sending the call sheet early saves the whole evening' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Saying no to Saturday double-bookings keeps me sane' } };
const VAT_DAY = {
  pending: { about: 'other' as const, question: 'Which day shall I remind you about the VAT return?', options: ['Saturday', 'Sunday'] },
};

export const FIFTYSECOND_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('the lab one', answer(1))),
  within(WHICH_CALL, london('Dr Okafor', answer(2))),
  within(WHICH_INVOICE, london('hendon', answer(1))),
  within(WHICH_INVOICE, london('the last one', answer(3))),
  within(WHICH_INVOICE, london('2', answer(2))),
  within(WHICH_NEWSLETTER, newYork("tasha's", answer(3))),
  within(WHICH_NEWSLETTER, newYork('mel', answer(1))),
  within(WHICH_NEWSLETTER, newYork('the middle one', answer(2))),
  within(WHICH_NEWSLETTER, newYork('all three tbh', answer(null))),
  within(BOILER, london("replace it, he's wasted enough on callouts", answer(1))),
  within(BOILER, london("repair for now, he won't pay for a new one till spring", answer(2))),
  within(BOILER, london("still not sure, waiting on Kev's report", answer(null))),
  within(AV_VENDOR, newYork('Brightline', answer(2))),
  within(AV_VENDOR, newYork('going with the first', answer(1))),
  within(AV_VENDOR, newYork('neither, I want a third quote', answer(null))),
  within(
    {
      pending: {
        about: 'dilemma_matters',
        question: 'Hire an ops manager or an office coordinator?',
        options: ['Ops manager', 'Office coordinator'],
      },
    },
    newYork('cost mostly, and someone who can start before january', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I take on the Battersea contract?' } },
    london('take it and hire two more girls, or say no and keep it small', answer(null)),
  ),
  within(CAROLS, london('Much better turnout, families could come after tea', answer(null))),
  within(BUSES, newYork('honestly a disaster, AC broke twice', answer(null))),
  within(KEEP_L, london('keep', answer(null), note)),
  within(KEEP_N, newYork('Yes please save that ❤️', answer(null), note)),
  within(KEEP_L, london('nah skip it', answer(null))),
  within(VAT_DAY, london("sunday pls, shop's shut", answer(2))),
  within({ pending: { about: 'other', question: 'Morning plan at 7 or 8?', options: ['7', '8'] } }, newYork('7 is good', answer(1))),
  within(
    { pending: { about: 'stuck', task: 'Update the studio price list' } },
    newYork("kai won't tell me his new day rate", answer(null)),
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FIFTYSECOND_KINDS: Record<string, HeldOutItem[]> = {
  ask: FIFTYSECOND_ASK,
  recurring: FIFTYSECOND_RECURRING,
  snooze: FIFTYSECOND_SNOOZE,
  correction: FIFTYSECOND_CORRECTION,
  rename: FIFTYSECOND_RENAME,
  remove: FIFTYSECOND_REMOVE,
  done: FIFTYSECOND_DONE,
  answer: FIFTYSECOND_ANSWER,
  ramble: FIFTYSECOND_RAMBLE,
  greeting: FIFTYSECOND_GREETING,
  thanks: FIFTYSECOND_THANKS,
  feeling: FIFTYSECOND_FEELING,
  question: FIFTYSECOND_QUESTION,
  statement: FIFTYSECOND_STATEMENT,
  decision: FIFTYSECOND_DECISION,
  dilemma: FIFTYSECOND_DILEMMA,
  recall: FIFTYSECOND_RECALL,
  prioritise: FIFTYSECOND_PRIORITISE,
  agenda: FIFTYSECOND_AGENDA,
  free_time: FIFTYSECOND_FREE_TIME,
  unclear: FIFTYSECOND_UNCLEAR,
  bare: FIFTYSECOND_BARE,
};

export const HELD_OUT_FIFTYSECOND: HeldOutItem[] = Object.values(HELD_OUT_FIFTYSECOND_KINDS).flat();
