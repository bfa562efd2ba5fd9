/**
 * Held-out messages, hundredfirst set, part e: people who look after homes and the people in them.
 *
 * London time (day-first dates, 4/12 = 4 December):
 * - Isla, an Airbnb host with three flats in Edinburgh (Leith, Stockbridge, Marchmont); writes some Scots ("the morn", "aye").
 * - Kev, a letting agent in Liverpool who writes some Scouse ("la", "boss", "me" for "my").
 * - Agnieszka, a property manager in Cardiff whose first language is Polish.
 * - Kwabena, who owns a short-let cleaning company in Brixton and whose first language is Twi.
 * - Helen, an estate agent in Norwich (viewings, offers, completions).
 *
 * New York time (month-first dates, 12/3 = December 3):
 * - Eleni, a realtor in Astoria whose first language is Greek.
 * - Marcus, a landlord with two buildings in Bushwick.
 * - Ramón, a super and handyman in Washington Heights whose first language is Dominican Spanish.
 * - Tay, an Airbnb co-host in Jersey City who writes in fast lowercase.
 * - Dana, a home stager in Forest Hills.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  answer,
  ctx,
  done,
  every,
  type HeldOutItem,
  l,
  london,
  move,
  n,
  newYork,
  NO_CHANGE,
  num,
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
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const HUNDREDFIRST_ASK: HeldOutItem[] = [
  // London
  london(
    'remind me the morn at 10 to text the Leith guests the keysafe code',
    task('text the Leith guests the keysafe code', l('11-12 10:00')),
  ),
  london(
    'need to chase the deposit off the lad in Anfield before fri la, hes been dodgin me all week',
    task('chase the deposit off the lad in Anfield', l('11-13')),
    task('chase the deposit off the lad in Anfield', l('11-12')),
  ),
  london(
    'Please remind me 4/12 to make inspection in flat on Cathedral Road, 9 in the morning',
    task('make inspection in flat on Cathedral Road', l('12-04 09:00')),
  ),
  london(
    'chale remind me half 4 to call Akosua make she bring the extra linen to Stockwell',
    task('call Akosua make she bring the extra linen to Stockwell', l('11-11 16:30')),
    task('call Akosua', l('11-11 16:30')),
  ),
  london('book the EPC for the Unthank Road house by end of the month', task('book the EPC for the Unthank Road house', l('11-30'))),
  london('order new duvet covers for flat 2 and phone the boiler man friday about the pressure dropping', [
    task('order new duvet covers for flat 2'),
    task('phone the boiler man about the pressure dropping', l('11-13')),
  ]),
  london(
    'URGENT get a locksmith out to 14 Lark Lane asap, tenants locked out and goin spare',
    task('get a locksmith out to 14 Lark Lane', null, { important: true }),
  ),
  london(
    'I need send to owner the quote for new windows until friday, he is waiting already one week',
    task('send to owner the quote for new windows', l('11-13')),
  ),
  london(
    'first thing tmrw remind me pay the girls for the weekend shifts',
    task('pay the girls for the weekend shifts', l('11-12 09:00')),
    task('pay the girls for the weekend shifts', l('11-12 08:00')),
  ),
  london(
    "can you remind me to ring the Hendersons for viewing feedback at quarter to 6, they're only in after work",
    task('ring the Hendersons for viewing feedback', l('11-11 17:45')),
  ),
  london(
    'every friday remind me send the cleaners their rota please',
    task('send the cleaners their rota', l('11-13'), { repeat: every('week') }),
  ),
  london(
    'in 2 weeks at 4pm chase the solicitor on the Wymondham sale, they said give it a fortnight',
    task('chase the solicitor on the Wymondham sale', l('11-25 16:00')),
  ),
  london(
    'Tomorrow after lunch I must call council about the HMO licence for Roath house',
    task('call council about the HMO licence for Roath house', l('11-12 13:00')),
    task('call council about the HMO licence for Roath house', l('11-12 14:00')),
  ),
  london(
    'remind me monday noon to post the Stockbridge flat on the other sites too, bookings are dead for december',
    task('post the Stockbridge flat on the other sites too', l('11-16 12:00')),
    task('post the Stockbridge flat on the other sites', l('11-16 12:00')),
  ),
  // London: look like an ask, change nothing
  london('the plumbers coming to the Marchmont flat thursday at 9', NO_CHANGE),
  london('did I put the gas cert for Aigburth on me list or not??', NO_CHANGE),
  london('so many keys to cut this week, my head is spinning ooo', NO_CHANGE),

  // New York
  newYork(
    'remind me 12/3 to bring the keys to the new tenants in Ditmars, 6 in the evening',
    task('bring the keys to the new tenants in Ditmars', n('12-03 18:00')),
  ),
  newYork(
    'need to get the boiler at 1123 Myrtle serviced before it gets properly cold, set it for monday',
    task('get the boiler at 1123 Myrtle serviced', n('11-16')),
  ),
  newYork(
    'recuérdame at noon to buy the washer for the 4B sink, the old one está leaking bad',
    task('buy the washer for the 4B sink', n('11-11 12:00')),
  ),
  newYork(
    'remind me 2 msg the guests abt late checkout + restock the coffee pods by fri',
    [task('msg the guests abt late checkout'), task('restock the coffee pods', n('11-13'))],
    [task('msg the guests abt late checkout', n('11-13')), task('restock the coffee pods', n('11-13'))],
  ),
  newYork(
    'EOD send the staging invoice to the Kaplans',
    task('send the staging invoice to the Kaplans', n('11-11 17:00')),
    task('send the staging invoice to the Kaplans', n('11-11 18:00')),
  ),
  newYork(
    'urgent remind me at 3 to put up the listing photos for 31st Ave, the owner calls me every hour re',
    task('put up the listing photos for 31st Ave', n('11-11 15:00'), { important: true }),
  ),
  newYork('tenant in 2R is two months behind. remind me to send the demand letter on the 1st', task('send the demand letter', n('12-01'))),
  newYork(
    'mañana first thing tengo que check the boiler pressure in the basement, remind me pls',
    task('check the boiler pressure in the basement', n('11-12 08:00')),
    task('check the boiler pressure in the basement', n('11-12 09:00')),
  ),
  newYork(
    "every sunday 7pm remind me to send the cleaner the week's turnover schedule",
    task("send the cleaner the week's turnover schedule", n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'Remind me on the 20th at 11 to return the rental furniture from the Austin St house, the rental ends that day',
    task('return the rental furniture from the Austin St house', n('11-20 11:00')),
  ),
  newYork(
    'quarter past 2 call con ed about the meter in the hallway',
    task('call con ed about the meter in the hallway', n('11-11 14:15')),
  ),
  newYork(
    'ok so um yeah i gotta reply to that 2 star review tonight like 9ish before it sits there all weekend',
    task('reply to that 2 star review', n('11-11 21:00')),
  ),
  newYork(
    'remind me 11/19 to call the exterminator for the 3rd floor, las cucarachas otra vez',
    task('call the exterminator for the 3rd floor', n('11-19')),
  ),
  newYork(
    'after lunch pick up the throw pillows from HomeGoods for Saturday’s open house',
    task('pick up the throw pillows from HomeGoods', n('11-11 13:00')),
    task('pick up the throw pillows from HomeGoods', n('11-11 14:00')),
    task('pick up the throw pillows from HomeGoods for Saturday’s open house', n('11-11 13:00')),
    task('pick up the throw pillows from HomeGoods for Saturday’s open house', n('11-11 14:00')),
  ),
  // New York: look like an ask, change nothing
  newYork('The inspector is coming tomorrow 11am for the Steinway unit', NO_CHANGE),
  newYork('ugh the Rego Park job is going to kill me this week', NO_CHANGE),
  newYork('do i have anything about the lease renewal for 3L on here already?', NO_CHANGE),
];

export const HUNDREDFIRST_SNOOZE: HeldOutItem[] = [
  // London
  within(reminded('restock toiletries at the Leith flat', l('11-11 14:30')), london('och no the now, gie us an hour', snoozeFor(60))),
  within(
    reminded('ring the landlord about the damp on Smithdown', l('11-11 15:00')),
    london('cant atm la im in a viewin, try us at 5', snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('check meter readings Canton flat', l('11-11 15:00')),
    london('Now I cannot, I am on other property. Tomorrow morning please', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  within(
    reminded('collect keys from the Clapham host', l('11-11 14:45')),
    london("ei I'm coming, 30 mins pls the bus is too slow", snoozeFor(30)),
  ),
  within(
    reminded('send offer letter for Earlham Road', l('11-11 14:00')),
    london('after my viewing please, it finishes about half 4', snoozeUntil(l('11-11 16:30'))),
  ),
  within(
    reminded('leave a review for the Marchmont guests', l('11-11 15:00')),
    london('can ye nudge me again at quarter past 6', snoozeUntil(l('11-11 18:15'))),
  ),
  within(
    reminded('chase rent from the Kensington tenant', l('11-11 12:00')),
    london('leave it till mon boss, he gets paid fri', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00'))),
  ),
  within(reminded('call plumber for Roath bathroom', l('11-11 15:00')), london('20 minutes, I finish with tenant first', snoozeFor(20))),
  within(reminded('pay Ama for Saturday', l('11-11 15:00')), london('snooze till tmrw 8 i beg', snoozeUntil(l('11-12 08:00')))),
  within(
    reminded('send the Gladstone Road particulars to the printer', l('11-11 15:00')),
    london("give us 2 hours boss i'm up to me eyes", snoozeFor(120)),
  ),
  within(
    reminded('book the carpet clean for Stockbridge', l('11-11 13:00')),
    london('do it friday at 10, no point before the guests leave', snoozeUntil(l('11-13 10:00')), move(ctx, '2026-11-13', '10:00')),
  ),
  // London: "not yet" that asks for nothing: nothing changes (daily may ask when)
  within(reminded('book window cleaner for Leith', l('11-11 10:00')), london('not yet', NO_CHANGE)),
  within(
    reminded('chase vendor signature on Earlham Road', l('11-11 14:00')),
    london('not yet, still waiting on the vendor to sign', NO_CHANGE),
  ),
  within(
    reminded('check photos from the Stockwell turnover', l('11-11 14:00')),
    london("not yet o, the girl hasn't sent the photos", NO_CHANGE),
  ),

  // New York
  within(
    reminded('call the buyer for 23rd St about the mortgage letter', n('11-11 10:00')),
    newYork('Not now re, I am in a closing. After 12 please', snoozeUntil(n('11-11 12:00'))),
  ),
  within(
    reminded('text the roofer re 1123 Myrtle', n('11-11 10:00')),
    newYork('push it an hour, on a call w the insurance guy', snoozeFor(60), move(ctx, null, '11:00')),
  ),
  within(
    reminded('fix the intercom in the lobby', n('11-11 09:30')),
    newYork('ahorita no puedo, estoy en el 5C con una tubería rota. 45 min', snoozeFor(45)),
  ),
  within(reminded('respond to the guest inquiry for dec', n('11-11 10:00')), newYork('ugh not rn. 2pm', snoozeUntil(n('11-11 14:00')))),
  within(
    reminded('confirm the movers for the Kaplan staging', n('11-11 10:00')),
    newYork("Can you bring this back after lunch? I'm mid-install", snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),
  within(
    reminded('send the counteroffer to the Ditmars sellers', n('11-11 09:00')),
    newYork('tomorrow morning, today is crazy with showings', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 08:00'))),
  ),
  within(reminded('replace the hallway bulbs on 4', n('11-11 10:00')), newYork('dale, mañana a las 7', snoozeUntil(n('11-12 07:00')))),
  within(reminded('update the house manual wifi password', n('11-11 10:00')), newYork('snooze 15', snoozeFor(15))),
  within(reminded('bring the area rugs to the Juno St listing', n('11-11 10:00')), newYork('en una hora y media', snoozeFor(90))),
  within(
    reminded('pay the plumber for 2R', n('11-11 10:00')),
    newYork(
      "not yet, he still hasn't sent the invoice. don't bug me about it till thursday",
      snoozeUntil(n('11-12')),
      snoozeUntil(n('11-12 09:00')),
    ),
  ),
  // New York: a put-off with no time: a careful assistant asks when; an hour's snooze would do no harm
  within(
    reminded('call the owner of 30th Ave about price drop', n('11-11 10:00')),
    newYork('I do it after I finish the call with the bank', NO_CHANGE, snoozeFor(60)),
  ),
  // New York: "not yet" that asks for nothing
  within(reminded('serve the 14-day notice to 3L', n('11-11 09:00')), newYork('not yet', NO_CHANGE)),
  within(reminded('order new key fobs for the airbnb', n('11-11 10:00')), newYork('nah not yet lol', NO_CHANGE)),
];

export const HUNDREDFIRST_DONE: HeldOutItem[] = [
  // London
  within(reminded('swap the batteries in the Leith smoke alarm', l('11-11 14:00')), london('aye done', done())),
  within(shown('chase Anfield deposit', 'gas cert for Aigburth', 'book inventory clerk for Wavertree'), london('done 2 la', done(num(2)))),
  within(
    shown('meter readings Canton', 'send quote to owner', 'call council HMO', 'inspection Cathedral Road'),
    london('1 and 3 is done', [done(num(1)), done(num(3))]),
  ),
  within(reminded('pay the girls for the weekend shifts', l('11-11 15:00')), london("I've paid them all, thank God", done())),
  london('sent the offer letter to the Earlham Road vendors', done(words('offer letter')), done(words('offer letter Earlham Road'))),
  within(just('order new duvet covers for flat 2'), london('ordered them, 84 quid for 3 covers, daylight robbery', done())),
  within(reminded('send the section 21 for Kirkdale', l('11-11 12:00')), london('sorted boss', done())),
  within(
    reminded('inspection Canton flat', l('11-11 11:00')),
    london('Inspection is done. Tenant was nice, only small scratch on the table', done()),
  ),
  within(
    shown('Ring the Hendersons', 'Upload Unthank Road photos', 'Chase the Wymondham solicitor'),
    london('did the first one, the other two can wait till tomorrow', done(num(1))),
  ),
  london('finished the Stockwell deep clean, my back is finished too', done(words('Stockwell deep clean'))),
  within(which('text Leith guests keysafe code', 'text Marchmont guests wifi'), london('the Leith one', answer(1), done(num(1)))),
  // London: could be a tick, could be news
  within(
    reminded('confirm turnover at Stockwell', l('11-11 14:00')),
    london('Adwoa says she has finished the turnover there', done(), NO_CHANGE),
  ),
  // London: news that looks like a tick
  london('the tenant on Lark Lane has done a runner, owes 2 months', NO_CHANGE),
  london('Contractor finished the bathroom in Roath, looks good', NO_CHANGE),
  london('the Leith guests cancelled, weekend is done for', NO_CHANGE),
  london('completed on the Wymondham sale today!! first one this month', NO_CHANGE),

  // New York
  within(
    shown('keys to Ditmars tenants', 'listing photos 31st Ave', 'call buyer re mortgage letter'),
    newYork('2 done, finally the owner stops calling me', done(num(2))),
  ),
  within(
    reminded('serve the 14-day notice to 3L', n('11-11 09:00')),
    newYork("served it this morning. guy wasn't home so taped it + mailed it", done()),
  ),
  newYork('ya arreglé el intercom del lobby', done(words('intercom'))),
  within(
    shown('restock coffee pods', 'msg guests abt late checkout', 'fix the smart lock batteries', 'reply to 2 star review'),
    newYork('did 1 3 and 4', [done(num(1)), done(num(3)), done(num(4))]),
  ),
  within(
    reminded('confirm the movers for the Kaplan staging', n('11-11 10:00')),
    newYork("Confirmed! Tuesday 8am, they're bringing the blankets", done()),
  ),
  within(reminded('buy the washer for the 4B sink', n('11-11 10:00')), newYork('listo', done())),
  newYork('ok restocked the coffee pods', done(words('coffee pods'))),
  newYork('Finished the Rego Park install, lord what a day', done(words('Rego Park install')), done(words('Rego Park'))),
  within(
    which('call the buyer re mortgage letter', 'call the seller re inspection'),
    newYork('the buyer one, done', answer(1), done(num(1))),
  ),
  within(
    shown('call con ed re meter', 'chase 2R rent', 'boiler service 1123 Myrtle'),
    newYork("the 3rd one's done. ignore the rest for now", done(num(3))),
  ),
  // New York: could be a tick, could be news
  within(reminded('chase 2R for the rent', n('11-11 09:00')), newYork('2R finally paid, all of it', done(), NO_CHANGE)),
  // New York: news that looks like a tick, or not done yet
  newYork('The closing on 23rd St is DONE!!! drinks tonight', NO_CHANGE),
  newYork('con ed finished swapping the meter out, the hallway lights flicker now tho', NO_CHANGE),
  newYork('guest checked out early and left the place spotless omg', NO_CHANGE),
  within(reminded('fix the intercom in the lobby', n('11-11 09:00')), newYork('ya casi, falta un cable', NO_CHANGE)),
];

export const HUNDREDFIRST_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('text the Leith guests the keysafe code', l('11-12 10:00')),
    london('actually make it 11, their flight lands later', move(ctx, null, '11:00')),
  ),
  within(just('viewing at Smithdown Rd', l('11-13 14:00')), london('no wait its thursday not friday', move(ctx, '2026-11-12', null))),
  within(
    just('make inspection in flat on Cathedral Road', l('12-04 09:00')),
    london('Sorry my mistake, 3/12 not 4/12', move(ctx, '2026-12-03', null)),
  ),
  within(
    reminded('collect keys from the Clapham host', l('11-11 15:00')),
    london('wrong time o, the host said 6', move(ctx, null, '18:00'), snoozeUntil(l('11-11 18:00'))),
  ),
  london(
    "move the Unthank Road valuation to monday 10am, vendor's away till then",
    move(words('Unthank Road valuation'), '2026-11-16', '10:00'),
  ),
  within(just('phone the boiler man about the pressure dropping', l('11-13')), london('make that half 9', move(ctx, null, '09:30'))),
  london("push the Kirkdale inventory to tues la, clerk can't do thurs", move(words('Kirkdale inventory'), '2026-11-17', null)),
  within(
    just('send the cleaners their rota', l('11-13')),
    london('make it thursdays instead, they need it before the weekend starts', move(ctx, '2026-11-12', null)),
  ),
  within(
    just('ring the Hendersons for viewing feedback', l('11-11 17:45')),
    london('oops I meant quarter past 6, they have their tea at 6', move(ctx, null, '18:15')),
  ),
  within(
    reminded('ring the landlord about the damp on Smithdown', l('11-11 15:00')),
    london("that's meant to be tmrw not today, me bad", move(ctx, '2026-11-12', null)),
  ),
  within(
    just('call council about the HMO licence for Roath house', l('11-12 13:00')),
    london('No, 14:00 is better, at 13 I have lunch with owner', move(ctx, null, '14:00')),
  ),
  london('change the Stockwell deep clean to the 20th please', move(words('Stockwell deep clean'), '2026-11-20', null)),
  within(
    just('chase the solicitor on the Wymondham sale', l('11-25 16:00')),
    london('actually the 24th, same time. they shut early on the Wednesday', move(ctx, '2026-11-24', null)),
  ),
  // London: news that looks like a correction
  london('Tenant from Canton moved to Bristol, flat is empty from the 1st', NO_CHANGE),
  london('easyjet have moved my flight home to sunday, typical', NO_CHANGE),
  london('the vendors have moved out of Earlham Road, keys are with us now', NO_CHANGE),

  // New York
  within(
    just('bring the keys to the new tenants in Ditmars', n('12-03 18:00')),
    newYork('Sorry, is 12/2 not 12/3', move(ctx, '2026-12-02', null)),
  ),
  within(just('call con ed about the meter in the hallway', n('11-11 14:15')), newYork('make it 2:45 actually', move(ctx, null, '14:45'))),
  within(just('buy the washer for the 4B sink', n('11-11 12:00')), newYork('no, mejor a las 3', move(ctx, null, '15:00'))),
  newYork('move the cleaner handoff to sat 11am pls, guests extended a night', move(words('cleaner handoff'), '2026-11-14', '11:00')),
  within(
    just('return the rental furniture from the Austin St house', n('11-20 11:00')),
    newYork('Actually the 19th — they close early that Friday', move(ctx, '2026-11-19', null)),
  ),
  within(
    reminded('text the roofer re 1123 Myrtle', n('11-11 10:00')),
    newYork('wait this is supposed to be thurs 9am', move(ctx, '2026-11-12', '09:00')),
  ),
  newYork('the exterminator lo cambié pa el viernes a las 8am, ponlo así', move(words('exterminator'), '2026-11-13', '08:00')),
  within(just('reply to that 2 star review', n('11-11 21:00')), newYork('nvm do 7 not 9', move(ctx, null, '19:00'))),
  newYork(
    'Change the showing on 30th Ave to Saturday 1pm, the buyer is working Friday',
    move(words('30th Ave'), '2026-11-14', '13:00'),
    move(words('showing on 30th Ave'), '2026-11-14', '13:00'),
  ),
  within(
    just('get the boiler at 1123 Myrtle serviced', n('11-16')),
    newYork('put it at 8am, tech said they only do morning slots', move(ctx, null, '08:00')),
  ),
  newYork('the lockbox thing -> tmrw instead', move(words('lockbox'), '2026-11-12', null)),
  within(
    just('msg the guests abt late checkout'),
    newYork('oh and make that noon', move(ctx, null, '12:00'), move(ctx, '2026-11-11', '12:00')),
  ),
  // New York: news that looks like a correction
  newYork('The sellers pushed the closing to December, I am so tired re', NO_CHANGE),
  newYork('The Kaplans moved into their new place, so that job is wrapped', NO_CHANGE),
  newYork('mi primo moved his wedding to saturday so no voy a estar ese día', NO_CHANGE),
];
