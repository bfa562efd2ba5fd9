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
  SIXTYTHIRD_AGENDA,
  SIXTYTHIRD_BARE,
  SIXTYTHIRD_DECISION,
  SIXTYTHIRD_DILEMMA,
  SIXTYTHIRD_FEELING,
  SIXTYTHIRD_FREE_TIME,
  SIXTYTHIRD_GREETING,
  SIXTYTHIRD_PRIORITISE,
  SIXTYTHIRD_QUESTION,
  SIXTYTHIRD_RAMBLE,
  SIXTYTHIRD_RECALL,
  SIXTYTHIRD_STATEMENT,
  SIXTYTHIRD_THANKS,
  SIXTYTHIRD_UNCLEAR,
} from './held-out-sixtythird-b';

/**
 * The sixty-third held-out set: people who make a living from events and performance, texting from
 * vans, green rooms and backstage. In London: a wedding planner, a touring folk musician, a
 * stand-up comedian, a theatre lighting freelancer, a children's party magician, a festival and
 * Christmas-market stall holder and a string quartet's fixer. In New York: a wedding DJ, a
 * conference organiser, a session drummer, a wedding videographer, a tour manager for a small band,
 * a venue booker and a drag performer. Gigs, load-ins, soundchecks, set times, deps, holds,
 * deposits and riders; some times are given in another city's clock (Berlin, Los Angeles, the UK),
 * London dates are day-first ("4/12" is 4 December) and New York dates month-first. Read at
 * HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per trade. */
const QUARTET_LIST = {
  listed: ['Send the Hendry pads', 'Confirm 2nd violin for Saturday', 'Book the cellist dep', 'Invoice the Barbican wedding'],
};
const LIGHTING_LIST = { listed: ['Update the Orange Tree plot', 'Order Rosco gels', 'Return the hired profiles', 'Invoice the Lyric'] };
const MAGIC_LIST = {
  listed: ['Buy more modelling balloons', 'Renew DBS check', 'Practise the linking rings', 'Text Mrs Okafor the invoice'],
};
const STALL_LIST = { listed: ['Order more till rolls', 'Restock the tie-dye hoodies', 'Pay the Southbank pitch fee'] };
const DJ_LIST = { listed: ['Kowalski song requests', 'Fix the left speaker stand', 'Send the Amato contract', 'Buy new XLR cables'] };
const TOUR_LIST = { listed: ['Book the Philly hotel', 'Send per diems', 'Print day sheets', 'Settle merch with the Paradise'] };
const BOOKER_LIST = {
  listed: ['Confirm the Dec 12 hold', 'Send the radius clause to Marco', 'Chase the Vela deposit', 'Post the Friday on-sale'],
};
const VIDEO_LIST = {
  listed: ['Export the Nguyen-Park proxies', 'Drone permit for the Brooklyn Bridge Park shoot', 'Send the Haddad contract'],
};

