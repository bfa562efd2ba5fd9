import type { ConversationState, Intent } from '../intent';
import {
  answer,
  decision,
  dilemma,
  done,
  every,
  free,
  HELP,
  inMinutes,
  l,
  list,
  london,
  move,
  n,
  newYork,
  NO_CHANGE,
  note,
  num,
  prioritise,
  question,
  recall,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  START,
  STOP,
  talk,
  task,
  UNDO,
  unclear,
  within,
  words,
  ctx,
  type HeldOutItem,
} from './held-out-kit';

/**
 * A second held-out set, written after the reader was finished and never shown to it while it
 * changed. Read at the kit's moment: Wednesday 11 November 2026, 15:00 in London (GMT) and 10:00 in
 * New York (EST). A day without a time is 12:00 in the person's zone; where people would accept two
 * readings (a vague part of the day, "next friday" on a Wednesday) both are listed.
 */

const ask: Intent = { kind: 'ask', text: '', options: [] };
const reply: Intent = { kind: 'reply', text: '' };

const current = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
const followUp = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
const whichTask: Partial<ConversationState> = { pending: { about: 'which_task', options: ['call the dentist', 'call the bank'] } };
const listedL: Partial<ConversationState> = { listed: ['call the bank', 'buy milk', 'send the deck'] };
const listedN: Partial<ConversationState> = { listed: ['pay the electric bill', 'book the van', 'email the cpa'] };

const accountant = current('call the accountant', l('11-12 14:00'));
const vet = current('call the vet', n('11-12 10:00'));

