/**
 * Held-out set, hundredtenth part b: builders and the building trades.
 *
 * London time (day-first dates):
 * - Gaz, a roofer in Leeds (slates, lead work, scaffolders, merchants); writes in short bursts
 *   ("ta", "nowt", "summat").
 * - Morag, a plumbing and heating engineer in Glasgow; writes some Scots ("the morn", "aye", "wee",
 *   "cannae", "gonnae").
 * - Priya, site manager on a 40-home housing job in Milton Keynes (snagging, NHBC inspections,
 *   subbies, deliveries).
 * - Ciaran, an electrician in Belfast (consumer units, EICRs, rewires; "wee", "so it is", "yer man").
 * - Andrei, a decorator in Ealing; Romanian is his first language.
 *
 * New York time (month-first dates):
 * - Vinnie, a general contractor in Queens (permits, DOB, subs, change orders); blunt and clipped.
 * - Yesenia, a tile setter in Washington Heights; Spanish is her first language ("mija", "ok pues").
 * - Tom, a brownstone restoration carpenter in Park Slope (millwork, stoops, the landmarks
 *   commission); writes long, careful messages.
 * - Keisha, an HVAC tech in Yonkers (service calls, boilers, mini-splits, parts houses); fast thumbs.
 * - Dale, a landscaper on Long Island (crews, leaf cleanups, snow plowing contracts, the yard, the trucks).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HELP,
  NO_CHANGE,
  answer,
  ctx,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  move,
  n,
  newYork,
  num,
  prioritise,
  question,
  recall,
  remove,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
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
/** daily asked something else and waits for the answer. */
const asked = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'other', question, options },
});

