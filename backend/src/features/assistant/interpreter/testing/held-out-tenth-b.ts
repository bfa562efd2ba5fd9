import type { Intent } from '../intent';
import {
  type HeldOutItem,
  HELD_OUT_NOW,
  NO_CHANGE,
  decision,
  dilemma,
  every,
  free,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  recall,
  task,
  talk,
  unclear,
} from './held-out-kit';

/**
 * The second half of the tenth held-out set: statements that ask for nothing (many with a date in
 * them), decisions, dilemmas, look-ups, plans, recurring asks, rambles, hedges and bare words.
 */

/** A question back, which is as right as an unclear reading for words with nothing to act on. */
const askBack: Intent = { kind: 'ask', text: '', options: [] };

type Wall = (text: string) => string;

/** The day after a November or December 2026 date ("11-30" gives "12-01"). */
function dayAfter(date: string): string {
  const [month, day] = date.split('-').map(Number);
  const next = new Date(Date.UTC(2026, month - 1, day + 1));
  return `${String(next.getUTCMonth() + 1).padStart(2, '0')}-${String(next.getUTCDate()).padStart(2, '0')}`;
}

/** The windows a person would accept for a span of a day: every start with every end. */
function windows(wall: Wall, starts: string[], ends: string[]): Intent[] {
  return starts.flatMap((start) => ends.map((end) => free(start === 'now' ? HELD_OUT_NOW.toISOString() : wall(start), wall(end))));
}
const wholeDay = (wall: Wall, date: string): Intent[] => [
  free(wall(`${date} 00:00`), wall(`${dayAfter(date)} 00:00`)),
  ...windows(wall, [`${date} 08:00`, `${date} 09:00`], [`${date} 17:00`, `${date} 18:00`]),
];
const morning = (wall: Wall, date: string): Intent[] =>
  windows(wall, [`${date} 00:00`, `${date} 06:00`, `${date} 08:00`, `${date} 09:00`], [`${date} 12:00`]);
const afternoon = (wall: Wall, date: string, fromNow = false): Intent[] =>
  windows(wall, [...(fromNow ? ['now'] : []), `${date} 12:00`, `${date} 13:00`], [`${date} 17:00`, `${date} 18:00`]);
const evening = (wall: Wall, date: string): Intent[] =>
  windows(wall, [`${date} 17:00`, `${date} 18:00`], [`${date} 21:00`, `${date} 22:00`, `${date} 23:00`, `${dayAfter(date)} 00:00`]);

