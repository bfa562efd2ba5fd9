import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  answer,
  ctx,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
} from './held-out-kit';
import { THIRTIETH_B_KINDS } from './held-out-thirtieth-b';

/**
 * A thirtieth held-out set, written without sight of the reader: caterers, physios, skip hire,
 * a DC journalist, dog daycare, upholsterers, tutors, plasterers, a bridal boutique, a vineyard.
 * Read at HELD_OUT_NOW (Wed 11 Nov 2026, 15:00 London / 10:00 New York).
 */
const about = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});

export const THIRTIETH_ASK: HeldOutItem[] = [
  london('remind me to ring the skip depot at 4', task('ring the skip depot', l('11-11 16:00'))),
  london('need to invoice the Hendersons wedding tmrw', task('invoice the Hendersons wedding', l('11-12 12:00'))),
  london('order more linen napkins by friday pls', task('order more linen napkins', l('11-13 12:00'))),
  newYork('remind me to file the council piece b4 noon tomorrow', task('file the council piece', n('11-12 12:00'))),
  newYork('pitch the Post editor on monday morning', task('pitch the Post editor', n('11-16 09:00'))),
  london('book the van MOT for the 20th', task('book the van MOT', l('11-20 12:00'))),
  london('chase mrs okafor re the sofa deposit in 2 hours', task('chase mrs okafor re the sofa deposit', l('11-11 17:00'))),
  newYork('call the vet about Biscuit at half 11', task('call the vet about Biscuit', n('11-11 11:30'))),
  london('send the physio exercise sheet to Tom at quarter past five', task('send the physio exercise sheet to Tom', l('11-11 17:15'))),
  london('remind me first thing tomorrow to pick up the plaster bags', task('pick up the plaster bags', l('11-12 09:00'))),
  newYork('submit expense report EOD', task('submit expense report', n('11-11 17:00'))),
  london('fitting for Priya on thursday at 2pm, remind me to steam the dress an hour before', task('steam the dress', l('11-12 13:00'))),
  newYork('remind me in 45 mins to move the laundry for the dog towels', task('move the laundry for the dog towels', n('11-11 10:45'))),
  london('label the candle jars sat morning', task('label the candle jars', l('11-14 09:00'))),
  newYork('need to renew my press pass by the 1st', task('renew my press pass', n('12-01 12:00'))),
  london('remind me to prune the top row of vines next tuesday', task('prune the top row of vines', l('11-17 12:00'))),
  newYork('send lesson link to Marco at 7 tonight', task('send lesson link to Marco', n('11-11 19:00'))),
  london('pay the wholesaler 😬 tomorrow at 10', task('pay the wholesaler', l('11-12 10:00'))),
  newYork(
    'grab the fabric samples from the upholstery supplier on thanksgiving morning lol no wait the day after',
    task('grab the fabric samples from the upholstery supplier', n('11-27 12:00')),
  ),
  london(
    'quote for the kitchen rewire needs doing by end of the week',
    task('quote for the kitchen rewire', l('11-13 17:00')),
    task('quote for the kitchen rewire', l('11-13 12:00')),
  ),
  newYork('remind me to text Dana happy bday on the 19th at 8am', task('text Dana happy bday', n('11-19 08:00'))),
  london(
    'can you add collect the marquee deposit for 3 o clock',
    task('collect the marquee deposit', l('11-11 15:00')),
    task('collect the marquee deposit', l('11-12 15:00')),
  ),
  london('ring the accountant in 20 minutes', task('ring the accountant', l('11-11 15:20'))),
  newYork('put "interview the ward councilmember" on friday at 11:30', task('interview the ward councilmember', n('11-13 11:30'))),
  london('remind me on christmas eve to lock up the tasting room early', task('lock up the tasting room early', l('12-24 12:00'))),
  london('hey could u remind me to reorder wick stickers, monday 9ish', task('reorder wick stickers', l('11-16 09:00'))),
  newYork(
    'book a zoom trial lesson with the new student for 12/3 at 4pm',
    task('book a zoom trial lesson with the new student', n('12-03 16:00')),
  ),
  london('drop the invoice into the skip hire portal on 4/12', task('drop the invoice into the skip hire portal', l('12-04 12:00'))),
];

