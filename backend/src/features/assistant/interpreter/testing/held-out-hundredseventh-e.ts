/**
 * Held-out set, hundredseventh part e: people who run community and charity work.
 *
 * London time (day-first dates, 4/12 = 4 December):
 * - Bev, food bank coordinator in Bradford (volunteer rotas, supermarket donations, the van, trustees).
 * - Gaz, youth football club secretary in Sunderland who writes some Geordie (pitch hire, kit, coaches' safeguarding).
 * - Imogen, director of a small arts charity in Bristol (Arts Council and trust funding, trustees, gallery hire).
 * - Elif, community garden organiser in Hackney; Turkish is her first language (council, watering rota, workshops).
 * - Rhian, church office administrator in Swansea (hall hire, the vicar, service sheets, the boiler).
 *
 * New York time (month-first dates, 4/12 = April 12):
 * - Yesenia, tenant association organiser in the South Bronx; Spanish is her first language (landlord, HPD, housing court).
 * - Darnell, literacy nonprofit founder in Newark (tutors, grant LOIs, volunteers).
 * - Mo, mutual aid organiser in Sunset Park who texts fast in lowercase (community fridges, pantry pickups, the fund).
 * - Karen, volunteer coordinator at a homeless shelter in Midtown (schedules, background checks, DHS, cots).
 * - Dr. Adaeze Okafor, director of a small museum in Harlem (board, loans, insurers, the gala).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  ctx,
  done,
  every,
  l,
  london,
  move,
  n,
  newYork,
  num,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  within,
  words,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or talked about. */
const just = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });

export const HUNDREDSEVENTH_ASK: HeldOutItem[] = [
  // London
  london(
    'remind me tmrw at 10 to ring Morrisons about the tinned veg donation',
    task('ring Morrisons about the tinned veg donation', l('11-12 10:00')),
  ),
  london(
    'need to sort the saturday rota before fri, two of the drivers have dropped out',
    task('sort the saturday rota', l('11-13')),
    task('sort the saturday rota', l('11-12')),
  ),
  london(
    'howay remind us the morra at half 6 to text the u12s parents about the new kit',
    task('text the u12s parents about the new kit', l('11-12 18:30')),
  ),
  london(
    "Finish the Arts Council interim report by end of the month - URGENT, they've already chased twice",
    task('finish the Arts Council interim report', l('11-30'), { important: true }),
  ),
  london(
    'Tomorrow morning first thing I must call to council about the water tap in the garden, it is broken again',
    task('call to council about the water tap in the garden', l('11-12 09:00')),
  ),
  london("tidy, can you put in 'order candles for the carol service' for Monday, and 'chase the boiler man' for tomorrow", [
    task('order candles for the carol service', l('11-16')),
    task('chase the boiler man', l('11-12')),
  ]),
  london('do the DBS renewals for the 3 new volunteers on 2/12 pls', task('do the DBS renewals for the 3 new volunteers', l('12-02'))),
  london(
    "put in pay the pitch hire to the council EOD friday, divvent let us forget or we've nowhere to play",
    task('pay the pitch hire to the council', l('11-13 17:00')),
  ),
  london('in 2 weeks at 4pm: trustees call to sign off the budget', task('trustees call to sign off the budget', l('11-25 16:00'))),
  london(
    'every saturday at 10 remind me check the watering rota please',
    task('check the watering rota', l('11-14 10:00'), { repeat: every('week') }),
  ),
  london(
    'Remind me at quarter to 6 to lock the side door of the hall, the Brownies are in till half 5',
    task('lock the side door of the hall', l('11-11 17:45')),
  ),
  london(
    'ok so um yeah I need to email the trustees the stock figures and er also book the van for next tuesday',
    [task('email the trustees the stock figures'), task('book the van', l('11-17'))],
    [task('email the trustees the stock figures'), task('book the van', l('11-24'))],
  ),
  london(
    'get the safeguarding certs in from all the coaches by the 1st, dead important that is',
    task('get the safeguarding certs in from all the coaches', l('12-01'), { important: true }),
  ),
  london("noon tomorrow - call Priya re the gallery hire, she's only free then", task('call Priya re the gallery hire', l('11-12 12:00'))),
  london('friday buy compost and seeds, the workshop is saturday', task('buy compost and seeds', l('11-13'))),
  london(
    "Could you remind me tomorrow after lunch to ask the vicar to sign the hall hire forms? He's only in the office afternoons",
    task('ask the vicar to sign the hall hire forms', l('11-12 13:00')),
    task('ask the vicar to sign the hall hire forms', l('11-12 14:00')),
  ),
  // London: look like an ask, or half of one
  london("the council said they'd remind me when the grant portal opens", NO_CHANGE),
  london('do I need to do the DBS for the new curate or does the diocese sort it?', NO_CHANGE),
  london("I keep forgetting to ring the Co-op about the bread, it's doing my head in", NO_CHANGE, task('ring the Co-op about the bread')),

  // New York
  newYork(
    'remember me tomorrow 9am to call the landlord about the heat in 4B, the señora is freezing',
    task('call the landlord about the heat in 4B', n('11-12 09:00')),
  ),
  newYork('Need to submit the Victoria Foundation LOI by 12/4 at 5pm', task('submit the Victoria Foundation LOI', n('12-04 17:00'))),
  newYork('add grab diapers from st michaels tmrw, and text the fridge groupchat at 7 abt the new shelf', [
    task('grab diapers from st michaels', n('11-12')),
    task('text the fridge groupchat abt the new shelf', n('11-11 19:00')),
  ]),
  newYork(
    'Remind me EOD to send out the volunteer schedule for Thanksgiving week',
    task('send out the volunteer schedule for Thanksgiving week', n('11-11 17:00')),
  ),
  newYork(
    'Please add a reminder to call the insurer about the loan exhibition valuation, Monday at 11.',
    task('call the insurer about the loan exhibition valuation', n('11-16 11:00')),
  ),
  newYork(
    'urgent: print the HPD violations list tomorrow morning, inspector comes friday',
    task('print the HPD violations list', n('11-12 09:00'), { important: true }),
  ),
  newYork(
    'every monday at 4 remind me to collect the tutor sign-in sheets',
    task('collect the tutor sign-in sheets', n('11-16 16:00'), { repeat: every('week') }),
  ),
  newYork('need 2 call con ed abt the community room bill by the 20th', task('call con ed abt the community room bill', n('11-20'))),
  newYork(
    'Add two: background check for Marcus (he starts the 18th) and order more cots',
    [task('background check for Marcus'), task('order more cots')],
    [task('background check for Marcus', n('11-18')), task('order more cots')],
  ),
  newYork(
    'Send the board packet to the trustees by noon on the 1st, please.',
    task('send the board packet to the trustees', n('12-01 12:00')),
  ),
  newYork(
    'tomorrow after lunch take Doña Carmen papers to housing court',
    task('take Doña Carmen papers to housing court', n('11-12 13:00')),
    task('take Doña Carmen papers to housing court', n('11-12 14:00')),
  ),
  newYork(
    'quarter to 6 call back Ms. Dorsey re volunteering, she gets off work at 5:30',
    task('call back Ms. Dorsey re volunteering', n('11-11 17:45')),
  ),
  newYork(
    'in 2 wks at 4pm budget check in w/ the mutual aid fund ppl',
    task('budget check in w/ the mutual aid fund ppl', n('11-25 16:00')),
  ),
  newYork(
    'Can you remind me first thing tmrw to update the bed count sheet for DHS',
    task('update the bed count sheet for DHS', n('11-12 09:00')),
  ),
  newYork(
    'Next Friday 2pm - walkthrough with the exhibition designer',
    task('walkthrough with the exhibition designer', n('11-13 14:00')),
    task('walkthrough with the exhibition designer', n('11-20 14:00')),
  ),
  newYork(
    'renew the nonprofit liability insurance 12/3 pls, it lapses that week',
    task('renew the nonprofit liability insurance', n('12-03')),
  ),
  // New York: look like an ask, change nothing
  newYork('lol did i already add the schomburg call or am i losing it', NO_CHANGE),
  newYork('our board chair keeps telling me to delegate the grant reports. easier said than done', NO_CHANGE),
];