export const SIXTYTHIRD_ASK: HeldOutItem[] = [
  london(
    'remind me to send Wildstem the final buttonhole count tmrw 10am',
    task('send Wildstem the final buttonhole count', l('11-12 10:00')),
  ),
  london(
    'restring the fiddle before the Cluny gig fri',
    task('restring the fiddle', l('11-13')),
    task('restring the fiddle before the Cluny gig', l('11-13')),
  ),
  london(
    'chase Soho Theatre for the settlement tmrw morning',
    task('chase Soho Theatre for the settlement', l('11-12 09:00')),
    task('chase Soho Theatre for the settlement', l('11-12 08:00')),
  ),
  london(
    'focus call at the Orange Tree thurs 9am - bring the gel swatch book',
    task('focus call at the Orange Tree', l('11-12 09:00')),
    task('focus call at the Orange Tree - bring the gel swatch book', l('11-12 09:00')),
  ),
  london(
    'in 40 mins ring the Okafors about parking for sat',
    task('ring the Okafors about parking for sat', inMinutes(40)),
    task('ring the Okafors about parking', inMinutes(40)),
  ),
  london('apply for the Southbank winter market pitch by fri 5pm', task('apply for the Southbank winter market pitch', l('11-13 17:00'))),
  london(
    'send the quartet the pads for the Hendry wedding by sunday',
    task('send the quartet the pads for the Hendry wedding', l('11-15')),
  ),
  london('pay the PLI insurance renewal on the 20th', task('pay the PLI insurance renewal', l('11-20'))),
  london(
    'REMIND ME TO PICK UP THE BALLOONS 8AM SAT',
    task('PICK UP THE BALLOONS', l('11-14 08:00')),
    task('PICK UP THE BALLOONS', l('11-14 08:00'), { important: true }),
  ),
  london('call the Berlin promoter tmrw 10am berlin time', task('call the Berlin promoter', l('11-12 09:00'))),
  london('tonight 7:30 write 5 new mins on the self checkout bit', task('write 5 new mins on the self checkout bit', l('11-11 19:30'))),
  london('confirm the marquee delivery w Coldharbour Barn 4/12', task('confirm the marquee delivery w Coldharbour Barn', l('12-04'))),
  london(
    'get the van MOT booked before the Scotland run, need it by 23rd',
    task('get the van MOT booked', l('11-23')),
    task('get the van MOT booked before the Scotland run', l('11-23')),
  ),
  london(
    'invoice the Lyric for tech week asap',
    task('invoice the Lyric for tech week', null, { important: true }),
    task('invoice the Lyric for tech week'),
  ),
  newYork(
    'remind me to burn the backup usb for the kowalski wedding fri',
    task('burn the backup usb for the kowalski wedding', n('11-13')),
  ),
  newYork('badge proofs to the printer by 3 today', task('badge proofs to the printer', n('11-11 15:00'))),
  newYork(
    'session at Electric Lady thurs 11am, bring the 14" snare',
    task('session at Electric Lady', n('11-12 11:00')),
    task('session at Electric Lady, bring the 14" snare', n('11-12 11:00')),
  ),
  newYork('color grade the nguyen-park highlight reel by sun', task('color grade the nguyen-park highlight reel', n('11-15'))),
  newYork('advance the Ottobar show tmrw 1pm', task('advance the Ottobar show', n('11-12 13:00'))),
  newYork('ping the London agent before 5pm UK time today', task('ping the London agent', n('11-11 12:00'))),
  newYork('in 90 min call the hotel re the room block', task('call the hotel re the room block', inMinutes(90))),
  newYork('send the Lantern Room avails to Marco by noon', task('send the Lantern Room avails to Marco', n('11-11 12:00'))),
  newYork(
    'remind me to steam the silver gown before brunch sat 9am',
    task('steam the silver gown', n('11-14 09:00')),
    task('steam the silver gown before brunch', n('11-14 09:00')),
  ),
  newYork('local 802 dues 12/1', task('local 802 dues', n('12-01'))),
  newYork('call the LA booker at 1 LA time tmrw', task('call the LA booker', n('11-12 16:00'))),
  newYork(
    'need to order more uplight batteries by the 20th!!',
    task('order more uplight batteries', n('11-20')),
    task('order more uplight batteries', n('11-20'), { important: true }),
  ),
  newYork('quarter past 4 call Dani re the drag brunch lineup', task('call Dani re the drag brunch lineup', n('11-11 16:15'))),
  newYork(
    'hey so can you remind me on monday morning to email the Hyatt about the F&B minimum because they still havent sent the BEO',
    task('email the Hyatt about the F&B minimum', n('11-16 09:00')),
    task('email the Hyatt about the F&B minimum', n('11-16 08:00')),
  ),
];