export const TENTH_FACTS: HeldOutItem[] = [
  london('the completion on Oak Lane is friday', NO_CHANGE),
  newYork('client moved the shoot to saturday on their end', NO_CHANGE),
  london('Tom is away until the 20th', NO_CHANGE),
  newYork('my sister gets married on dec 12', NO_CHANGE),
  london('the cycle show is at the NEC next weekend', NO_CHANGE),
  newYork('the health inspection was yesterday, passed 🙌', NO_CHANGE),
  london('school breaks up on the 18th of december', NO_CHANGE),
  newYork('Priya is due on the 28th', NO_CHANGE),
  london('the tiles arrived this morning', NO_CHANGE),
  newYork('thanksgiving is at my moms this year', NO_CHANGE),
  london('our anniversary is on the 3rd', NO_CHANGE),
  newYork('the launch went live at 9 this morning', NO_CHANGE),
  london('the market runs every sunday 8 till 1', NO_CHANGE),
  newYork('flying back to london on the 16th', NO_CHANGE),
  london('the vet said the dog needs two weeks rest', NO_CHANGE),
  newYork('the Hendersons paid last tuesday', NO_CHANGE),
  london('the bees are clustered for winter now', NO_CHANGE),
  newYork('my accountant is out till monday', NO_CHANGE),
  london('the buyers solicitor exchanged at 11:40 today', NO_CHANGE),
  newYork('the party on sunday is for a 6 year old called Milo', NO_CHANGE),
  london('mums op is on thursday at 2', NO_CHANGE),
  newYork('I start at the new coworking space on dec 1', NO_CHANGE),
  london('the shop is shut boxing day', NO_CHANGE),
  newYork('the truck failed its inspection on monday', NO_CHANGE),
  london('the wedding I shot in june just got featured in a mag 🎉', NO_CHANGE),
  newYork('rent went up 8% this month', NO_CHANGE),
  london('Jess picked her bike up at 4 yesterday', NO_CHANGE),
  newYork('the conference is 3-5 december in austin', NO_CHANGE),
  london('my niece turns 5 on saturday', NO_CHANGE),
  newYork('the clocks went back ages ago and im still confused', NO_CHANGE),
  london('the kitchen fitter starts monday, then me on the 23rd', NO_CHANGE),
  newYork('the clients new CMO starts in january', NO_CHANGE),
  london('we had 40 orders over the weekend', NO_CHANGE),
  newYork('Amaras birth went great last night, baby girl 💕', NO_CHANGE),
  london('the vans MOT runs out end of december', NO_CHANGE),
  newYork('the landlord is coming round at 3 tomorrow', NO_CHANGE),
  london('black friday is the 27th this year', NO_CHANGE),
  newYork('my flight lands 6:40am thursday', NO_CHANGE),
  london('had a lovely chat with the Levys at 10', NO_CHANGE),
  newYork('the food festival is the weekend after next', NO_CHANGE),
  london('its my day off tomorrow', NO_CHANGE),
  newYork('the agency pushed the brand shoot to january', NO_CHANGE),
  london('Wyn is collecting the supers on friday', NO_CHANGE),
  newYork('my kid has a half day on the 25th', NO_CHANGE),
  london('the last train home is 23:10 now', NO_CHANGE),
  newYork('I was at the hospital till 4am with a client', NO_CHANGE),
  london('the heating engineer came at 8, all fixed', NO_CHANGE),
  newYork('the podcast episode airs 11/18', NO_CHANGE),
  london('my husband booked the boiler service for the 2nd', NO_CHANGE),
  newYork('the marathon was sunday, the streets were chaos', NO_CHANGE),
  london('the salon I rent a chair at closes for refurb on 1/12', NO_CHANGE),
  newYork('my mentor retires next spring', NO_CHANGE),

  london('the Pattersons move in on the 4th of december', NO_CHANGE),
  newYork('my brother lands from Lagos saturday night', NO_CHANGE),
  london('the farm shop takes christmas orders from the 1st', NO_CHANGE),
  newYork('inspection went fine at 8:30 this morning', NO_CHANGE),
  london('i finished the Dale bathroom at 6 last night', NO_CHANGE),
  newYork('the agency pays net 60, so january', NO_CHANGE),
  london('bonfire night was a washout for the stall', NO_CHANGE),
  newYork('my rates went up on nov 1', NO_CHANGE),
  london('the kids are at their dads this weekend', NO_CHANGE),
  newYork('the expo opens tuesday at 10', NO_CHANGE),
  london('the spare chair at the salon is free from the 15th', NO_CHANGE),
  newYork('Jess from the agency is on leave till the 23rd', NO_CHANGE),
  london('exchanged on Oak Lane at 12:15, completion next friday', NO_CHANGE),
  newYork('today is 2 years since I bought the truck 🎉', NO_CHANGE),
  london('the honey show is on the 28th at the town hall', NO_CHANGE),
  newYork('the baby came early, 3am on monday', NO_CHANGE),
  london('the supplier closes for christmas on the 19th', NO_CHANGE),
  newYork('my passport expires in march', NO_CHANGE),
  london('its been chucking it down since 6 this morning', NO_CHANGE),
  newYork('the client signed off the copy at 9:15', NO_CHANGE),
  london('the bike shop across the road opens saturday', NO_CHANGE),
  newYork('my lease is up on 1/31', NO_CHANGE),
  london('the Levys are on holiday until the 1st', NO_CHANGE),
  newYork('I was up at 5 for the sunrise shoot', NO_CHANGE),
  london('the last jar of heather honey went on friday', NO_CHANGE),
  newYork('the parents moved tomorrows party to 2pm', NO_CHANGE),
  london('half term ended last week thank god', NO_CHANGE),
  newYork('my dad turns 70 on thanksgiving', NO_CHANGE),
  london('the van was in the garage all of monday', NO_CHANGE),
  newYork('the new ring light arrives thursday apparently', NO_CHANGE),

  london('the Shahs are back from dubai on the 22nd', NO_CHANGE),
  newYork('we did 212 covers on saturday, a record', NO_CHANGE),
  london('the scaffolders are up at number 9 till friday', NO_CHANGE),
  newYork('the bride wants the teaser by the weekend, she said so at 8', NO_CHANGE),
  london('my mum comes to stay from the 17th to the 24th', NO_CHANGE),
  newYork('the FAA came back about the waiver on monday, approved', NO_CHANGE),
  london('the christmas lights switch on is thursday 26th', NO_CHANGE),
  newYork('we close at 3 on christmas eve', NO_CHANGE),
  london('the jacket I listed at 9 sold by 10', NO_CHANGE),
  newYork('the agency offsite is jan 14-16', NO_CHANGE),
  london('my daughters nativity is on the 10th of december', NO_CHANGE),
  newYork('Amara is 38 weeks as of today', NO_CHANGE),
  london('Lou said she would pop in about 11 tomorrow', NO_CHANGE),
  newYork('the last ferry back was at 7:45', NO_CHANGE),
  london('the allotment society meets first tuesday of the month', NO_CHANGE),
  newYork('pay day for my clients is the 25th usually', NO_CHANGE),
  london('yesterday was the busiest day since july', NO_CHANGE),
  newYork('the Hernandez launch is monday the 16th', NO_CHANGE),
  london('the tile merchant is shut on sundays', NO_CHANGE),
  newYork('my friend is opening a truck next to mine on dec 5', NO_CHANGE),
  london('the buyers survey came back clean on tuesday', NO_CHANGE),
  newYork('the streets are closed for the parade on thanksgiving morning', NO_CHANGE),
  london('had three cancellations for tomorrow already', NO_CHANGE),
  newYork('my flight to heathrow is the 8pm on sunday', NO_CHANGE),
  london('the bees had their oxalic treatment on the 2nd', NO_CHANGE),
  newYork('the new lens came at 7am, before I was even up', NO_CHANGE),
  london('the school run is on me all next week', NO_CHANGE),
  newYork('the clients year end is 12/31', NO_CHANGE),
  london('we were fully booked at the party last saturday', NO_CHANGE),
  newYork('the lease on the commissary renews in april', NO_CHANGE),
];

