/**
 * Held-out set, hundredtwentyfirst part g: printers, sign makers and embroiderers.
 *
 * London (Europe/London, day-first dates: 4/12 is 4 December):
 * - Dev, who owns a print shop in Croydon (flyers, banners, business cards, the big printer, trade customers); quick, lots of
 *   abbreviations;
 * - Siobhan, a Belfast sign writer and shop-front painter (gold leaf, vans, pub signs); Irish turns of phrase ("grand", "wee",
 *   "so it is");
 * - Aled, who runs an embroidery and workwear business in Swansea (club kits, logos, the machines); some Welsh ("diolch",
 *   "iawn", "bore da");
 * - Yusuf, who owns a vinyl-wrap and sign company in Bradford, first language Urdu (van wraps, fitters, suppliers); mixes in
 *   Urdu words ("acha", "theek hai", "bhai");
 * - Harriet, a letterpress and wedding-stationery designer in Bath; long, careful, polite.
 *
 * New York (America/New_York, month-first dates: 4/12 is April 12):
 * - Manny, a screen printer in Sunset Park, first language Spanish (t-shirt runs, ink, bands, merch); mixes Spanish in;
 * - Jess, a risograph zine printer and designer in Williamsburg; all lower case, no punctuation;
 * - Ray, who runs a large-format and trade-show sign shop in Long Island City (installs, permits, the crew); blunt, clipped;
 * - Anh, a custom embroidery and patch maker in Flushing, first language Vietnamese (orders, Etsy, machines);
 * - Deborah, who owns a commercial printing business in Midtown with staff (presses, clients, proofs, invoices); long,
 *   organised messages.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  HELP,
  answer,
  ctx,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  question,
  recall,
  remove,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  unclear,
  within,
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
/** daily summed up a dilemma and asked which option. */
const askedChoice = (asked: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: asked, options },
});

