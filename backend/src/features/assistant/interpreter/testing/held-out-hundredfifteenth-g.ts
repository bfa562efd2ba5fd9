/**
 * Held-out set, hundredfifteenth part g: gardeners, landscapers and tree surgeons.
 *
 * London time (day-first): Dot, a self-employed gardener in Norwich with a round of regular clients;
 * Kofi, a landscaper in Lewisham doing patios and fencing; Marek, a tree surgeon in Swindon whose first
 * language is Polish; Isla, a garden designer in Aberdeen who writes some Scots; Harpreet, who runs a
 * lawn-care and weed-control franchise in Wolverhampton.
 *
 * New York time (month-first): Alejandro, a landscaper with two crews in Yonkers whose first language is
 * Spanish; Dre, a tree-removal guy in the Bronx; Mai, who runs a plant shop and interior-plant care service
 * in Williamsburg and whose first language is Japanese; Gary, a snow-plow and hardscape contractor on
 * Staten Island; Hannah, a rooftop-garden and terrace designer in Tribeca who writes long careful messages.
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

export const HUNDREDFIFTEENTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('afternoon duck! 🌼', talk('greeting')),
  london("Aye aye daily, hoo's it gaun", talk('greeting')),
  london('Sat sri akal ji 🙏', talk('greeting')),
  london('yo', talk('greeting')),
  london('Hello daily, good afternoon from Swindon, is Marek here', talk('greeting')),
  london("hello love, hope you're keeping dry, it's siling down here in Norwich", talk('greeting')),
  london("Hiya! nearly dark already up here, it's no even half three", talk('greeting')),
  // London: a hello, then the ask is read
  london('alright. whats on tmrw', list('tomorrow')),
  london("hiya duck, remind me to do mrs Bloomfield's hedge friday morning", task("do mrs Bloomfield's hedge", l('11-13 09:00'))),
  london(
    'Hi, please remind me to apply council permit for the oak on Bath Road until friday',
    task('apply council permit for the oak on Bath Road', l('11-13')),
  ),
  london('sat sri akal! anything overdue from the routes?', list('overdue')),
  london('Afternoon! am I free the morn efternoon for a site visit oot in Cults?', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('hiya. remind me ring skip hire 8am tmrw', task('ring skip hire', l('11-12 08:00'))),
  // London: looks like a greeting, is a task or news
  london(
    'remind me to pop in and say hello to old Mr Gedge when I do his lawn monday',
    task('pop in and say hello to old Mr Gedge when I do his lawn', l('11-16')),
    task('pop in and say hello to old Mr Gedge', l('11-16')),
  ),
  london("my customer in Tettenhall says hello to u 😂 she's seen me texting you on the doorstep", NO_CHANGE),

  // New York: plain hellos
  newYork('buenos días daily!', talk('greeting')),
  newYork('yo whats good', talk('greeting')),
  newYork('おはようございます! good morning daily', talk('greeting')),
  newYork('Morning.', talk('greeting')),
  newYork('Good morning daily, Hannah here — I hope your week is going well.', talk('greeting')),
  newYork('mornin', talk('greeting')),
  // New York: a hello, then the ask is read
  newYork('hola buenos dias what I have today', list('today')),
  newYork('morning. remind me salt order 3pm', task('salt order', n('11-11 15:00'))),
  newYork(
    'Hello! please remind me deliver monstera to the Wythe Ave office tomorrow 11am',
    task('deliver monstera to the Wythe Ave office', n('11-12 11:00')),
  ),
  newYork('yo whats this week look like', list('week')),
  newYork(
    "Good morning! I hope you're well. I'm on the train out to the nursery in New Jersey and finally have a quiet minute, so I wanted to say hello properly rather than just firing things at you. While I have you, could you remind me to send the Harrison Street board the revised planter load calculations by Friday end of day?",
    task('send the Harrison Street board the revised planter load calculations', n('11-13 17:00')),
  ),
  newYork('hey buen dia, anything I forgot?? overdue stuff', list('overdue')),
  // New York: looks like a greeting, is a task or news
  newYork('remind me thurs 7am say hi to the new guy at the salt yard', task('say hi to the new guy at the salt yard', n('11-12 07:00'))),
  newYork('The receptionist at Kent Ave office say hello to you 😊 she also want plant reminder app', NO_CHANGE),
];

export const HUNDREDFIFTEENTH_FEELING: HeldOutItem[] = [
  // London
  london("I'm that tired duck, five lawns and a hedge today and my knees are shot", talk('feeling')),
  london('knackered. laid 40m2 of slabs', talk('feeling')),
  london('I am very tired, I climb three big trees today and wind was strong', talk('feeling')),
  london('Pure scunnered the day. Dreich as anything and the client changed her mind again', talk('feeling')),
  london("too much going on, 3 vans on the road, 2 lads off sick, customers ringing nonstop, can't think straight", talk('overwhelmed')),
  london('honestly love, leaves everywhere, every client wants them gone at once, I am swamped', talk('overwhelmed')),
  london('quotes, skip, van MOT, 2 jobs running. too much man', talk('overwhelmed')),
  london(
    'I think about it today, maybe I am too long time climbing, my body is not young anymore. Maybe in few years I do only ground work. Just thinking',
    talk('reflection'),
    talk('feeling'),
  ),
  london(
    'Been thinking, ken, I spend mair time on spreadsheets than drawing gardens these days. No sure how I feel aboot that',
    talk('reflection'),
    talk('feeling'),
  ),
  london('bas yaar, feeling proper low today', talk('feeling')),
  london('bit nervous about quoting for the big house on Unthank Road, feels out of my league', talk('feeling')),
  // London: remarks, ask nothing
  london("gutted, mixer's died on site", NO_CHANGE),
  london('so happy, council give me permit for the lime trees finally!!', NO_CHANGE),
  london('buzzing, 12 new sign ups off the leaflet drop 🙌', NO_CHANGE),
  within(reminded('scarify the Hendersons lawn'), london('oh my poor back duck, that wind today', NO_CHANGE)),

  // New York
  newYork('beat man long day', talk('feeling')),
  newYork('estoy muerto, 6 leaf cleanups yesterday', talk('feeling')),
  newYork('I am so tired today. many stairs with big pots', talk('feeling')),
  newYork('Wiped.', talk('feeling')),
  newYork(
    "I'm honestly overwhelmed. Three terrace installs are running over, the Leonard Street board still hasn't approved the drainage plan, the nursery can't find the Japanese maples I promised a client, and I have a presentation on Friday that I haven't started.",
    talk('overwhelmed'),
  ),
  newYork('too much this week, contracts renew, leaf jobs, plow trucks need get ready, my head explode', talk('overwhelmed')),
  newYork('too many jobs not enough guys im drowning', talk('overwhelmed')),
  newYork('Stressed. First storm friday and the plow truck still aint right', talk('feeling'), talk('overwhelmed')),
  newYork(
    'Lately I think maybe I want close the shop and only do office plant care. Shop is my dream but very hard. just thinking',
    talk('reflection'),
    talk('feeling'),
  ),
  newYork(
    "I've been reflecting on this season. We took on twice as many rooftops as last year, and while the work is the best we've ever done, I've barely seen my own garden, or my kids on a weekday evening. I don't want to act on it yet, I just want to notice it.",
    talk('reflection'),
    talk('feeling'),
  ),
  newYork('feelin good today ngl', talk('feeling')),
  // New York: remarks, ask nothing
  newYork('Salt price up again. Unreal.', NO_CHANGE),
  newYork('so proud, my crew finish the whole Getty Square contract in 2 days', NO_CHANGE),
  within(reminded('grind stump on Pelham Pkwy'), newYork('ugh my back from that crane day yesterday', NO_CHANGE)),
];

export const HUNDREDFIFTEENTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london("Mrs Pye's cancelled friday love, she's off to her daughter's in Cromer", NO_CHANGE),
  london('skip came', NO_CHANGE),
  london('chipper is back from the service, all good now', NO_CHANGE),
  london("Nursery in Inverurie says the yew hedging's coming on the 20th", NO_CHANGE),
  london('round 4 treatments all done in Bilston today ✅', NO_CHANGE),
  london('van failed MOT. brakes', NO_CHANGE),
  london('the oak in Old Town has TPO, so I cannot touch it without permit', NO_CHANGE),
  london("green waste tip's shut thursday for maintenance, typical", NO_CHANGE),
  london("It's been dreich aw week, cannae get the turf laid", NO_CHANGE),
  london('new customer signed up in Penn, 5 treatment plan', NO_CHANGE),
  london('client in Brockley paid the deposit', NO_CHANGE),
  // London: news about the task in view
  within(reminded('pay green waste permit'), london('paid that on monday love', done())),
  within(
    just('order 20 bags of sharp sand', l('11-12 09:00')),
    london('lads already picked the sand up from travis perkins', done(), NO_CHANGE),
  ),
  within(
    reminded('send risk assessment to the council for the beech'),
    london('council already have it, I send by email yesterday', done()),
  ),
  // London: news about something other than the task in view
  within(
    just('ring Mrs Grant about the planting plan', l('11-12 10:00')),
    london("The digger driver says he's free on Monday, by the way", NO_CHANGE),
  ),

  // New York: news, changes nothing
  newYork('crew 2 truck is fixed', NO_CHANGE),
  newYork('crane company moved us to monday', NO_CHANGE),
  newYork('Delivery truck late today, the fiddle leaf figs come tomorrow', NO_CHANGE),
  newYork('Salt delivered. 20 ton.', NO_CHANGE),
  newYork(
    "For context: the Franklin Street building's board only meets on the first Tuesday of each month, so nothing of ours gets approved before 12/1.",
    NO_CHANGE,
  ),
  newYork('the Lopez family cancel the mowing contract for next year', NO_CHANGE),
  newYork('insurance cert came thru finally', NO_CHANGE),
  newYork('Office on Bedford Ave is closed whole Thanksgiving week', NO_CHANGE),
  newYork('Forecast says 4 inches saturday', NO_CHANGE),
  newYork(
    'Just so you have the picture, nothing to do here: the nursery in Princeton has finally tagged all twelve river birches for the Greenwich Street terrace, the crane permit is with the DOT, and the super has confirmed we can use the freight elevator on install day.',
    NO_CHANGE,
  ),
  // New York: with a task in view
  within(reminded('send Yonkers city the plow contract'), newYork('ya lo mandé yesterday', done())),
  within(reminded('invoice the Arthur Ave job'), newYork('they paid cash already', done(), NO_CHANGE)),
  within(
    just('water the ZZ plants at the Kent Ave office', n('11-13')),
    newYork('The office manager say they move to new floor next month', NO_CHANGE),
  ),
  within(just('replace plow blade edge', n('11-13')), newYork('Dealer got the part in stock.', NO_CHANGE)),
];

export const HUNDREDFIFTEENTH_DECISION: HeldOutItem[] = [
  // London: decisions
  london("right duck, I've decided no new clients till spring, round's full", decision),
  london('going with the composite fencing supplier from now. done with the cheap stuff', decision),
  london('I decide to sell the old chipper and buy the Forst one, is decided', decision),
  london("Aye, that's me decided — nae mair jobs north o' Ellon, the drive's too much", decision),
  london('decided, we stop the sunday routes from December, lads need the rest', decision),
  london('no more cash jobs. everything invoiced from now', decision),
  london("I'm putting my prices up £2 an hour from January, told the regulars already", decision),
  london('From now I not climb alone, always two people on site. Final.', decision),
  // London: look like decisions, are not
  london('Thinking I might stop doing the maintenance side, dinnae ken yet', NO_CHANGE, dilemma),
  london('should I take on a 4th van for spring or keep 3 and get a part timer?', dilemma),
  london('what did I decide about the leaf clearance prices duck?', recall('leaf clearance prices')),
  london(
    'need to decide on the new van by end of month',
    task('decide on the new van', l('11-30')),
    task('decide on the new van', l('11-30 17:00')),
  ),
  london('I am leaning to Arborcare for the insurance but first I ask my accountant', NO_CHANGE, dilemma),
  within(
    askedChoice('Buy your own stump grinder or keep hiring one?', 'buy one', 'keep hiring'),
    london('hire. I use it only maybe 5 time in a year', answer(2)),
  ),
  within(
    askedChoice('Keep the studio in town or work from home?', 'keep the studio', 'work from home'),
    london("Keep the studio, I'd go daft at hame", answer(1)),
  ),

  // New York: decisions
  newYork('ok decided, we no do leaf cleanup for less than 300 anymore', decision),
  newYork('im done with that crane outfit from now on we use tri state', decision),
  newYork('I decide: no more deliveries on Sunday from December', decision),
  newYork('Not plowing commercial lots this year. Driveways only. Decided.', decision),
  newYork(
    "After a lot of back and forth with the team, and a long talk with my accountant last night, I've decided we won't take on any new rooftop projects below 14th Street until the spring — we simply can't staff them properly through the winter, and I'd rather do fewer jobs well.",
    decision,
  ),
  newYork('we keep same price for the snow contracts, decidido', decision),
  newYork('Starting January, small offices get plant visit every two weeks, not weekly. I decided.', decision),
  // New York: look like decisions, are not
  newYork('thinkin bout gettin my own crane idk', dilemma, NO_CHANGE),
  newYork('Buy a second plow truck or sub out the overflow?', dilemma),
  newYork('What did I decide about the irrigation contractor for Harrison Street?', recall('irrigation contractor for Harrison Street')),
  newYork('remind me decide about the new mower by friday', task('decide about the new mower', n('11-13'))),
  within(
    askedChoice('Raise plant-care prices or drop the smallest clients?', 'raise prices', 'drop the smallest clients'),
    newYork('raise price. small client is also my friend 😅', answer(1)),
  ),
  within(askedChoice('Plow with your own truck or sub it to Ray?', 'own truck', 'sub to Ray'), newYork('Own truck.', answer(1))),
  within(
    askedChoice('Corten planters or fiberglass for the Tribeca terrace?', 'Corten', 'fiberglass'),
    newYork("I honestly still don't know — I'd like to see the samples on Friday first.", answer(null), NO_CHANGE),
  ),
];

export const HUNDREDFIFTEENTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('when am I doing the Hendersons again duck?', question),
  london('can u order the skip for me', question),
  london('how I make reminder every two week?', question, HELP),
  london('Is 4/12 a Friday?', question),
  london('can you text my customers their next treatment dates?', question),
  london('did I put the Gedge leaves on the list love?', question, NO_CHANGE),
  london('you know how long council take for TPO application?', question),
  london('better to hire a mini digger or dig out by hand for a small patio?', question, dilemma),
  within(reminded('chase the nursery for the yew hedging'), london('Did they get back tae me yet?', question, NO_CHANGE)),
  // London: questions that are lists and look-ups
  london('kal da ki hai? whats on tomorrow', list('tomorrow')),
  london('anything overdue', list('overdue')),
  london("what've I got for the rest of the week duck?", list('week')),
  london('Am I free Friday morning for a site visit?', free(l('11-13 09:00'), l('11-13 12:00'))),
  london('what I decide about the chipper?', recall('chipper')),
  london('what do I do first, 3 routes and the stock order', prioritise('focus')),

  // New York: questions answered in words
  newYork('when is the Riverdale contract meeting?', question),
  newYork('can u call the insurance guy for me', question),
  newYork('How I can make reminder every monday and thursday?', question, HELP),
  newYork('12/5 a saturday?', question),
  newYork(
    "A question about how you work, if you don't mind: when I've set reminders for a client install and the building's board pushes the date, is there a way to move all the related reminders at once, or do I need to move each one individually?",
    question,
    HELP,
  ),
  newYork('whats the best time of year to grind stumps', question),
  newYork('Do you know the Navy Yard loading dock hours?', question),
  newYork('Rock salt or calcium for the pavers?', question, dilemma),
  within(shown('plow truck oil change', 'salt order', 'invoice Grasso'), newYork('2 is for tmrw?', question, NO_CHANGE)),
  // New York: questions that are lists and look-ups
  newYork('what I have for today', list('today')),
  newYork('whats next', list('next')),
  newYork('What do I have on 11/24?', list('day', '2026-11-24')),
  newYork('am I free tomorrow 1 to 3? new office want consultation', free(n('11-12 13:00'), n('11-12 15:00'))),
  newYork('can you plan my day? 2 crews, 11 properties, and paperwork', prioritise('plan_day')),
];
