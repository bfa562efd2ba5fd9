import type { ConversationState, Intent } from '../intent';
import {
  HELP,
  NO_CHANGE,
  decision,
  dilemma,
  done,
  free,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  question,
  recall,
  talk,
  task,
  unclear,
  within,
  words,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the forty-ninth held-out set: several jobs in one message, what changes
 * nothing or only asks back (small talk, questions, news that carries a job word or a time, the
 * agenda, free time, half-finished thoughts, replies with nothing to answer) and what goes to the
 * decision journal. Same fourteen people, read at Wednesday 11 November 2026, 15:00 London /
 * 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** `title` is the task last talked about (just added or changed). */
const talkedOf = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });

type Wall = (text: string) => string;
const dayAfter = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** A window between two local clock times on one day, in each of the readings people would accept. */
const slot = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${dayAfter(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
  ['06:00', '12:00'],
  ['07:00', '12:00'],
];
const AFTERNOON: [string, string][] = [
  ['12:00', '17:00'],
  ['12:00', '18:00'],
  ['13:00', '17:00'],
  ['13:00', '18:00'],
];
const EVENING: [string, string][] = [
  ['17:00', '21:00'],
  ['17:00', '22:00'],
  ['18:00', '21:00'],
  ['18:00', '22:00'],
  ['17:00', '24:00'],
  ['18:00', '24:00'],
];
const WHOLE_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
/** "after 3": from then to the end of the working day or of the day. */
const after = (start: string): [string, string][] => [
  [start, '17:00'],
  [start, '18:00'],
  [start, '24:00'],
];
const LUNCH: [string, string][] = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:00', '14:00'],
  ['11:30', '13:30'],
  ['13:00', '14:00'],
];