export const TENTH_DECISIONS: HeldOutItem[] = [
  london('decided im not doing weddings next year', decision),
  newYork('going with the bigger generator', decision),
  london('were stopping saturday openings from january', decision),
  newYork('ok final answer: switching to quickbooks', decision),
  london('not renewing the unit lease, moving into the garage', decision),
  newYork('ok I will take the Brooklyn gig', decision),
  london('settled on £45 for a standard cut', decision),
  newYork('chose the DJI over the Autel', decision),
  london('going with the second solicitors quote', decision),
  newYork('no more free consultations, decided', decision),
  london('ive decided to take on an apprentice in the spring', decision),
  newYork('decision made: the truck stays in queens over winter', decision),
  london('sticking with etsy, not moving to shopify', decision),
  newYork('we agreed to raise the doula package to 2400', decision),
  london('done dithering, the honey goes up to £9 a jar', decision),
  newYork('Ive decided to say no to the retainer', decision),
  london('from now on no call outs after 7pm, that is final', decision),
  newYork('picking the cheaper insurance', decision),
  london('right, I am taking december off', decision),
  newYork('going ahead with the pop up at chelsea market', decision),

  london('ok the apiary is going at Sarahs farm', decision),
  newYork('done, moving everything to ebay', decision),
  london('we are closing the shop on mondays from now on', decision),
  newYork('i will keep the Newark client but at the new rate', decision),

  london('no more sunday call outs, decided this morning', decision),
];

