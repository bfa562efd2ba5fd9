/**
 * Held-out set, hundredtwentyfirst part f: printers, sign makers and embroiderers.
 * Removals, renames, voice-note rambles and messages too thin to act on.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Dev, a print shop owner in Croydon (flyers, banners, business cards, the big printer, trade customers;
 *   quick, lots of abbreviations).
 * - Siobhan, a Belfast sign writer and shop-front painter (gold leaf, vans, pub signs; "grand", "wee",
 *   "so it is").
 * - Aled, who runs an embroidery and workwear business in Swansea (club kits, logos, the machines; some
 *   Welsh: "diolch", "iawn", "bore da").
 * - Yusuf, a vinyl-wrap and sign company owner in Bradford whose first language is Urdu (van wraps,
 *   fitters, suppliers; "acha", "theek hai", "bhai").
 * - Harriet, a letterpress and wedding-stationery designer in Bath (long, careful, polite).
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Manny, a screen printer in Sunset Park whose first language is Spanish (t-shirt runs, ink, bands, merch).
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
  decision,
  dilemma,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
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
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const HUNDREDTWENTYFIRST_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    listed('banners for Addington FC', 'reorder 350gsm silk', 'biz cards for Kwame', 'service the Konica'),
    london('bin 3 m8, kwame went w vistaprint smh', remove(num(3))),
  ),
  within(reminded('chase Pereira Trade for Oct acct', l('11-11 14:00')), london('del that, they paid thru bacs this am', remove(), done())),
  london(
    'take off the flyer job for the chicken shop on london rd, they pulled it last min',
    remove(words('flyer job for the chicken shop')),
  ),
  london(
    "Could ye take the Duke of York pub sign off my list, the landlord's after selling up so he is, no sign wanted now",
    remove(words('Duke of York pub sign')),
  ),
  within(
    just("gold leaf the fascia at Kennedy's bakery", l('11-13 09:00')),
    london("ach scrap that one, the scaffolding's not going up till after Christmas. I'll put it back in myself nearer the time", remove()),
  ),
  within(
    listed('van lettering for McCann Plumbing', 'order 23ct gold leaf', 'quote for the Linen Hall cafe', 'prime the boards'),
    london('get rid of 2 there, the wee parcel came this morning 🙌', remove(num(2)), done(num(2))),
  ),
  within(
    reminded('digitise the Penlan RFC badge'),
    london('Delete that one please, the club have sent the file over already digitised. Diolch!', remove(), done()),
  ),
  london(
    "bore da, can you delete 'hi-vis for Jenkins Scaffolding', they've gone with someone in Llanelli. iawn, their loss",
    remove(words('hi-vis for Jenkins Scaffolding')),
  ),
  within(
    listed('thread order from Madeira', 'polos for Mumbles Rowing Club', 'service machine 2', 'chase Gower Cafe for logo'),
    london('Take 1 and 3 off please, both sorted this morning', [remove(num(1)), remove(num(3))], [done(num(1)), done(num(3))]),
  ),
  within(
    reminded('wrap quote for Patel Bros Transit'),
    london('acha delete kar do bhai, customer not answer phone 2 week, forget him', remove()),
  ),
  london('Please remove both fitting job in Shipley, the Sprinter and the Crafter. Customer cancel the contract, theek hai, no problem', [
    remove(words('Sprinter Shipley')),
    remove(words('Crafter Shipley')),
  ]),
  london(
    "Would you be so kind as to remove the reminder about the wedding suite for the Ashworth–Kemp wedding? I've had rather a sad email this morning to say it has been called off. I do hope they're both alright.",
    remove(words('Ashworth–Kemp wedding suite')),
  ),
  within(
    listed('print the Hale invitations', 'order Colorplan samples', 'reply to the Assembly Rooms couple', 'look at the second Adana press'),
    london(
      "Could you delete number 4, please? I've decided against buying a second press after all — the studio simply hasn't the room.",
      remove(num(4)),
      [remove(num(4)), decision],
    ),
  ),
  // London: news and questions that use the words, change nothing
  london('konica wiped the whole print queue again ffs, 3 hrs of jobs gone', NO_CHANGE),
  london('ach cancel that wan', unclear),
  london('Customer ask me take off old wrap from his Transit before new one, minimum 3 hour job 😩', NO_CHANGE),
  london(
    "How does one delete a task? I seem to have two of the same one and I can't for the life of me see how to get rid of it.",
    NO_CHANGE,
  ),

  // New York: removals
  within(
    reminded('print 200 shirts for Los Crudos tour', n('11-12 09:00')),
    newYork('bórralo hermano, the band cancel the tour 😤 no hay shirts', remove()),
  ),
  within(
    listed('mix pantone 186 red', 'reclaim screens', 'order gildan 5000 blacks', 'invoice Brooklyn Taco Fest'),
    newYork('quita el 3 please, the supplier send them already ayer', remove(num(3)), done(num(3))),
  ),
  newYork(
    'delete the one for the plastisol from Ryonet, I find it more cheap in the shop on 3rd ave and I buy already',
    remove(words('plastisol from Ryonet')),
    done(words('plastisol from Ryonet')),
  ),
  within(just('send files to riso club for the zine fest table', n('11-13')), newYork('nvm delete that they already have them', remove())),
  newYork('take off the thing about the pink ink i found a whole one in the back lol', remove(words('pink ink')), done(words('pink ink'))),
  within(
    listed('fold and staple issue 7', 'email printed matter about a table', 'scan lisas drawings', 'pay con ed'),
    newYork('2 can go they said no tables this year', remove(num(2))),
  ),
  within(reminded('install Javits booth 14 graphics', n('11-12 06:00')), newYork('Kill it. Client pulled out of the show.', remove())),
  newYork('Remove the DOB permit thing for the Queens Blvd sign. Landlord said no.', remove(words('DOB permit Queens Blvd sign'))),
  within(
    listed('print 10 retractables for Medtech', 'crew schedule', 'pick up aluminum panels', 'call Gus re lift'),
    newYork('Drop 3 and 4. Done both.', [remove(num(3)), remove(num(4))], [done(num(3)), done(num(4))]),
  ),
  within(reminded('ship Etsy order 4471 patches'), newYork('Please delete, customer cancel the order, I already refund her', remove())),
  newYork(
    'can you remove reminder "buy backing stabilizer"? my sister bring it from her shop for me already 😊',
    remove(words('buy backing stabilizer')),
    done(words('buy backing stabilizer')),
  ),
  within(
    which('digitize logo for Flushing Bakery', 'digitize logo for Flushing Dental'),
    newYork('the dental one, delete it, they change their mind', remove(num(2)), remove(words('Flushing Dental')), answer(2)),
  ),
  newYork(
    'Good morning. Please remove the reminder to quote the Delacroix Gallery exhibition catalogue. The gallery is closing its New York space at the end of the year, so there will be no catalogue. A shame; they were lovely to work with.',
    remove(words('Delacroix Gallery exhibition catalogue')),
  ),
  within(
    listed('Hargrove Capital annual report proofs', 'Castellan brochure', 'order coated stock', 'quarterly press maintenance'),
    newYork(
      'Of the items you listed, would you please remove 1 and 4? Hargrove have decided to take their report in-house this year, and the press maintenance is now covered by the service contract Leon arranged.',
      [remove(num(1)), remove(num(4))],
    ),
  ),
  // New York: news and questions that use the words, change nothing
  newYork('client want to remove the logo from the back of the shirt, only front now. less work for me jaja', NO_CHANGE),
  newYork('Scrap it.', unclear),
  newYork('the print shop next to the studio got their whole instagram deleted lol 6 years of posts', NO_CHANGE),
];

export const HUNDREDTWENTYFIRST_RENAME: HeldOutItem[] = [
  // London: renames
  within(just('biz cards for Kwame', l('11-12')), london('its Kwabena not Kwame lol diff guy', rename(ctx, 'biz cards for Kwabena'))),
  within(
    listed('banners Addington FC', 'reorder silk', 'Konica service'),
    london('2 = reorder 350gsm silk x10 boxes pls', rename(num(2), 'reorder 350gsm silk x10 boxes')),
  ),
  london("change 'A5 flyers' to 'A5 flyers Jerk Hut 5k dbl sided'", rename(words('A5 flyers'), 'A5 flyers Jerk Hut 5k dbl sided')),
  within(
    reminded('paint sign for the Crown bar'),
    london(
      "Ach it's the Crown Liquor Saloon, not the Crown bar, they'd take the head off me. Fix that for us would ye",
      rename(ctx, 'paint sign for the Crown Liquor Saloon'),
    ),
  ),
  london(
    "Can ye call the 'van job' one 'letter the two Transits for O'Neill Electrical' instead, it's that vague I'd not have a clue what it was",
    rename(words('van job'), "letter the two Transits for O'Neill Electrical"),
  ),
  within(
    just('gild fascia Kennedys bakery', l('11-16')),
    london(
      "make that Kennedys home bakery Ormeau Road, there's two Kennedys so there is",
      rename(ctx, 'gild fascia Kennedys home bakery Ormeau Road'),
    ),
  ),
  within(
    just('embroider kits for Clydach U11s', l('11-20')),
    london("sorry, it's the U12s not the U11s. iawn", rename(ctx, 'embroider kits for Clydach U12s')),
  ),
  london(
    "Please rename 'thread' to 'order Madeira thread, navy and gold for Swansea Vale'",
    rename(words('thread'), 'order Madeira thread, navy and gold for Swansea Vale'),
  ),
  within(
    listed('wrap Sprinter for Khan Couriers', 'order Avery 1105 matt black', 'pay fitters'),
    london('number 1 not Sprinter bhai, is Vivaro. change please', rename(num(1), 'wrap Vivaro for Khan Couriers')),
  ),
  within(
    reminded('call supplier'),
    london('Write name also: call Hexis supplier Leeds. Otherwise I forget which one', rename(ctx, 'call Hexis supplier Leeds')),
  ),
  london(
    "Would you mind changing 'Fairfax invitations' to 'Fairfax–Oduya invitations, 80, blind deboss'? I'd like both families' names on it, and the detail will save me looking it up.",
    rename(words('Fairfax invitations'), 'Fairfax–Oduya invitations, 80, blind deboss'),
  ),
  within(
    just('order Somerset paper', l('11-13')),
    london("Oh dear, I'm so sorry — I meant Colorplan, not Somerset. Could you correct it?", rename(ctx, 'order Colorplan paper')),
  ),
  // London: look like renames, are not, or are more than one
  within(just('proofs to Jerk Hut', l('11-12 10:00')), london('make it 12 not 10 they dont open till late', move(ctx, null, '12:00'))),
  london(
    "Customer wants the shop renamed from Mulligans to Mulligan's Fine Foods, so that's the whole fascia to strip and redo. Grand so",
    NO_CHANGE,
  ),
  within(
    just('polo shirts for Mumbles Rowing', l('11-16')),
    london('call it Mumbles Rowing polos and make it Tuesday please, diolch', [
      rename(ctx, 'Mumbles Rowing polos'),
      move(ctx, '2026-11-17', null),
    ]),
  ),
  london('Customer want change his company name on the van after wrap finish 😤 now I print whole side again', NO_CHANGE),
  london("What did I end up calling the task for the Bristol stationery fair? I can't seem to find it anywhere.", NO_CHANGE),

  // New York: renames
  within(
    just('print shirts for Los Crudos', n('11-18')),
    newYork('no no, es Los Crudos Jr, the kids band, not the old guys 😂', rename(ctx, 'print shirts for Los Crudos Jr')),
  ),
  newYork('change "order ink" to "order ink white Wilflex 1 gallon"', rename(words('order ink'), 'order ink white Wilflex 1 gallon')),
  within(
    listed('order Bella blanks', 'order Gildan blanks', 'reclaim screens'),
    newYork('el 1 is Next Level not Bella, cambialo porfa', rename(num(1), 'order Next Level blanks')),
  ),
  within(
    listed('fold issue 7', 'email printed matter', 'scan drawings'),
    newYork('3 is scan lisas drawings for the cover not just scan drawings', rename(num(3), 'scan lisas drawings for the cover')),
  ),
  within(
    reminded('buy paper'),
    newYork(
      'can u make it buy mohawk 60lb paper from the place on metropolitan',
      rename(ctx, 'buy mohawk 60lb paper from the place on metropolitan'),
    ),
  ),
  newYork('rename the zine fest thing to table at pioneer works zine fest', rename(words('zine fest'), 'table at pioneer works zine fest')),
  within(
    just('install Medtech', n('11-13 07:00')),
    newYork('Medtech at Javits. Not their office.', rename(ctx, 'install Medtech at Javits')),
  ),
  newYork('Rename "permit" to "DOB permit 41-12 Queens Blvd".', rename(words('permit'), 'DOB permit 41-12 Queens Blvd')),
  within(
    just('make patches for biker club', n('11-17')),
    newYork(
      'Please write name of club, is "Iron Lotus MC". So: make patches for Iron Lotus MC',
      rename(ctx, 'make patches for Iron Lotus MC'),
    ),
  ),
  within(
    listed('Etsy order 4471 patches', 'clean bobbin case', 'call Mrs Lin'),
    newYork('number 3 please change to "call Mrs Lin about jacket back logo"', rename(num(3), 'call Mrs Lin about jacket back logo')),
  ),
  newYork(
    "Would you please rename 'proofs for Castellan' to 'Castellan Partners brochure proofs — second round'? We have two Castellan jobs running at the moment and I'd like to keep them clearly distinct.",
    rename(words('proofs for Castellan'), 'Castellan Partners brochure proofs — second round'),
  ),
  within(
    reminded('call Leo about the Heidelberg'),
    newYork(
      "A small correction: it's Leon, our press technician, not Leo. Please update it to read 'call Leon about the Heidelberg roller service'.",
      rename(ctx, 'call Leon about the Heidelberg roller service'),
    ),
  ),
  // New York: look like renames, are not, or are more than one
  within(just('site survey Astoria', n('11-12 08:00')), newYork('Make it 7.', move(ctx, null, '07:00'))),
  newYork('Customer want change the name on patch from "Mike" to "Michael" after I finish stitch already 😭 must do again', NO_CHANGE),
  newYork('renamed the zine soft static btw way better than the old name', NO_CHANGE),
  within(
    listed('Hargrove proofs', 'Castellan brochure'),
    newYork('Number 2 should read "Castellan brochure, 5,000 copies", and it needs to move to Monday.', [
      rename(num(2), 'Castellan brochure, 5,000 copies'),
      move(num(2), '2026-11-16', null),
    ]),
  ),
];

export const HUNDREDTWENTYFIRST_RAMBLE: HeldOutItem[] = [
  // London: several jobs
  london(
    'mad one today, big printer jammed twice n a trade guy from thornton heath came in kickin off abt his banners bein late (they wernt, he was early lol). need to order more 440gsm pvc tmrw, ring the epson engineer b4 fri, n pick up the kids at 6',
    [task('order more 440gsm pvc', l('11-12')), task('ring the epson engineer', l('11-13')), task('pick up the kids', l('11-11 18:00'))],
    [task('order more 440gsm pvc', l('11-12')), task('ring the epson engineer', l('11-12')), task('pick up the kids', l('11-11 18:00'))],
  ),
  london(
    "Well what a day. Up a ladder on the Lisburn Road in the rain doing the gold leaf on the chemist's window and the size wouldn't go off with the damp, so it wouldn't. Tomorrow I need to ring Dessie about the van lettering, and I've to get more 23ct gold leaf ordered before the weekend. And mind me to ring Mammy on Sunday, it's her birthday",
    [
      task('ring Dessie about the van lettering', l('11-12')),
      task('get more 23ct gold leaf ordered', l('11-13')),
      task('ring Mammy', l('11-15')),
    ],
    [
      task('ring Dessie about the van lettering', l('11-12')),
      task('get more 23ct gold leaf ordered', l('11-13 17:00')),
      task("ring Mammy, it's her birthday", l('11-15')),
    ],
  ),
  london(
    "Bore da! Mad week here. Machine 3's needle bar is playing up again and we've got 60 polos for Mumbles Rowing Club to get out by Friday. I need to phone the Tajima engineer first thing tomorrow and order more navy thread. Mam wants me to fix her gate too but that can wait for the weekend, iawn",
    [task('phone the Tajima engineer', l('11-12 09:00')), task('order more navy thread'), task('fix her gate', l('11-14'))],
    [
      task('phone the Tajima engineer', l('11-12 09:00')),
      task('order more navy thread'),
      task('fix her gate', l('11-14')),
      task('get the polos for Mumbles Rowing Club out', l('11-13')),
    ],
  ),
  london(
    'Assalam alaikum bhai. Today very long day, fitter Imran not come so I wrap the Transit myself with Kashif, 9 hour, my back is finish 😩. Tomorrow I must call Metamark because the vinyl roll come damaged, and Friday pay Kashif his money. Also need book MOT for my van, is due end of month',
    [
      task('call Metamark because the vinyl roll come damaged', l('11-12')),
      task('pay Kashif his money', l('11-13')),
      task('book MOT for my van'),
    ],
    [task('call Metamark', l('11-12')), task('pay Kashif his money', l('11-13')), task('book MOT for my van', l('11-30'))],
  ),
  london(
    "Good afternoon. I've just come back from the loveliest consultation with a couple who are marrying at the Assembly Rooms in June, and my head is absolutely full of ideas. A few things I mustn't lose track of: I need to send them a quote for the full suite by Monday, order a sample pack of the cotton paper from Griffin Mill, and — before I forget — re-ink the Vandercook before Friday's run of the Hale invitations. Thank you so much.",
    [
      task('send them a quote for the full suite', l('11-16')),
      task('order a sample pack of the cotton paper from Griffin Mill'),
      task('re-ink the Vandercook', l('11-13')),
    ],
    [
      task('send them a quote for the full suite', l('11-16')),
      task('order a sample pack of the cotton paper from Griffin Mill'),
      task('re-ink the Vandercook', l('11-12')),
    ],
  ),
  // London: one job among chatter
  london(
    "croydon's heavin today, xmas lights goin up on north end n some guy dressed as an elf handin out flyers we printed lol. anyway remind me to invoice addington fc for the banners 2moro am",
    task('invoice addington fc for the banners', l('11-12 09:00')),
  ),
  london(
    "Ospreys lost again last night, I can't watch anymore honestly. Anyway, tidy day in the unit, all three machines running for once. Remind me Monday to send the invoice to Clydach RFC, diolch",
    task('send the invoice to Clydach RFC', l('11-16')),
  ),
  london(
    "The most extraordinary thing happened today: a gentleman brought in his grandfather's wooden type, a whole case of it, from a Victorian jobbing printer in Frome. Some of it may even be usable. I really must ring the St Bride Library next week to ask about having it identified.",
    task('ring the St Bride Library to ask about having it identified', l('11-16')),
  ),
  // London: a decision, or a choice to think through, said aloud
  london('right made my mind up, no more trade work for Printmax, 60 day terms is takin the piss. gotta tell Sam on mon', [
    decision,
    task('tell Sam', l('11-16')),
  ]),
  london(
    "I've been offered all the shop fronts for a new chain of coffee places, twelve shops, good money, but it's vinyl they want, not painted, and I'd be sticking letters on glass all day instead of the real work. Or I keep going with the hand painting and hope it's enough to keep me. I haven't a notion what to do",
    dilemma,
  ),
  london(
    'Acha, I think long time and now I decide. No more cheap wrap from Facebook marketplace, only business fleet. Theek hai, final.',
    decision,
  ),
  london(
    "I've been going round in circles about whether to take a stall at the Bath Christmas Market this year. It would be wonderful exposure, but it's eighteen days standing in the cold and I'd have to close the studio to commissions for most of December. Or I could put the money into the website instead. I'd value thinking it through properly.",
    dilemma,
  ),
  // London: no job at all
  london(
    'Finished the sign for the Errigle today, hand lettered the whole thing, and the oul fella who drinks in the corner came out and told me it was the best sign on the road. Made my week so it did',
    NO_CHANGE,
  ),
  london(
    "Diolch byth, the kits for the Gorseinon juniors went out today and the kids' faces when they saw their names on the back 🥹 worth every late night",
    NO_CHANGE,
  ),
  london(
    'Bhai today customer see his van after wrap, he hug me 😂 he say look better than Lamborghini. Alhamdulillah, good day',
    NO_CHANGE,
  ),

  // New York: several jobs
  newYork(
    'Ay qué día, 300 shirts for the Brooklyn Steel show and the white ink keep cracking, I think the dryer temp is wrong. Mañana I need call the guy for the dryer and order more Wilflex white, and Friday pick up the screens from Ricky. Estoy muerto 😵',
    [task('call the guy for the dryer', n('11-12')), task('order more Wilflex white'), task('pick up the screens from Ricky', n('11-13'))],
    [
      task('call the guy for the dryer', n('11-12')),
      task('order more Wilflex white', n('11-12')),
      task('pick up the screens from Ricky', n('11-13')),
    ],
  ),
  newYork(
    'ok so zine fest is in like 10 days and i have not folded a single copy of issue 7 lol also the riso drum is doing the streaky thing again so i need to email the repair guy tomorrow and get more fluorescent pink ink whenever and pay my part of the studio rent by the 15th',
    [task('email the repair guy', n('11-12')), task('get more fluorescent pink ink'), task('pay my part of the studio rent', n('11-15'))],
  ),
  newYork(
    'Rough day. Lift died at the Javits load-in. Crew stood around 3 hrs. Tomorrow: call Sunbelt about the lift, invoice Medtech for the overtime. Friday: permit pickup at DOB.',
    [
      task('call Sunbelt about the lift', n('11-12')),
      task('invoice Medtech for the overtime', n('11-12')),
      task('permit pickup at DOB', n('11-13')),
    ],
  ),
  newYork(
    'Today very busy, 5 Etsy order for Christmas patches and machine 2 break thread every 10 minute 😩. Tomorrow I must call Brother repair shop, and buy more black thread and backing. Sunday is my daughter birthday, remind me order the cake Saturday morning',
    [task('call Brother repair shop', n('11-12')), task('buy more black thread and backing'), task('order the cake', n('11-14 09:00'))],
    [
      task('call Brother repair shop', n('11-12')),
      task('buy more black thread and backing', n('11-12')),
      task('order the cake', n('11-14 09:00')),
    ],
  ),
  newYork(
    "Good morning. A few items from this morning's production meeting that I'd like you to hold for me. First, I need to sign off the Castellan brochure proofs by Thursday at noon so they can go on press Friday. Second, please remind me to review the overtime figures with Marisol on Monday morning. Third, I should call our paper merchant about the price increase they've announced for January, though that can wait until next week. Thank you.",
    [
      task('sign off the Castellan brochure proofs', n('11-12 12:00')),
      task('review the overtime figures with Marisol', n('11-16 09:00')),
      task("call our paper merchant about the price increase they've announced for January", n('11-16')),
    ],
    [
      task('sign off the Castellan brochure proofs', n('11-12 12:00')),
      task('review the overtime figures with Marisol', n('11-16 09:00')),
      task('call our paper merchant about the price increase', n('11-16')),
    ],
  ),
  // New York: one job among chatter
  newYork(
    'lisa came by with bagels and we spent 2 hours arguing about whether comic sans is good actually (it is) anyway remind me to send her the cover proof tonight',
    task('send her the cover proof', n('11-11 20:00')),
  ),
  newYork(
    'Mrs Lin come pick up her jacket today, she so happy she cry and give me bánh from her shop 🥰 oh remind me Friday post photo of her jacket on Instagram, she say ok',
    task('post photo of her jacket on Instagram', n('11-13')),
  ),
  // New York: a decision, or a choice to think through, said aloud
  newYork(
    'Ya decidí, no more merch for bands that pay after the show. Half before, half after, o nada. Too many times they disappear.',
    decision,
  ),
  newYork(
    "Gus wants to sell me his shop in Maspeth. Bigger space, his flatbed printer, his clients. Or stay put, no debt. Wife says stay. Don't know.",
    dilemma,
  ),
  newYork(
    'I think long time, now I decide: I close Etsy shop after Christmas, the fee too high. Only Instagram and my own website from January.',
    decision,
  ),
  newYork(
    "After a good deal of thought, I've decided that we will stop offering free delivery on orders under $500, effective January 1. I'll need to let the account managers know at Friday's meeting, and update the terms on our website before the end of the month.",
    [decision, task('let the account managers know', n('11-13')), task('update the terms on our website', n('11-30'))],
  ),
  // New York: no job at all
  newYork(
    'My daughter make her first shirt in the shop today, a little cat she draw, she print it herself 🥹 I am so proud hermano',
    NO_CHANGE,
  ),
  newYork('someone at the fair bought every single copy of my plant zine and said it made them cry which like same', NO_CHANGE),
  newYork('Crew hung the 40 ft banner at Citi Field in the wind today. Nobody hurt. Looked good. Proud of them.', NO_CHANGE),
  newYork(
    "It struck me today, walking past the pressroom, that Leon has been with us twenty-two years. He has trained half the people on that floor. I'm not sure I tell him that often enough.",
    NO_CHANGE,
  ),
];

export const HUNDREDTWENTYFIRST_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('the Jerk Hut thing', unclear),
  london('5k A5 fri?', unclear),
  london('the wee job in Bangor', unclear),
  london('Tuesday or Wednesday for the Crown?', unclear),
  london('Clydach kits', unclear),
  london('remind me to', unclear),
  london('Change it bhai', unclear),
  london('tomorrow 9 Shipley', unclear, task('Shipley', l('11-12 09:00'))),
  london('4/12 Hexis', unclear),
  london('Could you move the Hale one?', unclear),
  // London: two readings
  within(listed('biz cards Kwabena', 'biz cards Kwame', 'banners Addington'), london('done biz cards', unclear)),
  within(reminded('order 23ct gold leaf'), london('ach sort of, aye', unclear, NO_CHANGE)),
  within(which('polos for Mumbles Rowing', 'hoodies for Mumbles Rowing'), london('Mumbles', unclear)),
  within(
    just('send quote to the Assembly Rooms couple', l('11-16')),
    london("Perhaps Monday, or possibly later in the week — I'll see how the Hale run goes.", unclear, NO_CHANGE),
  ),
  // London: harmless talk
  london('Apologies, that last message was meant for my husband.', NO_CHANGE),
  london('sorry wrong chat lol', NO_CHANGE),

  // New York: too little to act on
  newYork('the shirts', unclear),
  newYork('mañana 8am screens Ricky', unclear, task('screens Ricky', n('11-12 08:00'))),
  newYork('the pink thing', unclear),
  newYork('zine fest 12/5 or 12/12', unclear),
  newYork('Medtech.', unclear),
  newYork('Change to', unclear),
  newYork('Etsy order?', unclear),
  newYork('Please remind me the', unclear),
  newYork('Regarding the Castellan job — per our earlier conversation.', unclear),
  newYork('Could you set a reminder for the Hargrove — no, wait, let me confirm the date with their office first.', NO_CHANGE, unclear),
  // New York: two readings
  within(listed('order Wilflex white', 'order Wilflex black', 'reclaim screens'), newYork('ya hice el wilflex', unclear)),
  within(just('email the repair guy', n('11-12')), newYork('maybe thursday or friday idk yet', unclear, NO_CHANGE)),
  within(which('call Sunbelt about the lift', 'call Sunbelt about the boom'), newYork('Sunbelt.', unclear)),
  within(reminded('call Brother repair shop'), newYork('a little bit', unclear, NO_CHANGE)),
  // New York: harmless talk
  newYork('lol ignore that it was for lisa', NO_CHANGE),
];