/** Several jobs in one breath, often with news of the day around them. */
export const FORTYNINTH_RAMBLE: HeldOutItem[] = [
  london(
    'busy day!! 6 sets done 💅 tmrw i need to order more chrome powder and text jess about her refill, oh and book my lash appt',
    [task('order more chrome powder', l('11-12')), task('text jess about her refill', l('11-12')), task('book my lash appt', l('11-12'))],
    [task('order more chrome powder', l('11-12')), task('text jess about her refill', l('11-12')), task('book my lash appt')],
  ),
  london('ok so need to: photograph the new drop, measure the levis, and reply to the guy asking about the stussy', [
    task('photograph the new drop'),
    task('measure the levis'),
    task('reply to the guy asking about the stussy'),
  ]),
  london(
    'Tomorrow I need to feed the starters at 6, deliver the loaves to the deli at 8, and then telephone the flour mill about the late delivery.',
    [
      task('feed the starters', l('11-12 06:00')),
      task('deliver the loaves to the deli', l('11-12 08:00')),
      task('telephone the flour mill about the late delivery', l('11-12')),
    ],
    [
      task('feed the starters', l('11-12 06:00')),
      task('deliver the loaves to the deli', l('11-12 08:00')),
      task('telephone the flour mill about the late delivery'),
    ],
  ),
  london(
    "Three things, if you'd be so kind: price the estate-sale box, ring the glazier about the shop window, and order more brown paper bags.",
    [task('price the estate-sale box'), task('ring the glazier about the shop window'), task('order more brown paper bags')],
  ),
  london('reset wall 3 fri, order chalk, and email the insurers re the new auto belay', [
    task('reset wall 3', l('11-13')),
    task('order chalk'),
    task('email the insurers re the new auto belay'),
  ]),
  london(
    "eek so much to do. invoice the corporate block, book physio for my shoulder and buy new resistance bands before monday's class",
    [task('invoice the corporate block'), task('book physio for my shoulder'), task('buy new resistance bands', l('11-16'))],
    [task('invoice the corporate block'), task('book physio for my shoulder'), task("buy new resistance bands before monday's class")],
  ),
  london(
    "Long night, baby arrived at 4am 💛 I need to write up the birth notes, and tomorrow drop the placenta capsules round to Priya's and call Hannah at 10",
    [
      task('write up the birth notes'),
      task("drop the placenta capsules round to Priya's", l('11-12')),
      task('call Hannah', l('11-12 10:00')),
    ],
  ),
  london(
    'lowkey forgot, need to buy tape, send the vintage nike to the buyer in glasgow tmrw and get my depop fees spreadsheet to my accountant by friday',
    [
      task('buy tape'),
      task('send the vintage nike to the buyer in glasgow', l('11-12')),
      task('get my depop fees spreadsheet to my accountant', l('11-13')),
    ],
  ),
  london(
    'ordered the gel polish earlier so thats sorted. still need to pay my chair rent on friday and restock the cuticle oil',
    [task('pay my chair rent', l('11-13')), task('restock the cuticle oil')],
    [done(words('gel polish')), task('pay my chair rent', l('11-13')), task('restock the cuticle oil')],
  ),
  london(
    'Tomorrow I must let the window cleaner in at 8, ring Mr Pemberton at half past ten, and finish the VAT return before I close at 5.',
    [
      task('let the window cleaner in', l('11-12 08:00')),
      task('ring Mr Pemberton', l('11-12 10:30')),
      task('finish the VAT return', l('11-12 17:00')),
    ],
  ),
  london('need to grab more hold screws from screwfix, pay the setters on friday and post the new rota', [
    task('grab more hold screws from screwfix'),
    task('pay the setters', l('11-13')),
    task('post the new rota'),
  ]),
  london('1. email the studio re cover for saturday 2. renew insurance 3. new playlist for the 7am class', [
    task('email the studio re cover for saturday'),
    task('renew insurance'),
    task('new playlist for the 7am class'),
  ]),
  london(
    'Remind me to order more muslins and also to pay my DBS renewal fee before the 20th please',
    [task('order more muslins'), task('pay my DBS renewal fee', l('11-20'))],
    [task('order more muslins'), task('pay my DBS renewal fee', l('11-19'))],
  ),
  london('Could you add two things for me: buy more bannetons, and ask Jean whether she can help on Saturday.', [
    task('buy more bannetons'),
    task('ask Jean whether she can help on Saturday'),
  ]),
  newYork(
    'ok stream was fire last night 🔥 today gotta email the print shop about the hoodie misprint, fix the discount code and post the clip on tiktok',
    [task('email the print shop about the hoodie misprint'), task('fix the discount code'), task('post the clip on tiktok')],
    [
      task('email the print shop about the hoodie misprint', n('11-11')),
      task('fix the discount code', n('11-11')),
      task('post the clip on tiktok', n('11-11')),
    ],
  ),
  newYork(
    'Good morning. I need to pay the horn section by Friday, confirm the Plaza load-in time, and get the keyboard amp repaired before the 21st.',
    [task('pay the horn section', n('11-13')), task('confirm the Plaza load-in time'), task('get the keyboard amp repaired', n('11-21'))],
    [task('pay the horn section', n('11-13')), task('confirm the Plaza load-in time'), task('get the keyboard amp repaired', n('11-20'))],
  ),
  newYork(
    'Three for today: pull looks for Mrs. Hartley at 1, steam the Kaplan pieces, and call Saks personal shopping at 4.',
    [
      task('pull looks for Mrs. Hartley', n('11-11 13:00')),
      task('steam the Kaplan pieces'),
      task('call Saks personal shopping', n('11-11 16:00')),
    ],
    [
      task('pull looks for Mrs. Hartley', n('11-11 13:00')),
      task('steam the Kaplan pieces', n('11-11')),
      task('call Saks personal shopping', n('11-11 16:00')),
    ],
  ),
  newYork('ok to do: finish the spread 7 inks, email the art director the roughs, and buy more bristol board lol', [
    task('finish the spread 7 inks'),
    task('email the art director the roughs'),
    task('buy more bristol board'),
  ]),
  newYork(
    'tmrw: cut marcus at 9, the twins at 11, then mr johnson at 2',
    [task('cut marcus', n('11-12 09:00')), task('cut the twins', n('11-12 11:00')), task('cut mr johnson', n('11-12 14:00'))],
    [task('cut marcus', n('11-12 09:00')), task('the twins', n('11-12 11:00')), task('mr johnson', n('11-12 14:00'))],
  ),
  newYork(
    'For tomorrow: bounce the stems at 10, send Hanna the mix notes by noon, and then invoice her for the October sessions.',
    [
      task('bounce the stems', n('11-12 10:00')),
      task('send Hanna the mix notes', n('11-12 12:00')),
      task('invoice her for the October sessions', n('11-12')),
    ],
    [
      task('bounce the stems', n('11-12 10:00')),
      task('send Hanna the mix notes', n('11-12 12:00')),
      task('invoice Hanna for the October sessions', n('11-12')),
    ],
  ),
  newYork(
    'ok playtest notes are brutal lol. gotta fix the jump buffering, redo the tutorial text and reply to Sam from the publisher by thursday',
    [task('fix the jump buffering'), task('redo the tutorial text'), task('reply to Sam from the publisher', n('11-12'))],
  ),
  newYork(
    'need to order 50 more stickers, cancel the old printful store and set up the giveaway for sunday',
    [task('order 50 more stickers'), task('cancel the old printful store'), task('set up the giveaway for sunday')],
    [task('order 50 more stickers'), task('cancel the old printful store'), task('set up the giveaway', n('11-15'))],
  ),
  newYork(
    "After tonight's gig I'll need a lie-in, but tomorrow: restring the bass, call the Plaza coordinator at 11, and send invoices to the Goldbergs.",
    [
      task('restring the bass', n('11-12')),
      task('call the Plaza coordinator', n('11-12 11:00')),
      task('send invoices to the Goldbergs', n('11-12')),
    ],
  ),
  newYork('grab new guards, get the van washed saturday, and call my plug for the blades', [
    task('grab new guards'),
    task('get the van washed', n('11-14')),
    task('call my plug for the blades'),
  ]),
  newYork(
    'had a call with the agent, she wants new portfolio pieces. so: 2 portfolio pieces by end of month and update my website',
    [task('2 portfolio pieces', n('11-30')), task('update my website')],
    [task('2 portfolio pieces', n('11-30 17:00')), task('update my website')],
  ),
];

