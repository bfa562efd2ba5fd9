/**
 * Held-out set, hundredtwelfth part b: cleaning and home services.
 *
 * London time (day-first dates): Bev, who runs a domestic cleaning round in Sheffield with three
 * staff; Kwame, a window cleaner in Croydon with a water-fed pole van who writes in short lines;
 * Agnieszka, an office cleaning contractor in Reading whose first language is Polish; Fergus, a
 * carpet and upholstery cleaner in Edinburgh who writes some Scots; Shabnam, who runs a pest control
 * and deep-clean firm in Birmingham and mixes in some Urdu words.
 *
 * New York time (month-first dates): Rosa, who runs a house cleaning business in Jackson Heights and
 * whose first language is Spanish; Marcus, a handyman and TV-mounting guy in the Bronx who writes all
 * lower case with no punctuation; Linh, who owns a laundromat and wash-and-fold service in Sunset Park
 * and whose first language is Vietnamese; Brendan, a gutter and power-washing contractor on Staten
 * Island; Naomi, a professional organiser in Brooklyn Heights who writes long careful messages.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  HELP,
  NO_CHANGE,
  STOP,
  UNDO,
  answer,
  ctx,
  decision,
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
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  unclear,
  within,
} from './held-out-kit';

/** daily just asked "Did you get to X?". */
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

export const HUNDREDTWELFTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('hiya love x', talk('greeting')),
  london('alright boss', talk('greeting')),
  london('Dzień dobry! good afternoon', talk('greeting')),
  london("aye aye, how's it gaun", talk('greeting')),
  london('salaam daily', talk('greeting')),
  london('afternoon chuck, you alright? x', talk('greeting')),
  london('hello\nyou there', talk('greeting'), NO_CHANGE),
  london("evening... naw it's only three, afternoon then", talk('greeting')),
  london('assalam o alaikum, sorry been on a wasp job all morning', talk('greeting')),
  // London: a hello, then an ask
  london(
    'hiya love, can u remind me to drop the keys back to Mrs Patel friday morning x',
    task('drop the keys back to Mrs Patel', l('11-13 09:00')),
    [talk('greeting'), task('drop the keys back to Mrs Patel', l('11-13 09:00'))],
  ),
  london('Hello, what I have tomorrow?', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  within(
    reminded('ring council about the Lozells rat job', l('11-11 14:00')),
    london('salaam, yes done it jee', done(), [talk('greeting'), done()]),
  ),
  // London: look like a greeting, are not one
  london(
    'remind me knock and say hi to the new customer 14 birdhurst rd\ntmrw 9am',
    task('knock and say hi to the new customer 14 birdhurst rd', l('11-12 09:00')),
  ),
  london("the wifie at the B&B says hiya tae ye, she's using daily an aw", NO_CHANGE),

  // New York: plain hellos
  newYork('hola buenos dias!', talk('greeting')),
  newYork('wassup', talk('greeting')),
  newYork('chào bạn, good morning', talk('greeting')),
  newYork('morning.', talk('greeting')),
  newYork("Good morning! I hope this finds you well — just checking in before my 11 o'clock client.", talk('greeting')),
  newYork('hello my friend 😊', talk('greeting')),
  newYork('yo u there', talk('greeting'), NO_CHANGE),
  newYork('hi hi, store busy today', talk('greeting'), NO_CHANGE),
  // New York: a hello, then an ask
  newYork('morning. add estimate for the Huguenot ave gutters thurs 2pm', task('estimate for the Huguenot ave gutters', n('11-12 14:00')), [
    talk('greeting'),
    task('estimate for the Huguenot ave gutters', n('11-12 14:00')),
  ]),
  newYork("Hi there — could you tell me what's on my plate for Friday?", list('day', '2026-11-13'), [
    talk('greeting'),
    list('day', '2026-11-13'),
  ]),
  within(
    reminded('mount tv for the lady on grand concourse', n('11-11 09:00')),
    newYork('yo yea did that one already', done(), [talk('greeting'), done()]),
  ),
  // New York: look like a greeting, are not one
  newYork(
    'remind me say happy birthday to Mrs Goldberg tomorrow, she is my client 20 years',
    task('say happy birthday to Mrs Goldberg', n('11-12')),
  ),
  within(
    reminded('sort the Whitmans donation pile', n('11-11 09:00')),
    newYork("Good morning! I haven't gotten to it quite yet, but it's on my radar.", NO_CHANGE),
  ),
];

