import type { ConversationState, PendingQuestion } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  done,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  num,
  question,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  dilemma,
  HELP,
  list,
  decision,
  within,
  words,
} from './held-out-kit';
import {
  TENTH_AGENDA,
  TENTH_BARE,
  TENTH_DECISIONS,
  TENTH_DILEMMAS,
  TENTH_FACTS,
  TENTH_FREE_TIME,
  TENTH_PRIORITIES,
  TENTH_RAMBLES,
  TENTH_RECALLS,
  TENTH_RECURRING,
  TENTH_UNCLEAR,
} from './held-out-tenth-b';

/**
 * The tenth held-out set for the reader (issue 40), written without looking at the reader: people
 * in trades no earlier set imagined (a mobile hairdresser, a sole conveyancer, a drone videographer,
 * a beekeeper, a bike mechanic, a party entertainer, a copywriter, a tiler, a doula, a food truck,
 * a vintage reseller, an IT consultant between London and New York). Read at HELD_OUT_NOW:
 * Wednesday 11 November 2026, 15:00 in London and 10:00 in New York.
 */

/** The task last talked about: just added, just changed, or the reminder being answered. */
const about = (title: string, due: string | null, item: HeldOutItem): HeldOutItem => within({ current: { title, due } }, item);
/** A reminder daily sent and is waiting on ("Did you get to X?"), with X as the current task. */
const reminded = (title: string, due: string | null, item: HeldOutItem): HeldOutItem =>
  within({ pending: { about: 'follow_up', task: title }, current: { title, due } }, item);
/** Right after a numbered list daily sent. */
const afterList = (listed: string[], item: HeldOutItem): HeldOutItem => within({ listed }, item);
const waitingOn = (pending: PendingQuestion, item: HeldOutItem, extra: Partial<ConversationState> = {}): HeldOutItem =>
  within({ pending, ...extra }, item);

const TILER_LIST = ['grout order for the Hendersons', 'quote the Shah kitchen', 'skip hire for Friday', 'invoice the Khans'];
const SHOOT_LIST = ['edit the Harbor wedding', 'FAA waiver paperwork', 'reshoot the pier at sunset'];

export const TENTH_ASKS: HeldOutItem[] = [
  london(
    'remind me to invoice the Hendersons for the bathroom tiles friday',
    task('invoice the Hendersons for the bathroom tiles', l('11-13 12:00')),
  ),
  london('need to ring the grout supplier tmrw at half 9', task('ring the grout supplier', l('11-12 09:30'))),
  newYork('pick up propellers from the hobby shop at 4:15 pm', task('pick up propellers from the hobby shop', n('11-11 16:15'))),
  london('book mrs okafor in for a cut and colour on the 19th', task('book mrs okafor in for a cut and colour', l('11-19 12:00'))),
  london(
    'chase the land registry search EOD',
    task('chase the land registry search', l('11-11 17:00')),
    task('chase the land registry search', l('11-11 18:00')),
  ),
  newYork(
    'first thing tomorrow email the bride re drone permit',
    task('email the bride re drone permit', n('11-12 09:00')),
    task('email the bride re drone permit', n('11-12 08:00')),
  ),
  london('true the wheel on the brompton in 2 hrs', task('true the wheel on the brompton', inMinutes(120))),
  newYork('call the balloon guy at quarter to 12', task('call the balloon guy', n('11-11 11:45'))),
  london('send the Brightwell draft copy over by thursday 10am', task('send the Brightwell draft copy over', l('11-12 10:00'))),
  newYork('remind me in 45 minutes to move the truck off 5th ave', task('move the truck off 5th ave', inMinutes(45))),
  london('list the 70s suede jacket on depop tonight at 8', task('list the 70s suede jacket on depop', l('11-11 20:00'))),
  newYork('birth plan call with Priya at noon tomorrow', task('birth plan call with Priya', n('11-12 12:00'))),
  london('quote for the shower wall a week from today', task('quote for the shower wall', l('11-18 12:00'))),
  newYork('renew the food truck permit in a fortnight', task('renew the food truck permit', n('11-25 12:00'))),
  london('sign off the completion statement 23/11 at 2', task('sign off the completion statement', l('11-23 14:00'))),
  newYork('send the IRS quarterly payment 12/15', task('send the IRS quarterly payment', n('12-15 12:00'))),
  london(
    'order more wax foundation sheets before christmas eve',
    task('order more wax foundation sheets', l('12-24 12:00')),
    task('order more wax foundation sheets', l('12-23 12:00')),
  ),
  london(
    'get the hive straps back off Tom sat morning',
    task('get the hive straps back off Tom', l('11-14 09:00')),
    task('get the hive straps back off Tom', l('11-14 10:00')),
  ),
  newYork('text Marco the invoice at twenty past 3', task('text Marco the invoice', n('11-11 15:20'))),
  london('remind me at 6 pm to pay the vat', task('pay the vat', l('11-11 18:00'))),
  newYork(
    'update the linkedin carousel for the client by end of the month',
    task('update the linkedin carousel for the client', n('11-30 12:00')),
    task('update the linkedin carousel for the client', n('11-30 17:00')),
  ),
  london('ring the florist 3 mondays from now', task('ring the florist', l('11-30 12:00'))),
  newYork('check in for the LHR flight tomorrow 7am', task('check in for the LHR flight', n('11-12 07:00'))),
  london(
    'urgent - swap the brake pads on the cargo bike by 5pm tomorrow',
    task('swap the brake pads on the cargo bike', l('11-12 17:00'), { important: true }),
  ),
  london(
    'pop round to no 14 to measure the splashback between 2 and 3 tomorrow',
    task('pop round to no 14 to measure the splashback', l('11-12 14:00')),
  ),
  newYork('tuesday the 24th remind me to mail the clown noses', task('mail the clown noses', n('11-24 12:00'))),
  london(
    'chase the Halifax offer for the Pattersons on 2027-01-08',
    task('chase the Halifax offer for the Pattersons', l('2027-01-08 12:00')),
  ),
  newYork('call back the Newark client at 4pm gmt', task('call back the Newark client', n('11-11 11:00'))),
  newYork('prep the turkey birria special the day before thanksgiving', task('prep the turkey birria special', n('11-25 12:00'))),
  london('drop the gift hampers at the post office b4 12 tomorrow', task('drop the gift hampers at the post office', l('11-12 12:00'))),
];

