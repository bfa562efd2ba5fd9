import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  answer,
  done,
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
  unclear,
  within,
  words,
} from './held-out-kit';
import {
  TWENTYNINTH_AGENDA,
  TWENTYNINTH_BARE,
  TWENTYNINTH_DECISIONS,
  TWENTYNINTH_DILEMMAS,
  TWENTYNINTH_FACTS,
  TWENTYNINTH_FEELINGS,
  TWENTYNINTH_FREE_TIME,
  TWENTYNINTH_GREETINGS,
  TWENTYNINTH_PRIORITISE,
  TWENTYNINTH_QUESTIONS,
  TWENTYNINTH_RAMBLES,
  TWENTYNINTH_RECALLS,
  TWENTYNINTH_RECURRING,
  TWENTYNINTH_THANKS,
  TWENTYNINTH_UNCLEAR,
} from './held-out-twentyninth-b';

/**
 * A twenty-ninth held-out set, written without sight of the reader: small trades and solo
 * practices (a mobile hairdresser, a window round, a Philadelphia bookkeeper, a Queens food truck,
 * a Cornish holiday cottage) texting in a hurry, read at Wednesday 11 November 2026, 15:00 London.
 */
const reminded = (title: string, due: string | null): Partial<ConversationState> => ({
  current: { title, due },
  pending: { about: 'follow_up', task: title },
});
const talkedAbout = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });

export const TWENTYNINTH_ASKS: HeldOutItem[] = [
  london('ring the tile importer tomorrow 10am', task('ring the tile importer', l('11-12 10:00'))),
  london('balayage kit order fri', task('balayage kit order', l('11-13 12:00'))),
  london(
    'remind me to invoice the cottage cleaners by EOD',
    task('invoice the cottage cleaners', l('11-11 17:00')),
    task('invoice the cottage cleaners', l('11-11 18:00')),
  ),
  newYork('order propane for the truck thursday 7am', task('order propane for the truck', n('11-12 07:00'))),
  newYork('remind me at 4:30 to call the commissary', task('call the commissary', n('11-11 16:30'))),
  london('squeegee blades b4 saturday', task('squeegee blades', l('11-14 12:00')), task('squeegee blades', l('11-13 12:00'))),
  london('need to chase mrs okafor for the deposit in 2 hours', task('chase mrs okafor for the deposit', l('11-11 17:00'))),
  newYork('quarterly estimates for the hendersons due the 15th', task('quarterly estimates for the hendersons', n('11-15 12:00'))),
  london('book the van MOT monday 8:30', task('book the van MOT', l('11-16 08:30'))),
  london('remind me 20 mins to take the loaves out', task('take the loaves out', l('11-11 15:20'))),
  newYork('send the wedding set list to the couple next tuesday', task('send the wedding set list to the couple', n('11-17 12:00'))),
  london(
    'piano lesson invoices first thing tomorrow',
    task('piano lesson invoices', l('11-12 09:00')),
    task('piano lesson invoices', l('11-12 08:00')),
  ),
  newYork('call the health inspector back at noon', task('call the health inspector back', n('11-11 12:00'))),
  london('planting plan for the Hartley garden on the 20th', task('planting plan for the Hartley garden', l('11-20 12:00'))),
  london('restock inner tubes tmrw', task('restock inner tubes', l('11-12 12:00'))),
  newYork('reschedule interview participants for 3pm friday', task('reschedule interview participants', n('11-13 15:00'))),
  london('remind me to put the starter in the fridge at 9 tonight', task('put the starter in the fridge', l('11-11 21:00'))),
  london('changeover at Gull Cottage saturday 11', task('changeover at Gull Cottage', l('11-14 11:00'))),
  newYork('pay the sales tax by nov 30', task('pay the sales tax', n('11-30 12:00'))),
  london('deposit for the drummer 1/12', task('deposit for the drummer', l('12-01 12:00'))),
  newYork('mail the 1099 reminder letters 12/3', task('mail the 1099 reminder letters', n('12-03 12:00'))),
  london(
    'collect tile samples from the docks in 3 days',
    task('collect tile samples from the docks', l('11-14 15:00')),
    task('collect tile samples from the docks', l('11-14 12:00')),
  ),
  london('ring the boiler man half 9 tomorrow', task('ring the boiler man', l('11-12 09:30'))),
  newYork('dry cleaning pickup quarter to six', task('dry cleaning pickup', n('11-11 17:45'))),
  london('send Priya the usability report on christmas eve', task('send Priya the usability report', l('12-24 12:00'))),
  newYork('book the generator rental for thanksgiving', task('book the generator rental', n('11-26 12:00'))),
  london('remind me in an hour and a half to text the bride', task('text the bride', l('11-11 16:30'))),
  london('quote for the Fenwick patio next wed 2pm', task('quote for the Fenwick patio', l('11-18 14:00'))),
  newYork('renew the truck permit by the end of the month', task('renew the truck permit', n('11-30 12:00'))),
  london(
    'gutter job at no. 14 thursday afternoon',
    task('gutter job at no. 14', l('11-12 14:00')),
    task('gutter job at no 14', l('11-12 15:00')),
  ),
  newYork('remind me tomorrow morning to reconcile the Kowalski account', task('reconcile the Kowalski account', n('11-12 09:00'))),
  london(
    'hair appt for mrs bell 10:15 on monday at hers',
    task('hair appt for mrs bell at hers', l('11-16 10:15')),
    task('hair appt for mrs bell', l('11-16 10:15')),
  ),
  london('must buy rye flour 🌾 tomorrow', task('buy rye flour', l('11-12 12:00'))),
  newYork('call mom sunday at 11', task('call mom', n('11-15 11:00'))),
  london(
    'tune the school piano a week today',
    task('tune the school piano', l('11-18 12:00')),
    task('tune the school piano', l('11-18 15:00')),
  ),
  newYork(
    'submit the research synthesis in two weeks',
    task('submit the research synthesis', n('11-25 12:00')),
    task('submit the research synthesis', n('11-25 10:00')),
  ),
  london('chase the customs broker 9am', task('chase the customs broker', l('11-12 09:00'))),
  london('fit the new chain on the dutch bike by 5', task('fit the new chain on the dutch bike', l('11-11 17:00'))),
  newYork('Pick up the van from the shop at 2', task('Pick up the van from the shop', n('11-11 14:00'))),
  london('important: VAT return friday', task('VAT return', l('11-13 12:00'), { important: true })),
  london('dentist 2/12 9am', task('dentist', l('12-02 09:00')), unclear),
  newYork('accountant call 11/19 2pm', task('accountant call', n('11-19 14:00')), unclear),
  london('flour delivery sat 7', task('flour delivery', l('11-14 07:00')), unclear),
  london('Mrs Patel lesson tmrw 4.30', task('Mrs Patel lesson', l('11-12 16:30')), unclear),
  newYork('grease trap cleaning mon', task('grease trap cleaning', n('11-16 12:00')), unclear),
  london('cottage boiler service 24th', task('cottage boiler service', l('11-24 12:00')), unclear),
  newYork('client workshop next thurs 1pm', task('client workshop', n('11-19 13:00')), task('client workshop', n('11-12 13:00')), unclear),
  london('wheel truing 5pm', task('wheel truing', l('11-11 17:00')), unclear),
  london('so tired but must send the Hartley invoice tonight at 8', task('send the Hartley invoice', l('11-11 20:00'))),
  newYork('freaking out a bit, need to call the bank tomorrow at 9', task('call the bank', n('11-12 09:00'))),
  london('ugh hate this bit, remind me to do the tax return sunday', task('do the tax return', l('11-15 12:00'))),
  london('buzzing after that gig! book the studio for monday 6pm', task('book the studio', l('11-16 18:00'))),
];