export const FORTYNINTH_GREETING: HeldOutItem[] = [
  london('heyyy babe 💕', talk('greeting')),
  london('yo', talk('greeting')),
  london('Good afternoon, daily.', talk('greeting')),
  london('Good afternoon. I hope you are well.', talk('greeting')),
  london('alright daily', talk('greeting')),
  london('hiii x', talk('greeting')),
  london('Hello lovely', talk('greeting')),
  london('wagwan', talk('greeting')),
  london("Hello again, it's Margaret from the bakery.", talk('greeting')),
  london('hey you 👋', talk('greeting')),
  london("I'll bid you good evening now.", talk('goodbye')),
  newYork('yooo daily whats good', talk('greeting')),
  newYork('Morning, daily!', talk('greeting')),
  newYork('Good morning.', talk('greeting')),
  newYork('hiii 🌷', talk('greeting')),
  newYork('wassup my g', talk('greeting')),
  newYork('Morning.', talk('greeting')),
  newYork('hey daily :)', talk('greeting')),
  newYork('sup', talk('greeting')),
  newYork("Hey there, it's Dwayne again.", talk('greeting')),
  newYork('Hello hello.', talk('greeting')),
  newYork('aight im out for today ✌️', talk('goodbye')),
  newYork('heading offline, bye!', talk('goodbye')),
];

