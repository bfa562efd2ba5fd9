import type { ConversationState, Intent, PendingQuestion } from '../intent';
import {
  EIGHTEENTH_AGENDA,
  EIGHTEENTH_DECISIONS,
  EIGHTEENTH_DILEMMAS,
  EIGHTEENTH_FACTS,
  EIGHTEENTH_FEELINGS,
  EIGHTEENTH_FREE_TIME,
  EIGHTEENTH_GREETINGS,
  EIGHTEENTH_PRIORITIES,
  EIGHTEENTH_QUESTIONS,
  EIGHTEENTH_RECALLS,
  EIGHTEENTH_THANKS,
  EIGHTEENTH_UNCLEAR,
} from './held-out-eighteenth-b';
import {
  type HeldOutItem,
  answer,
  ctx,
  decision,
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
  unclear,
  within,
  words,
} from './held-out-kit';

/**
 * The eighteenth held-out set: messages from tradespeople, makers and small shops (a carpenter, a
 * cake shop in Leeds, a nail salon, a removals firm, a music producer in Atlanta, an accountant in
 * Chicago), written for issue 40 without looking at the reader. Read at HELD_OUT_NOW: Wednesday
 * 11 November 2026, 15:00 in London and 10:00 in New York. This file holds the kinds that change a
 * task; the talk, questions and plans are in the `-b` file.
 */

/** Asking back is as good as saying what was understood when nothing tells which task is meant. */
const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** The reminder "Did you get to X?" waiting on its answer. */
const reminded = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** A task just added or changed, with nothing asked. */
const justSaid = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
/** A question daily asked and is waiting on. */
const waiting = (pending: PendingQuestion): Partial<ConversationState> => ({ pending });
const listedAs = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });

/** One task under any of a few titles a person would accept. */
const titled = (titles: string[], due: string | null, extra: Parameters<typeof task>[2] = {}): Intent[][] =>
  titles.map((title) => [task(title, due, extra)]);
/** One task at any of a few moments a person would accept. */
const dueAt = (title: string, dues: string[], extra: Parameters<typeof task>[2] = {}): Intent[][] =>
  dues.map((due) => [task(title, due, extra)]);
/** A snooze to a moment, or the same move said as a new time for the task. */
const pushTo = (until: string, date: string | null, time: string | null): Intent[] => [snoozeUntil(until), move(ctx, date, time)];
/** Both readings of "it can wait till <day>": the day at a morning hour, at noon, or the task's own hour kept. */
const untilDay = (zone: (text: string) => string, day: string, ownTime: string): Intent[] => [
  snoozeUntil(zone(`${day} 09:00`)),
  snoozeUntil(zone(`${day} 12:00`)),
  snoozeUntil(zone(`${day} ${ownTime}`)),
  move(ctx, `2026-${day}`, null),
];

