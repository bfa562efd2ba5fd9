import type { ConversationState, Intent } from '../intent';
import {
  answer,
  decision,
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
  unclear,
  within,
  words,
} from './held-out-kit';
import {
  SEVENTEENTH_AGENDA,
  SEVENTEENTH_DECISION,
  SEVENTEENTH_DILEMMA,
  SEVENTEENTH_FEELING,
  SEVENTEENTH_FREE_TIME,
  SEVENTEENTH_GREETING,
  SEVENTEENTH_PRIORITISE,
  SEVENTEENTH_QUESTION,
  SEVENTEENTH_RECALL,
  SEVENTEENTH_STATEMENT,
  SEVENTEENTH_THANKS,
  SEVENTEENTH_UNCLEAR,
} from './held-out-seventeenth-b';

/**
 * The seventeenth held-out set: a week of messages from people running small trades and
 * practices (a mobile hairdresser, a video editor in Austin, a garden designer, a gym owner, a
 * bookkeeper, a window cleaner, a corporate caterer, a wedding DJ, a physio clinic, an Etsy
 * jeweller, a property manager in Queens, a dog walker), read at HELD_OUT_NOW. Written without
 * looking at the reader or any other set; never edited to match what the reader does.
 */

/** The task daily last talked about (just added or changed), with nothing pending. */
const about = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
/** A reminder daily sent ("Did you get to X?") and is waiting on. */
const reminder = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** Two or more tasks fit, and daily asked which (numbered). */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
const shown = (...listed: string[]): Partial<ConversationState> => ({ listed });
/** A question back, as the reader may word one instead of an unclear reading. */
const ASK: Intent = { kind: 'ask', text: '', options: [] };

export const SEVENTEENTH_ASK: HeldOutItem[] = [
  london('remind me to ring the skip hire place at 4', task('ring the skip hire place', l('11-11 16:00'))),
  london('can u remind me 2 send the Hendersons their proofs tmrw at 10', task('send the hendersons their proofs', l('11-12 10:00'))),
  london('need to invoice the Shoreditch wedding by friday', task('invoice the shoreditch wedding', l('11-13'))),
  london(
    'oh and can you remind me to text Priya about the colour appointment at half 5',
    task('text priya about the colour appointment', l('11-11 17:30')),
  ),
  london(
    'btw order more foils for the salon bag thursday first thing',
    task('order more foils for the salon bag', l('11-12 09:00')),
    task('order more foils for the salon bag', l('11-12 08:00')),
  ),
  london(
    'chase the council about the tree survey quarter to 10 tomorrow',
    task('chase the council about the tree survey', l('11-12 09:45')),
  ),
  london('put a reminder in to pay HMRC on the 31st of jan', task('pay hmrc', l('2027-01-31'))),
  london("Remind me twenty past 8 tonight to prep the trainers' rota", task("prep the trainers' rota", l('11-11 20:20'))),
  london('collect the van from the garage in 2 hours', task('collect the van from the garage', inMinutes(120))),
  london('email the planting list to mrs okafor before 11 tomorrow', task('email the planting list to mrs okafor', l('11-12 11:00'))),
  london(
    'reorder squeegee rubbers in 3 days',
    task('reorder squeegee rubbers', l('11-14')),
    task('reorder squeegee rubbers', l('11-14 15:00')),
  ),
  london('drop the deposit cheque at the bank on tuesday the 24th', task('drop the deposit cheque at the bank', l('11-24'))),
  london('send Marcus the quarterly vat numbers 2/12', task('send marcus the quarterly vat numbers', l('12-02'))),
  london('remind me christmas eve to lock up the studio early', task('lock up the studio early', l('12-24'))),
  london('ring the venue at noon tmrw', task('ring the venue', l('11-12 12:00'))),
  london(
    'renew my public liability insurance end of the month',
    task('renew my public liability insurance', l('11-30')),
    task('renew my public liability insurance', l('11-30 17:00')),
  ),
  london('URGENT call the supplier about the cracked tiles', task('call the supplier about the cracked tiles', null, { important: true })),
  london('pick up the cake boxes from the wholesaler a week tomorrow', task('pick up the cake boxes from the wholesaler', l('11-19'))),
  london(
    'reply to the physio association email after lunch tomorrow',
    task('reply to the physio association email', l('11-12 13:00')),
    task('reply to the physio association email', l('11-12 14:00')),
  ),
  london(
    'get the dog leads washed this weekend',
    task('get the dog leads washed', l('11-14')),
    task('get the dog leads washed', l('11-14 09:00')),
  ),
  london(
    'invoice the law firm lunch EOD',
    task('invoice the law firm lunch', l('11-11 17:00')),
    task('invoice the law firm lunch', l('11-11 18:00')),
  ),
  london('send the mixes to the couple b4 6', task('send the mixes to the couple', l('11-11 18:00'))),
  london("the second tuesday of december sort the clinic's cqc paperwork", task("sort the clinic's cqc paperwork", l('12-08'))),
  london('remind me 3 mondays from now to review the gym prices', task('review the gym prices', l('11-30'))),
  london('need to list the new silver hoops on etsy in 45 mins', task('list the new silver hoops on etsy', inMinutes(45))),
  london('call mum at 7 this evening', task('call mum', l('11-11 19:00'))),
  london(
    'in a fortnight check on the rose cuttings',
    task('check on the rose cuttings', l('11-25')),
    task('check on the rose cuttings', l('11-25 15:00')),
  ),
  london('between 2 and 4 tomorrow phone the clients who missed sessions', task('phone the clients who missed sessions', l('11-12 14:00'))),
  london('remind me 6 in the morning to load the van', task('load the van', l('11-12 06:00'))),
  newYork('remind me to send the color grade to the client at 11 am', task('send the color grade to the client', n('11-11 11:00'))),
  newYork("call the super about apt 4B's radiator at 2:15", task("call the super about apt 4b's radiator", n('11-11 14:15'))),
  newYork('pay the con ed bill 11/20', task('pay the con ed bill', n('11-20'))),
  newYork('need to file the 1099s by jan 31', task('file the 1099s', n('2027-01-31'))),
  newYork("walk the Garcias' labs tmrw 7am", task("walk the garcias' labs", n('11-12 07:00'))),
  newYork('remind me the day after thanksgiving to restart the ads', task('restart the ads', n('11-27'))),
  newYork('send the lease renewal to the tenants in 3C by 12/1', task('send the lease renewal to the tenants in 3c', n('12-01'))),
  newYork('upload the rough cut for the Austin brewery in 90 minutes', task('upload the rough cut for the austin brewery', inMinutes(90))),
  newYork(
    'btw i gotta renew the DJ insurance a week from today',
    task('renew the dj insurance', n('11-18')),
    task('renew the dj insurance', n('11-18 10:00')),
  ),
  newYork('pick up the mics from the repair shop friday at 4:30', task('pick up the mics from the repair shop', n('11-13 16:30'))),
  newYork('text the bride about the first dance song tonight at 9', task('text the bride about the first dance song', n('11-11 21:00'))),
  newYork("remind me new year's eve to back up all the wedding footage", task('back up all the wedding footage', n('12-31'))),
  newYork(
    'schedule the boiler inspection for the 38th st building on the 3rd',
    task('schedule the boiler inspection for the 38th st building', n('12-03')),
  ),
  newYork(
    'drop off the ring sizers at the post office first thing tomorrow',
    task('drop off the ring sizers at the post office', n('11-12 09:00')),
    task('drop off the ring sizers at the post office', n('11-12 08:00')),
  ),
  newYork('send the meyer office lunch quote by 3', task('send the meyer office lunch quote', n('11-11 15:00'))),
  newYork('remind me in ten minutes to call the locksmith', task('call the locksmith', inMinutes(10))),
  newYork(
    'order extra chafing dishes two days from now',
    task('order extra chafing dishes', n('11-13')),
    task('order extra chafing dishes', n('11-13 10:00')),
  ),
  newYork(
    'ASAP chase the Brooklyn client for the overdue invoice',
    task('chase the brooklyn client for the overdue invoice', null, { important: true }),
  ),
  newYork('review trainer contracts monday 2:30pm', task('review trainer contracts', n('11-16 14:30'))),
  newYork('remind me at midnight to post the black friday discount', task('post the black friday discount', n('11-12 00:00'))),
  newYork('send kelly the invoice noon friday', task('send kelly the invoice', n('11-13 12:00'))),
];

