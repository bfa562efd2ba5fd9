import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  answer,
  ctx,
  decision,
  done,
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
  talk,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';
import {
  TWENTYSIXTH_AGENDAS,
  TWENTYSIXTH_BARE,
  TWENTYSIXTH_DECISIONS,
  TWENTYSIXTH_DILEMMAS,
  TWENTYSIXTH_FEELINGS,
  TWENTYSIXTH_FREE_TIME,
  TWENTYSIXTH_PRIORITIES,
  TWENTYSIXTH_QUESTIONS,
  TWENTYSIXTH_RAMBLES,
  TWENTYSIXTH_RECALLS,
  TWENTYSIXTH_RECURRING,
  TWENTYSIXTH_STATEMENTS,
  TWENTYSIXTH_UNCLEAR,
} from './held-out-twentysixth-b';

/**
 * The twenty-sixth held-out set, first half: asks, replies to reminders, corrections, renames,
 * removals, completions, answers to a pending question, greetings and thanks, as people in trades
 * and small shops text them (read at HELD_OUT_NOW: Wed 11 Nov 2026, 15:00 London, 10:00 New York).
 */

/** A reminder for `title` was just sent: "Did you get to it?" waits for the reply. */
const reminded = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** `title` was the task last added or changed, nothing pending. */
const after = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
const shown = (...listed: string[]): Partial<ConversationState> => ({ listed });