export const EIGHTEENTH_ASKS: HeldOutItem[] = [
  london(
    'remind me to ring the timber yard about the oak boards tomorrow at 8',
    task('ring the timber yard about the oak boards', l('11-12 08:00')),
  ),
  london(
    'can u remind me to chase the invoice for the Hendersons wardrobe fri',
    task('chase the invoice for the Hendersons wardrobe', l('11-13 12:00')),
  ),
  london(
    'oh and can you remind me to order more gel polish b4 the weekend',
    ...dueAt('order more gel polish', [l('11-13 12:00'), l('11-13 17:00'), l('11-14 12:00')]),
  ),
  london('btw need to book the van MOT for half 9 thursday', task('book the van MOT', l('11-12 09:30'))),
  london(
    'pick up the wedding cake boards from the wholesaler first thing tomorrow',
    ...dueAt('pick up the wedding cake boards from the wholesaler', [l('11-12 09:00'), l('11-12 08:00')]),
  ),
  london('remind me at quarter to 6 to lock up the shed', task('lock up the shed', l('11-11 17:45'))),
  london('send the mood board to Priya by EOD', ...dueAt('send the mood board to Priya', [l('11-11 17:00'), l('11-11 18:00')])),
  london('in 40 mins remind me to take the sourdough out', task('take the sourdough out', inMinutes(40))),
  london('call the nursery inspector back on the 19th at 11 am', task('call the nursery inspector back', l('11-19 11:00'))),
  london('need to invoice the Gateshead removal job on 3/12', task('invoice the Gateshead removal job', l('12-03 12:00'))),
  london('book the pool lanes for the squad for tues the 24th', task('book the pool lanes for the squad', l('11-24 12:00'))),
  london(
    'reminder: renew the public liability insurance a week today',
    ...dueAt('renew the public liability insurance', [l('11-18 12:00'), l('11-18 15:00')]),
  ),
  london(
    'text the Coopers about the bathroom tiles twenty past 8 tomorrow morning',
    task('text the Coopers about the bathroom tiles', l('11-12 08:20')),
  ),
  london('remind me to do the till count on christmas eve at 4', task('do the till count', l('12-24 16:00'))),
  london(
    'get the reformer springs serviced in a fortnight',
    ...dueAt('get the reformer springs serviced', [l('11-25 12:00'), l('11-25 15:00')]),
  ),
  london('pay the VAT bill end of the month!!', ...dueAt('pay the VAT bill', [l('11-30 12:00'), l('11-30 17:00')])),
  london('after lunch tmrw ring the paper supplier', ...dueAt('ring the paper supplier', [l('11-12 13:00'), l('11-12 14:00')])),
  london('pls remind me to drop the proofs at the printers tonight at 7', task('drop the proofs at the printers', l('11-11 19:00'))),
  london(
    'collect the deposit from the Atkinsons in 3 days',
    ...dueAt('collect the deposit from the Atkinsons', [l('11-14 12:00'), l('11-14 15:00')]),
  ),
  london('ring mrs okafor re the sash windows between 10 and 12 on monday', task('ring mrs okafor re the sash windows', l('11-16 10:00'))),
  london('URGENT chase HMRC about the refund tomorrow 9am', task('chase HMRC about the refund', l('11-12 09:00'), { important: true })),
  london('sort the cake tasting for the Patels this sat at 2', task('sort the cake tasting for the Patels', l('11-14 14:00'))),
  london('remind me in 2 weeks at 4pm to send the deposit reminder', task('send the deposit reminder', l('11-25 16:00'))),
  london('book the boiler service 2027-01-15', task('book the boiler service', l('2027-01-15 12:00'))),
  london('ten minutes from now remind me to move the car', task('move the car', inMinutes(10))),
  london(
    'order bubble wrap and tape for the Kensington move by thurs',
    ...dueAt('order bubble wrap and tape for the Kensington move', [l('11-12 12:00'), l('11-12 17:00')]),
  ),
  london("book in Lottie's nails for the 28th 11:30", task("book in Lottie's nails", l('11-28 11:30'))),
  london('remind me noon tomorrow to email the Ofsted report', task('email the Ofsted report', l('11-12 12:00'))),
  london(
    'reprice the first editions on the top shelf this weekend',
    ...dueAt('reprice the first editions on the top shelf', [l('11-14 12:00'), l('11-14 10:00'), l('11-14 09:00')]),
  ),
  london('add call with the Toronto client thursday 3pm est', task('call with the Toronto client', n('11-12 15:00'))),
  london(
    'hey can you remind me to measure the Hughes alcoves on monday first thing',
    ...dueAt('measure the Hughes alcoves', [l('11-16 09:00'), l('11-16 08:00')]),
  ),
  newYork('remind me to send the stems to Dre at 3 pm', task('send the stems to Dre', n('11-11 15:00'))),
  newYork(
    'gotta file the Q3 estimated taxes for the Kowalskis by 11/30',
    task('file the Q3 estimated taxes for the Kowalskis', n('11-30 12:00')),
  ),
  newYork(
    'hey can you remind me to call the studio about the booth rate tmrw at 10am',
    task('call the studio about the booth rate', n('11-12 10:00')),
  ),
  newYork('remind me the day before thanksgiving to pick up the turkey order', task('pick up the turkey order', n('11-25 12:00'))),
  newYork('btw i need to mail the 1099s by jan 31', task('mail the 1099s', n('2027-01-31 12:00'))),
  newYork('send mix notes to Keisha monday 9am', task('send mix notes to Keisha', n('11-16 09:00'))),
  newYork('at 11 am remind me to back up the session files', task('back up the session files', n('11-11 11:00'))),
  newYork('remind me friday at noon to pay the studio rent', task('pay the studio rent', n('11-13 12:00'))),
  newYork('12/3 call the client about the extension filing', task('call the client about the extension filing', n('12-03 12:00'))),
  newYork('remind me to check on the beat lease paperwork in an hour', task('check on the beat lease paperwork', inMinutes(60))),
  newYork(
    "i'm flying to london sunday, remind me saturday night to print the boarding pass",
    ...dueAt('print the boarding pass', [n('11-14 20:00'), n('11-14 19:00'), n('11-14 21:00')]),
  ),
  newYork('email the Chen family their organizer on black friday', task('email the Chen family their organizer', n('11-27 12:00'))),
  newYork('pay Marcus for the drums by end of day', ...dueAt('pay Marcus for the drums', [n('11-11 17:00'), n('11-11 18:00')])),
  newYork(
    'next tuesday drop off the reels at the post office',
    ...dueAt('drop off the reels at the post office', [n('11-17 12:00'), n('11-24 12:00')]),
  ),
  newYork('lmk in half an hour to switch the laundry', task('switch the laundry', inMinutes(30))),
  newYork(
    'remind me on the second tuesday of december to renew the studio insurance',
    task('renew the studio insurance', n('12-08 12:00')),
  ),
  newYork('new years eve 5pm confirm the party gig load-in', task('confirm the party gig load-in', n('12-31 17:00'))),
  newYork('oh and can u remind me this morning at 11:45 to eat something lol', task('eat something', n('11-11 11:45'))),
  newYork(
    'need to ship the Okafor prints b4 thursday',
    ...dueAt('ship the Okafor prints', [n('11-11 12:00'), n('11-12 12:00'), n('11-11 17:00')]),
  ),
];

const glazier = reminded('call the glazier', l('11-11 16:00'));
const brennans = reminded('invoice the Brennans', l('11-11 14:30'));
const skip = reminded('ring the skip hire company', l('11-11 13:00'));
const tasha = reminded('send the mix to Tasha', n('11-11 09:30'));
const patelBooks = reminded('reconcile the Patel books', n('11-11 11:00'));

