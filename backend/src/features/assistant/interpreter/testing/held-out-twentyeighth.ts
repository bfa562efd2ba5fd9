import type { ConversationState, Intent } from '../intent';
import {
  type HeldOutItem,
  ctx,
  done,
  every,
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
} from './held-out-kit';
import {
  TWENTYEIGHTH_AGENDA,
  TWENTYEIGHTH_DECISION,
  TWENTYEIGHTH_DILEMMA,
  TWENTYEIGHTH_FEELING,
  TWENTYEIGHTH_FREE_TIME,
  TWENTYEIGHTH_GREETING,
  TWENTYEIGHTH_PRIORITISE,
  TWENTYEIGHTH_QUESTION,
  TWENTYEIGHTH_RECALL,
  TWENTYEIGHTH_STATEMENT,
  TWENTYEIGHTH_THANKS,
  TWENTYEIGHTH_HEDGED,
} from './held-out-twentyeighth-b';

/**
 * A held-out set written without sight of the reader: small-business people outside tech (cleaners,
 * a ceramicist, a driving instructor, a florist, a carpet fitter, a wedding planner, a pet sitter, an
 * upholsterer, a brewer, an osteopath) and a consultant between London and New York, texting and
 * dictating as they do. Read at HELD_OUT_NOW: Wednesday 11 November 2026, 15:00 London, 10:00 New York.
 */

/** A question back to the person: as good as `unclear` for a message that names no task. */
const ASK: Intent = { kind: 'ask', text: '', options: [] };

const about = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
const chasing = (title: string, due: string | null): Partial<ConversationState> => ({
  current: { title, due },
  pending: { about: 'follow_up', task: title },
});

export const TWENTYEIGHTH_ASK: HeldOutItem[] = [
  london('remind me to ring the glaze supplier tomorrow at 10am', task('ring the glaze supplier', l('11-12 10:00'))),
  london('book the kiln service engineer friday half 9', task('book the kiln service engineer', l('11-13 09:30'))),
  london('call the barn venue at quarter to 5', task('call the barn venue', l('11-11 16:45'))),
  newYork('send Marisol the revised tagline deck by 3pm', task('send Marisol the revised tagline deck', n('11-11 15:00'))),
  newYork('remind me in 2 hrs to invoice the brewery client', task('invoice the brewery client', inMinutes(120))),
  london('pick up the dog food for the Parkers in 45 mins', task('pick up the dog food for the Parkers', inMinutes(45))),
  london(
    'order 40 white ranunculus for the Hughes wedding on 3/12',
    task('order 40 white ranunculus for the Hughes wedding', l('12-03 12:00')),
  ),
  newYork('pay the studio rent 12/3', task('pay the studio rent', n('12-03 12:00'))),
  london('need to renew my ADI badge on the 20th', task('renew my ADI badge', l('11-20 12:00')), task('renew ADI badge', l('11-20 12:00'))),
  london('tmrw 8am text Mrs Okafor re her lesson', task('text Mrs Okafor re her lesson', l('11-12 08:00'))),
  newYork('at 11 am tomorrow call the hops broker', task('call the hops broker', n('11-12 11:00'))),
  london('remind me thurs 4pm to measure the Wilsons hallway', task('measure the Wilsons hallway', l('11-12 16:00'))),
  london('tonight at 8 send the cleaners next weeks rota', task('send the cleaners next weeks rota', l('11-11 20:00'))),
  newYork(
    'dont let me forget to drop the keys at the Hendersons tomorrow at noon',
    task('drop the keys at the Hendersons', n('11-12 12:00')),
  ),
  london('christmas eve collect the turkey from the butchers', task('collect the turkey from the butchers', l('12-24 12:00'))),
  newYork('thanksgiving morning 9am call grandma', task('call grandma', n('11-26 09:00'))),
  london('new years day post the studio opening hours', task('post the studio opening hours', l('2027-01-01 12:00'))),
  london(
    'remind me in 3 days to chase the fabric sample',
    task('chase the fabric sample', l('11-14 12:00')),
    task('chase the fabric sample', l('11-14 15:00')),
  ),
  newYork(
    'a week from today send the quarterly report to Dana',
    task('send the quarterly report to Dana', n('11-18 12:00')),
    task('send the quarterly report to Dana', n('11-18 10:00')),
  ),
  london('this saturday restock the farm shop with sourdough', task('restock the farm shop with sourdough', l('11-14 12:00'))),
  london(
    'monday at twenty past 8 ring the council about parking permits',
    task('ring the council about parking permits', l('11-16 08:20')),
  ),
  newYork('fri 2:30pm dentist for Leo', task('dentist for Leo', n('11-13 14:30'))),
  london('on the 2nd of december renew the van insurance', task('renew the van insurance', l('12-02 12:00'))),
  london(
    'in a fortnight check the Hallidays sofa springs',
    task('check the Hallidays sofa springs', l('11-25 12:00')),
    task('check the Hallidays sofa springs', l('11-25 15:00')),
  ),
  newYork('remind me at 4:15 to leave for the airport', task('leave for the airport', n('11-11 16:15'))),
  london('ten minutes from now take the bread out', task('take the bread out', inMinutes(10))),
  newYork('call the accountant tomorrow between 2 and 4', task('call the accountant', n('11-12 14:00'))),
  london(
    'first thing tomorrow send Priya the quote for the deep clean',
    task('send Priya the quote for the deep clean', l('11-12 09:00')),
    task('send Priya the quote for the deep clean', l('11-12 08:00')),
  ),
  london('order more grout b4 friday', task('order more grout', l('11-13 12:00')), task('order more grout', l('11-12 12:00'))),
  newYork(
    'chase the Austin client for payment EOD',
    task('chase the Austin client for payment', n('11-11 17:00')),
    task('chase the Austin client for payment', n('11-11 18:00')),
  ),
  london(
    'book MOT for the learner car next tuesday',
    task('book MOT for the learner car', l('11-17 12:00')),
    task('book MOT for the learner car', l('11-24 12:00')),
  ),
  london(
    'tomorrow after lunch ring the marquee company',
    task('ring the marquee company', l('11-12 13:00')),
    task('ring the marquee company', l('11-12 14:00')),
  ),
  newYork('send the patient intake forms out on Nov 19', task('send the patient intake forms out', n('11-19 12:00'))),
  london('midday tomorrow walk Biscuit and Mabel', task('walk Biscuit and Mabel', l('11-12 12:00'))),
  newYork('sunday 7pm prep the grocery list', task('prep the grocery list', n('11-15 19:00'))),
  london(
    'pls remind me to do the vat return by the end of the month',
    task('do the vat return', l('11-30 12:00')),
    task('do the vat return', l('11-30 17:00')),
  ),
  london('6.30 tomorrow morning load the van for the Cheltenham job', task('load the van for the Cheltenham job', l('11-12 06:30'))),
  newYork('remind me at 9 pm est to email the London team', task('email the London team', n('11-11 21:00'))),
  london('email the bride her timeline on tuesday the 17th', task('email the bride her timeline', l('11-17 12:00'))),
  newYork('need to file the 1099s on 1/15', task('file the 1099s', n('2027-01-15 12:00'))),
  london('pay Kasia for her shifts 27/11', task('pay Kasia for her shifts', l('11-27 12:00'))),
  london('at noon tmrw upload the new mugs to etsy', task('upload the new mugs to etsy', l('11-12 12:00'))),
];

