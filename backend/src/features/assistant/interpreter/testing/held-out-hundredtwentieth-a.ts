/**
 * Held-out set, hundredtwentieth part a: tailors, dressmakers, alterations and cobblers.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Priya, a bridal alterations seamstress in Southall whose first language is Punjabi (lehengas,
 *   fittings, hems, deposits; "haanji", "theek aa", "chalo").
 * - Terry, a Bermondsey shoe repairer and key cutter (heels, soles, watch batteries, the shop counter;
 *   blunt, few words, "mate").
 * - Fiona, a Glasgow kilt maker and hire business who writes some Scots ("the morn", "aye", "wee",
 *   "cannae", "ken").
 * - Olu, a Peckham bespoke suit tailor (clients, cloth merchants, fittings, Instagram; "bro", "bless").
 * - Margaret, a retired teacher turned curtain and upholstery maker in Harrogate (long, careful, full
 *   sentences).
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Rosa, a dry cleaner and alterations shop owner in Jackson Heights whose first language is Spanish
 *   (tickets, pressing, pickups, suppliers).
 * - Min-jun, a Koreatown custom shirt maker whose first language is Korean (measurements, fabric
 *   orders, the factory in NJ; short, careful English).
 * - Tasha, a Harlem costume designer for theatre and drag shows (shows, fittings, rush jobs; all lower
 *   case, lots of emoji).
 * - Vinnie, a Bensonhurst cobbler with a leather repair shop (boots, bags, the landlord; gruff,
 *   clipped, typos).
 * - Grace, who runs a small made-to-measure bridal studio in Tribeca with staff (brides, seamstresses,
 *   payroll; long organised messages).
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
  talk,
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

export const HUNDREDTWENTIETH_ASK: HeldOutItem[] = [
  // London: plain asks with a time
  london(
    'haanji remind me tomorrow 10am to call Simran about her lehenga fitting, she wants the blouse taken in also',
    task('call Simran about her lehenga fitting', l('11-12 10:00')),
    task('call Simran about her lehenga fitting, she wants the blouse taken in also', l('11-12 10:00')),
  ),
  london(
    'remind me friday take deposit from Kaur family for the 3 bridesmaid suits, theek aa',
    task('take deposit from Kaur family for the 3 bridesmaid suits', l('11-13')),
  ),
  london('remind me 5 mate. watch batteries order', task('watch batteries order', l('11-11 17:00'))),
  london(
    "sat 9am. glue the Church's brogues for the bloke from the flats. remind me",
    task("glue the Church's brogues for the bloke from the flats", l('11-14 09:00')),
  ),
  london('in 20 mins remind me ring the locksmith supplier', task('ring the locksmith supplier', inMinutes(20))),
  london(
    'mind me the morn tae phone the weaver in Selkirk aboot the Black Watch tartan',
    task('phone the weaver in Selkirk aboot the Black Watch tartan', l('11-12')),
  ),
  london(
    'wee reminder at half 4 tae check the hire kilts came back fae the Hendersons wedding',
    task('check the hire kilts came back fae the Hendersons wedding', l('11-11 16:30')),
  ),
  london(
    'bro remind me tonight to post the navy three-piece on the gram, client said its cool',
    task('post the navy three-piece on the gram', l('11-11 20:00')),
    task('post the navy three-piece on the gram, client said its cool', l('11-11 20:00')),
  ),
  london(
    'remind me monday 11 to call Dugdale about the flannel bunch, bless',
    task('call Dugdale about the flannel bunch', l('11-16 11:00')),
  ),
  london(
    "Good afternoon. Would you please remind me on Friday at ten o'clock to telephone Mrs Ashworth about the lining for her bay " +
      'window curtains? She was undecided between the blackout and the thermal, and I promised I would ring her once the samples arrived.',
    task('telephone Mrs Ashworth about the lining for her bay window curtains', l('11-13 10:00')),
  ),
  // London: urgent, by a deadline, several jobs, a bare job
  london(
    'asap mate get a new cutter wheel for the key machine',
    task('get a new cutter wheel for the key machine', null, { important: true }),
  ),
  london(
    'need tae get the sporrans sent tae the engraver afore the weekend, cannae forget',
    task('get the sporrans sent tae the engraver', l('11-13')),
    task('get the sporrans sent tae the engraver', l('11-13 17:00')),
  ),
  london('Tomorrow: hem Jaspreet dupatta, steam the red lehenga, and order more gold dori from Southall market. chalo', [
    task('hem Jaspreet dupatta', l('11-12')),
    task('steam the red lehenga', l('11-12')),
    task('order more gold dori from Southall market', l('11-12')),
  ]),
  london(
    'I must order the webbing and the tacks for the Victorian nursing chair by the end of next week, and on 1/12 I need to send ' +
      'the invoice to the Old Swan Hotel.',
    [
      task('order the webbing and the tacks for the Victorian nursing chair', l('11-20')),
      task('send the invoice to the Old Swan Hotel', l('12-01')),
    ],
  ),
  london('Harpreet bridal fitting saturday 2 baje', task('Harpreet bridal fitting', l('11-14 14:00')), unclear),
  // London: mention a job, ask nothing
  london('had three lots of stilettos in today mate all wanting them for saturday', NO_CHANGE),
  london('client picked up the wedding suit today bro, fit was mad 🔥 bless', NO_CHANGE),
  london(
    'The Harrogate Theatre has asked whether I might reupholster their box seats in the spring, which was rather lovely to hear.',
    NO_CHANGE,
  ),

  // New York: plain asks with a time
  newYork(
    'Remind me mañana 8am call the supplier for the hangers, we have almost no more',
    task('call the supplier for the hangers', n('11-12 08:00')),
    task('call the supplier for the hangers, we have almost no more', n('11-12 08:00')),
  ),
  newYork(
    'remind me at 3 to call señora Gomez her coat is ready, ticket 4471',
    task('call señora Gomez her coat is ready, ticket 4471', n('11-11 15:00')),
    task('call señora Gomez her coat is ready', n('11-11 15:00')),
  ),
  newYork('Friday I need fix the pressing machine and pay the rent of the store', [
    task('fix the pressing machine', n('11-13')),
    task('pay the rent of the store', n('11-13')),
  ]),
  newYork(
    'Please remind me 11/18 10am. Order 40 yard white poplin from Thomas Mason.',
    task('Order 40 yard white poplin from Thomas Mason', n('11-18 10:00')),
  ),
  newYork(
    'Tomorrow morning remind me send measurements of Mr. Park to factory in NJ',
    task('send measurements of Mr. Park to factory in NJ', n('11-12 09:00')),
  ),
  newYork('Need to call factory about collar problem. Today 4pm.', task('call factory about collar problem', n('11-11 16:00'))),
  newYork(
    "remind me at 1 to pick up the rhinestones from the garment district 💎💎 for miss vivica's finale look",
    task('pick up the rhinestones from the garment district', n('11-11 13:00')),
    task("pick up the rhinestones from the garment district for miss vivica's finale look", n('11-11 13:00')),
  ),
  newYork(
    "URGENT 🚨🚨 re-glue the headpiece for tonight's show before 6",
    task("re-glue the headpiece for tonight's show", n('11-11 18:00'), { important: true }),
  ),
  newYork('thursday: fitting w the chorus girls at 11, then drop the bodices at the dry cleaner, then invoice the apollo 🙏🏾', [
    task('fitting w the chorus girls', n('11-12 11:00')),
    task('drop the bodices at the dry cleaner', n('11-12')),
    task('invoice the apollo', n('11-12')),
  ]),
  newYork('remind me call landlord bout the leak tmrw 9', task('call landlord bout the leak', n('11-12 09:00'))),
  newYork('need to order vibram soles. by fri', task('order vibram soles', n('11-13'))),
  newYork('frye boots pickup 4pm', task('frye boots pickup', n('11-11 16:00')), unclear),
  newYork(
    'Good morning! A few things for next week, please: 1) Monday at 9, payroll for the seamstresses; 2) Tuesday, order the silk ' +
      'organza for the Whitfield gown; 3) Wednesday 11/18 at 2pm, final fitting with Ms. Alvarez. Thank you!',
    [
      task('payroll for the seamstresses', n('11-16 09:00')),
      task('order the silk organza for the Whitfield gown', n('11-17')),
      task('final fitting with Ms. Alvarez', n('11-18 14:00')),
    ],
  ),
  newYork(
    "Could you please add a reminder for the end of the month to renew the studio's liability insurance? It lapses on December 1st " +
      'and I would rather not cut it close.',
    task("renew the studio's liability insurance", n('11-30')),
    task("renew the studio's liability insurance", n('11-30 17:00')),
  ),
  // New York: mention a job, ask nothing
  newYork('Today three customer come for measurement. Good day.', NO_CHANGE),
  newYork('landlord finaly fixd the heat', NO_CHANGE),
  newYork('Just a note that Daniela has finished the beading on the Whitfield bodice; it looks exquisite.', NO_CHANGE),
];

export const HUNDREDTWENTIETH_RECURRING: HeldOutItem[] = [
  // London
  london(
    'every saturday 9 baje remind me to open the shop early for fittings',
    task('open the shop early for fittings', l('11-14 09:00'), { repeat: every('week') }),
  ),
  london(
    'har month 1st remind me pay the rent for the unit, haanji',
    task('pay the rent for the unit', l('12-01'), { repeat: every('month') }),
  ),
  london(
    'every sunday evening remind me check the deposits book for the week',
    task('check the deposits book for the week', l('11-15 19:00'), { repeat: every('week') }),
  ),
  london('every day 8am mate. float in the till', task('float in the till', l('11-12 08:00'), { repeat: every('day') })),
  london('every friday 4 remind me order heels and soles', task('order heels and soles', l('11-13 16:00'), { repeat: every('week') })),
  london('first monday every month. key blanks stock check', task('key blanks stock check', l('12-07'), { repeat: every('month') })),
  london(
    'every Thursday mind me tae check the hire kilts are aw back an pressed fer the weekend',
    task('check the hire kilts are aw back an pressed fer the weekend', l('11-12'), { repeat: every('week') }),
  ),
  london('ilka month on the 15th, pay the weaver. remind me aye', task('pay the weaver', l('11-15'), { repeat: every('month') })),
  london(
    'every other Monday at 9 mind me tae dae the VAT receipts',
    task('dae the VAT receipts', l('11-16 09:00'), { repeat: every('week', 2) }),
    task('dae the VAT receipts', l('11-23 09:00'), { repeat: every('week', 2) }),
  ),
  london(
    'bro every tuesday 7pm remind me to post a fit pic on insta',
    task('post a fit pic on insta', l('11-17 19:00'), { repeat: every('week') }),
  ),
  london(
    'every weekday at 10 remind me to check the DMs for booking enquiries, first one tomorrow',
    task('check the DMs for booking enquiries', l('11-12 10:00'), { repeat: every('weekday') }),
  ),
  london(
    'Would you kindly remind me on the last working day of every month to send my invoices to the interior designers I work with? ' +
      'The first would be Monday the 30th.',
    task('send my invoices to the interior designers I work with', l('11-30'), { repeat: every('month') }),
  ),
  london(
    'Every year on the 2nd of January I like to service the sewing machines properly; please set that as a yearly reminder.',
    task('service the sewing machines properly', l('2027-01-02'), { repeat: every('year') }),
    task('service the sewing machines', l('2027-01-02'), { repeat: every('year') }),
  ),
  // London: a routine, asks for nothing
  london('every wedding season same story, everyone want alterations in 1 week only 😅', NO_CHANGE),
  london('every xmas same. everyone wants keys cut for the in-laws', NO_CHANGE),
  london('I have made curtains for the same family in Knaresborough every spring for eleven years now.', NO_CHANGE),

  // New York
  newYork(
    'every monday 7am remind me call the supplier for plastic bags and hangers',
    task('call the supplier for plastic bags and hangers', n('11-16 07:00'), { repeat: every('week') }),
  ),
  newYork(
    'Cada viernes at 6pm remind me count the tickets not picked up',
    task('count the tickets not picked up', n('11-13 18:00'), { repeat: every('week') }),
  ),
  newYork(
    'every 15 of the month pay the electric, Con Ed',
    task('pay the electric, Con Ed', n('11-15'), { repeat: every('month') }),
    task('pay the electric', n('11-15'), { repeat: every('month') }),
  ),
  newYork(
    'Every Tuesday 9am remind me send order list to NJ factory.',
    task('send order list to NJ factory', n('11-17 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'Every month 25th, pay fabric invoice to Alumo. Please remind.',
    task('pay fabric invoice to Alumo', n('11-25'), { repeat: every('month') }),
  ),
  newYork(
    'Every day 6pm remind me backup the measurement file',
    task('backup the measurement file', n('11-11 18:00'), { repeat: every('day') }),
  ),
  newYork(
    'every sunday at noon remind me to wash + repair the wigs from the weekend shows 💇🏾‍♀️✨',
    task('wash + repair the wigs from the weekend shows', n('11-15 12:00'), { repeat: every('week') }),
  ),
  newYork(
    'every other thursday remind me to invoice house of labeija for the ball looks, starting tmrw',
    task('invoice house of labeija for the ball looks', n('11-12'), { repeat: every('week', 2) }),
  ),
  newYork(
    'every weekday at 11 remind me check the rush job email 📧',
    task('check the rush job email', n('11-11 11:00'), { repeat: every('weekday') }),
  ),
  newYork('evry month on the 1st remind me pay landlord', task('pay landlord', n('12-01'), { repeat: every('month') })),
  newYork('every sat 8am oil the stitcher', task('oil the stitcher', n('11-14 08:00'), { repeat: every('week') })),
  newYork(
    'Please set up a recurring reminder every other Friday at 3pm to run payroll for the studio team, starting this Friday the 13th.',
    task('run payroll for the studio team', n('11-13 15:00'), { repeat: every('week', 2) }),
  ),
  newYork(
    "Each Monday at 8:30am, could you remind me to review the week's fittings calendar with Daniela and Keiko? Thank you.",
    task("review the week's fittings calendar with Daniela and Keiko", n('11-16 08:30'), { repeat: every('week') }),
  ),
  newYork(
    'One more recurring item: every three months, on the 20th, I need to file the quarterly sales tax. The next one is December 20th.',
    task('file the quarterly sales tax', n('12-20'), { repeat: every('month', 3) }),
  ),
  // New York: a routine, asks for nothing
  newYork('the señora from 37th ave come every week with her husband shirts, so sweet', NO_CHANGE),
  newYork('every winter same thing salt eats everybodys boots', NO_CHANGE),
];

export const HUNDREDTWENTIETH_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('call Simran about her lehenga fitting', l('11-11 15:00')),
    london('bride here for trial, baad vich, 1 hour', snoozeFor(60)),
  ),
  within(
    reminded('take deposit from Kaur family for the 3 bridesmaid suits'),
    london(
      'they coming saturday, remind me then haanji',
      snoozeUntil(l('11-14 09:00')),
      snoozeUntil(l('11-14')),
      move(ctx, '2026-11-14', null),
    ),
  ),
  within(
    reminded('steam the red lehenga'),
    london('theek aa at 6 I do it', snoozeUntil(l('11-11 18:00')), move(ctx, '2026-11-11', '18:00')),
  ),
  // London: at 15:00 "at 11" has gone by: tomorrow 11am, or tonight 11pm
  within(
    reminded('order more gold dori from Southall market'),
    london('remind me at 11 haanji', snoozeUntil(l('11-12 11:00')), snoozeUntil(l('11-11 23:00'))),
  ),
  within(reminded('watch batteries order', l('11-11 15:00')), london('queue out the door mate. 30 min', snoozeFor(30))),
  within(
    reminded('ring the locksmith supplier'),
    london('tomorrow', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('get a new cutter wheel for the key machine'), london('later mate', snoozeFor(60))),
  within(
    reminded('phone the weaver in Selkirk aboot the Black Watch tartan'),
    london("mill's shut fer lunch, gie us an hour", snoozeFor(60)),
  ),
  within(
    reminded('check the hire kilts came back fae the Hendersons wedding', l('11-11 15:00')),
    london(
      "they're no due back till the morn, ask us then",
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12')),
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(reminded('dae the VAT receipts'), london('cannae the noo, efter 5', snoozeUntil(l('11-11 17:00')))),
  within(reminded('call Dugdale about the flannel bunch'), london("in a fitting bro, 2 hours and I'm on it", snoozeFor(120))),
  within(
    reminded('post the navy three-piece on the gram'),
    london(
      "light's gone bro, do it tomorrow morning when I can shoot it proper",
      snoozeUntil(l('11-12 09:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  within(
    reminded('chase the cloth merchant for the Super 120s'),
    london("monday bro they're closed till then", snoozeUntil(l('11-16 09:00')), snoozeUntil(l('11-16')), move(ctx, '2026-11-16', null)),
  ),
  within(
    reminded('telephone Mrs Ashworth about the lining for her bay window curtains'),
    london(
      'I am afraid I have my hands full of pleating tape at the moment and cannot possibly pick up the telephone. Could you remind me ' +
        'again in about forty-five minutes?',
      snoozeFor(45),
    ),
  ),
  within(
    reminded('order the webbing and the tacks for the Victorian nursing chair'),
    london(
      "The supplier's website is down this afternoon, so I shall try again on Friday morning, if you would remind me then.",
      snoozeUntil(l('11-13 09:00')),
      move(ctx, '2026-11-13', '09:00'),
    ),
  ),
  // London: "not yet" without a time asks nothing
  within(reminded("glue the Church's brogues for the bloke from the flats"), london("not yet mate glue's still going off", NO_CHANGE)),
  within(
    reminded('send the invoice to the Old Swan Hotel'),
    london('Not yet; the manager has still not confirmed the final measurements for the dining room.', NO_CHANGE),
  ),

  // New York
  within(reminded('call the supplier for the hangers'), newYork('ahora no, tengo cola de clientes, en 30 minutos', snoozeFor(30))),
  within(
    reminded('call señora Gomez her coat is ready, ticket 4471'),
    newYork('she work until 5, remind me 5:30 please', snoozeUntil(n('11-11 17:30')), move(ctx, '2026-11-11', '17:30')),
  ),
  within(
    reminded('pay the rent of the store'),
    newYork(
      'mañana, the bank is close today for the Veterans Day',
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12')),
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(
    reminded('call factory about collar problem', n('11-11 10:00')),
    newYork('Factory lunch time now. Please 1 hour later.', snoozeFor(60)),
  ),
  within(
    reminded('send measurements of Mr. Park to factory in NJ'),
    newYork(
      'Mr. Park coming again Friday for check. Remind me after, Friday 3pm.',
      snoozeUntil(n('11-13 15:00')),
      move(ctx, '2026-11-13', '15:00'),
    ),
  ),
  within(
    reminded('pick up the rhinestones from the garment district'),
    newYork('omg im stuck at the theater til 4 😩 remind me then', snoozeUntil(n('11-11 16:00'))),
  ),
  within(reminded('invoice the apollo'), newYork('ugh later 🙄', snoozeFor(60))),
  within(
    reminded('wash + repair the wigs from the weekend shows'),
    newYork('tonight pls 💅🏾 im mid-fitting', snoozeUntil(n('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  // New York: at 10:00 "at 9" has gone by: tomorrow 9am, or tonight 9pm
  within(
    reminded('call the wig lady about the lace fronts'),
    newYork('remind me at 9 🙏🏾', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-11 21:00'))),
  ),
  within(reminded('call landlord bout the leak'), newYork('hes not pickin up. try agn 2 hrs', snoozeFor(120))),
  within(
    reminded('order vibram soles'),
    newYork('monday', snoozeUntil(n('11-16 09:00')), snoozeUntil(n('11-16')), move(ctx, '2026-11-16', null)),
  ),
  within(reminded('oil the stitcher'), newYork('gimme 20', snoozeFor(20))),
  within(
    reminded('order the silk organza for the Whitfield gown'),
    newYork("I'm with a bride and her mother for the next hour and a half; please remind me once we're done.", snoozeFor(90)),
  ),
  within(
    reminded('payroll for the seamstresses'),
    newYork(
      "Please hold this until tomorrow morning at 9; Keiko hasn't submitted her hours yet and I'd rather run everyone together.",
      snoozeUntil(n('11-12 09:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  // New York: "not yet" without a time asks nothing
  within(reminded('Order 40 yard white poplin from Thomas Mason'), newYork('Not yet. Waiting price from agent.', NO_CHANGE)),
  within(
    reminded("renew the studio's liability insurance"),
    newYork("Not yet, I'm still waiting for the broker to send over the renewal quote.", NO_CHANGE),
  ),
];

export const HUNDREDTWENTIETH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('call Simran about her lehenga fitting', l('11-12 10:00')),
    london('nahi nahi 11 not 10, she drop kids first', move(ctx, null, '11:00')),
  ),
  within(
    just('take deposit from Kaur family for the 3 bridesmaid suits', l('11-13')),
    london('sorry its Gill family not Kaur 🙈', rename(ctx, 'take deposit from Gill family for the 3 bridesmaid suits')),
  ),
  london('move the gold dori one to saturday', move(words('gold dori'), '2026-11-14', null)),
  within(just('watch batteries order', l('11-11 17:00')), london('half 4 not 5', move(ctx, null, '16:30'))),
  within(
    just("glue the Church's brogues for the bloke from the flats", l('11-14 09:00')),
    london("not church's. loakes", rename(ctx, 'glue the loakes brogues for the bloke from the flats')),
  ),
  within(
    reminded('ring the locksmith supplier', l('11-11 15:00')),
    london('make it thursday mate', move(ctx, '2026-11-12', null), snoozeUntil(l('11-12 15:00'))),
  ),
  within(
    just('phone the weaver in Selkirk aboot the Black Watch tartan', l('11-12')),
    london("naw, the weaver's in Hawick no Selkirk", rename(ctx, 'phone the weaver in Hawick aboot the Black Watch tartan')),
  ),
  within(
    just('check the hire kilts came back fae the Hendersons wedding', l('11-11 16:30')),
    london(
      "och no it's the Frasers wedding, the Hendersons is next week",
      rename(ctx, 'check the hire kilts came back fae the Frasers wedding'),
    ),
  ),
  london("shift the sporrans yin tae Thursday, the engraver's aff Friday", move(words('sporrans'), '2026-11-12', null)),
  within(
    just('post the navy three-piece on the gram', l('11-11 20:00')),
    london('nah bro make it 7, more people online then', move(ctx, null, '19:00')),
  ),
  within(
    just('call Dugdale about the flannel bunch', l('11-16 11:00')),
    london('wait not Dugdale bro, Holland & Sherry', rename(ctx, 'call Holland & Sherry about the flannel bunch')),
  ),
  london(
    'the Adebayo fitting, push it to next tuesday 2pm bless',
    move(words('Adebayo fitting'), '2026-11-17', '14:00'),
    move(words('Adebayo fitting'), '2026-11-24', '14:00'),
  ),
  within(
    just('telephone Mrs Ashworth about the lining for her bay window curtains', l('11-13 10:00')),
    london(
      "Forgive me, I have muddled my days: it ought to be Thursday, not Friday, as she goes to her daughter's in Leeds on Friday.",
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(
    just('send the invoice to the Old Swan Hotel', l('12-01')),
    london(
      'I do apologise, it is the Majestic, not the Old Swan; the Old Swan settled their account last month.',
      rename(ctx, 'send the invoice to the Majestic'),
      rename(ctx, 'send the invoice to the Majestic Hotel'),
    ),
  ),
  // London: look like corrections, are news
  within(just('watch batteries order', l('11-11 16:30')), london("supplier's put the price up again mate", NO_CHANGE)),
  london('Mrs Ashworth has decided on the thermal lining after all, which makes my life a good deal simpler.', NO_CHANGE),

  // New York
  within(just('call the supplier for the hangers', n('11-12 08:00')), newYork('no, 9, they open at 9', move(ctx, null, '09:00'))),
  within(
    just('call señora Gomez her coat is ready, ticket 4471', n('11-11 15:00')),
    newYork('perdón the ticket is 4417 not 4471', rename(ctx, 'call señora Gomez her coat is ready, ticket 4417')),
  ),
  newYork('the pressing machine, change it to Saturday por favor', move(words('pressing machine'), '2026-11-14', null)),
  within(
    just('Order 40 yard white poplin from Thomas Mason', n('11-18 10:00')),
    newYork('Sorry. Not 40 yard, 30 yard.', rename(ctx, 'Order 30 yard white poplin from Thomas Mason')),
  ),
  within(
    just('send measurements of Mr. Park to factory in NJ', n('11-12 09:00')),
    newYork('Not tomorrow. Today 3pm please.', move(ctx, '2026-11-11', '15:00')),
  ),
  within(
    just('call factory about collar problem', n('11-11 16:00')),
    newYork('Mistake. Not collar, cuff problem.', rename(ctx, 'call factory about cuff problem')),
  ),
  within(
    just('pick up the rhinestones from the garment district', n('11-11 13:00')),
    newYork('wait make it 2 babe 🙏🏾', move(ctx, null, '14:00')),
  ),
  within(
    just('fitting w the chorus girls', n('11-12 11:00')),
    newYork('nooo friday not thursday 😭 the chorus girls r in tech thursday', move(ctx, '2026-11-13', null)),
  ),
  newYork('move the apollo invoice to monday 💸', move(words('apollo invoice'), '2026-11-16', null)),
  within(just('call landlord bout the leak', n('11-12 09:00')), newYork('not 9 10', move(ctx, null, '10:00'))),
  within(just('order vibram soles', n('11-13')), newYork('not vibram. dainite', rename(ctx, 'order dainite soles'))),
  newYork('move the frye boots to 5', move(words('frye boots'), null, '17:00')),
  within(
    just('final fitting with Ms. Alvarez', n('11-18 14:00')),
    newYork(
      'Apologies, I transposed that: Ms. Alvarez is at 2:30 on the 18th, not 2. Her mother is flying in that morning.',
      move(ctx, null, '14:30'),
    ),
  ),
  within(
    just('order the silk organza for the Whitfield gown', n('11-17')),
    newYork(
      "Small correction: it's silk charmeuse for the Whitfield gown, not organza. The organza is for the Bennett veil.",
      rename(ctx, 'order the silk charmeuse for the Whitfield gown'),
    ),
  ),
  within(
    reminded("renew the studio's liability insurance", n('11-11 10:00')),
    newYork(
      "This one should really be on the 25th, not today; the broker asked for a week's notice before the lapse.",
      move(ctx, '2026-11-25', null),
      snoozeUntil(n('11-25 10:00')),
    ),
  ),
  // New York: look like corrections, are news
  newYork('the drag brunch got moved to sunday lol 🥂', NO_CHANGE),
  within(just('send order list to NJ factory', n('11-17 09:00')), newYork('Factory change manager. New man is Mr. Lim.', NO_CHANGE)),
];

export const HUNDREDTWENTIETH_RAMBLE: HeldOutItem[] = [
  // London
  london(
    'haanji so today 3 brides came for trial, one lehenga was too long by 2 inch, other one the can-can was poking out 🙈 tomorrow ' +
      'I need to take up Simran hem and also call the embroidery karigar about the late dupattas, and friday remind me collect the ' +
      'balance from the Sandhu family. chalo bas, very tired',
    [
      task('take up Simran hem', l('11-12')),
      task('call the embroidery karigar about the late dupattas'),
      task('collect the balance from the Sandhu family', l('11-13')),
    ],
    [
      task('take up Simran hem', l('11-12')),
      task('call the embroidery karigar about the late dupattas', l('11-12')),
      task('collect the balance from the Sandhu family', l('11-13')),
    ],
  ),
  london(
    'long day mate. 40 odd keys, bloke kicked off cos his yale didnt work, it did he just had it upside down. need to order more heel ' +
      'blocks and get the sign fixed above the door',
    [task('order more heel blocks'), task('get the sign fixed above the door')],
  ),
  london('sat up doing the books mate, vat all sorted, landlord still on about the lease. pay the glue bloke friday', [
    task('pay the glue bloke', l('11-13')),
  ]),
  london(
    'whit a day, three hire parties in at once and the wee boy fae the Campbell party had grown two inches since his measure, ken ' +
      "whit they're like at that age. need tae order mair of the Ancient Hunting in the small sizes and phone the Campbells the morn " +
      'aboot the jacket',
    [task('order mair of the Ancient Hunting in the small sizes'), task('phone the Campbells aboot the jacket', l('11-12'))],
  ),
  london(
    'bro today was mad. client from Lagos flew in for his wedding suit fitting, jacket sat perfect first time 🔥 bless. anyway need ' +
      'to order more canvas from Bernstein & Banleigh, reply to the guy asking about a linen suit for Ghana, and tomorrow at 12 shoot ' +
      'the reel for the gram',
    [
      task('order more canvas from Bernstein & Banleigh'),
      task('reply to the guy asking about a linen suit for Ghana'),
      task('shoot the reel for the gram', l('11-12 12:00')),
    ],
  ),
  london(
    'It has been rather a long day. I finished the interlined curtains for the Ashworths, which are heavier than a small child, and ' +
      'my back is letting me know about it. I must remember to order more Rufflette tape before the weekend, and to ring the man ' +
      'about the steam iron, which is leaking again. Otherwise, all is well.',
    [task('order more Rufflette tape', l('11-13')), task('ring the man about the steam iron')],
    [task('order more Rufflette tape', l('11-13 17:00')), task('ring the man about the steam iron')],
  ),
  // London: decisions said out loud
  london('I decide, from January no more fittings on sunday, family time also needed. theek aa', decision),
  london('right. no more watch straps. margins rubbish and takes me forever. done', decision),
  london(
    "aye I've decided, I'm no daein the cheap acrylic hire kilts ony mair, folk can pay fer wool. need tae change the website afore Friday",
    [decision, task('change the website', l('11-13'))],
  ),
  london("been thinking bro, I'm doing it, raising the two-piece to £1,800 from January. time to value the work bless", decision),
  // London: rambles with no job in them
  london('sometimes I think my mother was right, she said sewing will give you roti but also backache 😅', NO_CHANGE, talk('feeling')),
  london('quiet. rain. one pair of boots all afternoon', NO_CHANGE),
  london(
    'sometimes I sit wi a kilt on the bench an think ma granda made them in this same room. makes me a wee bit greetin',
    NO_CHANGE,
    talk('reflection'),
    talk('feeling'),
  ),
  london(
    "sometimes I forget how far I've come bro. started with one sewing machine in my mum's flat on the Old Kent Road",
    NO_CHANGE,
    talk('reflection'),
  ),
  london(
    'I was thinking this morning how much upholstery resembles teaching: endless patience, a great deal of tugging, and the ' +
      'occasional small triumph that nobody else notices.',
    NO_CHANGE,
    talk('reflection'),
  ),

  // New York
  newYork(
    'Ay Dios mío today was crazy, the boiler for the pressing stop in the middle of the morning and I have 30 shirts waiting. I need ' +
      'call the repair man today and tomorrow go to the supplier in Queens Blvd for more tickets and plastic. Also my daughter have ' +
      'recital tonight so I leave at 5',
    [task('call the repair man', n('11-11')), task('go to the supplier in Queens Blvd for more tickets and plastic', n('11-12'))],
  ),
  newYork(
    'Today busy. Mr. Choi wedding shirts, 5 pieces, all different collar. Factory say they need more time. I must call Mr. Choi to ' +
      'explain, and order more mother of pearl button. Tomorrow check the sample.',
    [task('call Mr. Choi to explain'), task('order more mother of pearl button'), task('check the sample', n('11-12'))],
  ),
  newYork(
    'okayyy so the drag show at the apollo is SATURDAY and miss vivica just decided she wants a whole new reveal 😭😭 so i need to ' +
      'source 10 yards of holographic spandex tmrw, call my seamstress jojo tonight and beg, and remind me to eat something lol 🍕',
    [task('source 10 yards of holographic spandex', n('11-12')), task('call my seamstress jojo', n('11-11 20:00')), task('eat something')],
    [task('source 10 yards of holographic spandex', n('11-12')), task('call my seamstress jojo', n('11-11 20:00'))],
  ),
  newYork(
    'landlord came by agn about the lease. want 20% more. screw that. gotta call my lawyer guy and order more shoe polish black and ' +
      'brown. also fix the sign',
    [task('call my lawyer guy'), task('order more shoe polish black and brown'), task('fix the sign')],
  ),
  newYork(
    "End-of-day brain dump, in no particular order: the Whitfield bodice is finished and it's beautiful; Keiko is out Friday for a " +
      "family matter; and we are nearly out of horsehair braid. So: I need to order horsehair braid, rearrange Friday's fittings so " +
      'Daniela can cover, and email the Bennett bride about moving her second fitting. Payroll as normal on Monday.',
    [
      task('order horsehair braid'),
      task("rearrange Friday's fittings so Daniela can cover"),
      task('email the Bennett bride about moving her second fitting'),
    ],
  ),
  // New York: decisions said out loud
  newYork('Ya decidí, I no take more wedding dresses for cleaning, too much risk, one stain and the bride cry and I cry 😅', decision),
  newYork('I decide. From next year, only 100% cotton. No more blend fabric.', decision),
  newYork('ok im saying it, no more rush jobs under $500. my sanity is worth more 💅🏾', decision),
  newYork('thats it im closin mondays from now on. too slow', decision),
  newYork(
    "After a long conversation with my accountant, I've decided to bring on a part-time studio manager in January. I'll need to " +
      'draft the job description by the end of next week.',
    [decision, task('draft the job description', n('11-20'))],
  ),
  // New York: rambles with no job in them
  newYork("A customer bring me a suit from 1975, the jacket still perfect, they don't make like this no more", NO_CHANGE),
  newYork(
    'My father also make shirt in Seoul 30 years. Today I use his scissors. Feel strange, good strange.',
    NO_CHANGE,
    talk('feeling'),
    talk('reflection'),
  ),
  newYork('the closing number last night had the whole house screaming 😭✨ i cried backstage fr', NO_CHANGE, talk('feeling')),
  newYork('kid come in w his grandpas boots from the 60s. resoled em. goodyear welt. they dont make em like that', NO_CHANGE),
  newYork(
    'A bride I dressed in 2019 came in today with her baby daughter to say hello. Days like this remind me why I opened the studio.',
    NO_CHANGE,
    talk('reflection'),
    talk('feeling'),
  ),
];

export const HUNDREDTWENTIETH_ANSWER: HeldOutItem[] = [
  // London
  within(which('call Simran about her lehenga fitting', 'call Simran about the blouse'), london('blouse wala', answer(2))),
  within(which('hem Jaspreet dupatta', 'steam the red lehenga', 'order more gold dori from Southall market'), london('3', answer(3))),
  within(
    askedChoice('Hire a second seamstress for wedding season or turn away bookings?', 'hire a second seamstress', 'turn away bookings'),
    london('pehla, hire. I cannot say no to brides', answer(1)),
  ),
  within(
    askedMatters('Move to a bigger unit on the Broadway or stay where you are?', 'move to the Broadway', 'stay'),
    london('rent is the main thing, and parking for the brides families', answer(null)),
  ),
  within(which('order heels and soles', 'order watch batteries'), london('batteries', answer(2))),
  within(
    askedChoice('Buy the new key machine or keep fixing the old one?', 'buy the new one', 'keep fixing the old one'),
    london('new one mate', answer(1)),
  ),
  within(askedOptions('Should you stop doing watch repairs?'), london('either pack it in or just do batteries and straps', answer(null))),
  within(
    askedChoice('Open a second shop in Edinburgh or grow the online hire?', 'open in Edinburgh', 'grow the online hire'),
    london('the online yin. Edinburgh rents are daft', answer(2)),
  ),
  within(
    askedMatters('Keep the acrylic hire kilts or go wool only?', 'keep the acrylic kilts', 'wool only'),
    london('whit matters is folk lookin right at their weddin, an no gettin a rash aff cheap stuff', answer(null)),
  ),
  within(
    which('phone the weaver in Hawick aboot the Black Watch tartan', 'phone the weaver in Selkirk aboot the Ancient Hunting'),
    london('Hawick', answer(1)),
  ),
  within(
    askedChoice('Take the big order from the City firm or keep to private clients?', 'take the City order', 'keep to private clients'),
    london("bro second one, I'm not a factory", answer(2)),
  ),
  within(
    askedOptions('Should you move out of the Peckham studio?'),
    london('either the arches in Bermondsey or stay and knock through to the back room bro', answer(null)),
  ),
  within(
    askedChoice('Take on the hotel contract or keep to private homes?', 'the hotel contract', 'private homes'),
    london(
      'After a good deal of thought, I think I shall take the hotel contract; the regularity of the work would be very welcome over the winter.',
      answer(1),
    ),
  ),
  within(
    askedMatters('Take on an apprentice or carry on alone?', 'take on an apprentice', 'carry on alone'),
    london(
      'What matters most to me, I think, is that the craft is passed on properly. I am sixty-eight, and I should hate for all of it ' +
        'to disappear with me. The money is a secondary consideration.',
      answer(null),
    ),
  ),
  // London: replies that are not an answer
  within(
    which('order heels and soles', 'order watch batteries'),
    london('also remind me 6 to lock the shutter mate', task('lock the shutter', l('11-11 18:00'))),
  ),
  within(
    askedChoice('Take on the hotel contract or keep to private homes?', 'the hotel contract', 'private homes'),
    london('I should like to sleep on it, if I may, and speak to my husband this evening.', NO_CHANGE, answer(null)),
  ),

  // New York
  within(which('call the supplier for the hangers', 'call the supplier for the plastic bags'), newYork('the bags one', answer(2))),
  within(
    askedChoice('Buy a second pressing machine or hire a part-time presser?', 'buy the machine', 'hire a presser'),
    newYork('la primera, the machine no call in sick jaja', answer(1)),
  ),
  within(
    askedOptions('Should you open on Sundays?'),
    newYork('open only the morning on sunday, or stay close and do pickups later on saturday', answer(null)),
  ),
  within(
    askedChoice('Keep the NJ factory or bring production in-house?', 'keep the NJ factory', 'bring it in-house'),
    newYork('Keep factory. First one.', answer(1)),
  ),
  within(
    askedMatters('Raise prices or keep them for regular customers?', 'raise prices', 'keep them'),
    newYork('Most important is quality same. And old customer happy.', answer(null)),
  ),
  within(
    which('send measurements of Mr. Park to factory in NJ', 'send measurements of Mr. Choi to factory in NJ'),
    newYork('Mr. Choi', answer(2)),
  ),
  within(
    askedChoice('Take the Broadway understudy costumes or the drag pageant?', 'Broadway understudy costumes', 'the drag pageant'),
    newYork('pageant babyyyy 👑 option 2', answer(2)),
  ),
  within(
    askedMatters('Take the Broadway understudy costumes or the drag pageant?', 'Broadway understudy costumes', 'the drag pageant'),
    newYork('honestly getting paid on time lol and not doing 3 all nighters in a row 😩', answer(null)),
  ),
  within(askedChoice('Sign the new lease or move the shop?', 'sign the lease', 'move'), newYork('move. 2', answer(2))),
  within(which('call landlord bout the leak', 'call landlord bout the lease'), newYork('lease', answer(2))),
  within(
    askedOptions('Should you start selling new boots?'),
    newYork('red wings or jus the cheap work boots for the guys on the site', answer(null)),
  ),
  within(
    askedChoice('Hire a studio manager or promote Daniela?', 'hire a studio manager', 'promote Daniela'),
    newYork(
      "I've thought about it overnight and I'd like to promote Daniela. She knows the brides, she knows the workroom, and she has earned it.",
      answer(2),
    ),
  ),
  within(
    askedMatters('Hire a studio manager or promote Daniela?', 'hire a studio manager', 'promote Daniela'),
    newYork(
      'Three things, in order: keeping the team happy and together, freeing up at least two days a week for me to design, and not ' +
        'adding more than about $40k to the annual payroll.',
      answer(null),
    ),
  ),
  within(
    which('email the Bennett bride about moving her second fitting', 'email the Bennett bride about the veil'),
    newYork('The first one, please.', answer(1)),
  ),
  // New York: replies that are not an answer
  within(
    which('call the supplier for the hangers', 'call the supplier for the plastic bags'),
    newYork('espera, también remind me at 4 call the boiler man', task('call the boiler man', n('11-11 16:00'))),
  ),
  within(
    askedChoice('Take the Broadway understudy costumes or the drag pageant?', 'Broadway understudy costumes', 'the drag pageant'),
    newYork('idk yet lemme talk to my partner first 🤔', NO_CHANGE, answer(null)),
  ),
];