export const EIGHTEENTH_SNOOZES: HeldOutItem[] = [
  within(brennans, london('snooze 20', snoozeFor(20))),
  within(brennans, london('give me another hour', snoozeFor(60))),
  within(glazier, london('not now, remind me in 2 hrs', snoozeFor(120))),
  within(glazier, london('later pls, like 45 min', snoozeFor(45))),
  within(brennans, london('snooze till 5', pushTo(l('11-11 17:00'), null, '17:00'))),
  within(
    glazier,
    london('push it to tomorrow morning', pushTo(l('11-12 09:00'), '2026-11-12', '09:00'), pushTo(l('11-12 08:00'), '2026-11-12', '08:00')),
  ),
  within(skip, london('remind me again at half 6', pushTo(l('11-11 18:30'), null, '18:30'))),
  within(brennans, london('ugh snooze it till monday', untilDay(l, '11-16', '14:30'))),
  within(skip, london('10 more mins', snoozeFor(10))),
  within(glazier, london('hit me again in 15', snoozeFor(15))),
  within(skip, london('later', [snoozeFor(60)], [unclear], [askBack])),
  within(brennans, london('snooze an hr pls', snoozeFor(60))),
  within(skip, london('nope on a job, try me at 4', pushTo(l('11-11 16:00'), null, '16:00'))),
  within(brennans, london('hands covered in flour 😩 half an hour', snoozeFor(30))),
  within(glazier, london('till tomorrow', untilDay(l, '11-12', '16:00'))),
  within(
    skip,
    london(
      'ask me again after lunch tomorrow',
      pushTo(l('11-12 13:00'), '2026-11-12', '13:00'),
      pushTo(l('11-12 14:00'), '2026-11-12', '14:00'),
    ),
  ),
  within(brennans, london('can it wait till friday', untilDay(l, '11-13', '14:30'))),
  within(glazier, london('snooze for 90 minutes', snoozeFor(90))),
  within(skip, london('remind me in a couple of hours', snoozeFor(120))),
  within(justSaid('ring the skip hire company', l('11-11 16:00')), london('snooze that 30 mins', snoozeFor(30))),
  within(justSaid('pay the window cleaner', l('11-11 12:00')), london('bump it by an hour, cash machine is miles away', snoozeFor(60))),
  within(tasha, newYork('snooze 30', snoozeFor(30))),
  within(patelBooks, newYork('in session, ping me at 2', pushTo(n('11-11 14:00'), null, '14:00'))),
  within(tasha, newYork('give me til 4:30', pushTo(n('11-11 16:30'), null, '16:30'))),
  within(patelBooks, newYork('push to tmrw 10am', pushTo(n('11-12 10:00'), '2026-11-12', '10:00'))),
  within(tasha, newYork('snooze till next week', untilDay(n, '11-16', '09:30'))),
  within(patelBooks, newYork('not yet, 3 hrs', snoozeFor(180))),
  within(tasha, newYork('5 more minutes lol', snoozeFor(5))),
  within(patelBooks, newYork('snooze til the 20th', untilDay(n, '11-20', '11:00'))),
  within(
    tasha,
    newYork('remind me this evening instead', pushTo(n('11-11 18:00'), null, '18:00'), pushTo(n('11-11 19:00'), null, '19:00')),
  ),
  within(patelBooks, newYork("one more hour pls I'm with a client", snoozeFor(60))),
  within(
    justSaid('call the venue about the sound check', n('11-11 12:00')),
    newYork('remind me of that one again tomorrow', untilDay(n, '11-12', '12:00')),
  ),
];

const hughes = justSaid('measure up the Hughes kitchen', l('11-12 10:00'));
const jay = justSaid('mastering session with Jay', n('11-12 13:00'));

