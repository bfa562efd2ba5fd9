/**
 * Held-out set, hundredthird part e: people who look after other people's animals.
 *
 * London time (day-first dates, 4/12 = 4 December):
 * - Kez, a dog walker in Clapham: pack walks on the Common, keys and lockboxes; fast lowercase.
 * - Ffion, a dog groomer in Swansea who drops into Welsh (bore fory, nes ymlaen, wedi neud, tamping).
 * - Jo, who runs a livery yard in Shropshire: farrier, haylage, turnout, liveries' fees.
 * - Morag, a cattery and pet-sitting business in Glasgow; writes some Scots (the morra, the noo, gie us, aboot).
 * - Declan, a mobile equine vet in Newmarket whose English is Irish ("I'm after ringing him", "so", "fierce").
 *
 * New York time (month-first dates, 4/12 = April 12):
 * - Tasha, a dog trainer in Bed-Stuy: reactive dogs, group classes, homework sheets.
 * - Irina, a pet sitter on the Upper West Side whose first language is Russian (drops articles).
 * - Vinnie, who runs a mobile grooming van out of Staten Island.
 * - Maricel, who owns a dog daycare in Long Island City and writes some Tagalog (po, na, nalang, bukas, mamaya).
 * - Hector, a reptile and aquarium shop owner in the Bronx: feeders, UVB bulbs, tanks.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  ctx,
  done,
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
  every,
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

export const HUNDREDTHIRD_ASK: HeldOutItem[] = [
  // London: Kez, dog walker, Clapham
  london(
    'remind me tmrw 8am to grab the spare key for no 42 from the lockbox',
    task('grab the spare key for no 42 from the lockbox', l('11-12 08:00')),
  ),
  london(
    'need to invoice the hendersons before fri, theyve had 3 weeks of walks off me',
    task('invoice the hendersons', l('11-13')),
    task('invoice the hendersons', l('11-12')),
  ),
  london("pick up poo bags n treats and text luna's mum re saturday", [
    task('pick up poo bags n treats'),
    task("text luna's mum re saturday"),
  ]),
  london('every mon 7am top up the van water + towels', task('top up the van water + towels', l('11-16 07:00'), { repeat: every('week') })),

  // London: Ffion, groomer, Swansea
  london(
    'remind me bore fory to order more shampoo from the wholesaler, nearly out of the oatmeal one',
    task('order more shampoo from the wholesaler', l('11-12 09:00')),
    task('order more shampoo from the wholesaler', l('11-12 08:00')),
  ),
  london(
    "ring Mrs Pritchard half 4 about Alfie's matts, she wants him shaved right down now",
    task("ring Mrs Pritchard about Alfie's matts", l('11-11 16:30')),
  ),
  london(
    'need to send Bethan the invoice for the 2 cockapoos EOD, and book the van in for its MOT on 4/12',
    [task('send Bethan the invoice for the 2 cockapoos', l('11-11 17:00')), task('book the van in for its MOT', l('12-04'))],
    [task('send Bethan the invoice for the 2 cockapoos', l('11-11 18:00')), task('book the van in for its MOT', l('12-04'))],
  ),

  // London: Jo, livery yard, Shropshire
  london('put farrier in for thursday week 9am please, hes doing all the fronts', task('farrier', l('11-19 09:00'))),
  london(
    'URGENT order haylage, down to 2 bales and the lads are eating like horses (they are horses)',
    task('order haylage', null, { important: true }),
  ),
  london('worming the youngsters on the 1st, and can you remind me quarter to 6 to shut the top gate', [
    task('worming the youngsters', l('12-01')),
    task('shut the top gate', l('11-11 17:45')),
  ]),

  // London: Morag, cattery, Glasgow
  london(
    'gonnae remind me the morra at quarter tae 6 tae phone the Gallaghers aboot pickin up Tam',
    task('phone the Gallaghers aboot pickin up Tam', l('11-12 17:45')),
  ),
  london(
    'need tae chase the Reids deposit fur christmas boardin by end o the month, they aye leave it tae the last minute',
    task('chase the Reids deposit fur christmas boardin', l('11-30')),
  ),
  london(
    'mind me at noon friday tae get 20 bags o litter fae the cash n carry',
    task('get 20 bags o litter fae the cash n carry', l('11-13 12:00')),
  ),

  // London: Declan, equine vet, Newmarket
  london(
    'remind me first thing to ring the trainer at Hillcrest about the scope results, so',
    task('ring the trainer at Hillcrest about the scope results', l('11-12 09:00')),
    task('ring the trainer at Hillcrest about the scope results', l('11-12 08:00')),
  ),
  london(
    'flu jabs for the 3 two year olds at Bury Road yard, in 2 weeks at 4pm if you would',
    task('flu jabs for the 3 two year olds at Bury Road yard', l('11-25 16:00')),
  ),
  london(
    "put me down to restock the car with bute and sedalin after lunch tmrw, I'm near empty",
    task('restock the car with bute and sedalin', l('11-12 13:00')),
    task('restock the car with bute and sedalin', l('11-12 14:00')),
  ),

  // London: look like asks, change nothing
  london("did i put luna's walk in for sat??", NO_CHANGE),
  london('I do be forgetting the passports every single time, I swear', NO_CHANGE),

  // New York: Tasha, dog trainer, Bed-Stuy
  newYork(
    'remind me tmrw 9am to email the Okonkwos the homework sheet for Biscuit',
    task('email the Okonkwos the homework sheet for Biscuit', n('11-12 09:00')),
  ),
  newYork(
    'gotta renew my liability insurance before the 1st, its literally expiring',
    task('renew my liability insurance', n('12-01')),
    task('renew my liability insurance', n('11-30')),
  ),
  newYork(
    'remind me friday at 7pm to pack cones and long lines for saturday class',
    task('pack cones and long lines for saturday class', n('11-13 19:00')),
  ),

  // New York: Irina, pet sitter, Upper West Side
  newYork(
    'Please remind to me tomorrow at 6 evening to feed cat of Mrs. Goldberg, she is in Florida until Sunday',
    task('feed cat of Mrs. Goldberg', n('11-12 18:00')),
  ),
  newYork('I need to give back keys to doorman at 211 W 85 on 11/20', task('give back keys to doorman at 211 W 85', n('11-20'))),
  newYork('Important!! Buy insulin for Max today, he has only 2 doses left', task('Buy insulin for Max', n('11-11'), { important: true })),

  // New York: Vinnie, grooming van, Staten Island
  newYork(
    'yo remind me thurs 7am to fill the generator, ran dry on the verrazzano last week lol',
    task('fill the generator', n('11-12 07:00')),
  ),
  newYork('call the body shop abt the dent in the van at 2 and order more #10 blades', [
    task('call the body shop abt the dent in the van', n('11-11 14:00')),
    task('order more #10 blades'),
  ]),
  newYork('remind me 12/4 to send the deposit back to the Nguyens', task('send the deposit back to the Nguyens', n('12-04'))),

  // New York: Maricel, daycare, Long Island City
  newYork(
    'pls remind me tom 8am to check the vaccine records of the new pups po, bordetella kasi required',
    task('check the vaccine records of the new pups', n('11-12 08:00')),
  ),
  newYork('need to pay Joy and Mark for their overtime on 11/15 sige', task('pay Joy and Mark for their overtime', n('11-15'))),
  newYork(
    'remind me mamaya at quarter to 5 to post the thanksgiving closure hours on IG',
    task('post the thanksgiving closure hours on IG', n('11-11 16:45')),
  ),

  // New York: Hector, reptile and aquarium shop, Bronx
  newYork(
    'remind me every friday at 4 to order feeder crickets from the supplier',
    task('order feeder crickets from the supplier', n('11-13 16:00'), { repeat: every('week') }),
  ),
  newYork(
    'urgent: order the UVB bulbs for the beardie tanks by noon tmrw, the old ones are flickering',
    task('order the UVB bulbs for the beardie tanks', n('11-12 12:00'), { important: true }),
  ),
  newYork('end of the month do inventory on the frozen mice & rats', task('do inventory on the frozen mice & rats', n('11-30'))),

  // New York: a time but no ask (add it, or ask), and a gripe that asks nothing
  newYork('vet appt for Coco fri 3pm', task('vet appt for Coco', n('11-13 15:00')), NO_CHANGE),
  newYork('i keep forgetting to charge the clippers smh', NO_CHANGE),
];

export const HUNDREDTHIRD_SNOOZE: HeldOutItem[] = [
  // London: Kez
  within(
    reminded('walk Bella and Monty', l('11-11 14:30')),
    london('not now, mid frisbee rescue on the common, give me an hour', snoozeFor(60)),
  ),
  within(reminded('drop keys back to no 17', l('11-11 14:00')), london('try me at 6', snoozeUntil(l('11-11 18:00')))),
  // "at 8" at 15:00: tonight or tomorrow morning; either is later, or ask
  within(
    reminded('text the Hendersons the new walk times', l('11-11 13:00')),
    london('try me at 8', snoozeUntil(l('11-11 20:00')), snoozeUntil(l('11-12 08:00')), NO_CHANGE),
  ),
  within(reminded('pick up poo bags n treats', l('11-11 12:00')), london('snooze pls x', snoozeFor(60))),
  // not yet: says nothing about when
  within(reminded('invoice the hendersons', l('11-11 12:00')), london('not yet', NO_CHANGE)),

  // London: Ffion
  within(
    reminded('order more shampoo from the wholesaler', l('11-11 09:00')),
    london("bore fory, I'm tamping, the dryer's packed in", snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 08:00'))),
  ),
  within(
    reminded('bath the doodle from Mumbles', l('11-11 14:00')),
    london('nes ymlaen, elbow deep in a spaniel', snoozeFor(60), NO_CHANGE),
  ),
  within(reminded("ring Mrs Pritchard about Alfie's matts", l('11-11 14:30')), london('now in a minute, honest', NO_CHANGE)),

  // London: Jo
  within(
    reminded('ring the hay man about the next load', l('11-11 14:00')),
    london("can't, mid turnout in the rain. after 5", snoozeUntil(l('11-11 17:00'))),
  ),
  within(
    reminded('chase Sarah for livery fees', l('11-11 10:00')),
    london('not yet. monday, she gets paid friday', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),

  // London: Morag
  within(reminded('clean oot pens 4 tae 6', l('11-11 14:00')), london('no the noo hen, gie us twa hours', snoozeFor(120))),
  within(
    reminded("phone the vet aboot Smudge's bloods", l('11-11 11:00')),
    london("the morra at 10, they're shut fur lunch an I'm no sittin on hold", snoozeUntil(l('11-12 10:00'))),
  ),

  // London: Declan
  within(
    reminded('write up the lameness workup for the Hillcrest filly', l('11-11 13:00')),
    london("I'm only after landing at a colic, try me at 7 so", snoozeUntil(l('11-11 19:00'))),
  ),
  within(reminded('ring the owner about the pre-purchase vetting', l('11-11 12:00')), london('ah not yet, sure look', NO_CHANGE)),
  within(reminded('order more sedalin', l('11-11 12:00')), london('after the yard visit at Bury Road, whenever that finishes', NO_CHANGE)),

  // New York: Tasha
  within(
    reminded('send Kendra the reactivity plan for Zeus', n('11-11 09:00')),
    newYork('mid session w a leash-reactive pittie rn, hit me in 90', snoozeFor(90)),
  ),
  within(
    reminded('post class recap on IG', n('11-11 09:30')),
    newYork('after lunch', snoozeUntil(n('11-11 13:00')), snoozeUntil(n('11-11 14:00'))),
  ),

  // New York: Irina
  within(
    reminded('water plants at Levins apartment', n('11-11 09:30')),
    newYork('Not now please, I will be there at 3 o clock', snoozeUntil(n('11-11 15:00'))),
  ),
  within(
    reminded('buy litter for Goldberg cat', n('11-11 08:00')),
    newYork('I do it tomorrow morning, today no time', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 08:00'))),
  ),
  within(reminded('give back keys to doorman at 211 W 85', n('11-11 09:00')), newYork('Not yet, doorman is not on shift', NO_CHANGE)),

  // New York: Vinnie
  within(reminded('restock the van with shampoo + towels', n('11-11 09:00')), newYork('stuck on the expressway, 30 min', snoozeFor(30))),
  within(
    reminded('call Mrs DeLuca back re Peanut', n('11-11 09:00')),
    newYork('after the ferry, like 1ish', snoozeUntil(n('11-11 13:00'))),
  ),
  within(reminded('fill the generator', n('11-11 07:00')), newYork('can u remind me again at 4', snoozeUntil(n('11-11 16:00')))),

  // New York: Maricel
  within(
    reminded('update the staff schedule for next week', n('11-11 09:00')),
    newYork('later na po, busy with drop offs, 11:30 nalang', snoozeUntil(n('11-11 11:30'))),
  ),
  within(reminded('call the kiddie pool supplier', n('11-11 09:30')), newYork('bukas na lang po, 10am', snoozeUntil(n('11-12 10:00')))),

  // New York: Hector
  within(
    reminded('clean the filter on the big reef tank', n('11-11 08:00')),
    newYork('push it a couple hours, delivery truck just pulled up', snoozeFor(120)),
  ),
  within(
    reminded('call the Shah family about their tortoise pickup', n('11-11 09:00')),
    newYork('tomorrow at noon', snoozeUntil(n('11-12 12:00')), move(ctx, '2026-11-12', '12:00')),
  ),
  within(
    reminded('order the UVB bulbs for the beardie tanks', n('11-11 09:00')),
    newYork('not yet, still waiting on the supplier to send the price list', NO_CHANGE),
  ),
];

export const HUNDREDTHIRD_DONE: HeldOutItem[] = [
  // London: Kez
  within(reminded('walk Bella and Monty', l('11-11 14:30')), london('done ✅ both knackered', done())),
  within(shown("walk the Hendersons' lab", 'keys back to no 17', 'order poo bags'), london('done 2', done(num(2)))),
  within(shown("walk the Hendersons' lab", 'keys back to no 17', 'order poo bags'), london('did 1 and 3 x', [done(num(1)), done(num(3))])),
  // news, no task in view
  london('the dog from no 42 slipped his harness but hes fine, all done and dusted now phew', NO_CHANGE),

  // London: Ffion
  within(reminded('send Bethan the invoice', l('11-11 12:00')), london('wedi neud, tidy', done())),
  within(
    shown('bath Alfie', 'nails for Poppy', 'order shampoo'),
    london("poppy's nails are done, alfie next", done(num(2)), done(words('poppy'))),
  ),
  london("Mrs Pritchard's finished with us, gone to the new place in Sketty. gutted", NO_CHANGE),

  // London: Jo
  within(reminded('poo pick the top field', l('11-11 12:00')), london('all done, took forever in the mud', done())),
  within(
    shown('ring hay man', 'chase Sarah livery', 'worm the youngsters', 'fix arena gate'),
    london('rang the hay man and sorted the gate', [done(num(1)), done(num(4))], [done(words('hay man')), done(words('arena gate'))]),
  ),
  london("the hay's done for the year, too wet to cut anything now", NO_CHANGE),

  // London: Morag
  within(
    reminded('phone the Gallaghers aboot pickin up Tam', l('11-11 12:00')),
    london("aye done, they're pickin him up Saturday", done()),
  ),
  within(
    shown('Smudge bloods at the vet', 'clean oot pens 4 tae 6'),
    london("Smudge's bloods are aw done n dusted", done(num(1)), done(words('smudge'))),
  ),
  // could be a tick, could be news about the cat
  within(
    reminded('give Bramble her antibiotics', l('11-11 09:00')),
    london("Bramble's finished her antibiotics the day, she's loupin aboot", done(), NO_CHANGE),
  ),

  // London: Declan ("I'm after X-ing" is "I've just X-ed")
  within(
    reminded('ring the trainer at Hillcrest about the scope results', l('11-11 09:00')),
    london("I'm after ringing him, he's happy enough", done()),
  ),
  within(
    shown('x-ray the Hillcrest filly', 'flu jabs Bury Road', 'restock bute'),
    london('done 1 and 3, the 2nd is fierce awkward, leave it', [done(num(1)), done(num(3))]),
  ),
  london('the sales are done for another year thank god', NO_CHANGE),

  // New York: Tasha
  within(reminded('email the Okonkwos the homework sheet', n('11-11 09:00')), newYork('sent 👍', done())),
  within(
    shown('email Okonkwos', 'renew insurance', 'buy cones'),
    newYork('renewed the insurance finally', done(num(2)), done(words('insurance'))),
  ),
  newYork('Zeus finished his 6 week program today!! so proud of this boy', NO_CHANGE),

  // New York: Irina
  within(reminded('feed cat of Mrs. Goldberg', n('11-11 09:00')), newYork('Is done, cat ate everything and was very happy', done())),
  within(
    shown('give back keys to doorman', 'water plants Levins', 'buy litter'),
    newYork('I made number 1 and 3', [done(num(1)), done(num(3))]),
  ),
  newYork('Mrs. Goldberg cancelled, she finished with trip earlier', NO_CHANGE),

  // New York: Vinnie
  within(reminded('fill the generator', n('11-11 07:00')), newYork('filled her up, good to go', done())),
  newYork('done w/ the last dog of the day, my back is killing me', NO_CHANGE),

  // New York: Maricel
  within(
    reminded('check the vaccine records of the new pups', n('11-11 09:00')),
    newYork('done na po, all complete except Coco, she needs bordetella pa', done()),
  ),
  within(
    shown('pay Joy and Mark', 'post closure hours', 'order kiddie pools'),
    newYork('paid them na, sige', done(num(1)), done(words('Joy and Mark'))),
  ),

  // New York: Hector
  within(reminded('order feeder crickets', n('11-11 09:00')), newYork('ordered, 5000 coming thurs', done())),
  within(
    shown('clean reef tank filter', 'call Shah family re tortoise', 'order UVB bulbs'),
    newYork('the shahs called me first lol so thats sorted. bulbs too', [done(num(2)), done(num(3))]),
  ),
  newYork('sold the last ball python today, done with those for the season', NO_CHANGE),
  // a tick with nothing in view: ask which
  newYork('done!', NO_CHANGE),
];

export const HUNDREDTHIRD_CORRECTION: HeldOutItem[] = [
  // London: Kez
  within(
    just('grab the spare key for no 42 from the lockbox', l('11-12 08:00')),
    london('make it 7.45 actually, the owner leaves early', move(ctx, null, '07:45')),
  ),
  within(just('pick up poo bags n treats', l('11-12')), london('no wait, friday', move(ctx, '2026-11-13', null))),
  london("move luna's walk to sat 11, her mum's working", move(words('luna'), '2026-11-14', '11:00')),

  // London: Ffion
  within(
    just("ring Mrs Pritchard about Alfie's matts", l('11-11 16:30')),
    london("actually make it 5, she's in work till then", move(ctx, null, '17:00')),
  ),
  within(
    reminded('order more shampoo from the wholesaler', l('11-11 10:00')),
    london('push it to fory', move(ctx, '2026-11-12', null), snoozeUntil(l('11-12 10:00'))),
  ),
  london("the van's been moved to the back car park, council are resurfacing", NO_CHANGE),

  // London: Jo
  within(just('farrier', l('11-19 09:00')), london("sorry he's just said the friday not the thursday", move(ctx, '2026-11-20', null))),
  london('change the hay delivery to monday 8am', move(words('hay delivery'), '2026-11-16', '08:00')),
  london("Sarah's moved her mare to the yard down the road. her loss", NO_CHANGE),

  // London: Morag
  within(just('phone the Gallaghers aboot pickin up Tam', l('11-12 17:45')), london('naw, make it hauf 5', move(ctx, null, '17:30'))),
  within(
    just('chase the Reids deposit fur christmas boardin', l('11-30')),
    london("actually the 25th, they're awa efter that", move(ctx, '2026-11-25', null)),
  ),
  london('shift the litter run tae thursday', move(words('litter'), '2026-11-12', null)),

  // London: Declan
  within(
    just('restock the car with bute and sedalin', l('11-12 13:00')),
    london('ah no, earlier than that, half 8 before the first call', move(ctx, null, '08:30')),
  ),
  within(
    reminded('x-ray the Hillcrest filly', l('11-11 11:00')),
    london("we're after putting it back to Friday at 10, the farrier's only coming Thursday", move(ctx, '2026-11-13', '10:00')),
  ),
  london('the Tattersalls vettings got moved to the mornings, fierce early altogether', NO_CHANGE),

  // New York: Tasha
  within(
    just('email the Okonkwos the homework sheet for Biscuit', n('11-12 09:00')),
    newYork('actually 8:30, i wanna send before their walk', move(ctx, null, '08:30')),
  ),
  within(just('pack cones and long lines for saturday class', n('11-13 19:00')), newYork('nah thursday', move(ctx, '2026-11-12', null))),
  newYork('move the Kendra call to fri 2pm', move(words('kendra'), '2026-11-13', '14:00')),
  newYork('class moved indoors bc of the rain forecast', NO_CHANGE),

  // New York: Irina
  within(just('feed cat of Mrs. Goldberg', n('11-12 18:00')), newYork('Sorry, not 6, at 7 evening', move(ctx, null, '19:00'))),
  within(
    just('give back keys to doorman at 211 W 85', n('11-20')),
    newYork('Please change to 11/19, she comes back one day earlier', move(ctx, '2026-11-19', null)),
  ),

  // New York: Vinnie
  within(
    just('call the body shop abt the dent in the van', n('11-11 14:00')),
    newYork('push that to tmrw, theyre closed wednesdays apparently', move(ctx, '2026-11-12', null)),
  ),
  newYork('the deluca groom is now 11/18 at 1, change it', move(words('deluca'), '2026-11-18', '13:00')),
  newYork('mrs deluca moved to jersey so shes off my route 😩', NO_CHANGE),

  // New York: Maricel
  within(
    just('pay Joy and Mark for their overtime', n('11-15')),
    newYork('ay sorry po, 11/16 pala, bank is closed sunday', move(ctx, '2026-11-16', null)),
  ),
  within(
    just('post the thanksgiving closure hours on IG', n('11-11 16:45')),
    newYork('make it noon tmrw nalang', move(ctx, '2026-11-12', '12:00')),
  ),

  // New York: Hector
  within(
    just('order feeder crickets from the supplier', n('11-13 16:00')),
    newYork('make it 3 instead, they close early fridays', move(ctx, null, '15:00')),
  ),
  newYork('bump the Ruiz tank delivery to monday 11am', move(words('ruiz'), '2026-11-16', '11:00')),
  within(
    just('do inventory on the frozen mice & rats', n('11-30')),
    newYork('wait no wrong day, i meant the 20th', move(ctx, '2026-11-20', null)),
  ),
  newYork('the reptile expo got pushed to january, figures', NO_CHANGE),
];
