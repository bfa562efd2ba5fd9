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
  FORTYNINTH_AGENDA,
  FORTYNINTH_BARE,
  FORTYNINTH_DECISION,
  FORTYNINTH_DILEMMA,
  FORTYNINTH_FEELING,
  FORTYNINTH_FREE_TIME,
  FORTYNINTH_GREETING,
  FORTYNINTH_PRIORITISE,
  FORTYNINTH_QUESTION,
  FORTYNINTH_RAMBLE,
  FORTYNINTH_RECALL,
  FORTYNINTH_STATEMENT,
  FORTYNINTH_THANKS,
  FORTYNINTH_UNCLEAR,
} from './held-out-fortyninth-b';

/**
 * The forty-ninth held-out set: fourteen solo operators who have used daily every day for months
 * and write to it like to a friend. In London: a nail technician (24, lowercase, "babe"), a Depop
 * reseller (20, slang), a sourdough micro-bakery (63, courteous sentences), a second-hand bookshop
 * owner (68, formal), a climbing-gym owner, a Pilates instructor and a doula. In New York: a
 * streamer who sells merch (22), a wedding band leader (57), a personal stylist, a freelance
 * illustrator, a mobile barber, a freelance sound designer and an indie game developer. They answer
 * reminders, point back at the list just shown or the task just made, mix requests with news and
 * think out loud. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 */

/** A reminder for `title` was just sent and is being answered. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

/** The last numbered list daily sent to each of them. */
const NAILS_LIST = { listed: ['Order gel top coat', 'Text Shanice re her infills', 'Clean the UV lamps', 'Post the christmas nail sets'] };
const DEPOP_LIST = {
  listed: ['Ship the Carhartt jacket', 'Relist the Y2K bundle', 'Buy poly mailers', 'Reply to the offer on the Nike tech'],
};
const BAKE_LIST = {
  listed: [
    'Feed the rye starter',
    'Order 25kg of strong white',
    'Deliver to the deli on Church Street',
    'Renew the food hygiene certificate',
  ],
};
const BOOK_LIST = {
  listed: [
    'Ring Mr Pemberton about the Dickens set',
    'Price the box from the estate sale',
    'Pay the business rates',
    'Reorder brown paper bags',
  ],
};
const CLIMB_LIST = { listed: ['Reset the comp wall', 'Chase the mats invoice', 'Book the auto-belay inspection', 'Post the rota'] };
const PILATES_LIST = {
  listed: ['Email the studio about Saturday', 'Renew my insurance', 'Plan the reformer class', 'Prep the corporate block proposal'],
};
const MERCH_LIST = {
  listed: ['Restock the hoodies', 'Fix the Shopify discount code', 'Schedule the sub-goal stream', 'Email the print shop'],
};
const BAND_LIST = {
  listed: ['Send the Goldbergs the set list', 'Pay the horn section', 'Confirm the sound engineer at the Plaza', 'Rehearsal space deposit'],
};
const STYLIST_LIST = {
  listed: ['Pull looks for Mrs. Hartley', 'Return the Bergdorf pieces', 'Invoice the Kaplan closet edit', 'Book the tailor'],
};
const ILLUS_LIST = { listed: ['Thumbnails for the picture book spread', 'Invoice the magazine', 'Scan the inks', 'Reply to the agent'] };
const BARBER_LIST = { listed: ['Re-up on clipper oil', 'Fade for Marcus', 'Van registration', 'Text the Eastside shop'] };
const GAME_LIST = { listed: ['Fix the save bug', 'Steam page capsule art', 'Reply to the publisher', 'Build for the playtest'] };