export const EIGHTEENTH_CORRECTIONS: HeldOutItem[] = [
  within(hughes, london('oops I meant 11', move(ctx, null, '11:00'))),
  within(hughes, london('no wait friday not tomorrow', move(ctx, '2026-11-13', null))),
  within(hughes, london('scratch that, make it half 2', move(ctx, null, '14:30'))),
  within(hughes, london('sorry, the 18th', move(ctx, '2026-11-18', null))),
  within(hughes, london('actually monday at 9', move(ctx, '2026-11-16', '09:00'))),
  within(hughes, london('make that 4pm', move(ctx, null, '16:00'))),
  within(hughes, london('change it to the day after', move(ctx, '2026-11-13', null))),
  within(hughes, london('typo, should be 9:45', move(ctx, null, '09:45'))),
  within(hughes, london("oh no that's wrong, it's next wednesday", move(ctx, '2026-11-18', null))),
  within(
    hughes,
    london('move the Hughes kitchen to friday 2pm', move(words('Hughes kitchen'), '2026-11-13', '14:00'), move(ctx, '2026-11-13', '14:00')),
  ),
  within(hughes, london("I typed it wrong, should've been 3/12", move(ctx, '2026-12-03', null))),
  within(
    justSaid('drop the van keys at the Fenwick house', l('11-12 08:00')),
    london('nah half 7, they leave early', move(ctx, null, '07:30')),
  ),
  within(justSaid('swim gala warm-up', l('11-14 09:00')), london('wrong time, it starts at quarter past 8', move(ctx, null, '08:15'))),
  within(
    justSaid('cake tasting with the Patels', l('11-14 14:00')),
    london('no hang on, sunday not saturday', move(ctx, '2026-11-15', null)),
  ),
  within(jay, newYork('wait no, 1:30', move(ctx, null, '13:30'))),
  within(jay, newYork("my bad it's at 3", move(ctx, null, '15:00'))),
  within(jay, newYork('correction: friday', move(ctx, '2026-11-13', null))),
  within(jay, newYork('uh make it the 20th at 11', move(ctx, '2026-11-20', '11:00'))),
  within(jay, newYork('nah earlier, 10am', move(ctx, null, '10:00'))),
  within(jay, newYork('I said tuesday, not thursday', move(ctx, '2026-11-17', null))),
  within(jay, newYork("move Jay's session to monday", move(words('Jay'), '2026-11-16', null), move(ctx, '2026-11-16', null))),
  within(jay, newYork('oops wrong day, the 19th', move(ctx, '2026-11-19', null))),
  within(jay, newYork('no wait make it 8 in the morning', move(ctx, null, '08:00'))),
  within(jay, newYork('change the time to 5:15 pm', move(ctx, null, '17:15'))),
  within(justSaid('call the Johnsons', n('11-12 14:00')), newYork('ugh autocorrect, I meant 12/2', move(ctx, '2026-12-02', null))),
];

const timber = justSaid('ring the timber yard', l('11-12 08:00'));
const stems = justSaid('send the stems to Dre', n('11-11 15:00'));

export const EIGHTEENTH_RENAMES: HeldOutItem[] = [
  within(timber, london('rename it to ring the sawmill', rename(ctx, 'ring the sawmill'))),
  within(
    justSaid('chase the invoice for the Hendersons wardrobe', l('11-13 12:00')),
    london("call it 'Hendersons final invoice' instead", rename(ctx, 'Hendersons final invoice')),
  ),
  within(timber, london('change the name to collect oak boards', rename(ctx, 'collect oak boards'))),
  london('can you rename the gel polish one to order gel polish and acetone', rename(words('gel polish'), 'order gel polish and acetone')),
  within(
    justSaid('send the mood board to Priya', l('11-11 17:00')),
    london('retitle that: chase Priya for feedback', rename(ctx, 'chase Priya for feedback')),
  ),
  within(
    justSaid('book the van MOT', l('11-12 09:30')),
    london('it should say book MOT and service', rename(ctx, 'book MOT and service'), rename(words('MOT'), 'book MOT and service')),
  ),
  london('rename the pool task to book lanes for galas', rename(words('pool'), 'book lanes for galas')),
  london('the wedding cake one should be called Patel wedding cake deposit', rename(words('wedding cake'), 'Patel wedding cake deposit')),
  within(timber, london("edit the title to 'sand and oil the walnut table'", rename(ctx, 'sand and oil the walnut table'))),
  london("change 'call mum' to 'call mum about sunday lunch'", rename(words('call mum'), 'call mum about sunday lunch')),
  within(
    listedAs('ring the plasterer', 'order skirting', 'clean the reformers'),
    london('rename item 3 to deep clean the reformers', rename(num(3), 'deep clean the reformers')),
  ),
  within(justSaid('pay the VAT bill', l('11-30 12:00')), london("rename it to just 'VAT'", rename(ctx, 'VAT'))),
  within(justSaid('order glitter', null), london('can you call it reorder glitter tips', rename(ctx, 'reorder glitter tips'))),
  london(
    'change the name of the Kensington job to Kensington move packing list',
    rename(words('Kensington'), 'Kensington move packing list'),
  ),
  within(
    stems,
    newYork(
      'rename it send stems + session notes to Dre',
      rename(ctx, 'send stems + session notes to Dre'),
      rename(ctx, 'send stems and session notes to Dre'),
    ),
  ),
  within(justSaid('Kowalski taxes', n('11-30 12:00')), newYork("call that one 'Kowalski extension'", rename(ctx, 'Kowalski extension'))),
  within(
    justSaid('pay the studio rent', n('11-13 12:00')),
    newYork('change the wording to pay studio rent (December)', rename(ctx, 'pay studio rent (December)')),
  ),
  newYork(
    'rename the turkey task to pick up turkey + pies',
    rename(words('turkey'), 'pick up turkey + pies'),
    rename(words('turkey'), 'pick up turkey and pies'),
  ),
  newYork('can u change the title of the 1099 one to mail 1099s and W-2s', rename(words('1099'), 'mail 1099s and W-2s')),
  within(
    listedAs('send mix notes to Keisha', 'back up the session files', 'pay Marcus'),
    newYork('rename 2 to backup session drives', rename(num(2), 'backup session drives')),
  ),
  within(stems, newYork("name it 'Tasha mix v3' pls", rename(ctx, 'Tasha mix v3'))),
  within(
    justSaid('call the client', n('12-03 12:00')),
    newYork('make the title call Ruiz about the extension', rename(ctx, 'call Ruiz about the extension')),
  ),
];

