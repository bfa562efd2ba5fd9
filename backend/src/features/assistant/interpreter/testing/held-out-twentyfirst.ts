import type { ConversationState } from '../intent';
import {
  answer,
  ctx,
  done,
  every,
  type HeldOutItem,
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
} from './held-out-kit';
import {
  TWENTYFIRST_AGENDA,
  TWENTYFIRST_BARE,
  TWENTYFIRST_DECISIONS,
  TWENTYFIRST_DILEMMAS,
  TWENTYFIRST_FACTS,
  TWENTYFIRST_FEELINGS,
  TWENTYFIRST_FREE_TIME,
  TWENTYFIRST_GREETINGS,
  TWENTYFIRST_PRIORITISE,
  TWENTYFIRST_QUESTIONS,
  TWENTYFIRST_RECALLS,
  TWENTYFIRST_UNCLEAR,
} from './held-out-twentyfirst-b';

/**
 * The twenty-first held-out set: a week of messages from people running small trades and practices
 * (a home hairdresser, a garden designer, a cleaning firm, a wedding band, a dental practice, a bike
 * shop, a ghostwriter, a pop-up cafe, a Depop seller, a tiler, a parenting coach, a startup CTO),
 * read at HELD_OUT_NOW. Asks and replies to daily's reminders carry the most weight, as they would
 * over a real week. Never edited to suit the reader.
 */

/** A reminder daily just sent ("Did you get to X?") about a task due at `due`. */
const reminder = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** A task just added or changed, with nothing asked. */
const talkedOf = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });

export const TWENTYFIRST_ASKS: HeldOutItem[] = [
  london('can u remind me to order more hair dye tmrw at 10', task('order more hair dye', l('11-12 10:00'))),
  newYork('remind me to push the staging deploy at 4pm today', task('push the staging deploy', n('11-11 16:00'))),
  london('need to invoice the Hendersons for the patio design by friday', task('invoice the Hendersons for the patio design', l('11-13'))),
  london('oh and can you remind me to ring the tile supplier at half 9 tomorrow', task('ring the tile supplier', l('11-12 09:30'))),
  newYork('btw need to renew the liquor license on monday', task('renew the liquor license', n('11-16'))),
  london('pick up the sourdough starter from Mags thurs 8am', task('pick up the sourdough starter from Mags', l('11-12 08:00'))),
  newYork('remind me in 20 mins to call the dental lab', task('call the dental lab', inMinutes(20))),
  london('in 2 hours chase the depop buyer about payment', task('chase the depop buyer about payment', inMinutes(120))),
  london('quarter to 6 collect the van from the garage', task('collect the van from the garage', l('11-11 17:45'))),
  newYork(
    'email the wedding planner about the setlist EOD',
    task('email the wedding planner about the setlist', n('11-11 17:00')),
    task('email the wedding planner about the setlist', n('11-11 18:00')),
  ),
  london(
    'first thing tomorrow send the Greens their garden plans',
    task('send the Greens their garden plans', l('11-12 09:00')),
    task('send the Greens their garden plans', l('11-12 08:00')),
  ),
  newYork(
    'remind me b4 lunch tmrw to order gloves for the cleaners',
    task('order gloves for the cleaners', n('11-12 12:00')),
    task('order gloves for the cleaners', n('11-12 11:00')),
  ),
  london('book the van for the 3rd of december', task('book the van', l('12-03'))),
  newYork('pay the sound engineer on 12/4', task('pay the sound engineer', n('12-04'))),
  london('pay the sound engineer on 4/12', task('pay the sound engineer', l('12-04'))),
  london(
    'call the parents of the Thompson kid next tuesday at 2',
    task('call the parents of the Thompson kid', l('11-17 14:00')),
    task('call the parents of the Thompson kid', l('11-24 14:00')),
  ),
  newYork('remind me on christmas eve to send the thank you cards', task('send the thank you cards', n('12-24'))),
  newYork('remind me the day before thanksgiving to prep the pies', task('prep the pies', n('11-25'))),
  london(
    'a week from today check the lawn seed has taken',
    task('check the lawn seed has taken', l('11-18')),
    task('check the lawn seed has taken', l('11-18 15:00')),
  ),
  newYork(
    'in a fortnight follow up with the investor from the demo',
    task('follow up with the investor from the demo', n('11-25')),
    task('follow up with the investor from the demo', n('11-25 10:00')),
  ),
  london('remind me the 2nd tuesday of december to renew the insurance', task('renew the insurance', l('12-08'))),
  newYork('remind me thursday the 19th to take the kids to the dentist at 3:15pm', task('take the kids to the dentist', n('11-19 15:15'))),
  london("set a reminder for 11 am tomorrow to reply to the bride's mum", task("reply to the bride's mum", l('11-12 11:00'))),
  newYork('send the sprint notes to the team at 6 this evening', task('send the sprint notes to the team', n('11-11 18:00'))),
  london('twenty past 8 tomorrow morning open up for the flour delivery', task('open up for the flour delivery', l('11-12 08:20'))),
  london('remind me to text Jo about the hen do at noon on saturday', task('text Jo about the hen do', l('11-14 12:00'))),
  newYork('ten minutes from now remind me to take the bread out', task('take the bread out', inMinutes(10))),
  london('friday 5pm gmt submit the VAT return', task('submit the VAT return', l('11-13 17:00'))),
  newYork('call the supplier in London at 9am gmt tomorrow', task('call the supplier in London', l('11-12 09:00'))),
  newYork(
    'reply to the Shopify support email by end of the month',
    task('reply to the Shopify support email', n('11-30')),
    task('reply to the Shopify support email', n('11-30 17:00')),
  ),
  london('need to get the boiler certificate sorted 3 mondays from now', task('get the boiler certificate sorted', l('11-30'))),
  newYork('remind me at 2:30 to prep the 1:1 with Priya', task('prep the 1:1 with Priya', n('11-11 14:30'))),
  london("ring Dr Patel's office on mon at 9.30", task("ring Dr Patel's office", l('11-16 09:30'))),
  newYork('remind me jan 15 2027 to file the quarterly estimate', task('file the quarterly estimate', n('2027-01-15'))),
  london('2027-01-15 renew the domain names', task('renew the domain names', l('2027-01-15'))),
  newYork('tmrw at 1 call the venue about load-in', task('call the venue about load-in', n('11-12 13:00'))),
  london('this evening at 7 practise the new set list', task('practise the new set list', l('11-11 19:00'))),
  newYork('at 11 am tomorrow sign the lease renewal', task('sign the lease renewal', n('11-12 11:00'))),
  london('hey could you remind me to return the tiles to Topps on the 20th', task('return the tiles to Topps', l('11-20'))),
  newYork(
    "remind me to water the client's ferns in 3 days",
    task("water the client's ferns", n('11-14')),
    task("water the client's ferns", n('11-14 10:00')),
  ),
  london('book mot for the van 1st of dec', task('book mot for the van', l('12-01'))),
  newYork('between 3 and 4 tomorrow call the accountant', task('call the accountant', n('11-12 15:00'))),
  newYork('sunday at 8pm set out the uniforms for the crew', task('set out the uniforms for the crew', n('11-15 20:00'))),
  london(
    "tmrw after lunch fix the chain on mrs o'brien's bike",
    task("fix the chain on mrs o'brien's bike", l('11-12 13:00')),
    task("fix the chain on mrs o'brien's bike", l('11-12 14:00')),
  ),
  newYork('need to reorder vinyl mailers friday', task('reorder vinyl mailers', n('11-13'))),
  london('on the 30th chase unpaid invoices', task('chase unpaid invoices', l('11-30'))),
  newYork(
    'oh also remind me to back up the photos from the shoot tonight at 9',
    task('back up the photos from the shoot', n('11-11 21:00')),
  ),
  london(
    'could u put in a reminder to order more oat milk for the pop up on thursday',
    task('order more oat milk for the pop up', l('11-12')),
  ),
  newYork('get quotes for the new dental chair by 12/1', task('get quotes for the new dental chair', n('12-01'))),
  london(
    'remind me next wednesday 10am to send the ghostwritten chapter to Tom',
    task('send the ghostwritten chapter to Tom', l('11-18 10:00')),
    task('send the ghostwritten chapter to Tom', l('11-25 10:00')),
  ),
  newYork('in 45 minutes remind me to join the investor call', task('join the investor call', inMinutes(45))),
  london('important: pay the staff wages friday', task('pay the staff wages', l('11-13'), { important: true })),
  newYork(
    'sat 11am pick up the rented tux for the Hartley wedding',
    task('pick up the rented tux for the Hartley wedding', n('11-14 11:00')),
  ),
  london('remind me at 4 to put the second batch of croissants in', task('put the second batch of croissants in', l('11-11 16:00'))),
  newYork('in an hour remind me to text the tiler back', task('text the tiler back', inMinutes(60))),
  london(
    'lol that meeting was wild. oh and can you remind me to send Kate the moodboard at 5',
    task('send Kate the moodboard', l('11-11 17:00')),
  ),
  newYork('btw can u remind me to renew the domain tomorrow at noon', task('renew the domain', n('11-12 12:00'))),
  london('hey hope ur well! could you set a reminder to book the piano tuner for monday', task('book the piano tuner', l('11-16')), [
    talk('greeting'),
    task('book the piano tuner', l('11-16')),
  ]),
  newYork('ok so random but remind me to order more dental bibs friday 9am', task('order more dental bibs', n('11-13 09:00'))),
  london(
    'also while I remember, chase the council about the parking permit tomorrow',
    task('chase the council about the parking permit', l('11-12')),
  ),
  newYork('quick one, remind me at 3:45 to pick up Ella from practice', task('pick up Ella from practice', n('11-11 15:45'))),
  london(
    "sorry to bother u but can you remind me to re-grout the Morgans' shower on the 2nd",
    task("re-grout the Morgans' shower", l('12-02')),
  ),
  newYork('oh!! remind me to post the Depop parcels before 5', task('post the Depop parcels', n('11-11 17:00'))),
  london(
    'and one more, text the parents group about the workshop thursday 6pm',
    task('text the parents group about the workshop', l('11-12 18:00')),
  ),
  newYork('anyway can you remind me to call the insurance company tomorrow 9:15', task('call the insurance company', n('11-12 09:15'))),
];

