import type { Intent } from '../intent';
import {
  HELP,
  NO_CHANGE,
  decision,
  dilemma,
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
  talk,
  task,
  unclear,
  words,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the forty-eighth held-out set (people dictating to their phones between jobs):
 * several jobs dictated in one breath, then what changes nothing or only asks back (small talk, questions, news with a job word or a time in
 * it, the agenda, free time, half-heard or cut-off messages, replies with nothing to answer) and
 * what goes to the decision journal. Read at Wednesday 11 November 2026, 15:00 London / 10:00
 * New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

type Wall = (text: string) => string;
/** The next calendar day of a 2026 "MM-DD" date, for windows that run to midnight. */
const dayAfter = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** Free-time windows between local clock times on one day, one per reading a person would accept. */
const windows = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${dayAfter(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['07:00', '12:00'],
  ['06:00', '12:00'],
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
const ALL_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['08:00', '18:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '20:00'],
];
const LUNCH: [string, string][] = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:00', '14:00'],
  ['11:30', '13:30'],
  ['13:00', '14:00'],
];
/** "after 2": from then to the end of the working day or of the day. */
const from = (time: string): [string, string][] => [
  [time, '17:00'],
  [time, '18:00'],
  [time, '24:00'],
];
/** "at 4": the hour from then, or the half hour. */
const at = (time: string, hourLater: string, halfLater: string): [string, string][] => [
  [time, hourLater],
  [time, halfLater],
];

/** Several jobs in one dictated breath, with the restarts and fillers speech-to-text keeps. */
export const FORTYEIGHTH_RAMBLE: HeldOutItem[] = [
  london(
    'OK so tomorrow I need to book the van in for its service ring the depot about the broken scanner and pick up a new phone charger',
    [
      task('book the van in for its service', l('11-12')),
      task('ring the depot about the broken scanner'),
      task('pick up a new phone charger'),
    ],
    [
      task('book the van in for its service', l('11-12')),
      task('ring the depot about the broken scanner', l('11-12')),
      task('pick up a new phone charger', l('11-12')),
    ],
  ),
  london('Right I need to order some fondant check the hives at the orchard on Saturday and um drop the honey off at the farm shop', [
    task('order some fondant'),
    task('check the hives at the orchard', l('11-14')),
    task('drop the honey off at the farm shop'),
  ]),
  london('Remind me to ring Kasia at 5 and um also I need to chase the scan results for Mrs Okafor and order more Entonox', [
    task('ring Kasia', l('11-11 17:00')),
    task('chase the scan results for Mrs Okafor'),
    task('order more Entonox'),
  ]),
  london(
    "Need to text Precious about covering Mrs Smith's evening call email the council about the new package and sort out the mileage claims by Friday",
    [
      task("text Precious about covering Mrs Smith's evening call"),
      task('email the council about the new package'),
      task('sort out the mileage claims', l('11-13')),
    ],
  ),
  london(
    'Tomorrow 9 a.m. call the client in the Hargreaves matter then at 2 p.m. conference with counsel and I need to send the costs schedule before Friday',
    [
      task('call the client in the Hargreaves matter', l('11-12 09:00')),
      task('conference with counsel', l('11-12 14:00')),
      task('send the costs schedule', l('11-13')),
    ],
    [
      task('call the client in the Hargreaves matter', l('11-12 09:00')),
      task('conference with counsel', l('11-12 14:00')),
      task('send the costs schedule', l('11-12')),
    ],
  ),
  london(
    'Kyle here uh jobs for tomorrow 8 a.m. puncture in Bromley 10:30 two tyres on a Transit in Beckenham and then at 1 balance the wheels on the Audi in Sydenham',
    [
      task('puncture in Bromley', l('11-12 08:00')),
      task('two tyres on a Transit in Beckenham', l('11-12 10:30')),
      task('balance the wheels on the Audi in Sydenham', l('11-12 13:00')),
    ],
  ),
  london("I need to buy more balloons order the new magic wand thing off Amazon and confirm the Sunday party with Arjun's mum", [
    task('buy more balloons'),
    task('order the new magic wand thing off Amazon'),
    task("confirm the Sunday party with Arjun's mum"),
  ]),
  london(
    'pick up the parcels from the Hermes shop no sorry the Evri shop then drop the returns at the post office and text Marco about Saturday',
    [task('pick up the parcels from the Evri shop'), task('drop the returns at the post office'), task('text Marco about Saturday')],
  ),
  london('Okay three things. Restock the birth pool kit. Book my mandatory training. Email Laura the rota swap.', [
    task('restock the birth pool kit'),
    task('book my mandatory training'),
    task('email Laura the rota swap'),
  ]),
  london(
    "tomorrow at 10 interview for the new carer at 2 supervision with Blessing and remind me to ring the pharmacy about Mr Daly's blister packs",
    [
      task('interview for the new carer', l('11-12 10:00')),
      task('supervision with Blessing', l('11-12 14:00')),
      task("ring the pharmacy about Mr Daly's blister packs"),
    ],
    [
      task('interview for the new carer', l('11-12 10:00')),
      task('supervision with Blessing', l('11-12 14:00')),
      task("ring the pharmacy about Mr Daly's blister packs", l('11-12')),
    ],
  ),
  london('Remind me Friday to collect the jars from Rob and Saturday to do the extraction and Sunday to clean the extractor', [
    task('collect the jars from Rob', l('11-13')),
    task('do the extraction', l('11-14')),
    task('clean the extractor', l('11-15')),
  ]),
  london('get milk, top up adblue, van wash sat', [task('get milk'), task('top up adblue'), task('van wash', l('11-14'))]),
  newYork(
    'So tomorrow I gotta pick up the leaf blower from the repair shop drop off the estimate at the Kaplans and order more lawn bags',
    [
      task('pick up the leaf blower from the repair shop', n('11-12')),
      task('drop off the estimate at the Kaplans'),
      task('order more lawn bags'),
    ],
    [
      task('pick up the leaf blower from the repair shop', n('11-12')),
      task('drop off the estimate at the Kaplans', n('11-12')),
      task('order more lawn bags', n('11-12')),
    ],
  ),
  newYork('Monday 9 a.m. deposition in Midtown 1:30 Bellevue appointment with Mr Ortiz and I need to invoice the agency by Friday', [
    task('deposition in Midtown', n('11-16 09:00')),
    task('Bellevue appointment with Mr Ortiz', n('11-16 13:30')),
    task('invoice the agency', n('11-13')),
  ]),
  newYork(
    'I need to call the egg carton guy order more burlap and fix the hoop house door by Friday',
    [task('call the egg carton guy'), task('order more burlap'), task('fix the hoop house door', n('11-13'))],
    [task('call the egg carton guy', n('11-13')), task('order more burlap', n('11-13')), task('fix the hoop house door', n('11-13'))],
  ),
  newYork("Book an oil change for car 9 pay the dispatcher Friday and call the TLC about Jamal's license", [
    task('book an oil change for car 9'),
    task('pay the dispatcher', n('11-13')),
    task("call the TLC about Jamal's license"),
  ]),
  newYork(
    'OK notes for tomorrow call the rental house about the fog machine get the blood packs from props and remind me to do the cue to cue at 2',
    [
      task('call the rental house about the fog machine', n('11-12')),
      task('get the blood packs from props', n('11-12')),
      task('do the cue to cue', n('11-12 14:00')),
    ],
    [
      task('call the rental house about the fog machine'),
      task('get the blood packs from props'),
      task('do the cue to cue', n('11-12 14:00')),
    ],
  ),
  newYork('remind me to order more mats email the teachers about the holiday schedule and post the Thanksgiving class on Instagram', [
    task('order more mats'),
    task('email the teachers about the holiday schedule'),
    task('post the Thanksgiving class on Instagram'),
  ]),
  newYork(
    'Thursday 8 a.m. install at the Goldbergs 1 p.m. measure the rental in Flushing and I need to pick up tack strip and pad from the warehouse',
    [
      task('install at the Goldbergs', n('11-12 08:00')),
      task('measure the rental in Flushing', n('11-12 13:00')),
      task('pick up tack strip and pad from the warehouse'),
    ],
    [
      task('install at the Goldbergs', n('11-12 08:00')),
      task('measure the rental in Flushing', n('11-12 13:00')),
      task('pick up tack strip and pad from the warehouse', n('11-12')),
    ],
  ),
  newYork(
    'Remind me to call Mrs Abernathy about the hedges at 11 and wait no at 12 and also to buy chain oil',
    [task('call Mrs Abernathy about the hedges', n('11-11 12:00')), task('buy chain oil')],
    [task('call Mrs Abernathy about the hedges', n('11-11 12:00')), task('buy chain oil', n('11-11 12:00'))],
  ),
  newYork('eggs to the co-op thurs, apples to the bakery fri', [
    task('eggs to the co-op', n('11-12')),
    task('apples to the bakery', n('11-13')),
  ]),
  newYork(
    'Tomorrow I need to uh renew my RID membership and um what else oh yeah book the train to Philly for the conference',
    [task('renew my RID membership', n('11-12')), task('book the train to Philly for the conference', n('11-12'))],
    [task('renew my RID membership', n('11-12')), task('book the train to Philly for the conference')],
  ),
  newYork('Friday 7 p.m. sound bath Saturday 9 a.m. teacher training and remind me to buy more eucalyptus oil', [
    task('sound bath', n('11-13 19:00')),
    task('teacher training', n('11-14 09:00')),
    task('buy more eucalyptus oil'),
  ]),
  newYork('Ray here pick up the Sienna from the body shop tomorrow at 4 and pay Eddie for last week', [
    task('pick up the Sienna from the body shop', n('11-12 16:00')),
    task('pay Eddie for last week'),
  ]),
];

export const FORTYEIGHTH_GREETING: HeldOutItem[] = [
  london('Good afternoon daily', talk('greeting')),
  london('Hiya Daily', talk('greeting')),
  london("Hello it's Aoife", talk('greeting')),
  london('Hey hey how are you doing', talk('greeting')),
  london('Afternoon', talk('greeting')),
  london('Hello hello', talk('greeting')),
  london('Alright daily', talk('greeting')),
  london('Hi there', talk('greeting')),
  london('hiya x', talk('greeting')),
  london("Hello it's Kyle from the tyre van", talk('greeting')),
  london("Right I'm off speak tomorrow", talk('goodbye')),
  london('Night night daily', talk('goodbye')),
  newYork('Hey Daily', talk('greeting')),
  newYork("Hey there it's Tony", talk('greeting')),
  newYork('Good morning', talk('greeting')),
  newYork("Hi daily how's it going", talk('greeting')),
  newYork('Yo', talk('greeting')),
  newYork('Morning daily', talk('greeting')),
  newYork('Hello', talk('greeting')),
  newYork('Hey good morning', talk('greeting')),
  newYork('OK talk to you later bye', talk('goodbye')),
  newYork('Heading into the theater talk later', talk('goodbye')),
];

export const FORTYEIGHTH_THANKS: HeldOutItem[] = [
  london('Thank you', talk('thanks')),
  london('Cheers for that', talk('thanks')),
  london('Thanks a million', talk('thanks')),
  london('Brilliant thank you very much', talk('thanks')),
  london('Lovely thanks', talk('thanks'), talk('acknowledgement')),
  london('Ta', talk('thanks')),
  london('Thanks love', talk('thanks')),
  london("That's great cheers", talk('thanks'), talk('acknowledgement')),
  london('Perfect thank you daily', talk('thanks')),
  london("Thanks that's a massive help", talk('thanks')),
  london('cheers', talk('thanks')),
  newYork('Thanks', talk('thanks')),
  newYork('Thank you so much', talk('thanks')),
  newYork('Awesome thanks', talk('thanks'), talk('acknowledgement')),
  newYork('Great thank you', talk('thanks')),
  newYork('Appreciate it', talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork('Thanks a bunch', talk('thanks')),
  newYork('Perfect thanks', talk('thanks'), talk('acknowledgement')),
  newYork("Thank you daily you're a lifesaver", talk('thanks')),
  newYork('Much appreciated', talk('thanks')),
  newYork('thank you thank you', talk('thanks')),
];

export const FORTYEIGHTH_FEELING: HeldOutItem[] = [
  london("I'm absolutely shattered I've done 140 drops today", talk('feeling')),
  london("Honestly I'm so stressed about the CQC inspection next week", talk('feeling')),
  london("Feeling a bit rubbish today if I'm honest", talk('feeling')),
  london("I've had the best day two lovely births", talk('feeling')),
  london('My back is killing me from lifting the supers', talk('feeling')),
  london("I'm completely overwhelmed there's too much going on", talk('overwhelmed')),
  london('Had a horrible morning the judge tore into me', talk('feeling')),
  london("I'm knackered", talk('feeling')),
  london('Really chuffed the Patel party went brilliantly', talk('feeling')),
  london("I feel like I'm drowning with the rota", talk('overwhelmed')),
  london('So fed up with people not being in for their parcels', talk('feeling')),
  newYork("I'm exhausted", talk('feeling')),
  newYork("I'm so burnt out this week", talk('feeling')),
  newYork('Tech week is killing me', talk('feeling')),
  newYork('Feeling really good today actually', talk('feeling')),
  newYork("I'm freaking out about the frost tonight", talk('feeling')),
  newYork("Honestly I'm lonely doing this by myself", talk('feeling')),
  newYork("I've got way too much on I can't keep up", talk('overwhelmed')),
  newYork('So proud of my students today', talk('feeling')),
  newYork("I'm so tired of chasing drivers for paperwork", talk('feeling')),
  newYork('my knees are shot after three staircases', talk('feeling')),
  newYork("ugh I'm in a mood today", talk('feeling')),
];

export const FORTYEIGHTH_QUESTION: HeldOutItem[] = [
  london("What's the weather going to be like tomorrow", question),
  london('How much does a box of fondant cost', question),
  london('Do I need to register my hives with the bee inspector', question),
  london('Can I claim mileage for the van if I use it at weekends', question),
  london('How long is a witness statement usually', question),
  london("What's minimum wage going up to in April", question),
  london('Where can I get helium cheaper', question),
  london('What time does it get dark tomorrow', question),
  london('Can you make phone calls for me', question, HELP),
  london('How do I turn the reminders off', question, HELP),
  london('Is it legal to run a car on part worn tyres', question),
  london('how many drops did I do last week', question),
  newYork('What time does Home Depot open on Sunday', question),
  newYork('Is Thanksgiving on the 26th this year', question),
  newYork('How much should I charge for a leaf cleanup', question),
  newYork("What's the going rate for an ASL interpreter in New York", question),
  newYork('Do I need a permit to sell honey at the market', question),
  newYork('How long does carpet adhesive take to dry', question),
  newYork('Can you see my Google calendar', question, HELP),
  newYork("What's the difference between an LLC and an S corp", question),
  newYork('When does the first frost usually hit upstate', question),
  newYork('How do I cancel my subscription', question, HELP),
  newYork('Why do my drivers always quit in December', question),
  newYork('Did I already send the invoice to the museum', question),
];

/** News and facts, several with a job word or a time in them: nothing may change. */
export const FORTYEIGHTH_STATEMENT: HeldOutItem[] = [
  london('Just dropped the last parcel', NO_CHANGE),
  london("The Patel party's been moved to Sunday", NO_CHANGE, move(words('Patel party'), '2026-11-15', null)),
  london('Mrs Okafor had her baby at 6 this morning a little girl', NO_CHANGE),
  london("The bees are clustering already and it's only November", NO_CHANGE),
  london("Counsel says the hearing's listed for the 3rd of December", NO_CHANGE),
  london('Two carers called in sick today', NO_CHANGE),
  london('The Corsa on Sandford Road was a locking wheel nut nightmare', NO_CHANGE),
  london("I've got 112 drops tomorrow", NO_CHANGE),
  london("The van's in for its service on Friday", NO_CHANGE),
  london('Got a review from the Patels five stars', NO_CHANGE),
  london("Greg's selling his extractor for 200 quid", NO_CHANGE),
  london('The new carer starts Monday', NO_CHANGE),
  london("It's chucking it down in Croydon", NO_CHANGE),
  newYork('The first frost is supposed to be Friday night', NO_CHANGE),
  newYork('Mrs Abernathy paid in cash', NO_CHANGE),
  newYork('Car 9 is back on the road', NO_CHANGE),
  newYork('We start tech tomorrow at noon', NO_CHANGE),
  newYork('The deposition ran 3 hours over', NO_CHANGE),
  newYork('Union Square gave us the corner spot', NO_CHANGE),
  newYork("Xavier's covering the prompt desk tonight", NO_CHANGE),
  newYork('Sold out of honeycrisp by 11', NO_CHANGE),
  newYork('The Goldbergs picked the gray Berber', NO_CHANGE),
  newYork("Sunday's class had 32 people", NO_CHANGE),
  newYork('Rent on the studio goes up in January', NO_CHANGE),
  newYork('Jamal passed his TLC test', NO_CHANGE),
  newYork("It's raining so no mowing today", NO_CHANGE),
];

export const FORTYEIGHTH_DECISION: HeldOutItem[] = [
  london("I've decided to stop doing Saturday parties after Christmas", decision),
  london("Right decision made we're taking on two more carers in January", decision),
  london("Decided I'm going to sell honey at the Lewes market from spring", decision),
  london("OK I'm not renewing the lease on the lockup", decision),
  london("I'm putting my prices up to £180 a party from January decided", decision),
  london("Decision I'm dropping the Sunday courier shifts", decision),
  london("I've made up my mind I'm going part time at the firm", decision),
  london("We're going with the Michelin supplier not the cheap ones", decision),
  london("Not taking on any more private clients this year that's final", decision),
  london('Going with Precious as senior carer', decision),
  london("Done deciding I'm keeping the bees at the orchard", decision),
  newYork('I decided to drop the 6 a.m. class', decision),
  newYork("We're going to stop the Saturday market after Christmas", decision),
  newYork("Decision made we're buying a second truck", decision),
  newYork("I'm going with the hybrid Camry for the new cab", decision),
  newYork("I've decided not to take any more medical jobs on weekends", decision),
  newYork("OK final answer I'm raising leaf cleanups to 350", decision),
  newYork("We're switching to the cheaper pad supplier", decision),
  newYork("I'm not doing the Philly conference this year", decision),
  newYork("Decided I'm taking the tour gig in March", decision),
  newYork("We're closing the studio on Thanksgiving", decision),
  newYork('so yeah decided no more cash fares after midnight', decision),
];

export const FORTYEIGHTH_DILEMMA: HeldOutItem[] = [
  london('Should I get a bigger van or take on a second driver', dilemma),
  london("I can't decide whether to take the Croydon contract or stay local", dilemma),
  london('Do I move the hives to the orchard or leave them on the allotment over winter', dilemma),
  london('Should I go part time at the firm or go freelance', dilemma),
  london('Is it better to sell part worns as well or only do new tyres', dilemma),
  london('Should I add balloon modelling as an extra or keep it simple', dilemma),
  london("I'm torn between hiring another carer and paying overtime", dilemma),
  london('Keep doing the Sunday shifts or have a proper day off', dilemma),
  london('Should I pick up bank shifts over Christmas or not', dilemma, question),
  london('Sell the honey wholesale or keep doing the markets', dilemma),
  london('should I buy the new tyre machine or lease one', dilemma),
  newYork('Should I buy a second mower or rent one for the spring', dilemma),
  newYork("I can't decide between the Prius and the Camry for the new cab", dilemma),
  newYork('Do I take the Broadway job or stay with the regional tour', dilemma),
  newYork('Should I keep doing medical interpreting or focus on legal', dilemma),
  newYork('Should I raise the class prices or add more classes', dilemma),
  newYork('Is it worth doing the winter market or should I just rest', dilemma),
  newYork('should I hire a helper for the big install or do it myself over two days', dilemma),
  newYork('Keep the studio lease or move somewhere cheaper', dilemma),
  newYork('Should I take Thanksgiving off or run the holiday class', dilemma),
  newYork('Go to the Philly conference or save the money', dilemma),
];

export const FORTYEIGHTH_RECALL: HeldOutItem[] = [
  london('What did I decide about the Saturday parties', recall('parties')),
  london('What did I decide about the carers', recall('carer')),
  london('Remind me what I decided about the lockup', recall('lockup')),
  london('What was my decision on the Lewes market', recall('lewes')),
  london('Did I decide anything about my party prices', recall('price')),
  london('Why did I drop the Sunday shifts again', recall('sunday')),
  london('What did I say about going part time', recall('part time')),
  london('Which tyre supplier did I go with', recall('supplier'), recall('tyre')),
  london('What did I decide about private clients', recall('private')),
  london('What did I decide about the hives at the orchard', recall('hive'), recall('orchard')),
  newYork('What did I decide about the 6 a.m. class', recall('class')),
  newYork('What did we decide about the Saturday market', recall('market')),
  newYork('What did I decide about the second truck', recall('truck')),
  newYork('Which car did I pick for the new cab', recall('cab'), recall('car')),
  newYork('Why did I stop taking weekend medical jobs', recall('medical'), recall('weekend')),
  newYork('What did I land on for leaf cleanup prices', recall('leaf')),
  newYork('What did I decide about the pad supplier', recall('pad')),
  newYork('Did I make a decision about Philly', recall('philly')),
  newYork('What did I decide about the tour in March', recall('tour')),
  newYork('What did I say about Thanksgiving', recall('thanksgiving')),
  newYork('remind me what I decided re the lease', recall('lease')),
];

export const FORTYEIGHTH_PRIORITISE: HeldOutItem[] = [
  london('What should I do first', prioritise('focus')),
  london("I've got too much on what can I drop this week", prioritise('drop')),
  london('Plan my day for me', prioritise('plan_day')),
  london("What's the most important thing today", prioritise('focus')),
  london('What can wait till next week', prioritise('drop')),
  london('Help me sort out what to do with the rest of today', prioritise('plan_day'), prioritise('focus')),
  london('What needs doing first when I get back to the depot', prioritise('focus')),
  london("I've got an hour between visits what should I do", prioritise('focus')),
  london('Can you put my jobs in order for tomorrow', prioritise('plan_day')),
  london("What's the priority", prioritise('focus')),
  london('Which of my jobs can I push', prioritise('drop')),
  newYork('What should I focus on today', prioritise('focus')),
  newYork('What can I skip this week', prioritise('drop')),
  newYork('Plan out my day', prioritise('plan_day')),
  newYork("What's most urgent", prioritise('focus')),
  newYork("I've got 2 hours before call what should I get done", prioritise('focus')),
  newYork('What can I let go of', prioritise('drop')),
  newYork('Give me a plan for tomorrow', prioritise('plan_day')),
  newYork('What do I tackle first when I get off the mower', prioritise('focus')),
  newYork("Too much on this week what's not important", prioritise('drop')),
  newYork("What's the most important thing on my list", prioritise('focus')),
];

export const FORTYEIGHTH_AGENDA: HeldOutItem[] = [
  london('What have I got on tomorrow', list('tomorrow')),
  london("What's on Friday", list('day', '2026-11-13')),
  london('Read me my list for today', list('today')),
  london('Anything overdue', list('overdue')),
  london("What's next", list('next')),
  london("What's on this week", list('week')),
  london('What have I got on Monday the 16th', list('day', '2026-11-16')),
  london("What's on Thursday the 19th", list('day', '2026-11-19')),
  london("What's on next Tuesday", list('day', '2026-11-17'), list('day', '2026-11-24')),
  london("What's on for Saturday", list('day', '2026-11-14')),
  london('Have I missed anything', list('overdue')),
  london('today?', list('today')),
  newYork('What do I have tomorrow', list('tomorrow'), list('day', '2026-11-12')),
  newYork("What's on Thursday", list('day', '2026-11-12'), list('tomorrow')),
  newYork('What do I have on the 24th', list('day', '2026-11-24')),
  newYork("What's my week look like", list('week')),
  newYork("What's coming up next", list('next')),
  newYork("Anything I've missed", list('overdue')),
  newYork("What's on Sunday", list('day', '2026-11-15')),
  newYork('What do I have today', list('today')),
  newYork("Read me tomorrow's jobs", list('tomorrow')),
  newYork("What's on December 1st", list('day', '2026-12-01')),
  newYork('What have I got on Thanksgiving', list('day', '2026-11-26')),
  newYork("What's on Monday", list('day', '2026-11-16')),
];

export const FORTYEIGHTH_FREE_TIME: HeldOutItem[] = [
  london('Am I free tomorrow afternoon', ...windows(l, '11-12', AFTERNOON)),
  london('Have I got any time Friday morning', ...windows(l, '11-13', MORNING)),
  london('Am I free at 4 today', ...windows(l, '11-11', at('16:00', '17:00', '16:30'))),
  london('Can I fit in a party on Sunday afternoon', ...windows(l, '11-15', AFTERNOON)),
  london('Is Saturday free', ...windows(l, '11-14', ALL_DAY)),
  london('Am I free between 10 and 12 on Monday', ...windows(l, '11-16', [['10:00', '12:00']])),
  london('Have I got anything on this evening', ...windows(l, '11-11', EVENING), list('today')),
  london('Any gaps tomorrow after 2', ...windows(l, '11-12', from('14:00'))),
  london('Am I free on the 20th', ...windows(l, '11-20', ALL_DAY)),
  london('Free for a call at half 5?', ...windows(l, '11-11', at('17:30', '18:30', '18:00'))),
  london('When am I free on Thursday', ...windows(l, '11-12', ALL_DAY)),
  newYork('Am I free Friday afternoon', ...windows(n, '11-13', AFTERNOON)),
  newYork('Do I have time tomorrow morning to do an estimate', ...windows(n, '11-12', MORNING)),
  newYork('Am I free at 1 today', ...windows(n, '11-11', at('13:00', '14:00', '13:30'))),
  newYork('Is Sunday open', ...windows(n, '11-15', ALL_DAY)),
  newYork('Am I free between 2 and 4 on Tuesday', ...windows(n, '11-17', [['14:00', '16:00']])),
  newYork('Have I got a gap this afternoon', ...windows(n, '11-11', AFTERNOON)),
  newYork('Anything on tomorrow evening', ...windows(n, '11-12', EVENING), list('tomorrow')),
  newYork('Can I squeeze in a private class Saturday at 11', ...windows(n, '11-14', at('11:00', '12:00', '11:30'))),
  newYork('Am I free the day after tomorrow', ...windows(n, '11-13', ALL_DAY)),
  newYork('Am I free for lunch on Monday', ...windows(n, '11-16', LUNCH)),
  newYork('Free after 3 today?', ...windows(n, '11-11', from('15:00'))),
];

export const FORTYEIGHTH_UNCLEAR: HeldOutItem[] = [
  london('Remind me to the at for tomorrow', unclear),
  london('Can you move the thing with the', unclear),
  london("Remind me to call the what's his name the guy with the van", unclear),
  london('The hives maybe Saturday or Sunday depending on the weather', unclear),
  london('Patel party', unclear),
  london('Put the er', unclear, NO_CHANGE),
  london('Kasia Thursday 11', unclear),
  london('Something about the Corsa', unclear),
  london('Do the thing tomorrow', unclear),
  london('Remind me about whatever it was Greg said', unclear),
  london('Hargreaves', unclear),
  london('need to sort the van out at some point maybe', unclear, task('sort the van out')),
  newYork('Remind me to mulch the no hold on', unclear),
  newYork('Goldbergs Thursday 9:30', unclear),
  newYork('Call about the thing at the place', unclear),
  newYork('Remind me to cool the bolt and the seventies', unclear),
  newYork('Fight call', unclear),
  newYork('Mrs Abernathy maybe Friday maybe Monday', unclear),
  newYork("The insurance or the inspection whichever's first", unclear),
  newYork("Tomorrow or Friday for the Kaplans estimate I'm not sure", unclear),
  newYork('Um', unclear, NO_CHANGE),
  newYork('Remind me to', unclear),
  newYork('what was I gonna say', unclear, NO_CHANGE),
  newYork('Ring her back', unclear),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const FORTYEIGHTH_BARE: HeldOutItem[] = [
  london('Done', unclear, askBack),
  london('Yeah do it tomorrow', unclear, askBack),
  london("Make it 3 o'clock", unclear, askBack),
  london('Delete that', unclear, askBack),
  london('The second one', unclear, askBack),
  london('Snooze it for an hour', unclear, askBack),
  london("Not now I'm driving", unclear, askBack),
  london('Change it to Friday', unclear, askBack),
  london('Number 3', unclear, askBack),
  london('Yep sorted', unclear, askBack),
  london('push it back an hour', unclear, askBack),
  london('Call it van service', unclear, askBack),
  newYork('Done.', unclear, askBack),
  newYork('Later', unclear, askBack),
  newYork('Tomorrow at 9', unclear, askBack),
  newYork('Cancel it', unclear, askBack),
  newYork('Move it to Monday', unclear, askBack),
  newYork("That one's done", unclear, askBack),
  newYork('Give me 20 minutes', unclear, askBack),
  newYork('Actually 4:30', unclear, askBack),
  newYork('The first one', unclear, askBack),
  newYork('Rename it Goldberg install', unclear, askBack),
];