export const EIGHTEENTH_REMOVALS: HeldOutItem[] = [
  within(timber, london('delete that', remove(ctx))),
  london("cancel the pool booking one, gala's off", remove(words('pool'))),
  london('bin the reminder about the sourdough', remove(words('sourdough'))),
  within(listedAs('ring the plasterer', 'order skirting', 'clean the reformers'), london('get rid of number 2', remove(num(2)))),
  london('remove the boiler service task pls', remove(words('boiler service'))),
  within(justSaid('quote for the Stanley loft', l('11-13 12:00')), london('scrap it, client cancelled', remove(ctx))),
  london('take the cake tasting off my list', remove(words('cake tasting'))),
  london('never mind about the van MOT, delete', remove(words('MOT'))),
  within(justSaid('order more boxes', null), london("don't need that one anymore, remove it", remove(ctx))),
  within(listedAs('list the Dickens set', 'ring the clearance lady', 'pay the card fee'), london('cancel 3', remove(num(3)))),
  london('forget the laundry one lol', remove(words('laundry'))),
  london('please delete the reprice task, selling the lot to a dealer', remove(words('reprice'))),
  within(justSaid('book the first aid refresher', l('11-20 12:00')), london('ah we did it in september, you can delete that', remove(ctx))),
  newYork('delete the turkey thing', remove(words('turkey'))),
  newYork("drop the 1099 reminder, accountant's doing it", remove(words('1099'))),
  within(stems, newYork('kill that task', remove(ctx))),
  newYork('take off the booth rate call, sorted it by email', remove(words('booth rate')), done(words('booth rate'))),
  newYork('clear the one about the boarding pass', remove(words('boarding pass'))),
  within(
    listedAs('pay Marcus', 'print the boarding pass', 'ship the prints', 'call mom'),
    newYork('remove 1 and 4', [remove(num(1)), remove(num(4))]),
  ),
  newYork('erase the reminder for Marcus', remove(words('Marcus'))),
  newYork('the reels thing can go, delete', remove(words('reels'))),
  newYork('cancel the mastering session reminder', remove(words('mastering session'))),
];

export const EIGHTEENTH_COMPLETIONS: HeldOutItem[] = [
  within(brennans, london('done ✅', done())),
  within(glazier, london('yep sorted', done())),
  within(skip, london('✅', done())),
  within(reminded('pay the card machine fee', l('11-11 12:00')), london('paid it this morning', done())),
  within(reminded('fit the Marsh wardrobe doors', l('11-11 14:00')), london('all finished, customer happy', done())),
  within(glazier, london('did it', done())),
  within(brennans, london('finally got it done 🙌', done())),
  within(skip, london('already handled yesterday', done())),
  within(justSaid('pay the glazier', l('11-11 17:00')), london('paid the glazier', done(), done(words('glazier')))),
  within(
    justSaid('send the mood board to Priya', l('11-11 17:00')),
    london('sent the mood board to Priya', done(), done(words('mood board'))),
  ),
  within(listedAs('ring the plasterer', 'order skirting', 'clean the reformers'), london('done 3', done(num(3)))),
  within(listedAs('ring the plasterer', 'order skirting', 'clean the reformers'), london('2 is done', done(num(2)))),
  within(
    listedAs('ring the plasterer', 'order skirting', 'clean the reformers'),
    london('finished the first two', [done(num(1)), done(num(2))]),
  ),
  london('invoiced the Gateshead job', done(words('Gateshead')), [unclear], [askBack]),
  london('mark the VAT bill as done', done(words('VAT bill'))),
  london('tick off the pool lanes', done(words('pool lanes'))),
  london('booked the MOT ✔️', done(words('MOT')), [unclear], [askBack]),
  within(reminded('box up the Wilson cake', l('11-11 14:00')), london("cake's boxed and gone 🎂", done())),
  within(reminded('fit the Marsh wardrobe doors', l('11-11 14:00')), london("job's a good 'un, all fitted", done())),
  within(
    justSaid('call the studio about the booth rate', n('11-12 10:00')),
    newYork('called the studio, booth rate is 60/hr', done(), done(words('studio'))),
  ),
  newYork('1099s mailed!', done(words('1099s')), [unclear], [askBack]),
  within(tasha, newYork('yessir done', done())),
  within(patelBooks, newYork('got it done between sessions', done())),
  newYork('check off backing up the session files', done(words('session files'))),
  within(listedAs('pay Marcus', 'print the boarding pass', 'ship the prints'), newYork('1 done, 3 done', [done(num(1)), done(num(3))])),
  within(tasha, newYork('handled ✅✅', done())),
  newYork('completed the Kowalski filing', done(words('Kowalski')), [unclear], [askBack]),
  within(reminded('send the Delgado estimate', n('11-11 09:00')), newYork('sent it over last night actually', done())),
  within(reminded('pay the sample clearance fee', n('11-11 08:00')), newYork('paid ✔', done())),
];

