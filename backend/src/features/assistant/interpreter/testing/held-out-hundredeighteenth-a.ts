/**
 * Held-out set, hundredeighteenth part a: photographers and videographers.
 *
 * London time (day-first dates, 4/12 = 4 December, Europe/London):
 * - Hannah, a wedding photographer in Bristol (couples, venues, second shooters, album proofs, deposits); warm,
 *   lots of "!!" and "x".
 * - Kwame, a Hackney content creator and videographer for brands (shoots, edits, reels, invoices, kit hire);
 *   short lines, "fam", "innit".
 * - Nilesh, an event photographer in Leicester whose first language is Gujarati (Diwali and wedding events,
 *   studio bookings, prints); mixes in Gujarati words ("kem cho", "saru", "haa").
 * - Morag, an Edinburgh landscape and tourism photographer who writes some Scots ("the morn", "ken", "aye",
 *   "wee", "dinnae").
 * - Gareth, who runs a school-portraits company in Cardiff (schools, photo days, order forms, staff); clipped,
 *   some Welsh ("diolch", "bore da").
 *
 * New York time (month-first dates, 4/12 = April 12, America/New_York):
 * - Dani, a Bushwick music-video director (artists, locations, gaffers, permits); all lower case, no punctuation.
 * - Lucía, a quinceañera and family photographer in Corona, Queens, whose first language is Spanish (families,
 *   packages, Venmo, albums).
 * - Wai, a product photographer in Chinatown whose first language is Cantonese (e-commerce clients, studio,
 *   samples, retouching).
 * - Sal, a Bay Ridge real-estate photographer and drone pilot (listings, brokers, FAA waivers); blunt, clipped.
 * - Claire, who owns a small commercial production company in Chelsea (clients, crews, budgets, call sheets,
 *   post-production), writes long careful messages.
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
  l,
  london,
  move,
  n,
  newYork,
  rename,
  snoozeFor,
  snoozeUntil,
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
/** daily asked what the options of a dilemma are. */
const askedOptions = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
/** daily asked what matters most in a dilemma. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDEIGHTEENTH_ASK: HeldOutItem[] = [
  // London
  london('omg remind me to send Ellie and Tom their album proofs tomorrow!! x', task('send Ellie and Tom their album proofs', l('11-12'))),
  london(
    'need to chase the Priors for their second deposit by friday and also email the second shooter the timeline for the Ashton Court wedding!! xx',
    [
      task('chase the Priors for their second deposit', l('11-13')),
      task('email the second shooter the timeline for the Ashton Court wedding'),
    ],
    [
      task('chase the Priors for their second deposit', l('11-13')),
      task('email the second shooter the timeline for the Ashton Court wedding', l('11-13')),
    ],
  ),
  london(
    "just had the loveliest venue walkthrough at Tyntesfield for next summer's couple!! the light in that chapel is unreal x",
    NO_CHANGE,
  ),
  london('remind me 10am tmrw return the FX3 to the hire shop fam', task('return the FX3 to the hire shop', l('11-12 10:00'))),
  london(
    'invoice the trainers brand for the reels innit. asap',
    task('invoice the trainers brand for the reels', null, { important: true }),
  ),
  london('send the coffee lot the first cut by monday', task('send the coffee lot the first cut', l('11-16'))),
  london(
    'Kem cho! Please remind me on Saturday at 11 to collect the canvas prints from the lab for Patel family',
    task('collect the canvas prints from the lab for Patel family', l('11-14 11:00')),
  ),
  london(
    'I have to book the studio for the Diwali family portraits on 21/11, remind me tomorrow evening',
    task('book the studio for the Diwali family portraits on 21/11', l('11-12 19:00')),
    task('book the studio for the Diwali family portraits', l('11-12 19:00')),
  ),
  london('Mehta wedding sangeet is on 4/12 at the Athena, haa I am shooting it', NO_CHANGE),
  london(
    'remind me the morn at 7 tae check the forecast for Glencoe afore I drive up',
    task('check the forecast for Glencoe afore I drive up', l('11-12 07:00')),
    task('check the forecast for Glencoe', l('11-12 07:00')),
  ),
  london(
    "need tae send the tourism board the wee Arthur's Seat set by the 20th, ken",
    task("send the tourism board the wee Arthur's Seat set", l('11-20')),
  ),
  london('och and I need tae renew the camera insurance and order a new ND filter, nae rush', [
    task('renew the camera insurance'),
    task('order a new ND filter'),
  ]),
  london(
    'Bore da. Remind me Monday 8am to send order forms to Ysgol Glan Morfa.',
    task('send order forms to Ysgol Glan Morfa', l('11-16 08:00')),
  ),
  london(
    "Photo day at St Teilo's Thurs. Remind me tonight to charge the flash batteries.",
    task('charge the flash batteries', l('11-11 20:00')),
    [task("Photo day at St Teilo's", l('11-12')), task('charge the flash batteries', l('11-11 20:00'))],
  ),
  london('Do the staff rota for December. Urgent.', task('Do the staff rota for December', null, { important: true })),

  // New York
  newYork(
    'remind me tmrw at noon to call the gaffer about the haze machine',
    task('call the gaffer about the haze machine', n('11-12 12:00')),
  ),
  newYork(
    'gotta file the film permit for the bridge location before friday and text lil vegas manager the treatment tonight',
    [task('file the film permit for the bridge location', n('11-13')), task('text lil vegas manager the treatment', n('11-11 20:00'))],
    [task('file the film permit for the bridge location', n('11-12')), task('text lil vegas manager the treatment', n('11-11 20:00'))],
  ),
  newYork('the warehouse on morgan ave fell through so were back to scouting ugh', NO_CHANGE),
  newYork(
    'hola! remind me el viernes a las 6 de la tarde for send the Venmo request to the family Gómez for the quince package',
    task('send the Venmo request to the family Gómez for the quince package', n('11-13 18:00')),
  ),
  newYork(
    'I need order the album of Valentina quince before the 1 of December, is very important',
    task('order the album of Valentina quince', n('12-01'), { important: true }),
    task('order the album of Valentina quince', n('11-30'), { important: true }),
  ),
  newYork(
    'tomorrow morning print the contract for the Rodríguez family and also buy batteries for the flash',
    [task('print the contract for the Rodríguez family', n('11-12 09:00')), task('buy batteries for the flash', n('11-12 09:00'))],
    [task('print the contract for the Rodríguez family', n('11-12 09:00')), task('buy batteries for the flash')],
  ),
  newYork(
    'please remind me tomorrow 2pm send the retouched photos to the sneaker client m goi',
    task('send the retouched photos to the sneaker client', n('11-12 14:00')),
  ),
  newYork(
    'Friday must return samples to the skincare brand, they want back before weekend',
    task('return samples to the skincare brand', n('11-13')),
    task('return samples to the skincare brand, they want back before weekend', n('11-13')),
  ),
  newYork('aiya the client send 40 more SKU today, all white background lor', NO_CHANGE),
  newYork('renew FAA part 107 cert. due 12/15. remind me 12/1', task('renew FAA part 107 cert', n('12-01'))),
  newYork('shoot the 86th st listing sat 8am. remind me', task('shoot the 86th st listing', n('11-14 08:00'))),
  newYork('send broker the twilight shots by EOD', task('send broker the twilight shots', n('11-11 17:00'))),
  newYork(
    "Could you remind me on Thursday at 4pm to circulate the revised call sheet for the Hudson Yards shoot to the crew? The location manager is still confirming parking, so I'd like to give him until then.",
    task('circulate the revised call sheet for the Hudson Yards shoot to the crew', n('11-12 16:00')),
  ),
  newYork(
    'I need to reconcile the production budget for the skincare campaign against the actuals and, separately, send the post-production schedule to the agency by Monday.',
    [
      task('reconcile the production budget for the skincare campaign against the actuals'),
      task('send the post-production schedule to the agency', n('11-16')),
    ],
    [
      task('reconcile the production budget for the skincare campaign against the actuals', n('11-16')),
      task('send the post-production schedule to the agency', n('11-16')),
    ],
  ),
  newYork('For your awareness, the client has approved the second edit of the spot, and the colorist starts on Monday.', NO_CHANGE),
];

export const HUNDREDEIGHTEENTH_RECURRING: HeldOutItem[] = [
  // London
  london(
    'can you remind me every monday at 9 to check the enquiries inbox and reply to new couples!! x',
    task('check the enquiries inbox and reply to new couples', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    "every 1st of the month I need to send deposit reminders to the next month's couples xx",
    task("send deposit reminders to the next month's couples", l('12-01'), { repeat: every('month') }),
  ),
  london(
    'back up the wedding cards to the NAS every sunday evening pls x',
    task('back up the wedding cards to the NAS', l('11-15 19:00'), { repeat: every('week') }),
  ),
  london('every friday 5pm chase unpaid invoices fam', task('chase unpaid invoices', l('11-13 17:00'), { repeat: every('week') })),
  london('post a reel every tues and thurs 12 innit', [
    task('post a reel', l('11-12 12:00'), { repeat: every('week') }),
    task('post a reel', l('11-17 12:00'), { repeat: every('week') }),
  ]),
  london('the gym brand books me every month for content innit, easy money', NO_CHANGE),
  london(
    "Every Saturday morning 9 o'clock remind me to clean the studio lights and backdrops, saru?",
    task('clean the studio lights and backdrops', l('11-14 09:00'), { repeat: every('week') }),
  ),
  london(
    'on 15th of every month pay the studio rent to Jayeshbhai',
    task('pay the studio rent to Jayeshbhai', l('11-15'), { repeat: every('month') }),
  ),
  london(
    "every day at 10 at night remind me to upload the day's photos to the cloud, haa",
    task("upload the day's photos to the cloud", l('11-11 22:00'), { repeat: every('day') }),
  ),
  london(
    'ilka mornin at 6 tae check the cloud inversion forecast, aye',
    task('check the cloud inversion forecast', l('11-12 06:00'), { repeat: every('day') }),
  ),
  london(
    'every second Thursday sort the invoices for the tourism folk, startin the morn',
    task('sort the invoices for the tourism folk', l('11-12'), { repeat: every('week', 2) }),
  ),
  london("the sunrise fae Calton Hill's braw every single day this time o year ken", NO_CHANGE),
  london(
    'Every weekday 7.30am check the photo day bookings.',
    task('check the photo day bookings', l('11-12 07:30'), { repeat: every('weekday') }),
  ),
  london(
    'Pay staff wages last Friday of every month, 9am. First one 27/11.',
    task('Pay staff wages', l('11-27 09:00'), { repeat: every('month') }),
  ),
  london(
    'Send the schools the term photo schedule every year on 1 September. Diolch.',
    task('Send the schools the term photo schedule', l('2027-09-01'), { repeat: every('year') }),
  ),

  // New York
  newYork(
    'every monday at 11 remind me to check the permit office portal',
    task('check the permit office portal', n('11-16 11:00'), { repeat: every('week') }),
  ),
  newYork('every other friday pay the editor first one this friday', task('pay the editor', n('11-13'), { repeat: every('week', 2) })),
  newYork('every night at 11 back up the rushes', task('back up the rushes', n('11-11 23:00'), { repeat: every('day') })),
  newYork(
    'Every Sunday at 7 in the evening remind me to send the previews to the families of the weekend',
    task('send the previews to the families of the weekend', n('11-15 19:00'), { repeat: every('week') }),
  ),
  newYork(
    'todos los meses el día 5 check the Venmo payments of the packages',
    task('check the Venmo payments of the packages', n('12-05'), { repeat: every('month') }),
  ),
  newYork('In December every weekend I have quince, Dios mío no rest', NO_CHANGE),
  newYork(
    'every weekday 9am check the email from clients for new shoot',
    task('check the email from clients for new shoot', n('11-12 09:00'), { repeat: every('weekday') }),
  ),
  newYork(
    'Every Thursday 4pm ship the samples back, please remind',
    task('ship the samples back', n('11-12 16:00'), { repeat: every('week') }),
  ),
  newYork(
    'every month last day do the invoice for all clients',
    task('do the invoice for all clients', n('11-30'), { repeat: every('month') }),
  ),
  newYork(
    'every sun 6pm check weather for monday shoots',
    task('check weather for monday shoots', n('11-15 18:00'), { repeat: every('week') }),
  ),
  newYork(
    'cycle the drone batteries every 2 weeks. start sat',
    task('cycle the drone batteries', n('11-14'), { repeat: every('week', 2) }),
  ),
  newYork(
    'renew FAA drone registration every 3 yrs. next one 3/2/27',
    task('renew FAA drone registration', n('2027-03-02'), { repeat: every('year', 3) }),
  ),
  newYork(
    "Could you set a weekly reminder for Monday mornings at 9:30 to review the cost reports from each active production? It's the one thing that slips when we get busy.",
    task('review the cost reports from each active production', n('11-16 09:30'), { repeat: every('week') }),
  ),
  newYork(
    "On the first business day of every month, I'd like a reminder to send our insurance broker the updated list of upcoming shoots. December's would be Tuesday the 1st.",
    task('send our insurance broker the updated list of upcoming shoots', n('12-01'), { repeat: every('month') }),
  ),
  newYork('Our post house invoices us on the 15th of every month, which is always a bit of a scramble for cash flow.', NO_CHANGE),
];

export const HUNDREDEIGHTEENTH_SNOOZE: HeldOutItem[] = [
  // London
  within(
    reminded('send Ellie and Tom their album proofs', l('11-11 15:00')),
    london("ahh I'm at a venue visit!! remind me in an hour x", snoozeFor(60)),
  ),
  within(
    reminded('chase the Priors for their second deposit', l('11-11 15:00')),
    london(
      "let's do monday, they've only just got back from honeymoon bless them x",
      snoozeUntil(l('11-16')),
      snoozeUntil(l('11-16 09:00')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  within(
    reminded('email the second shooter the timeline for the Ashton Court wedding', l('11-11 15:00')),
    london('tonight once the kids are in bed pls!! x', snoozeUntil(l('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  within(reminded('return the FX3 to the hire shop', l('11-11 15:00')), london('on set fam. 2 hrs', snoozeFor(120))),
  within(
    reminded('invoice the trainers brand for the reels', l('11-11 15:00')),
    london('tmrw innit', snoozeUntil(l('11-12')), snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('chase unpaid invoices', l('11-11 15:00')), london('later fam', snoozeFor(60))),
  within(
    reminded('collect the canvas prints from the lab for Patel family', l('11-11 15:00')),
    london('Lab is closed now bhai, remind me tomorrow at 10', snoozeUntil(l('11-12 10:00')), move(ctx, '2026-11-12', '10:00')),
  ),
  within(
    reminded("upload the day's photos to the cloud", l('11-11 15:00')),
    london('haa haa, 30 minutes after, I am eating', snoozeFor(30)),
  ),
  within(
    reminded('book the studio for the Diwali family portraits on 21/11', l('11-11 15:00')),
    london('Not today, Friday evening saru rahese', snoozeUntil(l('11-13 19:00')), move(ctx, '2026-11-13', '19:00')),
  ),
  within(
    reminded('check the forecast for Glencoe', l('11-11 15:00')),
    london("no the noo, I'm up a hill wi nae signal near enough. half an hour", snoozeFor(30)),
  ),
  within(
    reminded("send the tourism board the wee Arthur's Seat set", l('11-11 15:00')),
    london("the morn first thing, ma laptop's deid", snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(
    reminded('renew the camera insurance', l('11-11 15:00')),
    london('aye the weekend', snoozeUntil(l('11-14')), snoozeUntil(l('11-14 09:00')), move(ctx, '2026-11-14', null)),
  ),
  within(
    reminded('charge the flash batteries', l('11-11 15:00')),
    london('Half 6.', snoozeUntil(l('11-11 18:30')), move(ctx, '2026-11-11', '18:30')),
  ),
  within(reminded('send order forms to Ysgol Glan Morfa', l('11-11 15:00')), london('In with the head. 45 mins.', snoozeFor(45))),
  within(
    reminded('Do the staff rota for December', l('11-11 15:00')),
    london('Monday. Waiting on holiday requests.', snoozeUntil(l('11-16')), snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),

  // New York
  within(reminded('call the gaffer about the haze machine', n('11-11 10:00')), newYork('mid take hit me in 20', snoozeFor(20))),
  within(
    reminded('file the film permit for the bridge location', n('11-11 10:00')),
    newYork(
      'cant today mome is closed for veterans day do it tmrw morning',
      snoozeUntil(n('11-12 09:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  within(
    reminded('text lil vegas manager the treatment', n('11-11 10:00')),
    newYork('after 4 hes never up before then', snoozeUntil(n('11-11 16:00'))),
  ),
  within(
    reminded('send the Venmo request to the family Gómez for the quince package', n('11-11 10:00')),
    newYork(
      'ay no, mañana please, today is the birthday of the mom and is not nice ask money',
      snoozeUntil(n('11-12')),
      snoozeUntil(n('11-12 09:00')),
      move(ctx, '2026-11-12', null),
    ),
  ),
  within(reminded('print the contract for the Rodríguez family', n('11-11 10:00')), newYork('en una hora, I am in the car', snoozeFor(60))),
  within(
    reminded('order the album of Valentina quince', n('11-11 10:00')),
    newYork(
      'next week please, the mom is still choosing the photos',
      snoozeUntil(n('11-16')),
      snoozeUntil(n('11-16 09:00')),
      move(ctx, '2026-11-16', null),
    ),
  ),
  within(
    reminded('send the retouched photos to the sneaker client', n('11-11 10:00')),
    newYork('still retouching, 2 more hour la', snoozeFor(120)),
  ),
  within(
    reminded('return samples to the skincare brand', n('11-11 10:00')),
    newYork('UPS pickup is 3pm, remind me 2:30', snoozeUntil(n('11-11 14:30'))),
  ),
  within(reminded('ship the samples back', n('11-11 10:00')), newYork('wait ah, later', snoozeFor(60))),
  within(reminded('send broker the twilight shots', n('11-11 10:00')), newYork('driving. 30', snoozeFor(30))),
  within(
    reminded('shoot the 86th st listing', n('11-11 10:00')),
    newYork("wind's 25 knots. sunday 8am", snoozeUntil(n('11-15 08:00')), move(ctx, '2026-11-15', '08:00')),
  ),
  within(reminded('renew FAA part 107 cert', n('11-11 10:00')), newYork('not now', snoozeFor(60), NO_CHANGE)),
  within(
    reminded('circulate the revised call sheet for the Hudson Yards shoot to the crew', n('11-11 10:00')),
    newYork(
      "The location manager still hasn't confirmed the parking permits, so could you remind me again at 5:30 this evening? I'd rather send one clean version than two.",
      snoozeUntil(n('11-11 17:30')),
    ),
  ),
  within(
    reminded('send the post-production schedule to the agency', n('11-11 10:00')),
    newYork(
      "I'm afraid I'm tied up in a casting session for most of the day. Could you bring this back to me first thing tomorrow?",
      snoozeUntil(n('11-12 09:00')),
      move(ctx, '2026-11-12', '09:00'),
    ),
  ),
  // New York: news, not a put-off
  within(
    reminded('reconcile the production budget for the skincare campaign against the actuals', n('11-11 10:00')),
    newYork("The line producer is still chasing two vendors for their final invoices, so the actuals aren't complete yet.", NO_CHANGE),
  ),
];

export const HUNDREDEIGHTEENTH_CORRECTION: HeldOutItem[] = [
  // London
  within(
    just('send Ellie and Tom their album proofs', l('11-12')),
    london("ooh sorry it's Ellie and Sam not Tom!! x", rename(ctx, 'send Ellie and Sam their album proofs')),
  ),
  within(
    just('chase the Priors for their second deposit', l('11-13')),
    london('actually thursday not friday x', move(ctx, '2026-11-12', null)),
  ),
  london(
    'can you move the second shooter email to tomorrow morning pls x',
    move(words('second shooter'), '2026-11-12', '09:00'),
    move(words('email the second shooter'), '2026-11-12', '09:00'),
  ),
  within(
    reminded('email the second shooter the timeline for the Ashton Court wedding', l('11-11 15:00')),
    london(
      'wait this one was meant for tomorrow not today!! x',
      move(ctx, '2026-11-12', null),
      snoozeUntil(l('11-12 15:00')),
      snoozeUntil(l('11-12')),
    ),
  ),
  within(just('return the FX3 to the hire shop', l('11-12 10:00')), london('nah 11 fam they open late', move(ctx, null, '11:00'))),
  within(just('send the coffee lot the first cut', l('11-16')), london('tues not mon', move(ctx, '2026-11-17', null))),
  within(
    just('invoice the trainers brand for the reels'),
    london(
      'its the trainers brand AND the energy drink lot innit',
      rename(ctx, 'invoice the trainers brand and the energy drink lot for the reels'),
      task('invoice the energy drink lot for the reels'),
    ),
  ),
  within(
    just('collect the canvas prints from the lab for Patel family', l('11-14 11:00')),
    london('Sorry sorry, not Patel, it is Shah family prints', rename(ctx, 'collect the canvas prints from the lab for Shah family')),
  ),
  within(
    just('book the studio for the Diwali family portraits on 21/11', l('11-12 19:00')),
    london('Tomorrow is not good, make it Friday same time', move(ctx, '2026-11-13', null), move(ctx, '2026-11-13', '19:00')),
  ),
  within(just("upload the day's photos to the cloud", l('11-11 22:00')), london('haa but 11 at night not 10', move(ctx, null, '23:00'))),
  within(
    just('check the forecast for Glencoe afore I drive up', l('11-12 07:00')),
    london('naw, 6. sunrise is aboot half 7 the now', move(ctx, null, '06:00')),
  ),
  within(
    just("send the tourism board the wee Arthur's Seat set", l('11-20')),
    london(
      "wait it's the Calton Hill set, no Arthur's Seat. ma heid's mince the day",
      rename(ctx, 'send the tourism board the wee Calton Hill set'),
    ),
  ),
  within(
    just('check the forecast for Glencoe afore I drive up', l('11-12 07:00')),
    london("Met Office says it'll be dreich aw week onyway, typical", NO_CHANGE),
  ),
  within(
    just('send order forms to Ysgol Glan Morfa', l('11-16 08:00')),
    london('Not Glan Morfa. Ysgol Pen y Pil.', rename(ctx, 'send order forms to Ysgol Pen y Pil')),
  ),
  within(just('charge the flash batteries', l('11-11 20:00')), london('7 not 8.', move(ctx, null, '19:00'))),
  london('Move the staff rota to Friday 2pm. Diolch.', move(words('staff rota'), '2026-11-13', '14:00')),

  // New York
  within(just('call the gaffer about the haze machine', n('11-12 12:00')), newYork('not noon 2', move(ctx, null, '14:00'))),
  within(
    just('file the film permit for the bridge location', n('11-13')),
    newYork('wait its the pier location not the bridge', rename(ctx, 'file the film permit for the pier location')),
  ),
  newYork(
    'move the editor payment to thursday',
    move(words('editor'), '2026-11-12', null),
    move(words('pay the editor'), '2026-11-12', null),
  ),
  within(
    just('send the Venmo request to the family Gómez for the quince package', n('11-13 18:00')),
    newYork(
      'perdón, is the family Gómez Ortiz, there are two Gómez',
      rename(ctx, 'send the Venmo request to the family Gómez Ortiz for the quince package'),
    ),
  ),
  within(
    just('order the album of Valentina quince', n('12-01')),
    newYork('no no, before 11/25 because for Thanksgiving the lab close', move(ctx, '2026-11-25', null), move(ctx, '2026-11-24', null)),
  ),
  within(
    just('print the contract for the Rodríguez family', n('11-12 09:00')),
    newYork('better at 8 in the morning, at 9 I have the baby shower session', move(ctx, null, '08:00')),
  ),
  within(
    just('send the retouched photos to the sneaker client', n('11-12 14:00')),
    newYork('sorry not 2pm, 4pm', move(ctx, null, '16:00')),
  ),
  within(
    just('return samples to the skincare brand', n('11-13')),
    newYork('no is the candle brand, not skincare. skincare is next week', rename(ctx, 'return samples to the candle brand')),
  ),
  within(
    reminded('pick up the backdrop paper from B&H', n('11-11 10:00')),
    newYork(
      'ah this one should be tomorrow, not today',
      move(ctx, '2026-11-12', null),
      snoozeUntil(n('11-12 10:00')),
      snoozeUntil(n('11-12')),
    ),
  ),
  within(
    just('send the retouched photos to the sneaker client', n('11-12 14:00')),
    newYork('sneaker client change their logo again, aiya', NO_CHANGE),
  ),
  within(just('shoot the 86th st listing', n('11-14 08:00')), newYork('7:30', move(ctx, null, '07:30'))),
  within(
    just('send broker the twilight shots', n('11-11 17:00')),
    newYork('not twilight. aerials', rename(ctx, 'send broker the aerials')),
  ),
  within(just('renew FAA part 107 cert', n('12-01')), newYork('11/30', move(ctx, '2026-11-30', null))),
  within(
    just('circulate the revised call sheet for the Hudson Yards shoot to the crew', n('11-12 16:00')),
    newYork(
      'Apologies, I should have said: the shoot is at Hudson Square, not Hudson Yards. Easy to mix up, but the crew would end up at the wrong end of Manhattan.',
      rename(ctx, 'circulate the revised call sheet for the Hudson Square shoot to the crew'),
    ),
  ),
  newYork(
    "Would you mind moving the reminder about the post-production schedule to Tuesday at 10 instead? The agency's producer is out until then, so there's no point sending it on Monday.",
    move(words('post-production schedule'), '2026-11-17', '10:00'),
  ),
  within(
    just('review the cost reports from each active production', n('11-16 09:30')),
    newYork('Incidentally, our accountant has moved her weekly check-in to Tuesdays, which suits me much better.', NO_CHANGE),
  ),
];

export const HUNDREDEIGHTEENTH_RAMBLE: HeldOutItem[] = [
  // London
  london(
    "ok voice note cos I'm driving back from Babington House!! what a day, the couple were so lovely and it didn't rain for once. so I need to cull and back up today's cards tonight, send the venue coordinator a thank you with a few sneak peeks, and remind me on friday to invoice the Wilsons for their final balance xx",
    [
      task("cull and back up today's cards", l('11-11 20:00')),
      task('send the venue coordinator a thank you with a few sneak peeks'),
      task('invoice the Wilsons for their final balance', l('11-13')),
    ],
  ),
  london(
    "honestly sometimes I sit here at midnight editing 900 photos of someone else's happiest day and think how is this my actual job, I'm so lucky!! anyway just felt like saying it x",
    NO_CHANGE,
  ),
  london(
    "ok I've been umming and ahhing for weeks but I'm not doing elopements abroad next year, too much travel with the little one. full weddings in the south west only. decided!! x",
    decision,
  ),
  london(
    "fam today was long. shoot in peckham for the trainers brand, talent was 2 hours late, lost the light innit. gotta reshoot the golden hour bits sat, get the SD cards to the editor tmrw, and chase the agency for last month's money",
    [
      task('reshoot the golden hour bits', l('11-14')),
      task('get the SD cards to the editor', l('11-12')),
      task("chase the agency for last month's money"),
    ],
  ),
  london(
    'bruv my back is done carrying the gimbal all day, and the energy drink lot want another round of edits. man just wants to sleep innit',
    NO_CHANGE,
  ),
  london('made my mind up fam, im not doing free shoots for exposure no more. day rate or nothing innit', decision),
  london(
    "Kem cho, I am sending long message sorry. Diwali week was too busy, 6 events in 5 days, my feet are paining. Now I need to edit the Patel Diwali party photos by Sunday, call the print lab about the wrong colour on the canvas, and tomorrow I have to pay the studio electricity bill. Saru, that's all for now",
    [
      task('edit the Patel Diwali party photos', l('11-15')),
      task('call the print lab about the wrong colour on the canvas'),
      task('pay the studio electricity bill', l('11-12')),
    ],
  ),
  london(
    'Today my mummy came to studio and saw the wedding album I made for the Mistry family and she was crying, saying beta you have done so well. Haa, very happy day for me',
    NO_CHANGE,
  ),
  london(
    'I have decided, from January I will charge £150 extra for events outside Leicester, petrol is too much. Also remind me to update the price list on the website',
    [decision, task('update the price list on the website')],
  ),
  london(
    "right so I'm sat in the car at the top o the Pentlands waitin on the light, it's pure dreich, nae chance the day. anyhow while I mind, I need tae phone the print shop in Leith aboot the big canvas order, send the invoice tae VisitScotland for the October set, and the morn I've tae clean the sensor on the wee Fuji",
    [
      task('phone the print shop in Leith aboot the big canvas order'),
      task('send the invoice tae VisitScotland for the October set'),
      task('clean the sensor on the wee Fuji', l('11-12')),
    ],
  ),
  london(
    "see folk that say Scotland's aye grey, they've no been up Glen Etive at dawn in November. the colours the day were somethin else, I just sat there greetin like a wean. anyway",
    NO_CHANGE,
  ),
  london(
    "aye I've made ma mind up, I'm no sellin through the gallery on the Royal Mile ony mair. their cut's daylight robbery. online and the markets fae now on",
    decision,
  ),
  london(
    "Long day. Two primaries in Barry, one photographer off sick so I did both. Need to: re-shoot the absent kids at Ysgol Sant Baruc next week, send proofs to Cadoxton Primary by Friday, and ring the van hire about the dent. That's it. Diolch.",
    [
      task('re-shoot the absent kids at Ysgol Sant Baruc', l('11-16')),
      task('send proofs to Cadoxton Primary', l('11-13')),
      task('ring the van hire about the dent'),
    ],
  ),
  london("Head at one school told me our photos were the best they've had in twenty years. Made my week that. Tidy.", NO_CHANGE),
  london("Decided. No more secondary schools after this year. Margins aren't there. Primaries and nurseries only.", decision),

  // New York
  newYork(
    'ok voice note cause im on the j train the shoot for lil vega went crazy we got the rooftop shot right at sunset and the whole crew was screaming anyway i need to return the anamorphics to the rental house tmrw send the rough cut to the label by friday and call the location guy about the damaged door',
    [
      task('return the anamorphics to the rental house', n('11-12')),
      task('send the rough cut to the label', n('11-13')),
      task('call the location guy about the damaged door'),
    ],
  ),
  newYork(
    'sometimes i think about quitting and just doing weddings like everyone else but then a day like today happens and i remember why i do this',
    NO_CHANGE,
  ),
  newYork('decided im not working with that label again they paid 90 days late and cut the budget twice mid production done', decision),
  newYork(
    'Hola, I send voice note because I am driving to the church. This weekend I have two quinces, the one of Valentina in Elmhurst and the one of Jennifer in Jackson Heights. I need to charge all the batteries tonight, call the assistant to confirm Saturday, and on Monday send the sneak peek to the mom of Valentina. Ay, it is a lot',
    [
      task('charge all the batteries', n('11-11 20:00')),
      task('call the assistant to confirm Saturday'),
      task('send the sneak peek to the mom of Valentina', n('11-16')),
    ],
  ),
  newYork(
    'Today a family cry when they see the photos of the abuela, she pass away last month and my photos are the last ones of her. This is why I love my job, I am very emocionada',
    NO_CHANGE,
  ),
  newYork(
    'Ya decidí, the packages of quince now include the album always, no more album extra. The families like it more simple',
    decision,
  ),
  newYork(
    'ok I talk fast. Today shoot 60 SKU for the handbag client, lighting was very hard, leather reflect everything. Tomorrow need to retouch the first 20, Friday must send invoice to the handbag client, and also buy new white seamless paper, the old one is dirty already lor',
    [
      task('retouch the first 20', n('11-12')),
      task('send invoice to the handbag client', n('11-13')),
      task('buy new white seamless paper'),
    ],
  ),
  newYork('My mother call me say why you take photo of bags all day, why not be doctor like your cousin. aiya. Tired la', NO_CHANGE),
  newYork('decided already, from next month minimum order is 20 products, small clients too much trouble for little money', decision),
  newYork(
    'ok. 4 listings today. bay ridge, dyker, two in sunset park. drone grounded at the last one, too close to the heliport, whatever. need to: edit the 4 sets tonight, call the broker on 3rd ave about the floor plans, renew the truck insurance by the 30th',
    [
      task('edit the 4 sets', n('11-11 20:00')),
      task('call the broker on 3rd ave about the floor plans'),
      task('renew the truck insurance', n('11-30')),
    ],
  ),
  newYork('broker asked me to make a closet look like a bedroom. in photoshop. no', NO_CHANGE),
  newYork('done with the zillow showcase stuff. not worth it. sticking with stills and drone', decision),
  newYork(
    "Dictating this between meetings, so forgive the structure. The pitch for the airline campaign went well, I think; they responded to the documentary treatment and asked good questions about crew size. A few things before I forget: I need to revise the budget to reflect a six-day shoot rather than five, I should send the director's reel to their head of brand by Friday, and could you remind me tomorrow at 11 to call the insurance broker about the drone coverage. I think that's everything for now.",
    [
      task('revise the budget to reflect a six-day shoot rather than five'),
      task("send the director's reel to their head of brand", n('11-13')),
      task('call the insurance broker about the drone coverage', n('11-12 11:00')),
    ],
  ),
  newYork(
    "It's been one of those weeks where everything lands at once: two shoots wrapping, a client second-guessing a cut they approved a month ago, and a crew member's family emergency. I'm not asking for anything; I just needed to put it somewhere.",
    NO_CHANGE,
  ),
  newYork(
    "After a lot of back and forth with my business partner, we've decided not to open a second office in Los Angeles next year. The work there is real, but we'd be stretching ourselves too thin, and the New York clients are what keep us healthy.",
    decision,
  ),
];

export const HUNDREDEIGHTEENTH_ANSWER: HeldOutItem[] = [
  // London
  within(
    askedChoice(
      'Take on a full-time second shooter or keep booking freelancers?',
      'hire a full-time second shooter',
      'keep booking freelancers',
    ),
    london("freelancers for now I think, I can't promise someone a wage all year round!! x", answer(2)),
  ),
  within(
    askedMatters('Raise your 2027 prices or keep them for couples who already enquired?', 'raise prices', 'keep them'),
    london(
      "mostly not scaring off the lovely couples who've already been in touch, but also I need to actually pay myself x",
      answer(null),
    ),
  ),
  within(
    askedOptions('Should you include albums as standard?'),
    london(
      'either I put a 10x10 album in every package, or keep it as an add-on like now, or maybe a little parent album option xx',
      answer(null),
    ),
  ),
  within(
    askedChoice('Buy your own cinema camera or keep hiring?', 'buy', 'keep hiring'),
    london('buy it fam. hire fees are killing me', answer(1)),
  ),
  within(
    askedMatters('Move into a shared studio in Hackney Wick or keep working from home?', 'shared studio', 'stay at home'),
    london('money innit. and not wasting hours on the overground', answer(null)),
  ),
  within(
    askedChoice('Take the retainer with the energy drink brand or stay project by project?', 'take the retainer', 'project by project'),
    london('need to see the contract first innit', answer(null)),
  ),
  within(
    askedChoice('Open a second studio in Loughborough or stay only in Leicester?', 'open in Loughborough', 'stay in Leicester'),
    london('Haa, Leicester only, saru che. Two places is too much stress', answer(2)),
  ),
  within(
    askedOptions('Should you hire an assistant for the wedding season?'),
    london('Two options, my cousin Ravi can help on weekends, or I take a student from DMU part time', answer(null)),
  ),
  within(
    askedMatters('Buy the Canon R5 II or the Sony A1?', 'Canon R5 II', 'Sony A1'),
    london('For me most important is low light for the mandap and also my old lenses should work', answer(null)),
  ),
  within(
    askedChoice('Print a 2027 calendar or put the money into a new lens?', 'the calendar', 'the new lens'),
    london('the lens, aye. calendars never sell past January', answer(2)),
  ),
  within(
    askedMatters('Lead photography tours in the Highlands or stick to commissions?', 'lead tours', 'stick to commissions'),
    london('time on the hills masel, and no bein stuck babysittin folk wi tripods', answer(null)),
  ),
  within(
    askedChoice('Renew the gallery contract or go fully online?', 'renew', 'go online'),
    london("dinnae ken. I'll sleep on it", answer(null)),
  ),
  within(
    askedChoice('Take on the Newport academy contract or keep the team on Cardiff schools?', 'take Newport', 'stay with Cardiff'),
    london("Newport. Money's good.", answer(1)),
  ),
  within(
    askedOptions('Should you replace the van this year?'),
    london('Lease a new Transit or buy a second-hand one at auction. Or keep the old one going another year.', answer(null)),
  ),
  within(
    askedChoice('Move to online-only ordering or keep the paper order forms?', 'online only', 'keep paper forms'),
    london("Both for now. Half the parents won't do online.", answer(null)),
  ),
  // London: a reply that starts something new
  within(
    askedChoice('Buy your own cinema camera or keep hiring?', 'buy', 'keep hiring'),
    london(
      'nah park that fam, remind me to pick up the lights from the hire place at 6',
      task('pick up the lights from the hire place', l('11-11 18:00')),
    ),
  ),

  // New York
  within(
    askedChoice('Direct the second video for lil vega or take the car commercial?', 'the lil vega video', 'the car commercial'),
    newYork('the commercial honestly i need rent money', answer(2)),
  ),
  within(
    askedMatters('Shoot the next video on film or digital?', 'film', 'digital'),
    newYork('the look is everything but we only got 40k', answer(null)),
  ),
  within(
    askedOptions('Should you get a rep?'),
    newYork('either sign with that agency in la or just keep hustling on my own thru instagram', answer(null)),
  ),
  within(
    askedChoice('Raise the price of the quince package or keep it the same?', 'raise it', 'keep it the same'),
    newYork("mmm keep it same, the families here don't have much money", answer(2)),
  ),
  within(
    askedMatters('Rent a small studio in Corona or keep shooting in parks and homes?', 'rent a studio', 'keep shooting outside'),
    newYork('for me most important is the families feel comfortable, and the winter, is too cold outside', answer(null)),
  ),
  within(
    askedChoice('Hire your niece as assistant or keep working alone?', 'hire your niece', 'keep working alone'),
    newYork('the first one, she is very good with the kids', answer(1)),
  ),
  within(
    askedChoice('Buy a second strobe kit or rent when you need it?', 'buy', 'rent'),
    newYork('buy la, already rent 3 times this month', answer(1)),
  ),
  within(
    askedOptions('Should you start offering video to your clients?'),
    newYork("maybe short video 15 second for Amazon, or I partner with my friend who do video, or don't do at all", answer(null)),
  ),
  within(
    askedMatters('Move to a bigger studio in Sunset Park or stay in Chinatown?', 'Sunset Park', 'stay in Chinatown'),
    newYork('the rent, and the clients easy to come to me', answer(null)),
  ),
  within(
    askedChoice('Buy the Mavic 3 Pro or keep flying the Air 2S?', 'buy the Mavic 3 Pro', 'keep the Air 2S'),
    newYork('mavic', answer(1)),
  ),
  within(
    askedMatters('Take Manhattan listings or stay in Brooklyn?', 'Manhattan', 'Brooklyn'),
    newYork('parking. and the tunnel', answer(null)),
  ),
  within(
    askedChoice('Add virtual tours or stay stills and drone?', 'add virtual tours', 'stills and drone only'),
    newYork('second one', answer(2)),
  ),
  within(
    askedChoice('Bring post-production in-house or keep working with the post house?', 'bring it in-house', 'keep the post house'),
    newYork(
      "I think we keep the post house for another year. Bringing it in-house makes sense on paper, but I don't want to be managing an edit suite while we're still growing the client side.",
      answer(2),
    ),
  ),
  within(
    askedMatters('Take on the pharmaceutical client or hold out for more creative work?', 'take the pharma client', 'hold out'),
    newYork(
      "Honestly, what matters most is keeping the crew busy through the first quarter, though I'd be lying if I said the team's morale didn't weigh on me too.",
      answer(null),
    ),
  ),
  within(
    askedOptions('Should you change how you pay freelance crew?'),
    newYork(
      'The options as I see them are moving everyone to net-15, offering a small premium to crew who invoice within a week, or leaving things as they are and simply chasing clients harder.',
      answer(null),
    ),
  ),
  // New York: a reply that starts something new
  within(
    askedMatters('Take Manhattan listings or stay in Brooklyn?', 'Manhattan', 'Brooklyn'),
    newYork('later. remind me call the FAA about the waiver at 2', task('call the FAA about the waiver', n('11-11 14:00'))),
  ),
];