export const HUNDREDTWELFTH_THANKS: HeldOutItem[] = [
  // London: plain thanks
  london('ta love xx', talk('thanks')),
  london('cheers bro', talk('thanks')),
  london('Thank you very much, you are very helpfull', talk('thanks')),
  london('cheers, yer a wee belter', talk('thanks')),
  london('shukriya 🙏', talk('thanks')),
  london("aw thank you so much love you're a star x", talk('thanks')),
  london('nice\nta', talk('thanks')),
  // London: thanks with an ask or a tick
  within(
    just('end of tenancy clean at the Ecclesall Rd flat', l('11-13 09:00')),
    london('ta love, actually make that 10 not 9 x', move(ctx, null, '10:00'), [talk('thanks'), move(ctx, null, '10:00')]),
  ),
  london('Thanks. And what is overdue for me please?', list('overdue'), [talk('thanks'), list('overdue')]),
  within(
    reminded("drop off the Hendry's sofa cushions", l('11-11 13:00')),
    london('cheers for minding me, done it this mornin', done(), [talk('thanks'), done()]),
  ),
  // London: mention thanks, are not thanks to daily
  london('remind me to thank Mrs Begum for the referral, tomorrow', task('thank Mrs Begum for the referral', l('11-12'))),
  london('thanks to this wind cant do the ladders today', NO_CHANGE),
  london('aye thanks very much, NOT. ye woke the wean wi that ping', NO_CHANGE),

  // New York: plain thanks
  newYork('gracias mi amor', talk('thanks')),
  newYork('good lookin out', talk('thanks')),
  newYork('cảm ơn nhiều', talk('thanks')),
  newYork('thx', talk('thanks')),
  newYork("Thank you so much — this is genuinely so helpful, I don't know how I managed before.", talk('thanks')),
  newYork('preciate it', talk('thanks')),
  newYork('ok thank you, bye bye', [talk('thanks'), talk('goodbye')], talk('thanks'), talk('goodbye')),
  within(just('pick up dryer sheets from Restaurant Depot', n('11-12')), newYork('ok thank you', talk('thanks'))),
  // New York: thanks with an ask or a tick
  newYork(
    'thanks. also add call the tire place about the truck friday',
    [talk('thanks'), task('call the tire place about the truck', n('11-13'))],
    task('call the tire place about the truck', n('11-13')),
  ),
  within(
    reminded('drop off donations at Housing Works', n('11-11 09:00')),
    newYork('Done and dusted, thank you for the nudge!', done(), [done(), talk('thanks')]),
  ),
  newYork('thanks. when is the Feldman clean again?', NO_CHANGE),
  // New York: mention thanks, are not thanks to daily (or thank but tick nothing)
  newYork(
    'Please remind me to send a thank-you card to the Abernathys on Monday for the referral.',
    task('send a thank-you card to the Abernathys for the referral', n('11-16')),
  ),
  newYork('thank god that mount held lol 85 inch on plaster', NO_CHANGE),
  within(
    reminded('send the Lopez family their invoice', n('11-11 09:00')),
    newYork('thank you for remember me, i forget totally about this one', NO_CHANGE),
  ),
];

