import type { ConversationState, Intent } from '../intent';
import {
  type HeldOutItem,
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
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
} from './held-out-kit';
import {
  FOURTH_AGENDA,
  FOURTH_DECISIONS,
  FOURTH_DILEMMAS,
  FOURTH_FACTS,
  FOURTH_FEELINGS,
  FOURTH_FREE_TIME,
  FOURTH_GREETINGS,
  FOURTH_HEDGED,
  FOURTH_PRIORITIES,
  FOURTH_QUESTIONS,
  FOURTH_RECALLS,
  FOURTH_THANKS,
  FOURTH_WITHOUT_CONTEXT,
} from './held-out-fourth-b';

/**
 * The fourth held-out set, first half: messages that ask for a change (new tasks with times,
 * recurring asks, rambles, snoozes, corrections, renames, removals, completions) and answers to a
 * question daily asked. Written as people text and dictate; never tuned against. Read at
 * HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

type Conversation = Partial<ConversationState>;

/** A correction of the time only may keep the date implicitly or name it: both move the task the same. */
const retime = (date: string, time: string): Intent[] => [move(ctx, null, time), move(ctx, date, time)];

/** "actually friday" on a task that had a time: the date alone, or the date with the time kept. */
const redate = (date: string, kept: string): Intent[] => [move(ctx, date, null), move(ctx, date, kept)];

// Conversations: a reminder just sent, an overdue task, a task just added, a numbered list.
const BANK_REMINDER: Conversation = {
  current: { title: 'call the bank', due: l('11-11 15:00') },
  pending: { about: 'follow_up', task: 'call the bank' },
};
const VAT_OVERDUE: Conversation = { current: { title: 'send the VAT return', due: l('11-10 17:00') } };
const VENUE_LATER: Conversation = { current: { title: 'book the venue', due: l('11-11 18:00') } };
const LAWYER_REMINDER: Conversation = { current: { title: 'email the lawyer', due: n('11-11 10:00') } };
const CONTRACTOR_OVERDUE: Conversation = { current: { title: 'pay the contractor', due: n('11-09 12:00') } };
const LONDON_LIST: Conversation = { listed: ['email Tom', 'pay the cleaner', 'book the MOT'] };
const NEW_YORK_LIST: Conversation = { listed: ['call the IRS', 'send the invoice to Dana', 'order packaging'] };

const INK_JUST_ADDED: Conversation = { current: { title: 'buy printer ink', due: l('11-11 17:00') } };
const ACCOUNTANT_JUST_ADDED: Conversation = { current: { title: 'call the accountant', due: l('11-12 10:00') } };
const PROPOSAL_JUST_ADDED: Conversation = { current: { title: 'send the proposal', due: n('11-11 14:00') } };
const INSURANCE_JUST_ADDED: Conversation = { current: { title: 'call the insurance co', due: n('11-13 09:00') } };

