/**
 * Held-out set, hundredsixteenth part b: mechanics, garages and car-care businesses.
 *
 * London time (day-first dates): Shaun, who runs a two-bay MOT and repair garage in Doncaster and
 * writes short lines with a lot of "mate"; Priya, a mobile car valeter and detailer in Slough who
 * uses lots of emojis; Tomasz, a mobile tyre fitter in Northampton whose first language is Polish;
 * Fraser, a Dundee classic-car restorer who writes some Scots; Adeel, who runs a small body shop and
 * car-hire business in Birmingham and mixes in some Urdu words.
 *
 * New York time (month-first dates): Luis, a mechanic with his own shop in the South Bronx whose
 * first language is Spanish; Dwayne, a tow-truck owner-operator in East New York who writes all
 * lower case with no punctuation; Mei, who runs a mobile EV-charger installation and car-electronics
 * business in Flushing and whose first language is Mandarin; Sal, a used-car dealer and auto-body
 * guy on Staten Island, blunt and clipped; Elaine, a fleet-maintenance consultant for small delivery
 * companies in Midtown who writes long careful messages.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  HELP,
  NO_CHANGE,
  START,
  STOP,
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
  note,
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
/** daily summed up a dilemma and asked which way the person is leaning. */
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});

export const HUNDREDSIXTEENTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('alright mate', talk('greeting')),
  london('now then', talk('greeting')),
  london('heyyy 👋😊✨', talk('greeting')),
  london('Hello, good afternoon to you', talk('greeting')),
  london("hiya pal, hoo's it gaun", talk('greeting')),
  london('salam bhai', talk('greeting')),
  london('you there mate?', talk('greeting'), NO_CHANGE),
  london('morning!! well afternoon lol 🙈☀️', talk('greeting')),
  london('Cześć! I am back from call-out', talk('greeting'), NO_CHANGE),
  // London: a hello, then an ask or a tick
  london(
    'alright mate, remind us order brake pads for the focus tmrw first thing',
    task('order brake pads for the focus', l('11-12 09:00')),
    task('order brake pads for the focus', l('11-12 08:00')),
    [talk('greeting'), task('order brake pads for the focus', l('11-12 09:00'))],
  ),
  london('salam, what have I got on today', list('today'), [talk('greeting'), list('today')]),
  within(
    reminded('collect the Capri sills fae the blasters', l('11-11 14:00')),
    london('hiya, aye got them this mornin', done(), [talk('greeting'), done()]),
  ),
  // London: look like a greeting, are not one
  london(
    'pls remind me to text hello to the new fleet manager at Enterprise tmrw morning 🙏📱',
    task('text hello to the new fleet manager at Enterprise', l('11-12 09:00')),
  ),
  london('customer say hello to you, he see me using the app in the van', NO_CHANGE),

  // New York: plain hellos
  newYork('buenas!', talk('greeting')),
  newYork('yo whats good', talk('greeting')),
  newYork('Hi, 你好 good morning', talk('greeting')),
  newYork('morning', talk('greeting')),
  newYork("Good morning — hope you're well. Just settling in at my desk before a 10:30 audit call.", talk('greeting')),
  newYork('hello amigo, good morning', talk('greeting')),
  newYork('u up', talk('greeting'), NO_CHANGE),
  newYork('hello, today very cold outside', talk('greeting'), NO_CHANGE),
  // New York: a hello, then an ask or a tick
  newYork('morning. add auction in manheim sat 8am', task('auction in manheim', n('11-14 08:00')), [
    talk('greeting'),
    task('auction in manheim', n('11-14 08:00')),
  ]),
  newYork("Hi there — could you show me what's overdue? I suspect I've let a few things slip.", list('overdue'), [
    talk('greeting'),
    list('overdue'),
  ]),
  within(
    reminded('call the parts guy about the Camry alternator', n('11-11 09:00')),
    newYork('hola, sí ya lo llamé', done(), [talk('greeting'), done()]),
  ),
  // New York: look like a greeting, are not one
  newYork('remind me say hi to big mike at the impound tmrw', task('say hi to big mike at the impound', n('11-12'))),
  within(reminded('renew the dealer plates at DMV', n('11-11 09:00')), newYork('morning. not yet.', NO_CHANGE)),
  newYork(
    'remind me 9am tomorrow to say good morning to the new installer, first day for him',
    task('say good morning to the new installer', n('11-12 09:00')),
  ),
];

