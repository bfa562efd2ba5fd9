import type { Intent } from '../intent';
import {
  HELP,
  NO_CHANGE,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  question,
  recall,
  talk,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the seventysecond held-out set, from fourteen creative and events freelancers:
 * in and around London a wedding photographer, a mobile DJ, a florist, a makeup artist, a tattoo
 * artist, a session musician and a cake maker; in and around New York a videographer, an event
 * planner, a caterer, an illustrator, a podcast producer, a venue coordinator and a stage manager.
 * What changes nothing or only asks back (small talk, feelings, questions, news from a shoot, a gig or
 * a venue that carries a job word or a time, the agenda, free time, half-said messages, replies with
 * nothing to answer) and what goes to the decision journal. Read at Wednesday 11 November 2026,
 * 15:00 London / 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

type Wall = (text: string) => string;
const next = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings people would accept. */
const span = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${next(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['06:00', '12:00'],
  ['07:00', '12:00'],
];
const AFTERNOON: [string, string][] = [
  ['12:00', '17:00'],
  ['12:00', '18:00'],
  ['13:00', '17:00'],
  ['13:00', '18:00'],
];
const EVENING: [string, string][] = [
  ['17:00', '21:00'],
  ['17:00', '22:00'],
  ['18:00', '21:00'],
  ['18:00', '22:00'],
  ['17:00', '24:00'],
  ['18:00', '24:00'],
];
const WHOLE_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
/** "after 4": from then to the end of the working day or of the day. */
const after = (from: string): [string, string][] => [
  [from, '17:00'],
  [from, '18:00'],
  [from, '24:00'],
];
/** "at 6": the hour from then, or a longer window when the job named runs longer. */
const hourAt = (from: string, to: string, longer?: string): [string, string][] =>
  longer
    ? [
        [from, to],
        [from, longer],
      ]
    : [[from, to]];
const LUNCH: [string, string][] = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:00', '14:00'],
  ['11:30', '13:30'],
  ['13:00', '14:00'],
];

/** The reminder daily just sent, still waiting on an answer. */
const reminded = (title: string, due: string) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});
/** The task daily just made or changed, with nothing pending. */
const justMade = (title: string, due: string | null) => ({ current: { title, due } });

export const SEVENTYSECOND_GREETING: HeldOutItem[] = [
  london('morning daily', talk('greeting')),
  london('hiya hun', talk('greeting')),
  london('alright mate', talk('greeting')),
  london('afternoon 📸', talk('greeting')),
  london('hey its Priya from the flower shop lol', talk('greeting')),
  london('hello hello', talk('greeting')),
  london('evening daily, just packed down the decks', talk('greeting')),
  london('oi oi', talk('greeting')),
  london('good morning from a freezing barn in Essex', talk('greeting'), talk('feeling')),
  london('heyyy', talk('greeting')),
  london('wotcha', talk('greeting')),
  newYork('good morning daily', talk('greeting')),
  newYork('hey there', talk('greeting')),
  newYork('hiii', talk('greeting')),
  newYork("mornin' from the load-in dock", talk('greeting')),
  newYork('hey it’s Dani (the caterer)', talk('greeting')),
  newYork('yo daily', talk('greeting')),
  newYork('howdy', talk('greeting')),
  newYork('hello!! 🎬', talk('greeting')),
  newYork('whats up', talk('greeting')),
  newYork('buenos dias', talk('greeting')),
  london('right thats me done for the night, nite', talk('goodbye')),
  newYork('heading into tech, ttyl', talk('goodbye')),
];