export const FOURTH_ASKS: HeldOutItem[] = [
  london('remind me to call the bank at 11 am tomorrow', task('call the bank', l('11-12 11:00'))),
  london('gotta send the deck to priya by half 4', task('send the deck to priya', l('11-11 16:30'))),
  london('book dentist quarter to 6', task('book dentist', l('11-11 17:45'))),
  london('chase the VAT return twenty past 8 tomorrow morning', task('chase the VAT return', l('11-12 08:20'))),
  london('email the landlord first thing tmrw', task('email the landlord', l('11-12 09:00')), task('email the landlord', l('11-12 08:00'))),
  london('invoice Brightside EOD', task('invoice Brightside', l('11-11 17:00')), task('invoice Brightside', l('11-11 18:00'))),
  london('pick up the parcel b4 noon on friday', task('pick up the parcel', l('11-13 12:00'))),
  london('renew car insurance in 2 weeks at 4pm', task('renew car insurance', l('11-25 16:00'))),
  london('ring the accountant a week from today', task('ring the accountant', l('11-18')), task('ring the accountant', l('11-18 15:00'))),
  london('check on the website migration ten minutes from now', task('check on the website migration', inMinutes(10))),
  london(
    'follow up with Marcus in a fortnight',
    task('follow up with Marcus', l('11-25')),
    task('follow up with Marcus', l('11-25 15:00')),
  ),
  london('send the xmas hamper order on 4/12', task('send the xmas hamper order', l('12-04'))),
  london('file the accounts 2027-01-15', task('file the accounts', l('2027-01-15 12:00'))),
  london('post the newsletter this weekend', task('post the newsletter', l('11-14')), task('post the newsletter', l('11-14 09:00'))),
  london('do the payroll end of the month', task('do the payroll', l('11-30')), task('do the payroll', l('11-30 17:00'))),
  london('book the venue the second tuesday of march', task('book the venue', l('2027-03-09 12:00'))),
  london('team retro 3 mondays from now', task('team retro', l('11-30'))),
  london('collect the turkey on christmas eve', task('collect the turkey', l('12-24'))),
  london('call mum on boxing day', task('call mum', l('12-26'))),
  london('dinner w the investors tuesday the 19th at 7', task('dinner w the investors', l('2027-01-19 19:00'))),
  london('review contracts on the 20th', task('review contracts', l('11-20'))),
  london('pay the contractors on the 1st', task('pay the contractors', l('12-01'))),
  london('call dan at 2pm est', task('call dan', n('11-11 14:00'))),
  london('ship the beta next tuesday 10am', task('ship the beta', l('11-17 10:00')), task('ship the beta', l('11-24 10:00'))),
  london('prep for the pitch thursday 9ish', task('prep for the pitch', l('11-12 09:00'))),
  london('send proposal to kwame in 3 days', task('send proposal to kwame', l('11-14')), task('send proposal to kwame', l('11-14 15:00'))),
  london('take the car in for its MOT at noon tmrw', task('take the car in for its MOT', l('11-12 12:00'))),
  london('call the printers in 2 hrs', task('call the printers', inMinutes(120))),
  london('remind me at half 10 tomorrow to chase the refund', task('chase the refund', l('11-12 10:30'))),
  london('stand up call with the dev team fri between 10 and 11', task('stand up call with the dev team', l('11-13 10:00'))),
  london(
    'need to finish the grant application by midnight',
    task('finish the grant application', l('11-12 00:00')),
    task('finish the grant application', l('11-11 23:59')),
  ),
  london(
    'sort out the team offsite after lunch tomorrow',
    task('sort out the team offsite', l('11-12 13:00')),
    task('sort out the team offsite', l('11-12 14:00')),
  ),
  london('send the quarterly update on new years eve', task('send the quarterly update', l('12-31'))),
  london('call the council at 9 15 on monday', task('call the council', l('11-16 09:15'))),
  london('cancel the canva trial on the 27th', task('cancel the canva trial', l('11-27'))),
  london('urgent: sign the NDA for Kestrel', task('sign the NDA for Kestrel', null, { important: true })),
  newYork('remind me to call the lawyer at 3 pm', task('call the lawyer', n('11-11 15:00'))),
  newYork('submit the 1099s 12/3', task('submit the 1099s', n('12-03'))),
  newYork('book flights to austin 4/12', task('book flights to austin', n('2027-04-12 12:00'))),
  newYork('pick up the pie thanksgiving morning at 8', task('pick up the pie', n('11-26 08:00'))),
  newYork('call the bank tmrw @ 10:30', task('call the bank', n('11-12 10:30'))),
  newYork('send the promo email on black friday', task('send the promo email', n('11-27'))),
  newYork('meet jess for coffee thursday 8:30am', task('meet jess for coffee', n('11-12 08:30'))),
  newYork('dm the podcast host in 30 mins', task('dm the podcast host', inMinutes(30))),
  newYork('call the IRS monday at noon', task('call the IRS', n('11-16 12:00'))),
  newYork('email the board by eod friday', task('email the board', n('11-13 17:00')), task('email the board', n('11-13 18:00'))),
  newYork('pay quarterly taxes jan 15', task('pay quarterly taxes', n('2027-01-15 12:00'))),
  newYork('review the lease at 4:45 pm today', task('review the lease', n('11-11 16:45'))),
  newYork('send the holiday cards on dec 1st', task('send the holiday cards', n('12-01'))),
  newYork('renew the domain on new years day', task('renew the domain', n('2027-01-01 12:00'))),
  newYork('call grandma tonight at 8', task('call grandma', n('11-11 20:00'))),
  newYork('file the trademark in an hour and a half', task('file the trademark', inMinutes(90))),
  newYork('call the london office at 4 pm gmt', task('call the london office', l('11-11 16:00'))),
  newYork('pay the AWS bill the day after tomorrow', task('pay the AWS bill', n('11-13'))),
  newYork('update the investor crm sunday 7pm', task('update the investor crm', n('11-15 19:00'))),
  newYork('URGENT!! renew the business license', task('renew the business license', null, { important: true })),
];