const TASKS_LONDON: HeldOutItem[] = [
  london('remind me to call mum at 6', task('call mum', l('11-11 18:00'))),
  london('call the bank tmrw at 11 am', task('call the bank', l('11-12 11:00'))),
  london('pick up dry cleaning half 4', task('pick up dry cleaning', l('11-11 16:30'))),
  london('dentist fri quarter past 9', task('dentist', l('11-13 09:15'))),
  london('send invoice to acme by EOD', task('send invoice to acme', l('11-11 17:00')), task('send invoice to acme', l('11-11 18:00'))),
  london(
    'first thing tomorrow chase the solicitor',
    task('chase the solicitor', l('11-12 09:00')),
    task('chase the solicitor', l('11-12 08:00')),
  ),
  london('book the venue at noon tmrw', task('book the venue', l('11-12 12:00'))),
  london(
    'renew car insurance end of the month',
    task('renew car insurance', l('11-30 12:00')),
    task('renew car insurance', l('11-30 17:00')),
  ),
  london('mot for the van on 4/12', task('mot for the van', l('12-04 12:00'))),
  london('pay the VAT bill 7/1', task('pay the vat bill', l('2027-01-07 12:00'))),
  london('meeting with jo tuesday the 17th at 2', task('meeting with jo', l('11-17 14:00'))),
  london('renew passport in 2 weeks at 4pm', task('renew passport', l('11-25 16:00'))),
  london(
    'chase payment from blueprint in a fortnight',
    task('chase payment from blueprint', l('11-25 12:00')),
    task('chase payment from blueprint', l('11-25 15:00')),
  ),
  london('water the plants ten mins from now', task('water the plants', inMinutes(10))),
  london('ring the landlord in 2 hrs', task('ring the landlord', inMinutes(120))),
  london('buy a present for dad christmas eve', task('buy a present for dad', l('12-24 12:00'))),
  london('post the tax return the second tuesday of december', task('post the tax return', l('12-08 12:00'))),
  london('call the printers at 3pm est', task('call the printers', n('11-11 15:00'))),
  london('team retro next friday 10am', task('team retro', l('11-13 10:00')), task('team retro', l('11-20 10:00'))),
  london('gym this weekend', task('gym', l('11-14 12:00')), task('gym', l('11-14 10:00')), task('gym', l('11-14 09:00'))),
  london(
    'need to email Sarah the deck tmrw after lunch',
    task('email sarah the deck', l('11-12 13:00')),
    task('email sarah the deck', l('11-12 14:00')),
  ),
  london('haircut monday 5.30pm', task('haircut', l('11-16 17:30'))),
  london("don't forget to take the bins out tonight at 8", task('take the bins out', l('11-11 20:00'))),
  london(
    'print boarding passes 3 days from now',
    task('print boarding passes', l('11-14 12:00')),
    task('print boarding passes', l('11-14 15:00')),
  ),
  london('call HMRC thurs 10.15', task('call hmrc', l('11-12 10:15'))),
  london('send contract to dave on the 20th', task('send contract to dave', l('11-20 12:00'))),
  london(
    'cancel the netflix trial before 1 dec',
    task('cancel the netflix trial', l('12-01 12:00')),
    task('cancel the netflix trial', l('11-30 12:00')),
  ),
  london('quarter to 6 pick up kids', task('pick up kids', l('11-11 17:45'))),
  london('twenty past 8 tomorrow morning call the vet', task('call the vet', l('11-12 08:20'))),
  london('important!! submit grant application by friday 5pm', task('submit grant application', l('11-13 17:00'), { important: true })),
  london('urgent - call the bank about the fraud alert', task('call the bank about the fraud alert', null, { important: true })),
  london('buy milk', task('buy milk')),
  london('remind me to ring grandma on sunday', task('ring grandma', l('11-15 12:00'))),
  london('i need to sort out my pension at some point', task('sort out my pension')),
  london("new year's day - write goals", task('write goals', l('2027-01-01 12:00'))),
  london('book the MOT 2027-01-15', task('book the mot', l('2027-01-15 12:00'))),
  london('tell the team about the offsite at midday on monday', task('tell the team about the offsite', l('11-16 12:00'))),
  london('invoice clients last friday of the month', task('invoice clients', l('11-27 12:00'))),
  london(
    'a week from today call the recruiter back',
    task('call the recruiter back', l('11-18 12:00')),
    task('call the recruiter back', l('11-18 15:00')),
  ),
  london('3 mondays from now: quarterly review', task('quarterly review', l('11-30 12:00'))),
  london(
    "ok so um remind me to, like, chase the invoice from harper's tomorrow at 10",
    task("chase the invoice from harper's", l('11-12 10:00')),
  ),
  london('pls remind me abt the physio appt thurs 2.45', task('physio appt', l('11-12 14:45')), task('the physio appt', l('11-12 14:45'))),
  london('car service wed 18th 8am', task('car service', l('11-18 08:00'))),
  london('ring the council about the parking permit monday 9am', task('ring the council about the parking permit', l('11-16 09:00'))),
  london('get bday card for lucy 🎂 by sat', task('get bday card for lucy', l('11-14 12:00'))),
  london('submit timesheet 5pm', task('submit timesheet', l('11-11 17:00'))),
  london('call nan at 7 tonight', task('call nan', l('11-11 19:00'))),
  london('dinner with the in-laws sat 7.30pm', task('dinner with the in-laws', l('11-14 19:30'))),
  london(
    'erm yeah so basically can you remind me to, um, send the quote to the builders tomorrow at like 10',
    task('send the quote to the builders', l('11-12 10:00')),
  ),
  london('remnd me to cal the gas man tmoz at 2', task('cal the gas man', l('11-12 14:00')), task('call the gas man', l('11-12 14:00'))),
  london(
    'meetin with accountnt friday 11am',
    task('meetin with accountnt', l('11-13 11:00')),
    task('meeting with accountant', l('11-13 11:00')),
  ),
  london('meet the builder tomorrow at 8 a.m.', task('meet the builder', l('11-12 08:00'))),
  london('book tickets at 9 PM', task('book tickets', l('11-11 21:00'))),
  london(
    'boxing day walk with the dog 🐶',
    task('walk with the dog', l('12-26 12:00')),
    task('boxing day walk with the dog', l('12-26 12:00')),
  ),
  london('collect the parcel from the depot thursday between 9 and 10', task('collect the parcel from the depot', l('11-12 09:00'))),
  london('send mike the contract at 4 gmt', task('send mike the contract', l('11-11 16:00'))),
  london('phone the school tomorrow 1pm', task('phone the school', l('11-12 13:00'))),
  london('order the xmas turkey by 15/12', task('order the xmas turkey', l('12-15 12:00'))),
  { ...london('dentist 4/12', task('dentist', l('2027-04-12 12:00'))), dayFirst: false },
];