export const TENTH_DILEMMAS: HeldOutItem[] = [
  london('should i take on the big commercial job or keep doing bathrooms?', dilemma),
  newYork('cant decide between buying a second drone or renting one', dilemma),
  london('torn between leasing a van and buying outright', dilemma),
  newYork('hire a VA or keep doing the admin myself??', dilemma),
  london('not sure whether to stick to freehold or take leasehold work too', dilemma),
  newYork('stay in NY for christmas or fly back to london, help', dilemma),
  london('should I do the christmas market or is it a waste of a weekend', dilemma),
  newYork('retainer at 3k a month or project by project?', dilemma),
  london('raise prices or lose some clients, which is worse', dilemma),
  newYork('either I close the truck jan-feb or I run it at a loss, thoughts', dilemma),
  london('dilemma: second apiary at the allotment or at Sarahs farm', dilemma),
  newYork('i need help deciding whether to drop my biggest client', dilemma),
  london('online shop or market stalls, cant do both', dilemma),
  newYork('sole prop or LLC? cant make my mind up', dilemma),
  london('should i rent a chair at the salon or stay fully mobile', dilemma),
  newYork('weighing up a brooklyn studio vs working from home', dilemma),
  london('take the Edinburgh contract or stay local?', dilemma),
  newYork('do i keep the vintage stuff on depop or move it all to ebay', dilemma),
  london('help me choose: new website now or after christmas', dilemma),
  newYork('fewer births at a higher fee, or more births at the current rate?', dilemma),

  london('van or e-cargo bike for call outs, cant decide', dilemma),
  newYork('should I go to the expo or stay home and finish the edit', dilemma),
  london('keep the sunday market or have one day off a week?', dilemma),
  newYork('quit the agency work or keep it for the steady cash', dilemma),

  newYork('do I fly home for thanksgiving or save the money', dilemma),
];

export const TENTH_RECALLS: HeldOutItem[] = [
  london('what did i decide about the apprentice?', recall('apprentice')),
  newYork('remind me what I decided on the generator', recall('generator')),
  london('why did we stop saturday openings again?', recall('saturday openings')),
  newYork('what was my call on the quickbooks thing', recall('quickbooks')),
  london('did i decide anything about the honey price', recall('honey price')),
  newYork('what did I say about free consultations', recall('free consultations')),
  london('look up my decision on the unit lease', recall('unit lease')),
  newYork('what did we settle on for the doula package', recall('doula package')),
  london('when did i decide to go mobile?', recall('mobile')),
  newYork('what was the reasoning behind the DJI choice', recall('DJI')),
  london('refresh my memory on the etsy decision', recall('etsy')),
  newYork('what did I decide re the retainer', recall('retainer')),
  london('did I already decide on the van?', recall('van')),
  newYork('what did i choose for insurance last month', recall('insurance')),
  london('what was the verdict on weddings', recall('weddings')),
  newYork('remind me why I picked the cheaper printer', recall('printer')),
  london('what did I decide about december', recall('december')),
  newYork('have I made a decision about the pop up yet', recall('pop up')),
  london('what did i decide on call out hours', recall('call out')),
  newYork('what were my past decisions about hiring?', recall('hiring')),

  london('what did i decide about the sunday market', recall('sunday market')),
  newYork('what did we decide on the ring light', recall('ring light')),
  london('did i ever decide about the cargo bike', recall('cargo bike')),
  newYork('what was my decision about the Newark client', recall('Newark')),

  london('what was it i decided about the salon chair', recall('salon chair')),
];

export const TENTH_PRIORITIES: HeldOutItem[] = [
  london('what should i focus on today', prioritise('focus'), prioritise('plan_day')),
  newYork('too much on, what can I drop?', prioritise('drop')),
  london('plan my day pls', prioritise('plan_day')),
  newYork('whats most important right now', prioritise('focus')),
  london('help me sort out my day', prioritise('plan_day')),
  newYork('what can wait till next week', prioritise('drop')),
  london('i have 2 hours, what first?', prioritise('focus')),
  newYork('what matters most this afternoon', prioritise('focus')),
  london('organise my day for me', prioritise('plan_day')),
  newYork('which of these can i skip', prioritise('drop')),
  london('where do I even start', prioritise('focus')),
  newYork('give me a plan for today', prioritise('plan_day')),
  london('what do I tackle first', prioritise('focus')),
  newYork('something has to give, what do i ditch', prioritise('drop')),
  london('sort my priorities out for me', prioritise('focus'), prioritise('plan_day')),
  newYork('whats the one thing i should get done today', prioritise('focus')),
  london('map out my afternoon', prioritise('plan_day')),
  newYork('what can i cut this week', prioritise('drop')),
  london('rank my jobs for me', prioritise('focus')),
  newYork('triage my list please', prioritise('focus'), prioritise('drop')),
  london('whats urgent and whats not', prioritise('focus')),

  london('too many jobs on, which can go', prioritise('drop')),
  newYork('plan tomorrow for me', prioritise('plan_day')),
  london('what should i do first, honestly', prioritise('focus')),

  newYork('help me figure out what to drop this week', prioritise('drop')),
];

