import {
  type HeldOutItem,
  answer,
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
  talk,
  task,
  within,
  words,
  ctx,
} from './held-out-kit';
import {
  EIGHTH_AGENDA,
  EIGHTH_BARE,
  EIGHTH_DECISION,
  EIGHTH_DILEMMA,
  EIGHTH_FEELING,
  EIGHTH_FREE_TIME,
  EIGHTH_GREETING,
  EIGHTH_PRIORITISE,
  EIGHTH_QUESTION,
  EIGHTH_RECALL,
  EIGHTH_STATEMENT,
  EIGHTH_THANKS,
  EIGHTH_UNCLEAR,
  about,
  reminded,
  waiting,
} from './held-out-eighth-b';

/**
 * The eighth held-out set: messages written for measuring the reader and never for tuning it, from
 * people in trades no earlier set imagined (a wedding photographer, a mobile dog groomer, a tattoo
 * artist, a piano teacher, a coffee roaster, a jewellery seller, a bookkeeper, a locksmith, a podcast
 * producer, a florist, a small architect's practice, a sports physio who travels with a team).
 * Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 in London, 10:00 in New York.
 * Do not edit an expectation to match what the reader does.
 */

const HOUR = 60;
const DAY = 24 * HOUR;

export const EIGHTH_TASK: HeldOutItem[] = [
  london(
    'remind me to send the Hendersons their wedding gallery tmrw at 10',
    task('send the Hendersons their wedding gallery', l('11-12 10:00')),
  ),
  newYork('book the van for the grooming run friday 8am', task('book the van for the grooming run', n('11-13 08:00'))),
  london('pls remind me to order more green ink b4 noon tomorrow', task('order more green ink', l('11-12 12:00'))),
  london('text mrs okafor re piano lesson at half 5', task('text mrs okafor re piano lesson', l('11-11 17:30'))),
  newYork(
    'invoice the Delgado bakery EOD',
    task('invoice the Delgado bakery', n('11-11 17:00')),
    task('invoice the Delgado bakery', n('11-11 18:00')),
  ),
  london(
    'first thing tomorrow ring the key supplier about the blanks',
    task('ring the key supplier about the blanks', l('11-12 09:00')),
    task('ring the key supplier about the blanks', l('11-12 08:00')),
  ),
  newYork('need to roast the ethiopia batch in 3 hours', task('roast the ethiopia batch', inMinutes(3 * HOUR))),
  london('chase the council about planning on the 20th', task('chase the council about planning', l('11-20 12:00'))),
  newYork('renew the insurance on the truck by 12/1', task('renew the insurance on the truck', n('12-01 12:00'))),
  london('pay the print lab 4/12', task('pay the print lab', l('12-04 12:00'))),
  london('call the physio clinic at 11 am thursday', task('call the physio clinic', l('11-12 11:00'))),
  newYork('drop the sample rings at the post office in 45 mins', task('drop the sample rings at the post office', inMinutes(45))),
  london('deliver the Patel wreath on christmas eve', task('deliver the Patel wreath', l('12-24 12:00'))),
  newYork(
    'send the ep 12 rough cut to Dana a week from today',
    task('send the ep 12 rough cut to Dana', n('11-18 10:00')),
    task('send the ep 12 rough cut to Dana', n('11-18 12:00')),
  ),
  london(
    'remind me in a fortnight to check how Jodies sleeve has healed',
    task('check how Jodies sleeve has healed', inMinutes(14 * DAY)),
    task('check how Jodies sleeve has healed', l('11-25 12:00')),
  ),
  newYork('brine the turkey thanksgiving 7am', task('brine the turkey', n('11-26 07:00'))),
  london('quarter to 6 pick up the clippers from the sharpener', task('pick up the clippers from the sharpener', l('11-11 17:45'))),
  newYork(
    'meeting w the Hoffmans about their kitchen next tuesday at 2:30 pm',
    task('meeting w the Hoffmans about their kitchen', n('11-17 14:30')),
  ),
  london('twenty past 8 tomorrow morning load the van', task('load the van', l('11-12 08:20'))),
  london(
    'send Tom the bookkeeping pack by end of the month',
    task('send Tom the bookkeeping pack', l('11-30 12:00')),
    task('send Tom the bookkeeping pack', l('11-30 17:00')),
  ),
  newYork('at noon friday call Lisa from the jewelry wholesaler', task('call Lisa from the jewelry wholesaler', n('11-13 12:00'))),
  london('send the Hartley barn quote on the second tuesday of december', task('send the Hartley barn quote', l('12-08 12:00'))),
  newYork('remind me 2027-01-15 to renew my tattoo license', task('renew my tattoo license', n('2027-01-15 12:00'))),
  london(
    'submit the awards entry by midnight tonight',
    task('submit the awards entry', l('11-12 00:00')),
    task('submit the awards entry', l('11-11 23:59')),
  ),
  newYork('tomorrow between 1 and 3 groom the Beckers poodle', task('groom the Beckers poodle', n('11-12 13:00'))),
  newYork(
    'after lunch ring the bank about the card reader',
    task('ring the bank about the card reader', n('11-11 13:00')),
    task('ring the bank about the card reader', n('11-11 14:00')),
  ),
  london('in 2 weeks at 4pm go over the accounts with Priya', task('go over the accounts with Priya', l('11-25 16:00'))),
  newYork('tmrw 7:15am pick up flowers from the 28th st market', task('pick up flowers from the 28th st market', n('11-12 07:15'))),
  newYork('call the london office tomorrow at 9 est', task('call the london office', n('11-12 09:00'))),
  london('ring the NY client at 3pm gmt friday', task('ring the NY client', l('11-13 15:00'))),
  london('post the january sale flyer on boxing day', task('post the january sale flyer', l('12-26 12:00'))),
  newYork('count the float on new years eve at 5pm', task('count the float', n('12-31 17:00'))),
  newYork('call the plumber back in ten minutes', task('call the plumber back', inMinutes(10))),
  london('tuesday the 24th send the advent boxes out', task('send the advent boxes out', l('11-24 12:00'))),
];

