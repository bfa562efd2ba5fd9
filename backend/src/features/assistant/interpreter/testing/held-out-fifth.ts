import type { ConversationState, Intent } from '../intent';
import {
  FIFTH_AGENDA,
  FIFTH_DECISION,
  FIFTH_DILEMMA,
  FIFTH_FEELING,
  FIFTH_FREE_TIME,
  FIFTH_PRIORITISE,
  FIFTH_QUESTION,
  FIFTH_RECALL,
  FIFTH_SMALL_TALK,
  FIFTH_STATEMENT,
} from './held-out-fifth-b';
import {
  type HeldOutItem,
  answer,
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
  talk,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';

/**
 * The fifth held-out set (issue 40): messages written for it alone, by someone who had not read the
 * reader, its corpus or the earlier sets. Small trades as much as start-ups: a plumber's firm, a
 * bakery, a wedding photographer, a therapist in private practice, a realtor, a consultant between
 * London and New York. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 London, 10:00 New York.
 * This file holds the kinds that change or point at tasks; held-out-fifth-b.ts the rest.
 */

/** A question back, which changes nothing: as right as `unclear` for a message that must be asked about. */
const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** The task last talked about. */
const about = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });

const accountant = about('call the accountant', l('11-12 10:00'));
const menuCards = about('proof the menu cards', l('11-11 17:00'));
const johnson = about('send the Johnson invoice', l('11-11 15:00'));
const roofer = about('call the roofer', l('11-10 09:00'));
const dave = about('call Dave', l('11-12 10:00'));
const supervision = about('supervision', l('11-13 14:00'));
const merchant = about('pay the plumbing merchant', l('11-11 12:00'));
const leaseDraft = about('review the lease draft', n('11-11 10:00'));
const salesTax = about('pay the sales tax', n('11-09 17:00'));
const proposal = about('send the proposal to Dana', n('11-12 15:00'));
const walkThrough = about('walk-through at the Elm St property', n('11-13 08:00'));
const shoot = about('shoot', n('11-14 09:00'));
const hodsons = about('send Hodsons the gallery link', null);
const tradeList: Partial<ConversationState> = { listed: ['pay the window cleaner', 'quote for Mrs Byrne', 'renew the van tax'] };
const cafeList: Partial<ConversationState> = { listed: ['call Marco', 'update the price list', 'book the pop-up space'] };
const followUp = (title: string, due: string | null): Partial<ConversationState> => ({
  current: { title, due },
  pending: { about: 'follow_up', task: title },
});

