/**
 * Held-out messages, hundredthird set, part g: people who work with animals.
 *
 * London time (day-first dates, 4/12 = 4 December):
 * - Tash, a dog walker in Clapham who texts in fast lowercase with no punctuation to speak of.
 * - Rhian, a dog groomer in Swansea who drops Welsh into her messages (shwmae, fory, heddiw).
 * - Helen, who runs a livery yard in Shropshire: hay, farriers, worming, liveries' fees.
 * - Morag, who runs a cattery and pet-sitting business in Glasgow and writes some Scots.
 * - Siobhán, a mobile equine vet in Newmarket whose first language is Irish-English.
 *
 * New York time (month-first dates, 4/12 = April 12):
 * - Dre, a dog trainer in Bed-Stuy (group classes, private sessions, puppy courses).
 * - Olga, a pet sitter on the Upper West Side whose first language is Russian.
 * - Vinny, who runs a mobile grooming van on Staten Island.
 * - Tess, who owns a dog daycare in Long Island City; first language Tagalog (po, grabe).
 * - Luis, who owns a reptile and aquarium shop in the Bronx.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HELP,
  NO_CHANGE,
  type HeldOutItem,
  answer,
  decision,
  dilemma,
  done,
  ctx,
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
/** daily summed up a dilemma and asked which option. */
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});