export const FOURTH_RECURRING: HeldOutItem[] = [
  london('every monday 9am send invoices', task('send invoices', l('11-16 09:00'), { repeat: every('week') })),
  london('pay rent on the 1st of every month', task('pay rent', l('12-01'), { repeat: every('month') })),
  newYork('every weekday at 8 check the support inbox', task('check the support inbox', n('11-12 08:00'), { repeat: every('weekday') })),
  london('water the office plants every friday', task('water the office plants', l('11-13'), { repeat: every('week') })),
  newYork('payroll every other friday at 10', task('payroll', n('11-13 10:00'), { repeat: every('week', 2) })),
  london('remind me every day at 6pm to log my hours', task('log my hours', l('11-11 18:00'), { repeat: every('day') })),
  newYork('send the weekly update every thursday at 4pm', task('send the weekly update', n('11-12 16:00'), { repeat: every('week') })),
  london('renew the domain every year on 3 march', task('renew the domain', l('2027-03-03 12:00'), { repeat: every('year') })),
  newYork('take out the recycling every tuesday night at 9', task('take out the recycling', n('11-17 21:00'), { repeat: every('week') })),
  london('check the bank balance every morning at 8', task('check the bank balance', l('11-12 08:00'), { repeat: every('day') })),
  newYork('every 2 weeks on monday 1:1 with sam', task('1:1 with sam', n('11-16'), { repeat: every('week', 2) })),
  london('pay the cleaner every fortnight on thursday', task('pay the cleaner', l('11-12'), { repeat: every('week', 2) })),
  newYork('every month on the 15th pay the credit card', task('pay the credit card', n('11-15'), { repeat: every('month') })),
  london('team lunch every wednesday at 1', task('team lunch', l('11-18 13:00'), { repeat: every('week') })),
  newYork('meditate every day at 7am', task('meditate', n('11-12 07:00'), { repeat: every('day') })),
  london('invoice retainer clients on the 25th of each month', task('invoice retainer clients', l('11-25'), { repeat: every('month') })),
  newYork('every weekday 9:30 standup', task('standup', n('11-12 09:30'), { repeat: every('weekday') })),
  london('call dad every sunday at 6pm', task('call dad', l('11-15 18:00'), { repeat: every('week') })),
  newYork('file sales tax every 3 months on the 20th', task('file sales tax', n('11-20'), { repeat: every('month', 3) })),
  london(
    'every year on 14 feb remind me to book valentines dinner',
    task('book valentines dinner', l('2027-02-14 12:00'), { repeat: every('year') }),
  ),
  newYork('every other tuesday at 3pm send the newsletter', task('send the newsletter', n('11-17 15:00'), { repeat: every('week', 2) })),
  london('stretch every day at 11am', task('stretch', l('11-12 11:00'), { repeat: every('day') })),
  newYork('every saturday morning at 10 do the books', task('do the books', n('11-14 10:00'), { repeat: every('week') })),
  london('each weekday at half 8 check slack', task('check slack', l('11-12 08:30'), { repeat: every('weekday') })),
  newYork('pay the mortgage on the 1st every month', task('pay the mortgage', n('12-01'), { repeat: every('month') })),
  london('every thursday 5pm timesheets', task('timesheets', l('11-12 17:00'), { repeat: every('week') })),
];