export const TENTH_AGENDA: HeldOutItem[] = [
  london('whats on today', list('today')),
  newYork('what do i have tomorrow', list('tomorrow')),
  london('whats my week look like', list('week')),
  newYork('anything on friday?', list('day', '2026-11-13')),
  london('what have i missed', list('overdue')),
  newYork('whats next', list('next')),
  london('show me saturday', list('day', '2026-11-14')),
  newYork('what is overdue', list('overdue')),
  london('run me through tomorrow', list('tomorrow')),
  newYork('whats on my plate this week', list('week')),
  london('what have i got on monday', list('day', '2026-11-16')),
  newYork('list everything for today', list('today')),
  london('whats coming up', list('next'), list('week')),
  newYork('agenda for the 19th?', list('day', '2026-11-19')),
  london('anything late?', list('overdue')),
  newYork('what am i doing on thursday', list('tomorrow'), list('day', '2026-11-12')),
  london('show me the rest of today', list('today')),
  newYork('whats left this week', list('week')),
  london('diary for tuesday pls', list('day', '2026-11-17')),
  newYork('what jobs are booked for sunday', list('day', '2026-11-15')),
  london('what do i need to do next', list('next')),

  london('whats in the diary for the 26th', list('day', '2026-11-26')),
  newYork('show me my week', list('week')),
  london('anything i forgot to do?', list('overdue')),

  newYork('what have I got tmrw', list('tomorrow')),
];

export const TENTH_FREE_TIME: HeldOutItem[] = [
  london('am i free tomorrow afternoon', ...afternoon(l, '11-12')),
  newYork('any free time friday morning?', ...morning(n, '11-13')),
  london('is saturday clear?', ...wholeDay(l, '11-14')),
  newYork('free this evening?', ...evening(n, '11-11')),
  london('got any space monday?', ...wholeDay(l, '11-16')),
  newYork('when am I free tomorrow', ...wholeDay(n, '11-12')),
  london('do i have a free slot thursday afternoon', ...afternoon(l, '11-12')),
  newYork('am i free between 2 and 4 today', free(n('11-11 14:00'), n('11-11 16:00'))),
  london('free between 9 and 12 on friday?', free(l('11-13 09:00'), l('11-13 12:00'))),
  newYork('is tuesday morning open', ...morning(n, '11-17')),
  london('any gaps sunday', ...wholeDay(l, '11-15')),
  newYork('am I busy on the 20th', ...wholeDay(n, '11-20')),
  london('how much free time have i got this afternoon', ...afternoon(l, '11-11', true)),
  newYork('whats free monday afternoon', ...afternoon(n, '11-16')),
  london('could I squeeze a viewing in tomorrow morning', ...morning(l, '11-12')),
  newYork('is wednesday the 18th free', ...wholeDay(n, '11-18')),
  london('am i around friday evening', ...evening(l, '11-13')),
  newYork('anything between 1 and 3 tomorrow?', free(n('11-12 13:00'), n('11-12 15:00'))),
  london('do i have time on the 24th', ...wholeDay(l, '11-24')),
  newYork('when am i free thursday', ...wholeDay(n, '11-12')),
  london('open slots saturday morning?', ...morning(l, '11-14')),

  london('is monday evening free', ...evening(l, '11-16')),
  newYork('do I have anything on saturday the 21st', ...wholeDay(n, '11-21')),
  london('am i free at all this afternoon', ...afternoon(l, '11-11', true)),

  newYork('am i free friday between 10 and 2', free(n('11-13 10:00'), n('11-13 14:00'))),
];

