/**
 * Held-out set, hundredfifth part g: greetings, feelings, statements, decisions and questions from
 * people who run events and hire businesses.
 *
 * London (Europe/London, day-first dates):
 * - Harriet, a wedding planner in Cheltenham (couples, venues, site visits, run sheets);
 * - Jamie, a mobile DJ in Liverpool who writes some Scouse ("la", "me" for "my", "boss", "sound");
 * - Agnieszka, a florist in Islington whose first language is Polish;
 * - Gary, who owns a marquee and furniture hire firm in Kent (lorries, crews, chairs, frames);
 * - Maureen, a walking-tour guide in York who writes some Yorkshire ("owt", "nowt", "nithered", "while" for "until").
 *
 * New York (America/New_York, month-first dates):
 * - Dana, an event planner in the Financial District who texts in clipped shorthand;
 * - Luis, who owns a photo booth hire business in Hoboken;
 * - Kenny Wong, who owns a party rentals firm in Queens and whose first language is Cantonese;
 * - Tasha, who runs a bartending-for-hire business in Crown Heights;
 * - Giuseppe, a kids' party entertainer in Staten Island whose first language is Italian.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  HELP,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  dilemma,
  done,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  question,
  recall,
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
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});

export const HUNDREDFIFTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('afternoon!! ☀️', talk('greeting')),
  london('alright la, you there?', talk('greeting')),
  london('Dzień dobry 🌸', talk('greeting')),
  london('ey up', talk('greeting')),
  london('hiya hiya', talk('greeting')),
  london('Good afternoon. It is me again, Agnieszka from the flower shop', talk('greeting')),
  london('now then, how do', talk('greeting')),
  london('sound, hiya lad. hows tricks', talk('greeting')),
  // London: hard: a hello that is also a remark, changes nothing
  london('hi from a very muddy field in Sevenoaks, signal is rubbish so bear with', talk('greeting'), NO_CHANGE),
  london('hello?? is this still on, havent used it since the summer', talk('greeting'), NO_CHANGE),
  // London: a hello with an ask after it (the ask is read)
  london(
    'afternoon! quick one - remind me to ring the pump room about the site visit tmrw at 10',
    task('ring the pump room about the site visit', l('11-12 10:00')),
  ),
  london('hiya love, what have I got on today?', list('today')),
  london('ey up, owt on for tomorrow?', list('tomorrow')),
  london(
    'morning mate (i know its not morning 😂) can you add load the 9x12 onto the lorry fri 7am',
    task('load the 9x12 onto the lorry', l('11-13 07:00')),
  ),

  // New York: plain hellos
  newYork('gm', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('buongiorno!! 😊 ciao ciao', talk('greeting')),
  newYork('早晨 good morning', talk('greeting')),
  newYork('heyyy u up?', talk('greeting')),
  newYork('Hello good morning. This is Kenny from Wong Party Rental', talk('greeting')),
  newYork('hello hello, happy hump day 🐪', talk('greeting')),
  newYork('wassup', talk('greeting')),
  // New York: hard: hello plus a remark, changes nothing
  newYork('hey, sorry I went quiet, been a crazy few weeks', talk('greeting'), NO_CHANGE),
  // New York: a hello with an ask after it (the ask is read)
  newYork('morning. overdue?', list('overdue')),
  newYork(
    'heyy its me again lol. can u put pick up the backdrop stands from B&H sat 11am',
    task('pick up the backdrop stands from B&H', n('11-14 11:00')),
  ),
  newYork('buongiorno, what is my today?', list('today')),
  newYork(
    'morning! first thing, tick off the Delancey deposit, they paid last night',
    done(words('Delancey deposit')),
    done(words('Delancey')),
  ),
  newYork(
    'ciao bella! can you move the Esposito party call to 4pm please, grazie',
    move(words('Esposito party call'), null, '16:00'),
    move(words('Esposito'), null, '16:00'),
  ),
];

export const HUNDREDFIFTH_FEELING: HeldOutItem[] = [
  // London
  london('absolutely knackered. three weddings in four days', talk('feeling'), NO_CHANGE),
  london("proper made up la, the bride's dad just booked me for his 60th 🎉", talk('feeling'), NO_CHANGE),
  london("me head's gone lad, dead tired", talk('feeling'), NO_CHANGE),
  london('I am so tired today, my fingers are hurting from wiring all the buttonholes', talk('feeling'), NO_CHANGE),
  london(
    'very stressed, the roses from Holland did not come and the wedding is on saturday',
    talk('overwhelmed'),
    talk('feeling'),
    NO_CHANGE,
  ),
  london('feel like im drowning mate. 4 marquees going up this week, two lads off sick and rain forecast', talk('overwhelmed'), NO_CHANGE),
  london("I'm fair jiggered after t'ghost walk tonight", talk('feeling'), NO_CHANGE),
  london('nithered. stood on the Shambles two hours and nobody turned up', talk('feeling'), NO_CHANGE),
  london("too much on. can't think straight", talk('overwhelmed'), NO_CHANGE),
  london('buzzing after that call with Priya and Dan, they LOVED the moodboard', talk('feeling'), NO_CHANGE),
  // London: hard: mention work, ask nothing (no task, no tick)
  london('dreading the site visit at Sudeley tomorrow tbh', talk('feeling'), NO_CHANGE),
  london("so anxious about the Hendersons' invoice, still nothing from them", talk('feeling'), NO_CHANGE),
  london('bit flat today. dunno why. just am', talk('feeling'), NO_CHANGE),
  within(
    reminded('invoice the Coopers', l('11-11 14:00')),
    london('ugh no. i am so behind on everything this week', talk('overwhelmed'), NO_CHANGE),
  ),

  // New York
  newYork('slammed. 3 events thurs. zero sleep.', talk('overwhelmed'), NO_CHANGE),
  newYork('honestly so happy rn, 3 new bookings off the bridal expo 🙌', talk('feeling'), NO_CHANGE),
  newYork('today very tired, too many chairs to count, my back is pain', talk('feeling'), NO_CHANGE),
  newYork('im burnt out fr. 4 nights straight behind the bar', talk('feeling'), talk('overwhelmed'), NO_CHANGE),
  newYork('mamma mia what a day, the kids they scream for 3 hours, I am destroyed 😵', talk('feeling'), NO_CHANGE),
  newYork('kinda nervous abt the gala friday ngl', talk('feeling'), NO_CHANGE),
  // New York: hard: news with change words inside a feeling, changes nothing
  newYork("everything's on fire. client moved the date, venue says no, caterer's ghosting me", talk('overwhelmed'), NO_CHANGE),
  newYork('aiya so stress, the tent order is all wrong again', talk('feeling'), NO_CHANGE),
  newYork('lowkey proud of myself, just closed the biggest booking of the year', talk('feeling'), NO_CHANGE),
  newYork("some days I feel like I'm failing at this whole business thing", talk('feeling'), NO_CHANGE),
  within(
    reminded('restock the bar kit', n('11-11 09:00')),
    newYork("man I haven't had a second to breathe today", talk('overwhelmed'), NO_CHANGE),
  ),
  newYork("i'm fine. just tired. long week and it's only wednesday lol", talk('feeling'), NO_CHANGE),
];

export const HUNDREDFIFTH_STATEMENT: HeldOutItem[] = [
  // London: news that changes nothing
  london("the Ashworth wedding's off, they've split up apparently", NO_CHANGE),
  london("van's knackered again, sat on the East Lancs waiting for the RAC", NO_CHANGE),
  london('The delivery of peonies is late again, the supplier say maybe friday', NO_CHANGE),
  london('rain forecast for sat at the Leeds Castle do, 80% 🙃', NO_CHANGE),
  london("numbers were right down today, only six on t'two o'clock", NO_CHANGE),
  london('venue have moved the ceremony to 2pm on their side', NO_CHANGE),
  london('got the deposit off the Kellys today, about time', NO_CHANGE),
  london('my friend Kasia will help me saturday with the big arch', NO_CHANGE),
  london('council have shut the walls for repairs while December', NO_CHANGE),
  london('sent the invoice to the Baileys yesterday btw', NO_CHANGE),
  // London: hard: something else was done, not the task in view
  within(
    just('final run sheet for Sophie & Tom', l('11-13 12:00')),
    london("Sophie's already done the seating plan herself bless her", NO_CHANGE),
  ),
  // London: hard: news that answers the reminder (a tick)
  within(reminded('send the Baileys their invoice', l('11-10 17:00')), london('sent it yesterday actually', done())),
  within(
    reminded('count the chairs back in', l('11-11 12:00')),
    london('all 40 chiavaris back in the barn and counted', done(), NO_CHANGE),
  ),
  london("deposit for Hatherley Manor's gone through", NO_CHANGE, done(words('Hatherley Manor deposit')), done(words('Hatherley Manor'))),
  within(reminded('chase Ashworths for the final balance', l('11-11 12:00')), london("they've cancelled the whole wedding", NO_CHANGE)),

  // New York: news that changes nothing
  newYork("client cxl'd. the 18th is off.", NO_CHANGE),
  newYork('the printer for booth 2 finally came in', NO_CHANGE),
  newYork('The church for the tables order, they pay already', NO_CHANGE),
  newYork('my barback quit lmao', NO_CHANGE),
  newYork('the mother of the birthday girl she change the party to sunday', NO_CHANGE),
  newYork('shipping on the neon signs delayed AGAIN', NO_CHANGE),
  newYork('fyi invoices all went out this am', NO_CHANGE),
  newYork('Today truck is broken so my cousin drive instead', NO_CHANGE),
  newYork('got 2 enquiries off the knot overnight', NO_CHANGE),
  newYork("Brooklyn Bowl changed their terms, it's 50% upfront now", NO_CHANGE),
  newYork('paid the DJ for the Morales party', NO_CHANGE),
  // New York: hard: news about the task in view
  within(just('load in at Cipriani', n('11-13 16:00')), newYork('venue says load in is 3 now not 4', move(ctx, null, '15:00'), NO_CHANGE)),
  within(reminded('order balloons for the Russo party', n('11-11 09:00')), newYork('I finish this yesterday already', done())),
  within(reminded('send Gramercy the COI', n('11-11 09:30')), newYork("their office is closed till monday so can't", NO_CHANGE)),
];

export const HUNDREDFIFTH_DECISION: HeldOutItem[] = [
  // London: decisions
  london('going with Cotswold Catering for the Harrisons, the other quote was daft money', decision),
  london("right that's it, I'm not doin any more free gigs for mates", decision),
  london('I decide: from January no wedding orders under £500', decision),
  london("we're selling the old 6x9 frame, not worth fixing", decision),
  london("I'm stopping the 10 o'clock Monday tour over winter, nobody comes", decision),
  london('decided. site visits on Fridays only from now', decision),
  london('gonna go with the Pioneer decks over the Denon', decision),
  london('OK we are not using the Dutch supplier anymore, too many problems', decision),
  london("aye, we're putting it up a quid a head from spring", decision),
  // London: hard: look like decisions but are not
  london('thinking of packing in the ghost walk altogether', NO_CHANGE),
  london('should I put my prices up for 2027 or wait and see', dilemma),
  london('wish I’d gone with the other marquee supplier tbh', NO_CHANGE),
  london('what did I decide about the Bath venue?', recall('Bath venue')),
  within(
    askedChoice('Which van to hire for December?', 'the Luton', 'a Transit'),
    london('the luton, more room for the lighting rig', answer(1)),
  ),
  london(
    'decided to ring the Fletchers tomorrow about the balance',
    task('ring the Fletchers about the balance', l('11-12 12:00')),
    decision,
  ),

  // New York: decisions
  newYork('decision: Cipriani for the Q1 launch. done deliberating.', decision),
  newYork("we're going with the Canon over the Sony for the new booth", decision),
  newYork('I decide not rent the chiavari chairs no more, too many broken', decision),
  newYork('no more gigs without a signed contract. period.', decision),
  newYork('Ok I choose, no more party in apartment, only the hall or the park', decision),
  newYork("let's use Square for deposits from now on", decision),
  newYork('min booking goes to 4 hrs starting jan', decision),
  newYork('dropping Lux Linens. late 2x. final.', decision),
  newYork('going w/ the 6ft tables not the 8ft for the Flushing wedding', decision),
  // New York: hard: look like decisions but are not
  newYork('gonna think about hiring a second bartender', NO_CHANGE),
  newYork('should we do a holiday discount or nah', dilemma),
  newYork('we might go with the bigger truck idk', NO_CHANGE),
  newYork('what did I decide about the elks club?', recall('elks club')),
  within(
    askedChoice('Hire a second bartender or keep using freelancers?', 'hire a second bartender', 'keep using freelancers'),
    newYork('freelancers for now', answer(2)),
  ),
  newYork('I think I go with the clown costume from amazon, is cheaper', decision, NO_CHANGE),
];

export const HUNDREDFIFTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london("when's the Racecourse site visit again?", question),
  london('how do I get me google calendar hooked up to this la', question, HELP),
  london('is it worth charging a travel fee for venues over an hour away?', question, dilemma),
  london('did I already add the bridal prep timeline?', question),
  london('can u do voice notes or is it just text', question),
  london('How much is 15% from 1200?', question),
  london("what time's sunset on saturday d'you reckon", question),
  london('have I ticked off the Bristol deposit?', question),
  london('Is it normal to ask 50% deposit for wedding flowers?', question),
  london('can you remind me how snooze works', HELP, question),
  within(
    shown('call Hatherley Manor', 'send run sheet to Jo', 'chase florist invoice'),
    london("wait what's number 2 about?", question, NO_CHANGE),
  ),
  // London: "what's on" questions are lists
  london('What I have for tomorrow?', list('tomorrow')),
  london('whats overdue', list('overdue')),
  london('owt on this week?', list('week')),
  london("what's on monday", list('day', '2026-11-16')),
  london('what should I crack on with first?', prioritise('focus')),

  // New York: questions answered in words
  newYork("when's the Martinez booth pickup", question),
  newYork('How I delete a task?', question, HELP),
  newYork('yo is liquor liability insurance worth it or nah', question, dilemma),
  newYork('how do i connect outlook', question, HELP),
  newYork('do you keep my clients phone numbers?', question),
  newYork('gramercy load in thurs or fri?', question),
  newYork('did i finish the bar inventory thing?', question),
  newYork('can you text my staff for me?', question),
  newYork("what's the tip etiquette for bartenders at weddings in nj", question),
  newYork('why did you remind me twice about the tent??', question),
  within(
    reminded('email Ruiz the contract', n('11-11 09:00')),
    newYork('which Ruiz is this, the sweet 16 or the wedding?', question, NO_CHANGE),
  ),
  // New York: "what's on" questions are lists
  newYork('today?', list('today')),
  newYork('what I have tomorrow? I forget everything this week ahah', list('tomorrow')),
  newYork('anything late?', list('overdue')),
  newYork("what's friday look like", list('day', '2026-11-13')),
  newYork('how many things i got this week', list('week'), question),
  newYork('plan my day?', prioritise('plan_day')),
];
