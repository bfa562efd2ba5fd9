/**
 * Held-out set, hundredfourth part c: people who run beauty, hair and body businesses.
 *
 * On London time (Europe/London, day-first dates):
 * - Dele, a barber in Peckham who texts in fast lowercase with no punctuation to speak of.
 * - Hetal, a mobile nail technician in Leicester; Gujarati is her first language.
 * - Cerys, a lash and brow artist in Cardiff who drops Welsh words in ("heddiw", "yfory", "diolch").
 * - Jonah, a tattoo artist with a small two-chair studio in Brighton.
 * - Morag, a massage therapist in Edinburgh who writes some Scots ("the morn", "whit", "aye").
 *
 * On New York time (America/New_York, month-first dates):
 * - Yesenia, a hair salon owner in Bushwick; Dominican Spanish is her first language.
 * - Eleni, a bridal makeup artist in Astoria; Greek is her first language.
 * - Shanice, a braider in Flatbush who writes some Caribbean English.
 * - Marguerite, who owns a day spa in Tribeca and texts in clipped shorthand.
 * - Dana, an esthetician in Forest Hills.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  free,
  inMinutes,
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
  type HeldOutItem,
} from './held-out-kit';

/** daily summed up a dilemma and asked which option. */
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});
/** daily asked for the options of a dilemma it was told about. */
const askedOptions = (q: string): Partial<ConversationState> => ({
  pending: { about: 'dilemma_options', question: q },
});
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });

export const HUNDREDFOURTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london('decided no more walk ins after 6 cant be doing fades at 9pm no more', decision),
  london('ok im going with the cheaper clipper guy, the other rep was taking the mick on price', decision),
  london(
    'From december I am not doing the home visits in Oadby and Wigston anymore, petrol is too much and they always want discount',
    decision,
  ),
  london('Decision made: £10 deposit for every new client, non refundable. 3 no shows this week was the last straw', decision),
  london('sticking with my usual lash glue. the new one gave two girls a reaction, not worth it. diolch byth I patch tested', decision),
  london("right. my minimum is going up to £120 from january. i've been undercharging for years", decision),
  london("aye we're keeping the wee back room for hot stones, no renting it oot tae the physio", decision),
  london("not renewing the card reader contract when it's up, we'll move to sumup", decision),
  london("I've decided I'm done with flash days. they wreck me for a week after", decision),
  london('ok so um yeah after all that, we are going to close the studio boxing day til the 2nd. everyone needs a break', decision),

  // London: look like decisions, are not
  london('thinking maybe i drop sundays idk', dilemma, NO_CHANGE),
  london('wish I never signed that lease honestly', NO_CHANGE),
  london("landlord's decided to put the rent up 8% from jan. gutted", NO_CHANGE),
  london('did I decide on the towel supplier in the end or not', recall('towel supplier'), recall('towel')),
  london('gonna ring the landlord tmrw about the leak over chair 2', task('ring the landlord about the leak over chair 2', l('11-12'))),

  // New York: decisions in plain words
  newYork("ok decided, we're moving to Vagaro and leaving Booksy when the month is over", decision),
  newYork('no mas free bang trims for walk ins. decided. people abuse it', decision),
  newYork('I decide: 50% deposit for all the bridal party, not only the bride. Too many cancel last minute', decision),
  newYork("mi done decide, nuh more braiding pon Sunday. church an rest, dat's it", decision),
  newYork('Decision: closed Mondays thru Feb. Bookings too low.', decision),
  newYork("we're keeping Ana on full time after her trial. clients ask for her by name", decision),
  newYork('going w/ the linen service on Hudson not the Jersey one. cheaper + pickup 2x a week', decision),
  newYork(
    "so we're not renewing the liability insurance with the old broker, the Hiscox quote came in way lower so thats what we're doing",
    decision,
  ),

  // New York: look like decisions, are not
  newYork('maybe we should start doing lash lifts?? idk', dilemma, NO_CHANGE),
  newYork('bride decided to go with another artist for the wedding 😩 after 2 trials', NO_CHANGE),
  newYork('we might switch to Square next year, still looking at it', NO_CHANGE, dilemma),
  newYork('what did i end up deciding abt the chair rental price', recall('chair rental')),
  newYork('decide by friday if im renewing the booth', task('decide if im renewing the booth', n('11-13'))),

  // New York: a reply to the question daily asked about a dilemma
  within(
    askedChoice('Keep the Tribeca suite or move to the smaller space?', 'Keep the suite', 'Move to the smaller space'),
    newYork('Keeping the suite. Final.', answer(1)),
  ),
];