export const FORTYNINTH_THANKS: HeldOutItem[] = [
  london('ur a lifesaver babe thank uuu 💗', talk('thanks')),
  london('tyyy', talk('thanks')),
  london("Thank you ever so much, that's a weight off my mind.", talk('thanks')),
  london('Most kind. Thank you.', talk('thanks')),
  london('cheers pal', talk('thanks')),
  london('ahh thank you x', talk('thanks')),
  london("Thank you, you're a star", talk('thanks')),
  london('W, thanks', talk('thanks'), talk('acknowledgement')),
  london('Many thanks indeed.', talk('thanks')),
  london('Lovely, thank you dear.', talk('thanks'), talk('acknowledgement')),
  newYork('bet ty', talk('thanks'), talk('acknowledgement')),
  newYork('Thanks, much appreciated.', talk('thanks')),
  newYork('Perfect, thank you.', talk('thanks'), talk('acknowledgement')),
  newYork('thank youuu 🥹', talk('thanks')),
  newYork('good lookin out', talk('thanks')),
  newYork('Thanks.', talk('thanks')),
  newYork("tysm you're the best", talk('thanks')),
  newYork('ily thx', talk('thanks')),
  newYork('preciate it bro', talk('thanks')),
  newYork('Great, thanks for sorting that.', talk('thanks')),
  newYork('Thank you, darling.', talk('thanks')),
];

export const FORTYNINTH_FEELING: HeldOutItem[] = [
  london('my back is in bits after 7 sets today 😩', talk('feeling')),
  london("depop sales are so dead rn it's actually depressing", talk('feeling')),
  london("I'm rather tired today. Up at four for the bake.", talk('feeling')),
  london("I must confess I'm feeling a little low. The shop was empty all morning.", talk('feeling')),
  london('absolutely buzzing, membership hit 500 today', talk('feeling')),
  london('feeling so overwhelmed this week, too many classes and not enough me', talk('overwhelmed')),
  london("Emotional one today. First birth I've attended for a friend.", talk('feeling')),
  london('so proud of myself, fully booked till xmas!!', talk('feeling')),
  london('im so stressed about the tax return omg', talk('feeling')),
  london('shattered mate, was setting routes till 2am', talk('feeling')),
  london("Everything is piling up and I don't know where to start.", talk('overwhelmed')),
  newYork('lowkey burnt out from streaming every day', talk('feeling')),
  newYork('My hands are aching after a four-hour set last night.', talk('feeling')),
  newYork("I'm exhausted. Three clients back to back and one of them cried in the fitting room.", talk('feeling')),
  newYork('i feel like such an imposter sometimes', talk('feeling')),
  newYork("man i'm beat", talk('feeling')),
  newYork('Frustrated. The client changed the edit again and every sound is out of sync.', talk('feeling')),
  newYork("i'm so anxious about steam next fest", talk('feeling')),
  newYork('HYPED we just sold out the black hoodies 🥳', talk('feeling')),
  newYork('too much on my plate, drowning a bit 🫠', talk('overwhelmed')),
  newYork('happy tears, someone sent me fan art of my game', talk('feeling')),
  newYork('Feeling old today. The bride asked if we knew any songs from this century.', talk('feeling')),
  newYork("I'm content today, honestly. Good session, good coffee.", talk('feeling')),
];

export const FORTYNINTH_QUESTION: HeldOutItem[] = [
  london('is it bad to do a rebalance at 3 weeks or should i push them to 4?', question, dilemma),
  london('how much does depop take now, is it still 10%?', question),
  london('Is it safe to keep a starter in the fridge for a fortnight without feeding?', question),
  london('Do you happen to know whether first editions need to be declared for VAT?', question),
  london('whats the legal ratio of instructors to kids for a birthday party', question),
  london("when's my insurance up for renewal?", question),
  london('How many births have I attended this year?', question),
  london("what's a good price for a 90s north face puffer", question),
  london('When is the deli delivery tomorrow, do you know?', question, list('tomorrow')),
  london("What time did I say I'd ring Mr Pemberton?", question),
  london('can i write off the new mats as a capital expense?', question),
  newYork('how do i set up a discount code on shopify lmao', question),
  newYork("What's a reasonable fee for a four-hour wedding reception in Jersey?", question),
  newYork('Do I need to charge sales tax on styling services in New York?', question),
  newYork('should my rates for a picture book be per spread or flat?', question, dilemma),
  newYork('yo can i deduct gas for the van', question),
  newYork('Which sample rate did I agree on with Hanna, 48 or 96?', question, recall('sample rate')),
  newYork("when's the next fest deadline again?", question),
  newYork('do u know when black friday is this year', question),
  newYork("When is Mrs. Hartley's next fitting?", question),
  newYork('can u explain how the dilemma thing works?', question, HELP),
  newYork('how many cuts did i do last week', question),
  newYork('Is the Plaza gig on the 28th or the 29th?', question),
];