export const HUNDREDTWELFTH_FEELING: HeldOutItem[] = [
  // London
  london('absolutely cream crackered love, 3 end of tenancies back to back x', talk('feeling'), talk('overwhelmed')),
  london('freezing\nhands numb', talk('feeling')),
  london('I am so tired, night shift again and again', talk('feeling')),
  london("ah'm pure scunnered wi this weather", talk('feeling')),
  london("too many call-outs, mice in 4 houses, wasps, council chasing me, I can't cope yaar", talk('overwhelmed')),
  london('so chuffed, Mrs Hartley gave us a £50 tip for christmas x', talk('feeling')),
  london("I have too much things today, I don't know where to start", talk('overwhelmed'), prioritise('focus'), [
    talk('overwhelmed'),
    prioritise('focus'),
  ]),
  london('feelin a wee bit low the day, quiet week', talk('feeling')),
  london('buzzin\nnew round in purley 30 houses', talk('feeling'), NO_CHANGE),
  london('dil bohat udaas hai, lost the school contract', talk('feeling')),
  london('been thinkin, ah should never have took on that hotel contract, ken', talk('reflection'), talk('feeling')),
  // London: sound like a tick or a removal, change nothing
  within(reminded('swap keys with Jodie for the Crookes house', l('11-11 14:00')), london("I'm done in love, honestly", NO_CHANGE)),
  london('feel like packing it all in and selling the van', NO_CHANGE),
  // London: a feeling, then an ask
  within(
    just('deep clean at the Moseley takeaway', l('11-12 08:00')),
    london('thak gayi hoon. push the takeaway one to friday', move(ctx, '2026-11-13', null), [
      talk('feeling'),
      move(ctx, '2026-11-13', null),
    ]),
  ),

  // New York
  newYork('estoy muerta, today we do 4 houses', talk('feeling')),
  newYork('tired af', talk('feeling')),
  newYork('machine broke again, I am so stress', talk('feeling'), talk('overwhelmed')),
  newYork('beat.', talk('feeling')),
  newYork(
    "I'm feeling a little overwhelmed this week, if I'm honest. Three whole-house declutters, a move-out, and I haven't even started on my own invoices.",
    talk('overwhelmed'),
  ),
  newYork('so happy, Mrs Klein give us the whole building!! 6 apartments', talk('feeling')),
  newYork('lowkey stressed bout this week too many jobs', talk('overwhelmed'), talk('feeling')),
  newYork('buồn quá, slow day again', talk('feeling')),
  newYork('crew no-showed. pissed.', talk('feeling')),
  newYork(
    "Today felt really meaningful — helped a widower go through his wife's closet. Lots of tears, but good ones.",
    talk('feeling'),
    talk('reflection'),
  ),
  newYork('feel so bad, I break a vase at Mrs Chen house', talk('feeling')),
  // New York: sound like a tick, change nothing
  within(reminded('return the drill bits to home depot', n('11-11 09:00')), newYork('ugh im so done w this week', NO_CHANGE)),
  // New York: overwhelm with an ask
  newYork('drowning. what can i drop this week', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
];

export const HUNDREDTWELFTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('can I share my list with my girls so they see the rota?', question, HELP),
  london('can u do voice notes\nor text only', question, HELP),
  london('Is it possible to set reminder in Polish language?', question, HELP),
  london("whit's the going rate for a three-piece suite clean these days, ye ken?", question),
  london('do I need a licence to use aluminium phosphide in the UK?', question),
  london("when's the Broomhill clean again love?", NO_CHANGE),
  london('I already put the Thames Tower invoice or no?', NO_CHANGE),
  // London: questions that are lists or a plan
  london('tmrw?\nwhat i got', list('tomorrow')),
  london('anythin overdue ah should ken aboot?', list('overdue')),
  london('what jobs I got thursday', list('day', '2026-11-12'), list('tomorrow')),
  london("what's on this week love", list('week')),
  london('What should I do first today?', prioritise('focus')),
  // London: a choice to think through, a look-up
  london('should I take the council framework or stay with private call-outs? council pays slow but steady', dilemma),
  london('whit did ah decide aboot the new extraction machine', recall('new extraction machine')),

  // New York: questions answered in words
  newYork('you can send reminder to my girls also?', question, HELP),
  newYork('how much u think i should charge to mount a 75 inch over a fireplace', question),
  newYork('what is best detergent for commercial machine?', question),
  newYork('u work with google cal', question, HELP),
  newYork("Quick question — is there a way to see everything I've completed this month? I like to look back.", question, HELP),
  newYork('did i put the taskrabbit job for sat in here', NO_CHANGE),
  newYork('the Friedman apartment is 11/20 or 11/21?', NO_CHANGE),
  // New York: questions that are lists, free time or a plan
  newYork('whats today', list('today')),
  newYork('what I have Saturday?', list('day', '2026-11-14')),
  newYork('What does the rest of my week look like?', list('week')),
  newYork('wat i got next', list('next')),
  newYork('I am free tomorrow afternoon? client want to add a clean', free(n('11-12 12:00'), n('11-12 17:00'))),
  // New York: a choice to think through, a look-up
  newYork('buy a second truck or keep renting. thoughts', dilemma),
  newYork('What did I decide about the storage unit for the Whitmans?', recall('storage unit for the Whitmans')),
];