export const HUNDREDFOURTH_DILEMMA: HeldOutItem[] = [
  // London: choices to think through
  london('should i get a 2nd chair in and rent it out or keep it just me', dilemma),
  london('torn between doing the big stock order now or waiting for the black friday sale', dilemma),
  london('Not sure if I should take the booking in Market Harborough. It is 40 minute drive for only one set of gel', dilemma),
  london('dwi ddim yn siŵr... do I start doing brow lamination or stick to lashes only?', dilemma),
  london("massive back piece cover up came in, 4 sessions. do I take it? I'm already booked up to feb", dilemma),
  london('cannae decide if I should go fully self employed or keep my two days at the hotel spa', dilemma),
  london('put prices up in jan or wait til spring? everyones skint after xmas', dilemma),
  london('help me think this one through: hire a junior or get a receptionist', dilemma),
  london('is it worth paying for insta ads or nah', dilemma, question),
  london("landlord wants a 2 yr lease now. or there's that unit on rye lane. dunno what to do", dilemma),
  london('what do i do about the lad who no showed twice. ban him or one more chance', dilemma),

  // London: look like a dilemma, are not
  london('should of took a deposit off him honestly 🙄', NO_CHANGE),
  london('my client cant choose between almond or coffin shape, 20 min she is thinking 😂', NO_CHANGE),

  // London: replies to daily's question about a dilemma
  within(
    askedChoice('Take the booth at the Brighton tattoo convention?', 'Take the booth', 'Skip it this year'),
    london('the booth i think. go on then', answer(1)),
  ),
  within(
    askedChoice('Stay at the Leith room or move to the Stockbridge clinic?', 'Stay in Leith', 'Move to Stockbridge'),
    london('no sure yet, need tae see the numbers first', answer(null)),
  ),

  // New York: choices to think through
  newYork('should I hire another braider for december or just take less bookings', dilemma),
  newYork('no se si renew the lease on Knickerbocker or move closer to the train. rent going up $400', dilemma),
  newYork(
    'I am thinking... take the wedding in Santorini in June (they pay flights) or stay for the season here, many brides in Astoria in June',
    dilemma,
  ),
  newYork('Torn: 2nd treatment room vs bigger relaxation lounge. Same cost.', dilemma),
  newYork('should i get the LED machine? its like 3k', dilemma),
  newYork('dunno if mi fi tek on a apprentice or keep it solo', dilemma),
  newYork('what do u think, stay on Vagaro or try GlossGenius', dilemma),
  newYork("can't decide whether to let Brianna go. late every week but the clients love her", dilemma),

  // New York: look like a dilemma, are not
  newYork('the bride still cant decide soft glam or full glam lol', NO_CHANGE),
  newYork('is a NY esthetics license good in NJ or do i need a new one', question),

  // New York: replies to daily's question about a dilemma
  within(
    askedChoice('Hire a receptionist or keep doing the desk yourself?', 'Hire a receptionist', 'Keep doing the desk myself'),
    newYork('option 2 for now, money tight', answer(2)),
  ),
  within(
    askedOptions('What to do about the salon rent going up'),
    newYork('either i rent out a chair or ask the landlord for a payment plan', answer(null)),
  ),
];

