/**
 * Held-out set, hundrednineteenth part g: locksmiths, security installers and pest control.
 *
 * London time (day-first dates, Europe/London):
 * - Terry, an emergency locksmith in Lewisham (lockouts, lock changes, landlords, the van); short, blunt, typos.
 * - Aisha, a pest-control technician in Manchester (rats, mice, wasps, bed bugs, restaurants, revisits);
 *   chatty, "hun", "x".
 * - Andrei, a CCTV and alarm installer in Luton whose first language is Romanian (installs, quotes,
 *   suppliers, NVRs).
 * - Fiona, who owns a small security-guard firm in Aberdeen and writes some Scots (guards, rotas, sites,
 *   SIA licences).
 * - Harjit, who runs a pest-control and bird-proofing business in Leicester (pigeon netting, contracts, the
 *   team), mixing in Punjabi words ("ji", "haanji", "chalo").
 *
 * New York time (month-first dates, America/New_York):
 * - Héctor, a locksmith with a shop in the Bronx whose first language is Spanish (lockouts, supers, safes,
 *   keys cut).
 * - Marcus, an exterminator in Harlem (buildings, roaches, supers, NYC housing inspections), all lower case,
 *   no punctuation.
 * - Thanh, an access-control and intercom installer in Sunset Park whose first language is Vietnamese
 *   (buildings, fobs, buzzers, the crew).
 * - Gina, who runs an alarm-monitoring company on Staten Island (accounts, false alarms, technicians), blunt
 *   and clipped.
 * - Robert, a security consultant in Midtown (risk assessments, corporate clients, event security plans),
 *   who writes long careful messages.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
  free,
  HELP,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  question,
  recall,
  talk,
  task,
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
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDNINETEENTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('alrite', talk('greeting')),
  london('hiya hun!! 💕 how are u x', talk('greeting')),
  london('Buna ziua daily, good afternoon', talk('greeting')),
  london('Aye daily, fit like?', talk('greeting')),
  london('kiddan daily ji 🙏 all good?', talk('greeting')),
  london('oi oi', talk('greeting')),
  london('afternoon lovely x just crawled out a loft in Salford, hiya', talk('greeting')),
  london('Hello there, back at the desk efter a long nightshift handover', talk('greeting')),
  within(reminded('send quote to Mr Patel for 4 cameras', l('11-11 15:00')), london('Hello! 👋', talk('greeting'))),
  within(reminded('renew netting contract with Highcross'), london('haanji ji hello', talk('greeting'))),
  // London: a hello, then the ask is read
  london('oi what i got left today', list('today')),
  london(
    'hiya hun! remind me to ring Dough & Co about their mouse revisit tmrw at 10 x',
    task('ring Dough & Co about their mouse revisit', l('11-12 10:00')),
  ),
  london(
    'Hello, please remind me to order 2 NVR 8 channel from supplier on Friday morning',
    task('order 2 NVR 8 channel from supplier', l('11-13 09:00')),
  ),
  london('Hiya, am I free on Friday efternoon tae see the new site oot at Dyce?', free(l('11-13 12:00'), l('11-13 17:00'))),
  london("sat sri akal, chalo what's on today", list('today')),
  // London: looks like a greeting, is a task or news
  london('the lady at the chippy on Oldham Rd said to say hi to u 😂 she thinks ur my PA x', NO_CHANGE),
  london(
    'remind me say hello to the new agent at Foxtons when i drop keys fri',
    task('say hello to the new agent at Foxtons when i drop keys', l('11-13')),
    task('say hello to the new agent at Foxtons', l('11-13')),
  ),

  // New York: plain hellos
  newYork('Hola daily qué tal, good morning from the shop', talk('greeting')),
  newYork('wassup daily', talk('greeting')),
  newYork('Chào daily! Good morning', talk('greeting')),
  newYork('Hey. Morning.', talk('greeting')),
  newYork('Good morning. I trust you had a decent night; mine was short, but the coffee in this lobby is excellent.', talk('greeting')),
  newYork('yo good morning fam', talk('greeting')),
  within(reminded('program 40 fobs for 5th Ave building', n('11-11 10:00')), newYork('Hello good morning 🙂', talk('greeting'))),
  within(reminded('call Castleton account about false alarm fee'), newYork('morning', talk('greeting'))),
  // New York: a hello, then the ask is read
  newYork(
    'hola buenos dias, remind me call the super on Grand Concourse at 2 for the lockbox',
    task('call the super on Grand Concourse for the lockbox', n('11-11 14:00')),
  ),
  newYork('yo whats on my plate tmrw', list('tomorrow')),
  newYork('Hello, am I free today afternoon? building manager want meet', free(n('11-11 12:00'), n('11-11 17:00'))),
  newYork('Morning. Anything overdue?', list('overdue')),
  newYork(
    "Good morning — I hope all is well on your end. When you have a moment, please remind me on Monday at 9 to circulate the draft crowd-management plan for the Javits gala to the client's head of operations.",
    task("circulate the draft crowd-management plan for the Javits gala to the client's head of operations", n('11-16 09:00')),
  ),
  // New York: looks like a greeting, is a task or news
  newYork('mrs johnson on the 3rd floor keeps sayin hello to my phone like u can hear her lol', NO_CHANGE),
  newYork(
    'remind me tomorrow 8am say welcome to new guy Khoa on the crew',
    task('say welcome to new guy Khoa on the crew', n('11-12 08:00')),
  ),
];

export const HUNDREDNINETEENTH_FEELING: HeldOutItem[] = [
  // London
  london('dead on my feet, been up since 2 with lockouts', talk('feeling')),
  london("honestly hun I'm shattered, bed bug job in a HMO all morning and I'm itchy just thinking about it x", talk('feeling')),
  london('I am very stressed, the supplier not send the cameras and client is waiting from Monday', talk('feeling'), talk('overwhelmed')),
  london('Pure done in the day. Twa guards phoned in sick an I covered the shift masel', talk('feeling')),
  london('thak gaya ji, full day on a roof in the cold putting up netting', talk('feeling')),
  london('too much on. 6 jobs waitin, vans got a flat, phone wont stop', talk('overwhelmed')),
  london(
    "I'm drowning hun, rats everywhere since the weather turned, 9 revisits this week and paperwork coming out my ears x",
    talk('overwhelmed'),
  ),
  london("Too many jobs, 3 installs this week, quotes, invoices, I don't know from where to start", talk('overwhelmed')),
  london(
    "Ah'm fair swamped. Rotas for December, SIA renewals, an a new contract startin Monday. Cannae see the wood for the trees.",
    talk('overwhelmed'),
  ),
  london("bahut zyada kaam hai ji, contracts renewing, two lads on holiday, pigeons everywhere 😅 can't cope", talk('overwhelmed')),
  london('proper fed up today', talk('feeling')),
  london(
    'been thinking hun, 12 years doing this and I still love it, even the rats lol. just one of them days x',
    talk('reflection'),
    talk('feeling'),
  ),
  london('I feel good today, the big install in Dunstable finish and client very happy', talk('feeling'), NO_CHANGE),
  london("Bit anxious aboot the tender meeting wi the council on Friday, it's a big yin", talk('feeling')),
  // London: remarks, ask nothing
  london('buzzin, landlord in Catford wants me for all 14 of his flats', NO_CHANGE),
  within(
    reminded('revisit the Thai place on Wilmslow Rd'),
    london("sorry hun feeling rough today, think I'm coming down with something x", talk('feeling'), NO_CHANGE),
  ),

  // New York
  newYork('Estoy cansadísimo, 3 lockouts last night and one was 4am', talk('feeling')),
  newYork('tired af man did 6 buildings yesterday', talk('feeling')),
  newYork('I am very tired today, crew pull cable all night at the building in Bay Ridge', talk('feeling')),
  newYork('Fried. 3 hours sleep.', talk('feeling')),
  newYork(
    "I'll be candid: I'm stretched very thin this week. Two risk assessments are due Friday, the event security plan for the Hudson Yards launch is still in draft, and a client's general counsel wants a call every other day. I'm not asking for anything; I just needed to say it somewhere.",
    talk('overwhelmed'),
  ),
  newYork('Too much work, the shop full of keys to cut, 2 safes to open, and my nephew no show today. Ay no puedo', talk('overwhelmed')),
  newYork('so much goin on 8 buildings got inspections comin up and my helper quit im losin it', talk('overwhelmed')),
  newYork('Too many job, 4 buildings want fob system before Thanksgiving, I cannot sleep', talk('overwhelmed'), talk('feeling')),
  newYork('Swamped. 2 techs out, alarm calls nonstop.', talk('overwhelmed')),
  newYork("In a mood today. Don't ask.", talk('feeling')),
  newYork(
    "I've been reflecting on the past year. I left corporate security to go independent believing I'd have more control over my time, and in many ways I do, but the evenings have quietly disappeared. I'm not acting on it — just noting it.",
    talk('reflection'),
    talk('feeling'),
  ),
  newYork('Hoy me siento bien, good day, many customers happy', talk('feeling')),
  newYork('I feel nervous, tomorrow first meeting with big management company, my English not so good', talk('feeling')),
  newYork('lowkey stressed bout the hpd inspection friday', talk('feeling')),
  // New York: remarks, ask nothing
  newYork('man roaches in 4B came back AGAIN smh', NO_CHANGE),
  within(reminded('send Tompkins account the monitoring renewal'), newYork("Long week and it's Wednesday.", talk('feeling'), NO_CHANGE)),
];

export const HUNDREDNINETEENTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london('van back from garage', NO_CHANGE),
  london('Wilmslow Rd restaurant passed their EHO inspection hun, no sign of mice at all 🙌', NO_CHANGE),
  london('The supplier from Milton Keynes say the 4K cameras are out of stock until December', NO_CHANGE),
  london("Big Tam's SIA licence came through the day, he can start on the Bridge o Don site", NO_CHANGE),
  london('Highcross netting job finished ji, no pigeons getting in now', NO_CHANGE),
  london('landlord on Lee High Rd cancelled the lock change', NO_CHANGE),
  london("wasp nest job in Didsbury was a no show, they'd already sprayed it themselves 🙄", NO_CHANGE),
  london('Client in Luton pay the invoice for the alarm, finally', NO_CHANGE),
  london("The new rota's oot tae the lads", NO_CHANGE),
  london('Dev ji has his CSCS card now, he can go on the building sites', NO_CHANGE),
  london('shop on rushey green got done over last night, not my job tho', NO_CHANGE),
  // London: news about the task in view
  within(reminded('chase Foxtons for the Brockley invoice'), london('paid this mornin', done())),
  within(reminded('drop the rat bait at the Fallowfield student house'), london('did that on the way in hun x', done())),
  within(
    just('order 6 door contacts from the wholesaler', l('11-12 09:00')),
    london('My colleague already buy them yesterday', done(), NO_CHANGE),
  ),
  within(reminded('send the quote to Leicester Market for spikes'), london('haanji ji sent it on monday', done())),
  // London: news about something other than the task in view
  within(
    just('sort the Christmas rota', l('11-13')),
    london('The Union Square centre want an extra guard on Saturdays fae December, by the way', NO_CHANGE),
  ),

  // New York: news, changes nothing
  newYork('The key machine is fixed, the guy come this morning', NO_CHANGE),
  newYork('hpd inspector pushed 1340 to next week', NO_CHANGE),
  newYork('The buzzer panel for 45th St building arrive today', NO_CHANGE),
  newYork('False alarm at the Hylan Blvd deli again. Third this month.', NO_CHANGE),
  newYork(
    "For your awareness only: the client's board signed off on the risk assessment last night, and the venue has confirmed the bag-check layout for the gala. Nothing to action.",
    NO_CHANGE,
  ),
  newYork('The super from 2150 Grand Concourse pay cash for the 12 locks', NO_CHANGE),
  newYork('bed bugs in 2 more units at the st nicholas building', NO_CHANGE),
  newYork('My crew finish the fob install at 8th Ave building, 120 fobs all working', NO_CHANGE),
  newYork('New tech starts Monday.', NO_CHANGE),
  newYork("Just so you have the context: the gala has moved from the 4th to the 11th of December, at the client's request.", NO_CHANGE),
  newYork('its freezin in harlem today', NO_CHANGE),
  // New York: with a task in view
  within(reminded('open the safe at the pawn shop on Fordham'), newYork('ya lo hice this morning, was easy', done())),
  within(reminded('drop off the gel bait at 1340 amsterdam'), newYork('dropped it off on my way in', done())),
  within(
    reminded('send the Hudson Yards security plan to the client'),
    newYork('That went out last night, shortly before midnight.', done()),
  ),
  within(just('send Castleton account the monitoring contract', n('11-12')), newYork('Their office is closed Friday.', NO_CHANGE)),
  within(just('order 200 fobs from supplier', n('11-13')), newYork('Supplier say the price go up 10% in January', NO_CHANGE)),
];

export const HUNDREDNINETEENTH_DECISION: HeldOutItem[] = [
  // London: decisions
  london('decided. no more callouts past midnight unless its a landlord i know', decision),
  london("right that's it hun, I'm not doing bed bugs on my own anymore, always taking Kyle with me from now x", decision),
  london('I decide: from now I use only Hikvision for NVR, the other brand give me too many problems', decision),
  london("That's me decided — we're no takin ony mair construction sites, the nightshifts are killin the lads", decision),
  london('chalo, decided ji, we go with the stainless spikes supplier from Birmingham, final', decision),
  london('goin with the new transit, sod the old one', decision),
  london("I've decided I'm going to stop doing the weekend call outs from January, need my saturdays back x", decision),
  london('Is decided, I raise the price of installation with 10% from January', decision),
  london("Ah've made ma mind up, Big Tam's gettin the supervisor job", decision),
  london('no more verbal contracts ji, everything in writing from now', decision),
  // London: look like decisions, are not
  london('thinkin about packin in the 24hr callouts dunno', dilemma, NO_CHANGE),
  london('should I take the council contract or stick with restaurants hun?', dilemma),
  london('What I decided about the supplier from Milton Keynes?', recall('supplier from Milton Keynes')),
  london('Need tae decide on the new uniforms by Friday', task('decide on the new uniforms', l('11-13'))),
  within(
    askedChoice('Hire another technician or subcontract the bird-proofing?', 'hire another technician', 'subcontract'),
    london('hire ji, subcontractors never turn up on time', answer(1)),
  ),
  within(askedChoice('Keep the van or lease a new one?', 'keep the van', 'lease a new one'), london('lease', answer(2))),

  // New York: decisions
  newYork('Ok decidido, I close the shop on Sundays from December', decision),
  newYork('made my mind up no more buildings in the south bronx too far', decision),
  newYork('I decide we use the ButterflyMX intercom for all new buildings from now', decision),
  newYork('Decided. Charging for the third false alarm from January.', decision),
  newYork(
    "Having weighed it for the better part of a month, I've decided to decline the retainer with the hospitality group. The fee is attractive, but their expectation of round-the-clock availability would compromise the work I do for everyone else.",
    decision,
  ),
  newYork('No more safes on the weekend, I decide', decision),
  newYork('gonna go with the gel bait from the new supplier from now on', decision),
  newYork('Final: Minh is crew leader from next week', decision),
  newYork('Not renewing the Eltingville account. Done with them.', decision),
  newYork(
    "I've settled it: every event plan goes to a second reviewer before the client sees it, starting with the December gala.",
    decision,
  ),
  // New York: look like decisions, are not
  newYork('thinkin bout hirin another guy idk yet', dilemma, NO_CHANGE),
  newYork('Raise monitoring fees or lose accounts?', dilemma),
  newYork(
    'What did I decide about subcontracting the guard force for the Javits event?',
    recall('subcontracting the guard force for the Javits event'),
  ),
  newYork('remind me decide on the new dispatch software by the 30th', task('decide on the new dispatch software', n('11-30'))),
  within(
    askedChoice('Open a second shop in Yonkers or expand the Bronx shop?', 'second shop', 'expand the Bronx shop'),
    newYork('expand the shop here, Yonkers is too far for me', answer(2)),
  ),
  within(
    askedChoice('Hire a full time installer or keep using day workers?', 'full time installer', 'day workers'),
    newYork('full time. day worker not reliable', answer(1)),
  ),
];

export const HUNDREDNINETEENTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('can u call Foxtons for me and tell em im late', question),
  london('is my stuff private hun? like can anyone else see my client addresses x', question),
  london('How much cost daily per month?', question),
  london('Can ye send the rota tae the lads on WhatsApp for me?', question),
  london('can you work with my Google calendar ji?', question),
  london('what can u do', HELP, question),
  london("what's the best bait for rats that won't touch the boxes hun? asking for a mate lol", question),
  london('You can speak Romanian?', question),
  london("Dae ye keep ma messages? Some o them hae guards' names an addresses in", question),
  london('how many reminders I can make ji, is there a limit?', question, HELP),
  within(reminded('chase the wholesaler for the euro cylinders'), london('have they rang back?', question, NO_CHANGE)),
  // London: questions that are lists and look-ups
  london('whats on fri', list('day', '2026-11-13')),
  london('hun am I free tomorrow morning for a revisit in Stockport?', free(l('11-12 09:00'), l('11-12 12:00'))),
  london('What I decided about the Dahua cameras?', recall('Dahua cameras')),
  london('ji what should I do first today, too many things', prioritise('focus')),
  london("What's on the rest o the week?", list('week')),

  // New York: questions answered in words
  newYork('Can you answer my shop phone when I am in a lockout?', question),
  newYork('yo how much u cost', question),
  newYork('You can read Vietnamese? My wife want use it also', question),
  newYork('Who sees my data?', question),
  newYork(
    'A question about confidentiality, if I may: several of my clients are under NDA, and I occasionally mention their names in reminders. Where are my messages stored, and does anyone at your end read them?',
    question,
  ),
  newYork('what can u do for me', HELP, question),
  newYork('Can you text my techs their calls?', question),
  newYork('how I make a reminder for every 15 of the month?', question, HELP),
  newYork('Is it ok to run intercom on Cat5 cable 300 feet?', question),
  newYork('In your view, is it better to put bag checks inside the lobby or out on the plaza for a winter event?', question, dilemma),
  within(
    listed('rekey 4 doors at 2150 Grand Concourse', 'open safe at the pawn shop', 'cut keys for super Ramon'),
    newYork('the 3 is for today?', question, NO_CHANGE),
  ),
  // New York: questions that are lists and look-ups
  newYork('what i got tmrw', list('tomorrow')),
  newYork('Overdue?', list('overdue')),
  newYork('Am I free Friday between 2 and 4? super want to show me the lobby', free(n('11-13 14:00'), n('11-13 16:00'))),
  newYork(
    'Could you lay out a sensible order for my day? I have the Midtown walkthrough, two calls and a report to finish.',
    prioritise('plan_day'),
  ),
  newYork('What I have on 11/20?', list('day', '2026-11-20')),
];