export const SEVENTYSECOND_THANKS: HeldOutItem[] = [
  london('cheers daily', talk('thanks')),
  london('ta muchly', talk('thanks')),
  london('ah thank u sm', talk('thanks')),
  london('legend, cheers', talk('thanks')),
  london('thanks babe x', talk('thanks')),
  london('brill thank you', talk('thanks')),
  london('thank you, that saves me a headache', talk('thanks')),
  london('nice one 🙏', talk('thanks')),
  london('cheers for the heads up', talk('thanks')),
  london('ta, got it', talk('thanks'), talk('acknowledgement')),
  within(justMade('Drop the ivory ribbon at the Hanbury barn', l('11-13 10:00')), london('perfect cheers', talk('thanks'))),
  newYork('thanks so much!', talk('thanks')),
  newYork('thank youuu', talk('thanks')),
  newYork('tysm', talk('thanks')),
  newYork('you’re the best', talk('thanks')),
  newYork('appreciate you', talk('thanks')),
  newYork('great, thx', talk('thanks')),
  newYork('many thanks', talk('thanks')),
  newYork('thank u, lifesaver during tech week', talk('thanks')),
  newYork('ok thanks!', talk('thanks'), talk('acknowledgement')),
  within(justMade('Send the run of show to the Goldstein family', n('11-12 09:00')), newYork('amazing thank you', talk('thanks'))),
  newYork('merci', talk('thanks')),
];

export const SEVENTYSECOND_FEELING: HeldOutItem[] = [
  london('shoulders are killing me after 11 hrs with two cameras on', talk('feeling')),
  london('knackered, 3 weddings in 4 days', talk('feeling')),
  london('hands are shredded from wiring buttonholes all morning', talk('feeling')),
  london('so chuffed, the bride cried happy tears at her trial', talk('feeling')),
  london(
    'so yeah um just back from the Hanbury wedding, fourteen hours on my feet, first dance was gorgeous but honestly im dead and theres still like 900 frames to cull',
    talk('feeling'),
  ),
  within(
    reminded('Cull the Okonkwo engagement gallery', l('11-11 14:00')),
    london('ugh not even started, my head is mush today', talk('feeling'), NO_CHANGE),
  ),
  london('feeling flat today, no walk-ins at the studio', talk('feeling')),
  london('ears are still ringing from last night', talk('feeling')),
  london('nervous about the Abbey Road session tmrw', talk('feeling')),
  london('drowning in cake orders and its not even december', talk('overwhelmed')),
  london('sick of chasing deposits tbh', talk('feeling')),
  london('buzzing, got asked back to do the tour dates!!', talk('feeling')),
  london('everything is on top of me this week', talk('overwhelmed')),
  newYork('fried. 14 hr shoot day', talk('feeling')),
  newYork('so stressed about the Hendricks gala timeline', talk('feeling')),
  newYork('honestly so happy with how the edit came out', talk('feeling')),
  newYork('my feet are destroyed after that plated dinner', talk('feeling')),
  newYork('feeling kinda lost, no new commissions since sept', talk('feeling')),
  within(
    reminded('Send the revised floor plan to the loft', n('11-11 09:30')),
    newYork('omg sorry, this week is eating me alive', talk('overwhelmed'), NO_CHANGE),
  ),
  newYork('anxious about opening night', talk('feeling')),
  newYork('way too much going on, i cant keep track', talk('overwhelmed')),
  newYork('proud of my team, flawless changeover tonight', talk('feeling')),
  newYork('ugh, burnt out from back to back episodes', talk('feeling')),
  newYork('drowning, 3 events this weekend and no help, where do i even start', talk('overwhelmed'), prioritise('focus')),
];

