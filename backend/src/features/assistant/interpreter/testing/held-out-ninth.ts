import type { PendingQuestion } from '../intent';
import {
  done,
  dilemma,
  type HeldOutItem,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  note,
  num,
  question,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  HELP,
  UNDO,
  words,
  answer,
} from './held-out-kit';
import {
  about,
  afterList,
  NINTH_AGENDA,
  NINTH_BARE,
  NINTH_DECISIONS,
  NINTH_DILEMMAS,
  NINTH_FACTS,
  NINTH_FREE_TIME,
  NINTH_PRIORITIES,
  NINTH_RAMBLES,
  NINTH_RECALLS,
  NINTH_RECURRING,
  NINTH_UNCLEAR,
  waitingOn,
} from './held-out-ninth-b';

/**
 * The ninth held-out set: messages written fresh for measuring the rules reader on text it was never
 * tuned on, never edited to match what it reads. Each item carries every reading a careful person
 * would accept. Read at HELD_OUT_NOW: Wed 11 Nov 2026, 15:00 London (GMT), 10:00 New York (EST).
 */

export const NINTH_ASKS: HeldOutItem[] = [
  // 11am has passed in London at 15:00, so the next 11am is tomorrow's; in New York it is still ahead.
  london('pls remind me to ring the fish supplier at 11 am', task('ring the fish supplier', l('11-12 11:00'))),
  newYork('remind me to call the liquor distributor at 11 am', task('call the liquor distributor', n('11-11 11:00'))),
  london('chase the Hendersons for the deposit half 4', task('chase the Hendersons for the deposit', l('11-11 16:30'))),
  london('book the van MOT quarter to 6 tomorrow', task('book the van MOT', l('11-12 17:45')), task('book the van MOT', l('11-12 05:45'))),
  newYork(
    'text the bride re shot list first thing tmrw',
    task('text the bride re shot list', n('11-12 09:00')),
    task('text the bride re shot list', n('11-12 08:00')),
  ),
  london(
    'invoice the Patel kitchen job EOD',
    task('invoice the Patel kitchen job', l('11-11 17:00')),
    task('invoice the Patel kitchen job', l('11-11 18:00')),
  ),
  newYork('send Marco the mix notes b4 noon', task('send Marco the mix notes', n('11-11 12:00'))),
  london('order more sourdough flour in 2 weeks at 4pm', task('order more sourdough flour', l('11-25 16:00'))),
  newYork(
    'a week from today renew the gym insurance',
    task('renew the gym insurance', n('11-18 12:00')),
    task('renew the gym insurance', n('11-18 10:00')),
  ),
  london('ten minutes from now remind me to take the bread out', task('take the bread out', inMinutes(10))),
  newYork(
    'in a fortnight check in with the candidate who started at Brightline',
    task('check in with the candidate who started at Brightline', n('11-25 12:00')),
    task('check in with the candidate who started at Brightline', n('11-25 10:00')),
  ),
  // Day first in London: 4 December.
  london('fix the fuse board at no. 14 on 4/12', task('fix the fuse board at no. 14', l('12-04 12:00'))),
  // Month first in New York: 15 January.
  newYork('pay the quarterly estimate on 1/15', task('pay the quarterly estimate', n('2027-01-15 12:00'))),
  london('renew the alcohol licence 2027-01-15', task('renew the alcohol licence', l('2027-01-15 12:00'))),
  london('noon friday collect the enlargements from the lab', task('collect the enlargements from the lab', l('11-13 12:00'))),
  newYork(
    'midnight tonight submit the app build for review',
    task('submit the app build for review', n('11-12 00:00')),
    task('submit the app build for review', n('11-11 23:59')),
  ),
  london(
    'after lunch tomorrow call the wine broker in Bordeaux',
    task('call the wine broker in Bordeaux', l('11-12 13:00')),
    task('call the wine broker in Bordeaux', l('11-12 14:00')),
  ),
  london(
    'this weekend sort the spare room for the lodger',
    task('sort the spare room for the lodger', l('11-14 12:00')),
    task('sort the spare room for the lodger', l('11-14 09:00')),
    task('sort the spare room for the lodger', l('11-14 10:00')),
  ),
  newYork(
    'end of the month send rent statements to the 4 tenants',
    task('send rent statements to the 4 tenants', n('11-30 12:00')),
    task('send rent statements to the 4 tenants', n('11-30 17:00')),
  ),
  // December's Tuesdays are the 1st and the 8th.
  london('the second tuesday of december book the staff xmas do', task('book the staff xmas do', l('12-08 12:00'))),
  // Mondays from now: the 16th, the 23rd, the 30th.
  newYork('3 mondays from now review the client contracts', task('review the client contracts', n('11-30 12:00'))),
  london('christmas eve drop the hampers to the midwives team', task('drop the hampers to the midwives team', l('12-24 12:00'))),
  newYork('call the venue in Nashville at 3 est', task('call the venue in Nashville', n('11-11 15:00'))),
  london('ring mum at 6 gmt', task('ring mum', l('11-11 18:00'))),
  london('tuesday the 24th quote the kowalski rewire', task('quote the kowalski rewire', l('11-24 12:00'))),
  // Thanksgiving 2026 is the fourth Thursday, the 26th.
  newYork('call grandma thanksgiving morning at 8', task('call grandma', n('11-26 08:00'))),
  london('between 2 and 4 tomorrow pick up the tiles from Topps', task('pick up the tiles from Topps', l('11-12 14:00'))),
  newYork('thurs 9ish dentist for Maya', task('dentist for Maya', n('11-12 09:00'))),
  london(
    'send the pitch deck to the brewery investors monday week',
    task('send the pitch deck to the brewery investors', l('11-23 12:00')),
  ),
  newYork('on the 3rd renew the landlord insurance', task('renew the landlord insurance', n('12-03 12:00'))),
  london('twenty past 8 tmrw morning pick up the float from the bank', task('pick up the float from the bank', l('11-12 08:20'))),
  newYork('need to pay the sound hire co by 12/4', task('pay the sound hire co', n('12-04 12:00'))),
  london('remind me at 5:30 to lock up the studio', task('lock up the studio', l('11-11 17:30'))),
  newYork('in 45 mins move the car', task('move the car', inMinutes(45))),
];

