/**
 * Held-out set, hundredfourth, part b: small talk, questions, news and bare words from people who
 * run beauty and body businesses.
 *
 * London (Europe/London, day-first dates): a barber in Peckham who writes in fast lowercase, a mobile
 * nail technician in Leicester whose first language is Gujarati, a lash and brow artist in Cardiff
 * who writes some Welsh, a tattoo artist with a small studio in Brighton, and a massage therapist in
 * Edinburgh who writes some Scots.
 *
 * New York (America/New_York, month-first dates): a hair salon owner in Bushwick whose first language
 * is Dominican Spanish, a bridal makeup artist in Astoria whose first language is Greek, a braider in
 * Flatbush who writes some Caribbean English, a spa day owner in Tribeca who writes in clipped
 * shorthand, and an esthetician in Forest Hills.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
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
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDFOURTH_GREETING: HeldOutItem[] = [
  // London
  london('yo', talk('greeting')),
  london('wagwan boss u there', talk('greeting')),
  london('prynhawn da daily 👋', talk('greeting')),
  london('Shwmae! all good with you?', talk('greeting')),
  london('kem cho 🙏', talk('greeting')),
  london('Hello good afternoon, hope you are fine', talk('greeting')),
  london('hiya, you there?', talk('greeting')),
  london("aye aye, hoo's it gaun", talk('greeting')),
  london('hi hi', talk('greeting')),
  // London: a hello, then the ask is what is read
  london('hiya! can you remind me to order more lash glue tomorrow', task('order more lash glue', l('11-12'))),
  london("alright mate 🤘 stick 'ring the insurance broker' on for friday at 10", task('ring the insurance broker', l('11-13 10:00'))),
  london("hullo there, whit's on the morra?", list('tomorrow')),
  london('yo whats on for today', list('today')),
  // London: a hello in a conversation is still a hello, not an answer to the reminder
  within(reminded('call landlord about the boiler', l('11-11 14:00')), london('heya', talk('greeting'))),
  // London: mentions a hello, is news
  london('said hello to the new landlord earlier, seems sound enough', NO_CHANGE),

  // New York
  newYork('hola!! buenos días', talk('greeting')),
  newYork('Kalimera! 😊', talk('greeting')),
  newYork('mawnin daily', talk('greeting')),
  newYork('gm', talk('greeting')),
  newYork('hello? u up', talk('greeting')),
  newYork('Hi there! Hope your morning is going well', talk('greeting')),
  newYork('yo whats good', talk('greeting')),
  // New York: a hello, then the ask
  newYork('buenos dias mi amor, que hay para hoy', list('today')),
  newYork('kalimera, can u put bridal trial for Eleni on saturday 11am', task('bridal trial for Eleni', n('11-14 11:00'))),
  newYork('gm. today?', list('today')),
  newYork(
    "Good morning! Hope you're well. Could you remind me to reorder the enzyme peel friday?",
    task('reorder the enzyme peel', n('11-13')),
  ),
  newYork('hey hey quick one, am i free thursday between 2 and 4', free(n('11-12 14:00'), n('11-12 16:00'))),
  // New York: mentions a good morning, is news
  newYork('the bride texted me good morning at 4:50am 😩 its gonna be a long season', NO_CHANGE, talk('feeling')),
];

export const HUNDREDFOURTH_THANKS: HeldOutItem[] = [
  // London
  london('cheers bro', talk('thanks')),
  london('ta', talk('thanks')),
  london('thank u so much 🙏', talk('thanks')),
  london('diolch!', talk('thanks')),
  london('diolch yn fawr, lifesaver x', talk('thanks')),
  london('cheers hen, yer a star', talk('thanks')),
  london('Dhanyavaad, very helpful', talk('thanks')),
  london('nice one, ta', talk('thanks')),
  // London: thanks, then an ask
  within(just('patch test for Jade', l('11-12 14:00')), london('cheers, actually make it 4', move(ctx, null, '16:00'))),
  london('ta. whats left for today then', list('today')),
  within(reminded('pay studio rent', l('11-11 12:00')), london('ta for the nudge, done it this morning', done())),
  // London: thanks that are news
  london('client said thanks for the skin fade and tipped me a tenner', NO_CHANGE),
  london('The customer in Oadby gave me thank you chocolates today 😊', NO_CHANGE),

  // New York
  newYork('gracias!', talk('thanks')),
  newYork('mil gracias mi amor ❤️', talk('thanks')),
  newYork('ευχαριστώ πολύ!', talk('thanks')),
  newYork('ty', talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork('tank yuh, yuh real help me out', talk('thanks')),
  newYork('thank you!! that helps a ton', talk('thanks')),
  newYork('appreciate u', talk('thanks')),
  newYork('thank you, no thats all for now', talk('thanks'), talk('goodbye')),
  // New York: thanks, then an ask
  newYork('ty. tmrw?', list('tomorrow')),
  newYork('thanks! also remind me to call the insurance guy monday 9am', task('call the insurance guy', n('11-16 09:00'))),
  within(just('Maria balayage', n('11-18 13:00')), newYork('thanks but thats the wrong day, its the 19th', move(ctx, '2026-11-19', null))),
  // New York: thanks that are news
  newYork('got the sweetest thank you card from the Papadakis bride 🥹', NO_CHANGE),
];

export const HUNDREDFOURTH_FEELING: HeldOutItem[] = [
  // London
  london('proper knackered today, back to back fades since 9', talk('feeling'), talk('overwhelmed')),
  london('feel like im drowning in bookings and i cant say no to anyone', talk('overwhelmed')),
  london('buzzing, just finished my first full sleeve in one session', talk('feeling')),
  london("wedi blino'n lân heddiw 😴", talk('feeling')),
  london('I am very much stressed, so many clients this week and also my car is making noise', talk('overwhelmed'), talk('feeling')),
  london('scunnered wi the hale day tae be honest', talk('feeling')),
  london('3 no-shows on the bounce. gutted', talk('feeling')),
  london('nervous about the landlord meeting tmrw ngl', talk('feeling')),
  london("everything's on top of me, dont even know where to start", talk('overwhelmed'), prioritise('focus')),
  london('bit lonely doing the rounds in the car all day, miss having a salon', talk('feeling')),
  // London: mentions a job, asks for nothing
  london('i really should sort the card reader but cba rn', NO_CHANGE),
  london('so chuffed, the council finally sent my licence through 🎉', talk('feeling'), NO_CHANGE),
  // London: "done in" is tired, not a tick
  within(
    reminded('order more massage oil', l('11-11 12:00')),
    london("och I'm done in the day, cannae think straight", talk('feeling'), talk('overwhelmed')),
  ),

  // New York
  newYork('estoy muerta hoy 😩 8 clients and no lunch', talk('feeling'), talk('overwhelmed')),
  newYork("I'm so overwhelmed with wedding season, 4 brides this weekend alone", talk('overwhelmed')),
  newYork('feelin blessed today, booked out the whole week 🙏🏾', talk('feeling')),
  newYork('tired tired tired', talk('feeling')),
  newYork('swamped. zero time.', talk('overwhelmed')),
  newYork('honestly kinda anxious about the health inspection thursday', talk('feeling')),
  newYork('me siento orgullosa, the salon just hit 200 reviews', talk('feeling')),
  newYork('mi han dem a bun me from dese knotless, six hours straight', talk('feeling')),
  newYork('i hate chasing deposits so much, makes me feel like a debt collector', talk('feeling')),
  newYork('so much on my plate rn i could cry', talk('overwhelmed')),
  newYork('a bit nervous for tomorrow bride, she is very particular with everything', talk('feeling')),
  newYork("so relieved, my acne client's skin finally cleared up and she cried in the chair", talk('feeling')),
  newYork('lowkey proud of myself, finally said no to the lady who always wants a discount', talk('feeling')),
  // New York: a feeling while a reminder is open is not a tick
  within(
    reminded('restock retinol serum', n('11-10 12:00')),
    newYork('ugh i know i know, i feel terrible i keep forgetting', talk('feeling')),
  ),
];

export const HUNDREDFOURTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london("when's the landlord coming round again?", question, NO_CHANGE),
  london('how do i link my google calendar to this', question, NO_CHANGE),
  london('is it worth putting my prices up a fiver in jan?', question, dilemma),
  london('did I put the patch test for Siân in?', question, NO_CHANGE),
  london('can u see my bookings from fresha or no', question, NO_CHANGE),
  london('Which day I have the Oadby client, Thursday or Friday?', question, NO_CHANGE),
  london('do u reckon i need public liability for guest spots at other studios?', question, NO_CHANGE),
  london('what did I decide about the towel laundry people', recall('towel laundry')),
  // London: questions that are lists
  london('whats on tmrw', list('tomorrow')),
  london('what have i got friday?', list('day', '2026-11-13')),
  london('anything overdue?', list('overdue')),
  london("whit's the week lookin like", list('week')),
  london("beth sy 'mlaen fory?", list('tomorrow')),

  // New York: questions answered in words
  newYork('what time is the Kostas trial again?', question, NO_CHANGE),
  newYork('how do i turn off the morning msgs', question, NO_CHANGE),
  newYork('is it smart to start charging a no show fee?', question, dilemma),
  newYork('can u text my clients for me when they dont show?', question, NO_CHANGE),
  newYork('how many times has Destiny no showed this year', question, NO_CHANGE),
  newYork('is the trial for Sofia tmrw or friday?', question, NO_CHANGE),
  newYork('do you understand spanish? es mas facil para mi', question, NO_CHANGE),
  newYork('what did i decide on renting out the back room', recall('back room')),
  // New York: questions that are lists or a free-time check
  newYork('que tengo hoy?', list('today')),
  newYork('next?', list('next')),
  newYork("what's this week look like", list('week')),
  newYork('am i free saturday from 9 to 1?', free(n('11-14 09:00'), n('11-14 13:00'))),
  newYork('who do i have at 2', list('today'), question),
];

export const HUNDREDFOURTH_STATEMENT: HeldOutItem[] = [
  // London: news, nothing to change
  london('last client cancelled, proper annoying', NO_CHANGE),
  london('sent the invoice to the wedding party yesterday btw', NO_CHANGE),
  london('landlord moved the rent date to the 5th from now on', NO_CHANGE),
  london('glue delivery delayed AGAIN, third time this month', NO_CHANGE),
  london('jade came in for her patch test, no reaction 👍', NO_CHANGE),
  london("card reader's working again, it was the wifi all along", NO_CHANGE),
  london('Today the Wigston lady has cancelled her appointment, she is not well', NO_CHANGE),
  london('finished the back piece today, 3 sittings total', NO_CHANGE),
  london('studio insurance renewed itself automatically, didnt even know', NO_CHANGE),
  london('new lad starts on the second chair monday', NO_CHANGE),
  london("ma 4 o'clock's a no-show, that's three this month", NO_CHANGE),
  // London: news while a task is in view
  within(just('order nail files', l('11-13')), london('wholesaler is shut till monday', NO_CHANGE)),
  within(reminded('chase deposit from Kayleigh', l('11-11 12:00')), london('she paid this morning', done())),
  within(reminded('invoice the Morgan hen party', l('11-10 12:00')), london('sent it over yesterday btw', done())),

  // New York: news, nothing to change
  newYork("the bride's mom cancelled the trial, they going with her cousin instead 🙄", NO_CHANGE),
  newYork('dryer 3 broke again', NO_CHANGE),
  newYork('rent going up $200 in jan', NO_CHANGE),
  newYork('landlord finally fixed the sink in the back', NO_CHANGE),
  newYork('The Olaplex shipment got pushed to next week', NO_CHANGE),
  newYork('Keisha moved her appt to saturday', NO_CHANGE, move(words('Keisha'), '2026-11-14', null)),
  newYork('5 stars from the Koutsoukos wedding 🥰', NO_CHANGE),
  newYork('license renewal came thru', NO_CHANGE),
  newYork('2 no shows. kept deposits.', NO_CHANGE),
  newYork("the girl covering sunday can't make it anymore", NO_CHANGE),
  newYork('my 11 is running late', NO_CHANGE),
  newYork('me robaron el card reader del front desk 😡', NO_CHANGE),
  // New York: news while a task is in view
  within(reminded('post the before/after on insta', n('11-10 18:00')), newYork('posted it last night', done())),
  within(just('pay con ed bill', n('11-13')), newYork('oh wait already paid it lol', done(), remove())),
];

export const HUNDREDFOURTH_BARE: HeldOutItem[] = [
  // London: alone
  london('k', NO_CHANGE),
  london('lol', NO_CHANGE),
  london('👍', NO_CHANGE),
  london('sound', NO_CHANGE),
  london('hmm', NO_CHANGE),
  london('iawn', NO_CHANGE),
  london('?', NO_CHANGE),
  london('ok ta', NO_CHANGE),
  // London: in a conversation
  within(reminded('ring the wholesaler', l('11-11 13:00')), london('ok', NO_CHANGE)),
  within(reminded('restock the acetone', l('11-11 12:00')), london('done', done())),
  within(reminded('email the insurance broker', l('11-11 11:00')), london('sorted', done())),
  within(reminded('book the hot stones service', l('11-11 10:00')), london('aye', done(), NO_CHANGE)),
  within(reminded('book the van in for its MOT', l('11-11 09:00')), london('nope', NO_CHANGE)),
  within(which('ring Priya', "ring Priya's mum"), london('2', answer(2))),
  within(shown('order cuticle oil', 'book van MOT', 'pay studio rent'), london('3', NO_CHANGE)),

  // New York: alone
  newYork('ok', NO_CHANGE),
  newYork('dale', NO_CHANGE),
  newYork('εντάξει', NO_CHANGE),
  newYork('cool cool', NO_CHANGE),
  newYork('😂😂', NO_CHANGE),
  newYork('fr', NO_CHANGE),
  newYork('done', NO_CHANGE),
  newYork('wait what', NO_CHANGE),
  newYork('mmk', NO_CHANGE),
  // New York: in a conversation
  within(reminded('order developer 20 vol', n('11-11 09:00')), newYork('listo', done(), NO_CHANGE)),
  within(reminded('confirm headcount for the Nikolaou bridal party', n('11-10 17:00')), newYork('yep', done(), NO_CHANGE)),
  within(reminded('call the landlord re: heat', n('11-11 09:30')), newYork('done ✅', done())),
  within(reminded('reorder the hydrojelly masks', n('11-11 08:00')), newYork('later', snoozeFor(60), NO_CHANGE)),
  within(askedChoice('Raise prices in January or keep them?', 'raise in January', 'keep them'), newYork('1', answer(1))),
  within(just('braids for Tanisha', n('11-14 10:00')), newYork('yuh', NO_CHANGE)),
];