/** News and remarks, several with a job word, a name or a time in them: nothing may change. */
export const FORTYNINTH_STATEMENT: HeldOutItem[] = [
  london('shanice came in with a broken nail again lol', NO_CHANGE),
  london('sold the carhartt for £85 😎', NO_CHANGE),
  london('The flour delivery arrived at seven this morning, all present and correct.', NO_CHANGE),
  london('A gentleman bought the entire shelf of Trollope this morning.', NO_CHANGE),
  london('the new comp wall is getting loads of love on insta', NO_CHANGE),
  london('my 7am class had 14 people today!!', NO_CHANGE),
  london("Hannah's baby is head down now, which is good news.", NO_CHANGE),
  london('salon next door is doing £20 gels now 🙄', NO_CHANGE),
  london('royal mail lost another parcel smh', NO_CHANGE),
  london('We sold out of the seeded rye by ten o’clock.', NO_CHANGE),
  london('The shop will be closed on Boxing Day, as ever.', NO_CHANGE),
  london("Tom's covering the desk on saturday", NO_CHANGE),
  within(
    talkedOf('Telephone Mr Pemberton about the Dickens set', l('11-12 10:30')),
    london("He's been a customer for thirty years, you know.", NO_CHANGE),
  ),
  within(talkedOf('Order more builder gel', l('11-12 12:00')), london('its the one in the pink bottle btw', NO_CHANGE)),
  newYork('hit 2k followers on twitch last night', NO_CHANGE),
  newYork('The Goldberg wedding is at the Pierre, 200 guests.', NO_CHANGE),
  newYork("Mrs. Hartley's daughter is getting married in June.", NO_CHANGE),
  newYork('the publisher approved the cover sketch!!', NO_CHANGE),
  newYork('marcus tipped me 40 today 🙏', NO_CHANGE),
  newYork('The film got into Sundance. My sound is in it.', NO_CHANGE),
  newYork('steam wishlists just passed 5k', NO_CHANGE),
  within(talkedOf('Deliver the foley stems to Hanna', n('11-12 18:00')), newYork("For context, she's the director.", NO_CHANGE)),
  newYork('Our drummer is on paternity leave until January.', NO_CHANGE),
  newYork('The tailor on 57th closes at 6 on Fridays.', NO_CHANGE),
  newYork('chat was wild last night lmaooo', NO_CHANGE),
  within(talkedOf('Restock the hoodies', n('11-12 12:00')), newYork('black ones r the ones ppl want fr', NO_CHANGE)),
  newYork("it's snowing in brooklyn ❄️", NO_CHANGE),
  newYork("the van's making a weird noise again", NO_CHANGE),
  newYork('I shipped the 0.9 build at 3am', NO_CHANGE),
];

export const FORTYNINTH_DECISION: HeldOutItem[] = [
  london("right i've decided, no more walk-ins after 5pm", decision),
  london('not doing depop anymore, moving everything to vinted', decision),
  london("I've made up my mind: no more wholesale orders under ten loaves.", decision),
  london('I have decided to open on Sundays during December.', decision),
  london("decision made, we're opening at 6am on weekdays from january", decision),
  london("ok i'm doing it, raising class prices to £18 from jan x", decision),
  london("I've decided I'm only taking two births a month from next year", decision),
  london('going with evri for everything under 1kg', decision),
  london("We're going with the Shipton Mill flour from now on; the other lot's too inconsistent.", decision),
  london("I shan't be renewing the advert in the parish magazine.", decision),
  london('hiring Jade as head setter, done deal', decision),
  newYork("ok final answer we're dropping the hoodie before black friday", decision),
  newYork("I'm turning down the New Year's gig. Family first this year.", decision),
  newYork('Decided: retainer clients only from next quarter.', decision),
  newYork("i'm not doing spec work anymore, period", decision),
  newYork('raising my house call price to 60, decided', decision),
  newYork("I'm going with the Sennheiser over the Rode. Decided.", decision),
  newYork("we're delaying launch to march. it's decided", decision),
  newYork('switching from printful to a local printer', decision),
  newYork("I'm letting the Kaplan contract lapse.", decision),
  newYork('decided to take the picture book deal even tho the fee is lowish', decision),
  newYork('no more sunday cuts, i need a day off', decision),
  newYork("We're adding a sax player for the summer season.", decision),
];