export const HUNDREDTWENTYFIRST_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('alright daily, dev here from the print shop 👋', talk('greeting')),
  london('Well daily, what about ye? 😊', talk('greeting')),
  london('Shwmae daily! prynhawn da 👋', talk('greeting')),
  london('Assalamualaikum bhai 🙏', talk('greeting')),
  london(
    "Good afternoon daily, I do hope you're well. I've just come in from the studio and wanted to say hello properly before I start relying on you in earnest.",
    talk('greeting'),
  ),

  // London: a hello with a job inside
  london(
    'hi m8 can u remind me 2 chase Kwik Print re the A1 foamex boards by fri',
    task('chase Kwik Print re the A1 foamex boards', l('11-13')),
  ),
  london('yo. whats on 2moro', list('tomorrow')),
  london(
    "Hiya, hope you're keeping well. Would you put in a wee reminder for me to order the gold leaf from the supplier in Dublin tomorrow morning, so I would",
    task('order the gold leaf from the supplier in Dublin', l('11-12 09:00')),
  ),
  within(reminded('prime the board for the Crown Bar sign'), london("hiya, aye that's done, it's drying away there now", done())),
  london('shwmae, am I free tomorrow afternoon? Swansea RFC want to pop in about the new kit', free(l('11-12 12:00'), l('11-12 17:00'))),
  london(
    'Helo! remind me to re-thread the number 3 machine before Friday, diolch',
    task('re-thread the number 3 machine', l('11-13')),
    task('re-thread the number 3 machine', l('11-12')),
  ),
  london('Salaam daily, acha what I have this week?', list('week')),
  london(
    'AOA bhai, please remind me call the fitter Imran at 6 in evening about Leeds van job',
    task('call the fitter Imran about Leeds van job', l('11-11 18:00')),
  ),
  london(
    "Good afternoon. I wonder if you could remind me, on Monday at ten, to telephone Mrs Ashworth-Pryce about the ink colour for her daughter's invitations; she was torn between a dusky sage and a slate blue.",
    task("telephone Mrs Ashworth-Pryce about the ink colour for her daughter's invitations", l('11-16 10:00')),
  ),
  london("Good afternoon! Might I ask what I have on tomorrow? I've a feeling it's the Fairbairn press day.", list('tomorrow')),

  // London: look like a greeting, are not
  london('gm from the van, stuck on the A23 w 400 banners in the back 🙄', talk('greeting'), NO_CHANGE),
  london(
    "remind me to say hello to the new landlord at the Errigle Friday when I'm up the ladder",
    task('say hello to the new landlord at the Errigle', l('11-13')),
    task("say hello to the new landlord at the Errigle when I'm up the ladder", l('11-13')),
  ),

  // New York: plain hellos
  newYork('Hola daily! qué tal 👋', talk('greeting')),
  newYork('hiii daily', talk('greeting')),
  newYork('Morning.', talk('greeting')),
  newYork('Xin chào daily! Good morning 🙂', talk('greeting')),
  newYork(
    "Good morning, daily. Deborah here. I've just signed up on the recommendation of our production manager, and I'm looking forward to seeing how this works.",
    talk('greeting'),
  ),

  // New York: a hello with a job inside
  newYork(
    'Buenos días! remind me order 5 gallons of white plastisol tomorrow, the run for the band is friday',
    task('order 5 gallons of white plastisol', n('11-12')),
    task('order 5 gallons of white plastisol, the run for the band is friday', n('11-12')),
  ),
  within(reminded('pick up the screens from the emulsion guy'), newYork('hola! ya, picked them up this morning', done())),
  newYork('hey whats on today', list('today')),
  newYork(
    'morning lol remind me to buy more black ink drums for the riso tonight',
    task('buy more black ink drums for the riso', n('11-11 20:00')),
  ),
  newYork('Morning. Free thursday afternoon? Javits walk-through.', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork(
    'Hello, please remind me to ship the Etsy order of 30 patches before 3pm today',
    task('ship the Etsy order of 30 patches', n('11-11 15:00')),
  ),
  newYork(
    'Good morning. Two things, please: remind me at 2pm to review the proofs for the Hallworth annual report, and on Friday at 9am to chase the Meridian Group invoice, which is now 45 days overdue.',
    [
      task('review the proofs for the Hallworth annual report', n('11-11 14:00')),
      task('chase the Meridian Group invoice', n('11-13 09:00')),
    ],
    [
      task('review the proofs for the Hallworth annual report', n('11-11 14:00')),
      task('chase the Meridian Group invoice, which is now 45 days overdue', n('11-13 09:00')),
    ],
  ),
  within(
    reminded('approve the Meridian press proof'),
    newYork('Good morning. Yes, I approved it at eight this morning, before the press check.', done()),
  ),

  // New York: look like a greeting, are not
  newYork('Hello from the Javits loading dock. Again.', talk('greeting'), NO_CHANGE),
  newYork('This morning the 6-head machine make loud noise again 😟', NO_CHANGE),
  newYork(
    'remind me to say hi to the new person at the bookstore consignment desk tmrw',
    task('say hi to the new person at the bookstore consignment desk', n('11-12')),
  ),
];