export const TWENTYSIXTH_ASKS: HeldOutItem[] = [
  london('remind me to ring the scaffolders at 4', task('ring the scaffolders', l('11-11 16:00'))),
  london('need to order more ridge tiles tmrw', task('order more ridge tiles', l('11-12 12:00'))),
  london('chase crew 2 for their timesheets friday 8am', task('chase crew 2 for their timesheets', l('11-13 08:00'))),
  newYork('remind me to restock the habanero batch at 2pm', task('restock the habanero batch', n('11-11 14:00'))),
  newYork('email the co-packer about labels thursday at 11 am', task('email the co-packer about labels', n('11-12 11:00'))),
  london('tune the Bechstein at the Hendersons sat at half 10', task('tune the Bechstein at the Hendersons', l('11-14 10:30'))),
  london('quarter to 6 tomorrow collect balloons from the wholesaler', task('collect balloons from the wholesaler', l('11-12 17:45'))),
  london('shoe the grey mare at Thornbury farm monday 7am', task('shoe the grey mare at Thornbury farm', l('11-16 07:00'))),
  newYork('send the grant budget narrative to Denise by 5', task('send the grant budget narrative to Denise', n('11-11 17:00'))),
  newYork('call the venue in franklin in 2 hours', task('call the venue in franklin', inMinutes(120))),
  london('change the sheets at flat 3 in 45 mins', task('change the sheets at flat 3', inMinutes(45))),
  london('order oat milk for the cafe 20/11', task('order oat milk for the cafe', l('11-20 12:00'))),
  newYork('mix the Halloran EP stems 11/19 at 1pm', task('mix the Halloran EP stems', n('11-19 13:00'))),
  london('book the hull survey for the Westerly on the 3rd', task('book the hull survey for the Westerly', l('12-03 12:00'))),
  newYork('submit the Joyce foundation LOI on the 30th', task('submit the Joyce foundation LOI', n('11-30 12:00'))),
  london('pay the VAT bill on 7/12', task('pay the VAT bill', l('12-07 12:00'))),
  newYork(
    'order the thanksgiving turkey boxes for the crew by thanksgiving',
    task('order the thanksgiving turkey boxes for the crew', n('11-26 12:00')),
  ),
  london(
    'shortbread order for st andrews day on the 30th remind me 9am that morning',
    task('shortbread order for st andrews day', l('11-30 09:00')),
  ),
  newYork('restock the ghost pepper gift sets b4 black friday', task('restock the ghost pepper gift sets', n('11-27 12:00'))),
  london(
    'send the christmas rota to the baristas on christmas eve at noon',
    task('send the christmas rota to the baristas', l('12-24 12:00')),
  ),
  london('tutor invoices out by EOD', task('tutor invoices out', l('11-11 17:00')), task('tutor invoices out', l('11-11 18:00'))),
  newYork(
    'upload the wedding teaser for the Garcias eod',
    task('upload the wedding teaser for the Garcias', n('11-11 17:00')),
    task('upload the wedding teaser for the Garcias', n('11-11 18:00')),
  ),
  london(
    'first thing tomorrow ring the skip hire',
    task('ring the skip hire', l('11-12 09:00')),
    task('ring the skip hire', l('11-12 08:00')),
  ),
  newYork(
    'check the airtable of new tutor applicants tomorrow at noon',
    task('check the airtable of new tutor applicants', n('11-12 12:00')),
  ),
  london(
    'in a week renew the public liability insurance',
    task('renew the public liability insurance', l('11-18 15:00')),
    task('renew the public liability insurance', l('11-18 12:00')),
  ),
  newYork(
    'in 3 days follow up w the bride about the drone shots',
    task('follow up w the bride about the drone shots', n('11-14 10:00')),
    task('follow up w the bride about the drone shots', n('11-14 12:00')),
  ),
  london('ten minutes from now take the sourdough out', task('take the sourdough out', inMinutes(10))),
  newYork('tuesday the 17th at 3 pm soundcheck walkthrough at the ryman', task('soundcheck walkthrough at the ryman', n('11-17 15:00'))),
  london('twenty past 8 tomorrow open up for the pastry delivery', task('open up for the pastry delivery', l('11-12 08:20'))),
  london('can you remind me to get the gas safe cert for flat 2 on friday', task('get the gas safe cert for flat 2', l('11-13 12:00'))),
  newYork('pls remind me thursday 9:30 to pay the chili grower invoice', task('pay the chili grower invoice', n('11-12 09:30'))),
  london(
    'dont let me forget the clown wig dry cleaning sat morning 10',
    task('the clown wig dry cleaning', l('11-14 10:00')),
    task('clown wig dry cleaning', l('11-14 10:00')),
  ),
  newYork('grant report for the Polk trust due dec 1', task('grant report for the Polk trust', n('12-01 12:00'))),
  london('ring Mrs Okafor re tuning the upright at 11 am tomorrow', task('ring Mrs Okafor re tuning the upright', l('11-12 11:00'))),
  newYork(
    'remind me at 4:45 to pick up the bass DI from the repair shop',
    task('pick up the bass DI from the repair shop', n('11-11 16:45')),
  ),
  london('get antifouling paint quotes on monday the 23rd', task('get antifouling paint quotes', l('11-23 12:00'))),
  newYork(
    'set up the shopify discount code for cyber monday on 11/30 at 8am',
    task('set up the shopify discount code for cyber monday', n('11-30 08:00')),
  ),
  london(
    'urgent: call the insurer about the leak at flat 4 today at 5',
    task('call the insurer about the leak at flat 4', l('11-11 17:00'), { important: true }),
    task('call the insurer about the leak at flat 4', l('11-11 17:00')),
  ),
  london('text the new tutor her DBS link at 16:30', task('text the new tutor her DBS link', l('11-11 16:30'))),
  newYork(
    'midnight tonight the preorder page goes live remind me to check it at 11:50pm',
    task('check the preorder page', n('11-11 23:50')),
    task('check it', n('11-11 23:50')),
  ),
  london('book van MOT for the 2nd of december', task('book van MOT', l('12-02 12:00'))),
];

const WHISKY = 'quote for the Drummond roof';
const RESTOCK = 'restock the reaper sauce';
const TUNING = 'tune the Steinway at St Mary’s';
const CLEAN = 'cleaner handover at flat 1';
const FARRIER = 'reshoe Bramble';

