/**
 * Held-out set, hundredtwentyfirst part e: printers, sign makers and embroiderers.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Dev, a print shop owner in Croydon (flyers, banners, business cards, the big printer, trade
 *   customers; quick, lots of abbreviations).
 * - Siobhan, a Belfast sign writer and shop-front painter (gold leaf, vans, pub signs; "grand", "wee",
 *   "so it is").
 * - Aled, who runs an embroidery and workwear business in Swansea (club kits, logos, the machines; some
 *   Welsh: "diolch", "iawn", "bore da").
 * - Yusuf, who owns a vinyl-wrap and sign company in Bradford and whose first language is Urdu (van
 *   wraps, fitters, suppliers; "acha", "theek hai", "bhai").
 * - Harriet, a letterpress and wedding-stationery designer in Bath (long, careful, polite).
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Manny, a screen printer in Sunset Park whose first language is Spanish (t-shirt runs, ink, bands,
 *   merch).
 * - Jess, a risograph zine printer and designer in Williamsburg (all lower case, no punctuation).
 * - Ray, who runs a large-format and trade-show sign shop in Long Island City (installs, permits, the
 *   crew; blunt, clipped).
 * - Anh, a custom embroidery and patch maker in Flushing whose first language is Vietnamese (orders,
 *   Etsy, machines).
 * - Deborah, who owns a commercial printing business in Midtown with staff (presses, clients, proofs,
 *   invoices; long organised messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
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
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const HUNDREDTWENTYFIRST_ASK: HeldOutItem[] = [
  // London: asks with a time
  london(
    'remind me 9am tmrw chase Kwik Print re the 500 A5 flyers for the chicken shop',
    task('chase Kwik Print re the 500 A5 flyers for the chicken shop', l('11-12 09:00')),
  ),
  london(
    'Would ye remind me the morra at 8 to ring the brewery about the gold leaf on the Crown Bar sign',
    task('ring the brewery about the gold leaf on the Crown Bar sign', l('11-12 08:00')),
  ),
  london(
    'bore da! remind me at 4 to thread up machine 3 with the navy for the Mumbles RFC kits',
    task('thread up machine 3 with the navy for the Mumbles RFC kits', l('11-11 16:00')),
  ),
  london(
    'can you remind me 3/12 to chase the school about the PE polo order',
    task('chase the school about the PE polo order', l('12-03')),
  ),
  london(
    'bhai remind me tomorrow 7 in morning call Imran and Bilal for the Transit wrap in Leeds, need 2 fitter for it',
    task('call Imran and Bilal for the Transit wrap in Leeds', l('11-12 07:00')),
    task('call Imran and Bilal for the Transit wrap in Leeds, need 2 fitter for it', l('11-12 07:00')),
  ),
  london('in 20 min remind me check the laminator temp', task('check the laminator temp', inMinutes(20))),
  london(
    'Good afternoon. Would you be kind enough to remind me on Monday at half past nine to telephone Mrs Ashworth about the wording on her daughter\'s invitations? She would prefer "request the pleasure of your company" to "invite you", and I must confirm it with her before I set the type.',
    task("telephone Mrs Ashworth about the wording on her daughter's invitations", l('11-16 09:30')),
  ),
  london(
    'Could you please add "re-ink the Adana and clean the rollers" for this evening? Thank you so much.',
    task('re-ink the Adana and clean the rollers', l('11-11 19:00')),
  ),
  london('every Monday 8am remind me to oil the machines, iawn', task('oil the machines', l('11-16 08:00'), { repeat: every('week') })),
  // London: urgent, by a deadline, several jobs, a bare job
  london(
    'URGENT order new fuser for the big printer b4 fri',
    task('order new fuser for the big printer', l('11-13'), { important: true }),
    task('order new fuser for the big printer', l('11-12'), { important: true }),
  ),
  london(
    "need to get the wee van for Mulholland's lettered before the weekend so I do",
    task("get the wee van for Mulholland's lettered", l('11-13')),
    task("get the wee van for Mulholland's lettered", l('11-13 17:00')),
  ),
  london("tmrw: 1. proof the estate agent banners 2. invoice Dean's trade acct 3. pick up card stock from Antalis", [
    task('proof the estate agent banners', l('11-12')),
    task("invoice Dean's trade acct", l('11-12')),
    task('pick up card stock from Antalis', l('11-12')),
  ]),
  london('Friday: send the logo proof to Gower Builders + order 200 hi-vis vests. diolch', [
    task('send the logo proof to Gower Builders', l('11-13')),
    task('order 200 hi-vis vests', l('11-13')),
  ]),
  london(
    'Acha one more, order 3 roll of the 3M 2080 matte black from the supplier, urgent',
    task('order 3 roll of the 3M 2080 matte black from the supplier', null, { important: true }),
  ),
  london('need to get the eyelet machine serviced', task('get the eyelet machine serviced')),
  // London: mention a job, ask nothing
  london('biz cards for the barber came out wonky, reprinted em, all gd now', NO_CHANGE),
  london(
    "Rained the whole day so it did, couldn't get a brush near the shop front on the Lisburn Road. Ach well, sure it'll keep.",
    NO_CHANGE,
  ),
  london(
    'The cotton paper from the mill arrived this morning and it is quite the most beautiful thing; the deckled edges are exactly what the Penrose couple were hoping for.',
    NO_CHANGE,
  ),

  // New York: asks with a time
  newYork(
    'Remind me mañana 7am mix the pantone for the Los Rayos band shirts, 150 piezas',
    task('mix the pantone for the Los Rayos band shirts', n('11-12 07:00')),
    task('mix the pantone for the Los Rayos band shirts, 150 piezas', n('11-12 07:00')),
  ),
  newYork(
    'hoy a las 3 remind me call the ink supplier, we almost out of plastisol white',
    task('call the ink supplier', n('11-11 15:00')),
    task('call the ink supplier, we almost out of plastisol white', n('11-11 15:00')),
  ),
  newYork(
    'remind me tonight to clean the drum on the riso before the pink run tomorrow',
    task('clean the drum on the riso', n('11-11 20:00')),
    task('clean the drum on the riso before the pink run tomorrow', n('11-11 20:00')),
  ),
  newYork('remind me 11/19 to pay for my zine fest table its due the 20th', task('pay for my zine fest table', n('11-19'))),
  newYork(
    'remind me at 4 to text keisha about helping fold on saturday',
    task('text keisha about helping fold on saturday', n('11-11 16:00')),
  ),
  newYork('Install at Javits Tues 6am. Remind me Mon 3pm load the truck.', task('load the truck', n('11-16 15:00'))),
  newYork(
    'Tomorrow 8am. Chase DOB on the Queens Blvd blade sign permit.',
    task('Chase DOB on the Queens Blvd blade sign permit', n('11-12 08:00')),
  ),
  newYork(
    'Please remind me 2pm today reply the Etsy customer about the cat patch, she want bigger size',
    task('reply the Etsy customer about the cat patch', n('11-11 14:00')),
    task('reply the Etsy customer about the cat patch, she want bigger size', n('11-11 14:00')),
  ),
  newYork('remind me in an hour to take the prints off the drying rack', task('take the prints off the drying rack', inMinutes(60))),
  newYork(
    'Could you please remind me on 12/1 to review the press maintenance contract with Heidelberg before it renews?',
    task('review the press maintenance contract with Heidelberg', n('12-01')),
    task('review the press maintenance contract with Heidelberg before it renews', n('12-01')),
  ),
  // New York: urgent, several jobs, bare jobs
  newYork('Today: pay the crew. call the crane guy. order 4x8 sintra.', [
    task('pay the crew', n('11-11')),
    task('call the crane guy', n('11-11')),
    task('order 4x8 sintra', n('11-11')),
  ]),
  newYork('Tomorrow need to change the needle on machine 2 and order backing, remind me in the morning', [
    task('change the needle on machine 2', n('11-12 09:00')),
    task('order backing', n('11-12 09:00')),
  ]),
  newYork(
    'Urgent!! I must ship the 300 patches for soccer league by Friday',
    task('ship the 300 patches for soccer league', n('11-13'), { important: true }),
  ),
  newYork(
    'Good morning. A few things for this week, if you would: on Thursday at 11, call Halvorsen & Webb to confirm the paper stock for their annual report; on Friday, send the revised quote for the museum catalogue to Patricia; and at the end of the day today, remind me to sign off the payroll for the press crew.',
    [
      task('call Halvorsen & Webb to confirm the paper stock for their annual report', n('11-12 11:00')),
      task('send the revised quote for the museum catalogue to Patricia', n('11-13')),
      task('sign off the payroll for the press crew', n('11-11 17:00')),
    ],
  ),
  newYork('need to order more masters and a tube of fluorescent pink ink', task('order more masters and a tube of fluorescent pink ink'), [
    task('order more masters'),
    task('order a tube of fluorescent pink ink'),
  ]),
  newYork('Get new ratchet straps for the truck.', task('Get new ratchet straps for the truck')),
  // New York: mention a job, ask nothing
  newYork('the band from Bushwick pick up their merch finally, they pay cash todo 👍', NO_CHANGE),
  newYork('Crew finished the Hudson Yards install. No damage.', NO_CHANGE),
  newYork(
    "For what it's worth, the Halvorsen proofs came back with only two corrections, which must be some kind of record for them.",
    NO_CHANGE,
  ),
];

export const HUNDREDTWENTYFIRST_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('chase Kwik Print re the 500 A5 flyers for the chicken shop', l('11-11 15:00')),
    london('on a run of 2k leaflets, 30 mins', snoozeFor(30)),
  ),
  within(
    reminded('order new fuser for the big printer', l('11-11 15:00')),
    london('tmrw am, supplier shut now', snoozeUntil(l('11-12 09:00'))),
  ),
  within(reminded("invoice Dean's trade acct", l('11-11 15:00')), london('l8r', snoozeFor(60))),
  // London: at 15:00 "at 10" has gone by: tomorrow 10am, or tonight 10pm
  within(
    reminded('proof the estate agent banners', l('11-11 15:00')),
    london('ping me again at 10 pls', snoozeUntil(l('11-12 10:00')), snoozeUntil(l('11-11 22:00'))),
  ),
  within(
    reminded('ring the brewery about the gold leaf on the Crown Bar sign', l('11-11 15:00')),
    london("I'm up a ladder on the Ormeau Road, give us an hour there", snoozeFor(60)),
  ),
  within(
    reminded("get the wee van for Mulholland's lettered", l('11-11 15:00')),
    london(
      "Ach not today, the paint's still tacky on the doors. Friday so",
      snoozeUntil(l('11-13 09:00')),
      snoozeUntil(l('11-13')),
      move(ctx, '2026-11-13', null),
    ),
  ),
  within(reminded('buy more size for the gilding', l('11-11 15:00')), london('after my tea, about 7', snoozeUntil(l('11-11 19:00')))),
  within(
    reminded('pick up the gold leaf from the suppliers', l('11-11 15:00')),
    london("Saturday morning, sure I'll be passing anyway", snoozeUntil(l('11-14 09:00')), move(ctx, '2026-11-14', '09:00')),
  ),
  within(
    reminded('thread up machine 3 with the navy for the Mumbles RFC kits', l('11-11 15:00')),
    london('machine 1 has jammed, give me 2 hours iawn?', snoozeFor(120)),
  ),
  within(
    reminded('send the logo proof to Gower Builders', l('11-11 15:00')),
    london("Tomorrow morning, diolch, the designer hasn't sent the vector yet", snoozeUntil(l('11-12 09:00'))),
  ),
  within(
    reminded('chase the school about the PE polo order', l('11-11 15:00')),
    london('office is shut this afternoon, Monday', snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded('call Imran and Bilal for the Transit wrap in Leeds', l('11-11 15:00')),
    london('bhai I am driving, half hour', snoozeFor(30)),
  ),
  within(
    reminded('order 3 roll of the 3M 2080 matte black from the supplier', l('11-11 15:00')),
    london('Acha remind me half 5, supplier rep is calling me at 5 so I ask him price first', snoozeUntil(l('11-11 17:30'))),
  ),
  within(
    reminded("telephone Mrs Ashworth about the wording on her daughter's invitations", l('11-11 15:00')),
    london(
      "I'm so sorry, I'm in the middle of a print run and my hands are covered in ink. Could you remind me again at about quarter to five?",
      snoozeUntil(l('11-11 16:45')),
    ),
  ),
  within(
    reminded('re-ink the Adana and clean the rollers', l('11-11 15:00')),
    london(
      'Would it be terribly inconvenient to leave this until tomorrow evening? I have a bride and her mother coming in at six tonight.',
      snoozeUntil(l('11-12 19:00')),
      move(ctx, '2026-11-12', '19:00'),
    ),
  ),
  // London: "not yet" that asks nothing
  within(reminded('check the laminator temp', l('11-11 15:00')), london('not yet bhai, machine still warming up', NO_CHANGE)),
  within(
    reminded('post the Fairfax place cards', l('11-11 15:00')),
    london("Not yet, I'm afraid; Mr Fairfax still hasn't sent me the final seating plan.", NO_CHANGE),
  ),

  // New York
  within(
    reminded('mix the pantone for the Los Rayos band shirts', n('11-11 10:00')),
    newYork('ahorita no, estoy en la prensa, en 45', snoozeFor(45)),
  ),
  within(reminded('call the ink supplier', n('11-11 10:00')), newYork('después del almuerzo, like 1:30', snoozeUntil(n('11-11 13:30')))),
  within(
    reminded('burn the screens for the taco spot order', n('11-11 10:00')),
    newYork('mañana in the morning, the emulsion is not dry', snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded('clean the drum on the riso', n('11-11 10:00')), newYork('later im mid print run', snoozeFor(60))),
  within(
    reminded('pay for my zine fest table', n('11-11 10:00')),
    newYork('ugh payday is friday do it then', snoozeUntil(n('11-13 09:00')), snoozeUntil(n('11-13')), move(ctx, '2026-11-13', null)),
  ),
  within(
    reminded('text keisha about helping fold on saturday', n('11-11 10:00')),
    newYork('shes at work til 6 remind me then', snoozeUntil(n('11-11 18:00'))),
  ),
  within(reminded('load the truck', n('11-11 10:00')), newYork('On a lift. 1 hr.', snoozeFor(60))),
  within(
    reminded('Chase DOB on the Queens Blvd blade sign permit', n('11-11 10:00')),
    newYork('DOB on hold forever. Try 2pm.', snoozeUntil(n('11-11 14:00'))),
  ),
  within(reminded('call the crane guy', n('11-11 10:00')), newYork('Not now.', snoozeFor(60))),
  // New York: at 10:00 "at 8" has gone by: tomorrow 8am, or tonight 8pm
  within(
    reminded('order 4x8 sintra', n('11-11 10:00')),
    newYork('Hit me at 8.', snoozeUntil(n('11-12 08:00')), snoozeUntil(n('11-11 20:00'))),
  ),
  within(
    reminded('reply the Etsy customer about the cat patch', n('11-11 10:00')),
    newYork('I am pick up my son from school now, please remind me after 4', snoozeUntil(n('11-11 16:00'))),
  ),
  within(
    reminded('change the needle on machine 2', n('11-11 10:00')),
    newYork('Machine is running big order now, 3 hours more please', snoozeFor(180)),
  ),
  within(
    reminded('send the revised quote for the museum catalogue to Patricia', n('11-11 10:00')),
    newYork(
      'Patricia is travelling until Monday, so please hold this until then; Monday morning would be ideal.',
      snoozeUntil(n('11-16 09:00')),
      move(ctx, '2026-11-16', '09:00'),
    ),
  ),
  within(
    reminded('sign off the payroll for the press crew', n('11-11 10:00')),
    newYork("I'm walking into a client meeting; could you remind me again in ninety minutes?", snoozeFor(90)),
  ),
  within(
    reminded('call Halvorsen & Webb to confirm the paper stock for their annual report', n('11-11 10:00')),
    newYork(
      "I've just been told the mill won't confirm availability until tomorrow afternoon, so let's revisit this then. Three o'clock, say.",
      snoozeUntil(n('11-12 15:00')),
      move(ctx, '2026-11-12', '15:00'),
    ),
  ),
  // New York: "not yet" that asks nothing
  within(reminded('order backing', n('11-11 10:00')), newYork('Not yet, I wait supplier send new price list', NO_CHANGE)),
  within(reminded('order more masters', n('11-11 10:00')), newYork('not yet waiting on my refund from the last batch', NO_CHANGE)),
];

export const HUNDREDTWENTYFIRST_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('chase Kwik Print re the 500 A5 flyers for the chicken shop'), london('done, theyre on the van', done())),
  within(
    listed('proof the estate agent banners', "invoice Dean's trade acct", 'pick up card stock from Antalis'),
    london('1+3 dn', [done(num(1)), done(num(3))]),
  ),
  london("fuser's in, big printer's back up 🙌 tick it", done(words('fuser'))),
  london("The Crown Bar sign's finished so it is, gold leaf and all. Tick it off there.", done(words('Crown Bar sign'))),
  within(reminded("get the wee van for Mulholland's lettered"), london("All done, the wee van's looking class", done())),
  within(
    listed('send the logo proof to Gower Builders', 'order 200 hi-vis vests', 'chase the school about the PE polo order'),
    london('1 a 2 wedi gwneud, diolch', [done(num(1)), done(num(2))]),
  ),
  london("Mumbles RFC kits all stitched and bagged, that one's done", done(words('Mumbles RFC kits'))),
  within(
    which('thread up machine 3 with the navy', 'thread up machine 4 with the red'),
    london('the navy one, done iawn', done(num(1)), [answer(1)]),
  ),
  within(reminded('call Imran and Bilal for the Transit wrap in Leeds'), london('ho gaya bhai, both coming 8am', done())),
  london('3M vinyl order done, arriving Friday inshallah', done(words('3M'))),
  within(
    listed('check the laminator temp', 'reprint the Halal Bros menu boards', 'send Karim the invoice', 'weed the chip shop lettering'),
    london('sab done except 2', [done(num(1)), done(num(3)), done(num(4))]),
  ),
  london(
    "I'm delighted to say the wording for the Ashworth invitations is all settled; I spoke to Mrs Ashworth this morning, so you can mark that one as done. Thank you!",
    done(words('Mrs Ashworth')),
  ),
  within(reminded('re-ink the Adana and clean the rollers'), london('Yes, all done, and the rollers look almost new. Thank you.', done())),
  within(
    listed('set the type for the Penrose invitations', 'order envelopes from the mill', 'post the Fairfax place cards'),
    london(
      'The envelopes are ordered and the Penrose type is set, so the first two can come off the list; the place cards are still waiting on Mr Fairfax.',
      [done(num(1)), done(num(2))],
    ),
  ),
  // London: news that looks like a tick
  london('big printer jammed AGAIN mid banner, 3m of vinyl in the bin 🤬', NO_CHANGE),
  within(reminded('varnish the Crown Bar board'), london('Done? Not a bit of it, the varnish is lifting again so it is', NO_CHANGE)),
  london(
    "My apprentice finished her first full set of menus on the Vandercook today, and they are lovely. I'm rather proud of her.",
    NO_CHANGE,
  ),

  // New York: ticks
  within(reminded('mix the pantone for the Los Rayos band shirts'), newYork('listo, ya está mezclado 👍', done())),
  newYork('ya terminé the 150 shirts for Los Rayos, all folded and in boxes', done(words('Los Rayos'))),
  within(
    listed('call the ink supplier', 'burn the screens for the taco spot order', 'reclaim the old screens'),
    newYork('1 y 3 done', [done(num(1)), done(num(3))]),
  ),
  newYork('ok dropped the zine proofs at desert island finally', done(words('zine proofs'))),
  within(reminded('clean the drum on the riso'), newYork('did it', done())),
  within(
    listed('order more masters', 'text keisha about helping fold on saturday', 'pay for my zine fest table'),
    newYork('all done lol for once', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(reminded('load the truck'), newYork('Loaded.', done())),
  newYork('Crane guy done. Sintra ordered.', [done(words('crane guy')), done(words('sintra'))]),
  newYork('Permit came through. Queens Blvd done.', done(words('Queens Blvd'))),
  within(reminded('reply the Etsy customer about the cat patch'), newYork('I reply her already, she ok with bigger size ✅', done())),
  within(which('change the needle on machine 2', 'change the needle on machine 4'), newYork('machine 2, done', done(num(1)), [answer(1)])),
  newYork('Soccer league patches ship today, finally finish!!', done(words('soccer league patches'))),
  newYork(
    "Please mark the Heidelberg contract review as complete; we went through it line by line this morning and I'm satisfied with the terms.",
    done(words('Heidelberg contract')),
  ),
  within(
    listed(
      'call Halvorsen & Webb to confirm the paper stock for their annual report',
      'send the revised quote for the museum catalogue to Patricia',
      'sign off the payroll for the press crew',
    ),
    newYork('The first and third are done; the museum quote is still with our estimator.', [done(num(1)), done(num(3))]),
  ),
  // New York: news that looks like a tick
  within(reminded('burn the screens for the taco spot order'), newYork('todavía no, the exposure unit is broken 😩', NO_CHANGE)),
  newYork('the fluorescent pink ran out halfway thru the cover run rip', NO_CHANGE),
  newYork(
    "Halvorsen & Webb have just told us they're moving their annual report to a digital-only edition next year, which is a blow.",
    NO_CHANGE,
  ),
];

export const HUNDREDTWENTYFIRST_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('chase Kwik Print re the 500 A5 flyers for the chicken shop', l('11-12 09:00')),
    london('nah 8, they open early', move(ctx, null, '08:00')),
  ),
  within(
    just('proof the estate agent banners', l('11-12')),
    london('not banners, the correx boards', rename(ctx, 'proof the estate agent correx boards')),
  ),
  london('move Dean invoice to mon', move(words('Dean'), '2026-11-16', null)),
  within(
    just('ring the brewery about the gold leaf on the Crown Bar sign', l('11-12 08:00')),
    london("Ach no, the brewery's not open till 10, make it 10 so", move(ctx, null, '10:00')),
  ),
  within(
    just("get the wee van for Mulholland's lettered", l('11-13')),
    london("Sorry it's McAleese's van, not Mulholland's, I've them mixed up", rename(ctx, "get the wee van for McAleese's lettered")),
  ),
  within(
    reminded('pick up the gold leaf from the suppliers', l('11-11 15:00')),
    london(
      "Ah, could you put that to Thursday? They've no 23 carat in till then",
      move(ctx, '2026-11-12', null),
      snoozeUntil(l('11-12 15:00')),
    ),
  ),
  within(
    just('thread up machine 3 with the navy for the Mumbles RFC kits', l('11-11 16:00')),
    london("sorry, it's machine 4 not 3", rename(ctx, 'thread up machine 4 with the navy for the Mumbles RFC kits')),
  ),
  within(
    just('chase the school about the PE polo order', l('12-03')),
    london('No, 2/12 I meant, the Wednesday', move(ctx, '2026-12-02', null)),
  ),
  within(
    just('send the logo proof to Gower Builders', l('11-13')),
    london('oops, Gower Scaffolding not Builders', rename(ctx, 'send the logo proof to Gower Scaffolding')),
  ),
  within(
    just('call Imran and Bilal for the Transit wrap in Leeds', l('11-12 07:00')),
    london('sorry bhai not 7, 6:30, they leave early', move(ctx, null, '06:30')),
  ),
  within(
    just('order 3 roll of the 3M 2080 matte black from the supplier'),
    london('Not matte black, satin black. Acha?', rename(ctx, 'order 3 roll of the 3M 2080 satin black from the supplier')),
  ),
  london('the Leeds wrap call, change it to Friday please', move(words('Leeds'), '2026-11-13', null)),
  within(
    just("telephone Mrs Ashworth about the wording on her daughter's invitations", l('11-16 09:30')),
    london(
      "Oh dear, I've just realised I said Monday when I meant Tuesday, at the same time. So sorry.",
      move(ctx, '2026-11-17', null),
      move(ctx, '2026-11-17', '09:30'),
    ),
  ),
  within(
    just('re-ink the Adana and clean the rollers', l('11-11 19:00')),
    london(
      'Forgive me, I should have said the Albion, not the Adana; the Adana is already clean.',
      rename(ctx, 're-ink the Albion and clean the rollers'),
    ),
  ),
  // London: look like corrections, are news
  within(just('pick up card stock from Antalis', l('11-12')), london('antalis moved to a new unit in Purley btw', NO_CHANGE)),
  london(
    'The Fairfax wedding has been moved from June to September, so at least the deadline on the save-the-dates is a little gentler now.',
    NO_CHANGE,
  ),
  london('Customer changed the Tesco van wrap from blue to green, same price, theek hai', NO_CHANGE),

  // New York
  within(
    just('mix the pantone for the Los Rayos band shirts', n('11-12 07:00')),
    newYork('no no, 8, I open the shop at 8', move(ctx, null, '08:00')),
  ),
  within(
    just('call the ink supplier', n('11-11 15:00')),
    newYork('perdón is not ink supplier, is the mesh supplier', rename(ctx, 'call the mesh supplier')),
  ),
  newYork('el de los taco screens, cambia a Friday', move(words('taco'), '2026-11-13', null)),
  within(just('clean the drum on the riso', n('11-11 20:00')), newYork('wait make it 6 im going out later', move(ctx, null, '18:00'))),
  within(
    just('pay for my zine fest table', n('11-19')),
    newYork('oh its actually due the 18th so the 17th', move(ctx, '2026-11-17', null)),
  ),
  within(
    just('text keisha about helping fold on saturday', n('11-11 16:00')),
    newYork('its kiara not keisha lmao', rename(ctx, 'text kiara about helping fold on saturday')),
  ),
  within(just('load the truck', n('11-16 15:00')), newYork('Not Mon. Sun.', move(ctx, '2026-11-15', null))),
  within(
    just('Chase DOB on the Queens Blvd blade sign permit', n('11-12 08:00')),
    newYork('Northern Blvd. Not Queens.', rename(ctx, 'Chase DOB on the Northern Blvd blade sign permit')),
  ),
  within(reminded('call the crane guy', n('11-11 10:00')), newYork('Make it 1.', move(ctx, null, '13:00'), snoozeUntil(n('11-11 13:00')))),
  within(
    just('reply the Etsy customer about the cat patch', n('11-11 14:00')),
    newYork(
      'Sorry, not cat patch, the dog patch. Cat customer I reply already',
      rename(ctx, 'reply the Etsy customer about the dog patch'),
    ),
  ),
  within(
    just('ship the 300 patches for soccer league', n('11-13')),
    newYork('Sorry I mean 11/12, post office close early Friday', move(ctx, '2026-11-12', null)),
  ),
  newYork('Please move the needle change to tonight 7pm', move(words('needle'), '2026-11-11', '19:00')),
  within(
    just('call Halvorsen & Webb to confirm the paper stock for their annual report', n('11-12 11:00')),
    newYork(
      'A small correction, if I may: the call with Halvorsen & Webb should be at 11:30, not 11. Their production manager has a standing meeting until then.',
      move(ctx, null, '11:30'),
    ),
  ),
  within(
    just('review the press maintenance contract with Heidelberg', n('12-01')),
    newYork(
      "On second thought, let's bring that forward to the 24th; I'd like it settled before the Thanksgiving break.",
      move(ctx, '2026-11-24', null),
    ),
  ),
  within(
    just('send the revised quote for the museum catalogue to Patricia', n('11-13')),
    newYork(
      "Apologies, it's Priscilla at the museum, not Patricia. Patricia is at the gallery.",
      rename(ctx, 'send the revised quote for the museum catalogue to Priscilla'),
    ),
  ),
  // New York: look like corrections, are news
  newYork('la banda cambió el color de los shirts a negro, whatever, same price for me', NO_CHANGE),
  newYork('The Heidelberg technician has pushed his service visit to the first week of December, which suits us rather better.', NO_CHANGE),
  newYork('Javits moved our booth to hall 3B. Same install day.', NO_CHANGE),
];
