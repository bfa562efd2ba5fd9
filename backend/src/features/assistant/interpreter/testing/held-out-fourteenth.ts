import type { ConversationState } from '../intent';
import {
  answer,
  ctx,
  decision,
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
  task,
  UNDO,
  within,
  words,
} from './held-out-kit';
import {
  FOURTEENTH_AGENDA,
  FOURTEENTH_BARE,
  FOURTEENTH_DECISIONS,
  FOURTEENTH_DILEMMAS,
  FOURTEENTH_FACTS,
  FOURTEENTH_FEELINGS,
  FOURTEENTH_FREE_TIME,
  FOURTEENTH_GREETINGS,
  FOURTEENTH_PRIORITISING,
  FOURTEENTH_QUESTIONS,
  FOURTEENTH_RECALLS,
  FOURTEENTH_THANKS,
  FOURTEENTH_UNCLEAR,
} from './held-out-fourteenth-b';

/**
 * The fourteenth held-out set, part one: what people ask daily to change. Written for people in
 * trades the earlier sets never imagined (a bookbinder, a mobile vet, a cleaning firm, a podcast
 * guest booker, a scaffolder, a cake maker, a language school, a skip hire firm, a stylist, a sports
 * photographer, a New York mortgage broker), read on Wednesday 11 November 2026, 15:00 London and
 * 10:00 New York. Never tuned on: it only measures.
 */

/** A task just added or a reminder just answered. */
const on = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
/** A reminder daily sent and is waiting on ("Did you get to X?"). */
const nudged = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });

export const FOURTEENTH_ASKS: HeldOutItem[] = [
  london('remind me to ring the glue supplier tomorrow at 10', task('ring the glue supplier', l('11-12 10:00'))),
  newYork(
    'need to send the pre-approval letter to the Garcias by 4pm today',
    task('send the pre-approval letter to the Garcias', n('11-11 16:00')),
  ),
  london('book the MOT for the skip lorry on the 20th', task('book the MOT for the skip lorry', l('11-20'))),
  london(
    'chase sandra for the deposit on the ivory 3 tier cake half 4 tmrw',
    task('chase sandra for the deposit on the ivory 3 tier cake', l('11-12 16:30')),
  ),
  newYork('remind me to call the appraiser in 2 hours', task('call the appraiser', inMinutes(120))),
  london(
    'order more mull and bookcloth first thing tomorrow',
    task('order more mull and bookcloth', l('11-12 09:00')),
    task('order more mull and bookcloth', l('11-12 08:00')),
  ),
  london(
    'invoice the Hendersons for the bathroom refit EOD',
    task('invoice the Hendersons for the bathroom refit', l('11-11 17:00')),
    task('invoice the Hendersons for the bathroom refit', l('11-11 18:00')),
  ),
  newYork(
    'send the episode 41 guest brief to Priya b4 friday',
    task('send the episode 41 guest brief to Priya', n('11-13')),
    task('send the episode 41 guest brief to Priya', n('11-12')),
  ),
  london('quarter to 6 pick up the spare tyre from kwik fit', task('pick up the spare tyre from kwik fit', l('11-11 17:45'))),
  london(
    'can u remind me abt the vaccine stock check on 4/12',
    task('vaccine stock check', l('12-04')),
    task('the vaccine stock check', l('12-04')),
  ),
  newYork('remind me 12/4 to renew the NMLS license', task('renew the NMLS license', n('12-04'))),
  london(
    'Tuesday the 24th 2pm show the new cleaner round the Barker St flat',
    task('show the new cleaner round the Barker St flat', l('11-24 14:00')),
  ),
  newYork('remind me to email the recruiter from Lumen in 45 min', task('email the recruiter from Lumen', inMinutes(45))),
  london(
    'pay the scaffold tube hire invoice in a fortnight',
    task('pay the scaffold tube hire invoice', l('11-25')),
    task('pay the scaffold tube hire invoice', l('11-25 15:00')),
  ),
  newYork(
    'schedule the usability sessions for a week from today',
    task('schedule the usability sessions', n('11-18')),
    task('schedule the usability sessions', n('11-18 10:00')),
  ),
  london('remind me christmas eve to send the staff their bonus', task('send the staff their bonus', l('12-24'))),
  newYork('day after thanksgiving call the title company', task('call the title company', n('11-27'))),
  london('this weekend i need to re-shoot the lookbook flat lays', task('re-shoot the lookbook flat lays', l('11-14'))),
  london(
    'end of the month renew the public liability insurance',
    task('renew the public liability insurance', l('11-30')),
    task('renew the public liability insurance', l('11-30 17:00')),
  ),
  newYork('at 11 am tmrw prep slides for the UX readout', task('prep slides for the UX readout', n('11-12 11:00'))),
  london(
    'twenty past 8 tomorrow morning phone the school about the spanish teacher cover',
    task('phone the school about the spanish teacher cover', l('11-12 08:20')),
  ),
  newYork('remind me at noon to upload the closing docs', task('upload the closing docs', n('11-11 12:00'))),
  london(
    'after lunch tomorrow collect the hired van',
    task('collect the hired van', l('11-12 13:00')),
    task('collect the hired van', l('11-12 14:00')),
  ),
  london(
    'need to drop the finished ledger to the archive on 2 Dec at 11',
    task('drop the finished ledger to the archive', l('12-02 11:00')),
  ),
  newYork('remind me Dec 3rd 9:30am to take Maya to the orthodontist', task('take Maya to the orthodontist', n('12-03 09:30'))),
  london('remind me 3 mondays from now to print the certificates', task('print the certificates', l('11-30'))),
  newYork('remind me at 5pm est to call the lender back', task('call the lender back', n('11-11 17:00'))),
  london(
    'at 6 gmt tomorrow text the cleaners the new rota',
    task('text the cleaners the new rota', l('11-12 18:00')),
    task('text the cleaners the new rota', l('11-12 06:00')),
  ),
  newYork('remind me to send the rate sheet in 10 minutes', task('send the rate sheet', inMinutes(10))),
  london('ten mins from now remind me to take the bread out', task('take the bread out', inMinutes(10))),
  newYork(
    'in 2 weeks at 4pm follow up w the Kaplans on the refi',
    task('follow up w the Kaplans on the refi', n('11-25 16:00')),
    task('follow up with the Kaplans on the refi', n('11-25 16:00')),
  ),
  london('on the second tuesday in december book the venue for the staff do', task('book the venue for the staff do', l('12-08'))),
  newYork(
    'thurs 3-4pm block time to edit the game 7 photos',
    task('edit the game 7 photos', n('11-12 15:00')),
    task('block time to edit the game 7 photos', n('11-12 15:00')),
  ),
  london(
    'between 9 and 10 on monday ring the skip permit office at the council',
    task('ring the skip permit office at the council', l('11-16 09:00')),
  ),
  newYork('rmnd me to order bubble wrap tmrw', task('order bubble wrap', n('11-12'))),
  london('pls remind me to do the vat return by the 7th', task('do the vat return', l('12-07'))),
  newYork(
    'need to get the wedding gallery delivered to the Okafors by 1/15',
    task('get the wedding gallery delivered to the Okafors', n('2027-01-15')),
  ),
  london('send the quote for the Ashby Road job 15/1', task('send the quote for the Ashby Road job', l('2027-01-15'))),
  newYork('2027-01-04 file the quarterly estimated tax', task('file the quarterly estimated tax', n('2027-01-04'))),
  london('remind me 2moro 7.30am to load the van', task('load the van', l('11-12 07:30'))),
  newYork('ping Dani about the podcast mic kit around 3', task('ping Dani about the podcast mic kit', n('11-11 15:00'))),
  london(
    'tomorrow evening at 7 practise the talk for the bookbinding guild',
    task('practise the talk for the bookbinding guild', l('11-12 19:00')),
  ),
  newYork('new years day renew the domain', task('renew the domain', n('2027-01-01'))),
  london(
    'friday morning 10ish measure up the church hall for scaffolding',
    task('measure up the church hall for scaffolding', l('11-13 10:00')),
  ),
  newYork('remind me to prep the client closet edit on monday at 8:45', task('prep the client closet edit', n('11-16 08:45'))),
  london(
    'order the sugar flowers for the saturday wedding by thursday, its important',
    task('order the sugar flowers for the saturday wedding', l('11-12'), { important: true }),
  ),
  newYork(
    'URGENT resend the loan estimate to Mr Novak today by 3',
    task('resend the loan estimate to Mr Novak', n('11-11 15:00'), { important: true }),
  ),
  london('remind me at 11:15 tomorrow to stitch the Morris signatures', task('stitch the Morris signatures', l('11-12 11:15'))),
  newYork('black friday 9am post the mini session offer', task('post the mini session offer', n('11-27 09:00'))),
  london('boxing day check the bakery freezers', task('check the bakery freezers', l('12-26'))),
];