export const SIXTYTHIRD_RECURRING: HeldOutItem[] = [
  london(
    "every monday 10am send the quartet the week's dep sheet",
    task("send the quartet the week's dep sheet", l('11-16 10:00'), { repeat: every('week') }),
  ),
  london(
    'remind me every thurs at 7 to post the gig listings on insta',
    task('post the gig listings on insta', l('11-12 19:00'), { repeat: every('week') }),
    task('post the gig listings on insta', l('11-12 07:00'), { repeat: every('week') }),
  ),
  london('open mic at the Harrison every tuesday 8pm', task('open mic at the Harrison', l('11-17 20:00'), { repeat: every('week') })),
  london(
    'every day at 11 practice the cups and balls routine',
    task('practice the cups and balls routine', l('11-12 11:00'), { repeat: every('day') }),
  ),
  london('pay the lock-up rent on the 1st every month', task('pay the lock-up rent', l('12-01'), { repeat: every('month') })),
  london('every other sunday 6pm restring', task('restring', l('11-15 18:00'), { repeat: every('week', 2) })),
  london('each fri 4pm chase outstanding invoices', task('chase outstanding invoices', l('11-13 16:00'), { repeat: every('week') })),
  london('every weekday 9:30 check the enquiries inbox', task('check the enquiries inbox', l('11-12 09:30'), { repeat: every('weekday') })),
  london(
    'every year 1 march renew the street trading licence',
    task('renew the street trading licence', l('2027-03-01 12:00'), { repeat: every('year') }),
  ),
  london('weekly on wednesdays 6pm update the setlist doc', task('update the setlist doc', l('11-11 18:00'), { repeat: every('week') })),
  london(
    'every saturday morning at 8 load the gazebo into the van',
    task('load the gazebo into the van', l('11-14 08:00'), { repeat: every('week') }),
  ),
  london('every 2 weeks thurs 10am clean the haze machine', task('clean the haze machine', l('11-12 10:00'), { repeat: every('week', 2) })),
  newYork(
    "every thursday 2pm call the couple for the weekend's wedding",
    task("call the couple for the weekend's wedding", n('11-12 14:00'), { repeat: every('week') }),
  ),
  newYork('remind me every day at 8am to do 20 mins rudiments', task('do 20 mins rudiments', n('11-12 08:00'), { repeat: every('day') })),
  newYork('every monday 9 send day sheets to the band', task('send day sheets to the band', n('11-16 09:00'), { repeat: every('week') })),
  newYork(
    'backup the footage drives every sunday night at 10',
    task('backup the footage drives', n('11-15 22:00'), { repeat: every('week') }),
  ),
  newYork(
    'every tuesday 11am holds review w/ the promoter',
    task('holds review w/ the promoter', n('11-17 11:00'), { repeat: every('week') }),
  ),
  newYork('on the 15th of every month pay the storage unit', task('pay the storage unit', n('11-15'), { repeat: every('month') })),
  newYork('every weekday at 10:30 check ticket counts', task('check ticket counts', n('11-11 10:30'), { repeat: every('weekday') })),
  newYork('wig wash every sunday 4pm', task('wig wash', n('11-15 16:00'), { repeat: every('week') })),
  newYork('every other friday invoice the brunch host', task('invoice the brunch host', n('11-13'), { repeat: every('week', 2) })),
  newYork(
    'every year on 12/31 renew the liability insurance',
    task('renew the liability insurance', n('12-31'), { repeat: every('year') }),
  ),
  newYork(
    'daily 5pm post the countdown story for the summit',
    task('post the countdown story for the summit', n('11-11 17:00'), { repeat: every('day') }),
  ),
  newYork(
    'every month on the 3rd send the retainer invoice to Bluewave',
    task('send the retainer invoice to Bluewave', n('12-03'), { repeat: every('month') }),
  ),
  newYork('every wednesday 7pm rehearsal at SIR', task('rehearsal at SIR', n('11-11 19:00'), { repeat: every('week') })),
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
/** A snooze to a clock time today: the moment itself, or the task moved to it. */
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

export const SIXTYTHIRD_SNOOZE: HeldOutItem[] = [
  within(reminded('Send Wildstem the final buttonhole count', OVERDUE_L), london('on a site visit, 30 min', snoozeFor(30))),
  within(reminded('Restring the fiddle', OVERDUE_L), london('driving, later', snoozeFor(60))),
  within(reminded('Chase Soho Theatre for the settlement', OVERDUE_L), london('tomoz', ...toDayL('11-12'))),
  within(reminded('Write up the focus notes', OVERDUE_L), london('mid plot session, 2 hrs', snoozeFor(120))),
  within(reminded('Ring the Okafors about parking', OVERDUE_L), london("after the 4 o'clock party, say half 6", ...laterTodayL('18:30'))),
  within(reminded('Apply for the Southbank winter market pitch', OVERDUE_L), london('friday', ...toDayL('11-13'))),
  within(reminded('Send the quartet the pads', OVERDUE_L), london('snooze 45', snoozeFor(45))),
  within(reminded('Pay the PLI insurance renewal', OVERDUE_L), london('payday is the 20th, remind me then', ...toDayL('11-20'))),
  within(
    reminded('Call the Berlin promoter', OVERDUE_L),
    london("it's gone 4 there, tmrw 9", snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded('Write 5 new mins on the self checkout bit', OVERDUE_L), london('not tonight, monday', ...toDayL('11-16'))),
  within(reminded('Invoice the Lyric for tech week', OVERDUE_L), london('give me 20', snoozeFor(20))),
  within(reminded('Confirm the marquee delivery', OVERDUE_L), london('an hour', snoozeFor(60))),
  within(reminded('Print the price cards', OVERDUE_L), london('at the wholesaler, remind me at 6', ...laterTodayL('18:00'))),
  within(reminded('Burn the backup usb for the Kowalski wedding', OVERDUE_N), newYork('in a meeting w a couple, 1hr', snoozeFor(60))),
  within(
    reminded('Badge proofs to the printer', OVERDUE_N),
    newYork('after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('Learn the charts for Thursday', OVERDUE_N),
    newYork('tonight at 9', snoozeUntil(n('11-11 21:00')), move(ctx, '2026-11-11', '21:00')),
  ),
  within(
    reminded('Advance the Ottobar show', OVERDUE_N),
    newYork("their PM isn't in till noon, remind me at 12:15", ...laterTodayN('12:15')),
  ),
  within(reminded('Call the hotel re the room block', OVERDUE_N), newYork('snooze 2 hours', snoozeFor(120))),
  within(reminded('Send the Lantern Room avails to Marco', OVERDUE_N), newYork('tomorrow', ...toDayN('11-12'))),
  within(reminded('Steam the silver gown', OVERDUE_N), newYork('not yet, still in the makeup chair', snoozeFor(60), answer(null))),
  within(reminded('Pay local 802 dues', OVERDUE_N), newYork('next week', ...toDayN('11-16'), snoozeFor(7 * 1440))),
  within(reminded('Export the Nguyen-Park proxies', OVERDUE_N), newYork('rendering, 25 min', snoozeFor(25))),
  within(reminded('Call Dani re the brunch lineup', OVERDUE_N), newYork("she's asleep lol. 2pm", ...laterTodayN('14:00'))),
  within(reminded('Order uplight batteries', OVERDUE_N), newYork('remind me thurs', ...toDayN('11-12'))),
  within(reminded('Reply to the Bluewave sponsorship email', OVERDUE_N), newYork('push 3h', snoozeFor(180))),
  within(reminded('Confirm the drum tech for Philly', OVERDUE_N), newYork('later', snoozeFor(60))),
];

export const SIXTYTHIRD_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Send Wildstem the final buttonhole count', l('11-12 10:00')), london('no, 11', move(ctx, null, '11:00'))),
  within(talkedOf('Restring the fiddle', l('11-13 12:00')), london('actually thurs, gig got moved', move(ctx, '2026-11-12', null))),
  within(talkedOf('Focus call at the Orange Tree', l('11-12 09:00')), london('sorry its 8.30 not 9', move(ctx, null, '08:30'))),
  within(talkedOf('Ring the Okafors about parking', inMinutes(40)), london('make it 5:15', move(ctx, null, '17:15'))),
  within(talkedOf('Pick up the balloons', l('11-14 08:00')), london('half 7 actually', move(ctx, null, '07:30'))),
  within(talkedOf('Pay the PLI insurance renewal', l('11-20 12:00')), london('wrong date, its the 19th', move(ctx, '2026-11-19', null))),
  within(
    talkedOf('Write 5 new mins on the self checkout bit', l('11-11 19:30')),
    london('make it 10pm after my spot', move(ctx, null, '22:00')),
  ),
  london('move the marquee call to monday 2pm', move(words('marquee'), '2026-11-16', '14:00')),
  within(
    talkedOf('Apply for the Southbank winter market pitch', l('11-13 17:00')),
    london('deadline is thurs not fri', move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('Call the Berlin promoter', l('11-12 09:00')), london('oops she said 11 her time', move(ctx, null, '10:00'))),
  london('push the van MOT to the 25th', move(words('van MOT'), '2026-11-25', null)),
  within(
    talkedOf('Send the quartet the pads for the Hendry wedding', l('11-15 12:00')),
    london('no sat morning, 10ish', move(ctx, '2026-11-14', '10:00')),
  ),
  within(
    talkedOf('Invoice the Lyric for tech week', l('11-11 17:00')),
    london('tomorrow same time', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '17:00')),
  ),
  within(
    talkedOf('Burn the backup usb for the Kowalski wedding', n('11-13 12:00')),
    newYork('make it thurs', move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('Badge proofs to the printer', n('11-11 15:00')), newYork('no 2, they close early', move(ctx, null, '14:00'))),
  within(talkedOf('Session at Electric Lady', n('11-12 11:00')), newYork('actually 10, load in is earlier', move(ctx, null, '10:00'))),
  within(talkedOf('Advance the Ottobar show', n('11-12 13:00')), newYork('make it 12:30', move(ctx, null, '12:30'))),
  within(talkedOf('Send the Lantern Room avails to Marco', n('11-11 12:00')), newYork('eh friday', move(ctx, '2026-11-13', null))),
  within(talkedOf('Call the LA booker', n('11-12 16:00')), newYork('no wait he said 2 LA time', move(ctx, null, '17:00'))),
  within(talkedOf('Steam the silver gown', n('11-14 09:00')), newYork('friday night instead, 8', move(ctx, '2026-11-13', '20:00'))),
  newYork('move the wig wash to monday', move(words('wig wash'), '2026-11-16', null)),
  within(talkedOf('Local 802 dues', n('12-01 12:00')), newYork('typo, 11/30', move(ctx, '2026-11-30', null))),
  within(talkedOf('Call the hotel re the room block', inMinutes(90)), newYork('no 1pm', move(ctx, null, '13:00'))),
  within(
    talkedOf('Color grade the Nguyen-Park highlight reel', n('11-15 12:00')),
    newYork('can we do sat instead', move(ctx, '2026-11-14', null)),
  ),
  newYork('shift the holds review to wed 18th 3pm', move(words('holds review'), '2026-11-18', '15:00')),
  within(talkedOf('Call Dani re the drag brunch lineup', n('11-11 16:15')), newYork('ugh 4:45*', move(ctx, null, '16:45'))),
];

export const SIXTYTHIRD_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Send Wildstem the final buttonhole count'),
    london("rename it 'Wildstem buttonholes + corsages count'", rename(ctx, 'Wildstem buttonholes + corsages count')),
  ),
  within(talkedOf('Restring the fiddle'), london('call it restring fiddle + mandolin', rename(ctx, 'restring fiddle + mandolin'))),
  london(
    'rename the Soho one to chase Soho Theatre settlement (Nov 3 show)',
    rename(words('Soho'), 'chase Soho Theatre settlement (Nov 3 show)'),
  ),
  within(
    talkedOf('Focus call at the Orange Tree'),
    london('change title to Orange Tree focus + notes session', rename(ctx, 'Orange Tree focus + notes session')),
  ),
  within(
    talkedOf('Ring Mrs Okafor about parking'),
    london("spelling: it's Okafor-Reid not Okafor", rename(ctx, 'Ring Mrs Okafor-Reid about parking')),
  ),
  london(
    "change 'apply for the Southbank winter market pitch' to 'Southbank market application + photos'",
    rename(words('apply for the Southbank winter market pitch'), 'Southbank market application + photos'),
  ),
  within(QUARTET_LIST, london('rename 3 to book the cellist dep for the 19th', rename(num(3), 'book the cellist dep for the 19th'))),
  within(
    talkedOf('Pay the PLI insurance renewal'),
    london('retitle PLI + equipment insurance renewal', rename(ctx, 'PLI + equipment insurance renewal')),
  ),
  within(
    talkedOf('Call the Berlin promoter'),
    london(
      'her name is Anke, put that in',
      rename(ctx, 'Call Anke, the Berlin promoter'),
      rename(ctx, 'Call Anke (Berlin promoter)'),
      rename(ctx, 'Call the Berlin promoter Anke'),
    ),
  ),
  london(
    'rename the balloon one to pick up balloons + helium from Partyland',
    rename(words('balloon'), 'pick up balloons + helium from Partyland'),
  ),
  within(
    talkedOf('Write 5 new mins on the self checkout bit'),
    london("title it 'self checkout bit, new tag'", rename(ctx, 'self checkout bit, new tag')),
  ),
  within(LIGHTING_LIST, london('rename 2 to order Rosco gels + gobo rotator', rename(num(2), 'order Rosco gels + gobo rotator'))),
  within(
    talkedOf('Burn the backup usb for the Kowalski wedding'),
    newYork("rename to 'backup usb + laptop for Kowalski'", rename(ctx, 'backup usb + laptop for Kowalski')),
  ),
  within(
    talkedOf('Badge proofs to the printer'),
    newYork('change it to badge + lanyard proofs to the printer', rename(ctx, 'badge + lanyard proofs to the printer')),
  ),
  newYork(
    "the Electric Lady task should say 'session w/ Marisa Vance at Electric Lady'",
    rename(words('Electric Lady'), 'session w/ Marisa Vance at Electric Lady'),
  ),
  within(
    talkedOf('Advance the Ottobar show'),
    newYork('call it advance Ottobar + confirm parking for the van', rename(ctx, 'advance Ottobar + confirm parking for the van')),
  ),
  within(TOUR_LIST, newYork('rename #4 to settle merch w the Paradise GM', rename(num(4), 'settle merch w the Paradise GM'))),
  within(
    talkedOf('Send the Lantern Room avails to Marco'),
    newYork('marco is actually Marcus lol fix pls', rename(ctx, 'Send the Lantern Room avails to Marcus')),
  ),
  newYork("change the wig wash to 'wig wash + restyle the blonde'", rename(words('wig wash'), 'wig wash + restyle the blonde')),
  within(
    talkedOf('Color grade the Nguyen-Park highlight reel'),
    newYork("rename: 'Nguyen-Park highlight grade v2'", rename(ctx, 'Nguyen-Park highlight grade v2')),
  ),
  within(
    talkedOf('Call the hotel re the room block'),
    newYork('make the title call the Hyatt re room block + attrition', rename(ctx, 'call the Hyatt re room block + attrition')),
  ),
  within(
    talkedOf('Call Dani re the drag brunch lineup'),
    newYork('retitle → call Dani re brunch lineup + music edits', rename(ctx, 'call Dani re brunch lineup + music edits')),
  ),
  newYork('rename the uplight one to order 24 AA batteries for uplights', rename(words('uplight'), 'order 24 AA batteries for uplights')),
  within(DJ_LIST, newYork('rename 1 to Kowalski do not play list', rename(num(1), 'Kowalski do not play list'))),
];

export const SIXTYTHIRD_REMOVE: HeldOutItem[] = [
  within(talkedOf('Confirm the marquee delivery w Coldharbour Barn'), london('delete that, couple switched venues 😩', remove(ctx))),
  within(QUARTET_LIST, london('scrap no 2, the regular can do it after all', remove(num(2)))),
  london('cancel the open mic reminder, the Harrison closed down', remove(words('open mic'))),
  within(LIGHTING_LIST, london('bin 3, they extended the hire', remove(num(3)))),
  london('take the DBS one off, did it last month', remove(words('DBS')), done(words('DBS'))),
  within(talkedOf('Ring Mrs Okafor about parking'), london("forget it, they've got a driveway", remove(ctx))),
  london("delete the Berlin promoter call, tour's off", remove(words('Berlin promoter'))),
  within(STALL_LIST, london('get rid of the first one', remove(num(1)))),
  within(talkedOf('Write 5 new mins on the self checkout bit'), london("nah scrap it, the bit's dead", remove(ctx))),
  london('remove the street trading licence reminder, council renews it automatically now', remove(words('street trading licence'))),
  within(MAGIC_LIST, london('no 3 can go', remove(num(3)))),
  london('please delete the haze machine one, sold it', remove(words('haze machine'))),
  within(talkedOf('Burn the backup usb for the Kowalski wedding'), newYork('remove it, venue has their own system', remove(ctx))),
  within(DJ_LIST, newYork('delete 4', remove(num(4)))),
  newYork('cancel the Ottobar advance, show got cancelled', remove(words('Ottobar'))),
  within(TOUR_LIST, newYork('kill #1, the promoter is putting us up', remove(num(1)))),
  newYork('lose the wig wash reminder', remove(words('wig wash'))),
  within(talkedOf('Call the LA booker'), newYork('nevermind, delete', remove(ctx))),
  within(BOOKER_LIST, newYork('take 4 off the list', remove(num(4)))),
  newYork('scratch the drone permit task, couple said no drone', remove(words('drone permit'))),
  within(talkedOf('Steam the silver gown'), newYork("cancel that, I'm wearing the red", remove(ctx))),
  newYork('delete the countdown story thing, marketing is doing it', remove(words('countdown story'))),
  within(VIDEO_LIST, newYork('remove the 3rd', remove(num(3)))),
  within(talkedOf('Holds review w/ the promoter'), newYork('drop it pls', remove(ctx))),
];

export const SIXTYTHIRD_DONE: HeldOutItem[] = [
  within(reminded('Send Wildstem the final buttonhole count', OVERDUE_L), london('sent it 👍', done(ctx))),
  within(QUARTET_LIST, london('no.1 sorted', done(num(1)))),
  within(reminded('Restring the fiddle', OVERDUE_L), london('new set of Pirastros on, sounding lush', done(ctx))),
  london('paid the pitch fee for southbank', done(words('pitch fee')), done(words('southbank'))),
  within(reminded('Chase Soho Theatre for the settlement', OVERDUE_L), london('they paid ✔', done(ctx))),
  within(LIGHTING_LIST, london('done 2 and 4', [done(num(2)), done(num(4))])),
  within(reminded('Pick up the balloons', OVERDUE_L), london('got em, car is full of balloons lol', done(ctx))),
  within(reminded('Apply for the Southbank winter market pitch', OVERDUE_L), london('submitted', done(ctx))),
  london('the PLI renewal is sorted', done(words('PLI'))),
  within(reminded('Call the Berlin promoter', OVERDUE_L), london('spoke to her, all good', done(ctx))),
  within(MAGIC_LIST, london('practised the rings for an hour, tick no 3', done(num(3)))),
  within(reminded('Invoice the Lyric for tech week', OVERDUE_L), london('yep invoiced', done(ctx))),
  within(
    reminded('Write 5 new mins on the self checkout bit', OVERDUE_L),
    london('wrote it, tried it at the Harrison, killed 🔥', done(ctx)),
  ),
  within(reminded('Burn the backup usb for the Kowalski wedding', OVERDUE_N), newYork('done and labeled', done(ctx))),
  within(DJ_LIST, newYork('fixed the stand, #2 done', done(num(2)))),
  within(reminded('Badge proofs to the printer', OVERDUE_N), newYork('sent em over', done(ctx))),
  newYork('advanced the Ottobar show, all confirmed', done(words('Ottobar'))),
  within(TOUR_LIST, newYork('per diems sent', done(words('per diems')), done(num(2)))),
  within(reminded('Call the hotel re the room block', OVERDUE_N), newYork('talked to sales, they extended the cutoff', done(ctx))),
  within(reminded('Steam the silver gown', OVERDUE_N), newYork('steamed 💅', done(ctx))),
  within(BOOKER_LIST, newYork('number 3 ✅', done(num(3)))),
  within(reminded('Learn the charts for Thursday', OVERDUE_N), newYork('got em down cold', done(ctx))),
  within(reminded('Export the Nguyen-Park proxies', OVERDUE_N), newYork('finished', done(ctx))),
  newYork('paid my 802 dues', done(words('802 dues'))),
  within(reminded('Order uplight batteries', OVERDUE_N), newYork('ordered, arriving fri', done(ctx))),
  within(VIDEO_LIST, newYork('first two done', [done(num(1)), done(num(2))])),
];

const WHICH_DEPOSIT = {
  pending: { about: 'which_task' as const, options: ['Chase the Hendry deposit', 'Chase the Ashworth deposit'] },
};
const WHICH_INVOICE = {
  pending: {
    about: 'which_task' as const,
    options: ['Invoice Bluewave for the deposit', 'Invoice Halcyon for booth space', 'Invoice Meridian for sponsorship'],
  },
};
const GLASGOW_OR_LEEDS = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take the Glasgow corporate gig or keep the Leeds headline?',
    options: ['Glasgow corporate', 'Leeds headline'],
  },
};
const HAMPTONS_RATE = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Take the Hamptons wedding at a lower rate?',
    options: ['Take it at $2,800', 'Hold out for $3,500'],
  },
};
const WEST_COAST = {
  pending: {
    about: 'dilemma_matters' as const,
    question: 'Tour the West Coast in March?',
    options: ['Go in March', 'Wait till summer'],
  },
};
const FULL_TIME_FIXING = { pending: { about: 'dilemma_options' as const, question: 'Should I go full time with the fixing?' } };
const SUNDAY_PARTIES = { pending: { about: 'review' as const, decision: 'Stopped doing Sunday kids parties' } };
const BRUNCH_RATE = { pending: { about: 'review' as const, decision: 'Dropped my rate for weeknight brunches' } };
const KEEP_L = { pending: { about: 'keep' as const, text: 'Saying no to midweek gigs far from home kept me sane this month' } };
const KEEP_N = { pending: { about: 'keep' as const, text: 'Advancing every show a week out saves the day-of chaos' } };
const PLAN_TIME = {
  pending: { about: 'other' as const, question: 'Morning plan at 8 or 9?', options: ['8', '9'] },
};
const STUCK_EDIT = { pending: { about: 'stuck' as const, task: 'Edit the Nguyen-Park highlight reel' } };
const AGAIN_AT_SIX = { pending: { about: 'other' as const, question: 'Want me to remind you again at 6?', options: [] } };