export const THIRTIETH_SNOOZE: HeldOutItem[] = [
  within(reminded('ring the skip depot', l('11-11 15:00')), london('give me an hour', snoozeFor(60))),
  within(reminded('invoice the caterers', l('11-11 14:00')), london('not now, 30 mins', snoozeFor(30))),
  within(reminded('order tulle', l('11-11 15:00')), london('later tonight, like 8', snoozeUntil(l('11-11 20:00')))),
  within(reminded('file the council piece', n('11-11 10:00')), newYork('snooze till 1', snoozeUntil(n('11-11 13:00')))),
  within(reminded('walk the big dogs', n('11-11 10:00')), newYork('push 15', snoozeFor(15))),
  within(reminded('send the treatment notes', l('11-10 17:00')), london('ugh tomorrow morning', snoozeUntil(l('11-12 09:00')))),
  within(reminded('call the plaster merchant', l('11-11 15:00')), london('remind me again in 2 hrs', snoozeFor(120))),
  within(reminded('book the tasting', l('11-11 15:00')), london('snooze til monday', snoozeUntil(l('11-16 09:00')))),
  within(
    reminded('grade the spanish homework', n('11-11 10:00')),
    newYork('after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminded('restock candle tins', l('11-11 15:00')), london('in a bit, 10 mins', snoozeFor(10))),
  within(
    reminded('pay the fabric invoice', n('11-09 12:00')),
    newYork('i know its late, give me till friday', snoozeUntil(n('11-13 09:00'))),
  ),
  within(reminded('chase the bride for the balance', l('11-11 15:00')), london('half an hour pls', snoozeFor(30))),
  within(reminded('email the physio clinic landlord', l('11-11 15:00')), london('not today', snoozeUntil(l('11-12 09:00')))),
  within(reminded('call the harvest crew', l('11-11 15:00')), london('ask me again at 6', snoozeUntil(l('11-11 18:00')))),
  within(reminded('write the school board story', n('11-11 10:00')), newYork('hold that 90 min', snoozeFor(90))),
  within(reminded('confirm the canapé numbers', l('11-11 15:00')), london('3 hours', snoozeFor(180))),
  within(reminded('quote the loft rewire', l('11-11 09:00')), london('remind me tomoz at 8', snoozeUntil(l('11-12 08:00')))),
  within(reminded('update the pup booking sheet', n('11-11 10:00')), newYork('later, around 4', snoozeUntil(n('11-11 16:00')))),
  within(reminded('call the skip customer in Leeds', l('11-11 15:00')), london('snooze 45m', snoozeFor(45))),
  within(reminded('buy staples for the upholstery gun', l('11-11 15:00')), london('next week', snoozeUntil(l('11-16 09:00')))),
  within(reminded('prep the French lesson', n('11-11 10:00')), newYork('snooze an hour and a half', snoozeFor(90))),
  within(reminded('invoice the vineyard tour group', l('11-06 12:00')), london('overdue i know. weekend', snoozeUntil(l('11-14 09:00')))),
  within(reminded('take plasterboard back', l('11-11 15:00')), london('give me 5', snoozeFor(5))),
  within(reminded('pitch the transit desk', n('11-11 10:00')), newYork('bump it to this evening 6pm', snoozeUntil(n('11-11 18:00')))),
  within(reminded('ring the venue manager', l('11-11 15:00')), london('can u nudge me after 5', snoozeUntil(l('11-11 17:00')))),
];

export const THIRTIETH_CORRECTION: HeldOutItem[] = [
  within(about('ring the skip depot', l('11-11 16:00')), london('oops I meant 5', move(ctx, null, '17:00'))),
  within(about('invoice the Hendersons wedding', l('11-12 12:00')), london('scratch that, friday', move(ctx, '2026-11-13', null))),
  within(about('pitch the Post editor', n('11-16 09:00')), newYork('no wait tuesday', move(ctx, '2026-11-17', null))),
  within(about('book the van MOT', l('11-20 12:00')), london('sorry meant the 21st', move(ctx, '2026-11-21', null))),
  within(about('call the vet', n('11-11 11:30')), newYork('make that 11:45', move(ctx, null, '11:45'))),
  within(about('label the candle jars', l('11-14 09:00')), london('actually sunday', move(ctx, '2026-11-15', null))),
  within(about('send lesson link to Marco', n('11-11 19:00')), newYork('my bad, 6:30 not 7', move(ctx, null, '18:30'))),
  within(about('prune the top row', l('11-17 12:00')), london('wrong day, wednesday next week', move(ctx, '2026-11-18', null))),
  within(
    about('collect the marquee deposit', l('11-12 15:00')),
    london('can we do thurs 10am instead', move(ctx, '2026-11-12', '10:00'), move(ctx, null, '10:00')),
  ),
  within(
    about('interview the councilmember', n('11-13 11:30')),
    newYork('she moved it, now monday at 2', move(ctx, '2026-11-16', '14:00')),
  ),
  within(about('fitting for Priya', l('11-12 14:00')), london('typo, 3pm', move(ctx, null, '15:00'))),
  within(about('walk the big dogs', n('11-11 12:00')), newYork('push that to tomorrow', move(ctx, '2026-11-12', null))),
  within(about('pay the wholesaler', l('11-12 10:00')), london('hmm make it the afternoon, 2ish', move(ctx, null, '14:00'))),
  within(about('renew press pass', n('12-01 12:00')), newYork('I meant nov 30', move(ctx, '2026-11-30', null))),
  within(about('quote for the kitchen rewire', l('11-13 17:00')), london('move it to next fri', move(ctx, '2026-11-20', null))),
  within(about('physio call with Mr Dale', l('11-11 16:30')), london('no no 4:45', move(ctx, null, '16:45'))),
  within(about('reorder wick stickers', l('11-16 09:00')), london('oops should be the 17th', move(ctx, '2026-11-17', null))),
  within(about('trial lesson', n('12-03 16:00')), newYork('actually make it 12/4 same time', move(ctx, '2026-12-04', null))),
  within(about('skim coat at the Patels', l('11-12 08:00')), london('7:30 instead', move(ctx, null, '07:30'))),
  within(
    about('bridal consult Harper', n('11-14 11:00')),
    newYork('she asked for saturday noon, so noon', move(ctx, null, '12:00'), move(ctx, '2026-11-14', '12:00')),
  ),
  within(about('deliver the armchair', l('11-18 12:00')), london('ah no its tomorrow', move(ctx, '2026-11-12', null))),
  within(about('chase mrs okafor', l('11-11 17:00')), london('change to tomorrow 9am', move(ctx, '2026-11-12', '09:00'))),
  within(about('send the caterer menu', n('11-13 12:00')), newYork('oh wait monday the 16th', move(ctx, '2026-11-16', null))),
];

export const THIRTIETH_RENAME: HeldOutItem[] = [
  within(about('ring the skip depot'), london('call it ring the skip depot in Hull', rename(ctx, 'ring the skip depot in Hull'))),
  within(
    about('invoice wedding'),
    london('rename that to invoice Hendersons wedding + travel', rename(ctx, 'invoice Hendersons wedding + travel')),
  ),
  within(about('pitch editor'), newYork('change the name to pitch Metro editor on housing', rename(ctx, 'pitch Metro editor on housing'))),
  within(about('call vet'), newYork('retitle it "call vet about Biscuit limp"', rename(ctx, 'call vet about Biscuit limp'))),
  within(about('order napkins'), london('should say order ivory napkins not white', rename(ctx, 'order ivory napkins'))),
  within(about('sofa deposit'), london('rename to chase sofa deposit from Okafors', rename(ctx, 'chase sofa deposit from Okafors'))),
  within(about('send sheet to Tom'), london('its Tim not Tom, send sheet to Tim', rename(ctx, 'send sheet to Tim'))),
  within(about('book MOT'), london('call it book MOT + service', rename(ctx, 'book MOT + service'))),
  within(about('lesson link'), newYork('rename: send zoom link to Marco and Ana', rename(ctx, 'send zoom link to Marco and Ana'))),
  within(about('prune vines'), london('change title to prune pinot rows', rename(ctx, 'prune pinot rows'))),
  within(about('wick stickers'), london('name it reorder wick stickers and lids', rename(ctx, 'reorder wick stickers and lids'))),
  within(about('plaster bags'), london('rename it pick up multi finish bags', rename(ctx, 'pick up multi finish bags'))),
  within(about('press pass'), newYork('retitle to renew Senate press pass', rename(ctx, 'renew Senate press pass'))),
  within(about('marquee deposit'), london('I mean collect the marquee balance, rename pls', rename(ctx, 'collect the marquee balance'))),
  within(
    about('quote rewire'),
    london('rename this one to quote for Bakers kitchen rewire', rename(ctx, 'quote for Bakers kitchen rewire')),
  ),
  within(about('text Dana'), newYork('change it to call Dana for her bday', rename(ctx, 'call Dana for her bday'))),
  within(about('fabric samples'), newYork('call that one pick up velvet swatches', rename(ctx, 'pick up velvet swatches'))),
  within(about('steam dress'), london('rename steam the Aria gown', rename(ctx, 'steam the Aria gown'))),
  within(about('dog towels'), newYork('title should be wash the daycare towels', rename(ctx, 'wash the daycare towels'))),
  within(about('pay wholesaler'), london('change the wording to pay the wax wholesaler', rename(ctx, 'pay the wax wholesaler'))),
  within(about('tasting room'), london('relabel it close tasting room at 3', rename(ctx, 'close tasting room at 3'))),
];

export const THIRTIETH_REMOVAL: HeldOutItem[] = [
  within(about('ring the skip depot'), london('delete that', remove())),
  within(about('invoice wedding'), london('get rid of it, they paid cash', remove(), done())),
  within(about('order napkins'), london('bin that one', remove())),
  within(about('pitch editor'), newYork('nvm remove it, story got killed', remove())),
  within(about('call vet'), newYork('cancel that reminder', remove())),
  within(about('book MOT'), london('scrap it', remove())),
  within(about('label jars'), london('forget that one, no longer needed', remove())),
  within(about('lesson link'), newYork('take it off the list', remove())),
  within(about('prune vines'), london('remove pls', remove())),
  within(about('marquee deposit'), london("don't need that anymore, delete", remove())),
  within(about('steam dress'), london('client cancelled, drop it', remove())),
  newYork('delete the fabric samples one', remove(words('fabric samples'))),
  london('remove "reorder wick stickers"', remove(words('reorder wick stickers'))),
  within({ listed: ['call vet', 'walk the big dogs', 'buy kibble'] }, newYork('delete 2', remove({ by: 'number', number: 2 }))),
  within(
    { listed: ['skim coat Patels', 'price the ceiling job', 'pick up bags'] },
    london('kill number 3', remove({ by: 'number', number: 3 })),
  ),
  london('cancel the van MOT task', remove(words('van MOT'))),
  within(about('text Dana'), newYork('erase that', remove())),
  within(about('tasting room'), london('nah ditch it', remove())),
  within(about('expense report'), newYork('scratch that whole thing, delete', remove())),
  within(about('plaster bags'), london('get that off my list', remove())),
  london('remove the physio sheet reminder', remove(words('physio sheet'))),
];

export const THIRTIETH_COMPLETION: HeldOutItem[] = [
  within(reminded('ring the skip depot'), london('done', done())),
  within(reminded('pay the wholesaler'), london('paid the wholesaler', done())),
  within(reminded('invoice wedding'), london('✅', done())),
  within(reminded('call vet'), newYork('did it', done())),
  within(reminded('walk the big dogs'), newYork('all walked 🐕', done())),
  within(reminded('send lesson link'), newYork('sent', done())),
  within(reminded('book MOT'), london('booked ✔️', done())),
  within(reminded('steam the dress'), london('yep sorted', done())),
  within(reminded('label jars'), london('finished those earlier', done())),
  within(reminded('file council piece'), newYork('filed it an hour ago', done())),
  within(reminded('chase sofa deposit'), london('she paid! done', done())),
  within(reminded('collect marquee deposit'), london('got it', done())),
  within(reminded('prune vines'), london('pruned 👍', done())),
  within(reminded('pick up plaster bags'), london('picked up', done())),
  newYork('done the expense report', done(words('expense report'))),
  london('finished the kitchen rewire quote', done(words('kitchen rewire quote'))),
  within({ listed: ['order napkins', 'confirm canapés', 'pay chef'] }, london('2 done', done({ by: 'number', number: 2 }))),
  within({ listed: ['pitch Post', 'renew press pass'] }, newYork('done 1', done({ by: 'number', number: 1 }))),
  within(reminded('reorder wick stickers'), london('ordered them this morning', done())),
  within(reminded('text Dana'), newYork('texted her 🎂', done())),
  within(reminded('renew press pass'), newYork('renewed', done())),
  within(reminded('send physio sheet'), london('tick', done())),
  within(reminded('call the harvest crew'), london('spoke to them, all good', done())),
  within(reminded('grade homework'), newYork('graded, finally', done())),
];

export const THIRTIETH_ANSWER: HeldOutItem[] = [
  within({ pending: { about: 'which_task', options: ['call the vet', 'call the venue'] } }, newYork('the second one', answer(2))),
  within({ pending: { about: 'which_task', options: ['invoice Hendersons', 'invoice Patels'] } }, london('1', answer(1))),
  within({ pending: { about: 'which_task', options: ['pay chef', 'pay wholesaler', 'pay rent'] } }, london('3', answer(3))),
  within({ pending: { about: 'which_task', options: ['pitch Post', 'pitch Atlantic'] } }, newYork('first', answer(1))),
  within(
    { pending: { about: 'dilemma_choice', question: 'hire a second groomer?', options: ['hire now', 'wait till spring'] } },
    newYork('going with 2', answer(2)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'new van?', options: ['lease', 'buy used'] } },
    london('the first option', answer(1)),
  ),
  within({ pending: { about: 'other', question: 'Add it for tomorrow at 9?', options: [] } }, london('yes', answer(null))),
  within({ pending: { about: 'other', question: 'Add it for friday?', options: [] } }, newYork('no', answer(null))),
  within({ pending: { about: 'other', question: 'Did you mean the dress fitting?', options: [] } }, london('yep', answer(null))),
  within(
    { pending: { about: 'dilemma_matters', question: 'raise prices?', options: ['raise 10%', 'keep'] } },
    london('cashflow mostly', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'which supplier for wax?' } },
    london('either Kent Wax or the Dutch lot', answer(null)),
  ),
  within({ pending: { about: 'which_task', options: ['call Tom', 'call Tim'] } }, london('Tim', answer(2), answer(null))),
  within(
    { pending: { about: 'dilemma_choice', question: 'take the Denver job?', options: ['take it', 'pass'] } },
    newYork('not yet', answer(null)),
  ),
  within({ pending: { about: 'which_task', options: ['order tulle', 'order veils'] } }, london('number 2', answer(2))),
  within({ pending: { about: 'other', question: 'Keep this as a note?', options: [] } }, london('yeah go on', answer(null))),
  within({ pending: { about: 'review', decision: 'closing Mondays' } }, london('honestly it worked, way less burnt out', answer(null))),
  within({ pending: { about: 'stuck', task: 'quote the loft rewire' } }, london('waiting on the sparky for measurements', answer(null))),
  within({ pending: { about: 'which_task', options: ['walk the big dogs', 'walk the puppies'] } }, newYork('the puppies one', answer(2))),
  within(
    { pending: { about: 'dilemma_choice', question: 'which venue?', options: ['barn', 'hotel', 'vineyard'] } },
    london('third', answer(3)),
  ),
  within({ pending: { about: 'other', question: 'Shall I set it for 9am?', options: [] } }, newYork('nope', answer(null))),
  within({ pending: { about: 'which_task', options: ['send sheet Tim', 'send sheet Dale'] } }, london('2nd', answer(2))),
];

