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
  FORTYSIXTH_AGENDA,
  FORTYSIXTH_BARE,
  FORTYSIXTH_DECISION,
  FORTYSIXTH_DILEMMA,
  FORTYSIXTH_FEELING,
  FORTYSIXTH_FREE_TIME,
  FORTYSIXTH_GREETING,
  FORTYSIXTH_PRIORITISE,
  FORTYSIXTH_QUESTION,
  FORTYSIXTH_RECALL,
  FORTYSIXTH_STATEMENT,
  FORTYSIXTH_THANKS,
  FORTYSIXTH_UNCLEAR,
} from './held-out-fortysixth-b';

/**
 * The forty-sixth held-out set: busy people texting one-handed between jobs in London and New
 * York: a mobile dog groomer, a plumber, a wedding photographer, a food-truck owner, a private
 * maths tutor, a hair-salon owner, a recruiter, a podcast producer, a window cleaner, a Shopify
 * candle seller, a physiotherapist with her own practice and a café owner. Terse, misspelt,
 * abbreviated, weighted towards replies to reminders, references to the last list and corrections
 * of the task just made. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00
 * in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per trade. */
const GROOM_LIST = { listed: ['Vet for Pickle', 'Order shampoo concentrate', 'Clean the dryer filters', "Invoice Mabel's owner"] };
const ROUND_LIST = { listed: ['Clear the Patels gutter', 'Collect DI resin', 'Top up the van tank', 'Quote the Leyton flats'] };
const RECRUIT_LIST = { listed: ['Call Dev Mehta', 'Harlow shortlist', 'Reference check for Priyanka', 'Post the sales role'] };
const CAFE_LIST = { listed: ['Order oat milk', 'Espresso machine service', 'Pay the produce invoice'] };

