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
  SIXTYFOURTH_AGENDA,
  SIXTYFOURTH_BARE,
  SIXTYFOURTH_DECISION,
  SIXTYFOURTH_DILEMMA,
  SIXTYFOURTH_FEELING,
  SIXTYFOURTH_FREE_TIME,
  SIXTYFOURTH_GREETING,
  SIXTYFOURTH_PRIORITISE,
  SIXTYFOURTH_QUESTION,
  SIXTYFOURTH_RAMBLE,
  SIXTYFOURTH_RECALL,
  SIXTYFOURTH_STATEMENT,
  SIXTYFOURTH_THANKS,
  SIXTYFOURTH_UNCLEAR,
} from './held-out-sixtyfourth-b';

/**
 * The sixty-fourth held-out set: fourteen people who run beauty, grooming and fitness businesses
 * on their own or with one helper, texting between clients with wet hands or gloves on. In London:
 * a hairdresser who rents a chair in someone else's salon, a mobile barber, a nail technician
 * working from home, a lash and brow artist, a yoga teacher who rents church and scout halls, a
 * spray-tan and waxing salon with one helper, and a boxing coach. In New York: a tattoo artist, a
 * massage therapist, a personal trainer, a pilates studio owner, a dog groomer, a bridal make-up
 * artist and a barbershop owner with two barbers. Booking shorthand (a fill, a full set, a patch
 * test, a consult, a no-show, the chair rent, Fresha, Booksy, Vagaro, Mindbody), clients by first
 * name, suppliers, insurance, hall hire; weighted towards replies to reminders, references to the
 * last list and corrections of the task just made. Read at HELD_OUT_NOW: Wednesday 11 November
 * 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered lists daily sent, one per trade. */
const LASH_LIST = { listed: ['Order lash glue', 'Holly lash lift', 'Patch test for Ellie', 'Post before/after of Zara'] };
const NAIL_LIST = { listed: ['Order BIAB builder in Cover Pink', 'Clean the drill bits', 'Reply to Aimee on Insta', 'Pay Fresha invoice'] };
const HALL_LIST = { listed: ['Pay St Marks hall hire', 'Ring the scout hut', 'Renew public liability', 'Buy 6 more bolsters'] };
const PT_LIST = { listed: ['Check in with Brianna', 'Program for Marcus', 'Dre program', 'Pay the gym floor fee'] };
const STUDIO_LIST = {
  listed: ['Fix reformer spring', 'Post December schedule on Mindbody', 'Interview Kelsey for Sat classes', 'Pay the landlord'],
};
const GROOM_LIST = { listed: ['Deshed Bear', 'Order blades for the Andis', "Call Biscuit's owner re matting", 'Clean the tub drain'] };
const SHOP_LIST = { listed: ['Fix the pole light', 'Order towels', 'Answer Booksy reviews', 'Meet the landlord'] };