export const FORTYNINTH_DILEMMA: HeldOutItem[] = [
  london("should i rent a chair in a salon or keep doing it from home? can't decide 😩", dilemma),
  london('do i keep reselling full time or get a part time job for the stable money', dilemma),
  london("I'm in two minds about whether to take a stall at the Christmas market or just do pre-orders.", dilemma),
  london(
    "I'm wondering whether to sell online as well as in the shop, or whether it would simply be more bother than it's worth.",
    dilemma,
  ),
  london('been going back n forth on whether to add a yoga room or more bouldering space', dilemma),
  london('group reformer or private sessions only? argh', dilemma),
  london('Should I go on the hypnobirthing course (£600) or save for a new car?', dilemma),
  london('should i take the bulk buy from that guy for £400 or is it too risky', dilemma, question),
  london('Thinking aloud here: hire a Saturday helper, or bake less and keep it just me?', dilemma),
  london('Raise prices modestly, or keep them as they are and hope the footfall improves?', dilemma),
  london('do i let the café concession go or run it myself', dilemma),
  newYork('should i do merch preorders or just print a bunch and hope lol', dilemma),
  newYork("I can't decide whether to hire a booking agent or keep handling it myself.", dilemma),
  newYork('Do I take on a junior assistant, or stay solo and raise my rates?', dilemma),
  newYork('agency or stay independent? thinking about it again', dilemma),
  newYork('get a chair in a shop or keep the van going', dilemma),
  newYork('Should I buy the Atmos monitoring setup now, or rent a room when I need it?', dilemma),
  newYork('steam only or also itch and switch at launch?', dilemma),
  newYork('is it worth getting an editor or do i keep editing myself', dilemma),
  newYork("Should I say yes to styling the Hartley wedding party even though it's the weekend of my anniversary?", dilemma, question),
  newYork('Go with the cheaper rehearsal space in Queens or stay in Manhattan?', dilemma),
  newYork('thinking out loud: publisher deal gives money now but takes 30%. self publish = slower but mine. hmm', dilemma),
];

export const FORTYNINTH_RECALL: HeldOutItem[] = [
  london('what did i decide about walk-ins again', recall('walk')),
  london('what did i say about vinted', recall('vinted')),
  london('Remind me, what did I decide about the wholesale orders?', recall('wholesale')),
  london('What did I decide regarding Sunday opening?', recall('sunday')),
  london('what was the call on opening times', recall('opening')),
  london('what did i decide about prices for jan', recall('price')),
  london('What did I decide about how many births to take?', recall('birth')),
  london('why did i pick evri again', recall('evri')),
  london('Which flour supplier did I settle on?', recall('flour')),
  london('Did I decide anything about the parish magazine advert?', recall('parish'), recall('advert')),
  london('what did i decide about jade', recall('jade')),
  newYork('wait what did i decide about the hoodie drop', recall('hoodie')),
  newYork("What did I decide about New Year's Eve?", recall('new year')),
  newYork('What did I decide about retainers?', recall('retainer')),
  newYork('what was my decision on spec work', recall('spec')),
  newYork('what did i say about house call prices', recall('house call')),
  newYork('Which mic did I decide on?', recall('mic')),
  newYork('remind me why we delayed launch', recall('launch')),
  newYork('printful or local printer, what did i go with', recall('printful'), recall('printer')),
  newYork('Why did I let the Kaplan contract go?', recall('kaplan')),
  newYork('did i decide on the picture book deal?', recall('picture book')),
  newYork('What did I decide about the sax player?', recall('sax')),
];