export const TWENTYFIRST_RECURRING: HeldOutItem[] = [
  london(
    'every monday at 9 send the weekly cleaning rota to the team',
    task('send the weekly cleaning rota to the team', l('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork('remind me every day at 6pm to close out the POS', task('close out the POS', n('11-11 18:00'), { repeat: every('day') })),
  london('pay the studio rent on the 1st of every month', task('pay the studio rent', l('12-01'), { repeat: every('month') })),
  newYork('every weekday at 8:30 check the support inbox', task('check the support inbox', n('11-12 08:30'), { repeat: every('weekday') })),
  london('every other friday do payroll for the girls', task('do payroll for the girls', l('11-13'), { repeat: every('week', 2) })),
  newYork(
    "every year on march 3rd renew the band's insurance",
    task("renew the band's insurance", n('2027-03-03'), { repeat: every('year') }),
  ),
  london("each sunday at 6pm plan the week's bakes", task("plan the week's bakes", l('11-15 18:00'), { repeat: every('week') })),
  newYork(
    'on the 15th of each month send invoices to retainers',
    task('send invoices to retainers', n('11-15'), { repeat: every('month') }),
  ),
  london('water the greenhouse every morning at 7', task('water the greenhouse', l('11-12 07:00'), { repeat: every('day') })),
  newYork(
    'every thursday 4pm sync with the design contractor',
    task('sync with the design contractor', n('11-12 16:00'), { repeat: every('week') }),
  ),
  london(
    'every 2 weeks on monday clean the espresso machine properly',
    task('clean the espresso machine properly', l('11-16'), { repeat: every('week', 2) }),
  ),
  newYork('daily at 7am post a new listing on depop', task('post a new listing on depop', n('11-12 07:00'), { repeat: every('day') })),
  london('backup the client files every friday at 5', task('backup the client files', l('11-13 17:00'), { repeat: every('week') })),
  newYork('remind me monthly on the 28th to reconcile the books', task('reconcile the books', n('11-28'), { repeat: every('month') })),
  london(
    'remind me every wednesday at 8pm to load the van for rehearsal',
    task('load the van for rehearsal', l('11-11 20:00'), { repeat: every('week') }),
    task('load the van for rehearsal', l('11-18 20:00'), { repeat: every('week') }),
  ),
  newYork(
    'every weekday at 5:30pm send the end of day report',
    task('send the end of day report', n('11-11 17:30'), { repeat: every('weekday') }),
  ),
  london('every saturday 9am restock the bike tubes', task('restock the bike tubes', l('11-14 09:00'), { repeat: every('week') })),
  newYork(
    'every morning at 6:45 walk the dog before clients',
    task('walk the dog before clients', n('11-12 06:45'), { repeat: every('day') }),
  ),
  london(
    'remind me on the 1st of every month to send the parenting newsletter',
    task('send the parenting newsletter', l('12-01'), { repeat: every('month') }),
  ),
  newYork('every monday at 10am email the board an update', task('email the board an update', n('11-16 10:00'), { repeat: every('week') })),
  london('every day at noon check the Depop offers', task('check the Depop offers', l('11-12 12:00'), { repeat: every('day') })),
  newYork(
    'every friday at 3 order the pastries for the weekend',
    task('order the pastries for the weekend', n('11-13 15:00'), { repeat: every('week') }),
  ),
];

export const TWENTYFIRST_SNOOZES: HeldOutItem[] = [
  within(reminder('ring the tile supplier', l('11-11 15:00')), london('snooze 1 hr', snoozeFor(60))),
  within(reminder('send the Greens the planting plan', l('11-11 15:00')), london('gimme 30 mins', snoozeFor(30))),
  within(reminder('review the onboarding flow', n('11-11 10:00')), newYork('later, 2 hours', snoozeFor(120))),
  within(
    reminder('call the dental lab', n('11-11 10:00')),
    newYork('push it to tomorrow morning 9', snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(
    reminder('chase the Depop buyer', l('11-11 15:00')),
    london('not now, remind me at 6', snoozeUntil(l('11-11 18:00')), move(ctx, null, '18:00')),
  ),
  within(
    reminder('pay the scaffolder', l('11-11 15:00')),
    london("can't do it till monday", move(ctx, '2026-11-16', null), snoozeUntil(l('11-16 15:00')), snoozeUntil(l('11-16 09:00'))),
  ),
  within(
    reminder('order the napkins', n('11-11 10:00')),
    newYork('snooze till after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminder('call back Mrs Ahmed', l('11-11 15:00')), london('in the middle of a cut, 45 min pls ✂️', snoozeFor(45))),
  within(reminder('approve the new hire', n('11-11 10:00')), newYork('ask me again in 15', snoozeFor(15))),
  within(reminder('renew the van insurance', l('11-09 09:00')), london('snooze 1 day', snoozeFor(1440), snoozeUntil(l('11-12 15:00')))),
  within(reminder('send the pitch deck to Marco', n('11-10 17:00')), newYork('ugh push it 3 hours', snoozeFor(180))),
  within(
    reminder('email the Hendersons', l('11-11 15:00')),
    london('tomorrow', move(ctx, '2026-11-12', null), snoozeUntil(l('11-12 15:00')), snoozeUntil(l('11-12 09:00'))),
  ),
  within(reminder('sign the caterer contract', n('11-11 10:00')), newYork('on a call, 10 min', snoozeFor(10))),
  within(
    reminder('order more grout', l('11-11 15:00')),
    london('leave it till friday', move(ctx, '2026-11-13', null), snoozeUntil(l('11-13 15:00')), snoozeUntil(l('11-13 09:00'))),
  ),
  within(
    reminder('write the Garcia session notes', n('11-11 10:00')),
    newYork('bump this to 4', snoozeUntil(n('11-11 16:00')), move(ctx, null, '16:00')),
  ),
  within(reminder('sweep the yard', l('11-11 15:00')), london('snooze', snoozeFor(60))),
  within(reminder('post the jacket to Leeds', n('11-11 10:00')), newYork('SNOOZE 1H', snoozeFor(60))),
  within(reminder('call the council', l('11-11 15:00')), london('half an hour', snoozeFor(30))),
  within(
    reminder('reply to the band agent', n('11-11 10:00')),
    newYork('remind me about this at 5:30', snoozeUntil(n('11-11 17:30')), move(ctx, null, '17:30')),
  ),
  within(
    reminder('collect the keys from Mrs Ellis', l('11-11 15:00')),
    london('driving, later pls, try me at 7ish', snoozeUntil(l('11-11 19:00')), move(ctx, null, '19:00')),
  ),
  within(
    reminder('call the bank about the loan', n('11-11 10:00')),
    newYork('not today. thursday at 10', snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(
    talkedOf('call Bev about the hedges', l('11-11 16:00')),
    london('actually push that back an hour', snoozeFor(60), move(ctx, null, '17:00')),
  ),
  within(talkedOf('review the PR from Dev', n('11-11 11:00')), newYork('snooze it 90 mins', snoozeFor(90))),
  within(
    reminder('draft chapter 4', l('11-11 15:00')),
    london('give me till end of day', snoozeUntil(l('11-11 17:00')), snoozeUntil(l('11-11 18:00'))),
  ),
  within(
    reminder('book the rehearsal room', n('11-11 10:00')),
    newYork('next week', move(ctx, '2026-11-16', null), snoozeUntil(n('11-16 10:00')), snoozeUntil(n('11-16 09:00'))),
  ),
  within(reminder('ring the wholesaler', l('11-11 15:00')), london('could you nudge me again in 20 minutes', snoozeFor(20))),
  within(
    reminder('sort the payroll', n('11-11 10:00')),
    newYork('hold that thought till 3pm', snoozeUntil(n('11-11 15:00')), move(ctx, null, '15:00')),
  ),
  within(
    reminder('text the bride', l('11-11 15:00')),
    london('snooze until 8 am', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminder('call the landlord', n('11-09 12:00')), newYork('snooze 2h', snoozeFor(120))),
  within(reminder('price the new stock', l('11-11 15:00')), london('too busy rn, an hour and a half', snoozeFor(90))),
  within(reminder('call Sam', n('11-11 10:00')), newYork('remind me in 5', snoozeFor(5))),
  within(reminder('order the seed mix', l('11-10 12:00')), london('⏰ 1h', snoozeFor(60))),
  within(reminder('call the venue', n('11-11 10:00')), newYork('in a meeting, 40 mins?', snoozeFor(40))),
  within(
    reminder('invoice mrs Kaur', l('11-11 15:00')),
    london('after the school run, say 4:30', snoozeUntil(l('11-11 16:30')), move(ctx, null, '16:30')),
  ),
  within(
    reminder('update the investor CRM', n('11-06 09:00')),
    newYork('push to monday 9am', snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(
    reminder('order the flowers for Saturday', l('11-11 15:00')),
    london('remind me tomorrow at 10 instead', snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminder('send the parents the session recap', n('11-11 10:00')), newYork('1 hour pls', snoozeFor(60))),
];

export const TWENTYFIRST_CORRECTIONS: HeldOutItem[] = [
  within(talkedOf('ring the tile supplier', l('11-12 15:00')), london('oops I meant 4', move(ctx, null, '16:00'))),
  within(talkedOf('call the venue', n('11-12 13:00')), newYork('no wait, make that 2:30', move(ctx, null, '14:30'))),
  within(
    talkedOf('send the Greens their plans', l('11-12 09:00')),
    london("scratch that, thursday's no good, friday", move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('pay the sound engineer', n('12-04')), newYork('sorry meant the 5th', move(ctx, '2026-12-05', null))),
  within(talkedOf('collect the cake stand', l('11-19')), london('actually the 20th not the 19th', move(ctx, '2026-11-20', null))),
  within(talkedOf('sign the lease', n('11-12 10:00')), newYork("wrong time, it's 11 not 10", move(ctx, null, '11:00'))),
  within(talkedOf('fix the puncture for Dave', l('11-12 14:00')), london('make it half 3 instead', move(ctx, null, '15:30'))),
  within(talkedOf('send the invoice', n('11-11 15:00')), newYork('typo, 5pm', move(ctx, null, '17:00'))),
  london('move the florist call to monday 11am', move(words('florist'), '2026-11-16', '11:00')),
  newYork('shift the Priya 1:1 to friday at 2', move(words('Priya'), '2026-11-13', '14:00')),
  london('can we do the boiler thing tuesday instead', move(words('boiler'), '2026-11-17', null)),
  newYork('push the lab call to tmrw', move(words('lab'), '2026-11-12', null)),
  within(talkedOf('book the van', l('12-03')), london('no hang on, the 3rd is a thursday, make it the 4th', move(ctx, '2026-12-04', null))),
  within(talkedOf('call the accountant', n('11-12 15:00')), newYork('I meant morning, 9am', move(ctx, null, '09:00'))),
  within(talkedOf('open up for the flour delivery', l('11-12 10:00')), london('earlier pls, 8 not 10', move(ctx, null, '08:00'))),
  within(talkedOf('reply to Shopify support', n('11-30')), newYork('change it to the 1st', move(ctx, '2026-12-01', null))),
  within(talkedOf('practise the set', l('11-11 18:00')), london('nah do it at 7 instead', move(ctx, null, '19:00'))),
  within(talkedOf('take the kids to the dentist', n('11-19 15:00')), newYork("oh wait it's at quarter past 3", move(ctx, null, '15:15'))),
  within(talkedOf("plan the week's bakes", l('11-15 18:00')), london('correction: saturday not sunday', move(ctx, '2026-11-14', null))),
  within(talkedOf('order gloves', n('11-13 09:00')), newYork('make that thursday at noon', move(ctx, '2026-11-12', '12:00'))),
  within(talkedOf('meet the bride', l('11-14 10:15')), london('sorry 10:45 not 10:15', move(ctx, null, '10:45'))),
  newYork('reschedule the investor follow up to dec 2', move(words('investor'), '2026-12-02', null)),
  london('the chimney sweep one should be the 24th', move(words('chimney sweep'), '2026-11-24', null)),
  within(talkedOf('back up the photos', n('11-11 18:00')), newYork('Scratch that, make it 6:15pm', move(ctx, null, '18:15'))),
  within(talkedOf('pick up the prints', l('11-13 14:00')), london("it's 16:00 not 14:00", move(ctx, null, '16:00'))),
  within(talkedOf('renew the domain', n('11-13')), newYork('nope, the 12th', move(ctx, '2026-11-12', null), move(ctx, '2026-12-12', null))),
];

export const TWENTYFIRST_RENAMES: HeldOutItem[] = [
  within(talkedOf('ring the tile supplier', null), london('rename it to ring Topps Tiles', rename(ctx, 'ring Topps Tiles'))),
  within(
    talkedOf('call the venue', null),
    newYork('change the name to call Mesa Sound about the PA', rename(ctx, 'call Mesa Sound about the PA')),
  ),
  within(talkedOf('order flour', null), london("call it 'order flour and yeast' instead", rename(ctx, 'order flour and yeast'))),
  newYork(
    'rename the dental chair task to get 3 quotes for the dental chair',
    rename(words('dental chair'), 'get 3 quotes for the dental chair'),
  ),
  london(
    "change 'chase Depop buyer' to 'chase Depop buyer for the leather jacket'",
    rename(words('chase Depop buyer'), 'chase Depop buyer for the leather jacket'),
  ),
  within(talkedOf('prep board deck', null), newYork('retitle that one: prep board deck v2', rename(ctx, 'prep board deck v2'))),
  within(
    talkedOf('invoice the Hendricks', null),
    london('oops, should say invoice the Hendersons not Hendricks', rename(ctx, 'invoice the Hendersons')),
  ),
  newYork("can you rename 'gym' to 'gym with Leo'", rename(words('gym'), 'gym with Leo')),
  within(
    talkedOf('quote for garden', null),
    london("make the title 'quote for the Ashworth garden' pls", rename(ctx, 'quote for the Ashworth garden')),
  ),
  within(
    shown('call the venue', 'pay the band', 'send the setlist'),
    newYork('rename number 2 to pay the drummer', rename(num(2), 'pay the drummer')),
  ),
  within(
    talkedOf('confirm the Smith wedding set list', null),
    london('rename it confirm the Smyth wedding set list, wrong family', rename(ctx, 'confirm the Smyth wedding set list')),
  ),
  within(
    talkedOf('follow up with Jess', null),
    newYork("change the wording to 'follow up with Jess re contract'", rename(ctx, 'follow up with Jess re contract')),
  ),
  london("rename the hair dye one to order L'Oreal 6.0 dye", rename(words('hair dye'), "order L'Oreal 6.0 dye")),
  newYork('the laundry task should be called drop the linens at the cleaners', rename(words('laundry'), 'drop the linens at the cleaners')),
  within(
    talkedOf('book skip', null),
    london('relabel it as book the skip for the Jones job', rename(ctx, 'book the skip for the Jones job')),
  ),
  within(
    shown('order the cake', 'book the photographer', 'email the florist'),
    newYork('rename item 3 to email the caterer', rename(num(3), 'email the caterer')),
  ),
  within(talkedOf('MOT for van', null), london("call that task 'MOT and service for the van'", rename(ctx, 'MOT and service for the van'))),
  within(talkedOf('renew NDA', null), newYork('actually name it renew the contractor NDA', rename(ctx, 'renew the contractor NDA'))),
  london('change the pilates reminder to say pilates with Ana', rename(words('pilates'), 'pilates with Ana')),
  within(
    talkedOf('ship the jacket', null),
    newYork("rename: 'ship the jacket to the buyer in Ohio'", rename(ctx, 'ship the jacket to the buyer in Ohio')),
  ),
  london('can the seed order one be renamed to order wildflower seed mix', rename(words('seed order'), 'order wildflower seed mix')),
  within(
    talkedOf('call Grandma', null),
    newYork('change it to read: call Grandma re thanksgiving', rename(ctx, 'call Grandma re thanksgiving')),
  ),
];

export const TWENTYFIRST_REMOVALS: HeldOutItem[] = [
  within(talkedOf('ring the tile supplier', l('11-12 09:30')), london('delete that', remove(ctx))),
  newYork('cancel the venue call, they rang me', remove(words('venue')), done(words('venue'))),
  london('get rid of the dye reminder', remove(words('dye'))),
  within(shown('call the venue', 'pay the band', 'send the setlist'), newYork('remove number 2', remove(num(2)))),
  london("bin the oat milk one, we've got loads", remove(words('oat milk'))),
  newYork('scratch the investor follow up completely', remove(words('investor'))),
  london("forget about the boiler certificate, landlord's doing it", remove(words('boiler'))),
  newYork('delete the gym task', remove(words('gym'))),
  within(
    talkedOf('book the skip for the Jones job', l('11-13')),
    london('no longer need the skip booked, take it off', remove(ctx), remove(words('skip'))),
  ),
  within(shown('order the cake', 'book the photographer', 'email the florist'), newYork('nix #3', remove(num(3)))),
  london('the Smyth wedding got cancelled, remove the set list task', remove(words('set list'))),
  newYork('drop the podcast prep from my list', remove(words('podcast'))),
  london('kill the reminder about the van', remove(words('van'))),
  within(talkedOf('check the support inbox', n('11-12 08:30')), newYork('remove it', remove(ctx))),
  london('can u delete the Pilates thing', remove(words('Pilates'))),
  newYork("take 'call Grandma' off", remove(words('call Grandma'))),
  within(shown('sweep the yard', 'order more bleach', 'pay Kev'), london('erase the second one', remove(num(2)))),
  newYork("please cancel the reminder to water the ferns, client's back", remove(words('ferns'))),
  within(talkedOf('open early for the school run', l('11-12 08:00')), london("that one's not happening, delete", remove(ctx))),
  newYork('remove the linens task', remove(words('linens'))),
  london('wipe the chimney sweep reminder', remove(words('chimney sweep'))),
  within(talkedOf('relist the cords', null), newYork('get that off my list', remove(ctx))),
];

export const TWENTYFIRST_COMPLETIONS: HeldOutItem[] = [
  within(reminder('pay the scaffolder', l('11-11 15:00')), london('paid the scaffolder', done(ctx), done(words('scaffolder')))),
  within(reminder('call the dental lab', n('11-11 10:00')), newYork('done ✅', done(ctx))),
  within(reminder('sweep the yard', l('11-11 15:00')), london('✅', done(ctx))),
  within(
    talkedOf('send the sprint notes to the team', n('11-11 09:00')),
    newYork('sent the sprint notes', done(ctx), done(words('sprint notes'))),
  ),
  london("finished the Greens' plans finally", done(words('Greens'))),
  within(reminder('approve the new hire', n('11-11 10:00')), newYork('yep did it', done(ctx))),
  within(reminder('call the council', l('11-11 15:00')), london('all sorted 👍', done(ctx))),
  within(shown('ship the jackets', 'relist the cords', 'reply about the denim'), newYork('done 2', done(num(2)))),
  london('ticked off the VAT return 🎉', done(words('VAT return'))),
  newYork('dropped the uniforms off, tick that', done(words('uniforms'))),
  within(
    talkedOf("fix the chain on mrs o'brien's bike", l('11-11 14:00')),
    london("the bike chain's fixed", done(ctx), done(words('chain'))),
  ),
  newYork('mark the lease renewal as done', done(words('lease renewal'))),
  within(
    reminder('collect the van from the garage', l('11-11 15:00')),
    london('got the van back from the garage', done(ctx), done(words('van'))),
  ),
  within(reminder('post the jacket to Leeds', n('11-11 10:00')), newYork('DONE', done(ctx))),
  within(shown('order flour', 'fix the till', 'pay Kev'), london('did 1 and 3', [done(num(1)), done(num(3))])),
  within(talkedOf('send invoice to Acme', n('11-11 09:00')), newYork('invoice sent to Acme', done(ctx), done(words('invoice')))),
  london('booked the MOT', done(words('MOT'))),
  within(reminder('reply to the band agent', n('11-11 10:00')), newYork('handled', done(ctx))),
  within(reminder('text the bride', l('11-11 15:00')), london('yes done that this morning', done(ctx))),
  newYork('all done with the pastries order', done(words('pastries'))),
  within(reminder('price the new stock', l('11-11 15:00')), london('tick', done(ctx))),
  newYork('finally emailed the board', done(words('board'))),
  within(
    talkedOf('order wildflower seed mix', l('11-10 12:00')),
    london("ordered the seed mix yesterday so that's done", done(ctx), done(words('seed mix'))),
  ),
  newYork('✔️ the Depop listing', done(words('Depop listing'))),
  within(talkedOf('send the cleaning rota', l('11-11 12:00')), london('sorted the rota, cross it off', done(ctx), done(words('rota')))),
  within(shown('call Sam', 'order the team lunch', 'pay the contractors', 'call the bank'), newYork('completed #4', done(num(4)))),
  within(talkedOf('pay the window cleaner', l('11-11 12:00')), london('paid the window cleaner', done(ctx), done(words('window cleaner')))),
  newYork("replied to the bride's mum ✅", done(words("bride's mum"))),
  within(reminder('restock the bike tubes', l('11-11 15:00')), london('yeah just did', done(ctx))),
  within(reminder('ship the jacket to Ohio', n('11-11 10:00')), newYork('shipped 📦', done(ctx), done(words('jacket')))),
  within(reminder('ring Dad', l('11-11 15:00')), london('rang him, all good', done(ctx))),
  within(reminder('reconcile the books', n('11-11 10:00')), newYork('finished ✔', done(ctx))),
  within(reminder('text Jo about the hen do', l('11-11 15:00')), london('yh sent', done(ctx))),
];

const choose = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
const hairDilemma = ['hire a part-time stylist', 'keep doing it solo'];
const unitDilemma = ['rent the unit on Mill Lane', 'stay in the garage'];

export const TWENTYFIRST_ANSWERS: HeldOutItem[] = [
  within(choose('call the venue', 'call the accountant'), newYork('the second one', answer(2))),
  within(choose('pay the scaffolder', 'pay the tiler'), london('2', answer(2))),
  within(choose('email Dana', 'email the landlord'), newYork('first', answer(1))),
  within(choose('pay the scaffolder', 'pay the tiler'), london('the tiler one', answer(2))),
  within(choose('call the venue', 'call the accountant'), newYork('accountant', answer(2))),
  within(choose('order flour', 'order flowers'), london('number 1 pls', answer(1))),
  within(
    { pending: { about: 'dilemma_options', question: 'should I take on the Kensington job' } },
    london('either take it and hire a temp, or turn it down', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'move the practice online?', options: ['online', 'stay in the office'] } },
    newYork('cash flow mostly, and not burning out', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'help at the salon', options: hairDilemma } },
    london('going with the first', answer(1)),
  ),
  within({ pending: { about: 'dilemma_choice', question: 'help at the salon', options: hairDilemma } }, newYork('option 2', answer(2))),
  within(
    { pending: { about: 'dilemma_choice', question: 'help at the salon', options: hairDilemma } },
    london('not yet, need to sleep on it', answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'finish the chapter for Tom' } },
    london('waiting on his notes from the interview', answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'fix the CI pipeline' } },
    newYork("honestly I don't know where to start with it", answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'switched to the cheaper flour supplier' } },
    london("worked out fine tbh, quality's the same", answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'hired the part-time drummer' } },
    newYork("mixed, he's great but often late", answer(null)),
  ),
  within({ pending: { about: 'keep', text: 'busy days feel better when I walk first' } }, london('KEEP', answer(null), note)),
  within(
    { pending: { about: 'keep', text: 'saying no to rush jobs gave me my evenings back' } },
    newYork('yes keep it', answer(null), note),
  ),
  within({ pending: { about: 'keep', text: 'the Friday pop-up is not worth the stress' } }, london("nah don't bother", answer(null))),
  within(
    { pending: { about: 'other', question: 'Which day suits for the tasting?', options: ['Thursday', 'Friday'] } },
    newYork('friday works', answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Shall I add it for tomorrow at 10?', options: ['yes', 'no'] } },
    london('yes', answer(1), answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Shall I add it for tomorrow at 10?', options: ['yes', 'no'] } },
    newYork('no', answer(2), answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Friday 13th or Friday 20th?', options: ['Friday 13th', 'Friday 20th'] } },
    london('the 20th', answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Friday 13th or Friday 20th?', options: ['Friday 13th', 'Friday 20th'] } },
    newYork('yep the 13th', answer(1)),
  ),
  within(choose('email Jo', "email Jo's accountant", 'email the printer'), london('the last one', answer(3))),
  within(choose('call Sam', 'call Sam from the bank', 'call Sam re drums'), newYork('3rd', answer(3))),
  within(
    { pending: { about: 'dilemma_choice', question: 'where to work from', options: unitDilemma } },
    london('mill lane, decided', answer(1)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'where to work from', options: unitDilemma } },
    newYork('neither tbh', answer(null)),
  ),
];

export const TWENTYFIRST_RAMBLES: HeldOutItem[] = [
  london('ok so um. call the skip hire tomorrow at 9, pick up grout from Topps on friday, and yeah invoice mrs Kaur', [
    task('call the skip hire', l('11-12 09:00')),
    task('pick up grout from Topps', l('11-13')),
    task('invoice mrs Kaur'),
  ]),
  newYork('right so like three things, email the caterer today by 3, order the lighting gels and um book the rehearsal room for monday', [
    task('email the caterer', n('11-11 15:00')),
    task('order the lighting gels'),
    task('book the rehearsal room', n('11-16')),
  ]),
  london(
    "so basically I've got a mad week, erm, I need to drop the proofs to Lucy thursday, then ring the printers, and renew my photography insurance before the 30th",
    [task('drop the proofs to Lucy', l('11-12')), task('ring the printers'), task('renew my photography insurance', l('11-30'))],
  ),
  newYork('btw need to buy printer ink and also text Marcus the wifi password lol', [
    task('buy printer ink'),
    task('text Marcus the wifi password'),
  ]),
  london(
    'Morning! buy milk for the salon, sweep out the back, and call the council about the bins at 11 tomorrow',
    [task('buy milk for the salon'), task('sweep out the back'), task('call the council about the bins', l('11-12 11:00'))],
    [
      talk('greeting'),
      task('buy milk for the salon'),
      task('sweep out the back'),
      task('call the council about the bins', l('11-12 11:00')),
    ],
  ),
  newYork('so yeah um tomorrow at 10 meet the new cleaner at the Park Ave job and then at 2 call her references', [
    task('meet the new cleaner at the Park Ave job', n('11-12 10:00')),
    task('call her references', n('11-12 14:00')),
  ]),
  london('need to: 1) order sourdough flour 2) fix the till 3) pay Kev', [
    task('order sourdough flour'),
    task('fix the till'),
    task('pay Kev'),
  ]),
  newYork('basically uh I gotta send the proposal to Dana by friday and also remind me to call mom tonight at 8', [
    task('send the proposal to Dana', n('11-13')),
    task('call mom', n('11-11 20:00')),
  ]),
  london('so erm yeah tomorrow morning at 8 open early for the school run crowd, and friday at 4 deep clean the coffee machine', [
    task('open early for the school run crowd', l('11-12 08:00')),
    task('deep clean the coffee machine', l('11-13 16:00')),
  ]),
  newYork('couple things for monday: order new tubes at 9 and at 11 call the Trek rep', [
    task('order new tubes', n('11-16 09:00')),
    task('call the Trek rep', n('11-16 11:00')),
  ]),
  london('right. email the Patels their fence quote tomorrow and order more bark chippings, oh and ring Dad at 6', [
    task('email the Patels their fence quote', l('11-12')),
    task('order more bark chippings'),
    task('ring Dad', l('11-11 18:00')),
  ]),
  newYork('lol ok so. ship the two jackets tomorrow, relist the cords, reply to the guy asking about the denim', [
    task('ship the two jackets', n('11-12')),
    task('relist the cords'),
    task('reply to the guy asking about the denim'),
  ]),
  london('sorry voice note cut off, anyway, pay the tiler on friday and book the van for the 3rd', [
    task('pay the tiler', l('11-13')),
    task('book the van', l('12-03')),
  ]),
  newYork('ok so um like I need to write up session notes for the Garcias today and then send the invoice thursday', [
    task('write up session notes for the Garcias', n('11-11')),
    task('send the invoice', n('11-12')),
  ]),
  london("so I was thinking, yeah, tomorrow I'll draft chapter 4 at 9, then at 2 I've got to call the publisher", [
    task('draft chapter 4', l('11-12 09:00')),
    task('call the publisher', l('11-12 14:00')),
  ]),
  newYork('also also, restock napkins and call the health inspector back at 3', [
    task('restock napkins'),
    task('call the health inspector back', n('11-11 15:00')),
  ]),
  london(
    'hiya, can you add buy bleach for the Ellis house and collect keys from mrs Ellis on thursday at 10 ta',
    [task('buy bleach for the Ellis house'), task('collect keys from mrs Ellis', l('11-12 10:00'))],
    [talk('greeting'), task('buy bleach for the Ellis house'), task('collect keys from mrs Ellis', l('11-12 10:00'))],
  ),
  newYork('ok, errands: buy new strings for Mike by saturday, get the van serviced on monday, confirm the Hartley gig', [
    task('buy new strings for Mike', n('11-14')),
    task('get the van serviced', n('11-16')),
    task('confirm the Hartley gig'),
  ]),
  london("I need to um email the practice's patients about the new hours and then print the rota for december", [
    task("email the practice's patients about the new hours"),
    task('print the rota for december'),
  ]),
  newYork(
    'uh remind me to call Sam at 4 and then like order the team lunch for friday',
    [task('call Sam', n('11-11 16:00')), task('order the team lunch', n('11-13'))],
    [task('call Sam', n('11-11 16:00')), task('order the team lunch for friday')],
  ),
  london('two things, hoover the van, and text the bride about the first dance song by sunday', [
    task('hoover the van'),
    task('text the bride about the first dance song', l('11-15')),
  ]),
  newYork('right so yeah, tmrw 9am pay the contractors, then 11 call the bank about the loan', [
    task('pay the contractors', n('11-12 09:00')),
    task('call the bank about the loan', n('11-12 11:00')),
  ]),
];

export const HELD_OUT_TWENTYFIRST_KINDS: Record<string, HeldOutItem[]> = {
  asks: TWENTYFIRST_ASKS,
  recurring: TWENTYFIRST_RECURRING,
  snoozes: TWENTYFIRST_SNOOZES,
  corrections: TWENTYFIRST_CORRECTIONS,
  renames: TWENTYFIRST_RENAMES,
  removals: TWENTYFIRST_REMOVALS,
  completions: TWENTYFIRST_COMPLETIONS,
  answers: TWENTYFIRST_ANSWERS,
  rambles: TWENTYFIRST_RAMBLES,
  greetings: TWENTYFIRST_GREETINGS,
  feelings: TWENTYFIRST_FEELINGS,
  questions: TWENTYFIRST_QUESTIONS,
  facts: TWENTYFIRST_FACTS,
  decisions: TWENTYFIRST_DECISIONS,
  dilemmas: TWENTYFIRST_DILEMMAS,
  recalls: TWENTYFIRST_RECALLS,
  prioritise: TWENTYFIRST_PRIORITISE,
  agenda: TWENTYFIRST_AGENDA,
  freeTime: TWENTYFIRST_FREE_TIME,
  unclear: TWENTYFIRST_UNCLEAR,
  bare: TWENTYFIRST_BARE,
};

export const HELD_OUT_TWENTYFIRST: HeldOutItem[] = Object.values(HELD_OUT_TWENTYFIRST_KINDS).flat();