export const SIXTYFOURTH_ASK: HeldOutItem[] = [
  london('patch test for Sinead thurs 10am', task('patch test for Sinead', l('11-12 10:00'))),
  london('remind me to order 6% developer from salon services tmrw', task('order 6% developer from salon services', l('11-12'))),
  london('pay dawn chair rent fri', task('pay dawn chair rent', l('11-13'))),
  london('top up the tan solution b4 sat', task('top up the tan solution', l('11-14')), task('top up the tan solution', l('11-13'))),
  london('remind me in 25 mins to pull the foils on Chloe', task('pull the foils on Chloe', inMinutes(25))),
  london(
    'renew public liability b4 end of month',
    task('renew public liability', l('11-30')),
    task('renew public liability', l('11-30 17:00')),
  ),
  london(
    'ring the scout hut about the jan block booking tmrw morning',
    task('ring the scout hut about the jan block booking', l('11-12 09:00')),
    task('ring the scout hut about the jan block booking', l('11-12 08:00')),
  ),
  london('DBS renewal for kids class due 3/12', task('DBS renewal for kids class', l('12-03'))),
  london(
    'collect the new clipper blades from the post office tmrw after 12',
    task('collect the new clipper blades from the post office', l('11-12 12:00')),
  ),
  london('Oakwood care home cuts fri 10:30', task('Oakwood care home cuts', l('11-13 10:30'))),
  london('post the BIAB offer on insta at 7 tonight', task('post the BIAB offer on insta', l('11-11 19:00'))),
  london('need to order lash glue asap, running on fumes', task('order lash glue', null, { important: true }), task('order lash glue')),
  london('send Zara the aftercare sheet in an hour', task('send Zara the aftercare sheet', inMinutes(60))),
  london('wax pot deep clean sunday 6pm', task('wax pot deep clean', l('11-15 18:00'))),
  london('email England Boxing re the coaching course on monday', task('email England Boxing re the coaching course', l('11-16'))),
  newYork('autoclave spore test tmrw 9', task('autoclave spore test', n('11-12 09:00'))),
  newYork('remind me to text Brianna her new program tonight 8pm', task('text Brianna her new program', n('11-11 20:00'))),
  newYork('reorder cartridges 3RL + 7RM by friday', task('reorder cartridges 3RL + 7RM', n('11-13'))),
  newYork('pay the landlord 12/1', task('pay the landlord', n('12-01'))),
  newYork('Ashley trial run thurs 11/19 at 1pm', task('Ashley trial run', n('11-19 13:00'))),
  newYork("in 15 min call Luna's mom for pickup", task("call Luna's mom for pickup", inMinutes(15))),
  newYork(
    'renew my massage license before 12/31',
    task('renew my massage license', n('12-31')),
    task('renew my massage license', n('12-30')),
  ),
  newYork('order more barbicide + neck strips at 2', task('order more barbicide + neck strips', n('11-11 14:00'))),
  newYork('chase Kayla for the balance, tmrw 11am', task('chase Kayla for the balance', n('11-12 11:00'))),
  newYork('sat 7am set up reformers for the workshop', task('set up reformers for the workshop', n('11-14 07:00'))),
  newYork(
    'IMPORTANT call the insurance guy about the slip claim today b4 5',
    task('call the insurance guy about the slip claim', n('11-11 17:00'), { important: true }),
  ),
  newYork(
    "write Marcus's new block next monday",
    task("write Marcus's new block", n('11-16')),
    task("write Marcus's new block", n('11-23')),
  ),
];