export const FORTYNINTH_PRIORITISE: HeldOutItem[] = [
  london('what should i do first babe, got a gap till my 5pm', prioritise('focus')),
  london("what's most important today fr", prioritise('focus')),
  london('Could you help me decide what to do first this afternoon?', prioritise('focus'), prioritise('plan_day')),
  london("I've rather too much on this week. What could reasonably wait?", prioritise('drop')),
  london('sort my day out tomorrow will ya', prioritise('plan_day')),
  london("what can i drop this week, i'm so stretched", prioritise('drop')),
  london("I've got two hours before I'm on call, what matters most?", prioritise('focus')),
  london('what can wait till next week hun', prioritise('drop')),
  london('whats top of the pile', prioritise('focus')),
  london('Would you lay out the rest of my day for me?', prioritise('plan_day')),
  london('Which of my jobs is the most pressing?', prioritise('focus')),
  newYork('bro what do i do first i have like 10 things', prioritise('focus')),
  newYork("What's the priority before tonight's gig?", prioritise('focus')),
  newYork('Plan my day, please.', prioritise('plan_day')),
  newYork('which of these can i push, i need to focus on the book', prioritise('drop')),
  newYork('what can i skip today, slammed', prioritise('drop')),
  newYork('Where do I start today?', prioritise('focus'), prioritise('plan_day')),
  newYork("what's the one thing i should ship today", prioritise('focus')),
  newYork('map out my day for me', prioritise('plan_day')),
  newYork('What can I let go of this week?', prioritise('drop')),
  newYork('i have 3 hours of focus time, what do i do with it', prioritise('focus')),
];

export const FORTYNINTH_AGENDA: HeldOutItem[] = [
  london("who've i got tmrw", list('tomorrow')),
  london('have i missed anything', list('overdue')),
  london('What have I got on Friday?', list('day', '2026-11-13')),
  london("Could you show me what's left for today?", list('today')),
  london("what's on this week", list('week')),
  london("what's my next thing", list('next')),
  london('What do I have on Monday the 23rd?', list('day', '2026-11-23')),
  london('whats saturday looking like', list('day', '2026-11-14')),
  london('whats on for today', list('today')),
  london('What do I have on tomorrow?', list('tomorrow')),
  london('Would you list what I have on the 1st of December?', list('day', '2026-12-01')),
  london("what's sunday got", list('day', '2026-11-15')),
  newYork('wuts next', list('next')),
  newYork("What's on my calendar for Saturday?", list('day', '2026-11-14')),
  newYork('What do I have today?', list('today')),
  newYork("what's on thursday", list('day', '2026-11-12'), list('tomorrow')),
  newYork('who i got tmrw', list('tomorrow')),
  newYork("What's overdue?", list('overdue')),
  newYork('show me the week', list('week')),
  newYork('What have I got on the 28th?', list('day', '2026-11-28')),
  newYork("Anything I've let slip?", list('overdue')),
  newYork('what do i have friday', list('day', '2026-11-13')),
  newYork("what's due 11/20", list('day', '2026-11-20')),
];