export const FOURTEENTH_SNOOZES: HeldOutItem[] = [
  within(nudged('ring the glue supplier', l('11-11 15:00')), london('snooze an hour pls', snoozeFor(60))),
  within(nudged('call the appraiser', n('11-11 10:00')), newYork('give me 20 more mins', snoozeFor(20))),
  within(nudged('text the cleaners the new rota', l('11-11 15:00')), london('push it back 2 hrs', snoozeFor(120))),
  within(nudged('upload the closing docs', n('11-11 10:00')), newYork('remind me again in half an hour', snoozeFor(30))),
  within(nudged('take the bread out', l('11-11 15:00')), london('laterrr 15 min', snoozeFor(15))),
  within(
    nudged('order more mull and bookcloth', l('11-11 15:00')),
    london('snooze till tomorrow 9am', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(
    nudged('show the new cleaner round the Barker St flat', l('11-11 15:00')),
    london('can it wait until monday morning', snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(
    nudged('ping Dani about the podcast mic kit', n('11-11 10:00')),
    newYork('hit me again at 1', snoozeUntil(n('11-11 13:00')), move(ctx, null, '13:00'), move(ctx, '2026-11-11', '13:00')),
  ),
  within(
    nudged('measure up the church hall for scaffolding', l('11-11 15:00')),
    london('not today. tomorrow', move(ctx, '2026-11-12', null), snoozeUntil(l('11-12 12:00')), snoozeUntil(l('11-12 09:00'))),
  ),
  within(nudged('send the skip invoices', l('11-11 09:00')), london('ugh yeah still not done, another 30', snoozeFor(30))),
  within(nudged('prep the client closet edit', n('11-11 10:00')), newYork('snooze for a day', snoozeFor(1440))),
  within(
    on('renew the public liability insurance', l('11-11 15:00')),
    london('bump it a week', snoozeFor(10080), move(ctx, '2026-11-18', null)),
  ),
  within(
    nudged('file the quarterly estimated tax', n('11-11 10:00')),
    newYork('snooze until 8 am', snoozeUntil(n('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(nudged('call the lender back', n('11-11 10:00')), newYork('in an hour and a half', snoozeFor(90))),
  within(
    nudged('chase sandra for the deposit', l('11-11 15:00')),
    london('later, after 4', snoozeUntil(l('11-11 16:00')), move(ctx, null, '16:00'), move(ctx, '2026-11-11', '16:00')),
  ),
  within(nudged('book the MOT for the skip lorry', l('11-11 15:00')), london('Snooze 3h', snoozeFor(180))),
  within(
    nudged('print the certificates', l('11-11 15:00')),
    london('give it till friday', move(ctx, '2026-11-13', null), snoozeUntil(l('11-13 12:00')), snoozeUntil(l('11-13 09:00'))),
  ),
  within(nudged('send the rate sheet', n('11-11 10:00')), newYork('5 more minutes 🙏', snoozeFor(5))),
  within(
    nudged('load the van', l('11-11 15:00')),
    london('not yet - ask me again at half 5', snoozeUntil(l('11-11 17:30')), move(ctx, null, '17:30'), move(ctx, '2026-11-11', '17:30')),
  ),
  within(nudged('email the recruiter from Lumen', n('11-11 10:00')), newYork('can you nudge me again in 40', snoozeFor(40))),
  within(nudged('pay the scaffold tube hire invoice', l('11-10 12:00')), london('i know i know. 1 more hour', snoozeFor(60))),
  within(
    nudged('practise the talk for the bookbinding guild', l('11-11 15:00')),
    london(
      'sleep on it, remind me in the morning',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  within(
    nudged('post the mini session offer', n('11-11 10:00')),
    newYork('snooze till 2:15', snoozeUntil(n('11-11 14:15')), move(ctx, null, '14:15'), move(ctx, '2026-11-11', '14:15')),
  ),
  london('push the skip invoices back an hour', snoozeFor(60, words('skip invoices'))),
  newYork(
    'snooze the closet edit till thursday at 10',
    snoozeUntil(n('11-12 10:00'), words('closet edit')),
    move(words('closet edit'), '2026-11-12', '10:00'),
  ),
  within(nudged('check the scaffold tags', l('11-11 15:00')), london('one sec, on a roof. 2 hours', snoozeFor(120))),
  within(
    nudged('send the pre-approval letter to the Garcias', n('11-11 10:00')),
    newYork('doing a viewing, remind me in 45', snoozeFor(45)),
  ),
  within(nudged('stitch the Morris signatures', l('11-11 15:00')), london('delay it by 90 mins', snoozeFor(90))),
  within(nudged('edit the game 7 photos', n('11-11 10:00')), newYork('later pls, like 3 hours', snoozeFor(180))),
  within(
    nudged('book the horse box', n('11-11 10:00')),
    newYork('snooze until after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    nudged('order flour', l('11-11 15:00')),
    london('postpone till next week', move(ctx, '2026-11-16', null), snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16 12:00'))),
  ),
  within(
    nudged('phone the school about the spanish teacher cover', l('11-11 15:00')),
    london('remind me again in 2 days', snoozeFor(2880), move(ctx, '2026-11-13', null)),
  ),
  within(
    nudged('call the title company', n('11-10 15:00')),
    newYork('missed it, remind me again at 4', snoozeUntil(n('11-11 16:00')), move(ctx, '2026-11-11', '16:00'), move(ctx, null, '16:00')),
  ),
  within(nudged('reply to the Hollins farm about the calves', l('11-11 11:00')), london('overdue i know, 25 mins', snoozeFor(25))),
  within(nudged('invoice the Hendersons for the bathroom refit', l('11-11 15:00')), london('ask me again in a bit, 10 min', snoozeFor(10))),
  within(
    on('follow up with the Kaplans on the refi', n('11-11 11:00')),
    newYork('move it back 30 minutes', snoozeFor(30), move(ctx, '2026-11-11', '11:30'), move(ctx, null, '11:30')),
  ),
];

export const FOURTEENTH_CORRECTIONS: HeldOutItem[] = [
  within(on('ring the glue supplier', l('11-12 10:00')), london('oops I meant 11 not 10', move(ctx, null, '11:00'))),
  within(on('collect the hired van', l('11-13 13:00')), london('scratch that, saturday', move(ctx, '2026-11-14', null))),
  within(on('chase sandra for the deposit', l('11-12 16:30')), london('no wait 3:30', move(ctx, null, '15:30'))),
  within(on('prep slides for the UX readout', n('11-13 11:00')), newYork('actually make that wednesday', move(ctx, '2026-11-18', null))),
  within(on('text the cleaners the new rota', l('11-12 17:00')), london('sorry typo, 4pm not 5pm', move(ctx, null, '16:00'))),
  within(on('book the MOT for the skip lorry', l('11-20')), london('change it to the 19th', move(ctx, '2026-11-19', null))),
  within(on('load the van', l('11-12 09:00')), london('earlier - 8am', move(ctx, null, '08:00'))),
  within(on('call the title company', n('11-13 15:00')), newYork('can we do monday at 2 instead', move(ctx, '2026-11-16', '14:00'))),
  within(on('print the certificates', l('11-12')), london('nope, the day after', move(ctx, '2026-11-13', null))),
  within(on('book the venue for the staff do', l('11-20')), london('i meant next month, 3rd dec', move(ctx, '2026-12-03', null))),
  within(on('stitch the Morris signatures', l('11-12 09:00')), london('make that quarter past 9', move(ctx, null, '09:15'))),
  within(on('call the lender back', n('11-11 11:00')), newYork('hmm no, 10:45', move(ctx, null, '10:45'))),
  london('move the van pickup to friday 8am', move(words('van'), '2026-11-13', '08:00')),
  london('shift the Barker St walkthrough to 3', move(words('Barker St'), null, '15:00')),
  newYork('bring the Novak call forward to 1', move(words('Novak'), null, '13:00')),
  within(on('re-shoot the lookbook flat lays', l('11-16')), london('wrong day, should be tuesday', move(ctx, '2026-11-17', null))),
  within(on('lunch with Dani', n('11-12 12:00')), newYork("oh wait it's at 12:30 not 12", move(ctx, null, '12:30'))),
  within(on('check the bakery freezers', l('11-11 17:00')), london('kick it to tomorrow', move(ctx, '2026-11-12', null))),
  within(on('renew the NMLS license', n('11-20 10:00')), newYork('oops dec not nov', move(ctx, '2026-12-20', null))),
  within(on('do the vat return', l('11-30')), london('actually the 2nd', move(ctx, '2026-12-02', null))),
  within(on('measure up the church hall for scaffolding', l('11-13 10:00')), london('make it half 2', move(ctx, null, '14:30'))),
  within(on('email the recruiter from Lumen', n('11-11 15:00')), newYork('change to 9 tmrw morning', move(ctx, '2026-11-12', '09:00'))),
  within(on('pick up the spare tyre from kwik fit', l('11-11 17:45')), london('correction: 17:15', move(ctx, null, '17:15'))),
  within(
    on('show the new cleaner round the Barker St flat', l('11-24 14:00')),
    london("ah no it's the 14th", move(ctx, '2026-11-14', null)),
  ),
  within(on('post the mini session offer', n('11-27 09:00')), newYork('that should say 7pm', move(ctx, null, '19:00'))),
  within(on('plan the week', l('11-14 19:00')), london('lol no. sunday', move(ctx, '2026-11-15', null))),
  london('put the vat return on the 5th instead', move(words('vat return'), '2026-12-05', null)),
  within(on('upload the closing docs', n('11-12 12:30')), newYork('sorry meant 2:30 not 12:30', move(ctx, null, '14:30'))),
  within(
    on('ring the tip about the rubble', l('11-12 10:00')),
    london('I put the wrong time, it should be 11:30', move(ctx, null, '11:30')),
  ),
  within(
    on('take Maya to the orthodontist', n('12-03 09:30')),
    newYork('no wait, the 4th same time', move(ctx, '2026-12-04', null), move(ctx, '2026-12-04', '09:30')),
  ),
];

export const FOURTEENTH_RENAMES: HeldOutItem[] = [
  within(
    on('pick up the spare tyre', l('11-11 17:45')),
    london('rename it to "call Kwik Fit about tyres"', rename(ctx, 'call Kwik Fit about tyres')),
  ),
  within(
    on('chase sandra', l('11-12 16:30')),
    london('change the name to chase deposit - Sandra cake', rename(ctx, 'chase deposit - Sandra cake')),
  ),
  within(
    on('order more mull', l('11-12 09:00')),
    london('call it "Order mull + bookcloth" instead', rename(ctx, 'Order mull + bookcloth')),
  ),
  within(
    on('send the letter', n('11-11 16:00')),
    newYork('retitle that one: Garcia pre-approval letter', rename(ctx, 'Garcia pre-approval letter')),
  ),
  london('rename the van task to collect Luton van from Hertz', rename(words('van'), 'collect Luton van from Hertz')),
  london(
    'can you change "ring the school" to "ring the school re Spanish cover"',
    rename(words('ring the school'), 'ring the school re Spanish cover'),
  ),
  within(on('pay the tube hire', l('11-25')), london('title should be Pay Tubes & Fittings Ltd', rename(ctx, 'Pay Tubes & Fittings Ltd'))),
  within(on('gallery', n('2027-01-15')), newYork('edit the name: Okafor gallery delivery', rename(ctx, 'Okafor gallery delivery'))),
  within(on('send the staff their bonus', l('12-24')), london('relabel it as staff bonuses', rename(ctx, 'staff bonuses'))),
  within(on('print the certificates', l('11-30')), london('rename to: print certs for level B1', rename(ctx, 'print certs for level B1'))),
  newYork('change the title of the Lumen one to email Jess at Lumen', rename(words('Lumen'), 'email Jess at Lumen')),
  london('rename "quote" to "quote for Ashby Rd loft conversion"', rename(words('quote'), 'quote for Ashby Rd loft conversion')),
  within(on('do the vat return', l('12-07')), london('make the title just "vat"', rename(ctx, 'vat'))),
  within(
    on('prep the client closet edit', n('11-16 08:45')),
    newYork('call that task closet edit - Mrs Vance', rename(ctx, 'closet edit - Mrs Vance')),
  ),
  within(
    on('repair the book', l('11-13')),
    london('the name is wrong, should read: repair the Dickens quarter leather', rename(ctx, 'repair the Dickens quarter leather')),
  ),
  within(shown('order flour', 'book horse', 'pay rent'), london('rename 2 to book the horse box', rename(num(2), 'book the horse box'))),
  newYork(
    'rename the rate sheet reminder → send updated rate sheet to brokers',
    rename(words('rate sheet'), 'send updated rate sheet to brokers'),
  ),
  within(
    on('order the sugar flowers', l('11-12')),
    london('can u rename it Sugar flowers (peonies!!)', rename(ctx, 'Sugar flowers (peonies!!)')),
  ),
  within(
    on('ring the skip permit office at the council', l('11-16 09:00')),
    london('change wording to "ring council re skip permit"', rename(ctx, 'ring council re skip permit')),
  ),
  within(on('book guest', n('11-13')), newYork('rename: Ep 42 guest - book Dr Alvarez', rename(ctx, 'Ep 42 guest - book Dr Alvarez'))),
  london('retitle the church hall one "survey St Mary\'s hall"', rename(words('church hall'), "survey St Mary's hall")),
  within(
    on('farm visit', l('11-12 10:00')),
    london('new name for that: farm visit Hollins, 2 calves', rename(ctx, 'farm visit Hollins, 2 calves')),
  ),
  within(
    on('call the appraiser', n('11-11 12:00')),
    newYork('can the title say call Rick the appraiser', rename(ctx, 'call Rick the appraiser')),
  ),
];

export const FOURTEENTH_REMOVALS: HeldOutItem[] = [
  within(on('pick up the spare tyre from kwik fit', l('11-11 17:45')), london('delete that', remove(ctx))),
  within(on('re-shoot the lookbook flat lays', l('11-14')), london('bin it, not happening', remove(ctx))),
  london('get rid of the kwik fit one', remove(words('kwik fit'))),
  newYork('remove the appraiser reminder pls', remove(words('appraiser'))),
  london('cancel the church hall task, job fell through', remove(words('church hall'))),
  within(shown('order flour', 'pay rent', 'book the horse box'), london('scrap no. 3', remove(num(3)))),
  newYork('forget about the rate sheet one', remove(words('rate sheet'))),
  within(on('load the van', l('11-12 07:30')), london('never mind, delete it', remove(ctx))),
  london('drop the bonus reminder, already sorted w payroll', remove(words('bonus')), done(words('bonus'))),
  london('kill the sugar flowers task', remove(words('sugar flowers'))),
  within(on('order bubble wrap', n('11-12')), newYork('erase that last one', remove(ctx))),
  london('client cancelled the shoot so delete the lookbook task', remove(words('lookbook'))),
  london('pls remove "load the van" from my tasks', remove(words('load the van'))),
  newYork('nix the usability sessions reminder', remove(words('usability sessions'))),
  within(on('renew the domain', n('2027-01-01')), newYork('scrap that, not needed anymore', remove(ctx))),
  london('cross the MOT one off, the lorry got sold', remove(words('MOT')), done(words('MOT'))),
  within(shown('stitch the Morris signatures', 'ring the glue supplier'), london('you can delete number 1', remove(num(1)))),
  newYork('delete the title company task', remove(words('title company'))),
  within(
    on('order the sugar flowers for the saturday wedding', l('11-12')),
    london('remove it. the wedding got called off 😢', remove(ctx)),
  ),
  london('dont need the spanish cover reminder any more', remove(words('spanish cover'))),
  newYork('take the orthodontist thing off, we rebooked thru the school', remove(words('orthodontist'))),
  within(on('text mum', l('11-11 18:00')), london('undo adding that pls, wrong chat', UNDO, remove(ctx))),
  within(on('check the bakery freezers', l('12-26')), london("we're shut boxing day so delete this one", remove(ctx))),
];

export const FOURTEENTH_COMPLETIONS: HeldOutItem[] = [
  within(nudged('ring the glue supplier', l('11-11 15:00')), london('done ✅', done())),
  within(nudged('take the bread out', l('11-11 15:00')), london('✔️', done())),
  within(on('pay the scaffold tube hire invoice', l('11-11 12:00')), london('paid the tube hire', done(), done(words('tube hire')))),
  within(nudged('send the rate sheet', n('11-11 10:00')), newYork('sent it', done())),
  within(nudged('phone the school about the spanish teacher cover', l('11-11 15:00')), london('finally rang them 🙌', done())),
  within(nudged('renew the public liability insurance', l('11-11 15:00')), london('all sorted', done())),
  within(shown('order flour', 'ring the tip', 'pay rent'), london('done 2', done(num(2)))),
  newYork('finished the usability sessions schedule', done(words('usability sessions'))),
  within(on('collect the hired van', l('11-11 13:00')), london('the van is collected', done(), done(words('van')))),
  london('ordered the mull and bookcloth', done(words('mull and bookcloth'))),
  within(nudged('call the lender back', n('11-11 10:00')), newYork('yep did it', done())),
  london('tick off the vat return', done(words('vat return'))),
  within(shown('stitch the Morris signatures', 'order mull', 'book the van'), london('mark 1 and 3 as done', [done(num(1)), done(num(3))])),
  newYork('Closing docs uploaded.', done(words('closing docs'))),
  within(nudged('take the bread out', l('11-11 14:50')), london("bread's out 🍞", done())),
  within(
    nudged('chase sandra for the deposit on the ivory 3 tier cake', l('11-11 15:00')),
    london('got the deposit from sandra finally', done(), done(words('deposit')), done(words('sandra'))),
  ),
  newYork('emailed the recruiter', done(words('recruiter'))),
  within(on('book the MOT for the skip lorry', l('11-20')), london("that's done now", done())),
  within(nudged('do the timesheets', l('11-11 15:00')), london('completed', done())),
  within(nudged('upload the closing docs', n('11-11 10:00')), newYork('👍 done and dusted', done())),
  within(nudged('text the cleaners the new rota', l('11-11 15:00')), london('rota sent to the girls', done(), done(words('rota')))),
  within(nudged('feed the starter', l('11-11 15:00')), london('handled', done())),
  within(nudged('send the episode 41 guest brief to Priya', n('11-11 10:00')), newYork('Priya has the brief now', done())),
  london('took care of the skip permit call this morning', done(words('skip permit'))),
  within(on('pay the Lumen invoice', n('11-11 12:00')), newYork('paid the Lumen invoice', done(), done(words('Lumen invoice')))),
  within(
    shown('order flour', 'pay the cleaners', 'book the horse box', 'print the certificates'),
    london('finished number 4 ✅', done(num(4))),
  ),
  london('booked the christmas venue!!', done(words('christmas venue')), done(words('venue'))),
  newYork('took Maya to the ortho, done', done(words('ortho')), done(words('Maya'))),
  london('certificates printed', done(words('certificates'))),
  within(nudged('check the scaffold tags on site', l('11-11 15:00')), london('tags all checked, lads are good to go', done())),
];

export const FOURTEENTH_ANSWERS: HeldOutItem[] = [
  within({ pending: { about: 'which_task', options: ['call the appraiser', 'call the title company'] } }, newYork('2', answer(2))),
  within(
    { pending: { about: 'which_task', options: ['call the appraiser', 'call the title company'] } },
    newYork('the title company one', answer(2)),
  ),
  within(
    { pending: { about: 'which_task', options: ['ring the glue supplier', 'ring the school about cover'] } },
    london('first', answer(1)),
  ),
  within(
    { pending: { about: 'which_task', options: ['ring the glue supplier', 'ring the school about cover'] } },
    london('the school one', answer(2)),
  ),
  within(
    { pending: { about: 'which_task', options: ['ring the glue supplier', 'ring the school about cover'] } },
    london('no. 1', answer(1)),
  ),
  within(
    {
      pending: {
        about: 'dilemma_choice',
        question: 'hire a 7th cleaner or pay overtime?',
        options: ['hire a seventh cleaner', 'pay overtime'],
      },
    },
    london('option 2 I think', answer(2)),
  ),
  within(
    {
      pending: {
        about: 'dilemma_choice',
        question: 'hire a 7th cleaner or pay overtime?',
        options: ['hire a seventh cleaner', 'pay overtime'],
      },
    },
    london('hire one, def', answer(1), decision),
  ),
  within(
    {
      pending: {
        about: 'dilemma_choice',
        question: 'hire a 7th cleaner or pay overtime?',
        options: ['hire a seventh cleaner', 'pay overtime'],
      },
    },
    london('not yet, need to see december bookings first', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'which mic should we buy for remote guests?' } },
    newYork('shure mv7 or the rode podmic usb', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'move the bakery?', options: ['move to the high street', 'stay put'] } },
    london('footfall mostly, and rent', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'buy or lease the lorry?', options: ['buy', 'lease'] } },
    london('honestly cash', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: "Add 'vet appointment for Biscuit Saturday 10:00'?", options: [] } },
    london('yes pls', answer(null)),
  ),
  within({ pending: { about: 'other', question: "Add 'lunch with Dani Thursday'?", options: [] } }, newYork('nah', answer(null))),
  within({ pending: { about: 'other', question: "Add 'call the bank at 4'?", options: [] } }, newYork('yeah go on', answer(null))),
  within(
    { pending: { about: 'other', question: 'When suits for the horse visit?', options: ['morning', 'afternoon', 'evening'] } },
    london('afternoon', answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'When suits for the shoot edit?', options: ['morning', 'afternoon', 'evening'] } },
    newYork('the last one', answer(3)),
  ),
  within(
    { pending: { about: 'stuck', task: 'send the quote for the Ashby Road job' } },
    london('waiting on the timber prices from the merchant', answer(null)),
  ),
  within({ pending: { about: 'stuck', task: 'price the brand shoot' } }, newYork('i dont know how to price it tbh', answer(null))),
  within(
    { pending: { about: 'review', decision: 'switched to the cheaper flour supplier' } },
    london('mixed. cheaper but the croissants suffer', answer(null)),
  ),
  within(
    { pending: { about: 'review', decision: 'hired a processor' } },
    newYork('worked out great, closings are a week faster', answer(null)),
  ),
  within(
    { pending: { about: 'keep', text: 'Quiet weeks are when the big orders get planned.' } },
    london('yes keep that', answer(null), note),
  ),
  within({ pending: { about: 'keep', text: 'I say yes to too many rush jobs.' } }, london('nah dont save it', answer(null))),
  within(
    { pending: { about: 'which_task', options: ['pay rent', 'pay the cleaners', 'pay the tube hire'] } },
    london('the middle one', answer(2)),
  ),
  within({ pending: { about: 'which_task', options: ['call the appraiser', 'call the title company'] } }, newYork('Title co.', answer(2))),
  within(
    { pending: { about: 'dilemma_choice', question: 'which loan for my own place?', options: ['fixed 30yr', 'ARM 7/1'] } },
    newYork('going with the fixed', answer(1), decision),
  ),
  within(
    { pending: { about: 'other', question: 'Which van hire?', options: ['Hertz £89', 'Enterprise £72'] } },
    london('the cheaper one', answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Morning or afternoon for the farm visit?', options: ['morning', 'afternoon'] } },
    london('either is fine, you pick', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'Lightroom or Capture One?', options: ['Lightroom', 'Capture One'] } },
    newYork('1', answer(1), decision),
  ),
  within({ pending: { about: 'which_task', options: ['email Jess', 'email Priya', 'email Dani'] } }, newYork('3rd', answer(3))),
];

export const FOURTEENTH_RECURRING: HeldOutItem[] = [
  london(
    'every monday 8am send the cleaners their weekly rota',
    task('send the cleaners their weekly rota', l('11-16 08:00'), { repeat: every('week') }),
  ),
  newYork('pay the office rent on the 1st of each month', task('pay the office rent', n('12-01'), { repeat: every('month') })),
  london('every friday at 4 do the timesheets', task('do the timesheets', l('11-13 16:00'), { repeat: every('week') })),
  newYork('remind me every weekday at 7:45 to check rate locks', task('check rate locks', n('11-12 07:45'), { repeat: every('weekday') })),
  london('every day at 6am feed the starter', task('feed the starter', l('11-12 06:00'), { repeat: every('day') })),
  newYork(
    'every other tuesday send the newsletter',
    task('send the newsletter', n('11-17'), { repeat: every('week', 2) }),
    task('send the newsletter', n('11-24'), { repeat: every('week', 2) }),
  ),
  london('remind me every sunday evening at 7 to plan the week', task('plan the week', l('11-15 19:00'), { repeat: every('week') })),
  newYork('each month on the 15th pay the photo insurance', task('pay the photo insurance', n('11-15'), { repeat: every('month') })),
  london(
    'every 2 weeks on wednesday chase unpaid skip hire invoices',
    task('chase unpaid skip hire invoices', l('11-18'), { repeat: every('week', 2) }),
    task('chase unpaid skip hire invoices', l('11-25'), { repeat: every('week', 2) }),
  ),
  london('daily at 9pm check the end of day clean', task('check the end of day clean', l('11-11 21:00'), { repeat: every('day') })),
  newYork('every morning at 8 review the pipeline', task('review the pipeline', n('11-12 08:00'), { repeat: every('day') })),
  london('every year on 3 march renew the van insurance', task('renew the van insurance', l('2027-03-03'), { repeat: every('year') })),
  newYork('weekly on mondays at 9:30 call my VA', task('call my VA', n('11-16 09:30'), { repeat: every('week') })),
  london(
    'every weekday 5:30pm lock up and send the takings',
    task('lock up and send the takings', l('11-11 17:30'), { repeat: every('weekday') }),
  ),
  newYork(
    'first of every month send invoices to retainer clients',
    task('send invoices to retainer clients', n('12-01'), { repeat: every('month') }),
  ),
  london(
    'water the shop plants every 3 days',
    task('water the shop plants', null, { repeat: every('day', 3) }),
    task('water the shop plants', l('11-14'), { repeat: every('day', 3) }),
  ),
  london(
    'every saturday at 7am check the scaffold tags on site',
    task('check the scaffold tags on site', l('11-14 07:00'), { repeat: every('week') }),
  ),
  newYork(
    'every wednesday at noon post in the guest booker group',
    task('post in the guest booker group', n('11-11 12:00'), { repeat: every('week') }),
  ),
  london('every fortnight on friday pay the cleaners', task('pay the cleaners', l('11-13'), { repeat: every('week', 2) })),
  newYork('remind me to back up the SD cards every night at 11', task('back up the SD cards', n('11-11 23:00'), { repeat: every('day') })),
  london('every month on the 28th do payroll', task('do payroll', l('11-28'), { repeat: every('month') })),
  london('remind me each monday to order flour', task('order flour', l('11-16'), { repeat: every('week') })),
  london('every evening at 6 reply to class enquiries', task('reply to class enquiries', l('11-11 18:00'), { repeat: every('day') })),
  newYork('every thursday 2pm check in with the stylists', task('check in with the stylists', n('11-12 14:00'), { repeat: every('week') })),
  london(
    'on the 10th of every month send the landlord the service charge',
    task('send the landlord the service charge', l('12-10'), { repeat: every('month') }),
  ),
];

export const FOURTEENTH_RAMBLES: HeldOutItem[] = [
  newYork('so like, need to send the Patel file to underwriting, then call the realtor at 2, oh and buy printer ink lol', [
    task('send the Patel file to underwriting'),
    task('call the realtor', n('11-11 14:00')),
    task('buy printer ink'),
  ]),
  london(
    'ok so um first I need to ring the tip about the rubble and then uh order two more skips and yeah also fix the tail light on the lorry',
    [task('ring the tip about the rubble'), task('order two more skips'), task('fix the tail light on the lorry')],
  ),
  london(
    'right so tomorrow at 9 farm visit at the Hollins place, then at 2 I have to collect the ultrasound probe from repair, and remind me to invoice Mrs Patterson',
    [
      task('farm visit at the Hollins place', l('11-12 09:00')),
      task('collect the ultrasound probe from repair', l('11-12 14:00')),
      task('invoice Mrs Patterson'),
    ],
  ),
  newYork('hey um so yeah I need to email the three guests for december, and like confirm the studio for the 8th, and uh pay the editor', [
    task('email the three guests for december'),
    task('confirm the studio', n('12-08')),
    task('pay the editor'),
  ]),
  london('so basically need to buy more eggs, sort the cake boxes, and ring the Moores about their tasting on saturday at 11', [
    task('buy more eggs'),
    task('sort the cake boxes'),
    task('ring the Moores about their tasting', l('11-14 11:00')),
  ]),
  newYork(
    'ok voice note while driving. call Mrs Vance back at 3, pick up the tailoring from Sal tomorrow, and uh book the steamer repair',
    [task('call Mrs Vance back', n('11-11 15:00')), task('pick up the tailoring from Sal', n('11-12')), task('book the steamer repair')],
  ),
  london('um so for the school I need to print the B1 tests, email Carla the timetable and order whiteboard pens you know', [
    task('print the B1 tests'),
    task('email Carla the timetable'),
    task('order whiteboard pens'),
  ]),
  london(
    'erm yeah so the lads need paying friday, the harness needs inspecting before monday, and I should ring the Ashby Road client tonight at 7',
    [task('pay the lads', l('11-13')), task('inspect the harness', l('11-16')), task('ring the Ashby Road client', l('11-11 19:00'))],
    [
      task('the lads need paying', l('11-13')),
      task('the harness needs inspecting', l('11-16')),
      task('ring the Ashby Road client', l('11-11 19:00')),
    ],
  ),
  newYork('alright so. upload the Saturday game gallery, send the invoice to the league, and like back up the cards tonight at 10', [
    task('upload the Saturday game gallery'),
    task('send the invoice to the league'),
    task('back up the cards', n('11-11 22:00')),
  ]),
  london(
    'so I was thinking, need to order more linen thread and also reply to the museum about the repair quote, and uh oh yeah book my eye test',
    [task('order more linen thread'), task('reply to the museum about the repair quote'), task('book my eye test')],
  ),
  newYork('ok ok. need to call the Garcias at 11, and after that send the appraisal to the underwriter, and buy a birthday card for Jen', [
    task('call the Garcias', n('11-11 11:00')),
    task('send the appraisal to the underwriter'),
    task('buy a birthday card for Jen'),
  ]),
  london(
    'hiya so um need to restock the vans with microfibre cloths, pay Gosia her holiday pay, and text the Barker St landlord about keys',
    [task('restock the vans with microfibre cloths'), task('pay Gosia her holiday pay'), task('text the Barker St landlord about keys')],
  ),
  london('basically two things: book the chimney sweep for the bakery oven flue, and order the new till roll', [
    task('book the chimney sweep for the bakery oven flue'),
    task('order the new till roll'),
  ]),
  newYork(
    'so um yeah today I gotta do the research synthesis, and tomorrow at 10 present to the product team',
    [task('do the research synthesis', n('11-11 12:00')), task('present to the product team', n('11-12 10:00'))],
    [task('do the research synthesis'), task('present to the product team', n('11-12 10:00'))],
  ),
  london("i need to um re-gild the spine on the Austen and, like, also quote for the parish register, it's due friday", [
    task('re-gild the spine on the Austen'),
    task('quote for the parish register', l('11-13')),
  ]),
  newYork(
    'quick one - buy gaffer tape, charge the strobes, and email the AD about credentials for sunday',
    [task('buy gaffer tape'), task('charge the strobes'), task('email the AD about credentials for sunday')],
    [task('buy gaffer tape'), task('charge the strobes'), task('email the AD about credentials', n('11-15'))],
  ),
  london('ok so things for monday. ring the bank at 10 and then at 1 meet the new cleaner at the office', [
    task('ring the bank', l('11-16 10:00')),
    task('meet the new cleaner at the office', l('11-16 13:00')),
  ]),
  newYork('uhh remind me to text the host of Founder Hours and also send Dr Alvarez the prep doc and yeah that is it', [
    task('text the host of Founder Hours'),
    task('send Dr Alvarez the prep doc'),
  ]),
  london(
    'on the way to a call out, so: vaccinate the Jenkins puppies thursday at 4, order more syringes, and call the lab about the bloods',
    [task('vaccinate the Jenkins puppies', l('11-12 16:00')), task('order more syringes'), task('call the lab about the bloods')],
  ),
  london(
    'ok so uh fondant order, ring the venue about the cake table, and pick up the stand from Jo tomorrow',
    [task('fondant order'), task('ring the venue about the cake table'), task('pick up the stand from Jo', l('11-12'))],
    [task('order fondant'), task('ring the venue about the cake table'), task('pick up the stand from Jo', l('11-12'))],
  ),
  newYork('like I need to finish the rate comparison for the Kims and ugh also renew my notary stamp by the 30th', [
    task('finish the rate comparison for the Kims'),
    task('renew my notary stamp', n('11-30')),
  ]),
];

export const HELD_OUT_FOURTEENTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: FOURTEENTH_ASKS,
  snoozes: FOURTEENTH_SNOOZES,
  corrections: FOURTEENTH_CORRECTIONS,
  renames: FOURTEENTH_RENAMES,
  removals: FOURTEENTH_REMOVALS,
  completions: FOURTEENTH_COMPLETIONS,
  answers: FOURTEENTH_ANSWERS,
  recurring: FOURTEENTH_RECURRING,
  rambles: FOURTEENTH_RAMBLES,
  greetings: FOURTEENTH_GREETINGS,
  thanks: FOURTEENTH_THANKS,
  feelings: FOURTEENTH_FEELINGS,
  questions: FOURTEENTH_QUESTIONS,
  facts: FOURTEENTH_FACTS,
  decisions: FOURTEENTH_DECISIONS,
  dilemmas: FOURTEENTH_DILEMMAS,
  recalls: FOURTEENTH_RECALLS,
  prioritising: FOURTEENTH_PRIORITISING,
  agenda: FOURTEENTH_AGENDA,
  freeTime: FOURTEENTH_FREE_TIME,
  unclear: FOURTEENTH_UNCLEAR,
  bare: FOURTEENTH_BARE,
};

export const HELD_OUT_FOURTEENTH: HeldOutItem[] = Object.values(HELD_OUT_FOURTEENTH_KINDS).flat();