export const SIXTYTHIRD_ANSWER: HeldOutItem[] = [
  within(WHICH_DEPOSIT, london('hendry', answer(1))),
  within(WHICH_DEPOSIT, london('the ashworth one', answer(2))),
  within(WHICH_DEPOSIT, london('2', answer(2))),
  within(WHICH_DEPOSIT, london('both of them tbh', answer(null))),
  within(GLASGOW_OR_LEEDS, london("glasgow, the money's too good", answer(1))),
  within(GLASGOW_OR_LEEDS, london('leeds. headline > corporate', answer(2))),
  within(GLASGOW_OR_LEEDS, london('still thinking, ask me fri', answer(null))),
  within(FULL_TIME_FIXING, london('go full time or keep playing and fix on the side', answer(null))),
  within(SUNDAY_PARTIES, london('honestly best call i made, sundays are mine again', answer(null))),
  within(KEEP_L, london('keep pls', answer(null), note)),
  within(KEEP_L, london('nah dont save', answer(null))),
  within(PLAN_TIME, london('9 pls', answer(2))),
  within(PLAN_TIME, london('the earlier one', answer(1))),
  within(WHICH_INVOICE, newYork('halcyon', answer(2))),
  within(WHICH_INVOICE, newYork('the sponsorship one', answer(3))),
  within(WHICH_INVOICE, newYork('first', answer(1))),
  within(HAMPTONS_RATE, newYork('hold out', answer(2))),
  within(HAMPTONS_RATE, newYork('take it, december is slow', answer(1))),
  within(HAMPTONS_RATE, newYork('option 2', answer(2))),
  within(WEST_COAST, newYork('not burning out the band + the guarantee money', answer(null))),
  within(WEST_COAST, newYork('money honestly', answer(null))),
  within(BRUNCH_RATE, newYork("mixed. more bookings but I'm exhausted", answer(null))),
  within(KEEP_N, newYork('yes save it', answer(null), note)),
  within(STUCK_EDIT, newYork('the couple keeps changing the song', answer(null))),
  within(AGAIN_AT_SIX, newYork('yea', answer(null))),
];