const TASKS_NEW_YORK: HeldOutItem[] = [
  newYork('remind me to call the pediatrician at 2', task('call the pediatrician', n('11-11 14:00'))),
  newYork('pick up the dry cleaning at 5 pm', task('pick up the dry cleaning', n('11-11 17:00'))),
  newYork('dentist 12/4 at 9:30', task('dentist', n('12-04 09:30'))),
  newYork('send w9 to the client by 11/20', task('send w9 to the client', n('11-20 12:00'))),
  newYork('pay amex bill on the 25th', task('pay amex bill', n('11-25 12:00'))),
  newYork('call grandma on thanksgiving', task('call grandma', n('11-26 12:00'))),
  newYork(
    'submit expense report EOD friday',
    task('submit expense report', n('11-13 17:00')),
    task('submit expense report', n('11-13 18:00')),
  ),
  newYork(
    'prep standup notes first thing tmrw',
    task('prep standup notes', n('11-12 09:00')),
    task('prep standup notes', n('11-12 08:00')),
  ),
  newYork('call sam at noon', task('call sam', n('11-11 12:00'))),
  newYork('investor zoom at 4pm gmt', task('investor zoom', '2026-11-11T16:00:00.000Z')),
  newYork('call the LA office tomorrow 9am pst', task('call the la office', '2026-11-12T17:00:00.000Z')),
  newYork('renew my license in 3 weeks', task('renew my license', n('12-02 12:00')), task('renew my license', n('12-02 10:00'))),
  newYork('follow up with mike in 45 min', task('follow up with mike', inMinutes(45))),
  newYork('order business cards first monday of december', task('order business cards', n('12-07 12:00'))),
  newYork('file the quarterly taxes jan 15', task('file the quarterly taxes', n('2027-01-15 12:00'))),
  newYork('gotta call the plumber tmrw morning around 10', task('call the plumber', n('11-12 10:00'))),
  newYork('yo remind me to venmo jess 20 bucks tonight at 9', task('venmo jess 20 bucks', n('11-11 21:00'))),
  newYork('pitch deck review next tues 3:30pm', task('pitch deck review', n('11-17 15:30')), task('pitch deck review', n('11-24 15:30'))),
  newYork('Lunch with Priya on Friday 12:30', task('lunch with priya', n('11-13 12:30'))),
  newYork('pick up the kids at half past 3', task('pick up the kids', n('11-11 15:30'))),
  newYork('email the landlord about the lease 3/1', task('email the landlord about the lease', n('2027-03-01 12:00'))),
  newYork('check on the shipment in an hour', task('check on the shipment', inMinutes(60))),
  newYork(
    'prep for the board meeting this weekend',
    task('prep for the board meeting', n('11-14 12:00')),
    task('prep for the board meeting', n('11-14 10:00')),
    task('prep for the board meeting', n('11-14 09:00')),
  ),
  newYork('send the proposal end of day', task('send the proposal', n('11-11 17:00')), task('send the proposal', n('11-11 18:00'))),
  newYork('schedule a 1:1 with dana wed 11/18 at 10 am', task('schedule a 1:1 with dana', n('11-18 10:00'))),
  newYork('renew the domain by 12/31', task('renew the domain', n('12-31 12:00'))),
  newYork('taxes!!! april 15', task('taxes', n('2027-04-15 12:00')), task('taxes', n('2027-04-15 12:00'), { important: true })),
  newYork("Mom's birthday dinner on the 2nd tuesday of march at 7pm", task("mom's birthday dinner", n('2027-03-09 19:00'))),
  newYork(
    'call the accountant in a couple of days',
    task('call the accountant', n('11-13 12:00')),
    task('call the accountant', n('11-13 10:00')),
  ),
  newYork('buy stamps', task('buy stamps')),
  newYork('hey can you remind me to text kate at 4:15', task('text kate', n('11-11 16:15'))),
  newYork('pick up prescription b4 6', task('pick up prescription', n('11-11 18:00'))),
  newYork(
    'okay so um I was thinking, uh, I really need to like call the insurance company on monday, yeah',
    task('call the insurance company', n('11-16 12:00')),
  ),
  newYork('pick up amazon return tomorow at 3pm', task('pick up amazon return', n('11-12 15:00'))),
  newYork('call dad at 6:30 p.m.', task('call dad', n('11-11 18:30'))),
  newYork('book a table for 2 on saturday at 8pm', task('book a table for 2', n('11-14 20:00'))),
  newYork('send the newsletter thursday 11/19 at 7am', task('send the newsletter', n('11-19 07:00'))),
  newYork(
    'get the car inspected before black friday',
    task('get the car inspected', n('11-27 12:00')),
    task('get the car inspected', n('11-26 12:00')),
  ),
  newYork('christmas eve - wrap gifts 🎁', task('wrap gifts', n('12-24 12:00'))),
  newYork('reply to the HOA email in 30 minutes', task('reply to the hoa email', inMinutes(30))),
  newYork('call the bank at 11 am tmrw', task('call the bank', n('11-12 11:00'))),
  newYork('renew the lease 1/15/2027', task('renew the lease', n('2027-01-15 12:00'))),
  newYork('IMPORTANT: sign the NDA today by 5', task('sign the nda', n('11-11 17:00'), { important: true })),
  newYork('ship the samples to austin at noon friday', task('ship the samples to austin', n('11-13 12:00'))),
  { ...newYork('pay invoice 5/12', task('pay invoice', n('12-05 12:00'))), dayFirst: true },
];