export const HUNDREDTWELFTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london("Jodie's off sick again love, flu x", NO_CHANGE),
  london('van got a puncture\non the a23', NO_CHANGE),
  london('The client from Green Park sign the contract for 2 years!', NO_CHANGE),
  london("the Hendry's sofa's came up braw, like new", NO_CHANGE),
  london('wasp season finally over alhamdulillah', NO_CHANGE),
  london('lost the Nether Edge keys, found them in me coat pocket lol panic over x', NO_CHANGE),
  london('mrs okafor paid cash £40', NO_CHANGE),
  london('Supplier change the delivery day to Tuesdays', NO_CHANGE),
  london("the extraction machine's back fae the repair", NO_CHANGE),
  london('council sent the new rates, 5% less than last year', NO_CHANGE),
  // London: news about the task in view (may be a tick or a move)
  within(
    reminded('collect keys from the letting agent', l('11-11 13:00')),
    london('got the keys off the agent this morning love', done(), NO_CHANGE),
  ),
  within(
    just('gutter clear at 22 Park Lane', l('11-12 10:00')),
    london('customer said do it at 12 instead', move(ctx, null, '12:00'), NO_CHANGE),
  ),
  // London: a time said, nothing asked
  london('Night shift at Thames Tower friday 22:00', unclear, task('Night shift at Thames Tower', l('11-13 22:00'))),
  // London: a decision said in plain words is not mere news
  london("ah'm gaun wi the Prochem machine, no the cheap one", decision),

  // New York: news, changes nothing
  newYork('Maria quit today, she go back to Ecuador', NO_CHANGE),
  newYork('home depot out of the 3 inch lags again', NO_CHANGE),
  newYork('dryer number 4 is broken', NO_CHANGE),
  newYork('pressure washer seized.', NO_CHANGE),
  newYork('The Whitmans finally agreed to let go of the piano. Huge breakthrough!', NO_CHANGE),
  newYork('Mrs Goldberg pay by venmo finally', NO_CHANGE),
  newYork('got 5 stars on taskrabbit from the lady in riverdale', NO_CHANGE),
  newYork('wash and fold price go up to $1.75 per pound from december', NO_CHANGE),
  newYork('rain all day. crews home.', NO_CHANGE),
  // New York: news about the task in view
  within(
    reminded('drop the donation bags at Goodwill', n('11-11 09:00')),
    newYork('Dropped all eleven bags at Goodwill on my way in this morning.', done(), NO_CHANGE),
  ),
  within(just('tv mount in parkchester', n('11-12 13:00')), newYork('client moved it to 3', move(ctx, null, '15:00'), NO_CHANGE)),
  // New York: a time said, nothing asked
  newYork('estimate todt hill rd thurs 9am', unclear, task('estimate todt hill rd', n('11-12 09:00'))),
  // New York: a decision said in plain words
  newYork('I decide to open Sunday also starting December', decision),
];

export const HUNDREDTWELFTH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('x', NO_CHANGE),
  london('yh', NO_CHANGE),
  london('aye right', NO_CHANGE),
  london('acha', NO_CHANGE),
  london('ok, understand', NO_CHANGE),
  london('😂', NO_CHANGE),
  london('🐝', NO_CHANGE),
  london('help', HELP),
  // London: answering a reminder
  within(reminded('drop spare key to Mrs Ward', l('11-11 14:00')), london('done x', done())),
  within(reminded('shampoo the hotel corridor', l('11-11 14:00')), london('aye', done(), NO_CHANGE)),
  within(reminded('order microfibre cloths', l('11-11 12:00')), london('finish', done())),
  within(reminded('gutters at 9 Addiscombe Rd', l('11-11 14:30')), london('later', snoozeFor(60))),
  within(
    reminded('quote for the Edgbaston mice job', l('11-11 13:00')),
    london('kal', move(ctx, '2026-11-12', null), snoozeUntil(l('11-12 09:00'))),
  ),
  // London: answering a dilemma
  within(askedChoice('council framework or private call-outs?', 'council framework', 'private call-outs'), london('1', answer(1))),

  // New York: out of a conversation
  newYork('si', NO_CHANGE),
  newYork('aight', NO_CHANGE),
  newYork('dạ', NO_CHANGE),
  newYork('.', NO_CHANGE),
  newYork('🙂', NO_CHANGE),
  newYork('unsubscribe', STOP),
  newYork('undo that please', UNDO),
  // New York: answering a reminder or after a task was added
  within(reminded('buy bleach and gloves for the girls', n('11-11 09:00')), newYork('listo', done())),
  within(reminded('pick up anchors at the hardware store', n('11-11 09:30')), newYork('yup', done(), NO_CHANGE)),
  within(reminded('call the Speed Queen tech', n('11-11 09:00')), newYork('xong', done())),
  within(reminded('send estimate to the Ramos house', n('11-11 08:00')), newYork('nope', NO_CHANGE)),
  within(just('Housing Works drop-off', n('11-13 11:00')), newYork('perfect', NO_CHANGE)),
  within(reminded('deep clean the Novak oven', n('11-11 09:00')), newYork('mañana', move(ctx, '2026-11-12', null))),
  within(reminded('patch drywall in the Kingsbridge bathroom', n('11-11 09:30')), newYork('1h', snoozeFor(60))),
];