/** Asks with a time in one of the many ways people write one. */
export const FIFTH_ASK: HeldOutItem[] = [
  london('remind me to ring the tile supplier at 11 am tmrw', task('ring the tile supplier', l('11-12 11:00'))),
  london('chase the Hendersons deposit half 4', task('chase the Hendersons deposit', l('11-11 16:30'))),
  london('edit the Morgan wedding gallery by thursday', task('edit the Morgan wedding gallery', l('11-12 12:00'))),
  london(
    'need to order more rye flour first thing tomorrow',
    task('order more rye flour', l('11-12 09:00')),
    task('order more rye flour', l('11-12 08:00')),
  ),
  london(
    'send Priya the session notes EOD',
    task('send Priya the session notes', l('11-11 17:00')),
    task('send Priya the session notes', l('11-11 18:00')),
  ),
  london('quote for the boiler swap at no. 42 b4 friday', task('quote for the boiler swap at no 42', l('11-13 12:00'))),
  london('book van MOT in a fortnight', task('book van MOT', l('11-25 15:00')), task('book van MOT', l('11-25 12:00'))),
  london('invoice the Carters on the 3rd', task('invoice the Carters', l('12-03 12:00'))),
  london('pay VAT quarter to 6 today', task('pay VAT', l('11-11 17:45'))),
  london('renew public liability insurance 4/12', task('renew public liability insurance', l('12-04 12:00'))),
  london('call the letting agent twenty past 9 tomorrow morning', task('call the letting agent', l('11-12 09:20'))),
  london(
    'email the venue about the deposit in 3 days',
    task('email the venue about the deposit', l('11-14 15:00')),
    task('email the venue about the deposit', l('11-14 12:00')),
  ),
  london('prep the workshop slides on the second monday of december', task('prep the workshop slides', l('12-14 12:00'))),
  london(
    "drop the cake tasting samples round to Mrs Osei's at 2 on saturday",
    task("drop the cake tasting samples round to Mrs Osei's", l('11-14 14:00')),
  ),
  london(
    'sort the payroll for the lads by end of the month',
    task('sort the payroll for the lads', l('11-30 12:00')),
    task('sort the payroll for the lads', l('11-30 17:00')),
  ),
  london('remind me christmas eve to shut the online shop', task('shut the online shop', l('12-24 12:00'))),
  london(
    'back up the client raw files this weekend',
    task('back up the client raw files', l('11-14 12:00')),
    task('back up the client raw files', l('11-15 12:00')),
  ),
  london('ring the bank 3 mondays from now', task('ring the bank', l('11-30 12:00'))),
  london('text the apprentice about the start time at 7 this evening', task('text the apprentice about the start time', l('11-11 19:00'))),
  london('post the new menu on insta at noon tmrw', task('post the new menu on insta', l('11-12 12:00'))),
  london('tuesday the 17th renew domain', task('renew domain', l('11-17 12:00'))),
  london('finalise the Q4 board pack 2027-01-15', task('finalise the Q4 board pack', l('2027-01-15 12:00'))),
  london(
    'collect the suit from the tailors after lunch tomorrow',
    task('collect the suit from the tailors', l('11-12 13:00')),
    task('collect the suit from the tailors', l('11-12 14:00')),
  ),
  london("fix the leak at the Patel's in an hour", task("fix the leak at the Patel's", inMinutes(60))),
  london(
    'book flights to Lisbon a week from today',
    task('book flights to Lisbon', l('11-18 15:00')),
    task('book flights to Lisbon', l('11-18 12:00')),
  ),
  london('call mum on sunday at 6', task('call mum', l('11-15 18:00'))),
  newYork('call the escrow guy at 2:30 pm', task('call the escrow guy', n('11-11 14:30'))),
  newYork('remind me to file the 1099s by 12/4', task('file the 1099s', n('12-04 12:00'))),
  newYork('pick up the prints from the lab thursday at 11am', task('pick up the prints from the lab', n('11-12 11:00'))),
  newYork('ten minutes from now ping Jordan about the contract', task('ping Jordan about the contract', inMinutes(10))),
  newYork(
    'Order turkeys for the cafe b4 thanksgiving',
    task('Order turkeys for the cafe', n('11-26 12:00')),
    task('Order turkeys for the cafe', n('11-25 12:00')),
  ),
  newYork('submit the grant application monday 9am est', task('submit the grant application', n('11-16 09:00'))),
  newYork('prep for the podcast interview at 3 gmt tmrw', task('prep for the podcast interview', l('11-12 15:00'))),
  newYork('send the revised SOW in 2 weeks at 4pm', task('send the revised SOW', n('11-25 16:00'))),
  newYork('renew my notary commission jan 3', task('renew my notary commission', n('2027-01-03 12:00'))),
  newYork('follow up with the landlord about the HVAC friday at 9', task('follow up with the landlord about the HVAC', n('11-13 09:00'))),
  newYork('dentist appt for Maya on the 20th at 8:15', task('dentist appt for Maya', n('11-20 08:15'))),
  newYork('at 5 today get the deposit slips to the bank', task('get the deposit slips to the bank', n('11-11 17:00'))),
  newYork('write the newsletter this sat 10am', task('write the newsletter', n('11-14 10:00'))),
  newYork('call the caterer back at 1', task('call the caterer back', n('11-11 13:00'))),
  newYork('Remind me to reorder business cards next wed', task('reorder business cards', n('11-18 12:00'))),
  newYork(
    'schedule the quarterly estimated tax payment for jan 15th',
    task('schedule the quarterly estimated tax payment', n('2027-01-15 12:00')),
    task('quarterly estimated tax payment', n('2027-01-15 12:00')),
  ),
  newYork('important: sign the lease renewal by tomorrow 5pm', task('sign the lease renewal', n('11-12 17:00'), { important: true })),
  newYork(
    'end of day friday send the estimate to the Kowalskis',
    task('send the estimate to the Kowalskis', n('11-13 17:00')),
    task('send the estimate to the Kowalskis', n('11-13 18:00')),
  ),
];

/** Snoozes of the task in hand, by amounts and until moments, some of them overdue. */
export const FIFTH_SNOOZE: HeldOutItem[] = [
  within(johnson, london('snooze 20', snoozeFor(20))),
  within(johnson, london('not now, give me an hour', snoozeFor(60))),
  within(johnson, london('push it back 2 hrs', snoozeFor(120))),
  within(johnson, london('later pls, like 45 mins', snoozeFor(45))),
  within(johnson, london('snooze till tmrw 9', snoozeUntil(l('11-12 09:00')), move({ by: 'context' }, '2026-11-12', '09:00'))),
  within(
    johnson,
    london('can it wait til monday morning 8:30', snoozeUntil(l('11-16 08:30')), move({ by: 'context' }, '2026-11-16', '08:30')),
  ),
  within(johnson, london('hit me up about this in 3 days', snoozeFor(3 * 1440))),
  within(johnson, london('snooze for half an hour', snoozeFor(30))),
  within(johnson, london('on a job, ask me again in 90 min', snoozeFor(90))),
  within(
    johnson,
    london(
      'bump it to 6pm',
      snoozeUntil(l('11-11 18:00')),
      move({ by: 'context' }, null, '18:00'),
      move({ by: 'context' }, '2026-11-11', '18:00'),
    ),
  ),
  within(roofer, london('snooze 15m', snoozeFor(15))),
  within(roofer, london('zzz 1 hour', snoozeFor(60))),
  within(johnson, london('remind me tomorrow instead', snoozeUntil(l('11-12 12:00')), move({ by: 'context' }, '2026-11-12', null))),
  within(johnson, london('not today. friday', snoozeUntil(l('11-13 12:00')), move({ by: 'context' }, '2026-11-13', null))),
  within(johnson, london('give me till 5', snoozeUntil(l('11-11 17:00')), move({ by: 'context' }, null, '17:00'))),
  within(johnson, london('postpone a week', snoozeFor(7 * 1440), move({ by: 'context' }, '2026-11-18', null))),
  within(johnson, london('in the middle of a shoot, 40 more minutes', snoozeFor(40))),
  within(johnson, london('remind me in a couple hours', snoozeFor(120))),
  within(roofer, london('snooze until 8 am tomorrow', snoozeUntil(l('11-12 08:00')), move({ by: 'context' }, '2026-11-12', '08:00'))),
  within(followUp('send the Johnson invoice', l('11-11 15:00')), london('SNOOZE 1H', snoozeFor(60))),
  within(johnson, london('snooze until 4/12', snoozeUntil(l('12-04 12:00')), move({ by: 'context' }, '2026-12-04', null))),
  within(johnson, london('one more day', snoozeFor(1440), move({ by: 'context' }, '2026-11-12', null))),
  within(roofer, london('5 more mins', snoozeFor(5))),
  within(leaseDraft, newYork('snooze 10 min', snoozeFor(10))),
  within(
    leaseDraft,
    newYork(
      "hold off till after my 2 o'clock, say 3:30",
      snoozeUntil(n('11-11 15:30')),
      move({ by: 'context' }, null, '15:30'),
      move({ by: 'context' }, '2026-11-11', '15:30'),
    ),
  ),
  within(leaseDraft, newYork('later. tomorrow at noon', snoozeUntil(n('11-12 12:00')), move({ by: 'context' }, '2026-11-12', '12:00'))),
  within(leaseDraft, newYork('push this an hour and a half', snoozeFor(90))),
  within(salesTax, newYork('snooze til thurs 10', snoozeUntil(n('11-12 10:00')), move({ by: 'context' }, '2026-11-12', '10:00'))),
  within(salesTax, newYork("can't rn, 2 hours", snoozeFor(120))),
  within(leaseDraft, newYork('snooze this till monday', snoozeUntil(n('11-16 12:00')), move({ by: 'context' }, '2026-11-16', null))),
  within(
    leaseDraft,
    newYork(
      'remind me about it again at quarter past 4',
      snoozeUntil(n('11-11 16:15')),
      move({ by: 'context' }, null, '16:15'),
      move({ by: 'context' }, '2026-11-11', '16:15'),
    ),
  ),
  within(leaseDraft, newYork('snooze until 12/4', snoozeUntil(n('12-04 12:00')), move({ by: 'context' }, '2026-12-04', null))),
];

