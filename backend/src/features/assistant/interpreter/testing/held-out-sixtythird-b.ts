import type { Intent } from '../intent';
import {
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
  task,
  unclear,
  words,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the sixty-third held-out set (people who work in events and performance, in
 * London and New York): several jobs in one message, small talk, questions, facts about gigs and
 * venues that carry a time or a job word, the decision journal, the agenda, free time, unsure
 * messages and replies with nothing to answer. Read at Wednesday 11 November 2026, 15:00 London /
 * 10:00 New York.
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
/** "after 3": from then to the end of the working day or of the day. */
const after = (from: string): [string, string][] => [
  [from, '17:00'],
  [from, '18:00'],
  [from, '24:00'],
];
/** "after 6 tonight": from then to late evening or midnight. */
const lateFrom = (from: string): [string, string][] => [
  [from, '21:00'],
  [from, '22:00'],
  [from, '23:00'],
  [from, '24:00'],
];
/** "at 5": a call's worth of time from then. */
const at = (from: string): [string, string][] => {
  const [hour, minute] = from.split(':');
  const plus = (minutes: number): string => {
    const total = Number(hour) * 60 + Number(minute) + minutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  return [
    [from, plus(60)],
    [from, plus(30)],
  ];
};
const LUNCH: [string, string][] = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:00', '14:00'],
  ['11:30', '13:30'],
  ['13:00', '14:00'],
];

export const SIXTYTHIRD_RAMBLE: HeldOutItem[] = [
  london('right so tmrw: 9am call the florist, 11 venue walkthrough at Coldharbour, then send the Hendrys the timeline by 6', [
    task('call the florist', l('11-12 09:00')),
    task('venue walkthrough at Coldharbour', l('11-12 11:00')),
    task('send the Hendrys the timeline', l('11-12 18:00')),
  ]),
  london('restring the fiddle, print setlists and ring the Cluny about load in time', [
    task('restring the fiddle'),
    task('print setlists'),
    task('ring the Cluny about load in time'),
  ]),
  london(
    'ok voice note... um I need to write the new opener, uh, email the Stand about the January dates, and like, buy a new mic clip cos mine snapped',
    [task('write the new opener'), task('email the Stand about the January dates'), task('buy a new mic clip')],
    [task('write the new opener'), task('email the Stand about the January dates'), task('buy a new mic clip cos mine snapped')],
  ),
  london(
    'order gels from Rosco, update the plot before thurs focus, and invoice the Lyric',
    [task('order gels from Rosco'), task('update the plot', l('11-12')), task('invoice the Lyric')],
    [task('order gels from Rosco'), task('update the plot before thurs focus'), task('invoice the Lyric')],
  ),
  london('buy more modelling balloons + fix the dove pan hinge + charge the little PA speaker', [
    task('buy more modelling balloons'),
    task('fix the dove pan hinge'),
    task('charge the little PA speaker'),
  ]),
  london('tmrw 7am load van, 10 set up gazebo at Spitalfields, 6pm pack down', [
    task('load van', l('11-12 07:00')),
    task('set up gazebo at Spitalfields', l('11-12 10:00')),
    task('pack down', l('11-12 18:00')),
  ]),
  london(
    'send the Hendry pads to everyone, confirm the 2nd violin dep for sat and chase the Barbican for the fee',
    [task('send the Hendry pads to everyone'), task('confirm the 2nd violin dep for sat'), task('chase the Barbican for the fee')],
    [task('send the Hendry pads to everyone'), task('confirm the 2nd violin dep', l('11-14')), task('chase the Barbican for the fee')],
  ),
  london('need to 1. pay the van insurance 2. email Band on the Wall re merch table 3. buy strings', [
    task('pay the van insurance'),
    task('email Band on the Wall re merch table'),
    task('buy strings'),
  ]),
  london('call the cake lady at 4, order the welcome signs and remind me to confirm the string trio for the Ashworths tmrw', [
    task('call the cake lady', l('11-11 16:00')),
    task('order the welcome signs'),
    task('confirm the string trio for the Ashworths', l('11-12')),
  ]),
  london(
    'start the fringe application, book preview venues and ask Jess to film my set on fri',
    [task('start the fringe application'), task('book preview venues'), task('ask Jess to film my set on fri')],
    [task('start the fringe application'), task('book preview venues'), task('ask Jess to film my set', l('11-13'))],
  ),
  london(
    'so basically I need to ring the hire company about the extra movers, get more haze fluid, and um email the production LX about the rig change',
    [
      task('ring the hire company about the extra movers'),
      task('get more haze fluid'),
      task('email the production LX about the rig change'),
    ],
  ),
  london(
    'pick up the card reader from repair fri, then restock hoodies and do the insta post for the market',
    [task('pick up the card reader from repair', l('11-13')), task('restock hoodies'), task('do the insta post for the market')],
    [
      task('pick up the card reader from repair', l('11-13')),
      task('restock hoodies', l('11-13')),
      task('do the insta post for the market', l('11-13')),
    ],
  ),
  newYork('tmrw: 10am call the Amatos re first dance edit, 2pm pick up the subs from Sam Ash, 6 load in at the Liberty House', [
    task('call the Amatos re first dance edit', n('11-12 10:00')),
    task('pick up the subs from Sam Ash', n('11-12 14:00')),
    task('load in at the Liberty House', n('11-12 18:00')),
  ]),
  newYork(
    'send final agenda to speakers, order the lanyards and confirm the AV walkthrough for monday 9am',
    [task('send final agenda to speakers'), task('order the lanyards'), task('confirm the AV walkthrough', n('11-16 09:00'))],
    [task('send final agenda to speakers'), task('order the lanyards'), task('confirm the AV walkthrough for monday 9am')],
  ),
  newYork('new heads on the toms, learn the Vance charts by thurs, and invoice Blackbird studio for last week', [
    task('new heads on the toms'),
    task('learn the Vance charts', n('11-12')),
    task('invoice Blackbird studio for last week'),
  ]),
  newYork(
    'um okay so like I gotta back up the Nguyen-Park cards, uh, email the couple the questionnaire and also renew the drone license before the 30th',
    [task('back up the Nguyen-Park cards'), task('email the couple the questionnaire'), task('renew the drone license', n('11-30'))],
  ),
  newYork(
    'print day sheets, book the Philly hotel and send per diems by friday',
    [task('print day sheets'), task('book the Philly hotel'), task('send per diems', n('11-13'))],
    [task('print day sheets', n('11-13')), task('book the Philly hotel', n('11-13')), task('send per diems', n('11-13'))],
  ),
  newYork("confirm the dec 12 hold w Marco, post the on-sale announcement at noon, chase Vela's deposit", [
    task('confirm the dec 12 hold w Marco'),
    task('post the on-sale announcement', n('11-11 12:00')),
    task("chase Vela's deposit"),
  ]),
  newYork('book a wig appt, buy lashes and rehearse the Whitney number tonight at 9', [
    task('book a wig appt'),
    task('buy lashes'),
    task('rehearse the Whitney number', n('11-11 21:00')),
  ]),
  newYork(
    'call the hotel about AV power drops at 11 then send the sponsor deck to Meridian',
    [task('call the hotel about AV power drops', n('11-11 11:00')), task('send the sponsor deck to Meridian')],
    [task('call the hotel about AV power drops', n('11-11 11:00')), task('send the sponsor deck to Meridian', n('11-11 11:00'))],
  ),
  newYork(
    'pay the van rental deposit, send the guest list to the Paradise, and remind me to text the band the lobby call time tonight at 10',
    [
      task('pay the van rental deposit'),
      task('send the guest list to the Paradise'),
      task('text the band the lobby call time', n('11-11 22:00')),
    ],
  ),
  newYork(
    'cull the Haddad engagement, color the Nguyen-Park teaser and post it on IG sat',
    [task('cull the Haddad engagement'), task('color the Nguyen-Park teaser'), task('post it on IG', n('11-14'))],
    [task('cull the Haddad engagement'), task('color the Nguyen-Park teaser'), task('post the Nguyen-Park teaser on IG', n('11-14'))],
  ),
  newYork('restock the crate w new remixes, fix the flickering uplight, send the Amato invoice', [
    task('restock the crate w new remixes'),
    task('fix the flickering uplight'),
    task('send the Amato invoice'),
  ]),
  newYork('ok three things for the summit: book the photographer, finalize the run of show by fri, and get quotes for the after party', [
    task('book the photographer'),
    task('finalize the run of show', n('11-13')),
    task('get quotes for the after party'),
  ]),
];

export const SIXTYTHIRD_GREETING: HeldOutItem[] = [
  london('morning daily ☕', talk('greeting')),
  london('hiya', talk('greeting')),
  london('alright daily', talk('greeting')),
  london('hello hello', talk('greeting')),
  london('afternoon from the green room', talk('greeting')),
  london("hi it's me again", talk('greeting')),
  london('hey from a very cold Glasgow', talk('greeting')),
  london('ey up', talk('greeting')),
  london('hey you', talk('greeting')),
  london('good afternoon!', talk('greeting')),
  london('hallo 👋', talk('greeting')),
  london('right, off to soundcheck. bye!', talk('goodbye')),
  london('nighty night', talk('goodbye')),
  newYork('good morning!!', talk('greeting')),
  newYork('hey', talk('greeting')),
  newYork('yo daily', talk('greeting')),
  newYork('morning ☀️', talk('greeting')),
  newYork('hi there', talk('greeting')),
  newYork('sup', talk('greeting')),
  newYork('heyyy hunty 💅', talk('greeting')),
  newYork('hello from the van, somewhere in jersey', talk('greeting')),
  newYork('gm', talk('greeting')),
  newYork('hi again lol', talk('greeting')),
  newYork('good morning from Philly', talk('greeting')),
  newYork('ok heading into load in, ttyl', talk('goodbye')),
  newYork('peace out ✌️', talk('goodbye')),
];

export const SIXTYTHIRD_THANKS: HeldOutItem[] = [
  london('cheers', talk('thanks')),
  london('ta', talk('thanks')),
  london('thanks lovely', talk('thanks')),
  london('nice one, cheers', talk('thanks'), talk('acknowledgement')),
  london('ta very much', talk('thanks')),
  london('thank you daily x', talk('thanks')),
  london("you're a star", talk('thanks')),
  london('lifesaver, thank you', talk('thanks')),
  london('cheers for that', talk('thanks')),
  london('thanks hun', talk('thanks')),
  london('magic, ta 🎩', talk('thanks')),
  london('brilliant thank you', talk('thanks')),
  newYork('thanks!', talk('thanks')),
  newYork('thank you so much', talk('thanks')),
  newYork('ty!', talk('thanks')),
  newYork('thx daily', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork("you're the best", talk('thanks')),
  newYork('thanks mama 💋', talk('thanks')),
  newYork('much appreciated', talk('thanks')),
  newYork('tyvm', talk('thanks')),
  newYork('thanks, that helps', talk('thanks')),
  newYork('perfect, thank you', talk('thanks'), talk('acknowledgement')),
  newYork('ty 🙏', talk('thanks')),
];

export const SIXTYTHIRD_FEELING: HeldOutItem[] = [
  london('absolutely knackered, 3 gigs in 3 nights', talk('feeling')),
  london('died on my arse last night. still stings', talk('feeling')),
  london('so nervous about the Soho preview', talk('feeling')),
  london('been up and down the ladder focusing all day, my back is done', talk('feeling')),
  london('buzzing!! sold out Band on the Wall', talk('feeling')),
  london('stressed to high heaven about the Hendry wedding', talk('feeling')),
  london("too much on, I can't think straight", talk('overwhelmed')),
  london('a little girl cried at my show today and I feel awful', talk('feeling')),
  london("so fed up of chasing deps who don't reply", talk('feeling')),
  london('honestly feel like packing in the market stall', talk('feeling')),
  london("proper emotional after that wedding, the bride's dad's speech 😭", talk('feeling')),
  london('drowning in wedding admin', talk('overwhelmed')),
  london(
    "bit of a rubbish day tbh, the van's broken down outside Carlisle, we've missed soundcheck and I just feel like nothing's going right this tour",
    talk('feeling'),
  ),
  newYork('exhausted. 14 hr day yesterday', talk('feeling')),
  newYork("so pumped for saturday's wedding", talk('feeling')),
  newYork('anxious af about the summit', talk('feeling')),
  newYork("I'm so burnt out", talk('feeling')),
  newYork('feeling really low today', talk('feeling')),
  newYork('lowkey lonely on the road', talk('feeling')),
  newYork('my wrists are killing me after that session', talk('feeling')),
  newYork('so overwhelmed with edits rn', talk('overwhelmed')),
  newYork('happy crying, the couple loved the film', talk('feeling')),
  newYork('nervous about the pageant ngl', talk('feeling')),
  newYork('stressed, the band is fighting again', talk('feeling')),
  newYork("I can't do this anymore lol everything is on fire", talk('overwhelmed')),
];

export const SIXTYTHIRD_QUESTION: HeldOutItem[] = [
  london('how much should I charge for a 45 min set at a corporate?', question),
  london('is it normal for venues to take 20% on merch?', question),
  london("what's the best way to dry a gazebo that got packed wet", question),
  london('do I need PAT testing on my light up sign?', question),
  london('how do I get into the Fringe programme', question),
  london("what's a fair dep fee for a 3 hr wedding", question),
  london('can I claim strings and rosin as expenses?', question),
  london("is saturday's party in Enfield or Edmonton?", question, list('day', '2026-11-14')),
  london('how long does a DBS take these days', question),
  london('does the Orange Tree have its own hazer or do I bring mine', question),
  london("what time's sunset on the 28th? outdoor ceremony 😬", question),
  london("when's my next gig?", question, list('next')),
  newYork("what's the going rate for a saturday wedding DJ in NJ", question),
  newYork('do I need a permit to film in central park', question),
  newYork('how do I get a 1099 from a studio that never sends one', question),
  newYork("what's a normal deposit for a hold", question),
  newYork('is 15% fair for a sub agent', question),
  newYork('how do people sleep on overnight drives lol', question),
  newYork("when's the Philly show again?", question),
  newYork("what's a BEO again", question),
  newYork('how do you keep heels from killing you on a 4 hour show', question),
  newYork('did I already send the Amato contract?', question),
  newYork('is thanksgiving weekend a dead weekend for shows?', question),
  newYork('what time does brunch start saturday', question, list('day', '2026-11-14')),
];

/** Facts and news about gigs and venues, several with a time or a job word in them: nothing may change. */
export const SIXTYTHIRD_STATEMENT: HeldOutItem[] = [
  london('the Cluny moved load in to 5pm fyi', NO_CHANGE),
  london('Hendrys signed the contract!!', NO_CHANGE),
  london('Ashworth deposit landed this morning 🙌', NO_CHANGE),
  london('the barn has an 11pm noise curfew', NO_CHANGE),
  london('my spot at the Stand got moved to 2nd on', NO_CHANGE),
  london('the Okafor party is 30 kids now not 20', NO_CHANGE),
  london("it's chucking it down at the market", NO_CHANGE),
  london('tech runs til midnight tonight', NO_CHANGE),
  london('Hannah is depping 2nd violin again on sat', NO_CHANGE),
  london('sold 40 hoodies today, best day yet', NO_CHANGE),
  london("van's making that clunking noise again", NO_CHANGE),
  london('got 4 stars in the Guardian!!!', NO_CHANGE),
  london(
    'so the promoter in Leeds just told me the room is 120 cap not 200 which means the door split is basically nothing but whatever, it is what it is',
    NO_CHANGE,
  ),
  newYork('the Kowalskis want the hora at 9:30', NO_CHANGE),
  newYork('Liberty House load in is through the back dock', NO_CHANGE),
  newYork('registrations just passed 800', NO_CHANGE),
  newYork('the Vance session got pushed to next month', NO_CHANGE),
  newYork('band van has a flat outside Wilmington', NO_CHANGE),
  newYork('Marco confirmed the dec 12 hold', NO_CHANGE),
  newYork('couple finally sent their do not play list', NO_CHANGE),
  newYork('brunch is sold out 💅', NO_CHANGE),
  newYork('the Paradise settles in cash', NO_CHANGE),
  newYork('my drone license expires in feb', NO_CHANGE),
  newYork('finally paid the cymbal guy back', NO_CHANGE, done(words('cymbal'))),
  newYork('hotel cutoff for the room block is the 20th', NO_CHANGE),
];

export const SIXTYTHIRD_DECISION: HeldOutItem[] = [
  london('decided: no more weddings without a 50% deposit', decision),
  london('not doing the Fringe next year, decided', decision),
  london('going with Hannah as my regular 2nd violin dep', decision),
  london("I'm raising my party rate to £250 from jan", decision),
  london("we're taking the Glasgow corporate", decision),
  london('right, dropping Spitalfields, sticking to Southbank', decision),
  london('no more unpaid showcases. done.', decision),
  london('decision: buying the van outright', decision),
  london('going with Wildstem for all the spring weddings', decision),
  london('turning down the panto lighting job', decision),
  london('settled on the Eos over the Chamsys for my own desk', decision),
  london("ok I've decided, the quartet goes to a flat £150 a head for weddings", decision),
  newYork('decided to stop doing sunday weddings', decision),
  newYork('taking the Hamptons wedding', decision),
  newYork("we're going with the Hyatt for 2027", decision),
  newYork('final answer: no more drone shots without a permit', decision),
  newYork('not renewing with the Vela promoter', decision),
  newYork('booking SIR for all tour rehearsals from now on', decision),
  newYork("I'm charging cartage on every session from now on", decision),
  newYork('raising brunch fee to $400', decision),
  newYork("ok we're doing the west coast in march", decision),
  newYork('going with a 2 camera setup for every wedding', decision),
  newYork('no more 2nd holds for promoters who never confirm', decision),
  newYork("decided I'm hiring a second DJ for overflow dates", decision),
];

export const SIXTYTHIRD_DILEMMA: HeldOutItem[] = [
  london('should I take the Glasgow corporate or keep the Leeds headline?', dilemma),
  london('do the Fringe again or have a summer off', dilemma),
  london('raise my wedding fee or keep it and fill more dates?', dilemma),
  london('hire an assistant for the spring or keep doing it all myself', dilemma),
  london('sell the old van or keep it as a backup', dilemma),
  london('Southbank or Hyde Park for the winter market next year?', dilemma),
  london('go full time fixing or keep playing', dilemma),
  london("take the panto lighting gig? 6 weeks of good money but I'd miss xmas", dilemma, question),
  london('buy my own rig or keep hiring', dilemma),
  london('hmm do I take the 30 kids party for the same price?', dilemma, question),
  london('quit the bar job now or wait till after the tour?', dilemma),
  london('cheaper venue or the nice one for the showcase', dilemma),
  newYork('take the Hamptons wedding at $2800 or hold out for 3500?', dilemma),
  newYork('should we tour the west coast in march or wait till summer', dilemma),
  newYork('hire a 2nd shooter full time or keep freelancing them', dilemma),
  newYork('keep the studio space or go back to editing from home', dilemma),
  newYork('do I give Vela the 2nd hold or keep the date open for the Bowery guys?', dilemma),
  newYork('upgrade to the S4 or keep my Rane', dilemma),
  newYork('Javits or the Hyatt for 2027?', dilemma),
  newYork('sign with the booking agency or keep booking myself?', dilemma),
  newYork('should I do the pageant this year?', dilemma, question),
  newYork('move to LA for the session scene or stay in NY', dilemma),
  newYork('charge a travel fee for jersey gigs or eat the cost', dilemma),
  newYork('take the residency at Hot Mess or keep freelancing brunches', dilemma),
];

export const SIXTYTHIRD_RECALL: HeldOutItem[] = [
  london('what did I decide about deposits', recall('deposit')),
  london('what did i say about the fringe', recall('fringe')),
  london('who did I pick as my 2nd violin dep', recall('violin'), recall('dep')),
  london('why did I drop Spitalfields again', recall('spitalfields')),
  london('remind me what i decided on the van', recall('van')),
  london('what was my call on unpaid showcases', recall('showcase')),
  london('did I decide on the party rate?', recall('rate'), recall('party')),
  london('what did I land on for the lighting desk', recall('desk'), recall('lighting')),
  london('what did i decide about the panto job', recall('panto')),
  london('which florist did I go with for spring', recall('florist'), recall('spring')),
  london('what did I decide re Glasgow', recall('glasgow')),
  london("what did I decide on the quartet's wedding fee", recall('fee'), recall('wedding')),
  newYork('what did I decide about sunday weddings', recall('sunday')),
  newYork('what did i say about the hamptons wedding', recall('hamptons')),
  newYork('which venue did we pick for 2027', recall('2027'), recall('venue')),
  newYork('remind me why I stopped working with Vela', recall('vela')),
  newYork('what was the decision on cartage', recall('cartage')),
  newYork('did I decide on the brunch fee', recall('brunch')),
  newYork('west coast, what did we decide', recall('west coast')),
  newYork('what did I decide about drone shots', recall('drone')),
  newYork('what did I decide about 2nd holds', recall('hold')),
  newYork('what was my thinking on a second DJ', recall('dj')),
  newYork('how many cameras did I decide on for weddings', recall('camera')),
  newYork('what did I say about the booking agency', recall('agency')),
];

export const SIXTYTHIRD_PRIORITISE: HeldOutItem[] = [
  london("what do I do first, I've got 40 mins before doors", prioritise('focus')),
  london('what can wait till after the wedding', prioritise('drop')),
  london('plan my day pls', prioritise('plan_day')),
  london("what's most urgent", prioritise('focus')),
  london('what can I drop this week, tech week is mental', prioritise('drop')),
  london('give me a plan for tomorrow', prioritise('plan_day')),
  london('which should I tackle first', prioritise('focus')),
  london("what's the one thing I have to do before load in", prioritise('focus')),
  london('organise my evening for me', prioritise('plan_day')),
  london('what can I push', prioritise('drop')),
  london('what should I focus on', prioritise('focus')),
  london('too many plates spinning, what do I ditch before the weekend', prioritise('drop')),
  newYork("what's most important today", prioritise('focus'), prioritise('plan_day')),
  newYork("I've got an hour before soundcheck, what should I do", prioritise('focus')),
  newYork('what can slide this week', prioritise('drop')),
  newYork('plan out my day', prioritise('plan_day')),
  newYork('what do I prioritize', prioritise('focus')),
  newYork('too much on, what can I cut', prioritise('drop')),
  newYork('map out tomorrow for me', prioritise('plan_day')),
  newYork('what needs doing first before the summit', prioritise('focus')),
  newYork('top priority?', prioritise('focus')),
  newYork('what can wait until after thanksgiving', prioritise('drop')),
  newYork('line up my day for me', prioritise('plan_day')),
  newYork('sort my afternoon out, load in is at 5', prioritise('plan_day')),
];

export const SIXTYTHIRD_AGENDA: HeldOutItem[] = [
  london("what've I got on tmrw", list('tomorrow')),
  london('anything today?', list('today')),
  london('what have I got sat', list('day', '2026-11-14')),
  london('show me the week', list('week')),
  london("what's overdue", list('overdue')),
  london("what's next on the list", list('next')),
  london("what's on the 28th", list('day', '2026-11-28')),
  london('whats on fri', list('day', '2026-11-13')),
  london('gigs this week?', list('week')),
  london("what's on 5/12", list('day', '2026-12-05')),
  london('have I missed anything', list('overdue')),
  london("today's lot?", list('today')),
  newYork('whats on today', list('today')),
  newYork('anything tmrw', list('tomorrow')),
  newYork('what do I have thurs', list('day', '2026-11-12'), list('tomorrow')),
  newYork("what's on 12/5", list('day', '2026-12-05')),
  newYork('this week?', list('week')),
  newYork('overdue?', list('overdue')),
  newYork("what's up next for me", list('next')),
  newYork("what's on saturday", list('day', '2026-11-14')),
  newYork('anything on thanksgiving', list('day', '2026-11-26')),
  newYork('what do i have monday', list('day', '2026-11-16')),
  newYork("what's on the 20th", list('day', '2026-11-20')),
  newYork('what am i late on', list('overdue')),
];

export const SIXTYTHIRD_FREE_TIME: HeldOutItem[] = [
  london('am I free tmrw morning for a site visit', ...span(l, '11-12', MORNING)),
  london('any time fri afternoon', ...span(l, '11-13', AFTERNOON)),
  london('free sat 2-4?', ...span(l, '11-14', [['14:00', '16:00']])),
  london('can I do a call at 5 today', ...span(l, '11-11', at('17:00'))),
  london('is monday clear', ...span(l, '11-16', WHOLE_DAY)),
  london('am I free after 6 tonight', ...span(l, '11-11', lateFrom('18:00'))),
  london('free the evening of the 19th?', ...span(l, '11-19', EVENING)),
  london('any gaps thurs between 10 and 1', ...span(l, '11-12', [['10:00', '13:00']])),
  london('am I free next wed', ...span(l, '11-18', WHOLE_DAY), ...span(l, '11-25', WHOLE_DAY)),
  london('can I squeeze in a rehearsal tmrw evening', ...span(l, '11-12', EVENING)),
  london('when am i free on sunday', ...span(l, '11-15', WHOLE_DAY)),
  london('free for lunch fri?', ...span(l, '11-13', LUNCH)),
  newYork('am I free at 2 today', ...span(n, '11-11', at('14:00'))),
  newYork('any openings thursday morning', ...span(n, '11-12', MORNING)),
  newYork('free this afternoon?', ...span(n, '11-11', AFTERNOON)),
  newYork('is the 5th open', ...span(n, '12-05', WHOLE_DAY)),
  newYork('am I free sat night for a gig', ...span(n, '11-14', EVENING)),
  newYork('free for a call 4-5 tmrw?', ...span(n, '11-12', [['16:00', '17:00']])),
  newYork('any time monday after 3', ...span(n, '11-16', after('15:00'))),
  newYork('is friday free', ...span(n, '11-13', WHOLE_DAY)),
  newYork('can I fit a rehearsal in tonight', ...span(n, '11-11', EVENING)),
  newYork('am I free between 11 and 1 today', ...span(n, '11-11', [['11:00', '13:00']])),
  newYork('free tmrw before noon?', ...span(n, '11-12', [['00:00', '12:00'], ...MORNING])),
  newYork('got any time wed the 18th after lunch', ...span(n, '11-18', after('13:00')), ...span(n, '11-18', after('14:00'))),
];

export const SIXTYTHIRD_UNCLEAR: HeldOutItem[] = [
  london('the Hendry thing', unclear, askBack),
  london('deps?', unclear, askBack),
  london('maybe the fringe idk', unclear, askBack),
  london('the barn... or was it the marquee people', unclear, askBack),
  london('sat or sun for the kids one', unclear, askBack),
  london('ring her about the thing', unclear, askBack),
  london('need to deal w the van at some point i guess', unclear, askBack),
  london('the gels or the gobos, whichever', unclear, askBack),
  london('Leeds?', unclear, askBack),
  london('that invoice', unclear, askBack),
  london('something about the 12th', unclear, askBack),
  london('the market thing maybe next week', unclear, askBack),
  newYork('the Kowalski stuff', unclear, askBack),
  newYork('hmm the hold', unclear, askBack),
  newYork('do the thing w Marco', unclear, askBack),
  newYork('Philly or Baltimore, one of them', unclear, askBack),
  newYork('maybe tmrw maybe fri for the charts', unclear, askBack),
  newYork('the wig', unclear, askBack),
  newYork('call him back I guess', unclear, askBack),
  newYork('the 2nd or 3rd idk', unclear, askBack),
  newYork('brunch??', unclear, askBack),
  newYork('something at 4', unclear, askBack),
  newYork('the drone thing', unclear, askBack),
  newYork('the jersey one, whenever', unclear, askBack),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const SIXTYTHIRD_BARE: HeldOutItem[] = [
  london('done it', unclear, askBack),
  london('sorted ✅', unclear, askBack),
  london('later', unclear, askBack),
  london('snooze pls', unclear, askBack),
  london('tmrw 10', unclear, askBack),
  london('no 2', unclear, askBack),
  london('scrap it', unclear, askBack),
  london('half 6', unclear, askBack),
  london('not today', unclear, askBack),
  london('bin that', unclear, askBack),
  london('the first one', unclear, askBack),
  london('make it 4', unclear, askBack),
  newYork('all done!!', unclear, askBack),
  newYork('push it', unclear, askBack),
  newYork('2pm', unclear, askBack),
  newYork('skip', unclear, askBack),
  newYork('delete', unclear, askBack),
  newYork('the 3rd', unclear, askBack),
  newYork('friday instead', unclear, askBack),
  newYork('nope', unclear, askBack),
  newYork('already did', unclear, askBack),
  newYork('30 min', unclear, askBack),
  newYork('rename it', unclear, askBack),
  newYork('got it done', unclear, askBack),
];