export const HUNDREDSIXTEENTH_THANKS: HeldOutItem[] = [
  // London: plain thanks
  london('cheers mate', talk('thanks')),
  london('thank youuu 🙏💖', talk('thanks')),
  london('Thank you, is very helpful this', talk('thanks')),
  london('cheers pal, much obliged', talk('thanks')),
  london('bohat shukriya bhai', talk('thanks')),
  london('ta', talk('thanks')),
  london('ok perfect thanks hun, bye for now 👋', [talk('thanks'), talk('goodbye')], talk('thanks'), talk('goodbye')),
  // London: thanks with an ask or a tick
  within(
    just('MOT on the silver Astra', l('11-12 10:00')),
    london('cheers, make it 11 tho', move(ctx, null, '11:00'), [talk('thanks'), move(ctx, null, '11:00')]),
  ),
  london('Thanks. What I have on Friday?', list('day', '2026-11-13'), [talk('thanks'), list('day', '2026-11-13')]),
  within(
    reminded('ring the paint supplier about the pearl white', l('11-11 14:00')),
    london('shukriya for reminding, done it already', done(), [talk('thanks'), done()]),
  ),
  // London: mention thanks, are not thanks to daily (or thank and only put off)
  london(
    'remind me to send a thank you msg to Karen for the fleet referral tmrw 💌',
    task('send a thank you msg to Karen for the fleet referral', l('11-12')),
  ),
  london("thanks tae the damp in that shed the Triumph's sills are mince", NO_CHANGE),
  london('thanks for nowt, pinged me at 6am mate', NO_CHANGE),
  within(
    reminded('order 205/55 R16 Michelins from wholesaler', l('11-11 13:00')),
    london(
      'thank you for remind, I do it this evening',
      snoozeUntil(l('11-11 19:00')),
      [talk('thanks'), snoozeUntil(l('11-11 19:00'))],
      NO_CHANGE,
    ),
  ),

  // New York: plain thanks
  newYork('gracias hermano', talk('thanks')),
  newYork('good looks', talk('thanks')),
  newYork('谢谢 thank you so much', talk('thanks')),
  newYork('thanks.', talk('thanks')),
  newYork('Thank you — that was exactly what I needed before my call with the Hoboken client.', talk('thanks')),
  newYork('appreciate u fr', talk('thanks')),
  newYork('ok gracias, nos vemos', [talk('thanks'), talk('goodbye')], talk('thanks'), talk('goodbye')),
  within(just('dashcam install for Mr Wong Tesla', n('11-13 14:00')), newYork('Good, thank you!', talk('thanks'))),
  // New York: thanks with an ask or a tick
  newYork(
    'thx. add take the 2014 accord title to dmv monday',
    [talk('thanks'), task('take the 2014 accord title to dmv', n('11-16'))],
    task('take the 2014 accord title to dmv', n('11-16')),
  ),
  within(
    reminded('send Q4 audit findings to Brightway Couriers', n('11-11 09:00')),
    newYork('Sent first thing this morning — thanks for the nudge, though.', done(), [done(), talk('thanks')]),
  ),
  newYork('thanks whats on tmrw', list('tomorrow'), [talk('thanks'), list('tomorrow')]),
  // New York: mention thanks, are not thanks to daily (or thank but tick nothing)
  newYork(
    'remind me send thank you card to Mrs Rivera friday, she send me 3 customers',
    task('send thank you card to Mrs Rivera', n('11-13')),
  ),
  newYork('thank god the flatbed showed. lot was full', NO_CHANGE),
  within(
    reminded('file the permit for the Bayside charger install', n('11-11 09:00')),
    newYork('thank you remind me, still waiting the electrician drawing', NO_CHANGE),
  ),
];

