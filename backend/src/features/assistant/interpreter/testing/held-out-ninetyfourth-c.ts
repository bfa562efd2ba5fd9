/**
 * Held-out set, ninetyfourth part c: decisions, dilemmas, recall, prioritising, agenda and free time.
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 *
 * London time (dates day-first, 4/12 = 4 December):
 * - Brighton: an indie iOS developer (releases, TestFlight, App Store review, one-star reviews).
 * - Manchester: a two-person SaaS team (one of them writes some Mancunian: "our kid", "nowt", "natter").
 * - Glasgow: a freelance data analyst who writes some Scots ("whit", "aboot", "cannae", "the morn").
 * - Cardiff: a Shopify app maker (merchants, app listing, pricing).
 * - Leeds: a game developer whose first language is Portuguese (Steam, playtests, engines).
 *
 * New York time (dates month-first, 12/1 = December 1):
 * - Brooklyn: a solo SaaS founder (trials, plans, support).
 * - Jersey City: a no-code agency owner (Bubble/Webflow builds, retainers, clients).
 * - Queens: a freelance React developer whose first language is Spanish.
 * - Hoboken: a devops contractor (servers, migrations, on-call).
 * - Manhattan: an AI startup founder who writes fast lowercase shorthand (investors, hires).
 *
 * Free-time windows: morning 09:00-12:00, afternoon 12:00-17:00, evening/tonight 17:00-21:00, a whole
 * day 09:00-17:00 (the calendar day 00:00-24:00 is accepted too), "after X" runs to the end of the
 * part of the day it falls in (after 2 today = 14:00-17:00). A part of today that has already begun
 * may start now instead (both given). "the next hour" is now to now + 60 minutes.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  done,
  free,
  inMinutes,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  recall,
  remove,
  talk,
  task,
  within,
  words,
} from './held-out-kit';

/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily asked for a dilemma's options. */
const askedOptions = (question: string): Partial<ConversationState> => ({
  pending: { about: 'dilemma_options', question },
});
/** The moment of reading. */
const now = inMinutes(0);

export const NINETYFOURTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london('ok decided, dropping iPad support for 3.0. not worth the pain for 4% of users', decision),
  london('were going with revenuecat for the subs, done faffing about with storekit', decision),
  london("me and dan have agreed, we're not doing a lifetime deal. ever. appsumo can do one", decision),
  london("right our kid, sorted it, we're sticking wi Postmark for the emails", decision),
  london('aye, am no takin on the council contract. decided last night, the money isnae worth the hassle', decision),
  london('decision: app goes up to $19/mo for new installs from january, existing merchants keep $12', decision),
  london('I have decided we launch the demo only on Steam Next Fest and not before, is better for wishlists', decision),
  // London: a decision with a task after it
  london('going with the illustrator from upwork for the key art. need to send her the contract tmrw at 10', [
    decision,
    task('send her the contract', l('11-12 10:00')),
  ]),

  // London: look like decisions, are not
  london('thinking we might move off Heroku at some point, its getting silly money', NO_CHANGE),
  london('need to decide on the new app icon by friday', task('decide on the new app icon', l('11-13'))),
  london('Apple decided to reject the build AGAIN. third time this week 🙃', NO_CHANGE),
  london('we should probs stop doing free onboarding calls tbh', NO_CHANGE),
  london('cannae decide if am gonnae keep the retainer wi them or no', dilemma),
  london('did we ever settle on the pricing page copy?', [recall('pricing page copy')], [recall('pricing page')]),

  // New York: decisions in plain words
  newYork('ok final answer: no more free trials, card upfront from now on', decision),
  newYork("let's do the Hartley build in Bubble, not Webflow. they need the database stuff", decision),
  newYork('I decide to not accept the project of the bank, is too much hours for the money', decision),
  newYork("we're moving the whole stack to Hetzner. decided. aws bill is insane", decision),
  newYork('decided: hiring the ml eng from the referral, not the agency guy', decision),
  newYork('nvm the raise for now, bootstrapping thru q1. final', decision),
  newYork("not renewing the wework desk when it's up in dec", decision),
  newYork('from now on every client pays 50% upfront. no exceptions, not even Marco', decision),
  // New York: a decision with a task after it
  newYork('going w/ Gusto for payroll. remind me to cancel the old one by fri', [decision, task('cancel the old one', n('11-13'))]),

  // New York: look like decisions, are not
  newYork('the investor decided to pass. whatever, their loss', NO_CHANGE),
  newYork('i really wish we had picked postgres instead of mongo lol', NO_CHANGE),
  newYork('maybe we go with vercel for the marketing site? idk', dilemma, NO_CHANGE),
  newYork('tomorrow I decide about the offer from the agency, now I am too tired to think', NO_CHANGE),
  newYork('decision on the on-call rota is with the client now, not me. out of my hands', NO_CHANGE),
];

