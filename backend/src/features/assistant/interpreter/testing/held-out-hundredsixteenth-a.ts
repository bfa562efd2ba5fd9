/**
 * Held-out set, hundredsixteenth part a: mechanics, garages and car-care businesses.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Shaun, who runs a two-bay MOT and repair garage in Doncaster (MOTs, parts, the ramp, customers'
 *   cars; short lines, "mate").
 * - Priya, a mobile car valeter and detailer in Slough (bookings, the van, ceramic coats, fleet
 *   contracts; lots of emojis).
 * - Tomasz, a mobile tyre fitter in Northampton whose first language is Polish (call-outs, tyre stock,
 *   the wholesaler; small grammar slips).
 * - Fraser, a Dundee classic-car restorer who writes some Scots ("the morn", "aye", "wee", "gonnae",
 *   "cannae").
 * - Adeel, who runs a small body shop and car-hire business in Birmingham (insurance jobs, paint,
 *   courtesy cars; some Urdu words).
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Luis, a mechanic with his own shop in the South Bronx whose first language is Spanish (customers,
 *   parts runs, inspections).
 * - Dwayne, a tow-truck owner-operator in East New York (calls, the yard, impound, insurance; all lower
 *   case, no punctuation).
 * - Mei, who runs a mobile EV-charger installation and car-electronics business in Flushing and whose
 *   first language is Mandarin (installs, permits, dashcams).
 * - Sal, a used-car dealer and auto-body guy on Staten Island (the lot, auctions, DMV paperwork; blunt,
 *   clipped).
 * - Elaine, a fleet-maintenance consultant for small delivery companies in Midtown (clients, audits,
 *   vendor calls; long careful messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  unclear,
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
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily asked for the options of a dilemma. */
const askedOptions = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
/** daily asked what matters most in a dilemma whose options it knows. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** The person said STUCK on a task and daily asked what is in the way. */
const stuck = (title: string): Partial<ConversationState> => ({ pending: { about: 'stuck', task: title }, current: { title, due: null } });
/** daily asked how a past decision turned out. */
const review = (text: string): Partial<ConversationState> => ({ pending: { about: 'review', decision: text } });