export const TENTH_SNOOZES: HeldOutItem[] = [
  about('grout order', l('11-11 14:00'), london('give it another hour', snoozeFor(60))),
  about('call the dentist re crown', l('11-11 16:00'), london('snooze 20', snoozeFor(20))),
  reminded('ring Mrs Patel about the leak', l('11-11 14:30'), london('not yet, 2 hrs', snoozeFor(120))),
  about('edit the Harbor wedding', n('11-11 09:30'), newYork('later pls, like 30 min', snoozeFor(30))),
  about(
    'ring the bank',
    l('11-11 14:00'),
    london('hold that till 5', snoozeUntil(l('11-11 17:00')), move(ctx, null, '17:00'), move(ctx, '2026-11-11', '17:00')),
  ),
  reminded(
    'restock tortillas',
    n('11-11 09:00'),
    newYork('snooze til monday 9', snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  about('post the etsy orders', l('11-11 15:00'), london('nudge me about this in quarter of an hour', snoozeFor(15))),
  reminded('send Nina the tagline options', n('11-11 10:00'), newYork('90 mins', snoozeFor(90))),
  reminded('book the van MOT', l('11-11 15:00'), london('1h', snoozeFor(60))),
  about('charge the drone batteries', n('11-11 10:00'), newYork('push back 15', snoozeFor(15))),
  reminded('steam the dresses', l('11-11 13:00'), london('later. 3 hours', snoozeFor(180))),
  about(
    'call the propane guy',
    n('11-11 10:00'),
    newYork('remind me again at 1:30', snoozeUntil(n('11-11 13:30')), move(ctx, null, '13:30'), move(ctx, '2026-11-11', '13:30')),
  ),
  reminded('order inner tubes', l('11-11 14:45'), london('in a bit, say 10 mins', snoozeFor(10))),
  about('send Dan the wedding edit', n('11-10 17:00'), newYork('snooze it a couple hours', snoozeFor(120))),
  about(
    'print the TR1',
    l('11-11 12:00'),
    london('give me till friday on this one', snoozeUntil(l('11-13 09:00')), snoozeUntil(l('11-13 12:00')), move(ctx, '2026-11-13', null)),
  ),
  reminded('expense the uber', n('11-11 10:00'), newYork('snooze half an hour', snoozeFor(30))),
  about(
    'wax the bar tops',
    l('11-11 15:00'),
    london('not now, after 6', snoozeUntil(l('11-11 18:00')), move(ctx, null, '18:00'), move(ctx, '2026-11-11', '18:00')),
  ),
  about(
    'follow up with the agency',
    n('11-11 09:00'),
    newYork(
      'ask me again thursday',
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12 12:00')),
      move(ctx, '2026-11-12', null),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  reminded('photograph the new stock', l('11-11 14:00'), london('snooze 45m', snoozeFor(45))),
  reminded('call the hospital about the tour', n('11-11 09:45'), newYork('an hour and a half pls', snoozeFor(90))),
  about('sharpen the scissors', l('11-10 12:00'), london('leave it a day', snoozeFor(1440), move(ctx, '2026-11-12', null))),
  london(
    'snooze the VAT one till 4',
    snoozeUntil(l('11-11 16:00'), words('VAT')),
    move(words('VAT'), null, '16:00'),
    move(words('VAT'), '2026-11-11', '16:00'),
  ),
  about(
    'call the Levys',
    l('11-11 16:30'),
    london('can you remind me 2 hours later than that', snoozeFor(120), snoozeUntil(l('11-11 18:30')), move(ctx, null, '18:30')),
  ),
  reminded(
    'back up the sd cards',
    n('11-11 08:00'),
    newYork('not now. tmrw 8am', snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  about('measure the Shah kitchen', l('11-11 15:00'), london('20 more minutes pls im on a roof', snoozeFor(20))),
  reminded('confirm Milo party with his mum', n('11-11 10:00'), newYork('snooze 5 min', snoozeFor(5))),

  reminded('refill the water tank', n('11-11 09:00'), newYork('2h', snoozeFor(120))),
  reminded('call the commissary', n('11-11 09:30'), newYork('10 min', snoozeFor(10))),
  reminded('ring Mrs Dale back', l('11-11 14:50'), london('in 40', snoozeFor(40))),
  reminded(
    'pay the tile merchant',
    l('11-11 13:00'),
    london(
      'tmrw',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 12:00')),
      snoozeUntil(l('11-12 13:00')),
      move(ctx, '2026-11-12', null),
    ),
  ),
];

export const TENTH_CORRECTIONS: HeldOutItem[] = [
  about(
    'ring the grout supplier',
    l('11-12 09:30'),
    london('oops meant 10:30', move(ctx, null, '10:30'), move(ctx, '2026-11-12', '10:30')),
  ),
  about(
    'email the bride re drone permit',
    n('11-12 09:00'),
    newYork('no wait, make that friday', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '09:00')),
  ),
  about(
    'call Carol re the Oak Lane sale',
    l('11-13 12:00'),
    london('scratch that, monday not friday', move(ctx, '2026-11-16', null), move(ctx, '2026-11-16', '12:00')),
  ),
  about('call the venue', n('11-12 14:00'), newYork('I meant 4 not 2', move(ctx, null, '16:00'), move(ctx, '2026-11-12', '16:00'))),
  about('drop off the frames', l('11-12 07:00'), london('sorry pm not am', move(ctx, null, '19:00'), move(ctx, '2026-11-12', '19:00'))),
  about(
    'fit the Dale shower tray',
    l('11-19 12:00'),
    london('actually the 20th', move(ctx, '2026-11-20', null), move(ctx, '2026-11-20', '12:00')),
  ),
  about(
    'shoot the Tribeca rooftop',
    n('11-13 15:00'),
    newYork('ugh wrong day, thursday', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '15:00')),
  ),
  about(
    'cut and colour at the Ashtons',
    l('11-12 10:00'),
    london('make it half 11', move(ctx, null, '11:30'), move(ctx, '2026-11-12', '11:30')),
  ),
  about('call Nina', n('11-11 16:00'), newYork('can u shift that to 5:45', move(ctx, null, '17:45'), move(ctx, '2026-11-11', '17:45'))),
  about(
    'collect the nucs from Wyn',
    l('11-12 12:00'),
    london('no hang on, the day after', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '12:00')),
  ),
  about(
    'send the blog draft',
    n('11-12 14:30'),
    newYork('typo, 3:30 not 2:30', move(ctx, null, '15:30'), move(ctx, '2026-11-12', '15:30')),
  ),
  about(
    'open up for the plumber',
    l('11-12 10:00'),
    london('oh and an hour later', move(ctx, null, '11:00'), move(ctx, '2026-11-12', '11:00'), snoozeFor(60)),
  ),
  about(
    'fryer deep clean',
    n('11-13 12:00'),
    newYork('wait its next week not this week, same day', move(ctx, '2026-11-20', null), move(ctx, '2026-11-20', '12:00')),
  ),
  about(
    'return the hired lights',
    l('11-11 17:00'),
    london('push that to tomorrow instead', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '17:00'), snoozeUntil(l('11-12 17:00'))),
  ),
  newYork(
    'move the roof shoot to sunday 8am',
    move(words('roof shoot'), '2026-11-15', '08:00'),
    snoozeUntil(n('11-15 08:00'), words('roof shoot')),
  ),
  london('change the Bakers viewing to 11 tomorrow', move(words('Bakers viewing'), '2026-11-12', '11:00')),
  about(
    'meet the Hoboken client',
    n('11-12 11:00'),
    newYork('earlier pls, 9 instead of 11', move(ctx, null, '09:00'), move(ctx, '2026-11-12', '09:00')),
  ),
  about(
    'grease the hive lids',
    l('11-13 12:00'),
    london('nah do it wednesday next', move(ctx, '2026-11-18', null), move(ctx, '2026-11-18', '12:00')),
  ),
  about(
    'pay the sales tax',
    n('12-03 12:00'),
    newYork('correction: dec 2 not dec 3', move(ctx, '2026-12-02', null), move(ctx, '2026-12-02', '12:00')),
  ),
  about(
    'ring the skip hire',
    l('11-12 12:00'),
    london('whoops, should be 2 o clock', move(ctx, null, '14:00'), move(ctx, '2026-11-12', '14:00')),
  ),
  about('post the new menu', n('11-13 12:00'), newYork('no no the 14th', move(ctx, '2026-11-14', null), move(ctx, '2026-11-14', '12:00'))),
  about(
    'ring the lender',
    l('11-13 09:00'),
    london('i meant thurs, sorry, long day', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '09:00')),
  ),
  newYork(
    'shift the clown booking call to 6:15 tonight',
    move(words('clown booking call'), '2026-11-11', '18:15'),
    move(words('clown booking call'), null, '18:15'),
  ),

  about(
    'bleed the tandem brakes',
    l('11-12 12:00'),
    london('no, quarter past 4', move(ctx, null, '16:15'), move(ctx, '2026-11-12', '16:15')),
  ),
  about(
    'send the pitch',
    n('11-12 12:00'),
    newYork('oops, I meant the 13th', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '12:00')),
  ),
];

