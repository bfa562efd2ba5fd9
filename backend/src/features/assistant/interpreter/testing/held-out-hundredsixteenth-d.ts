/**
 * Held-out set, hundredsixteenth part d: mechanics, garages and car-care businesses.
 * Renames, removals, ticks and unclear messages.
 *
 * London time (Europe/London, day-first dates):
 * - Shaun, who runs a two-bay MOT and repair garage in Doncaster (MOTs, parts, the ramp, customers' cars; short lines, "mate");
 * - Priya, a mobile car valeter and detailer in Slough (bookings, the van, ceramic coats, fleet contracts; lots of emojis);
 * - Tomasz, a mobile tyre fitter in Northampton whose first language is Polish (call-outs, tyre stock, the wholesaler);
 * - Fraser, a Dundee classic-car restorer who writes some Scots;
 * - Adeel, who runs a small body shop and car-hire business in Birmingham and mixes in some Urdu.
 *
 * New York time (America/New_York, month-first dates):
 * - Luis, a mechanic with his own shop in the South Bronx whose first language is Spanish;
 * - Dwayne, a tow-truck owner-operator in East New York (all lower case, no punctuation);
 * - Mei, who runs a mobile EV-charger installation and car-electronics business in Flushing and whose first language is Mandarin;
 * - Sal, a used-car dealer and auto-body guy on Staten Island (blunt, clipped);
 * - Elaine, a fleet-maintenance consultant for small delivery companies in Midtown (long careful messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
  snoozeUntil,
  talk,
  task,
  unclear,
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
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDSIXTEENTH_RENAME: HeldOutItem[] = [
  // London: renames of the task in view
  within(
    just('MOT on the Corsa', l('11-12 09:00')),
    london('not corsa mate its the astra. MOT on the astra', rename(ctx, 'MOT on the astra')),
  ),
  within(
    just("ceramic coat for Ravi's BMW"),
    london(
      "omg sorry it's his Audi not the BMW 🙈🙈 change to 'ceramic coat for Ravi's Audi Q5' pls 💜",
      rename(ctx, "ceramic coat for Ravi's Audi Q5"),
    ),
  ),
  within(
    just('order tyres from wholesaler'),
    london(
      "please change name to 'order 4x 205/55 R16 Michelin from wholesaler', I forget to write the size",
      rename(ctx, 'order 4x 205/55 R16 Michelin from wholesaler'),
    ),
  ),
  within(
    just('pick up the chrome bits fae Arbroath'),
    london(
      "naw, it's Forfar no Arbroath. ca' it 'pick up the chrome bits fae Forfar' aye",
      rename(ctx, 'pick up the chrome bits fae Forfar'),
    ),
  ),
  within(
    just('call Aviva about the Golf', l('11-12 10:00')),
    london("bhai change it to 'call Direct Line about the Golf' and make it 2pm, Aviva wala galat tha", [
      rename(ctx, 'call Direct Line about the Golf'),
      move(ctx, null, '14:00'),
    ]),
  ),
  // London: renames by words or by number
  london(
    'the brake pads one, call it brake pads and discs for the transit',
    rename(words('brake pads'), 'brake pads and discs for the transit'),
  ),
  within(
    shown('valet at Slough Trading Estate', 'van service', 'quote for Thames fleet'),
    london("rename 3 to 'quote for Thames Water fleet - 12 vans' ✨🚐", rename(num(3), 'quote for Thames Water fleet - 12 vans')),
  ),
  london(
    "the task with Kowalski, change it for 'call-out Kowalski puncture Wellingborough'",
    rename(words('Kowalski'), 'call-out Kowalski puncture Wellingborough'),
  ),
  within(
    shown('strip the MGB doors', 'order new Herald hood', 'send invoice tae Mr Baird'),
    london("number 2 - it's the Stag no the Herald, make it 'order new hood for the Stag'", rename(num(2), 'order new hood for the Stag')),
  ),
  within(
    shown('courtesy car for Mr Hussain', 'paint order from Bradleys', 'insurance photos Civic'),
    london(
      "2 ka naam change kar do: 'paint order from Bradleys - pearl white 3 litres'",
      rename(num(2), 'paint order from Bradleys - pearl white 3 litres'),
    ),
  ),
  // London: look like renames, are not
  london("customer rang, his name's not Dave it's Darren. been calling him Dave for 2 year 😂", NO_CHANGE),
  within(
    just('valet Mrs Kaur Range Rover', l('11-13 10:00')),
    london("change it to saturday babe she's working fri 😅", move(ctx, '2026-11-14', null)),
  ),
  within(just('find a dynamo for the Jag'), london("change the name o' that... naw, leave it, I'll hae a think", NO_CHANGE)),
  london('customer renamed his company, now its AK Logistics not AK Couriers, same insurance though yaar', NO_CHANGE),

  // New York: renames of the task in view
  within(
    just('call Mr Rivera about the transmission'),
    newYork('no no is Ramírez, not Rivera. change please', rename(ctx, 'call Mr Ramírez about the transmission')),
  ),
  within(
    just('pick up civic from impound'),
    newYork(
      'change that to pick up the accord from the impound on gold st wrong car',
      rename(ctx, 'pick up the accord from the impound on gold st'),
    ),
  ),
  within(
    just('install charger Mr Lin'),
    newYork(
      "Please rename to 'install Level 2 charger Mr Lin garage 41-20 Parsons Blvd', more detail is better for me",
      rename(ctx, 'install Level 2 charger Mr Lin garage 41-20 Parsons Blvd'),
    ),
  ),
  within(just('DMV for the camry'), newYork('rename. DMV title transfer 2014 camry', rename(ctx, 'DMV title transfer 2014 camry'))),
  within(
    just('audit call with Brightside', n('11-12 11:00')),
    newYork(
      "Could you rename that to 'quarterly maintenance audit call with Brightside Deliveries' and push it to 11:30? Their ops lead asked for a few extra minutes to pull the mileage logs.",
      [rename(ctx, 'quarterly maintenance audit call with Brightside Deliveries'), move(ctx, null, '11:30')],
    ),
  ),
  // New York: renames by words or by number
  newYork(
    "the one of the brakes, put 'brake job for the Sienna, pads y rotors'",
    rename(words('brakes'), 'brake job for the Sienna, pads y rotors'),
  ),
  within(
    shown('call geico adjuster', 'tow for mr jackson', 'yard rent'),
    newYork('2 make it tow jackson van to pep boys on atlantic', rename(num(2), 'tow jackson van to pep boys on atlantic')),
  ),
  newYork(
    "The dashcam task, change name: 'dashcam install for Uber driver Kevin, front and rear'",
    rename(words('dashcam'), 'dashcam install for Uber driver Kevin, front and rear'),
  ),
  within(
    shown('manheim auction', 'body work on the altima', 'plates for the f150'),
    newYork('1 → manheim auction NJ, bring checkbook', rename(num(1), 'manheim auction NJ, bring checkbook')),
  ),
  // New York: look like renames, are not
  newYork('guy at the yard changed the company name on his trucks again lol', NO_CHANGE),
  within(
    just('vendor call with Midtown Tire', n('11-13 14:00')),
    newYork('Actually, could you change that to Monday? Their account manager is out on Friday.', move(ctx, '2026-11-16', null)),
  ),
  within(
    just('permit for Queens install'),
    newYork('change the name... wait, I ask customer the address first, later I tell you', NO_CHANGE),
  ),
  within(just('parts run'), newYork('cambia el nombre', unclear)),
];

export const HUNDREDSIXTEENTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(just('MOT on the astra', l('11-12 09:00')), london("bin that mate, he's took it to kwik fit", remove())),
  london("delete the Windsor wedding car valet 💔 they've called off the whole wedding omg 😭", remove(words('Windsor wedding'))),
  within(
    shown('call-out Kowalski puncture', 'order tyres from wholesaler', 'balance machine service'),
    london('please remove 3, the service man come already yesterday', remove(num(3)), done(num(3))),
  ),
  london("scrub the dynamo thing for the Jag, the owner's selt the car tae some bloke in Perth", remove(words('dynamo'))),
  within(reminded('courtesy car for Mr Hussain'), london("cancel kar do, his insurance won't cover it", remove())),
  london('get rid of the tracking on the fiesta and the exhaust on the berlingo, neither coming in', [
    remove(words('tracking')),
    remove(words('exhaust')),
  ]),
  within(reminded("ceramic coat for Ravi's Audi Q5"), london("noooo he's put it off till spring, remove it for now 🙃", remove())),
  within(just('buy new compressor'), london('not need anymore, my brother give me his old one. Delete please', remove())),
  within(
    shown('strip the MGB doors', 'order new hood for the Stag', 'phone the paint shop'),
    london(
      "2 an 3 can go, the Stag man's gone quiet an I phoned the paint shop aready",
      [remove(num(2)), remove(num(3))],
      [remove(num(2)), done(num(3))],
    ),
  ),
  // London: news with cancel words, or a cancel inside a new task
  london('Halfords cancelled my trade account mate. gutted', NO_CHANGE),
  london(
    'remind me to cancel the Autoglym subscription before the 20th 🧴',
    task('cancel the Autoglym subscription', l('11-19')),
    task('cancel the Autoglym subscription', l('11-20')),
  ),
  london('Wholesaler remove the Nankang from catalogue, shame, was good cheap tyre', NO_CHANGE),
  london("the Triumph club's cancelled the run tae Glamis on Sunday, too much snaw forecast", NO_CHANGE),
  london('Mr Hussain ne claim withdraw kar liya, says his cousin will fix it 🙄', NO_CHANGE),

  // New York: removals
  within(just('inspection for the Corolla', n('11-13 09:00')), newYork('cancela eso, the customer sell the car', remove())),
  newYork('delete the geico adjuster thing they settled already', remove(words('geico adjuster'))),
  within(
    shown('install charger Mr Lin', 'buy 50ft cable', 'permit Bayside'),
    newYork('Please delete number 2, I find cable in the van still have', remove(num(2))),
  ),
  newYork('kill the altima body work. sold as is', remove(words('altima'))),
  within(
    shown('audit call with Brightside', 'vendor call with Midtown Tire', 'draft PM schedule for QuickDrop', 'invoice Hudson Couriers'),
    newYork(
      "Please take 2 and 3 off the list. Midtown Tire is no longer a vendor we're considering, and QuickDrop has paused the engagement until January.",
      [remove(num(2)), remove(num(3))],
    ),
  ),
  within(reminded('tow for mr jackson', n('11-11 09:00')), newYork('he cancelled got a jump from his neighbor remove it', remove())),
  within(just('order alternator for the Explorer'), newYork('no lo necesito, the customer bring his own part. bórralo', remove())),
  newYork('Remove dashcam Kevin and also the Bayside permit, both customer cancel 😔', [
    remove(words('dashcam Kevin')),
    remove(words('Bayside permit')),
  ]),
  within(reminded('plates for the f150'), newYork('scratch it. buyer backed out', remove())),
  // New York: news with cancel words, or a cancel inside a new task
  newYork('city pulled me off the rotation list for the month smh', NO_CHANGE),
  newYork(
    'Remind me on Monday morning to cancel the Fleetio trial before it converts to a paid plan.',
    task('cancel the Fleetio trial before it converts to a paid plan', n('11-16 09:00')),
    task('cancel the Fleetio trial', n('11-16 09:00')),
  ),
  newYork('auction cancelled. weather', NO_CHANGE),
  newYork('Customer ask me remove old charger from his garage, I did already, $150 cash 😊', NO_CHANGE),
];

export const HUNDREDSIXTEENTH_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('MOT on the astra'), london('done mate, passed, advisory on the front tyres', done())),
  within(reminded('valet Mrs Kaur Range Rover'), london('all done ✅✨ looks brand new she was buzzing 😍', done())),
  within(
    shown('call-out Kowalski puncture', 'order tyres from wholesaler', 'pay van lease'),
    london('1 and 3 finish. Tyres I order tomorrow', [done(num(1)), done(num(3))]),
  ),
  within(reminded('strip the MGB doors'), london('aye, baith stripped tae bare metal, nae rot thank God', done())),
  within(reminded('insurance photos Civic'), london('ho gaya bhai, sent to the assessor', done())),
  within(
    shown('restock snow foam', 'van MOT', 'invoice Thames Water fleet'),
    london(
      'snow foam restocked 🧽 and invoice sent 💸 van MOT next week',
      [done(num(1)), done(num(3))],
      [done(words('snow foam')), done(words('invoice'))],
    ),
  ),
  london('I was already at wholesaler and I take the Michelins', done(words('Michelin')), done(words('wholesaler'))),
  within(
    shown('phone Mr Baird', 'order chrome bits', 'book the spray booth'),
    london("done the lot the day, a' three", [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(just('collect paint from Bradleys', l('11-11 12:00')), london('collected, shukar, 3 litres pearl white in the boot', done())),
  // London: look like ticks, change nothing
  within(
    reminded('chase Darren for the 80 quid'),
    london('not yet, he says friday', NO_CHANGE, snoozeUntil(l('11-13')), move(ctx, '2026-11-13', null)),
  ),
  london('done 6 cars today 🥵 my arms are dead', NO_CHANGE),
  within(reminded('balance machine service'), london('Engineer was here but he need to order part, so not finish yet', NO_CHANGE)),
  london("that's me finished for the night, ma hands are frozen", NO_CHANGE),

  // New York: ticks
  within(reminded('call Mr Ramírez about the transmission'), newYork('ya lo llamé, he say go ahead with the rebuild', done())),
  within(reminded('pick up the accord from the impound'), newYork('got it its on the hook now', done())),
  within(
    shown('install charger Mr Lin', 'permit Bayside', 'dashcam Kevin'),
    newYork('Mr Lin install finish, permit also submit. Kevin is Saturday', [done(num(1)), done(num(2))]),
  ),
  within(reminded('DMV title transfer 2014 camry'), newYork('done. 3 hrs at the dmv', done())),
  within(
    reminded('send the revised PM schedule to QuickDrop'),
    newYork(
      'Yes, I sent it over this morning along with the revised tire-rotation intervals. Their ops manager has already acknowledged receipt.',
      done(),
    ),
  ),
  newYork('paid the yard rent', done(words('yard rent'))),
  within(
    shown('oil change Honda', 'parts run to Advance', 'inspection for Mrs Díaz'),
    newYork('todo listo 👍', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  newYork('Dashcam for Kevin is install already, he is happy', done(words('dashcam')), done(words('Kevin'))),
  within(
    shown('manheim auction NJ', 'plates for the f150', 'detail the tahoe'),
    newYork('plates done. tahoe done', [done(num(2)), done(num(3))]),
  ),
  within(
    just('vendor call with Midtown Tire', n('11-11 09:00')),
    newYork("That call went well — they'll match last year's pricing for all three of my clients.", done()),
  ),
  // New York: look like ticks, change nothing
  newYork('thats it im off the road 11 calls since midnight', NO_CHANGE),
  within(reminded('oil change Honda'), newYork('todavía no, the customer no bring the car yet', NO_CHANGE)),
  within(reminded('pick up the checkbook from the bank'), newYork('bank closed. veterans day', NO_CHANGE)),
  within(reminded('permit Bayside'), newYork('I finish the form but DOB website is down, cannot submit 😩', NO_CHANGE)),
];

export const HUNDREDSIXTEENTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('the astra mate', unclear),
  london('sat or sun?? 🤔', unclear),
  london('205/55', unclear),
  london('whit aboot the hood', unclear),
  london('Hussain sahab ka', unclear),
  london('put it back mate', unclear),
  london('can u remind me to', unclear),
  london('For Kettering, the', unclear),
  london('gonnae', unclear),
  london('2 baje', unclear),
  // London: two readings
  within(which('call Aviva about the Golf', 'call Aviva about the Polo'), london('the VW', unclear)),
  within(shown('MOT on the astra', 'order brake pads', 'chase Darren for the 80 quid'), london('done that one mate', unclear)),
  within(just('call-out Kowalski puncture', l('11-12 10:00')), london('or maybe friday, I check with him', unclear, NO_CHANGE)),
  within(reminded('restock snow foam'), london('kinda 😅', unclear, NO_CHANGE)),

  // New York: too little to act on
  newYork('el de la Sienna', unclear),
  newYork('the bmw', unclear),
  newYork('Tuesday or Thursday, depend the customer', unclear),
  newYork('lot 14', unclear),
  newYork('Could you please move the', unclear),
  newYork('tmrw', unclear),
  newYork('recuérdame lo de', unclear),
  newYork('41-20', unclear),
  newYork('later.', unclear, talk('goodbye')),
  // New York: two readings
  within(which('tow for mr jackson', 'call mr jackson about the bill'), newYork('jackson', unclear)),
  within(just('install charger Mr Lin', n('11-12 13:00')), newYork('Or 3pm better?', unclear)),
  within(
    askedChoice('renew the Brightside contract at the lower rate or walk away', 'renew at the lower rate', 'walk away'),
    newYork(
      "I can see the argument for both, to be honest. I'd like to keep the relationship, but not if we're servicing their vans at a loss.",
      answer(null),
      unclear,
    ),
  ),
  within(shown('manheim auction NJ', 'plates for the f150', 'detail the tahoe'), newYork('handled', unclear)),
];