export const SIXTYFOURTH_RECURRING: HeldOutItem[] = [
  london('every friday pay dawn the chair rent', task('pay dawn the chair rent', l('11-13'), { repeat: every('week') })),
  london(
    'every sunday 7pm post next weeks availability on insta',
    task('post next weeks availability on insta', l('11-15 19:00'), { repeat: every('week') }),
  ),
  london(
    'remind me every tuesday at 5 to pick up the keys for St Marks hall',
    task('pick up the keys for St Marks hall', l('11-17 17:00'), { repeat: every('week') }),
  ),
  london('clean the booth every day at 6pm', task('clean the booth', l('11-11 18:00'), { repeat: every('day') })),
  london(
    'every weekday 8am check fresha for overnight bookings',
    task('check fresha for overnight bookings', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  london('kids boxing class every saturday 10am', task('kids boxing class', l('11-14 10:00'), { repeat: every('week') })),
  london('stock take on the 1st of every month', task('stock take', l('12-01'), { repeat: every('month') })),
  london('every other monday sharpen the clipper blades', task('sharpen the clipper blades', l('11-16'), { repeat: every('week', 2) })),
  london('remind me on the 15th of each month to pay the hall hire', task('pay the hall hire', l('11-15'), { repeat: every('month') })),
  london(
    'yearly on 2 jan renew my insurance with Salon Gold',
    task('renew my insurance with Salon Gold', l('2027-01-02 12:00'), { repeat: every('year') }),
  ),
  london('every thurs night 9 wash and dry the towels', task('wash and dry the towels', l('11-12 21:00'), { repeat: every('week') })),
  london('every morning at 8:30 turn the wax pots on', task('turn the wax pots on', l('11-12 08:30'), { repeat: every('day') })),
  london(
    'fortnightly weds 6pm pads session with Callum',
    task('pads session with Callum', l('11-11 18:00'), { repeat: every('week', 2) }),
    task('pads session with Callum', l('11-18 18:00'), { repeat: every('week', 2) }),
  ),
  newYork('every monday 9am inventory check', task('inventory check', n('11-16 09:00'), { repeat: every('week') })),
  newYork('spore test every month on the 1st', task('spore test', n('12-01'), { repeat: every('month') })),
  newYork('remind me every day at 8pm to log client notes', task('log client notes', n('11-11 20:00'), { repeat: every('day') })),
  newYork(
    "every sunday 6pm send the week's class schedule to the instructors",
    task("send the week's class schedule to the instructors", n('11-15 18:00'), { repeat: every('week') }),
  ),
  newYork(
    'check-ins w all my online clients every friday 4pm',
    task('check-ins w all my online clients', n('11-13 16:00'), { repeat: every('week') }),
  ),
  newYork(
    'every weekday 6:15am turn the heat on in the studio',
    task('turn the heat on in the studio', n('11-12 06:15'), { repeat: every('weekday') }),
  ),
  newYork(
    'every other wed at 1 do payroll',
    task('do payroll', n('11-11 13:00'), { repeat: every('week', 2) }),
    task('do payroll', n('11-18 13:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every 2 weeks on saturday deep clean the tub and dryers',
    task('deep clean the tub and dryers', n('11-14'), { repeat: every('week', 2) }),
  ),
  newYork('pay the storage unit on the 5th every month', task('pay the storage unit', n('12-05'), { repeat: every('month') })),
  newYork('every year 3/1 renew the LLC', task('renew the LLC', n('2027-03-01 12:00'), { repeat: every('year') })),
  newYork('every thursday 7pm post a healed tattoo on ig', task('post a healed tattoo on ig', n('11-12 19:00'), { repeat: every('week') })),
  newYork('every morning at 7 stretch before clients', task('stretch before clients', n('11-12 07:00'), { repeat: every('day') })),
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

export const SIXTYFOURTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Order 6% developer from Salon Services', OVERDUE_L), london('mid colour, 20 min', snoozeFor(20))),
  within(reminded('Pay Dawn chair rent', OVERDUE_L), london('tmoz', ...toDayL('11-12'))),
  within(reminded('Ring the scout hut', OVERDUE_L), london('they shut at 3 on weds, do thurs', ...toDayL('11-12'))),
  within(reminded('Post the BIAB offer on insta', OVERDUE_L), london('later x', snoozeFor(60))),
  within(
    reminded('Top up the tan solution', OVERDUE_L),
    london('remind me at 5:30', snoozeUntil(l('11-11 17:30')), move(ctx, '2026-11-11', '17:30'), move(ctx, null, '17:30')),
  ),
  within(reminded('Send Zara the aftercare sheet', OVERDUE_L), london('gloves on, 10 mins', snoozeFor(10))),
  within(reminded('Collect the new clipper blades', OVERDUE_L), london('on a cut, give me 2 hrs', snoozeFor(120))),
  within(reminded('Email England Boxing re the coaching course', OVERDUE_L), london('do it monday', ...toDayL('11-16'))),
  within(
    reminded('Wax pot deep clean', LATER_L),
    london('snooze til tonight 8', snoozeUntil(l('11-11 20:00')), move(ctx, '2026-11-11', '20:00'), move(ctx, null, '20:00')),
  ),
  within(reminded('Renew public liability', OVERDUE_L), london('leave it til the weekend', ...toDayL('11-14'))),
  within(reminded('Patch test for Sinead', OVERDUE_L), london("she's running late, 45", snoozeFor(45))),
  within(reminded('Order lash glue', OVERDUE_L), london('in a bit', snoozeFor(30), snoozeFor(60))),
  within(
    reminded('DBS renewal for kids class', OVERDUE_L),
    london(
      'friday morning',
      snoozeUntil(l('11-13 09:00')),
      snoozeUntil(l('11-13 08:00')),
      move(ctx, '2026-11-13', '09:00'),
      move(ctx, '2026-11-13', '08:00'),
    ),
  ),
  within(reminded('Autoclave spore test', OVERDUE_N), newYork('client in the chair, 1hr', snoozeFor(60))),
  within(
    reminded('Text Brianna her new program', OVERDUE_N),
    newYork('3pm', snoozeUntil(n('11-11 15:00')), move(ctx, '2026-11-11', '15:00'), move(ctx, null, '15:00')),
  ),
  within(
    reminded('Reorder cartridges', OVERDUE_N),
    newYork(
      'tomorrow am',
      move(ctx, '2026-11-12', null),
      move(ctx, '2026-11-12', '09:00'),
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12 08:00')),
    ),
  ),
  within(reminded("Call Luna's mom for pickup", OVERDUE_N), newYork('shes still drying, 30m', snoozeFor(30))),
  within(reminded('Chase Kayla for the balance', OVERDUE_N), newYork('give it till friday', ...toDayN('11-13'))),
  within(reminded('Order more barbicide + neck strips', OVERDUE_N), newYork('snooze 3 hrs', snoozeFor(180))),
  within(reminded('Pay the landlord', OVERDUE_N), newYork('not till the 1st', ...toDayN('12-01'))),
  within(
    reminded("Write Marcus's new block", OVERDUE_N),
    newYork('tonight, 9', snoozeUntil(n('11-11 21:00')), move(ctx, '2026-11-11', '21:00'), move(ctx, null, '21:00')),
  ),
  within(reminded('Set up reformers for the workshop', OVERDUE_N), newYork('push an hour', snoozeFor(60))),
  within(reminded('Call the insurance guy about the slip claim', OVERDUE_N), newYork('on hold w them rn, 15 more mins', snoozeFor(15))),
  within(
    reminded('Log client notes', OVERDUE_N),
    newYork(
      'remind me after my last client at 7',
      snoozeUntil(n('11-11 19:00')),
      move(ctx, '2026-11-11', '19:00'),
      move(ctx, null, '19:00'),
    ),
  ),
  within(reminded('Inventory check', OVERDUE_N), newYork('thurs pls', ...toDayN('11-12'))),
];

export const SIXTYFOURTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Patch test for Sinead', l('11-12 10:00')), london('no 10:30 sorry', move(ctx, null, '10:30'))),
  within(talkedOf('Pay Dawn chair rent', l('11-13 12:00')), london('actually its due thurs', move(ctx, '2026-11-12', null))),
  within(talkedOf('Oakwood care home cuts', l('11-13 10:30')), london('they moved me to 2pm', move(ctx, null, '14:00'))),
  within(talkedOf('Post the BIAB offer on insta', l('11-11 19:00')), london('make it 8, more ppl online then', move(ctx, null, '20:00'))),
  within(talkedOf('Wax pot deep clean', l('11-15 18:00')), london('sat not sun', move(ctx, '2026-11-14', null))),
  within(talkedOf('Ring the scout hut about the jan block booking', l('11-12 09:00')), london('half 9', move(ctx, null, '09:30'))),
  within(talkedOf('Kids boxing class', l('11-14 10:00')), london('its a 9:30 start not 10', move(ctx, null, '09:30'))),
  within(
    talkedOf('Collect the new clipper blades from the post office', l('11-12 12:00')),
    london('friday instead', move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('Send Zara the aftercare sheet', inMinutes(60)), london('nah do 6pm', move(ctx, null, '18:00'))),
  london("move Sinead's patch test to friday 11", move(words('Sinead'), '2026-11-13', '11:00')),
  london('push chair rent to monday', move(words('chair rent'), '2026-11-16', null)),
  within(talkedOf('DBS renewal for kids class', l('12-03')), london('wrong date its the 4th', move(ctx, '2026-12-04', null))),
  within(talkedOf('Email England Boxing re the coaching course', l('11-16')), london('tues better', move(ctx, '2026-11-17', null))),
  within(talkedOf('Autoclave spore test', n('11-12 09:00')), newYork('make that 8:30', move(ctx, null, '08:30'))),
  within(
    talkedOf('Ashley trial run', n('11-19 13:00')),
    newYork('she switched to the 18th same time', move(ctx, '2026-11-18', null), move(ctx, '2026-11-18', '13:00')),
  ),
  within(talkedOf('Text Brianna her new program', n('11-11 20:00')), newYork('earlier, 6', move(ctx, null, '18:00'))),
  within(talkedOf('Set up reformers for the workshop', n('11-14 07:00')), newYork('6:45 actually', move(ctx, null, '06:45'))),
  within(
    talkedOf('Chase Kayla for the balance', n('11-12 11:00')),
    newYork('no tmrw is her dress fitting, do friday', move(ctx, '2026-11-13', null)),
  ),
  within(talkedOf('Pay the landlord', n('12-01')), newYork('lease says the 30th', move(ctx, '2026-11-30', null))),
  within(talkedOf('Order more barbicide + neck strips', n('11-11 14:00')), newYork('push to 4', move(ctx, null, '16:00'))),
  newYork('move the spore test to monday 10am', move(words('spore test'), '2026-11-16', '10:00')),
  newYork("change Ashley's trial to 11/20", move(words('Ashley'), '2026-11-20', null)),
  within(talkedOf("Write Marcus's new block", n('11-16')), newYork('sunday night actually, 8', move(ctx, '2026-11-15', '20:00'))),
  within(talkedOf("Call Luna's mom for pickup", inMinutes(15)), newYork('make it 11', move(ctx, null, '11:00'))),
  within(talkedOf('Renew my massage license', n('12-31')), newYork('deadline is actually dec 15', move(ctx, '2026-12-15', null))),
];

export const SIXTYFOURTH_RENAME: HeldOutItem[] = [
  within(talkedOf('Patch test for Sinead'), london('rename to patch test Sinead + her mum', rename(ctx, 'patch test Sinead + her mum'))),
  within(
    talkedOf('Order 6% developer from Salon Services'),
    london("call it 'order 6% + 9% developer'", rename(ctx, 'order 6% + 9% developer')),
  ),
  london("change the hall one to 'pay St Marks hall hire for jan'", rename(words('hall'), 'pay St Marks hall hire for jan')),
  within(
    talkedOf('Oakwood care home cuts'),
    london(
      'should be Oakwood AND Elmfield care homes',
      rename(ctx, 'Oakwood and Elmfield care home cuts'),
      rename(ctx, 'Oakwood and Elmfield care homes'),
    ),
  ),
  within(talkedOf('Post the BIAB offer on insta'), london('retitle: BIAB xmas offer reel', rename(ctx, 'BIAB xmas offer reel'))),
  within(LASH_LIST, london('rename 2 to Holly lash lift + tint', rename(num(2), 'Holly lash lift + tint'))),
  within(talkedOf('Kids boxing class'), london("name it 'kids boxing, bring spare wraps'", rename(ctx, 'kids boxing, bring spare wraps'))),
  london("rename 'stock take' to 'stock take + order strips'", rename(words('stock take'), 'stock take + order strips')),
  within(talkedOf('Wax pot deep clean'), london('typo, its wax pots plural lol', rename(ctx, 'Wax pots deep clean'))),
  within(talkedOf('Send Zara the aftercare sheet'), london('its Zahra not Zara', rename(ctx, 'Send Zahra the aftercare sheet'))),
  london('the clipper blades task, call it collect Wahl blades + oil', rename(words('clipper blades'), 'collect Wahl blades + oil')),
  within(
    talkedOf('Ring the scout hut about the jan block booking'),
    london(
      'change it to email the scout hut instead, they never pick up',
      rename(ctx, 'email the scout hut about the jan block booking'),
      rename(ctx, 'email the scout hut'),
    ),
  ),
  within(talkedOf('Autoclave spore test'), newYork("rename it 'spore test + log it'", rename(ctx, 'spore test + log it'))),
  within(talkedOf('Ashley trial run'), newYork('call it Ashley + bridesmaids trial', rename(ctx, 'Ashley + bridesmaids trial'))),
  newYork("change the cartridges one to 'order 3RL, 7RM + black ink'", rename(words('cartridges'), 'order 3RL, 7RM + black ink')),
  within(PT_LIST, newYork('rename #3 to Dre deload week', rename(num(3), 'Dre deload week'))),
  within(talkedOf('Pay the landlord'), newYork('retitle to pay rent + CAM charges', rename(ctx, 'pay rent + CAM charges'))),
  within(talkedOf("Call Luna's mom for pickup"), newYork("its Luna's dad actually", rename(ctx, "Call Luna's dad for pickup"))),
  newYork('the barbicide task should say barbicide, neck strips + towels', rename(words('barbicide'), 'barbicide, neck strips + towels')),
  within(talkedOf("Write Marcus's new block"), newYork('title: Marcus hypertrophy block 2', rename(ctx, 'Marcus hypertrophy block 2'))),
  within(
    talkedOf('Renew my massage license'),
    newYork('make the name renew NY LMT license + 36 CEUs', rename(ctx, 'renew NY LMT license + 36 CEUs')),
  ),
  within(
    STUDIO_LIST,
    newYork('change no. 1 to "fix spring on reformer 4 + order 2 spares"', rename(num(1), 'fix spring on reformer 4 + order 2 spares')),
  ),
  within(talkedOf('Chase Kayla for the balance'), newYork('rename: Kayla balance $450', rename(ctx, 'Kayla balance $450'))),
  newYork("rename the inventory check to 'inventory + reorder gloves'", rename(words('inventory check'), 'inventory + reorder gloves')),
];

export const SIXTYFOURTH_REMOVE: HeldOutItem[] = [
  within(LASH_LIST, london('no 4 can go, she didnt want it posted', remove(num(4)))),
  within(talkedOf('Patch test for Sinead'), london("delete it she's booked in elsewhere", remove(ctx))),
  london('cancel the Oakwood reminder, the home has a covid lockdown', remove(words('Oakwood'))),
  within(NAIL_LIST, london('bin 3', remove(num(3)))),
  london("take the DBS one off, the club's done it", remove(words('DBS')), done(words('DBS'))),
  within(talkedOf('Wax pot deep clean'), london("delete, Shannon's doing it", remove(ctx))),
  within(HALL_LIST, london('remove the bolsters one', remove(words('bolsters')), remove(num(4)))),
  london('delete "post next weeks availability on insta"', remove(words('post next weeks availability on insta'))),
  within(talkedOf('Send Zahra the aftercare sheet'), london("nvm she's got it already, remove", remove(ctx), done(ctx))),
  london('get rid of the tan solution reminder', remove(words('tan solution'))),
  within(LASH_LIST, london('delete the first and third', [remove(num(1)), remove(num(3))])),
  london('no longer need the scout hut task, booked the church instead', remove(words('scout hut'))),
  within(PT_LIST, newYork('remove 4, gym waived it', remove(num(4)))),
  within(talkedOf('Ashley trial run'), newYork('she called the wedding off 😬 delete', remove(ctx))),
  newYork('delete the spore test reminder, inspector said quarterly is fine', remove(words('spore test'))),
  within(STUDIO_LIST, newYork('kill #3, she took another job', remove(num(3)))),
  within(GROOM_LIST, newYork('take off the tub one', remove(words('tub')), remove(num(4)))),
  within(talkedOf('Order more barbicide + neck strips'), newYork('scratch that, Rico already ordered', remove(ctx), done(ctx))),
  newYork('cancel the LLC renewal reminder my accountant does it', remove(words('LLC'))),
  within(SHOP_LIST, newYork('2 can go', remove(num(2)))),
  within(talkedOf("Write Marcus's new block"), newYork('remove that, marcus quit', remove(ctx))),
  newYork('pls remove the storage unit one, moved everything home', remove(words('storage unit'))),
  within(GROOM_LIST, newYork('delete deshed bear, owner cancelled', remove(words('deshed bear')), remove(num(1)))),
  newYork('erase the heat reminder, landlord put it on a timer', remove(words('heat'))),
];

export const SIXTYFOURTH_DONE: HeldOutItem[] = [
  within(reminded('Order 6% developer from Salon Services', OVERDUE_L), london('ordered, coming thurs', done(ctx))),
  within(NAIL_LIST, london('2 done 💅', done(num(2)))),
  within(reminded('Pay Dawn chair rent', OVERDUE_L), london('paid her cash', done(ctx))),
  london('paid the fresha invoice', done(words('fresha invoice'))),
  within(reminded('Post the BIAB offer on insta', LATER_L), london('posted already lol', done(ctx))),
  within(HALL_LIST, london('1 and 3 sorted', [done(num(1)), done(num(3))])),
  within(reminded('Collect the new clipper blades from the post office', OVERDUE_L), london('got em', done(ctx))),
  within(reminded('Patch test for Sinead', OVERDUE_L), london('done, no reaction', done(ctx))),
  london('lash glue ordered', done(words('lash glue'))),
  within(reminded('Clean the booth', OVERDUE_L), london('spotless ✨', done(ctx))),
  within(talkedOf('Renew public liability'), london('renewed w balens just now, mark it done', done(ctx))),
  within(reminded('Email England Boxing re the coaching course', OVERDUE_L), london('emailed', done(ctx))),
  within(LASH_LIST, london('done the holly one', done(words('holly')), done(num(2)))),
  within(reminded('Autoclave spore test', OVERDUE_N), newYork('ran it, passed', done(ctx))),
  within(PT_LIST, newYork('checked in w brianna', done(words('brianna')), done(num(1)))),
  within(reminded('Reorder cartridges 3RL + 7RM', OVERDUE_N), newYork('ordered from the supply ✅', done(ctx))),
  within(STUDIO_LIST, newYork('#2 is live', done(num(2)))),
  within(reminded("Call Luna's mom for pickup", OVERDUE_N), newYork("called, she's on her way", done(ctx))),
  within(reminded('Pay the landlord', OVERDUE_N), newYork('zelled him', done(ctx))),
  newYork('towels ordered', done(words('towels'))),
  within(reminded('Text Brianna her new program', OVERDUE_N), newYork('sent it over', done(ctx))),
  within(GROOM_LIST, newYork('2 and 4 done', [done(num(2)), done(num(4))])),
  within(reminded('Turn the heat on in the studio', OVERDUE_N), newYork('its on 👍', done(ctx))),
  within(reminded('Log client notes', OVERDUE_N), newYork('all logged', done(ctx))),
  newYork('finished the spore test', done(words('spore test'))),
];

const WHICH_PATCH: Partial<ConversationState> = {
  pending: { about: 'which_task', options: ['Patch test for Sinead', 'Patch test for Ellie'] },
};
const WHICH_ORDER: Partial<ConversationState> = {
  pending: { about: 'which_task', options: ['Order tan solution', 'Order hot wax', 'Order strips'] },
};
const WHICH_CALL: Partial<ConversationState> = {
  pending: { about: 'which_task', options: ["Call Luna's mom", "Call Biscuit's owner re matting"] },
};
const WHICH_PROGRAM: Partial<ConversationState> = {
  pending: { about: 'which_task', options: ['Program for Marcus', 'Program for Dre', 'Program for Brianna'] },
};
const OWN_ROOM: Partial<ConversationState> = {
  pending: {
    about: 'dilemma_choice',
    question: 'Keep renting the chair or get my own room?',
    options: ['Keep the chair', 'Own room'],
  },
};
const THIRD_BARBER: Partial<ConversationState> = {
  pending: { about: 'dilemma_choice', question: 'Hire a third barber?', options: ['Hire now', 'Wait till spring'] },
};
const DEPOSITS: Partial<ConversationState> = { pending: { about: 'review', decision: 'Started taking £10 deposits on Fresha' } };
const SESSION_PRICE: Partial<ConversationState> = { pending: { about: 'review', decision: 'Raised session price to $95' } };
const KEEP_SUNDAYS: Partial<ConversationState> = {
  pending: { about: 'keep', text: 'Saying no to Sunday clients makes me nicer to be around on Monday' },
};
const KEEP_FRIDAYS: Partial<ConversationState> = {
  pending: { about: 'keep', text: 'Blocking Friday mornings for admin means I actually rest on Sundays' },
};

export const SIXTYFOURTH_ANSWER: HeldOutItem[] = [
  within(WHICH_PATCH, london('ellie', answer(2))),
  within(WHICH_PATCH, london('the first one', answer(1))),
  within(WHICH_PATCH, london('sineads', answer(1))),
  within(WHICH_ORDER, london('the wax', answer(2))),
  within(WHICH_ORDER, london('strips', answer(3))),
  within(WHICH_ORDER, london('1', answer(1))),
  within(OWN_ROOM, london('own room, time to go', answer(2))),
  within(OWN_ROOM, london('keep the chair for now', answer(1))),
  within(OWN_ROOM, london('still not decided tbh', answer(null))),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I stop doing acrylics?' } },
    london('either stop completely or just keep my regulars on acrylic', answer(null)),
  ),
  within(DEPOSITS, london('no shows basically stopped 🙌', answer(null))),
  within(KEEP_SUNDAYS, london('go on then save it', answer(null), note)),
  within({ pending: { about: 'stuck', task: 'Renew public liability' } }, london("can't find my policy number anywhere", answer(null))),
  within(
    {
      pending: {
        about: 'other',
        question: "Remind you about Chloe's toner at 9 or at 12 tomorrow?",
        options: ['9', '12'],
      },
    },
    london('twelve pls', answer(2)),
  ),
  within(WHICH_CALL, newYork('biscuit', answer(2))),
  within(WHICH_CALL, newYork('lunas', answer(1))),
  within(WHICH_PROGRAM, newYork('dre', answer(2))),
  within(WHICH_PROGRAM, newYork("brianna's", answer(3))),
  within(WHICH_PROGRAM, newYork('marcus and dre', answer(null))),
  within(THIRD_BARBER, newYork('hire now', answer(1))),
  within(THIRD_BARBER, newYork('wait till spring, cash is tight', answer(2))),
  within(
    { pending: { about: 'dilemma_matters', question: 'Open a second studio?', options: ['Open it', 'Wait'] } },
    newYork('cash flow + not burning out my instructors', answer(null)),
  ),
  within(SESSION_PRICE, newYork('lost 2 clients but honestly worth it', answer(null))),
  within(KEEP_FRIDAYS, newYork('keep 👍', answer(null), note)),
  within(KEEP_FRIDAYS, newYork('nah dont bother', answer(null))),
  within(
    {
      pending: {
        about: 'other',
        question: 'Want the week plan on Sunday night or Monday morning?',
        options: ['Sunday night', 'Monday morning'],
      },
    },
    newYork('monday am', answer(2)),
  ),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_SIXTYFOURTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: SIXTYFOURTH_ASK,
  recurring: SIXTYFOURTH_RECURRING,
  snooze: SIXTYFOURTH_SNOOZE,
  correction: SIXTYFOURTH_CORRECTION,
  rename: SIXTYFOURTH_RENAME,
  remove: SIXTYFOURTH_REMOVE,
  done: SIXTYFOURTH_DONE,
  answer: SIXTYFOURTH_ANSWER,
  ramble: SIXTYFOURTH_RAMBLE,
  greeting: SIXTYFOURTH_GREETING,
  thanks: SIXTYFOURTH_THANKS,
  feeling: SIXTYFOURTH_FEELING,
  question: SIXTYFOURTH_QUESTION,
  statement: SIXTYFOURTH_STATEMENT,
  decision: SIXTYFOURTH_DECISION,
  dilemma: SIXTYFOURTH_DILEMMA,
  recall: SIXTYFOURTH_RECALL,
  prioritise: SIXTYFOURTH_PRIORITISE,
  agenda: SIXTYFOURTH_AGENDA,
  free_time: SIXTYFOURTH_FREE_TIME,
  unclear: SIXTYFOURTH_UNCLEAR,
  bare: SIXTYFOURTH_BARE,
};

export const HELD_OUT_SIXTYFOURTH: HeldOutItem[] = Object.values(HELD_OUT_SIXTYFOURTH_KINDS).flat();