export const NINETYFOURTH_DILEMMA: HeldOutItem[] = [
  // London
  london("should I ship 2.4 on friday or wait til monday so I'm not fixing crashes all weekend", dilemma),
  london('torn between hiring a junior or just paying a contractor for 3 months', dilemma),
  london("dunno whether to take the VC call or just tell em we're not raising. what d'you reckon", dilemma),
  london('no sure if a should put my day rate up in the new year or no. thoughts?', dilemma),
  london('should I build a Wix version of the app?', dilemma),
  london('I am in doubt, Unity or Godot for the next game. both have problems for me', dilemma),
  london("can't make my mind up about the android port", dilemma),
  london('do I reply to the 1 star review or just leave it be', dilemma),
  // London: look like a dilemma, are not
  london("should've pushed the fix yesterday tbh", NO_CHANGE),
  london('the build should be through review by thurs fingers crossed', NO_CHANGE),
  london("is it 'licence' or 'license' in the terms for UK merchants?", NO_CHANGE),
  // London: replies to daily's question about a dilemma
  within(askedChoice('Put your day rate up or keep it where it is?', 'put it up', 'keep it'), london('gonnae put it up. aye.', answer(1))),
  within(
    askedChoice('Ship on Friday or wait till Monday?', 'ship friday', 'wait till monday'),
    london('not yet, want to see the crash numbers from the beta first', answer(null)),
  ),

  // New York
  newYork('should i hire a VA for support or keep doing it myself another couple months', dilemma),
  newYork("torn on whether to take the Hartley retainer. good money but they're a nightmare", dilemma),
  newYork('I dont know if accept the full time offer or keep freelancing, help me to think', dilemma),
  newYork('k8s or just a couple of VMs for this client? overkill or not', dilemma),
  newYork('raise now at a lower val or wait 6mo for more traction? cant decide', dilemma),
  newYork('not sure whether to go to web summit lisbon next year, its $$$', dilemma),
  newYork('ugh should i just kill the free plan', dilemma),
  newYork('I am thinking if I should learn Swift or stay only with React Native', dilemma),
  // New York: look like a dilemma, are not
  newYork('should be fine to deploy after lunch', NO_CHANGE),
  newYork('should I tell you when an invoice is paid or do you see it yourself?', NO_CHANGE),
  newYork('which one is cheaper, render or railway?', NO_CHANGE),
  // New York: replies to daily's question about a dilemma
  within(
    askedChoice('Raise now at a lower valuation or wait six months?', 'raise now', 'wait 6 months'),
    newYork('wait. def wait', answer(2)),
  ),
  within(
    askedChoice('Hire a VA or keep doing support yourself?', 'hire a VA', 'do it myself'),
    newYork('hire the va, im done doing tickets at midnight', answer(1)),
  ),
  within(
    askedOptions('Should you take the Hartley retainer?'),
    newYork('either take it and charge more, or say no and keep my fridays free', answer(null), dilemma),
  ),
];