export const HUNDREDFOURTH_RECALL: HeldOutItem[] = [
  // London
  london('what did i decide about the towel guy', recall('towel')),
  london('remind me why we stopped doing kids cuts', recall('kids cuts')),
  london('did I say yes to the barber expo in brum?', recall('barber expo')),
  london('What I decide for the gel polish brand? I forget, the Bio one or the cheaper one', recall('gel polish')),
  london(
    "why did I pull out of the Cardiff Bay pop up again? can't remember for the life of me",
    recall('pop up'),
    recall('cardiff bay pop up'),
  ),
  london('remind me what we agreed on deposits for big pieces', recall('deposit'), recall('deposits for big pieces')),
  london('whit did a decide aboot the hot stanes room', recall('hot stones'), recall('hot stanes room'), recall('room')),
  london('why did I say no to that guest spot in Berlin', recall('guest spot'), recall('berlin')),
  london('did we decide card only or are we still taking cash', recall('cash'), recall('card only')),
  london('what did i decide re sumup', recall('sumup')),
  london('Remind me the reason we said no to the bridal fair stall', recall('bridal fair')),

  // London: look like recall, are not
  london('remind me to decide about the stock order by friday', task('decide about the stock order', l('11-13'))),
  london('what did the landlord say about the boiler? did he ever reply', question, NO_CHANGE),

  // New York
  newYork('what did I decide about the keratin supplier', recall('keratin'), recall('keratin supplier')),
  newYork('remind me why we dropped Booksy', recall('booksy')),
  newYork('did I say yes to the Kostas wedding in Greece? I forget', recall('kostas wedding'), recall('kostas')),
  newYork('wah mi did decide bout di Sunday bookings again', recall('sunday')),
  newYork('Linen vendor - what did we decide?', recall('linen')),
  newYork("what did we decide for Ana's raise", recall('raise'), recall('ana')),
  newYork('porque dijimos que no al Groupon deal? remind me', recall('groupon')),
  newYork('what was the call on insurance, did we go with Hiscox?', recall('insurance'), recall('hiscox')),
  newYork('remind me what I said about bridesmaid trials, free or paid', recall('bridesmaid trials'), recall('trials')),
  newYork('did i ever settle on a price for knotless medium', recall('knotless')),

  // New York: look like recall, are not
  newYork('remind me to tell Yesi about the new deposit rule tmrw', task('tell Yesi about the new deposit rule', n('11-12'))),
  newYork('what did the bride decide about lashes, did she text back?', question, NO_CHANGE),
];