export const FORTYSIXTH_ASK: HeldOutItem[] = [
  london('call plumbers merchant re valve tmrw 9am', task('call plumbers merchant re valve', l('11-12 09:00'))),
  london('remind me to order soy wax 2moro', task('order soy wax', l('11-12'))),
  london('book Pickle in for a nail trim fri 11am', task('book Pickle in for a nail trim', l('11-13 11:00'))),
  london('tomoz 8am fix the leak at 22 Fenwick St', task('fix the leak at 22 Fenwick St', l('11-12 08:00'))),
  london(
    'send Aarav the quadratics worksheet b4 his lesson thurs 5pm',
    task('send Aarav the quadratics worksheet', l('11-12 17:00')),
    task('send Aarav the quadratics worksheet b4 his lesson', l('11-12 17:00')),
  ),
  london(
    'renew HCPC registration by end of month',
    task('renew HCPC registration', l('11-30')),
    task('renew HCPC registration', l('11-30 17:00')),
  ),
  london('order more wicks asap!!', task('order more wicks', null, { important: true }), task('order more wicks')),
  london('in 20 mins remind me to move the van', task('move the van', inMinutes(20))),
  london('thurs 2:30 physio reassessment w/ Mr Okoro', task('physio reassessment w/ Mr Okoro', l('11-12 14:30'))),
  london('tommorow at half 10 collect the filter resin from the depot', task('collect the filter resin from the depot', l('11-12 10:30'))),
  london(
    'CALL THE BOILER GUY TMRW 8AM',
    task('CALL THE BOILER GUY', l('11-12 08:00')),
    task('CALL THE BOILER GUY', l('11-12 08:00'), { important: true }),
  ),
  london('royal mail collection 4pm today pls remind me', task('royal mail collection', l('11-11 16:00'))),
  london('mark the Lindqvist mock paper sun 7pm', task('mark the Lindqvist mock paper', l('11-15 19:00'))),
  london('quote for the Hackney bathroom refit by monday', task('quote for the Hackney bathroom refit', l('11-16'))),
  london('remind me in an hour to ring Mrs Adeyemi back', task('ring Mrs Adeyemi back', inMinutes(60))),
  london(
    'pick up ladders from Steve sat 8',
    task('pick up ladders from Steve', l('11-14 08:00')),
    task('pick up ladders from Steve', l('11-14 20:00')),
  ),
  london('be in for the wax delivery tue 17th', task('be in for the wax delivery', l('11-17'))),
  london('gas safe cert renewal 4/1', task('gas safe cert renewal', l('2027-01-04 12:00'))),
  london(
    'invoice the Whitmores for the cylinder swap eod',
    task('invoice the Whitmores for the cylinder swap', l('11-11 17:00')),
    task('invoice the Whitmores for the cylinder swap', l('11-11 18:00')),
  ),
  london("text Bramble's owner re the matting, 6 tonight", task("text Bramble's owner re the matting", l('11-11 18:00'))),
  london(
    'first thing fri call the insurance about the van windscreen',
    task('call the insurance about the van windscreen', l('11-13 09:00')),
    task('call the insurance about the van windscreen', l('11-13 08:00')),
  ),
  london(
    'remind me to chase the referral letter from Dr Haines next tuesday',
    task('chase the referral letter from Dr Haines', l('11-17')),
    task('chase the referral letter from Dr Haines', l('11-24')),
  ),
  london('in 2 hrs take the candles out the moulds', task('take the candles out the moulds', inMinutes(120))),
  london('friday 20th 4:15pm Year 11 parents evening', task('Year 11 parents evening', l('11-20 16:15'))),
  london('photograph the new winter scents sat 10am', task('photograph the new winter scents', l('11-14 10:00'))),
  london('pay the couch finance on the 1st', task('pay the couch finance', l('12-01'))),
  newYork(
    'tmrw 11 call the tortilla guy about the short delivery',
    task('call the tortilla guy about the short delivery', n('11-12 11:00')),
  ),
  newYork('remind me to send the Rivera-Kim gallery link by friday', task('send the Rivera-Kim gallery link', n('11-13'))),
  newYork('color order for the salon thurs 9am', task('color order for the salon', n('11-12 09:00'))),
  newYork('prep questions for the ep 48 guest tonight at 8', task('prep questions for the ep 48 guest', n('11-11 20:00'))),
  newYork('call dev mehta re the harlow offer at 2', task('call dev mehta re the harlow offer', n('11-11 14:00'))),
  newYork('espresso machine service mon 7am', task('espresso machine service', n('11-16 07:00'))),
  newYork(
    'need to renew the health dept permit before 12/1',
    task('renew the health dept permit', n('12-01')),
    task('renew the health dept permit', n('11-30')),
  ),
  newYork('remind me in 30 to flip the open sign', task('flip the open sign', inMinutes(30))),
  newYork('send the Castellano album proofs 11/19 at noon', task('send the Castellano album proofs', n('11-19 12:00'))),
  newYork(
    'IMPORTANT!! submit Harlow candidate shortlist by 5 today',
    task('submit Harlow candidate shortlist', n('11-11 17:00'), { important: true }),
  ),
  newYork('upload ep 47 to riverside 3:30', task('upload ep 47 to riverside', n('11-11 15:30'))),
  newYork('get the generator serviced on the 23rd', task('get the generator serviced', n('11-23'))),
  newYork('tmr 1pm lunch w hana from the hair supply co', task('lunch w hana from the hair supply co', n('11-12 13:00'))),
  newYork('engagement shoot in central park sat 3:30pm', task('engagement shoot in central park', n('11-14 15:30'))),
  newYork(
    'follow up w the Brooklyn brewery client in 2 weeks',
    task('follow up w the Brooklyn brewery client', n('11-25')),
    task('follow up w the Brooklyn brewery client', n('11-25 10:00')),
  ),
  newYork('remind me 6pm to order oat milk', task('order oat milk', n('11-11 18:00'))),
  newYork("collect bianca's chair rent on the 15th", task("collect bianca's chair rent", n('11-15'))),
  newYork('backup SD cards from the castellano wedding tonite 9', task('backup SD cards from the castellano wedding', n('11-11 21:00'))),
  newYork('in 45 min call the fire suppression guy back', task('call the fire suppression guy back', inMinutes(45))),
  newYork('pay quarterly estimated taxes 1/15', task('pay quarterly estimated taxes', n('2027-01-15 12:00'))),
  newYork(
    'book studio time for the Delgado interview tues 17th 10am',
    task('book studio time for the Delgado interview', n('11-17 10:00')),
  ),
  newYork('reference check for Priyanka K tmrw 4', task('reference check for Priyanka K', n('11-12 16:00'))),
  newYork('pls remind me to restock the cups & lids friday 7am', task('restock the cups & lids', n('11-13 07:00'))),
  newYork('quarter to 12 call the landlord about the awning', task('call the landlord about the awning', n('11-11 11:45'))),
];