const here = { by: 'context' } as const;

/** Corrections of the task just added or talked about, worded every way but "make it". */
export const FIFTH_CORRECTION: HeldOutItem[] = [
  within(accountant, london('oops I meant 11', move(here, null, '11:00'), move(here, '2026-11-12', '11:00'))),
  within(accountant, london('no wait, thursday is wrong, friday', move(here, '2026-11-13', null))),
  within(accountant, london('scratch that make it 2:30', move(here, null, '14:30'), move(here, '2026-11-12', '14:30'))),
  within(accountant, london('sorry, half 9 not 10', move(here, null, '09:30'), move(here, '2026-11-12', '09:30'))),
  within(accountant, london('actually the 19th', move(here, '2026-11-19', null))),
  within(accountant, london('make that monday', move(here, '2026-11-16', null))),
  within(accountant, london('no no, friday at 4', move(here, '2026-11-13', '16:00'))),
  within(accountant, london('change the time to quarter to 12', move(here, null, '11:45'), move(here, '2026-11-12', '11:45'))),
  within(accountant, london('can we do that at 8 instead', move(here, null, '08:00'), move(here, '2026-11-12', '08:00'), unclear)),
  within(accountant, london('wrong day - should be wednesday next week', move(here, '2026-11-18', null))),
  within(accountant, london('typo, i meant 1pm', move(here, null, '13:00'), move(here, '2026-11-12', '13:00'))),
  within(accountant, london('err make it the day after', move(here, '2026-11-13', null))),
  within(accountant, london("I got the date wrong, it's 24/11", move(here, '2026-11-24', null))),
  within(accountant, london("ah no it's the week after", move(here, '2026-11-19', null))),
  within(accountant, london('noon would be better', move(here, null, '12:00'), move(here, '2026-11-12', '12:00'))),
  within(menuCards, london('push that to tmrw', move(here, '2026-11-12', null), snoozeUntil(l('11-12 17:00')))),
  within(menuCards, london('move it to 6', move(here, null, '18:00'), move(here, '2026-11-11', '18:00'), snoozeUntil(l('11-11 18:00')))),
  within(menuCards, london("shoot, that's meant to be for the 1st of dec", move(here, '2026-12-01', null))),
  within(menuCards, london('nah, tuesday morning 9ish', move(here, '2026-11-17', '09:00'))),
  within(menuCards, london('not 5, 5:30', move(here, null, '17:30'), move(here, '2026-11-11', '17:30'), snoozeUntil(l('11-11 17:30')))),
  within(proposal, newYork('oh wait I meant 3/12', move(here, '2027-03-12', null))),
  within(proposal, newYork('oops — 11 am not 3', move(here, null, '11:00'), move(here, '2026-11-12', '11:00'))),
  within(proposal, newYork('make it tuesday', move(here, '2026-11-17', null))),
  within(proposal, newYork('scratch that, monday at noon', move(here, '2026-11-16', '12:00'))),
  within(proposal, newYork('actually the day before', move(here, '2026-11-11', null))),
  within(proposal, newYork('hmm no, 4:45', move(here, null, '16:45'), move(here, '2026-11-12', '16:45'))),
  within(proposal, newYork('correction: friday the 20th', move(here, '2026-11-20', null))),
  within(proposal, newYork("let's say thursday 10 instead", move(here, '2026-11-12', '10:00'))),
  within(walkThrough, newYork('ugh autocorrect, 8 PM not am', move(here, null, '20:00'), move(here, '2026-11-13', '20:00'))),
  within(walkThrough, newYork('move that to 7:30 same day', move(here, null, '07:30'), move(here, '2026-11-13', '07:30'))),
  within(walkThrough, newYork('nope saturday', move(here, '2026-11-14', null))),
];