export const FORTYNINTH_FREE_TIME: HeldOutItem[] = [
  london('am i free tmrw afternoon for a walk-in?', ...slot(l, '11-12', AFTERNOON)),
  london('free fri morning? need to do a charity shop run', ...slot(l, '11-13', MORNING)),
  london('Am I free on Saturday afternoon? My sister wants to visit.', ...slot(l, '11-14', AFTERNOON)),
  london('Have I anything between two and four on Thursday?', ...slot(l, '11-12', [['14:00', '16:00']])),
  london('got any free time monday', ...slot(l, '11-16', WHOLE_DAY)),
  london('can i squeeze in a 1:1 at 6 tonight?', ...slot(l, '11-11', [['18:00', '19:00']])),
  london('Am I free Thursday evening? Hannah wants to go over the birth plan', ...slot(l, '11-12', EVENING)),
  london('any gaps after 3 tmrw', ...slot(l, '11-12', after('15:00'))),
  london(
    'free for a coffee at 11 tmrw?',
    ...slot(l, '11-12', [
      ['11:00', '12:00'],
      ['11:00', '11:30'],
    ]),
  ),
  london('Is the 21st free?', ...slot(l, '11-21', WHOLE_DAY)),
  london('is tuesday morning clear', ...slot(l, '11-17', MORNING)),
  newYork('am i free tonight for a collab stream', ...slot(n, '11-11', EVENING)),
  newYork('Is Sunday the 22nd open?', ...slot(n, '11-22', WHOLE_DAY)),
  newYork('Do I have time between 12 and 2 today?', ...slot(n, '11-11', [['12:00', '14:00']])),
  newYork('free tmrw morning for a call w the AD?', ...slot(n, '11-12', MORNING)),
  newYork(
    'i got room for a cut at 3 today?',
    ...slot(n, '11-11', [
      ['15:00', '16:00'],
      ['15:00', '15:30'],
    ]),
  ),
  newYork('Any free slot on Friday afternoon?', ...slot(n, '11-13', AFTERNOON)),
  newYork('am i free thursday after 4', ...slot(n, '11-12', after('16:00'))),
  newYork('Am I free for lunch on Monday?', ...slot(n, '11-16', LUNCH)),
  newYork('Is Tuesday the 17th free for a closet edit?', ...slot(n, '11-17', WHOLE_DAY)),
  newYork('free sat morning?', ...slot(n, '11-14', MORNING)),
];

/** Half a thought: the assistant should ask what is meant, and nothing changes. */
export const FORTYNINTH_UNCLEAR: HeldOutItem[] = [
  london('the shanice thing', unclear, askBack),
  london('that jacket... idk', unclear, askBack),
  london("Something about the flour, I can't quite remember what.", unclear, askBack),
  london('Mr Pemberton. Thursday or perhaps Friday.', unclear, askBack),
  london('the mats', unclear, askBack),
  london('saturday??', unclear, askBack),
  london('Hannah, birth plan, sometime', unclear, askBack),
  london('maybe 4 maybe 5 idk', unclear, askBack),
  london('the thing w the guy from glasgow', unclear, askBack),
  london('Jean, Saturday, the market', unclear, askBack),
  london('The usual on Monday.', unclear, askBack),
  london('setters. fri or sat?', unclear, askBack),
  newYork('the hoodie thing bro', unclear, askBack),
  newYork('The Plaza... or was it the Pierre', unclear, askBack),
  newYork('Hartley. Next week sometime?', unclear, askBack),
  newYork('that thing for the AD', unclear, askBack),
  newYork('marcus maybe', unclear, askBack),
  newYork('The stems. Or the mix notes. One of those.', unclear, askBack),
  newYork('the build thing at like 2 or 3', unclear, askBack),
  newYork('do the thing after stream', unclear, askBack),
  newYork('The Kaplans, whenever.', unclear, askBack),
  newYork('tmrw or fri for the twins idk', unclear, askBack),
];

/** Replies that only make sense after a reminder, a list, a question or a task just made, sent with none of them. */
export const FORTYNINTH_BARE: HeldOutItem[] = [
  london('ordered it babe', unclear, askBack),
  london('sorted x', unclear, askBack),
  london('Remind me again at half five, please.', unclear, askBack),
  london('tmrw then mate', unclear, askBack),
  newYork('4:45 works better', unclear, askBack),
  newYork('no, quarter to 12', unclear, askBack),
  london('bin number 1', unclear, askBack),
  london('2 done', unclear, askBack),
  london('delete it hun', unclear, askBack),
  newYork('45 more mins', unclear, askBack),
  london('monday pls, not today', unclear, askBack),
  london('Yes, I have seen to it.', unclear, askBack),
  newYork('nah the 19th', unclear, askBack),
  newYork('rename it to the black hoodies one', unclear, askBack),
  newYork('the second one', unclear, askBack),
  newYork('Give me two hours, please.', unclear, askBack),
  newYork("that one's done", unclear, askBack),
  newYork('same time friday instead', unclear, askBack),
  london('Number four can go.', unclear, askBack),
  newYork('keep it', unclear, askBack),
  london('the rye one', unclear, askBack),
  newYork('finished it 🎉', unclear, askBack),
];