export const TENTH_RENAMES: HeldOutItem[] = [
  about('ring the grout supplier', l('11-12 09:30'), london('rename it to ring Topps Tiles', rename(ctx, 'ring Topps Tiles'))),
  about('call Carol', l('11-13 12:00'), london('call it "Carol, Oak Lane exchange" instead', rename(ctx, 'Carol, Oak Lane exchange'))),
  about('permit', n('11-25 12:00'), newYork('change the name to Permit renewal NYC DOH', rename(ctx, 'Permit renewal NYC DOH'))),
  about('buckets', l('11-12 12:00'), london('retitle that: collect honey buckets from Wyn', rename(ctx, 'collect honey buckets from Wyn'))),
  newYork('can you rename the drone one to FAA waiver paperwork', rename(words('drone'), 'FAA waiver paperwork')),
  london('the dentist task should say dentist and hygienist', rename(words('dentist'), 'dentist and hygienist')),
  newYork('rename "tacos" to birria tacos prep', rename(words('tacos'), 'birria tacos prep')),
  about('chase deposit', l('11-12 12:00'), london('better name for that one: Jarvis deposit chase', rename(ctx, 'Jarvis deposit chase'))),
  about('call Hernandes', n('11-12 12:00'), newYork('typo in the title, its Hernandez not Hernandes', rename(ctx, 'call Hernandez'))),
  afterList(
    ['fix gears', 'order inner tubes', 'bleed the brakes on the tandem'],
    london('rename 1 to fix the Raleigh gears', rename(num(1), 'fix the Raleigh gears')),
  ),
  afterList(
    ['intake', 'birth pool link', 'tens pads'],
    newYork('call the first one "doula intake Amara"', rename(num(1), 'doula intake Amara')),
  ),
  about('jars', l('11-13 12:00'), london('relabel it as order 500 hex jars', rename(ctx, 'order 500 hex jars'))),
  newYork('change "mail clown noses" to mail clown noses and balloons', rename(words('mail clown noses'), 'mail clown noses and balloons')),
  london('rename the bike one Brompton service for Lou', rename(words('bike'), 'Brompton service for Lou')),
  about('deck copy', n('11-12 12:00'), newYork('title should be: pitch deck copy v2', rename(ctx, 'pitch deck copy v2'))),
  about('send invoice', l('11-13 12:00'), london('can it say send invoice 0142 instead', rename(ctx, 'send invoice 0142'))),
  afterList(SHOOT_LIST, newYork('rename number 3 to reshoot the boardwalk at dusk', rename(num(3), 'reshoot the boardwalk at dusk'))),
  about(
    'ring the buyers',
    l('11-12 12:00'),
    london('change the wording to phone the Levys about exchange', rename(ctx, 'phone the Levys about exchange')),
  ),
  newYork(
    'update the title of the vintage levis task to relist the levis at 60 dollars',
    rename(words('vintage levis'), 'relist the levis at 60 dollars'),
  ),
  about('cake', l('11-14 12:00'), london('name it Mum bday cake pickup pls', rename(ctx, 'Mum bday cake pickup'))),

  about('hive thing', l('11-14 12:00'), london('call that one winter feed for hive 3', rename(ctx, 'winter feed for hive 3'))),
  newYork('rename the newsletter task to send the december newsletter', rename(words('newsletter'), 'send the december newsletter')),
  afterList(TILER_LIST, london('change 4 to invoice the Khans for the porch', rename(num(4), 'invoice the Khans for the porch'))),

  about('quote', l('11-13 12:00'), london('rename to: quote the Shah utility room', rename(ctx, 'quote the Shah utility room'))),
  newYork('the menu task, rename it post the winter menu', rename(words('menu'), 'post the winter menu')),
];