const RECURRING: HeldOutItem[] = [
  london('every monday 9am send the weekly update', task('send the weekly update', l('11-16 09:00'), { repeat: every('week') })),
  london('pay rent on the 1st of every month', task('pay rent', l('12-01 12:00'), { repeat: every('month') })),
  newYork('every weekday at 8 check the inbox', task('check the inbox', n('11-12 08:00'), { repeat: every('weekday') })),
  newYork('take vitamins every day at 7pm', task('take vitamins', n('11-11 19:00'), { repeat: every('day') })),
  london('water the plants every sunday', task('water the plants', l('11-15 12:00'), { repeat: every('week') })),
  london('every other friday do payroll', task('do payroll', l('11-13 12:00'), { repeat: every('week', 2) })),
  newYork('send invoices on the 15th of each month', task('send invoices', n('11-15 12:00'), { repeat: every('month') })),
  london('daily at 8am - journal', task('journal', l('11-12 08:00'), { repeat: every('day') })),
  newYork('every year on march 3 renew the LLC', task('renew the llc', n('2027-03-03 12:00'), { repeat: every('year') })),
  london('put the bins out every thursday at 7am', task('put the bins out', l('11-12 07:00'), { repeat: every('week') })),
  newYork('stand up every weekday 9:30', task('stand up', n('11-12 09:30'), { repeat: every('weekday') })),
  london('every wednesday at 6pm five a side football', task('five a side football', l('11-11 18:00'), { repeat: every('week') })),
];

const RAMBLES: HeldOutItem[] = [
  london('ok so um I need to email sarah about the deck, then buy milk, and yeah call the plumber at 4', [
    task('email sarah about the deck'),
    task('buy milk'),
    task('call the plumber', l('11-11 16:00')),
  ]),
  newYork('so tomorrow I gotta pick up the rental car at 9, drop off the packages at 11 and call my mom at 6 lol', [
    task('pick up the rental car', n('11-12 09:00')),
    task('drop off the packages', n('11-12 11:00')),
    task('call my mom', n('11-12 18:00')),
  ]),
  london('right, three things: book the van by thursday, send jo the floor plans, and renew the domain before friday', [
    task('book the van', l('11-12 12:00')),
    task('send jo the floor plans'),
    task('renew the domain', l('11-13 12:00')),
  ]),
  newYork("hey so um, yeah, i need to, uh, follow up with the designer and, like, order more coffee beans, that's it", [
    task('follow up with the designer'),
    task('order more coffee beans'),
  ]),
  london('buy milk and call mum at 6', [task('buy milk'), task('call mum', l('11-11 18:00'))]),
  newYork('need to: 1) pay the electric bill 2) book a haircut 3) email the CPA', [
    task('pay the electric bill'),
    task('book a haircut'),
    task('email the cpa'),
  ]),
  london('lol ok remind me to text tom at 5 and to book the restaurant tomorrow', [
    task('text tom', l('11-11 17:00')),
    task('book the restaurant', l('11-12 12:00')),
  ]),
  london("so basically tomorrow i've got to ring the bank at 9 and then at 11 i need to pick up the parcel from the post office", [
    task('ring the bank', l('11-12 09:00')),
    task('pick up the parcel from the post office', l('11-12 11:00')),
  ]),
  newYork('email jen about the contract, buy printer ink, and call the caterer tomorrow at 2', [
    task('email jen about the contract'),
    task('buy printer ink'),
    task('call the caterer', n('11-12 14:00')),
  ]),
  london('uhh friday i need to do the bank run at 10 and send the payroll at 3', [
    task('do the bank run', l('11-13 10:00')),
    task('send the payroll', l('11-13 15:00')),
  ]),
];