export const FORTYSIXTH_RECURRING: HeldOutItem[] = [
  london(
    'every mon 8am plan the window round for the week',
    task('plan the window round for the week', l('11-16 08:00'), { repeat: every('week') }),
  ),
  london('empty the van tank every friday', task('empty the van tank', l('11-13'), { repeat: every('week') })),
  london(
    'remind me every day at 6pm to post a candle story on insta',
    task('post a candle story on insta', l('11-11 18:00'), { repeat: every('day') }),
  ),
  london('on the 1st of every month pay the clinic room rent', task('pay the clinic room rent', l('12-01'), { repeat: every('month') })),
  london('every weekday 7:45 check the clinic diary', task('check the clinic diary', l('11-12 07:45'), { repeat: every('weekday') })),
  london('every other tuesday tutor Aarav 5pm', task('tutor Aarav', l('11-17 17:00'), { repeat: every('week', 2) })),
  london('do the Leyton round fortnightly sat 9am', task('do the Leyton round', l('11-14 09:00'), { repeat: every('week', 2) })),
  london(
    'every wednesday at 6 send the tutoring invoices',
    task('send the tutoring invoices', l('11-11 18:00'), { repeat: every('week') }),
  ),
  london(
    'every year on 14 feb do the valentines candle drop',
    task('do the valentines candle drop', l('2027-02-14 12:00'), { repeat: every('year') }),
  ),
  london('every sunday 8pm prep the grooming kit', task('prep the grooming kit', l('11-15 20:00'), { repeat: every('week') })),
  london('daily 8am check the boiler callouts inbox', task('check the boiler callouts inbox', l('11-12 08:00'), { repeat: every('day') })),
  london('the 28th of each month submit mileage', task('submit mileage', l('11-28'), { repeat: every('month') })),
  newYork('every monday 9am pipeline review', task('pipeline review', n('11-16 09:00'), { repeat: every('week') })),
  newYork('every friday at 3 publish the episode', task('publish the episode', n('11-13 15:00'), { repeat: every('week') })),
  newYork('remind me every day 6am to turn the fryer on', task('turn the fryer on', n('11-12 06:00'), { repeat: every('day') })),
  newYork(
    'every weekday at 7 count the float',
    task('count the float', n('11-12 07:00'), { repeat: every('weekday') }),
    task('count the float', n('11-11 19:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'every 2 weeks on thursday order bleach and developer',
    task('order bleach and developer', n('11-12'), { repeat: every('week', 2) }),
  ),
  newYork('pay sales tax on the 20th every month', task('pay sales tax', n('11-20'), { repeat: every('month') })),
  newYork('each saturday 10am deep clean the truck', task('deep clean the truck', n('11-14 10:00'), { repeat: every('week') })),
  newYork(
    'remind me every sunday at 7pm to back up the photo drives',
    task('back up the photo drives', n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'monthly on the 5th send the chair renters their invoices',
    task('send the chair renters their invoices', n('12-05'), { repeat: every('month') }),
  ),
  newYork(
    'every wednesday 4:30 call with the podcast host',
    task('call with the podcast host', n('11-11 16:30'), { repeat: every('week') }),
  ),
  newYork('every morning 8:15 check linkedin inmails', task('check linkedin inmails', n('11-12 08:15'), { repeat: every('day') })),
  newYork('every year on 1/31 send the 1099s', task('send the 1099s', n('2027-01-31 12:00'), { repeat: every('year') })),
];

const OVERDUE_L = l('11-11 14:00');
const LATER_L = l('11-11 16:00');
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

export const FORTYSIXTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Call plumbers merchant re valve', OVERDUE_L), london('under a sink, 30 mins', snoozeFor(30))),
  within(reminded('Order soy wax', OVERDUE_L), london('nah later', snoozeFor(60))),
  within(reminded('Fix the leak at 22 Fenwick St', OVERDUE_L), london('cant today', ...toDayL('11-12'))),
  within(
    reminded('Invoice the Whitmores', OVERDUE_L),
    london('pushed to 5 pls', snoozeUntil(l('11-11 17:00')), move(ctx, '2026-11-11', '17:00'), move(ctx, null, '17:00')),
  ),
  within(reminded('Mark the Lindqvist mock paper', OVERDUE_L), london('ugh push it, tmrw', ...toDayL('11-12'))),
  within(reminded('Ring Mrs Adeyemi back', OVERDUE_L), london('not yet, 1 hr', snoozeFor(60))),
  within(reminded("Text Bramble's owner", OVERDUE_L), london('mid groom!! 45m', snoozeFor(45))),
  within(reminded('Take the candles out the moulds', LATER_L), london('snooze 2h', snoozeFor(120))),
  within(reminded('Chase the referral letter', OVERDUE_L), london('surgery shut til monday, remind me then', ...toDayL('11-16'))),
  within(
    reminded('Collect the filter resin', OVERDUE_L),
    london('2moro 8am', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminded('Book the van in for tyres', OVERDUE_L), london('remind me at half 6', snoozeUntil(l('11-11 18:30')))),
  within(reminded('Renew HCPC registration', OVERDUE_L), london('this weekend', ...toDayL('11-14'))),
  within(reminded('Send Aarav the worksheet', OVERDUE_L), london('in a bit, 20 min', snoozeFor(20))),
  within(reminded('Post the shopify orders', OVERDUE_L), london('snooze', snoozeFor(60))),
  within(reminded('Order more wicks', OVERDUE_L), london('fri', ...toDayL('11-13'))),
  within(reminded('Call the tortilla guy', OVERDUE_N), newYork('slammed rn, 2 hrs', snoozeFor(120))),
  within(reminded('Send the gallery link', OVERDUE_N), newYork('remind me at 1', snoozeUntil(n('11-11 13:00')))),
  within(reminded('Order oat milk', OVERDUE_N), newYork('not yet', snoozeFor(60), answer(null))),
  within(
    reminded('Prep ep 48 questions', OVERDUE_N),
    newYork('tonight 8', snoozeUntil(n('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  within(reminded('Call Dev Mehta', OVERDUE_N), newYork("he's in meetings til 3 so 3:15", snoozeUntil(n('11-11 15:15')))),
  within(reminded('Backup SD cards', OVERDUE_N), newYork('push 1 day', snoozeFor(1440))),
  within(reminded('Flip the open sign', OVERDUE_N), newYork('5 min', snoozeFor(5))),
  within(reminded('Restock cups and lids', OVERDUE_N), newYork('after the lunch rush, 2:30', snoozeUntil(n('11-11 14:30')))),
  within(reminded('Reference check for Priyanka', OVERDUE_N), newYork('monday', ...toDayN('11-16'))),
  within(reminded('Upload ep 47', OVERDUE_N), newYork('snooze 90', snoozeFor(90))),
  within(reminded('Call the landlord about the awning', OVERDUE_N), newYork('later pls', snoozeFor(60))),
  within(reminded('Pay the produce invoice', OVERDUE_N), newYork('cant till friday, payday', ...toDayN('11-13'))),
  within(
    reminded('Color order for the salon', OVERDUE_N),
    newYork('bump to tmrw 9', snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded('Edit the Castellano teaser', OVERDUE_N), newYork('give me an hour and a half', snoozeFor(90))),
  within(reminded('Follow up with the brewery client', OVERDUE_N), newYork('ask me again thursday', ...toDayN('11-12'))),
  within(reminded('Harlow shortlist', OVERDUE_N), newYork('15 more min', snoozeFor(15))),
];

export const FORTYSIXTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Call plumbers merchant re valve', l('11-12 09:00')), london('no wait 10', move(ctx, null, '10:00'))),
  within(talkedOf('Order soy wax', l('11-12 12:00')), london('actually thurs is no good, fri', move(ctx, '2026-11-13', null))),
  within(talkedOf('Book Pickle in for a nail trim', l('11-13 11:00')), london('make it 11:30', move(ctx, null, '11:30'))),
  within(talkedOf('Fix the leak at 22 Fenwick St', l('11-12 08:00')), london('sorry 7.30 not 8', move(ctx, null, '07:30'))),
  within(talkedOf('Physio reassessment w/ Mr Okoro', l('11-12 14:30')), london('no wait its 3:15', move(ctx, null, '15:15'))),
  within(talkedOf('Mark the Lindqvist mock paper', l('11-15 19:00')), london('actually saturday', move(ctx, '2026-11-14', null))),
  within(talkedOf('Invoice the Whitmores', l('11-11 17:00')), london('eh make it tmrw', move(ctx, '2026-11-12', null))),
  within(talkedOf('Pick up ladders from Steve', l('11-14 08:00')), london('7 not 8', move(ctx, null, '07:00'))),
  within(
    talkedOf('Royal mail collection', l('11-11 16:00')),
    london('its 4:45 on weds', move(ctx, null, '16:45'), move(ctx, '2026-11-11', '16:45')),
  ),
  within(talkedOf('Ring Mrs Adeyemi back', inMinutes(60)), london('no make it 5', move(ctx, null, '17:00'))),
  within(talkedOf('Quote for the Hackney bathroom refit', l('11-16 12:00')), london('wrong day, tuesday', move(ctx, '2026-11-17', null))),
  within(talkedOf('Year 11 parents evening', l('11-20 16:15')), london('oops its thursday 19th', move(ctx, '2026-11-19', null))),
  within(talkedOf('Take the candles out the moulds', inMinutes(120)), london('make it 6', move(ctx, null, '18:00'))),
  london('move the Okoro reassessment to fri 9am', move(words('Okoro'), '2026-11-13', '09:00')),
  london('push the boiler guy call to monday', move(words('boiler guy'), '2026-11-16', null)),
  within(talkedOf('Call the tortilla guy', n('11-12 11:00')), newYork('actually 10:30', move(ctx, null, '10:30'))),
  within(talkedOf('Send the Castellano album proofs', n('11-19 12:00')), newYork('no wait the 18th', move(ctx, '2026-11-18', null))),
  within(talkedOf('Espresso machine service', n('11-16 07:00')), newYork('typo 8am', move(ctx, null, '08:00'))),
  within(
    talkedOf('Engagement shoot in central park', n('11-14 15:30')),
    newYork('golden hour is earlier now, make it 3', move(ctx, null, '15:00')),
  ),
  within(talkedOf('Call Dev Mehta re the Harlow offer', n('11-11 14:00')), newYork('make it 2:30', move(ctx, null, '14:30'))),
  within(
    talkedOf('Reference check for Priyanka K', n('11-12 16:00')),
    newYork('actually friday same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '16:00')),
  ),
  within(
    talkedOf('Book studio time for the Delgado interview', n('11-17 10:00')),
    newYork('ugh he can only do wed, the 18th', move(ctx, '2026-11-18', null)),
  ),
  within(talkedOf('Order oat milk', n('11-11 18:00')), newYork('no thats too late, 4', move(ctx, null, '16:00'))),
  newYork('move the generator service to the 20th', move(words('generator'), '2026-11-20', null)),
  newYork('shift ep 47 upload to 4pm', move(words('ep 47'), null, '16:00')),
  within(talkedOf('Lunch w hana from the hair supply co', n('11-12 13:00')), newYork('I meant 12:30 not 1', move(ctx, null, '12:30'))),
];

export const FORTYSIXTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Call plumbers merchant re valve'),
    london('rename to call merchant re 22mm ball valve', rename(ctx, 'call merchant re 22mm ball valve')),
  ),
  within(talkedOf('Order soy wax'), london("call it 'order 20kg soy wax + wicks'", rename(ctx, 'order 20kg soy wax + wicks'))),
  london('rename the resin one to collect DI resin from Chingford', rename(words('resin'), 'collect DI resin from Chingford')),
  within(
    talkedOf('Book Pickle in for a nail trim'),
    london("change it to 'Pickle + Mabel nail trims'", rename(ctx, 'Pickle + Mabel nail trims')),
  ),
  within(
    talkedOf('Mark the Lindqvist mock paper'),
    london('oops its Lindquist w a u, fix the name', rename(ctx, 'Mark the Lindquist mock paper')),
  ),
  london("the HCPC task should say 'HCPC renewal + CPD log'", rename(words('HCPC'), 'HCPC renewal + CPD log')),
  within(talkedOf('Physio reassessment w/ Mr Okoro'), london('retitle: Okoro knee review', rename(ctx, 'Okoro knee review'))),
  london(
    "change 'photograph the new winter scents' to 'shoot winter scents for the site'",
    rename(words('photograph the new winter scents'), 'shoot winter scents for the site'),
  ),
  within(
    talkedOf('Quote for the Hackney bathroom refit'),
    london('name it Hackney bathroom quote v2', rename(ctx, 'Hackney bathroom quote v2')),
  ),
  within(
    talkedOf('Invoice the Whitmores'),
    london('title should be invoice Whitmore (cylinder)', rename(ctx, 'invoice Whitmore (cylinder)')),
  ),
  within(ROUND_LIST, london('rename 1 to gutter clear + downpipe at the Patels', rename(num(1), 'gutter clear + downpipe at the Patels'))),
  within(
    talkedOf('Call the tortilla guy'),
    newYork("rename it 'call Rosa at the tortilleria'", rename(ctx, 'call Rosa at the tortilleria')),
  ),
  newYork("change the oat milk one to 'order oat + almond milk'", rename(words('oat milk'), 'order oat + almond milk')),
  within(
    talkedOf('Prep questions for the ep 48 guest'),
    newYork('retitle to prep Delgado interview qs', rename(ctx, 'prep Delgado interview qs')),
  ),
  within(
    talkedOf('Reference check for Priyanka K'),
    newYork('should say Priyanka Kapoor, full name pls', rename(ctx, 'Reference check for Priyanka Kapoor')),
  ),
  newYork("rename the awning task to 'landlord re awning + leak'", rename(words('awning'), 'landlord re awning + leak')),
  within(talkedOf('Color order for the salon'), newYork("make the title 'Wella color order'", rename(ctx, 'Wella color order'))),
  within(
    talkedOf('Backup SD cards from the castellano wedding'),
    newYork('call it backup castellano cards x2', rename(ctx, 'backup castellano cards x2')),
  ),
  newYork("the generator one → 'generator service + oil change'", rename(words('generator'), 'generator service + oil change')),
  within(RECRUIT_LIST, newYork('rename 2 to Harlow shortlist FINAL', rename(num(2), 'Harlow shortlist FINAL'))),
  within(
    talkedOf('Engagement shoot in central park'),
    newYork("change name to 'Nadia + Leo engagement shoot'", rename(ctx, 'Nadia + Leo engagement shoot')),
  ),
];

export const FORTYSIXTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Book Pickle in for a nail trim'), london('delete that, owner cancelled', remove(ctx))),
  within(GROOM_LIST, london('scrap the second', remove(num(2)))),
  london('cancel the boiler guy reminder', remove(words('boiler guy'))),
  london('bin the Hackney quote, they went with someone cheaper', remove(words('Hackney'))),
  within(ROUND_LIST, london('delete no 4 pls', remove(num(4)))),
  within(talkedOf('Mark the Lindqvist mock paper'), london('get rid of it, he dropped out', remove(ctx))),
  london('remove the valentines candle drop', remove(words('valentines'))),
  london('take the parents evening off my list', remove(words('parents evening'))),
  within(talkedOf('Royal mail collection'), london('kill it, using evri now', remove(ctx))),
  london('delete the vet one', remove(words('vet'))),
  within(ROUND_LIST, london('the 2nd one can go', remove(num(2)))),
  within(CAFE_LIST, newYork('delete 3', remove(num(3)))),
  newYork('cancel the engagement shoot reminder, they postponed to spring', remove(words('engagement shoot'))),
  within(talkedOf('Call the fire suppression guy back'), newYork('remove, he called me', remove(ctx), done(ctx))),
  newYork('scrap the Delgado studio booking task', remove(words('Delgado'))),
  within(RECRUIT_LIST, newYork('no 4 is dead, role got pulled. delete', remove(num(4)))),
  within(talkedOf('Restock the cups & lids'), newYork('nvm delete that', remove(ctx))),
  newYork('take "post the sales role" off', remove(words('post the sales role'))),
  newYork('get rid of the awning one', remove(words('awning'))),
  within(talkedOf('Lunch w hana from the hair supply co'), newYork('cancel it, she bailed', remove(ctx))),
  within(RECRUIT_LIST, newYork('remove the first one', remove(num(1)))),
  newYork('pls delete the 1099 reminder, accountant handles it', remove(words('1099'))),
];

export const FORTYSIXTH_DONE: HeldOutItem[] = [
  within(reminded('Call plumbers merchant re valve', OVERDUE_L), london('done ✅', done(ctx))),
  within(GROOM_LIST, london('no 3 is done', done(num(3)))),
  london('the vet one is done', done(words('vet'))),
  within(reminded('Order soy wax', OVERDUE_L), london('ordered 👍', done(ctx))),
  within(reminded('Invoice the Whitmores', OVERDUE_L), london('sent it this morn', done(ctx))),
  within(reminded('Fix the leak at 22 Fenwick St', OVERDUE_L), london('sorted, was the olive on the compression joint', done(ctx))),
  within(reminded('Send Aarav the quadratics worksheet', OVERDUE_L), london('yep', done(ctx))),
  within(ROUND_LIST, london('done 1 and 2', [done(num(1)), done(num(2))])),
  london('collected the resin', done(words('resin'))),
  within(reminded('Take the candles out the moulds', LATER_L), london('all out, no cracks 🙌', done(ctx))),
  within(talkedOf('Renew HCPC registration'), london('just renewed it online, tick it off', done(ctx))),
  within(reminded('Royal mail collection', OVERDUE_L), london('parcels gone', done(ctx))),
  within(reminded('Ring Mrs Adeyemi back', OVERDUE_L), london('spoke to her', done(ctx))),
  within(reminded('Empty the van tank', OVERDUE_L), london('DONE', done(ctx))),
  within(reminded('Call the tortilla guy', OVERDUE_N), newYork('done, credit on next order', done(ctx))),
  within(reminded('Send the Rivera-Kim gallery link', OVERDUE_N), newYork('sent ✅✅', done(ctx))),
  within(CAFE_LIST, newYork('1 done', done(num(1)))),
  within(RECRUIT_LIST, newYork('finished #2 🎉', done(num(2)))),
  within(reminded('Flip the open sign', OVERDUE_N), newYork('yup', done(ctx))),
  newYork('uploaded ep 47 finally', done(words('ep 47'))),
  within(reminded('Backup SD cards from the castellano wedding', OVERDUE_N), newYork('backed up x2 + cloud', done(ctx))),
  within(reminded('Count the float', OVERDUE_N), newYork('k done', done(ctx))),
  within(talkedOf('Reference check for Priyanka K'), newYork('did the ref check, glowing. mark done', done(ctx))),
  within(reminded('Color order for the salon', OVERDUE_N), newYork('placed', done(ctx))),
  newYork('paid the produce invoice', done(words('produce invoice'))),
  within(reminded('Prep questions for the ep 48 guest', OVERDUE_N), newYork('got it done last night actually', done(ctx))),
  within(RECRUIT_LIST, newYork('dev mehta one is done', done(words('dev mehta')), done(num(1)))),
  within(reminded('Deep clean the truck', OVERDUE_N), newYork('✔️', done(ctx))),
];

const WHICH_VALVE = {
  pending: { about: 'which_task' as const, options: ['Call plumbers merchant re valve', 'Call Mrs Adeyemi re valve'] },
};
const WHICH_EDIT = {
  pending: {
    about: 'which_task' as const,
    options: ['Edit the Castellano teaser', 'Edit the Rivera-Kim album', 'Edit the Morales highlights'],
  },
};
const SECOND_VAN = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take on a second van or stay solo?',
    options: ['Second van', 'Stay solo'],
  },
};
const CUT_PRICES = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Raise cut prices in January?',
    options: ['Raise by $10', 'Keep prices'],
  },
};
const SATURDAYS = { pending: { about: 'review' as const, decision: 'Stopped Saturday tutoring' } };
const ROASTER = { pending: { about: 'review' as const, decision: 'Switched to the cheaper bean roaster' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Early starts on the round make the afternoons calmer' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Saying no to rush edits keeps the weekends sane' } };
const SHOOT_DAY = {
  pending: { about: 'other' as const, question: 'Which day for the product photo shoot?', options: ['Saturday', 'Sunday'] },
};

export const FORTYSIXTH_ANSWER: HeldOutItem[] = [
  within(WHICH_VALVE, london('merchant', answer(1))),
  within(WHICH_VALVE, london('2nd', answer(2))),
  within(WHICH_VALVE, london('the adeyemi one', answer(2))),
  within(WHICH_VALVE, london('both tbh', answer(null))),
  within(WHICH_EDIT, newYork('castellano', answer(1))),
  within(WHICH_EDIT, newYork('3', answer(3))),
  within(WHICH_EDIT, newYork('the album', answer(2))),
  within(WHICH_EDIT, newYork('last', answer(3))),
  within(SECOND_VAN, london('second van', answer(1))),
  within(SECOND_VAN, london('stay solo for now', answer(2))),
  within(SECOND_VAN, london('dunno yet, need to see the jan numbers', answer(null))),
  within(CUT_PRICES, newYork('raise em', answer(1))),
  within(CUT_PRICES, newYork('keep', answer(2))),
  within(CUT_PRICES, newYork('option 1', answer(1))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Drop the Kensington client?', options: ['Drop her', 'Keep her'] } },
    london('my sanity honestly, and not losing the referrals', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I drop the Kensington client?' } },
    london('drop her or double her rate', answer(null)),
  ),
  within(SATURDAYS, london('best thing i did, saturdays back', answer(null))),
  within(ROASTER, newYork('meh customers noticed, switching back', answer(null))),
  within(KEEP_L, london('KEEP', answer(null), note)),
  within(KEEP_N, newYork('yes keep that', answer(null), note)),
  within(KEEP_L, london('no dont save that', answer(null))),
  within(SHOOT_DAY, london('sunday', answer(2))),
  within(SHOOT_DAY, london('sat works', answer(1))),
  within({ pending: { about: 'other', question: 'Want the morning list at 7 or 8?', options: ['7', '8'] } }, newYork('8 pls', answer(2))),
  within({ pending: { about: 'other', question: 'Shall I remind you again tonight?', options: [] } }, newYork('nah', answer(null))),
];

export const FORTYSIXTH_RAMBLE: HeldOutItem[] = [
  london(
    'call merchant re valve + pick up 15mm copper + quote the Hackney job by fri',
    [task('call merchant re valve'), task('pick up 15mm copper'), task('quote the Hackney job', l('11-13'))],
    [task('call merchant re valve', l('11-13')), task('pick up 15mm copper', l('11-13')), task('quote the Hackney job', l('11-13'))],
  ),
  london(
    'so um yeah, tmrw I need to like groom Otis at 9, then Mabel at 11:30 and um pick up more towels',
    [task('groom Otis', l('11-12 09:00')), task('groom Mabel', l('11-12 11:30')), task('pick up more towels')],
    [task('groom Otis', l('11-12 09:00')), task('groom Mabel', l('11-12 11:30')), task('pick up more towels', l('11-12'))],
  ),
  london(
    'order wicks and jars, reply to the wholesale email, post orders b4 4',
    [task('order wicks and jars'), task('reply to the wholesale email'), task('post orders', l('11-11 16:00'))],
    [task('order wicks'), task('order jars'), task('reply to the wholesale email'), task('post orders', l('11-11 16:00'))],
  ),
  london("mark Aarav's homework then email his mum re fees also book the room for saturday's group", [
    task("mark Aarav's homework"),
    task('email his mum re fees'),
    task("book the room for saturday's group"),
  ]),
  london(
    "ok so um voice note, tomorrow I need to ring Dr Haines surgery about the referral, uh, order more kinesio tape, and like write up Mr Okoro's notes before 6 tonight",
    [
      task('ring Dr Haines surgery about the referral', l('11-12')),
      task('order more kinesio tape'),
      task("write up Mr Okoro's notes", l('11-11 18:00')),
    ],
    [
      task('ring Dr Haines surgery about the referral', l('11-12')),
      task('order more kinesio tape', l('11-12')),
      task("write up Mr Okoro's notes", l('11-11 18:00')),
    ],
  ),
  london('tmrw 8am Leyton round, 1pm quote at the flats on Hoe St, 4 top up the van tank', [
    task('Leyton round', l('11-12 08:00')),
    task('quote at the flats on Hoe St', l('11-12 13:00')),
    task('top up the van tank', l('11-12 16:00')),
  ]),
  london(
    'text Mrs A the quote, then invoice Whitmores, then book van MOT for 2/12',
    [task('text Mrs A the quote'), task('invoice Whitmores'), task('book van MOT', l('12-02'))],
    [task('text Mrs A the quote'), task('invoice Whitmores'), task('book van MOT for 2/12')],
  ),
  london('need to 1) restock fig and cedar 2) answer the shopify reviews 3) order more boxes', [
    task('restock fig and cedar'),
    task('answer the shopify reviews'),
    task('order more boxes'),
  ]),
  london('pick up clipper blades from the sharpener, book the van valet and ring Otis mum 🐶', [
    task('pick up clipper blades from the sharpener'),
    task('book the van valet'),
    task('ring Otis mum'),
  ]),
  london(
    'book couch service, renew insurance before 1 dec and order new theraband',
    [task('book couch service'), task('renew insurance', l('12-01')), task('order new theraband')],
    [task('book couch service'), task('renew insurance', l('11-30')), task('order new theraband')],
  ),
  london(
    'print the mock papers + email year 11 parents + prep sat group',
    [task('print the mock papers'), task('email year 11 parents'), task('prep sat group')],
    [task('print the mock papers'), task('email year 11 parents'), task('prep group', l('11-14'))],
  ),
  london(
    'remind me to call the window supplier at 10 tmrw and also order new scrim cloths',
    [task('call the window supplier', l('11-12 10:00')), task('order new scrim cloths')],
    [task('call the window supplier', l('11-12 10:00')), task('order new scrim cloths', l('11-12 10:00'))],
  ),
  london('um so like I need to get diesel, buy more dog shampoo and also ring the council about the parking permit', [
    task('get diesel'),
    task('buy more dog shampoo'),
    task('ring the council about the parking permit'),
  ]),
  newYork(
    'ok so um I gotta like, call the health dept about the permit, then uh get propane- no wait, get the generator oil, and text Marisol the schedule',
    [task('call the health dept about the permit'), task('get the generator oil'), task('text Marisol the schedule')],
  ),
  newYork(
    'cull the castellano wedding tonight at 9, send the rivera-kim invoice tmrw and book a second shooter for the 28th',
    [
      task('cull the castellano wedding', n('11-11 21:00')),
      task('send the rivera-kim invoice', n('11-12')),
      task('book a second shooter for the 28th'),
    ],
    [
      task('cull the castellano wedding', n('11-11 21:00')),
      task('send the rivera-kim invoice', n('11-12')),
      task('book a second shooter', n('11-28')),
    ],
  ),
  newYork(
    "prep Dev for the Harlow final + chase Priyanka's refs + update the pipeline sheet eod",
    [task('prep Dev for the Harlow final'), task("chase Priyanka's refs"), task('update the pipeline sheet', n('11-11 17:00'))],
    [task('prep Dev for the Harlow final'), task("chase Priyanka's refs"), task('update the pipeline sheet', n('11-11 18:00'))],
  ),
  newYork('so yeah um edit ep 48 by friday, and uh like, write the show notes and um post the clip on tiktok', [
    task('edit ep 48', n('11-13')),
    task('write the show notes'),
    task('post the clip on tiktok'),
  ]),
  newYork('order oat milk, call the espresso guy, fix the wobbly table by the window lol', [
    task('order oat milk'),
    task('call the espresso guy'),
    task('fix the wobbly table by the window'),
  ]),
  newYork("order foils + developer, confirm Bianca's chair rent, and book the plumber for the backwash sink", [
    task('order foils + developer'),
    task("confirm Bianca's chair rent"),
    task('book the plumber for the backwash sink'),
  ]),
  newYork('tmrw 6am prep salsa then 10 load the truck then 11:30 set up at the Flatiron spot', [
    task('prep salsa', n('11-12 06:00')),
    task('load the truck', n('11-12 10:00')),
    task('set up at the Flatiron spot', n('11-12 11:30')),
  ]),
  newYork(
    'two things - email the venue re the shot list and charge the batteries before sat',
    [task('email the venue re the shot list'), task('charge the batteries', n('11-14'))],
    [task('email the venue re the shot list'), task('charge the batteries', n('11-13'))],
  ),
  newYork('pay the produce guy friday and remind me to call Lena about sunday shifts at 3', [
    task('pay the produce guy', n('11-13')),
    task('call Lena about sunday shifts', n('11-11 15:00')),
  ]),
  newYork('post the sales role on linkedin, send Harlow the 3 CVs at 2, and call the Brooklyn brewery HR lead', [
    task('post the sales role on linkedin'),
    task('send Harlow the 3 CVs', n('11-11 14:00')),
    task('call the Brooklyn brewery HR lead'),
  ]),
  newYork('need to book the Delgado interview studio, send the guest release form, and invoice the network for oct', [
    task('book the Delgado interview studio'),
    task('send the guest release form'),
    task('invoice the network for oct'),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FORTYSIXTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FORTYSIXTH_ASK,
  recurring: FORTYSIXTH_RECURRING,
  snooze: FORTYSIXTH_SNOOZE,
  correction: FORTYSIXTH_CORRECTION,
  rename: FORTYSIXTH_RENAME,
  remove: FORTYSIXTH_REMOVE,
  done: FORTYSIXTH_DONE,
  answer: FORTYSIXTH_ANSWER,
  ramble: FORTYSIXTH_RAMBLE,
  greeting: FORTYSIXTH_GREETING,
  thanks: FORTYSIXTH_THANKS,
  feeling: FORTYSIXTH_FEELING,
  question: FORTYSIXTH_QUESTION,
  statement: FORTYSIXTH_STATEMENT,
  decision: FORTYSIXTH_DECISION,
  dilemma: FORTYSIXTH_DILEMMA,
  recall: FORTYSIXTH_RECALL,
  prioritise: FORTYSIXTH_PRIORITISE,
  agenda: FORTYSIXTH_AGENDA,
  free_time: FORTYSIXTH_FREE_TIME,
  unclear: FORTYSIXTH_UNCLEAR,
  bare: FORTYSIXTH_BARE,
};

export const HELD_OUT_FORTYSIXTH: HeldOutItem[] = Object.values(HELD_OUT_FORTYSIXTH_KINDS).flat();