export const TWENTYNINTH_SNOOZES: HeldOutItem[] = [
  within(reminded('chase the customs broker', l('11-11 14:00')), london('later, 1h', snoozeFor(60))),
  within(reminded('restock inner tubes', l('11-11 12:00')), london('snooze 30', snoozeFor(30))),
  within(reminded('call the commissary', n('11-11 09:30')), newYork('give me 15 min', snoozeFor(15))),
  within(reminded('text the bride', l('11-11 15:00')), london('not now. 2 hrs', snoozeFor(120))),
  within(
    reminded('reconcile the Kowalski account', n('11-11 10:00')),
    newYork('push it to tomorrow 9am', snoozeUntil(n('11-12 09:00')), move({ by: 'context' }, '2026-11-12', '09:00')),
  ),
  within(reminded('book the van MOT', l('11-11 15:00')), london('on a ladder, remind me in 45', snoozeFor(45))),
  within(
    reminded('invoice the cottage cleaners', l('11-10 12:00')),
    london('ugh i know. monday', snoozeUntil(l('11-16 12:00')), move({ by: 'context' }, '2026-11-16', null), snoozeUntil(l('11-16 09:00'))),
  ),
  within(reminded('order propane', n('11-11 08:00')), newYork('snooze till 1pm', snoozeUntil(n('11-11 13:00')))),
  within(reminded('send the set list', l('11-11 15:00')), london('hold that til 6', snoozeUntil(l('11-11 18:00')))),
  within(
    reminded('mail the 1099 letters', n('11-09 12:00')),
    newYork('bump to friday', snoozeUntil(n('11-13 12:00')), move({ by: 'context' }, '2026-11-13', null)),
  ),
  within(reminded('ring the boiler man', l('11-11 15:00')), london('driving - 20 mins', snoozeFor(20))),
  within(reminded('pay the sales tax', n('11-11 10:00')), newYork('snooze a day', snoozeFor(1440))),
  within(reminded('take the loaves out', l('11-11 15:00')), london('5 more mins', snoozeFor(5))),
  within(
    reminded('planting plan', l('11-11 15:00')),
    london('remind me again after lunch tomorrow', snoozeUntil(l('11-12 13:00')), snoozeUntil(l('11-12 14:00'))),
  ),
  within(
    reminded('call mom', n('11-11 10:00')),
    newYork('tonight', snoozeUntil(n('11-11 19:00')), snoozeUntil(n('11-11 18:00')), snoozeUntil(n('11-11 20:00'))),
  ),
  within(reminded('collect tile samples', l('11-11 15:00')), london('snooze 3 hours pls', snoozeFor(180))),
  within(
    reminded('piano lesson invoices', l('11-11 09:00')),
    london('oh god overdue. tomorrow 8', snoozeUntil(l('11-12 08:00')), move({ by: 'context' }, '2026-11-12', '08:00')),
  ),
  within(reminded('renew the truck permit', n('11-11 10:00')), newYork('in a couple hours', snoozeFor(120))),
  within(reminded('fit the chain', l('11-11 15:00')), london('customer in. half hour', snoozeFor(30))),
  within(
    reminded('quote for the patio', l('11-11 15:00')),
    london('next week', snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16 12:00')), move({ by: 'context' }, '2026-11-16', null)),
  ),
  within(reminded('reschedule participants', n('11-11 10:00')), newYork('snooze until 11:30', snoozeUntil(n('11-11 11:30')))),
  within(
    reminded('squeegee blades', l('11-11 15:00')),
    london('2moro', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 12:00')), move({ by: 'context' }, '2026-11-12', null)),
  ),
  within(reminded('dry cleaning pickup', n('11-11 10:00')), newYork('snooze 90m', snoozeFor(90))),
  within(reminded('chase mrs okafor', l('11-11 15:00')), london('snooze until thurs 10', snoozeUntil(l('11-12 10:00')))),
  within(reminded('send Priya the report', l('11-11 15:00')), london('mid-session, ping me in an hour', snoozeFor(60))),
  within(reminded('book the generator', n('11-11 10:00')), newYork('SNOOZE 1H', snoozeFor(60))),
  within(reminded('send the Hartley invoice', l('11-11 15:00')), london('in a bit, 10 min', snoozeFor(10))),
  within(
    reminded('wheel truing', l('11-11 15:00')),
    london('tmrw 10', snoozeUntil(l('11-12 10:00')), move({ by: 'context' }, '2026-11-12', '10:00')),
  ),
  within(
    reminded('accountant call', n('11-11 10:00')),
    newYork('after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
];

export const TWENTYNINTH_CORRECTIONS: HeldOutItem[] = [
  within(talkedAbout('ring the tile importer', l('11-12 10:00')), london('oops I meant 11', move({ by: 'context' }, null, '11:00'))),
  within(talkedAbout('balayage kit order', l('11-13 12:00')), london('no wait thursday', move({ by: 'context' }, '2026-11-12', null))),
  within(talkedAbout('order propane', n('11-12 07:00')), newYork('scratch that, make it 6:30', move({ by: 'context' }, null, '06:30'))),
  within(talkedAbout('call the commissary', n('11-11 16:30')), newYork('sorry 3:30 not 4:30', move({ by: 'context' }, null, '15:30'))),
  within(talkedAbout('book the van MOT', l('11-16 08:30')), london('actually tuesday', move({ by: 'context' }, '2026-11-17', null))),
  within(
    talkedAbout('deposit for the drummer', l('12-01 12:00')),
    london('I meant the 2nd of dec', move({ by: 'context' }, '2026-12-02', null)),
  ),
  within(talkedAbout('changeover at Gull Cottage', l('11-14 11:00')), london('typo - 10 am', move({ by: 'context' }, null, '10:00'))),
  within(
    talkedAbout('send the wedding set list', n('11-17 12:00')),
    newYork('make that monday 5pm', move({ by: 'context' }, '2026-11-16', '17:00')),
  ),
  within(
    talkedAbout('planting plan', l('11-20 12:00')),
    london('wrong date, should be the 19th', move({ by: 'context' }, '2026-11-19', null)),
  ),
  within(talkedAbout('call the health inspector back', n('11-11 12:00')), newYork('ugh no 1pm', move({ by: 'context' }, null, '13:00'))),
  within(
    talkedAbout('gutter job', l('11-12 14:00')),
    london('change it to friday morning 9', move({ by: 'context' }, '2026-11-13', '09:00')),
  ),
  within(talkedAbout('hair appt for mrs bell', l('11-16 10:15')), london('she texted, now 11.45', move({ by: 'context' }, null, '11:45'))),
  within(talkedAbout('quarterly estimates', n('11-15 12:00')), newYork('oops the 16th', move({ by: 'context' }, '2026-11-16', null))),
  within(
    talkedAbout('tune the school piano', l('11-18 12:00')),
    london('nah make it the day after', move({ by: 'context' }, '2026-11-19', null)),
  ),
  within(talkedAbout('pick up the van', n('11-11 14:00')), newYork('2:45 actually', move({ by: 'context' }, null, '14:45'))),
  within(
    talkedAbout('quote for the Fenwick patio', l('11-18 14:00')),
    london(
      'move the fenwick quote to thursday 12th at 2',
      move(words('fenwick quote'), '2026-11-12', '14:00'),
      move({ by: 'context' }, '2026-11-12', '14:00'),
    ),
  ),
  within(talkedAbout('restock inner tubes', l('11-12 12:00')), london('correction: saturday', move({ by: 'context' }, '2026-11-14', null))),
  within(
    talkedAbout('mail the 1099 letters', n('12-03 12:00')),
    newYork('I typed that wrong, 12/8', move({ by: 'context' }, '2026-12-08', null)),
  ),
  within(talkedAbout('chase the customs broker', l('11-12 09:00')), london('earlier pls, 8', move({ by: 'context' }, null, '08:00'))),
  within(talkedAbout('put the starter in the fridge', l('11-11 21:00')), london('no 10pm', move({ by: 'context' }, null, '22:00'))),
  within(talkedAbout('dry cleaning pickup', n('11-11 17:45')), newYork('meant tomorrow', move({ by: 'context' }, '2026-11-12', null))),
  within(
    talkedAbout('send Priya the report', l('12-24 12:00')),
    london('hmm better the 23rd', move({ by: 'context' }, '2026-12-23', null)),
  ),
];

export const TWENTYNINTH_RENAMES: HeldOutItem[] = [
  within(
    talkedAbout('balayage kit order', null),
    london('rename it to order balayage kit from Sally', rename({ by: 'context' }, 'order balayage kit from Sally')),
  ),
  within(
    talkedAbout('call the commissary', null),
    newYork('call it "call Rosa at the commissary"', rename({ by: 'context' }, 'call Rosa at the commissary')),
  ),
  london('rename restock inner tubes to restock 700c inner tubes', rename(words('restock inner tubes'), 'restock 700c inner tubes')),
  within(talkedAbout('quote', null), london('change the title to Fenwick patio quote', rename({ by: 'context' }, 'Fenwick patio quote'))),
  within(
    { listed: ['VAT return', 'book the van MOT', 'squeegee blades'] },
    london('rename 3 to buy squeegee blades x6', rename(num(3), 'buy squeegee blades x6')),
  ),
  newYork('rename "pay tax" to pay NY sales tax', rename(words('pay tax'), 'pay NY sales tax')),
  within(
    talkedAbout('text the bride', null),
    london('retitle: text Hannah re first dance', rename({ by: 'context' }, 'text Hannah re first dance')),
  ),
  within(
    talkedAbout('mail letters', null),
    newYork('should say mail 1099 letters to contractors', rename({ by: 'context' }, 'mail 1099 letters to contractors')),
  ),
  london('change "tiles" to collect Moroccan tile samples', rename(words('tiles'), 'collect Moroccan tile samples')),
  within(
    talkedAbout('piano tuning', null),
    london('call it tune the hall piano instead', rename({ by: 'context' }, 'tune the hall piano')),
  ),
  within(
    { listed: ['reconcile Kowalski', 'call mom', 'renew permit'] },
    newYork('rename #1 reconcile Kowalski Q3', rename(num(1), 'reconcile Kowalski Q3')),
  ),
  within(
    talkedAbout('changeover', null),
    london('rename that to Gull Cottage changeover + linen', rename({ by: 'context' }, 'Gull Cottage changeover + linen')),
  ),
  newYork('rename the propane one to propane refill 2 tanks', rename(words('propane'), 'propane refill 2 tanks')),
  within(
    talkedAbout('chase deposit', null),
    london('wording: chase mrs okafor £200 deposit', rename({ by: 'context' }, 'chase mrs okafor £200 deposit')),
  ),
  london('rename starter to feed the starter', rename(words('starter'), 'feed the starter')),
  within(
    talkedAbout('report', null),
    london('can you rename it Priya usability report v2', rename({ by: 'context' }, 'Priya usability report v2')),
  ),
  newYork('rename generator to book generator + lights', rename(words('generator'), 'book generator + lights')),
  within(
    talkedAbout('boiler', null),
    london('make the name ring Gas Safe boiler man', rename({ by: 'context' }, 'ring Gas Safe boiler man')),
  ),
  within(
    { listed: ['set list', 'drummer deposit'] },
    london('rename 2 to pay Dev the drummer deposit', rename(num(2), 'pay Dev the drummer deposit')),
  ),
  within(
    talkedAbout('call inspector', null),
    newYork('rename to call inspector Diaz back', rename({ by: 'context' }, 'call inspector Diaz back')),
  ),
];

export const TWENTYNINTH_REMOVALS: HeldOutItem[] = [
  within(talkedAbout('balayage kit order', l('11-13 12:00')), london('delete that', remove())),
  within(talkedAbout('dry cleaning pickup', n('11-11 17:45')), newYork('never mind, remove it', remove())),
  london('delete the squeegee one', remove(words('squeegee'))),
  within({ listed: ['VAT return', 'book the van MOT', 'squeegee blades'] }, london('remove 2', remove(num(2)))),
  newYork('cancel the generator rental task', remove(words('generator rental'))),
  within(talkedAbout('call mom', n('11-15 11:00')), newYork('scrap it, she’s visiting anyway', remove())),
  london('get rid of "tune the school piano"', remove(words('tune the school piano'))),
  within(talkedAbout('quote for the Fenwick patio', l('11-18 14:00')), london('they went elsewhere, bin it', remove())),
  newYork('take the commissary call off my list', remove(words('commissary call'))),
  within({ listed: ['reconcile Kowalski', 'call mom', 'renew permit'] }, newYork('delete #3', remove(num(3)))),
  london('remove the drummer deposit', remove(words('drummer deposit'))),
  within(talkedAbout('changeover at Gull Cottage', l('11-14 11:00')), london('guests cancelled. delete', remove())),
  london('drop the inner tubes task', remove(words('inner tubes'))),
  within(talkedAbout('text the bride', l('11-11 16:30')), london('no need anymore, remove', remove())),
  newYork('delete reschedule interview participants', remove(words('reschedule interview participants'))),
  within({ listed: ['chase broker', 'samples', 'VAT'] }, london('cross off 1 it’s not needed', remove(num(1)), done(num(1)))),
  london('erase the rye flour reminder', remove(words('rye flour'))),
  within(talkedAbout('piano lesson invoices', l('11-12 09:00')), london('remove this pls', remove())),
  newYork('kill the 1099 letters task', remove(words('1099 letters'))),
  london('please delete "hair appt for mrs bell"', remove(words('hair appt for mrs bell'))),
];

export const TWENTYNINTH_COMPLETIONS: HeldOutItem[] = [
  within(reminded('chase the customs broker', l('11-11 14:00')), london('done ✅', done())),
  within(reminded('pay the sales tax', n('11-11 10:00')), newYork('paid it', done())),
  within(reminded('invoice the cottage cleaners', l('11-10 12:00')), london('sent that this morning', done())),
  within(reminded('text the bride', l('11-11 15:00')), london('👍 done', done())),
  within(reminded('call the commissary', n('11-11 09:30')), newYork('called them', done())),
  within(reminded('take the loaves out', l('11-11 15:00')), london('out and cooling', done())),
  london('done the VAT return', done(words('VAT return'))),
  newYork('finished the Kowalski reconciliation', done(words('Kowalski'))),
  within({ listed: ['chase broker', 'samples', 'VAT'] }, london('2 done', done(num(2)))),
  within(reminded('restock inner tubes', l('11-11 12:00')), london('sorted', done())),
  within(reminded('book the van MOT', l('11-11 15:00')), london('booked!', done())),
  newYork('paid the propane guy', done(words('propane'))),
  within(reminded('renew the truck permit', n('11-11 10:00')), newYork('yep renewed', done())),
  within({ listed: ['reconcile Kowalski', 'call mom', 'renew permit'] }, newYork('did 1 and 3', [done(num(1)), done(num(3))])),
  london('tick off the starter', done(words('starter'))),
  within(reminded('ring the boiler man', l('11-11 15:00')), london('spoke to him, all good', done())),
  within(reminded('mail the 1099 letters', n('11-09 12:00')), newYork('mailed em yesterday', done())),
  london('sent Priya the report 🎉', done(words('report')), done(words('Priya'))),
  within(reminded('squeegee blades', l('11-11 15:00')), london('got them', done())),
  within(reminded('quote for the patio', l('11-11 15:00')), london('✅', done())),
  newYork('dry cleaning picked up', done(words('dry cleaning'))),
  within(reminded('chase mrs okafor', l('11-11 15:00')), london('she paid', done())),
  within(reminded('call mom', n('11-11 10:00')), newYork('done and done', done())),
  london('mark the drummer deposit as done', done(words('drummer deposit'))),
  within(reminded('grease trap cleaning', n('11-11 10:00')), newYork('done earlier', done())),
  within(reminded('flour delivery', l('11-11 15:00')), london('came at 2', done())),
];

export const TWENTYNINTH_ANSWERS: HeldOutItem[] = [
  within({ pending: { about: 'which_task', options: ['call the tile importer', 'call the broker'] } }, london('the second one', answer(2))),
  within({ pending: { about: 'which_task', options: ['pay propane', 'pay sales tax', 'pay rent'] } }, newYork('3', answer(3))),
  within(
    { pending: { about: 'dilemma_choice', question: 'new van or lease', options: ['buy', 'lease'] } },
    london('lease i think', answer(2)),
  ),
  within({ pending: { about: 'other', question: 'Add it?', options: ['yes', 'no'] } }, london('yes', answer(1), answer(null))),
  within({ pending: { about: 'other', question: 'Add it?', options: ['yes', 'no'] } }, newYork('nope', answer(2), answer(null))),
  within(
    { pending: { about: 'dilemma_options', question: 'which oven' } },
    london('the deck oven or a second-hand rack oven', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'hire a second hairdresser', options: ['hire', 'not yet'] } },
    london('cash flow mostly, and my back', answer(null)),
  ),
  within({ pending: { about: 'which_task', options: ['invoice Hartley', 'invoice Fenwick'] } }, london('first', answer(1))),
  within({ pending: { about: 'review', decision: 'raised my prices' } }, london('went fine actually, nobody left', answer(null))),
  within({ pending: { about: 'stuck', task: 'VAT return' } }, london('cant find the receipts from october', answer(null))),
  within({ pending: { about: 'keep', text: 'slow week' } }, newYork('KEEP', answer(null), answer(1))),
  within(
    { pending: { about: 'dilemma_choice', question: 'truck spot', options: ['Astoria', 'Long Island City'] } },
    newYork('going with option 1', answer(1)),
  ),
  within(
    { pending: { about: 'which_task', options: ['cottage linen', 'cottage keys', 'cottage wifi'] } },
    london('the keys one', answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Morning or afternoon?', options: ['morning', 'afternoon'] } },
    london('afternoon', answer(2)),
  ),
  within({ pending: { about: 'which_task', options: ['email Priya', 'email Sam'] } }, london('Sam', answer(2))),
  within(
    { pending: { about: 'dilemma_choice', question: 'bookkeeping software', options: ['QuickBooks', 'Xero', 'keep spreadsheets'] } },
    newYork('xero', answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Shall I keep that as a note?', options: ['yes', 'no'] } },
    london('yeah go on', answer(1), answer(null)),
  ),
  within({ pending: { about: 'which_task', options: ['tune piano', 'tune guitar'] } }, london('2nd', answer(2))),
  within(
    { pending: { about: 'dilemma_choice', question: 'band for NYE', options: ['play the hotel gig', 'take the night off'] } },
    newYork('not yet, still thinking', answer(null)),
  ),
  within({ pending: { about: 'other', question: 'Which day suits?', options: ['Thursday', 'Friday'] } }, london('friday works', answer(2))),
  within({ pending: { about: 'which_task', options: ['order flour', 'order bags', 'order labels'] } }, london('last one', answer(3))),
];

export const HELD_OUT_TWENTYNINTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: TWENTYNINTH_ASKS,
  snoozes: TWENTYNINTH_SNOOZES,
  corrections: TWENTYNINTH_CORRECTIONS,
  renames: TWENTYNINTH_RENAMES,
  removals: TWENTYNINTH_REMOVALS,
  completions: TWENTYNINTH_COMPLETIONS,
  answers: TWENTYNINTH_ANSWERS,
  greetings: TWENTYNINTH_GREETINGS,
  thanks: TWENTYNINTH_THANKS,
  feelings: TWENTYNINTH_FEELINGS,
  questions: TWENTYNINTH_QUESTIONS,
  facts: TWENTYNINTH_FACTS,
  decisions: TWENTYNINTH_DECISIONS,
  dilemmas: TWENTYNINTH_DILEMMAS,
  recalls: TWENTYNINTH_RECALLS,
  prioritise: TWENTYNINTH_PRIORITISE,
  agenda: TWENTYNINTH_AGENDA,
  freeTime: TWENTYNINTH_FREE_TIME,
  recurring: TWENTYNINTH_RECURRING,
  rambles: TWENTYNINTH_RAMBLES,
  unclear: TWENTYNINTH_UNCLEAR,
  bare: TWENTYNINTH_BARE,
};

export const HELD_OUT_TWENTYNINTH: HeldOutItem[] = Object.values(HELD_OUT_TWENTYNINTH_KINDS).flat();