const overdueBank = current('call the bank', l('11-11 14:30'));
const laterProposal = current('send the proposal', n('11-11 16:00'));

const SNOOZES: HeldOutItem[] = [
  within(overdueBank, london('snooze 10 min', snoozeFor(10))),
  within(overdueBank, london('snooze it an hour pls', snoozeFor(60))),
  within(overdueBank, london('remind me again in 20 mins', snoozeFor(20))),
  within(overdueBank, london('snooze till tomorrow 9am', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00'))),
  within(overdueBank, london('snooze until 8 am', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00'))),
  within(followUp('send the proposal', n('11-11 09:00')), newYork('SNOOZE 1H', snoozeFor(60))),
  within(laterProposal, newYork('snooze 30 mins', snoozeFor(30))),
  within(laterProposal, newYork('push it back 2 hours', snoozeFor(120))),
  within(overdueBank, london('remind me in 15', snoozeFor(15))),
  within(
    overdueBank,
    london(
      'snooze till monday',
      snoozeUntil(l('11-16 12:00')),
      snoozeUntil(l('11-16 09:00')),
      snoozeUntil(l('11-16 14:30')),
      move(ctx, '2026-11-16', null),
      move(ctx, '2026-11-16', '14:30'),
    ),
  ),
  within(laterProposal, newYork('snooze for a day', snoozeFor(1440))),
  within(followUp('call the bank', l('11-11 14:30')), london('give me 5 mins', snoozeFor(5))),
  within(current('call the vet', n('11-11 11:00')), newYork('snooze 2h', snoozeFor(120))),
  within(overdueBank, london('later pls, like 1h', snoozeFor(60))),
  within(
    current('send the proposal', n('11-11 09:00')),
    newYork('snooze till 3', snoozeUntil(n('11-11 15:00')), move(ctx, null, '15:00'), move(ctx, '2026-11-11', '15:00')),
  ),
  within(followUp('call the vet', n('11-11 09:30')), newYork('not yet, nudge me in 45', snoozeFor(45))),
];

const CORRECTIONS: HeldOutItem[] = [
  within(accountant, london('make it 3', move(ctx, null, '15:00'), move(ctx, '2026-11-12', '15:00'))),
  within(accountant, london('actually monday', move(ctx, '2026-11-16', null), move(ctx, '2026-11-16', '14:00'))),
  within(accountant, london('no wait, friday', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '14:00'))),
  within(accountant, london('sorry i meant half 2', move(ctx, null, '14:30'), move(ctx, '2026-11-12', '14:30'))),
  within(vet, newYork('make that 2:30', move(ctx, null, '14:30'), move(ctx, '2026-11-12', '14:30'))),
  within(vet, newYork('actually can we do thursday at 11 instead', move(ctx, '2026-11-12', '11:00'), move(ctx, null, '11:00'))),
  within(vet, newYork('move it to friday 2pm', move(ctx, '2026-11-13', '14:00'))),
  london('move the acme call to friday 2pm', move(words('acme call'), '2026-11-13', '14:00')),
  within(
    current('email the landlord', n('11-11 15:00')),
    newYork('push that to tomorrow', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '15:00')),
  ),
  london('change the haircut to 6pm', move(words('haircut'), null, '18:00')),
  within(
    current('pick up the parcel', l('11-12 22:00')),
    london('oops meant 10am not pm', move(ctx, null, '10:00'), move(ctx, '2026-11-12', '10:00')),
  ),
  newYork('can u make the standup 9:45 instead', move(words('standup'), null, '09:45')),
  within(accountant, london('no, the 20th', move(ctx, '2026-11-20', null), move(ctx, '2026-11-20', '14:00'))),
  within(vet, newYork('make it an hour later', move(ctx, null, '11:00'), move(ctx, '2026-11-12', '11:00'), snoozeFor(60))),
  london('move the dentist to wed 18th 9am', move(words('dentist'), '2026-11-18', '09:00')),
  newYork('reschedule the investor call to monday at 4', move(words('investor call'), '2026-11-16', '16:00')),
  within(accountant, london('actually the day after', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '14:00'))),
  within(vet, newYork('hmm make it 4 pm', move(ctx, null, '16:00'), move(ctx, '2026-11-12', '16:00'))),
];

const RENAMES: HeldOutItem[] = [
  within(accountant, london('rename it to call priya', rename(ctx, 'call priya'))),
  newYork('change the title of the gym one to yoga class', rename(words('gym'), 'yoga class')),
  london("rename 'buy milk' to 'buy oat milk'", rename(words('buy milk'), 'buy oat milk')),
  within(
    current('email the landlord', n('11-11 15:00')),
    newYork("call it 'email the property manager' instead", rename(ctx, 'email the property manager')),
  ),
  within(listedL, london('rename 3 to send the deck to investors', rename(num(3), 'send the deck to investors'))),
  newYork("change the name of the dentist task to 'orthodontist'", rename(words('dentist'), 'orthodontist')),
  within(vet, newYork('rename that to "take rex to the vet"', rename(ctx, 'take rex to the vet'))),
];

const REMOVALS: HeldOutItem[] = [
  london('delete the yoga task', remove(words('yoga'))),
  within(vet, newYork('delete that', remove(ctx))),
  within(listedL, london('remove number 2', remove(num(2)))),
  newYork("scrap the team lunch task, it's off", remove(words('team lunch'))),
  london("take 'renew passport' off my list", remove(words('renew passport'))),
  within(listedN, newYork('get rid of 3', remove(num(3)))),
  within(current('pick up the parcel', l('11-12 22:00')), london("don't need that anymore, remove it", remove(ctx))),
  newYork('pls delete the dentist reminder', remove(words('dentist'))),
];

const COMPLETIONS: HeldOutItem[] = [
  within(followUp('call the bank', l('11-11 14:30')), london('done', done(ctx), done(words('call the bank')))),
  within(listedL, london('done 2', done(num(2)))),
  within(current('finish the pitch deck', n('11-11 17:00')), newYork('finished the pitch deck 🎉', done(ctx), done(words('pitch deck')))),
  within(listedN, london('paid the electric bill', done(words('electric bill')), done(num(1)))),
  within(followUp('call the vet', n('11-11 09:30')), newYork('yep did it', done(ctx), done(words('call the vet')))),
  london('vat return done ✅', done(words('vat return'))),
  within(listedN, newYork('1 and 3 done', [done(num(1)), done(num(3))])),
  within(followUp('call the bank', l('11-11 14:30')), london('DONE', done(ctx), done(words('call the bank')))),
];

const ANSWERS: HeldOutItem[] = [
  within(whichTask, london('2', answer(2))),
  within(whichTask, london('the second one', answer(2))),
  within(whichTask, newYork('the dentist one', answer(1))),
  within(whichTask, newYork('first', answer(1))),
  within(whichTask, london('bank', answer(2))),
  within(whichTask, newYork('the 2nd pls', answer(2))),
  within(whichTask, london('number one', answer(1))),
  within(whichTask, newYork('neither', answer(null))),
  within(
    { pending: { about: 'dilemma_choice', question: 'hire a VA or do the admin myself', options: ['hire a VA', 'do the admin myself'] } },
    london('hire the VA', answer(1), decision),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'should I move offices' } },
    newYork('stay where we are or move to brooklyn', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'hire a VA or not', options: ['hire a VA', 'do it myself'] } },
    london('cost mainly, and my sanity', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'which laptop', options: ['macbook air', 'thinkpad'] } },
    newYork('not yet', answer(null)),
  ),
  within({ pending: { about: 'keep', text: 'good call with the investor' } }, london('keep', answer(null), note)),
  within({ pending: { about: 'stuck', task: 'finish the slides' } }, newYork('waiting on data from finance', answer(null))),
  within(
    { pending: { about: 'review', decision: 'switched to the cheaper supplier' } },
    london('went fine tbh, saved about 200 a month', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'which laptop', options: ['macbook air', 'thinkpad'] } },
    newYork('the thinkpad i think', answer(2), decision),
  ),
];

