/**
 * Held-out set, hundredthirteenth part g: tour guides, travel planners and small hospitality hosts.
 *
 * London (Europe/London, day-first dates):
 * - Siobhan, a walking-tour guide in York (ghost walks, group bookings, TripAdvisor), chatty;
 * - Raj, who runs a small travel agency in Leicester (flights, visas, Umrah and wedding groups, clients who ring late), some Gujarati;
 * - Elin, who runs a B&B in Snowdonia (guests, breakfasts, changeovers, Booking.com), some Welsh;
 * - Tomasz, a London black-cab tour driver, first language Polish (tour bookings, the cab, airport runs);
 * - Hattie, a freelance tour manager taking coach groups round the Cotswolds (rooming lists, coach firms, hotels), very long messages.
 *
 * New York (America/New_York, month-first dates):
 * - Deshawn, a Harlem walking-tour guide (gospel and history tours, group leads, tips), casual and slangy;
 * - Mei, a travel planner in Flushing, first language Mandarin (China tours, visas, clients), short sentences;
 * - Giulia, who runs two Airbnb apartments in Astoria, first language Italian (guests, cleaners, check-ins, keys);
 * - Frank, a boat tour captain out of Manhattan (crew, weather, charters), blunt;
 * - Priyanka, a destination-wedding planner in Jersey City (vendors, resorts, couples, deposits), lots of emojis.
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
  free,
  HELP,
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
/** daily summed up a dilemma and asked which option. */
const askedChoice = (asked: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: asked, options },
});

export const HUNDREDTHIRTEENTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('helloooo daily! hope ur having a better day than me, been rained on twice already 😂', talk('greeting'), talk('feeling')),
  london('Jai Shree Krishna 🙏 kem cho', talk('greeting')),
  london('pnawn da! 👋', talk('greeting')),
  london('Dzień dobry, hello my friend', talk('greeting')),
  london('Afternoon daily!', talk('greeting')),
  london('anyone home? 👻', talk('greeting'), NO_CHANGE),
  london('Hello, this is Raj from Sai Travels, I am new to this', talk('greeting')),

  // London: a hello, then the ask is read
  london(
    'helo! can you remind me to change the beds in room 2 tomorrow morning, guests in at 4',
    task('change the beds in room 2', l('11-12 09:00')),
  ),
  london('hello, what I have tomorrow? airport runs?', list('tomorrow')),
  london(
    "Hiya daily, hope you're well, I'm sat in a lay-by outside Bourton-on-the-Water with 48 pensioners having a wee stop so thought I'd catch up on bits - could you please remind me to send the final rooming list to the Lygon Arms by Friday, they've asked twice now and I keep forgetting, thank you lovely",
    task('send the final rooming list to the Lygon Arms', l('11-13')),
  ),
  within(
    reminded('reply to TripAdvisor review from the Leeds hen party'),
    london('hiya! yes done it last night, all very polite considering 😇', done()),
  ),
  london('Namaste, am I free tomorrow evening? client wants to come to office', free(l('11-12 17:00'), l('11-12 21:00'))),

  // London: look like a greeting, are not
  london('Morning tour with the Japanese family went really good', NO_CHANGE),
  london(
    'remind me to say hi to Maureen at the Golden Fleece when I do the 7pm walk tonight',
    task('say hi to Maureen at the Golden Fleece', l('11-11 19:00')),
  ),
  london('Hello from a very wet Beddgelert! guests from Germany arrived early, all good', talk('greeting'), NO_CHANGE),

  // New York: plain hellos
  newYork("yoooo what's good daily", talk('greeting')),
  newYork('你好. Hello.', talk('greeting')),
  newYork('Buongiorno! ☀️', talk('greeting')),
  newYork('Morning.', talk('greeting')),
  newYork('heyyyy 💕✨ good morning!!', talk('greeting')),
  newYork('u up?', talk('greeting'), NO_CHANGE),

  // New York: a hello, then the ask is read
  newYork('Hi. What I have today?', list('today')),
  newYork(
    'Ciao daily! please remember me to leave the keys for the 3B guest in the lockbox before 3pm',
    task('leave the keys for the 3B guest in the lockbox', n('11-11 15:00')),
  ),
  newYork('morning. anything overdue', list('overdue')),
  newYork(
    'good morning babe 🌸 remind me to chase the Cancun resort for the deposit invoice tmrw at 11 🙏',
    task('chase the Cancun resort for the deposit invoice', n('11-12 11:00')),
  ),
  within(reminded('text the church group lead about Sunday headcount'), newYork('hey hey, nah not yet, hit me in 2 hrs', snoozeFor(120))),
  within(reminded('send Zhang family visa checklist'), newYork('Hello. Done already.', done())),

  // New York: look like a greeting, are not
  newYork('Morning crew briefing went fine, fog lifting by 11', NO_CHANGE),
  newYork("just met the new florist on zoom, she's lovely 🌷", NO_CHANGE),
];