export const NINETYFOURTH_RECALL: HeldOutItem[] = [
  // London
  london('what did i decide about the beta testers', recall('beta testers')),
  london('remind me why we ditched Firebase', recall('firebase')),
  london('wha did we say about the lifetime deal again', recall('lifetime deal')),
  london('whit did a decide aboot the council job?', recall('council job')),
  london('did i agree to do the podcast or not?', recall('podcast')),
  london('why I decided not to use Unreal? I forget the reason', recall('unreal')),
  london('what was the call on the app icon in the end', recall('app icon')),
  london('when did we decide to drop iPad?', recall('ipad')),
  london('cannae mind whit a decided aboot the new laptop. did a buy it or no', recall('laptop')),
  // London: look like recall, are not
  london('remind me to decide about the app icon tmrw', task('decide about the app icon', l('11-12'))),
  london('what did the app review person say about the build?', NO_CHANGE),
  london("I decided on the Unreal thing already, don't need a reminder", NO_CHANGE),
  london('what did we decide?', NO_CHANGE),

  // New York
  newYork('what did i decide about the wework desk', recall('wework desk')),
  newYork('remind me why we moved off Mailchimp', recall('mailchimp')),
  newYork('did I say yes to the Hartley retainer or not?', recall('hartley retainer')),
  newYork("what I decided about the bank project? I don't remember", recall('bank project')),
  newYork('what was my reasoning on hetzner again', recall('hetzner')),
  newYork('wht did we land on re: the ml hire', recall('ml hire')),
  newYork('did i ever decide on the team plan', recall('team plan')),
  newYork('what did I say about free trials last month', recall('free trials')),
  newYork('remember I decide something about my rates for 2027? what was it', recall('rates')),
  // New York: look like recall, are not
  newYork('remind me to ask the investors what they decided', task('ask the investors what they decided')),
  newYork('why did the deploy fail last night', NO_CHANGE),
  newYork('what should i decide about the hartley thing', dilemma),
  newYork('remind me why i started this company 😩', NO_CHANGE),
];