const SMALL_TALK: HeldOutItem[] = [
  london('hiya', talk('greeting')),
  newYork('good morning!!', talk('greeting')),
  london('hey daily 👋', talk('greeting')),
  newYork('thanks!!', talk('thanks')),
  london('cheers mate', talk('thanks')),
  newYork('thank u so much', talk('thanks')),
  london('ta', talk('thanks')),
  london('absolutely knackered today', talk('feeling')),
  newYork('feeling super anxious about the launch tbh', talk('feeling')),
  london("i'm drowning, too much on", talk('overwhelmed'), prioritise('drop')),
  newYork('ugh so stressed, everything is due at once', talk('overwhelmed')),
  london('good call with the investor today', talk('reflection')),
  newYork('honestly the workshop went way better than i expected', talk('reflection'), talk('feeling')),
  london('night night', talk('goodbye')),
  newYork('ok ttyl', talk('goodbye')),
  london('ok', talk('acknowledgement')),
  newYork('cool 👍', talk('acknowledgement')),
  london('sounds good', talk('acknowledgement')),
  newYork('got it', talk('acknowledgement')),
  newYork("i'm so proud of myself rn", talk('feeling'), talk('reflection')),
  london("bit of a rubbish day if i'm honest", talk('feeling')),
  london('learned today that i should never take calls before coffee lol', talk('reflection')),
];