export const HUNDREDFOURTH_PRIORITISE: HeldOutItem[] = [
  // London
  london('what should i focus on today im all over the place', prioritise('focus')),
  london('too much on, wat can i drop this week', prioritise('drop')),
  london('plan my day pls', prioritise('plan_day')),
  london('What is most important to do first today? I have 3 home visits and the stock order also', prioritise('focus')),
  london('bore da! can you sort my day out for me, loads on heddiw', prioritise('plan_day')),
  london("I'm swamped. what can wait till next week?", prioritise('drop')),
  london('whit should a be cracking on wi first', prioritise('focus')),
  london('give us a plan for today, first client at 10', prioritise('plan_day')),
  london("12 things on the list and about 4 hrs. what's the priority", prioritise('focus')),
  london("what can i push back or bin, i'm drowning here", prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  london('whats top priority rn', prioritise('focus')),

  // London: near-misses
  london("cannae focus the day at all, heid's mince", NO_CHANGE),
  london('dropping the towels at the laundrette back in 20', NO_CHANGE),

  // New York
  newYork('what should I focus on first, bridal season is killing me', prioritise('focus')),
  newYork('plan mi day nuh, mi have 4 heads fi do', prioritise('plan_day')),
  newYork("Prioritize pls. What's #1.", prioritise('focus')),
  newYork('too many things. que puedo dejar para despues?', prioritise('drop')),
  newYork('help me plan today, salon opens at 11', prioritise('plan_day')),
  newYork('what can I skip this week without anything blowing up', prioritise('drop')),
  newYork('Which task is most urgent now? I have only 1 hour before the bride arrive', prioritise('focus')),
  newYork('can you organize my day, back to back facials til 4 and I still have the product order', prioritise('plan_day')),
  newYork("what do i cut, i literally can't do all of it", prioritise('drop')),

  // New York: near-misses
  newYork('client asked me to focus on her forehead lines lol', NO_CHANGE),
  newYork('Ana dropped the ball on the product order AGAIN', NO_CHANGE),
  newYork('need to plan the staff xmas party', task('plan the staff xmas party')),
];

export const HUNDREDFOURTH_AGENDA: HeldOutItem[] = [
  // London
  london('whats on today', list('today')),
  london('anything tmrw?', list('tomorrow')),
  london('what have I got on friday', list('day', '2026-11-13')),
  london("beth sy 'mlaen heddiw?", list('today')),
  london("what's overdue, be honest 😬", list('overdue')),
  london('whats next', list('next')),
  london('what does this week look like', list('week')),
  london("whit's on the morn", list('tomorrow')),
  london('show me monday', list('day', '2026-11-16')),
  london("anything I've let slide? feel like I'm behind", list('overdue')),
  london('What I have on 1/12?', list('day', '2026-12-01')),
  london('wots on sat', list('day', '2026-11-14')),

  // London: look like agenda, are not
  london('today has been mental, 9 cuts back to back', NO_CHANGE),
  london("next client's late again. third time", NO_CHANGE),

  // London: after a numbered list
  within(
    shown('order needle cartridges', 'call insurer about studio cover', 'post healed sleeve on insta'),
    london('and tomorrow?', list('tomorrow')),
  ),

  // New York
  newYork('que tengo hoy', list('today')),
  newYork("what's on tomorrow", list('tomorrow')),
  newYork('avrio what I have?', list('tomorrow')),
  newYork('wah mi have fi do dis week', list('week')),
  newYork('Overdue?', list('overdue')),
  newYork('Next up?', list('next')),
  newYork('what do I have thursday', list('day', '2026-11-12'), list('tomorrow')),
  newYork('anything on 11/20?', list('day', '2026-11-20')),
  newYork("what've i got on 12/1", list('day', '2026-12-01')),
  newYork("show me everything I'm behind on", list('overdue')),

  // New York: look like agenda, are not
  newYork('tomorrow is my day off finally 🙌', NO_CHANGE),
  newYork("what time is the bride's hair on saturday, 8 or 9? she never confirmed", question, NO_CHANGE),
];

// Windows used below: morning 09:00-12:00, afternoon 12:00-17:00, evening 17:00-21:00, a whole
// day 09:00-17:00 (or the full calendar day, given as a second reading). "After X" today runs to the
// end of the afternoon (17:00) or the evening (21:00); both are given.
export const HUNDREDFOURTH_FREE_TIME: HeldOutItem[] = [
  // London
  london('am i free tmrw afternoon', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('any gap thursday morning need to fit a skin fade in', free(l('11-12 09:00'), l('11-12 12:00'))),
  london('free after 4 today?', free(l('11-11 16:00'), l('11-11 17:00')), free(l('11-11 16:00'), l('11-11 21:00'))),
  london('do i have a free hour friday between 1 and 3', free(l('11-13 13:00'), l('11-13 15:00'))),
  london('Am I free Saturday morning? Lady want a home visit for her daughter wedding nails', free(l('11-14 09:00'), l('11-14 12:00'))),
  london("ydw i'n rhydd prynhawn dydd Gwener? someone wants an infill", free(l('11-13 12:00'), l('11-13 17:00'))),
  london('anything on monday 10 till 2 or am I clear', free(l('11-16 10:00'), l('11-16 14:00'))),
  london("am a free the morn's mornin?", free(l('11-12 09:00'), l('11-12 12:00'))),
  london('could i squeeze someone in half 5 til 7 today?', free(l('11-11 17:30'), l('11-11 19:00'))),
  london('is tuesday evening clear? mate wants a small piece after work', free(l('11-17 17:00'), l('11-17 21:00'))),
  london('any free slots next wed', free(l('11-18 09:00'), l('11-18 17:00')), free(l('11-18 00:00'), l('11-19 00:00'))),
  london('whats my 20/11 afternoon looking like, free?', free(l('11-20 12:00'), l('11-20 17:00'))),

  // London: look like free time, are not
  london('doing free brow tints friday for the launch, spread the word x', NO_CHANGE),
  london('free at last, last client gone 🙏', NO_CHANGE),

  // New York
  newYork('is tomorrow afternoon open? bride want a second trial', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork('tengo tiempo libre el viernes en la mañana?', free(n('11-13 09:00'), n('11-13 12:00'))),
  newYork('any gap today after lunch? like 1-3', free(n('11-11 13:00'), n('11-11 15:00'))),
  newYork('mi free saturday mornin? a lady want knotless', free(n('11-14 09:00'), n('11-14 12:00'))),
  newYork('Free 2-4 Thu?', free(n('11-12 14:00'), n('11-12 16:00'))),
  newYork('am I open 11/19 in the afternoon? for a trial', free(n('11-19 12:00'), n('11-19 17:00'))),
  newYork('do I have anything in the next 2 hours?', free(inMinutes(0), inMinutes(120))),
  newYork('can I fit a 90 min facial in at 3 today', free(n('11-11 15:00'), n('11-11 16:30'))),
  newYork('Mon eve clear?', free(n('11-16 17:00'), n('11-16 21:00'))),
  newYork('am i free for the rest of the morning', free(inMinutes(0), n('11-11 12:00'))),
  newYork(
    'is sunday totally free? thinking of taking it off',
    free(n('11-15 09:00'), n('11-15 17:00')),
    free(n('11-15 00:00'), n('11-16 00:00')),
  ),

  // New York: look like free time, are not
  newYork("client asked if i'm free friday, told her im booked solid", NO_CHANGE),
  newYork('free samples of the new vitamin C serum came in!!', NO_CHANGE),
];