const callWhich = waiting({ about: 'which_task', options: ['call the glazier', 'call the gas board'] });
const satChoice = waiting({
  about: 'dilemma_choice',
  question: 'hire a Saturday assistant or close on Saturdays',
  options: ['hire a Saturday assistant', 'close on Saturdays'],
});
const satMatters = waiting({
  about: 'dilemma_matters',
  question: 'hire a Saturday assistant or close on Saturdays',
  options: ['hire a Saturday assistant', 'close on Saturdays'],
});
const yesNo = waiting({ about: 'other', question: "Add 'plasterer' for Friday 09:00?", options: ['yes', 'no'] });
const mixWhich = waiting({ about: 'which_task', options: ['send the mix to Tasha', 'send the mix to Omar'] });
const labelChoice = waiting({
  about: 'dilemma_choice',
  question: 'sign with the label or stay independent',
  options: ['sign with the label', 'stay independent'],
});

export const EIGHTEENTH_ANSWERS: HeldOutItem[] = [
  within(callWhich, london('2', answer(2))),
  within(callWhich, london('the second one', answer(2))),
  within(callWhich, london('glazier', answer(1))),
  within(callWhich, london('first', answer(1))),
  within(satChoice, london('closing saturdays I think', answer(2), decision)),
  within(satChoice, london('option 1', answer(1), decision)),
  within(satChoice, london('not yet, still thinking', answer(null))),
  within(satMatters, london('honestly getting my weekends back', answer(null))),
  within(satMatters, london('cash flow mostly', answer(null))),
  within(
    { pending: { about: 'dilemma_options', question: 'what to do about the van lease' } },
    london('either buy it outright or lease a newer one', answer(null)),
  ),
  within(waiting({ about: 'review', decision: 'raised prices by 10%' }), london('went fine, only lost one client', answer(null))),
  within(waiting({ about: 'review', decision: 'closed on Mondays' }), london('tbh badly, lost the regulars', answer(null))),
  within(waiting({ about: 'keep', text: 'Quiet weeks are when the good ideas come' }), london('keep', answer(null), note)),
  within(waiting({ about: 'keep', text: 'I work better with music on' }), london("nah don't save that", answer(null))),
  within(yesNo, london('yes please', answer(1), answer(null))),
  within(yesNo, london('no thanks', answer(2), answer(null))),
  within(yesNo, london('yep go for it', answer(1), answer(null))),
  within(
    { pending: { about: 'other', question: 'Morning or afternoon for the stock take?', options: ['morning', 'afternoon'] } },
    london('afternoons better', answer(2)),
  ),
  within(waiting({ about: 'other', question: 'Which day suits?', options: ['Thursday', 'Friday'] }), london('the 1st', answer(1))),
  within(mixWhich, newYork("omar's", answer(2))),
  within(mixWhich, newYork('the top one', answer(1))),
  within(mixWhich, newYork('#2', answer(2))),
  within(labelChoice, newYork('staying indie', answer(2), decision)),
  within(
    {
      pending: {
        about: 'dilemma_matters',
        question: 'sign with the label or stay independent',
        options: ['sign with the label', 'stay independent'],
      },
    },
    newYork('creative control, no contest', answer(null)),
  ),
  within(waiting({ about: 'stuck', task: 'file the Chen return' }), newYork('waiting on their W-2 from the employer', answer(null))),
  within(waiting({ about: 'other', question: 'What time suits?', options: ['9am', 'noon', '3pm'] }), newYork('noon works', answer(2))),
  within(waiting({ about: 'which_task', options: ['pay the studio rent', 'pay Marcus'] }), newYork('the last one', answer(2))),
  within(labelChoice, newYork('gonna sign, option one', answer(1), decision)),
];