export const NINTH_SNOOZES: HeldOutItem[] = [
  about('Send VAT return', l('11-11 16:00'), london('snooze 10 min', snoozeFor(10))),
  about('Chase Mrs Okafor rent', l('11-11 11:00'), london('snooze it half an hour pls', snoozeFor(30))),
  about('Call the tile supplier', n('11-11 09:30'), newYork('not now, 2 hrs', snoozeFor(120))),
  about('Prep the wedding timeline', n('11-11 10:00'), newYork('later. like an hour', snoozeFor(60))),
  about('Order lemons and limes', l('11-11 15:00'), london('snooze till 6', snoozeUntil(l('11-11 18:00')))),
  about('Book the group session room', n('11-11 10:15'), newYork('snooze until 8 am tomorrow', snoozeUntil(n('11-12 08:00')))),
  waitingOn({ about: 'follow_up', task: 'Update the rota' }, london('SNOOZE 1H', snoozeFor(60)), {
    current: { title: 'Update the rota', due: l('11-11 14:00') },
  }),
  waitingOn({ about: 'follow_up', task: 'Email the label' }, newYork('snooze 1 hour', snoozeFor(60)), {
    current: { title: 'Email the label', due: n('11-11 09:00') },
  }),
  about('Rewire quote for flat 3', l('11-11 13:00'), london('remind me again in 20', snoozeFor(20))),
  about(
    'Pay the produce invoice',
    l('11-10 12:00'),
    london(
      'give me till monday on this one',
      snoozeUntil(l('11-16 12:00')),
      snoozeUntil(l('11-16 09:00')),
      move({ by: 'context' }, '2026-11-16', null),
    ),
  ),
  about('Call the HMRC helpline', l('11-11 15:30'), london('push it back 15 mins', snoozeFor(15))),
  about(
    'Send the mastering invoice',
    n('11-11 11:00'),
    newYork('snooze this until after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  about('Write up session notes', n('11-11 10:00'), newYork('can u bug me about it tonight at 9', snoozeUntil(n('11-11 21:00')))),
  about('Check the cellar temperature log', l('11-11 15:00'), london('ugh snooze for 3 hours', snoozeFor(180))),
  // Two days overdue: a snooze to a moment is simply that moment.
  about('Gas safety cert for flat 2', l('11-09 12:00'), london('snooze til tomorrow morning 9', snoozeUntil(l('11-12 09:00')))),
  about('Review the app store rejection', n('11-11 12:00'), newYork('snooze 90 mins', snoozeFor(90))),
  about('Prep algebra worksheets', l('11-11 17:00'), london('snooze it a day', snoozeFor(1440))),
  about('Post the van insurance docs', l('11-11 15:00'), london('zzz 5 mins', snoozeFor(5))),
  london(
    'snooze the bakery rates bill til friday',
    snoozeUntil(l('11-13 12:00'), words('rates bill')),
    snoozeUntil(l('11-13 09:00'), words('rates bill')),
    move(words('rates bill'), '2026-11-13', null),
  ),
  newYork('snooze the gym payroll one until 4pm', snoozeUntil(n('11-11 16:00'), words('payroll'))),
  about('Call back Dr Shah', n('11-11 09:00'), newYork('in a bit, snooze 25m', snoozeFor(25))),
  about(
    'Pay the electrician apprentice',
    l('11-11 15:00'),
    london(
      'snooze until the weekend',
      snoozeUntil(l('11-14 12:00')),
      snoozeUntil(l('11-14 09:00')),
      move({ by: 'context' }, '2026-11-14', null),
    ),
  ),
  about('Order new squat racks', n('11-11 10:00'), newYork('hit snooze, half hour', snoozeFor(30))),
  about('Confirm the home visit with Jess', l('11-11 15:10'), london('snooze a couple hours', snoozeFor(120))),
  about('Sign the tour rider', n('11-11 14:00'), newYork('snooze it till 5 pm my time', snoozeUntil(n('11-11 17:00')))),
  about('Call the mortgage broker', l('11-11 14:30'), london('remind me in an hour instead', snoozeFor(60))),
];

const here = { by: 'context' } as const;

export const NINTH_CORRECTIONS: HeldOutItem[] = [
  about('Ring the fish supplier', l('11-12 11:00'), london('oops I meant 12', move(here, null, '12:00'))),
  about('Call the venue', n('11-12 15:00'), newYork('no wait, 5', move(here, null, '17:00'))),
  about('Collect the enlargements', l('11-13 12:00'), london('scratch that, make it thursday', move(here, '2026-11-12', null))),
  about('Send Marco the mix notes', n('11-11 12:00'), newYork('actually thursday', move(here, '2026-11-12', null))),
  about('Quote the Kowalski rewire', l('11-24 12:00'), london('sorry 25th not 24th', move(here, '2026-11-25', null))),
  about('Book the van MOT', l('11-12 17:45'), london('make it 2:30', move(here, null, '14:30'))),
  about(
    'Pay the sound hire',
    n('12-04 12:00'),
    newYork('push that to monday', move(here, '2026-11-16', null), move(here, '2026-12-07', null)),
  ),
  about('Dentist for Maya', n('11-12 09:00'), newYork('ugh autocorrect, i meant 9:30 not 9', move(here, null, '09:30'))),
  about('Call the wine broker', l('11-12 13:00'), london('no 3 not 1', move(here, null, '15:00'))),
  about('Lock up the studio', l('11-11 17:30'), london('actually make that half 6', move(here, null, '18:30'))),
  london('move the brewery pitch to friday 2pm', move(words('brewery'), '2026-11-13', '14:00')),
  newYork('move my call with Tasha to tmrw 11am', move(words('Tasha'), '2026-11-12', '11:00')),
  about('Pick up the float', l('11-12 08:20'), london("wrong day it's friday", move(here, '2026-11-13', null))),
  about('Renew the gym insurance', n('11-18 12:00'), newYork('correction: the 19th', move(here, '2026-11-19', null))),
  about('Drop the hampers', l('12-24 12:00'), london('hmm the 23rd is better, morning, 10', move(here, '2026-12-23', '10:00'))),
  about('Submit the app build', n('11-12 00:00'), newYork('not midnight, 8am', move(here, null, '08:00'))),
  about('Text the bride', n('11-12 09:00'), newYork('change that to 4pm', move(here, null, '16:00'))),
  about('Chase the Hendersons', l('11-11 16:30'), london('eh, tomorrow instead', move(here, '2026-11-12', null))),
  about('Invoice the Patel job', l('11-11 17:00'), london('oops meant next wednesday', move(here, '2026-11-18', null))),
  about('Book the staff xmas do', l('12-08 12:00'), london('i said tuesday but i meant wednesday the 9th', move(here, '2026-12-09', null))),
  newYork('shift the tenant walkthrough to 3:15', move(words('walkthrough'), null, '15:15')),
  about('Call grandma', n('11-26 08:00'), newYork('8 was too early lol do 10', move(here, null, '10:00'))),
  about('Sort the spare room', l('11-14 12:00'), london('no sunday afternoon, 2ish', move(here, '2026-11-15', '14:00'))),
  about('Review the client contracts', n('11-30 12:00'), newYork('make it the 1st of dec at 9', move(here, '2026-12-01', '09:00'))),
  about('Pick up the tiles', l('11-12 14:00'), london('wait, 11 not 2', move(here, null, '11:00'))),
];

const THREE_JOBS = ['Order rye flour', 'Call the oven engineer', 'Pay the laundry'];
const THREE_GIGS = ['Email the promoter', 'Book the van', 'Pay Luis for drum tech'];

export const NINTH_RENAMES: HeldOutItem[] = [
  about(
    'Ring the fish supplier',
    l('11-12 11:00'),
    london('rename it to ring the fish AND veg supplier', rename(here, 'ring the fish AND veg supplier')),
  ),
  about(
    'Call the venue',
    n('11-12 15:00'),
    newYork("call it 'confirm load-in with the venue' instead", rename(here, 'confirm load-in with the venue')),
  ),
  newYork('change the dentist one to orthodontist for Maya', rename(words('dentist'), 'orthodontist for Maya')),
  london("rename 'van MOT' to 'van MOT and service'", rename(words('van MOT'), 'van MOT and service')),
  about(
    'Sort the spare room',
    l('11-14 12:00'),
    london("can you retitle that 'clear spare room for new lodger'", rename(here, 'clear spare room for new lodger')),
  ),
  afterList(THREE_JOBS, london('rename 1 to order 20kg rye flour', rename(num(1), 'order 20kg rye flour'))),
  about(
    'pay electrican apprentice',
    l('11-13 12:00'),
    london('fix the spelling pls: pay electrician apprentice', rename(here, 'pay electrician apprentice')),
  ),
  newYork("the tasha call should be called 'Tasha offer chat'", rename(words('tasha'), 'Tasha offer chat')),
  about(
    'Chase the Hendersons',
    l('11-12 12:00'),
    london('call that one chase Hendersons deposit (2nd reminder)', rename(here, 'chase Hendersons deposit 2nd reminder')),
  ),
  newYork('rename the app review task to resubmit to app store', rename(words('app review'), 'resubmit to app store')),
  london('retitle the kowalski one: kowalski full rewire quote', rename(words('kowalski'), 'kowalski full rewire quote')),
  about(
    'Prep algebra worksheets',
    l('11-11 17:00'),
    london('name it gcse algebra worksheets for year 11 instead', rename(here, 'gcse algebra worksheets for year 11')),
  ),
  newYork("change 'call grandma' to 'call grandma and aunt Rose'", rename(words('call grandma'), 'call grandma and aunt Rose')),
  about(
    'Send rent statements',
    n('11-30 12:00'),
    newYork('rename to send rent statements + deposit receipts', rename(here, 'send rent statements + deposit receipts')),
  ),
  london(
    'can the hampers task say hampers for the midwife team and GP surgery',
    rename(words('hampers'), 'hampers for the midwife team and GP surgery'),
  ),
  about(
    'Call the wine broker',
    l('11-12 13:00'),
    london("actually label it 'call Bordeaux broker re 2024 allocation'", rename(here, 'call Bordeaux broker re 2024 allocation')),
  ),
  afterList(THREE_GIGS, newYork('rename #3 to pay Luis for the drum tech shifts', rename(num(3), 'pay Luis for the drum tech shifts'))),
  about(
    'Book the group session room',
    n('11-12 12:00'),
    newYork('change the wording to book room for thursday group', rename(here, 'book room for thursday group')),
  ),
  london('rename float pickup to collect change float from Barclays', rename(words('float'), 'collect change float from Barclays')),
  about(
    'Review the client contracts',
    n('11-30 12:00'),
    newYork('better title: review Q4 coaching contracts', rename(here, 'review Q4 coaching contracts')),
  ),
  about(
    'Order new squat racks',
    n('11-13 12:00'),
    newYork('rename that to order 2 squat racks + plates', rename(here, 'order 2 squat racks + plates')),
  ),
  london(
    "the one called 'tiles' rename it to pick up bathroom tiles from Topps",
    rename(words('tiles'), 'pick up bathroom tiles from Topps'),
  ),

  about(
    'Call the in ears guy',
    n('11-12 08:00'),
    newYork('rename to call Jordan re in-ear monitors', rename(here, 'call Jordan re in-ear monitors')),
  ),
  london(
    'change the name of the fryers one to deep clean fryers + extractor hood',
    rename(words('fryers'), 'deep clean fryers + extractor hood'),
  ),
  about(
    'Tutor Amir',
    l('11-17 16:00'),
    london('can we call it tutor Amir + his sister Leila', rename(here, 'tutor Amir + his sister Leila')),
  ),
];

export const NINTH_REMOVALS: HeldOutItem[] = [
  about('Call the venue', n('11-12 15:00'), newYork('delete that', remove(here))),
  london('cancel the pilates booking reminder', remove(words('pilates'))),
  about('Sort the spare room', l('11-14 12:00'), london('scratch that', remove(here), UNDO)),
  about('Drop off the keys to flat 2', l('11-12 12:00'), london('bin it, not happening', remove(here))),
  newYork('remove the gym insurance task, sorted it another way', remove(words('gym insurance')), done(words('gym insurance'))),
  afterList(THREE_GIGS, newYork('delete 2', remove(num(2)))),
  afterList(THREE_JOBS, london('get rid of no. 3 pls', remove(num(3)))),
  about('Drop the hampers', l('12-24 12:00'), london('forget about it, the practice is doing them', remove(here))),
  newYork('take the tasha call off my list, she withdrew', remove(words('tasha'))),
  london('remove the kowalski quote, they went with someone else', remove(words('kowalski'))),
  about('Book the staff xmas do', l('12-08 12:00'), london('never mind, cancel it', remove(here))),
  newYork('kill the app store task', remove(words('app store'))),
  about('Text the bride', n('11-12 09:00'), newYork('nvm delete', remove(here))),
  london('can u delete the reminder about the lemons', remove(words('lemons'))),
  about('Renew the alcohol licence', l('2027-01-15 12:00'), london("that one's not needed, remove please", remove(here))),
  newYork('drop the mileage log reminder entirely', remove(words('mileage'))),
  afterList(THREE_JOBS, london('delete the first one', remove(num(1)))),
  about('Call grandma', n('11-26 08:00'), newYork("ignore that, don't need a reminder for it", remove(here), UNDO)),
  london('trash the boiler service reminder for flat 4, tenant moved out', remove(words('boiler service'))),
  newYork("please remove 'order merch for Boston show'", remove(words('order merch for Boston show'))),
  about('Check the cellar temperature log', l('11-11 18:00'), london('erase that one', remove(here))),
  newYork('cancel the reminder to call the plumber', remove(words('call the plumber'))),

  afterList(THREE_GIGS, newYork('remove number 1, promoter already got back to me', remove(num(1)), done(num(1)))),
  london('delete the van wash reminder and the napkins one', [remove(words('van wash')), remove(words('napkins'))]),
  about('Call the wine rep', n('11-12 08:00'), newYork('stop reminding me about this one, remove it', remove(here))),
];

export const NINTH_COMPLETIONS: HeldOutItem[] = [
  about('Pay the produce invoice', l('11-10 12:00'), london('paid the produce invoice', done(here), done(words('produce invoice')))),
  about('Send VAT return', l('11-11 16:00'), london('done ✅', done(here))),
  about('Call back Dr Shah', n('11-11 09:00'), newYork('👍 done that', done(here))),
  newYork('finished the mix notes for Marco', done(words('mix notes'))),
  london('sent the rent statements', done(words('rent statements'))),
  afterList(THREE_JOBS, london('2 done', done(num(2)))),
  afterList(THREE_GIGS, newYork('done 1 and 3', [done(num(1)), done(num(3))])),
  waitingOn({ about: 'follow_up', task: 'Update the rota' }, london('DONE', done(here)), {
    current: { title: 'Update the rota', due: l('11-11 14:00') },
  }),
  about('Order lemons and limes', l('11-11 15:00'), london("ordered 'em", done(here))),
  about('Confirm the home visit with Jess', l('11-11 15:10'), london('yep confirmed with her', done(here))),
  newYork('crossed off the tenant walkthrough, all good', done(words('walkthrough'))),
  about('Sign the tour rider', n('11-11 14:00'), newYork('signed ✍️', done(here))),
  london('got the gas safety cert done for flat 2 finally', done(words('gas safety'))),
  about('Write up session notes', n('11-11 10:00'), newYork('all written up', done(here))),
  about('Submit the app build', n('11-11 12:00'), newYork('✔️', done(here))),
  london('booked the van MOT', done(words('van MOT'))),
  about('Call the HMRC helpline', l('11-11 15:30'), london('spoke to them, sorted', done(here))),
  newYork('paid luis', done(words('luis'))),
  about('Prep algebra worksheets', l('11-11 17:00'), london("that's done now ta", done(here))),
  afterList(THREE_GIGS, newYork('finished the second one', done(num(2)))),
  about('Check the cellar temperature log', l('11-11 15:00'), london('checked, all fine 🍷', done(here))),
  newYork('picked up the dry cleaning for the shoot', done(words('dry cleaning'))),
  about('Post the van insurance docs', l('11-11 15:00'), london('posted!', done(here))),
  newYork('mark the squat racks order as done', done(words('squat racks'))),

  newYork('paid the rehearsal space rent 💸', done(words('rehearsal space'))),
  about('Ring mum', l('11-11 18:00'), london('rang her 😊', done(here))),
];

const twoCalls = (): PendingQuestion => ({ about: 'which_task', options: ['Call the tile supplier', 'Call the tiler'] });
const threeEmails = (): PendingQuestion => ({ about: 'which_task', options: ['Email the promoter', 'Email the label', 'Email the venue'] });
const sites = (): PendingQuestion => ({
  about: 'dilemma_choice',
  question: 'Keep Shoreditch or move to Hackney?',
  options: ['Keep the Shoreditch site', 'Move to Hackney'],
});
const venues = (): PendingQuestion => ({
  about: 'dilemma_choice',
  question: 'Which venue for the retreat?',
  options: ['Venue A at $4k', 'Venue B at $6k'],
});
const atNine = (): PendingQuestion => ({ about: 'other', question: 'Want me to set that for 9am?', options: [] });
const yesNo = (): PendingQuestion => ({ about: 'other', question: 'Shall I move the rest of today to tomorrow?', options: ['Yes', 'No'] });

export const NINTH_ANSWERS: HeldOutItem[] = [
  waitingOn(twoCalls(), london('2', answer(2))),
  waitingOn(twoCalls(), london('the second one', answer(2))),
  waitingOn(twoCalls(), newYork('first', answer(1))),
  waitingOn(twoCalls(), london('the tiler one', answer(2))),
  waitingOn(sites(), london('hackney', answer(2))),
  waitingOn(sites(), newYork("let's go w option 1", answer(1))),
  waitingOn(
    { about: 'dilemma_options', question: 'Should I take on a business partner?' },
    newYork('either bring in Dana as partner or stay solo and hire a contractor', answer(null)),
  ),
  waitingOn(
    { about: 'dilemma_matters', question: 'Partner or solo?', options: ['Bring in Dana', 'Stay solo'] },
    newYork('honestly the cash flow', answer(null)),
  ),
  waitingOn(atNine(), newYork('yes', answer(null), answer(1))),
  waitingOn(yesNo(), london('no', answer(2), answer(null))),
  waitingOn({ about: 'keep', text: 'Saying no to the Hartley job felt right.' }, london('keep', answer(null), note)),
  waitingOn({ about: 'stuck', task: 'Gas safety cert for flat 2' }, london('waiting on the tenant to let the engineer in', answer(null))),
  waitingOn({ about: 'review', decision: 'Raise the coaching rate 15%' }, newYork('turned out great, only lost one client', answer(null))),
  waitingOn(threeEmails(), newYork('the last one', answer(3))),
  waitingOn(sites(), newYork('not yet, still thinking', answer(null))),
  waitingOn(venues(), newYork('the cheaper one', answer(1))),
  waitingOn(threeEmails(), london('2nd pls', answer(2))),
  waitingOn(threeEmails(), london('number three', answer(3))),
  waitingOn(venues(), newYork('option b', answer(2))),
  waitingOn(atNine(), london('yeah go on then', answer(null), answer(1))),
  waitingOn(yesNo(), newYork('nope', answer(2), answer(null))),
  waitingOn(sites(), london('neither tbh', answer(null))),
  waitingOn(threeEmails(), newYork('1️⃣', answer(1))),

  waitingOn(twoCalls(), newYork('the supplier', answer(1))),
  waitingOn(
    { about: 'dilemma_matters', question: 'Android first or both?', options: ['Android first', 'Both at once'] },
    newYork('speed to market really', answer(null)),
  ),
];

export const NINTH_GREETINGS: HeldOutItem[] = [
  london('morning!', talk('greeting')),
  london('hiya', talk('greeting')),
  newYork('hey daily', talk('greeting')),
  newYork('yo', talk('greeting')),
  london('good evening from Glasgow', talk('greeting')),
  newYork('gm ☀️', talk('greeting')),
  london('hello there', talk('greeting')),
  newYork('heyyy', talk('greeting')),
  newYork('howdy', talk('greeting')),
  london("hi, it's Priya, new here", talk('greeting')),
  london('evening', talk('greeting')),
  newYork('hi again', talk('greeting')),
  london('good morning!!', talk('greeting')),
  newYork('hellooo', talk('greeting')),
  london('afternoon 👋', talk('greeting')),
  newYork('hey hey', talk('greeting')),
  newYork('sup', talk('greeting')),
  london('morning daily, how is it going', talk('greeting')),
  newYork('hi 🙂', talk('greeting')),
  london('oi oi', talk('greeting')),
  london('night! off to bed', talk('goodbye')),
  newYork('ttyl', talk('goodbye')),
  london('right, signing off for today, bye', talk('goodbye')),

  london('hey, back from the school run', talk('greeting')),
  london('good afternoon daily', talk('greeting')),
  newYork('hey there 👋🏽', talk('greeting')),
];

export const NINTH_THANKS: HeldOutItem[] = [
  london('thanks!', talk('thanks')),
  newYork('thank u so much', talk('thanks')),
  london('cheers', talk('thanks')),
  london('ta very much', talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork('appreciate it 🙏', talk('thanks')),
  london('lifesaver, thank you', talk('thanks')),
  newYork('ty!!', talk('thanks')),
  london('cheers for that', talk('thanks')),
  newYork('thanks a ton', talk('thanks')),
  london('brilliant thanks', talk('thanks')),
  newYork('perfect thank you', talk('thanks')),
  london('much appreciated', talk('thanks')),
  newYork('you rock, thanks', talk('thanks')),
  london('ta', talk('thanks')),
  newYork('ok cool', talk('acknowledgement'), talk('thanks')),
  london('noted 👍', talk('acknowledgement')),
  newYork('got it', talk('acknowledgement')),
  london('sound', talk('acknowledgement')),
  newYork('ok great, thanks', talk('thanks'), talk('acknowledgement')),
  london('nice one ta', talk('thanks')),

  london("thank you, that's a weight off", talk('thanks')),
  newYork('thanks babe lol', talk('thanks')),
  london('cheers mate', talk('thanks')),
  newYork('many thanks', talk('thanks')),
];

const FELT = [talk('feeling'), talk('overwhelmed')] as const;

export const NINTH_FEELINGS: HeldOutItem[] = [
  london("another tenant emailing about the boiler at 11pm, I'm done with this", ...FELT),
  newYork('so tired of chasing invoices honestly', ...FELT),
  london('absolutely knackered after a double shift', ...FELT),
  newYork('feeling pretty low today', ...FELT),
  london('swamped, 3 births this week and the paperwork is endless', ...FELT),
  newYork('i hate doing my taxes so much', ...FELT),
  london('stressed out about the VAT bill', ...FELT),
  newYork('the label keeps moving the goalposts and I want to scream', ...FELT),
  london('kinda proud of myself today ngl', talk('feeling'), talk('reflection')),
  newYork('I feel like I am failing at everything rn', ...FELT),
  london('the kitchen was chaos tonight and I am fried', ...FELT),
  newYork('ugh mondays. even on a wednesday', ...FELT),
  london('jet lag is killing me', ...FELT),
  newYork('anxious about the investor call', ...FELT),
  london("I've got so much to do and can't face any of it", ...FELT),
  newYork('buzzing, just landed a big client!!', talk('feeling')),
  london('not coping well this week tbh', ...FELT),
  newYork('clients who ghost after the quote drive me nuts', ...FELT),
  london('sick of the van breaking down every other week', ...FELT),
  newYork('overwhelmed. too many plates spinning', ...FELT),
  london('kind of lonely running this on my own', ...FELT),
  newYork('burnt out from the tour, need a break', ...FELT),

  london('gutted, lost the Henderson contract', ...FELT),
  newYork("honestly can't believe I have to redo the whole mix, so annoyed", ...FELT),
  london("I should really be doing the accounts but I can't be bothered", ...FELT),
];

export const NINTH_QUESTIONS: HeldOutItem[] = [
  london('should I raise my hourly rate?', question, dilemma),
  newYork('when is the Kowalski quote due?', question),
  london('what time is it in LA right now', question),
  newYork('how do I turn off the morning plan', question, HELP),
  london('can you read voice notes?', question, HELP),
  newYork('is premium worth it?', question),
  london("what's the going rate for a second shooter", question),
  newYork('how much is premium a month', question),
  london('when is my gas safety thing due', question),
  newYork('do you remember what my business does?', question),
  london('is it normal to feel this guilty charging friends', question, talk('feeling')),
  newYork('can you call me?', question, HELP),
  london('what can you actually do', question, HELP),
  newYork('should I tell the client about the delay now?', question, dilemma),
  london('how many tasks have i got open', question),
  newYork('does this work with google calendar?', question, HELP),
  london('why did you remind me twice?', question),
  newYork('is my data private?', question, HELP),
  london('what do other landlords do about late rent?', question),
  newYork('would a 4 day week work for a gym owner?', question, dilemma),
  london('are you a real person?', question),
  newYork('when did I last talk to you', question),

  newYork("what's the best way to say no to a client nicely?", question),
  london('do you work on both WhatsApp and SMS?', question, HELP),
  newYork("when's thanksgiving this year?", question),
];

export const HELD_OUT_NINTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: NINTH_ASKS,
  snoozes: NINTH_SNOOZES,
  corrections: NINTH_CORRECTIONS,
  renames: NINTH_RENAMES,
  removals: NINTH_REMOVALS,
  completions: NINTH_COMPLETIONS,
  answers: NINTH_ANSWERS,
  greetings: NINTH_GREETINGS,
  thanks: NINTH_THANKS,
  feelings: NINTH_FEELINGS,
  questions: NINTH_QUESTIONS,
  facts: NINTH_FACTS,
  decisions: NINTH_DECISIONS,
  dilemmas: NINTH_DILEMMAS,
  recalls: NINTH_RECALLS,
  priorities: NINTH_PRIORITIES,
  agenda: NINTH_AGENDA,
  'free time': NINTH_FREE_TIME,
  recurring: NINTH_RECURRING,
  rambles: NINTH_RAMBLES,
  unclear: NINTH_UNCLEAR,
  'bare commands': NINTH_BARE,
};

export const HELD_OUT_NINTH: HeldOutItem[] = Object.values(HELD_OUT_NINTH_KINDS).flat();