export const HUNDREDSIXTEENTH_ASK: HeldOutItem[] = [
  // London
  london(
    'remind me 8 tomorrow mate ring Halfords trade re the brake discs for the Astra',
    task('ring Halfords trade re the brake discs for the Astra', l('11-12 08:00')),
  ),
  london('MOT on the Fiesta\nfri 9\nremind me', task('MOT on the Fiesta', l('11-13 09:00'))),
  london('can u remind me to top up the water tank in the van tonight 🚐💦', task('top up the water tank in the van', l('11-11 20:00'))),
  london(
    'ceramic coat booking for the Tesla guy 3/12 ✨ remind me the day before to order the coating kit 🙏',
    task('order the coating kit', l('12-02')),
    [task('ceramic coat booking for the Tesla guy', l('12-03')), task('order the coating kit', l('12-02'))],
  ),
  london(
    'Please tomorrow morning remind me call to wholesaler about 4 pieces 205/55 R16 Michelin',
    task('call to wholesaler about 4 pieces 205/55 R16 Michelin', l('11-12 09:00')),
  ),
  london(
    'mind me the morn tae phone the chrome platers in Glasgow aboot the bumpers',
    task('phone the chrome platers in Glasgow aboot the bumpers', l('11-12')),
  ),
  london('remind me at 4 to chase Admiral on the Qashqai claim yaar', task('chase Admiral on the Qashqai claim', l('11-11 16:00'))),
  london(
    'urgent - get the courtesy Polo valeted before 6, customer picking it up',
    task('get the courtesy Polo valeted', l('11-11 18:00'), { important: true }),
  ),
  london('order oil filters for the Corsa and the Focus tomorrow and remind me friday to pay the parts account mate', [
    task('order oil filters for the Corsa and the Focus', l('11-12')),
    task('pay the parts account', l('11-13')),
  ]),
  london('in 30 minut remind me check pressure in the van spare tyre', task('check pressure in the van spare tyre', inMinutes(30))),
  london(
    'need tae order the wee gaskets for the MGB carb afore the weekend',
    task('order the wee gaskets for the MGB carb', l('11-13')),
    task('order the wee gaskets for the MGB carb', l('11-13 17:00')),
  ),
  // London: mention a job, ask nothing
  london('omg the Audi fleet lot signed for another 6 months 🎉🎉 so happy', NO_CHANGE),
  london("ramp's fixed mate, bloke came out this morning", NO_CHANGE),
  london('insurance assessor coming friday for the Golf, inshallah he signs it off', NO_CHANGE),

  // New York
  newYork(
    'Remind me tomorrow 8am call Mr. Rivera his Camry is ready, necesita pagar the balance',
    task('call Mr. Rivera his Camry is ready', n('11-12 08:00')),
    task('call Mr. Rivera his Camry is ready, necesita pagar the balance', n('11-12 08:00')),
  ),
  newYork(
    'remind me at 2 go to the impound on pennsylvania ave for the honda release',
    task('go to the impound on pennsylvania ave for the honda release', n('11-11 14:00')),
  ),
  newYork(
    'Please remind me 11/20 submit the electrical permit for the Bayside install',
    task('submit the electrical permit for the Bayside install', n('11-20')),
  ),
  newYork('auction manheim tues 7am. remind me.', task('auction manheim', n('11-17 07:00'))),
  newYork(
    'Could you please set a reminder for Thursday at 2pm to call the brake vendor for Rapid Parcel? I want to confirm they can fit ' +
      'the six vans in before the audit on the 23rd.',
    task('call the brake vendor for Rapid Parcel', n('11-12 14:00')),
  ),
  newYork('pick up the catalytic converter at the parts place in hunts point today and tomorrow do the inspection for the Honda', [
    task('pick up the catalytic converter at the parts place in hunts point', n('11-11')),
    task('do the inspection for the Honda', n('11-12')),
  ]),
  newYork('asap call geico back about the flatbed claim', task('call geico back about the flatbed claim', null, { important: true })),
  newYork(
    'tonight 9pm remind me charge the dashcam test units, tomorrow I have 3 install',
    task('charge the dashcam test units', n('11-11 21:00')),
  ),
  newYork('dmv paperwork for the silverado. by friday.', task('dmv paperwork for the silverado', n('11-13'))),
  newYork(
    'Please remind me at the end of the month to send the Q4 maintenance summary to Brightway Logistics, and on 12/1 to start the ' +
      'annual DOT audit prep.',
    [task('send the Q4 maintenance summary to Brightway Logistics', n('11-30')), task('start the annual DOT audit prep', n('12-01'))],
    [task('send the Q4 maintenance summary to Brightway Logistics', n('11-30 17:00')), task('start the annual DOT audit prep', n('12-01'))],
  ),
  // New York: a job with a date that asks for nothing
  newYork('Con Ed inspection for Mrs. Chen charger 11/17', task('Con Ed inspection for Mrs. Chen charger', n('11-17')), unclear),
  newYork(
    'guy coming for the mustang at 4. make sure title is in the folder.',
    task('make sure title is in the folder', n('11-11 16:00')),
    task('make sure title is in the folder'),
  ),
  // New York: mention a job, ask nothing
  newYork('the customer with the Jeep say he come back next week for the brakes, no sé cuándo', NO_CHANGE),
  newYork('yard full again cant take no more cars till monday', NO_CHANGE),
];