export const HUNDREDSIXTEENTH_FEELING: HeldOutItem[] = [
  // London
  london('knackered mate', talk('feeling')),
  london('sooo tired 😴😴 4 full details today', talk('feeling')),
  london('I am very cold and wet, all day on road side', talk('feeling')),
  london("ah'm fair puggled the day", talk('feeling')),
  london(
    "3 insurance jobs, paint booth playing up, courtesy cars all out, customers ringing nonstop yaar I can't keep up",
    talk('overwhelmed'),
  ),
  london('just got the Tesla fleet contract!!! 🎉🎉😭 so happy', talk('feeling')),
  london('too much on mate dunno where to start', talk('overwhelmed'), prioritise('focus'), [talk('overwhelmed'), prioritise('focus')]),
  london('Today is not good day, wholesaler send wrong tyres and customer was angry with me', talk('feeling')),
  london(
    'been thinkin, the auld Jags were built better than onythin they make noo. ah miss workin on them',
    talk('reflection'),
    talk('feeling'),
  ),
  london('bohat pareshan hoon, the insurer still hasnt paid', talk('feeling')),
  // London: sound like a tick or giving up, change nothing
  within(reminded('finish the Mini valet for Mrs Doyle', l('11-11 14:00')), london("I'm dead 💀 honestly", NO_CHANGE)),
  london('some days i wanna pull the shutters down for good mate', NO_CHANGE),
  // London: a feeling, then an ask
  within(
    just('swap the winters on the Transit at Brackmills', l('11-12 10:00')),
    london('I am so tired. Move this to Friday please', move(ctx, '2026-11-13', null), [talk('feeling'), move(ctx, '2026-11-13', null)]),
  ),
  london("feeling overwhelmed bro, what's most important today", prioritise('focus'), [talk('overwhelmed'), prioritise('focus')]),

  // New York
  newYork('estoy cansado, muy cansado', talk('feeling')),
  newYork('dead tired 3 tows since 2am', talk('feeling')),
  newYork('I am very stress, permit rejected again', talk('feeling'), talk('overwhelmed')),
  newYork('rough day.', talk('feeling')),
  newYork(
    "Honestly I'm stretched thin. Two fleet audits due Friday, a vendor dispute, and I haven't touched my own billing in three weeks.",
    talk('overwhelmed'),
  ),
  newYork('muy feliz, my inspection station license is renew!', talk('feeling')),
  newYork('mad stressed this week aint nobody paying', talk('feeling'), talk('overwhelmed')),
  newYork('好累 so tired today', talk('feeling')),
  newYork('got burned at auction. pissed', talk('feeling')),
  newYork(
    'Reflecting on this year — the clients who stayed with me were the ones where I pushed back early. Worth remembering.',
    talk('reflection'),
    talk('feeling'),
    note,
  ),
  newYork('me siento mal, I scratch the customer car with the jack', talk('feeling')),
  // New York: sound like a tick, change nothing
  within(reminded('tow the Altima to the impound on Fountain ave', n('11-11 09:00')), newYork('man im so over this', NO_CHANGE)),
  // New York: a feeling, then an ask
  newYork('overwhelmed, what I can skip this week?', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  newYork('tired. plan my day', prioritise('plan_day'), [talk('feeling'), prioritise('plan_day')]),
];

export const HUNDREDSIXTEENTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('can me lad see the jobs list too mate', question, HELP),
  london('can I send u voice notes? 🎤', question, HELP),
  london('What is legal minimum tread depth in UK?', question),
  london("whit's a fair price for a wee set o chrome bumpers these days?", question),
  london('can you remind my staff also or only me?', question, HELP),
  london("when's the Corsa MOT again", NO_CHANGE),
  london('did I already add the Hendersons ceramic coat? 🤔', NO_CHANGE),
  // London: questions that are lists, free time or a plan
  london('what I have tomorrow', list('tomorrow')),
  london("onythin overdue ah've forgot aboot?", list('overdue')),
  london('what jobs do I have on monday', list('day', '2026-11-16')),
  london('what shld I do first today? 😅', prioritise('focus')),
  london('I am free Friday morning? customer want fit 4 tyres', free(l('11-13 09:00'), l('11-13 12:00'))),
  // London: a choice to think through, a look-up
  london('should I buy a second courtesy car or keep renting from Enterprise? renting costs a lot but no MOT headaches', dilemma),
  london('whit did ah decide aboot the Healey respray', recall('Healey respray')),

  // New York: questions answered in words
  newYork('you can send message to my customers when car is ready?', question, HELP),
  newYork('how much yall think a used flatbed go for', question),
  newYork('What is NEC rule for EV charger circuit size?', question),
  newYork('u sync w outlook', question, HELP),
  newYork('Is there a way to export my completed tasks for a client? They like to see an audit trail.', question, HELP),
  newYork('did i put the impound pickup for sat in there', NO_CHANGE),
  newYork('auction is 11/19 or 11/20?', NO_CHANGE),
  // New York: questions that are lists, free time or a plan
  newYork('what I have today', list('today')),
  newYork('What is my schedule Saturday?', list('day', '2026-11-14')),
  newYork("What's coming up next?", list('next')),
  newYork('am i free tmrw nite', free(n('11-12 17:00'), n('11-12 21:00'))),
  newYork('what can I drop this week, too much cars', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  // New York: a choice to think through, a look-up
  newYork('sell the wrecker or fix it. thoughts', dilemma),
  newYork('What did I decide about the Kessler Logistics retainer?', recall('Kessler Logistics retainer')),
];

export const HUNDREDSIXTEENTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london('ramp 2 is knackered again', NO_CHANGE),
  london('van battery died on the M4 🙄🔋', NO_CHANGE),
  london('Wholesaler change the delivery to Thursdays only', NO_CHANGE),
  london("the Triumph's back fae the paint shop, looks braw", NO_CHANGE),
  london('insurer finally approved the Golf job alhamdulillah', NO_CHANGE),
  london('fiesta failed on emissions', NO_CHANGE),
  london('Mrs Kaur left a 5 star review!! 🥹⭐⭐⭐⭐⭐', NO_CHANGE),
  london('Today I fit 11 tyres, is record for me', NO_CHANGE),
  london('the parts fae Moss came the day, aw there bar wan', NO_CHANGE),
  london('paint prices going up 8% from January', NO_CHANGE),
  // London: news about the task in view (may be a tick or a move)
  within(
    reminded('collect the Clio from the windscreen place', l('11-11 13:00')),
    london('picked it up at dinner mate', done(), NO_CHANGE),
  ),
  within(
    just('ceramic coat on the black Range Rover', l('11-12 09:00')),
    london('client says can we do 2pm instead 😊', move(ctx, null, '14:00'), NO_CHANGE),
  ),
  // London: a time said, nothing asked
  london('Call-out in Wootton Saturday 8am', unclear, task('Call-out in Wootton', l('11-14 08:00'))),
  // London: a decision said in plain words is not mere news
  london("I've decided, no more cash-in-hand jobs, everything through the books", decision),

  // New York: news, changes nothing
  newYork('my helper Jorge quit today', NO_CHANGE),
  newYork('yard full cant take no more till monday', NO_CHANGE),
  newYork('Con Ed approve the Bayside panel upgrade', NO_CHANGE),
  newYork('sold the white tahoe.', NO_CHANGE),
  newYork("Brightway's fleet passed the DOT audit with only two minor findings. Very pleased with how that went.", NO_CHANGE),
  newYork('AutoZone on Westchester ave no have the brake rotors again', NO_CHANGE),
  newYork('insurance co paid the invoice finally', NO_CHANGE),
  newYork('Dashcam price from supplier go up $15 each from December', NO_CHANGE),
  newYork('snow tmrw. lot closed.', NO_CHANGE),
  newYork('For the record, Metro Parcel has twelve vans now, not ten.', NO_CHANGE),
  // New York: news about the task in view
  within(
    reminded('pick up the Civic from the transmission shop', n('11-11 09:00')),
    newYork('ya la recogí this morning', done(), NO_CHANGE),
  ),
  within(
    just('install Level 2 charger at the Kim house', n('11-13 13:00')),
    newYork('Customer say change to 10am', move(ctx, null, '10:00'), NO_CHANGE),
  ),
  // New York: a time said, nothing asked
  newYork('impound release canarsie thurs 11am', unclear, task('impound release canarsie', n('11-12 11:00'))),
  // New York: a decision said in plain words
  newYork('done with copart. manheim only from now on', decision),
];

