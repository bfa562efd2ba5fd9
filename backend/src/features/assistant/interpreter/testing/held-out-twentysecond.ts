import type { ConversationState, Intent } from '../intent';
import {
  type HeldOutItem,
  ctx,
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
  unclear,
  within,
  words,
} from './held-out-kit';
import { TWENTYSECOND_B_KINDS } from './held-out-twentysecond-b';

/**
 * A held-out set written from tradespeople, shop owners, freelancers and consultants in London
 * and New York, read at HELD_OUT_NOW (Wednesday 11 November 2026, 15:00 London / 10:00 New York).
 * This file holds the messages that ask for a change; the -b file holds the talk around them.
 */

/** A question back is as good as "unclear" for a reply that names no task. */
const ASK: Intent = { kind: 'ask', text: '', options: [] };

type Conversation = Partial<ConversationState>;

const about = (title: string, due: string | null): Conversation => ({ current: { title, due } });
const reminded = (title: string, due: string | null): Conversation => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});

export const TWENTYSECOND_ASKS: HeldOutItem[] = [
  london('ring the skip hire people tmrw at 9', task('ring the skip hire people', l('11-12 09:00'))),
  london('remind me to chase the Penhallow invoice friday', task('chase the Penhallow invoice', l('11-13 12:00'))),
  london('need to order more merino dk by monday pls', task('order more merino dk', l('11-16 12:00'))),
  london('can u remind me to book the van MOT on the 20th', task('book the van MOT', l('11-20 12:00'))),
  london(
    'oh and can you add restock the oat milk for the cafe, first thing tomorrow',
    task('restock the oat milk for the cafe', l('11-12 09:00')),
    task('restock the oat milk for the cafe', l('11-12 08:00')),
  ),
  london('send the Harbour Rooms menu proofs b4 5 today', task('send the Harbour Rooms menu proofs', l('11-11 17:00'))),
  london('btw remind me to call Mrs Pascoe about the boiler at half 4', task('call Mrs Pascoe about the boiler', l('11-11 16:30'))),
  london('invoice the Tregenna wedding 4/12', task('invoice the Tregenna wedding', l('12-04 12:00'))),
  london('top up the till float in 2 hours', task('top up the till float', inMinutes(120))),
  london('pick up the lens from the repair shop thursday quarter to 6', task('pick up the lens from the repair shop', l('11-12 17:45'))),
  london(
    'renew the public liability insurance end of the month',
    task('renew the public liability insurance', l('11-30 12:00')),
    task('renew the public liability insurance', l('11-30 17:00')),
  ),
  london(
    'post the sock yarn orders EOD',
    task('post the sock yarn orders', l('11-11 17:00')),
    task('post the sock yarn orders', l('11-11 18:00')),
  ),
  london('send the christmas rota to the team on christmas eve', task('send the christmas rota to the team', l('12-24 12:00'))),
  london(
    'confirm the Polzeath party booking in a fortnight',
    task('confirm the Polzeath party booking', l('11-25 15:00')),
    task('confirm the Polzeath party booking', l('11-25 12:00')),
  ),
  london("remind me to text Jade's mum about pickup at twenty past 5", task("text Jade's mum about pickup", l('11-11 17:20'))),
  london(
    'urgent: call the wholesaler about the wrong consumer unit tomorrow 8am',
    task('call the wholesaler about the wrong consumer unit', l('11-12 08:00'), { important: true }),
  ),
  london('pay the roastery green bean invoice on 2/12', task('pay the roastery green bean invoice', l('12-02 12:00'))),
  london('sort the VAT return by the 7th', task('sort the VAT return', l('12-07 12:00'))),
  london(
    'after lunch tomorrow email the lettings agent',
    task('email the lettings agent', l('11-12 13:00')),
    task('email the lettings agent', l('11-12 14:00')),
  ),
  london(
    "write up the lesson plan for Priya's mock test next tuesday at 2pm",
    task("write up the lesson plan for Priya's mock test", l('11-17 14:00')),
    task("write up the lesson plan for Priya's mock test", l('11-24 14:00')),
  ),
  london('book the chimney sweep for the hotel 3 mondays from now', task('book the chimney sweep for the hotel', l('11-30 12:00'))),
  london('get the bread order in for 6 tomorrow morning', task('get the bread order in', l('11-12 06:00'))),
  london(
    'call back the lady about the sash windows at 11 am tomorrow',
    task('call back the lady about the sash windows', l('11-12 11:00')),
  ),
  london(
    'need to recalibrate the monitor this weekend',
    task('recalibrate the monitor', l('11-14 12:00')),
    task('recalibrate the monitor', l('11-14 09:00')),
  ),
  london('remind me tuesday the 17th to order new business cards', task('order new business cards', l('11-17 12:00'))),
  london('send the Trewint extension quote on 2027-01-08', task('send the Trewint extension quote', l('2027-01-08 12:00'))),
  london('renew the shop domain at midnight', task('renew the shop domain', l('11-12 00:00'))),
  london('ring the accountant 10 min from now', task('ring the accountant', inMinutes(10))),
  london(
    'book trains to edinburgh for the craft fair a week from today',
    task('book trains to edinburgh for the craft fair', l('11-18 15:00')),
    task('book trains to edinburgh for the craft fair', l('11-18 12:00')),
  ),
  london(
    'collect the balance from the Rosewarne party on boxing day',
    task('collect the balance from the Rosewarne party', l('12-26 12:00')),
  ),
  london('put the dust sheets back in the van at 6 this evening', task('put the dust sheets back in the van', l('11-11 18:00'))),
  london(
    'could you pop a reminder in for me to renew my osteopathy council registration on 1st dec',
    task('renew my osteopathy council registration', l('12-01 12:00')),
  ),
  newYork('remind me to send the board deck to Halvorsen at 4pm', task('send the board deck to Halvorsen', n('11-11 16:00'))),
  newYork(
    'email the recruit panel about the usability sessions thurs 9am',
    task('email the recruit panel about the usability sessions', n('11-12 09:00')),
  ),
  newYork('close the books for Kestrel Labs by 12/4', task('close the books for Kestrel Labs', n('12-04 12:00'))),
  newYork('file the 1099 prep notes on 1/15', task('file the 1099 prep notes', n('2027-01-15 12:00'))),
  newYork('call the landlord tmrw around 11', task('call the landlord', n('11-12 11:00'))),
  newYork('remind me the monday after thanksgiving to chase the Q4 retainers', task('chase the Q4 retainers', n('11-30 12:00'))),
  newYork(
    "btw can u add 'review the runway model' for fri EOD",
    task('review the runway model', n('11-13 17:00')),
    task('review the runway model', n('11-13 18:00')),
  ),
  newYork('synthesize the diary study notes in 3 hours', task('synthesize the diary study notes', inMinutes(180))),
  newYork('send invoice to Birchwood Dental on the 1st', task('send invoice to Birchwood Dental', n('12-01 12:00'))),
  newYork('pay the amex before 5 today', task('pay the amex', n('11-11 17:00'))),
  newYork(
    'draft the 13 week cash forecast for Ostrander tomorrow at 8:30',
    task('draft the 13 week cash forecast for Ostrander', n('11-12 08:30')),
  ),
  newYork('remind me in 45 mins to call Rosa back', task('call Rosa back', inMinutes(45))),
  newYork('recruit 5 more participants by friday', task('recruit 5 more participants', n('11-13 12:00'))),
  newYork('submit the conference talk proposal 11/30', task('submit the conference talk proposal', n('11-30 12:00'))),
  newYork('pick up the rental car at quarter past 7 tomorrow morning', task('pick up the rental car', n('11-12 07:15'))),
  newYork('renew my business license the second tuesday of december', task('renew my business license', n('12-08 12:00'))),
  newYork(
    'print the consent forms first thing',
    task('print the consent forms', n('11-12 09:00')),
    task('print the consent forms', n('11-12 08:00')),
  ),
  newYork('call Dmitri between 2 and 3', task('call Dmitri', n('11-11 14:00'))),
  newYork(
    'book the restaurant for new years eve',
    task('book the restaurant for new years eve', n('12-31 12:00')),
    task('book the restaurant', n('12-31 12:00')),
  ),
  newYork('hey so can you make sure i send Priyanka the tax memo tomorrow at 2', task('send Priyanka the tax memo', n('11-12 14:00'))),
  london(
    'morning! oh and can you remind me to defrost the croissant dough at 9 tonight',
    task('defrost the croissant dough', l('11-11 21:00')),
    [talk('greeting'), task('defrost the croissant dough', l('11-11 21:00'))],
  ),
  london('quick one - remind me to ring Truro Plastering Supplies at 8 tomorrow', task('ring Truro Plastering Supplies', l('11-12 08:00'))),
  london(
    "while I think of it, I need to renew the hotel's premises licence before the 15th of jan",
    task("renew the hotel's premises licence", l('2027-01-15 12:00')),
  ),
  london(
    "oh and can you stick 'drop the wedding album at the Treloars' in for saturday morning",
    task('drop the wedding album at the Treloars', l('11-14 09:00')),
  ),
  london('can you remind me at 10 past 4 to switch the roaster off', task('switch the roaster off', l('11-11 16:10'))),
  london("btw i need to get Oscar's forms signed by his mum tomorrow", task("get Oscar's forms signed by his mum", l('11-12 12:00'))),
  newYork('also can you add call the insurance broker for 11am friday', task('call the insurance broker', n('11-13 11:00'))),
  newYork('oh and remind me in half an hour to move the car', task('move the car', inMinutes(30))),
  newYork(
    'btw need to send Lorraine the Q4 estimate before thanksgiving',
    task('send Lorraine the Q4 estimate', n('11-26 12:00')),
    task('send Lorraine the Q4 estimate', n('11-25 12:00')),
  ),
  newYork('real quick: schedule the Kestrel audit kickoff for 12/2 at 1pm', task('schedule the Kestrel audit kickoff', n('12-02 13:00'))),
  newYork('and remind me to expense the Uber from JFK tonight at 9', task('expense the Uber from JFK', n('11-11 21:00'))),
  newYork('hey can you set a reminder for 3:45 to leave for the dentist', task('leave for the dentist', n('11-11 15:45'))),
];