/** Renames, of the task in hand, by its words or by its number in the last list. */
export const FIFTH_RENAME: HeldOutItem[] = [
  within(dave, london('rename it to call Dave about the van hire', rename(here, 'call Dave about the van hire'))),
  within(dave, london("change the name to 'chase Dave for the van deposit'", rename(here, 'chase Dave for the van deposit'))),
  within(dave, london('retitle that one: Dave - van keys', rename(here, 'Dave - van keys'))),
  within(dave, london("call it 'sort van insurance' instead", rename(here, 'sort van insurance'))),
  within(
    dave,
    london(
      'can you rename the Dave task to Dave + Ellie call',
      rename(words('Dave'), 'Dave + Ellie call'),
      rename(here, 'Dave + Ellie call'),
    ),
  ),
  within(dave, london('title should be Ring Dave re scaffolding', rename(here, 'Ring Dave re scaffolding'))),
  within(dave, london("spelt it wrong, it's Davey not Dave", rename(here, 'call Davey'))),
  within(dave, london("can u call it 'Dave - van'", rename(here, 'Dave - van'))),
  newYork("rename 'gym' to 'spin class w Tasha'", rename(words('gym'), 'spin class w Tasha')),
  newYork("change 'tax stuff' to 'send W-9s to new contractors'", rename(words('tax stuff'), 'send W-9s to new contractors')),
  london(
    "rename the bakery order one to 'order 40 sourdough loaves for Saturday market'",
    rename(words('bakery order'), 'order 40 sourdough loaves for Saturday market'),
  ),
  within(tradeList, london("rename 2 to quote for Mrs Byrne's loft conversion", rename(num(2), "quote for Mrs Byrne's loft conversion"))),
  within(tradeList, london('the third one should say renew van tax AND insurance', rename(num(3), 'renew van tax AND insurance'))),
  within(
    shoot,
    newYork("that title's too vague, make it 'Hudson engagement shoot at the pier'", rename(here, 'Hudson engagement shoot at the pier')),
  ),
  within(shoot, newYork('rename to Hudson engagement shoot', rename(here, 'Hudson engagement shoot'))),
  newYork("relabel the invoice task as 'invoice Brightline for October'", rename(words('invoice'), 'invoice Brightline for October')),
  within(supervision, london('call that clinical supervision with Ruth', rename(here, 'clinical supervision with Ruth'))),
  within(supervision, london('edit the title to supervision prep notes', rename(here, 'supervision prep notes'))),
  within(supervision, london('rename this one Ruth supervision (bring case notes)', rename(here, 'Ruth supervision (bring case notes)'))),
  london('rename dentist → dentist for Alfie', rename(words('dentist'), 'dentist for Alfie')),
  within(cafeList, newYork('rename #1 to call Marco about the espresso machine', rename(num(1), 'call Marco about the espresso machine'))),
  within(
    cafeList,
    newYork('no. 3 — change name to book the pop-up space for december', rename(num(3), 'book the pop-up space for december')),
  ),
  within(hodsons, newYork("typo in that one, it's Hudsons not Hodsons", rename(here, 'send Hudsons the gallery link'))),
  london("rename my 'misc' task to 'clear the garage for the new stock'", rename(words('misc'), 'clear the garage for the new stock')),
  within(proposal, newYork('change the wording to send the signed proposal to Dana', rename(here, 'send the signed proposal to Dana'))),
  newYork("the 'emails' task, rename it answer the wholesale inquiries", rename(words('emails'), 'answer the wholesale inquiries')),
];

/** Removals: the task in hand, one by its words, one by its number. */
export const FIFTH_REMOVE: HeldOutItem[] = [
  within(dave, london('delete that', remove(here))),
  within(dave, london('scrap it, Dave sorted it himself', remove(here), done(here))),
  london('cancel the yoga task', remove(words('yoga'))),
  london('get rid of the gym one', remove(words('gym'))),
  within(tradeList, london('remove number 2', remove(num(2)))),
  within(tradeList, london('bin the 3rd', remove(num(3)))),
  within(tradeList, london('1 can go, delete it', remove(num(1)))),
  newYork("take 'call Marco' off my list", remove(words('call Marco'))),
  within(shoot, newYork('never mind, the client cancelled, delete it', remove(here))),
  newYork(
    "forget the pop-up space, we're not doing it",
    remove(words('pop-up space')),
    [remove(words('pop-up space')), decision],
    [decision, remove(words('pop-up space'))],
  ),
  london('delete the window cleaner one pls', remove(words('window cleaner'))),
  within(supervision, london("cancel that, Ruth's off sick", remove(here))),
  london('drop the MOT reminder, already booked it', remove(words('MOT')), done(words('MOT'))),
  newYork('erase the thing about the HVAC', remove(words('HVAC'))),
  within(proposal, newYork('kill that task', remove(here))),
  newYork("please remove 'update the price list'", remove(words('update the price list'))),
  london('no need for the insurance reminder anymore, delete', remove(words('insurance'))),
  within(cafeList, newYork('remove the first and third', [remove(num(1)), remove(num(3))])),
  london('wipe the flour order task', remove(words('flour order'))),
  newYork('cancel my reminder about the escrow guy', remove(words('escrow guy'))),
  within(menuCards, london('ditch it', remove(here))),
  within(walkThrough, newYork("that walk-through's off, remove", remove(here))),
  london("delete 'misc'", remove(words('misc'))),
  newYork('not doing the newsletter this week, delete it', remove(words('newsletter'))),
  within(accountant, london("cancel the accountant call, she's emailed instead", remove(words('accountant')), remove(here))),
  newYork('trash the spin class task', remove(words('spin class'))),
];

