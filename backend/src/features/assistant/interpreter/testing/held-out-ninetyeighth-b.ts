/**
 * Held-out set, ninetyeighth part b: greetings, thanks, feelings, questions, statements and bare words
 * from ten people who run small shops. All read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 *
 * London (Europe/London, day-first dates):
 * - Margaret, a florist in Harrogate: weddings, funerals, the Dutch flower van, full sentences and flower emoji.
 * - Kez, a vintage clothes reseller in Leeds on Depop: fast lowercase, no apostrophes, royal mail woes.
 * - Gwen, a second-hand bookshop owner in Hay-on-Wye who drops Welsh words in (bore da, diolch, iawn).
 * - Imran, a barber shop owner in Birmingham whose first language is Urdu (salaam, bhai, yaar, shukriya).
 * - Dilan, a phone repair shop owner in Nottingham whose first language is Kurdish (roj baş, spas).
 *
 * New York (America/New_York, month-first dates):
 * - Khaled, a bodega owner in the Bronx whose first language is Arabic (salam, shukran, wallah, yalla).
 * - Tay, a sneaker reseller in Harlem: shorthand and slang (bet, fr, ngl, wya, tmrw).
 * - Linh, a nail salon owner in Elmhurst whose first language is Vietnamese (cam on, oi troi, xong).
 * - Donna, a candle maker on Staten Island who sells on Etsy and at craft fairs.
 * - Frank, a hardware store owner in Hoboken: short, dry, full stops.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  HELP,
  START,
  STOP,
  UNDO,
  answer,
  ctx,
  dilemma,
  done,
  every,
  l,
  list,
  london,
  move,
  n,
  newYork,
  prioritise,
  question,
  talk,
  task,
  within,
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
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const NINETYEIGHTH_GREETING: HeldOutItem[] = [
  // London: plain hellos, several registers and languages
  london('Afternoon! Just checking in before the school run 🌷', talk('greeting')),
  london('heyyy u there', talk('greeting')),
  london('Shwmae! Quiet one in the shop, the rain is keeping everyone in the cafés', talk('greeting'), NO_CHANGE),
  london('salaam bro', talk('greeting')),
  london('asalamualaikum, you awake? want to add something', talk('greeting'), NO_CHANGE),
  london('roj baş', talk('greeting')),
  london('hello hello, this is the reminder app yes?', talk('greeting'), question),
  london('Bore da! Well, prynhawn da by now I suppose 😅', talk('greeting')),
  london('hello? 👋', talk('greeting')),
  // London: a hello with an ask after it (the ask is read)
  london('Hi there, what have I got on tomorrow?', list('tomorrow'), [talk('greeting'), list('tomorrow')]),
  london('hiya!! add relist the levis 501s tonight 8pm', task('relist the levis 501s', l('11-11 20:00')), [
    talk('greeting'),
    task('relist the levis 501s', l('11-11 20:00')),
  ]),
  london(
    'hi, good afternoon. please remind me friday 10am order iphone 13 screens from supplier',
    task('order iphone 13 screens from supplier', l('11-13 10:00')),
    [talk('greeting'), task('order iphone 13 screens from supplier', l('11-13 10:00'))],
  ),
  // London: look like a greeting, are news
  london('said hello to the new landlord today, seems alright actually', NO_CHANGE),
  london('morning delivery never turned up, third time this month', NO_CHANGE),

  // New York: plain hellos
  newYork('salam alaikum my friend', talk('greeting')),
  newYork('sabah el kheir. you working today?', talk('greeting'), question),
  newYork('yo wsg', talk('greeting')),
  newYork('ayo u up', talk('greeting')),
  newYork('xin chao, good morning!', talk('greeting')),
  newYork('hello you there? customer waiting so quick pls', talk('greeting'), NO_CHANGE),
  newYork('Good morning sunshine ☀️🕯️', talk('greeting')),
  newYork('gm gm 🙏', talk('greeting')),
  newYork('Hey.', talk('greeting')),
  // New York: a hello with an ask after it
  newYork('Hiii! can you remind me to ship the etsy orders by 3 today', task('ship the etsy orders', n('11-11 15:00')), [
    talk('greeting'),
    task('ship the etsy orders', n('11-11 15:00')),
  ]),
  newYork("Morning. What's overdue?", list('overdue'), [talk('greeting'), list('overdue')]),
  newYork('good morning, what i have this week', list('week'), [talk('greeting'), list('week')]),
  // New York: look like a greeting, change nothing
  newYork('new girl come in today and not even say good morning to the client. I cannot believe', NO_CHANGE),
  newYork('landlord just texted "hey call me" which is never good lol', NO_CHANGE),
];

export const NINETYEIGHTH_THANKS: HeldOutItem[] = [
  // London: thanks in many forms
  london("Thank you so much, you're a lifesaver 💐", talk('thanks')),
  london('ta', talk('thanks')),
  london('ty ty', talk('thanks')),
  london('Diolch yn fawr!', talk('thanks')),
  london('shukriya bhai', talk('thanks')),
  london('jazakallah khair', talk('thanks')),
  london('zor spas', talk('thanks')),
  london('thank you very much my friend, very helpful this app', talk('thanks')),
  london('thanks yaar, ur better than my last receptionist 😂', talk('thanks')),
  within(just('post the Harrison atlas', l('11-12 12:00')), london("diolch, that's it on the list then", talk('thanks'))),
  // London: thanks with an ask
  within(
    just('deliver the Harlow funeral wreath', l('11-12 10:00')),
    london('Cheers! Can you make it Friday instead, family have changed the date', move(ctx, '2026-11-13', null), [
      talk('thanks'),
      move(ctx, '2026-11-13', null),
    ]),
  ),
  london('thx babe whats left for today', list('today'), [talk('thanks'), list('today')]),
  // London: a tick with thanks on the end
  within(reminded('call the card machine people'), london('done thanks', done(), [done(), talk('thanks')])),
  // London: thanks, but changes nothing
  within(reminded('ring the Samsung parts supplier'), london('thank you, I will do it later', NO_CHANGE)),
  london('thanks to the council the whole road is shut all week, nobody can park. brilliant', NO_CHANGE),
  london('got a thank you card from mrs pearson for her daughters bouquet, made my week', NO_CHANGE),

  // New York: thanks in many forms
  newYork('shukran habibi', talk('thanks')),
  newYork('thank you brother, god bless', talk('thanks')),
  newYork('preciate it', talk('thanks')),
  newYork('ty fam 🙏', talk('thanks')),
  newYork('cam on nhieu', talk('thanks')),
  newYork('thank you!! you help me so much', talk('thanks')),
  newYork("Thanks hun you're the best 🕯️💕", talk('thanks')),
  newYork('Thanks.', talk('thanks')),
  // New York: thanks with an ask
  newYork('appreciate it. anything overdue?', list('overdue'), [talk('thanks'), list('overdue')]),
  newYork(
    'thank you! oh and remind me to restock the pumpkin spice tins monday',
    [talk('thanks'), task('restock the pumpkin spice tins', n('11-16'))],
    task('restock the pumpkin spice tins', n('11-16')),
  ),
  within(
    just('meet buyer for the jordan 4s', n('11-11 16:00')),
    newYork('bet thx. push it to 6 tho', move(ctx, null, '18:00'), [talk('thanks'), move(ctx, null, '18:00')]),
  ),
  within(reminded('order gel polish from supplier'), newYork('yes done, cam on', done(), [done(), talk('thanks')])),
  // New York: thanks to someone else, or a holiday: nothing changes
  newYork('thanks for nothing fedex, left the boxes out in the rain', NO_CHANGE),
  newYork('Thanksgiving week we close at 2 every day fyi', NO_CHANGE),
  newYork('customer said thank you so much and then left 1 star 🙄', NO_CHANGE),
];

export const NINETYEIGHTH_FEELING: HeldOutItem[] = [
  // London
  london('Absolutely shattered, been on my feet since 5 building the wedding arch', talk('feeling'), talk('overwhelmed')),
  london('depop sales dead this week im lowkey stressing', talk('feeling'), talk('overwhelmed')),
  london('omg just sold the whole carhartt bundle to one buyer im buzzing', talk('feeling'), NO_CHANGE),
  london("Teimlo'n flinedig heddiw. Tired, I mean. Long day of boxes from a house clearance", talk('feeling')),
  london("too much to do before the festival crowd and I can't think straight", talk('overwhelmed'), talk('feeling')),
  london('yaar very tired today, 2 barbers off sick and i cut all day alone', talk('feeling'), talk('overwhelmed')),
  london('alhamdulillah good day, shop full from open to close', talk('feeling'), NO_CHANGE),
  london('I am so stress, landlord want rent up again and shop is quiet', talk('feeling'), talk('overwhelmed')),
  london('my head is not working today honestly', talk('feeling'), talk('overwhelmed')),
  london("Feel like I'm drowning in poinsettia orders and it's not even December 🥀", talk('overwhelmed'), talk('feeling')),
  london('ngl i hate packing orders so much', talk('feeling'), NO_CHANGE),
  london("feeling a bit low, the shop's been dead since half term", talk('feeling')),
  // London: a feeling that names work, asks for nothing (no task for the inspection, no tick)
  london('worried about the council inspection next week, hope all ok inshallah', talk('feeling'), NO_CHANGE),
  within(reminded('chase the Dutch auction invoice'), london("ugh I can't face it today honestly", NO_CHANGE)),
  within(
    just('fix the charging port on the pixel', l('11-11 17:00')),
    london('that pixel is making me crazy, 3 hours already', talk('feeling'), NO_CHANGE),
  ),

  // New York
  newYork("wallah I'm so tired, did the overnight shift again", talk('feeling')),
  newYork("too much going on. the cooler broke, delivery late, my cousin didn't show. I can't", talk('overwhelmed'), talk('feeling')),
  newYork('lowkey cooked rn', talk('feeling'), talk('overwhelmed')),
  newYork('W day, sold out the pandas in 20 min 🔥🔥', talk('feeling'), NO_CHANGE),
  newYork('oi troi so busy today my hand hurt', talk('feeling'), talk('overwhelmed')),
  newYork('met qua. very very tired', talk('feeling')),
  newYork('honestly feel like giving up on Etsy, the fees are insane', talk('feeling')),
  newYork('Rough morning. Two returns and a guy yelling about a paint match.', talk('feeling'), NO_CHANGE),
  newYork('Feeling good about the holiday season for once.', talk('feeling')),
  newYork('bro im drowning in returns fr', talk('overwhelmed'), talk('feeling')),
  newYork('I feel like everything on my list is urgent, I cannot breathe', talk('overwhelmed'), talk('feeling')),
  // New York: excitement about an event is not a task; a feeling with a real ask
  newYork("I'm SO excited for the Snug Harbor fair this weekend!!", talk('feeling'), NO_CHANGE),
  within(reminded('pay the Con Ed bill'), newYork('i know i know, i feel bad, so much on my head', NO_CHANGE)),
  newYork('so stressed about the wax order, remind me to call the wax supplier at 2', task('call the wax supplier', n('11-11 14:00')), [
    talk('feeling'),
    task('call the wax supplier', n('11-11 14:00')),
  ]),
];

export const NINETYEIGHTH_QUESTION: HeldOutItem[] = [
  // London: questions answered in words
  london("When's the Harlow funeral delivery again?", question, list('next')),
  london('how do i turn off the morning message thing', question, HELP),
  london('is it worth doing a £1 rail or does that just cheapen the whole shop', question, dilemma),
  london('Can you read Welsh? Just curious', question),
  london('bhai what time is the card machine man coming', question),
  london('did I already put in the clippers order or not', question),
  london('can you connect to my google calendar?', question, HELP),
  london('is sunday opening for barbers a thing in brum or no', question),
  london('can you send me reminders as voice notes?', question, HELP),
  london('did u remind me abt the royal mail collection yesterday or did i dream it', question),
  // London: rhetorical, changes nothing
  london('why do people always come in 5 min before closing and ask for a bouquet 😩', NO_CHANGE),
  // London: what's on (lists)
  london("What's on tomorrow?", list('tomorrow')),
  london('anything overdue?', list('overdue')),
  london('whats next', list('next')),
  london('how many jobs I have for this week?', list('week'), question),

  // New York: questions answered in words
  newYork('how I delete a task?', question, HELP),
  newYork('yo can u do reminders every hour or nah', question, HELP),
  newYork('when is the inspector coming? I forget', question),
  newYork('you speak Vietnamese?', question),
  newYork('Is it worth raising my 8oz candles to $24 or will people just walk?', question, dilemma),
  newYork('Did I ever order the snow shovels?', question),
  newYork('is the landlord meeting thursday or friday?', question),
  newYork('wya on the nike restock reminder, did it get set', question),
  // New York: a how-to that is really the ask
  newYork(
    'how do I get you to remind me every sunday to refill the wick stock?',
    question,
    HELP,
    task('refill the wick stock', n('11-15'), { repeat: every('week') }),
  ),
  // New York: what's on (lists), focus
  newYork('what I have today?', list('today')),
  newYork('whats left for tmrw', list('tomorrow')),
  newYork("What's on this week", list('week')),
  newYork("what's overdue 😬", list('overdue')),
  newYork('what should i focus on today?', prioritise('focus')),
  // New York: rhetorical
  newYork('who even buys scented candles in july lol', NO_CHANGE),
];

export const NINETYEIGHTH_STATEMENT: HeldOutItem[] = [
  // London: news, changes nothing
  london("The Dutch van's late again, not in till Friday now", NO_CHANGE),
  london("Mrs Kaur cancelled her wreath order, her mum's pulled through thank god", NO_CHANGE),
  london('royal mail lost another parcel ffs', NO_CHANGE),
  london('Sold the first edition Dylan Thomas today 🥳', NO_CHANGE),
  london("The landlord's finally fixed the leak over the poetry section", NO_CHANGE),
  london('council man came today, all fine, he give us 5 star hygiene', NO_CHANGE),
  london('customer came back angry, the screen is flickering again', NO_CHANGE),
  london('Done the table centrepieces for the Majestic, they look gorgeous', NO_CHANGE),
  london('my sister is covering the stall saturday', NO_CHANGE),
  london("Rent's going up 8% from January. Dim syndod.", NO_CHANGE),
  london('Zain is off tomorrow, his son is ill', NO_CHANGE),
  // London: news that is a tick or a move only because of the task in view
  within(reminded('refund the girl with the cropped jumper'), london('sent her the refund this morning btw', done())),
  within(just('relist the denim jackets', l('11-11 19:00')), london('sent the refund to that girl yesterday btw', NO_CHANGE)),
  within(reminded('sort out the card machine'), london('card machine working again now, sumup sent new one', done(), NO_CHANGE)),
  within(
    just('collect parts delivery', l('11-12 10:00')),
    london('the supplier moved the delivery to monday', move(ctx, '2026-11-16', null), NO_CHANGE),
  ),

  // New York: news, changes nothing
  newYork('the coke guy came early today', NO_CHANGE),
  newYork('inspector from the city passed us, alhamdulillah', NO_CHANGE),
  newYork('stockx still aint paid me out smh', NO_CHANGE),
  newYork('cancelled the order w the dude from ig, he was sus', NO_CHANGE),
  newYork('Kim call out sick today so I do her clients', NO_CHANGE),
  newYork('the lady from tuesday come back and complain again about her gel', NO_CHANGE),
  newYork('Etsy shipping labels went up again 🙄', NO_CHANGE),
  newYork('Register 2 is down again.', NO_CHANGE),
  newYork('fyi the fedex guy said tmrw between 10 and 2', NO_CHANGE),
  newYork('The fair organizer said booths are $85 this year', NO_CHANGE),
  newYork('landlord say he fix the heater next week', NO_CHANGE),
  // New York: news that is a tick or a move only because of the task in view
  within(reminded('ship the etsy orders'), newYork('shipped all 14 this morning!', done())),
  within(just('fix the ice machine', n('11-11 13:00')), newYork('paid the landlord yesterday', NO_CHANGE)),
  within(
    just('meeting with Benjamin Moore rep', n('11-17 10:00')),
    newYork('Rep moved it to the 20th.', move(ctx, '2026-11-20', null), NO_CHANGE),
  ),
  newYork('Benjamin Moore rep moved our meeting to the 20th', NO_CHANGE),
];

export const NINETYEIGHTH_BARE: HeldOutItem[] = [
  // London: out of a conversation
  london('ok', NO_CHANGE),
  london('k', NO_CHANGE),
  london('lol', NO_CHANGE),
  london('👍', NO_CHANGE),
  london('hmm', NO_CHANGE),
  london('?', NO_CHANGE),
  london('iawn', NO_CHANGE),
  london('acha', NO_CHANGE),
  london('ok boss', NO_CHANGE),
  london('cool cool', NO_CHANGE),
  london('STOP', STOP),
  london('help', HELP),
  // London: answering a reminder
  within(reminded('order eucalyptus from the wholesaler'), london('done', done())),
  within(reminded('post the depop parcels'), london('sorted', done())),
  within(reminded('ring Bookends about the Penguin box'), london('✅', done())),
  within(reminded('book the till engineer'), london('ok', NO_CHANGE)),
  within(reminded('pay the water bill'), london('theek hai', NO_CHANGE)),
  within(reminded('charge the display phones'), london('not yet', NO_CHANGE)),
  within(reminded('reorder the hair wax'), london('👍', done(), NO_CHANGE)),
  // London: answering daily's own question
  within(which('ring Bookends about the Penguin box', 'ring the landlord'), london('2', answer(2))),
  within(
    askedChoice('Move the shop to the high street or stay put?', 'move to the high street', 'stay put'),
    london('first one', answer(1)),
  ),

  // New York: out of a conversation
  newYork('bet', NO_CHANGE),
  newYork('aight', NO_CHANGE),
  newYork('fr', NO_CHANGE),
  newYork('💯', NO_CHANGE),
  newYork('ok ok', NO_CHANGE),
  newYork('yay', NO_CHANGE),
  newYork('Fine.', NO_CHANGE),
  newYork('??', NO_CHANGE),
  newYork('lmaooo', NO_CHANGE),
  newYork('undo', UNDO),
  newYork('start', START),
  // New York: answering a reminder
  within(reminded('restock the ice'), newYork('done ✅', done())),
  within(reminded('call the nail supply'), newYork('xong', done(), NO_CHANGE)),
  within(reminded('count the lottery rolls'), newYork('tamam', done(), NO_CHANGE)),
  within(reminded('drop off the returns at ups'), newYork('ok habibi', NO_CHANGE)),
  within(reminded('email the Etsy buyer about her lid'), newYork('nope', NO_CHANGE)),
  within(reminded('Order ice melt.'), newYork('Yep.', done(), NO_CHANGE)),
  // New York: just added, not reminded; a number with nothing asked
  within(just('label the wick boxes', n('11-11 17:00')), newYork('done', done(), NO_CHANGE)),
  within(shown('call Con Ed', 'order lottery rolls', 'fix the door'), newYork('2', NO_CHANGE)),
  within(askedChoice('Raise prices or keep them?', 'raise prices', 'keep them'), newYork('2', answer(2))),
];