export const TWENTYSIXTH_SNOOZES: HeldOutItem[] = [
  within(reminded(WHISKY, l('11-11 15:00')), london('snooze 1 hr', snoozeFor(60))),
  within(reminded(WHISKY, l('11-11 15:00')), london('give me 20 mins', snoozeFor(20))),
  within(reminded(WHISKY, l('11-11 15:00')), london('not now, later at 6', snoozeUntil(l('11-11 18:00')))),
  within(reminded(WHISKY, l('11-11 15:00')), london('push it back half an hour', snoozeFor(30))),
  within(reminded(RESTOCK, n('11-11 10:00')), newYork('snooze til 2', snoozeUntil(n('11-11 14:00')))),
  within(reminded(RESTOCK, n('11-11 10:00')), newYork('2 more hours pls', snoozeFor(120))),
  within(
    reminded(RESTOCK, n('11-11 10:00')),
    newYork('remind me again after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded(RESTOCK, n('11-11 10:00')),
    newYork('snooze till tomorrow 9am', snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded(TUNING, l('11-11 14:00')), london('on a ladder, 15 min', snoozeFor(15))),
  within(reminded(TUNING, l('11-11 14:00')), london('snooze 45', snoozeFor(45))),
  within(reminded(TUNING, l('11-10 09:00')), london('ugh not yet, ask me in an hour', snoozeFor(60))),
  within(reminded(TUNING, l('11-10 09:00')), london('SNOOZE 1H', snoozeFor(60))),
  within(reminded(CLEAN, l('11-11 15:00')), london('hold that till 5pm', snoozeUntil(l('11-11 17:00')))),
  within(reminded(CLEAN, l('11-11 15:00')), london('later. try me at half 7 tonight', snoozeUntil(l('11-11 19:30')))),
  within(
    reminded(CLEAN, l('11-11 15:00')),
    london('snooze until friday 10am', snoozeUntil(l('11-13 10:00')), move(ctx, '2026-11-13', '10:00')),
  ),
  within(reminded(FARRIER, l('11-11 15:00')), london('in the field, 90 min', snoozeFor(90))),
  within(reminded(FARRIER, l('11-11 15:00')), london('snoozeee 10', snoozeFor(10))),
  within(
    reminded(FARRIER, l('11-09 08:00')),
    london('bump it till monday 8', snoozeUntil(l('11-16 08:00')), move(ctx, '2026-11-16', '08:00')),
  ),
  within(reminded('send invoice to the Kowalski wedding', n('11-11 10:00')), newYork('editing rn, snooze 3 hours', snoozeFor(180))),
  within(
    reminded('send invoice to the Kowalski wedding', n('11-11 10:00')),
    newYork('remind me at 4:30 instead', snoozeUntil(n('11-11 16:30'))),
  ),
  within(
    reminded('draft the Cook County arts grant', n('11-10 16:00')),
    newYork('not today. tomorrow at 10', snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('draft the Cook County arts grant', n('11-10 16:00')), newYork('5 min', snoozeFor(5))),
  within(reminded('bounce the mix for Tanner', n('11-11 10:00')), newYork('nudge me again in 40', snoozeFor(40))),
  within(reminded('bounce the mix for Tanner', n('11-11 10:00')), newYork('snooze a couple hours', snoozeFor(120))),
  within(reminded('order flour', l('11-11 15:00')), london('after close, 6ish', snoozeUntil(l('11-11 18:00')))),
  within(reminded('order flour', l('11-11 15:00')), london('later', snoozeFor(60), unclear)),
  within(reminded('text the Airbnb guest the door code', l('11-11 15:00')), london('wait 30', snoozeFor(30))),
  within(
    reminded('text the Airbnb guest the door code', l('11-11 15:00')),
    london('tomorrow morning at 8 pls', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
];

export const TWENTYSIXTH_CORRECTIONS: HeldOutItem[] = [
  within(after('ring the scaffolders', l('11-11 16:00')), london('oops I meant 5', move(ctx, null, '17:00'))),
  within(after('ring the scaffolders', l('11-11 16:00')), london('no wait make that thursday', move(ctx, '2026-11-12', null))),
  within(after('order ridge tiles', l('11-12 12:00')), london('scratch that, friday', move(ctx, '2026-11-13', null))),
  within(after('order ridge tiles', l('11-12 12:00')), london('sorry 9am not noon', move(ctx, null, '09:00'))),
  within(after('tune the upright for the Patels', l('11-14 10:30')), london('actually sunday same time', move(ctx, '2026-11-15', null))),
  within(after('tune the upright for the Patels', l('11-14 10:30')), london('make it quarter past 11', move(ctx, null, '11:15'))),
  within(after('pay the chili grower', n('11-12 09:30')), newYork('typo, should be 10:30', move(ctx, null, '10:30'))),
  within(after('pay the chili grower', n('11-12 09:30')), newYork('ugh i meant friday not thursday', move(ctx, '2026-11-13', null))),
  within(after('walkthrough at the ryman', n('11-17 15:00')), newYork('correction: 2pm', move(ctx, null, '14:00'))),
  within(after('walkthrough at the ryman', n('11-17 15:00')), newYork('wrong day, its the 18th', move(ctx, '2026-11-18', null))),
  within(after('call the insurer', l('11-11 17:00')), london('hang on, half 4 not 5', move(ctx, null, '16:30'))),
  within(after('shoe the grey mare', l('11-16 07:00')), london('nah tuesday, monday is the show', move(ctx, '2026-11-17', null))),
  within(after('shoe the grey mare', l('11-16 07:00')), london('push that to wednesday 7am', move(ctx, '2026-11-18', '07:00'))),
  within(after('book hull survey', l('12-03 12:00')), london('i meant the 4th', move(ctx, '2026-12-04', null))),
  within(after('upload the teaser', n('11-11 17:00')), newYork('make it tomorrow', move(ctx, '2026-11-12', null))),
  within(
    after('upload the teaser', n('11-11 17:00')),
    newYork('move it to 7 tonight', move(ctx, null, '19:00'), move(ctx, '2026-11-11', '19:00')),
  ),
  within(
    after('grant report for the Polk trust', n('12-01 12:00')),
    newYork('oh shoot the deadline is nov 30 not dec 1', move(ctx, '2026-11-30', null)),
  ),
  within(after('open up for the pastry delivery', l('11-12 08:20')), london('no no 7:20', move(ctx, null, '07:20'))),
  within(after('change the sheets at flat 3', l('11-11 15:45')), london('change that to 6pm', move(ctx, null, '18:00'))),
  within(after('restock gift sets', n('11-27 12:00')), newYork('actually do it the 25th', move(ctx, '2026-11-25', null))),
  within(after('collect balloons', l('11-12 17:45')), london('oops should be 10 to 6', move(ctx, null, '17:50'))),
  within(after('mix the Halloran stems', n('11-19 13:00')), newYork('i meant 11/20', move(ctx, '2026-11-20', null))),
  within(after('pay the VAT bill', l('12-07 12:00')), london('sorry that was wrong, 5/12', move(ctx, '2026-12-05', null))),
  within(after('ring the skip hire', l('11-12 09:00')), london('make it monday 8:30 instead', move(ctx, '2026-11-16', '08:30'))),
  newYork('move the venue call to friday 3pm', move(words('venue call'), '2026-11-13', '15:00')),
  london('shift the antifouling quotes to the 24th', move(words('antifouling quotes'), '2026-11-24', null)),
  newYork('push the LOI to dec 2', move(words('LOI'), '2026-12-02', null)),
  london('the insurer call should be at 10 tomorrow', move(words('insurer call'), '2026-11-12', '10:00')),
];

export const TWENTYSIXTH_RENAMES: HeldOutItem[] = [
  within(
    after('ring the scaffolders', l('11-11 16:00')),
    london('rename it to ring Kev at Apex Scaffolding', rename(ctx, 'ring Kev at Apex Scaffolding')),
  ),
  within(after('order ridge tiles', l('11-12 12:00')), london('call it order 40 ridge tiles instead', rename(ctx, 'order 40 ridge tiles'))),
  within(
    after('tune the upright', l('11-14 10:30')),
    london('change the name to tune the Yamaha upright', rename(ctx, 'tune the Yamaha upright')),
  ),
  within(after('pay the chili grower', n('11-12 09:30')), newYork('retitle that: pay Rio Verde farms', rename(ctx, 'pay Rio Verde farms'))),
  within(
    after('walkthrough', n('11-17 15:00')),
    newYork('rename to ryman soundcheck walkthrough', rename(ctx, 'ryman soundcheck walkthrough')),
  ),
  within(
    after('call the insurer', l('11-11 17:00')),
    london('can you change that to call Aviva about flat 4', rename(ctx, 'call Aviva about flat 4')),
  ),
  within(
    after('shoe the mare', l('11-16 07:00')),
    london('reword it as front shoes only for Duchess', rename(ctx, 'front shoes only for Duchess')),
  ),
  within(after('upload teaser', n('11-11 17:00')), newYork('name it Garcia teaser v2 upload', rename(ctx, 'Garcia teaser v2 upload'))),
  within(
    after('book the survey', l('12-03 12:00')),
    london('label it hull survey for the Westerly 32', rename(ctx, 'hull survey for the Westerly 32')),
  ),
  within(
    after('grant report', n('12-01 12:00')),
    newYork('rename this to Polk trust final report', rename(ctx, 'Polk trust final report')),
  ),
  within(
    after('order flour', l('11-12 12:00')),
    london('call it order 6 sacks of strong white', rename(ctx, 'order 6 sacks of strong white')),
  ),
  within(after('text tutor', l('11-11 16:30')), london('rename: send Priya her DBS link', rename(ctx, 'send Priya her DBS link'))),
  within(
    after('restock', n('11-11 14:00')),
    newYork('change title to restock scorpion mango 5oz', rename(ctx, 'restock scorpion mango 5oz')),
  ),
  newYork('rename the venue call to call Basement East about load in', rename(words('venue call'), 'call Basement East about load in')),
  london('rename the skip task to book 8 yard skip for Dalton Rd', rename(words('skip'), 'book 8 yard skip for Dalton Rd')),
  london('change the balloons one to collect helium and balloons', rename(words('balloons'), 'collect helium and balloons')),
  newYork('rename the LOI one to Joyce LOI final', rename(words('LOI'), 'Joyce LOI final')),
  within(
    shown('order oat milk', 'ring skip hire', 'renew insurance'),
    london('rename 2 to ring Dave at the skip firm', rename(num(2), 'ring Dave at the skip firm')),
  ),
  within(
    shown('bounce Tanner mix', 'invoice the church', 'buy cables'),
    newYork('rename #3 to buy 4 XLR cables', rename(num(3), 'buy 4 XLR cables')),
  ),
  within(
    shown('shoe Bramble', 'order nails', 'vet call'),
    london('the first one should say reshoe Bramble all round', rename(num(1), 'reshoe Bramble all round')),
  ),
  within(
    after('call the bride', n('11-14 10:00')),
    newYork('oops wrong name, call it follow up w Maya about drone shots', rename(ctx, 'follow up w Maya about drone shots')),
  ),
  within(
    after('check preorder page', n('11-11 23:50')),
    newYork('better name: test preorder checkout', rename(ctx, 'test preorder checkout')),
  ),
];

export const TWENTYSIXTH_REMOVALS: HeldOutItem[] = [
  within(after('ring the scaffolders', l('11-11 16:00')), london('delete that', remove())),
  within(after('order ridge tiles', l('11-12 12:00')), london('bin it, supplier already sent them', remove())),
  within(after('tune the upright', l('11-14 10:30')), london('cancel that one, they sold the piano', remove())),
  within(after('pay the chili grower', n('11-12 09:30')), newYork('remove it pls', remove())),
  within(after('walkthrough', n('11-17 15:00')), newYork('scrap that whole thing', remove())),
  within(after('upload teaser', n('11-11 17:00')), newYork('nvm get rid of it', remove())),
  within(after('change the sheets at flat 3', l('11-11 15:45')), london('guest cancelled, you can drop that task', remove())),
  within(reminded('collect balloons', l('11-11 15:00')), london('party got cancelled so delete', remove())),
  within(reminded('order flour', l('11-11 15:00')), london('take that off my list', remove())),
  london('delete the skip hire task', remove(words('skip hire'))),
  london('remove the antifouling quotes one', remove(words('antifouling'))),
  newYork('cancel the venue call', remove(words('venue call'))),
  newYork('get rid of the cyber monday discount task, not doing it this year', remove(words('cyber monday discount'))),
  london('forget about the VAT reminder, accountant is paying it', remove(words('VAT'))),
  london('drop the insurance renewal one', remove(words('insurance renewal'))),
  newYork('kill the drone shots follow up', remove(words('drone shots'))),
  within(shown('order oat milk', 'ring skip hire', 'renew insurance'), london('delete 3', remove(num(3)))),
  within(shown('bounce Tanner mix', 'invoice the church', 'buy cables'), newYork('remove number 2', remove(num(2)))),
  within(shown('shoe Bramble', 'order nails', 'vet call'), london('bin the last one', remove(num(3)))),
  within(shown('Drummond quote', 'crew 2 timesheets', 'gutter job Elm St'), london('scrap no 1', remove(num(1)))),
  newYork('take the Polk report off, they extended it to march', remove(words('Polk'))),
  london('clear the clown wig one', remove(words('clown wig'))),
];

export const TWENTYSIXTH_COMPLETIONS: HeldOutItem[] = [
  within(
    reminded('pay the roofing supplier', l('11-11 15:00')),
    london('paid the roofing supplier', done(), done(words('roofing supplier'))),
  ),
  within(reminded('pay the roofing supplier', l('11-11 15:00')), london('✅', done())),
  within(reminded('ring the scaffolders', l('11-11 15:00')), london('yep sorted', done())),
  within(reminded('ring the scaffolders', l('11-11 15:00')), london('DONE', done())),
  within(reminded('restock the reaper sauce', n('11-11 10:00')), newYork('restocked 👍', done())),
  within(reminded('restock the reaper sauce', n('11-11 10:00')), newYork('did it this morning', done())),
  within(reminded('tune the Steinway', l('11-11 14:00')), london('all tuned, done', done())),
  within(reminded('tune the Steinway', l('11-11 14:00')), london('finished it 🎹', done())),
  within(reminded('text the guest the door code', l('11-11 15:00')), london('sent it', done())),
  within(reminded('text the guest the door code', l('11-11 15:00')), london('yes done ta', done())),
  within(reminded('reshoe Bramble', l('11-11 15:00')), london('shod', done())),
  within(reminded('send invoice to the Kowalski wedding', n('11-11 10:00')), newYork('invoice sent ✔️', done())),
  within(reminded('send invoice to the Kowalski wedding', n('11-11 10:00')), newYork('got it done', done())),
  within(reminded('draft the arts grant', n('11-10 16:00')), newYork('finally submitted it lol', done())),
  within(reminded('bounce the mix for Tanner', n('11-11 10:00')), newYork('bounced and sent', done())),
  within(reminded('order flour', l('11-11 15:00')), london('ordered', done())),
  within(after('call the plasterer', l('11-11 14:00')), london('just called the plasterer', done(), done(words('plasterer')))),
  london('done the Drummond quote', done(words('Drummond quote'))),
  london('finished the crew 2 timesheets', done(words('crew 2 timesheets'))),
  newYork('tick off the co-packer email', done(words('co-packer email'))),
  newYork('the church invoice is done', done(words('church invoice'))),
  london('paid the VAT', done(words('VAT'))),
  within(shown('order oat milk', 'ring skip hire', 'renew insurance'), london('done 1', done(num(1)))),
  within(shown('bounce Tanner mix', 'invoice the church', 'buy cables'), newYork('2 and 3 are done', [done(num(2)), done(num(3))])),
  within(shown('shoe Bramble', 'order nails', 'vet call'), london('✅ 2', done(num(2)))),
  within(shown('Drummond quote', 'crew 2 timesheets', 'gutter job Elm St'), london('finished the first one', done(num(1)))),
  newYork('booked the load in slot at basement east, mark it done', done(words('load in'))),
];

export const TWENTYSIXTH_ANSWERS: HeldOutItem[] = [
  within({ pending: { about: 'which_task', options: ['call Dave the roofer', 'call Dave at the bank'] } }, london('2', answer(2))),
  within(
    { pending: { about: 'which_task', options: ['call Dave the roofer', 'call Dave at the bank'] } },
    london('the bank one', answer(2)),
  ),
  within(
    { pending: { about: 'which_task', options: ['invoice Tanner', 'invoice the church', 'invoice Halloran'] } },
    newYork('the second one', answer(2)),
  ),
  within(
    { pending: { about: 'which_task', options: ['invoice Tanner', 'invoice the church', 'invoice Halloran'] } },
    newYork('last one', answer(3)),
  ),
  within({ pending: { about: 'which_task', options: ['clean flat 1', 'clean flat 3'] } }, london('first', answer(1))),
  within(
    { pending: { about: 'dilemma_choice', question: 'second van or third crew?', options: ['second van', 'third crew'] } },
    london('going with the van', answer(1), decision),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'raise prices or cut the 12oz?', options: ['raise prices', 'cut the 12oz'] } },
    newYork('option 2', answer(2)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'raise prices or cut the 12oz?', options: ['raise prices', 'cut the 12oz'] } },
    newYork('not yet, still thinking', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'hire or subcontract', options: ['hire', 'subcontract'] } },
    london('1', answer(1)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'what to do about sunday opening' } },
    london('either open 10-2 or stay closed', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'which mic for the choir session' } },
    newYork('the u87 or a pair of km184s', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'new tutor platform', options: ['TutorCruncher', 'spreadsheets'] } },
    london('cost mostly, and parents not having to log in', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'fifth flat', options: ['buy it', 'wait a year'] } },
    london('cash flow and my sanity', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'hired a second crew lead' } },
    london('really well actually, jobs finish a day quicker', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'dropped the 3 hour party package' } },
    london('mixed tbh, fewer bookings but less knackered', answer(null)),
  ),
  within({ pending: { about: 'review', decision: 'switched to Gusto for payroll' } }, newYork('no regrets', answer(null))),
  within(
    { pending: { about: 'stuck', task: 'chase the council about the permit' } },
    london('cant get through on the phone, nobody answers', answer(null)),
  ),
  within(
    { pending: { about: 'stuck', task: 'finish the grant narrative' } },
    newYork('waiting on numbers from the finance guy', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Morning or afternoon?', options: ['morning', 'afternoon'] } },
    london('afternoon', answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Do you want me to add that?', options: ['yes', 'no'] } },
    newYork('no thanks', answer(2), answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Do you want me to add that?', options: ['yes', 'no'] } },
    london('yes please', answer(1), answer(null)),
  ),
  within(reminded('book the MOT', l('11-11 15:00')), london('yes', done(), answer(null))),
  within(
    { pending: { about: 'which_task', options: ['pay the farrier', 'pay the vet', 'pay the feed merchant'] } },
    london('the vet', answer(2)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'Nashville or Atlanta studio', options: ['Nashville', 'Atlanta'] } },
    newYork('staying in nashville', answer(1), decision),
  ),
];

export const TWENTYSIXTH_GREETINGS: HeldOutItem[] = [
  london('morning!', talk('greeting')),
  london('hiya', talk('greeting')),
  london('alright?', talk('greeting')),
  newYork('hey there', talk('greeting')),
  newYork('good morning daily ☀️', talk('greeting')),
  london('evening', talk('greeting')),
  london('hello hello', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('hi, im back', talk('greeting')),
  london('mornin from the yard', talk('greeting')),
  newYork('howdy from nashville', talk('greeting')),
  london('hey you', talk('greeting')),
  london('night night', talk('goodbye')),
  newYork('gotta run, bye', talk('goodbye')),
  london('cheers, speak tomorrow', talk('goodbye'), talk('thanks')),
  newYork('ok thats all for today, later', talk('goodbye')),
  london('signing off', talk('goodbye')),
  london('ok', talk('acknowledgement')),
  newYork('cool cool', talk('acknowledgement')),
  london('got it 👌', talk('acknowledgement')),
  newYork('sounds good', talk('acknowledgement')),
];

export const TWENTYSIXTH_THANKS: HeldOutItem[] = [
  london('thanks!', talk('thanks')),
  london('ta', talk('thanks')),
  london('cheers pal', talk('thanks')),
  newYork('thank u', talk('thanks')),
  newYork('thx so much', talk('thanks')),
  london('lifesaver, thank you', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  london('nice one cheers', talk('thanks')),
  newYork('ty 🙏', talk('thanks')),
  london('brilliant thanks', talk('thanks')),
  newYork('you rock, thanks', talk('thanks')),
  london('thank you that helps loads', talk('thanks')),
  newYork('much appreciated', talk('thanks')),
  london('ah perfect, thanks daily', talk('thanks')),
  newYork('thanks, that was quick', talk('thanks')),
  london('ta very much', talk('thanks')),
  newYork('thanks a million', talk('thanks')),
  london('cheers for that', talk('thanks')),
  newYork('thank you thank you', talk('thanks')),
  london('good stuff ta', talk('thanks')),
];

/** Every kind of message in the set, by name, so a run can say which kinds it reads worst. */
export const HELD_OUT_TWENTYSIXTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: TWENTYSIXTH_ASKS,
  snoozes: TWENTYSIXTH_SNOOZES,
  corrections: TWENTYSIXTH_CORRECTIONS,
  renames: TWENTYSIXTH_RENAMES,
  removals: TWENTYSIXTH_REMOVALS,
  completions: TWENTYSIXTH_COMPLETIONS,
  answers: TWENTYSIXTH_ANSWERS,
  greetings: TWENTYSIXTH_GREETINGS,
  thanks: TWENTYSIXTH_THANKS,
  feelings: TWENTYSIXTH_FEELINGS,
  questions: TWENTYSIXTH_QUESTIONS,
  statements: TWENTYSIXTH_STATEMENTS,
  decisions: TWENTYSIXTH_DECISIONS,
  dilemmas: TWENTYSIXTH_DILEMMAS,
  recalls: TWENTYSIXTH_RECALLS,
  priorities: TWENTYSIXTH_PRIORITIES,
  agendas: TWENTYSIXTH_AGENDAS,
  freeTime: TWENTYSIXTH_FREE_TIME,
  recurring: TWENTYSIXTH_RECURRING,
  rambles: TWENTYSIXTH_RAMBLES,
  unclear: TWENTYSIXTH_UNCLEAR,
  bare: TWENTYSIXTH_BARE,
};

export const HELD_OUT_TWENTYSIXTH: HeldOutItem[] = Object.values(HELD_OUT_TWENTYSIXTH_KINDS).flat();
