/**
 * Held-out set, hundredtwentysecond part b: florists, wedding and funeral celebrants.
 *
 * London (Europe/London, day-first dates: 4/12 is 4 December):
 * - Shazia, a florist in Leicester whose first language is Gujarati (wholesaler runs, wedding arches,
 *   funeral tributes, the van; "haa", "saru", "chalo").
 * - Gwen, a humanist funeral and wedding celebrant in Cardiff (families, scripts, crematorium slots;
 *   warm, careful, some Welsh: "cariad", "diolch").
 * - Kev, a market-stall flower seller in Leeds (Kirkgate market, buckets, the Dutch lorry; blunt
 *   Yorkshire: "nowt", "summat", "owt", "love").
 * - Imogen, a wedding florist in the Cotswolds (barns, brides, installations, freelancers; long,
 *   breathless voice notes).
 * - Callum, a Glasgow registrar-turned-independent celebrant (ceremonies, hotels, couples; some Scots:
 *   "the morn", "aye", "wee", "ken").
 *
 * New York (America/New_York, month-first dates: 4/12 is April 12):
 * - Lucia, a florist in the Bronx whose first language is Spanish (quinceañeras, funeral sprays, the
 *   flower market on 28th St).
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
  HELP,
  NO_CHANGE,
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
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily summed up a dilemma and asked which way the person is leaning. */
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});

