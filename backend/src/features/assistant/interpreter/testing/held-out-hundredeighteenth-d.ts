/**
 * Held-out set, hundredeighteenth part d: photographers and videographers.
 *
 * London time (day-first dates, 4/12 = 4 December):
 * - Hannah, a wedding photographer in Bristol (couples, venues, second shooters, album proofs, deposits); warm, lots of "!!" and "x".
 * - Kwame, a Hackney content creator and videographer for brands (shoots, edits, reels, invoices, kit hire); short lines, "fam", "innit".
 * - Nilesh, an event photographer in Leicester whose first language is Gujarati (Diwali and wedding events, studio bookings, prints).
 * - Morag, an Edinburgh landscape and tourism photographer who writes some Scots ("the morn", "ken", "aye", "wee", "dinnae").
 * - Gareth, who runs a school-portraits company in Cardiff (schools, photo days, order forms, staff); clipped, some Welsh.
 *
 * New York time (month-first dates, 4/12 = April 12):
 * - Dani, a Bushwick music-video director (artists, locations, gaffers, permits); all lower case, no punctuation.
 * - Lucía, a quinceañera and family photographer in Corona, Queens; Spanish is her first language (families, packages, Venmo, albums).
 * - Wai, a product photographer in Chinatown; Cantonese is his first language (e-commerce clients, studio, samples, retouching).
 * - Sal, a Bay Ridge real-estate photographer and drone pilot (listings, brokers, FAA waivers); blunt and clipped.
 * - Claire, who owns a small commercial production company in Chelsea (clients, crews, budgets, call sheets, post); long careful messages.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
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

export const HUNDREDEIGHTEENTH_RENAME: HeldOutItem[] = [
  // London
  within(
    just('send album proofs'),
    london('ooh can you change that to send album proofs to Sophie & Tom!! x', rename(ctx, 'send album proofs to Sophie & Tom')),
  ),
  within(
    reminded('deposit from the Hallorans'),
    london("it's the Hollands not the Hallorans!! my brain today x", rename(ctx, 'deposit from the Hollands')),
  ),
  within(
    listed('confirm second shooter for Sat', 'edit Ashton Court sneak peeks', 'chase Tyntesfield venue pack'),
    london(
      'number 3 should be chase Tyntesfield for their drone rules actually x',
      rename(num(3), 'chase Tyntesfield for their drone rules'),
    ),
  ),
  london(
    'can you rename the Berwick Lodge thing to Berwick Lodge recce with Jess & Ollie!! x',
    rename(words('Berwick Lodge'), 'Berwick Lodge recce with Jess & Ollie'),
  ),
  within(just('invoice brand'), london('call it invoice Gymshark for the reels fam', rename(ctx, 'invoice Gymshark for the reels'))),
  london('rename the kit hire one to return FX3 + lenses to Hireacamera', rename(words('kit hire'), 'return FX3 + lenses to Hireacamera')),
  within(
    listed('edit Nike teaser', 'colour grade podcast ep 4', 'send selects to Lola'),
    london('2 is ep 5 not 4 innit', rename(num(2), 'colour grade podcast ep 5')),
  ),
  within(
    just('print order Patel family'),
    london(
      'kem cho, please change name: print order Patel family 20 copies A4 Diwali photos',
      rename(ctx, 'print order Patel family 20 copies A4 Diwali photos'),
    ),
  ),
  within(
    reminded('call Shah ji about booking'),
    london('haa, but is Mehta ji not Shah ji, please correct the name', rename(ctx, 'call Mehta ji about booking')),
  ),
  london(
    'the studio booking task, please make title as: studio booking for Garba group shoot',
    rename(words('studio booking'), 'studio booking for Garba group shoot'),
  ),
  within(
    just('email VisitScotland'),
    london(
      'aye, cin ye call it email VisitScotland aboot the Skye gallery rights',
      rename(ctx, 'email VisitScotland aboot the Skye gallery rights'),
    ),
  ),
  within(
    listed('print Glencoe canvas', 'renew drone insurance', 'book ferry tae Mull'),
    london("3's wrang, it's the ferry tae Islay no Mull", rename(num(3), 'book ferry tae Islay')),
  ),
  london(
    'the wee one aboot filters, rename it tae order 10-stop ND filter fae Wex',
    rename(words('filters'), 'order 10-stop ND filter fae Wex'),
  ),
  within(just('order forms'), london('Rename: order forms Ysgol Pen y Garth. Diolch', rename(ctx, 'order forms Ysgol Pen y Garth'))),
  within(
    listed('photo day Llanishen High', 'staff rota Dec', 'reshoot absentees'),
    london('1 should be photo day Llanishen Primary. Not High.', rename(num(1), 'photo day Llanishen Primary')),
  ),
  within(
    reminded('ring Rhys re backdrops'),
    london("Bore da. It's Rhydian not Rhys. Change it pls", rename(ctx, 'ring Rhydian re backdrops')),
  ),
  // London: "call it" with only a list in view
  within(
    listed('venue visit Old Down', 'venue visit Clifton', 'venue visit Leigh Court'),
    london('call it the Clifton Observatory one instead x', unclear),
  ),
  // London: a name changing, nothing to do
  london("the gallery's renamed itsel the Leith Light Room, fancy", NO_CHANGE),

  // New York
  within(
    just('scout location'),
    newYork(
      'make that scout the rooftop in ridgewood for the yung sol video',
      rename(ctx, 'scout the rooftop in ridgewood for the yung sol video'),
    ),
  ),
  within(
    reminded('call gaffer'),
    newYork('its the key grip not the gaffer change it', rename(ctx, 'call key grip'), rename(ctx, 'call the key grip')),
  ),
  newYork(
    'rename the permit one to film permit for knickerbocker ave night shoot',
    rename(words('permit'), 'film permit for knickerbocker ave night shoot'),
  ),
  within(
    just('album Rodríguez'),
    newYork(
      'please change to: album of the quince of Valeria Rodríguez, 40 pages',
      rename(ctx, 'album of the quince of Valeria Rodríguez, 40 pages'),
    ),
  ),
  within(
    listed('Venmo from the Morales family', 'edit family session Flushing Meadows', 'order frames'),
    newYork('el 1 is Moreno not Morales, perdón', rename(num(1), 'Venmo from the Moreno family')),
  ),
  within(
    reminded('call mom of Ximena'),
    newYork(
      'ay cámbialo, is the madrina of Ximena, not the mom',
      rename(ctx, 'call madrina of Ximena'),
      rename(ctx, 'call the madrina of Ximena'),
    ),
  ),
  within(
    just('retouch samples'),
    newYork(
      'Please change name to retouch the 12 earring samples for Luna Jewelry',
      rename(ctx, 'retouch the 12 earring samples for Luna Jewelry'),
    ),
  ),
  within(
    listed('return samples to client', 'shoot sneakers white background', 'pay studio rent'),
    newYork('number 2 change to shoot sneakers grey background, client change mind', rename(num(2), 'shoot sneakers grey background')),
  ),
  within(
    just('shoot listing'),
    newYork('make it shoot 8812 4th ave listing exteriors and drone', rename(ctx, 'shoot 8812 4th ave listing exteriors and drone')),
  ),
  newYork(
    'FAA waiver task. rename to renew part 107 waiver for night ops',
    rename(words('FAA waiver'), 'renew part 107 waiver for night ops'),
  ),
  within(reminded('send photos to Dimitri'), newYork('wrong broker. Costas', rename(ctx, 'send photos to Costas'))),
  within(
    just('call sheet for Tuesday'),
    newYork(
      "Could you rename that to 'call sheet for the Hartwell Bank shoot', please? We have two shoots on Tuesday and I'd like to keep them distinct.",
      rename(ctx, 'call sheet for the Hartwell Bank shoot'),
    ),
  ),
  within(
    listed('revise budget for Orla Skincare', 'book crew for Dec 3', 'send post schedule to client'),
    newYork(
      "On the second item, could you change it to 'book crew for the Orla Skincare reshoot'? The date may well move, so I'd rather the title didn't depend on it.",
      rename(num(2), 'book crew for the Orla Skincare reshoot'),
    ),
  ),
  within(
    just('budget review with Marco', n('11-12 11:00')),
    newYork(
      "Sorry, it's Marcus from the agency, not Marco. And could we make it 2pm rather than 11? He's on set until lunch.",
      [rename(ctx, 'budget review with Marcus'), move(ctx, null, '14:00')],
      [rename(ctx, 'budget review with Marcus'), move(ctx, '2026-11-12', '14:00')],
    ),
  ),
  // New York: "change it" with three that fit
  within(
    listed('edit rough cut', 'send rough cut to label', 'review rough cut notes'),
    newYork('change the rough cut one to say v2', unclear),
  ),
  // New York: a name changing, nothing to do
  newYork('Client change their shop name to Luna & Co now, the logo also new', NO_CHANGE),
];

export const HUNDREDEIGHTEENTH_REMOVE: HeldOutItem[] = [
  // London
  within(reminded('chase deposit from Priya & Sam'), london('delete that one!! they paid this morning x', remove(), done())),
  london(
    "can you take off the engagement shoot with Ellie and Jack, they've postponed to spring so no point it sitting there x",
    remove(words('engagement shoot with Ellie and Jack')),
    remove(words('Ellie and Jack')),
  ),
  within(
    listed('book second shooter for 28/11', 'proof album for the Hendersons', 'venue visit Old Down'),
    london('ooh 1 can go, the couple cancelled 😢 x', remove(num(1))),
  ),
  within(just('hire gimbal from Hireacamera'), london('scrap that fam, mate lending me his', remove())),
  within(listed('edit Nike teaser', 'reels for Pret', 'invoice Depop'), london('bin 2 innit, they pulled the campaign', remove(num(2)))),
  london('delete the Brick Lane shoot, brand ghosted', remove(words('Brick Lane shoot')), remove(words('Brick Lane'))),
  within(
    reminded('call Joshi family about Diwali prints'),
    london('please remove, they collect already from studio. saru', remove(), done()),
  ),
  within(
    listed('book studio for Mistry engagement', 'order frames', 'Diwali event Belgrave Road', 'send invoice Parmar'),
    london('1 and 3 cancel please, both not happening this year', [remove(num(1)), remove(num(3))]),
  ),
  london(
    'the Navratri video edit task, delete please, client take somebody else',
    remove(words('Navratri video edit')),
    remove(words('Navratri')),
  ),
  within(just('shoot sunrise at Arthurs Seat', l('11-12 07:00')), london("bin that, forecast's pure mince the morn", remove())),
  london("get rid o the Cairngorms recce, the road's shut wi snaw", remove(words('Cairngorms recce')), remove(words('Cairngorms'))),
  within(
    listed('invoice VisitScotland', 'print Glencoe canvas', 'reply tae the wee gallery in Leith'),
    london("take 2 aff, she's changed her mind aboot the canvas", remove(num(2))),
  ),
  within(reminded('photo day Ysgol y Wern'), london('Remove. School postponed to Jan.', remove())),
  within(
    listed('order forms Whitchurch', 'staff rota Dec', 'backdrop repair', 'reshoot absentees Radyr'),
    london('Delete 3 and 4. Done by Owain already.', [remove(num(3)), remove(num(4))], [done(num(3)), done(num(4))]),
  ),
  london('Cancel the Penarth reshoot task. Head said no.', remove(words('Penarth reshoot')), remove(words('Penarth'))),
  // London: news about a cancelled job in view (removing it is fair, so is leaving it)
  within(
    just('second shooter for Clevedon wedding', l('11-21')),
    london('oh no the Clevedon couple have just called the whole wedding off 😭 x', remove(), NO_CHANGE),
  ),
  // London: cancel words in news, change nothing
  london('Photo day at Rhiwbina called off today. Boiler failed.', NO_CHANGE),

  // New York
  within(reminded('call gaffer about the haze machine'), newYork('delete it we cut the haze scene', remove())),
  within(
    listed('location scout bushwick collective', 'permit for maria hernandez park', 'pick up lenses'),
    newYork('kill 2 were not shooting in the park anymore', remove(num(2))),
  ),
  newYork('take the craft services thing off the artist is covering it', remove(words('craft services'))),
  within(reminded('Venmo de la familia Ortiz'), newYork('bórralo por favor, they pay me cash in the party', remove(), done())),
  newYork(
    'please cancel the task of the family session in Flushing Meadows, they postpone for the spring',
    remove(words('family session in Flushing Meadows')),
    remove(words('Flushing Meadows')),
  ),
  within(listed('order album Valeria', 'buy backdrop gold', 'edit video chambelanes'), newYork('quita el 2, ya tengo uno', remove(num(2)))),
  within(just('reshoot handbag samples'), newYork('Please delete this, client say the photos is ok', remove())),
  within(
    listed('return samples to Luna', 'pay studio rent', 'retouch sneakers', 'buy new softbox'),
    newYork('4 remove please, my cousin give me one', remove(num(4))),
  ),
  newYork(
    'The task about ship samples back to Shenzhen, please delete, client cancel the order',
    remove(words('samples back to Shenzhen')),
    remove(words('Shenzhen')),
  ),
  within(reminded('shoot 214 Bay Ridge Pkwy'), newYork('kill it. listing pulled', remove())),
  newYork('delete the drone shot for Costas. HOA said no', remove(words('drone shot for Costas')), remove(words('Costas'))),
  within(listed('FAA waiver renewal', 'shoot 72nd st condo', 'invoice Dimitri'), newYork('drop 2', remove(num(2)))),
  within(
    reminded('send call sheet to the Orla crew'),
    newYork("Please remove that one. Orla has pulled the shoot until after the holidays, so there's no call sheet to send.", remove()),
  ),
  newYork(
    "Could you delete the reminder to book the Pier 59 stage? We've decided to shoot on location in Red Hook instead, so we won't need it.",
    remove(words('Pier 59')),
  ),
  // New York: news about a cancelled job in view (removing it is fair, so is leaving it)
  within(
    just('gaffer for the yung sol video', n('11-14')),
    newYork('yung sols label just pulled the budget so saturday is off', remove(), NO_CHANGE),
  ),
  // New York: cancel words in news, change nothing
  newYork('broker cancelled the open house. whatever', NO_CHANGE),
];

export const HUNDREDEIGHTEENTH_DONE: HeldOutItem[] = [
  // London
  within(reminded('send sneak peeks to Amy & Dan'), london('yesss sent them last night, they cried!! x', done())),
  within(
    listed('album proofs Hendersons', 'confirm second shooter for Sat', 'deposit from the Hollands'),
    london('2 and 3 done!! x', [done(num(2)), done(num(3))]),
  ),
  london('finally finished editing the Ashton Court wedding!!! 640 images, tick it off x', done(words('Ashton Court'))),
  within(reminded('invoice Gymshark for the reels'), london('sent fam', done())),
  within(
    listed('return FX3 to Hireacamera', 'edit Nike teaser', 'post reel for Depop'),
    london('kit returned, reel up', [done(num(1)), done(num(3))], [done(num(3)), done(num(1))]),
  ),
  london('nike teaser delivered innit', done(words('Nike teaser'))),
  within(reminded('print order Patel family'), london('haa, all prints ready and given yesterday', done())),
  within(
    listed('studio booking Garba shoot', 'call Mehta ji', 'order more A4 paper'),
    london('1 and 2 done, saru', [done(num(1)), done(num(2))]),
  ),
  london(
    'Diwali event photos I upload to gallery for the Belgrave temple committee, please mark done',
    done(words('Belgrave')),
    done(words('Diwali event photos')),
  ),
  within(reminded('renew drone insurance'), london('aye, done it this mornin', done())),
  london('got the Glencoe canvas printed an posted aff tae the wumman in Harrogate, ye can tick it', done(words('Glencoe canvas'))),
  within(listed('email VisitScotland', 'book ferry tae Islay', 'order ND filter'), london('ferry booked, ken', done(num(2)))),
  within(reminded('order forms Ysgol Pen y Garth'), london('Sent. Diolch.', done())),
  within(
    listed('staff rota Dec', 'backdrop repair', 'chase Llanishen payment'),
    london('All three done.', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  london('Whitchurch proofs out. Tick it.', done(words('Whitchurch'))),
  // London: look like a tick, change nothing
  within(reminded('edit the Tyntesfield wedding'), london('about halfway!! the dancefloor ones are taking forever 😩 x', NO_CHANGE)),
  within(reminded('call Mehta ji about booking'), london('I call two times, no answer', NO_CHANGE)),
  london("that's me done fir the day, hands are froze aff", NO_CHANGE),

  // New York
  within(reminded('send treatment to yung sol'), newYork('sent it last night', done())),
  within(
    listed('permit knickerbocker ave', 'book gaffer', 'pick up haze machine'),
    newYork('gaffer booked haze machine picked up', [done(num(2)), done(num(3))], [done(num(3)), done(num(2))]),
  ),
  newYork('location deposit paid for the warehouse on flushing ave', done(words('location deposit')), done(words('warehouse'))),
  within(reminded('Venmo from the Moreno family'), newYork('ya me pagaron ✅ gracias', done())),
  within(
    listed('album Valeria Rodríguez', 'edit video chambelanes', 'order frames'),
    newYork('el 1 ya está listo, the family love it 😍', done(num(1))),
  ),
  newYork('I deliver already the USB with the photos to the family Castillo, you can mark', done(words('Castillo')), done(words('USB'))),
  within(reminded('retouch the 12 earring samples for Luna Jewelry'), newYork('Finish already, send to client', done())),
  within(
    listed('pay studio rent', 'shoot sneakers grey background', 'return samples'),
    newYork('1 and 3 finish', [done(num(1)), done(num(3))]),
  ),
  newYork('studio rent pay already', done(words('studio rent'))),
  within(reminded('send photos to Costas'), newYork('sent', done())),
  within(
    listed('shoot 8812 4th ave', 'renew part 107 waiver', 'invoice Dimitri'),
    newYork('all done', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  newYork('waiver renewed. mark it', done(words('waiver'))),
  within(
    reminded('send post-production schedule to Orla'),
    newYork("Yes, that went to Orla's marketing team this morning, along with the revised delivery dates for the cutdowns.", done()),
  ),
  newYork(
    "I've finally signed off the final budget for the Hartwell Bank shoot, so you can check that one off. It came in about four percent under, which is a relief.",
    done(words('Hartwell Bank')),
    done(words('budget')),
  ),
  // New York: look like a tick, change nothing
  newYork('wrapped day 1 of the video im dead', NO_CHANGE),
  within(reminded('return samples to Luna'), newYork('I pack already but courier not come yet', NO_CHANGE)),
];

export const HUNDREDEIGHTEENTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('the Hollands x', unclear),
  london('saturday!! second shooter?? x', unclear),
  london('fam the reel', unclear),
  london('tmrw 10', unclear),
  london('kem cho, Sunday studio?', unclear),
  london('Mehta ji prints', unclear),
  london('the morn, Skye', unclear),
  london('aye that yin', unclear),
  london('Radyr Thursday.', unclear),
  london('Staff. Friday.', unclear),
  // London: two readings
  within(listed('album proofs Hendersons', 'album proofs Khans', 'album design Bakers'), london('the album one is sorted x', unclear)),
  within(which('edit Nike teaser', 'edit Nike main film'), london('the nike one', unclear)),
  within(just('studio booking Garba group', l('11-15 11:00')), london('maybe Saturday or maybe no need, I will see', unclear)),
  within(just('shoot sunrise at Calton Hill', l('11-12 07:00')), london('or Friday mibbe, dinnae ken', unclear)),
  within(listed('order forms Whitchurch', 'order forms Radyr', 'order forms Llandaff'), london('Order forms done.', unclear)),
  // London: harmless talk
  london('light was braw at Portobello this mornin, wee bit o pink ower the water', NO_CHANGE),

  // New York: too little to act on
  newYork('the permit', unclear),
  newYork('sat 6am', unclear),
  newYork('la quince del sábado', unclear),
  newYork('Valeria mom?', unclear),
  newYork('samples tomorrow', unclear),
  newYork('client', unclear),
  newYork('4th ave.', unclear),
  newYork('drone. thurs?', unclear),
  newYork("About the Orla reshoot — I'm wondering whether we should", unclear),
  // New York: two readings
  within(listed('call gaffer', 'call key grip', 'call location manager'), newYork('called him', unclear)),
  within(just('family session Forest Park', n('11-14 15:00')), newYork('o el domingo, no sé todavía', unclear)),
  within(which('retouch earrings Luna', 'retouch rings Luna'), newYork('Luna one', unclear)),
  within(just('shoot 72nd st condo', n('11-13 10:00')), newYork('maybe monday. or not', unclear)),
  within(
    listed('revise Hartwell budget', 'send Hartwell call sheet', 'Hartwell post schedule'),
    newYork('Could you move the Hartwell one to Friday, please?', unclear),
  ),
  // New York: harmless talk
  newYork('wind 25 knots today. no flying', NO_CHANGE),
];