export const HUNDREDTENTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('now then', talk('greeting')),
  london('ey up daily', talk('greeting')),
  london("awright daily, how's it gaun", talk('greeting')),
  london('hiya hen, ye there?', talk('greeting')),
  london('Afternoon daily 👋', talk('greeting')),
  london('well, what about ye', talk('greeting')),
  london('Buna ziua 🙂', talk('greeting')),
  london('hello. is ok to write you now?', talk('greeting')),
  // London: a hello while a reminder is waiting is not an answer to it
  within(
    reminded('ring the scaffolders about the strike', l('11-11 14:00')),
    london('hi! sorry been on plot 17 all afternoon', talk('greeting')),
  ),
  // London: hello, then an ask (the ask is read)
  london('now then. owt on tomoz?', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  london('hiya! remind me tae phone the boiler warranty folk at 4', task('phone the boiler warranty folk', l('11-11 16:00')), [
    talk('greeting'),
    task('phone the boiler warranty folk', l('11-11 16:00')),
  ]),
  london("Hi daily, what's on for the rest of the week?", list('week'), [talk('greeting'), list('week')]),
  london("bout ye. what've I got on friday", list('day', '2026-11-13'), [talk('greeting'), list('day', '2026-11-13')]),
  london('Hello! Add please: buy masking tape tomorrow morning', task('buy masking tape', l('11-12 09:00')), [
    talk('greeting'),
    task('buy masking tape', l('11-12 09:00')),
  ]),
  // London: says hi, is not a greeting to daily
  london('Said hello to the new NHBC inspector, seems sound', NO_CHANGE),

  // New York: plain hellos
  newYork('whaddup', talk('greeting')),
  newYork('morning. vinnie.', talk('greeting')),
  newYork('holaaa buenos dias', talk('greeting')),
  newYork('buenos días daily, how are you?', talk('greeting')),
  newYork('Good morning. I hope this finds you well. Tom here, the carpenter from Park Slope.', talk('greeting')),
  newYork('heyyy', talk('greeting')),
  newYork('gm gm', talk('greeting')),
  newYork('mornin bud', talk('greeting')),
  within(reminded('call the salt supplier', n('11-11 08:00')), newYork('hey there', talk('greeting'))),
  // New York: hello, then an ask
  newYork('morning. whats on today', list('today'), [talk('greeting'), list('today')]),
  newYork('hey!! remind me grab the capacitor at the supply house at 1', task('grab the capacitor at the supply house', n('11-11 13:00')), [
    talk('greeting'),
    task('grab the capacitor at the supply house', n('11-11 13:00')),
  ]),
  newYork('Good morning. Could you tell me what I have on Monday?', list('day', '2026-11-16'), [
    talk('greeting'),
    list('day', '2026-11-16'),
  ]),
  newYork('hola! que tengo mañana?', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  // New York: a hello in the story, not to daily
  newYork("customer waved good morning from the porch like we aren't 3 days late lol", NO_CHANGE),
];

export const HUNDREDTENTH_THANKS: HeldOutItem[] = [
  // London
  london('ta pal', talk('thanks')),
  london('cheers for that', talk('thanks')),
  london('cheers hen, yer a star', talk('thanks')),
  london("aw thanks, that's magic", talk('thanks')),
  london("Thanks, that's really helpful", talk('thanks')),
  london('sound, thanks very much', talk('thanks')),
  london('Multumesc, you help me a lot', talk('thanks')),
  within(reminded('buy caulk for the Acton job', l('11-11 14:00')), london('thank you for remind me, I was forget', talk('thanks'))),
  // London: thanks and a change or an ask
  within(
    just('pick up lead from the merchants', l('11-12 08:00')),
    london('ta. make it 9 tho', [talk('thanks'), move(ctx, null, '09:00')], move(ctx, null, '09:00')),
  ),
  london(
    'thanks! can you add chase the kitchen fitter re plot 23, tomorrow first thing',
    [talk('thanks'), task('chase the kitchen fitter re plot 23', l('11-12 09:00'))],
    task('chase the kitchen fitter re plot 23', l('11-12 09:00')),
    [talk('thanks'), task('chase the kitchen fitter re plot 23', l('11-12 08:00'))],
    task('chase the kitchen fitter re plot 23', l('11-12 08:00')),
  ),
  within(
    reminded('send the EICR to the landlord', l('11-11 14:00')),
    london('cheers, sent it already so I did', [talk('thanks'), done()], done()),
  ),
  // London: look like thanks, are not
  within(
    asked('Want me to remind you about the Hendersons boiler on friday as well?', 'yes', 'no'),
    london("naw ye're awright, thanks", NO_CHANGE, answer(2)),
  ),
  london("thank god that job's finished, never again", NO_CHANGE),
  london('cheers to the scaffolders for turning up 2 hours late AGAIN 🙄', NO_CHANGE),

  // New York
  newYork('tnx', talk('thanks')),
  newYork('good. thanks', talk('thanks')),
  newYork('graciasss 🙏', talk('thanks')),
  newYork('ok pues gracias mija', talk('thanks')),
  newYork("Thank you kindly, that's exactly what I needed.", talk('thanks')),
  newYork('tysm', talk('thanks')),
  newYork('omg thank u lifesaver', talk('thanks')),
  newYork('appreciate it bud', talk('thanks')),
  // New York: thanks and a change or an ask
  newYork(
    'thanks man. also put down get the plow blades sharpened by friday',
    [talk('thanks'), task('get the plow blades sharpened', n('11-13'))],
    task('get the plow blades sharpened', n('11-13')),
  ),
  within(
    reminded('file the PW1 for the Astoria job', n('11-11 09:00')),
    newYork('thx. push it to tmrw', [talk('thanks'), move(ctx, '2026-11-12', null)], move(ctx, '2026-11-12', null)),
  ),
  within(
    reminded('call the Landmarks Preservation Commission about the stoop permit', n('11-11 09:30')),
    newYork(
      "Thanks for the reminder. I spoke to them first thing this morning, so that one's taken care of.",
      [talk('thanks'), done()],
      done(),
    ),
  ),
  newYork('thanks. what i got after this?', [talk('thanks'), list('next')], list('next')),
  // New York: "thanks" that is news
  newYork('gracias a dios the grout came in the right color this time', NO_CHANGE),
  newYork("no thanks to the town, they still haven't sent the snow contract", NO_CHANGE),
];

export const HUNDREDTENTH_FEELING: HeldOutItem[] = [
  // London
  london("knackered. 3 roofs this week and me back's gone", talk('feeling')),
  london('fuming. scaffolders took a lift off with nowt tied in', talk('feeling')),
  london('pure scunnered the day', talk('feeling')),
  london('so chuffed, the wee boiler at the Hendersons fired up first time 🔥', talk('feeling')),
  london("I'm drowning. 40 plots, snag lists on 12 of them, NHBC in tomorrow and two subbies no-showed", talk('overwhelmed')),
  london('feeling a bit low today tbh', talk('feeling')),
  london('wrecked so I am', talk('feeling')),
  london('raging, yer man drilled straight through a cable I put in yesterday', talk('feeling')),
  london('I am very tired, all day ceilings, my neck is pain', talk('feeling')),
  london('Too much work, 3 houses same time and I am alone with everything', talk('overwhelmed')),
  // London: mention a task or a day, ask nothing
  london('bit nervous about the NHBC visit friday if im honest', talk('feeling')),
  within(
    reminded('ring the merchant about the lead delivery', l('11-11 14:00')),
    london('cant face ringing them again, theyll just fob me off', talk('feeling'), NO_CHANGE),
  ),
  london('been thinkin, I take on too many wee jobs for nae money. cannae keep daein that', talk('reflection'), talk('feeling')),
  london("everything's on top of me, three rewires, two EICRs and the van's in the garage", talk('overwhelmed')),

  // New York
  newYork('fried.', talk('feeling')),
  newYork('DOB kicked back the plans again. im done with these people', talk('feeling'), NO_CHANGE),
  newYork("ay dios mío I'm so tired, my knees are killing me", talk('feeling')),
  newYork('estoy feliz! the client loved the herringbone 😍', talk('feeling')),
  newYork(
    "I'll admit I'm feeling rather overwhelmed. The stoop job is behind, the landmarks paperwork keeps coming back, and I promised the Garcias their pocket doors by Thanksgiving.",
    talk('overwhelmed'),
  ),
  newYork(
    'Took a moment today to look at the parlour floor cornice we finished. Twenty years in and it still gets me. This is why I do it.',
    talk('reflection'),
    talk('feeling'),
  ),
  newYork('ugh 6 calls before noon im so over it', talk('feeling'), talk('overwhelmed')),
  newYork('lowkey stressed, 2 no heats and the parts house dont have the igniter', talk('overwhelmed'), talk('feeling')),
  newYork('beat. leaf season is killin me', talk('feeling')),
  newYork("man I'm psyched, town gave us the plow contract for another 3 yrs", talk('feeling')),
  newYork('crews all out sick, 40 cleanups booked, first snow coming, I cant keep up', talk('overwhelmed')),
  within(
    reminded('call Mrs Hernandez back about the boiler', n('11-11 09:00')),
    newYork('she gonna yell at me i just know it 😩', talk('feeling'), NO_CHANGE),
  ),
  newYork('happy. CO came thru on Astoria finally', talk('feeling')),
  newYork('no sé, I feel like nobody respect the tile work anymore, everybody wants cheap', talk('feeling'), talk('reflection')),
];

export const HUNDREDTENTH_QUESTION: HeldOutItem[] = [
  // London: answered in words
  london("when's the lead coming again?", question),
  london('is there a way tae share my list wi my apprentice?', question, HELP),
  london('How many snags have I got left on the list?', question),
  london('Is it worth paying the groundworkers extra to get the roads in before Christmas?', question, dilemma),
  london('can ye read a photo of a test sheet?', question),
  london("what's the difference between snooze and move on here?", question, HELP),
  london('When I have the job with Mrs Patel? I forget please', question),
  within(just('quote for the Harehills re-roof', l('11-13')), london('is that fri this week?', question)),
  // London: questions that are lists, a focus, a recall, free time
  london('owt overdue?', list('overdue')),
  london("whit've I got the morn?", list('tomorrow')),
  london("What's on 2/12?", list('day', '2026-12-02')),
  london('what should I get stuck into first this afternoon?', prioritise('focus')),
  london('What I decide about the price for the Chiswick job?', recall('price for the Chiswick job'), recall('Chiswick job')),
  london('am I free tomorrow afternoon?', free(l('11-12 12:00'), l('11-12 17:00'))),

  // New York: answered in words
  newYork("when's the DOB inspection on the Astoria job", question),
  newYork('should i eat the change order on the bathroom or bill it', question, dilemma),
  newYork('como cambio the language to spanish?', question, HELP),
  newYork("Does this keep a record of what I've finished? I'd like to see what I got through last month.", question, HELP),
  newYork('If I set something for a date, will you remind me the day before, or only on the day itself?', question, HELP),
  newYork('did i already do the mini split install on Palisade or no', question),
  newYork('can u text my customers for me?', question),
  newYork('is the salt order on my list?', question),
  within(just('bid on the Massapequa snow contract', n('11-13 17:00')), newYork('what time u got that for', question)),
  // New York: questions that are lists, a recall
  newYork('whats on tmrw', list('tomorrow')),
  newYork('que tengo el 11/23?', list('day', '2026-11-23')),
  newYork('whats next', list('next')),
  newYork("What's left for this week?", list('week')),
  newYork("what'd i decide about the new truck", recall('new truck')),
];

export const HUNDREDTENTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london("merchant's out of code 5 lead till monday", NO_CHANGE),
  london('scaffs up on the Headingley job', NO_CHANGE),
  london("the Hendersons boiler's away, total write-off", NO_CHANGE),
  london("it's baltic the day, pipes frozen all ower the east end", NO_CHANGE),
  london('Bricks for plots 30-34 arrived a day early', NO_CHANGE),
  london('NHBC moved the pre-plaster inspection to the 20th', NO_CHANGE),
  london("yer man never turned up to let me in, so he didn't", NO_CHANGE),
  london('board at the Lisburn Rd job is all RCBOs now', NO_CHANGE),
  london('Customer is change the colour again, now is sage green', NO_CHANGE),
  london('Today I finish the hallway, tomorrow I start the stairs', NO_CHANGE),
  // London: a task in view
  within(reminded('order ridge tiles', l('11-11 14:00')), london('ordered em this morn', done())),
  within(
    just('chase the kitchen fitter re plot 23', l('11-12 09:00')),
    london("oh he's just rung me actually, all sorted", done(), NO_CHANGE),
  ),
  within(reminded('ring the landlord about the EICR', l('11-11 14:00')), london("he's not answering", NO_CHANGE)),
  within(
    reminded("powerflush at Mrs Brodie's", l('11-11 13:00')),
    london("she's cancelled, her man's gonnae dae it hissel", remove(), NO_CHANGE),
  ),

  // New York: news, changes nothing
  newYork('permit came thru for Astoria', NO_CHANGE),
  newYork('plumbing sub walked off. again.', NO_CHANGE),
  newYork('the porcelain from Italy still no llega, now they say december', NO_CHANGE),
  newYork('Mrs Cohen paid, finally gracias a dios', NO_CHANGE),
  newYork(
    'The landmarks commission approved the new stoop railings, though they want the balusters turned to match the 1890s originals.',
    NO_CHANGE,
  ),
  newYork('Found the original pocket door hardware behind the plaster at the Garfield Place house. Remarkable condition.', NO_CHANGE),
  newYork('parts house closed early for veterans day smh', NO_CHANGE),
  newYork('boiler at 45 Ashburton back up n running', NO_CHANGE),
  newYork('F-350 in the shop again, transmission', NO_CHANGE),
  newYork('first snow in the forecast for next thurs', NO_CHANGE),
  newYork('leaf cleanup at the Shapiro place is done, looks great', NO_CHANGE, done(words('Shapiro'))),
  // New York: a task in view
  within(reminded('send change order to the Bayside client', n('11-11 09:00')), newYork('sent last nite', done())),
  within(just('tile the Riverside Dr shower', n('11-13')), newYork('client moved it to monday', move(ctx, '2026-11-16', null), NO_CHANGE)),
  within(
    reminded('pick up mini split line set', n('11-11 09:00')),
    newYork('supply house says tmrw', NO_CHANGE, move(ctx, '2026-11-12', null)),
  ),
];