export const TENTH_REMOVALS: HeldOutItem[] = [
  about('list the suede jacket', l('11-11 20:00'), london('delete that one', remove())),
  newYork('scrap the balloon guy task', remove(words('balloon guy'))),
  afterList(TILER_LIST, london('get rid of 3', remove(num(3)))),
  newYork('cancel the roof shoot, client pulled out', remove(words('roof shoot'))),
  london('bin the depop reminder', remove(words('depop'))),
  newYork('take the permit thing off my list', remove(words('permit'))),
  london('forget the grout supplier one, sorted it another way', remove(words('grout supplier')), done(words('grout supplier'))),
  afterList(SHOOT_LIST, newYork('remove no 2 pls', remove(num(2)))),
  about('chase the Halifax offer', l('11-12 12:00'), london("don't need that reminder anymore", remove())),
  about('call the balloon guy', n('11-11 11:45'), newYork('nix it', remove())),
  london('cross off the hive straps one, Tom kept them', remove(words('hive straps')), done(words('hive straps'))),
  afterList(['bleed the brakes', 'order chains', 'ring Lou'], newYork('delete the second one', remove(num(2)))),
  london('kill the Bakers viewing, they withdrew', remove(words('Bakers viewing'))),
  newYork('drop the linkedin carousel task entirely', remove(words('linkedin carousel'))),
  about('buy foils', l('11-12 12:00'), london('erase that last one i added', remove())),
  newYork('wipe the clown noses task', remove(words('clown noses'))),
  about('farmers market stall', l('11-15 08:00'), london('no longer doing the farmers market, remove it', remove())),
  about('renew part 107', n('11-20 12:00'), newYork('get that off my list', remove())),
  afterList(TILER_LIST, london('remove the 1st one', remove(num(1)))),
  newYork('cancel the IRS reminder, my accountant is handling it', remove(words('IRS'))),
  london('take the florist off, no longer needed', remove(words('florist'))),

  afterList(SHOOT_LIST, newYork('scrap the last one', remove(num(3)))),
  london('remove the ladder reminder pls', remove(words('ladder'))),
  about('buy helium', n('11-11 15:00'), newYork('delete this, the venue has balloons', remove())),

  london('delete the notary one, the buyers are doing it', remove(words('notary'))),
];