export const HUNDREDTHIRD_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('hiya', talk('greeting')),
  london('afternoon daily 👋', talk('greeting')),
  london('shwmae! 👋', talk('greeting')),
  london('prynhawn da, you about?', talk('greeting')),
  london("awright hen, how's it gaun", talk('greeting')),
  london("well daily, how's the form?", talk('greeting')),
  london('dia dhuit a chara', talk('greeting')),
  london('u there', talk('greeting')),
  london('morning! well afternoon now lol been on the yard since 6', talk('greeting'), talk('feeling')),
  // London: a hello with an ask after it (the ask is read)
  london(
    'hiya quick one remind me to drop the spare key back to no. 14 tmrw at 9',
    task('drop the spare key back to no. 14', l('11-12 09:00')),
    [talk('greeting'), task('drop the spare key back to no. 14', l('11-12 09:00'))],
  ),
  london('shwmae, beth sy mlaen fory? whats on tmrw', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  // "the day" is Scots for today
  london("hiya hen, whit've a got on the day?", list('today'), [talk('greeting'), list('today')]),
  london('Hello there, is there anything overdue on me at all?', list('overdue'), [talk('greeting'), list('overdue')]),

  // New York: plain hellos
  newYork('good morning!', talk('greeting')),
  newYork('gm ☕', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('privet 🙂', talk('greeting')),
  newYork('Good morning daily. How are you today?', talk('greeting')),
  newYork('magandang umaga po!', talk('greeting')),
  newYork('hello po, are you there?', talk('greeting')),
  newYork('heyyy u up', talk('greeting')),
  newYork("morning boss. van's loaded, lets gooo", talk('greeting'), NO_CHANGE),
  newYork('hello again lol', talk('greeting')),
  // New York: a hello with an ask after it
  newYork("hey there, remind me to order frozen mice friday, supplier's running low", task('order frozen mice', n('11-13')), [
    talk('greeting'),
    task('order frozen mice', n('11-13')),
  ]),
  newYork('Good morning, what is on today for me please', list('today'), [talk('greeting'), list('today')]),
  newYork('kumusta! anything for tomorrow?', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
];

export const HUNDREDTHIRD_FEELING: HeldOutItem[] = [
  // London
  london('knackered. 11 dogs and the rain didnt stop once', talk('feeling')),
  london("wedi blino'n lan heddiw. so so tired", talk('feeling')),
  london('feel like im drowning in bookings and its not even december', talk('overwhelmed')),
  london('absolutely scunnered wi the day', talk('feeling')),
  london('am fair puggled so a am', talk('feeling')),
  london("I'm wrecked, so I am. Four colics since Monday and the jeep making a noise", talk('feeling'), talk('overwhelmed')),
  london("ah I'm delighted, the old mare pulled through the night grand", talk('feeling')),
  london('too much on this week, the yard, the liveries, the accounts, vat return... i cant keep up', talk('overwhelmed')),
  london("everything's on top of me today tbh", talk('overwhelmed')),
  london('bit nervous abt the council licence inspection thurs tbh', talk('feeling')),
  // London: look like a tick or a task, are a feeling
  within(reminded('muck out the end stables', l('11-11 14:00')), london('done in. honestly done in', talk('feeling'), talk('overwhelmed'))),
  london('finished all my walks, buzzing, dogs were absolute angels today', talk('feeling'), NO_CHANGE),
  // London: overwhelm with an ask in it (the ask is read)
  london('so swamped, what can i drop today?', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),

  // New York
  newYork('so tired today honestly', talk('feeling')),
  newYork('I am very tired, this week is too much. Three clients away and all keys are with me', talk('overwhelmed')),
  newYork('ugh. so stressed', talk('feeling'), talk('overwhelmed')),
  newYork('buzzing after that consult!! she booked 10 sessions for her shepherd', talk('feeling')),
  newYork('nakakapagod today, 22 dogs in daycare 😩', talk('feeling')),
  newYork("grabe, I'm so overwhelmed po, two staff called out", talk('overwhelmed')),
  newYork('feeling kinda down, got a 1 star from the lady w the doodle', talk('feeling')),
  newYork("man i'm drowning. van heater busted, 6 appts, everybody running late", talk('overwhelmed')),
  newYork('happy today 🐍 the ball python finally ate', talk('feeling')),
  newYork('I am nervous, tomorrow new client with two huskies, they pull very strong', talk('feeling')),
  // New York: mention a task, ask nothing
  within(
    reminded('call back the Hendersons', n('11-11 09:00')),
    newYork('ugh I hate calling them back, they always complain about something', talk('feeling'), NO_CHANGE),
  ),
  newYork("i can't even look at the invoices today", talk('overwhelmed'), talk('feeling')),
  newYork('honestly proud of myself, caught up on every vaccine record in the system', talk('feeling'), NO_CHANGE),
];

export const HUNDREDTHIRD_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london('mrs okafor cancelled mondays walk shes wfh', NO_CHANGE),
  london('baxters lockbox code is 4471 now fyi', NO_CHANGE),
  london("hay delivery's been moved to saturday apparently", NO_CHANGE),
  london('sent the invoice to the Pryces yesterday btw', NO_CHANGE),
  london("the Kellys' gelding is lame again, same leg as before", NO_CHANGE),
  london("poor wee Tam's back on his meds, his mammy dropped them in this morning", NO_CHANGE),
  london("cattery's full for christmas noo, every pen booked", NO_CHANGE),
  london("Dai's cockapoo is booked in for 10 tmrw", NO_CHANGE),
  london('wedi gorffen y poodle, looks gorgeous x', NO_CHANGE, talk('feeling')),
  london('the lad from the feed merchants says prices are going up 8% in January', NO_CHANGE),
  london("Sorcha's covering my calls Saturday so", NO_CHANGE),
  // London: a task in view
  within(reminded('send invoice to the Pryces', l('11-11 12:00')), london('sent it this morning btw', done())),
  within(
    just('check vaccination card for Milo', l('11-12')),
    london("his owner says the jabs are all done, she'll send a pic of the card", NO_CHANGE, done()),
  ),

  // New York: news, changes nothing
  newYork("the Goldbergs cancelled, they're taking Biscuit to FL for thanksgiving", NO_CHANGE),
  newYork('shipment of the uvb bulbs delayed AGAIN, now says 11/20', NO_CHANGE),
  newYork('Mrs. Feldman left the key with doorman, not in lockbox', NO_CHANGE),
  newYork('van passed inspection 🙌', NO_CHANGE, talk('feeling')),
  newYork('new client signed up for the 6 week puppy class', NO_CHANGE),
  newYork('two dogs got into a scuffle at daycare po, nobody hurt', NO_CHANGE),
  newYork("Marco's out sick so I'm doing his pickups", NO_CHANGE),
  newYork('got a 5 star review from the frenchie lady!!', NO_CHANGE, talk('feeling')),
  newYork('the tegu sold!!! finally', NO_CHANGE, talk('feeling')),
  newYork('Already I walked Pushok and gave him the pills', NO_CHANGE),
  newYork('dropped off the deposit check at the bank btw', NO_CHANGE),
  // New York: a task in view
  within(reminded('pay deposit for van repair', n('11-11 09:00')), newYork('paid', done())),
  within(just('groom Coco', n('11-12 11:00')), newYork("Coco's mom moved her to friday", move(ctx, '2026-11-13', null), NO_CHANGE)),
];

export const HUNDREDTHIRD_DECISION: HeldOutItem[] = [
  // London: decisions
  london('right decided. no more saturday walks from jan', decision),
  london('going with the dearer hay supplier, the cheap stuff was too dusty for the old boys', decision),
  london("we're putting livery fees up £10 a week from January", decision),
  london('penderfynu: no more matted doodles without a shave-down waiver signed', decision),
  london("I'm no takin on ony mair dugs for sitting, cats only fae noo", decision),
  london("We'll not renew with the lab, going with the new one in Cambridge", decision),
  // London: a decision and a task
  london('ok decided, taking the locum job at the stud. need to email them back by friday', [
    decision,
    task('email them back', l('11-13')),
  ]),
  // London: answers daily's dilemma question
  within(
    askedChoice('Hire a second walker or stay solo?', 'hire a second walker', 'stay solo'),
    london('stay solo for now i think. yeah', answer(2)),
  ),
  // London: look like decisions, are not
  london('gonna ring the farrier tmrw', task('ring the farrier', l('11-12')), NO_CHANGE),
  london("i'd love to just stop doing puppy visits tbh", NO_CHANGE),
  london('should i take on a second walker or keep it just me?', dilemma),
  london('what did i decide about deposits for xmas bookings?', recall('deposits'), recall('deposits for xmas bookings')),
  london('thinking about maybe switching the liveries to gocardless', NO_CHANGE),

  // New York: decisions
  newYork('ok final answer, we stop overnight boarding after new year', decision),
  newYork('sticking with Chewy for kibble, the local guy is too unreliable', decision),
  newYork('I will not take more cats with diabetes. Too much responsibility. Final.', decision),
  newYork("we're gonna close the shop on mondays starting december", decision),
  newYork('desisyon ko na po: 2 staff minimum every shift, no exceptions', decision),
  newYork('letting the second van go when the lease ends, done with it', decision),
  // New York: a decision and a task
  newYork("ok we're going w/ Gusto for payroll. remind me to set up payroll monday", [decision, task('set up payroll', n('11-16'))]),
  // New York: answers daily's dilemma question
  within(
    askedChoice('Keep the Saturday classes or drop them?', 'keep them', 'drop them'),
    newYork('drop them. I need my weekends back', answer(2)),
  ),
  // New York: look like decisions, are not
  newYork('should I raise group class to $35?', dilemma, question),
  newYork('I plan to call the vet for Luna on friday', task('call the vet for Luna', n('11-13')), NO_CHANGE),
  newYork('wish I could hire another groomer honestly', NO_CHANGE),
  newYork('what did I decide about the crested gecko supplier', recall('crested gecko supplier'), recall('gecko supplier')),
  newYork("maybe I'll do a discount for multi-dog families, not sure yet", NO_CHANGE),
];

export const HUNDREDTHIRD_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london("when's the council licence inspection again?", question),
  london('how do i connect my google calendar to this', question, HELP),
  london('is it worth putting my prices up to £17 a walk?', question, dilemma),
  london('did I put the worming for the liveries on the list at all?', question, NO_CHANGE),
  london('how much is a rabies titre test these days, roughly?', question),
  london('is the 28/11 a saturday?', question),
  // London: lists
  london("what've i got tmrw", list('tomorrow')),
  london('oes unrhyw beth yn hwyr? anything overdue', list('overdue')),
  london("what's on friday", list('day', '2026-11-13')),
  london("whit's on this week?", list('week')),
  london("What's next on me?", list('next')),
  // London: a question in form, an ask in fact
  london('can u move bellas walk to 4', move(words('bella'), null, '16:00')),
  london('what should i focus on this afternoon', prioritise('focus')),

  // New York: questions answered in words
  newYork("when is Luna's vet appt?", question),
  newYork('how do I add a task that repeats every week?', question, HELP),
  newYork('is it worth getting a second van or too early?', question, dilemma),
  newYork('did I already add the cricket order?', question, NO_CHANGE),
  newYork('what is the difference between snooze and skip?', question, HELP),
  newYork('do bearded dragons need uvb at night', question),
  newYork('is Thanksgiving the 26th this year?', question),
  newYork("any idea why the lockbox code isn't working? tried it 3 times", question, NO_CHANGE),
  // New York: "remind me" in a question, not a new task
  newYork('can you remind me what time is the Feldman visit tomorrow?', question, list('tomorrow')),
  // New York: lists
  newYork('what do I have today po?', list('today')),
  newYork('whats on 11/20', list('day', '2026-11-20')),
  newYork("what's on this week", list('week')),
  newYork("what's overdue", list('overdue')),
  newYork('whats next', list('next')),
];
