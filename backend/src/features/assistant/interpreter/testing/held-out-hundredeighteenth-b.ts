/**
 * Held-out set, hundredeighteenth part b: photographers and videographers.
 *
 * London time (day-first dates, 4/12 = 4 December):
 * - Hannah, a wedding photographer in Bristol (couples, venues, second shooters, album proofs,
 *   deposits); warm, lots of "!!" and "x".
 * - Kwame, a Hackney content creator and videographer for brands (shoots, edits, reels, invoices,
 *   kit hire); short lines, "fam", "innit".
 * - Nilesh, an event photographer in Leicester; Gujarati is his first language (Diwali and wedding
 *   events, studio bookings, prints; "kem cho", "saru", "haa").
 * - Morag, an Edinburgh landscape and tourism photographer who writes some Scots ("the morn", "ken",
 *   "aye", "wee", "dinnae").
 * - Gareth, who runs a school-portraits company in Cardiff (schools, photo days, order forms, staff);
 *   clipped, some Welsh ("diolch", "bore da").
 *
 * New York time (month-first dates, 4/12 = April 12):
 * - Dani, a Bushwick music-video director (artists, locations, gaffers, permits); all lower case, no
 *   punctuation.
 * - Lucía, a quinceañera and family photographer in Corona, Queens; Spanish is her first language
 *   (families, packages, Venmo, albums).
 * - Wai, a product photographer in Chinatown; Cantonese is his first language (e-commerce clients,
 *   studio, samples, retouching).
 * - Sal, a Bay Ridge real-estate photographer and drone pilot (listings, brokers, FAA waivers); blunt
 *   and clipped.
 * - Claire, who owns a small commercial production company in Chelsea (clients, crews, budgets, call
 *   sheets, post-production); writes long, careful messages.
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  HELP,
  NO_CHANGE,
  answer,
  ctx,
  done,
  free,
  l,
  list,
  london,
  move,
  n,
  newYork,
  num,
  question,
  remove,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
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
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of several tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily asked what matters most in a dilemma. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDEIGHTEENTH_GREETING: HeldOutItem[] = [
  // London: plain hellos
  london('morning lovely!! hope ur having a good one x', talk('greeting')),
  london('yo fam', talk('greeting')),
  london('Kem cho daily!', talk('greeting')),
  london('Jai shree krishna 🙏 good afternoon', talk('greeting')),
  london("aye aye, hoo's it gaun", talk('greeting')),
  london('Bore da.', talk('greeting')),
  // London: a hello while a reminder waits is still a hello
  within(
    reminded('send the Hartleys their album proofs', l('11-11 14:00')),
    london('hiya!! sorry been at a venue walkround all day x', talk('greeting')),
  ),
  within(
    reminded('print the Patel Diwali event proofs', l('11-11 14:00')),
    london('Hello daily, kem cho? I am just now back from studio', talk('greeting')),
  ),
  within(
    reminded("send order forms to St Teilo's", l('11-11 14:00')),
    london('Prynhawn da. Back from the photo day at Llandaff.', talk('greeting')),
  ),
  // London: hello, then an ask (the ask is read)
  london('hello hello!! can you remind me tomorrow to chase the Bennetts deposit x', task('chase the Bennetts deposit', l('11-12')), [
    talk('greeting'),
    task('chase the Bennetts deposit', l('11-12')),
  ]),
  london('yo yo. add kit return to hire shop fri 10am', task('kit return to hire shop', l('11-13 10:00')), [
    talk('greeting'),
    task('kit return to hire shop', l('11-13 10:00')),
  ]),
  london(
    'hiya daily, ye awright? need tae mind tae post the calendars tae the gift shop the morn',
    task('post the calendars tae the gift shop', l('11-12')),
    [talk('greeting'), task('post the calendars tae the gift shop', l('11-12'))],
  ),
  london('Shwmae. Add ring Ysgol Y Wern re photo day Monday 9am.', task('ring Ysgol Y Wern re photo day', l('11-16 09:00')), [
    talk('greeting'),
    task('ring Ysgol Y Wern re photo day', l('11-16 09:00')),
  ]),
  // London: a hello in the story, not to daily
  london('my cousin rang from accra just to say hello and i was mid shoot smh', NO_CHANGE),
  london(
    "a wee tourist wifie on Calton Hill came up an said hello like she kent me. turns oot she'd bought ma calendar 😂",
    NO_CHANGE,
    talk('feeling'),
  ),

  // New York: plain hellos
  newYork('yo daily', talk('greeting')),
  newYork('Buenos días daily!! 🌸', talk('greeting')),
  newYork('早晨 daily', talk('greeting')),
  newYork('Yo.', talk('greeting')),
  newYork("Good morning, daily. I hope you're well — it's been a busy start to the week over here.", talk('greeting')),
  // New York: a hello while a reminder waits
  within(reminded('email the gaffer the shot list', n('11-11 09:00')), newYork('hey just woke up lol', talk('greeting'))),
  within(
    reminded('send retouched samples to the skincare client', n('11-11 09:00')),
    newYork('hi hi, sorry just open studio', talk('greeting')),
  ),
  within(
    reminded('circulate the revised call sheet for Friday', n('11-11 09:00')),
    newYork("Hello! I've just come out of a pre-production meeting and I'm catching up on everything now.", talk('greeting')),
  ),
  // New York: hello, then an ask
  newYork('morning whats today look like', list('today'), [talk('greeting'), list('today')]),
  newYork(
    'hola! remind me please at 6 to send the Ramírez family the package prices',
    task('send the Ramírez family the package prices', n('11-11 18:00')),
    [talk('greeting'), task('send the Ramírez family the package prices', n('11-11 18:00'))],
  ),
  newYork('hello good morning, today I have what?', list('today'), [talk('greeting'), list('today')]),
  newYork('Hey. Remind me 2pm check FAA waiver status.', task('check FAA waiver status', n('11-11 14:00')), [
    talk('greeting'),
    task('check FAA waiver status', n('11-11 14:00')),
  ]),
  newYork(
    "Hi daily, hope your morning is going well. Could you tell me what I have on Friday? I'm trying to work out whether I can fit in a tech scout.",
    list('day', '2026-11-13'),
    [talk('greeting'), list('day', '2026-11-13')],
    free(n('11-13 09:00'), n('11-13 18:00')),
  ),
  // New York: a hello in the story, not to daily
  newYork('the quinceañera girl wave hello to me in the middle of her waltz and the video man lose the shot jaja', NO_CHANGE),
  newYork('Broker waved hi from the driveway right into my drone shot. Redo.', NO_CHANGE),
];

export const HUNDREDEIGHTEENTH_THANKS: HeldOutItem[] = [
  // London
  london('you absolute star, thank you!! x', talk('thanks')),
  within(just('chase the Bennetts deposit', l('11-12')), london('perfect thank you!! x', talk('thanks'))),
  london('safe fam', talk('thanks'), talk('acknowledgement')),
  london('ok ta', talk('thanks'), talk('acknowledgement')),
  london('Aabhar daily, very useful for me', talk('thanks')),
  london('Dhanyavaad 🙏', talk('thanks')),
  london('cheers hen, yer a wee gem', talk('thanks')),
  london('aye got it', talk('acknowledgement'), NO_CHANGE),
  london('Diolch.', talk('thanks')),
  london('Diolch yn fawr. Tidy.', talk('thanks')),
  // London: thanks and a change or an ask
  london('thanks lovely!! oh and what have i got saturday? x', [talk('thanks'), list('day', '2026-11-14')], list('day', '2026-11-14')),
  within(
    reminded('invoice the trainer brand for the reel', l('11-11 14:00')),
    london('cheers fam, sent it this morning', [talk('thanks'), done()], done()),
  ),
  within(
    just('collect Diwali prints from lab', l('11-12 11:00')),
    london('Thank you. Make it 12 please, lab open late', [talk('thanks'), move(ctx, null, '12:00')], move(ctx, null, '12:00')),
  ),
  london(
    "cheers. whit's on fur the weekend?",
    [talk('thanks'), list('day', '2026-11-14')],
    list('day', '2026-11-14'),
    [talk('thanks'), list('week')],
    list('week'),
  ),
  within(
    reminded('chase Ysgol Bryn Deri for the class lists', l('11-11 14:00')),
    london('Diolch. Lists came in at lunch.', [talk('thanks'), done()], done()),
  ),
  // London: a thank-you in the story
  london('the bride sent me a thank you card with a photo of her dog in a bow tie 😭😭 x', NO_CHANGE, talk('feeling')),

  // New York
  newYork('thx fr', talk('thanks')),
  newYork('bet appreciate it', talk('thanks'), talk('acknowledgement')),
  newYork('gracias mija!! ❤️', talk('thanks')),
  newYork('ok gracias, entendido', talk('thanks'), talk('acknowledgement')),
  newYork('唔該 daily', talk('thanks')),
  newYork('ok la thanks', talk('thanks'), talk('acknowledgement')),
  newYork('Thx. Got it.', talk('thanks'), talk('acknowledgement')),
  newYork('Copy that.', talk('acknowledgement'), NO_CHANGE),
  newYork('Appreciate it.', talk('thanks')),
  newYork("Thank you so much — that's exactly what I needed before the client call.", talk('thanks')),
  // New York: thanks and a change or an ask
  newYork(
    'thanks also add call the permit office bout the bridge shoot tmrw',
    [talk('thanks'), task('call the permit office bout the bridge shoot', n('11-12'))],
    task('call the permit office bout the bridge shoot', n('11-12')),
  ),
  within(
    reminded('send the Venmo request to the Morales family', n('11-11 09:00')),
    newYork('gracias for the reminder! ya lo hice', [talk('thanks'), done()], done()),
  ),
  within(
    just('shoot the sneaker samples', n('11-12 11:00')),
    newYork('thank you, but sample arrive late, change to 3pm', [talk('thanks'), move(ctx, null, '15:00')], move(ctx, null, '15:00')),
  ),
  newYork(
    "Thanks, that's really helpful. Could you also remind me to send the revised budget to the client by end of day Friday?",
    [talk('thanks'), task('send the revised budget to the client', n('11-13 17:00'))],
    task('send the revised budget to the client', n('11-13 17:00')),
  ),
  // New York: a thank-you in the story
  newYork(
    "The client thanked the whole crew on set yesterday, which doesn't happen often. A nice moment for everyone.",
    NO_CHANGE,
    talk('feeling'),
  ),
];

export const HUNDREDEIGHTEENTH_FEELING: HeldOutItem[] = [
  // London
  london('SO happy!! the Carters cried at their sneak peeks xx', talk('feeling')),
  london('honestly so drained, 3 weddings in 4 days and albums backed up to my eyeballs x', talk('overwhelmed'), talk('feeling')),
  london("bit anxious about saturday's venue, never shot there before and it's dark as anything x", talk('feeling')),
  within(
    reminded('chase the Bennetts deposit', l('11-11 14:00')),
    london('ugh i hate chasing money, makes me feel awful x', talk('feeling'), NO_CHANGE),
  ),
  london('im cooked fam', talk('feeling')),
  london('too much on innit. 4 edits due, 2 shoots, kit to return, invoices nobody paid', talk('overwhelmed')),
  london('vexed. brand ghosted me after the shoot', talk('feeling')),
  london('Today I am very tired, Diwali events every night this week', talk('feeling')),
  london('Saru lagyu! The family love the prints, they book me for the wedding also', talk('feeling')),
  london('So many bookings, studio, prints, editing, I cannot manage all, my head is spinning', talk('overwhelmed')),
  london("pure wabbit the day. up at 5 fur the sunrise on Arthur's Seat an the haar never lifted", talk('feeling')),
  london("scunnered wi it aw, ken. tourist season's done an the bookings have dried up", talk('feeling')),
  london(
    "been thinkin, I spend mair time on the admin than behind the camera these days. that's no why I started",
    talk('reflection'),
    talk('feeling'),
  ),
  london('Knackered. Two schools today.', talk('feeling')),
  london('Snowed under. 6 photo days, 2 staff off sick, order forms late.', talk('overwhelmed'), talk('feeling')),
  london("Chuffed. St Teilo's rebooked for three years.", talk('feeling')),

  // New York
  newYork('im so hyped the artist loved the treatment', talk('feeling')),
  newYork('lowkey drowning rn 2 shoots next week no permits no gaffer and the label still aint paid', talk('overwhelmed')),
  newYork('kinda sad today idk', talk('feeling')),
  newYork(
    'ay estoy agotada, two quinceañeras this weekend and I still not finish edit the one from october',
    talk('feeling'),
    talk('overwhelmed'),
  ),
  newYork('I feel so happy, the mamá of the quinceañera hug me and cry when she see the album 🥹', talk('feeling')),
  newYork('I am worry, January no bookings yet', talk('feeling')),
  newYork('today very 攰, retouch 200 photo until 2am', talk('feeling')),
  newYork('aiya too many client, all want tomorrow, I cannot do', talk('overwhelmed')),
  newYork('happy la, big client sign for whole year', talk('feeling')),
  newYork('Fried.', talk('feeling')),
  newYork('Annoyed. Wind grounded the drone 3rd day running.', talk('feeling')),
  newYork('Slammed. 9 listings this week, 2 brokers want rush.', talk('overwhelmed'), talk('feeling')),
  newYork(
    "I'm feeling quite stretched, to be honest. We have two shoots overlapping next week, the post house is behind, and I've been fielding client notes until midnight most nights.",
    talk('overwhelmed'),
    talk('feeling'),
  ),
  newYork(
    "I've been reflecting on how much calmer our shoots are when we lock the call sheet 48 hours out. It's a small thing, but I want to remember it.",
    talk('reflection'),
  ),
  within(
    reminded('call the client about the budget overage', n('11-11 09:00')),
    newYork("Honestly, I'm dreading this one. They're not going to be pleased.", talk('feeling'), NO_CHANGE),
  ),
];

export const HUNDREDEIGHTEENTH_QUESTION: HeldOutItem[] = [
  // London
  london('can you send reminders to my second shooters too? x', question, HELP),
  london('how much does daily cost? is there a free version? x', question),
  london('what can you actually do?? x', HELP, question),
  within(just('second shooter briefing for the Carter wedding', l('11-14 09:00')), london('is that the 14th?? x', question)),
  london('u keep my msgs private yeah? brand stuff is under NDA', question),
  london('can u read invoices if i send a pic', question, HELP),
  london('whats a fair day rate for a reel edit fam', question),
  london('Can I write to you in Gujarati also?', question),
  london('What is good price for Diwali event photography, 4 hours?', question),
  london('how I can delete a reminder?', question, HELP),
  london("whit time's sunrise in Glencoe the morn?", question),
  london("d'ye work wi Google calendar or no?", question, HELP),
  london('who else can see whit I write in here?', question),
  london('What can you do?', HELP, question),
  london('Does it work for a team? 4 staff.', question, HELP),
  london('When is February half term in Cardiff?', question),

  // New York
  newYork('wait do u work with voice notes', question, HELP),
  newYork('how much do gaffers usually charge per day in nyc', question),
  newYork('what else can u do', HELP, question),
  newYork('Can you speak spanish? is more easy for me', question),
  newYork('Is free or I have to pay?', question),
  newYork('who can see my messages? I put the Venmo of clients sometimes', question),
  newYork('you can remind in Chinese?', question),
  newYork('what size the white background need for Amazon main image', question),
  newYork('how you help me? I am new', HELP, question),
  newYork('You store my messages?', question),
  newYork('Max altitude for Part 107?', question),
  newYork('Can you text my brokers?', question, HELP),
  newYork(
    'Before I rely on this for work: where is my data stored, and is any of it used to train anything? Some of our clients are quite particular about confidentiality.',
    question,
  ),
  newYork(
    "Could you tell me what you can actually help with? I'd like to know whether it's worth getting my producers on it too.",
    HELP,
    question,
  ),
  newYork("Is there a way to export everything I've logged so far, say as a spreadsheet, for our end-of-year review?", question, HELP),
];

export const HUNDREDEIGHTEENTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london('the Carters paid their final balance!! x', NO_CHANGE, talk('feeling')),
  london("new second shooter starts in december, she's lovely x", NO_CHANGE),
  london('kit hire place put prices up again', NO_CHANGE),
  london('reel hit 200k overnight fam', NO_CHANGE, talk('feeling')),
  london('Studio is booked full for Diwali week', NO_CHANGE),
  london('Print lab change supplier, now paper is more glossy', NO_CHANGE),
  london("it's absolutely bucketin doon in the Pentlands", NO_CHANGE),
  london('VisitScotland took three o ma shots fur their winter campaign', NO_CHANGE, talk('feeling')),
  london("the Bealach na Ba's shut the day, snaw", NO_CHANGE),
  london('Photo day at Llandaff done. 412 kids.', NO_CHANGE, done(words('Llandaff'))),
  london('Order forms for Ysgol Y Wern back in. 80% return.', NO_CHANGE),
  london('New lighting kit arrived.', NO_CHANGE),
  // London: a task in view
  within(reminded('send the Hartleys their album proofs', l('11-11 14:00')), london('proofs are in their inbox!! x', done())),
  within(reminded('return the gimbal to the hire shop', l('11-11 14:00')), london('shop shut till fri', NO_CHANGE)),
  within(just('Shah family wedding shoot', l('11-21 10:00')), london('They postpone the wedding to next year', remove(), NO_CHANGE)),

  // New York: news, changes nothing
  newYork('label approved the budget', NO_CHANGE),
  newYork('gaffer cant do the 20th hes on tour', NO_CHANGE),
  newYork('the Morales family pay the deposit by Venmo ✅', NO_CHANGE),
  newYork('my new album samples arrive today, so beautiful', NO_CHANGE, talk('feeling')),
  newYork('the salón in Jackson Heights close for renovation until January', NO_CHANGE),
  newYork('studio light broken one', NO_CHANGE),
  newYork('skincare client approve all 40 image', NO_CHANGE),
  newYork('FAA waiver came through.', NO_CHANGE),
  newYork('Shot 4 listings before 10.', NO_CHANGE),
  newYork('Broker on 86th dropped the listing.', NO_CHANGE),
  newYork("Just a quick update: the client has signed off on the final cut, and we're delivering masters on Monday as planned.", NO_CHANGE),
  newYork(
    "For context, our line producer is out on paternity leave from next week, so I'll be covering budgets and call sheets myself until January.",
    NO_CHANGE,
  ),
  // New York: a task in view
  within(reminded('email the gaffer the shot list', n('11-11 09:00')), newYork('sent it last night', done())),
  within(
    reminded('pick up samples from the jewelry client', n('11-11 09:00')),
    newYork('client say samples not ready, maybe friday', NO_CHANGE, move(ctx, '2026-11-13', null)),
  ),
  within(
    reminded('circulate the revised call sheet for Friday', n('11-11 09:00')),
    newYork("The location still hasn't confirmed the parking permits, so the call sheet is on hold until they do.", NO_CHANGE),
  ),
];

export const HUNDREDEIGHTEENTH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('ok lovely x', NO_CHANGE, talk('acknowledgement')),
  london('say less', NO_CHANGE, talk('acknowledgement')),
  london('thik che', NO_CHANGE, talk('acknowledgement')),
  london('braw', NO_CHANGE),
  london('Iawn.', NO_CHANGE, talk('acknowledgement')),
  // London: answering a reminder
  within(reminded('chase the Bennetts deposit', l('11-11 14:00')), london('done!! x', done())),
  within(reminded('return the gimbal to the hire shop', l('11-11 14:00')), london('later fam', snoozeFor(60))),
  within(reminded('print the Patel Diwali event proofs', l('11-11 14:00')), london('haa done', done())),
  within(reminded('send the invoice tae VisitScotland', l('11-11 14:00')), london('no yet', NO_CHANGE)),
  within(
    reminded('back up the Glencoe raw files', l('11-11 14:00')),
    london('the nicht', snoozeUntil(l('11-11 20:00')), move(ctx, '2026-11-11', '20:00')),
  ),
  within(reminded("send order forms to St Teilo's", l('11-11 14:00')), london('Done.', done())),
  within(
    reminded('pay the photo day staff', l('11-11 14:00')),
    london('Tomorrow.', move(ctx, '2026-11-12', null), snoozeUntil(l('11-12 09:00')), snoozeUntil(l('11-12 12:00'))),
  ),
  // London: a list, a dilemma, a task just added
  within(
    listed('edit the Carter wedding', 'send the Hartleys their proofs', 'book second shooter for 5/12'),
    london('2 done!! x', done(num(2))),
  ),
  within(just('shoot for the trainer brand', l('11-13 10:00')), london('11', move(ctx, null, '11:00'))),
  within(
    askedChoice('Which studio for the Shah engagement shoot?', 'the Belgrave Road studio', 'your own studio'),
    london('first one', answer(1)),
  ),
  within(
    askedMatters('Take the cruise-ship contract or keep the winter workshops?', 'cruise-ship contract', 'winter workshops'),
    london('the siller', answer(null)),
  ),
  within(
    listed('ring Ysgol Y Wern re photo day', 'pay the photo day staff', 'order new backdrop'),
    london('1 & 3 done.', [done(num(1)), done(num(3))]),
  ),

  // New York: out of a conversation
  newYork('aight', NO_CHANGE, talk('acknowledgement')),
  newYork('sí sí', NO_CHANGE),
  newYork('好', NO_CHANGE),
  newYork('K.', NO_CHANGE, talk('acknowledgement')),
  // New York: answering a reminder
  within(reminded('email the gaffer the shot list', n('11-11 09:00')), newYork('did it', done())),
  within(reminded('call the permit office bout the bridge shoot', n('11-11 09:00')), newYork('give me 2 hours', snoozeFor(120))),
  within(reminded('send the Venmo request to the Morales family', n('11-11 09:00')), newYork('listo ✅', done())),
  within(
    reminded('edit the González quince video', n('11-11 09:00')),
    newYork('mañana', move(ctx, '2026-11-12', null), snoozeUntil(n('11-12 09:00')), snoozeUntil(n('11-12 12:00'))),
  ),
  within(reminded('send retouched samples to the skincare client', n('11-11 09:00')), newYork('ok done la', done())),
  within(reminded('book the studio for the shoe shoot', n('11-11 09:00')), newYork('未 not yet', NO_CHANGE)),
  within(reminded('check FAA waiver status', n('11-11 09:00')), newYork('Later.', snoozeFor(60))),
  within(reminded('send the Bay Ridge listing photos to the broker', n('11-11 09:00')), newYork('Sent.', done())),
  within(
    reminded('circulate the revised call sheet for Friday', n('11-11 09:00')),
    newYork('Yes, done, thank you.', done(), [done(), talk('thanks')]),
  ),
  // New York: a list, a dilemma, a which-one question
  within(
    askedChoice('Which album package for the Ortiz family?', 'the deluxe package', 'the basic package'),
    newYork('el segundo', answer(2)),
  ),
  within(which('call the watch client', 'call the tea client'), newYork('2', answer(2))),
  within(
    listed('edit 86th St listing', 'invoice Fort Hamilton broker', 'renew drone registration'),
    newYork('All 3 done.', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(
    askedChoice('Bring post-production in-house or keep outsourcing?', 'bring it in-house', 'keep outsourcing'),
    newYork("Not yet — I'd like to see the numbers first.", answer(null), NO_CHANGE),
  ),
  within(
    askedMatters('Hire a second producer or stretch the current team?', 'hire a second producer', 'stretch the current team'),
    newYork('Cash flow, mostly.', answer(null)),
  ),
];