export const TENTH_RECURRING: HeldOutItem[] = [
  london(
    'every monday 8am remind me to order milk for the bakery',
    task('order milk for the bakery', l('11-16 08:00'), { repeat: every('week') }),
  ),
  newYork(
    'pay the commissary rent on the 1st of every month',
    task('pay the commissary rent', n('12-01 12:00'), { repeat: every('month') }),
  ),
  london('check the hives every sunday', task('check the hives', l('11-15 12:00'), { repeat: every('week') })),
  newYork('every weekday at 7 remind me to prep the truck', task('prep the truck', n('11-12 07:00'), { repeat: every('weekday') })),
  london('water the shop plants every day at 5pm', task('water the shop plants', l('11-11 17:00'), { repeat: every('day') })),
  newYork(
    'invoice retainer clients every month on the 28th',
    task('invoice retainer clients', n('11-28 12:00'), { repeat: every('month') }),
  ),
  london(
    'every other friday do payroll for Kim',
    task('do payroll for Kim', l('11-13 12:00'), { repeat: every('week', 2) }),
    task('do payroll for Kim', l('11-20 12:00'), { repeat: every('week', 2) }),
  ),
  newYork('back up the drone footage every friday at 6pm', task('back up the drone footage', n('11-13 18:00'), { repeat: every('week') })),
  london(
    'every morning at 7 check the overnight bookings',
    task('check the overnight bookings', l('11-12 07:00'), { repeat: every('day') }),
  ),
  newYork('daily 9am standup with the agency', task('standup with the agency', n('11-12 09:00'), { repeat: every('day') })),
  london('renew the domain every year on 3rd march', task('renew the domain', l('2027-03-03 12:00'), { repeat: every('year') })),
  newYork('weekly on tuesdays send the newsletter', task('send the newsletter', n('11-17 12:00'), { repeat: every('week') })),
  london('sharpen the scissors every monday', task('sharpen the scissors', l('11-16 12:00'), { repeat: every('week') })),
  newYork(
    'every wednesday 3pm call with my mentor',
    task('call with my mentor', n('11-11 15:00'), { repeat: every('week') }),
    task('call with my mentor', n('11-18 15:00'), { repeat: every('week') }),
  ),
  london('pay the unit rent on the 15th of each month', task('pay the unit rent', l('11-15 12:00'), { repeat: every('month') })),
  newYork('every saturday 10am post new stock on insta', task('post new stock on insta', n('11-14 10:00'), { repeat: every('week') })),
  newYork('remind me every day at 9pm to log my mileage', task('log my mileage', n('11-11 21:00'), { repeat: every('day') })),
  london(
    'send the honey orders to the courier every thursday 4pm',
    task('send the honey orders to the courier', l('11-12 16:00'), { repeat: every('week') }),
  ),
  newYork('every friday 9pm empty the grease trap', task('empty the grease trap', n('11-13 21:00'), { repeat: every('week') })),
  london(
    'each weekday at half 8 check the court listings',
    task('check the court listings', l('11-12 08:30'), { repeat: every('weekday') }),
  ),
  london(
    'remind me to do the books every thursday evening',
    task('do the books', l('11-12 18:00'), { repeat: every('week') }),
    task('do the books', l('11-12 19:00'), { repeat: every('week') }),
  ),

  newYork(
    'every sunday at 6 plan the week',
    task('plan the week', n('11-15 18:00'), { repeat: every('week') }),
    task('plan the week', n('11-15 06:00'), { repeat: every('week') }),
  ),
  london('top up the feeders every day at 8am', task('top up the feeders', l('11-12 08:00'), { repeat: every('day') })),
  newYork('file the sales tax every month on the 20th', task('file the sales tax', n('11-20 12:00'), { repeat: every('month') })),

  london(
    'every weekday at 9 remind me to check the client inbox',
    task('check the client inbox', l('11-12 09:00'), { repeat: every('weekday') }),
  ),
];

