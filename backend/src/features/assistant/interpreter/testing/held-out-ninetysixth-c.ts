/**
 * Held-out set, ninetysixth, part c: food and drink people who make, sell and deliver.
 *
 * On London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Dale, a craft brewer in Huddersfield who writes some Yorkshire ("owt", "nowt", "t'", "while" for until).
 * - Rhian, a coffee roaster in Cardiff who drops in Welsh words (diolch, iawn, tidy, lush, duw).
 * - Keith, a cheesemonger with a market stall in Norwich (bor, thass, hold you hard).
 * - Harriet, a wedding caterer in Bath: full sentences, capital letters.
 * - Agnieszka, who owns a bakery in Edinburgh; Polish is her first language (articles dropped, "I decide" for "I decided").
 *
 * On New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Jun-ho, a food truck owner in the Bronx; Korean is his first language.
 * - Tasha, a hot sauce maker in Bushwick (ngl, lowkey, yo).
 * - Miriam, a private chef on the Upper West Side, cooking for a few families.
 * - Nico, a kombucha brewer in Astoria who types fast in lowercase shorthand (rn, w, abt, tmrw, r, u).
 * - Desmond, who runs a Caribbean takeaway in Flatbush and writes some Jamaican patois (mi, fi, di, pon, nuh, cyaan).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  answer,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  n,
  newYork,
  NO_CHANGE,
  prioritise,
  recall,
  task,
  within,
  type HeldOutItem,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const NINETYSIXTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london("right that's it, we're going wi' the Yakima hops from now on. t'other lot were nowt but bother", decision),
  london('decided - no more casks to the Rose & Crown till they pay what they owe us', decision),
  london('iawn, sticking with the Colombian for the house blend. customers love it, no point changing', decision),
  london('gonna go for the second hand Probat rather than a new one, tidy saving and it roasts lovely', decision),
  london("not doing Dereham thursday market anymore bor, it's never worth the diesel", decision),
  london('We have decided to stop offering the hog roast. Far too much faff for the margin.', decision),
  london('Final answer: the Larkhall marquee people get the job. Done dithering.', decision),
  london('I decide finally, we will close on Mondays from January. is not worth to open', decision),
  london('ok so we take flour from Mathesons now and not from big supplier anymore. decision is made', decision),
  // London: a decision and a task in one message
  london("we're dropping the Aylsham saturday stall after christmas. remind me to tell Sue on friday", [
    decision,
    task('tell Sue', l('11-13')),
  ]),
  // London: the reminder was to decide; the answer decides and so ticks it
  within(
    reminded('decide on the Penarth unit', l('11-11 14:00')),
    london("decided, we're going with Penarth. bigger, cheaper, parking out front", [decision, done()], [done(), decision], decision),
  ),
  // London: look like decisions, are not
  london("thinking we might go wi' cans instead of bottles next year, dunno yet", NO_CHANGE, dilemma),
  london("the council's decided to put the rent up on the unit AGAIN 🙄", NO_CHANGE),
  london('Should we go with the cheaper linen hire? The samples felt a bit thin.', dilemma),
  london('I wish we had choose the other oven, this one is broken every week', NO_CHANGE),
  london('hold you hard, have I decided about the christmas hampers yet?', recall('christmas hampers'), recall('hampers')),

  // New York: decisions in plain words
  newYork('ok I decide. we not doing Yankee stadium spot anymore, too much fee', decision),
  newYork('final: bulgogi bowl price go up to $14 from next week', decision),
  newYork("ngl we're going w the Ridgewood co-packer. the other one ghosted us twice", decision),
  newYork('decision: no more free samples at markets. ppl take 5 and walk off', decision),
  newYork("Told myself I'd decide by today, so: I'm not taking the Hamptons weekend job.", decision),
  newYork("Switching the Levines' weekly shop over to Instacart. Done deliberating.", decision),
  newYork('ok decided we r dropping the ginger flavor, sells like garbage', decision),
  newYork('going w the 5gal kegs not the 1/6 bbl, cheaper + they fit in the van', decision),
  newYork('mi decide seh we nah open pon Sunday again, too much stress fi di staff', decision),
  newYork('a done deal, we a use Brooklyn Bread fi di coco bread from now', decision),
  // New York: news with "cancelled" in it, then a decision of their own
  newYork("Feldmans cancelled Friday last minute again, so I've decided no more bookings from them.", decision),
  // New York: look like decisions, are not
  newYork('might go check out the union sq market sat, see what the vibe is', NO_CHANGE),
  newYork('The Feldmans decided they want a vegan Thanksgiving this year. Of course they did.', NO_CHANGE),
  newYork('should i just go w the cheaper scoby guy or stay loyal to maria', dilemma),
  newYork('weh mi did decide bout di oxtail price?', recall('oxtail price'), recall('oxtail')),
  newYork('decide menu for the festival by friday', task('decide menu for the festival', n('11-13'))),
];

export const NINETYSIXTH_DILEMMA: HeldOutItem[] = [
  // London: two options named
  london('should I take on another brewer or just do the saturday brew meself', dilemma),
  london("torn between the Leeds beer fest and the Sheffield one, can't do both wi' one van", dilemma),
  london('not sure whether to start doing wholesale to cafes or stick with selling online', dilemma),
  london('do I keep the stall going thru January or shut till Feb? thass the question', dilemma),
  london('Dilemma: hire a second chef for the Christmas rush, or turn down the 19 Dec wedding?', dilemma),
  // London: one option named
  london('would it be mad to put the per-head price up for 2027 bookings?', dilemma),
  london('I dont know, should I open second shop in Leith or not. very big risk for us', dilemma),
  london('help me decide: sourdough course on saturdays, yes or no', dilemma),
  // London: none named
  london("duw, can't make my mind up about the new roaster at all. help me think it through?", dilemma),
  // London: look like dilemmas, are not
  london("couldn't decide which pint to have at t'pub last night so had both 😂", NO_CHANGE),
  london('customer asked should she get the Baron Bigod or the Brie de Meaux. told her the Bigod obvs', NO_CHANGE),
  london('I am torn apart today, two staff sick and the oven again', NO_CHANGE),
  // London: answering the choice daily asked
  within(
    askedChoice(
      'Hire a second chef for the Christmas rush or turn down the 19 Dec wedding?',
      'hire a second chef',
      'turn down the wedding',
    ),
    london("Let's hire. I can't bear saying no to the Hendersons.", answer(1)),
  ),
  within(
    askedChoice('Wholesale to cafes or stick with online?', 'wholesale to cafes', 'stick with online'),
    london('need to run the numbers past Gareth first, ask me again next week', answer(null)),
  ),

  // New York: two options named
  newYork('should I buy second truck or fix old one? mechanic say $6000 for fix', dilemma),
  newYork('I cannot decide. Smorgasburg or Queens night market for summer season', dilemma),
  newYork('lowkey torn on whether to go into whole foods or keep it small batch + bodegas', dilemma),
  newYork('Do I take on a fourth family or protect my weekends? Genuinely cannot decide.', dilemma),
  newYork('hire a part time bottler vs keep doing it myself at 2am?? idk', dilemma),
  newYork('mi cyaan decide if fi put curry goat pon di menu every day or just weekend', dilemma),
  // New York: one option named
  newYork('is it dumb to do a ghost pepper limited run right before xmas', dilemma),
  newYork('thinking abt moving from the astoria space to LIC, not sure tho. thoughts?', dilemma),
  // New York: none named
  newYork('I need to think through my day rate for next year. Can we talk it out?', dilemma),
  // New York: look like dilemmas, are not
  newYork('di customer dem cyaan decide between jerk an brown stew, line long bad', NO_CHANGE),
  newYork('Should I have heard back on the Goldberg menu by now? They said Monday.', NO_CHANGE),
  newYork('i was supposed to be at hunts point 5am today but truck no start. aigoo', NO_CHANGE),
  // New York: answering the choice daily asked
  within(
    askedChoice('Whole Foods or keep it small batch and bodegas?', 'whole foods', 'small batch and bodegas'),
    newYork('ugh sleep on it, ill tell u tmrw', answer(null)),
  ),
  within(
    askedChoice('Hire a part-time bottler or keep bottling yourself?', 'hire a bottler', 'keep bottling myself'),
    newYork('2', answer(2)),
  ),
];

export const NINETYSIXTH_RECALL: HeldOutItem[] = [
  // London
  london('what did I decide about the Rose and Crown in the end?', recall('rose and crown')),
  london('remind me why we stopped using Saaz', recall('saaz')),
  london('did I say yes to the Cowbridge farmers market?', recall('cowbridge farmers market'), recall('cowbridge')),
  london("what was the reason we went off the Bristol importer again, can't remember for the life of me", recall('bristol importer')),
  london('what did I settle on for the hamper prices', recall('hamper prices'), recall('hamper')),
  london('hold you hard, did I already make a call on the new van?', recall('new van'), recall('van')),
  london('What did we agree about deposits for 2027 weddings?', recall('deposits'), recall('deposits for 2027 weddings')),
  london('Remind me what I decided re the hog roast', recall('hog roast')),
  london('what I decide about Monday closing? I forget already', recall('monday closing')),
  london('why we choose Mathesons for flour, you remember?', recall('mathesons'), recall('mathesons for flour')),
  london("did we ever decide owt on t'christmas special or not", recall('christmas special')),
  // London: look like recall, are not
  london('remind me to decide on the xmas special by friday', task('decide on the xmas special', l('11-13'))),
  london('what did the EHO bloke say last time about fridge temps?', NO_CHANGE),
  london('I remember deciding against oat milk deals, was that right tho? starting to wonder', NO_CHANGE),
  london('What did the bride decide on canapés? She was meant to email me on Monday.', NO_CHANGE),

  // New York
  newYork('what I decide for Yankee stadium spot? I forget', recall('yankee stadium')),
  newYork('why we stop buying from Restaurant Depot? remind me pls', recall('restaurant depot')),
  newYork('yo what did i land on w the label printer thing', recall('label printer')),
  newYork('did I say yes to the Brooklyn Flea collab or nah', recall('brooklyn flea')),
  newYork("What did I decide about the Hamptons job? Client's asking again.", recall('hamptons')),
  newYork('Can you pull up why I turned down the Levine dinner party in October?', recall('levine dinner party'), recall('levine')),
  newYork('wait did i decide on the keg size thing', recall('keg size'), recall('keg')),
  newYork('remind me why we ditched ginger', recall('ginger')),
  newYork('wah mi did seh bout di Sunday opening? mi memory bad', recall('sunday opening')),
  newYork('yuh remember why we stop use di importer from Jersey?', recall('importer')),
  // New York: look like recall, are not
  newYork('remind me to decide abt the LIC space by the 20th', task('decide abt the LIC space', n('11-20'))),
  newYork('Did I buy the saffron for Friday? Blanking.', NO_CHANGE),
  newYork('what did the co-packer say about the min order, was it 500 or 1000', NO_CHANGE),
  newYork('mi decide fi stop di Monday delivery dem', decision),
];

export const NINETYSIXTH_PRIORITISE: HeldOutItem[] = [
  // London: focus
  london("ey up, what should I crack on wi' first?", prioritise('focus'), prioritise('plan_day')),
  london("what's the one thing I need to get done before I lock up?", prioritise('focus')),
  london("Which of these matters most right now? Feels like everything's urgent.", prioritise('focus')),
  london('what is most important now, tell me please', prioritise('focus')),
  // London: drop
  london("too much on this week, what can I knock on t'head?", prioritise('drop')),
  london("i'm drowning in jobs bor, what can wait?", prioritise('drop')),
  london('Could you help me work out what to let slide this week? Three weddings and a funeral tea.', prioritise('drop')),
  // London: plan the day
  london('plan my afternoon for me would you, bit all over the place today', prioritise('plan_day')),
  london('please make me plan for rest of today, I am lost with all the orders', prioritise('plan_day')),
  london('can you put today in some kind of order for me, diolch', prioritise('plan_day')),
  london('Right. Work out my day for me, what order do I tackle things in?', prioritise('plan_day')),
  // London: near-misses
  london('drop 6 kegs at the Grove tmrw 10am', task('drop 6 kegs at the Grove', l('11-12 10:00'))),
  london('I need to focus on the Hendersons menu for the rest of the day, no distractions', NO_CHANGE),
  london('I planned whole day already, just want to say thank you for yesterday', NO_CHANGE),
  london('cheers for the plan this morning, smashed it 💪', NO_CHANGE),

  // New York: focus
  newYork('what I do first? truck prep or call the supplier', prioritise('focus'), dilemma),
  newYork('ok what actually matters today, be honest', prioritise('focus')),
  newYork('whats the priority rn', prioritise('focus')),
  newYork('mi have too much fi do today, weh mi fi start?', prioritise('focus'), prioritise('plan_day')),
  // New York: drop
  newYork('too many thing today. what I can skip?', prioritise('drop')),
  newYork("I'm overbooked this week. What can I reasonably push or cut?", prioritise('drop')),
  newYork('way too much on my plate, what can go', prioritise('drop')),
  // New York: plan the day
  newYork('plan out my day? got bottling + a market pitch + invoices', prioritise('plan_day')),
  newYork('Map out my day please, I have two clients and a grocery run.', prioritise('plan_day')),
  newYork('gimme a plan fi today nuh, mi head a spin', prioritise('plan_day')),
  // New York: near-misses
  newYork('drop off 10 cases at sunnyside coop tmrw 2pm', task('drop off 10 cases at sunnyside coop', n('11-12 14:00'))),
  newYork('my focus today is literally just not burning the habanero batch lol', NO_CHANGE),
  newYork('What should I cook for the Feldmans on Friday? Something autumnal.', NO_CHANGE),
  newYork('di plan fi today work out good, everyting sort', NO_CHANGE),
];

export const NINETYSIXTH_AGENDA: HeldOutItem[] = [
  // London
  london('owt on today?', list('today')),
  london("what's left for today, I'm flagging", list('today')),
  london("what've I got friday", list('day', '2026-11-13')),
  london("what's on for me tomorrow then", list('tomorrow')),
  london("anything I've let slip? overdue stuff", list('overdue')),
  london("what's the week looking like bor", list('week')),
  london("what's on sat", list('day', '2026-11-14')),
  london('What do I have on 4/12?', list('day', '2026-12-04')),
  london("What's next on my list?", list('next')),
  london('what I have for monday?', list('day', '2026-11-16')),
  london('show me what is late please', list('overdue')),
  // London: look like a list, change nothing
  london("today's been lush, sold out by 2 🙌", NO_CHANGE),
  london("what's on at the Forum this weekend? someone said a xmas fair", NO_CHANGE),
  london("What's overdue is the Hendersons' balance. Three weeks now 😤", NO_CHANGE),

  // New York
  newYork('today what I have?', list('today')),
  newYork('tomorrow schedule pls', list('tomorrow')),
  newYork('whats on deck this week', list('week')),
  newYork("What's on my plate Thursday?", list('day', '2026-11-12'), list('tomorrow')),
  newYork('What do I have on 4/12? Someone wants to book a spring party.', list('day', '2027-04-12')),
  newYork('anything overdue', list('overdue')),
  newYork('wats on fri', list('day', '2026-11-13')),
  newYork('wah mi have fi do today?', list('today')),
  newYork('show mi di week nuh', list('week')),
  newYork('wuts next', list('next')),
  // New York: a tick and a list in one message
  within(reminded('label the jalapeño batch', n('11-11 09:30')), newYork('ok done w that, whats up next', [done(), list('next')])),
  // New York: look like a list, change nothing
  newYork('Today was a lot. Three services and the immersion blender died.', NO_CHANGE),
  newYork('what is overdue fine for parking ticket in NYC? i got one yesterday', NO_CHANGE),
  newYork("this week's been absolutely nuts, sold 400 bottles", NO_CHANGE),
];

// Windows: morning 09:00-12:00, afternoon 12:00-17:00, evening 17:00-22:00, lunchtime 12:00-14:00, in the
// person's zone. "this afternoon" asked in London at 15:00 may start now or at noon: both are given.
export const NINETYSIXTH_FREE_TIME: HeldOutItem[] = [
  // London
  london("am I free thursday afternoon? rep from t'maltsters wants to pop round", free(l('11-12 12:00'), l('11-12 17:00'))),
  // "while" is Yorkshire for "until"
  london('owt in the diary from 1 while 4 tomorrow?', free(l('11-12 13:00'), l('11-12 16:00'))),
  london('have I got a gap friday morning for the La Marzocco engineer?', free(l('11-13 09:00'), l('11-13 12:00'))),
  london('free this evening? someone wants a cupping session', free(l('11-11 17:00'), l('11-11 22:00'))),
  london('any time monday between 10 and 12 for the EHO visit?', free(l('11-16 10:00'), l('11-16 12:00'))),
  london('am I clear sat 4 till 6, after we pack the stall up', free(l('11-14 16:00'), l('11-14 18:00'))),
  london('Am I free on the 20th for a tasting? Afternoon ideally.', free(l('11-20 12:00'), l('11-20 17:00'))),
  london(
    'Do I have anything on this afternoon? Need to nip to Bristol for chafing dishes.',
    free(l('11-11 15:00'), l('11-11 17:00')),
    free(l('11-11 12:00'), l('11-11 17:00')),
  ),
  london(
    'I am free tomorrow morning? oven man can come 9 until 11',
    free(l('11-12 09:00'), l('11-12 11:00')),
    free(l('11-12 09:00'), l('11-12 12:00')),
  ),
  london('have I time for interview with new girl on 3/12 at 2pm, one hour', free(l('12-03 14:00'), l('12-03 15:00'))),
  london('free for an hour at 11 tmrw? diolch', free(l('11-12 11:00'), l('11-12 12:00'))),
  london('anything on over lunch friday? wholesale lad wants a natter', free(l('11-13 12:00'), l('11-13 14:00'))),
  // London: look like free time, change nothing
  london('finally free of that landlord, lease is signed over 🍻', NO_CHANGE),
  london('free samples went down a storm today, thass the new Binham Blue all gone', NO_CHANGE),
  london('Is the Assembly Rooms free on 12/6? Client asking.', NO_CHANGE),

  // New York
  newYork('tomorrow afternoon I am free? health inspector want to come', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork('friday 2 to 4 pm I have something?', free(n('11-13 14:00'), n('11-13 16:00'))),
  newYork('any gap thurs morning? pepper farm guy wants a call', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork('Am I free Monday evening? The Levines want a last-minute dinner.', free(n('11-16 17:00'), n('11-16 22:00'))),
  newYork("Do I have time for a Zabar's run before noon?", free(n('11-11 10:00'), n('11-11 12:00'))),
  newYork('free 11/19 3-5?', free(n('11-19 15:00'), n('11-19 17:00'))),
  newYork('got any openings sat am', free(n('11-14 09:00'), n('11-14 12:00'))),
  newYork('mi free tomorrow evening? mi cousin wan come help wid di jerk pan', free(n('11-12 17:00'), n('11-12 22:00'))),
  newYork('yuh see anyting pon mi calendar Tuesday between 11 an 1?', free(n('11-17 11:00'), n('11-17 13:00'))),
  newYork('Is there a window this afternoon for a quick knife-sharpening drop-off?', free(n('11-11 12:00'), n('11-11 17:00'))),
  // New York: look like free time, change nothing
  newYork("we're doing free tastings at the bushwick collective sat 12-4, come thru 🌶️", NO_CHANGE),
  newYork('r u free to chat', NO_CHANGE),
  newYork('I am free now finally, inspection pass!! 🙏', NO_CHANGE),
  newYork('mi nuh have time fi nutten today, bwoy', NO_CHANGE),
];