export const SEVENTYSECOND_QUESTION: HeldOutItem[] = [
  london('how much should i charge for a second shooter', question),
  london('do i need PAT testing for my speakers', question),
  london('whats in season for a december wedding, flowers wise', question),
  london('is airbrush foundation ok for oily skin', question),
  london('how long should a client wait between sessions on a sleeve', question),
  london("what's the MU rate for a 3 hour session these days", question),
  london('can i claim my van as a business expense if i use it for gigs', question),
  london('how far ahead can you make fondant toppers', question),
  london('do i need a licence to play music at a private wedding', question),
  london("when's the Hartley wedding again?", question),
  london('did i send the Okonkwo contract?', question),
  london('can you ring the venue for me', question, HELP),
  newYork('how do I price a 3 camera livestream', question),
  newYork('what’s a normal deposit for event planning, 30%?', question),
  newYork('do i need a permit for a food truck at a private event in brooklyn', question),
  newYork('how much should i charge for a book cover illustration', question),
  newYork('whats the best mic for remote guests', question),
  within(
    { listed: ['Confirm florals with the Riveras', 'Send shot list to Marcus', 'Order linens for Hendricks gala'] },
    newYork('wait is 2 the one for the Rivera wedding or the Hendricks thing?', question),
  ),
  newYork('what’s the fire code capacity thing for standing receptions', question),
  newYork('is equity minimum going up next year?', question),
  newYork('can you send the invoice to the client for me?', question, HELP),
  newYork('what time is load-in tomorrow?', question, list('tomorrow')),
  newYork('should i get E&O insurance as a podcast producer', question, dilemma),
  newYork('whats next on my calendar', question, list('next')),
];

/** News from shoots, gigs, kitchens and venues, several with a job word or a time in them: nothing may change. */
export const SEVENTYSECOND_STATEMENT: HeldOutItem[] = [
  london('the Hartleys moved their ceremony to 1:30', NO_CHANGE),
  london('bride wants to change the colour palette to sage now', NO_CHANGE),
  london('my backup drive died at 2am, luckily everything was on the cloud', NO_CHANGE),
  london('the venue said no confetti in the courtyard', NO_CHANGE),
  london('wholesaler is out of white ranunculus till the 20th', NO_CHANGE),
  london('Mrs Okonkwo paid the balance this morning', NO_CHANGE),
  london('the sub on my rig is making a weird buzz', NO_CHANGE),
  london('got the Saturday session at Angel, 10am start', NO_CHANGE),
  london('new client wants a full back piece, consult went well', NO_CHANGE),
  london('invoice sent to the Patels', NO_CHANGE, done(words('Patels'))),
  london('the oven thermostat is 10 degrees out', NO_CHANGE),
  london("the studio's closed on boxing day", NO_CHANGE),
  london('trial at 11 went really well, shes booking', NO_CHANGE),
  within(justMade('Collect the tiers from the bakery unit', l('11-12 08:00')), london('the unit opens at 7:30 btw', NO_CHANGE)),
  london('rained all day at the Kent wedding, got gorgeous moody shots tho', NO_CHANGE),
  newYork('client approved the rough cut', NO_CHANGE),
  newYork('the Hendricks want to add 20 guests', NO_CHANGE),
  newYork('the walk-in went down overnight but its back up', NO_CHANGE),
  newYork('art director loved the sketches', NO_CHANGE),
  newYork('episode 42 dropped at 6am', NO_CHANGE),
  newYork('the loft is booked solid every saturday in december', NO_CHANGE),
  newYork('our lead actor has a cold, understudy is ready', NO_CHANGE),
  newYork('the bride’s mom called me 4 times today lol', NO_CHANGE),
  newYork('rental house is out of FX6s till the 18th', NO_CHANGE),
  newYork('tech rehearsal ran 2 hrs over last night', NO_CHANGE),
  newYork(
    "ok voice note, so the Hendricks walkthrough was fine, the ballroom is smaller than the floor plan said, the AV guy is called Tony, and they're doing the tasting on the 20th at noon, just so you know",
    NO_CHANGE,
  ),
  newYork('the guest host cancelled for thursday', NO_CHANGE),
  newYork('deposit from the Riveras came through', NO_CHANGE),
  newYork('the fire marshal walkthrough is at 2 on friday', NO_CHANGE),
  newYork('paid the rental invoice for the lenses', NO_CHANGE, done(words('rental invoice'))),
];