export const SEVENTEENTH_SNOOZE: HeldOutItem[] = [
  within(reminder('send the hendersons their proofs', l('11-11 15:00')), london('give me another hour', snoozeFor(60))),
  within(reminder('ring the venue', l('11-11 14:30')), london('remind me again in 20', snoozeFor(20))),
  within(reminder('text priya', l('11-11 15:00')), london('not now, try me at 6', snoozeUntil(l('11-11 18:00')))),
  within(reminder('order foils', l('11-11 14:00')), london('can it wait till tomorrow morning 9ish', snoozeUntil(l('11-12 09:00')))),
  within(reminder('chase the council', l('11-11 09:00')), london('ugh snooze it 30 mins', snoozeFor(30))),
  within(reminder('pay the tile supplier', l('11-11 15:00')), london('later, like 2 hours', snoozeFor(120))),
  within(
    reminder('book the oven service', l('11-11 15:00')),
    london('push it to monday', snoozeUntil(l('11-16')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminder('clean the shopfront windows', l('11-11 15:00')),
    london('bump this to half 7 tonight', snoozeUntil(l('11-11 19:30')), move(ctx, null, '19:30')),
  ),
  within(reminder('email the accountant', l('11-11 13:00')), london('nudge me again in 45 min', snoozeFor(45))),
  within(
    reminder('sort the van insurance', l('11-11 15:00')),
    london('remind me about this on friday', snoozeUntil(l('11-13')), move(ctx, '2026-11-13', null)),
  ),
  within(reminder('call jenny back', l('11-11 14:45')), london('hold off till 4', snoozeUntil(l('11-11 16:00')))),
  within(
    reminder('restock the card machine rolls', l('11-11 15:00')),
    london('not today mate, tomorrow', snoozeUntil(l('11-12')), move(ctx, '2026-11-12', null)),
  ),
  within(reminder('update the class timetable', l('11-11 15:00')), london('Snooze 3 hrs', snoozeFor(180))),
  within(
    reminder('renew the music licence', l('11-11 12:00')),
    london('give me a day on this one', snoozeFor(1440), move(ctx, '2026-11-12', null)),
  ),
  within(
    reminder('text the new client her aftercare sheet', l('11-11 15:00')),
    london('in the middle of a cut, 15 mins pls', snoozeFor(15)),
  ),
  within(reminder('send out the december round dates', l('11-11 15:00')), london('up a ladder, remind me in half an hour', snoozeFor(30))),
  within(reminder('buy more toner', l('11-11 15:00')), london('snooze until 8 am', snoozeUntil(l('11-12 08:00')))),
  within(reminder('ring the fish guy', l('11-10 16:00')), london('remind me at 5 instead', snoozeUntil(l('11-11 17:00')))),
  london('snooze the mot reminder an hour', snoozeFor(60, words('mot'))),
  within(reminder('send the rough cut to mike', n('11-11 10:00')), newYork('give me till noon', snoozeUntil(n('11-11 12:00')))),
  within(reminder('back up the drives', n('11-11 10:00')), newYork('snooze 2 hours, still rendering', snoozeFor(120))),
  within(
    reminder('invoice the brewery', n('11-11 09:30')),
    newYork('remind me after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminder('call the plumber about 5c', n('11-11 10:00')),
    newYork('push to tmrw 10am', snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminder('pick up the new leashes', n('11-11 10:00')), newYork('not yet. 40 min', snoozeFor(40))),
  within(
    reminder('schedule the gutter cleaning', n('11-10 17:00')),
    newYork('snooze this til thursday', snoozeUntil(n('11-12')), move(ctx, '2026-11-12', null)),
  ),
  within(reminder('reorder napkins', n('11-11 10:00')), newYork('can you remind me in an hour and a half', snoozeFor(90))),
  within(reminder('text the super', n('11-11 10:00')), newYork('at a showing, hit me up again at 3', snoozeUntil(n('11-11 15:00')))),
  within(reminder('update my rates page', n('11-11 10:00')), newYork('snooze a week', snoozeFor(10080))),
  within(reminder('test the new speakers', n('11-11 10:00')), newYork('later pls, like 5pm', snoozeUntil(n('11-11 17:00')))),
  within(
    reminder('chase the tenant in 4f', n('11-11 09:00')),
    newYork('ask me again monday morning at 8', snoozeUntil(n('11-16 08:00')), move(ctx, '2026-11-16', '08:00')),
  ),
  within(reminder('pay the produce guy', n('11-11 10:00')), newYork('walking 6 dogs rn, 1 hr', snoozeFor(60))),
  newYork('snooze the invoice one till friday', snoozeUntil(n('11-13'), words('invoice')), move(words('invoice'), '2026-11-13', null)),
  newYork('push the boiler reminder back 2 days', snoozeFor(2880, words('boiler'))),
  within(
    reminder('renew adobe', n('11-11 10:00')),
    newYork('tomorrow same time', snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', null)),
  ),
  within(reminder('email the gig contract to the couple', n('11-11 08:00')), newYork('20 more minutes', snoozeFor(20))),
];

export const SEVENTEENTH_CORRECTION: HeldOutItem[] = [
  within(about('ring the skip hire place', l('11-11 16:00')), london('oops I meant 5', move(ctx, null, '17:00'))),
  within(
    about('send the hendersons their proofs', l('11-12 10:00')),
    london('scratch that, make it friday', move(ctx, '2026-11-13', null)),
  ),
  within(about('chase the council about the tree survey', l('11-12 09:45')), london('no wait half 10', move(ctx, null, '10:30'))),
  within(about('collect the van', l('11-13 12:00')), london("actually it's thursday not friday", move(ctx, '2026-11-12', null))),
  within(about('text priya', l('11-11 17:30')), london('sorry 6.30 not 5.30', move(ctx, null, '18:30'))),
  within(about('order compost', l('11-16 12:00')), london('I meant the tuesday after', move(ctx, '2026-11-17', null), unclear, ASK)),
  within(about('book the physio room', l('11-12 14:00')), london("make that 3 o'clock", move(ctx, null, '15:00'))),
  within(about('call the florist', l('11-13 11:00')), london('hang on, monday at 11', move(ctx, '2026-11-16', '11:00'))),
  within(about('send the vat numbers', l('12-02 12:00')), london('ugh wrong date, 3rd Dec', move(ctx, '2026-12-03', null))),
  within(about('prep the rota', l('11-11 20:20')), london('no, tomorrow at 8 in the morning', move(ctx, '2026-11-12', '08:00'))),
  within(
    about('clean the shopfront windows on high st', l('11-12 09:00')),
    london('nah make it the afternoon, 2ish', move(ctx, null, '14:00')),
  ),
  within(about('renew my public liability insurance', l('11-30 12:00')), london('correction: 28th', move(ctx, '2026-11-28', null))),
  within(
    about('drop the deposit cheque at the bank', l('11-24 12:00')),
    london('wait, earlier than that - the 20th', move(ctx, '2026-11-20', null)),
  ),
  within(about('send the mixes to the couple', l('11-11 18:00')), london('meant 16:00 sorry typo', move(ctx, null, '16:00'))),
  london('move the florist call to friday 2pm', move(words('florist'), '2026-11-13', '14:00')),
  within(
    about('bake the sample cupcakes', l('11-14 12:00')),
    london('erm actually sunday morning at 10', move(ctx, '2026-11-15', '10:00')),
  ),
  within(
    about('invoice the law firm lunch', l('11-11 17:00')),
    london('not today, tomorrow EOD', move(ctx, '2026-11-12', '17:00'), move(ctx, '2026-11-12', '18:00')),
  ),
  within(about('send the color grade to the client', n('11-11 11:00')), newYork('oops 1pm', move(ctx, null, '13:00'))),
  within(about('call the super', n('11-11 14:15')), newYork('no wait make it 4', move(ctx, null, '16:00'))),
  within(about('pay the con ed bill', n('11-20 12:00')), newYork('I meant 11/19', move(ctx, '2026-11-19', null))),
  within(about("walk the garcias' labs", n('11-12 07:00')), newYork('scratch that, 7:30', move(ctx, null, '07:30'))),
  within(about('pick up the mics from the repair shop', n('11-13 16:30')), newYork('actually saturday', move(ctx, '2026-11-14', null))),
  within(about('upload the rough cut', n('11-11 11:30')), newYork('make it tomorrow instead', move(ctx, '2026-11-12', null))),
  within(about('send the lease renewal', n('12-01 12:00')), newYork('sorry dec 4th', move(ctx, '2026-12-04', null))),
  within(about('text the bride', n('11-11 21:00')), newYork('8 not 9', move(ctx, null, '20:00'))),
  within(
    about('review trainer contracts', n('11-16 14:30')),
    newYork('whoops tuesday, same time', move(ctx, '2026-11-17', null), move(ctx, '2026-11-17', '14:30')),
  ),
  newYork('push the locksmith call to 3:45', move(words('locksmith'), null, '15:45')),
  within(
    about('order extra chafing dishes', n('11-13 12:00')),
    newYork('nope, should be next monday 9am', move(ctx, '2026-11-16', '09:00'), move(ctx, '2026-11-23', '09:00')),
  ),
  within(
    about('email the tenants', n('11-12 12:00')),
    newYork('change that to thursday 5pm', move(ctx, '2026-11-12', '17:00'), move(ctx, null, '17:00')),
  ),
  within(about('call dana', n('11-11 15:00')), newYork('hmm no, half past 3', move(ctx, null, '15:30'))),
];

export const SEVENTEENTH_RENAME: HeldOutItem[] = [
  within(about('ring the skip hire place', l('11-11 16:00')), london("call it 'book the skip' instead", rename(ctx, 'book the skip'))),
  within(
    about('text priya', l('11-11 17:30')),
    london('rename that to text Priya about balayage', rename(ctx, 'text priya about balayage')),
  ),
  london('change the name of the van task to van MOT and service', rename(words('van'), 'van mot and service')),
  within(
    about('order compost', l('11-16 12:00')),
    london('can you retitle it order 20 bags of peat-free compost', rename(ctx, 'order 20 bags of peat-free compost')),
  ),
  london('rename the cqc one to CQC inspection prep', rename(words('cqc'), 'cqc inspection prep')),
  within(
    about('call the supplier', null),
    london('it should say call Topps Tiles about the cracked tiles', rename(ctx, 'call topps tiles about the cracked tiles')),
  ),
  within(
    about('prep the rota', l('11-11 20:20')),
    london('title it trainers rota for december pls', rename(ctx, 'trainers rota for december')),
  ),
  london('the dog leads one, rename it to wash all leads and harnesses', rename(words('dog leads'), 'wash all leads and harnesses')),
  within(
    about('email the planting list to mrs okafor', l('11-12 11:00')),
    london('wrong name, change it to email the planting list to mrs okoye', rename(ctx, 'email the planting list to mrs okoye')),
  ),
  london("change 'bank' to 'pay in the deposit cheque at barclays'", rename(words('bank'), 'pay in the deposit cheque at barclays')),
  within(
    about('bake the sample cupcakes', l('11-14 12:00')),
    london('call it tasting box for the Hart wedding', rename(ctx, 'tasting box for the hart wedding')),
  ),
  within(
    about('call the super', n('11-11 14:15')),
    newYork('rename it to call Luis about the radiator', rename(ctx, 'call luis about the radiator')),
  ),
  newYork('rename the con ed one to pay con ed + gas', rename(words('con ed'), 'pay con ed + gas')),
  within(
    about('send the meyer office lunch quote', n('11-11 15:00')),
    newYork('can you change the title to Meyer quote v2', rename(ctx, 'meyer quote v2')),
  ),
  newYork('change the mics task to pick up mics and cables from sam ash', rename(words('mics'), 'pick up mics and cables from sam ash')),
  within(
    about("walk the garcias' labs", n('11-12 07:00')),
    newYork('call it walk Biscuit and Mochi instead', rename(ctx, 'walk biscuit and mochi')),
  ),
  newYork("rename 'locksmith' to 'get spare keys cut for 5A'", rename(words('locksmith'), 'get spare keys cut for 5a')),
  within(about('upload the rough cut', n('11-11 11:30')), newYork('make the name upload rough cut v3', rename(ctx, 'upload rough cut v3'))),
  newYork('edit the title of the 1099 task to send 1099s to contractors', rename(words('1099'), 'send 1099s to contractors')),
  within(
    about('order extra chafing dishes', n('11-13 12:00')),
    newYork('rename this one order 6 chafing dishes from the rental place', rename(ctx, 'order 6 chafing dishes from the rental place')),
  ),
];

export const SEVENTEENTH_REMOVAL: HeldOutItem[] = [
  within(about('book the skip', l('11-11 16:00')), london('actually forget that one', remove(ctx))),
  london('delete the compost reminder', remove(words('compost'))),
  within(about('text priya about balayage', l('11-11 17:30')), london("cancel it, she's rebooked herself", remove(ctx))),
  london('get rid of the gym prices task', remove(words('gym prices'))),
  london("bin the cupcake one, tasting's off", remove(words('cupcake'))),
  within(about('chase the council about the tree survey', l('11-12 09:45')), london("don't need that anymore, remove", remove(ctx))),
  london('take the dog leads thing off my list', remove(words('dog leads'))),
  london('cancel the physio room reminder', remove(words('physio room'))),
  within(about('drop the deposit cheque at the bank', l('11-24 12:00')), london('scrap this, client paid online', remove(ctx))),
  within(shown('order flour', 'chase the café', 'book the oven service'), london('remove no. 3', remove(num(3)))),
  within(
    shown('wash the towels', 'restock the trolley', 'book my own haircut', 'order foils'),
    london('get rid of the last one', remove(num(4))),
  ),
  newYork('delete the locksmith one', remove(words('locksmith'))),
  within(about('text the bride', n('11-11 21:00')), newYork('nvm, delete that', remove(ctx))),
  newYork("cancel the boiler inspection task, landlord's handling it", remove(words('boiler inspection'))),
  newYork('kill the turkey trays reminder', remove(words('turkey trays'))),
  within(about("walk the garcias' labs", n('11-12 07:00')), newYork('they cancelled, pls remove', remove(ctx))),
  within(shown('pay con ed', 'call dana', 'upload rough cut'), newYork('delete 2', remove(num(2)))),
  newYork('can you take off the chafing dishes one', remove(words('chafing dishes'))),
  within(about('send the meyer office lunch quote', n('11-11 15:00')), newYork('no longer needed, drop it', remove(ctx))),
  newYork('erase the reminder about the ring sizers', remove(words('ring sizers'))),
];

export const SEVENTEENTH_COMPLETION: HeldOutItem[] = [
  within(reminder('send the hendersons their proofs', l('11-11 15:00')), london('done ✅', done())),
  within(reminder('pay the tile supplier', l('11-11 12:00')), london('paid them this morning', done())),
  within(about('pay the electrician', l('11-11 12:00')), london('paid the electrician 👍', done(), done(words('electrician')))),
  london('finished the planting plan for the Wilsons', done(words('planting plan'))),
  within(reminder('ring the venue', l('11-11 12:00')), london('rang them, all sorted', done())),
  within(reminder('order more foils', l('11-11 09:00')), london('✔️', done())),
  within(reminder('invoice the law firm lunch', l('11-11 15:00')), london('yep sent it', done())),
  london("the hmrc payment's done", done(words('hmrc'))),
  within(reminder('collect the van from the garage', l('11-11 14:00')), london('got the van back 🙌', done())),
  within(shown('order flour', 'chase the café', 'book the oven service'), london('done 2 and 3', [done(num(2)), done(num(3))])),
  within(shown('buy ladders', 'fix the pole system', 'send out the december round dates'), london('1 done', done(num(1)))),
  within(reminder('text priya', l('11-11 15:00')), london('sorted', done())),
  london('crossed off the rota, all done', done(words('rota'))),
  within(reminder('clean the shopfront windows', l('11-11 10:00')), london('did it ✅ bit streaky but done', done())),
  london('booked the physio room', done(words('physio room')), 'no change'),
  within(reminder('call mum', l('11-11 15:00')), london('spoke to her 👍', done())),
  london('tick off the skip', done(words('skip'))),
  within(reminder('lock up the studio early', l('11-11 14:00')), london('yes', done())),
  within(reminder('reorder squeegee rubbers', l('11-11 15:00')), london('ordered 👌', done())),
  within(reminder('send the color grade to the client', n('11-11 09:00')), newYork('sent!', done())),
  within(reminder('call the super', n('11-11 10:00')), newYork("called him, he's coming thurs", done())),
  within(about('pay the con ed bill', n('11-11 12:00')), newYork('paid con ed', done(), done(words('con ed')))),
  newYork('the 1099s are filed 🎉', done(words('1099s'))),
  within(reminder("walk the garcias' labs", n('11-11 07:00')), newYork('walked em', done())),
  within(reminder('upload the rough cut', n('11-11 10:00')), newYork('DONE', done())),
  within(shown('chase the brooklyn invoice', 'order chafing dishes', 'email dana'), newYork('finished the first one', done(num(1)))),
  within(shown('pay the water bill', 'text the super', 'chase 4f'), newYork('all 3 done', [done(num(1)), done(num(2)), done(num(3))])),
  within(reminder('pick up the mics', n('11-11 10:00')), newYork('got em 🎧', done())),
  newYork('mark the locksmith task done', done(words('locksmith'))),
  within(reminder('text the bride', n('11-10 21:00')), newYork('yup did that last night', done())),
  newYork('done with the meyer quote', done(words('meyer quote'))),
  within(reminder('drop off the ring sizers', n('11-11 09:00')), newYork('👍 done and dusted', done())),
  within(about('renew the dj insurance', n('11-18 12:00')), newYork('renewed it', done())),
  within(reminder('send kelly the invoice', n('11-11 10:00')), newYork('invoice sent to kelly', done(), done(words('kelly')))),
  within(reminder('chase the brooklyn client', n('11-11 10:00')), newYork('they paid!!', done())),
];

export const SEVENTEENTH_ANSWER: HeldOutItem[] = [
  within(which('call the printer', 'call the venue'), london('the venue', answer(2))),
  within(which('pay the florist', 'pay the photographer'), london('2', answer(2))),
  within(which('pay the florist', 'pay the photographer', 'pay the cake lady'), london('the cake one', answer(3))),
  within(which('email mrs okafor', 'email the nursery'), london('first', answer(1))),
  within(which('ring mum', 'ring the bank'), london('the bank one obvs', answer(2))),
  within(which('call dana', 'call the super'), newYork('the second one', answer(2))),
  within(which('upload rough cut v2', 'upload rough cut v3'), newYork('v3', answer(2))),
  within(which('walk biscuit', 'walk mochi', 'walk rex'), newYork('number 1 pls', answer(1))),
  within(which('send invoice to kelly', 'send invoice to the brewery'), newYork('brewery', answer(2))),
  within(
    { pending: { about: 'dilemma_options', question: 'should I take on a second van' } },
    london('either lease one or buy a used transit', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'should I raise my walk prices' } },
    newYork('keep them at 25 a walk or go to 30', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'hire or stay solo', options: ['hire a junior stylist', 'stay solo'] } },
    london('honestly cash flow matters most', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'editor', options: ['hire an assistant editor', 'keep doing it all myself'] } },
    newYork('my weekends tbh', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'clinic', options: ['move the clinic', 'stay put'] } },
    london('patients being able to park', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'which quote', options: ['the cheaper quote', 'the local firm'] } },
    london('going with the local firm', answer(2), decision),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'lights', options: ['buy the new lights', 'rent them per gig'] } },
    newYork('rent', answer(2)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'office', options: ['the queens office', 'work from home'] } },
    newYork('not yet, still thinking', answer(null)),
  ),
  within({ pending: { about: 'dilemma_choice', question: 'ads', options: ['etsy ads', 'instagram ads'] } }, london('option 1', answer(1))),
  within(
    { pending: { about: 'dilemma_choice', question: 'classes', options: ['hire a trainer', 'do the classes myself'] } },
    london('the first', answer(1)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'pricing', options: ['charge per hour', 'charge per project'] } },
    newYork('per project i think', answer(2)),
  ),
  within(
    { pending: { about: 'review', decision: 'switched to the cheaper flour supplier' } },
    london("bread's been fine, good call", answer(null)),
  ),
  within({ pending: { about: 'review', decision: 'dropped the saturday walks' } }, newYork('mixed tbh, lost two clients', answer(null))),
  within({ pending: { about: 'review', decision: 'moved to 45 minute sessions' } }, london('worked out brilliantly', answer(null))),
  within({ pending: { about: 'keep', text: 'I work better when I batch the admin' } }, london('keep', answer(null), note)),
  within({ pending: { about: 'keep', text: 'turning down rush jobs felt good' } }, newYork('yes keep it', answer(null), note)),
  within({ pending: { about: 'keep', text: 'mondays are my worst day' } }, newYork("nah don't bother", answer(null))),
  within({ pending: { about: 'stuck', task: 'file the vat return' } }, london('waiting on the accountant to send figures', answer(null))),
  within({ pending: { about: 'stuck', task: 'edit the brewery promo' } }, newYork("client hasn't sent the logo files", answer(null))),
  within({ pending: { about: 'stuck', task: 'call the landlord' } }, london('just dreading it tbh', answer(null), talk('feeling'))),
  within({ pending: { about: 'other', question: 'Morning plan at 7 or 8?', options: ['7', '8'] } }, london('8 please', answer(2))),
  within(
    { pending: { about: 'other', question: 'Which should come first?', options: ['invoices', 'edits'] } },
    newYork('edits', answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Shall I add both?', options: ['yes', 'no'] } },
    london('yes pls', answer(1), answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Want me to keep that as a task?', options: ['yes', 'no'] } },
    newYork('no thanks', answer(2), answer(null)),
  ),
  within({ pending: { about: 'other', question: 'What time on Friday?', options: [] } }, london('10am', answer(null))),
  within(
    { pending: { about: 'other', question: 'Which day works best?', options: ['Monday', 'Tuesday', 'Wednesday'] } },
    newYork('tues', answer(2)),
  ),
];

export const SEVENTEENTH_RECURRING: HeldOutItem[] = [
  london(
    "every monday 8am remind me to send the trainers their week's schedule",
    task("send the trainers their week's schedule", l('11-16 08:00'), { repeat: every('week') }),
  ),
  london('pay the van lease on the 15th of every month', task('pay the van lease', l('11-15'), { repeat: every('month') })),
  london('every weekday at 7:30 check the booking app', task('check the booking app', l('11-12 07:30'), { repeat: every('weekday') })),
  london('remind me every friday at 4 to do timesheets', task('do timesheets', l('11-13 16:00'), { repeat: every('week') })),
  london('every other thursday clean the dough mixer', task('clean the dough mixer', l('11-12'), { repeat: every('week', 2) })),
  london(
    'each sunday at 9pm plan the rounds for the week',
    task('plan the rounds for the week', l('11-15 21:00'), { repeat: every('week') }),
  ),
  london(
    'every year on 3 march renew the clinic insurance',
    task('renew the clinic insurance', l('2027-03-03'), { repeat: every('year') }),
  ),
  london('daily at 6pm cash up the till', task('cash up the till', l('11-11 18:00'), { repeat: every('day') })),
  london(
    'on the 1st of each month send the shops their bookkeeping packs',
    task('send the shops their bookkeeping packs', l('12-01'), { repeat: every('month') }),
  ),
  london('every morning at 7 feed the sourdough starter', task('feed the sourdough starter', l('11-12 07:00'), { repeat: every('day') })),
  london(
    "every saturday at 10 post the week's best before and after shots",
    task("post the week's best before and after shots", l('11-14 10:00'), { repeat: every('week') }),
  ),
  london('every wednesday at 9 do the bread order', task('do the bread order', l('11-18 09:00'), { repeat: every('week') })),
  newYork(
    'every monday at 9 send invoices to all the buildings',
    task('send invoices to all the buildings', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'send rent reminders to tenants on the 1st of every month',
    task('send rent reminders to tenants', n('12-01'), { repeat: every('month') }),
  ),
  newYork("every weekday 6:45am walk the Garcias' labs", task("walk the garcias' labs", n('11-12 06:45'), { repeat: every('weekday') })),
  newYork('back up the edit drives every friday at 5pm', task('back up the edit drives', n('11-13 17:00'), { repeat: every('week') })),
  newYork('every day at noon post on insta', task('post on insta', n('11-11 12:00'), { repeat: every('day') })),
  newYork('every other monday invoice the agency', task('invoice the agency', n('11-16'), { repeat: every('week', 2) })),
  newYork('every year on dec 1 renew the DJ license', task('renew the dj license', n('12-01'), { repeat: every('year') })),
  newYork(
    'each wednesday at 3pm check the boiler logs',
    task('check the boiler logs', n('11-11 15:00'), { repeat: every('week') }),
    task('check the boiler logs', n('11-18 15:00'), { repeat: every('week') }),
  ),
  newYork(
    'remind me every night at 10 to charge the camera batteries',
    task('charge the camera batteries', n('11-11 22:00'), { repeat: every('day') }),
  ),
  newYork('every month on the 20th pay the studio rent', task('pay the studio rent', n('11-20'), { repeat: every('month') })),
];

export const SEVENTEENTH_RAMBLE: HeldOutItem[] = [
  london('ok so um I need to order more flour, chase the café on mill lane for their invoice and erm book the oven service', [
    task('order more flour'),
    task('chase the café on mill lane for their invoice'),
    task('book the oven service'),
  ]),
  london(
    'right so I have to ring the Patels at 9 tomorrow about the patio, pick up the sleepers from the yard and yeah invoice the Wilsons',
    [task('ring the patels about the patio', l('11-12 09:00')), task('pick up the sleepers from the yard'), task('invoice the wilsons')],
  ),
  london('so basically yeah need to text the new client her aftercare sheet, buy more toner and like sort the van insurance lol', [
    task('text the new client her aftercare sheet'),
    task('buy more toner'),
    task('sort the van insurance'),
  ]),
  london('um hi, so things: restock the card machine rolls, email the accountant about the van, and call Jenny back at 4', [
    task('restock the card machine rolls'),
    task('email the accountant about the van'),
    task('call jenny back', l('11-11 16:00')),
  ]),
  london(
    'ok so the plan is tidy the stockroom, message the trainers about christmas hours and erm update the class timetable on the website',
    [task('tidy the stockroom'), task('message the trainers about christmas hours'), task('update the class timetable on the website')],
  ),
  london("need to buy new ladders, get the pole system fixed, and send out the december round dates... yeah that's it", [
    task('buy new ladders'),
    task('get the pole system fixed'),
    task('send out the december round dates'),
  ]),
  london('so er couple of things, order the canapé boxes, confirm numbers with the bank lunch by friday, and ring the fish guy', [
    task('order the canapé boxes'),
    task('confirm numbers with the bank lunch', l('11-13')),
    task('ring the fish guy'),
  ]),
  london('ugh right I need to reply to the council, renew my HCPC registration and buy new couch covers', [
    task('reply to the council'),
    task('renew my hcpc registration'),
    task('buy new couch covers'),
  ]),
  london('basically gotta photograph the new rings, write the listings and, um, post the parcels before 5', [
    task('photograph the new rings'),
    task('write the listings'),
    task('post the parcels', l('11-11 17:00')),
  ]),
  london(
    "ok voice note cos I'm driving. call the client about the wedding album at 11 tomorrow, order more prints, and um yeah chase the venue for the photos",
    [task('call the client about the wedding album', l('11-12 11:00')), task('order more prints'), task('chase the venue for the photos')],
  ),
  london('hmm so todays list, wash the towels, restock the trolley, and book my own haircut lol', [
    task('wash the towels'),
    task('restock the trolley'),
    task('book my own haircut'),
  ]),
  london('ok so. gym stuff. fix the rowing machine, email the trainers about cover and, er, renew the music licence by the 30th', [
    task('fix the rowing machine'),
    task('email the trainers about cover'),
    task('renew the music licence', l('11-30')),
  ]),
  london('bakery things - order eggs, ring the electrician about the oven and make the birthday cake by saturday', [
    task('order eggs'),
    task('ring the electrician about the oven'),
    task('make the birthday cake', l('11-14')),
  ]),
  london('also can you add: pick up the mat cleaner, book the boiler service and ring mum back tonight at 8', [
    task('pick up the mat cleaner'),
    task('book the boiler service'),
    task('ring mum back', l('11-11 20:00')),
  ]),
  newYork('ok so um I gotta send the rough cut to Mike, invoice the brewery and like back up the drives', [
    task('send the rough cut to mike'),
    task('invoice the brewery'),
    task('back up the drives'),
  ]),
  newYork('alright so send 2A the lease renewal, call the plumber about 5C and uh schedule the gutter cleaning', [
    task('send 2a the lease renewal'),
    task('call the plumber about 5c'),
    task('schedule the gutter cleaning'),
  ]),
  newYork('so yeah like pick up the new leashes, text the Kims about thanksgiving week and um order more poop bags lmao', [
    task('pick up the new leashes'),
    task('text the kims about thanksgiving week'),
    task('order more poop bags'),
  ]),
  newYork('ok so email the gig contract to the couple, test the new speakers and at 3 call the venue coordinator', [
    task('email the gig contract to the couple'),
    task('test the new speakers'),
    task('call the venue coordinator', n('11-11 15:00')),
  ]),
  newYork('hey so need to like reorder napkins, confirm the Goldman lunch for 40 on thursday, and pay the produce guy', [
    task('reorder napkins'),
    task('confirm the goldman lunch for 40', n('11-12')),
    task('pay the produce guy'),
  ]),
  newYork('um so I need to update my rates page, send Jess the color notes, and yeah renew adobe', [
    task('update my rates page'),
    task('send jess the color notes'),
    task('renew adobe'),
  ]),
  newYork('so like 3 things: call the insurance guy, buy a new hard drive and send the Austin brewery their final cut tmrw', [
    task('call the insurance guy'),
    task('buy a new hard drive'),
    task('send the austin brewery their final cut', n('11-12')),
  ]),
  newYork('ugh ok: pay the water bill for 38th st, text the super, and chase the tenant in 4F about the rent', [
    task('pay the water bill for 38th st'),
    task('text the super'),
    task('chase the tenant in 4f about the rent'),
  ]),
];

export const SEVENTEENTH_BARE: HeldOutItem[] = [
  london('done', unclear, ASK),
  london('snooze', unclear, ASK),
  london('move it', unclear, ASK),
  london('delete it', unclear, ASK),
  london('make it 3', unclear, ASK),
  london('push it back', unclear, ASK),
  london('snooze 1h', unclear, ASK),
  london('rename it', unclear, ASK),
  london("that one's done", unclear, ASK),
  london('cancel it', unclear, ASK),
  london('tomorrow instead', unclear, ASK),
  newYork('Done!', unclear, ASK),
  newYork('snooze pls', unclear, ASK),
  newYork('move that', unclear, ASK),
  newYork('remove it', unclear, ASK),
  newYork('change it to 4', unclear, ASK),
  newYork('push to friday', unclear, ASK),
  newYork('finished it', unclear, ASK),
  newYork('did it', unclear, ASK),
  newYork('later', unclear, ASK),
  newYork('30 mins', unclear, ASK),
  newYork('make it earlier', unclear, ASK),
];

/** Every kind issue 40 names, each with its own messages. */
export const HELD_OUT_SEVENTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: SEVENTEENTH_ASK,
  snooze: SEVENTEENTH_SNOOZE,
  correction: SEVENTEENTH_CORRECTION,
  rename: SEVENTEENTH_RENAME,
  removal: SEVENTEENTH_REMOVAL,
  completion: SEVENTEENTH_COMPLETION,
  answer: SEVENTEENTH_ANSWER,
  greeting: SEVENTEENTH_GREETING,
  thanks: SEVENTEENTH_THANKS,
  feeling: SEVENTEENTH_FEELING,
  question: SEVENTEENTH_QUESTION,
  statement: SEVENTEENTH_STATEMENT,
  decision: SEVENTEENTH_DECISION,
  dilemma: SEVENTEENTH_DILEMMA,
  recall: SEVENTEENTH_RECALL,
  prioritise: SEVENTEENTH_PRIORITISE,
  agenda: SEVENTEENTH_AGENDA,
  free_time: SEVENTEENTH_FREE_TIME,
  recurring: SEVENTEENTH_RECURRING,
  ramble: SEVENTEENTH_RAMBLE,
  unclear: SEVENTEENTH_UNCLEAR,
  bare: SEVENTEENTH_BARE,
};

export const HELD_OUT_SEVENTEENTH: HeldOutItem[] = Object.values(HELD_OUT_SEVENTEENTH_KINDS).flat();