export const HUNDREDTHIRTEENTH_FEELING: HeldOutItem[] = [
  // London
  london("honestly I'm SO tired, did three ghost walks back to back last night and lost my voice on the last one 🥲", talk('feeling')),
  london('Bahu tension today, 40 Umrah passports still with embassy and flights are 2nd Dec', talk('feeling'), talk('overwhelmed')),
  london("dw i wedi cael llond bol of Booking.com today honestly, they've changed the payout thing again", talk('feeling')),
  london('I am very happy today, American family give me £50 tip and say best tour in London', talk('feeling'), NO_CHANGE),
  london(
    "I genuinely don't know how I'm going to get through the next fortnight, I've got the Ohio group round the Cotswolds, then straight into the Christmas markets tour, the coach firm still haven't confirmed a driver, two hotels have lost the rooming list and my own mother's in hospital in Gloucester, I feel like I'm holding everything together with sellotape",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  london('bit gutted tbh, got a 3 star review from someone who said the ghost walk "wasn\'t scary enough" 🙄', talk('feeling')),
  london('feeling good, wedding group of 60 to Goa all confirmed, finally', talk('feeling'), NO_CHANGE),
  london('lonely off-season, hardly any guests this week and the house feels so empty', talk('feeling')),
  london('I am little bit nervous, first time I do tour in Polish and English together tomorrow', talk('feeling')),
  london("so much to do I can't think straight, where do I even start??", talk('overwhelmed'), prioritise('focus')),
  london(
    'been thinking, I reckon I love this job more in winter, the dark makes the stories land better',
    talk('reflection'),
    talk('feeling'),
  ),
  within(
    reminded('update Booking.com availability for December'),
    london("ugh, haven't had the energy, feel rubbish today", talk('feeling'), NO_CHANGE),
  ),
  within(
    reminded('call Mr Mistry about the Jeddah flights'),
    london('too tired now bhai, remind me tomorrow morning', snoozeUntil(l('11-12 09:00'))),
  ),
  london('London traffic make me crazy today, 2 hours to Heathrow', talk('feeling')),

  // New York
  newYork('man im beat, did the gospel tour twice sunday and my feet still aint recovered', talk('feeling')),
  newYork('Very tired. Too many visa.', talk('feeling'), talk('overwhelmed')),
  newYork("mamma mia, I am so stressed, the cleaner don't come today and guest arrive at 4", talk('feeling'), talk('overwhelmed')),
  newYork('pissed off. charter cancelled last minute', talk('feeling')),
  newYork('omg I’m so happy 😭😭💍 the Patel couple just booked their Tulum wedding with me!!!', talk('feeling'), NO_CHANGE),
  newYork('lowkey feelin blessed today fr, tips were crazy this week 🙏🏾', talk('feeling')),
  newYork('I feel lost. Too many clients, no time.', talk('overwhelmed'), talk('feeling')),
  newYork('Sometimes I think I work more with Airbnb than when I was in the restaurant 😅', talk('reflection'), talk('feeling')),
  newYork('worried about the weather saturday. wind 25 knots forecast', talk('feeling'), NO_CHANGE),
  newYork('I have 4 weddings in December and zero brain cells left 🫠🫠', talk('overwhelmed'), talk('feeling')),
  newYork('kinda sad the season winding down ngl', talk('feeling')),
  within(reminded('call Mrs Li about passport photo'), newYork('Sorry. Very busy. 30 min.', snoozeFor(30))),
  newYork('proud of the crew today. pulled a guy out the water off pier 83, everyone safe', talk('feeling'), NO_CHANGE),
  newYork("ugh I'm so overwhelmed, can you push the florist call to friday 🙏", move(words('florist call'), '2026-11-13', null), [
    talk('overwhelmed'),
    move(words('florist call'), '2026-11-13', null),
  ]),
  newYork('I am so anxious for the inspection from the building on Friday', talk('feeling')),
];

export const HUNDREDTHIRTEENTH_STATEMENT: HeldOutItem[] = [
  // London: news, nothing to change
  london("the Shambles was rammed today, couldn't get the group past the Christmas market stalls", NO_CHANGE),
  london('Saudi embassy has released all the visas for the Umrah group', NO_CHANGE),
  london('room 3 checked out early, said the bed was too soft 🙄', NO_CHANGE),
  london('The cab MOT is done, pass first time', NO_CHANGE),
  london(
    "Just so you know, the coach firm have swapped our driver, it's Gary now instead of Phil, and they've moved the Cheltenham pickup from 8:15 to 8:30 on Monday, which actually works better for the group because half of them can't get going before nine anyway",
    NO_CHANGE,
  ),
  london("tripadvisor says we're #4 in York now!! up from #7", NO_CHANGE),
  london('Mr Solanki rang at 11 last night again 😤', NO_CHANGE),
  london('Booking.com has sent me a new guest for 27/11, two nights', NO_CHANGE),
  london('Heathrow pick up at 5 tomorrow morning is cancelled, the client change flight', NO_CHANGE, remove(words('Heathrow pick up'))),
  london('the Lygon Arms have upgraded four of our twins to doubles, no charge', NO_CHANGE),
  london("mae'n bwrw glaw again, third day running, guests stuck inside playing Scrabble", NO_CHANGE),
  london('office shut friday, my cousin wedding in Wembley', NO_CHANGE),

  // London: a task is in view, so the news may be a tick or a move
  within(just('refund the Hartley booking'), london("paypal says the refund's gone through already 👍", done(), NO_CHANGE)),
  within(
    reminded('collect the Wilsons from Gatwick', l('11-11 14:00')),
    london('Flight is delayed, they land 17:30 now', move(ctx, null, '17:30'), snoozeUntil(l('11-11 17:30')), NO_CHANGE),
  ),
  london('coach company invoice arrived, £4,280, bit more than quoted but whatever', NO_CHANGE),

  // New York: news, nothing to change
  newYork('sunday gospel tour sold out already, 32 heads', NO_CHANGE),
  newYork('Consulate closed on Thursday.', NO_CHANGE),
  newYork('the guest in the second apartment lose the keys again 🙄', NO_CHANGE),
  newYork('engine 2 is making a noise again', NO_CHANGE),
  newYork('the Cabo resort finally sent the contract 📝✨', NO_CHANGE),
  newYork(
    'rain all day so i moved the 2pm harlem renaissance walk to sat',
    NO_CHANGE,
    move(words('harlem renaissance walk'), '2026-11-14', null),
  ),
  newYork('Mr Wang family got visa approve. 5 people.', NO_CHANGE),
  newYork('new cleaner start next week, her name is Rosa', NO_CHANGE),
  newYork('coast guard inspection passed. no notes', NO_CHANGE),
  newYork("couple #2 changed their date AGAIN 🙃 now it's 3/20/27", NO_CHANGE),
  newYork('fyi the abyssinian baptist folks said no tour groups on 11/29', NO_CHANGE),
  newYork('charter for 40 on 12/12, holiday party. deposit in', NO_CHANGE),

  // New York: a task is in view
  within(reminded('pay the cleaner for october'), newYork('I pay her yesterday with Zelle', done())),
  within(just('call the florist about centerpieces', n('11-12 11:00')), newYork('she just called me actually 😅 all sorted', done())),
];

export const HUNDREDTHIRTEENTH_DECISION: HeldOutItem[] = [
  // London: decisions
  london("right that's it, no more hen parties on the ghost walk, they ruin it for everyone else", decision),
  london('Decided - from January no more calls after 9pm, clients can WhatsApp only', decision),
  london("I've decided to shut the B&B for January and do the bathroom", decision),
  london('I decide to sell the old cab and buy electric one, the TX. Finish.', decision),
  london(
    "After going round in circles all week I've decided I'm going with Pulhams for the coaches next season instead of the Swindon lot - they're a bit dearer but the drivers actually know the lanes and nobody's ever been left behind at a service station",
    decision,
  ),
  london('ok final, we will use Saudia not Emirates for the March Umrah group, direct to Jeddah', decision),
  london('gonna go with the new lanterns for the walk, the LED ones, cheaper in the long run', decision),
  within(
    askedChoice('Keep listing on Booking.com or go direct only?', 'stay on Booking.com', 'direct bookings only'),
    london("direct only. I'm sick of paying them 15%", answer(2)),
  ),
  within(
    askedChoice('Take the Christmas markets tour or have December off?', 'take the tour', 'December off'),
    london('December off. I need it.', answer(2)),
  ),

  // London: look like decisions, are not
  london("might start doing a kids' ghost walk at half term, not sure yet", NO_CHANGE),
  london('Should I do airport runs in the night also? more money but I am tired', dilemma),
  london(
    'need to decide about the Dubai stopover for the wedding group by monday',
    task('decide about the Dubai stopover for the wedding group', l('11-16')),
  ),
  london('what did I decide about the dog-friendly room?', recall('dog-friendly room')),
  london('the group leader has decided they want Blenheim on day one instead of day three', NO_CHANGE),

  // New York: decisions
  newYork('aight decided, no more tours on mondays. im done', decision),
  newYork('I decide. No more group to China in January. Too cold, nobody want.', decision),
  newYork('Ok, I decide: minimum two nights from now, one night is too much cleaning', decision),
  newYork('no more charters under 20 people. not worth the fuel.', decision),
  newYork("okkk decided 💅 I'm raising my planning fee to $8k for 2027 couples", decision),
  newYork('goin with the Schomburg stop instead of the Apollo for the history tour, flows better', decision),
  newYork('We use new visa agent, Mr Chen. Final.', decision),
  newYork('we are NOT doing another destination wedding in hurricane season. lesson learned 🌀', decision),
  within(
    askedChoice('Buy a second boat or lease one for the summer?', 'buy', 'lease'),
    newYork('lease. not sinking 400k into a hull', answer(2)),
  ),
  within(
    askedChoice('Hire a second cleaner or do the changeovers yourself?', 'hire a second cleaner', 'do them myself'),
    newYork('I take the second cleaner, my back cannot do it anymore', answer(1)),
  ),

  // New York: look like decisions, are not
  newYork('thinkin bout maybe doin a jazz tour in the spring idk', NO_CHANGE),
  newYork('Should I raise price for the Yunnan tour? Or keep?', dilemma),
  newYork('what did we decide on the winter schedule', recall('winter schedule')),
  newYork('the guests decide to stay one more night, so no check-out tomorrow', NO_CHANGE),
  newYork(
    'gotta decide Jamaica vs Dominican Republic for the Shahs by friday 🤔',
    task('decide Jamaica vs Dominican Republic for the Shahs', n('11-13')),
    dilemma,
  ),
];

export const HUNDREDTHIRTEENTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london("when's the Leeds uni group booked for again?", question),
  london('Can you set reminder in Gujarati also?', question),
  london('how do I get you to send me the list every morning?', question, HELP),
  london('What time is the Heathrow pick up on Friday?', question),
  london('is there a way to share my list with the coach company?', question, HELP),
  london('did I already put in the reminder for the York Press interview?', question),
  london('how long is Saudi visa taking now a days', question),
  within(
    shown('ring the Lygon Arms', 'email rooming list to Pulhams', 'book lunch stop in Broadway'),
    london('what was 3 for again, the pub or the tea room?', question),
  ),

  // London: questions that are lists, free time or focus
  london('what have I got on this week?', list('week')),
  london('what jobs I have tomorrow', list('tomorrow')),
  london('am I free saturday night for a private ghost walk? like 8 till 10', free(l('11-14 20:00'), l('11-14 22:00'))),
  london("what's overdue please", list('overdue')),
  london('what does Monday look like?', list('day', '2026-11-16')),
  london("what should I do first, I've got three rooms to turn and a pile of ironing", prioritise('focus')),

  // London: a question that is really an ask
  london('can you remind me to wash the cab at 8 tonight?', task('wash the cab', l('11-11 20:00'))),

  // New York: questions answered in words
  newYork("yo when's that church group from Atlanta comin again", question),
  newYork('How I turn off the reminder message?', question, HELP),
  newYork('Can you write to me in Italian?', question),
  newYork("what's the charter on the 12th again, the law firm or the bank?", question),
  newYork('do you sync with google calendar?? 🙏', question, HELP),
  newYork('is it worth gettin a licensed guide cert or nah', question, dilemma),
  within(reminded('renew the Airbnb listing photos'), newYork('Which photos? the one in 31st street or Ditmars?', question)),

  // New York: questions that are lists, free time, recall or a plan
  newYork('What I have tomorrow?', list('tomorrow')),
  newYork("this week. what's on.", list('week')),
  newYork('am I free friday morning for a venue call? ☕', free(n('11-13 09:00'), n('11-13 12:00'))),
  newYork('anything i forgot? overdue stuff', list('overdue')),
  newYork('What did I decide about the pets in apartment? I forget', recall('pets in apartment')),
  newYork('how should i plan today', prioritise('plan_day')),

  // New York: a question that is really an ask
  newYork('can u remind me to send the Shahs the mood board at 4? 🎨', task('send the Shahs the mood board', n('11-11 16:00'))),
];