export const SEVENTYSECOND_DECISION: HeldOutItem[] = [
  london('decided: no more weddings without a second shooter', decision),
  london("i'm putting my day rate up to £1800 for 2027 bookings", decision),
  london('not doing any more foreign flowers, british grown only from spring', decision),
  london('ok going with the Pioneer decks over the Denon ones', decision),
  london('no more bridal parties over 8 without an assistant, decided', decision),
  london('decision made, closing the books for walk-ins on sundays', decision),
  london('dropping the Thursday residency at the Crown, not worth the drive', decision),
  london("i'll only take sessions inside the M25 from now on", decision),
  london(
    'right so i had a think on the drive back and im not doing the friday late slots at the studio anymore, its wrecking my weekends, decided',
    decision,
  ),
  london('going with the cheaper album printer, quality is the same', decision),
  london('50% non refundable deposit from jan, final', decision),
  newYork('decided to buy the FX3 instead of renting every month', decision),
  newYork("we're not doing destination weddings next year", decision),
  newYork('going with Hudson Valley Farms for produce, final answer', decision),
  newYork("i'm raising my spot illustration rate to $450", decision),
  newYork('decided: no more free revisions after round 2', decision),
  newYork('switching the show to biweekly from january', decision),
  newYork("we're requiring COIs from every vendor, no exceptions", decision),
  newYork('i told them no on the tour, staying in NYC this season', decision),
  newYork('decided to hire a sous chef for the holiday season', decision),
  newYork('from now on 2 week minimum for rush edits', decision),
  newYork('ok, Descript over Riverside for editing, decided', decision),
];

export const SEVENTYSECOND_DILEMMA: HeldOutItem[] = [
  london('should i buy a second R5 body or rent one for the big weddings', dilemma),
  london('take the NYE gig in Brighton or stay local for more money', dilemma),
  london('open a little shop or stay studio only?', dilemma),
  london('do i go freelance full time or keep the counter job at Selfridges', dilemma),
  london('guest spot in Berlin or keep my books open here in jan', dilemma),
  london('should i join the touring band or stay on the session circuit', dilemma),
  london('buy a proper cake fridge or rent a unit with one', dilemma),
  london('lights and uplighting package or just sound, whats better to push', dilemma),
  london('hire a junior florist for wedding season or keep freelancers on call', dilemma),
  london('do i say yes to the magazine shoot for no fee?', dilemma, question),
  london('film too or stick to photography', dilemma),
  newYork('should i hire a second shooter or do the Rivera wedding solo', dilemma),
  newYork('take on the Hendricks gala or protect my december', dilemma),
  newYork('rent a commissary kitchen or keep using the church one', dilemma),
  newYork('agent or keep repping myself?', dilemma),
  newYork('keep the show on spotify only or go video on youtube too', dilemma),
  newYork(
    'voice note: so the Riveras want a same day edit, its another 1500 but id need a second editor on site, do i take it or tell them no',
    dilemma,
  ),
  newYork('take the broadway swing gig or the regional tour', dilemma),
  newYork('should i say yes to the startup podcast even tho the budget is tiny?', dilemma, question),
  newYork('procreate or go back to traditional inks for this series', dilemma),
  newYork('in-house bar or let clients bring their own caterer?', dilemma),
];

export const SEVENTYSECOND_RECALL: HeldOutItem[] = [
  london('what did i decide about second shooters', recall('second shooter')),
  london('what was my rate for 2027 again', recall('rate')),
  london('did i decide on the decks?', recall('decks')),
  london('why did i drop the Crown residency', recall('crown')),
  london('what did i say about sunday walk-ins', recall('walk-in'), recall('sunday')),
  london('remind me what i decided about foreign flowers', recall('flowers')),
  london('what did i decide re bridal parties', recall('bridal part')),
  london('naked cakes, what was the decision', recall('naked cake')),
  london('which album printer did i go with', recall('album printer'), recall('printer')),
  london('the deposit thing, what did i settle on', recall('deposit')),
  newYork('what did i decide about the FX3', recall('fx3')),
  newYork('did we decide on destination weddings?', recall('destination wedding')),
  newYork('which produce supplier did i pick', recall('produce')),
  newYork('what did i say about free revisions', recall('revision')),
  newYork('remind me what i decided on the show schedule', recall('show')),
  newYork('what was the decision on vendor COIs', recall('coi')),
  newYork('why did i turn down the tour again', recall('tour')),
  newYork('did i decide to hire a sous chef?', recall('sous chef')),
  newYork('rush edits, what did i decide', recall('rush edit')),
  newYork('descript or riverside, what did i go with', recall('descript'), recall('riverside')),
];