export const THIRTIETH_RECURRING: HeldOutItem[] = [
  london(
    'every monday at 8 remind me to check the skip bookings',
    task('check the skip bookings', l('11-16 08:00'), { repeat: every('week') }),
  ),
  newYork('remind me daily at 6pm to post the pups pics', task('post the pups pics', n('11-11 18:00'), { repeat: every('day') })),
  london(
    'invoice the subscription boxes on the 1st of every month',
    task('invoice the subscription boxes', l('12-01 12:00'), { repeat: every('month') }),
  ),
  newYork(
    'every weekday at 9 check the wire for my beat',
    task('check the wire for my beat', n('11-12 09:00'), { repeat: every('weekday') }),
  ),
  london('water the cuttings every day at 7am', task('water the cuttings', l('11-12 07:00'), { repeat: every('day') })),
  london('remind me every friday 4pm to do timesheets', task('do timesheets', l('11-13 16:00'), { repeat: every('week') })),
  newYork('each tuesday at noon send the lesson plans', task('send the lesson plans', n('11-17 12:00'), { repeat: every('week') })),
  london(
    'every other wednesday at 10 restock the tool van',
    task('restock the tool van', l('11-18 10:00'), { repeat: every('week', 2) }),
    task('restock the tool van', l('11-25 10:00'), { repeat: every('week', 2) }),
  ),
  london('pay VAT every quarter on the 7th', task('pay VAT', l('12-07 12:00'), { repeat: every('month', 3) })),
  newYork('remind me every sunday evening at 7 to plan the week', task('plan the week', n('11-15 19:00'), { repeat: every('week') })),
  london('each morning at 8:30 check the boutique inbox', task('check the boutique inbox', l('11-12 08:30'), { repeat: every('day') })),
  london(
    'renew the public liability insurance every year on 3 march',
    task('renew the public liability insurance', l('2027-03-03 12:00'), { repeat: every('year') }),
  ),
  newYork('every thursday 3pm call mom', task('call mom', n('11-12 15:00'), { repeat: every('week') })),
  london('every saturday 9am clean the kennels', task('clean the kennels', l('11-14 09:00'), { repeat: every('week') })),
  london(
    'monthly on the 15th send the candle box newsletter',
    task('send the candle box newsletter', l('11-15 12:00'), { repeat: every('month') }),
  ),
  newYork('every weekday 7:45 pick up Jo from carpool', task('pick up Jo from carpool', n('11-12 07:45'), { repeat: every('weekday') })),
  london(
    'remind me to check the fermenting tanks every 2 days',
    task('check the fermenting tanks', null, { repeat: every('day', 2) }),
    task('check the fermenting tanks', l('11-13 12:00'), { repeat: every('day', 2) }),
  ),
  london(
    'every monday and i mean every monday 9am chase late payers',
    task('chase late payers', l('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'on the last friday of each month do the books — actually just the 28th monthly',
    task('do the books', n('11-28 12:00'), { repeat: every('month') }),
  ),
  london('daily 5pm lock the workshop shutter', task('lock the workshop shutter', l('11-11 17:00'), { repeat: every('day') })),
  newYork(
    'weekly on mondays at 10 team standup w the walkers',
    task('team standup w the walkers', n('11-16 10:00'), { repeat: every('week') }),
  ),
];

export const HELD_OUT_THIRTIETH_KINDS: Record<string, HeldOutItem[]> = {
  ask: THIRTIETH_ASK,
  snooze: THIRTIETH_SNOOZE,
  correction: THIRTIETH_CORRECTION,
  rename: THIRTIETH_RENAME,
  removal: THIRTIETH_REMOVAL,
  completion: THIRTIETH_COMPLETION,
  answer: THIRTIETH_ANSWER,
  recurring: THIRTIETH_RECURRING,
  ...THIRTIETH_B_KINDS,
};

export const HELD_OUT_THIRTIETH: HeldOutItem[] = Object.values(HELD_OUT_THIRTIETH_KINDS).flat();