export const TWENTYEIGHTH_SNOOZE: HeldOutItem[] = [
  within(chasing('Ring the glaze supplier', l('11-11 15:00')), london('snooze 20 mins', snoozeFor(20))),
  within(chasing('Invoice the brewery client', n('11-11 10:00')), newYork('give me an hour', snoozeFor(60))),
  within(chasing('Measure the Wilsons hallway', l('11-11 14:00')), london('not now, 30 min', snoozeFor(30))),
  within(chasing('Send the rota', l('11-11 15:00')), london('remind me again in 2 hours', snoozeFor(120))),
  within(about('Call the hops broker', n('11-11 11:00')), newYork('snooze that till 3pm', snoozeUntil(n('11-11 15:00')))),
  within(about('Order peonies', l('11-11 16:00')), london('push it back an hour', snoozeFor(60), move(ctx, null, '17:00'))),
  within(chasing('Walk Biscuit', l('11-11 13:00')), london('later pls, 15', snoozeFor(15))),
  within(chasing('Chase the Austin client', n('11-11 09:00')), newYork('snooze til tomorrow 9am', snoozeUntil(n('11-12 09:00')))),
  within(chasing('Do the vat return', l('11-10 12:00')), london('ugh snooze it till monday 10', snoozeUntil(l('11-16 10:00')))),
  within(chasing('Text Mrs Okafor', l('11-11 15:00')), london('5 more mins', snoozeFor(5))),
  within(
    chasing('Email the London team', n('11-11 10:00')),
    newYork('ask me again after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(chasing('Collect the proofs', l('11-11 15:00')), london('not yet. remind me at half 5', snoozeUntil(l('11-11 17:30')))),
  within(chasing('Call grandma', n('11-11 10:00')), newYork('snooze 90 minutes', snoozeFor(90))),
  within(chasing('Ring the council', l('11-11 12:00')), london('snooze till 4', snoozeUntil(l('11-11 16:00')))),
  within(chasing('Upload the mugs', l('11-11 15:00')), london('bump it 45m', snoozeFor(45))),
  within(chasing('Send Marisol the deck', n('11-11 10:00')), newYork('in a meeting, hit me again in 10', snoozeFor(10))),
  within(
    chasing('Restock the farm shop', l('11-11 15:00')),
    london('can you remind me tonight at 7 instead', snoozeUntil(l('11-11 19:00'))),
  ),
  within(chasing('Check the sofa springs', l('11-09 12:00')), london('snooze a day', snoozeFor(1440))),
  within(chasing('Prep the grocery list', n('11-11 10:00')), newYork('snooze for 3 hrs', snoozeFor(180))),
  within(chasing('Load the van', l('11-11 15:00')), london('hold off til 6pm', snoozeUntil(l('11-11 18:00')))),
  within(chasing('Pay Kasia', l('11-11 15:00')), london('SNOOZE 1H', snoozeFor(60))),
  within(chasing('File the 1099s', n('11-11 10:00')), newYork('later. friday morning 9', snoozeUntil(n('11-13 09:00')))),
  within(chasing('Book the kiln engineer', l('11-11 15:00')), london('driving rn, 25 mins pls', snoozeFor(25))),
  within(chasing('Email the bride', l('11-11 11:00')), london('ah missed that one, remind me in half an hour', snoozeFor(30))),
  within(chasing('Leave for the airport', n('11-11 10:00')), newYork('snooze till quarter past 11', snoozeUntil(n('11-11 11:15')))),
  within(
    chasing('Send the deep clean quote', l('11-11 15:00')),
    london('tomorrow at 8 please', snoozeUntil(l('11-12 08:00')), move(ctx, '2026-11-12', '08:00')),
  ),
  within(chasing('Book the MOT', l('11-11 15:00')), london('snooze x2 hours', snoozeFor(120))),
  within(chasing('Call the venue', n('11-11 08:00')), newYork('overdue i know, 20 more min', snoozeFor(20))),
  within(chasing('Ring the marquee company', l('11-11 15:00')), london('⏰ 1 hour', snoozeFor(60))),
  within(chasing('Send intake forms', n('11-11 10:00')), newYork('remind me at 2 instead', snoozeUntil(n('11-11 14:00')))),
];

export const TWENTYEIGHTH_CORRECTION: HeldOutItem[] = [
  within(about('Ring the glaze supplier', l('11-12 10:00')), london('oops I meant 11', move(ctx, null, '11:00'))),
  within(about('Call the hops broker', n('11-12 11:00')), newYork('no wait make it thursday', move(ctx, '2026-11-12', null))),
  within(about('Measure the Wilsons hallway', l('11-12 16:00')), london('scratch that, friday', move(ctx, '2026-11-13', null))),
  within(about('Email the bride her timeline', l('11-17 12:00')), london('actually make it 2:30', move(ctx, null, '14:30'))),
  within(about('Dentist for Leo', n('11-13 14:30')), newYork('sorry i meant 3:30 not 2:30', move(ctx, null, '15:30'))),
  within(about('Order grout', l('11-13 12:00')), london('hmm make that tomorrow', move(ctx, '2026-11-12', null))),
  within(about('Walk Biscuit and Mabel', l('11-12 12:00')), london('no, half 1', move(ctx, null, '13:30'))),
  within(about('Pay the studio rent', n('12-03 12:00')), newYork('wrong date, it should be the 1st', move(ctx, '2026-12-01', null))),
  within(about('Load the van', l('11-12 06:30')), london('make it 7 instead', move(ctx, null, '07:00'))),
  within(about('Send the quarterly report', n('11-18 12:00')), newYork('push that to monday', move(ctx, '2026-11-16', null))),
  within(about('Call the barn venue', l('11-11 16:45')), london('move it to tomorrow 9am', move(ctx, '2026-11-12', '09:00'))),
  within(about('Restock the farm shop', l('11-14 12:00')), london('no sorry, sunday', move(ctx, '2026-11-15', null))),
  within(about('Prep the grocery list', n('11-15 19:00')), newYork('typo — 6pm', move(ctx, null, '18:00'))),
  within(about('Renew the van insurance', l('12-02 12:00')), london('actually the 4th', move(ctx, '2026-12-04', null))),
  within(about('Text Mrs Okafor', l('11-12 08:00')), london('ugh no 8 in the evening', move(ctx, null, '20:00'))),
  within(about('Call the accountant', n('11-12 14:00')), newYork('change that to 10 am', move(ctx, null, '10:00'))),
  london('move the Wilsons measure to friday 2pm', move(words('Wilsons'), '2026-11-13', '14:00')),
  newYork('can you shift the hops call to thursday at 1', move(words('hops'), '2026-11-12', '13:00')),
  london('put the kiln engineer back to monday', move(words('kiln'), '2026-11-16', null)),
  within(about('Pick up dog food', l('11-11 15:45')), london('oh wait, 5 o clock', move(ctx, null, '17:00'))),
  within(about('Send the cleaners rota', l('11-11 20:00')), london('earlier. 6', move(ctx, null, '18:00'))),
  within(about('Email the London team', n('11-11 21:00')), newYork('meant 9am tmrw not tonight', move(ctx, '2026-11-12', '09:00'))),
  within(about('Upload mugs to etsy', l('11-12 12:00')), london('make it the 19th', move(ctx, '2026-11-19', null))),
  within(about('Call grandma', n('11-26 09:00')), newYork('nah, 10 is better', move(ctx, null, '10:00'))),
  within(about('File the 1099s', n('2027-01-15 12:00')), newYork('hm no, 1/29', move(ctx, '2027-01-29', null))),
];

export const TWENTYEIGHTH_RENAME: HeldOutItem[] = [
  within(
    about('Ring the glaze supplier', l('11-12 10:00')),
    london('rename it to ring Potclays about the celadon', rename(ctx, 'ring Potclays about the celadon')),
  ),
  within(about('Dentist for Leo', n('11-13 14:30')), newYork('call it "Leo orthodontist" instead', rename(ctx, 'Leo orthodontist'))),
  london(
    'change the florist one to order peonies from the Dutch wholesaler',
    rename(words('florist'), 'order peonies from the Dutch wholesaler'),
  ),
  within(
    about('Measure hallway', l('11-12 16:00')),
    london('retitle that: measure Wilsons hallway and stairs', rename(ctx, 'measure Wilsons hallway and stairs')),
  ),
  within(
    about('Chase payment', n('11-11 17:00')),
    newYork('rename to chase Lonestar Coffee for the Oct invoice', rename(ctx, 'chase Lonestar Coffee for the Oct invoice')),
  ),
  newYork('rename the grocery task to "meal plan + groceries"', rename(words('grocery'), 'meal plan + groceries')),
  within(
    about('Walk the dogs', l('11-12 12:00')),
    london('can u rename it walk Biscuit, Mabel and Pip', rename(ctx, 'walk Biscuit, Mabel and Pip')),
  ),
  london('the van one should say book the van in for its MOT', rename(words('van'), 'book the van in for its MOT')),
  within(
    about('Email bride', l('11-17 12:00')),
    london('better title: send Sophie the final day timeline', rename(ctx, 'send Sophie the final day timeline')),
  ),
  within(
    about('Call accountant', n('11-12 14:00')),
    newYork('name it call Rick about Q4 estimates', rename(ctx, 'call Rick about Q4 estimates')),
  ),
  london(
    'change "pay Kasia" to pay Kasia and Tom for the office clean',
    rename(words('pay Kasia'), 'pay Kasia and Tom for the office clean'),
  ),
  within(
    about('Load the van', l('11-12 06:30')),
    london('reword that as load underlay and gripper for Cheltenham', rename(ctx, 'load underlay and gripper for Cheltenham')),
  ),
  newYork('rename the airport reminder to leave for JFK', rename(words('airport'), 'leave for JFK')),
  within(
    about('Restock farm shop', l('11-14 12:00')),
    london('rename: restock farm shop with sourdough and rye', rename(ctx, 'restock farm shop with sourdough and rye')),
  ),
  within(
    about('Send intake forms', n('11-19 12:00')),
    newYork('change the wording to email new patients their intake forms', rename(ctx, 'email new patients their intake forms')),
  ),
  london(
    'rename the upholstery job to reupholster the Halliday wingback',
    rename(words('upholstery'), 'reupholster the Halliday wingback'),
  ),
  within(
    about('Post opening hours', l('2027-01-01 12:00')),
    london('call it post January opening hours on insta', rename(ctx, 'post January opening hours on insta')),
  ),
  within(
    about('Call the hops broker', n('11-12 11:00')),
    newYork('actually name it call Yakima broker re Citra contract', rename(ctx, 'call Yakima broker re Citra contract')),
  ),
  london('rename number 2 to collect the Bibury barn deposit', rename(num(2), 'collect the Bibury barn deposit')),
  within(
    about('Text Mrs Okafor', l('11-12 08:00')),
    london('pls change the name to confirm Mrs Okafor mock test', rename(ctx, 'confirm Mrs Okafor mock test')),
  ),
  within(
    about('Book kiln engineer', l('11-13 09:30')),
    london('rename to get the kiln elements replaced', rename(ctx, 'get the kiln elements replaced')),
  ),
  newYork('change the tagline one to send Marisol v3 taglines', rename(words('tagline'), 'send Marisol v3 taglines')),
];

export const TWENTYEIGHTH_REMOVAL: HeldOutItem[] = [
  within(about('Ring the glaze supplier', l('11-12 10:00')), london('delete that', remove(ctx))),
  london('cancel the yoga reminder', remove(words('yoga'))),
  london('bin the reminder about the van MOT', remove(words('van MOT'))),
  newYork('remove the hops broker call, he retired', remove(words('hops broker'))),
  within(about('Call the barn venue', l('11-11 16:45')), london('scrap it, they rang me', remove(ctx))),
  within(about('Dentist for Leo', n('11-13 14:30')), newYork('nvm delete it', remove(ctx))),
  london('get rid of the grout one', remove(words('grout'))),
  within(about('Email bride timeline', l('11-17 12:00')), london('wedding is off 😬 remove that', remove(ctx))),
  newYork('delete the intake forms task', remove(words('intake forms'))),
  london('take the Parkers dog food off my list', remove(words('Parkers dog food'))),
  within(about('Restock farm shop', l('11-14 12:00')), london('no need for that one any more, remove', remove(ctx))),
  newYork('cancel the thanksgiving grandma call, we’re visiting instead', remove(words('grandma'))),
  london('delete number 3', remove(num(3))),
  within(about('Load the van', l('11-12 06:30')), london('job cancelled so drop that reminder', remove(ctx))),
  newYork('remove #4', remove(num(4))),
  within(about('Upload mugs', l('11-12 12:00')), london('forget that one entirely, delete', remove(ctx))),
  london('scrap the council parking permits task', remove(words('parking permits'))),
  within(
    about('Chase the fabric sample', l('11-14 12:00')),
    london('it arrived this morning, delete the reminder', remove(ctx), done(ctx)),
  ),
  newYork('kill the airport reminder, flight got cancelled', remove(words('airport'))),
  within(about('Send the quarterly report', n('11-18 12:00')), newYork('erase that', remove(ctx))),
  london('remove the turkey one, mum is doing it this year', remove(words('turkey'))),
  within(about('Renew ADI badge', l('11-20 12:00')), london('dont need that, cancel it', remove(ctx))),
];

export const TWENTYEIGHTH_COMPLETION: HeldOutItem[] = [
  within(chasing('Ring the glaze supplier', l('11-11 15:00')), london('done ✅', done(ctx))),
  within(chasing('Pay the tile guy', l('11-11 12:00')), london('paid the tile guy', done(ctx), done(words('tile guy')))),
  within(chasing('Invoice the brewery client', n('11-11 10:00')), newYork('sent it 👍', done(ctx))),
  within(chasing('Walk Biscuit', l('11-11 15:00')), london('✔️', done(ctx))),
  within(chasing('Text Mrs Okafor', l('11-11 15:00')), london('yep did that this morning', done(ctx))),
  london('finished the Morgan quote', done(words('Morgan quote'))),
  newYork('done with the Marisol deck', done(words('Marisol deck'))),
  london('tick off the grout order', done(words('grout'))),
  within(chasing('Book the kiln engineer', l('11-11 15:00')), london('booked! coming tues', done(ctx))),
  newYork('mark the accountant call as done', done(words('accountant'))),
  within(chasing('Send the rota', l('11-11 15:00')), london('rota sent to the girls', done(ctx), done(words('rota')))),
  within(chasing('Chase payment', n('11-11 09:00')), newYork('they paid!! 🎉', done(ctx))),
  london('done 2', done(num(2))),
  newYork('2 and 4 are done', [done(num(2)), done(num(4))]),
  within(chasing('Collect the proofs', l('11-11 15:00')), london('got them', done(ctx))),
  within(chasing('Measure the hallway', l('11-11 10:00')), london('measured, 4.2 by 1.1', done(ctx))),
  london('completed the Halliday wingback today', done(words('Halliday wingback'))),
  within(chasing('Renew van insurance', l('11-11 15:00')), london('renewed it online just now', done(ctx))),
  newYork('the 1099s are filed', done(words('1099s'))),
  within(chasing('Call grandma', n('11-11 10:00')), newYork('called her ❤️', done(ctx))),
  within(chasing('Prep the grocery list', n('11-11 10:00')), newYork('did it', done(ctx))),
  london('emailed Sophie the timeline, tick it off', done(words('timeline'))),
  within(chasing('Restock the farm shop', l('11-11 15:00')), london('all restocked', done(ctx))),
  within(chasing('Drop the keys at the Hendersons', n('11-11 10:00')), newYork('keys dropped off', done(ctx), done(words('keys')))),
  london('✅ kiln', done(words('kiln'))),
  within(chasing('Upload mugs to etsy', l('11-11 15:00')), london('yes all 12 listed', done(ctx))),
  within(chasing('Pay Kasia', l('11-11 15:00')), london('paid kasia', done(ctx), done(words('Kasia')))),
  within(chasing('Send intake forms', n('11-11 10:00')), newYork('DONE', done(ctx))),
];

export const TWENTYEIGHTH_ANSWER: HeldOutItem[] = [
  within({ pending: { about: 'which_task', options: ['Call Dan', 'Call Dana'] } }, london('2', answer(2), done(num(2)))),
  within(
    { pending: { about: 'which_task', options: ['Pay Kasia', 'Pay Kasia and Tom'] } },
    london('the first one', answer(1), done(num(1))),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'Van or car lease?', options: ['van', 'car'] } },
    london('the second one', answer(2)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'Hire or not?', options: ['hire Jess', 'stay solo'] } },
    newYork('option 1', answer(1)),
  ),
  within(
    { pending: { about: 'follow_up', task: 'Ring the council' }, current: { title: 'Ring the council', due: l('11-11 14:00') } },
    london('yes', done(ctx), answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I take the Bath job?' } },
    london('either take it and sub out the fitting or turn it down', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Morning or afternoon?', options: ['Morning', 'Afternoon'] } },
    newYork('afternoon pls', answer(2)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'Which kiln?', options: ['Rohde', 'Kilncare'] } },
    london('mostly reliability tbh, then price', answer(null)),
  ),
  within(
    { pending: { about: 'keep', text: 'I work better when I batch the admin' } },
    london('keep', answer(null), [{ kind: 'journal_note', text: '' }]),
  ),
  within(
    { pending: { about: 'which_task', options: ['Email Sophie', 'Email Sophie’s mum', 'Email the venue'] } },
    london('3', answer(3), done(num(3))),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'Which venue?', options: ['Barn', 'Manor', 'Orangery'] } },
    london('going with the manor', answer(2), [{ kind: 'decision', text: '' }]),
  ),
  within({ pending: { about: 'stuck', task: 'Do the vat return' } }, london('cant find the receipts from sept', answer(null))),
  within(
    { pending: { about: 'review', decision: 'hired a second cleaner' } },
    london('really well actually, she’s brilliant', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'Raise rates?', options: ['raise', 'keep'] } },
    newYork('not yet, still thinking', answer(null)),
  ),
  within({ pending: { about: 'other', question: 'Shall I add it for Friday?', options: [] } }, london('yes please', answer(null))),
  within({ pending: { about: 'other', question: 'Shall I add it for Friday?', options: [] } }, newYork('no thanks', answer(null))),
  within(
    { pending: { about: 'which_task', options: ['Call the vet', 'Call the venue'] } },
    london('vet', answer(1), done(num(1)), done(words('vet'))),
  ),
  within({ pending: { about: 'dilemma_choice', question: 'Fly or train?', options: ['fly', 'train'] } }, london('2nd', answer(2))),
  within(
    { pending: { about: 'dilemma_options', question: 'What to do about Jake?' } },
    newYork('keep him on part time or let him go', answer(null)),
  ),
  within(
    { pending: { about: 'which_task', options: ['Order glaze', 'Order clay', 'Order boxes'] } },
    london('the last one', answer(3), done(num(3))),
  ),
  within(
    { pending: { about: 'follow_up', task: 'Chase Lonestar' }, current: { title: 'Chase Lonestar', due: n('11-11 09:00') } },
    newYork('nope not yet', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'Which van?', options: ['Transit', 'Vivaro'] } },
    london('cost. definitely cost', answer(null)),
  ),
  within({ pending: { about: 'other', question: 'Which day suits?', options: ['Thursday', 'Friday'] } }, london('friday', answer(2))),
];

