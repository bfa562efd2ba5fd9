/**
 * Held-out set, hundredthirteenth part f: tour guides, travel planners and small hospitality hosts.
 * Removals, renames, voice-note rambles and messages too thin to act on.
 *
 * London time (day-first dates):
 * - Siobhan, a walking-tour guide in York (ghost walks, group bookings, TripAdvisor; chatty).
 * - Raj, who runs a small travel agency in Leicester (flights, visas, Umrah and wedding groups, clients who ring late; some Gujarati words).
 * - Elin, who runs a B&B in Snowdonia (guests, breakfasts, changeovers, Booking.com; some Welsh words).
 * - Tomasz, a London black-cab tour driver whose first language is Polish (tour bookings, the cab, airport runs).
 * - Hattie, a freelance tour manager taking coach groups round the Cotswolds (rooming lists, coach firms, hotels; very long messages).
 *
 * New York time (month-first dates):
 * - Deshawn, a Harlem walking-tour guide (gospel and history tours, group leads, tips; casual, slangy).
 * - Mei, a travel planner in Flushing whose first language is Mandarin (China tours, visas, clients; short sentences).
 * - Giulia, who runs two Airbnb apartments in Astoria and whose first language is Italian (guests, cleaners, check-ins, keys).
 * - Frank, a Circle Line-style boat tour captain out of Manhattan (crew, weather, charters; blunt).
 * - Priyanka, a destination-wedding planner in Jersey City (vendors, resorts, couples, deposits; lots of emojis).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
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
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const HUNDREDTHIRTEENTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    reminded('ghost walk for the Harrogate hen party', l('11-13 19:00')),
    london("ah cancel that one pet, the hens have bailed, bride's gone and broke her ankle apparently 🙈", remove()),
  ),
  within(
    shown(
      'reply to TripAdvisor review (the 2 star one)',
      'print new ghost walk flyers',
      'invoice Bootham school group',
      'order lantern batteries',
    ),
    london('delete no 2 hun, the printers are doing the flyers for free now bless them', remove(num(2))),
  ),
  london(
    'plz remove reminder for Patel family Umrah visa, they going with other agent in Bradford now 😞',
    remove(words('patel umrah visa')),
  ),
  within(
    just('changeover Room 3', l('11-14 10:00')),
    london('dileu hwnna plis, the Dutch couple cancelled so no changeover Saturday', remove()),
  ),
  london('Please delete Heathrow pick up for Mr Johnson on Friday. He is cancel his flight', remove(words('johnson'))),
  within(
    which('confirm coach with Pulhams for Bourton day', 'confirm coach with Marchants for Broadway day'),
    london(
      "the Marchants one, delete it please, we've gone with Pulhams for both days now and frankly they were cheaper anyway",
      remove(num(2)),
      remove(words('marchants')),
      answer(2),
    ),
  ),
  within(
    shown('Cab MOT', 'Airport run Gatwick - Mrs Okafor', 'Tour 10am Americans', 'buy new seat covers'),
    london(
      'remove 1 and 4 please. MOT I did yesterday and seat covers my wife already buy',
      [remove(num(1)), remove(num(4))],
      [done(num(1)), done(num(4))],
    ),
  ),
  london(
    "Take 'ring Hidcote about the garden tickets' off the list would you, they've moved everything online so I've just done it on my phone in the car park while the group were at the loos",
    remove(words('hidcote')),
    done(words('hidcote')),
  ),
  london(
    'forget the lantern batteries thing hun, found a whole box of them under the stairs 😂',
    remove(words('lantern batteries')),
    done(words('lantern batteries')),
  ),
  within(
    just('email Booking.com re double booking', l('11-12 09:00')),
    london("o na, delete that — they've just rung me and sorted it themselves", remove(), done()),
  ),
  within(
    reminded('taxi licence renewal TfL', l('11-11 14:00')),
    london('no more need, TfL renew automatic this year. you can take away', remove()),
  ),
  // London: news and questions that use the words, change nothing
  london(
    'Emirates cancel the Manchester Jeddah flight for my wedding group, now 40 people ringing me all night "shu thayu Raj bhai?" 😩',
    NO_CHANGE,
  ),
  london(
    'do I delete the old reviews on TripAdvisor or just reply to them? one fella said I was "too spooky" for a ghost walk 😂',
    NO_CHANGE,
  ),
  london('delete it x', unclear),
  london(
    "Well. Marchants have just rung to say they've cancelled our coach for the 24th because the driver's off sick and they haven't got another, so I've got 38 pensioners booked into Broadway and no way of getting them there. I'm not panicking. I am slightly panicking.",
    NO_CHANGE,
  ),

  // New York: removals
  within(
    reminded('gospel tour group lead – church in Ohio', n('11-11 09:00')),
    newYork('yo kill that one, they went w another company smh', remove()),
  ),
  within(
    shown('visa photos for Mr Lin', 'book Shanghai hotel for Zhang group', 'call consulate'),
    newYork('Delete 3. Not need now.', remove(num(3))),
  ),
  newYork('pls remove the cleaner reminder for sabato, the guest cancel so apartment 2 is empty all the weekend', remove(words('cleaner'))),
  newYork('Take the Delgado charter off. Deposit never came.', remove(words('delgado charter'))),
  within(
    just('call florist in Punta Cana re centerpieces', n('11-12 10:00')),
    newYork('nooo delete that 🙈 the couple switched to Tulum 🌴 totally different florist', remove()),
  ),
  within(
    shown('pay resort deposit – Mehra wedding', 'tasting w caterer – Shah/Lee', 'send moodboard to Anjali 💐', 'DJ contract'),
    newYork('remove 2 and 4 pls 🙏 the couple are handling those themselves 💕', [remove(num(2)), remove(num(4))]),
  ),
  newYork(
    'remove the one about new keys for Astoria 1, the lock man came already this morning',
    remove(words('keys')),
    done(words('keys')),
  ),
  newYork('Scratch the fuel dock thing. Sal handled it.', remove(words('fuel dock')), done(words('fuel dock'))),
  within(
    which('Harlem gospel tour sunday 10am', 'Harlem history walk sunday 2pm'),
    newYork('the 2pm one, drop it, nobody booked lol', remove(num(2)), remove(words('history walk')), answer(2)),
  ),
  within(reminded('renew passport for Mrs Wang'), newYork('Delete. She do it herself already.', remove(), done())),
  // New York: news and questions that use the words, change nothing
  newYork('Coast Guard pulled all sailings today. Wind 30 knots. Nothing to do.', NO_CHANGE),
  newYork('guest cancel last minute AGAIN!! airbnb keep only 50% for me 😤', NO_CHANGE),
  newYork('How I delete task? Too many old ones.', NO_CHANGE),
  newYork('remove it', unclear),
  newYork('yo the rain cancelled my 11am so im just chillin at Sylvias now lol', NO_CHANGE),
];

export const HUNDREDTHIRTEENTH_RENAME: HeldOutItem[] = [
  // London: renames
  within(
    just('ghost walk for the Leeds uni group', l('11-14 19:00')),
    london(
      "ooh sorry it's Leeds Beckett not Leeds uni, they get right mardy if you mix them up",
      rename(ctx, 'ghost walk for the Leeds Beckett group'),
    ),
  ),
  london(
    'rename "Umrah group Feb" to "Umrah group Feb - Mistry family 12 people"',
    rename(words('umrah group feb'), 'Umrah group Feb - Mistry family 12 people'),
  ),
  within(
    just('breakfast for Room 2'),
    london("make it 'breakfast for Room 2 – gluten free' plis, she's coeliac", rename(ctx, 'breakfast for Room 2 – gluten free')),
  ),
  within(
    shown('Airport run Stansted - Mr Brown', 'Tour 10am Tower Bridge', 'cab service'),
    london('number 1 is not Mr Brown, is Mr Braun. German man', rename(num(1), 'Airport run Stansted - Mr Braun')),
  ),
  london(
    "the rooming list task for the Bibury group — could you change it to 'rooming list + dietary list for the Bibury group', because the hotel has now asked for both and honestly I'd forget my own head if it wasn't screwed on",
    rename(words('rooming list'), 'rooming list + dietary list for the Bibury group'),
  ),
  within(
    just('reply to the Tripadvisor review'),
    london('make it "reply to the 2 star Tripadvisor review" so I know which one x', rename(ctx, 'reply to the 2 star Tripadvisor review')),
  ),
  london('change Desai visa task name to Desai Schengen visa, not UK one', rename(words('desai visa'), 'Desai Schengen visa')),
  within(
    shown('changeover Ystafell 1', 'changeover Ystafell 3', 'order eggs from Gwyn'),
    london('3 should say "order eggs and bara brith from Gwyn"', rename(num(3), 'order eggs and bara brith from Gwyn')),
  ),
  london(
    "Can you change name 'Notting Hill tour' to 'Harry Potter tour', the customers want other tour now",
    rename(words('notting hill tour'), 'Harry Potter tour'),
  ),
  within(
    reminded('confirm lunch stop at Stow'),
    london(
      "Oh it isn't Stow any more — we're doing lunch at Chipping Campden now because the Stow place double booked us, so can it say confirm lunch stop at Chipping Campden instead",
      rename(ctx, 'confirm lunch stop at Chipping Campden'),
    ),
  ),
  within(
    just('pick up Mrs Okafor Gatwick', l('11-13 14:00')),
    london('sorry, is Heathrow not Gatwick', rename(ctx, 'pick up Mrs Okafor Heathrow')),
  ),
  // London: look like renames, are not
  london(
    'the wedding couple want to rename the family WhatsApp group for Goa trip, 3 hours on phone with them for this only. arre yaar',
    NO_CHANGE,
  ),
  within(
    just('ghost walk Shambles', l('11-13 19:00')),
    london("call it half 7 instead, it's proper dark by then anyway", move(ctx, null, '19:30')),
  ),
  london('thinking of changing the B&B name to Tŷ Coch Guesthouse, Booking.com says it takes 2 weeks tho', NO_CHANGE),
  london("What did I call the task for the American group, the one with the Broadway lunch? I can't find it for love nor money", NO_CHANGE),

  // New York: renames
  within(
    just('gospel tour for the Atlanta church group', n('11-15 10:00')),
    newYork('nah my bad its the Charlotte church not Atlanta', rename(ctx, 'gospel tour for the Charlotte church group')),
  ),
  newYork('Rename "visa Zhang" to "visa Zhang and wife".', rename(words('visa zhang'), 'visa Zhang and wife')),
  within(
    reminded('check-in guest apt 1'),
    newYork('scusa, is apt 2 not apt 1, I confuse the apartments. please change', rename(ctx, 'check-in guest apt 2')),
  ),
  within(
    shown('charter Henderson bday', 'crew schedule dec', 'hull inspection'),
    newYork('1 is Hendricks not Henderson', rename(num(1), 'charter Hendricks bday')),
  ),
  newYork(
    'can u change "call resort" to "call Sandals resort re room block" 🏝️ thx 💕',
    rename(words('call resort'), 'call Sandals resort re room block'),
  ),
  within(just('tip jar QR code'), newYork('call it Venmo QR for tips instead', rename(ctx, 'Venmo QR for tips'))),
  within(
    shown('Beijing tour Dec', 'Xian tour Jan', 'Guilin tour'),
    newYork("No.2 change name. Xi'an and Chengdu tour Jan.", rename(num(2), "Xi'an and Chengdu tour Jan")),
  ),
  newYork(
    'the cleaner task, change the name to "cleaning Rosa apt 1 + apt 2" because now she do both',
    rename(words('cleaner'), 'cleaning Rosa apt 1 + apt 2'),
  ),
  within(reminded('call marina re slip fee'), newYork('Not the slip fee. Fuel bill. Fix it.', rename(ctx, 'call marina re fuel bill'))),
  within(
    just('deposit reminder Mehta 💍', n('11-20')),
    newYork(
      "omg typo 🙈🙈 it's Mehra not Mehta!! she'd kill me 😅",
      rename(ctx, 'deposit reminder Mehra 💍'),
      rename(ctx, 'deposit reminder Mehra'),
    ),
  ),
  within(just('visa application Liu', n('11-13')), newYork('Liu is wrong. Is Lu.', rename(ctx, 'visa application Lu'))),
  // New York: look like renames, are not
  newYork('the bride wants to change her last name on the resort booking now 😩 do I need a whole new contract??', NO_CHANGE),
  within(
    just('walk-through w the Ohio group', n('11-12 11:00')),
    newYork('make it 1 instead they runnin late from the bus', move(ctx, null, '13:00')),
  ),
  newYork('We renamed the boat. Lady Liberty II. Paint job done.', NO_CHANGE),
  newYork('yo what did i name that task for the Japan group lol', NO_CHANGE),
];

export const HUNDREDTHIRTEENTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs
  london(
    'right so just back from the school group ghost walk, absolutely perished, some lad tried to lick the window of the haunted shop on the Shambles?? kids. anyway I need to reply to that TripAdvisor woman tomorrow morning, ring the Minster about the group of 40 on the 28th, and order more lanterns before the weekend. right, brew',
    [
      task('reply to that TripAdvisor woman', l('11-12 09:00')),
      task('ring the Minster about the group of 40 on the 28th'),
      task('order more lanterns', l('11-13')),
    ],
  ),
  london(
    'haa so listen, the Mistry Umrah group visas still not come, 12 people, flight is 3rd Dec. tomorrow first thing I ring the Saudi agent. Friday I must send invoice to Desai wedding party for Goa flights. and Shah bhai want call back tonight 9 oclock, always he ring late only. chalo',
    [
      task('ring the Saudi agent', l('11-12 09:00')),
      task('send invoice to Desai wedding party for Goa flights', l('11-13')),
      task('call back Shah bhai', l('11-11 21:00')),
    ],
    [
      task('ring the Saudi agent', l('11-12 08:00')),
      task('send invoice to Desai wedding party for Goa flights', l('11-13')),
      task('call back Shah bhai', l('11-11 21:00')),
    ],
  ),
  london(
    "prynhawn da! so the German couple in Room 2 leave Friday morning, then it's changeover and the walkers from Liverpool arrive at 4. I need to get the sheets back from the laundry by Thursday, and ring Gwyn about the eggs. oh and Booking.com keep nagging me to update the photos but that can wait til January honestly",
    [task('get the sheets back from the laundry', l('11-12')), task('ring Gwyn about the eggs')],
    [task('get the sheets back from the laundry', l('11-12')), task('ring Gwyn about the eggs'), task('update the photos')],
  ),
  london(
    "Today very quiet, only one tour this morning, Americans from Texas, very nice people, good tip. Tomorrow I have Gatwick run at 6 in the morning for Mrs Okafor, please remind me 5 o'clock morning. Also I need book MOT for the cab before end of month",
    [task('Gatwick run for Mrs Okafor', l('11-12 05:00')), task('book MOT for the cab', l('11-30'))],
  ),
  london(
    "Right, so, long one, sorry. The Bibury group, 42 of them, arrive Monday, and the Swan have STILL not confirmed the rooming list, so I need to chase the Swan re the rooming list tomorrow first thing. Then the coach — Pulhams have given us a 53-seater, which is fine, but the driver's hours mean we have to be back in Cheltenham by 6 on the Wednesday, so I need to redo the Wednesday itinerary and ring Sudeley about moving our slot earlier. And I promised Margaret, who's in a wheelchair, that I'd check step-free access at Hidcote. Honestly if I forget any of this the whole thing falls over.",
    [
      task('chase the Swan re the rooming list', l('11-12 09:00')),
      task('redo the Wednesday itinerary'),
      task('ring Sudeley about moving our slot earlier'),
      task('check step-free access at Hidcote'),
    ],
    [
      task('chase the Swan re the rooming list', l('11-12 08:00')),
      task('redo the Wednesday itinerary'),
      task('ring Sudeley about moving our slot earlier'),
      task('check step-free access at Hidcote'),
    ],
  ),
  london(
    'Iawn, changeover tomorrow for Ystafell 1 and 3. So tomorrow I need to strip the beds, order fresh towels from the laundry, and ring the Booking.com lady about the cancellation fee for the Dutch couple. And buy bara brith from the bakery in Betws for the welcome trays. Diolch cariad x',
    [
      task('strip the beds', l('11-12')),
      task('order fresh towels from the laundry', l('11-12')),
      task('ring the Booking.com lady about the cancellation fee for the Dutch couple', l('11-12')),
      task('buy bara brith from the bakery in Betws for the welcome trays', l('11-12')),
    ],
    [
      task('strip the beds', l('11-12')),
      task('order fresh towels from the laundry', l('11-12')),
      task('ring the Booking.com lady about the cancellation fee for the Dutch couple', l('11-12')),
      task('buy bara brith from the bakery in Betws for the welcome trays'),
    ],
  ),
  // London: one job among chatter
  london(
    'wel, what a day. the boiler went first thing, Room 1 were very understanding chware teg, and the plumber was here by lunch. must remember to leave the plumber a review actually, he was brilliant. anyway the sun came out over Moel Siabod and all was forgiven',
    task('leave the plumber a review'),
  ),
  london(
    'Uff, long day. Patel bhai family all ringing 11pm asking about wedding flights to Ahmedabad, 100 times I told them booking is confirmed. kale I must email the e-tickets to Patel bhai so they stop ringing 😩',
    task('email the e-tickets to Patel bhai', l('11-12')),
  ),
  london(
    'My cousin Marek from Kraków come to London in December, he want to see the cab, very excited haha. Please remind me Monday to book table for me and Marek at the Polish restaurant in Hammersmith',
    task('book table for me and Marek at the Polish restaurant in Hammersmith', l('11-16')),
  ),
  // London: a decision, or a choice to think through, said aloud
  london(
    'ok I think I decided now. no more Umrah packages with Jeddah Air Travel, three times they mess up the visas. from next year only the Al Haramain agent. final. bas',
    decision,
  ),
  london(
    "So I've thought about it properly and I'm not doing the Christmas markets trip to Bath this year, last year nearly finished me off — decided. Which means I need to email Cotswold Tours by Friday to say no, and I should probably ring Pauline because she was going to be my second on it. Right.",
    [decision, task('email Cotswold Tours to say no', l('11-13')), task('ring Pauline')],
  ),
  london(
    'ugh I keep going round in circles. do I take the big Jorvik coach party on the 5th, 60 of them, good money, but it means missing my own birthday tea with mam, or do I say no and lose them to the other ghost walk lot for good. what would you do',
    dilemma,
  ),
  // London: no job at all
  london(
    "ohhh my god you will not BELIEVE last night's ghost walk. a woman fainted in the Golden Fleece, proper fainted, turned out she'd had four gins and no tea. the whole group thought it was part of the show and clapped 😂 I'm still laughing",
    NO_CHANGE,
  ),
  london(
    'Today is bad day. Some man in back of cab shouting at me because traffic on Embankment, like I make the traffic. 22 years I drive this cab. OK. I go home now, my wife make pierogi',
    NO_CHANGE,
  ),
  london(
    'Sat in a lay-by outside Moreton while the driver has his statutory break, 38 people asleep behind me and the sun going down over the hills. Twenty years of this and I still love it, honestly. Mad job, lovely job.',
    NO_CHANGE,
  ),

  // New York: several jobs
  newYork(
    'yo ok so real quick, had the Ohio church group yesterday, like 40 deep, they loved Abyssinian and tipped CRAZY 🙌 anyway tmrw i gotta hit up the Apollo bout the group rate for the 22nd and follow up w that lady from the Georgia school, she said she tryna book spring. also need new kicks fr these are done',
    [
      task('hit up the Apollo bout the group rate for the 22nd', n('11-12')),
      task('follow up w that lady from the Georgia school', n('11-12')),
    ],
    [
      task('hit up the Apollo bout the group rate for the 22nd', n('11-12')),
      task('follow up w that lady from the Georgia school', n('11-12')),
      task('new kicks'),
    ],
  ),
  newYork(
    'Zhang group, 8 people, visa appointment Friday 9am at consulate. Please remind me Friday 8am bring all passports. Also tomorrow call Mrs Lin about Shanghai hotel. And print itinerary for them, not urgent.',
    [
      task('bring all passports', n('11-13 08:00')),
      task('call Mrs Lin about Shanghai hotel', n('11-12')),
      task('print itinerary for them'),
    ],
    [
      task('Zhang group visa appointment at consulate', n('11-13 09:00')),
      task('bring all passports', n('11-13 08:00')),
      task('call Mrs Lin about Shanghai hotel', n('11-12')),
      task('print itinerary for them'),
    ],
  ),
  newYork(
    'allora, today is crazy, the guest in Astoria 2 lost the key AGAIN, third time this month, madonna 🙄 so I need make copy of the keys at the hardware on Steinway, and tell Rosa the cleaning day is changed. And change the lockbox code before the new guests arrive Friday',
    [
      task('make copy of the keys at the hardware on Steinway'),
      task('tell Rosa the cleaning day is changed'),
      task('change the lockbox code', n('11-13')),
    ],
    [
      task('make copy of the keys at the hardware on Steinway'),
      task('tell Rosa the cleaning day is changed'),
      task('change the lockbox code', n('11-12')),
    ],
  ),
  newYork(
    "Tonight's charter's off. Wind. Call the Hendricks party back and refund their deposit by Friday. Tell Sal to double up the lines on the Lady. That's it.",
    [task('call the Hendricks party back'), task('refund their deposit', n('11-13')), task('tell Sal to double up the lines on the Lady')],
    [
      task('call the Hendricks party back', n('11-13')),
      task('refund their deposit', n('11-13')),
      task('tell Sal to double up the lines on the Lady'),
    ],
    [task('call the Hendricks party back and refund their deposit', n('11-13')), task('tell Sal to double up the lines on the Lady')],
  ),
  newYork(
    'omg ok so 💍✨ the Mehra wedding in Cancún is ON ON ON, they signed!!! 🎉🎉 so I need to send the resort the deposit by the 20th 💸, book the site visit flights for early Dec ✈️, and get the mandap quote from Rajesh 🙏 love love love',
    [
      task('send the resort the deposit', n('11-20')),
      task('book the site visit flights for early Dec'),
      task('get the mandap quote from Rajesh'),
    ],
  ),
  newYork(
    'Few things. Crew meeting Monday 7am, remind me. Coast Guard paperwork needs to be ready by Dec 1. Call the yard about the hull. Done.',
    [task('crew meeting', n('11-16 07:00')), task('Coast Guard paperwork', n('12-01')), task('call the yard about the hull')],
  ),
  newYork(
    'Tomorrow very busy. 10am call consulate about Wang visa. Then send Liu family the quote for Guilin. Friday pay Air China group deposit, must not forget.',
    [
      task('call consulate about Wang visa', n('11-12 10:00')),
      task('send Liu family the quote for Guilin', n('11-12')),
      task('pay Air China group deposit', n('11-13')),
    ],
  ),
  newYork(
    'okkk brain dump 🧠💭 1. call Sandals re the room block 2. email Anjali the moodboard 💐 3. DJ deposit friday 💸 4. book my own flights to Cancún lol ✈️ ok bye 💕',
    [
      task('call Sandals re the room block'),
      task('email Anjali the moodboard'),
      task('DJ deposit', n('11-13')),
      task('book my own flights to Cancún'),
    ],
  ),
  // New York: one job among chatter
  newYork(
    'ciao, so the guests from Brazil were lovely, they left me wine and a card, so sweet 🥰 but they broke the coffee machine haha. ok I need buy a new moka for apartment 1 before Friday. basta',
    task('buy a new moka for apartment 1', n('11-13')),
    task('buy a new moka for apartment 1', n('11-12')),
  ),
  // New York: a decision, or a choice to think through, said aloud
  newYork(
    'I think long time. Next year no more Tibet tours. Permit too difficult, clients angry. Only Yunnan and Guilin. Decided.',
    decision,
  ),
  newYork(
    "Made up my mind. No winter sunset cruises after Dec 15, nobody shows when it's 30 degrees. Pull the sunset cruises off the website by Friday.",
    [decision, task('pull the sunset cruises off the website', n('11-13'))],
  ),
  newYork(
    'aight so heres the thing, this company in Midtown wants me guiding for them full time, steady check, benefits, all that. but i lose my own tours and my tips. or i stay solo and keep grindin. idk man what would u do',
    dilemma,
  ),
  // New York: no job at all
  newYork(
    'man that gospel tour sunday hit different. the choir at Greater Refuge had folks from Germany in TEARS, like fr. this is why i do this. anyway thats it just wanted to say it',
    NO_CHANGE,
  ),
  newYork(
    'ok I just need to vent 😤😤 the florist in Tulum sent me a pic of the centerpieces and they are ORANGE. ORANGE 🍊. the bride said blush. I’m fine. I’m totally fine 🙃',
    NO_CHANGE,
  ),
  newYork(
    'Sometimes I think why I do Airbnb. Today 3 messages at 6am from guest because the radiator make noise. In Italy radiator make noise, everybody knows this. Mamma mia. Ok I go to the gym',
    NO_CHANGE,
  ),
];

export const HUNDREDTHIRTEENTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('the ghost walk', unclear),
  london('Saturday 40', unclear),
  london('Mistry visa?', unclear),
  london('Ystafell 2', unclear),
  london('airport tomorrow', unclear, task('airport', l('11-12'))),
  london('can you move the', unclear),
  london('re the coach', unclear),
  london('half 6 or 7', unclear),
  london('the Stow thing from before', unclear),
  london('5/12 cab', unclear),
  london('Booking.com', unclear),
  // London: two readings
  within(
    shown('ghost walk York Minster group', 'ghost walk Bootham school group', 'reply TripAdvisor'),
    london('the ghost walk one', unclear),
  ),
  within(shown('call Desai re visa', 'call Desai re flights'), london('done Desai', unclear)),
  within(just('changeover Room 3', l('11-14 10:00')), london('sat or sun idk', unclear)),
  // London: harmless talk
  london('oops not for you 🙈', NO_CHANGE),

  // New York: too little to act on
  newYork('the church group', unclear),
  newYork('visa Liu', unclear),
  newYork('keys', unclear),
  newYork('Push it.', unclear),
  newYork('the 22nd', unclear),
  newYork('charter sat?', unclear),
  newYork('Please remind me for', unclear),
  newYork('Rosa 11', unclear),
  newYork('the Tulum thing 🌴', unclear),
  newYork('Mehra deposit', unclear, task('Mehra deposit')),
  newYork('thing w the resort 🙏', unclear),
  // New York: two readings
  within(shown('Harlem gospel tour sunday', 'Harlem gospel tour saturday'), newYork('the gospel one', unclear)),
  within(just('check-in apt 1', n('11-13 15:00')), newYork("3 or 4 o'clock, I see", unclear)),
  // New York: harmless talk, or a tick
  within(reminded('call the yard about the hull'), newYork('Yep', done(), unclear)),
  newYork('wrong chat lol', NO_CHANGE),
];