export const TENTH_RAMBLES: HeldOutItem[] = [
  london('right so erm need to buy grout, ring Mrs Dale back at 4, and yeah invoice the Khans', [
    task('buy grout'),
    task('ring Mrs Dale back', l('11-11 16:00')),
    task('invoice the Khans'),
  ]),
  newYork('ok so like three things, charge the drone batteries, email the realtor the edit by friday and uh renew my part 107', [
    task('charge the drone batteries'),
    task('email the realtor the edit', n('11-13 12:00')),
    task('renew my part 107'),
  ]),
  london(
    'voice note sorry driving. pick up the honey jars from the depot tomorrow at 10, then call Sarah about the farm site, oh and post the etsy orders',
    [task('pick up the honey jars from the depot', l('11-12 10:00')), task('call Sarah about the farm site'), task('post the etsy orders')],
  ),
  newYork('so um I gotta restock tortillas, call the propane guy, and lol fix the awning by saturday', [
    task('restock tortillas'),
    task('call the propane guy'),
    task('fix the awning', n('11-14 12:00')),
  ]),
  london('ok listen, order inner tubes, text Lou that her bike is ready and book the van in for its MOT on the 20th', [
    task('order inner tubes'),
    task('text Lou that her bike is ready'),
    task('book the van in for its MOT', l('11-20 12:00')),
  ]),
  newYork('stuff to do: buy helium at 3, confirm Milos party with his mum, pack the magic kit', [
    task('buy helium', n('11-11 15:00')),
    task('confirm Milos party with his mum'),
    task('pack the magic kit'),
  ]),
  london('so yeah basically I need to chase the lender, um, print the TR1 and like sort out my own car insurance before the 30th', [
    task('chase the lender'),
    task('print the TR1'),
    task('sort out my own car insurance', l('11-30 12:00')),
  ]),
  newYork('ugh ok send Priya the birth pool link, buy more tens pads and call the hospital about the tour thursday 11am', [
    task('send Priya the birth pool link'),
    task('buy more tens pads'),
    task('call the hospital about the tour', n('11-12 11:00')),
  ]),
  london('um steam the dresses, photograph the new stock, and get it all listed by friday', [
    task('steam the dresses'),
    task('photograph the new stock'),
    task('get it all listed', l('11-13 12:00')),
  ]),
  newYork('okay so, um, email the CTO re the VPN, book the hotel near paddington, expense the uber', [
    task('email the CTO re the VPN'),
    task('book the hotel near paddington'),
    task('expense the uber'),
  ]),
  newYork('just brain dumping lol: refill the water tank, call the commissary, and post the menu on insta at 11', [
    task('refill the water tank'),
    task('call the commissary'),
    task('post the menu on insta', n('11-11 11:00')),
  ]),
  london('and another thing, buy a new tile cutter blade, and um ring the skip hire before 9 tomorrow', [
    task('buy a new tile cutter blade'),
    task('ring the skip hire', l('11-12 09:00')),
  ]),
  newYork('need to: follow up w the agency, send the invoice for the Hernandez copy, and schedule the blog post for monday 9am', [
    task('follow up w the agency'),
    task('send the invoice for the Hernandez copy'),
    task('schedule the blog post', n('11-16 09:00')),
  ]),
  london('so um renew the food hygiene cert, oh and message Kat about the frames, and get the van washed', [
    task('renew the food hygiene cert'),
    task('message Kat about the frames'),
    task('get the van washed'),
  ]),
  newYork('ok ok. pay the sales tax by the 20th and also buy new fryer oil. and like call mom', [
    task('pay the sales tax', n('11-20 12:00')),
    task('buy new fryer oil'),
    task('call mom'),
  ]),
  london('erm yeah so tomorrow at 9 let the plumber in, then at 12 ring the bank', [
    task('let the plumber in', l('11-12 09:00')),
    task('ring the bank', l('11-12 12:00')),
  ]),
  newYork('voice memo: buy a new ND filter, back up the sd cards tonight at 10, invoice the hotel', [
    task('buy a new ND filter'),
    task('back up the sd cards', n('11-11 22:00')),
    task('invoice the hotel'),
  ]),
  london('right three things then im off. chase the buyers agent, send the fixtures form and book the notary for 2/12', [
    task('chase the buyers agent'),
    task('send the fixtures form'),
    task('book the notary', l('12-02 12:00')),
  ]),
  newYork('ok um so yeah just need to like reorder the 16oz jars and then text Beth about the christmas markets ok thats it lol', [
    task('reorder the 16oz jars'),
    task('text Beth about the christmas markets'),
  ]),
  london(
    'hiya so two jobs, return the hired ladder friday and pay the tile merchant',
    [task('return the hired ladder', l('11-13 12:00')), task('pay the tile merchant')],
    [talk('greeting'), task('return the hired ladder', l('11-13 12:00')), task('pay the tile merchant')],
  ),

  newYork('ok quick one, call the venue about parking and then email Nina the moodboard tomorrow at 9', [
    task('call the venue about parking'),
    task('email Nina the moodboard', n('11-12 09:00')),
  ]),
  london('um so yeah, buy more foils, ring Mrs Okafor about her roots, and like book my own hair in for the 30th', [
    task('buy more foils'),
    task('ring Mrs Okafor about her roots'),
    task('book my own hair in', l('11-30 12:00')),
  ]),
  newYork('brain dump: cancel the adobe trial, pay the drone insurance, print the shot list', [
    task('cancel the adobe trial'),
    task('pay the drone insurance'),
    task('print the shot list'),
  ]),
  london('so right, order the smoker pellets, and um label the candles at 5', [
    task('order the smoker pellets'),
    task('label the candles', l('11-11 17:00')),
  ]),

  newYork('okay sorry long day, um, wash the aprons, pick up limes, and confirm the brewery gig for saturday at 4', [
    task('wash the aprons'),
    task('pick up limes'),
    task('confirm the brewery gig', n('11-14 16:00')),
  ]),
];