/** Completions: words, emoji, "paid the X", DONE to a follow-up, numbers from a list. */
export const FIFTH_COMPLETE: HeldOutItem[] = [
  within(merchant, london('paid the plumbing merchant', done(here), done(words('plumbing merchant')))),
  within(merchant, london('✅', done(here))),
  within(merchant, london('sorted 👍', done(here))),
  within(merchant, london('all done with that', done(here))),
  within(followUp('send the Johnson invoice', l('11-11 15:00')), london('DONE', done(here))),
  within(followUp('send the Johnson invoice', l('11-11 15:00')), london('yep did it this morning', done(here))),
  within(followUp('chase the Hendersons deposit', l('11-11 16:30')), london('they paid! done', done(here))),
  london('done the Johnson invoice', done(words('Johnson invoice'))),
  london('finished the Morgan gallery finally!!', done(words('Morgan gallery'))),
  within(tradeList, london('done 2', done(num(2)))),
  within(tradeList, london('2 and 3 done', [done(num(2)), done(num(3))])),
  within(tradeList, london('ticked off the first one', done(num(1)))),
  within(proposal, newYork('sent it ✔️', done(here))),
  within(proposal, newYork("proposal's gone to Dana", done(here), done(words('proposal')))),
  newYork('called the escrow guy, all good', done(words('escrow guy'))),
  newYork('knocked out the sales tax filing', done(words('sales tax'))),
  within(cafeList, newYork('#2 complete', done(num(2)))),
  within(cafeList, newYork('did 1', done(num(1)))),
  within(shoot, newYork('wrapped', done(here))),
  within(supervision, london('had it, went well', done(here))),
  london("the van's MOT is booked ✅", done(words('MOT'))),
  within(dave, london('spoke to him, sorted', done(here))),
  newYork('mark the 1099s as done', done(words('1099s'))),
  within(walkThrough, newYork('done and dusted', done(here))),
  london('tick off rye flour', done(words('rye flour'))),
  newYork('finally paid the HVAC guy 🙌', done(words('HVAC'))),
];

const whichDave: Partial<ConversationState> = {
  pending: { about: 'which_task', options: ['call Dave about the van', 'call Dave re scaffolding'] },
};
const whichMarco: Partial<ConversationState> = { pending: { about: 'which_task', options: ['call Marco', 'call Marisol'] } };
const bakerChoice: Partial<ConversationState> = {
  pending: {
    about: 'dilemma_choice',
    question: 'hire a part-time baker or do the early shifts myself',
    options: ['hire a part-time baker', 'do the early shifts myself'],
  },
};
const pricingChoice: Partial<ConversationState> = {
  pending: { about: 'dilemma_choice', question: 'raise prices or add a budget tier', options: ['raise prices 10%', 'add a budget tier'] },
};
const bakerMatters: Partial<ConversationState> = {
  pending: {
    about: 'dilemma_matters',
    question: 'hire a part-time baker or do the early shifts myself',
    options: ['hire a part-time baker', 'do the early shifts myself'],
  },
};
const slowSeason: Partial<ConversationState> = { pending: { about: 'dilemma_options', question: 'what to do about the slow season' } };
const keepBlocks: Partial<ConversationState> = { pending: { about: 'keep', text: 'I work better when I block mornings' } };
const flourReview: Partial<ConversationState> = { pending: { about: 'review', decision: 'switch to the cheaper flour supplier' } };
const stuckInvoice: Partial<ConversationState> = {
  pending: { about: 'stuck', task: 'send the Johnson invoice' },
  current: { title: 'send the Johnson invoice', due: l('11-11 15:00') },
};
const planTime: Partial<ConversationState> = {
  pending: { about: 'other', question: 'Which time suits you for the morning plan?', options: ['7:00', '8:00'] },
};
const elmSaturday: Partial<ConversationState> = {
  pending: { about: 'other', question: 'Should I move the Elm St walk-through to Saturday?', options: [] },
};

/** Answers to the question daily asked last. */
export const FIFTH_ANSWER: HeldOutItem[] = [
  within(whichDave, london('the second one', answer(2))),
  within(whichDave, london('2', answer(2))),
  within(whichDave, london('first', answer(1))),
  within(whichDave, london('the scaffolding one', answer(2))),
  within(whichDave, london('no. 1 pls', answer(1))),
  within(bakerChoice, london('going to hire someone I think', answer(1), decision)),
  within(bakerChoice, london('option 2', answer(2), decision)),
  within(bakerChoice, london('not yet, still thinking', answer(null))),
  within(bakerChoice, london('the first one obviously', answer(1), decision)),
  within(bakerMatters, london('honestly cash flow, and not burning out', answer(null))),
  within(bakerMatters, london('my sleep tbh', answer(null))),
  within(slowSeason, london('either run a discount or close for two weeks', answer(null))),
  within(slowSeason, london('option a: temp job. option b: push marketing', answer(null))),
  within(keepBlocks, london('yes', answer(null))),
  within(keepBlocks, london('keep', answer(null))),
  within(keepBlocks, london("nah don't bother", answer(null))),
  within(flourReview, london("it turned out fine, quality's the same", answer(null))),
  within(flourReview, london('badly tbh, two late deliveries', answer(null))),
  within(stuckInvoice, london('waiting on their PO number', answer(null))),
  within(stuckInvoice, london("don't know what to charge for the extras", answer(null))),
  within(planTime, london('8', answer(2))),
  within(planTime, london('the earlier one', answer(1))),
  within(whichMarco, newYork('marisol', answer(2))),
  within(whichMarco, newYork('the 1st', answer(1))),
  within(elmSaturday, newYork('yes please', answer(null))),
  within(elmSaturday, newYork('no leave it', answer(null))),
  within(pricingChoice, newYork('the budget tier', answer(2), decision)),
];

