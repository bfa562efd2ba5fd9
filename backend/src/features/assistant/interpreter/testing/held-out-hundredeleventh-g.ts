/**
 * Held-out set, hundredeleventh part g: health and wellbeing practitioners in private practice.
 *
 * London time (day-first): Harriet, a physiotherapist with her own clinic in Bath; Imran, who owns a
 * two-chair dental practice in Manchester; Jo, a counsellor in Brighton who works from a rented room;
 * Chidi, who runs an independent pharmacy in Woolwich and whose first language is Igbo; Rhiannon, a
 * personal trainer in Swansea who writes some Welsh.
 *
 * New York time (month-first): Dr. Alvarez, a chiropractor in Hoboken; Maya, who owns a yoga studio in
 * Williamsburg; Jean-Baptiste, a home-visit physical therapist in Flatbush whose first language is Haitian
 * Creole; Wing, an acupuncturist in Chinatown whose first language is Cantonese; Rebecca, a nutritionist on
 * the Upper West Side who writes very long messages.
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
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDELEVENTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('afternoon 🙂', talk('greeting')),
  london('Shwmae daily! 👋', talk('greeting')),
  london('Ndewo o. Good afternoon', talk('greeting')),
  london('now then daily', talk('greeting')),
  london('hiya, quick hello between patients', talk('greeting')),
  london('Good afternoon. Jo here.', talk('greeting')),
  london('helloooo anyone home', talk('greeting')),
  london('Hello, is this the reminder service my supervisor told me about?', question, talk('greeting')),
  // London: a hello, then the ask is read
  london('hi! what have I got left today', list('today')),
  london(
    'afternoon daily, remind me to order more ultrasound gel before friday',
    task('order more ultrasound gel', l('11-13')),
    task('order more ultrasound gel', l('11-12')),
  ),
  london(
    'hiya can u add ring the lab about the crown for mrs okafor tmrw 9am',
    task('ring the lab about the crown for mrs okafor', l('11-12 09:00')),
  ),
  london("Bore da! well prynhawn da now 😂 what's on tomorrow", list('tomorrow')),
  london(
    'Kedu! pls remind me call the wholesaler by 5 about the flu vaccine delivery',
    task('call the wholesaler about the flu vaccine delivery', l('11-11 17:00')),
  ),
  // London: looks like a greeting, is a task or news
  london(
    'remind me to say hi to the new hydro pool manager when I drop the booking form in on friday',
    task('say hi to the new hydro pool manager when I drop the booking form in', l('11-13')),
    task('say hi to the new hydro pool manager', l('11-13')),
  ),
  london('the locum says hello to you lol, she wants the app for herself now', NO_CHANGE),

  // New York: plain hellos
  newYork('bonjou daily! kijan ou ye?', talk('greeting')),
  newYork('早晨 daily', talk('greeting')),
  newYork('Good morning, this is Dr. Alvarez.', talk('greeting')),
  newYork('heyyy 🧘‍♀️', talk('greeting')),
  newYork('namaste lol ✨', talk('greeting')),
  newYork('sak pase', talk('greeting')),
  newYork('hi hi', talk('greeting')),
  newYork('Hello daily, I hope your morning is off to a gentle start.', talk('greeting')),
  // New York: a hello, then the ask is read
  newYork('morning! what do I have today', list('today')),
  newYork('hi. remind me call herb supplier 2pm', task('call herb supplier', n('11-11 14:00'))),
  newYork(
    'Good morning — please add "submit the Aetna claims batch" for Friday end of day.',
    task('submit the Aetna claims batch', n('11-13 17:00')),
  ),
  newYork('hey lovely! anything overdue? feel like im forgetting smth', list('overdue')),
  newYork(
    "Good morning daily! Hope you're well. I'm sitting down with my matcha before my first telehealth call and wanted to say hi properly for once, since I mostly just fire tasks at you 😅 Anyway, what does the rest of my week look like?",
    list('week'),
  ),
  // New York: looks like a greeting, is a task or news
  newYork('remind me fri say hello to Mrs Chen daughter. she visit from HK', task('say hello to Mrs Chen daughter', n('11-13'))),
  newYork("front desk says good morning to you haha she's obsessed", NO_CHANGE),
];

export const HUNDREDELEVENTH_FEELING: HeldOutItem[] = [
  // London
  london('absolutely cream crackered, nine patients back to back', talk('feeling')),
  london("my back's killing me, been hunched over the chair since 8", talk('feeling')),
  london('I am too tired today, my body is weak', talk('feeling')),
  london("wedi blino'n lân 😩 two bootcamps in the sideways rain", talk('feeling')),
  london("so much on I don't know where to start. claims, CQC stuff, the lab, the nurses' rota", talk('overwhelmed')),
  london('drowning in flu jab bookings honestly', talk('overwhelmed')),
  london('physitrack, invoices, the pool booking, three new referrals. too much', talk('overwhelmed')),
  london(
    "Been sitting with something since supervision — I think I take too much of my clients' stuff home with me and I'm not sure how long I can keep that up",
    talk('reflection'),
    talk('feeling'),
  ),
  london('anxious about the GPhC inspection, my heart is not settling at all', talk('feeling')),
  london('feeling a bit wobbly after a heavy session, need a minute', talk('feeling')),
  // London: remarks, ask nothing
  london("gutted, compressor's packed in again halfway through a filling", NO_CHANGE),
  london('the wholesaler shorted us on the flu vaccines again, so annoying', NO_CHANGE),
  london('buzzing, 20 turned up to the park bootcamp this morning 💪', NO_CHANGE),
  london('proper chuffed, every review this month has been 5 stars', NO_CHANGE),
  within(reminded('write up notes for K'), london('honestly that session wiped me out', NO_CHANGE)),

  // New York
  newYork('so drained today', talk('feeling')),
  newYork('mwen bouke anpil jodi a', talk('feeling')),
  newYork('tired. many patient. back hurt', talk('feeling')),
  newYork("I'm honestly overwhelmed. Twelve claims denied, front desk out sick, and a full day of adjustments", talk('overwhelmed')),
  newYork('too much. herb order, patients, rent. head spinning', talk('overwhelmed')),
  newYork('too many home visits this week, i cannot breathe', talk('overwhelmed')),
  newYork('stressed out of my mind about the lease renewal', talk('feeling'), talk('overwhelmed')),
  newYork('feeling so grateful today 🙏', talk('feeling')),
  newYork(
    'ok feeling kinda lost with the studio lately, like im just keeping the lights on and not really teaching anymore',
    talk('reflection'),
    talk('feeling'),
  ),
  newYork(
    "I've been thinking a lot this week about why I got into nutrition in the first place, and honestly I think I've drifted from it. I spend more time in Canva making the newsletter pretty than I do with actual clients, and I miss the one-on-one work, those moments when someone finally realizes food isn't the enemy. Not sure what to do with that yet, just noticing it.",
    talk('reflection'),
    talk('feeling'),
  ),
  // New York: remarks, ask nothing
  newYork('ugh the landlord raised the rent AGAIN', NO_CHANGE),
  newYork('so happy. frozen shoulder patient lift arm over head today', NO_CHANGE),
  newYork('Annoyed that Hudson Imaging keeps losing our referral faxes', NO_CHANGE),
  newYork('nervous about the telehealth webinar thursday, 200 people signed up!!', talk('feeling'), NO_CHANGE),
  within(
    reminded('call Mrs. Pierre about her knee exercises'),
    newYork('mwen fatige, traffic on Flatbush Ave was crazy this morning', NO_CHANGE),
  ),
];

export const HUNDREDELEVENTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london('leisure centre cancelled my pool slot on thursday', NO_CHANGE),
  london("compressor engineer's been, all fixed", NO_CHANGE),
  london('Locum is confirmed for saturday', NO_CHANGE),
  london('the Alliance delivery came at 8 this morning, everything there except the amoxicillin', NO_CHANGE),
  london('hit our UDAs for the quarter 🙌', NO_CHANGE),
  london("room's double booked thursday, the reflexologist has it till 2", NO_CHANGE),
  london('Supervision moved to the 24th', NO_CHANGE),
  london("mae hi'n bwrw glaw, bootcamp moved inside the gym tonight", NO_CHANGE),
  london('client B cancelled tomorrow', NO_CHANGE),
  london('50 flu jabs done this week so far', NO_CHANGE),
  london('new treatment couch arrived, so much kinder on my back', NO_CHANGE),
  // London: news about the task in view
  within(just('order more gloves from Henry Schein'), london('nurse already put the gloves order in this morning', done(), NO_CHANGE)),
  within(reminded('upload exercise plan to Physitrack for Mr Hale'), london('its on physitrack already', done())),
  within(reminded('chase the lab for the denture'), london('lab rang, denture arrives friday', done(), NO_CHANGE)),
  // London: news about something other than the task in view
  within(
    just('ring the wholesaler about the shortage', l('11-12 09:00')),
    london('the locum says the till is playing up again', NO_CHANGE),
  ),

  // New York: news, changes nothing
  newYork('front desk says the Cigna portal is down', NO_CHANGE),
  newYork('landlord finally fixed the radiator in studio B', NO_CHANGE),
  newYork('Mindbody schedule for december is live', NO_CHANGE),
  newYork('supplier no have astragalus until next month', NO_CHANGE),
  newYork('Mrs. Joseph cancel her visit today, she is in hospital', NO_CHANGE),
  newYork('we sold 14 class packs over the weekend 🎉', NO_CHANGE),
  newYork('Reimbursement for 98940 dropped again with Horizon', NO_CHANGE),
  newYork('my car in the shop til friday so i take the bus for visits', NO_CHANGE),
  newYork("Kayla's subbing the 6pm vinyasa tonight", NO_CHANGE),
  newYork(
    "Just a heads up for context, not asking you to do anything: the clinic I partner with on Amsterdam Ave is switching their EHR in December, so referrals might be slow for a few weeks, and two of my clients are travelling over Thanksgiving so their check-ins will probably shift, but I'll sort that out once they confirm.",
    NO_CHANGE,
  ),
  // New York: with a task in view
  within(reminded('send Dana her meal plan'), newYork('sent it last night actually!', done())),
  within(reminded('pay herb supplier invoice'), newYork('paid already', done())),
  within(just('renew malpractice insurance', n('11-20')), newYork('broker said the new policy starts jan 1', NO_CHANGE)),
  within(just('send X-ray referral for Mr. Kowalski'), newYork('Radiology just sent back the films for another patient', NO_CHANGE)),
];

export const HUNDREDELEVENTH_DECISION: HeldOutItem[] = [
  // London: decisions
  london("going with Physitrack's premium plan, the video library's worth it", decision),
  london("decided we're not taking any new NHS patients till the spring", decision),
  london('Right, switching lab to the one in Stockport, fed up with the delays', decision),
  london("I'm going to move supervision to monthly instead of fortnightly", decision),
  london('we will stop to open on Sundays from December, the locum cost is too much', decision),
  london('penderfyniad: no more 6am bootcamps in winter, 7am start from now on', decision),
  london('Agreed with the nurses, we close at 1 on fridays from now', decision),
  london('not renewing the room at the counselling centre, going to see clients online two days a week', decision),
  // London: look like decisions, are not
  london('might stop doing home visits, not sure yet', NO_CHANGE, dilemma),
  london('should I take on another locum for winter or just cover the saturdays myself?', dilemma),
  london('what did I decide about the hydro pool slots?', recall('hydro pool slots')),
  london('need to decide on the new compressor by friday', task('decide on the new compressor', l('11-13'))),
  london('leaning towards referring K on to a specialist but I want to talk it through in supervision first', NO_CHANGE, dilemma),
  within(
    askedChoice('Stay at the gym or go fully outdoors?', 'stay at the gym', 'go fully outdoors'),
    london("outdoors. the gym rent's daylight robbery", answer(2)),
  ),
  within(
    askedChoice('Keep the flu clinic on Saturdays or move it to weekday evenings?', 'keep Saturdays', 'weekday evenings'),
    london('we keep saturday, that is when the old people come', answer(1)),
  ),

  // New York: decisions
  newYork("We're dropping Horizon. Out of network starting January.", decision),
  newYork('ok decided, no more 5-class packs, only 10s and unlimited', decision),
  newYork('I decide take only morning visits from now, afternoon traffic too much', decision),
  newYork('use new herb supplier in Flushing. cheaper. better quality.', decision),
  newYork('The front desk will confirm every appointment by text from now on, decided this morning', decision),
  newYork('signed the lease for another 3 years 😬 decision made', decision),
  newYork(
    "So after going back and forth on this for literally weeks, talking it through with my business coach and looking at the numbers from the last two quarters, I've decided I'm going to stop taking insurance clients from January and go fully private pay. It's scary but the billing admin was eating two full days a week and I'd rather spend that with clients.",
    decision,
  ),
  // New York: look like decisions, are not
  newYork('thinking maybe i raise prices in january? idk', dilemma, NO_CHANGE),
  newYork('Should I keep sending X-ray referrals to Hudson Imaging or switch to the place on Washington St?', dilemma),
  newYork('what did I decide about the class pack prices', recall('class pack prices')),
  newYork('remind me decide on holiday hours by monday', task('decide on holiday hours', n('11-16'))),
  within(
    askedChoice('Raise your home visit rate or take fewer visits?', 'raise the rate', 'take fewer visits'),
    newYork('mwen pa konnen... need to think more', answer(null), NO_CHANGE),
  ),
  within(
    askedChoice('Move telehealth to Zoom or stay on Healthie?', 'move to Zoom', 'stay on Healthie'),
    newYork('staying on Healthie, my clients are used to it', answer(2)),
  ),
  within(
    askedChoice('Hire a second teacher for mornings or teach them yourself?', 'hire a teacher', 'teach them myself'),
    newYork('hire!! i need my mornings back', answer(1)),
  ),
];

export const HUNDREDELEVENTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('when is my supervision again?', question),
  london('can you book the hydro pool for me?', question),
  london('how do I set something to repeat every week', question, HELP),
  london('did I put the compressor service on my list?', question, NO_CHANGE),
  london("what's the cut off for ordering from AAH for next day delivery?", question),
  london('28/11 is a saturday isnt it?', question),
  london('can u message my clients that the bootcamp is off tonight?', question),
  london('is it worth doing flu jabs on saturdays or not worth paying the locum?', question, dilemma),
  within(reminded('chase the lab about the bridge for Mr Ali'), london('did they ring back yet?', question, NO_CHANGE)),
  // London: questions that are lists and look-ups
  london('whats on tomoz', list('tomorrow')),
  london('anything I missed?', list('overdue')),
  london('what have I got on the rest of the week', list('week')),
  london('am I free friday afternoon for a client', free(l('11-13 12:00'), l('11-13 17:00'))),
  london('what did I decide about opening on sundays?', recall('opening on sundays')),
  london('what do I do first, got 20 mins before my next patient', prioritise('focus')),

  // New York: questions answered in words
  newYork('when is Mrs. Pierre visit?', question),
  newYork('Can you submit claims to the insurance for me?', question),
  newYork('how to make reminder every monday?', question, HELP),
  newYork('12/3 is thursday right?', question),
  newYork('do you work with Mindbody?', question),
  newYork("What time did I set Dana's telehealth check-in for?", question),
  newYork('should i cap class sizes at 20 or 25?', dilemma, question),
  newYork('herb order, i tick already?', question, NO_CHANGE),
  newYork(
    "Quick question, and sorry it's a long one: if I set a reminder for a client check-in and then the client reschedules through my booking page, does the reminder move by itself, or do I have to tell you each time? I'm trying to figure out whether to keep using you for this or just rely on the calendar.",
    question,
    HELP,
  ),
  within(shown('call supplier', 'refill moxa', 'bill Mr Lee'), newYork('3 is for friday?', question, NO_CHANGE)),
  // New York: questions that are lists and look-ups
  newYork('what I have today?', list('today')),
  newYork("what's coming up next", list('next')),
  newYork('anything on 11/20?', list('day', '2026-11-20')),
  newYork('am I free tomorrow 2 to 3:30 for a new patient consult', free(n('11-12 14:00'), n('11-12 15:30'))),
  newYork('what did i decide about the holiday schedule', recall('holiday schedule')),
  newYork('can you plan my day? 6 visits and a pile of notes', prioritise('plan_day')),
];