export const TENTH_COMPLETIONS: HeldOutItem[] = [
  reminded('invoice the Hendersons', l('11-11 14:00'), london('yep sent', done())),
  about('ring the skip hire', l('11-11 14:00'), london('done ✅', done())),
  reminded('send the brand guidelines', n('11-11 09:00'), newYork('👍 done', done())),
  about('pay the grout supplier', l('11-11 12:00'), london('paid the grout supplier', done(), done(words('grout supplier')))),
  newYork('finished the FAA waiver', done(words('FAA waiver'))),
  reminded('chase the lender', l('11-11 13:00'), london('sorted', done())),
  newYork('all done with the birth plan call', done(words('birth plan call'))),
  reminded('order more wax sheets', l('11-11 14:00'), london('✔️', done())),
  afterList(TILER_LIST, london('tick off 2', done(num(2)))),
  afterList(SHOOT_LIST, newYork('knocked out the first one', done(num(1)))),
  about('post the jars to Leeds', l('11-11 12:00'), london('posted the jars to Leeds', done(), done(words('jars to Leeds')))),
  about('call Marco', n('11-11 09:00'), newYork('called him 👍', done())),
  reminded('book mrs okafor in', l('11-11 15:00'), london('did it', done())),
  reminded('renew the food truck permit', n('11-10 12:00'), newYork('yes finally did it', done())),
  about('true the wheel on the brompton', l('11-11 14:00'), london('wheel trued, bike back with Jess', done())),
  reminded('pack the magic kit', n('11-11 09:30'), newYork('handled', done())),
  london('completed the Patterson search', done(words('Patterson search'))),
  afterList(['bleed the brakes', 'order chains', 'ring Lou'], newYork('mark 3 as done', done(num(3)))),
  reminded('email Carol the draft contract', l('11-11 11:00'), london('got that done this morning actually', done())),
  about('send the reel to the bride', n('11-11 09:00'), newYork('sent the reel to the bride 🎉', done(), done(words('reel to the bride')))),
  london('paid the VAT', done(words('VAT'))),
  reminded('log my mileage', n('11-10 21:00'), newYork('yup did that', done())),
  london('collected the honey buckets', done(words('honey buckets'))),
  reminded('charge the drone batteries', n('11-11 08:00'), newYork('done and done', done())),
  about('fit the shower tray', l('11-11 12:00'), london('that one is finished', done())),
  reminded('wax the bar tops', l('11-11 14:00'), london('yes all done, gleaming', done())),

  reminded('pick up limes', n('11-11 09:00'), newYork('ya', done())),
  reminded('text Lou her bike is ready', l('11-11 14:00'), london('yep', done())),
  reminded('back up the sd cards', n('11-11 08:00'), newYork('done it', done())),
  reminded('label the candles', l('11-11 14:30'), london('all good, done', done())),
];