export const HUNDREDSIXTEENTH_RECURRING: HeldOutItem[] = [
  // London
  london(
    'every monday 8am remind me mate check the MOT bay calibration log',
    task('check the MOT bay calibration log', l('11-16 08:00'), { repeat: every('week') }),
  ),
  london(
    'every Friday 5pm remind me invoice the Audi fleet 🧾💷',
    task('invoice the Audi fleet', l('11-13 17:00'), { repeat: every('week') }),
  ),
  london(
    'Every day at 7 in morning remind me check the stock of tyres in garage',
    task('check the stock of tyres in garage', l('11-12 07:00'), { repeat: every('day') }),
  ),
  london(
    "every other Saturday mind me tae grease the wee Morris, it's sat that long",
    task('grease the wee Morris', l('11-14'), { repeat: every('week', 2) }),
  ),
  london('har mahine 1st ko remind me to pay the paint supplier', task('pay the paint supplier', l('12-01'), { repeat: every('month') })),
  london(
    'remind me weekdays 7.30 to switch the compressor on mate',
    task('switch the compressor on', l('11-12 07:30'), { repeat: every('weekday') }),
  ),
  london(
    'every 2 weeks on tuesday remind me to restock the snow foam and microfibres 🧽',
    task('restock the snow foam and microfibres', l('11-17'), { repeat: every('week', 2) }),
  ),
  london(
    'Each 6 month remind me to make service of the van compressor, first time 1/12',
    task('make service of the van compressor', l('12-01'), { repeat: every('month', 6) }),
  ),
  london(
    'every year on 1/3 mind me tae renew the classic insurance on the Jag',
    task('renew the classic insurance on the Jag', l('2027-03-01'), { repeat: every('year') }),
  ),
  london(
    'every Sunday evening remind me to check the courtesy cars fuel and damage sheets',
    task('check the courtesy cars fuel and damage sheets', l('11-15 19:00'), { repeat: every('week') }),
  ),
  london('last friday of every month remind me do the VAT bits', task('do the VAT bits', l('11-27'), { repeat: every('month') })),
  // London: a routine, asks for nothing
  london('Every winter is same, everybody want winter tyres in one week 😅', NO_CHANGE),
  london('the Tesla guy books me every month like clockwork 😍', NO_CHANGE),
  london("aye I dae the Jag's oil every spring, nae bother", NO_CHANGE),

  // New York
  newYork(
    'every saturday 8am remind me order parts for the week from Worldpac',
    task('order parts for the week from Worldpac', n('11-14 08:00'), { repeat: every('week') }),
  ),
  newYork(
    'every night at 11 remind me lock the yard gate and check the cameras',
    task('lock the yard gate and check the cameras', n('11-11 23:00'), { repeat: every('day') }),
  ),
  newYork(
    'Every Monday 9am remind me check the permit status on DOB NOW',
    task('check the permit status on DOB NOW', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'every other wed. auction in NJ. 6am.',
    task('auction in NJ', n('11-18 06:00'), { repeat: every('week', 2) }),
    task('auction in NJ', n('11-25 06:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    'Could you set a monthly reminder on the 15th to review the PM schedules for all three clients? Starting this month is fine.',
    task('review the PM schedules for all three clients', n('11-15'), { repeat: every('month') }),
  ),
  newYork('cada mes on the 5 remind me pay the rent of the shop', task('pay the rent of the shop', n('12-05'), { repeat: every('month') })),
  newYork(
    'every weekday 6am remind me do the pre trip on the wrecker',
    task('do the pre trip on the wrecker', n('11-12 06:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'every 3 months remind me to update the firmware on client dashcams, first one 12/1',
    task('update the firmware on client dashcams', n('12-01'), { repeat: every('month', 3) }),
  ),
  newYork('renew dealer plates every year 12/31', task('renew dealer plates', n('12-31'), { repeat: every('year') })),
  newYork(
    'Please remind me every Friday at 4pm to send each client their weekly vehicle downtime report.',
    task('send each client their weekly vehicle downtime report', n('11-13 16:00'), { repeat: every('week') }),
  ),
  newYork(
    'every two weeks on thursday remind me clean the shop floor drain, start tomorrow',
    task('clean the shop floor drain', n('11-12'), { repeat: every('week', 2) }),
  ),
  // New York: a routine, asks for nothing
  newYork('nypd rotation calls come in every weekend like clockwork', NO_CHANGE),
  newYork('lot gets washed every sat by the kid.', NO_CHANGE),
  newYork('Most of my clients still do oil changes every 5,000 miles, which is frankly too often for the newer vans.', NO_CHANGE),
];

export const HUNDREDSIXTEENTH_SNOOZE: HeldOutItem[] = [
  // London
  within(reminded('ring Halfords trade re the brake discs for the Astra'), london('under a car mate, 20 min', snoozeFor(20))),
  within(reminded('top up the water tank in the van'), london('mid wash rn 🧽 half an hour pls', snoozeFor(30))),
  within(
    reminded('call to wholesaler about the Michelins'),
    london('Now I am on call-out on M1, remind me in one hour please', snoozeFor(60)),
  ),
  within(
    reminded('phone the chrome platers in Glasgow aboot the bumpers'),
    london('cannae the noo, gie us till 4', snoozeUntil(l('11-11 16:00'))),
  ),
  within(reminded('chase Admiral on the Qashqai claim'), london('baad mein yaar, tomorrow morning', snoozeUntil(l('11-12 09:00')))),
  within(
    reminded('order oil filters for the Corsa and the Focus'),
    london('tomorrow mate', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12'))),
  ),
  within(
    reminded('send the Audi fleet invoice'),
    london('after lunch tmrw 🙏', snoozeUntil(l('11-12 14:00')), snoozeUntil(l('11-12 13:00'))),
  ),
  within(
    reminded('check pressure in the van spare tyre'),
    london('Later, when I come back to base, around 6.30', snoozeUntil(l('11-11 18:30'))),
  ),
  within(
    reminded('order the wee gaskets for the MGB carb'),
    london("Monday, the supplier's shut till then", snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16'))),
  ),
  within(reminded('get the courtesy Polo valeted'), london('abhi nahi bhai, busy with the assessor', snoozeFor(60), NO_CHANGE)),
  within(reminded('do the VAT bits'), london('snooze 2 hrs', snoozeFor(120))),
  // London: at 15:00 "at 10" has gone by: tomorrow 10am, or tonight 10pm
  within(
    reminded('restock the snow foam and microfibres'),
    london('remind me at 10 🙏', snoozeUntil(l('11-12 10:00')), snoozeUntil(l('11-11 22:00'))),
  ),
  // London: "not yet" without a time asks nothing
  within(reminded('order 4 Michelin from wholesaler'), london('Not yet, they not answer the phone', NO_CHANGE)),
  within(reminded('grease the wee Morris'), london('no yet, waitin on the grease gun comin back fae Jimmy', NO_CHANGE)),

  // New York
  within(reminded('call Mr. Rivera his Camry is ready'), newYork('ahora no, en 15 minutos', snoozeFor(15))),
  within(reminded('go to the impound for the honda release'), newYork('on a tow rn hit me in a hour', snoozeFor(60))),
  within(
    reminded('submit the electrical permit for the Bayside install'),
    newYork('I am on roof now, remind me 1pm please', snoozeUntil(n('11-11 13:00'))),
  ),
  within(reminded('call the transport guy re the Camaro'), newYork('tmrw.', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12')))),
  within(
    reminded('call the brake vendor for Rapid Parcel'),
    newYork("I'm in back-to-back client meetings until about 3:30. Could you nudge me again then?", snoozeUntil(n('11-11 15:30'))),
  ),
  within(reminded('do the inspection for the Honda'), newYork('snooze 2 hours, the machine is down', snoozeFor(120))),
  within(
    reminded('call geico back about the flatbed claim'),
    newYork('after lunch', snoozeUntil(n('11-11 14:00')), snoozeUntil(n('11-11 13:00'))),
  ),
  within(
    reminded('charge the dashcam test units'),
    newYork('Tonight, after dinner', snoozeUntil(n('11-11 20:00')), snoozeUntil(n('11-11 19:00'))),
  ),
  within(reminded('dmv paperwork for the silverado'), newYork('monday', snoozeUntil(n('11-16 09:00')), snoozeUntil(n('11-16')))),
  within(
    reminded('send the Q4 maintenance summary to Brightway Logistics'),
    newYork(
      'Please push this to next week; their fleet manager is out until Monday.',
      snoozeUntil(n('11-16 09:00')),
      snoozeUntil(n('11-16')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  within(reminded('drop the keys for the civic at the body shop'), newYork('gimme 45', snoozeFor(45))),
  // New York: at 10:00 "at 8" has gone by: tomorrow 8am, or tonight 8pm
  within(
    reminded('pick up the catalytic converter at the parts place in hunts point'),
    newYork('remind me at 8', snoozeUntil(n('11-12 08:00')), snoozeUntil(n('11-11 20:00'))),
  ),
  // New York: "not yet" without a time asks nothing
  within(reminded('update the firmware on client dashcams'), newYork('not yet, new version still beta', NO_CHANGE)),
  within(reminded('renew dealer plates'), newYork('waiting on the bond.', NO_CHANGE)),
];

export const HUNDREDSIXTEENTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('ring Halfords trade re the brake discs for the Astra', l('11-12 08:00')),
    london('no mate 9, they dont open till 9', move(ctx, null, '09:00')),
  ),
  within(just('MOT on the Fiesta', l('11-13 09:00')), london('not the Fiesta mate the Fusion', rename(ctx, 'MOT on the Fusion'))),
  within(just('top up the water tank in the van', l('11-11 20:00')), london('oops make it 6 not tonight 😅', move(ctx, null, '18:00'))),
  within(
    just('order the coating kit', l('12-02')),
    london('wait the Tesla booking moved to 5/12 so kit on 4/12 pls 🙏', move(ctx, '2026-12-04', null)),
  ),
  within(
    just('call to wholesaler about 4 pieces 205/55 R16 Michelin', l('11-12 09:00')),
    london('Sorry not tomorrow, Friday. Tomorrow they are closed for stocktake', move(ctx, '2026-11-13', null)),
  ),
  within(
    just('check pressure in the van spare tyre', inMinutes(30)),
    london('Not van, I mean the trailer spare tyre', rename(ctx, 'check pressure in the trailer spare tyre')),
  ),
  within(
    just('phone the chrome platers in Glasgow aboot the bumpers', l('11-12')),
    london("naw it's the platers in Paisley, no Glasgow", rename(ctx, 'phone the chrome platers in Paisley aboot the bumpers')),
  ),
  london('shift the gaskets yin tae Monday mornin', move(words('gaskets'), '2026-11-16', '09:00')),
  within(
    just('chase Admiral on the Qashqai claim', l('11-11 16:00')),
    london('sorry yaar not Admiral, its Aviva on that one', rename(ctx, 'chase Aviva on the Qashqai claim')),
  ),
  within(
    just('get the courtesy Polo valeted', l('11-11 18:00')),
    london('make it half 5, customer coming earlier', move(ctx, null, '17:30')),
  ),
  london('move the Corsa brakes to thurs 2pm', move(words('Corsa brakes'), '2026-11-12', '14:00')),
  within(
    reminded('invoice the Audi fleet', l('11-11 15:00')),
    london('can u move this one to friday 🙏', move(ctx, '2026-11-13', null), snoozeUntil(l('11-13 15:00'))),
  ),
  // London: look like corrections, are news
  within(just('MOT on the Fusion', l('11-13 09:00')), london("customer's put a new tyre on the Fusion already mate", NO_CHANGE)),
  within(
    just('call to wholesaler about 4 pieces 205/55 R16 Michelin', l('11-13 09:00')),
    london('Wholesaler change the phone number, new one is on website', NO_CHANGE),
  ),

  // New York
  within(
    just('call Mr. Rivera his Camry is ready', n('11-12 08:00')),
    newYork('no, mejor 10, he work night shift', move(ctx, null, '10:00')),
  ),
  within(
    just('do the inspection for the Honda', n('11-12')),
    newYork('perdón is the Acura not Honda', rename(ctx, 'do the inspection for the Acura')),
  ),
  within(
    just('go to the impound on pennsylvania ave for the honda release', n('11-11 14:00')),
    newYork('nah make it 3 they closed for lunch till 230', move(ctx, null, '15:00')),
  ),
  newYork('move the geico call to tmrw 9am', move(words('geico'), '2026-11-12', '09:00')),
  within(
    just('submit the electrical permit for the Bayside install', n('11-20')),
    newYork('Sorry, is 11/19 not 11/20, the office close Friday', move(ctx, '2026-11-19', null)),
  ),
  within(
    just('charge the dashcam test units', n('11-11 21:00')),
    newYork('Not dashcam, I mean the OBD test units', rename(ctx, 'charge the OBD test units')),
  ),
  within(just('auction manheim', n('11-17 07:00')), newYork('6 not 7.', move(ctx, null, '06:00'))),
  newYork('dmv thing. thursday not friday.', move(words('dmv'), '2026-11-12', null)),
  within(
    just('call the brake vendor for Rapid Parcel', n('11-12 14:00')),
    newYork(
      "I'm sorry, I gave you the wrong client. The brake vendor call is for Swift Courier, not Rapid Parcel.",
      rename(ctx, 'call the brake vendor for Swift Courier'),
    ),
  ),
  within(
    just('start the annual DOT audit prep', n('12-01')),
    newYork(
      'On reflection, could we make that Monday the 7th instead? The first is going to be swallowed by month-end close.',
      move(ctx, '2026-12-07', null),
    ),
  ),
  within(
    just('pick up the catalytic converter at the parts place in hunts point', n('11-11')),
    newYork('en la tarde, like 3', move(ctx, null, '15:00')),
  ),
  within(
    reminded('call geico back about the flatbed claim', n('11-11 10:00')),
    newYork('put it at 4 today', move(ctx, null, '16:00'), snoozeUntil(n('11-11 16:00'))),
  ),
  // New York: look like corrections, are news
  within(
    just('submit the electrical permit for the Bayside install', n('11-19')),
    newYork('Customer in Bayside change her mind, now she want 48 amp charger', NO_CHANGE),
  ),
  within(just('auction manheim', n('11-17 06:00')), newYork('they moved dealer lane to lane 4. whatever.', NO_CHANGE)),
];

export const HUNDREDSIXTEENTH_RAMBLE: HeldOutItem[] = [
  // London
  london(
    "right mate mad day. ramp packed up again at 11, had to do the Astra on axle stands like it's 1985. need to ring the ramp bloke " +
      'tomorrow, order 2 sets of pads for the Corsa and chase the Polo customer, he still hasnt paid',
    [task('ring the ramp bloke', l('11-12')), task('order 2 sets of pads for the Corsa'), task('chase the Polo customer')],
  ),
  london(
    'ok so today was the BMW fleet 😮‍💨 8 cars in the rain ☔ my arms are dead lol. tomorrow need to restock the ceramic spray 🧴, send ' +
      'Jake the pics for insta 📸 and sat remind me to service the pressure washer 🙏',
    [task('restock the ceramic spray', l('11-12')), task('send Jake the pics for insta'), task('service the pressure washer', l('11-14'))],
    [
      task('restock the ceramic spray', l('11-12')),
      task('send Jake the pics for insta', l('11-12')),
      task('service the pressure washer', l('11-14')),
    ],
  ),
  london(
    'Today very busy, 6 call-outs, one lady on M1 with flat and no spare, I help her. Tomorrow I must go to wholesaler for winter ' +
      'tyres and also I need fix the balancer machine, it show wrong numbers. My wife say I work too much 😅',
    [task('go to wholesaler for winter tyres', l('11-12')), task('fix the balancer machine')],
    [task('go to wholesaler for winter tyres', l('11-12')), task('fix the balancer machine', l('11-12'))],
  ),
  london(
    "aye well the Jag's finally back fae the paint shop and she's gorgeous, wee bit o orange peel on the bonnet but I'll flat it. " +
      'gonnae need tae order mair 2000 grit, and phone the trimmer in Perth aboot the seats the morn',
    [task('order mair 2000 grit'), task('phone the trimmer in Perth aboot the seats', l('11-12'))],
  ),
  london(
    'Salaam bhai, long day. two insurance jobs came in, a Golf and a Fiesta, both need paint matching. need to order more clearcoat, ' +
      "and remind me tomorrow 10 to call the Direct Line engineer. also need to get the courtesy Corsa MOT'd before end of month, baaki sab theek",
    [
      task('order more clearcoat'),
      task('call the Direct Line engineer', l('11-12 10:00')),
      task("get the courtesy Corsa MOT'd", l('11-30')),
    ],
  ),
  london(
    'omg so the Porsche lady cancelled last min AGAIN 🙄 third time!! anyway moving on 💅 need to chase the fleet renewal with ' +
      'Enterprise before friday and remind me 2moro 9am to book the van in for its service 🚐',
    [task('chase the fleet renewal with Enterprise', l('11-13')), task('book the van in for its service', l('11-12 09:00'))],
    [task('chase the fleet renewal with Enterprise', l('11-12')), task('book the van in for its service', l('11-12 09:00'))],
  ),
  london(
    'Was very cold today, minus 2 in morning, I change 4 tyres on a Transit in Tesco car park, my fingers was like ice. Must buy new ' +
      'gloves, the thermal ones.',
    [task('buy new gloves, the thermal ones')],
    [task('buy new gloves')],
  ),
  // London: decisions said out loud
  london("right that's it mate no more cash jobs off facebook\n3 no shows this week\ncard deposit or nothing", decision),
  london(
    "been thinking all week 🤔 and I'm doing it, dropping the Uber drivers discount from Jan. need to message the Uber drivers group " +
      'by end of month tho 😬',
    [decision, task('message the Uber drivers group', l('11-30'))],
  ),
  london('Ok, decision is made. From January I buy second van, with one van I cannot do all winter call-outs.', decision),
  london(
    "aye right, I've made ma mind up. I'm no takin on ony mair Minis, they're mair bother than they're worth. stickin tae the big stuff",
    decision,
  ),
  // London: rambles with no job in them
  london(
    'whit a mornin. the E-type fired first time efter fourteen year sittin in a barn in Angus. I near grat. the auld boy that owns it ' +
      'was greetin an aw',
    NO_CHANGE,
  ),
  london(
    'honestly yaar this insurance work is killing me, 6 weeks for them to pay and they argue every single hour of labour. but what ' +
      "to do, it's half my work",
    NO_CHANGE,
  ),
  london('quiet one today\nonly 2 MOTs\none fail on brakes\nbloke wasnt happy', NO_CHANGE),

  // New York
  newYork(
    'Hoy fue loco, three cars waiting for parts and the lift number 2 making noise again. Tomorrow I need to call the lift company, ' +
      'and go to the junkyard in Hunts Point for a door for the Accord. Also remind me friday pay the guys',
    [
      task('call the lift company', n('11-12')),
      task('go to the junkyard in Hunts Point for a door for the Accord'),
      task('pay the guys', n('11-13')),
    ],
    [
      task('call the lift company', n('11-12')),
      task('go to the junkyard in Hunts Point for a door for the Accord', n('11-12')),
      task('pay the guys', n('11-13')),
    ],
  ),
  newYork(
    'long night 4 calls on the belt parkway one was a rollover nobody hurt thank god need to get the winch cable replaced and call ' +
      'the insurance lady about renewal tomorrow and remind me to put gas in the rollback tonight',
    [
      task('get the winch cable replaced'),
      task('call the insurance lady about renewal', n('11-12')),
      task('put gas in the rollback', n('11-11 20:00')),
    ],
    [
      task('get the winch cable replaced', n('11-12')),
      task('call the insurance lady about renewal', n('11-12')),
      task('put gas in the rollback', n('11-11 20:00')),
    ],
  ),
  newYork(
    'Today install at Fresh Meadows very difficult, the panel is old, need upgrade. I need call the customer tomorrow explain the ' +
      'cost, and order two more 50 amp breakers. Also my English class tonight, I am tired but ok.',
    [task('call the customer explain the cost', n('11-12')), task('order two more 50 amp breakers')],
  ),
  newYork(
    'sold the tahoe. finally. need to do the title transfer and get the mustang detailed before sat. auction was garbage.',
    [task('do the title transfer'), task('get the mustang detailed', n('11-13'))],
    [task('do the title transfer'), task('get the mustang detailed', n('11-14'))],
  ),
  newYork(
    'Quick brain dump after the Rapid Parcel site visit. Their maintenance records are in better shape than I feared, but three of ' +
      'the Sprinters are overdue on brake inspections and nobody on their side seems to own it. I need to draft the findings memo for ' +
      "their ops director by Friday, set up a call with their brake vendor early next week, and invoice them for October's retainer, " +
      'which I completely forgot.',
    [
      task('draft the findings memo for their ops director', n('11-13')),
      task('set up a call with their brake vendor', n('11-16')),
      task("invoice them for October's retainer"),
    ],
  ),
  newYork(
    'sat in traffic on the bqe 2 hours with a bus on the hook thats my whole day gone need to call the yard guy about the fence tho',
    [task('call the yard guy about the fence')],
  ),
  newYork('auction tmrw. get cash from the bank before 3 today and call Dwayne for transport.', [
    task('get cash from the bank', n('11-11 15:00')),
    task('call Dwayne for transport'),
  ]),
  // New York: decisions said out loud
  newYork('Ya está, I decide: I stop doing the state inspections, the paperwork is too much for me alone', decision),
  newYork('im not renewing with the nypd rotation next year too much waiting around for nothing', decision),
  newYork(
    'After many talk with my husband, we decide to hire one helper for installs from December. I need post the job on Indeed this week.',
    [decision, task('post the job on Indeed')],
    [decision, task('post the job on Indeed', n('11-13'))],
  ),
  // New York: rambles with no job in them
  newYork('cold out. nobody on the lot all day. one tire kicker.', NO_CHANGE),
  newYork(
    "It always strikes me how much a fleet's maintenance culture depends on one person. At Brightway it's their yard manager, Tony, " +
      'who quietly keeps everything on track without anyone noticing.',
    NO_CHANGE,
  ),
  newYork(
    'Today a lady bring me her Corolla con 300 mil millas, still running good, I tell her this car is going to bury us all jaja',
    NO_CHANGE,
  ),
  newYork('Today customer in Whitestone give me homemade dumplings after install, so nice. This is why I like this job 🥟', NO_CHANGE),
];

export const HUNDREDSIXTEENTH_ANSWER: HeldOutItem[] = [
  // London
  within(
    which('ring Halfords about the Astra discs', 'ring Euro Car Parts about the Astra discs'),
    london('euro car parts one mate', answer(2)),
  ),
  within(which('valet the Tesla', 'valet the Range Rover', 'valet the Golf'), london('the range rover 🚙', answer(2))),
  within(
    askedChoice('Buy a second van or take on a helper with his own van?', 'buy a second van', 'take on a helper'),
    london('First option. Helper is not reliable, I try before.', answer(1)),
  ),
  within(
    askedChoice('Send the Jag seats to Perth or do them yourself?', 'send them to Perth', 'do them yourself'),
    london("aye, Perth. ma stitchin's no good enough", answer(1)),
  ),
  within(
    askedMatters('Keep doing insurance work or go private only?', 'keep the insurance work', 'private only'),
    london("cash flow bhai, that's the main thing. and not chasing them every week", answer(null)),
  ),
  within(
    askedOptions('Should I take on the Enterprise fleet contract?'),
    london('either take it and get a second unit 🚐 or say no and keep my private clients ✨', answer(null)),
  ),
  within(which('order pads for the Corsa', 'order pads for the Focus'), london('focus', answer(2))),
  within(askedChoice('Put prices up in January or wait till spring?', 'January', 'spring'), london('Jan defo 💯', answer(1))),
  within(
    askedChoice('Buy the tyre changer machine or keep renting?', 'buy it', 'keep renting'),
    london("I don't know yet, I must look in my account first", answer(null)),
  ),
  within(stuck('phone the trimmer in Perth aboot the seats'), london("he never picks up, an' I've nae email fer him", answer(null))),
  within(review('Stopped taking cash jobs off Facebook'), london('best thing i did mate\nno shows gone', answer(null))),
  within(
    askedChoice('Stay with Aviva or switch the hire fleet insurer?', 'stay with Aviva', 'switch'),
    london('dusra, switch. Aviva too slow', answer(2)),
  ),
  // London: replies that are not an answer
  within(
    which('valet the Tesla', 'valet the Golf'),
    london('oh and remind me at 5 to lock up the unit 🔒', task('lock up the unit', l('11-11 17:00'))),
  ),
  within(
    askedChoice('Send the Jag seats to Perth or do them yourself?', 'send them to Perth', 'do them yourself'),
    london("cheers, that's helpful. I'll mull it ower", NO_CHANGE, answer(null)),
  ),

  // New York
  within(which('call Mr. Rivera about the Camry', 'call Mr. Ramirez about the Civic'), newYork('Ramirez', answer(2))),
  within(which('call geico about the flatbed', 'call progressive about the rollback'), newYork('geico', answer(1))),
  within(
    askedChoice('Hire a helper for installs or subcontract to an electrician?', 'hire a helper', 'subcontract'),
    newYork('Second one, electrician have license already', answer(2)),
  ),
  within(askedChoice('Keep the Tahoe or wholesale it?', 'keep it', 'wholesale it'), newYork('wholesale. done.', answer(2))),
  within(
    askedMatters('Should I take on a fourth client this quarter?', 'take the client', 'hold at three'),
    newYork(
      "What matters most is protecting the quality of the audits I already deliver; I've watched consultants overextend and their " +
        "reports get sloppy. Income matters, but it's secondary.",
      answer(null),
    ),
  ),
  within(
    askedOptions('Should I buy a second truck?'),
    newYork('either another used rollback from the auction or a new light duty wrecker with financing', answer(null)),
  ),
  within(askedChoice('Stop doing state inspections or keep them?', 'stop', 'keep them'), newYork('la primera, stop', answer(1))),
  within(which('order breakers for Fresh Meadows', 'order breakers for Bayside', 'order cable for Bayside'), newYork('3', answer(3))),
  within(askedChoice('Renew the NYPD rotation or not?', 'renew', 'let it go'), newYork('gotta talk to my wife first', answer(null))),
  within(stuck('do the title transfer'), newYork('dmv lost the MV-50. again.', answer(null))),
  within(
    review('Stopped doing state inspections'),
    newYork('Good decision, less headache, customers go to the guy next door and come back to me for repairs', answer(null)),
  ),
  within(
    askedChoice('Which vendor for the Swift Courier brakes?', 'Midtown Brake & Fleet', 'the dealer'),
    newYork("Let's go with the independent shop; the dealer's quote was nearly double.", answer(1)),
  ),
  // New York: replies that are not an answer
  within(
    which('call Mr. Rivera about the Camry', 'call Mr. Ramirez about the Civic'),
    newYork(
      'espera, also remind me at 3 call the glass guy for the windshield',
      task('call the glass guy for the windshield', n('11-11 15:00')),
    ),
  ),
  within(
    askedChoice('Should I take on a fourth client this quarter?', 'take the client', 'hold at three'),
    newYork(
      "Thank you for laying that out so clearly. I'll come back to you on it after my call with Brightway tomorrow.",
      NO_CHANGE,
      answer(null),
    ),
  ),
];