export const EIGHTEENTH_RECURRING: HeldOutItem[] = [
  london('every monday at 8 remind me to order flour', task('order flour', l('11-16 08:00'), { repeat: every('week') })),
  london('pay the unit rent on the 1st of every month', task('pay the unit rent', l('12-01 12:00'), { repeat: every('month') })),
  london(
    'remind me every friday 4pm to send the weekly timesheets',
    task('send the weekly timesheets', l('11-13 16:00'), { repeat: every('week') }),
  ),
  london('every weekday at 7:30 check the van bookings', task('check the van bookings', l('11-12 07:30'), { repeat: every('weekday') })),
  london('each day at 6pm cash up', task('cash up', l('11-11 18:00'), { repeat: every('day') })),
  london('every other tuesday at 10 supervision with Ruth', task('supervision with Ruth', l('11-17 10:00'), { repeat: every('week', 2) })),
  london(
    'clean the reformer straps every sunday evening',
    ...dueAt('clean the reformer straps', [l('11-15 18:00'), l('11-15 19:00')], { repeat: every('week') }),
  ),
  london(
    'quarterly VAT return, remind me every 3 months from the 7th of jan',
    ...titled(['VAT return', 'quarterly VAT return'], l('2027-01-07 12:00'), { repeat: every('month', 3) }),
  ),
  london(
    'every year on 2 march remind me to renew the nursery registration',
    task('renew the nursery registration', l('2027-03-02 12:00'), { repeat: every('year') }),
  ),
  london('daily at 9 check the booking inbox', task('check the booking inbox', l('11-12 09:00'), { repeat: every('day') })),
  london(
    'remind me every thursday night to put the bins out',
    ...dueAt('put the bins out', [l('11-12 20:00'), l('11-12 19:00'), l('11-12 21:00')], { repeat: every('week') }),
  ),
  london(
    'every 2 weeks on friday invoice the school for swim lessons',
    task('invoice the school for swim lessons', l('11-13 12:00'), { repeat: every('week', 2) }),
  ),
  london(
    'each morning at 7 stretch before the school run',
    task('stretch before the school run', l('11-12 07:00'), { repeat: every('day') }),
  ),
  newYork(
    'every tuesday at 11 am team check-in with the engineers',
    task('team check-in with the engineers', n('11-17 11:00'), { repeat: every('week') }),
  ),
  newYork(
    'remind me to post a beat on youtube every day at 6pm',
    task('post a beat on youtube', n('11-11 18:00'), { repeat: every('day') }),
  ),
  newYork('on the 15th of each month pay the studio loan', task('pay the studio loan', n('11-15 12:00'), { repeat: every('month') })),
  newYork('every weekday at 8:30 check the client portal', task('check the client portal', n('11-12 08:30'), { repeat: every('weekday') })),
  newYork('every sunday 7pm plan the week', task('plan the week', n('11-15 19:00'), { repeat: every('week') })),
  newYork(
    'send estimated tax reminders to clients every 3 months starting dec 15',
    task('send estimated tax reminders to clients', n('12-15 12:00'), { repeat: every('month', 3) }),
  ),
  newYork('every friday at 5 back up the hard drives', task('back up the hard drives', n('11-13 17:00'), { repeat: every('week') })),
  newYork(
    'biweekly on wednesdays at 2 pm call mom',
    ...dueAt('call mom', [n('11-11 14:00'), n('11-18 14:00')], { repeat: every('week', 2) }),
  ),
  newYork('renew the domain every year on march 3rd', task('renew the domain', n('2027-03-03 12:00'), { repeat: every('year') })),
  newYork('remind me on the last friday of every month to do payroll', task('do payroll', n('11-27 12:00'), { repeat: every('month') })),
];

export const EIGHTEENTH_RAMBLES: HeldOutItem[] = [
  london(
    'ok so um I need to ring the plasterer tomorrow, and uh order the skirting from Travis Perkins, and yeah send Mrs Hale her quote by friday',
    [
      task('ring the plasterer', l('11-12 12:00')),
      task('order the skirting from Travis Perkins'),
      task('send Mrs Hale her quote', l('11-13 12:00')),
    ],
  ),
  london(
    'right so erm tomorrow at 8 drop the keys at the Fenwick house, then buy more boxes at some point, oh and ring Dave about the second van on monday',
    [
      task('drop the keys at the Fenwick house', l('11-12 08:00')),
      task('buy more boxes'),
      task('ring Dave about the second van', l('11-16 12:00')),
    ],
  ),
  london(
    'so basically the Wilsons cake is tuesday, I need to get the fondant in by monday, and like remember to charge them for delivery lol',
    [task('get the fondant in', l('11-16 12:00')), task('charge them for delivery')],
    [task('get the fondant in', l('11-16 12:00')), task('charge the Wilsons for delivery')],
  ),
  london('hiya, um, two things: email the council about the nursery fence and book the first aid refresher for the staff', [
    task('email the council about the nursery fence'),
    task('book the first aid refresher for the staff'),
  ]),
  london('yeah so I need to, like, reply to the Bristol gallery and also renew my brushes pack and send the Hartley invoice tomorrow', [
    task('reply to the Bristol gallery'),
    task('renew my brushes pack'),
    task('send the Hartley invoice', l('11-12 12:00')),
  ]),
  london('errm right, order the new swim caps, chase the leisure centre about lane hire, and text the parents group about the gala', [
    task('order the new swim caps'),
    task('chase the leisure centre about lane hire'),
    task('text the parents group about the gala'),
  ]),
  london(
    'so yeah today was mad, anyway tomorrow I need to sand the Hughes doors and, um, pick up hinges from Screwfix',
    [task('sand the Hughes doors', l('11-12 12:00')), task('pick up hinges from Screwfix', l('11-12 12:00'))],
    [task('sand the Hughes doors', l('11-12 12:00')), task('pick up hinges from Screwfix')],
  ),
  london('ok so um list the Dickens set on ebay, ring the house clearance lady back, and, yeah, pay the card machine fee', [
    task('list the Dickens set on ebay'),
    task('ring the house clearance lady back'),
    task('pay the card machine fee'),
  ]),
  london('right um top up the acetone, reply to the bridal party about the hen do, and post the new price list on insta', [
    task('top up the acetone'),
    task('reply to the bridal party about the hen do'),
    task('post the new price list on insta'),
  ]),
  london('um so I need to, yeah, order the new mats, and then email the thursday class about the change, and book the physio for me', [
    task('order the new mats'),
    task('email the thursday class about the change'),
    task('book the physio for me'),
  ]),
  london('right so um top up the fuel card, get the tyres checked friday, and invoice the parcel depot', [
    task('top up the fuel card'),
    task('get the tyres checked', l('11-13 12:00')),
    task('invoice the parcel depot'),
  ]),
  london('um just brain dumping, renew my BACP membership, order more tissues for the room, and write up my session notes', [
    task('renew my BACP membership'),
    task('order more tissues for the room'),
    task('write up my session notes'),
  ]),
  london('ok so um tomorrow at 6 start the croissant dough, then at 10 ring the flour mill', [
    task('start the croissant dough', l('11-12 06:00')),
    task('ring the flour mill', l('11-12 10:00')),
  ]),
  london(
    "so um I'm in Leeds all day tomorrow, can you remind me to call the wedding venue at 5 tomorrow and to email the florist",
    [task('call the wedding venue', l('11-12 17:00')), task('email the florist')],
    [task('call the wedding venue', l('11-12 17:00')), task('email the florist', l('11-12 17:00'))],
    [task('call the wedding venue', l('11-12 17:00')), task('email the florist', l('11-12 12:00'))],
  ),
  newYork('ok um so I gotta finish the hook for Lil Tee by friday, call the mastering guy, and uh pay the sample clearance fee', [
    task('finish the hook for Lil Tee', n('11-13 12:00')),
    task('call the mastering guy'),
    task('pay the sample clearance fee'),
  ]),
  newYork('alright so I should call the Johnsons tomorrow at 2 about their amended return and then also email Rob the engagement letter', [
    task('call the Johnsons about their amended return', n('11-12 14:00')),
    task('email Rob the engagement letter'),
  ]),
  newYork('buy strings, restring the bass, and email the venue about load in times lol', [
    task('buy strings'),
    task('restring the bass'),
    task('email the venue about load in times'),
  ]),
  newYork('so like, couple things, renew my notary stamp, and call the bank about the merchant account tomorrow morning', [
    task('renew my notary stamp'),
    task('call the bank about the merchant account', n('11-12 09:00')),
  ]),
  newYork('ok so basically edit the Garcia wedding gallery by the 20th and also send Mel the contract and uh back up the SD cards', [
    task('edit the Garcia wedding gallery', n('11-20 12:00')),
    task('send Mel the contract'),
    task('back up the SD cards'),
  ]),
  newYork('yeah so um, send the Delgado estimate, confirm the crew on friday, and order more dollies', [
    task('send the Delgado estimate'),
    task('confirm the crew', n('11-13 12:00')),
    task('order more dollies'),
  ]),
  newYork(
    'hmm ok so like, gotta renew the car registration, and um, book a haircut before the gig saturday',
    [task('renew the car registration'), task('book a haircut', n('11-14 12:00'))],
    [task('renew the car registration'), task('book a haircut before the gig', n('11-14 12:00'))],
    [task('renew the car registration'), task('book a haircut before the gig saturday')],
  ),
];