const CAROLS = ['call Carol re Oak Lane', 'call Carol re the Levys'];
const THREE_CALLS = ['call Priya', 'call Amara', 'call the birth centre'];
const SALON: PendingQuestion = {
  about: 'dilemma_choice',
  question: 'hire a Saturday assistant?',
  options: ['hire a Saturday assistant', 'keep doing weekends solo'],
};
const TRUCK: PendingQuestion = {
  about: 'dilemma_choice',
  question: 'where to park for winter',
  options: ['stay in Queens', 'the food hall spot'],
};
const PLAN: PendingQuestion = { about: 'other', question: 'Want me to plan your day?', options: [] };
const WHEN: PendingQuestion = {
  about: 'other',
  question: 'Mornings or afternoons for the hive checks?',
  options: ['mornings', 'afternoons'],
};

export const TENTH_ANSWERS: HeldOutItem[] = [
  waitingOn({ about: 'which_task', options: CAROLS }, london('2', answer(2))),
  waitingOn({ about: 'which_task', options: CAROLS }, london('the second one', answer(2)), { current: { title: 'call Carol', due: null } }),
  waitingOn({ about: 'which_task', options: THREE_CALLS }, newYork('first', answer(1))),
  waitingOn({ about: 'which_task', options: CAROLS }, london('the levys one', answer(2))),
  waitingOn(SALON, london('going with the first', answer(1), decision)),
  waitingOn(SALON, newYork('not yet', answer(null))),
  waitingOn(
    { about: 'dilemma_options', question: 'how to fix cash flow' },
    london('either raise prices or cut the sunday market', answer(null)),
  ),
  waitingOn(
    { about: 'dilemma_matters', question: 'second truck?', options: ['buy a second truck', 'hire out the first'] },
    newYork('cash flow mostly', answer(null)),
  ),
  waitingOn({ about: 'review', decision: 'took on the apprentice' }, london('turned out well tbh, worth it', answer(null))),
  waitingOn({ about: 'keep', text: 'weekends off made me sharper' }, newYork('keep', answer(null))),
  waitingOn(WHEN, london('mornings', answer(1))),
  waitingOn(WHEN, newYork('afternoons i think', answer(2))),
  waitingOn({ about: 'stuck', task: 'quote the Shah kitchen' }, london('waiting on them to send the floor plan', answer(null))),
  waitingOn({ about: 'which_task', options: THREE_CALLS }, newYork('number 3', answer(3))),
  waitingOn({ about: 'which_task', options: THREE_CALLS }, london('the last one', answer(3))),
  waitingOn({ about: 'which_task', options: THREE_CALLS }, newYork('option two', answer(2))),
  waitingOn({ about: 'which_task', options: CAROLS }, london('1 pls', answer(1))),
  waitingOn({ about: 'which_task', options: THREE_CALLS }, newYork('the middle one', answer(2))),
  waitingOn({ about: 'which_task', options: ['ring Wyn 9am', 'ring Wyn 4pm'] }, london('the earlier one', answer(1))),
  waitingOn(TRUCK, newYork('second option, the food hall', answer(2), decision)),
  waitingOn(PLAN, london('yeah go on then', answer(null))),
  waitingOn(PLAN, newYork('nope', answer(null))),
  waitingOn(
    { about: 'dilemma_matters', question: 'keep tiling full time?', options: ['keep tiling full time', 'train someone up'] },
    london('my back honestly, I cant kneel 6 days a week anymore', answer(null)),
  ),
  waitingOn({ about: 'review', decision: 'signed the Queens lot lease' }, newYork('badly. shouldnt have signed it', answer(null))),
  waitingOn({ about: 'stuck', task: 'write the About page' }, newYork('no idea where to start', answer(null))),
  waitingOn({ about: 'keep', text: 'saying no felt good' }, london('yes keep it', answer(null))),

  waitingOn(PLAN, newYork('yes pls', answer(null))),
  waitingOn(PLAN, london('nah ta', answer(null))),
  waitingOn({ about: 'which_task', options: ['ring Wyn 9am', 'ring Wyn 4pm'] }, newYork('4pm one', answer(2))),

  waitingOn({ about: 'which_task', options: CAROLS }, newYork('2nd', answer(2))),
  waitingOn(TRUCK, london('the first', answer(1), decision)),
  waitingOn(WHEN, newYork('am', answer(1))),
];