export const FORTYNINTH_ASK: HeldOutItem[] = [
  london('hun remind me to order more builder gel tmrw 💅', task('order more builder gel', l('11-12'))),
  london('shanice infills fri 11:30 pls x', task('shanice infills', l('11-13 11:30'))),
  london(
    "ngl i need to ship the carhartt jacket before 4 or the buyer's gonna leave me a bad review",
    task('ship the carhartt jacket', l('11-11 16:00')),
  ),
  london("relist the y2k bundle sun 7pm thats when everyone's scrolling lol", task('relist the y2k bundle', l('11-15 19:00'))),
  london(
    'Could you please remind me to order 25kg of strong white flour on Friday morning? Thank you.',
    task('order 25kg of strong white flour', l('11-13 09:00')),
    task('order 25kg of strong white flour', l('11-13 08:00')),
  ),
  london(
    'I must renew my food hygiene certificate before the 30th of November.',
    task('renew my food hygiene certificate', l('11-30')),
    task('renew my food hygiene certificate', l('11-29')),
    task('renew food hygiene certificate', l('11-30')),
    task('renew food hygiene certificate', l('11-29')),
  ),
  london(
    'Please remind me to telephone Mr Pemberton about the Dickens set at half past ten tomorrow.',
    task('telephone Mr Pemberton about the Dickens set', l('11-12 10:30')),
  ),
  london('Would you remind me to pay the business rates on the 1st of December, please.', task('pay the business rates', l('12-01'))),
  london('book auto belay inspection for monday 8am', task('book auto belay inspection', l('11-16 08:00'))),
  london("mate chase the mats invoice tomorrow, they've ignored 2 emails", task('chase the mats invoice', l('11-12'))),
  london('monday week sort the boiler service for the gym', task('sort the boiler service for the gym', l('11-23'))),
  london("remind me to plan thursday's reformer class tonight at 8 x", task("plan thursday's reformer class", l('11-11 20:00'))),
  london('in 40 mins ring the studio about saturday', task('ring the studio about saturday', inMinutes(40))),
  london(
    "Hannah's 38 week visit is tomorrow at 2 - can you remind me to bring the TENS machine",
    task('bring the TENS machine', l('11-12 14:00')),
    task("bring the TENS machine to Hannah's 38 week visit", l('11-12 14:00')),
  ),
  london(
    'had the most beautiful birth this morning, both doing well 🥹 remind me to drop Laura a postnatal check-in on friday',
    task('drop Laura a postnatal check-in', l('11-13')),
  ),
  london('buy poly mailers asap i literally have 2 left', task('buy poly mailers', null, { important: true }), task('buy poly mailers')),
  london('remind me 2 clean the uv lamps at 6 babe', task('clean the uv lamps', l('11-11 18:00'))),
  london(
    "A reminder, if you would, to collect the estate-sale boxes from Mrs Ainsworth's on Saturday at 9.",
    task("collect the estate-sale boxes from Mrs Ainsworth's", l('11-14 09:00')),
  ),
  london(
    'Deliver to the deli on Church Street on Thursday at 7 in the morning, please.',
    task('deliver to the deli on Church Street', l('11-12 07:00')),
  ),
  london(
    'in a fortnight remind me to relist whatever hasnt sold',
    task('relist whatever hasnt sold', l('11-25')),
    task('relist whatever hasnt sold', l('11-25 15:00')),
  ),
  newYork('yo remind me to restock the hoodies tmrw at noon 🔥', task('restock the hoodies', n('11-12 12:00'))),
  newYork('sub goal stream fri 8pm put it in', task('sub goal stream', n('11-13 20:00'))),
  newYork('remind me to pay the editor on the 1st', task('pay the editor', n('12-01'))),
  newYork(
    'Please remind me to send the Goldbergs the final set list by Friday.',
    task('send the Goldbergs the final set list', n('11-13')),
  ),
  newYork(
    'Sound check at the Plaza is Saturday at 3:30 — remind me an hour before',
    task('sound check at the Plaza', n('11-14 14:30')),
    task('sound check at the Plaza', n('11-14 15:30')),
  ),
  newYork('Return the Bergdorf pieces Monday 11am. Receipts are in the blue folder.', task('return the Bergdorf pieces', n('11-16 11:00'))),
  newYork(
    'Pick up the Hartley alterations next Friday.',
    task('pick up the Hartley alterations', n('11-20')),
    task('pick up the Hartley alterations', n('11-13')),
  ),
  newYork('remind me to scan the inks tonight at 7 before i lose my nerve lol', task('scan the inks', n('11-11 19:00'))),
  newYork(
    'fade for marcus 4:30 today at his crib',
    task('fade for marcus', n('11-11 16:30')),
    task('fade for marcus at his crib', n('11-11 16:30')),
  ),
  newYork(
    'just finished a house call in the bronx, long drive lol. remind me to text the eastside shop at 3',
    task('text the eastside shop', n('11-11 15:00')),
  ),
  newYork('Deliver the foley stems to Hanna by 6pm Thursday.', task('deliver the foley stems to Hanna', n('11-12 18:00'))),
  newYork(
    "need to reply to the publisher before eod tmrw, it's important",
    task('reply to the publisher', n('11-12 17:00'), { important: true }),
    task('reply to the publisher', n('11-12 18:00'), { important: true }),
  ),
  newYork('in 2 hours push the playtest build', task('push the playtest build', inMinutes(120))),
  newYork("Book the tailor for Mrs. Hartley's hem on the 19th.", task("book the tailor for Mrs. Hartley's hem", n('11-19'))),
  newYork('invoice the magazine on 12/1', task('invoice the magazine', n('12-01'))),
  newYork('renew van registration b4 the 20th', task('renew van registration', n('11-20')), task('renew van registration', n('11-19'))),
  newYork(
    'Day after tomorrow, 10am: record the door creaks at the Bushwick apartment.',
    task('record the door creaks at the Bushwick apartment', n('11-13 10:00')),
  ),
];