export const HUNDREDTWENTYSECOND_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('kem cho daily 🙏', talk('greeting')),
  london("Prynhawn da cariad, hope you're keeping well x", talk('greeting')),
  london('now then', talk('greeting')),
  london(
    "hiya hiya sorry just saying hi, I'm in the van on the way back from the barn at Cornwell and I haven't spoken to an actual adult all day apart from a bride's mum so hello!!",
    talk('greeting'),
  ),
  london("mornin! well, efternoon. how's it gaun", talk('greeting')),
  london('hello hello, daily you there? 😊', talk('greeting'), NO_CHANGE),
  london('Shwmae! Just popping in to say hello between a family visit in Pontypridd and a wedding rehearsal.', talk('greeting')),
  // London: a hello, then an ask or a tick
  london(
    'ey up. remind me ring the Dutch lorry lad at 6 bout Friday drop',
    task('ring the Dutch lorry lad bout Friday drop', l('11-11 18:00')),
    [talk('greeting'), task('ring the Dutch lorry lad bout Friday drop', l('11-11 18:00'))],
  ),
  london(
    'kem cho! please remind me tomorrow 6 in morning go to wholesaler for white roses for Patel wedding arch',
    task('go to wholesaler for white roses for Patel wedding arch', l('11-12 06:00')),
    [talk('greeting'), task('go to wholesaler for white roses for Patel wedding arch', l('11-12 06:00'))],
  ),
  london("aye hello there. whit's in the diary for the morn then", list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  london(
    'morning!! ok so hi, quick one, am I free Saturday afternoon because a bride wants to come and see the dried flower cloud in the studio and she can only do weekends',
    free(l('11-14 12:00'), l('11-14 17:00')),
    [talk('greeting'), free(l('11-14 12:00'), l('11-14 17:00'))],
  ),
  within(
    reminded('ring the Hughes family about the order of service', l('11-11 14:00')),
    london('Hello cariad \u2014 yes, I spoke to Mrs Hughes at lunchtime and it\u2019s all agreed.', done(), [talk('greeting'), done()]),
  ),
  // London: look like a greeting, are not one
  london(
    'remind me tae email a hiya tae the new weddin coordinator at the Grosvenor on Friday, want ma cards on her desk',
    task('email a hiya tae the new weddin coordinator at the Grosvenor', l('11-13')),
    task('email a hiya tae the new weddin coordinator at the Grosvenor, want ma cards on her desk', l('11-13')),
  ),
  london("me mam says hiya to you love, she reckons you're cleverer than me", NO_CHANGE),
  within(
    reminded('call Hattie about the Saturday install', l('11-11 14:00')),
    london("hiya, no not yet, her phone's going straight to voicemail", NO_CHANGE),
  ),
  london("bride's mother came in and said hello to everyone, very sweet lady, she brought thepla for all of us", NO_CHANGE),

  // New York: plain hellos
  newYork('¡buenos días mi amor! ☀️', talk('greeting')),
  newYork('Good morning. Ohayō gozaimasu.', talk('greeting')),
  newYork('GOOD MORNING FAM 🙌🏾🔥', talk('greeting')),
  newYork('morning hon', talk('greeting')),
  newYork(
    'Good morning! A quick hello from the studio \u2014 the lobby arrangements went out at seven and, for once, nobody has called in sick.',
    talk('greeting'),
  ),
  newYork('holaaa 👋', talk('greeting')),
  newYork('yo yo yo whats good daily 😎', talk('greeting')),
  // New York: a hello, then an ask or a tick
  newYork(
    'hi hon remind me call father dominics office at 2 about the altar arrangments for sunday',
    task('call father dominics office about the altar arrangments for sunday', n('11-11 14:00')),
    [talk('greeting'), task('call father dominics office about the altar arrangments for sunday', n('11-11 14:00'))],
  ),
  newYork('Hello. Please tell me what I have tomorrow.', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  newYork('mornin fam!! am i free friday night? couple wants a zoom 🙏🏾', free(n('11-13 17:00'), n('11-13 21:00')), [
    talk('greeting'),
    free(n('11-13 17:00'), n('11-13 21:00')),
  ]),
  newYork(
    'Good morning. Could you add "renew the Lotte Palace lobby contract" for Monday, please?',
    task('renew the Lotte Palace lobby contract', n('11-16')),
    [talk('greeting'), task('renew the Lotte Palace lobby contract', n('11-16'))],
  ),
  within(
    reminded('order the carnations for the Ramírez funeral spray', n('11-11 09:00')),
    newYork('hola! sí ya lo pedí anoche 👍', done(), [talk('greeting'), done()]),
  ),
  newYork('hi hon anything i forgot? whats late', list('overdue'), [talk('greeting'), list('overdue')]),
  newYork(
    'Good morning! Two things before the day gets away from me: call Bernard at the Carlyle about the lobby urns at 11, and send payroll to Gusto by end of day.',
    [task('call Bernard at the Carlyle about the lobby urns', n('11-11 11:00')), task('send payroll to Gusto', n('11-11 17:00'))],
    [
      talk('greeting'),
      task('call Bernard at the Carlyle about the lobby urns', n('11-11 11:00')),
      task('send payroll to Gusto', n('11-11 17:00')),
    ],
  ),
  // New York: look like a greeting, are not one
  newYork(
    'remind me tmrw noon to welcome Tasha & Jerome to the couples group chat 💍',
    task('welcome Tasha & Jerome to the couples group chat', n('11-12 12:00')),
  ),
  within(
    reminded('email the gallery about the ikebana demonstration', n('11-11 09:00')),
    newYork('Good morning. Not yet, sorry.', NO_CHANGE),
  ),
  newYork('la señora from the quinceañera came to say hola and bring me pastelitos 🥰', NO_CHANGE),
];

export const HUNDREDTWENTYSECOND_THANKS: HeldOutItem[] = [
  // London: plain thanks
  london('thank you, saru saru 🙏', talk('thanks')),
  london("Diolch cariad, that's a weight off.", talk('thanks')),
  london('ta love', talk('thanks')),
  london("oh amazing thank you thank you, honestly you're keeping me alive this week", talk('thanks')),
  london('cheers pal, magic', talk('thanks')),
  london('right, got it', talk('acknowledgement'), talk('thanks')),
  london("aye ta, that's me away, cheerio", [talk('thanks'), talk('goodbye')], talk('thanks'), talk('goodbye')),
  london("Thank you, that's lovely. Hwyl for now.", [talk('thanks'), talk('goodbye')], talk('thanks'), talk('goodbye')),
  // London: thanks with an ask or a tick
  within(
    just('collect the funeral letters from the wholesaler', l('11-12 09:00')),
    london('thank you, but make it 10, wholesaler open late tomorrow', move(ctx, null, '10:00'), [
      talk('thanks'),
      move(ctx, null, '10:00'),
    ]),
  ),
  london('Diolch. What have I got on Friday, cariad?', list('day', '2026-11-13'), [talk('thanks'), list('day', '2026-11-13')]),
  within(
    reminded('send the draft script to the Price family', l('11-11 14:00')),
    london('Thank you for the nudge \u2014 I emailed it to them this morning, actually.', done(), [talk('thanks'), done()]),
  ),
  within(
    just('pick up the foam-free mechanics for the Cheltenham arch', l('11-12')),
    london('perfect thanks and can you add order more chicken wire for Friday too', task('order more chicken wire', l('11-13')), [
      talk('thanks'),
      task('order more chicken wire', l('11-13')),
    ]),
  ),
  london('cheers. owt overdue?', list('overdue'), [talk('thanks'), list('overdue')]),
  // London: mention thanks, are not thanks to daily (or thank and only put off)
  london(
    'remind me tae send a thank you card tae the Macleods on Monday, lovely couple',
    task('send a thank you card tae the Macleods', l('11-16')),
    task('send a thank you card tae the Macleods, lovely couple', l('11-16')),
  ),
  london(
    "the bride just sent the most gorgeous thank you message with photos of the arch and I'm actually crying in the Waitrose car park",
    NO_CHANGE,
  ),
  within(
    reminded('ring the Dutch lorry about the chrysanths', l('11-11 14:00')),
    london(
      "ta, after 5 when t'market shuts",
      snoozeUntil(l('11-11 17:00')),
      [talk('thanks'), snoozeUntil(l('11-11 17:00'))],
      move(ctx, '2026-11-11', '17:00'),
    ),
  ),
  london('thank God the van passed MOT today 🙏 chalo', NO_CHANGE),

  // New York: plain thanks
  newYork('gracias mija ❤️', talk('thanks')),
  newYork('Thank you very much. Arigatō.', talk('thanks')),
  newYork('appreciate you fam 🙏🏾💯', talk('thanks')),
  newYork('thx hon ur a lifesaver', talk('thanks')),
  newYork('Brilliant, thank you. That list makes the week look a great deal less frightening than it did at 7am.', talk('thanks')),
  newYork('I understand. Thank you.', talk('thanks'), talk('acknowledgement')),
  newYork('bet bet, good lookin out', talk('thanks')),
  newYork('ok got it thx bye', [talk('thanks'), talk('goodbye')], talk('thanks'), talk('goodbye')),
  // New York: thanks with an ask or a tick
  within(
    reminded('pick up the gladiolus from 28th st', n('11-11 09:00')),
    newYork('gracias! ya fui esta mañana a las 6 😅', done(), [talk('thanks'), done()]),
  ),
  newYork('Thank you. Please also add: buy kenzan for Saturday class, Friday.', task('buy kenzan for Saturday class', n('11-13')), [
    talk('thanks'),
    task('buy kenzan for Saturday class', n('11-13')),
  ]),
  within(
    just('rehearsal with Keisha & Marcus at St. Albans', n('11-13 18:00')),
    newYork('thanks fam but push it to 7, the pastor always runs late 😂', move(ctx, null, '19:00'), [
      talk('thanks'),
      move(ctx, null, '19:00'),
    ]),
  ),
  newYork('thx. whats on for tmrw hon', list('tomorrow'), [talk('thanks'), list('tomorrow')]),
  within(
    just('interview the new delivery driver', n('11-12 15:00')),
    newYork(
      'Thank you. Could you make that Friday instead, same time? Tomorrow is the Mandarin Oriental install and I will be on site all day.',
      move(ctx, '2026-11-13', null),
      move(ctx, '2026-11-13', '15:00'),
      [talk('thanks'), move(ctx, '2026-11-13', null)],
      [talk('thanks'), move(ctx, '2026-11-13', '15:00')],
    ),
  ),
  // New York: mention thanks, are not thanks to daily
  newYork(
    'remind me to send the Okafors a thank you vid sat morning for the review ⭐⭐⭐⭐⭐',
    task('send the Okafors a thank you vid', n('11-14 09:00')),
    task('send the Okafors a thank you vid for the review', n('11-14 09:00')),
  ),
  newYork('the russo family sent a thank u card for the casket spray, so nice', NO_CHANGE),
  within(
    reminded('confirm the Waldorf lobby order for December', n('11-11 09:00')),
    newYork("Thanks, but I can't confirm anything until their events manager signs off the budget.", NO_CHANGE),
  ),
  newYork('gracias a Dios el cooler funciona otra vez, I almost lose all the roses', NO_CHANGE),
];

export const HUNDREDTWENTYSECOND_FEELING: HeldOutItem[] = [
  // London
  london('bahu thaki gayi chu, up since 4 for the wholesaler', talk('feeling')),
  london("Three funerals today, cariad. I'm emotionally wrung out.", talk('feeling')),
  london("frozen stiff, market's like a fridge today", talk('feeling')),
  london(
    "ok I'm so so happy right now, a magazine wants to feature the Cornwell barn install and I literally screamed in the van and the freelancers think I've lost it",
    talk('feeling'),
  ),
  london('pure knackered, two weddins an a namin the day', talk('feeling')),
  london(
    "I genuinely don't know how I'm going to do it, three weddings this weekend, two freelancers have dropped out, the meadow arch for Barnsley House still isn't built and my mum's in hospital",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  london('too much stress, 6 funeral tribute and 1 wedding same week, van also making noise 😩', talk('overwhelmed'), talk('feeling')),
  london("right fed up me. Dutch lorry late again, half the stock's knackered", talk('feeling')),
  london(
    "I've been thinking how often it's the small things families remember \u2014 a song, a line about the dog. It's humbling, this work.",
    talk('reflection'),
    talk('feeling'),
  ),
  london('buzzin, just got booked for a Hogmanay weddin at the Ubiquitous Chip', talk('feeling')),
  // London: sound like a tick or giving up, change nothing
  within(
    reminded('finish the script for the Fraser weddin', l('11-11 14:00')),
    london("ah'm finished, honestly, cannae look at anither script the day", NO_CHANGE),
  ),
  london('sometimes I think I should just pack it all in and go and work in a garden centre honestly', NO_CHANGE),
  // London: a feeling, then an ask
  within(
    just('clean out the van', l('11-12 10:00')),
    london(
      'aaje bahu thaak, van cleaning can wait till saturday',
      move(ctx, '2026-11-14', null),
      [talk('feeling'), move(ctx, '2026-11-14', null)],
      move(ctx, '2026-11-14', '10:00'),
      [talk('feeling'), move(ctx, '2026-11-14', '10:00')],
    ),
  ),
  london(
    "I'm feeling a bit overwhelmed, cariad. Could you help me work out what to tackle first today?",
    prioritise('focus'),
    [talk('overwhelmed'), prioritise('focus')],
    [talk('feeling'), prioritise('focus')],
  ),
  london("knackered. what've I got tomorrow", list('tomorrow'), [talk('feeling'), list('tomorrow')]),
  london(
    "ah'm that stressed ah nearly forgot the rings at the last yin. remind me tae check the ring box Saturday mornin",
    task('check the ring box', l('11-14 09:00')),
    [talk('feeling'), task('check the ring box', l('11-14 09:00'))],
  ),
  london('honestly so overwhelmed, what can I drop this week', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),

  // New York
  newYork('estoy agotada, 3 quinceañeras this weekend 😩', talk('feeling'), talk('overwhelmed')),
  newYork('Today I feel calm. Morning class was very good.', talk('feeling')),
  newYork('fam im HYPED, just officiated my 100th wedding last night 🎉🎉', talk('feeling')),
  newYork('so tired hon, 4 wakes this week', talk('feeling')),
  newYork(
    "I'm running on fumes this week. Two of the team are out sick, the Plaza changed their lobby brief on Monday, and payroll still isn't reconciled.",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  newYork('I am a little sad. One student stopped coming.', talk('feeling')),
  newYork('lowkey stressed, got 3 ceremonies saturday and my voice is going 😷', talk('feeling'), talk('overwhelmed')),
  newYork('im so overwhelmed hon i cant think straight, church flowers, 3 funerals, and my sister in the hospital', talk('overwhelmed')),
  newYork('ay qué felicidad!! the church on Fordham want me for all the Christmas flowers 🎄🌺', talk('feeling')),
  newYork(
    'I was thinking on the train this morning that the best thing I ever did was hire people better than me. The studio runs on them, not on me.',
    talk('reflection'),
    talk('feeling'),
  ),
  // New York: sound like a tick or giving up, change nothing
  within(reminded('make the standing spray for the russo wake', n('11-11 09:00')), newYork('ugh im done with this week hon', NO_CHANGE)),
  newYork('fam i swear im quitting weddings and doing kids parties 😂', NO_CHANGE),
  // New York: a feeling, then an ask
  newYork('I am very tired. Please, what is most important today?', prioritise('focus'), [talk('feeling'), prioritise('focus')]),
  within(
    just('go to the flower market on 28th', n('11-12 05:00')),
    newYork('estoy muerta, make it 6 no 5 por favor', move(ctx, null, '06:00'), [talk('feeling'), move(ctx, null, '06:00')]),
  ),
  newYork("I'm completely overwhelmed. Could you lay out a plan for today so I can stop spinning?", prioritise('plan_day'), [
    talk('overwhelmed'),
    prioritise('plan_day'),
  ]),
  newYork('my feet are killin me. remind me order new cooler buckets friday', task('order new cooler buckets', n('11-13')), [
    talk('feeling'),
    task('order new cooler buckets', n('11-13')),
  ]),
  newYork(
    'im drained fam 😮‍💨 am i free sunday? need a day',
    free(n('11-15 09:00'), n('11-15 18:00')),
    free(n('11-15 00:00'), n('11-16 00:00')),
    [talk('feeling'), free(n('11-15 09:00'), n('11-15 18:00'))],
    [talk('feeling'), free(n('11-15 00:00'), n('11-16 00:00'))],
  ),
];

export const HUNDREDTWENTYSECOND_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london('can you read my order if I send photo of wholesaler bill?', question, HELP),
  london('Is it usual to mention the cause of death in a humanist eulogy, do you think? The family seem quite split on it.', question),
  london('how long do chrysanths last in a bucket wi no flower food', question),
  london('random question but how many stems do you reckon for a 3 metre meadow arch, like roughly, is 400 mad or not enough', question),
  london("does this work if ah'm oot in the hills wi nae signal? some o these venues are miles fae anywhere", question, HELP),
  london("what's dearer this time o year, roses or lilies?", question),
  // London: questions that are lists, free time or a plan
  london('kal nu shu che? tomorrow what is there', list('tomorrow')),
  london('What have I got on this week, cariad?', list('week')),
  london('owt on Saturday', list('day', '2026-11-14')),
  london(
    'am I free Monday morning, one of my freelancers wants a catch up coffee and I keep putting her off',
    free(l('11-16 09:00'), l('11-16 12:00')),
  ),
  london('am ah free Tuesday efternoon?', free(l('11-17 12:00'), l('11-17 17:00'))),
  london('anything pending from before?', list('overdue')),
  london('what needs doing first love', prioritise('focus')),
  london("can you plan my day I've got no idea where to start", prioritise('plan_day')),
  // London: a choice to think through, a look-up
  london("Should I take on the Friday 4pm slot at Thornhill as well, or is three services in one day too much? I can't decide.", dilemma),
  london('whit did ah decide aboot the Oran Mor package price?', recall('Oran Mor package price')),
  london('what I decided about the second van?', recall('second van')),

  // New York: questions answered in words
  newYork('daily, tu hablas español? can I write you in spanish?', question, HELP),
  newYork('What is English name of kiku? Chrysanthemum, yes?', question),
  newYork('fam can a officiant in NY sign the license if they got ordained online??', question),
  newYork('hon is it rude to put red roses on a casket for a grandma', question),
  newYork(
    "Can you connect to Google Calendar? I'd like you to see the install slots before I start asking about free time.",
    question,
    HELP,
  ),
  newYork('Can I use this in Japanese also?', question, HELP),
  // New York: questions that are lists, free time or a plan
  newYork('qué tengo para el viernes?', list('day', '2026-11-13')),
  newYork('what i got tmrw fam 👀', list('tomorrow')),
  newYork('whats on today hon', list('today')),
  newYork('Could you give me everything that is overdue? I suspect the Four Seasons follow-ups have slipped.', list('overdue')),
  newYork('Am I free Saturday morning? A student ask private lesson.', free(n('11-14 09:00'), n('11-14 12:00'))),
  newYork('tengo tiempo el lunes entre 2 y 4?', free(n('11-16 14:00'), n('11-16 16:00'))),
  newYork('whats next hon', list('next')),
  newYork("What's my week looking like? I need to find a window for the quarterly review with the Pierre.", list('week')),
  // New York: a choice to think through, a look-up
  newYork('fam should i raise my rate to 750 or stay at 600 for next year? cant decide 🤔', dilemma),
  newYork('What did I decide about the spring workshop price?', recall('spring workshop price')),
  newYork('should I hire my cousin for the weekends or no? she is slow but cheap 🤷‍♀️', dilemma),
];

export const HUNDREDTWENTYSECOND_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london('Dutch roses very expensive this week, 40p more per stem', NO_CHANGE),
  london("The Evans family have chosen 'Calon L\u00e2n' for the exit music. It'll be a tearful one.", NO_CHANGE),
  london('sold out o tulips by 11', NO_CHANGE),
  london(
    'the barn at Cornwell has put their prices up again so half my brides are now looking at marquees instead which is fine but marquees are SO cold for flowers',
    NO_CHANGE,
  ),
  london("the registry office in Martha Street has a new boss, heard she's sound", NO_CHANGE),
  london('van back from garage, saru che', NO_CHANGE),
  london("council's put the stall rent up again", NO_CHANGE),
  london('Thornhill are changing their slots to forty-five minutes from January.', NO_CHANGE),
  london('snaw on the Campsies this mornin, first o the year', NO_CHANGE),
  london('got 3 new enquiries from the wedding fair on Sunday!!', NO_CHANGE),
  // London: news about the task in view (may be a tick or a move)
  within(
    reminded('collect the funeral letters from the foam supplier', l('11-11 14:00')),
    london('haa, collected already at 1', done(), NO_CHANGE),
  ),
  within(
    just('rehearsal at the Hilton wi Ross & Eilidh', l('11-13 17:00')),
    london("Eilidh's just messaged, can we dae six insteid", move(ctx, null, '18:00'), NO_CHANGE),
  ),
  // London: a time said, nothing asked
  london(
    'Jenkins family visit, Monday 11am, Pontypridd.',
    unclear,
    task('Jenkins family visit, Pontypridd', l('11-16 11:00')),
    task('Jenkins family visit', l('11-16 11:00')),
  ),
  // London: a decision said in plain words
  london("that's it, decided. no more Dutch lorry, I'm goin to the auction meself from now on", decision),
  london("right, ah've decided, nae mair weddins on a Sunday", decision),
  // London: news that carries a job
  london(
    "I really need to invoice the Barnsley House bride before Friday otherwise I'll forget and then it's Christmas",
    task('invoice the Barnsley House bride', l('11-13')),
    task('invoice the Barnsley House bride', l('11-12')),
  ),
  london('I have to order oasis foam for the Patel arch tomorrow', task('order oasis foam for the Patel arch', l('11-12'))),

  // New York: news, changes nothing
  newYork('el mercado on 28th was crazy today, no peonies anywhere', NO_CHANGE),
  newYork('My student exhibition opens December 5.', NO_CHANGE),
  newYork('just got ordained in Jersey too, so im legal both sides of the river now 😎', NO_CHANGE),
  newYork('the home got 3 calls this morning so its gonna be a busy week hon', NO_CHANGE),
  newYork('FYI \u2014 the Plaza is moving their lobby refresh from Mondays to Tuesdays starting in December.', NO_CHANGE),
  newYork('the cooler is making the noise again', NO_CHANGE),
  newYork('Today the branches from Japan arrive. Very beautiful.', NO_CHANGE),
  newYork('father dominic retiring in june', NO_CHANGE),
  newYork('couple from saturday sent pics, the arch the florist did was insane 🔥', NO_CHANGE),
  newYork('Our new van lease starts on December 1st; the old one goes back to Enterprise on the 30th.', NO_CHANGE),
  // New York: news about the task in view
  within(reminded('drop the program proofs at the church', n('11-11 09:00')), newYork('did that at 8 on my way in', done(), NO_CHANGE)),
  within(
    just('rehearsal with Jasmine & Dre', n('11-12 18:00')),
    newYork('Dre just texted, can we do 7:30 instead', move(ctx, null, '19:30'), NO_CHANGE),
  ),
  // New York: a time said, nothing asked
  newYork('quinceañera de Daniela sábado 4pm', unclear, task('quinceañera de Daniela', n('11-14 16:00'))),
  // New York: a decision said in plain words
  newYork("We've decided: no more single-event corporate jobs under $2,000. They're simply not worth the staff hours.", decision),
  // New York: news that carries a job
  newYork('I must send the invoice to the gallery by Friday.', task('send the invoice to the gallery', n('11-13'))),
  newYork('gotta order the poinsettias for the church by 12/1', task('order the poinsettias for the church', n('12-01'))),
  newYork('gotta finish the ceremony script for Jas & Dre tmrw fam', task('finish the ceremony script for Jas & Dre', n('11-12'))),
];

export const HUNDREDTWENTYSECOND_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('haa saru', NO_CHANGE),
  london('Diolch', talk('thanks')),
  london('nowt', NO_CHANGE),
  london('omg yes', NO_CHANGE),
  london('aye, sound', NO_CHANGE),
  london('chalo bye', talk('goodbye')),
  london('🌷', NO_CHANGE),
  london('Hwyl fawr', talk('goodbye')),
  london('help ma boab', NO_CHANGE),
  london('owt overdue', list('overdue')),
  // London: a bare job
  london('order buckets', task('order buckets')),
  london('book van service', task('book van service')),
  london('pay Hattie', task('pay Hattie')),
  // London: answering a reminder
  within(reminded('wire the Mistry funeral heart', l('11-11 14:00')), london('thai gayu', done())),
  within(reminded('send the Evans family the final script', l('11-11 14:00')), london('Sent, diolch', done())),
  within(reminded('ring the Dutch lorry lad', l('11-11 14:00')), london('in a bit', snoozeFor(60))),
  within(
    reminded('confirm the Hilton for Ross & Eilidh', l('11-11 14:00')),
    london('the morn', snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('email the marquee company', l('11-11 14:00')), london('2 hrs pls', snoozeFor(120))),
  // London: answering a question daily asked
  within(
    askedChoice('take the Friday 4pm Thornhill slot or keep it to two services?', 'take the Friday 4pm slot', 'keep it to two services'),
    london('Keep it to two.', answer(2)),
  ),
  within(which('pick up the Patel arch roses', 'pick up the Mistry funeral lilies'), london('lilies', answer(2))),

  // New York: out of a conversation
  newYork('sí claro', NO_CHANGE),
  newYork('Hai.', NO_CHANGE),
  newYork('💯💯', NO_CHANGE),
  newYork('ok hon', NO_CHANGE, talk('acknowledgement')),
  newYork('Noted, thanks.', talk('thanks'), talk('acknowledgement')),
  newYork('peace out ✌🏾', talk('goodbye')),
  newYork('qué tengo hoy', list('today')),
  newYork('Help, please.', HELP),
  // New York: a bare job
  newYork('order ribbon', task('order ribbon')),
  newYork('comprar oasis', task('comprar oasis')),
  newYork('Approve timesheets.', task('Approve timesheets')),
  // New York: answering a reminder
  within(reminded('pick up the roses on 28th st', n('11-11 09:00')), newYork('listo ✅', done())),
  within(reminded('cut the willow branches for the class', n('11-11 09:00')), newYork('Finished.', done())),
  within(reminded('call the Jacksons about the license', n('11-11 09:00')), newYork('later fam', snoozeFor(60))),
  within(
    reminded('send the casket spray invoice to the home', n('11-11 09:00')),
    newYork('tmrw', snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('run payroll', n('11-11 09:00')), newYork('At 2.', snoozeUntil(n('11-11 14:00')), move(ctx, '2026-11-11', '14:00'))),
  within(reminded('email the Met about the ikebana demo', n('11-11 09:00')), newYork('Not yet.', NO_CHANGE)),
  // New York: answering a question daily asked
  within(askedChoice('raise your rate to 750 or stay at 600?', 'raise to 750', 'stay at 600'), newYork('750 fam', answer(1))),
  within(which('order the carnations for the russo spray', 'order the carnations for the church'), newYork('the church one', answer(2))),
];