export const HUNDREDTENTH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('sound', NO_CHANGE),
  london('nowt', NO_CHANGE),
  london('nae bother', NO_CHANGE),
  london('grand', NO_CHANGE),
  london('ok please', NO_CHANGE),
  london('👍', NO_CHANGE),
  // London: answering a reminder
  within(reminded('strip the old lead off the chimney', l('11-11 14:00')), london('sorted', done())),
  within(reminded('bleed the rads at the Bairds', l('11-11 14:00')), london('aye done', done())),
  within(reminded('order the consumer unit', l('11-11 14:00')), london('ordered', done())),
  within(reminded('sand the skirting boards', l('11-11 14:00')), london('gata', done())),
  within(reminded('book the skip swap', l('11-11 14:00')), london('later', snoozeFor(60))),
  within(reminded('send invoice to Mrs Hirst', l('11-11 13:00')), london('nah not yet', NO_CHANGE)),
  // London: a list, a dilemma, a task just added
  within(shown('rewire at Ormeau Rd', 'EICR for the landlord', 'quote the Bangor job'), london('2 done', done(num(2)))),
  within(askedChoice('Take on the new-build contract?', 'take the contract', 'stay wi the domestic work'), london('second', answer(2))),
  within(just('ridge tiles for the Otley job'), london('fri', move(ctx, '2026-11-13', null), unclear)),

  // New York: out of a conversation
  newYork('k', NO_CHANGE),
  newYork('copy', NO_CHANGE),
  newYork('ok pues', NO_CHANGE),
  newYork('dale', NO_CHANGE),
  newYork('lol', NO_CHANGE),
  newYork('🍂🍂🍂', NO_CHANGE),
  newYork('Understood.', NO_CHANGE),
  // New York: in a conversation
  within(reminded('call back the Ruiz family about the no heat', n('11-11 09:00')), newYork('did it', done())),
  within(
    reminded('get the DOB sign-off for Bayside', n('11-11 09:00')),
    newYork('tmrw', move(ctx, '2026-11-12', null), snoozeUntil(n('11-12 09:00'))),
  ),
  within(reminded('grease the plow hitch', n('11-11 09:30')), newYork('1hr', snoozeFor(60))),
  within(reminded('order thinset', n('11-11 09:00')), newYork('listo', done())),
  within(just('measure the Prospect Pl cornice', n('11-12 08:00')), newYork('Perfect.', NO_CHANGE)),
  within(shown('fix Marino boiler', 'mini split quote Getty Sq', 'parts run'), newYork('1 n 3 done', [done(num(1)), done(num(3))])),
  within(askedChoice('Second truck for plowing?', 'buy a used one', 'lease a new one'), newYork('lease', answer(2))),
];
