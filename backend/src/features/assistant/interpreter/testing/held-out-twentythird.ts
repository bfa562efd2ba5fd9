import type { ConversationState, Intent } from '../intent';
import {
  type HeldOutItem,
  ctx,
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
  task,
  unclear,
  within,
  words,
  answer,
  note,
} from './held-out-kit';
import { TWENTYTHIRD_LATER_KINDS } from './held-out-twentythird-b';

/**
 * A twenty-third held-out set, read at HELD_OUT_NOW (Wed 11 Nov 2026, 15:00 London, 10:00 New York):
 * people outside tech (a farrier, a celebrant, a tea shop in Boston, a choir leader, a bookkeeper,
 * a marquee firm) texting and dictating over a week. Never tuned on.
 */
const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** A reminder about `title` waiting for its reply. */
const reminded = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or changed, nothing pending. */
const justTalked = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });

export const TWENTYTHIRD_ASK: HeldOutItem[] = [
  london('shoe the Hendersons mare friday 8am', task('shoe the Hendersons mare', l('11-13 08:00'))),
  london('remind me to order more horseshoe nails tmrw', task('order more horseshoe nails', l('11-12'))),
  london(
    'rebook the wedding couple in Stirling for a call at half 6 tomorrow',
    task('rebook the wedding couple in Stirling for a call', l('11-12 18:30')),
  ),
  london(
    'ring the care home in Leith about thurs haircuts at quarter past 10 tmrw',
    task('ring the care home in Leith about thurs haircuts', l('11-12 10:15')),
  ),
  london('oh and can you remind me to wax the oak dresser on saturday', task('wax the oak dresser', l('11-14'))),
  london(
    'btw need to pipe the sugar roses for the Mcleod cake by 9 tomorrow morning',
    task('pipe the sugar roses for the Mcleod cake', l('11-12 09:00')),
  ),
  london(
    'invoice the primary school for the piano lessons on the 20th',
    task('invoice the primary school for the piano lessons', l('11-20')),
  ),
  london(
    'chase the rat bait supplier first thing tomorrow',
    task('chase the rat bait supplier', l('11-12 09:00')),
    task('chase the rat bait supplier', l('11-12 08:00')),
  ),
  london('send Morag the choir running order b4 noon', task('send Morag the choir running order', l('11-12 12:00')), unclear),
  london(
    'VAT return for the bakery client by EOD friday',
    task('VAT return for the bakery client', l('11-13 17:00')),
    task('VAT return for the bakery client', l('11-13 18:00')),
  ),
  london(
    'check the marquee pegs are back from the Dunblane job in 2 hours',
    task('check the marquee pegs are back from the Dunblane job', inMinutes(120)),
  ),
  london('pls remind me to print the order of service on 4/12', task('print the order of service', l('12-04'))),
  london('call the bank about the card machine at twenty to 5', task('call the bank about the card machine', l('11-11 16:40'))),
  london(
    'collect the fondant delivery from the depot on Tuesday the 17th at 11',
    task('collect the fondant delivery from the depot', l('11-17 11:00')),
  ),
  london('need to renew public liability insurance before christmas eve', task('renew public liability insurance', l('12-24'))),
  london(
    'reply to the vicar about the 19 dec ceremony tomorrow at 10 am',
    task('reply to the vicar about the 19 dec ceremony', l('11-12 10:00')),
  ),
  london(
    'measure the hall in Perth for the 9x12 marquee on mon at 2',
    task('measure the hall in Perth for the 9x12 marquee', l('11-16 14:00')),
  ),
  london('can u remind me to ring the farm vet in 45 mins', task('ring the farm vet', inMinutes(45))),
  london('payroll for the garage client on the last day of the month', task('payroll for the garage client', l('11-30'))),
  london('get the van MOT booked in 3 weeks', task('get the van MOT booked', l('12-02')), task('get the van MOT booked', l('12-02 15:00'))),
  london('book the piano tuner for the 2nd of december', task('book the piano tuner', l('12-02'))),
  london('order the cake boards thursday 7.30am', task('order the cake boards', l('11-12 07:30'))),
  london(
    'text the hairdressing supplier at 11 tomorrow re the new dryers',
    task('text the hairdressing supplier re the new dryers', l('11-12 11:00')),
  ),
  newYork('email the Denver client the churn dashboard by 5pm', task('email the Denver client the churn dashboard', n('11-11 17:00'))),
  newYork('restock the oolong samplers tomorrow at 9', task('restock the oolong samplers', n('11-12 09:00'))),
  newYork('oh also can you remind me to post the matcha promo on thanksgiving', task('post the matcha promo', n('11-26'))),
  newYork(
    'ship the wholesale order to the cafe in Cambridge by noon friday',
    task('ship the wholesale order to the cafe in Cambridge', n('11-13 12:00')),
  ),
  newYork('call the accountant re quarterly estimates at 3:45 pm', task('call the accountant re quarterly estimates', n('11-11 15:45'))),
  newYork('remind me to renew the shopify theme license on 12/3', task('renew the shopify theme license', n('12-03'))),
  newYork('fix the SQL query for the clinic report in 30 minutes', task('fix the SQL query for the clinic report', inMinutes(30))),
  newYork(
    'btw i gotta call the landlord about the studio heating tmrw morning at 8',
    task('call the landlord about the studio heating', n('11-12 08:00')),
  ),
  newYork(
    'send the Black Friday email draft to Priya on monday at 1',
    task('send the Black Friday email draft to Priya', n('11-16 13:00')),
  ),
  newYork(
    'pick up tea tins from the warehouse a week from today',
    task('pick up tea tins from the warehouse', n('11-18')),
    task('pick up tea tins from the warehouse', n('11-18 10:00')),
  ),
  newYork(
    'upload the cleaned dataset to the client drive by quarter to 6 tonight',
    task('upload the cleaned dataset to the client drive', n('11-11 17:45')),
  ),
  newYork('dentist for me on jan 8th at 2:15', task('dentist', n('2027-01-08 14:15')), task('dentist for me', n('2027-01-08 14:15'))),
  newYork('renew the business license before 2027-01-15', task('renew the business license', n('2027-01-15'))),
  newYork('pay the sales tax in a fortnight', task('pay the sales tax', n('11-25')), task('pay the sales tax', n('11-25 10:00'))),
  newYork(
    'hey can you put in a reminder to prep the flight deck slides for the Chicago client friday at 11 am',
    task('prep the flight deck slides for the Chicago client', n('11-13 11:00')),
  ),
];