export const SEVENTYSECOND_PRIORITISE: HeldOutItem[] = [
  london('what do i tackle first', prioritise('focus')),
  london('got 2 hrs before the Hartley consult, whats most important', prioritise('focus')),
  london('too many edits stacked up, what can wait till next week', prioritise('drop')),
  london('plan my day tomorrow pls', prioritise('plan_day')),
  london('which order do i do today in', prioritise('plan_day'), prioritise('focus')),
  london('whats most urgent rn', prioritise('focus')),
  london('what can i bin off this week', prioritise('drop')),
  london('sort out my morning for me, markets at 5 then deliveries', prioritise('plan_day')),
  london('what should i get done before the gig tonight', prioritise('focus')),
  london('can anything slide till after the wedding weekend', prioritise('drop')),
  london('map out thursday for me around the session', prioritise('plan_day')),
  newYork('what should i focus on today', prioritise('focus')),
  newYork('what can i push so i survive tech week', prioritise('drop')),
  newYork('build me a plan for today', prioritise('plan_day')),
  newYork('i have 45 min between site visits, what do i knock out', prioritise('focus')),
  within(
    {
      listed: [
        'Prep the Hendricks seating chart',
        'Call the rental company about chairs',
        'Invoice the Goldsteins',
        'Book the photo booth',
      ],
    },
    newYork('which of those do i do first', prioritise('focus')),
  ),
  newYork('too much on, what do i drop', prioritise('drop')),
  newYork('top priority this week?', prioritise('focus')),
  newYork('help me plan tomorrow, prep day for the gala', prioritise('plan_day')),
  newYork('what matters most before the client call at 2', prioritise('focus')),
  newYork('what can wait till after thanksgiving', prioritise('drop')),
];

export const SEVENTYSECOND_AGENDA: HeldOutItem[] = [
  london('whats on tomorrow', list('tomorrow')),
  london('what have i got today', list('today')),
  london('anything i forgot to do', list('overdue')),
  london('whats next', list('next')),
  london('show me the week', list('week')),
  london('what have i got saturday', list('day', '2026-11-14')),
  london('whats on the 28th', list('day', '2026-11-28')),
  london('what do i have on 5/12', list('day', '2026-12-05')),
  london('anything on sunday?', list('day', '2026-11-15')),
  london('what’s left for today', list('today')),
  london('what am i doing monday', list('day', '2026-11-16')),
  newYork("what's on my plate today", list('today')),
  newYork('what do i have tomorrow', list('tomorrow')),
  newYork('whats on friday', list('day', '2026-11-13')),
  newYork('what do i have on 12/5', list('day', '2026-12-05')),
  newYork('what’s overdue', list('overdue')),
  newYork('this week’s schedule pls', list('week')),
  newYork('what’s up next', list('next')),
  newYork('anything on thanksgiving?', list('day', '2026-11-26')),
  newYork('show me tuesday', list('day', '2026-11-17')),
  newYork('what have i got on the 19th', list('day', '2026-11-19')),
  newYork('what did i miss', list('overdue')),
];