const QUESTIONS: HeldOutItem[] = [
  london('how do I say no to clients without sounding rude?', question, reply),
  newYork('whats a good way to price a logo design project', question, reply),
  london('is it worth registering for VAT early?', question, reply, dilemma),
  newYork('how long should a cold email be?', question, reply),
  london("what's the difference between a sole trader and a limited company", question, reply),
  newYork('any tips for staying focused when working from home?', question, reply),
  london('can you remind me what time the dentist is', NO_CHANGE),
  newYork("when's my next meeting?", NO_CHANGE),
  london('do you know if the post office is open on sundays', question, reply),
  newYork('how many hours should i work a week as a freelancer?', question, reply),
];

const STATEMENTS: HeldOutItem[] = [
  london("my accountant's called Priya btw", NO_CHANGE),
  newYork('the office is closed the friday after thanksgiving', NO_CHANGE),
  london('the kids break up for christmas on the 18th', NO_CHANGE),
  newYork('acme pays net 30 usually', NO_CHANGE),
  london("it's raining again lol", NO_CHANGE),
  newYork('just landed in chicago', NO_CHANGE),
  london('I had a meeting with the bank yesterday', NO_CHANGE),
  london("sarah's birthday is on the 3rd of december", NO_CHANGE),
  newYork('we hit 100 customers today!!', NO_CHANGE),
  london('the meeting ran over again', NO_CHANGE),
  newYork('i usually do my admin on fridays', NO_CHANGE),
  london('the plumber came this morning and fixed the boiler', NO_CHANGE),
  newYork('my cofounder is out until monday', NO_CHANGE),
];

const DECISIONS: HeldOutItem[] = [
  london('going with the cheaper quote', decision),
  newYork('decided to hire a VA', decision),
  london("we're not renewing the lease", decision),
  newYork("let's use Gusto for payroll", decision),
  london("ok i've made my mind up, i'm dropping the retainer client", decision),
  newYork("final answer: we're raising prices 15% in january", decision),
  london('gonna stick with xero, not worth switching', decision),
  newYork("we'll go with the blue logo", decision),
];

const DILEMMAS: HeldOutItem[] = [
  london('should I hire a VA or do the admin myself?', dilemma),
  newYork("can't decide between the two job offers", dilemma),
  london('help me choose between notion and clickup', dilemma),
  newYork('thinking of quitting my job vs going part time', dilemma),
  london('torn between taking the contract and keeping fridays free', dilemma),
  newYork('should i raise my rates?', dilemma, question),
  london('not sure whether to go to the conference in berlin', dilemma),
];

const RECALLS: HeldOutItem[] = [
  london('what did I decide about the supplier?', recall('supplier')),
  newYork('remind me what we decided on the pricing', recall('pricing')),
  london('what did i go with for the accountant in the end', recall('accountant')),
  newYork('did I decide anything about the office move?', recall('office move')),
  london('what was my decision on the van', recall('van')),
];