export const FORTYNINTH_RECURRING: HeldOutItem[] = [
  london(
    'Please remind me to feed the rye starter every evening at 9.',
    task('feed the rye starter', l('11-11 21:00'), { repeat: every('day') }),
  ),
  london(
    'Every Monday at nine, a reminder to do the banking, please.',
    task('do the banking', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london('every weekday 6:30am check the auto belays', task('check the auto belays', l('11-12 06:30'), { repeat: every('weekday') })),
  london('reset the comp wall every 4 weeks, next one sat', task('reset the comp wall', l('11-14'), { repeat: every('week', 4) })),
  london("every sunday 6pm plan the week's classes x", task("plan the week's classes", l('11-15 18:00'), { repeat: every('week') })),
  london(
    'every friday remind me to post my nail sets on tiktok at 7',
    task('post my nail sets on tiktok', l('11-13 19:00'), { repeat: every('week') }),
    task('post my nail sets on tiktok', l('11-13 07:00'), { repeat: every('week') }),
  ),
  london('bump my depop listings every day 10am', task('bump my depop listings', l('11-12 10:00'), { repeat: every('day') })),
  london(
    'On the first of every month I need to send my invoices to the doula agency',
    task('send my invoices to the doula agency', l('12-01'), { repeat: every('month') }),
  ),
  london(
    "Every Saturday at six in the morning: bake for the farmers' market.",
    task("bake for the farmers' market", l('11-14 06:00'), { repeat: every('week') }),
  ),
  london(
    'Starting tomorrow, please remind me every other Thursday at two o’clock to put the Oxfam boxes out.',
    task('put the Oxfam boxes out', l('11-12 14:00'), { repeat: every('week', 2) }),
  ),
  london('renew my insurance every year on 3 feb', task('renew my insurance', l('2027-02-03 12:00'), { repeat: every('year') })),
  london(
    'clean n sterilise all my tools every night at 9 pls',
    task('clean n sterilise all my tools', l('11-11 21:00'), { repeat: every('day') }),
    task('clean and sterilise all my tools', l('11-11 21:00'), { repeat: every('day') }),
  ),
  london(
    'Every Thursday at 10 I run the antenatal group - please remind me each week',
    task('antenatal group', l('11-12 10:00'), { repeat: every('week') }),
    task('run the antenatal group', l('11-12 10:00'), { repeat: every('week') }),
  ),
  newYork('every sat 2pm go live for merch drop', task('go live for merch drop', n('11-14 14:00'), { repeat: every('week') })),
  newYork(
    'Band rehearsal every Wednesday at 7 pm, please set that up.',
    task('band rehearsal', n('11-11 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'Remind me on the 15th of each month to pay the studio rent.',
    task('pay the studio rent', n('11-15'), { repeat: every('month') }),
  ),
  newYork('every weekday 9am daily sketch warmup', task('daily sketch warmup', n('11-12 09:00'), { repeat: every('weekday') })),
  newYork(
    'every sunday night 8 sharpen n oil the clippers',
    task('sharpen n oil the clippers', n('11-15 20:00'), { repeat: every('week') }),
    task('sharpen and oil the clippers', n('11-15 20:00'), { repeat: every('week') }),
  ),
  newYork(
    'Every two weeks on Monday at 10 a.m., back up the sample library.',
    task('back up the sample library', n('11-16 10:00'), { repeat: every('week', 2) }),
  ),
  newYork('devlog every friday 4pm pls', task('devlog', n('11-13 16:00'), { repeat: every('week') })),
  newYork('remind me every day 11am to check the merch orders', task('check the merch orders', n('11-11 11:00'), { repeat: every('day') })),
  newYork('Pay the horn section on the 28th of every month.', task('pay the horn section', n('11-28'), { repeat: every('month') })),
  newYork('Every year on December 1st remind me to raise my rates.', task('raise my rates', n('12-01'), { repeat: every('year') })),
  newYork(
    "every 3 days water the studio plants lol they're dying",
    task('water the studio plants', n('11-11'), { repeat: every('day', 3) }),
    task('water the studio plants', n('11-14'), { repeat: every('day', 3) }),
  ),
  newYork(
    'every weekday at 7 open up the van',
    task('open up the van', n('11-12 07:00'), { repeat: every('weekday') }),
    task('open up the van', n('11-11 19:00'), { repeat: every('weekday') }),
  ),
  newYork('first of every month send the patreon update', task('send the patreon update', n('12-01'), { repeat: every('month') })),
];

/** A reminder sent a quarter of an hour ago, in each zone. */
const OVERDUE_L = l('11-11 14:45');
const OVERDUE_N = n('11-11 09:45');

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

export const FORTYNINTH_SNOOZE: HeldOutItem[] = [
  within(reminded('Order more builder gel', OVERDUE_L), london('omg mid set rn, 20 mins hun', snoozeFor(20))),
  within(reminded('Ship the Carhartt jacket', OVERDUE_L), london('post office queue is mad, gimme an hour', snoozeFor(60))),
  within(
    reminded('Feed the rye starter', OVERDUE_L),
    london(
      'Could you remind me again at half past five, please? My hands are covered in dough.',
      snoozeUntil(l('11-11 17:30')),
      move(ctx, '2026-11-11', '17:30'),
      move(ctx, null, '17:30'),
    ),
  ),
  within(
    reminded('Telephone Mr Pemberton about the Dickens set', OVERDUE_L),
    london('He is away until Monday, I am told. Remind me then, if you would.', ...toDayL('11-16')),
  ),
  within(reminded('Chase the mats invoice', OVERDUE_L), london('tomorrow mate', ...toDayL('11-12'))),
  within(
    reminded('Ring the studio about saturday', OVERDUE_L),
    london(
      'teaching til 4! remind me after x',
      snoozeUntil(l('11-11 16:00')),
      snoozeFor(60),
      move(ctx, '2026-11-11', '16:00'),
      move(ctx, null, '16:00'),
    ),
  ),
  within(
    reminded('Drop Laura a postnatal check-in', OVERDUE_L),
    london("I'm at a birth, could be hours. Tomorrow please", ...toDayL('11-12')),
  ),
  within(reminded('Clean the UV lamps', OVERDUE_L), london('snooze 2 hrs babe', snoozeFor(120))),
  within(reminded('Relist the Y2K bundle', OVERDUE_L), london('not rn lol', snoozeFor(60), answer(null))),
  within(
    reminded('Do the banking', OVERDUE_L),
    london(
      "Not this afternoon, I'm afraid. Tomorrow morning would suit better.",
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  within(reminded('Book auto belay inspection', OVERDUE_L), london('45 mins, in with a school group', snoozeFor(45))),
  within(reminded("Plan thursday's reformer class", OVERDUE_L), london('push to friday pls', ...toDayL('11-13'))),
  within(reminded('Renew my food hygiene certificate', OVERDUE_L), london('Next week, dear. The website is down.', ...toDayL('11-16'))),
  within(reminded('Restock the birth bag', OVERDUE_L), london('ten more minutes', snoozeFor(10))),
  within(reminded('Restock the hoodies', OVERDUE_N), newYork('bro im literally live rn 😭 3 hrs', snoozeFor(180))),
  within(
    reminded('Send the Goldbergs the final set list', OVERDUE_N),
    newYork(
      "Let's do this one this evening around 7, I'm at a rehearsal now.",
      snoozeUntil(n('11-11 19:00')),
      move(ctx, '2026-11-11', '19:00'),
      move(ctx, null, '19:00'),
    ),
  ),
  within(
    reminded('Return the Bergdorf pieces', OVERDUE_N),
    newYork('Tomorrow at 11.', snoozeUntil(n('11-12 11:00')), move(ctx, '2026-11-12', '11:00')),
  ),
  within(reminded('Scan the inks', OVERDUE_N), newYork('ugh not today, my scanner is being weird. thursday?', ...toDayN('11-12'))),
  within(reminded('Re-up on clipper oil', OVERDUE_N), newYork('got a client in the chair, 30', snoozeFor(30))),
  within(
    reminded('Mix notes for the short', OVERDUE_N),
    newYork(
      "Snooze until 2:15, I'm in a session.",
      snoozeUntil(n('11-11 14:15')),
      move(ctx, '2026-11-11', '14:15'),
      move(ctx, null, '14:15'),
    ),
  ),
  within(
    reminded('Fix the save bug', OVERDUE_N),
    newYork('after lunch pls, brain is mush', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('Invoice the magazine', OVERDUE_N),
    newYork('remind me monday morning', snoozeUntil(n('11-16 09:00')), snoozeUntil(n('11-16 08:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(reminded('Van registration', OVERDUE_N), newYork('push it a day', snoozeFor(1440), move(ctx, '2026-11-12', null))),
  within(reminded('Pull looks for Mrs. Hartley', OVERDUE_N), newYork('Give me 90 minutes, please.', snoozeFor(90))),
  within(reminded('Confirm the sound engineer at the Plaza', OVERDUE_N), newYork('Remind me again in a half hour.', snoozeFor(30))),
  within(reminded('Steam page capsule art', OVERDUE_N), newYork('weekend tbh', ...toDayN('11-14'))),
];

export const FORTYNINTH_CORRECTION: HeldOutItem[] = [
  within(talkedOf('Order more builder gel', l('11-12 12:00')), london('wait make it 9am hun', move(ctx, null, '09:00'))),
  within(
    talkedOf('Shanice infills', l('11-13 11:30')),
    london("oh she's moved it to saturday same time", move(ctx, '2026-11-14', null), move(ctx, '2026-11-14', '11:30')),
  ),
  within(
    talkedOf('Ship the Carhartt jacket', l('11-11 16:00')),
    london('nah post office shuts at 5:30 so 5 is fine', move(ctx, null, '17:00')),
  ),
  within(
    talkedOf('Order 25kg of strong white flour', l('11-13 09:00')),
    london("I'm so sorry, I meant Thursday, not Friday.", move(ctx, '2026-11-12', null)),
  ),
  within(
    talkedOf('Telephone Mr Pemberton about the Dickens set', l('11-12 10:30')),
    london("On reflection, eleven o'clock would be better.", move(ctx, null, '11:00')),
  ),
  within(talkedOf('Book auto belay inspection', l('11-16 08:00')), london('no 7:30 not 8', move(ctx, null, '07:30'))),
  within(
    talkedOf("Plan thursday's reformer class", l('11-11 20:00')),
    london("actually make it 7, i've got a date at 8 🙈", move(ctx, null, '19:00')),
  ),
  within(
    talkedOf('Drop Laura a postnatal check-in', l('11-13 12:00')),
    london(
      "Actually can we do Thursday morning? She's flying to her mum's on Friday",
      move(ctx, '2026-11-12', '09:00'),
      move(ctx, '2026-11-12', '08:00'),
      move(ctx, '2026-11-12', null),
    ),
  ),
  london('Kindly move the business rates reminder to the 30th of November.', move(words('business rates'), '2026-11-30', null)),
  london('push the comp wall reset to sunday', move(words('comp wall'), '2026-11-15', null)),
  within(talkedOf('Ring the studio about saturday', inMinutes(40)), london('make that 4:30', move(ctx, null, '16:30'))),
  within(
    talkedOf("Collect the estate-sale boxes from Mrs Ainsworth's", l('11-14 09:00')),
    london('Mrs Ainsworth telephoned; she would prefer half past ten.', move(ctx, null, '10:30')),
  ),
  within(talkedOf('Restock the hoodies', n('11-12 12:00')), newYork('nvm do 3 instead', move(ctx, null, '15:00'))),
  within(
    talkedOf('Send the Goldbergs the final set list', n('11-13 12:00')),
    newYork('Hold on, the Goldbergs asked for it Thursday.', move(ctx, '2026-11-12', null)),
  ),
  within(talkedOf('Return the Bergdorf pieces', n('11-16 11:00')), newYork('Correction: 10:15.', move(ctx, null, '10:15'))),
  within(talkedOf('Scan the inks', n('11-11 19:00')), newYork('oops i meant 9 not 7', move(ctx, null, '21:00'))),
  within(talkedOf('Fade for marcus', n('11-11 16:30')), newYork('he pushed it, 6:15 now', move(ctx, null, '18:15'))),
  within(
    talkedOf('Deliver the foley stems to Hanna', n('11-12 18:00')),
    newYork('Hanna extended the deadline to Monday the 16th, same time.', move(ctx, '2026-11-16', null), move(ctx, '2026-11-16', '18:00')),
  ),
  newYork('move the publisher reply to friday 11am', move(words('publisher'), '2026-11-13', '11:00')),
  within(
    talkedOf('Sound check at the Plaza', n('11-14 14:30')),
    newYork('They moved sound check to 2. So remind me at 1 instead.', move(ctx, null, '13:00'), move(ctx, '2026-11-14', '13:00')),
  ),
  newYork("Push Mrs. Hartley's tailor booking to the 20th.", move(words('tailor'), '2026-11-20', null)),
  within(talkedOf('Push the playtest build', inMinutes(120)), newYork('eh make it 1:30', move(ctx, null, '13:30'))),
  newYork('can you shift invoicing the magazine to 12/2', move(words('magazine'), '2026-12-02', null)),
  within(talkedOf('Renew van registration', n('11-20 12:00')), newYork('nah the 18th', move(ctx, '2026-11-18', null))),
  within(
    talkedOf('Record the door creaks at the Bushwick apartment', n('11-13 10:00')),
    newYork("Sorry — 10 PM. It's quieter at night.", move(ctx, null, '22:00')),
  ),
];

export const FORTYNINTH_RENAME: HeldOutItem[] = [
  within(
    talkedOf('Order more builder gel'),
    london('call it order builder gel + rubber base', rename(ctx, 'order builder gel + rubber base')),
  ),
  within(talkedOf('Ship the Carhartt jacket'), london("rename it 'ship carhartt to leeds guy'", rename(ctx, 'ship carhartt to leeds guy'))),
  london(
    "Would you change the flour reminder to read 'Order 25kg strong white and 10kg rye', please?",
    rename(words('flour'), 'Order 25kg strong white and 10kg rye'),
  ),
  within(
    talkedOf('Telephone Mr Pemberton about the Dickens set'),
    london(
      "I've spelt it wrongly; it is Pemberton-Hale. Please amend the title.",
      rename(ctx, 'Telephone Mr Pemberton-Hale about the Dickens set'),
    ),
  ),
  within(CLIMB_LIST, london('rename 4 to post december rota', rename(num(4), 'post december rota'))),
  within(
    talkedOf("Plan thursday's reformer class"),
    london("can u change the name to 'reformer class plan - glutes week' x", rename(ctx, 'reformer class plan - glutes week')),
  ),
  within(
    talkedOf('Drop Laura a postnatal check-in'),
    london("Could you retitle that 'Laura - 2 week postnatal visit'", rename(ctx, 'Laura - 2 week postnatal visit')),
  ),
  within(NAILS_LIST, london('change 2 to text shanice re her infills + deposit', rename(num(2), 'text shanice re her infills + deposit'))),
  london('the mailers one should say buy poly mailers AND tissue paper', rename(words('mailers'), 'buy poly mailers AND tissue paper')),
  within(
    BOOK_LIST,
    london(
      "The third item ought to read 'Pay the business rates (second instalment)'.",
      rename(num(3), 'Pay the business rates (second instalment)'),
    ),
  ),
  within(talkedOf('Check the auto belays'), london('name should be auto belay + harness check', rename(ctx, 'auto belay + harness check'))),
  within(
    talkedOf('Restock the hoodies'),
    newYork('rename to restock the black hoodies (XL sold out)', rename(ctx, 'restock the black hoodies (XL sold out)')),
  ),
  within(
    talkedOf('Band rehearsal'),
    newYork("Please call it 'Full band rehearsal — new horn charts'.", rename(ctx, 'Full band rehearsal — new horn charts')),
  ),
  newYork(
    "Rename 'Return the Bergdorf pieces' to 'Return Bergdorf + Saks pieces'.",
    rename(words('Return the Bergdorf pieces'), 'Return Bergdorf + Saks pieces'),
  ),
  within(ILLUS_LIST, newYork("can #1 be 'thumbnails for spread 7-8' instead", rename(num(1), 'thumbnails for spread 7-8'))),
  within(talkedOf('Fade for marcus'), newYork('change it to fade + beard for marcus', rename(ctx, 'fade + beard for marcus'))),
  newYork(
    "Retitle the door creak task: 'Record door creaks + floorboards, Bushwick'.",
    rename(words('door creak'), 'Record door creaks + floorboards, Bushwick'),
  ),
  within(GAME_LIST, newYork("rename 1 to 'fix save corruption on steam deck'", rename(num(1), 'fix save corruption on steam deck'))),
  within(
    talkedOf('Send the Goldbergs the final set list'),
    newYork(
      "It's the Goldbergs AND the Feldmans, joint wedding. Title should say both families.",
      rename(ctx, 'Send the Goldbergs and the Feldmans the final set list'),
      rename(ctx, 'Send the Goldbergs and Feldmans the final set list'),
    ),
  ),
  within(talkedOf('Scan the inks'), newYork('actually call it scan the inks for the zine', rename(ctx, 'scan the inks for the zine'))),
  newYork("change the sticker one to 'order 50 holo stickers'", rename(words('sticker'), 'order 50 holo stickers')),
  within(talkedOf('Pay the studio rent'), newYork("Make the title 'Studio rent — Chelsea'.", rename(ctx, 'Studio rent — Chelsea'))),
  within(
    talkedOf('Back up the sample library'),
    newYork("rename it to 'Sample library backup to the NAS'", rename(ctx, 'Sample library backup to the NAS')),
  ),
];

export const FORTYNINTH_REMOVE: HeldOutItem[] = [
  within(talkedOf('Shanice infills'), london('she cancelled again 🙄 delete it', remove(ctx))),
  within(DEPOP_LIST, london('get rid of 4, he withdrew the offer', remove(num(4)))),
  london("Please remove the reminder about the deli delivery; they've closed for refurbishment.", remove(words('deli'))),
  london('I no longer need the Oxfam reminder. Do take it off.', remove(words('Oxfam'))),
  within(CLIMB_LIST, london('bin number 1, comp got cancelled', remove(num(1)))),
  within(talkedOf('Ring the studio about saturday'), london('oh scrap that, they just emailed me', remove(ctx), done(ctx))),
  london("Please delete Hannah's birth plan call, she's transferred to another doula", remove(words('Hannah'))),
  within(NAILS_LIST, london('delete the last one hun', remove(num(4)))),
  london('remove the relist reminder, sold it on vinted lol', remove(words('relist')), done(words('relist'))),
  within(PILATES_LIST, london("take 4 off, they've gone with a different instructor 😢", remove(num(4)))),
  within(
    talkedOf("Bake for the farmers' market"),
    london('Oh dear, the market is cancelled for the rest of the year. Please delete that one.', remove(ctx)),
  ),
  within(MERCH_LIST, newYork('yeet number 2, not doing discount codes anymore', remove(num(2)))),
  newYork(
    'Please cancel the reminder for the rehearsal space deposit — the drummer covered it.',
    remove(words('rehearsal space deposit')),
    done(words('rehearsal space deposit')),
  ),
  within(talkedOf('Pull looks for Mrs. Hartley'), newYork("Delete. She's postponed until spring.", remove(ctx))),
  within(ILLUS_LIST, newYork('delete #4 pls, not replying to her lol', remove(num(4)))),
  newYork('cancel the eastside shop thing', remove(words('eastside'))),
  within(
    talkedOf('Record the door creaks at the Bushwick apartment'),
    newYork('Remove that. The director found library sounds she likes.', remove(ctx)),
  ),
  newYork('kill the patreon update reminder, closing the patreon', remove(words('patreon'))),
  within(BAND_LIST, newYork('Number three can go. The Plaza provides their own engineer.', remove(num(3)))),
  within(talkedOf('Go live for merch drop'), newYork('nah remove that whole thing', remove(ctx))),
  within(STYLIST_LIST, newYork('Please remove the fourth item.', remove(num(4)))),
  newYork('take the van registration off, my cousin did it', remove(words('van registration')), done(words('van registration'))),
  within(GAME_LIST, newYork('drop 4 from the list, playtest got pushed to jan so no build needed', remove(num(4)))),
];

export const FORTYNINTH_DONE: HeldOutItem[] = [
  within(reminded('Order more builder gel', OVERDUE_L), london('ordered babe ✨', done(ctx))),
  within(reminded('Ship the Carhartt jacket', OVERDUE_L), london('shipped 📦 tracking sent', done(ctx))),
  within(reminded('Feed the rye starter', OVERDUE_L), london("All done, thank you. She's bubbling away nicely.", done(ctx))),
  within(BOOK_LIST, london('I have rung Mr Pemberton, so the first one is done.', done(num(1)))),
  london("mats invoice chased, they've paid", done(words('mats invoice'))),
  within(reminded('Ring the studio about saturday', OVERDUE_L), london('yesss sorted x', done(ctx))),
  within(reminded('Restock the birth bag', OVERDUE_L), london('Done this morning before the birth', done(ctx))),
  within(DEPOP_LIST, london('1 n 3 done', [done(num(1)), done(num(3))])),
  within(BAKE_LIST, london("I've placed the flour order, number two.", done(num(2)))),
  within(reminded('Do the banking', OVERDUE_L), london("Yes, I've done it.", done(ctx))),
  within(reminded('Check the auto belays', OVERDUE_L), london('all 6 fine 👍', done(ctx))),
  london('uv lamps are clean finally', done(words('uv lamps'))),
  within(talkedOf("Plan thursday's reformer class"), london('planned it already lol tick it off', done(ctx))),
  within(reminded('Restock the hoodies', OVERDUE_N), newYork('DONE bro', done(ctx))),
  within(
    reminded('Send the Goldbergs the final set list', OVERDUE_N),
    newYork('Sent it over this morning. Mrs. Goldberg loved it.', done(ctx)),
  ),
  within(STYLIST_LIST, newYork('Number one is done.', done(num(1)))),
  within(reminded('Scan the inks', OVERDUE_N), newYork('scanned!! they look so good omg', done(ctx))),
  within(reminded('Fade for marcus', OVERDUE_N), newYork('cut him up clean 💈', done(ctx))),
  newYork('Foley stems delivered to Hanna.', done(words('foley stems'))),
  within(GAME_LIST, newYork('save bug fixed!! 1 is done 🎉', done(num(1)), done(words('save bug')))),
  within(reminded('Pay the studio rent', OVERDUE_N), newYork('Paid.', done(ctx))),
  within(MERCH_LIST, newYork('emailed the print shop, 4 done', done(num(4)))),
  within(reminded('Band rehearsal', OVERDUE_N), newYork("Rehearsal went well, we're ready.", done(ctx))),
  within(reminded('Devlog', OVERDUE_N), newYork('posted', done(ctx))),
  within(BARBER_LIST, newYork('got the clipper oil', done(num(1)), done(words('clipper oil')))),
];

const WHICH_FLOUR = { pending: { about: 'which_task' as const, options: ['Order 25kg of strong white', 'Order 10kg of rye'] } };
const WHICH_PEMBERTON = {
  pending: { about: 'which_task' as const, options: ['Ring Mr Pemberton about the Dickens set', 'Post Mr Pemberton his receipt'] },
};
const WHICH_HARTLEY = {
  pending: {
    about: 'which_task' as const,
    options: ['Pull looks for Mrs. Hartley', "Book the tailor for Mrs. Hartley's hem", 'Invoice Mrs. Hartley'],
  },
};
const GYM_HOURS = {
  pending: { about: 'dilemma_choice' as const, question: 'Open at 6am on weekdays or keep 7am?', options: ['Open at 6am', 'Keep 7am'] },
};
const HOODIE_DROP = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Drop the new hoodie before or after Black Friday?',
    options: ['Before Black Friday', 'After Black Friday'],
  },
};
const NYE_GIG = {
  pending: {
    about: 'dilemma_choice' as const,
    question: "Take the New Year's Eve gig in Jersey?",
    options: ['Take it', 'Turn it down', 'Counter at a higher fee'],
  },
};
const KAPLAN_MATTERS = {
  pending: {
    about: 'dilemma_matters' as const,
    question: 'Take on the Kaplan family as retainer clients?',
    options: ['Take them on', 'Stay project-based'],
  },
};
const ONLINE_OPTIONS = { pending: { about: 'dilemma_options' as const, question: 'Should I start running online classes?' } };
const BIRTHS_REVIEW = { pending: { about: 'review' as const, decision: 'Stopped taking births more than 40 minutes away' } };
const OFFERS_REVIEW = { pending: { about: 'review' as const, decision: 'Stopped accepting offers under 70% of asking' } };
const KEEP_BAKE = { pending: { about: 'keep' as const, text: 'Baking on Friday nights makes Saturdays calmer' } };
const KEEP_SOUND = { pending: { about: 'keep' as const, text: 'Saying no to unpaid test sounds was the right call' } };
const KEEP_NAILS = { pending: { about: 'keep' as const, text: 'Saying no to last-minute bookings saved my weekend' } };
const STUCK_SPREAD = { pending: { about: 'stuck' as const, task: 'Thumbnails for the picture book spread' } };
const STUCK_CAPSULE = { pending: { about: 'stuck' as const, task: 'Steam page capsule art' } };
const PLAN_HOUR = { pending: { about: 'other' as const, question: 'Morning plan at 8 or 9?', options: ['8', '9'] } };
const AGAIN_TOMORROW = {
  pending: { about: 'other' as const, question: 'Want me to remind you about this again tomorrow?', options: [] },
};

export const FORTYNINTH_ANSWER: HeldOutItem[] = [
  within(WHICH_FLOUR, london('The rye, please.', answer(2))),
  within(WHICH_FLOUR, london('The first one, dear.', answer(1))),
  within(WHICH_PEMBERTON, london('The one about posting his receipt.', answer(2))),
  within(WHICH_PEMBERTON, london('Both, as it happens.', answer(null))),
  within(WHICH_HARTLEY, newYork('the tailor one', answer(2))),
  within(WHICH_HARTLEY, newYork('3', answer(3))),
  within(WHICH_HARTLEY, newYork('Pulling looks.', answer(1))),
  within(GYM_HOURS, london('6am, the early lot have been asking for ages', answer(1))),
  within(GYM_HOURS, london('keep it at 7 for now', answer(2))),
  within(HOODIE_DROP, newYork('before fr, ppl got money then', answer(1))),
  within(HOODIE_DROP, newYork('second one', answer(2))),
  within(NYE_GIG, newYork("Let's counter. They can afford it.", answer(3))),
  within(NYE_GIG, newYork("I think I'll turn it down. I promised my wife New Year's at home.", answer(2))),
  within(NYE_GIG, newYork('Still mulling it over, not yet', answer(null))),
  within(KAPLAN_MATTERS, newYork("Honestly? My weekends. And not being on call for the kids' outfits too.", answer(null))),
  within(ONLINE_OPTIONS, london('either zoom classes on tues nights or pre-recorded ones on patreon tbh', answer(null))),
  within(BIRTHS_REVIEW, london("Honestly the best call. I'm sleeping more and my clients get a better version of me.", answer(null))),
  within(OFFERS_REVIEW, london('mixed tbh, sold less but made more per item', answer(null))),
  within(KEEP_BAKE, london('Yes, please keep that.', answer(null), note)),
  within(KEEP_SOUND, newYork('keep', answer(null), note)),
  within(KEEP_NAILS, london("nah don't bother saving it", answer(null))),
  within(STUCK_SPREAD, newYork("i don't have the final manuscript pages yet so idk the layout", answer(null))),
  within(STUCK_CAPSULE, newYork("i genuinely can't draw, need to find an artist lol", answer(null))),
  within(PLAN_HOUR, london("9 hun, I'm not a morning person 😴", answer(2))),
  within(AGAIN_TOMORROW, newYork('ya do that', answer(null))),
];

/** Every kind, named as issue 40 names them, so the spec can report each share. */
export const HELD_OUT_FORTYNINTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: FORTYNINTH_ASK,
  recurring: FORTYNINTH_RECURRING,
  snooze: FORTYNINTH_SNOOZE,
  correction: FORTYNINTH_CORRECTION,
  rename: FORTYNINTH_RENAME,
  remove: FORTYNINTH_REMOVE,
  done: FORTYNINTH_DONE,
  answer: FORTYNINTH_ANSWER,
  ramble: FORTYNINTH_RAMBLE,
  greeting: FORTYNINTH_GREETING,
  thanks: FORTYNINTH_THANKS,
  feeling: FORTYNINTH_FEELING,
  question: FORTYNINTH_QUESTION,
  statement: FORTYNINTH_STATEMENT,
  decision: FORTYNINTH_DECISION,
  dilemma: FORTYNINTH_DILEMMA,
  recall: FORTYNINTH_RECALL,
  prioritise: FORTYNINTH_PRIORITISE,
  agenda: FORTYNINTH_AGENDA,
  free_time: FORTYNINTH_FREE_TIME,
  unclear: FORTYNINTH_UNCLEAR,
  bare: FORTYNINTH_BARE,
};

export const HELD_OUT_FORTYNINTH: HeldOutItem[] = Object.values(HELD_OUT_FORTYNINTH_KINDS).flat();