export const SEVENTYSECOND_FREE_TIME: HeldOutItem[] = [
  london('am i free thurs morning', ...span(l, '11-12', MORNING)),
  london('can i fit a cake tasting in tmrw afternoon', ...span(l, '11-12', AFTERNOON)),
  london('am i free at 6 tonight for a consult', ...span(l, '11-11', hourAt('18:00', '19:00'))),
  london('is saturday the 21st free', ...span(l, '11-21', WHOLE_DAY)),
  london(
    'have i got time for a makeup trial at 10 on friday',
    ...span(l, '11-13', [
      ['10:00', '11:00'],
      ['10:00', '12:00'],
    ]),
  ),
  london('anything on after 3 tomorrow', ...span(l, '11-12', after('15:00'))),
  london('free between 12 and 2 on monday?', ...span(l, '11-16', [['12:00', '14:00']])),
  london('am i free this eve, someone wants a last min set', ...span(l, '11-11', EVENING)),
  london('any room tues afternoon for a small piece', ...span(l, '11-17', AFTERNOON)),
  london('free for lunch friday?', ...span(l, '11-13', LUNCH)),
  london('is sunday clear', ...span(l, '11-15', WHOLE_DAY)),
  newYork('am i free tomorrow at 4', ...span(n, '11-12', hourAt('16:00', '17:00'))),
  newYork('any openings friday morning for a scout', ...span(n, '11-13', MORNING)),
  newYork('do i have time for a tasting monday afternoon', ...span(n, '11-16', AFTERNOON)),
  newYork('is the 14th free', ...span(n, '11-14', WHOLE_DAY)),
  newYork(
    'free after 6 tonight?',
    ...span(n, '11-11', [
      ['18:00', '21:00'],
      ['18:00', '22:00'],
      ['18:00', '24:00'],
    ]),
  ),
  newYork(
    'can i squeeze a recording in at 1',
    ...span(n, '11-11', [
      ['13:00', '14:00'],
      ['13:00', '15:00'],
    ]),
  ),
  newYork('am i free 11/24 in the morning', ...span(n, '11-24', MORNING)),
  newYork('free thursday between 10 and 12?', ...span(n, '11-12', [['10:00', '12:00']])),
  newYork('any time this evening for a call with the bride', ...span(n, '11-11', EVENING)),
  newYork('am i free for lunch tomorrow', ...span(n, '11-12', LUNCH)),
  newYork('whole day free on wednesday the 18th?', ...span(n, '11-18', WHOLE_DAY)),
];

export const SEVENTYSECOND_UNCLEAR: HeldOutItem[] = [
  london('the Hartley thing', unclear),
  london('peonies... or was it garden roses', unclear),
  london('the mixer cable at some point', unclear),
  london('Okonkwo?', unclear),
  london('the lashes thing tmrw maybe', unclear),
  london('stencil idk', unclear),
  london('the Angel session, sat or sun?', unclear),
  london('tiers?', unclear),
  london('that album whenever', unclear),
  london('the Patels... 2 or 3 tier', unclear),
  london('Crown next week maybe', unclear),
  london('uplighters or the fog machine, one of them', unclear),
  newYork('the Rivera thing', unclear),
  newYork('the COI or the floor plan, not sure which', unclear),
  newYork('hendricks??', unclear),
  newYork('maybe ping Marcus idk', unclear),
  newYork('the mic thing at 2', unclear),
  newYork('fri or sat for the tasting', unclear),
  newYork('gobo?', unclear),
  newYork('the lady from the loft', unclear),
  newYork('something about the sketches tmrw', unclear),
  newYork('that cover thing', unclear),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const SEVENTYSECOND_BARE: HeldOutItem[] = [
  london('done ✅', unclear, askBack),
  london('in a bit', unclear, askBack),
  london('tmoz', unclear, askBack),
  london('make it quarter to 4', unclear, askBack),
  london('no the 14th', unclear, askBack),
  london('scrap it', unclear, askBack),
  london('3', unclear, askBack),
  london('all sorted', unclear, askBack),
  london('shift to monday', unclear, askBack),
  london('get rid of that one', unclear, askBack),
  london('the last one', unclear, askBack),
  newYork('done', unclear, askBack),
  newYork('remind me later', unclear, askBack),
  newYork('tomorrow', unclear, askBack),
  newYork('change it to 5', unclear, askBack),
  newYork('delete 3', unclear, askBack),
  newYork('30 min', unclear, askBack),
  newYork('the first one', unclear, askBack),
  newYork('push to thursday', unclear, askBack),
  newYork('finished it', unclear, askBack),
  newYork('call it gala prep', unclear, askBack),
  newYork('in an hour', unclear, askBack),
];
