import type { ConversationState } from '../intent';
import {
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
  task,
  within,
  words,
  answer,
  note,
  type HeldOutItem,
} from './held-out-kit';
import {
  THIRTYSECOND_AGENDA,
  THIRTYSECOND_BARE,
  THIRTYSECOND_DECISION,
  THIRTYSECOND_DILEMMA,
  THIRTYSECOND_FEELING,
  THIRTYSECOND_FREE_TIME,
  THIRTYSECOND_GREETING,
  THIRTYSECOND_PRIORITISE,
  THIRTYSECOND_QUESTION,
  THIRTYSECOND_RECALL,
  THIRTYSECOND_STATEMENT,
  THIRTYSECOND_THANKS,
  THIRTYSECOND_UNCLEAR,
} from './held-out-thirtysecond-b';

/**
 * The thirty-second held-out set: people running a food truck, a freelance dental hygiene practice,
 * a removals firm, a grant-writing desk in Boston, a pottery studio, a two-van window round, a
 * vintage resale shop, an estate agency, a mobile dog groomer, a sound studio, a chimney round and
 * a nanny agency. Weighted towards replies to reminders and jobs said several to a message.
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
const LISTED = { listed: ['Invoice the Pattersons', 'Book van 2 service', 'Ring the nursery', 'Post the parcels'] };

export const THIRTYSECOND_ASK: HeldOutItem[] = [
  london(
    'remind me to ring the council about the pitch permit tmrw at 10',
    task('ring the council about the pitch permit', l('11-12 10:00')),
  ),
  london('order more brioche buns for the truck friday half 7 am', task('order more brioche buns for the truck', l('11-13 07:30'))),
  london('re-gas the fridge unit b4 saturday', task('re-gas the fridge unit', l('11-14')), task('re-gas the fridge unit', l('11-13'))),
  london('quarter to 6 tomorrow: text Bex the rota', task('text Bex the rota', l('11-12 17:45'))),
  london(
    'twenty past 8 thurs call the hygienist agency re locum shifts',
    task('call the hygienist agency re locum shifts', l('11-12 08:20')),
    task('call the hygienist agency re locum shifts', l('11-12 20:20')),
  ),
  london('book the van MOT for 3/12', task('book the van MOT', l('12-03'))),
  london(
    'chase the Hendersons deposit end of the month',
    task('chase the Hendersons deposit', l('11-30')),
    task('chase the Hendersons deposit', l('11-30 17:00')),
  ),
  london(
    'send the pottery class invoices first thing monday',
    task('send the pottery class invoices', l('11-16 09:00')),
    task('send the pottery class invoices', l('11-16 08:00')),
  ),
  london('in a fortnight remind me to reorder glaze', task('reorder glaze', l('11-25')), task('reorder glaze', l('11-25 15:00'))),
  london('remind me in 45 mins to take the kiln out', task('take the kiln out', inMinutes(45))),
  london('at 11 am on tuesday the 17th collect the ladders from Dave', task('collect the ladders from Dave', l('11-17 11:00'))),
  london('christmas eve drop the hampers round to mums', task('drop the hampers round to mums', l('12-24'))),
  london(
    'get the chimney cowl quote out to mrs okafor by thursday noon',
    task('get the chimney cowl quote out to mrs okafor', l('11-12 12:00')),
  ),
  london('ten minutes from now remind me to move the car off the yellow line', task('move the car off the yellow line', inMinutes(10))),
  london('valuation at 14 Elm Rd sat 10:30am', task('valuation at 14 Elm Rd', l('11-14 10:30'))),
  london(
    'renew public liability insurance before 1 dec',
    task('renew public liability insurance', l('12-01')),
    task('renew public liability insurance', l('11-30')),
  ),
  london('pls remind me to pick up the new squeegee channels at 4:15', task('pick up the new squeegee channels', l('11-11 16:15'))),
  london('3 mondays from now quarterly VAT return', task('quarterly VAT return', l('11-30'))),
  london(
    'tomorrow after lunch sort the van tyres',
    task('sort the van tyres', l('11-12 13:00')),
    task('sort the van tyres', l('11-12 14:00')),
  ),
  london(
    'a week from today invoice the Clarkson removal',
    task('invoice the Clarkson removal', l('11-18')),
    task('invoice the Clarkson removal', l('11-18 15:00')),
  ),
  london('this weekend list the 70s leather jackets on depop', task('list the 70s leather jackets on depop', l('11-14'))),
  london('remind me 9pm to prep the nanny contracts', task('prep the nanny contracts', l('11-11 21:00'))),
  london('on the 2nd of december send the grant report to the trust', task('send the grant report to the trust', l('12-02'))),
  london('IMPORTANT pay HMRC by fri 5pm', task('pay HMRC', l('11-13 17:00'), { important: true })),
  london(
    'urgent - call the insurer about the dented van today b4 5',
    task('call the insurer about the dented van', l('11-11 17:00'), { important: true }),
  ),
  london('2027-01-15 trademark renewal for the studio name', task('trademark renewal for the studio name', l('2027-01-15 12:00'))),
  london('at half past 3 this afternoon ring the kiln guy back', task('ring the kiln guy back', l('11-11 15:30'))),
  london('tmrw 7ish load the vans', task('load the vans', l('11-12 07:00')), task('load the vans', l('11-12 19:00'))),
  london(
    'reply to the Thompsons about their move date by 6 this evening',
    task('reply to the Thompsons about their move date', l('11-11 18:00')),
  ),
  london('thurs 12th 9.30 nanny interview with Priya', task('nanny interview with Priya', l('11-12 09:30'))),
  newYork(
    'remind me to submit the Mass Cultural Council LOI on 12/1 by 5pm',
    task('submit the Mass Cultural Council LOI', n('12-01 17:00')),
  ),
  newYork('call the printer about menu boards at noon tomorrow', task('call the printer about menu boards', n('11-12 12:00'))),
  newYork('thanksgiving brine the turkey for the pop up', task('brine the turkey for the pop up', n('11-26'))),
  newYork(
    'mix notes back to the band by EOD thursday',
    task('mix notes back to the band', n('11-12 17:00')),
    task('mix notes back to the band', n('11-12 18:00')),
  ),
  newYork('in 2 weeks at 4pm follow up with the Barnes foundation', task('follow up with the Barnes foundation', n('11-25 16:00'))),
  newYork('remind me 3:30 est to pick up the master drives', task('pick up the master drives', n('11-11 15:30'))),
  newYork('the second tuesday of december pitch the kitchen remodel show', task('pitch the kitchen remodel show', n('12-08'))),
  newYork('friday 11/20 at 9 walk through the Chestnut St listing', task('walk through the Chestnut St listing', n('11-20 09:00'))),
  newYork('remind me at 10 tonight to do the NEA upload', task('do the NEA upload', n('11-11 22:00'))),
  newYork('new years day text all my clients', task('text all my clients', n('2027-01-01'))),
  newYork('grab 5 gal dog shampoo from costco tmr at 8', task('grab 5 gal dog shampoo from costco', n('11-12 08:00'))),
  newYork('Tues 11am reschedule the Ramos family tour', task('reschedule the Ramos family tour', n('11-17 11:00'))),
  newYork('need to call ConEd tomorrow between 2 and 4', task('call ConEd', n('11-12 14:00')), task('call ConEd', n('11-12 16:00'))),
  newYork('in 3 hours check the sourdough starter', task('check the sourdough starter', inMinutes(180))),
  newYork('on the 15th renew the commissary lease', task('renew the commissary lease', n('11-15'))),
  newYork(
    'friday at 7pm remind me to load the brushes for the Coopers job',
    task('load the brushes for the Coopers job', n('11-13 19:00')),
  ),
  newYork(
    'pay the sitter agency invoice before the 20th',
    task('pay the sitter agency invoice', n('11-20')),
    task('pay the sitter agency invoice', n('11-19')),
  ),
  newYork('book vet for Biscuit wed 18th 2:45', task('book vet for Biscuit', n('11-18 14:45'))),
  newYork('12/4 submit the w9 to the new venue', task('submit the w9 to the new venue', n('12-04'))),
  newYork('quarter past 11 ring the harbor permit office', task('ring the harbor permit office', n('11-11 11:15'))),
  newYork('by 2 pm send Dana the session rates', task('send Dana the session rates', n('11-11 14:00'))),
];

export const THIRTYSECOND_RECURRING: HeldOutItem[] = [
  london(
    'every monday at 8 send the weeks rota to the nannies',
    task('send the weeks rota to the nannies', l('11-16 08:00'), { repeat: every('week') }),
  ),
  london('pay the unit rent on the 1st of every month', task('pay the unit rent', l('12-01'), { repeat: every('month') })),
  london('every weekday at 7:30 check the van tracker', task('check the van tracker', l('11-12 07:30'), { repeat: every('weekday') })),
  newYork('remind me every friday at 4pm to do timesheets', task('do timesheets', n('11-13 16:00'), { repeat: every('week') })),
  london(
    'every other thursday invoice the school for the window contract',
    task('invoice the school for the window contract', l('11-12'), { repeat: every('week', 2) }),
  ),
  newYork('empty the grease trap every 2 weeks on sunday', task('empty the grease trap', n('11-15'), { repeat: every('week', 2) })),
  london('water the glaze test pots every day at 9am', task('water the glaze test pots', l('11-12 09:00'), { repeat: every('day') })),
  london('each tuesday 10am post the new drops on insta', task('post the new drops on insta', l('11-17 10:00'), { repeat: every('week') })),
  newYork('back up the session drives every night at 11', task('back up the session drives', n('11-11 23:00'), { repeat: every('day') })),
  london(
    'every year on 3 march renew the chimney guild membership',
    task('renew the chimney guild membership', l('2027-03-03 12:00'), { repeat: every('year') }),
  ),
  newYork('on the 15th of each month send grant status emails', task('send grant status emails', n('11-15'), { repeat: every('month') })),
  newYork('daily at 6pm cash up the truck', task('cash up the truck', n('11-11 18:00'), { repeat: every('day') })),
  london('weekly on wednesday at 2 check the booking inbox', task('check the booking inbox', l('11-18 14:00'), { repeat: every('week') })),
  london('every sunday at 7pm plan the grooming route', task('plan the grooming route', l('11-15 19:00'), { repeat: every('week') })),
  london('monthly on the 28th pay the kiln finance', task('pay the kiln finance', l('11-28'), { repeat: every('month') })),
  newYork('remind me every morning at 7:15 to take my meds', task('take my meds', n('11-12 07:15'), { repeat: every('day') })),
  london('fortnightly on monday chase unpaid invoices', task('chase unpaid invoices', l('11-16'), { repeat: every('week', 2) })),
  newYork('each weekday 8:45 standup with the crew', task('standup with the crew', n('11-12 08:45'), { repeat: every('weekday') })),
  london('every saturday 9am restock the market stall', task('restock the market stall', l('11-14 09:00'), { repeat: every('week') })),
  newYork(
    'on the first of every month send rent reminders to tenants',
    task('send rent reminders to tenants', n('12-01'), { repeat: every('month') }),
  ),
  london('remind me every thursday to put the bins out', task('put the bins out', l('11-12'), { repeat: every('week') })),
  newYork('every wed at 5:30pm team call with the movers', task('team call with the movers', n('11-11 17:30'), { repeat: every('week') })),
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

export const THIRTYSECOND_SNOOZE: HeldOutItem[] = [
  within(reminded('Call the pitch permit office', OVERDUE_L), london('in the middle of a lunch rush, give me an hour', snoozeFor(60))),
  within(reminded('Prep the nanny contracts', LATER_L), london('snooze 20', snoozeFor(20))),
  within(reminded('Book vet for Biscuit', OVERDUE_N), newYork('not now, mid groom. 30 min', snoozeFor(30))),
  within(reminded('Chase the Hendersons deposit', OVERDUE_L), london('later, like 2 hrs', snoozeFor(120))),
  within(reminded('Invoice the Clarkson removal', LATER_L), london('push it back an hour and a half', snoozeFor(90))),
  within(reminded('Ring the kiln guy back', OVERDUE_L), london('remind me again at 6', snoozeUntil(l('11-11 18:00')))),
  within(
    reminded('Reply to the Thompsons', OVERDUE_L),
    london('can u nudge me tomorrow at 9 instead', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded('Send the grant report to the trust', OVERDUE_L), london('ask me again monday, the trust is away', ...toDayL('11-16'))),
  within(reminded('Sort the van tyres', OVERDUE_L), london('ugh not today. tomorrow', ...toDayL('11-12'))),
  within(reminded('Get the chimney cowl quote out', OVERDUE_L), london('give me 15 mins, finishing a chimney', snoozeFor(15))),
  within(reminded('Text Bex the rota', OVERDUE_L), london('snooze til 4:30', snoozeUntil(l('11-11 16:30')))),
  within(reminded('Renew the commissary lease', OVERDUE_N), newYork('snooze for a day', snoozeFor(1440))),
  within(reminded('List the jackets on depop', OVERDUE_L), london('leave it till the weekend', ...toDayL('11-14'))),
  within(reminded('Check the sourdough starter', OVERDUE_N), newYork('10 more minutes pls', snoozeFor(10))),
  within(
    reminded('Call the printer about menu boards', OVERDUE_N),
    newYork('remind me after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminded('Grab dog shampoo', OVERDUE_N), newYork('snooze till 8 am', snoozeUntil(n('11-12 08:00')))),
  within(reminded('Pick up the master drives', OVERDUE_N), newYork('cant, driving. 40m', snoozeFor(40))),
  within(reminded('Order napkins', OVERDUE_L), london('not yet - ask me at half 5', snoozeUntil(l('11-11 17:30')))),
  within(reminded('Do the NEA upload', OVERDUE_N), newYork('later pls, ping me in 3 hours', snoozeFor(180))),
  within(
    reminded('Post the parcels', OVERDUE_L),
    london('snooze it till friday morning', snoozeUntil(l('11-13 09:00')), snoozeUntil(l('11-13 08:00'))),
  ),
  within(reminded('Reorder glaze', OVERDUE_L), london('give it a week', snoozeFor(10080), move(ctx, '2026-11-18', null))),
  within(reminded('Quote the Hove flats', OVERDUE_L), london('stuck on a job in Hove, snooze 2h', snoozeFor(120))),
  within(reminded('Follow up with the Barnes foundation', OVERDUE_N), newYork('snooze until the 20th', ...toDayN('11-20'))),
  within(reminded('Walk the Chestnut St listing', OVERDUE_N), newYork('one sec, half an hour', snoozeFor(30))),
  within(reminded('Send Dana the session rates', OVERDUE_N), newYork('hit me again at quarter past 1', snoozeUntil(n('11-11 13:15')))),
  within(reminded('Move the car', OVERDUE_L), london('in a bit, 5 mins', snoozeFor(5))),
  within(reminded('Walk Biscuit', OVERDUE_N), newYork('snooze to 7pm, after the last walk', snoozeUntil(n('11-11 19:00')))),
  within(
    reminded('Collect the ladders from Dave', OVERDUE_L),
    london("not till I'm back from the auction thurs, say 3pm", snoozeUntil(l('11-12 15:00')), move(ctx, '2026-11-12', '15:00')),
  ),
  within(reminded('Pay the sitter agency invoice', OVERDUE_N), newYork('too busy rn. ping me in 90', snoozeFor(90))),
  within(reminded('Empty the grease trap', OVERDUE_N), newYork('snooze', snoozeFor(60))),
  within(reminded('Check the booking inbox', LATER_L), london('SNOOZE 1H', snoozeFor(60))),
  within(
    reminded('Ring the harbor permit office', OVERDUE_N),
    newYork("remind me at 11 am tmrw, they're shut till then", snoozeUntil(n('11-12 11:00'))),
  ),
  within(reminded('Load the vans', OVERDUE_L), london('bump it 45 min', snoozeFor(45))),
  within(reminded('Write up the Grange Rd invoice', OVERDUE_L), london('later tonight, like 9', snoozeUntil(l('11-11 21:00')))),
  within(
    reminded('Renew public liability insurance', OVERDUE_L),
    london('snooze till thursday 2', snoozeUntil(l('11-12 14:00')), move(ctx, '2026-11-12', '14:00')),
  ),
  within(reminded('Pay the mixing engineer', OVERDUE_N), newYork('wait till payday, the 25th', ...toDayN('11-25'))),
  within(
    reminded('Pay HMRC', l('11-10 17:00')),
    london('eek, overdue I know. tomorrow noon', snoozeUntil(l('11-12 12:00')), move(ctx, '2026-11-12', '12:00')),
  ),
  within(reminded('Fix the dryer hose', OVERDUE_N), newYork('snooze 1 hr 15', snoozeFor(75))),
  within(reminded('Text Marco the new times', OVERDUE_N), newYork('remind me at 4', snoozeUntil(n('11-11 16:00')))),
  within(
    reminded('Call the skip company', OVERDUE_L),
    london('they open at 8 tomorrow, remind me then', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
];

export const THIRTYSECOND_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Collect the ladders from Dave', l('11-17 11:00')), london('oops I meant 2pm', move(ctx, null, '14:00'))),
  within(talkedOf('Call the insurer', l('11-12 10:00')), london('no wait, friday', move(ctx, '2026-11-13', null))),
  within(talkedOf('Send the grant report', n('12-02 12:00')), newYork('scratch that, make it the 3rd', move(ctx, '2026-12-03', null))),
  within(talkedOf('Nanny interview with Priya', l('11-12 09:30')), london('sorry thats 10:30 not 9:30', move(ctx, null, '10:30'))),
  within(talkedOf('Load the vans', l('11-12 07:00')), london('make it half 6', move(ctx, null, '06:30'))),
  within(talkedOf('Brine the turkey', n('11-26 12:00')), newYork('actually the day before', move(ctx, '2026-11-25', null))),
  within(talkedOf('Walk through the Chestnut St listing', n('11-20 09:00')), newYork('no, the 19th', move(ctx, '2026-11-19', null))),
  within(talkedOf('Ring the kiln guy back', l('11-11 15:30')), london('wrong time, 5:45', move(ctx, null, '17:45'))),
  within(talkedOf('Pay HMRC', l('11-13 17:00')), london('i meant thursday at 5 not friday', move(ctx, '2026-11-12', '17:00'))),
  within(talkedOf('Book vet for Biscuit', n('11-18 14:45')), newYork('typo, 1:45', move(ctx, null, '13:45'))),
  london('move the Coopers sweep to saturday 8am', move(words('Coopers sweep'), '2026-11-14', '08:00')),
  london('push the Hendersons chase to monday', move(words('Hendersons'), '2026-11-16', null)),
  within(
    talkedOf('Mix notes back to the band', n('11-12 17:00')),
    newYork('ah no, morning at 9 is better', move(ctx, null, '09:00'), move(ctx, '2026-11-12', '09:00')),
  ),
  within(
    talkedOf('Reorder glaze', l('11-25 12:00')),
    london('hmm no sooner, next tuesday', move(ctx, '2026-11-17', null), move(ctx, '2026-11-24', null)),
  ),
  within(talkedOf('Text Bex the rota', l('11-12 17:45')), london('I said quarter to 6 but i meant quarter to 5', move(ctx, null, '16:45'))),
  within(talkedOf('Call ConEd', n('11-12 14:00')), newYork('change that to 3', move(ctx, null, '15:00'))),
  within(talkedOf('Pitch the kitchen remodel show', n('12-08 12:00')), newYork('oh wait its the 9th', move(ctx, '2026-12-09', null))),
  newYork('can you shift the Barnes follow up to 11/30', move(words('Barnes follow up'), '2026-11-30', null)),
  within(
    talkedOf('Drop the hampers round to mums', l('12-24 12:00')),
    london('no make it the 23rd at 3', move(ctx, '2026-12-23', '15:00')),
  ),
  within(talkedOf('Take the kiln out', inMinutes(45)), london('actually make it 6pm', move(ctx, null, '18:00'))),
  within(talkedOf('Order more brioche buns', l('11-13 07:30')), london('ugh sorry, saturday not friday', move(ctx, '2026-11-14', null))),
  within(talkedOf('Reply to the Thompsons', l('11-11 18:00')), london('make that 7', move(ctx, null, '19:00'))),
  newYork('put the Ramos tour back to next wednesday', move(words('Ramos tour'), '2026-11-18', null)),
  within(talkedOf('Call the hygienist agency', l('11-12 20:20')), london('eh no I meant in the morning, 8:20', move(ctx, null, '08:20'))),
];

export const THIRTYSECOND_RENAME: HeldOutItem[] = [
  within(talkedOf('Text Bex the rota'), london('rename it to text Bex and Jo the rota', rename(ctx, 'text Bex and Jo the rota'))),
  within(talkedOf('Cowl quote'), london("call it 'quote for mrs okafor' instead", rename(ctx, 'quote for mrs okafor'))),
  within(
    talkedOf('Invoice removal'),
    london('change the name to Invoice Clarkson (Hove move)', rename(ctx, 'Invoice Clarkson (Hove move)')),
  ),
  london('rename the glaze one to reorder celadon glaze', rename(words('glaze'), 'reorder celadon glaze')),
  within(
    talkedOf('Walk through the listing'),
    newYork('retitle that: Chestnut St second viewing', rename(ctx, 'Chestnut St second viewing')),
  ),
  newYork('the vet task should say Biscuit booster jab', rename(words('vet'), 'Biscuit booster jab')),
  newYork("can you rename 'call ConEd' to 'call ConEd about the meter'", rename(words('call ConEd'), 'call ConEd about the meter')),
  within(talkedOf('Quote for mrs Okafur'), london('oops spelling, its Okafor not Okafur', rename(ctx, 'Quote for mrs Okafor'))),
  within(
    talkedOf('Pick up Biscuit'),
    newYork("change it to 'pick up Biscuit from the groomer'", rename(ctx, 'pick up Biscuit from the groomer')),
  ),
  within(talkedOf('Pay HMRC'), london('rename to: pay HMRC (self assessment)', rename(ctx, 'pay HMRC (self assessment)'))),
  within(talkedOf('Do the NEA upload'), newYork("name it 'NEA final upload' pls", rename(ctx, 'NEA final upload'))),
  london("can we call the hampers one 'mum and nan hampers'", rename(words('hampers'), 'mum and nan hampers')),
  london('rename the rota task to weekly nanny rota', rename(words('rota'), 'weekly nanny rota')),
  within(talkedOf('Submit the LOI'), newYork("make the title 'send LOI v2'", rename(ctx, 'send LOI v2'))),
  within(talkedOf('Service van 1'), london("that should read 'service van 2' not van 1", rename(ctx, 'service van 2'))),
  newYork("relabel the turkey one as 'brine 2 turkeys'", rename(words('turkey'), 'brine 2 turkeys')),
  london("change 'load the vans' to 'load both vans and the ladders'", rename(words('load the vans'), 'load both vans and the ladders')),
  within(talkedOf('List the jackets'), london('rename it Depop jackets batch 2', rename(ctx, 'Depop jackets batch 2'))),
  within(talkedOf('Valuation at 14 Elm Rd'), london("call that one 'Elm Rd valuation' instead", rename(ctx, 'Elm Rd valuation'))),
  london(
    "could you change the name of the permit task to 'council pitch permit renewal'",
    rename(words('permit'), 'council pitch permit renewal'),
  ),
];

export const THIRTYSECOND_REMOVE: HeldOutItem[] = [
  within(talkedOf('Book the van MOT'), london('delete that, garage booked it for me', remove(ctx))),
  newYork('cancel the pilates reminder', remove(words('pilates'))),
  newYork('bin the Ramos tour one, they pulled out', remove(words('Ramos tour'))),
  within(talkedOf('Check the sourdough starter'), newYork('remove it', remove(ctx))),
  london('scrap the depop task, not doing it anymore', remove(words('depop'))),
  london('get rid of the kiln reminder', remove(words('kiln'))),
  newYork("take 'call ConEd' off my list", remove(words('call ConEd'))),
  within(LISTED, london('delete 2', remove(num(2)))),
  within(talkedOf('Order napkins'), london('nah forget that one entirely', remove(ctx))),
  newYork('drop the Barnes follow up, the grant got withdrawn', remove(words('Barnes follow up'))),
  within(talkedOf('Reply to the Thompsons'), london('cancel it, the Thompsons went with another firm', remove(ctx))),
  london('please delete the hamper reminder', remove(words('hamper'))),
  within(LISTED, london('wipe the 3rd one', remove(num(3)))),
  newYork("erase the turkey task lol we're doing tacos", remove(words('turkey'))),
  london('no longer need the squeegee thing, remove pls', remove(words('squeegee'))),
  within(talkedOf('Quote the Hove flats'), london('that task is dead, delete', remove(ctx))),
  within({ listed: ['Renew pro tools', 'Pay the mixing engineer'] }, newYork('remove number 1 from the list', remove(num(1)))),
  london('cancel the MOT one', remove(words('MOT'))),
  london('kill the nanny interview reminder, she took another job', remove(words('nanny interview'))),
  london('lose the vat one, accountant is doing it', remove(words('vat'))),
];

export const THIRTYSECOND_DONE: HeldOutItem[] = [
  within(reminded('Pay skip hire invoice', OVERDUE_L), london('paid the skip hire', done(ctx), done(words('skip hire')))),
  within(reminded('Order more napkins', OVERDUE_L), london('✅', done(ctx))),
  within(reminded('Send the pottery class invoices', OVERDUE_L), london('done and dusted', done(ctx))),
  within(reminded('Send the weeks rota to the nannies', OVERDUE_L), london('yep sent it this morning', done(ctx))),
  within(reminded('Call the fire marshal', OVERDUE_N), newYork('all sorted 👍', done(ctx))),
  newYork('finished the grant narrative finally', done(words('grant narrative'))),
  within(talkedOf('Book the van MOT'), london('booked the MOT', done(ctx), done(words('MOT')))),
  within(LISTED, london('done 2', done(num(2)))),
  london('ticked off the kiln one', done(words('kiln'))),
  within(
    reminded('Call the insurer about the dented van', OVERDUE_L),
    london('called the insurer, all good', done(ctx), done(words('insurer'))),
  ),
  within(talkedOf('Chase the Hendersons deposit'), london('the Hendersons paid!! mark it done', done(ctx))),
  within(reminded('Empty the grease trap', OVERDUE_N), newYork('did it', done(ctx))),
  within(reminded('Ring mum back', OVERDUE_L), london('yes done x', done(ctx))),
  within(reminded('Mix notes back to the band', OVERDUE_N), newYork('mixed and bounced, sent to the band', done(ctx))),
  within({ listed: ['Renew pro tools', 'Pay the mixing engineer', 'Back up the session drives'] }, newYork('completed #3', done(num(3)))),
  within(reminded('Fix the dryer hose', OVERDUE_N), newYork('handled', done(ctx))),
  within(reminded('Order more brioche buns', OVERDUE_L), london('ordered the buns 🍔✔️', done(ctx), done(words('buns')))),
  within(talkedOf('Collect the ladders from Dave'), london('got the ladders back from dave', done(ctx), done(words('ladders')))),
  within(LISTED, london("first one's done", done(num(1)))),
  within(reminded('Steam the Levis batch', OVERDUE_N), newYork("yeah that's done now", done(ctx))),
  within(reminded('Put the bins out', OVERDUE_L), london('tick', done(ctx))),
  within(
    reminded('Submit the Mass Cultural Council LOI', OVERDUE_N),
    newYork('submitted the LOI at 4:58 phew', done(ctx), done(words('LOI'))),
  ),
  within(reminded('Water the glaze test pots', OVERDUE_L), london('check ✔', done(ctx))),
  within(reminded('Cash up the truck', OVERDUE_N), newYork('DONE', done(ctx))),
  london('the vat return is in', done(words('vat return'))),
  within(talkedOf('List the 70s leather jackets on depop'), london('finished both depop listings, mark done', done(ctx))),
  within(reminded('Walk Biscuit', OVERDUE_N), newYork('walked biscuit ✔️', done(ctx))),
  within(reminded('Pay the unit rent', OVERDUE_L), london('rent paid 💸', done(ctx))),
];

const WHICH_CALL = { pending: { about: 'which_task' as const, options: ['Call the insurer', 'Call the council'] } };
const WHICH_INVOICE = {
  pending: { about: 'which_task' as const, options: ['Invoice Clarkson', 'Invoice Patel', 'Invoice the school'] },
};
const VAN_OR_GROOMER = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Hire a second groomer or buy a second van?',
    options: ['Hire a second groomer', 'Buy a second van'],
  },
};
const DRY_RUN = { pending: { about: 'other' as const, question: 'Which day works for the dry run?', options: ['Thursday', 'Friday'] } };
const REVIEW = { pending: { about: 'review' as const, decision: 'Moved to the cheaper kiln supplier' } };
const KEEP = { pending: { about: 'keep' as const, text: 'Weekends off made me sharper on Mondays' } };

export const THIRTYSECOND_ANSWER: HeldOutItem[] = [
  within(WHICH_CALL, london('the second one', answer(2))),
  within(WHICH_CALL, london('2', answer(2))),
  within(WHICH_CALL, london('first', answer(1))),
  within(WHICH_CALL, london('the council one', answer(2))),
  within(WHICH_CALL, newYork('1 pls', answer(1))),
  within(WHICH_CALL, newYork('the one for the insurer', answer(1))),
  within(WHICH_INVOICE, london('number 3', answer(3))),
  within(WHICH_INVOICE, london('patel', answer(2))),
  within(WHICH_INVOICE, newYork('the last one', answer(3))),
  within(WHICH_INVOICE, newYork('neither tbh', answer(null))),
  within(VAN_OR_GROOMER, london('the van', answer(2))),
  within(VAN_OR_GROOMER, newYork('option 1', answer(1))),
  within(VAN_OR_GROOMER, london('not yet, still chewing it over', answer(null))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Second van or second groomer?', options: ['Van', 'Groomer'] } },
    london('cash flow mostly, and not burning out', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I take the wedding booking?' } },
    newYork('take it, or turn it down and keep that weekend free', answer(null)),
  ),
  within(REVIEW, london('honestly it worked out, glaze quality is the same', answer(null))),
  within(REVIEW, newYork('badly, two late deliveries', answer(null))),
  within(KEEP, london('keep', answer(null), note)),
  within(KEEP, newYork("nah don't keep it", answer(null))),
  within(DRY_RUN, london("friday's better", answer(2))),
  within(DRY_RUN, newYork('thurs', answer(1))),
  within({ pending: { about: 'other', question: 'Want me to hold Saturday free?', options: [] } }, london('yes please', answer(null))),
  within(
    { pending: { about: 'other', question: 'Shall I send you the list at 7 each morning?', options: [] } },
    newYork('no thanks', answer(null)),
  ),
];

export const THIRTYSECOND_RAMBLE: HeldOutItem[] = [
  london('right so... call the gas engineer tomorrow at 9, order more napkins, and pay Lucy for last week lol', [
    task('call the gas engineer', l('11-12 09:00')),
    task('order more napkins'),
    task('pay Lucy for last week'),
  ]),
  newYork(
    'voice note: ok um so first I gotta email the foundation about the budget line, then like, pick up the banner from the printer friday and yeah text Marco the new times',
    [
      task('email the foundation about the budget line'),
      task('pick up the banner from the printer', n('11-13')),
      task('text Marco the new times'),
    ],
  ),
  london('need to: 1) invoice the Pattersons 2) book van 2 service 3) ring mum back', [
    task('invoice the Pattersons'),
    task('book van 2 service'),
    task('ring mum back'),
  ]),
  london('so basically empty the kiln at 5, put the glaze order in tomorrow and email the wedding couple friday', [
    task('empty the kiln', l('11-11 17:00')),
    task('put the glaze order in', l('11-12')),
    task('email the wedding couple', l('11-13')),
  ]),
  newYork('hey so um buy dog shampoo, um, fix the dryer hose and yeah call Mrs Kowalski back', [
    task('buy dog shampoo'),
    task('fix the dryer hose'),
    task('call Mrs Kowalski back'),
  ]),
  london('tmrw: 8am Hove job, 11 quote in Brighton, 3pm drop van at garage', [
    task('Hove job', l('11-12 08:00')),
    task('quote in Brighton', l('11-12 11:00')),
    task('drop van at garage', l('11-12 15:00')),
  ]),
  newYork('like I need to finish the mix for Dana by thursday and then uh send the invoice and honestly also back up everything lol', [
    task('finish the mix for Dana', n('11-12')),
    task('send the invoice'),
    task('back up everything'),
  ]),
  london('ok um so I have to renew the trading licence, and uh sort the staff rota, oh and chase the festival for payment', [
    task('renew the trading licence'),
    task('sort the staff rota'),
    task('chase the festival for payment'),
  ]),
  newYork('pick up keys from the Ridgewood listing at 2, show the Maple Ave condo at 3:30 and call the lender', [
    task('pick up keys from the Ridgewood listing', n('11-11 14:00')),
    task('show the Maple Ave condo', n('11-11 15:30')),
    task('call the lender'),
  ]),
  london('post the parcels, get stamps, drop the cheque at the bank', [
    task('post the parcels'),
    task('get stamps'),
    task('drop the cheque at the bank'),
  ]),
  newYork(
    'so yeah um remind me to call the fire marshal tomorrow at 10 and also uh to order propane',
    [task('call the fire marshal', n('11-12 10:00')), task('order propane')],
    [task('call the fire marshal', n('11-12 10:00')), task('order propane', n('11-12 10:00'))],
  ),
  london(
    'by friday I need to send three quotes, file receipts, and update the website prices',
    [task('send three quotes', l('11-13')), task('file receipts', l('11-13')), task('update the website prices', l('11-13'))],
    [task('send three quotes', l('11-13')), task('file receipts'), task('update the website prices')],
  ),
  london(
    'long day ahead lol. anyway, text Chloe the address, book the skip for monday and pay the parking fine',
    [task('text Chloe the address'), task('book the skip', l('11-16')), task('pay the parking fine')],
    [task('text Chloe the address'), task('book the skip for monday'), task('pay the parking fine')],
  ),
  newYork("um sign and return the locum form by the 18th and call Dr Patel's office back today", [
    task('sign and return the locum form', n('11-18')),
    task("call Dr Patel's office back", n('11-11')),
  ]),
  london("two things: ring the nursery about the Lawsons' start date and send Priya her contract tonight at 8", [
    task("ring the nursery about the Lawsons' start date"),
    task('send Priya her contract', l('11-11 20:00')),
  ]),
  newYork("buy hangers, steam the Levi's batch, photograph the jackets on saturday", [
    task('buy hangers'),
    task("steam the Levi's batch"),
    task('photograph the jackets', n('11-14')),
  ]),
  london('ok so thursday at 9 do the Grange Rd chimney then remind me to invoice them at like 1', [
    task('do the Grange Rd chimney', l('11-12 09:00')),
    task('invoice them', l('11-12 13:00')),
  ]),
  newYork('uhh pay the mixing engineer, uh, and um renew pro tools', [task('pay the mixing engineer'), task('renew pro tools')]),
  london(
    'remind me to call the skip company at 10 tomorrow, also buy bubble wrap',
    [task('call the skip company', l('11-12 10:00')), task('buy bubble wrap')],
    [task('call the skip company', l('11-12 10:00')), task('buy bubble wrap', l('11-12 10:00'))],
  ),
  newYork('gotta do payroll friday, grab coffee filters, and email the board chair about the audit', [
    task('do payroll', n('11-13')),
    task('grab coffee filters'),
    task('email the board chair about the audit'),
  ]),
  london('send the invoice to the Grahams, and order the van wrap, and uh book the dog in for her jabs', [
    task('send the invoice to the Grahams'),
    task('order the van wrap'),
    task('book the dog in for her jabs'),
  ]),
  newYork("ok listen. refill the water tank, wipe down the prep table, and text Jay I'm running late", [
    task('refill the water tank'),
    task('wipe down the prep table'),
    task("text Jay I'm running late"),
  ]),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_THIRTYSECOND_KINDS: Record<string, HeldOutItem[]> = {
  ask: THIRTYSECOND_ASK,
  recurring: THIRTYSECOND_RECURRING,
  snooze: THIRTYSECOND_SNOOZE,
  correction: THIRTYSECOND_CORRECTION,
  rename: THIRTYSECOND_RENAME,
  remove: THIRTYSECOND_REMOVE,
  done: THIRTYSECOND_DONE,
  answer: THIRTYSECOND_ANSWER,
  ramble: THIRTYSECOND_RAMBLE,
  greeting: THIRTYSECOND_GREETING,
  thanks: THIRTYSECOND_THANKS,
  feeling: THIRTYSECOND_FEELING,
  question: THIRTYSECOND_QUESTION,
  statement: THIRTYSECOND_STATEMENT,
  decision: THIRTYSECOND_DECISION,
  dilemma: THIRTYSECOND_DILEMMA,
  recall: THIRTYSECOND_RECALL,
  prioritise: THIRTYSECOND_PRIORITISE,
  agenda: THIRTYSECOND_AGENDA,
  free_time: THIRTYSECOND_FREE_TIME,
  unclear: THIRTYSECOND_UNCLEAR,
  bare: THIRTYSECOND_BARE,
};

export const HELD_OUT_THIRTYSECOND: HeldOutItem[] = Object.values(HELD_OUT_THIRTYSECOND_KINDS).flat();