export const HUNDREDSIXTEENTH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('k', NO_CHANGE),
  london('👍', NO_CHANGE),
  london('ok ok', NO_CHANGE),
  london('aye', NO_CHANGE),
  london('theek hai', NO_CHANGE),
  london('🚗✨', NO_CHANGE),
  london('?', NO_CHANGE, HELP),
  london('stop', STOP),
  // London: answering a reminder
  within(reminded('MOT on the blue Berlingo', l('11-11 14:00')), london('done mate', done())),
  within(reminded('reseal the Morris sills', l('11-11 14:00')), london('sorted', done())),
  within(reminded('order 4x 225/45 R17 from wholesaler', l('11-11 12:00')), london('zrobione', done())),
  within(reminded('book the Polo in for the paint booth', l('11-11 14:30')), london('baad mein', snoozeFor(60))),
  within(reminded('top up the water tank in the van', l('11-11 13:00')), london('⏰ later', snoozeFor(60))),
  // London: answering a dilemma
  within(askedChoice('second courtesy car or keep renting?', 'buy a second courtesy car', 'keep renting'), london('2', answer(2))),

  // New York: out of a conversation
  newYork('ok', NO_CHANGE),
  newYork('bet', NO_CHANGE),
  newYork('好的', NO_CHANGE),
  newYork('Noted.', NO_CHANGE),
  newYork('💯', NO_CHANGE),
  newYork('start', START),
  newYork('Help?', HELP),
  // New York: answering a reminder or after a task was added
  within(reminded('call Mrs Ortiz about her brakes', n('11-11 09:00')), newYork('hecho', done())),
  within(reminded('drop the Altima at Fountain ave impound', n('11-11 09:30')), newYork('yea', done(), NO_CHANGE)),
  within(reminded('pick up the dashcam order at the post office', n('11-11 09:00')), newYork('还没', NO_CHANGE)),
  within(
    reminded('register the Camry at DMV', n('11-11 08:30')),
    newYork('tmrw', move(ctx, '2026-11-12', null), snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12'))),
  ),
  within(just('vendor call with Penske', n('11-12 14:00')), newYork('Perfect.', NO_CHANGE)),
  within(reminded('order brake pads for the F-150', n('11-11 09:00')), newYork('30 min', snoozeFor(30))),
  within(askedChoice('sell the wrecker or fix it?', 'sell it', 'fix it'), newYork('fix', answer(2))),
];