export const EIGHTH_SNOOZE: HeldOutItem[] = [
  within(reminded('call the venue', l('11-11 14:30')), london('snooze 1h', snoozeFor(HOUR))),
  within(reminded('send mood board', n('11-11 09:45')), newYork('later pls, like 2 hrs', snoozeFor(2 * HOUR))),
  within(about('ring Mrs Dunn about the boiler', l('11-11 16:00')), london('can you remind me again in 20 mins', snoozeFor(20))),
  within(
    reminded('order green beans', n('11-11 10:00')),
    newYork('not now, tomorrow 9am', snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded('tune the Yamaha at the school', l('11-11 15:00')), london('give me half an hour', snoozeFor(30))),
  within(
    reminded('reconcile Barker Ltd', l('11-10 17:00')),
    london('push this till monday morning 9', snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', '09:00')),
  ),
  within(
    reminded('edit podcast ep 40', n('11-11 10:00')),
    newYork('snooze til 2', snoozeUntil(n('11-11 14:00')), move(ctx, null, '14:00'), move(ctx, '2026-11-11', '14:00')),
  ),
  within(reminded('email the bride', l('11-11 15:00')), london('ugh not yet. 15 min', snoozeFor(15))),
  within(about('invoice Carrow & Sons', n('11-11 11:00')), newYork('snooze that by a day', snoozeFor(DAY))),
  within(
    reminded('restock jump rings', l('11-11 14:00')),
    london('snooze until tomorrow at 8', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(reminded('call Bexley Vets', n('11-11 09:00')), newYork('in a bit - 10 min', snoozeFor(10))),
  within(
    reminded('send the lease redlines', l('11-11 15:00')),
    london('remind me friday instead', move(ctx, '2026-11-13', null), snoozeUntil(l('11-13 15:00'))),
  ),
  within(reminded('price the new rings', n('11-11 10:00')), newYork('snooze 3 hours pls', snoozeFor(3 * HOUR))),
  within(reminded('book flights for the Leeds away game', l('11-11 15:00')), london('snooze 45 mins', snoozeFor(45))),
  within(
    reminded('photograph the autumn bouquets', l('11-11 15:00')),
    london('light has gone, do it tomorrow at 10 instead', snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(about('quote the Fenwick rewire', n('11-11 09:30')), newYork('hit snooze on that for an hour', snoozeFor(HOUR))),
  within(
    reminded('chase the unpaid invoice', l('11-11 15:00')),
    london('remind me after 6', snoozeUntil(l('11-11 18:00')), move(ctx, null, '18:00'), move(ctx, '2026-11-11', '18:00')),
  ),
  within(
    reminded('prep the saturday market stall', n('11-11 10:00')),
    newYork('snooze until thursday 7am', snoozeUntil(n('11-12 07:00')), move(ctx, '2026-11-12', '07:00')),
  ),
  within(reminded('post the reel', l('11-11 15:00')), london('bump it an hour', snoozeFor(HOUR))),
  within(reminded('call Sam re the deposit', n('11-11 10:00')), newYork('snooze for 90 minutes', snoozeFor(90))),
  within(
    reminded('file the VAT return', l('11-09 12:00')),
    london('snooze it till monday', snoozeUntil(l('11-16 12:00')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded('reply to the studio landlord', l('11-11 15:00')),
    london('snooze 2 days', snoozeFor(2 * DAY), snoozeUntil(l('11-13 15:00'))),
  ),
  within(about('sharpen the shears', n('11-11 10:30')), newYork('remind me in 5', snoozeFor(5))),
  within(reminded('send the Kirby contract', l('11-10 10:00')), london('sorry, forgot. another hour pls', snoozeFor(HOUR))),
];

export const EIGHTH_CORRECTION: HeldOutItem[] = [
  within(about('call the caterer', l('11-12 10:00')), london('oops I meant 11', move(ctx, null, '11:00'))),
  within(about('deliver bouquet to St Marys', n('11-13 09:00')), newYork('no wait, saturday', move(ctx, '2026-11-14', null))),
  within(
    about('send the contract to the Lims', l('11-12 12:00')),
    london('scratch that, make it friday 3pm', move(ctx, '2026-11-13', '15:00')),
  ),
  within(about('piano lesson with Ava', n('11-11 16:00')), newYork('sorry 4:30 not 4', move(ctx, null, '16:30'))),
  within(about('collect keys from Hollis Rd', l('11-11 17:00')), london('actually make that half 6', move(ctx, null, '18:30'))),
  within(about('team physio debrief', l('11-12 09:00')), london('wrong day, its the 19th', move(ctx, '2026-11-19', null))),
  within(about('ship the etsy orders', n('11-12 12:00')), newYork('i meant today not tomorrow', move(ctx, '2026-11-11', null))),
  within(about('call the grooming supply co', n('11-12 08:00')), newYork('ugh typo, 9 am', move(ctx, null, '09:00'))),
  within(about('send the site photos to Rob', l('11-13 12:00')), london('no no monday', move(ctx, '2026-11-16', null))),
  within(about('pay the roaster gas bill', n('11-16 12:00')), newYork('change it to the 20th at 10', move(ctx, '2026-11-20', '10:00'))),
  within(about('check in with my client Jo', l('11-11 18:00')), london('earlier actually - 4.15', move(ctx, null, '16:15'))),
  within(about('mix episode 41', n('11-12 14:00')), newYork('hmm make that 10ish', move(ctx, null, '10:00'))),
  within(
    about('meet the Carters at the church', l('11-14 11:00')),
    london('oh wait its sunday not saturday', move(ctx, '2026-11-15', null)),
  ),
  within(about('restock the gift boxes', n('11-11 15:00')), newYork('should be 5pm sorry', move(ctx, null, '17:00'))),
  within(about('send the invoice to Mr Ahmed', l('11-12 12:00')), london('correction: 2/12', move(ctx, '2026-12-02', null))),
  within(about('renew the domain', n('11-12 12:00')), newYork('i mean 12/2', move(ctx, '2026-12-02', null))),
  within(about('drop the cat at the vet', l('11-12 08:00')), london('nope, quarter past 8', move(ctx, null, '08:15'))),
  within(about('band rehearsal recording', n('11-13 19:00')), newYork('oops, 7:30', move(ctx, null, '19:30'))),
  within(
    about('call the framing shop', l('11-11 16:00')),
    london('no wait, tomorrow same time', move(ctx, '2026-11-12', null), move(ctx, '2026-11-12', '16:00')),
  ),
  within(about('sweep the studio', l('11-13 12:00')), london('make it noon thursday', move(ctx, '2026-11-12', '12:00'))),
  within(
    about('send proofs to Hannah', n('11-12 17:00')),
    newYork('no - end of day friday', move(ctx, '2026-11-13', '17:00'), move(ctx, '2026-11-13', '18:00'), move(ctx, '2026-11-13', null)),
  ),
  within(
    about('quote the Lowe extension', l('11-12 12:00')),
    london('I got the date wrong, it should be the 26th', move(ctx, '2026-11-26', null)),
  ),
  within(about('walk Bruno and Coco', n('11-11 13:00')), newYork('I meant 1:45', move(ctx, null, '13:45'))),
];

export const EIGHTH_RENAME: HeldOutItem[] = [
  within(
    about('call Jen', l('11-12 10:00')),
    london('rename it to call Jen about the engagement shoot', rename(ctx, 'call Jen about the engagement shoot')),
  ),
  newYork('rename the bean order task to order 20kg colombian green', rename(words('bean order'), 'order 20kg colombian green')),
  within(
    about('email', n('11-11 12:00')),
    newYork(
      'call it "email the Vargas family about the memorial flowers" instead',
      rename(ctx, 'email the Vargas family about the memorial flowers'),
    ),
  ),
  london('change "dog" to "groom Biscuit the cockapoo"', rename(words('dog'), 'groom Biscuit the cockapoo')),
  within(
    about('stuff for Lee', l('11-13 12:00')),
    london('better name: send Lee the floor plans', rename(ctx, 'send Lee the floor plans')),
  ),
  newYork('can u retitle the podcast one as "book guest for ep 43"', rename(words('podcast'), 'book guest for ep 43')),
  within(
    about('lessons', l('11-16 12:00')),
    london('title should be "plan grade 3 lessons for Maisie"', rename(ctx, 'plan grade 3 lessons for Maisie')),
  ),
  london('rename the ledger task to close October books for Harwood', rename(words('ledger'), 'close October books for Harwood')),
  within(
    about('call him', n('11-12 09:00')),
    newYork('make the name "call Mr Ortiz about the lock change"', rename(ctx, 'call Mr Ortiz about the lock change')),
  ),
  within(about('shoot', l('11-14 12:00')), london('rename to: Brookes wedding shoot', rename(ctx, 'Brookes wedding shoot'))),
  newYork(
    'change the title of "post" to "post the holiday jewelry drop on IG"',
    rename(words('post'), 'post the holiday jewelry drop on IG'),
  ),
  within(
    about('buy things', l('11-12 12:00')),
    london('rename that to buy stencil paper and gloves', rename(ctx, 'buy stencil paper and gloves')),
  ),
  within(
    about('ring Sue', n('11-12 12:00')),
    newYork('rename it: ring Sue re team travel to Boston', rename(ctx, 'ring Sue re team travel to Boston')),
  ),
  london(
    'the one called flowers should be called order peonies for the Ashby wedding',
    rename(words('flowers'), 'order peonies for the Ashby wedding'),
  ),
  within(
    about('invoice', l('11-12 12:00')),
    london('can we call that one invoice the Grange Hotel instead', rename(ctx, 'invoice the Grange Hotel')),
  ),
  newYork('rename "roast" to "roast and bag the Kenya AA"', rename(words('roast'), 'roast and bag the Kenya AA')),
  within(
    about('podcast thing', n('11-13 12:00')),
    newYork('change the name to edit the Marisol interview', rename(ctx, 'edit the Marisol interview')),
  ),
  london('rename my aftercare task to reprint the aftercare cards', rename(words('aftercare'), 'reprint the aftercare cards')),
  within(about('call', l('11-11 17:00')), london('can you rename it call Dr Shah, not just call', rename(ctx, 'call Dr Shah'))),
  within(
    about('pick up', n('11-12 12:00')),
    newYork('retitle: pick up the spare keys from Hal', rename(ctx, 'pick up the spare keys from Hal')),
  ),
  london('rename vat to "VAT return for Little Loaf Bakery"', rename(words('vat'), 'VAT return for Little Loaf Bakery')),
];

const SENT_LIST = { listed: ['call Mum', 'pay the studio rent', 'order frames', 'email Sienna'] };

export const EIGHTH_REMOVAL: HeldOutItem[] = [
  within(about('call the Brightons', l('11-12 10:00')), london('delete that', remove(ctx))),
  newYork('cancel the yoga reminder', remove(words('yoga'))),
  london('get rid of the task about the van MOT', remove(words('van MOT'))),
  within(about('book the photo booth', n('11-14 12:00')), newYork('nvm, scrap that one', remove(ctx))),
  london('remove the florist fair from my list', remove(words('florist fair'))),
  within(about('ring Marlow Kennels', l('11-11 16:00')), london('no need anymore, they called me. delete', remove(ctx), done(ctx))),
  newYork('take the piano tuning off my list', remove(words('piano tuning'))),
  within(about('order new business cards', l('11-13 12:00')), london('forget that one', remove(ctx))),
  newYork('delete the reminder to email Kev', remove(words('email Kev'))),
  london('drop the Hatfield quote task, they went with someone else', remove(words('Hatfield'))),
  within(about('post the giveaway', n('11-12 12:00')), newYork('cancel it', remove(ctx))),
  london('bin the one about the loyalty cards', remove(words('loyalty cards'))),
  within(about('meeting with the accountant', l('11-16 10:00')), london('meeting got cancelled, remove it', remove(ctx))),
  newYork('please delete "buy lock picks"', remove(words('buy lock picks'))),
  london('scrap the gym one, not happening this month', remove(words('gym'))),
  within(about('find a second shooter for Dec 5', n('11-12 12:00')), newYork('ah never mind, Jake can do it. remove', remove(ctx))),
  within(SENT_LIST, london('delete 3', remove(num(3)))),
  within(SENT_LIST, newYork('remove the 2nd one', remove(num(2)))),
  within(about('send the grout samples', l('11-12 12:00')), london('wipe that, client changed their mind', remove(ctx))),
  newYork('i dont need the reminder about the gala tickets anymore', remove(words('gala tickets'))),
  london('kill the reminder for the dentist', remove(words('dentist'))),
];

export const EIGHTH_COMPLETION: HeldOutItem[] = [
  within(reminded('invoice the Marsh wedding', l('11-11 15:00')), london('done ✅', done())),
  within(reminded('pay the gas bill', n('11-11 10:00')), newYork('paid the gas bill', done(), done(words('gas bill')))),
  within(about('ring the tile supplier', l('11-11 14:00')), london('rang them, sorted', done())),
  newYork('finished the Chen engagement edits', done(words('Chen engagement'))),
  within(reminded('groom Pepper', n('11-11 09:30')), newYork('👍 did it', done())),
  london('sent the proofs to Annabel', done(words('proofs'))),
  within(reminded('order oat milk', l('11-11 15:00')), london('yep done', done())),
  within({ listed: ['call the plumber', 'send photos to Kim', 'pay rent'] }, newYork('done 2', done(num(2)))),
  within({ listed: ['call the plumber', 'send photos to Kim', 'pay rent'] }, london('finished 1 and 3', [done(num(1)), done(num(3))])),
  within(reminded('restring the practice piano', l('11-11 15:00')), london('✔️', done())),
  newYork('ticked off the llc renewal', done(words('llc renewal'))),
  within(reminded('back up the SD cards', n('11-11 10:00')), newYork('all backed up 🙌', done())),
  within(about('pay the Kilnworks invoice', l('11-12 12:00')), london('just paid kilnworks', done(), done(words('kilnworks')))),
  london('mark the VAT one as done', done(words('VAT'))),
  within(reminded('call back Mrs Adeyemi', n('11-11 10:00')), newYork('called her, all good', done())),
  within(reminded('pick up the rekey kit', l('11-11 15:00')), london('got it', done(), talk('acknowledgement'))),
  newYork('crossed off the quarterly estimate payment', done(words('quarterly estimate'))),
  within(reminded('send the treatment notes', l('11-11 15:00')), london('DONE', done())),
  within(about('book the ferry for the away match', l('11-13 12:00')), london('booked the ferry', done(), done(words('ferry')))),
  within(reminded('return the hire lens', n('11-11 10:00')), newYork('returned it this morning', done())),
  london('the lease renewal is done, tick it off', done(words('lease renewal'))),
  within(reminded('email the Q3 figures to Raj', l('11-11 15:00')), london("that's sorted now thanks", done(), [done(), talk('thanks')])),
];

const TIMES = ['9am', '11am', '2pm'];

export const EIGHTH_ANSWER: HeldOutItem[] = [
  within(waiting({ about: 'which_task', options: ['call Ben (photographer)', 'call Ben (landlord)'] }), london('2', answer(2))),
  within(waiting({ about: 'which_task', options: ['pay the Paper Mill', 'pay the print lab'] }), newYork('the second one', answer(2))),
  within(waiting({ about: 'which_task', options: ['order roses', 'order ribbon', 'order vases'] }), london('the first', answer(1))),
  within(
    waiting({ about: 'dilemma_choice', question: 'raise my prices?', options: ['raise prices to £60', 'keep £45 and add packages'] }),
    london('raising them', answer(1)),
  ),
  within(
    waiting({ about: 'dilemma_choice', question: 'hire help?', options: ['hire an assistant', 'keep doing it alone'] }),
    newYork('not yet, still thinking', answer(null)),
  ),
  within(waiting({ about: 'keep', text: 'I edit faster when I batch the culls' }), london('yes', answer(null), note)),
  within(waiting({ about: 'other', question: 'Want me to move your 3pm to tomorrow?', options: [] }), newYork('yes please', answer(null))),
  within(
    waiting({ about: 'other', question: 'Shall I repeat that every Monday?', options: [] }),
    london('nah just this once', answer(null)),
  ),
  within(waiting({ about: 'dilemma_options', question: 'which van to buy' }), london('the Transit or the Vivaro', answer(null))),
  within(
    waiting({ about: 'dilemma_matters', question: 'second groomer?', options: ['hire a second groomer', 'stay solo'] }),
    newYork('cash flow honestly', answer(null)),
  ),
  within(waiting({ about: 'stuck', task: 'write the About page' }), london("don't know what to say about myself tbh", answer(null))),
  within(
    waiting({ about: 'review', decision: 'switched to the local milk supplier' }),
    london('worked out well, fewer late deliveries', answer(null)),
  ),
  within(waiting({ about: 'which_task', options: ['email Rosa', "email Rosa's mum"] }), newYork('no 1', answer(1))),
  within(waiting({ about: 'which_task', options: ['Fox St job', 'Fox Lane job'] }), london('lane', answer(2))),
  within(waiting({ about: 'other', question: 'Which time works: 1) 9am 2) 11am 3) 2pm', options: TIMES }), newYork('3', answer(3))),
  within(
    waiting({ about: 'other', question: 'Which time works: 1) 9am 2) 11am 3) 2pm', options: TIMES }),
    london('the 11am one', answer(2)),
  ),
  within(
    waiting({ about: 'dilemma_choice', question: 'which shop platform?', options: ['Squarespace', 'Shopify'] }),
    newYork('shopify', answer(2)),
  ),
  within(waiting({ about: 'keep', text: 'Mondays off made me calmer' }), london('no dont keep it', answer(null))),
  within(
    waiting({ about: 'other', question: 'Is this for the Harris wedding or the Tan wedding?', options: ['Harris wedding', 'Tan wedding'] }),
    london('tan', answer(2)),
  ),
  within(
    waiting({ about: 'which_task', options: ['call the school', 'call the school bursar', 'call the school photographer'] }),
    newYork('last one', answer(3)),
  ),
  within(waiting({ about: 'stuck', task: 'chase the overdue invoice' }), newYork("the client isn't replying to anything", answer(null))),
  within(
    waiting({ about: 'dilemma_choice', question: 'Glasgow?', options: ['travel with the team to Glasgow', 'stay and run the clinic'] }),
    london('option one', answer(1)),
  ),
  within(
    waiting({ about: 'other', question: 'Did you mean Friday 13th or Friday 20th?', options: ['Friday 13th', 'Friday 20th'] }),
    london('20th', answer(2)),
  ),
];

export const EIGHTH_RECURRING: HeldOutItem[] = [
  london('every monday at 9 send the weekly invoices', task('send the weekly invoices', l('11-16 09:00'), { repeat: every('week') })),
  newYork('pay studio rent on the 1st of every month', task('pay studio rent', n('12-01 12:00'), { repeat: every('month') })),
  london(
    'every weekday at 7:30 check the flower market prices',
    task('check the flower market prices', l('11-12 07:30'), { repeat: every('weekday') }),
  ),
  newYork('remind me every friday at 4pm to back up the cards', task('back up the cards', n('11-13 16:00'), { repeat: every('week') })),
  london(
    'water the plants in the studio every day at 8am',
    task('water the plants in the studio', l('11-12 08:00'), { repeat: every('day') }),
  ),
  newYork(
    'run payroll every other thursday at 10',
    task('run payroll', n('11-12 10:00'), { repeat: every('week', 2) }),
    task('run payroll', n('11-19 10:00'), { repeat: every('week', 2) }),
  ),
  london('clean the tattoo machines every night at 10pm', task('clean the tattoo machines', l('11-11 22:00'), { repeat: every('day') })),
  newYork('each monday morning at 8 post the roast schedule', task('post the roast schedule', n('11-16 08:00'), { repeat: every('week') })),
  london(
    'every year on 3 march renew the public liability insurance',
    task('renew the public liability insurance', l('2027-03-03 12:00'), { repeat: every('year') }),
  ),
  newYork(
    'weekly on tuesdays at noon order milk for the cafe',
    task('order milk for the cafe', n('11-17 12:00'), { repeat: every('week') }),
  ),
  london('do the bank rec on the 28th of each month', task('do the bank rec', l('11-28 12:00'), { repeat: every('month') })),
  newYork('every sunday 6pm plan the grooming route', task('plan the grooming route', n('11-15 18:00'), { repeat: every('week') })),
  london(
    'every other wednesday at 2 theory class with Leo',
    task('theory class with Leo', l('11-18 14:00'), { repeat: every('week', 2) }),
    task('theory class with Leo', l('11-25 14:00'), { repeat: every('week', 2) }),
  ),
  newYork('daily at 9pm reply to etsy messages', task('reply to etsy messages', n('11-11 21:00'), { repeat: every('day') })),
  london('on the 15th of every month pay the van finance', task('pay the van finance', l('11-15 12:00'), { repeat: every('month') })),
  newYork('every morning at 6:30 check the roaster temps', task('check the roaster temps', n('11-12 06:30'), { repeat: every('day') })),
  london(
    'every thursday 5pm send the team injury report',
    task('send the team injury report', l('11-12 17:00'), { repeat: every('week') }),
  ),
  newYork(
    'remind me to invoice retainers every month on the 25th',
    task('invoice retainers', n('11-25 12:00'), { repeat: every('month') }),
  ),
  london('do the lock up checklist every weekday at 6pm', task('do the lock up checklist', l('11-11 18:00'), { repeat: every('weekday') })),
  newYork('every saturday at 8 set up the market stall', task('set up the market stall', n('11-14 08:00'), { repeat: every('week') })),
  london(
    'remind me every 5th of january to send the tax docs to the bookkeeper',
    task('send the tax docs to the bookkeeper', l('2027-01-05 12:00'), { repeat: every('year') }),
  ),
];

export const EIGHTH_RAMBLE: HeldOutItem[] = [
  london('ok so um I need to call the venue tomorrow at 10 and also order the confetti cannons and yeah email Sophie the timeline', [
    task('call the venue', l('11-12 10:00')),
    task('order the confetti cannons'),
    task('email Sophie the timeline'),
  ]),
  newYork('so like buy shampoo for the van, book the oil change friday, and text Mrs Kim lol', [
    task('buy shampoo for the van'),
    task('book the oil change', n('11-13 12:00')),
    task('text Mrs Kim'),
  ]),
  london(
    "right so it's been a mad one, I've been on the road all day with the team, um, can you remind me to send the physio notes to the head coach tomorrow morning at 8, and I need to book the hotel in Newcastle for the 21st, oh and I have to renew my HCPC registration by the end of the month, that's it I think",
    [
      task('send the physio notes to the head coach', l('11-12 08:00')),
      task('book the hotel in Newcastle', l('11-21 12:00')),
      task('renew my HCPC registration', l('11-30 12:00')),
    ],
  ),
  newYork(
    "hey so quick voice note, I'm driving, um, the Johnson house needs new deadbolts so remind me to order two Schlage deadbolts today, and uh call Pete back at 2 about the safe job, and also I gotta do the October invoices tomorrow, yeah that's everything",
    [
      task('order two Schlage deadbolts', n('11-11 12:00')),
      task('call Pete back about the safe job', n('11-11 14:00')),
      task('do the October invoices', n('11-12 12:00')),
    ],
  ),
  london('need to: order ribbon, pay the van insurance, ring Gran', [
    task('order ribbon'),
    task('pay the van insurance'),
    task('ring Gran'),
  ]),
  newYork('errr grab stamps, print the shipping labels and like restock the gift boxes by friday', [
    task('grab stamps'),
    task('print the shipping labels'),
    task('restock the gift boxes', n('11-13 12:00')),
  ]),
  london(
    'tomorrow: tune the Bechstein at 9, lesson with Ollie at 4, and order new hammer felt',
    [task('tune the Bechstein', l('11-12 09:00')), task('lesson with Ollie', l('11-12 16:00')), task('order new hammer felt')],
    [
      task('tune the Bechstein', l('11-12 09:00')),
      task('lesson with Ollie', l('11-12 16:00')),
      task('order new hammer felt', l('11-12 12:00')),
    ],
  ),
  newYork('ok so, roast the guatemala tomorrow at 7 and ship the wholesale order friday yeah', [
    task('roast the guatemala', n('11-12 07:00')),
    task('ship the wholesale order', n('11-13 12:00')),
  ]),
  london(
    "so I've got loads on, basically I need to call the wholesaler about the eucalyptus that never turned up, then at 5 I've got to prep the funeral tribute for the Greens, and also remind me to chase the hotel for payment on friday because they still haven't paid for the october events, ugh, ok that's it",
    [
      task('call the wholesaler about the eucalyptus that never turned up'),
      task('prep the funeral tribute for the Greens', l('11-11 17:00')),
      task('chase the hotel for payment', l('11-13 12:00')),
    ],
  ),
  newYork('uh pick up Luna from daycare at 3 and then groom Max at 4, oh and email the vet', [
    task('pick up Luna from daycare', n('11-11 15:00')),
    task('groom Max', n('11-11 16:00')),
    task('email the vet'),
  ]),
  london('yeah so send the Cole invoice, book the Edinburgh train for the 2nd and text Ali', [
    task('send the Cole invoice'),
    task('book the Edinburgh train', l('12-02 12:00')),
    task('text Ali'),
  ]),
  newYork(
    'ok um so a few things for tomorrow, I need to reconcile the Donovan accounts in the morning at like 9, then I have a call with the Sterling Dental people at 11:30, then send out the payroll reminders at 2, oh and pay my own estimated taxes by january 15',
    [
      task('reconcile the Donovan accounts', n('11-12 09:00')),
      task('call with the Sterling Dental people', n('11-12 11:30')),
      task('send out the payroll reminders', n('11-12 14:00')),
      task('pay my own estimated taxes', n('2027-01-15 12:00')),
    ],
  ),
  london('lol ok so: buy milk, ring the plumber about the leak, and post the new flash designs on insta tonight at 8', [
    task('buy milk'),
    task('ring the plumber about the leak'),
    task('post the new flash designs on insta', l('11-11 20:00')),
  ]),
  newYork('remind me to call mom at 6 and also to order new ring boxes', [
    task('call mom', n('11-11 18:00')),
    task('order new ring boxes'),
  ]),
  london('basically three things, finish the Nolan floor plan by friday, email it to Nolan, and book the surveyor for monday', [
    task('finish the Nolan floor plan', l('11-13 12:00')),
    task('email it to Nolan'),
    task('book the surveyor', l('11-16 12:00')),
  ]),
  newYork(
    "ok so um I'm just walking back from the studio and my brain is full, so can you please remind me to upload episode 44 to Libsyn tonight at 9, and I need to email the sponsor about the ad read by thursday, and uh book the guest for the holiday special, and also pay the editor on the 1st, yeah, that's what I've got",
    [
      task('upload episode 44 to Libsyn', n('11-11 21:00')),
      task('email the sponsor about the ad read', n('11-12 12:00')),
      task('book the guest for the holiday special'),
      task('pay the editor', n('12-01 12:00')),
    ],
  ),
  london('ok so um call the tile guy and uh order grout and yeah thats it', [task('call the tile guy'), task('order grout')]),
  newYork('gotta invoice Breen, call the landlord and pick up the new clippers tmrw', [
    task('invoice Breen'),
    task('call the landlord'),
    task('pick up the new clippers', n('11-12 12:00')),
  ]),
  london(
    "so yesterday's wedding went well, really lovely couple actually, but now I'm behind, right, I need to cull the Patel wedding photos by friday, then send the sneak peeks to the couple tomorrow evening at 7, and oh the second shooter needs paying so pay Dan on monday, and I must back up both cards tonight at 10, I think that's everything",
    [
      task('cull the Patel wedding photos', l('11-13 12:00')),
      task('send the sneak peeks to the couple', l('11-12 19:00')),
      task('pay Dan', l('11-16 12:00')),
      task('back up both cards', l('11-11 22:00')),
    ],
  ),
  newYork('and uh, groom the Hendersons two labs on friday at 10, also buy more towels, also call the van guy', [
    task('groom the Hendersons two labs', n('11-13 10:00')),
    task('buy more towels'),
    task('call the van guy'),
  ]),
  newYork(
    "ok so I land at JFK tomorrow around noon and honestly I'll be wrecked, but um can you remind me to send the Halcyon deck to Marcus on friday at 9, and I also need to expense the London trip by the end of the month, and uh book a car from the airport, that one's for tomorrow, and yeah call my sister at some point, no rush",
    [
      task('send the Halcyon deck to Marcus', n('11-13 09:00')),
      task('expense the London trip', n('11-30 12:00')),
      task('book a car from the airport', n('11-12 12:00')),
      task('call my sister'),
    ],
  ),
  london(
    "right so um yeah, we've got the school fete order for saturday which is massive, so I need to order extra flour from Marriage's tomorrow morning at 8, then ring Lucy on friday about a double shift, and I need to get the van cleaned by saturday too, oh and pay the electric bill on the 18th, that's all for now",
    [
      task("order extra flour from Marriage's", l('11-12 08:00')),
      task('ring Lucy about a double shift', l('11-13 12:00')),
      task('get the van cleaned', l('11-14 12:00')),
      task('pay the electric bill', l('11-18 12:00')),
    ],
  ),
  london(
    'ok voice note cos my hands are covered in green soap, I need to reorder the 3RL needles by friday, and reply to the lady who wants the memorial piece, and book Kai in for his touch up on the 19th at 2, and remind me to sterilise the grips tonight at 9 please, ta',
    [
      task('reorder the 3RL needles', l('11-13 12:00')),
      task('reply to the lady who wants the memorial piece'),
      task('book Kai in for his touch up', l('11-19 14:00')),
      task('sterilise the grips', l('11-11 21:00')),
    ],
    [
      task('reorder the 3RL needles', l('11-13 12:00')),
      task('reply to the lady who wants the memorial piece'),
      task('book Kai in for his touch up', l('11-19 14:00')),
      task('sterilise the grips', l('11-11 21:00')),
      talk('thanks'),
    ],
  ),
];

export const HELD_OUT_EIGHTH_KINDS: Record<string, HeldOutItem[]> = {
  task: EIGHTH_TASK,
  snooze: EIGHTH_SNOOZE,
  correction: EIGHTH_CORRECTION,
  rename: EIGHTH_RENAME,
  removal: EIGHTH_REMOVAL,
  completion: EIGHTH_COMPLETION,
  answer: EIGHTH_ANSWER,
  greeting: EIGHTH_GREETING,
  thanks: EIGHTH_THANKS,
  feeling: EIGHTH_FEELING,
  question: EIGHTH_QUESTION,
  statement: EIGHTH_STATEMENT,
  decision: EIGHTH_DECISION,
  dilemma: EIGHTH_DILEMMA,
  recall: EIGHTH_RECALL,
  prioritise: EIGHTH_PRIORITISE,
  agenda: EIGHTH_AGENDA,
  free_time: EIGHTH_FREE_TIME,
  recurring: EIGHTH_RECURRING,
  ramble: EIGHTH_RAMBLE,
  unclear: EIGHTH_UNCLEAR,
  bare: EIGHTH_BARE,
};

export const HELD_OUT_EIGHTH: HeldOutItem[] = Object.values(HELD_OUT_EIGHTH_KINDS).flat();