export const FOURTH_RAMBLES: HeldOutItem[] = [
  london('ok so um I need to call the accountant, chase the Hendricks invoice and uh book flights for lisbon lol', [
    task('call the accountant'),
    task('chase the Hendricks invoice'),
    task('book flights for lisbon'),
  ]),
  newYork('yeah so tomorrow at 9 call the bank and then at 2 pick up the samples', [
    task('call the bank', n('11-12 09:00')),
    task('pick up the samples', n('11-12 14:00')),
  ]),
  london('right so basically three things, email Tom about the contract, buy printer ink, and renew the parking permit', [
    task('email Tom about the contract'),
    task('buy printer ink'),
    task('renew the parking permit'),
  ]),
  newYork('like I gotta do payroll, reply to the investor email, and um also order more boxes', [
    task('do payroll'),
    task('reply to the investor email'),
    task('order more boxes'),
  ]),
  london('so erm pay the electric bill and text Amara back', [task('pay the electric bill'), task('text Amara back')]),
  newYork('ok um first call the plumber then send the quote to dana then like walk the dog', [
    task('call the plumber'),
    task('send the quote to dana'),
    task('walk the dog'),
  ]),
  london(
    'sorry voice note, walking, need to book the train to manchester for friday, and, um, get a birthday card for Jo',
    [task('book the train to manchester', l('11-13')), task('get a birthday card for Jo')],
    [task('book the train to manchester'), task('get a birthday card for Jo')],
  ),
  newYork('so yeah basically I need to update the pitch deck, prep questions for the lawyer, and oh yeah cancel the zoom subscription', [
    task('update the pitch deck'),
    task('prep questions for the lawyer'),
    task('cancel the zoom subscription'),
  ]),
  london('um right, tomorrow morning at 10 ring HMRC, then at like 3 send the designs to Leila', [
    task('ring HMRC', l('11-12 10:00')),
    task('send the designs to Leila', l('11-12 15:00')),
  ]),
  newYork('lol ok so feed the cat, pay the phone bill and finish the blog post tonight at 9', [
    task('feed the cat'),
    task('pay the phone bill'),
    task('finish the blog post', n('11-11 21:00')),
  ]),
  london("so the thing is I've got to sort the VAT, order new business cards and ask Priya about the logo", [
    task('sort the VAT'),
    task('order new business cards'),
    task('ask Priya about the logo'),
  ]),
  newYork('uh send the contract to mike, um, schedule the photographer, and like, print the flyers', [
    task('send the contract to mike'),
    task('schedule the photographer'),
    task('print the flyers'),
  ]),
  london('okay okay so monday call the landlord and tuesday chase the deposit', [
    task('call the landlord', l('11-16')),
    task('chase the deposit', l('11-17')),
  ]),
  newYork('so i need to grab groceries, email the accountant and book a haircut', [
    task('grab groceries'),
    task('email the accountant'),
    task('book a haircut'),
  ]),
  london('basically just need to reply to Sophie, update the website footer and pay the freelancer yeah', [
    task('reply to Sophie'),
    task('update the website footer'),
    task('pay the freelancer'),
  ]),
  newYork('ok so like at 11 call sarah and at 4 review the mockups', [
    task('call sarah', n('11-11 11:00')),
    task('review the mockups', n('11-11 16:00')),
  ]),
  london('um so sign the lease, transfer the deposit, and uh collect the keys on friday', [
    task('sign the lease'),
    task('transfer the deposit'),
    task('collect the keys', l('11-13')),
  ]),
  newYork('need to renew my passport and um also book the vet for the dog', [task('renew my passport'), task('book the vet for the dog')]),
  london('so yeah gotta write the job ad, post it on linkedin and then ping the recruiter', [
    task('write the job ad'),
    task('post it on linkedin'),
    task('ping the recruiter'),
  ]),
  newYork('alright so 1 pay the designer 2 send the w9 3 call the insurance guy', [
    task('pay the designer'),
    task('send the w9'),
    task('call the insurance guy'),
  ]),
  london('um yeah, tomorrow I need to get cash out for the cleaner and also pick up the dry cleaning', [
    task('get cash out for the cleaner', l('11-12')),
    task('pick up the dry cleaning', l('11-12')),
  ]),
  newYork('so basically email the landlord re the leak and uh order a new router lol', [
    task('email the landlord re the leak'),
    task('order a new router'),
  ]),
  london('ok voice note, call the bank, book the MOT, and at 5 meet Jake for a pint', [
    task('call the bank'),
    task('book the MOT'),
    task('meet Jake for a pint', l('11-11 17:00')),
  ]),
  newYork('yeah um so thursday do the investor update and friday plan the team offsite', [
    task('do the investor update', n('11-12')),
    task('plan the team offsite', n('11-13')),
  ]),
  london('so like, top up the oyster card, send Gran flowers, and cancel my gym membership lol', [
    task('top up the oyster card'),
    task('send Gran flowers'),
    task('cancel my gym membership'),
  ]),
];