export const TWENTYSECOND_RECURRING: HeldOutItem[] = [
  london(
    'every monday 9am send the room occupancy report',
    task('send the room occupancy report', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london('pay the studio rent on the 1st of every month', task('pay the studio rent', l('12-01 12:00'), { repeat: every('month') })),
  london(
    'every weekday at 7 check the proving drawer temps',
    task('check the proving drawer temps', l('11-12 07:00'), { repeat: every('weekday') }),
  ),
  london('clean the grinder every friday at 4pm', task('clean the grinder', l('11-13 16:00'), { repeat: every('week') })),
  london(
    'remind me every day at 6pm to back up the memory cards',
    task('back up the memory cards', l('11-11 18:00'), { repeat: every('day') }),
  ),
  london(
    'every sunday at 7pm plan the lesson slots for the week',
    task('plan the lesson slots for the week', l('11-15 19:00'), { repeat: every('week') }),
  ),
  london('water the shop plants every tuesday', task('water the shop plants', l('11-17 12:00'), { repeat: every('week') })),
  london('every 2 weeks on wednesday at 10 order green beans', task('order green beans', l('11-18 10:00'), { repeat: every('week', 2) })),
  london('renew the DBS check every year on 3 march', task('renew the DBS check', l('2027-03-03 12:00'), { repeat: every('year') })),
  london(
    'every saturday at 8 take the van through the car wash',
    task('take the van through the car wash', l('11-14 08:00'), { repeat: every('week') }),
  ),
  london('on the 1st of every month post the new yarn drop', task('post the new yarn drop', l('12-01 12:00'), { repeat: every('month') })),
  london(
    'send the parents their childminding invoices every friday',
    task('send the parents their childminding invoices', l('11-13 12:00'), { repeat: every('week') }),
  ),
  newYork(
    'every monday at 8am send the weekly cash report to Halvorsen',
    task('send the weekly cash report to Halvorsen', n('11-16 08:00'), { repeat: every('week') }),
  ),
  newYork('pay contractors on the 15th of every month', task('pay contractors', n('11-15 12:00'), { repeat: every('month') })),
  newYork(
    'every weekday at 9 check the participant inbox',
    task('check the participant inbox', n('11-12 09:00'), { repeat: every('weekday') }),
  ),
  newYork('every day at noon take my meds', task('take my meds', n('11-11 12:00'), { repeat: every('day') })),
  newYork(
    'every friday 3pm send the client status email',
    task('send the client status email', n('11-13 15:00'), { repeat: every('week') }),
  ),
  newYork('reconcile the amex every month on the 28th', task('reconcile the amex', n('11-28 12:00'), { repeat: every('month') })),
  newYork(
    'take the studio trash out every thursday at 6pm',
    task('take the studio trash out', n('11-12 18:00'), { repeat: every('week') }),
  ),
  newYork('remind me every morning at 7 to stretch', task('stretch', n('11-12 07:00'), { repeat: every('day') })),
  newYork('every 3 months on the 15th review the insurance', task('review the insurance', n('11-15 12:00'), { repeat: every('month', 3) })),
  newYork('every weekday at 5:30pm log billable hours', task('log billable hours', n('11-11 17:30'), { repeat: every('weekday') })),
];

const LAUNDRY = about('call the laundry company', l('11-11 16:00'));
const DEPOSIT_LATE = about('chase the Polzeath deposit', l('11-11 10:00'));
const SOCK_CLUB = reminded('send the sock club parcels', l('11-11 14:00'));
const VARIANCE = about('review the Kestrel variance report', n('11-11 11:00'));
const TRANSCRIPTS_LATE = about('clean up the interview transcripts', n('11-11 08:00'));
const PAYROLL = reminded('approve the Aldine payroll run', n('11-11 09:30'));
const BOILER = reminded('ring Mrs Pascoe about the boiler', l('11-11 15:00'));
const BROKER = reminded('call the insurance broker', n('11-11 09:00'));
const TRELOARS = reminded('invoice the Treloars', l('11-11 14:30'));

export const TWENTYSECOND_SNOOZES: HeldOutItem[] = [
  within(LAUNDRY, london('snooze 20', snoozeFor(20))),
  within(LAUNDRY, london('snooze it an hour', snoozeFor(60))),
  within(DEPOSIT_LATE, london('give me 2 hrs on that one', snoozeFor(120))),
  within(DEPOSIT_LATE, london('later pls, like 30 mins', snoozeFor(30))),
  within(SOCK_CLUB, london('remind me again in 15', snoozeFor(15))),
  within(SOCK_CLUB, london('not now - try me in an hour and a half', snoozeFor(90))),
  within(LAUNDRY, london('push it back 45 minutes', snoozeFor(45))),
  within(DEPOSIT_LATE, london('snooze till tomorrow 9am', snoozeUntil(l('11-12 09:00')))),
  within(
    LAUNDRY,
    london(
      'snooze until monday',
      snoozeUntil(l('11-16 09:00')),
      snoozeUntil(l('11-16 16:00')),
      snoozeUntil(l('11-16 12:00')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  within(
    DEPOSIT_LATE,
    london(
      "can't face it today, tomorrow",
      move(ctx, '2026-11-12', null),
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 10:00')),
      snoozeUntil(l('11-12 12:00')),
    ),
  ),
  within(LAUNDRY, london('snooze to 8 am', snoozeUntil(l('11-12 08:00')))),
  within(SOCK_CLUB, london('ask me again after the school run, about 4', snoozeUntil(l('11-11 16:00')))),
  within(
    DEPOSIT_LATE,
    london(
      'leave it till friday',
      snoozeUntil(l('11-13 09:00')),
      snoozeUntil(l('11-13 10:00')),
      snoozeUntil(l('11-13 12:00')),
      move(ctx, '2026-11-13', null),
    ),
  ),
  within(LAUNDRY, london('snooze 1 day', snoozeFor(1440))),
  within(DEPOSIT_LATE, london('snooze a week', snoozeFor(10080))),
  within(SOCK_CLUB, london('in 10', snoozeFor(10))),
  within(SOCK_CLUB, london('SNOOZE 1H', snoozeFor(60))),
  within(DEPOSIT_LATE, london('not yet, nudge me at 6', snoozeUntil(l('11-11 18:00')))),
  within(LAUNDRY, london('snooze til half 5', snoozeUntil(l('11-11 17:30')))),
  within(DEPOSIT_LATE, london('bump it 3 hours', snoozeFor(180))),
  within(
    LAUNDRY,
    london('remind me tonight at 8 instead', snoozeUntil(l('11-11 20:00')), move(ctx, null, '20:00'), move(ctx, '2026-11-11', '20:00')),
  ),
  london('snooze the laundry call 30 mins', snoozeFor(30, words('laundry'))),
  within(VARIANCE, newYork('snooze 10 min', snoozeFor(10))),
  within(VARIANCE, newYork('gimme 2 hours', snoozeFor(120))),
  within(TRANSCRIPTS_LATE, newYork('5 more mins', snoozeFor(5))),
  within(TRANSCRIPTS_LATE, newYork('snooze until 3pm', snoozeUntil(n('11-11 15:00')))),
  within(PAYROLL, newYork('ugh in an hour', snoozeFor(60))),
  within(
    PAYROLL,
    newYork('tomorrow morning pls', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', null)),
  ),
  within(
    TRANSCRIPTS_LATE,
    newYork(
      'snooze till after the weekend',
      snoozeUntil(n('11-16 09:00')),
      snoozeUntil(n('11-16 08:00')),
      snoozeUntil(n('11-16 12:00')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  within(VARIANCE, newYork('hold off 90 mins', snoozeFor(90))),
  within(TRANSCRIPTS_LATE, newYork('remind me at noon', snoozeUntil(n('11-11 12:00')))),
  within(PAYROLL, newYork('snooze it till 4:30 this afternoon', snoozeUntil(n('11-11 16:30')))),
  newYork('snooze the variance report 2 days', snoozeFor(2880, words('variance report'))),
  within(BOILER, london('give me half an hour', snoozeFor(30))),
  within(BOILER, london('in a bit, 20 mins', snoozeFor(20))),
  within(BOILER, london("after my 4 o'clock, so 5", snoozeUntil(l('11-11 17:00')))),
  within(BOILER, london("can't, up a ladder. 1 hr", snoozeFor(60))),
  within(BROKER, newYork('on a call, 15', snoozeFor(15))),
  within(BROKER, newYork('tmrw', move(ctx, '2026-11-12', null), snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 12:00')))),
  within(BROKER, newYork('push to 2', snoozeUntil(n('11-11 14:00')), move(ctx, '2026-11-11', '14:00'), move(ctx, null, '14:00'))),
];

const PLASTERER = about('call the plasterer', l('11-12 10:00'));
const SWEEP = about('book the chimney sweep', l('11-11 17:00'));
const FRAMES = about('order frames for the gallery prints', l('11-16 12:00'));
const TRUNK = about('trunk call with Ostrander', n('11-12 14:00'));
const PARTICIPANT = about('send the participant gift cards', n('11-13 16:50'));
const HEADSHOTS = about('edit the headshots for Dana', n('11-12 07:00'));

export const TWENTYSECOND_CORRECTIONS: HeldOutItem[] = [
  within(PLASTERER, london('oops I meant 11', move(ctx, null, '11:00'), move(ctx, '2026-11-12', '11:00'))),
  within(PLASTERER, london('no wait friday', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '10:00'))),
  within(PLASTERER, london('scratch that, make it 2:30', move(ctx, null, '14:30'), move(ctx, '2026-11-12', '14:30'))),
  within(PLASTERER, london('sorry meant the afternoon, 3ish', move(ctx, null, '15:00'), move(ctx, '2026-11-12', '15:00'))),
  within(PLASTERER, london('actually monday at 8', move(ctx, '2026-11-16', '08:00'))),
  within(PLASTERER, london("wrong day, it's the 19th", move(ctx, '2026-11-19', null), move(ctx, '2026-11-19', '10:00'))),
  within(SWEEP, london('make that half 6', move(ctx, null, '18:30'), move(ctx, '2026-11-11', '18:30'))),
  within(SWEEP, london('no no the 4th of december', move(ctx, '2026-12-04', null), move(ctx, '2026-12-04', '17:00'))),
  within(
    SWEEP,
    london('push that to tomorrow', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '17:00'), snoozeUntil(l('11-12 17:00'))),
  ),
  within(FRAMES, london('I meant tuesday not monday', move(ctx, '2026-11-17', null), move(ctx, '2026-11-17', '12:00'))),
  within(FRAMES, london('ah sorry, should be 10am', move(ctx, null, '10:00'), move(ctx, '2026-11-16', '10:00'))),
  within(FRAMES, london('correction: the 23rd', move(ctx, '2026-11-23', null), move(ctx, '2026-11-23', '12:00'))),
  london('move the chimney sweep to friday 2pm', move(words('chimney sweep'), '2026-11-13', '14:00')),
  london('move the Rosewarne balance chase to tuesday the 17th', move(words('Rosewarne'), '2026-11-17', null)),
  within(SWEEP, london('hang on, quarter past 5 not 5', move(ctx, null, '17:15'), move(ctx, '2026-11-11', '17:15'))),
  within(TRUNK, newYork('oops I meant 3', move(ctx, null, '15:00'), move(ctx, '2026-11-12', '15:00'))),
  within(TRUNK, newYork('no wait, make it friday', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '14:00'))),
  within(TRUNK, newYork('scratch that - 11:30am', move(ctx, null, '11:30'), move(ctx, '2026-11-12', '11:30'))),
  within(PARTICIPANT, newYork('typo, 4:15 not 4:50', move(ctx, null, '16:15'), move(ctx, '2026-11-13', '16:15'))),
  within(PARTICIPANT, newYork('nope earlier, 8am', move(ctx, null, '08:00'), move(ctx, '2026-11-13', '08:00'))),
  within(PARTICIPANT, newYork('make it the 3rd of december instead', move(ctx, '2026-12-03', null), move(ctx, '2026-12-03', '16:50'))),
  within(HEADSHOTS, newYork('ugh autocorrect. 7:45', move(ctx, null, '07:45'), move(ctx, '2026-11-12', '07:45'))),
  within(HEADSHOTS, newYork('actually thursday is wrong, saturday', move(ctx, '2026-11-14', null), move(ctx, '2026-11-14', '07:00'))),
  within(HEADSHOTS, newYork('sorry i meant pm', move(ctx, null, '19:00'), move(ctx, '2026-11-12', '19:00'))),
  newYork('move the Ostrander call to monday 10am', move(words('Ostrander'), '2026-11-16', '10:00')),
  newYork('can you shift the gift cards thing to 11/20', move(words('gift cards'), '2026-11-20', null)),
];

export const TWENTYSECOND_RENAMES: HeldOutItem[] = [
  within(PLASTERER, london("rename it to 'quote Trewint loft conversion'", rename(ctx, 'quote Trewint loft conversion'))),
  within(DEPOSIT_LATE, london("call it 'chase Mrs Pascoe' instead", rename(ctx, 'chase Mrs Pascoe'))),
  london('change the name of the van task to van MOT and service', rename(words('van'), 'van MOT and service')),
  within(SWEEP, london('retitle that: pay Jenna for the second shooter work', rename(ctx, 'pay Jenna for the second shooter work'))),
  london("can you rename 'ring sam' to 'ring Sam Trelawny re tiles'", rename(words('ring sam'), 'ring Sam Trelawny re tiles')),
  london("rename the osteo one to 'book CPD on pelvic mechanics'", rename(words('osteo'), 'book CPD on pelvic mechanics')),
  within(FRAMES, london('change it to "order oak frames x12"', rename(ctx, 'order oak frames x12'))),
  within(LAUNDRY, london('can that say call Bodmin Linen instead', rename(ctx, 'call Bodmin Linen'))),
  london(
    'rename bread order to sourdough + rye order for Saturday market',
    rename(words('bread order'), 'sourdough + rye order for Saturday market'),
  ),
  within(SOCK_CLUB, london('better name pls: pack the advent yarn boxes', rename(ctx, 'pack the advent yarn boxes'))),
  within(PLASTERER, london('title should be "skim coat at the Hocking job"', rename(ctx, 'skim coat at the Hocking job'))),
  within(TRUNK, newYork('rename that to Ostrander board prep', rename(ctx, 'Ostrander board prep'))),
  newYork("rename 'taxes' to 'send Q4 estimate to Lorraine'", rename(words('taxes'), 'send Q4 estimate to Lorraine')),
  within(
    PARTICIPANT,
    newYork("call it 'mail $50 Amazon cards to the 8 participants'", rename(ctx, 'mail $50 Amazon cards to the 8 participants')),
  ),
  newYork(
    'change the landlord task name to dispute the late fee with the landlord',
    rename(words('landlord'), 'dispute the late fee with the landlord'),
  ),
  within(HEADSHOTS, newYork('relabel it: retouch Dana headshots, 6 finals', rename(ctx, 'retouch Dana headshots, 6 finals'))),
  within(VARIANCE, newYork('rename it Kestrel Oct variance walkthrough', rename(ctx, 'Kestrel Oct variance walkthrough'))),
  newYork("the 'dentist' one should be called 'reschedule the dentist'", rename(words('dentist'), 'reschedule the dentist')),
  within(
    TRANSCRIPTS_LATE,
    newYork('can you change the title to "tag transcripts in Dovetail"', rename(ctx, 'tag transcripts in Dovetail')),
  ),
  newYork('rename the rent reminder to pay studio rent (Bushwick)', rename(words('rent'), 'pay studio rent (Bushwick)')),
];

export const TWENTYSECOND_REMOVALS: HeldOutItem[] = [
  within(PLASTERER, london('delete that one', remove(ctx))),
  london('cancel the yoga task', remove(words('yoga'))),
  london('get rid of the lens repair reminder, they posted it back', remove(words('lens repair'))),
  within(SWEEP, london('scrap it, the hotel cancelled', remove(ctx))),
  london("take 'book the chimney sweep' off my list", remove(words('chimney sweep'))),
  london("remove the Polzeath booking, the party's off", remove(words('Polzeath'))),
  london('forget about the dentist one', remove(words('dentist'))),
  london('bin the newsletter task', remove(words('newsletter'))),
  within(FRAMES, london("never mind, don't need that anymore", remove(ctx))),
  within(LAUNDRY, london('cancel that reminder please', remove(ctx))),
  london('delete number 3', remove(num(3))),
  within({ listed: ['order rye flour', 'fix the proving drawer', 'pay Cornish Mill'] }, london('remove 2', remove(num(2)))),
  within(TRUNK, newYork('delete it', remove(ctx))),
  newYork('kill the 1099 reminder', remove(words('1099'))),
  newYork('please remove the task about the rental car', remove(words('rental car'))),
  within(PARTICIPANT, newYork("drop that, we're not doing gift cards this round", remove(ctx))),
  newYork('cancel the Birchwood invoice reminder, they prepaid', remove(words('Birchwood'))),
  within(HEADSHOTS, newYork('nvm get rid of it', remove(ctx))),
  within({ listed: ['review runway model', 'call Dmitri', 'recruit participants'] }, newYork('delete the second one', remove(num(2)))),
  newYork('erase the stretch reminder', remove(words('stretch'))),
];

export const TWENTYSECOND_COMPLETIONS: HeldOutItem[] = [
  within(PLASTERER, london('done ✅', done())),
  within(SOCK_CLUB, london('👍 did it', done())),
  within(about('pay the scaffolder', l('11-11 12:00')), london('paid the scaffolder', done(), done(words('scaffolder')))),
  within(about('send the menu proofs', l('11-11 16:00')), london('sent!', done())),
  london('finished the Penhallow quote', done(words('Penhallow quote'))),
  london('ticked off the MOT', done(words('MOT'))),
  within(LAUNDRY, london('✔️', done())),
  within(SOCK_CLUB, london('yep all posted', done())),
  london('mark the invoice one done', done(words('invoice'))),
  within({ listed: ['ring skip hire', 'invoice Tregenna', 'order merino'] }, london('done 2', done(num(2)))),
  within({ listed: ['ring skip hire', 'invoice Tregenna', 'order merino'] }, london('1 and 3 done', [done(num(1)), done(num(3))])),
  london("the laundry call's done", done(words('laundry call'))),
  within(DEPOSIT_LATE, london('got the deposit in finally 🙌', done())),
  within(about('book the van MOT', l('11-20 12:00')), london('booked it', done())),
  london('rang Mrs Pascoe, sorted', done(words('Mrs Pascoe'))),
  within(VARIANCE, newYork('done', done())),
  within(PAYROLL, newYork('approved ✅', done())),
  within(about('pay the amex', n('11-11 17:00')), newYork('paid the amex', done(), done(words('amex')))),
  newYork('finished the diary study synthesis', done(words('diary study'))),
  within(TRANSCRIPTS_LATE, newYork('all cleaned up', done())),
  within({ listed: ['call Rosa back', 'file 1099 notes', 'print consent forms'] }, newYork('3 done', done(num(3)))),
  newYork('called Dmitri', done(words('Dmitri'))),
  within(HEADSHOTS, newYork('✅✅', done())),
  within(PARTICIPANT, newYork('gift cards sent', done())),
  newYork('submitted the talk proposal 🎉', done(words('talk proposal'))),
  within(TRUNK, newYork('that call happened, tick it off', done())),
  within(TRELOARS, london('yes done', done())),
  within(TRELOARS, london('already did it this morning', done())),
  within(BROKER, newYork('DONE', done())),
  within(BROKER, newYork('done and dusted', done())),
];

/** "done", "snooze", "move it" with nothing talked about: only a question back is right. */
const bareLondon = (text: string): HeldOutItem => london(text, unclear, ASK);
const bareNewYork = (text: string): HeldOutItem => newYork(text, unclear, ASK);

export const TWENTYSECOND_BARE: HeldOutItem[] = [
  bareLondon('done'),
  bareLondon('snooze'),
  bareLondon('move it'),
  bareLondon('snooze 1h'),
  bareLondon('push it to tomorrow'),
  bareLondon('make it 3'),
  bareLondon('delete it'),
  bareLondon('finished'),
  bareLondon('cancel that'),
  bareLondon('the second one'),
  bareNewYork('done!'),
  bareNewYork('snooze pls'),
  bareNewYork('move it to friday'),
  bareNewYork('rename it'),
  bareNewYork('did it'),
  bareNewYork('actually thursday'),
  bareNewYork('2'),
  bareNewYork('later'),
  bareNewYork('push that back an hour'),
  bareNewYork('scratch that'),
];

export const HELD_OUT_TWENTYSECOND_KINDS: Record<string, HeldOutItem[]> = {
  asks: TWENTYSECOND_ASKS,
  recurring: TWENTYSECOND_RECURRING,
  snoozes: TWENTYSECOND_SNOOZES,
  corrections: TWENTYSECOND_CORRECTIONS,
  renames: TWENTYSECOND_RENAMES,
  removals: TWENTYSECOND_REMOVALS,
  completions: TWENTYSECOND_COMPLETIONS,
  bare: TWENTYSECOND_BARE,
  ...TWENTYSECOND_B_KINDS,
};

export const HELD_OUT_TWENTYSECOND: HeldOutItem[] = Object.values(HELD_OUT_TWENTYSECOND_KINDS).flat();