export const TWENTYEIGHTH_RECURRING: HeldOutItem[] = [
  london(
    'every monday 9am send the cleaners their weekly rota',
    task('send the cleaners their weekly rota', l('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork('pay rent on the 1st of every month', task('pay rent', n('12-01 12:00'), { repeat: every('month') })),
  london('water the shop plants every day at 8', task('water the shop plants', l('11-12 08:00'), { repeat: every('day') })),
  london(
    'every weekday at 7am check the lesson bookings',
    task('check the lesson bookings', l('11-12 07:00'), { repeat: every('weekday') }),
  ),
  newYork('every friday at 4 send invoices', task('send invoices', n('11-13 16:00'), { repeat: every('week') })),
  london('clean the fermenters every thursday', task('clean the fermenters', l('11-12 12:00'), { repeat: every('week') })),
  london(
    'remind me every 2 weeks to order glaze',
    task('order glaze', l('11-25 12:00'), { repeat: every('week', 2) }),
    task('order glaze', l('11-25 15:00'), { repeat: every('week', 2) }),
  ),
  newYork('every sunday night 8pm plan the week', task('plan the week', n('11-15 20:00'), { repeat: every('week') })),
  london('on the 15th of each month pay the staff pension', task('pay the staff pension', l('11-15 12:00'), { repeat: every('month') })),
  london(
    'every tuesday and thursday at 6 stock take',
    task('stock take', l('11-12 18:00'), { repeat: every('week') }),
    [task('stock take', l('11-17 18:00'), { repeat: every('week') }), task('stock take', l('11-12 18:00'), { repeat: every('week') })],
    [task('stock take', l('11-12 18:00'), { repeat: every('week') }), task('stock take', l('11-17 18:00'), { repeat: every('week') })],
  ),
  newYork('daily at 5pm log client hours', task('log client hours', n('11-11 17:00'), { repeat: every('day') })),
  london('every morning at half 7 feed the Parkers cats', task('feed the Parkers cats', l('11-12 07:30'), { repeat: every('day') })),
  london('renew the domain every year on 3 march', task('renew the domain', l('2027-03-03 12:00'), { repeat: every('year') })),
  newYork(
    'every other wednesday 11am payroll',
    task('payroll', n('11-11 11:00'), { repeat: every('week', 2) }),
    task('payroll', n('11-25 11:00'), { repeat: every('week', 2) }),
  ),
  london(
    'each monday morning 8 send the osteo clinic rota',
    task('send the osteo clinic rota', l('11-16 08:00'), { repeat: every('week') }),
  ),
  newYork('remind me weekly on mondays to back up the laptop', task('back up the laptop', n('11-16 12:00'), { repeat: every('week') })),
  london('last thing every day at 10pm lock the brewery', task('lock the brewery', l('11-11 22:00'), { repeat: every('day') })),
  london(
    'every weekday 6pm text the team tomorrows jobs',
    task('text the team tomorrows jobs', l('11-11 18:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'on the 28th every month send the retainer invoice',
    task('send the retainer invoice', n('11-28 12:00'), { repeat: every('month') }),
  ),
  london('every saturday 7am flower market run', task('flower market run', l('11-14 07:00'), { repeat: every('week') })),
  london(
    'each year on 5 jan renew the public liability insurance',
    task('renew the public liability insurance', l('2027-01-05 12:00'), { repeat: every('year') }),
  ),
  newYork('every month on the 10th pay the sales tax', task('pay the sales tax', n('12-10 12:00'), { repeat: every('month') })),
];

export const TWENTYEIGHTH_RAMBLE: HeldOutItem[] = [
  london(
    'ok so um tomorrow I need to ring the glaze people and then like friday I have to pack the Leeds order and yeah also order more bubble wrap',
    [task('ring the glaze people', l('11-12 12:00')), task('pack the Leeds order', l('11-13 12:00')), task('order more bubble wrap')],
  ),
  newYork('so basically call the printer at 2, email Dana the draft, and pick up Leo at 5:30 lol', [
    task('call the printer', n('11-11 14:00')),
    task('email Dana the draft'),
    task('pick up Leo', n('11-11 17:30')),
  ]),
  london(
    'right voice note while I’m driving, erm, need to quote the Jacksons for the stair carpet, order gripper rod, and yeah invoice Mrs Bell tomorrow',
    [task('quote the Jacksons for the stair carpet'), task('order gripper rod'), task('invoice Mrs Bell', l('11-12 12:00'))],
  ),
  london(
    'ok couple of things. pay the hop invoice friday. book the forklift service. oh and text Dev about the tap room rota tonight at 7',
    [
      task('pay the hop invoice', l('11-13 12:00')),
      task('book the forklift service'),
      task('text Dev about the tap room rota', l('11-11 19:00')),
    ],
  ),
  newYork('hey so um I have to send the proposal to Clearwater by thursday, follow up with Jen, and then like renew my passport', [
    task('send the proposal to Clearwater', n('11-12 12:00')),
    task('follow up with Jen'),
    task('renew my passport'),
  ]),
  london('so tomorrow 9 the Fenwick clean, then I gotta order more microfibre cloths and also remind Kasia about her DBS', [
    task('the Fenwick clean', l('11-12 09:00')),
    task('order more microfibre cloths'),
    task('remind Kasia about her DBS'),
  ]),
  london('yeah so the thing is I need to chase the linen hire and also ring the cake lady monday and then um confirm the string quartet', [
    task('chase the linen hire'),
    task('ring the cake lady', l('11-16 12:00')),
    task('confirm the string quartet'),
  ]),
  newYork('alright: email the Austin client the invoice, schedule the newsletter for thursday 8am, and order ink', [
    task('email the Austin client the invoice'),
    task('schedule the newsletter', n('11-12 08:00')),
    task('order ink'),
  ]),
  london('erm so today I must ring the Spencers about their cat, buy litter, and tomorrow at 10 do the Marsh walk', [
    task('ring the Spencers about their cat'),
    task('buy litter'),
    task('do the Marsh walk', l('11-12 10:00')),
  ]),
  london('right so three things: order the velvet for the Halliday chair, collect the foam on friday, and send the deposit invoice', [
    task('order the velvet for the Halliday chair'),
    task('collect the foam', l('11-13 12:00')),
    task('send the deposit invoice'),
  ]),
  newYork('ok uh need to book flights to london, tell Sam I’m out next week, and buy a uk adapter', [
    task('book flights to london'),
    task('tell Sam I’m out next week'),
    task('buy a uk adapter'),
  ]),
  london('so yeah update the clinic website prices, email the physio about the room, and then erm book my own massage saturday', [
    task('update the clinic website prices'),
    task('email the physio about the room'),
    task('book my own massage', l('11-14 12:00')),
  ]),
  london('like I said um need to book Ellie’s test, fill the car up, and yeah renew the dual controls insurance', [
    task('book Ellie’s test'),
    task('fill the car up'),
    task('renew the dual controls insurance'),
  ]),
  newYork('so like reply to the podcast lady, send the W-9 to Harlow, and um lunch w Priya friday at noon', [
    task('reply to the podcast lady'),
    task('send the W-9 to Harlow'),
    task('lunch w Priya', n('11-13 12:00')),
  ]),
  london(
    'things for tomorrow: bake the wedding cake sponges at 6am, deliver the farm shop bread, email the coeliac customer back',
    [
      task('bake the wedding cake sponges', l('11-12 06:00')),
      task('deliver the farm shop bread', l('11-12 12:00')),
      task('email the coeliac customer back', l('11-12 12:00')),
    ],
    [task('bake the wedding cake sponges', l('11-12 06:00')), task('deliver the farm shop bread'), task('email the coeliac customer back')],
  ),
  london('ok so er fix the shed door, ring the skip hire, and pay the van finance on the 18th', [
    task('fix the shed door'),
    task('ring the skip hire'),
    task('pay the van finance', l('11-18 12:00')),
  ]),
  newYork('um yeah so text the sitter about saturday night and grab wine for the Greens and call mom back', [
    task('text the sitter about saturday night'),
    task('grab wine for the Greens'),
    task('call mom back'),
  ]),
  london('brain dump: reorder kraft boxes, edit the Hughes gallery, send Lottie her contract', [
    task('reorder kraft boxes'),
    task('edit the Hughes gallery'),
    task('send Lottie her contract'),
  ]),
  london('so I guess I need to sort the insurance claim and also like ring Steve about the bathroom job at 4', [
    task('sort the insurance claim'),
    task('ring Steve about the bathroom job', l('11-11 16:00')),
  ]),
  newYork('ok note to self invoice Harlow, push the blog post live, and book the dentist for me', [
    task('invoice Harlow'),
    task('push the blog post live'),
    task('book the dentist for me'),
  ]),
];

export const TWENTYEIGHTH_BARE: HeldOutItem[] = [
  london('done', unclear, ASK),
  newYork('snooze', unclear, ASK),
  london('move it', unclear, ASK),
  london('make it 3', unclear, ASK),
  newYork('delete it', unclear, ASK),
  london('push it to tomorrow', unclear, ASK),
  newYork('rename it', unclear, ASK),
  london('snooze 10', unclear, ASK),
  london('did it', unclear, ASK),
  newYork('actually friday', unclear, ASK),
  london('cancel that', unclear, ASK),
  london('later', unclear, ASK),
  newYork('✅', unclear, ASK),
  london('no wait, 5', unclear, ASK),
  newYork('remind me later', unclear, ASK),
  london('sorted', unclear, ASK),
  london('1 hr', unclear, ASK),
  newYork('scratch that', unclear, ASK),
  london('paid it', unclear, ASK),
  newYork('tomorrow instead', unclear, ASK),
];

export const HELD_OUT_TWENTYEIGHTH_KINDS: Record<string, HeldOutItem[]> = {
  ask: TWENTYEIGHTH_ASK,
  snooze: TWENTYEIGHTH_SNOOZE,
  correction: TWENTYEIGHTH_CORRECTION,
  rename: TWENTYEIGHTH_RENAME,
  removal: TWENTYEIGHTH_REMOVAL,
  completion: TWENTYEIGHTH_COMPLETION,
  answer: TWENTYEIGHTH_ANSWER,
  recurring: TWENTYEIGHTH_RECURRING,
  ramble: TWENTYEIGHTH_RAMBLE,
  bare: TWENTYEIGHTH_BARE,
  greeting: TWENTYEIGHTH_GREETING,
  thanks: TWENTYEIGHTH_THANKS,
  feeling: TWENTYEIGHTH_FEELING,
  question: TWENTYEIGHTH_QUESTION,
  statement: TWENTYEIGHTH_STATEMENT,
  decision: TWENTYEIGHTH_DECISION,
  dilemma: TWENTYEIGHTH_DILEMMA,
  recall: TWENTYEIGHTH_RECALL,
  prioritise: TWENTYEIGHTH_PRIORITISE,
  agenda: TWENTYEIGHTH_AGENDA,
  freeTime: TWENTYEIGHTH_FREE_TIME,
  hedged: TWENTYEIGHTH_HEDGED,
};

export const HELD_OUT_TWENTYEIGHTH: HeldOutItem[] = Object.values(HELD_OUT_TWENTYEIGHTH_KINDS).flat();