export const TENTH_GREETINGS: HeldOutItem[] = [
  london('morning!', talk('greeting')),
  newYork('hey daily', talk('greeting')),
  london('hiya 👋', talk('greeting')),
  newYork('yo', talk('greeting')),
  london('alright?', talk('greeting')),
  newYork('good morning from JFK ✈️', talk('greeting')),
  london('evening!', talk('greeting')),
  newYork('hi there, first time using this', talk('greeting')),
  london('heya, you about?', talk('greeting')),
  newYork('gm', talk('greeting')),
  london('hello hello', talk('greeting')),
  newYork('hey hey', talk('greeting')),
  london('morning lovely', talk('greeting')),
  newYork('sup', talk('greeting')),
  london('hi, its Bev from the bakery', talk('greeting')),
  newYork('howdy', talk('greeting')),
  london('good afternoon', talk('greeting')),
  newYork('hey, back from the shoot', talk('greeting')),
  london('night night', talk('goodbye'), talk('greeting')),
  newYork('ttyl', talk('goodbye')),
  london('right, cheerio for now', talk('goodbye'), talk('greeting')),
  newYork('good night daily', talk('goodbye'), talk('greeting')),

  newYork('hiii', talk('greeting')),
  london('morning from a very cold allotment', talk('greeting')),
  newYork('hello, its Dee the doula', talk('greeting')),
];