export const TENTH_UNCLEAR: HeldOutItem[] = [
  london('maybe do something about the website at some point?', unclear, askBack),
  newYork('might need to call someone about the truck, not sure', unclear, askBack),
  london('should probably sort the thing with Tom', unclear, askBack),
  newYork('the thing on friday, can you...', unclear, askBack),
  london('hmm not sure about tomorrow', unclear, askBack),
  newYork('possibly the 12th or 13th for the shoot, idk', unclear, askBack),
  london('do the usual', unclear, askBack),
  newYork('that thing we talked about', unclear, askBack),
  london('maybe 3? or 4', unclear, askBack),
  newYork('idk move something', unclear, askBack),
  london('can you handle the Patel stuff', unclear, askBack),
  newYork('remind me of the thing', unclear, askBack),
  london('sort it', unclear, askBack),
  newYork('friday?? or monday. whatever works', unclear, askBack),
  london('perhaps ring the bank, or maybe email them, not decided', unclear, askBack),
  newYork('something about invoices', unclear, askBack),
  london('the usual tuesday stuff', unclear, askBack),
  newYork('ahh i forgot the thing', unclear, askBack),
  london('might have to redo the Oak Lane bit next week maybe', unclear, askBack),
  newYork('can u do the needful', unclear, askBack),

  london('maybe something tuesday, not sure what yet', unclear, askBack),
  newYork('could you do that thing for the Hernandez job', unclear, askBack),
  london('perhaps 10, perhaps 11, depends on the traffic', unclear, askBack),
  newYork('might need to reshoot, we will see', unclear, askBack),

  london('the Khans thing, maybe', unclear, askBack),
];

export const TENTH_BARE: HeldOutItem[] = [
  london('done', unclear, askBack),
  newYork('done', unclear, askBack),
  london('snooze', unclear, askBack),
  newYork('snooze 1h', unclear, askBack),
  london('move it', unclear, askBack),
  newYork('move it to friday', unclear, askBack),
  london('make it 3', unclear, askBack),
  newYork('cancel it', unclear, askBack),
  london('rename it', unclear, askBack),
  newYork('delete', unclear, askBack),
  london('push it back', unclear, askBack),
  newYork('later', unclear, askBack),
  london('finished', unclear, askBack),
  newYork('the second one', unclear, askBack),
  london('2', unclear, askBack),
  newYork('actually thursday', unclear, askBack),
  london('✅', unclear, askBack, talk('acknowledgement')),
  newYork('snooze 30 mins', unclear, askBack),
  london('change it to 10:30', unclear, askBack),
  newYork('tick it off', unclear, askBack),
  london('remove that', unclear, askBack),

  newYork('make it 5', unclear, askBack),
  london('snooze it', unclear, askBack),
  newYork('done ✅', unclear, askBack),
  london('move to monday', unclear, askBack),
];