/** Every kind, so the spec can report each share. */
export const HELD_OUT_SIXTYTHIRD_KINDS: Record<string, HeldOutItem[]> = {
  ask: SIXTYTHIRD_ASK,
  recurring: SIXTYTHIRD_RECURRING,
  snooze: SIXTYTHIRD_SNOOZE,
  correction: SIXTYTHIRD_CORRECTION,
  rename: SIXTYTHIRD_RENAME,
  remove: SIXTYTHIRD_REMOVE,
  done: SIXTYTHIRD_DONE,
  answer: SIXTYTHIRD_ANSWER,
  ramble: SIXTYTHIRD_RAMBLE,
  greeting: SIXTYTHIRD_GREETING,
  thanks: SIXTYTHIRD_THANKS,
  feeling: SIXTYTHIRD_FEELING,
  question: SIXTYTHIRD_QUESTION,
  statement: SIXTYTHIRD_STATEMENT,
  decision: SIXTYTHIRD_DECISION,
  dilemma: SIXTYTHIRD_DILEMMA,
  recall: SIXTYTHIRD_RECALL,
  prioritise: SIXTYTHIRD_PRIORITISE,
  agenda: SIXTYTHIRD_AGENDA,
  free_time: SIXTYTHIRD_FREE_TIME,
  unclear: SIXTYTHIRD_UNCLEAR,
  bare: SIXTYTHIRD_BARE,
};

export const HELD_OUT_SIXTYTHIRD: HeldOutItem[] = Object.values(HELD_OUT_SIXTYTHIRD_KINDS).flat();