export const HUNDREDSEVENTH_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('ring Morrisons about the tinned veg donation'),
    london("not now love, van's just pulled up, give us an hour", snoozeFor(60)),
  ),
  within(
    reminded('text the u12s parents about the new kit'),
    london('aye later pet, try us at 6 when am back from work', snoozeUntil(l('11-11 18:00'))),
  ),
  within(reminded('sign the grant agreement'), london("I'm with the trustees til 5, after that x", snoozeUntil(l('11-11 17:00')))),
  within(reminded('order the compost'), london('tomorrow morning please, today the supplier is closed', snoozeUntil(l('11-12 09:00')))),
  within(reminded('print the service sheets'), london('now in a minute, give me 20 mins', snoozeFor(20))),
  within(
    reminded('call the council about the hall keys', l('11-11 15:00')),
    london('can you bug me again friday at 9, they never pick up on a wednesday', snoozeUntil(l('11-13 09:00'))),
  ),
  within(reminded('chase the ref fees'), london('snooze', snoozeFor(60))),
  within(reminded('chase the ref fees'), london('half 7 the neet, am at the ground till then', snoozeUntil(l('11-11 19:30')))),
  within(reminded('email the volunteers about sunday'), london('after my call with the council, maybe 2 hours', snoozeFor(120))),
  within(
    reminded('ring the organist about Sunday'),
    london("Leave it till Monday, he's away for the weekend", snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00'))),
  ),
  within(reminded('book the van'), london('hmm not today. tomorrow at 10', snoozeUntil(l('11-12 10:00')))),
  within(
    reminded('reply to the Esmée Fairbairn officer'),
    london("can't face it rn, friday pls", snoozeUntil(l('11-13')), snoozeUntil(l('11-13 09:00'))),
  ),
  within(reminded('put the rota on the noticeboard'), london('quarter past 4', snoozeUntil(l('11-11 16:15')))),
  // London: "not yet" and look-alikes that ask for nothing
  within(reminded('draft the winter newsletter'), london('not yet', NO_CHANGE)),
  within(reminded('update the safeguarding log'), london('not now', snoozeFor(60), NO_CHANGE)),
  within(reminded('send the thank you cards to donors'), london('I snoozed on the sofa for an hour and feel worse lol', NO_CHANGE)),

  // New York
  within(
    reminded('call the landlord about the heat in 4B'),
    newYork('ahora no, I am in the court until 1, tell me after', snoozeUntil(n('11-11 13:00'))),
  ),
  within(reminded('submit the Victoria Foundation LOI'), newYork('give me 30 min, finishing the budget table', snoozeFor(30))),
  within(reminded('restock the 44th st fridge'), newYork('after 3 im on shift rn', snoozeUntil(n('11-11 15:00')))),
  within(
    reminded('send out the volunteer schedule for Thanksgiving week'),
    newYork("Push me to tomorrow 8am, shelter's slammed today", snoozeUntil(n('11-12 08:00'))),
  ),
  within(
    reminded('call the insurer about the loan exhibition valuation'),
    newYork("I'll be with a donor until noon. Could you remind me at 12:30?", snoozeUntil(n('11-11 12:30'))),
  ),
  within(reminded('collect the tutor sign-in sheets'), newYork('snooze 2h', snoozeFor(120))),
  within(
    reminded('print the HPD violations list'),
    newYork('mañana por la mañana pls, the printer is broke', snoozeUntil(n('11-12 09:00'))),
  ),
  within(reminded('text the fridge groupchat abt the new shelf'), newYork('tmrw', snoozeUntil(n('11-12')), snoozeUntil(n('11-12 09:00')))),
  within(
    reminded('draft the letter from the board chair'),
    newYork('Monday at 10, please. I need the audit numbers first.', snoozeUntil(n('11-16 10:00'))),
  ),
  within(
    reminded('call back Ms. Dorsey re volunteering'),
    newYork("she's not off work til 5:30, hit me then", snoozeUntil(n('11-11 17:30'))),
  ),
  within(
    reminded('meet with the tenants committee'),
    newYork("after the meeting with la junta, like 4 o'clock", snoozeUntil(n('11-11 16:00'))),
  ),
  // New York: a bare time that must not go earlier (9am has passed: tonight or tomorrow morning)
  within(
    reminded('submit the Victoria Foundation LOI', n('11-11 10:00')),
    newYork('remind me again at 9', snoozeUntil(n('11-11 21:00')), snoozeUntil(n('11-12 09:00'))),
  ),
  // New York: put off with no time, "not yet", and news
  within(reminded('email the councilmember staffer'), newYork("after my call w the councilmember's office", NO_CHANGE, snoozeFor(60))),
  within(reminded('grab diapers from st michaels'), newYork('lol not yet', NO_CHANGE)),
  within(reminded('order more cots'), newYork('the supplier put us on hold for an hour smh', NO_CHANGE)),
];