const tomorrowFrom = (conversation: Conversation, text: string): HeldOutItem =>
  within(
    conversation,
    london(text, snoozeUntil(l('11-12')), snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 15:00')), move(ctx, '2026-11-12', null)),
  );

export const FOURTH_SNOOZES: HeldOutItem[] = [
  within(BANK_REMINDER, london('snooze 20 min', snoozeFor(20))),
  within(BANK_REMINDER, london('snooze it an hour', snoozeFor(60))),
  within(BANK_REMINDER, london('can u snooze that for like 2 hours', snoozeFor(120))),
  within(BANK_REMINDER, london('later pls, 30 mins', snoozeFor(30))),
  within(BANK_REMINDER, london('snooze till 5', snoozeUntil(l('11-11 17:00')))),
  within(BANK_REMINDER, london('snooze until 8 am', snoozeUntil(l('11-12 08:00')))),
  tomorrowFrom(BANK_REMINDER, 'not now, tomorrow'),
  within(BANK_REMINDER, london('snooze til monday', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', null))),
  within(VAT_OVERDUE, london('push it back 15 mins', snoozeFor(15))),
  within(VAT_OVERDUE, london('snooze 1h', snoozeFor(60))),
  within(VAT_OVERDUE, london('remind me again in 45', snoozeFor(45))),
  within(VENUE_LATER, london('give me another 10 minutes', snoozeFor(10))),
  within(VENUE_LATER, london('snooze for a couple hours', snoozeFor(120))),
  within(VAT_OVERDUE, london('snooze till after lunch tmrw', snoozeUntil(l('11-12 13:00')), snoozeUntil(l('11-12 14:00')))),
  within(BANK_REMINDER, london('snooze until tonight 8pm', snoozeUntil(l('11-11 20:00')))),
  within(VENUE_LATER, london('snooze 3 days', snoozeFor(3 * 24 * 60))),
  within(VAT_OVERDUE, london('hit snooze for a week', snoozeFor(7 * 24 * 60))),
  within(BANK_REMINDER, london('snooze 1.5 hrs', snoozeFor(90))),
  within(BANK_REMINDER, london('snooze until quarter past 4', snoozeUntil(l('11-11 16:15')))),
  within(LONDON_LIST, london('snooze 2 for an hour', snoozeFor(60, num(2)))),
  london(
    'snooze the dentist one till friday',
    snoozeUntil(l('11-13'), words('dentist')),
    snoozeUntil(l('11-13 09:00'), words('dentist')),
    move(words('dentist'), '2026-11-13', null),
  ),
  within(LAWYER_REMINDER, newYork('snooze 90 min', snoozeFor(90))),
  within(LAWYER_REMINDER, newYork('snooze until 2:30', snoozeUntil(n('11-11 14:30')))),
  within(LAWYER_REMINDER, newYork('snooze till tomorrow at 9', snoozeUntil(n('11-12 09:00')))),
  within(LAWYER_REMINDER, newYork('ugh snooze, 1 hr', snoozeFor(60))),
  within(
    CONTRACTOR_OVERDUE,
    newYork('snooze this one to friday', snoozeUntil(n('11-13')), snoozeUntil(n('11-13 09:00')), move(ctx, '2026-11-13', null)),
  ),
  within(LAWYER_REMINDER, newYork('can you remind me about it in half an hour', snoozeFor(30))),
  within(CONTRACTOR_OVERDUE, newYork('snooze it till EOD', snoozeUntil(n('11-11 17:00')), snoozeUntil(n('11-11 18:00')))),
  within(LAWYER_REMINDER, newYork('sn00ze 5 mins', snoozeFor(5))),
  within(LAWYER_REMINDER, newYork('not yet. try me again at 4', snoozeUntil(n('11-11 16:00')))),
  within(NEW_YORK_LIST, newYork('snooze #3 till 1pm', snoozeUntil(n('11-11 13:00'), num(3)))),
];

export const FOURTH_CORRECTIONS: HeldOutItem[] = [
  within(INK_JUST_ADDED, london('oops I meant 6', ...retime('2026-11-11', '18:00'))),
  within(INK_JUST_ADDED, london('no wait, 5:30', ...retime('2026-11-11', '17:30'))),
  within(INK_JUST_ADDED, london('scratch that, make it tomorrow', ...redate('2026-11-12', '17:00'))),
  within(INK_JUST_ADDED, london('actually thursday', ...redate('2026-11-12', '17:00'))),
  within(ACCOUNTANT_JUST_ADDED, london('make it 2:30', ...retime('2026-11-12', '14:30'))),
  within(ACCOUNTANT_JUST_ADDED, london('sorry i meant friday', ...redate('2026-11-13', '10:00'))),
  within(ACCOUNTANT_JUST_ADDED, london('push that to monday', ...redate('2026-11-16', '10:00'))),
  within(ACCOUNTANT_JUST_ADDED, london('no, half 11', ...retime('2026-11-12', '11:30'))),
  within(ACCOUNTANT_JUST_ADDED, london('make that 9am instead', ...retime('2026-11-12', '09:00'))),
  within(ACCOUNTANT_JUST_ADDED, london('change it to next wed', ...redate('2026-11-18', '10:00'))),
  within(PROPOSAL_JUST_ADDED, newYork('oops, 4pm', ...retime('2026-11-11', '16:00'))),
  within(PROPOSAL_JUST_ADDED, newYork('wait no 3', ...retime('2026-11-11', '15:00'))),
  within(PROPOSAL_JUST_ADDED, newYork('I meant tomorrow same time', ...redate('2026-11-12', '14:00'))),
  within(PROPOSAL_JUST_ADDED, newYork('actually make it the 20th', ...redate('2026-11-20', '14:00'))),
  within(PROPOSAL_JUST_ADDED, newYork('scratch that, 11/18', ...redate('2026-11-18', '14:00'))),
  within(PROPOSAL_JUST_ADDED, newYork('ugh typo, I meant 1pm not 2', ...retime('2026-11-11', '13:00'))),
  within(PROPOSAL_JUST_ADDED, newYork('can we do thursday at 10 instead', move(ctx, '2026-11-12', '10:00'))),
  within(PROPOSAL_JUST_ADDED, newYork('nvm make it 11 am', ...retime('2026-11-11', '11:00'))),
  within(INSURANCE_JUST_ADDED, newYork('move that to monday 2pm', move(ctx, '2026-11-16', '14:00'))),
  within(INSURANCE_JUST_ADDED, newYork("oh wait, the call's at 9:30", ...retime('2026-11-13', '09:30'))),
  within(INSURANCE_JUST_ADDED, newYork('sorry, next friday', ...redate('2026-11-20', '09:00'))),
  london('move the Acme call to friday 2pm', move(words('Acme call'), '2026-11-13', '14:00')),
  newYork('push the dentist to next tuesday', move(words('dentist'), '2026-11-17', null), move(words('dentist'), '2026-11-24', null)),
  london('can you move the investor dinner to the 19th', move(words('investor dinner'), '2026-11-19', null)),
  within(LONDON_LIST, london('move 3 to tomorrow morning', move(num(3), '2026-11-12', '09:00'), move(num(3), '2026-11-12', '08:00'))),
  within(
    { current: { title: 'send the hamper order', due: l('12-04') } },
    london('oops, I meant 5/12', move(ctx, '2026-12-05', null), move(ctx, '2026-12-05', '12:00')),
  ),
  within(
    { current: { title: 'pay the contractors', due: l('12-03') } },
    london('no sorry, the 2nd not the 3rd', move(ctx, '2026-12-02', null), move(ctx, '2026-12-02', '12:00')),
  ),
];

const DAVE_JUST_ADDED: Conversation = { current: { title: 'call dave', due: l('11-12 11:00') } };
const SHIVON_JUST_ADDED: Conversation = { current: { title: 'email Shivon', due: null } };
const PITCH_JUST_ADDED: Conversation = { current: { title: 'pitch email', due: n('11-12 09:00') } };

export const FOURTH_RENAMES: HeldOutItem[] = [
  within(DAVE_JUST_ADDED, london('rename it to call Dave re the lease', rename(ctx, 'call Dave re the lease'))),
  within(DAVE_JUST_ADDED, london("change the name to 'chase Dave for the deposit'", rename(ctx, 'chase Dave for the deposit'))),
  within(DAVE_JUST_ADDED, london("call it 'prep board deck' instead", rename(ctx, 'prep board deck'))),
  within(DAVE_JUST_ADDED, london('retitle that: send W-9 to Acme', rename(ctx, 'send W-9 to Acme'))),
  london('rename the dentist task to orthodontist appointment', rename(words('dentist'), 'orthodontist appointment')),
  within(LONDON_LIST, london('rename 2 to pay the window cleaner', rename(num(2), 'pay the window cleaner'))),
  within(
    SHIVON_JUST_ADDED,
    london(
      "oops typo, it's 'email Siobhan' not 'email Shivon'",
      rename(ctx, 'email Siobhan'),
      rename(words('email Shivon'), 'email Siobhan'),
    ),
  ),
  london("change 'gym' to 'gym w/ Kat'", rename(words('gym'), 'gym w/ Kat')),
  london('the bank one should say call Barclays about the overdraft', rename(words('bank'), 'call Barclays about the overdraft')),
  within(DAVE_JUST_ADDED, london('can u rename the last one to book the caterers', rename(ctx, 'book the caterers'))),
  within(LONDON_LIST, london('relabel #3 as review Q4 budget', rename(num(3), 'review Q4 budget'))),
  within(
    { current: { title: 'pay Halim', due: l('11-13') } },
    london('fix the title, it should be pay Halima', rename(ctx, 'pay Halima'), rename(words('pay Halim'), 'pay Halima')),
  ),
  within(PITCH_JUST_ADDED, newYork("call the task 'draft the pitch email' pls", rename(ctx, 'draft the pitch email'))),
  within(PITCH_JUST_ADDED, newYork('rename to: pitch email to Sequoia', rename(ctx, 'pitch email to Sequoia'))),
  within(PITCH_JUST_ADDED, newYork('can you change the title to write investor pitch email', rename(ctx, 'write investor pitch email'))),
  within(PITCH_JUST_ADDED, newYork('make the title "renew the trademark (US)"', rename(ctx, 'renew the trademark US'))),
  newYork('rename the invoice task to invoice Dana for October', rename(words('invoice'), 'invoice Dana for October')),
  within(NEW_YORK_LIST, newYork('rename 1 to call the IRS about the penalty', rename(num(1), 'call the IRS about the penalty'))),
  within(NEW_YORK_LIST, newYork('change #3 to order packaging from Uline', rename(num(3), 'order packaging from Uline'))),
  newYork("rename 'groceries' to 'costco run'", rename(words('groceries'), 'costco run')),
  newYork('the podcast one, rename it to record podcast intro', rename(words('podcast'), 'record podcast intro')),
  within(PITCH_JUST_ADDED, newYork('oops wrong name, should be email the angel investors', rename(ctx, 'email the angel investors'))),
  within({ current: { title: 'call mom', due: n('11-11 18:00') } }, newYork('rename it call mom and dad', rename(ctx, 'call mom and dad'))),
  london('rename the yoga thing to pilates', rename(words('yoga'), 'pilates')),
  within(LONDON_LIST, london('change the name of the first one to email Tom re invoices', rename(num(1), 'email Tom re invoices'))),
  within(
    { current: { title: 'book tickets', due: l('11-14') } },
    london('title should be book tickets for the Arsenal match', rename(ctx, 'book tickets for the Arsenal match')),
  ),
];

const YOGA_JUST_ADDED: Conversation = { current: { title: 'yoga class', due: l('11-12 07:00') } };
const GYM_REMINDER: Conversation = { current: { title: 'gym', due: n('11-11 10:00') } };

export const FOURTH_REMOVALS: HeldOutItem[] = [
  london('cancel the yoga task', remove(words('yoga'))),
  within(YOGA_JUST_ADDED, london('delete it', remove(ctx))),
  within(YOGA_JUST_ADDED, london('remove that one', remove(ctx))),
  london('scrap the meeting with Tom', remove(words('meeting with Tom'))),
  within(LONDON_LIST, london('delete 2', remove(num(2)))),
  london('get rid of the gym reminder', remove(words('gym'))),
  london('kill the newsletter task, not doing it', remove(words('newsletter'))),
  within(YOGA_JUST_ADDED, london('never mind, take that off my list', remove(ctx))),
  london('bin the dentist one', remove(words('dentist'))),
  within(LONDON_LIST, london('remove number 3', remove(num(3)))),
  london('remove the call with the recruiter, she cancelled', remove(words('call with the recruiter'))),
  within(YOGA_JUST_ADDED, london('oh delete that, wrong day entirely', remove(ctx))),
  within(LONDON_LIST, london('take #1 off the list', remove(num(1)))),
  london('delete the task about the parking permit', remove(words('parking permit'))),
  within(GYM_REMINDER, newYork('delete this one', remove(ctx))),
  within(GYM_REMINDER, newYork('just remove it, not going', remove(ctx))),
  within(NEW_YORK_LIST, newYork('delete 1', remove(num(1)))),
  within(NEW_YORK_LIST, newYork('cross off #2, no longer needed', remove(num(2)), done(num(2)))),
  newYork('cancel the dinner with the Hendersons task', remove(words('dinner with the Hendersons'))),
  newYork('remove the costco run', remove(words('costco'))),
  newYork('delete "follow up with Greg"', remove(words('follow up with Greg'))),
  newYork('get rid of the webinar reminder pls', remove(words('webinar'))),
  within(GYM_REMINDER, newYork('trash it', remove(ctx))),
  newYork('nuke the task about the trade show, we pulled out', remove(words('trade show'))),
  within(NEW_YORK_LIST, newYork('drop the packaging one from my list', remove(words('packaging')), remove(num(3)))),
  within(GYM_REMINDER, newYork('scratch this task entirely', remove(ctx))),
];

const PLUMBER_REMINDER: Conversation = {
  current: { title: 'pay the plumber', due: l('11-11 15:00') },
  pending: { about: 'follow_up', task: 'pay the plumber' },
};
const DECK_REMINDER: Conversation = { current: { title: 'finish the deck', due: l('11-11 14:00') } };
const AWS_REMINDER: Conversation = {
  current: { title: 'pay the AWS bill', due: n('11-11 10:00') },
  pending: { about: 'follow_up', task: 'pay the AWS bill' },
};
const GROCERY_REMINDER: Conversation = { current: { title: 'grocery run', due: n('11-11 09:00') } };

export const FOURTH_COMPLETIONS: HeldOutItem[] = [
  within(PLUMBER_REMINDER, london('done', done(ctx))),
  within(PLUMBER_REMINDER, london('✅', done(ctx))),
  within(PLUMBER_REMINDER, london('paid the plumber', done(ctx), done(words('plumber')))),
  within(DECK_REMINDER, london('sent it 👍', done(ctx))),
  within(DECK_REMINDER, london('finished the deck', done(ctx), done(words('deck')))),
  within(DECK_REMINDER, london('all done with that', done(ctx))),
  within(PLUMBER_REMINDER, london('did it', done(ctx))),
  within(LONDON_LIST, london('done 2', done(num(2)))),
  within(LONDON_LIST, london('2 is done', done(num(2)))),
  london('called the bank, finally', done(words('bank'))),
  london('booked the MOT ✅', done(words('MOT'))),
  london('ticked off the VAT return', done(words('VAT return'))),
  london('emailed the landlord!!', done(words('landlord'))),
  within(DECK_REMINDER, london('done and dusted', done(ctx))),
  within(PLUMBER_REMINDER, london('yep sorted', done(ctx))),
  within(LONDON_LIST, london('finished 1 and 3', [done(num(1)), done(num(3))])),
  within(DECK_REMINDER, london('💪 done', done(ctx))),
  within(AWS_REMINDER, newYork('paid the AWS bill', done(ctx), done(words('AWS')))),
  within(AWS_REMINDER, newYork('shipped it 🚀', done(ctx))),
  within(AWS_REMINDER, newYork('got it done', done(ctx))),
  newYork('mark the invoice one as done', done(words('invoice'))),
  within(NEW_YORK_LIST, newYork('check off #2', done(num(2)))),
  within(GROCERY_REMINDER, newYork('took care of it', done(ctx))),
  newYork('submitted the 1099s', done(words('1099s'))),
  newYork('done w the proposal finally', done(words('proposal'))),
  within(GROCERY_REMINDER, newYork('complete', done(ctx))),
  within(GROCERY_REMINDER, newYork('did the grocery run', done(ctx), done(words('grocery run')))),
  within(NEW_YORK_LIST, newYork('ordered the packaging ✔️', done(num(3)), done(words('packaging')))),
];

const WHICH_CALL: Conversation = { pending: { about: 'which_task', options: ['call Dave', 'call the bank'] } };
const WHICH_EMAIL: Conversation = { pending: { about: 'which_task', options: ['email Anna', 'email Ben', 'email Carla'] } };
const VA_CHOICE: Conversation = {
  pending: { about: 'dilemma_choice', question: 'hire a VA?', options: ['hire a VA', 'do the admin myself'] },
};
const KEEP_IT: Conversation = { pending: { about: 'keep', text: 'Saying no to the agency felt right.' } };
const WHEN_QUESTION: Conversation = {
  pending: { about: 'other', question: 'Morning or afternoon for deep work?', options: ['morning', 'afternoon'] },
};
const ADD_IT: Conversation = { pending: { about: 'other', question: 'Add it for tomorrow?', options: ['yes', 'no'] } };

export const FOURTH_ANSWERS: HeldOutItem[] = [
  within(WHICH_CALL, london('2', answer(2))),
  within(WHICH_CALL, london('the second one', answer(2))),
  within(WHICH_CALL, london('first', answer(1))),
  within(WHICH_CALL, london('the bank one', answer(2))),
  within(WHICH_CALL, london('number 1 pls', answer(1))),
  within(WHICH_CALL, london('dave', answer(1))),
  within(VA_CHOICE, london('option 2', answer(2))),
  within(VA_CHOICE, london('going with the VA', answer(1), decision)),
  within(VA_CHOICE, london('not yet', answer(null))),
  within(VA_CHOICE, london('the first one tbh', answer(1))),
  within(KEEP_IT, london('yes', answer(null), answer(1))),
  within(KEEP_IT, london('nah', answer(null), answer(2))),
  within(WHEN_QUESTION, london('afternoon pls', answer(2))),
  within(
    { pending: { about: 'dilemma_matters', question: 'which accountant?', options: ['Smith & Co', 'the online one'] } },
    london('cost mostly, and not having to chase them', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'which accountant?' } },
    london('either Smith & Co or the online one', answer(null)),
  ),
  within({ pending: { about: 'stuck', task: 'write the pitch' } }, london('waiting on numbers from finance', answer(null))),
  within(WHICH_EMAIL, newYork('3', answer(3))),
  within(WHICH_EMAIL, newYork('the last one', answer(3))),
  within(WHICH_EMAIL, newYork('ben', answer(2))),
  within(WHICH_EMAIL, newYork('2nd', answer(2))),
  within(ADD_IT, newYork('yes', answer(1), answer(null))),
  within(ADD_IT, newYork('no thanks', answer(2), answer(null))),
  within(ADD_IT, newYork('yep go for it', answer(1), answer(null))),
  within(WHEN_QUESTION, newYork('mornings for sure', answer(1))),
  within({ pending: { about: 'review', decision: 'switched to Xero' } }, newYork('went well tbh, saves me hours', answer(null))),
  within(VA_CHOICE, newYork('option one', answer(1))),
  within(KEEP_IT, newYork('yeah keep it', answer(null), answer(1))),
];

/** Every kind of message in the set, so that each kind's share can be checked and reported. */
export const HELD_OUT_FOURTH_KINDS: Record<string, HeldOutItem[]> = {
  'asks with times': FOURTH_ASKS,
  'recurring asks': FOURTH_RECURRING,
  rambles: FOURTH_RAMBLES,
  snoozes: FOURTH_SNOOZES,
  corrections: FOURTH_CORRECTIONS,
  renames: FOURTH_RENAMES,
  removals: FOURTH_REMOVALS,
  completions: FOURTH_COMPLETIONS,
  'answers to a pending question': FOURTH_ANSWERS,
  greetings: FOURTH_GREETINGS,
  thanks: FOURTH_THANKS,
  'feelings and venting': FOURTH_FEELINGS,
  questions: FOURTH_QUESTIONS,
  'statements of fact': FOURTH_FACTS,
  decisions: FOURTH_DECISIONS,
  dilemmas: FOURTH_DILEMMAS,
  'recalling a decision': FOURTH_RECALLS,
  prioritising: FOURTH_PRIORITIES,
  agenda: FOURTH_AGENDA,
  'free time': FOURTH_FREE_TIME,
  'hedged or unclear': FOURTH_HEDGED,
  'bare asks without context': FOURTH_WITHOUT_CONTEXT,
};

export const HELD_OUT_FOURTH: HeldOutItem[] = Object.values(HELD_OUT_FOURTH_KINDS).flat();