/** Words that point at a task with nothing in the conversation to say which: asked about, never acted on. */
const bare = (zone: typeof london, text: string): HeldOutItem => zone(text, [unclear], [askBack]);

export const EIGHTEENTH_BARE: HeldOutItem[] = [
  bare(london, 'done'),
  bare(london, 'snooze'),
  bare(london, 'move it'),
  bare(london, 'push it back an hour'),
  bare(london, 'delete it'),
  bare(london, 'rename it to stock check'),
  bare(london, 'make it 4'),
  bare(london, 'done 👍'),
  bare(london, 'snooze 10 mins'),
  bare(london, 'cancel that one'),
  bare(london, 'move it to tomorrow'),
  bare(london, 'finished it'),
  bare(london, 'change it to friday'),
  bare(newYork, 'done'),
  bare(newYork, 'snooze'),
  bare(newYork, 'move it'),
  bare(newYork, 'did it'),
  bare(newYork, 'bump it to 3'),
  bare(newYork, 'remove it'),
  bare(newYork, 'call it studio day instead'),
  bare(newYork, 'mark it done'),
  bare(newYork, 'snooze till tmrw'),
  bare(newYork, 'the second one'),
];

export const HELD_OUT_EIGHTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: EIGHTEENTH_ASKS,
  snoozes: EIGHTEENTH_SNOOZES,
  corrections: EIGHTEENTH_CORRECTIONS,
  renames: EIGHTEENTH_RENAMES,
  removals: EIGHTEENTH_REMOVALS,
  completions: EIGHTEENTH_COMPLETIONS,
  answers: EIGHTEENTH_ANSWERS,
  recurring: EIGHTEENTH_RECURRING,
  rambles: EIGHTEENTH_RAMBLES,
  bare: EIGHTEENTH_BARE,
  greetings: EIGHTEENTH_GREETINGS,
  thanks: EIGHTEENTH_THANKS,
  feelings: EIGHTEENTH_FEELINGS,
  questions: EIGHTEENTH_QUESTIONS,
  facts: EIGHTEENTH_FACTS,
  decisions: EIGHTEENTH_DECISIONS,
  dilemmas: EIGHTEENTH_DILEMMAS,
  recalls: EIGHTEENTH_RECALLS,
  priorities: EIGHTEENTH_PRIORITIES,
  agenda: EIGHTEENTH_AGENDA,
  freeTime: EIGHTEENTH_FREE_TIME,
  unclear: EIGHTEENTH_UNCLEAR,
};

export const HELD_OUT_EIGHTEENTH: HeldOutItem[] = Object.values(HELD_OUT_EIGHTEENTH_KINDS).flat();