export const HUNDREDSEVENTH_DONE: HeldOutItem[] = [
  // London
  within(reminded('ring Morrisons about the tinned veg donation'), london("done, they're sending 12 crates 🙌", done())),
  within(shown('pay the pitch hire', 'text the u12s parents', 'order new nets'), london('done 2', done(num(2)))),
  within(
    shown('sign the grant agreement', 'send the newsletter', 'book the trustees room', 'call Priya'),
    london('did 1 and 3, still waiting on Priya', [done(num(1)), done(num(3))]),
  ),
  within(reminded('print the service sheets'), london('all printed and folded, lush', done())),
  london('sorted the saturday rota finally', done(words('saturday rota'))),
  within(reminded('send the Arts Council interim report'), london("Sent! Took me all morning but it's gone", done())),
  within(
    shown('water the raised beds', 'email volunteers about sunday', 'fix the shed lock'),
    london(
      '1 and 2 done, shed lock tomorrow',
      [done(num(1)), done(num(2))],
      [done(num(1)), done(num(2)), move(num(3), '2026-11-12', null)],
    ),
  ),
  within(reminded('chase the boiler man'), london("The boiler man's been and gone, all fixed", done(), NO_CHANGE)),
  within(reminded('chase the ref fees'), london('aye sorted that this mornin', done())),
  london('ticked off the DBS checks for the workshop leaders, all clear', done(words('DBS checks'))),
  within(
    shown('order candles for the carol service', 'chase the boiler man', 'hall hire invoices', 'Advent newsletter'),
    london('Done the candles and 4', [done(num(1)), done(num(4))], [done(words('candles')), done(num(4))]),
  ),
  within(reminded('lock up the hall'), london('all locked up, keys back in the safe', done())),
  // London: news that looks like a tick
  london('match got called off man, pitch is waterlogged', NO_CHANGE),
  within(just('email the trustees the stock figures'), london('trustees meeting is done for another month thank god', NO_CHANGE)),
  within(just('buy compost and seeds', l('11-13')), london('I bought compost already, seeds not yet', NO_CHANGE)),
  within(
    reminded('call to council about the water tap in the garden'),
    london('I called but nobody answer, I try again tomorrow', NO_CHANGE, snoozeUntil(l('11-12')), snoozeUntil(l('11-12 09:00'))),
  ),

  // New York
  within(reminded('call the landlord about the heat in 4B'), newYork('ya lo llamé, he says the super comes tomorrow', done())),
  within(
    shown('submit the Victoria Foundation LOI', 'collect the sign-in sheets', 'call Ms. Dorsey'),
    newYork('done 1!!! 🎉', done(num(1))),
  ),
  within(reminded('drop the diapers at st michaels'), newYork('dropped em off, sister joan says thx', done(), done(words('diapers')))),
  within(
    just('return the signed loan agreement'),
    newYork('The loan agreement is signed and back with the Studio Museum.', done(), done(words('loan agreement'))),
  ),
  within(
    shown('email the tutors', 'order workbooks', 'thank the Prudential rep', 'update the website'),
    newYork('2 and 4 are done', [done(num(2)), done(num(4))]),
  ),
  within(reminded('restock the 44th st fridge'), newYork('ok fridge restocked, someone left like 30 lbs of rice lol', done())),
  within(reminded('update the bed count sheet for DHS'), newYork('Done ✅', done())),
  within(just('seating chart for the gala'), newYork("we're done with the gala seating chart, finally", done())),
  within(reminded('make flyers for the tenant meeting'), newYork('I finish the flyers, tomorrow I print them in the library', done())),
  within(
    shown('fridge run', 'pantry pickup', 'venmo the fund', 'post in the gc'),
    newYork('1 2 n 3 all done', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  newYork('Finished the Thanksgiving schedule and sent it out to everyone', done(words('Thanksgiving schedule'))),
  // New York: news and questions that look like a tick
  within(
    shown('background check for Marcus', 'order more cots'),
    newYork("Marcus's background check came back clear", done(num(1)), done(words('Marcus')), NO_CHANGE),
  ),
  newYork('the meeting with the management is finish, they say no to the repairs 😡', NO_CHANGE),
  within(
    just('submit the Victoria Foundation LOI', n('12-04 17:00')),
    newYork('Victoria Foundation says the LOI round is done for this cycle. We missed it.', NO_CHANGE),
  ),
  newYork('is the insurer call done? i think maya made it but not sure', NO_CHANGE),
];

export const HUNDREDSEVENTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('ring Morrisons about the tinned veg donation', l('11-12 10:00')),
    london("make it half 11, the manager's not in till 11", move(ctx, null, '11:30')),
  ),
  within(
    just('text the u12s parents about the new kit', l('11-12 18:30')),
    london("nah make it the neet, forgot training's the morra", move(ctx, '2026-11-11', null)),
  ),
  within(
    just('trustees call to sign off the budget', l('11-25 16:00')),
    london("actually can we do the thursday after? half the board's away that week", move(ctx, '2026-11-26', null)),
  ),
  within(
    just('call to council about the water tap in the garden', l('11-12 09:00')),
    london("sorry not morning, 2 o'clock is better for me", move(ctx, null, '14:00')),
  ),
  london('move the candles order to friday 2pm', move(words('candles'), '2026-11-13', '14:00')),
  within(just('book the van', l('11-17')), london('no wait, wednesday', move(ctx, '2026-11-18', null))),
  within(just('chase the ref fees', l('11-13 17:00')), london('ah man its quarter to 5 not 5, the office shuts', move(ctx, null, '16:45'))),
  within(just('submit the NLHF bid', l('12-04')), london('typo - should be 14/12 not 4/12', move(ctx, '2026-12-14', null))),
  within(
    just('check the watering rota', l('11-14 10:00')),
    london('not 10, 11 is better, people come late on saturday', move(ctx, null, '11:00')),
  ),
  london('move the stock figures email to tmrw 9am', move(words('stock figures'), '2026-11-12', '09:00')),
  within(
    just('do the DBS renewals for the 3 new volunteers', l('12-02')),
    london("make that 9/12 actually, Sharon's on leave", move(ctx, '2026-12-09', null)),
  ),
  within(
    just('lock the side door of the hall', l('11-11 17:45')),
    london("make it an hour later, choir's on tonight", move(ctx, null, '18:45'), snoozeFor(60)),
  ),
  within(
    reminded('pay the pitch hire to the council', l('11-11 15:00')),
    london("push that to monday man, club account's empty till then", move(ctx, '2026-11-16', null), snoozeUntil(l('11-16 15:00'))),
  ),
  within(
    just('email Arts Council about the late payment'),
    london("sorry, not Arts Council - it's the Paul Hamlyn payment", rename(ctx, 'email Paul Hamlyn about the late payment')),
  ),
  // London: news that mentions a move
  within(
    just('ask the vicar to sign the hall hire forms', l('11-12 13:00')),
    london("The vicar's moved the PCC meeting to Thursday, mind", NO_CHANGE),
  ),
  within(
    just('pick up the bulbs from the nursery', l('11-13 10:00')),
    london('nursery changed times, on friday they open only at 11', NO_CHANGE, move(ctx, null, '11:00')),
  ),

  // New York
  within(
    just('call the landlord about the heat in 4B', n('11-12 09:00')),
    newYork("no, better at 11, in the morning he don't answer", move(ctx, null, '11:00')),
  ),
  within(
    just('submit the Victoria Foundation LOI', n('12-04 17:00')),
    newYork("Wait, it's due 12/2 not 12/4", move(ctx, '2026-12-02', null)),
  ),
  within(just('grab diapers from st michaels', n('11-12')), newYork('actually fri, they close thurs', move(ctx, '2026-11-13', null))),
  newYork('Move the DHS bed count to 3pm today', move(words('bed count'), '2026-11-11', '15:00')),
  within(
    just('walkthrough with the exhibition designer', n('11-20 14:00')),
    newYork("Could we make it 3:30 instead? The designer's train gets in late.", move(ctx, null, '15:30')),
  ),
  within(
    reminded('collect the tutor sign-in sheets', n('11-11 10:00')),
    newYork('push it to thursday at 4, tutors are off today', move(ctx, '2026-11-12', '16:00'), snoozeUntil(n('11-12 16:00'))),
  ),
  within(just('budget check in w/ the mutual aid fund ppl', n('11-25 16:00')), newYork('make it 5 ppl work', move(ctx, null, '17:00'))),
  newYork('Can you change the cots order to Monday morning, 10', move(words('cots'), '2026-11-16', '10:00')),
  within(
    just('send the board packet to the trustees', n('12-01 12:00')),
    newYork('Actually end of day on the 30th would be better, the chair reads on Monday nights.', move(ctx, '2026-11-30', '17:00')),
  ),
  within(
    just('take Doña Carmen papers to housing court', n('11-12 13:00')),
    newYork('ay no, tomorrow the court is closed for her case, is friday', move(ctx, '2026-11-13', null)),
  ),
  within(just('text the fridge groupchat abt the new shelf', n('11-11 19:00')), newYork('no wait 8', move(ctx, null, '20:00'))),
  within(just('background check for Marcus'), newYork('put that for tomorrow noon', move(ctx, '2026-11-12', '12:00'))),
  newYork('The Schomburg call should be Tuesday, not Monday.', move(words('Schomburg'), '2026-11-17', null)),
  // New York: news that mentions a change of date
  within(just('print the HPD violations list', n('11-12 09:00')), newYork('the HPD inspector change the date to next month', NO_CHANGE)),
  within(just('call back Ms. Dorsey re volunteering', n('11-11 17:45')), newYork('Ms. Dorsey pushed her start date to January', NO_CHANGE)),
];
