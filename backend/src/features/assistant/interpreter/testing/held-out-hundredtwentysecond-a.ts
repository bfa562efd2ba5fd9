/**
 * Held-out set, hundredtwentysecond part a: florists, wedding and funeral celebrants.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Shazia, a florist in Leicester whose first language is Gujarati (wholesaler runs, wedding arches,
 *   funeral tributes, the van; "haa", "saru", "chalo", "na", "biju").
 * - Gwen, a humanist funeral and wedding celebrant in Cardiff (families, scripts, crematorium slots;
 *   warm and careful, some Welsh: "cariad", "diolch").
 * - Kev, a market-stall flower seller at Kirkgate market in Leeds (buckets, the Dutch lorry; blunt
 *   Yorkshire: "nowt", "summat", "owt", "love", "t'").
 * - Imogen, a wedding florist in the Cotswolds (barns, brides, installations, freelancers; long,
 *   breathless voice notes).
 * - Callum, a Glasgow registrar turned independent celebrant (ceremonies, hotels, couples; some Scots:
 *   "the morn", "aye", "wee", "ken", "yin").
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Lucia, a Bronx florist whose first language is Spanish (quinceañeras, funeral sprays, the flower
 *   market on 28th St).
 * - Yuki, a Japanese-born ikebana teacher and event florist in the East Village (short, polite,
 *   careful English).
 * - Darnell, a wedding officiant and MC in Queens (couples, rehearsals, licences; upbeat, emoji, "fam").
 * - Marge, a Staten Island funeral home's floral buyer who also does church flowers (typos, no
 *   capitals, "hon").
 * - Priyanka, who runs an Upper West Side floral design studio with staff (corporate accounts, weekly
 *   hotel lobbies, payroll; long organised messages).
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

export const HUNDREDTWENTYSECOND_ASK: HeldOutItem[] = [
  // London: asks with a time
  london(
    'haa remind me tomorrow 6am go wholesaler for Mistry wedding arch, 200 white avalanche and gyp',
    task('go wholesaler for Mistry wedding arch, 200 white avalanche and gyp', l('11-12 06:00')),
    task('go wholesaler for Mistry wedding arch', l('11-12 06:00')),
  ),
  london(
    'remind me thursday 8 in morning soak the oasis for the NANI letters, Chauhan funeral is friday',
    task('soak the oasis for the NANI letters', l('11-12 08:00')),
    task('soak the oasis for the NANI letters, Chauhan funeral is friday', l('11-12 08:00')),
  ),
  london('van MOT due 3/12, remind me 1 week before saru', task('van MOT', l('11-26')), task('van MOT due 3/12', l('11-26'))),
  london('tonight: call Priti ben about her mehndi flowers, order 2 roll ivory ribbon, clean inside the van. chalo', [
    task('call Priti ben about her mehndi flowers', l('11-11 20:00')),
    task('order 2 roll ivory ribbon', l('11-11 20:00')),
    task('clean inside the van', l('11-11 20:00')),
  ]),
  london(
    "Prynhawn da cariad, could you remind me tomorrow at 10 to ring Mrs Pritchard about the reading she wants for her husband's " +
      'funeral? Diolch',
    task("ring Mrs Pritchard about the reading she wants for her husband's funeral", l('11-12 10:00')),
  ),
  london(
    'Would you remind me on Friday to send the Evans family their draft script? Their slot at Thornhill is 11:30 on the 24th, ' +
      'so I want them to have plenty of time to read it through together.',
    task('send the Evans family their draft script', l('11-13')),
  ),
  london(
    'I must write the eulogy for Dai Morgan before the weekend',
    task('write the eulogy for Dai Morgan', l('11-13')),
    task('write the eulogy for Dai Morgan', l('11-13 17:00')),
  ),
  london(
    'set us a reminder 4:45 tomorrow morning to meet the Dutch lorry at t back of the market',
    task('meet the Dutch lorry at t back of the market', l('11-12 04:45')),
  ),
  london('pay the market office stall rent by friday love, they were on at me', task('pay the market office stall rent', l('11-13'))),
  london('half 5 remind me wash all t buckets out', task('wash all t buckets out', l('11-11 17:30'))),
  london(
    'ok so, literally just got off the phone with Harriet, the November bride at the Tithe Barn, and she wants the hanging cloud ' +
      'bigger, like 3 metres instead of 2, so can you remind me tomorrow morning to recalculate the chicken wire and the gypsophila ' +
      'and email the freelancers about an extra day, thank you so much x',
    [
      task('recalculate the chicken wire and the gypsophila', l('11-12 09:00')),
      task('email the freelancers about an extra day', l('11-12 09:00')),
    ],
  ),
  london(
    "also I need to invoice the Lacey wedding for the balance, 1/12 is the deadline and I can't be chasing them at Christmas",
    task('invoice the Lacey wedding for the balance', l('12-01')),
  ),
  london(
    'oh god URGENT, I need to call the barn at Upper Kilcott about whether we can hang anything from the beams before the site visit on Friday',
    task('call the barn at Upper Kilcott about whether we can hang anything from the beams', l('11-13'), { important: true }),
    task('call the barn at Upper Kilcott about whether we can hang anything from the beams', l('11-12'), { important: true }),
  ),
  london(
    'mind me the morn at 9 tae phone the Grand Central aboot the ceremony room for Ailsa and Rory',
    task('phone the Grand Central aboot the ceremony room for Ailsa and Rory', l('11-12 09:00')),
  ),
  london(
    "need tae post the marriage schedule back tae the registrar for the Boyles, it's got tae be in by Friday. mind me",
    task('post the marriage schedule back tae the registrar for the Boyles', l('11-13')),
  ),
  london('Thursday: meet the McPhersons at 2 fer their script, print the handfasting readings, an buy a new ribbon fer the cord', [
    task('meet the McPhersons fer their script', l('11-12 14:00')),
    task('print the handfasting readings', l('11-12')),
    task('buy a new ribbon fer the cord', l('11-12')),
  ]),
  london("Kirsty an Jamie's ceremony Saturday 1pm at Mar Hall", task("Kirsty an Jamie's ceremony at Mar Hall", l('11-14 13:00')), unclear),
  // London: a job mentioned, nothing asked
  london('sold out of carnations by 11, nowt left but gerberas', NO_CHANGE),
  london(
    "Lovely family, the Hopkinses. We laughed as much as we cried at the visit today, and that's always a good sign for a service, I think.",
    NO_CHANGE,
  ),
  london('today 4 funeral tribute go out, one big GRANDAD in red carnation, family very happy haa', NO_CHANGE),

  // New York: asks with a time
  newYork(
    "porfa remind me mañana 5am go to the flower market on 28th, need white roses y baby's breath for the Rodriguez quince",
    task('go to the flower market on 28th', n('11-12 05:00')),
    task("go to the flower market on 28th, need white roses y baby's breath for the Rodriguez quince", n('11-12 05:00')),
  ),
  newYork(
    'remind me at 1 call the funeral home about the casket spray for señor Morales, they want it friday 9am',
    task('call the funeral home about the casket spray for señor Morales', n('11-11 13:00')),
    task('call the funeral home about the casket spray for señor Morales, they want it friday 9am', n('11-11 13:00')),
  ),
  newYork('hoy: deliver the standing spray to Ortiz Funeral Home, pay the con ed, y call mi prima about the quince centerpieces', [
    task('deliver the standing spray to Ortiz Funeral Home', n('11-11')),
    task('pay the con ed', n('11-11')),
    task('call mi prima about the quince centerpieces', n('11-11')),
  ]),
  newYork(
    'Please remind me tomorrow 2pm. Order pine and quince branches for New Year class.',
    task('Order pine and quince branches for New Year class', n('11-12 14:00')),
  ),
  newYork('Tonight please remind me to sharpen the hasami.', task('sharpen the hasami', n('11-11 20:00'))),
  newYork(
    'I need to buy new kenzan for the students. Before Saturday class.',
    task('buy new kenzan for the students', n('11-14')),
    task('buy new kenzan for the students', n('11-13')),
  ),
  newYork(
    'yo remind me thursday 6pm rehearsal w Tanya & Marcus at Terrace on the Park 🎤🔥',
    task('rehearsal w Tanya & Marcus at Terrace on the Park', n('11-12 18:00')),
  ),
  newYork(
    'fam remind me in 2 hrs to mail the signed license for the Okafor wedding to the city clerk 📬 gotta be in within 5 days',
    task('mail the signed license for the Okafor wedding to the city clerk', inMinutes(120)),
    task('mail the signed license for the Okafor wedding to the city clerk, gotta be in within 5 days', inMinutes(120)),
  ),
  newYork('need to write the vows intro for Jess & Dre by the weekend 🙏🏾', task('write the vows intro for Jess & Dre', n('11-14'))),
  newYork(
    'hon remind me tmrw 8 to call the wholesaler for the russo wake, 2 casket sprays red and white',
    task('call the wholesaler for the russo wake, 2 casket sprays red and white', n('11-12 08:00')),
    task('call the wholesaler for the russo wake', n('11-12 08:00')),
  ),
  newYork('sat morning church altar flowers for st clares, remind me', task('church altar flowers for st clares', n('11-14 09:00'))),
  newYork(
    'need to order the poinsettias for the church by 12/1 hon dont let me forget',
    task('order the poinsettias for the church', n('12-01')),
  ),
  newYork(
    'A few things for tomorrow, please: 1) 8am, confirm the Beacon Hotel lobby delivery with Mateo; 2) call Hartwell Capital about ' +
      'renewing their reception contract; 3) by end of day, approve the timesheets so payroll can go out Friday.',
    [
      task('confirm the Beacon Hotel lobby delivery with Mateo', n('11-12 08:00')),
      task('call Hartwell Capital about renewing their reception contract', n('11-12')),
      task('approve the timesheets', n('11-12 17:00')),
    ],
    [
      task('confirm the Beacon Hotel lobby delivery with Mateo', n('11-12 08:00')),
      task('call Hartwell Capital about renewing their reception contract', n('11-12')),
      task('approve the timesheets so payroll can go out Friday', n('11-12 17:00')),
    ],
  ),
  newYork(
    'Top priority: send the revised holiday proposal to the Carlyle by Monday. Please remind me Friday at 3 so Jen and I have time ' +
      'to review it first.',
    task('send the revised holiday proposal to the Carlyle', n('11-13 15:00'), { important: true }),
  ),
  // New York: a job mentioned, nothing asked
  newYork('ay the Rodriguez girl came to see the sample of her quince arch y she cry, so beautiful 🥹', NO_CHANGE),
  newYork('just married my 100th couple this year fam 💍💍 LETS GOOOO', NO_CHANGE, talk('feeling')),
  newYork(
    'FYI, Aisha finished the consultation with the Goldbergs this morning and they signed on the spot. Lovely news to start the day.',
    NO_CHANGE,
  ),
];

export const HUNDREDTWENTYSECOND_RECURRING: HeldOutItem[] = [
  // London
  london('every tuesday and friday 5am wholesaler run, remind me', [
    task('wholesaler run', l('11-13 05:00'), { repeat: every('week') }),
    task('wholesaler run', l('11-17 05:00'), { repeat: every('week') }),
  ]),
  london('dar mahine 1st remind me pay van insurance, saru', task('pay van insurance', l('12-01'), { repeat: every('month') })),
  london('every sunday night 8 clean the cold room, haa', task('clean the cold room', l('11-15 20:00'), { repeat: every('week') })),
  london(
    'Could you set me a reminder every Monday at 9 to check the crematorium bookings for the week? Diolch cariad',
    task('check the crematorium bookings for the week', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'Every month on the 28th I send my invoices to the funeral directors, would you remind me please?',
    task('send my invoices to the funeral directors', l('11-28'), { repeat: every('month') }),
  ),
  london(
    "every Friday at 2 remind me to phone the families I'm seeing the following week, just to say hello and see how they're doing",
    task("phone the families I'm seeing the following week", l('11-13 14:00'), { repeat: every('week') }),
    task("phone the families I'm seeing the following week, just to say hello", l('11-13 14:00'), { repeat: every('week') }),
  ),
  london('every thursday 5am dutch lorry. remind us', task('dutch lorry', l('11-12 05:00'), { repeat: every('week') })),
  london('every day at 4 or summat like that, bucket wash', task('bucket wash', l('11-11 16:00'), { repeat: every('day') })),
  london(
    'monday mornings, rent at market office, every week love',
    task('rent at market office', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'so every Sunday evening could you remind me to send the freelancers their call sheets for the week, because I keep doing it ' +
      'at like midnight on Sunday which is honestly not fair on them',
    task('send the freelancers their call sheets for the week', l('11-15 19:00'), { repeat: every('week') }),
  ),
  london(
    'and every other Wednesday at 7pm, flower order to the Dutch supplier, starting today',
    task('flower order to the Dutch supplier', l('11-11 19:00'), { repeat: every('week', 2) }),
  ),
  london(
    'oh and every 1st of the month pay the rent on the workshop barn, I literally always forget and Mr Hale is too nice to chase',
    task('pay the rent on the workshop barn', l('12-01'), { repeat: every('month') }),
  ),
  london(
    "every Sunday at 6 mind me tae go ower the week's ceremonies",
    task("go ower the week's ceremonies", l('11-15 18:00'), { repeat: every('week') }),
  ),
  london(
    "every second Thursday at 7, celebrant meet-up at the Counting House. first yin's the morn",
    task('celebrant meet-up at the Counting House', l('11-12 19:00'), { repeat: every('week', 2) }),
  ),
  london(
    'on the 5th o every month mind me tae move money intae the tax pot',
    task('move money intae the tax pot', l('12-05'), { repeat: every('month') }),
  ),
  // London: a routine, asks for nothing
  london('every couple says the same thing at the end, "that went sae fast". every single yin', NO_CHANGE),
  london('every mothers day same, queue past t fish market by 7', NO_CHANGE),

  // New York
  newYork('every tuesday and thursday 5am flower market 28th st', [
    task('flower market 28th st', n('11-12 05:00'), { repeat: every('week') }),
    task('flower market 28th st', n('11-17 05:00'), { repeat: every('week') }),
  ]),
  newYork(
    'cada mes el 15 pay the rent of the shop, remind me porfa',
    task('pay the rent of the shop', n('11-15'), { repeat: every('month') }),
  ),
  newYork(
    'every saturday 7am remind me check the cooler temperature',
    task('check the cooler temperature', n('11-14 07:00'), { repeat: every('week') }),
  ),
  newYork(
    'Every Thursday 6pm, ikebana class. Please remind me 1 hour before.',
    task('ikebana class', n('11-12 17:00'), { repeat: every('week') }),
  ),
  newYork(
    'Please remind every morning 8am to change water of the display at the hotel.',
    task('change water of the display at the hotel', n('11-12 08:00'), { repeat: every('day') }),
  ),
  newYork('Every month on 20th, pay studio rent. Thank you.', task('pay studio rent', n('11-20'), { repeat: every('month') })),
  newYork(
    'every friday 12pm remind me to post a couple highlight on IG 📸 fam',
    task('post a couple highlight on IG', n('11-13 12:00'), { repeat: every('week') }),
  ),
  newYork(
    'every weekday 9am check the inbox for new couple inquiries 💌',
    task('check the inbox for new couple inquiries', n('11-12 09:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'every 3 months renew my ads on the wedding site, next one 12/1',
    task('renew my ads on the wedding site', n('12-01'), { repeat: every('month', 3) }),
  ),
  newYork(
    'every fri remind me order church flowers for sunday hon',
    task('order church flowers for sunday', n('11-13'), { repeat: every('week') }),
  ),
  newYork(
    'evry monday 9 check the cooler at the home and toss the dead stuff',
    task('check the cooler at the home and toss the dead stuff', n('11-16 09:00'), { repeat: every('week') }),
  ),
  newYork(
    'every year dec 1st order the poinsettias for st clares',
    task('order the poinsettias for st clares', n('12-01'), { repeat: every('year') }),
  ),
  newYork(
    'Please set up the following recurring reminders: every Monday at 6am, the Beacon Hotel lobby changeover; every Thursday at ' +
      '7am, the Wexler Hotel lobby; and every other Friday at noon, payroll, starting this Friday.',
    [
      task('the Beacon Hotel lobby changeover', n('11-16 06:00'), { repeat: every('week') }),
      task('the Wexler Hotel lobby', n('11-12 07:00'), { repeat: every('week') }),
      task('payroll', n('11-13 12:00'), { repeat: every('week', 2) }),
    ],
  ),
  newYork(
    'On the last business day of each month I need to send invoices to all corporate accounts; the first one would be Monday the 30th.',
    task('send invoices to all corporate accounts', n('11-30'), { repeat: every('month') }),
  ),
  // New York: a routine, asks for nothing
  newYork('Every year the holiday rush catches us off guard, no matter how early we start planning.', NO_CHANGE),
  newYork('every easter the altar society ladies fight over who does the lilies lol', NO_CHANGE),
];

export const HUNDREDTWENTYSECOND_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('go wholesaler for Mistry wedding arch', l('11-11 15:00')),
    london('haa haa, customer in shop, 30 min pachhi', snoozeFor(30)),
  ),
  within(
    reminded('soak the oasis for the NANI letters'),
    london(
      'oasis delivery come only tomorrow, remind me tomorrow morning',
      snoozeUntil(l('11-12 09:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  within(
    reminded('clean inside the van'),
    london('saturday, chalo', snoozeUntil(l('11-14 09:00')), snoozeUntil(l('11-14')), move(ctx, '2026-11-14', null)),
  ),
  within(
    reminded("ring Mrs Pritchard about the reading she wants for her husband's funeral"),
    london(
      "She's at the chapel of rest with the family this afternoon, bless her. Could you remind me at 6 instead?",
      snoozeUntil(l('11-11 18:00')),
      move(ctx, '2026-11-11', '18:00'),
    ),
  ),
  within(
    reminded('send the Evans family their draft script', l('11-11 15:00')),
    london("Not quite ready, cariad, another hour or so and it'll be done", snoozeFor(60)),
  ),
  within(
    reminded('check the crematorium bookings for the week'),
    london("I'm driving back from Narberth, remind me in 2 hours diolch", snoozeFor(120)),
  ),
  within(reminded('wash all t buckets out', l('11-11 15:00')), london('later love, rammed', snoozeFor(60))),
  within(
    reminded('pay the market office stall rent'),
    london(
      'office is shut wednesday afternoons. tomorrow',
      snoozeUntil(l('11-12 09:00')),
      snoozeUntil(l('11-12')),
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(reminded('ring the Dutch lad about t short delivery'), london('give us 20 min, got a queue', snoozeFor(20))),
  // London: at 15:00 "at 7" has gone by: tonight 7pm, or 7am tomorrow for a market trader
  within(
    reminded('order more chrysanth sleeves', l('11-11 15:00')),
    london('remind us at 7', snoozeUntil(l('11-11 19:00')), snoozeUntil(l('11-12 07:00'))),
  ),
  within(
    reminded('recalculate the chicken wire and the gypsophila'),
    london(
      "oh god not now, I'm literally up a ladder in a barn holding a cloud of dried hydrangea, can you do it again at like half 6 " +
        "when I'm home",
      snoozeUntil(l('11-11 18:30')),
      move(ctx, '2026-11-11', '18:30'),
    ),
  ),
  within(
    reminded('invoice the Lacey wedding for the balance'),
    london(
      'can we do Monday? their wedding was only on Saturday and it feels a bit grabby to invoice them mid-honeymoon',
      snoozeUntil(l('11-16 09:00')),
      snoozeUntil(l('11-16')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  within(
    reminded('email the freelancers about an extra day'),
    london("in 45 mins? waiting to hear back from Tash first about whether she's even free", snoozeFor(45)),
  ),
  within(
    reminded('phone the Grand Central aboot the ceremony room for Ailsa and Rory'),
    london('in the middle o a rehearsal, gie us an hour', snoozeFor(60)),
  ),
  within(
    reminded('post the marriage schedule back tae the registrar for the Boyles'),
    london("post office is shut the noo, the morn's mornin", snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(
    reminded('print the handfasting readings'),
    london("printer's oot o ink, efter 5 when I've been tae the shops", snoozeUntil(l('11-11 17:00')), move(ctx, '2026-11-11', '17:00')),
  ),
  // London: "not yet" without a time asks nothing
  within(reminded('buy a new ribbon fer the cord'), london('no yet, the shop didnae have the tartan yin', NO_CHANGE)),
  within(
    reminded('write the eulogy for Dai Morgan'),
    london("Not yet, I'm still waiting on his daughter to send me the stories about his rugby days.", NO_CHANGE),
  ),

  // New York
  within(
    reminded('call the funeral home about the casket spray for señor Morales', n('11-11 10:00')),
    newYork('ahorita no, estoy haciendo un bouquet, en una hora', snoozeFor(60)),
  ),
  within(
    reminded('call mi prima about the quince centerpieces'),
    newYork('ella trabaja hasta las 6, remind me 6:30', snoozeUntil(n('11-11 18:30')), move(ctx, '2026-11-11', '18:30')),
  ),
  within(
    reminded('pay the con ed'),
    newYork(
      'el viernes, when the funeral home pay me',
      snoozeUntil(n('11-13 09:00')),
      snoozeUntil(n('11-13')),
      move(ctx, '2026-11-13', null),
    ),
  ),
  within(
    reminded('Order pine and quince branches for New Year class'),
    newYork('Sorry, I am teaching now. Please remind after 12.', snoozeUntil(n('11-11 12:00')), move(ctx, '2026-11-11', '12:00')),
  ),
  within(
    reminded('buy new kenzan for the students'),
    newYork(
      'Shop is closed today. Tomorrow, please.',
      snoozeUntil(n('11-12 09:00')),
      snoozeUntil(n('11-12')),
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(reminded('change water of the display at the hotel'), newYork('In 30 minutes please. I am on the train.', snoozeFor(30))),
  // New York: at 10:00 "at 9" has gone by: tonight 9pm, or tomorrow 9am
  within(
    reminded('sharpen the hasami', n('11-11 10:00')),
    newYork('Please remind again at 9.', snoozeUntil(n('11-11 21:00')), snoozeUntil(n('11-12 09:00'))),
  ),
  within(
    reminded('mail the signed license for the Okafor wedding to the city clerk'),
    newYork('ayy fam im at a tux fitting w the groom rn 😂 hit me in an hour', snoozeFor(60)),
  ),
  within(
    reminded('write the vows intro for Jess & Dre'),
    newYork(
      'tonight fr 🙏🏾 the creative juices flow better after dark lol',
      snoozeUntil(n('11-11 20:00')),
      move(ctx, '2026-11-11', '20:00'),
    ),
  ),
  within(
    reminded('call the Terrace on the Park coordinator'),
    newYork('she said call back monday 💯', snoozeUntil(n('11-16 09:00')), snoozeUntil(n('11-16')), move(ctx, '2026-11-16', null)),
  ),
  within(reminded('call the wholesaler for the russo wake'), newYork('hon im in with the russo family rite now, 2 hrs', snoozeFor(120))),
  within(
    reminded('pick up the pedestal vases from st clares'),
    newYork('cant today hon, sat 2 oclock after the weddin', snoozeUntil(n('11-14 14:00')), move(ctx, '2026-11-14', '14:00')),
  ),
  within(
    reminded('confirm the Beacon Hotel lobby delivery with Mateo'),
    newYork(
      'Mateo is out on the Wexler install until about 1, so please remind me then. 1:15 would be ideal.',
      snoozeUntil(n('11-11 13:15')),
      move(ctx, '2026-11-11', '13:15'),
    ),
  ),
  within(
    reminded('approve the timesheets'),
    newYork(
      "I'm in back-to-back client meetings for the next three hours; please push this by three hours and I'll get it done before payroll.",
      snoozeFor(180),
    ),
  ),
  within(
    reminded('call Hartwell Capital about renewing their reception contract'),
    newYork(
      "Their facilities manager is traveling this week. Let's revisit on Tuesday the 17th at 10am.",
      snoozeUntil(n('11-17 10:00')),
      move(ctx, '2026-11-17', '10:00'),
    ),
  ),
  // New York: "not yet" without a time asks nothing
  within(reminded('order the poinsettias for the church'), newYork('not yet hon waitin on father mike to say how many', NO_CHANGE)),
  within(reminded('deliver the standing spray to Ortiz Funeral Home'), newYork('todavía no, the ribbon is not dry', NO_CHANGE)),
];

export const HUNDREDTWENTYSECOND_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('go wholesaler for Mistry wedding arch, 200 white avalanche and gyp', l('11-12 06:00')),
    london('na na 5:30, wholesaler get busy', move(ctx, null, '05:30')),
  ),
  within(
    just('soak the oasis for the NANI letters', l('11-12 08:00')),
    london('sorry it is MUM letters not NANI, nani one is next week', rename(ctx, 'soak the oasis for the MUM letters')),
  ),
  london('the van MOT one, make it 24/11 not 26', move(words('van MOT'), '2026-11-24', null)),
  within(
    just("ring Mrs Pritchard about the reading she wants for her husband's funeral", l('11-12 10:00')),
    london(
      "Oh, sorry cariad, it's Mrs Prothero, not Pritchard. Mrs Pritchard was last month.",
      rename(ctx, "ring Mrs Prothero about the reading she wants for her husband's funeral"),
    ),
  ),
  within(
    just('send the Evans family their draft script', l('11-13')),
    london('Actually Thursday would be better, it gives them an extra evening with it before the weekend', move(ctx, '2026-11-12', null)),
  ),
  within(
    reminded('check the crematorium bookings for the week', l('11-11 15:00')),
    london(
      'Oh, this should be Monday, not today, the bookings only go up on a Monday',
      move(ctx, '2026-11-16', null),
      snoozeUntil(l('11-16 15:00')),
    ),
  ),
  within(
    just('meet the Dutch lorry at t back of the market', l('11-12 04:45')),
    london('nah make it half 4, he were early last week', move(ctx, null, '04:30')),
  ),
  within(just('wash all t buckets out', l('11-11 17:30')), london('not half 5, half 4. market shuts at half 5', move(ctx, null, '16:30'))),
  london('that stall rent, shove it to monday love', move(words('stall rent'), '2026-11-16', null)),
  within(
    just('call the barn at Upper Kilcott about whether we can hang anything from the beams'),
    london(
      "sorry sorry, it's not Upper Kilcott, it's Lower Kilcott, the one with the pond, I always mix them up",
      rename(ctx, 'call the barn at Lower Kilcott about whether we can hang anything from the beams'),
    ),
  ),
  within(
    just('invoice the Lacey wedding for the balance', l('12-01')),
    london(
      "oh wait no, the 1st is when it's due but the invoice has to go before that, so can you make it the 27th",
      move(ctx, '2026-11-27', null),
    ),
  ),
  within(
    just('recalculate the chicken wire and the gypsophila', l('11-12 09:00')),
    london("ugh not 9, I've got the school run, make it 10", move(ctx, null, '10:00')),
  ),
  within(
    just('phone the Grand Central aboot the ceremony room for Ailsa and Rory', l('11-12 09:00')),
    london("naw it's the Blythswood no the Grand Central", rename(ctx, 'phone the Blythswood aboot the ceremony room for Ailsa and Rory')),
  ),
  within(
    just('meet the McPhersons fer their script', l('11-12 14:00')),
    london("och it's the Friday no the Thursday, same time", move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '14:00')),
  ),
  london('shift the handfasting readings tae Saturday mornin', move(words('handfasting readings'), '2026-11-14', '09:00')),
  // London: look like corrections, are news
  london("the Boyles have changed their first dance song again, ken whit they're like", NO_CHANGE),
  within(
    just('send the Evans family their draft script', l('11-13')),
    london('Mr Evans rang, his sister is flying in from Canada now so the family are thrilled', NO_CHANGE),
  ),

  // New York
  within(
    just('go to the flower market on 28th', n('11-12 05:00')),
    newYork('no no 4:30, the good roses go fast', move(ctx, null, '04:30')),
  ),
  within(
    just('call the funeral home about the casket spray for señor Morales', n('11-11 13:00')),
    newYork('perdón, is señor Moreno not Morales', rename(ctx, 'call the funeral home about the casket spray for señor Moreno')),
  ),
  newYork('the quince centerpieces call, cámbialo para el jueves', move(words('quince centerpieces'), '2026-11-12', null)),
  within(
    just('Order pine and quince branches for New Year class', n('11-12 14:00')),
    newYork('Sorry. Not quince. Plum branches.', rename(ctx, 'Order pine and plum branches for New Year class')),
  ),
  within(just('sharpen the hasami', n('11-11 20:00')), newYork('Please change to 9pm.', move(ctx, null, '21:00'))),
  within(just('buy new kenzan for the students', n('11-14')), newYork('Sorry, please make it Friday.', move(ctx, '2026-11-13', null))),
  within(
    just('rehearsal w Tanya & Marcus at Terrace on the Park', n('11-12 18:00')),
    newYork('wait nah its 7 not 6 my bad fam 😅', move(ctx, null, '19:00')),
  ),
  within(
    just('mail the signed license for the Okafor wedding to the city clerk', inMinutes(120)),
    newYork('oops not Okafor, the Okoye wedding 🤦🏾‍♂️', rename(ctx, 'mail the signed license for the Okoye wedding to the city clerk')),
  ),
  newYork("move the vows intro to sunday fam, saturday i'm MCing all day 🎤", move(words('vows intro'), '2026-11-15', null)),
  within(
    just('call the wholesaler for the russo wake, 2 casket sprays red and white', n('11-12 08:00')),
    newYork(
      'not 2 sprays hon 1 spray and a standin heart',
      rename(ctx, 'call the wholesaler for the russo wake, 1 spray and a standin heart'),
    ),
  ),
  within(
    just('church altar flowers for st clares', n('11-14 09:00')),
    newYork('no its st anns not st clares, st clares is next wk', rename(ctx, 'church altar flowers for st anns')),
  ),
  within(
    reminded('order church flowers for sunday', n('11-11 10:00')),
    newYork('this 1 should be friday hon not wed', move(ctx, '2026-11-13', null), snoozeUntil(n('11-13 10:00'))),
  ),
  within(
    just('confirm the Beacon Hotel lobby delivery with Mateo', n('11-12 08:00')),
    newYork(
      "Correction: it's Jen, not Mateo, who is handling the Beacon this week; Mateo is on the Carlyle.",
      rename(ctx, 'confirm the Beacon Hotel lobby delivery with Jen'),
    ),
  ),
  within(
    just('send the revised holiday proposal to the Carlyle', n('11-13 15:00')),
    newYork(
      'On reflection, 3pm Friday is too tight. Could we make it Thursday at 3 instead?',
      move(ctx, '2026-11-12', '15:00'),
      move(ctx, '2026-11-12', null),
    ),
  ),
  // New York: look like corrections, are news
  newYork(
    'Heads up: the Wexler is moving their lobby changeover from Thursdays to Wednesdays starting in January, so nothing changes yet.',
    NO_CHANGE,
  ),
  newYork('the Okafors changed their first dance to a salsa lol i love them 😂💃🏾', NO_CHANGE),
];

export const HUNDREDTWENTYSECOND_RAMBLE: HeldOutItem[] = [
  // London
  london(
    'haa so today was too much, 3 funeral tributes and one was big GRANDAD in chrysanth, my fingers are paining. tomorrow 6am I ' +
      'have to go wholesaler for the Mistry wedding, and the van is making funny noise again so I need to book the van in at the ' +
      'garage. saturday is Mistry arch install at the Athena. chalo, bed now',
    [task('go wholesaler for the Mistry wedding', l('11-12 06:00')), task('book the van in at the garage')],
    [
      task('go wholesaler for the Mistry wedding', l('11-12 06:00')),
      task('book the van in at the garage'),
      task('Mistry arch install at the Athena', l('11-14')),
    ],
  ),
  london('I decide, no more same day funeral tributes, minimum 2 days notice. my health also matter', decision),
  london(
    'my mummy used to make garlands in Rajkot for the temple, now I make arches for weddings in Leicester. sometimes I think she is watching',
    NO_CHANGE,
    talk('reflection'),
    talk('feeling'),
  ),
  london(
    "Well, cariad, what a week already. Two funerals at Thornhill, a lovely naming ceremony in Penarth, and I've still got the " +
      'Evans script half-written on the kitchen table. I need to finish that by Friday, and I must ring the crematorium about the ' +
      "music for Mr Rees, they've lost the playlist again would you believe. Diolch for listening.",
    [task('finish the Evans script', l('11-13')), task('ring the crematorium about the music for Mr Rees')],
  ),
  london(
    "I've made my mind up, I'm not taking any more Saturday weddings in August next year. The funerals need me and I need a rest. " +
      "I'll update the website over the weekend.",
    [decision, task('update the website', l('11-14'))],
  ),
  london(
    "Sat with a widow this morning who told me they'd been married sixty-one years. Sixty-one. I came home and hugged my Huw a bit tighter.",
    NO_CHANGE,
    talk('reflection'),
    talk('feeling'),
  ),
  london(
    "right, Dutch lorry were late again, half the tulips were knackered, I've told him I'm not paying for them. need to ring the " +
      "Dutch lot's office tomorrow about a credit and get some new buckets off the wholesaler cos three have split. sold nowt after " +
      '2 it were that cold',
    [task("ring the Dutch lot's office about a credit", l('11-12')), task('get some new buckets off the wholesaler')],
  ),
  london(
    "that's it, I'm not doing Sundays at t Christmas market this year. seven quid an hour after the pitch fee, not worth me knees",
    decision,
  ),
  london("forty year me dad had this stall. he'd not recognise t market now, half of it's street food", NO_CHANGE, talk('reflection')),
  london(
    "the lass on t next stall's packing in at Christmas, her bloke's got a job in Harrogate. gonna miss her, she minded me buckets " +
      'when I went for a brew',
    NO_CHANGE,
  ),
  london(
    'OK so massive voice note incoming, sorry. The Tithe Barn bride came for her consultation and she wants the whole ceiling done ' +
      'in dried flowers, like a proper installation, which is amazing but also terrifying, so I need to get a quote from the dried ' +
      'flower people in Holland, and I need to ask Becca if she can do the 4th and 5th of December, and oh, I need to book the ' +
      'cherry picker, and also I really need to get the car serviced which I keep ignoring. Anyway. Wine.',
    [
      task('get a quote from the dried flower people in Holland'),
      task('ask Becca if she can do the 4th and 5th of December'),
      task('book the cherry picker'),
      task('get the car serviced'),
    ],
  ),
  london(
    "I've decided, honestly, no more floral foam. Like ever. It's terrible for the planet and the brides don't even notice, so " +
      "I'm going full chicken wire and moss from January and I'll tell the freelancers at the Christmas drinks.",
    decision,
    [decision, task('tell the freelancers at the Christmas drinks')],
  ),
  london(
    "Just driving back through Bibury and the light on the river is doing that golden thing and I'm thinking, this is the job, " +
      "isn't it, even on the days when it's chicken wire and cold hands, it's this.",
    NO_CHANGE,
    talk('reflection'),
  ),
  london(
    "Whit a day. Two ceremonies, one in the Botanics glasshouse and the groom's granny took a turn wi the heat, she's fine mind. " +
      "Need tae email the Botanics aboot the heating fer the December yins, and the morn I need tae post the Boyles' schedule back. " +
      "Also mind me tae buy a new lapel mic, the auld yin's crackling",
    [
      task('email the Botanics aboot the heating fer the December yins'),
      task("post the Boyles' schedule back", l('11-12')),
      task('buy a new lapel mic'),
    ],
  ),
  london("Aye, I've decided. I'm dropping ma fees fer weekday weddings. Folk are skint an I'd rather be working than no", decision),
  london(
    'Ken whit, I did eighteen year at the registry an never once grat. Third ceremony on ma ain an I was greetin like a wean',
    NO_CHANGE,
    talk('reflection'),
    talk('feeling'),
  ),

  // New York
  newYork(
    'ay Dios mío que día, the Morales family change the spray colors 3 times, first white, then purple, now white with a little ' +
      'purple 😩 so mañana I need go back to the market for more white roses, and I need call the Rodriguez mom about the quince ' +
      "deposit, she still didn't pay. also my son have doctor friday 3pm, don't forget",
    [
      task('go back to the market for more white roses', n('11-12')),
      task('call the Rodriguez mom about the quince deposit'),
      task('my son have doctor', n('11-13 15:00')),
    ],
    [
      task('go back to the market for more white roses', n('11-12')),
      task('call the Rodriguez mom about the quince deposit', n('11-12')),
      task('my son have doctor', n('11-13 15:00')),
    ],
  ),
  newYork(
    'ya decidí, no more quince arches with real flowers in the summer, they die in 2 hours with the heat, only silk from now',
    decision,
  ),
  newYork(
    'today a little girl come with her abuela to buy one rose for her mami in the cemetery. I give it free. I cry after',
    NO_CHANGE,
    talk('feeling'),
  ),
  newYork(
    'Today I taught the beginners class. One student made very beautiful shoka, only her third lesson. Tomorrow I must go to ' +
      'the market early for branches, and I must email the hotel about the display for December. Also I need new bucket for the studio.',
    [
      task('go to the market early for branches', n('11-12')),
      task('email the hotel about the display for December'),
      task('new bucket for the studio'),
    ],
    [
      task('go to the market early for branches', n('11-12 09:00')),
      task('email the hotel about the display for December'),
      task('new bucket for the studio'),
    ],
  ),
  newYork('I decided. From January, class is only Thursday and Saturday. Tuesday I rest.', decision),
  newYork(
    'My teacher in Kyoto said, the space between branches is also the flower. I think about this every day.',
    NO_CHANGE,
    talk('reflection'),
  ),
  newYork(
    "fam this week already WILD 😮‍💨 courthouse wedding monday, vow renewal yesterday in Astoria and the DJ's laptop DIED mid " +
      'first dance 💀 we made it work tho. anyway gotta file the license for the Okafor couple, call the Terrace on the Park lady ' +
      'back about the Dec 19 wedding, and get my suit dry cleaned before friday 🙏🏾',
    [
      task('file the license for the Okafor couple'),
      task('call the Terrace on the Park lady back about the Dec 19 wedding'),
      task('get my suit dry cleaned', n('11-13')),
    ],
    [
      task('file the license for the Okafor couple'),
      task('call the Terrace on the Park lady back about the Dec 19 wedding'),
      task('get my suit dry cleaned', n('11-12')),
    ],
  ),
  newYork("aight I made the call 💯 raising my officiant rate to $650 starting January. I'm worth it fam", decision),
  newYork(
    "sometimes I look at these couples saying their vows and I'm like man love is REAL out here 🥹❤️",
    NO_CHANGE,
    talk('reflection'),
    talk('feeling'),
  ),
  newYork(
    'long day hon, 2 wakes back to back and the russo family wanted the spray redone cause grandma didnt like the carnations. ' +
      'gotta call the wholesaler tmrw for more roses and order the ribbon with the gold letters, also the church needs the advent ' +
      'wreath by the 29th',
    [
      task('call the wholesaler for more roses', n('11-12')),
      task('order the ribbon with the gold letters'),
      task('the church needs the advent wreath', n('11-29')),
    ],
    [task('call the wholesaler for more roses', n('11-12')), task('order the ribbon with the gold letters')],
  ),
  newYork(
    'thats it im not orderin from that jersey wholesaler no more, 3rd time the lilies come in brown. goin back to the guy on 28th st',
    decision,
  ),
  newYork('the old ladies at st clares said the altar looked like a magazine sunday. made my week hon', NO_CHANGE, talk('feeling')),
  newYork(
    'hon i got 4 funerals 2 weddings and the church stuff this week and the van is broke i cant do this',
    talk('overwhelmed'),
    NO_CHANGE,
  ),
  newYork(
    'End-of-week-ish brain dump so I can switch off: (1) the Beacon lobby looked tired on Monday, so I want to talk to Mateo about ' +
      'switching to longer-lasting tropicals; (2) Hartwell Capital paid, finally; (3) I need to write Aisha a letter for her visa ' +
      "paperwork by the 20th; (4) I need to call the repair company about the walk-in cooler, it's making that noise again. Payroll " +
      'Friday as usual.',
    [
      task('talk to Mateo about switching to longer-lasting tropicals'),
      task('write Aisha a letter for her visa paperwork', n('11-20')),
      task('call the repair company about the walk-in cooler'),
    ],
  ),
  newYork(
    "After going back and forth all month, I've decided we're not renewing the Hartwell contract at the current rate. Either they " +
      'accept the 12% increase or we part ways amicably.',
    decision,
  ),
  newYork(
    'Walked past the Beacon lobby at 7am on my way in and a guest was taking photos of our arrangement. Eight years ago I was ' +
      "doing bodega bouquets. It's a lot to take in sometimes.",
    NO_CHANGE,
    talk('reflection'),
  ),
];

export const HUNDREDTWENTYSECOND_ANSWER: HeldOutItem[] = [
  // London
  within(
    askedChoice('Buy a second van or hire a driver with a van for wedding season?', 'buy a second van', 'hire a driver with a van'),
    london('biju, hire the driver. van insurance too much', answer(2)),
  ),
  within(
    askedMatters('Take the big Navratri contract or keep weekends free for weddings?', 'take the Navratri contract', 'keep weekends free'),
    london('money is good but my daughter exams also in that time, family first saru', answer(null)),
  ),
  within(
    askedOptions('Should you change your flower wholesaler?'),
    london('either the Dutch man who come on van to shop, or I go Birmingham market myself on monday', answer(null)),
  ),
  within(
    askedChoice(
      'Take on the new funeral director in Bridgend or stay with the Cardiff families you know?',
      'take on Bridgend',
      'stay with Cardiff',
    ),
    london('The first, I think, cariad. Bridgend needs a celebrant and I can manage the drive.', answer(1)),
  ),
  within(
    askedMatters(
      'Take on the new funeral director in Bridgend or stay with the Cardiff families you know?',
      'take on Bridgend',
      'stay with Cardiff',
    ),
    london("Time with the families matters most to me. I won't rush a visit just to fit another service in.", answer(null)),
  ),
  within(which('ring Mrs Pritchard about the reading', 'ring Mrs Pritchard about the music'), london('The music one, diolch', answer(2))),
  within(
    askedChoice('Take a second stall on the outdoor market or stay on the one pitch?', 'take the second stall', 'stay on one pitch'),
    london('stay as I am love. second one', answer(2)),
  ),
  within(
    askedOptions('What should you do about the Dutch lorry being late?'),
    london('either find another supplier or get him to drop at t other end of t market, nearer me', answer(null)),
  ),
  within(
    askedMatters('Start selling online or keep it to the stall?', 'start selling online', 'keep to the stall'),
    london("not being sat at a laptop all night. I'm a market lad not a computer lad", answer(null)),
  ),
  within(
    askedChoice('Hire a full-time assistant or keep using freelancers?', 'hire a full-time assistant', 'keep using freelancers'),
    london(
      "OK so I've been going round and round on this but honestly the freelancers, because half my year is dead January to March " +
        "and I can't be paying someone to sweep the barn for three months",
      answer(2),
    ),
  ),
  within(
    askedMatters(
      'Take the big Soho Farmhouse installation or the three smaller barn weddings that weekend?',
      'the Soho Farmhouse installation',
      'the three barn weddings',
    ),
    london(
      'the thing is, what actually matters is my portfolio, like, the installation would be all over Instagram, but also I ' +
        'promised the barn brides first and I hate letting people down',
      answer(null),
    ),
  ),
  within(
    askedOptions('Should you move out of the home studio?'),
    london(
      "so it's either the unit on the industrial estate outside Cirencester, which is ugly but cheap, or the old dairy at the farm " +
        'which is gorgeous but has no heating',
      answer(null),
    ),
  ),
  within(
    askedChoice('Go back to the registrar part-time or stay fully independent?', 'part-time at the registrar', 'stay independent'),
    london('Naw, stayin oot on ma ain. the second yin', answer(2)),
  ),
  within(
    which('phone the Grand Central aboot the ceremony room', 'phone the Grand Central aboot the rooms fer the guests'),
    london('the first yin', answer(1)),
  ),
  within(
    askedMatters('Go back to the registrar part-time or stay fully independent?', 'part-time at the registrar', 'stay independent'),
    london("Whit matters is I'm no working every Saturday till I'm seventy, ken", answer(null)),
  ),
  // London: replies that are not an answer
  within(
    askedChoice(
      'Take on the new funeral director in Bridgend or stay with the Cardiff families you know?',
      'take on Bridgend',
      'stay with Cardiff',
    ),
    london("Let me talk it over with Huw tonight, cariad, I'll come back to you.", NO_CHANGE, answer(null)),
  ),
  within(
    which('ring the Dutch lad about t tulips', 'ring the Dutch lad about t invoice'),
    london('oh and remind us half 6 to lock t cabin', task('lock t cabin', l('11-11 18:30'))),
  ),

  // New York
  within(
    askedChoice('Open a second shop in Washington Heights or expand this one?', 'open in Washington Heights', 'expand this shop'),
    newYork('la segunda, expand here, my clients they know me here', answer(2)),
  ),
  within(
    askedMatters(
      'Take the big funeral home contract or keep doing the quinceañeras?',
      'the funeral home contract',
      'keep the quinceañeras',
    ),
    newYork('lo más importante is steady money every month, the quince is only weekends and summer', answer(null)),
  ),
  within(
    askedOptions('Should you change how you buy your flowers?'),
    newYork('or I keep going to 28th street myself at 5am, or I pay the wholesaler to deliver, more expensive', answer(null)),
  ),
  within(
    askedChoice('Teach online classes or only in the studio?', 'teach online', 'only in the studio'),
    newYork('Only studio. Number 2, please.', answer(2)),
  ),
  within(
    askedMatters('Teach online classes or only in the studio?', 'teach online', 'only in the studio'),
    newYork('For ikebana, students must see the flower with their own eyes. This is most important for me.', answer(null)),
  ),
  within(
    which('email the hotel about the display for December', 'email the hotel about the invoice'),
    newYork('The first one. Thank you.', answer(1)),
  ),
  within(
    askedChoice('Take the MC gig at the corporate gala or the wedding on the same night?', 'the corporate gala', 'the wedding'),
    newYork('the wedding fam 💍 always. 2', answer(2)),
  ),
  within(
    askedOptions('Should you get help with bookings?'),
    newYork('either my cousin Tay part time or one of them virtual assistant apps 🤷🏾‍♂️', answer(null)),
  ),
  within(
    askedMatters('Raise your rates or keep them for the word-of-mouth couples?', 'raise rates', 'keep them'),
    newYork('real talk what matters is couples feel taken care of. money second fam 🙏🏾', answer(null)),
  ),
  within(
    askedChoice('Switch the church flowers to silk for the winter or keep fresh?', 'switch to silk', 'keep fresh'),
    newYork('keep fresh hon father mike would have a fit. the 2nd', answer(2)),
  ),
  within(
    askedOptions('Should you cut back on the church flowers?'),
    newYork('either stop doin the weekday masses or get one of the altar society ladies to help', answer(null)),
  ),
  within(
    which('call the wholesaler for the russo wake', 'call the wholesaler for the christmas order'),
    newYork('the russo one hon', answer(1)),
  ),
  within(
    askedChoice(
      'Take on the third hotel lobby account or hire a second designer first?',
      'take on the third hotel',
      'hire a second designer first',
    ),
    newYork(
      "I'd like to hire the second designer first. Taking on the Wexler's sister property without the staff in place would " +
        'stretch Jen and Mateo far too thin.',
      answer(2),
    ),
  ),
  within(
    askedMatters(
      'Take on the third hotel lobby account or hire a second designer first?',
      'take on the third hotel',
      'hire a second designer first',
    ),
    newYork(
      'In order: not burning out my team, keeping our quality consistent across all three lobbies, and cash flow through the quiet ' +
        'January stretch.',
      answer(null),
    ),
  ),
  // New York: replies that are not an answer
  within(
    askedChoice(
      'Take on the third hotel lobby account or hire a second designer first?',
      'take on the third hotel',
      'hire a second designer first',
    ),
    newYork("I'd like to run the numbers with my accountant first before committing either way.", NO_CHANGE, answer(null)),
  ),
  within(
    which('call the Terrace on the Park coordinator', 'call the Terrace on the Park DJ'),
    newYork(
      'also remind me at 4 to pick up the unity candle for saturday 🕯️',
      task('pick up the unity candle for saturday', n('11-11 16:00')),
    ),
  ),
];