const PRIORITIES: HeldOutItem[] = [
  london('what should I focus on today?', prioritise('focus')),
  newYork('too much on, what can i drop?', prioritise('drop')),
  london('plan my day pls', prioritise('plan_day')),
  newYork('where do i even start', prioritise('focus'), talk('overwhelmed')),
  london("what's most important right now", prioritise('focus')),
  newYork('what can wait till next week?', prioritise('drop')),
];

const AGENDA: HeldOutItem[] = [
  london("what's on this week", list('week')),
  newYork('whats on today', list('today')),
  london('anything tomorrow?', list('tomorrow')),
  newYork('what have i got on friday', list('day', '2026-11-13')),
  london('show me my tasks', list('next'), list('today')),
  newYork("what's overdue?", list('overdue')),
  london("what's next", list('next')),
  newYork('what do i have monday', list('day', '2026-11-16')),
  london('agenda for thurs?', list('day', '2026-11-12'), list('tomorrow')),
  newYork("what's on 11/20", list('day', '2026-11-20')),
  london("what's on the 4th of december", list('day', '2026-12-04')),
  newYork('what have i missed', list('overdue')),
];

const wholeDay = (at: (text: string) => string, day: string) => [
  free(at(`${day} 00:00`), at(`${day === '11-12' ? '11-13' : '11-17'} 00:00`)),
  free(at(`${day} 09:00`), at(`${day} 17:00`)),
  free(at(`${day} 09:00`), at(`${day} 18:00`)),
  free(at(`${day} 08:00`), at(`${day} 18:00`)),
];

const FREE_TIME: HeldOutItem[] = [
  london(
    'am I free tomorrow afternoon?',
    free(l('11-12 12:00'), l('11-12 17:00')),
    free(l('11-12 12:00'), l('11-12 18:00')),
    free(l('11-12 13:00'), l('11-12 17:00')),
    free(l('11-12 13:00'), l('11-12 18:00')),
  ),
  newYork(
    'any free time friday morning?',
    free(n('11-13 09:00'), n('11-13 12:00')),
    free(n('11-13 08:00'), n('11-13 12:00')),
    free(n('11-13 06:00'), n('11-13 12:00')),
  ),
  newYork('when am i free on monday', ...wholeDay(n, '11-16')),
  london('got any gaps tomorrow?', ...wholeDay(l, '11-12')),
  london(
    'am i free this evening',
    free(l('11-11 17:00'), l('11-11 21:00')),
    free(l('11-11 18:00'), l('11-11 22:00')),
    free(l('11-11 18:00'), l('11-12 00:00')),
    free(l('11-11 17:00'), l('11-12 00:00')),
  ),
];

const UNCLEAR: HeldOutItem[] = [
  london('move it', unclear, ask),
  newYork('remind me', unclear, ask),
  london('the thing on tuesday', unclear, ask),
  newYork('change it', unclear, ask),
  london('done', unclear, ask),
  newYork('asdfgh', NO_CHANGE),
  newYork('tues or weds?', NO_CHANGE),
  london('snooze', unclear, ask),
];

const COMMANDS: HeldOutItem[] = [
  london('help', HELP),
  newYork('what can you do?', HELP, question),
  within(current('buy milk', null), london('undo that', UNDO)),
  within(current('buy stamps', null), newYork('oops undo', UNDO)),
  london('STOP', STOP),
  newYork('start', START),
];

/** Every message of the second held-out set, in the order the kinds are listed above. */
export const HELD_OUT_FRESH: HeldOutItem[] = [
  ...TASKS_LONDON,
  ...TASKS_NEW_YORK,
  ...RECURRING,
  ...RAMBLES,
  ...SNOOZES,
  ...CORRECTIONS,
  ...RENAMES,
  ...REMOVALS,
  ...COMPLETIONS,
  ...ANSWERS,
  ...SMALL_TALK,
  ...QUESTIONS,
  ...STATEMENTS,
  ...DECISIONS,
  ...DILEMMAS,
  ...RECALLS,
  ...PRIORITIES,
  ...AGENDA,
  ...FREE_TIME,
  ...UNCLEAR,
  ...COMMANDS,
];