export const TWENTYTHIRD_SNOOZE: HeldOutItem[] = [
  within(reminded('shoe the Hendersons mare', l('11-11 15:00')), london('snooze 20 min', snoozeFor(20))),
  within(reminded('order horseshoe nails', l('11-11 14:30')), london('later pls, give me an hour', snoozeFor(60))),
  within(
    reminded('wax the oak dresser', l('11-11 15:00')),
    london('not now, tomorrow morning at 9', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded('pipe the sugar roses', l('11-11 15:00')), london('give me 10 mins hands covered in icing', snoozeFor(10))),
  within(reminded('ring the care home', l('11-11 13:00')), london('push it back 2 hours', snoozeFor(120))),
  within(
    reminded('invoice the primary school', l('11-11 15:00')),
    london('snooze till monday', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 15:00')), move(ctx, '2026-11-16', null)),
  ),
  within(reminded('chase the bait supplier', l('11-11 09:00')), london('ugh snooze 1h', snoozeFor(60))),
  within(
    reminded('send the running order', l('11-11 15:00')),
    london('remind me again at 6', snoozeUntil(l('11-11 18:00')), move(ctx, null, '18:00')),
  ),
  within(
    reminded('VAT return', l('11-11 15:00')),
    london('can it wait til friday', snoozeUntil(l('11-13')), snoozeUntil(l('11-13 15:00')), move(ctx, '2026-11-13', null)),
  ),
  within(reminded('check the marquee pegs', l('11-11 15:00')), london('half an hour', snoozeFor(30))),
  within(reminded('call the bank', l('11-10 16:00')), london('snooze for 15', snoozeFor(15))),
  within(reminded('print order of service', l('11-11 15:00')), london('in a bit, say 45 minutes', snoozeFor(45))),
  within(
    reminded('collect fondant', l('11-11 15:00')),
    london('not today. tomorrow at 11', snoozeUntil(l('11-12 11:00')), move(ctx, '2026-11-12', '11:00')),
  ),
  within(
    reminded('renew liability insurance', l('11-11 15:00')),
    london('bump it to next week', snoozeUntil(l('11-16')), move(ctx, '2026-11-16', null), snoozeUntil(l('11-16 09:00'))),
  ),
  within(
    reminded('reply to the vicar', l('11-11 15:00')),
    london('snooze until 4:30', snoozeUntil(l('11-11 16:30')), move(ctx, null, '16:30')),
  ),
  within(reminded('measure the Perth hall', l('11-11 15:00')), london('3 hrs', snoozeFor(180))),
  newYork('snooze the oolong restock 2 hours', snoozeFor(120, words('oolong restock'))),
  within(reminded('email the churn dashboard', n('11-11 10:00')), newYork('snooze 90 minutes', snoozeFor(90))),
  within(
    reminded('ship the wholesale order', n('11-11 10:00')),
    newYork('later... like after lunch, 1pm', snoozeUntil(n('11-11 13:00')), move(ctx, null, '13:00')),
  ),
  within(reminded('call the accountant', n('11-11 09:00')), newYork('one more hour pls', snoozeFor(60))),
  within(
    reminded('renew theme license', n('11-11 10:00')),
    newYork('snooze til tomorrow 10am', snoozeUntil(n('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(reminded('fix the SQL query', n('11-11 10:00')), newYork('5 more min', snoozeFor(5))),
  within(reminded('call the landlord', n('11-10 08:00')), newYork('snooze 30m', snoozeFor(30))),
  within(reminded('Black Friday email draft', n('11-11 10:00')), newYork('hit me again in 20', snoozeFor(20))),
  within(
    reminded('pick up tea tins', n('11-11 10:00')),
    newYork('snooze till saturday', snoozeUntil(n('11-14')), snoozeUntil(n('11-14 10:00')), move(ctx, '2026-11-14', null)),
  ),
  within(reminded('upload the dataset', n('11-11 10:00')), newYork('not yet, in 4 hours', snoozeFor(240))),
  within(
    reminded('prep the flight deck', n('11-11 10:00')),
    newYork('snooze til 3', snoozeUntil(n('11-11 15:00')), move(ctx, null, '15:00')),
  ),
  within(justTalked('pay the sales tax', n('11-11 11:00')), newYork('snooze that one a day', snoozeFor(1440))),
];

export const TWENTYTHIRD_CORRECTION: HeldOutItem[] = [
  within(justTalked('shoe the Hendersons mare', l('11-13 08:00')), london('oops i meant 9 not 8', move(ctx, null, '09:00'))),
  within(justTalked('order horseshoe nails', l('11-12 12:00')), london('scratch that, make it friday', move(ctx, '2026-11-13', null))),
  within(justTalked('rebook the wedding couple', l('11-12 18:30')), london('no wait, 7', move(ctx, null, '19:00'))),
  within(justTalked('wax the oak dresser', l('11-14 12:00')), london('actually sunday', move(ctx, '2026-11-15', null))),
  within(justTalked('pipe the sugar roses', l('11-12 09:00')), london('make that half 8', move(ctx, null, '08:30'))),
  within(justTalked('invoice the primary school', l('11-20 12:00')), london('sorry the 21st', move(ctx, '2026-11-21', null))),
  within(justTalked('check the marquee pegs', l('11-11 17:00')), london('change it to tomorrow at 10', move(ctx, '2026-11-12', '10:00'))),
  within(justTalked('call the bank', l('11-11 16:40')), london('hmm no, ten past 5', move(ctx, null, '17:10'))),
  within(justTalked('collect the fondant', l('11-17 11:00')), london('wrong day, wednesday the 18th', move(ctx, '2026-11-18', null))),
  london('move the Perth hall measuring to tuesday at 3', move(words('Perth hall'), '2026-11-17', '15:00')),
  london('push the vicar reply to thursday 9am', move(words('vicar'), '2026-11-12', '09:00')),
  within(justTalked('payroll for the garage', l('11-30 12:00')), london('i meant the 27th', move(ctx, '2026-11-27', null))),
  within(justTalked('book the piano tuner', l('12-02 12:00')), london('can you make it 11am instead', move(ctx, null, '11:00'))),
  within(justTalked('restock oolong samplers', n('11-12 09:00')), newYork('ugh typo, meant 10', move(ctx, null, '10:00'))),
  within(justTalked('ship the wholesale order', n('11-13 12:00')), newYork('make it thursday', move(ctx, '2026-11-12', null))),
  within(justTalked('call the accountant', n('11-11 15:45')), newYork('no sorry 4:15', move(ctx, null, '16:15'))),
  within(justTalked('renew theme license', n('12-03 12:00')), newYork('actually 12/4', move(ctx, '2026-12-04', null))),
  newYork('move the Priya email to tuesday 2pm', move(words('Priya'), '2026-11-17', '14:00')),
  within(justTalked('dentist', n('2027-01-08 14:15')), newYork('oh shoot its 2:45 not 2:15', move(ctx, null, '14:45'))),
  within(justTalked('call the landlord', n('11-12 08:00')), newYork('scratch 8, do 8:30', move(ctx, null, '08:30'))),
  within(justTalked('upload the dataset', n('11-11 17:45')), newYork('wait no, tomorrow same time', move(ctx, '2026-11-12', null))),
  newYork('can you shift the clinic report fix to friday morning 9', move(words('clinic report'), '2026-11-13', '09:00')),
];

export const TWENTYTHIRD_RENAME: HeldOutItem[] = [
  within(
    justTalked('shoe the Hendersons mare', l('11-13 08:00')),
    london('rename it to shoe Bramble (Henderson)', rename(ctx, 'shoe Bramble (Henderson)')),
  ),
  within(
    justTalked('order nails', l('11-12 12:00')),
    london('call that one order nails + rasps instead', rename(ctx, 'order nails + rasps')),
  ),
  london('rename the vicar task to reply to Rev Murray', rename(words('vicar'), 'reply to Rev Murray')),
  within(
    justTalked('wax dresser', l('11-14 12:00')),
    london('change the name to wax the Ercol dresser', rename(ctx, 'wax the Ercol dresser')),
  ),
  london('rename "order cake boards" to order 12 inch drums', rename(words('order cake boards'), 'order 12 inch drums')),
  within(
    justTalked('ring the care home', l('11-12 10:15')),
    london('retitle it: ring Sunnybank re thursday cuts', rename(ctx, 'ring Sunnybank re thursday cuts')),
  ),
  london('can you rename the marquee one to measure Perth village hall', rename(words('marquee'), 'measure Perth village hall')),
  within(justTalked('payroll', l('11-30 12:00')), london('call it payroll for Dunn Motors', rename(ctx, 'payroll for Dunn Motors'))),
  london('change "rat bait" to chase Killgerm about bait stations', rename(words('rat bait'), 'chase Killgerm about bait stations')),
  within(
    justTalked('book the piano tuner', l('12-02 12:00')),
    london('reword that to book tuner for the Yamaha upright', rename(ctx, 'book tuner for the Yamaha upright')),
  ),
  within(
    justTalked('restock the oolong samplers', n('11-12 09:00')),
    newYork('rename to restock oolong + sencha samplers', rename(ctx, 'restock oolong + sencha samplers')),
  ),
  newYork('rename the landlord task to call Greg re radiator', rename(words('landlord'), 'call Greg re radiator')),
  within(
    justTalked('send the Black Friday email draft to Priya', n('11-16 13:00')),
    newYork('actually name it "BF email v2 to Priya"', rename(ctx, 'BF email v2 to Priya')),
  ),
  newYork(
    'change the title of the dashboard task to churn dashboard for Mile High Dental',
    rename(words('dashboard'), 'churn dashboard for Mile High Dental'),
  ),
  within(justTalked('pay the sales tax', n('11-25 12:00')), newYork('rename it: file MA sales tax', rename(ctx, 'file MA sales tax'))),
  newYork('rename "dentist" to dentist cleaning', rename(words('dentist'), 'dentist cleaning')),
  within(
    justTalked('prep slides', n('11-13 11:00')),
    newYork('can u call it prep Chicago workshop slides', rename(ctx, 'prep Chicago workshop slides')),
  ),
  within(justTalked('fix the SQL query', n('11-11 10:30')), newYork('rename that to fix cohort query', rename(ctx, 'fix cohort query'))),
  london('rename the fondant one to collect fondant + gold leaf', rename(words('fondant'), 'collect fondant + gold leaf')),
  newYork(
    'change the tea tins task name to pick up 200 tins from Somerville',
    rename(words('tea tins'), 'pick up 200 tins from Somerville'),
  ),
];

export const TWENTYTHIRD_REMOVE: HeldOutItem[] = [
  london('delete the horseshoe nails task', remove(words('horseshoe nails'))),
  within(justTalked('rebook the wedding couple', l('11-12 18:30')), london('scrap that one they cancelled', remove())),
  london('remove the care home reminder', remove(words('care home'))),
  within(justTalked('wax the oak dresser', l('11-14 12:00')), london('bin it, sold the dresser as is', remove())),
  london('cancel the sugar roses one pls', remove(words('sugar roses'))),
  london('get rid of the piano tuner task', remove(words('piano tuner'))),
  within(justTalked('check the marquee pegs', l('11-11 17:00')), london('delete that', remove())),
  london('take the MOT one off my list', remove(words('MOT'))),
  london('remove "order cake boards"', remove(words('order cake boards'))),
  within(justTalked('payroll for the garage client', l('11-30 12:00')), london('they went with another bookkeeper so delete it', remove())),
  london('clear the vicar task, he phoned me', remove(words('vicar'))),
  within(justTalked('restock oolong', n('11-12 09:00')), newYork('nvm delete it', remove())),
  newYork('delete the landlord call', remove(words('landlord'))),
  newYork('remove the BF email task, Priya is doing it', remove(words('BF email'))),
  within(justTalked('dentist', n('2027-01-08 14:15')), newYork('cancel that one', remove())),
  newYork('pls delete the tea tins thing', remove(words('tea tins'))),
  newYork('drop the sales tax reminder, accountant filed it', remove(words('sales tax'))),
  within(justTalked('prep slides', n('11-13 11:00')), newYork('remove it, workshop got cancelled', remove())),
  newYork('delete task 3', remove(num(3))),
  within({ listed: ['call bank', 'order drums', 'book tuner'] }, london('remove 2', remove(num(2)))),
];

export const TWENTYTHIRD_COMPLETE: HeldOutItem[] = [
  within(reminded('shoe the Hendersons mare', l('11-11 15:00')), london('done ✅', done())),
  within(reminded('order horseshoe nails', l('11-11 15:00')), london('yep sorted', done())),
  within(reminded('pay the hay merchant', l('11-11 15:00')), london('paid him this morning', done())),
  london('paid the hay merchant', done(words('hay merchant'))),
  within(reminded('send Morag the running order', l('11-11 14:00')), london('sent it 👍', done())),
  london('finished the VAT return for the bakery', done(words('VAT return'))),
  within(reminded('wax the dresser', l('11-11 15:00')), london('did it', done())),
  london('done the sugar roses', done(words('sugar roses'))),
  within(reminded('print the order of service', l('11-11 15:00')), london('all printed', done())),
  london('called the bank ✔️', done(words('bank'))),
  within(reminded('collect the fondant', l('11-11 12:00')), london('got it yesterday actually, tick it off', done())),
  within({ listed: ['call farm vet', 'book tuner', 'VAT return'] }, london('done 1', done(num(1)))),
  within(reminded('invoice the school', l('11-11 15:00')), london('invoice sent', done())),
  london('the marquee pegs are all back, that one is done', done(words('marquee pegs'))),
  within(reminded('email the churn dashboard', n('11-11 10:00')), newYork('done!', done())),
  newYork('paid the sales tax', done(words('sales tax'))),
  within(reminded('restock oolong samplers', n('11-11 10:00')), newYork('restocked 💪', done())),
  newYork('shipped the Cambridge wholesale order', done(words('wholesale order'))),
  within(reminded('call the accountant', n('11-11 09:30')), newYork('yes called her', done())),
  within({ listed: ['renew theme license', 'call landlord', 'post matcha promo'] }, newYork('finished 3', done(num(3)))),
  within(reminded('upload the dataset', n('11-11 10:00')), newYork('uploaded', done())),
  newYork('dentist ✅', done(words('dentist'))),
  within(reminded('pay the studio rent', n('11-11 10:00')), newYork('paid', done())),
  newYork('landlord call done', done(words('landlord'))),
  within(reminded('prep the flight deck', n('11-11 10:00')), newYork('✅', done())),
];

const which = (options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
const choose = (question: string, options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
const other = (question: string, options: string[] = []): Partial<ConversationState> => ({
  pending: { about: 'other', question, options },
});

export const TWENTYTHIRD_ANSWER: HeldOutItem[] = [
  within(which(['call the farm vet', 'call the bank']), london('2', answer(2))),
  within(which(['order horseshoe nails', 'order cake boards']), london('the first one', answer(1))),
  within(which(['email Morag', 'email the vicar']), london('the vicar one', answer(2))),
  within(which(['VAT return bakery', 'VAT return garage', 'VAT return salon']), london('3rd', answer(3))),
  within(which(['measure Perth hall', 'measure Dunblane hall']), london('second', answer(2))),
  within(
    choose('Hire a second marquee crew or turn down the December weddings?', ['hire a crew', 'turn them down']),
    london('going with 1', answer(1)),
  ),
  within(choose('New van or repair the old one?', ['new van', 'repair']), london('repair I think', answer(2))),
  within(other('Want me to add that as a task?', ['yes', 'no']), london('yes please', answer(1), answer(null))),
  within(other('Want me to add that as a task?', ['yes', 'no']), london('nah', answer(2), answer(null))),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I take on a sixth bookkeeping client?' } },
    london('take them on or say no and keep fridays free', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'Raise lesson prices?', options: ['raise', 'keep'] } },
    london('keeping the students I have matters most', answer(null)),
  ),
  within({ pending: { about: 'stuck', task: 'chase the bait supplier' } }, london('their phone just rings out', answer(null))),
  within(
    { pending: { about: 'review', decision: 'stopped Saturday weddings' } },
    london('turned out well, way less knackered', answer(null)),
  ),
  within({ pending: { about: 'keep', text: 'Winter is always slow for the marquees' } }, london('KEEP', answer(null), note)),
  within(which(['ship wholesale order', 'ship retail orders']), newYork('1', answer(1))),
  within(which(['call accountant', 'call landlord']), newYork('the landlord', answer(2))),
  within(which(['renew theme license', 'renew business license', 'renew domain']), newYork('#2', answer(2))),
  within(choose('Raise tea prices or add a subscription?', ['raise prices', 'subscription']), newYork('the subscription', answer(2))),
  within(choose('Take the Chicago contract or stay local?', ['Chicago', 'local']), newYork('option one', answer(1))),
  within(other('Shall I move the dentist to 2:45?', ['yes', 'no']), newYork('yep', answer(1), answer(null))),
  within(other('Shall I move the dentist to 2:45?', ['yes', 'no']), newYork('no leave it', answer(2), answer(null))),
  within(
    { pending: { about: 'dilemma_options', question: 'What should I do about the slow Q1?' } },
    newYork('either run ads or cut the warehouse hours', answer(null)),
  ),
  within({ pending: { about: 'stuck', task: 'fix the SQL query' } }, newYork('waiting on the client to give me db access', answer(null))),
  within({ pending: { about: 'review', decision: 'switched to the cheaper tins' } }, newYork('meh, two batches dented', answer(null))),
  within(
    choose('Keep the studio or teach from home?', ['keep the studio', 'teach from home']),
    newYork('not yet, need to sleep on it', answer(null)),
  ),
];

export const TWENTYTHIRD_BARE: HeldOutItem[] = [
  london('done', unclear, askBack),
  london('snooze', unclear, askBack),
  london('move it', unclear, askBack),
  london('make it 3', unclear, askBack),
  london('delete it', unclear, askBack),
  london('push it to tmrw', unclear, askBack),
  london('rename it', unclear, askBack),
  london('snooze 1h', unclear, askBack),
  london('actually friday', unclear, askBack),
  london('sorted', unclear, askBack, { kind: 'small_talk', what: 'acknowledgement' }),
  newYork('done', unclear, askBack),
  newYork('snooze 30', unclear, askBack),
  newYork('move it to monday', unclear, askBack),
  newYork('no wait 4pm', unclear, askBack),
  newYork('cancel it', unclear, askBack),
  newYork('finished', unclear, askBack),
  newYork('later', unclear, askBack, { kind: 'small_talk', what: 'goodbye' }),
  newYork('paid', unclear, askBack),
  newYork('the second one', unclear, askBack),
  newYork('2', unclear, askBack),
];

export const HELD_OUT_TWENTYTHIRD_KINDS: Record<string, HeldOutItem[]> = {
  ask: TWENTYTHIRD_ASK,
  snooze: TWENTYTHIRD_SNOOZE,
  correction: TWENTYTHIRD_CORRECTION,
  rename: TWENTYTHIRD_RENAME,
  remove: TWENTYTHIRD_REMOVE,
  complete: TWENTYTHIRD_COMPLETE,
  answer: TWENTYTHIRD_ANSWER,
  bare: TWENTYTHIRD_BARE,
  ...TWENTYTHIRD_LATER_KINDS,
};

export const HELD_OUT_TWENTYTHIRD: HeldOutItem[] = Object.values(HELD_OUT_TWENTYTHIRD_KINDS).flat();