/** Asks that repeat; the due time is the first occurrence from now. */
export const FIFTH_RECURRING: HeldOutItem[] = [
  london('every monday 9am send the invoices', task('send the invoices', l('11-16 09:00'), { repeat: every('week') })),
  london('pay rent on the 1st of every month', task('pay rent', l('12-01 12:00'), { repeat: every('month') })),
  london(
    'remind me to water the shop plants every day at 8',
    task('water the shop plants', l('11-12 08:00'), { repeat: every('day') }),
    task('water the shop plants', l('11-11 20:00'), { repeat: every('day') }),
  ),
  london('every friday at 5 do the timesheets', task('do the timesheets', l('11-13 17:00'), { repeat: every('week') })),
  london('chase unpaid invoices every other tuesday', task('chase unpaid invoices', l('11-17 12:00'), { repeat: every('week', 2) })),
  london('each weekday at 7:30 check the bookings inbox', task('check the bookings inbox', l('11-12 07:30'), { repeat: every('weekday') })),
  london('clean the van every sunday', task('clean the van', l('11-15 12:00'), { repeat: every('week') })),
  london('service the boiler every year on 1 march', task('service the boiler', l('2027-03-01 12:00'), { repeat: every('year') })),
  london('every morning at 6 prove the dough', task('prove the dough', l('11-12 06:00'), { repeat: every('day') })),
  london('VAT return every 3 months, next one 7th of feb', task('VAT return', l('2027-02-07 12:00'), { repeat: every('month', 3) })),
  london('weekly on wednesdays at 10 call the supplier', task('call the supplier', l('11-18 10:00'), { repeat: every('week') })),
  london("remind me of mum's birthday every year on 3 april", task("mum's birthday", l('2027-04-03 12:00'), { repeat: every('year') })),
  london('every thursday at half 2 do the bakery stocktake', task('do the bakery stocktake', l('11-12 14:30'), { repeat: every('week') })),
  london('repeat every saturday 8am: farmers market setup', task('farmers market setup', l('11-14 08:00'), { repeat: every('week') })),
  newYork(
    'every monday at 9 send the weekly update to investors',
    task('send the weekly update to investors', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork('pay the contractors on the 15th of every month', task('pay the contractors', n('11-15 12:00'), { repeat: every('month') })),
  newYork('daily at 4pm check stripe payouts', task('check stripe payouts', n('11-11 16:00'), { repeat: every('day') })),
  newYork('biweekly fridays run payroll', task('run payroll', n('11-13 12:00'), { repeat: every('week', 2) })),
  newYork(
    'on the first of each month send the rent reminder to tenants',
    task('send the rent reminder to tenants', n('12-01 12:00'), { repeat: every('month') }),
  ),
  newYork('every weekday at 8:45 team standup', task('team standup', n('11-12 08:45'), { repeat: every('weekday') })),
  newYork('remind me every sunday night at 8 to plan the week', task('plan the week', n('11-15 20:00'), { repeat: every('week') })),
  newYork('renew the domain every year nov 20', task('renew the domain', n('11-20 12:00'), { repeat: every('year') })),
  newYork('every 2 weeks on monday post the blog', task('post the blog', n('11-16 12:00'), { repeat: every('week', 2) })),
  newYork('each month on the 28th reconcile the books', task('reconcile the books', n('11-28 12:00'), { repeat: every('month') })),
  newYork('remind me to take my meds every day at 9pm', task('take my meds', n('11-11 21:00'), { repeat: every('day') })),
  newYork('each friday 3pm review the ad spend', task('review the ad spend', n('11-13 15:00'), { repeat: every('week') })),
];

/** Voice-note rambles and hurried lists: several jobs, filler words left out of the titles. */
export const FIFTH_RAMBLE: HeldOutItem[] = [
  london(
    'ok so um I need to call the skip hire people tomorrow morning at 9 and erm also pick up the grout from Topps and yeah email Mrs Byrne the quote lol',
    [task('call the skip hire people', l('11-12 09:00')), task('pick up the grout from Topps'), task('email Mrs Byrne the quote')],
  ),
  london(
    'right so, invoice the Carters, chase the Hendersons, and book the van in for friday',
    [task('invoice the Carters'), task('chase the Hendersons'), task('book the van in', l('11-13 12:00'))],
    [task('invoice the Carters'), task('chase the Hendersons'), task('book the van in for friday')],
  ),
  london(
    "voice note cos I'm driving so basically I need to order 5 sacks of flour and um ring the health inspector at 2 tomorrow and oh text Jade about her shift",
    [task('order 5 sacks of flour'), task('ring the health inspector', l('11-12 14:00')), task('text Jade about her shift')],
  ),
  london("so yeah a few things, write up Tom's notes, renew my BACP membership before the 30th, and you know, buy a new diary", [
    task("write up Tom's notes"),
    task('renew my BACP membership', l('11-30 12:00')),
    task('buy a new diary'),
  ]),
  london("ok like I've got to back up the Morgan files and like send the contract to the Lees and um that's it really", [
    task('back up the Morgan files'),
    task('send the contract to the Lees'),
  ]),
  london(
    "so er tomorrow I've got to drop the van at the garage at 8, then er grab new blades for the saw, yeah and pay Kev",
    [task('drop the van at the garage', l('11-12 08:00')), task('grab new blades for the saw'), task('pay Kev')],
    [
      task('drop the van at the garage', l('11-12 08:00')),
      task('grab new blades for the saw', l('11-12 12:00')),
      task('pay Kev', l('11-12 12:00')),
    ],
  ),
  london('anyway yeah, need to chase the council about the permit, update the website prices and um ring my accountant on friday at 11', [
    task('chase the council about the permit'),
    task('update the website prices'),
    task('ring my accountant', l('11-13 11:00')),
  ]),
  london('lol ok so I forgot, buy candles for the studio, reply to the Airbnb host, and post the reel tonight at 8', [
    task('buy candles for the studio'),
    task('reply to the Airbnb host'),
    task('post the reel', l('11-11 20:00')),
  ]),
  london('basically um three things. one, pay the electric. two, call Ruth. three, renew the room booking by friday', [
    task('pay the electric'),
    task('call Ruth'),
    task('renew the room booking', l('11-13 12:00')),
  ]),
  london(
    'hiya, so I need to sort a few bits: order the new menus, ring the fish supplier at 10 tmrw, and sort the rota for next week',
    [task('order the new menus'), task('ring the fish supplier', l('11-12 10:00')), task('sort the rota for next week')],
    [talk('greeting'), task('order the new menus'), task('ring the fish supplier', l('11-12 10:00')), task('sort the rota for next week')],
  ),
  london("i'm in the car so um... yeah... get the deposit back from the Airbnb... and, um, book the dentist for Alfie", [
    task('get the deposit back from the Airbnb'),
    task('book the dentist for Alfie'),
  ]),
  london("right, tomorrow's list: 9am site visit in Clapham, 1pm quote for the Walshes, 4pm call the skip guy", [
    task('site visit in Clapham', l('11-12 09:00')),
    task('quote for the Walshes', l('11-12 13:00')),
    task('call the skip guy', l('11-12 16:00')),
  ]),
  london(
    "lol I'm a mess, ok, pay the card bill, ring Gran, and buy stamps",
    [task('pay the card bill'), task('ring Gran'), task('buy stamps')],
    [talk('feeling'), task('pay the card bill'), task('ring Gran'), task('buy stamps')],
  ),
  london('so um, quote the Patels, call the Lees back at 4, and order copper pipe by monday', [
    task('quote the Patels'),
    task('call the Lees back', l('11-11 16:00')),
    task('order copper pipe', l('11-16 12:00')),
  ]),
  newYork('ok so um I need to send the deck to Priya by thursday and uh also renew the LLC filing and like book a haircut lol', [
    task('send the deck to Priya', n('11-12 12:00')),
    task('renew the LLC filing'),
    task('book a haircut'),
  ]),
  newYork("so basically, call the title company at 11, email the buyers' agent, and order lockboxes", [
    task('call the title company', n('11-11 11:00')),
    task("email the buyers' agent"),
    task('order lockboxes'),
  ]),
  newYork(
    "voice memo bc I'm walking: um remind me to pick up the prints at 4, and uh follow up with Jordan on the contract, and also the Hudson invoice needs to go out tomorrow",
    [
      task('pick up the prints', n('11-11 16:00')),
      task('follow up with Jordan on the contract'),
      task('send the Hudson invoice', n('11-12 12:00')),
    ],
    [
      task('pick up the prints', n('11-11 16:00')),
      task('follow up with Jordan on the contract'),
      task('the Hudson invoice needs to go out', n('11-12 12:00')),
    ],
  ),
  newYork("ok um so like, groceries for the office, fix the printer, and Marisol's birthday card", [
    task('groceries for the office'),
    task('fix the printer'),
    task("Marisol's birthday card"),
  ]),
  newYork('so yeah I gotta call the bank, and then do payroll, and um email the landlord about the leak by friday', [
    task('call the bank'),
    task('do payroll'),
    task('email the landlord about the leak', n('11-13 12:00')),
  ]),
  newYork('ugh ok todo: quote the Rivera kitchen, order tile samples, call Sam back at 3', [
    task('quote the Rivera kitchen'),
    task('order tile samples'),
    task('call Sam back', n('11-11 15:00')),
  ]),
  newYork(
    'alright so tmrw morning at 8 drop off the camera for repair, then lunch with Dana at 12:30, and I need to buy SD cards',
    [task('drop off the camera for repair', n('11-12 08:00')), task('lunch with Dana', n('11-12 12:30')), task('buy SD cards')],
    [
      task('drop off the camera for repair', n('11-12 08:00')),
      task('lunch with Dana', n('11-12 12:30')),
      task('buy SD cards', n('11-12 12:00')),
    ],
  ),
  newYork("like, I just need to remember to text the babysitter and to pay the water bill, that's it", [
    task('text the babysitter'),
    task('pay the water bill'),
  ]),
  newYork('ok um so monday: invoice Brightline, renew the insurance, and start the Q1 plan', [
    task('invoice Brightline', n('11-16 12:00')),
    task('renew the insurance', n('11-16 12:00')),
    task('start the Q1 plan', n('11-16 12:00')),
  ]),
  newYork('yeah so reminder to myself, call the vet about Biscuit at 5 and uh grab dog food', [
    task('call the vet about Biscuit', n('11-11 17:00')),
    task('grab dog food'),
  ]),
  newYork('mm ok so, sign the NDA, send Jordan the W-9, and book flights to Austin before friday', [
    task('sign the NDA'),
    task('send Jordan the W-9'),
    task('book flights to Austin', n('11-13 12:00')),
  ]),
  newYork('okay okay okay. pitch deck revisions, call mom, and file the sales tax by the 20th', [
    task('pitch deck revisions'),
    task('call mom'),
    task('file the sales tax', n('11-20 12:00')),
  ]),
];

/** Hedged messages: something is meant, nothing is sure; daily must ask and change nothing. */
export const FIFTH_UNCLEAR: HeldOutItem[] = [
  london('hmm tomorrow maybe', unclear, askBack),
  london('maybe the dentist at some point?', unclear, askBack),
  london('I might need to call the council, not sure', unclear, askBack),
  london('could do the quote thurs or fri, whichever', unclear, askBack),
  london('at 8?', unclear, askBack),
  london('sometime next week probably sort the garage', unclear, askBack),
  london('perhaps ring the Lees later idk', unclear, askBack),
  london('the 4th or 5th maybe for the van', unclear, askBack),
  within(accountant, london('maybe 10 or 11, not sure', unclear, askBack)),
  within(accountant, london('hmm thursday might not work', unclear, askBack)),
  london('possibly a call with Tom friday?? will confirm', unclear, askBack),
  london('half 5 or 6 idk', unclear, askBack),
  london('tmrw or weds, either', unclear, askBack),
  london('erm. friday? possibly', unclear, askBack),
  london('maybe remind me about the boiler thing at some point', unclear, askBack),
  newYork('hmm thursday-ish?', unclear, askBack),
  newYork('maybe lunch w Dana next week', unclear, askBack),
  newYork('should probably renew the LLC soonish', unclear, askBack),
  newYork('not sure if the call is at 2 or 3', unclear, askBack),
  newYork('possibly the 12th? or 13th', unclear, askBack),
  within(proposal, newYork('eh, maybe later in the week', unclear, askBack)),
  within(proposal, newYork('hmm or monday? idk', unclear, askBack)),
  newYork('might do the inventory sat, might not', unclear, askBack),
  newYork('the thing with Jordan... sometime', unclear, askBack),
  newYork('10ish? 11?', unclear, askBack),
  newYork("call the bank maybe? or email. whatever's quicker", unclear, askBack),
];

/** "done", "snooze", "move it" with nothing in the conversation to point at: ask, never guess. */
export const FIFTH_BARE: HeldOutItem[] = [
  london('done', unclear, askBack),
  london('snooze', unclear, askBack),
  london('move it', unclear, askBack),
  london('done ✅', unclear, askBack),
  london('snooze 1h', unclear, askBack),
  london('push it to tomorrow', unclear, askBack),
  london('delete it', unclear, askBack),
  london('rename it', unclear, askBack),
  london('cancel that', unclear, askBack),
  london('make it 3', unclear, askBack),
  london("that's done", unclear, askBack),
  london('later', unclear, askBack),
  london('no wait, thursday', unclear, askBack),
  london('oops I meant 5', unclear, askBack),
  london('tick', unclear, askBack),
  london('zzz', unclear, askBack),
  newYork('done!', unclear, askBack),
  newYork('snooze 30', unclear, askBack),
  newYork('move to friday', unclear, askBack),
  newYork('sorted', unclear, askBack),
  newYork('remove', unclear, askBack),
  newYork('change it to 4pm', unclear, askBack),
  newYork('finished', unclear, askBack),
  newYork('the second one', unclear, askBack),
  newYork('2', unclear, askBack),
  newYork('yes', unclear, askBack, talk('acknowledgement')),
  newYork("call it 'final'", unclear, askBack),
];

export const HELD_OUT_FIFTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FIFTH_ASK,
  snooze: FIFTH_SNOOZE,
  correction: FIFTH_CORRECTION,
  rename: FIFTH_RENAME,
  remove: FIFTH_REMOVE,
  complete: FIFTH_COMPLETE,
  answer: FIFTH_ANSWER,
  small_talk: FIFTH_SMALL_TALK,
  feeling: FIFTH_FEELING,
  question: FIFTH_QUESTION,
  statement: FIFTH_STATEMENT,
  decision: FIFTH_DECISION,
  dilemma: FIFTH_DILEMMA,
  recall: FIFTH_RECALL,
  prioritise: FIFTH_PRIORITISE,
  agenda: FIFTH_AGENDA,
  free_time: FIFTH_FREE_TIME,
  recurring: FIFTH_RECURRING,
  ramble: FIFTH_RAMBLE,
  unclear: FIFTH_UNCLEAR,
  bare: FIFTH_BARE,
};

export const HELD_OUT_FIFTH: HeldOutItem[] = Object.values(HELD_OUT_FIFTH_KINDS).flat();