export const HUNDREDTWENTYFIRST_FEELING: HeldOutItem[] = [
  // London
  london('knackered. big printer jammed 3x today & 2 rush jobs on', talk('feeling')),
  london(
    "stressed af, 5k flyers for sat, A0 posters for the council, cards for 3 trade custs n the laminator's dead 😩",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  within(
    reminded('ring Epson re the service contract'),
    london('cba rn mate, too fried. 2moro', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12')), move(ctx, '2026-11-12', null)),
  ),
  london("I'm wrecked, so I am. Up a ladder on the Lisburn Road since 7 in that wind", talk('feeling')),
  london("Ach I'm delighted with meself, the gold leaf on the Sunflower sign came out class 😍", talk('feeling'), NO_CHANGE),
  london(
    "my head's melted with this one, four vans to letter before Christmas and the weather's brutal. would you remind me to ring Davy about borrowing his heated unit the morra",
    task('ring Davy about borrowing his heated unit', l('11-12')),
    [talk('overwhelmed'), task('ring Davy about borrowing his heated unit', l('11-12'))],
    [talk('feeling'), task('ring Davy about borrowing his heated unit', l('11-12'))],
  ),
  london("wedi blino'n lân 😴 three club kits this week and the Brother keeps snapping thread", talk('feeling')),
  london('chuffed to bits, Mumbles RFC loved the new badges, diolch byth', talk('feeling'), NO_CHANGE),
  london("bit anxious about the Ospreys supporters club order tbh, 200 polos and I've never done that many in one go", talk('feeling')),
  london('Bhai I am very tension today, two fitters sick and 3 vans waiting for wrap', talk('overwhelmed'), talk('feeling')),
  london('Alhamdulillah very happy today, big contract signed with Arriva for 12 buses 🚌', talk('feeling'), NO_CHANGE),
  within(reminded('send quote to Leeds council for the signage'), london('yaar I am so tired, please remind later', snoozeFor(60))),
  london(
    'I must confess I\'m feeling rather low this afternoon. A bride returned her proofs with a note saying the paper felt "cheap", which, after the hours I spent hand-mixing that particular blush pink, stung more than I\'d like to admit.',
    talk('feeling'),
  ),
  london(
    "I've been thinking, rather sentimentally, that every invitation I set by hand ends up on someone's mantelpiece for years. It's a lovely thing to be part of.",
    talk('reflection'),
    talk('feeling'),
  ),
  london(
    "I'm feeling somewhat overwhelmed, so could you possibly help me work out what to tackle first? I have three wedding suites at proof stage, the Adana needs a new roller, and the Christmas card order for the bookshop is due next week.",
    prioritise('focus'),
    [talk('overwhelmed'), prioritise('focus')],
  ),
  // London: looks like a feeling, is not
  london('customer said the banner feels flimsy, told him its 440gsm, thats standard lol', NO_CHANGE),

  // New York
  newYork('Estoy muerto bro, 600 shirts for the band today and the dryer break down', talk('feeling')),
  newYork('so happy hermano, the Brooklyn Steel show sell out and they want 300 more hoodies!! 🔥', talk('feeling'), NO_CHANGE),
  newYork(
    'Too much stress, remind me drink water and eat something at 1 please jaja',
    task('drink water and eat something', n('11-11 13:00')),
    [talk('feeling'), task('drink water and eat something', n('11-11 13:00'))],
  ),
  newYork('feeling kinda burnt out ngl three zines due for the fair and i havent slept', talk('feeling'), talk('overwhelmed')),
  newYork('honestly so happy the pink and teal overprint came out perfect first try', talk('feeling'), NO_CHANGE),
  within(
    reminded('email the printed matter fair about table placement'),
    newYork('ugh too tired rn do it tonight', snoozeUntil(n('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  newYork('Beat. Two installs, one permit fight.', talk('feeling')),
  newYork('Pissed off. Crew left the ladder at Javits again.', talk('feeling')),
  newYork('Swamped. Where do I start.', talk('overwhelmed'), prioritise('focus'), [talk('overwhelmed'), prioritise('focus')]),
  newYork('I am so tired today, machine break 3 needle and 40 patches still not done 😞', talk('feeling')),
  newYork('Very happy! My shop get 500 reviews on Etsy today 🎉', talk('feeling'), NO_CHANGE),
  newYork(
    'I feel stress, many order for Christmas. Please remind me tomorrow 8am to call supplier for more thread',
    task('call supplier for more thread', n('11-12 08:00')),
    [talk('feeling'), task('call supplier for more thread', n('11-12 08:00'))],
  ),
  newYork(
    "I'll be candid: I'm stretched thin this week. The Heidelberg is down waiting on a part from Germany, two of my pressmen are out with flu, the Cardwell catalog has to ship on Friday, and I still need to finish next year's budget for the bank. I feel as though I'm holding the building up by myself.",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  newYork(
    'I was thinking this morning about how much the trade has changed. When my father ran this shop we had twenty-two people on the floor; now nine of us turn out the same volume, and do it better.',
    talk('reflection'),
  ),
  // New York: looks like a feeling, is not
  newYork('Our contact at Hallworth says she feels much better about the annual report now that she has seen the press proof.', NO_CHANGE),
];

export const HUNDREDTWENTYFIRST_STATEMENT: HeldOutItem[] = [
  // London: news, nothing to change
  london('big printer back up n running, engineer swapped the printhead', NO_CHANGE),
  london('trade price on 450gsm silk up 8% from dec smh', NO_CHANGE),
  london("The Duke of York sign's finished, so it is. Landlord's over the moon.", NO_CHANGE),
  london(
    "Wee update: the council says I need planning for the projecting sign on Botanic Avenue, so that's held up till January",
    NO_CHANGE,
  ),
  london('New Tajima arrived today! 12 heads 😍', NO_CHANGE),
  london('Llanelli Wanderers paid the invoice at last, iawn', NO_CHANGE),
  london('Avery vinyl price going up from January bhai, supplier tell me today', NO_CHANGE),
  london('New fitter start Monday, Kamran, very good with bus wraps mashallah', NO_CHANGE),
  london(
    "Just to let you know, the cotton paper from the Somerset mill arrived this morning, and it's every bit as beautiful as I'd hoped.",
    NO_CHANGE,
  ),
  london(
    'A small piece of news: the Bath wedding fair have offered me a stand in February, in the main hall this time rather than the corridor by the cloakroom, which feels like quite a step up.',
    NO_CHANGE,
  ),

  // London: news that carries a job
  london(
    "note to self I'm out of 23.5 carat, need to order more before the Templemore job",
    task('order more 23.5 carat'),
    task('order more 23.5 carat before the Templemore job'),
  ),
  london(
    'Tomorrow 9 o clock Ahmed Plumbing van coming for full wrap',
    NO_CHANGE,
    unclear,
    task('Ahmed Plumbing van coming for full wrap', l('11-12 09:00')),
  ),
  within(just('drop the banners to Boxpark', l('11-12')), london('boxpark guy came n collected them himself 👍', done(), remove())),
  within(reminded('chase the backing fabric delivery'), london('it turned up this morning, diolch', done())),
  within(
    reminded('order more 350gsm card from Antalis'),
    london('antalis out of stock till thurs', NO_CHANGE, snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', null)),
  ),
  within(
    reminded('post the Fairbairn invitation proofs', l('11-11 15:00')),
    london(
      "The post office closes early on Wednesdays, so I'm afraid that will have to wait until tomorrow morning.",
      snoozeUntil(l('11-12 09:00')),
      move(ctx, '2026-11-12', '09:00'),
      NO_CHANGE,
    ),
  ),

  // New York: news, nothing to change
  newYork('The band from Bushwick pay the deposit finally, 50% 🙌', NO_CHANGE),
  newYork('Ink supplier in Jersey is closed until Monday, vacaciones', NO_CHANGE),
  newYork('the riso drum for pink is back from repair', NO_CHANGE),
  newYork('sold out of issue 6 at the fair lol', NO_CHANGE),
  newYork('Permit for the Queens Blvd banner came through.', NO_CHANGE),
  newYork('Crew finished the Hudson Yards install. 2 hrs early.', NO_CHANGE),
  newYork('Today I receive 120 orders on Etsy for the cat patches, very surprise', NO_CHANGE),
  newYork('The thread company send wrong color, they send navy not royal blue', NO_CHANGE),
  newYork(
    'For your records: the Cardwell catalog shipped this morning, all 12,000 copies, and the client has signed off on delivery.',
    NO_CHANGE,
  ),
  newYork(
    "Some news from the floor: we've hired a new prepress technician, Marisol Ortega, who starts on 11/30 and will take over proofing from Kevin.",
    NO_CHANGE,
  ),

  // New York: news that carries a job
  newYork(
    'just realized i never sent the invoice to the record store for the posters',
    task('send the invoice to the record store for the posters'),
    unclear,
  ),
  within(reminded('burn the screens for the Sunset Park Bakery order'), newYork('ya los quemé, all 4 screens ready', done())),
  within(reminded('get the scissor lift back to Sunbelt'), newYork('Sunbelt guy grabbed it at 8.', done())),
  within(
    reminded('reply to the customer about the varsity patch', n('11-11 10:00')),
    newYork('Customer not answer yet, I message her already yesterday', done(), NO_CHANGE),
  ),
  within(
    reminded('send the Hallworth proofs to the client', n('11-11 10:00')),
    newYork(
      'The Hallworth team has asked us to hold the proofs until their CFO is back, which they expect will be Monday the 16th.',
      snoozeUntil(n('11-16 09:00')),
      snoozeUntil(n('11-16')),
      move(ctx, '2026-11-16', null),
      NO_CHANGE,
    ),
  ),
];

export const HUNDREDTWENTYFIRST_DECISION: HeldOutItem[] = [
  // London: decisions
  london('decided, no more trade custs on 60 day terms. 30 or nothing', decision),
  london('ok goin w the Roland not the Mimaki for the new wide format. need 2 ring the finance co tmrw', [
    decision,
    task('ring the finance co', l('11-12')),
  ]),
  within(
    askedChoice('Open on Saturdays or keep weekends off?', 'open Saturdays', 'keep weekends off'),
    london('weekends off m8, need a life', answer(2)),
  ),
  london("Right, that's me decided, I'm not doing any more cut vinyl lettering, hand-painted only from now on, so it is", decision),
  london("I've made up my mind, I'm taking the wee apprentice on from January. Remind me to ring the Tech about the paperwork next week", [
    decision,
    task('ring the Tech about the paperwork', l('11-16')),
  ]),
  london("Iawn, decided. We're going with the Madeira thread not the cheap stuff, the breakages are killing us", decision),
  within(
    askedChoice('Buy the second-hand Barudan or lease a new Tajima?', 'buy the Barudan', 'lease the Tajima'),
    london('lease the Tajima, diolch. warranty matters more', answer(2)),
  ),
  london('Acha bhai final decision, I stop doing car wraps, only vans and buses now', decision),
  london(
    'I decide to go with Metamark vinyl from now on, theek hai. Please remind me cancel the Avery account by end of month',
    [decision, task('cancel the Avery account', l('11-30'))],
    [decision, task('cancel the Avery account', l('11-30 17:00'))],
  ),
  london(
    "After a great deal of deliberation, I've decided I shan't take on any more digital-print commissions; letterpress only from the new year. It feels right for the business and, frankly, for my sanity.",
    decision,
  ),
  within(
    askedChoice('Raise your prices for 2027 weddings or keep them as they are?', 'raise prices', 'keep them'),
    london('I think I shall raise them, modestly. Ten per cent feels fair given what paper costs now.', answer(1)),
  ),

  // London: look like decisions, are not
  london("should I do the Cathedral Quarter mural or keep it to shopfronts? I'm torn", dilemma),
  london('what did I decide about the minimum order for club kits?', recall('minimum order for club kits')),
  london('wot did i decide re the vistaprint price match thing', recall('vistaprint price match')),
  london('The Leeds customer decide to go with another company for the fleet, no problem', NO_CHANGE),
  london(
    'I need to make up my mind about the Cotswolds stationery fair by the end of next week; would you remind me on Friday the 20th?',
    task('make up my mind about the Cotswolds stationery fair', l('11-20')),
  ),

  // New York: decisions
  newYork('Ya decidí, no more orders under 24 shirts, no vale la pena', decision),
  within(
    askedChoice('Buy the automatic press or keep the manual carousel?', 'buy the automatic', 'keep the manual'),
    newYork('la automática bro, the manual is killing my back', answer(1)),
  ),
  newYork('Decided, I go with the water based ink for the hoodies. Remind me call Ryonet tomorrow to order', [
    decision,
    task('call Ryonet to order', n('11-12')),
  ]),
  newYork('ok decided im not doing the philly zine fest this year too expensive', decision),
  newYork('Decided. No more installs over 30 ft without the lift rental.', decision),
  newYork('Going with Signarama for overflow print. Call Signarama rep fri.', [decision, task('call Signarama rep', n('11-13'))]),
  within(askedChoice('Hire a fourth installer or pay overtime?', 'hire', 'overtime'), newYork('Overtime. For now.', answer(2))),
  newYork('I decide: from December I close the Etsy custom orders, only ready-made patches. Too much message', decision),
  within(
    askedChoice('Buy one 15-needle machine or two small ones?', 'one 15-needle', 'two small ones'),
    newYork('I am not sure yet, need ask my husband first', answer(null), NO_CHANGE),
  ),
  newYork(
    "After reviewing the numbers with our accountant, we've decided to retire the old Komori at the end of the year and move all short-run work to the digital press. Please remind me on Monday to schedule a meeting with the two Komori operators.",
    [decision, task('schedule a meeting with the two Komori operators', n('11-16'))],
  ),
  within(
    askedChoice('Take the Dunmore account back or let it go?', 'take them back', 'let them go'),
    newYork(
      "Let them go. They paid late on four of their last five jobs, and I'd rather give that press time to clients who respect our terms.",
      answer(2),
    ),
  ),

  // New York: look like decisions, are not
  newYork('should i raise the price of the riso workshop or keep it cheap so people can actually come', dilemma),
  newYork('what did i decide about the consignment split with quimbys', recall('consignment split with quimbys')),
  newYork('Last month what I decide about the price for the big patches?', recall('price for the big patches')),
  newYork(
    "Should we move the bindery staff to a four-day week over the winter, or keep five days and cut hours? I'd like to think it through properly.",
    dilemma,
  ),
];

export const HUNDREDTWENTYFIRST_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('can u read PDFs if i send u artwork?', question),
  london('Would you be able to send me the reminders in the morning as a wee list, instead of one at a time?', question, HELP),
  london('Do you speak Welsh at all? Would be tidy if you did', question),
  within(
    listed('digitise the Gowerton RFC crest', 'order navy polos', 'ring the Ospreys club secretary'),
    london('sorry which one was the Gowerton one, 1?', question),
  ),
  london('Bhai can you understand voice note in Urdu?', question),
  london(
    "Could you tell me whether it's possible to share my reminders with my assistant, Clemmie? She comes in on Tuesdays and Thursdays and it would save a great deal of back and forth.",
    question,
    HELP,
  ),
  london("I'm so sorry to trouble you, but when did I say the Pemberton-Hayes proofs were due? I've rather lost track.", question),

  // London: questions that are a list, free time or a plan
  london('whats on fri', list('day', '2026-11-13')),
  london('am i free 2moro 2-4, rep from Antalis wants to pop in', free(l('11-12 14:00'), l('11-12 16:00'))),
  london('What have I on for the rest of the week, would you tell me?', list('week')),
  london("Anything I've let slip?", list('overdue')),
  london("what's on Monday?", list('day', '2026-11-16')),
  london('what should I crack on with first, the Swansea Uni hoodies or the rugby club order?', prioritise('focus'), dilemma),
  london('Today what is left for me?', list('today')),
  london('Am I free Saturday morning? Customer want to bring his Transit for measure', free(l('11-14 09:00'), l('11-14 12:00'))),
  london(
    'Would you mind planning my day for me? I have the Fairbairn press run, two consultations and a mountain of envelopes to address.',
    prioritise('plan_day'),
  ),

  // London: a question that is really an ask
  london(
    'can u remind me 2 ring the council abt the A-board licence @ 4',
    task('ring the council abt the A-board licence', l('11-11 16:00')),
  ),

  // New York: questions answered in words
  newYork('Oye can you send the reminders in Spanish?', question),
  newYork('wait do you know when the art book fair is or do i have to tell you', question),
  newYork('Hudson Yards takedown is when?', question),
  newYork('Can daily connect with my Etsy shop to see the orders?', question),
  newYork(
    "Is there a way to have a summary of the week's tasks sent to me every Monday morning, ideally before the 8:30 production meeting?",
    question,
    HELP,
  ),

  // New York: questions that are a list, free time or a plan
  newYork('What I have for tomorrow?', list('tomorrow')),
  newYork('Am I free Friday in the afternoon? The band manager want to come see the samples', free(n('11-13 12:00'), n('11-13 17:00'))),
  newYork('anything overdue i keep forgetting stuff', list('overdue')),
  newYork('what does my week look like', list('week')),
  newYork('Next thing?', list('next')),
  newYork('Free 7 to 11 tmrw am? Overnight install might run long.', free(n('11-12 07:00'), n('11-12 11:00'))),
  newYork('What I need to do today?', list('today')),
  newYork('Please what is on Thursday 11/19?', list('day', '2026-11-19')),
  newYork(
    'Could you help me decide what deserves my attention first today? I have the bank meeting at 11, two press checks, and a stack of invoices that need approving before payroll.',
    prioritise('focus'),
    prioritise('plan_day'),
  ),

  // New York: a question that is really an ask
  newYork(
    'Would you please remind me at 4:30 to sign off the payroll before I leave?',
    task('sign off the payroll', n('11-11 16:30')),
    task('sign off the payroll before I leave', n('11-11 16:30')),
  ),
];