export const NINETYFOURTH_PRIORITISE: HeldOutItem[] = [
  // London
  london('what should I crack on with this arvo', prioritise('focus')),
  london("right, what's the most important thing today?", prioritise('focus')),
  london('dead busy this week, what can I knock on the head', prioritise('drop')),
  london('am totally swamped. whit can a drop?', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  london('plan my day pls', prioritise('plan_day')),
  london("can you organise my day? I have too many things and I don't know what first", prioritise('plan_day'), prioritise('focus')),
  london('whats the one thing i should get done before 6', prioritise('focus')),
  london('help me sort out the rest of today', prioritise('plan_day')),
  london('what can slide to next week without anyone noticing', prioritise('drop')),
  // London: look like prioritising, are not
  london("can't focus at all today, brain's fried", NO_CHANGE),
  london('drop the testflight invite task, sorted it another way', remove(words('testflight invite')), done(words('testflight invite'))),
  london('plan the 3.0 release tmrw', task('plan the 3.0 release', l('11-12'))),
  london('focus for today is the onboarding, nowt else', NO_CHANGE, decision),

  // New York
  newYork('what should i be working on rn', prioritise('focus')),
  newYork('too much on. what can i cut this week', prioritise('drop')),
  newYork('please help me to plan the day, I have meeting at 1 and many bugs', prioritise('plan_day')),
  newYork("prioritize for me, what's actually urgent", prioritise('focus')),
  newYork('top 3 for today?', prioritise('focus'), prioritise('plan_day')),
  newYork('im drowning. what can wait', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  newYork('where do i even start today', prioritise('focus'), prioritise('plan_day')),
  newYork('map out my day for me', prioritise('plan_day')),
  newYork("what's least important on my list, i need to cut something", prioritise('drop')),
  newYork('whats the game plan for today', prioritise('plan_day')),
  // New York: look like prioritising, are not
  newYork('my priority this quarter is getting to 10k mrr', NO_CHANGE, decision),
  newYork('been dropping the ball on everything lately', NO_CHANGE),
  newYork('need to work on the pitch deck tmrw 9-12', task('work on the pitch deck', n('11-12 09:00'))),
];

export const NINETYFOURTH_AGENDA: HeldOutItem[] = [
  // London
  london('anything left for today?', list('today')),
  london('whats on tmrw', list('tomorrow')),
  london("what've I got on friday our kid", list('day', '2026-11-13')),
  london("whit's overdue?", list('overdue')),
  london('show me the week', list('week')),
  london('what is the next thing I have?', list('next')),
  london('what have I missed', list('overdue')),
  london('anything on monday?', list('day', '2026-11-16')),
  london("what's due on the 20th", list('day', '2026-11-20')),
  london("what's on 4/12", list('day', '2026-12-04')),
  london('anything overdue? if not im logging off', list('overdue')),
  // London: look like an agenda ask, are not
  london("today's been an absolute shambles", NO_CHANGE),
  london("what's next for the app? thinking widgets for 3.1", NO_CHANGE),
  london('is the 13th a friday?', NO_CHANGE),

  // New York
  newYork('what do i have today', list('today')),
  newYork("what's up next?", list('next')),
  newYork('what I have for tomorrow?', list('tomorrow')),
  newYork('anything overdue?', list('overdue')),
  newYork('this wk pls', list('week')),
  newYork("what's on thurs", list('day', '2026-11-12'), list('tomorrow')),
  newYork('what have i got on 12/1', list('day', '2026-12-01')),
  newYork('show me everything for the rest of the week', list('week')),
  newYork("what's on saturday", list('day', '2026-11-14')),
  newYork("what's late", list('overdue')),
  // New York: look like an agenda ask, are not
  newYork('next up is the demo with Hartley, wish me luck', NO_CHANGE),
  newYork('today was the worst on-call shift of my life', NO_CHANGE),
  newYork('what was on the agenda for the board call, do you know?', NO_CHANGE),
];

export const NINETYFOURTH_FREE_TIME: HeldOutItem[] = [
  // London (morning 09-12, afternoon 12-17, evening 17-21, whole day 09-17)
  london('got anything thurs morning or am I clear?', free(l('11-12 09:00'), l('11-12 12:00'))),
  london('can I fit a call in friday afternoon?', free(l('11-13 12:00'), l('11-13 17:00'))),
  london('am I free between 2 and 4 tomorrow, client wants a natter', free(l('11-12 14:00'), l('11-12 16:00'))),
  london("am a free the morn's mornin?", free(l('11-12 09:00'), l('11-12 12:00'))),
  london('anything on between 4 and 5 today?', free(l('11-11 16:00'), l('11-11 17:00'))),
  london('I have free time monday afternoon for a playtest?', free(l('11-16 12:00'), l('11-16 17:00'))),
  london('free for the next hour?', free(now, inMinutes(60))),
  london('is tonight clear', free(l('11-11 17:00'), l('11-11 21:00'))),
  london('could I squeeze a 30 min call in at 11 tmrw?', free(l('11-12 11:00'), l('11-12 11:30'))),
  london('am I free on the 19th?', free(l('11-19 09:00'), l('11-19 17:00')), free(l('11-19 00:00'), l('11-20 00:00'))),
  // the afternoon has already begun at 15:00 in London
  london('free this afternoon?', free(l('11-11 15:00'), l('11-11 17:00')), free(l('11-11 12:00'), l('11-11 17:00'))),
  london('free on 3/12 in the morning?', free(l('12-03 09:00'), l('12-03 12:00'))),
  // London: look like a free-time ask, are not
  london('finally a free afternoon, going for a walk on the seafront', NO_CHANGE),
  london("I'm free after 4 if the client wants to ring", NO_CHANGE),

  // New York (morning 09-12, afternoon 12-17, evening 17-21, whole day 09-17)
  newYork('do i have anything tmrw afternoon?', free(n('11-12 12:00'), n('11-12 17:00')), list('tomorrow')),
  newYork('anything after 2 today? want to hit the gym', free(n('11-11 14:00'), n('11-11 17:00'))),
  newYork('I am free on friday in the morning? the client want a call', free(n('11-13 09:00'), n('11-13 12:00'))),
  newYork('any window tonight for the db migration, like 9 to 11?', free(n('11-11 21:00'), n('11-11 23:00'))),
  newYork('free 2-3 thu?', free(n('11-12 14:00'), n('11-12 15:00'))),
  // the morning has already begun at 10:00 in New York
  newYork('is my morning clear', free(n('11-11 10:00'), n('11-11 12:00')), free(n('11-11 09:00'), n('11-11 12:00'))),
  newYork('can i do a 1 hour demo monday at 10?', free(n('11-16 10:00'), n('11-16 11:00'))),
  newYork('got any gaps on the 17th?', free(n('11-17 09:00'), n('11-17 17:00')), free(n('11-17 00:00'), n('11-18 00:00'))),
  newYork('am i clear saturday?', free(n('11-14 09:00'), n('11-14 17:00')), free(n('11-14 00:00'), n('11-15 00:00'))),
  newYork('next 2 hrs free? need heads down time', free(now, inMinutes(120))),
  newYork('am I free 12/3 in the afternoon', free(n('12-03 12:00'), n('12-03 17:00'))),
  // New York: look like a free-time ask, are not
  newYork('free trial signups doubled this week 🎉', NO_CHANGE),
  newYork('free tonight finally, no on-call 🙌', NO_CHANGE),
];