export const TENTH_THANKS: HeldOutItem[] = [
  london('cheers', talk('thanks')),
  london('ta', talk('thanks')),
  newYork('thanks a mil', talk('thanks')),
  newYork('ty', talk('thanks')),
  london('thank u so much', talk('thanks')),
  london('cheers mate 🙏', talk('thanks')),
  newYork('legend, thanks', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  london('thx', talk('thanks')),
  london('much obliged', talk('thanks')),
  newYork('lifesaver thank you', talk('thanks')),
  london('nice one cheers', talk('thanks')),
  newYork('thank youuu', talk('thanks')),
  london('ta love', talk('thanks')),
  newYork('thanks daily', talk('thanks')),
  london('many thanks', talk('thanks')),
  newYork('grateful for this honestly', talk('thanks')),
  newYork('tysm', talk('thanks')),
  london('cheers for the nudge', talk('thanks')),
  newYork('thanks, that helps', talk('thanks')),

  london('cheers, sorted', talk('thanks'), talk('acknowledgement')),
  newYork('thank you!!', talk('thanks')),
  london('ta very much', talk('thanks')),
  newYork('ok thanks', talk('thanks'), talk('acknowledgement')),
  london('brilliant, thank you', talk('thanks')),
];

export const TENTH_FEELINGS: HeldOutItem[] = [
  london('absolutely knackered today', talk('feeling')),
  newYork('so stressed about friday', talk('feeling')),
  london('mondays are the worst in this trade', talk('feeling')),
  newYork('im drowning in emails', talk('overwhelmed')),
  london('feeling pretty good after that wedding yesterday', talk('feeling')),
  newYork('honestly could cry, the generator died again', talk('feeling')),
  london('fed up of chasing people for money', talk('feeling')),
  newYork('ugh i have to do my taxes and i hate it', talk('feeling'), NO_CHANGE),
  london('been a brutal week and its only wednesday', talk('feeling')),
  newYork('happy today, sold three jackets before lunch', talk('feeling')),
  london('nervous about the completion on the 27th', talk('feeling')),
  newYork('so much on i dont know where to start', talk('overwhelmed')),
  london('burnt out tbh', talk('feeling')),
  newYork('lonely running this on my own sometimes', talk('feeling')),
  london('buzzing, the honey sold out at the fair on saturday', talk('feeling')),
  newYork('anxious about the flight home tuesday', talk('feeling')),
  london('my head is all over the place', talk('feeling')),
  newYork('why does everyone need everything yesterday', talk('feeling')),
  london('i should really call my mum more, feel awful', talk('feeling'), NO_CHANGE),
  newYork('tired of fixing other peoples websites for free', talk('feeling')),
  london('proud of myself today not gonna lie', talk('feeling')),
  newYork('overwhelmed. 3 births due this month', talk('overwhelmed')),
  london('dreading tomorrow, four bathrooms to grout', talk('feeling')),

  newYork('so happy the rain held off for the shoot on sunday', talk('feeling')),
  london('gutted, lost the Shah kitchen to a cheaper quote', talk('feeling')),

  london('so tired, up at 5 for a birth and still going', talk('feeling')),
  newYork('sunday scaries already and its wednesday', talk('feeling')),
  london('proper chuffed, three 5 star reviews since monday', talk('feeling')),
  newYork('terrified of january tbh, no bookings yet', talk('feeling')),
];

export const TENTH_QUESTIONS: HeldOutItem[] = [
  london('should i charge extra for weekend call outs?', question, dilemma),
  newYork('whats the best way to price a 2 hour drone shoot?', question),
  london('how long does a local search usually take?', question),
  newYork('when is the permit renewal due?', question),
  london('is it worth going VAT registered early?', question, dilemma),
  newYork('do you think i should raise my rates in january?', question, dilemma),
  london('can bees survive a cold snap like this?', question),
  newYork('what time is it in london rn?', question),
  london('when did i last service the van?', question),
  newYork('what can you actually do?', question, HELP),
  london('how do i stop clients texting at 11pm?', question),
  newYork('should I take the Brooklyn gig on the 5th?', question, dilemma),
  london('any tips for pricing vintage denim?', question),
  newYork('is friday a bank holiday in the uk?', question),
  london('why do i always leave invoicing till the end of the month?', question, talk('feeling')),
  newYork('how many tasks have I got overdue?', question, list('overdue')),
  london('whats a fair deposit for a party booking?', question),
  newYork('which is better for doulas, stripe or square?', question, dilemma),
  london('when does the tax year end again?', question),
  newYork('how do other food truck people handle winter?', question),
  london('is 9 too early to ring a client?', question),
  newYork('did I ever finish the Hernandez copy?', question),

  london('how do i word a late payment email without sounding rude?', question),
  newYork('when do clocks change in the us vs uk?', question),
  london('what does a doula usually charge in london?', question),
];

/** Every kind as its own list, so each shows its own figure. */
export const HELD_OUT_TENTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: TENTH_ASKS,
  snoozes: TENTH_SNOOZES,
  corrections: TENTH_CORRECTIONS,
  renames: TENTH_RENAMES,
  removals: TENTH_REMOVALS,
  completions: TENTH_COMPLETIONS,
  answers: TENTH_ANSWERS,
  greetings: TENTH_GREETINGS,
  thanks: TENTH_THANKS,
  feelings: TENTH_FEELINGS,
  questions: TENTH_QUESTIONS,
  facts: TENTH_FACTS,
  decisions: TENTH_DECISIONS,
  dilemmas: TENTH_DILEMMAS,
  recalls: TENTH_RECALLS,
  priorities: TENTH_PRIORITIES,
  agenda: TENTH_AGENDA,
  'free time': TENTH_FREE_TIME,
  recurring: TENTH_RECURRING,
  rambles: TENTH_RAMBLES,
  unclear: TENTH_UNCLEAR,
  bare: TENTH_BARE,
};

export const HELD_OUT_TENTH: HeldOutItem[] = Object.values(HELD_OUT_TENTH_KINDS).flat();
