import type { Intent } from '../intent';
import {
  HELP,
  NO_CHANGE,
  decision,
  dilemma,
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
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the fifty-first held-out set (people in their first week with daily, in
 * London and New York): several jobs in one message, small talk, questions (many about what daily
 * can do), facts that change nothing, decisions and dilemmas, recalling a decision, priorities, the
 * agenda, free time, unsure messages and replies sent with nothing to reply to. Read at Wednesday
 * 11 November 2026, 15:00 London / 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };
/** An unsure message: asking back in either form is right. */
const ASKS: Intent[] = [unclear, askBack];

type Clock = (text: string) => string;
const dayAfter = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** Windows between two local clock times on one day ("24:00" is the next midnight), each one a reading people would accept. */
const windows = (at: Clock, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${dayAfter(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['09:00', '12:00'],
  ['08:00', '12:00'],
  ['07:00', '12:00'],
  ['06:00', '12:00'],
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
const ALL_DAY: [string, string][] = [
  ['00:00', '24:00'],
  ['09:00', '17:00'],
  ['09:00', '18:00'],
  ['08:00', '18:00'],
  ['08:00', '20:00'],
];
const from = (start: string): [string, string][] => [
  [start, '17:00'],
  [start, '18:00'],
  [start, '24:00'],
];

/** Several jobs in one message, often after the whole situation is explained first. */
export const FIFTYFIRST_RAMBLE: HeldOutItem[] = [
  london(
    "Hi, sorry this is a long one. I've just left the NHS after 11 years and I'm setting up on my own so everything is a bit chaotic. I need to sort out my website, buy a proper treatment couch and email my old patients' GP practices to let them know I'm private now.",
    [task('sort out my website'), task('buy a proper treatment couch'), task("email my old patients' GP practices")],
    [
      task('sort out my website'),
      task('buy a proper treatment couch'),
      task("email my old patients' GP practices to let them know I'm private now"),
    ],
  ),
  london('tmrw: 8am Harris job, 1pm collect cable from CEF, 5 quote at Elm Rd', [
    task('Harris job', l('11-12 08:00')),
    task('collect cable from CEF', l('11-12 13:00')),
    task('quote at Elm Rd', l('11-12 17:00')),
  ]),
  london(
    'Dear daily, I have several things to remember this week: I must post the invoices to the Okafor and Bennett families, renew my DBS certificate, and buy a diary for 2027. With thanks, Margaret',
    [task('post the invoices to the Okafor and Bennett families'), task('renew my DBS certificate'), task('buy a diary for 2027')],
    [
      task('post the invoices to the Okafor and Bennett families', l('11-13')),
      task('renew my DBS certificate', l('11-13')),
      task('buy a diary for 2027', l('11-13')),
    ],
  ),
  london('need to order ice, pay the pitch fee, and ring Dave about the smoker', [
    task('order ice'),
    task('pay the pitch fee'),
    task('ring Dave about the smoker'),
  ]),
  london(
    "A few things for the hall. The boiler engineer is coming on Monday at 9 so I need to let him in, the Scouts' deposit needs returning, and I must order more toilet rolls.",
    [task('let the boiler engineer in', l('11-16 09:00')), task("return the Scouts' deposit"), task('order more toilet rolls')],
    [task('boiler engineer', l('11-16 09:00')), task("return the Scouts' deposit"), task('order more toilet rolls')],
  ),
  london(
    'ok brain dump 🧠 bake sponges for the Jones cake thurs, buy more dowels, email Chloe the quote, and deliver the Hughes wedding cake sat 7am',
    [
      task('bake sponges for the Jones cake', l('11-12')),
      task('buy more dowels'),
      task('email Chloe the quote'),
      task('deliver the Hughes wedding cake', l('11-14 07:00')),
    ],
  ),
  london(
    'Tomorrow I need to: 1. finish the Nowak lease (4,000 words) 2. send the quote to the hospital agency 3. file my self assessment paperwork',
    [
      task('finish the Nowak lease', l('11-12')),
      task('send the quote to the hospital agency', l('11-12')),
      task('file my self assessment paperwork', l('11-12')),
    ],
    [
      task('finish the Nowak lease (4,000 words)', l('11-12')),
      task('send the quote to the hospital agency', l('11-12')),
      task('file my self assessment paperwork', l('11-12')),
    ],
  ),
  london(
    'right so er i need to get the van insured properly now im self employed, get a receipt book, and um sort out a proper bank account for the business',
    [task('get the van insured properly'), task('get a receipt book'), task('sort out a proper bank account for the business')],
    [
      task('get the van insured properly now im self employed'),
      task('get a receipt book'),
      task('sort out a proper bank account for the business'),
    ],
  ),
  london('Can you add: order kinesiology tape, renew my CSP membership by the 30th, and call Mrs Ibrahim tomorrow at 12 about her hip', [
    task('order kinesiology tape'),
    task('renew my CSP membership', l('11-30')),
    task('call Mrs Ibrahim about her hip', l('11-12 12:00')),
  ]),
  london(
    'sat: 4am billingsgate, 6 set up stall, 2pm pack down',
    [task('billingsgate', l('11-14 04:00')), task('set up stall', l('11-14 06:00')), task('pack down', l('11-14 14:00'))],
    [task('go to billingsgate', l('11-14 04:00')), task('set up stall', l('11-14 06:00')), task('pack down', l('11-14 14:00'))],
  ),
  london(
    "Tomorrow I should like to mark Oliver's essay, telephone the library about the room, and bake a cake for the Patel twins' birthday.",
    [
      task("mark Oliver's essay", l('11-12')),
      task('telephone the library about the room', l('11-12')),
      task("bake a cake for the Patel twins' birthday", l('11-12')),
    ],
  ),
  london(
    'Things to do before the Christmas fair on the 28th: get the trestle tables out of storage, check the tea urn is working, and print the posters.',
    [task('get the trestle tables out of storage'), task('check the tea urn is working'), task('print the posters')],
    [
      task('get the trestle tables out of storage', l('11-28')),
      task('check the tea urn is working', l('11-28')),
      task('print the posters', l('11-28')),
    ],
    [
      task('get the trestle tables out of storage', l('11-27')),
      task('check the tea urn is working', l('11-27')),
      task('print the posters', l('11-27')),
    ],
  ),
  newYork(
    'ok kids asleep finally. need to: reply to the custom blanket lady, buy more chunky yarn, fix the shop banner, and ship 4 orders tomorrow',
    [
      task('reply to the custom blanket lady'),
      task('buy more chunky yarn'),
      task('fix the shop banner'),
      task('ship 4 orders', n('11-12')),
    ],
  ),
  newYork(
    "So I just opened the cafe 3 weeks ago and I'm doing everything myself. Today I still have to call the espresso tech, post the new menu on instagram, and interview a barista at 3.",
    [task('call the espresso tech'), task('post the new menu on instagram'), task('interview a barista', n('11-11 15:00'))],
    [
      task('call the espresso tech', n('11-11')),
      task('post the new menu on instagram', n('11-11')),
      task('interview a barista', n('11-11 15:00')),
    ],
  ),
  newYork('tmrw 5am prep, 9 pick up meat at restaurant depot, 11 set up on Jay St', [
    task('prep', n('11-12 05:00')),
    task('pick up meat at restaurant depot', n('11-12 09:00')),
    task('set up on Jay St', n('11-12 11:00')),
  ]),
  newYork(
    'Hi daily! Tomorrow: Luna 9am, Max 11am, Pepper 2pm. Also need to refill the water tank tonight at 7!',
    [
      task('Luna', n('11-12 09:00')),
      task('Max', n('11-12 11:00')),
      task('Pepper', n('11-12 14:00')),
      task('refill the water tank', n('11-11 19:00')),
    ],
    [
      task('groom Luna', n('11-12 09:00')),
      task('groom Max', n('11-12 11:00')),
      task('groom Pepper', n('11-12 14:00')),
      task('refill the water tank', n('11-11 19:00')),
    ],
  ),
  newYork(
    'I need to (a) send engagement letters to the two new clients, (b) set up QuickBooks for the Parks, and (c) chase Bloom Florist for October receipts by Friday.',
    [
      task('send engagement letters to the two new clients'),
      task('set up QuickBooks for the Parks'),
      task('chase Bloom Florist for October receipts', n('11-13')),
    ],
  ),
  newYork("gotta order needles, get the sign guy to fix the neon, and post healed pics of Maya's koi", [
    task('order needles'),
    task('get the sign guy to fix the neon'),
    task("post healed pics of Maya's koi"),
  ]),
  newYork(
    'so basically i drive uber in the day and now im starting a cleaning business on the side. this week i need to get business cards printed, make a facebook page, and buy a steam mop',
    [task('get business cards printed'), task('make a facebook page'), task('buy a steam mop')],
  ),
  newYork('remind me at 2 to call the landlord about the heat, and at 4 to do the bank deposit', [
    task('call the landlord about the heat', n('11-11 14:00')),
    task('do the bank deposit', n('11-11 16:00')),
  ]),
  newYork('Friday: Garcia P&L review at 10am, lunch with the Parks at 1.', [
    task('Garcia P&L review', n('11-13 10:00')),
    task('lunch with the Parks', n('11-13 13:00')),
  ]),
  newYork(
    'buy bubble wrap + tape, email the printer about stickers, and pick up Emma at 3',
    [task('buy bubble wrap + tape'), task('email the printer about stickers'), task('pick up Emma', n('11-11 15:00'))],
    [task('buy bubble wrap'), task('buy tape'), task('email the printer about stickers'), task('pick up Emma', n('11-11 15:00'))],
  ),
  newYork("tomorrow at 8 clean the Brooks office then at 1 clean Mrs Whitfield's place", [
    task('clean the Brooks office', n('11-12 08:00')),
    task("clean Mrs Whitfield's place", n('11-12 13:00')),
  ]),
  newYork('saturday flash day!! need to print the flash sheets friday, buy extra cartridges, and post the promo tonight at 7', [
    task('print the flash sheets', n('11-13')),
    task('buy extra cartridges'),
    task('post the promo', n('11-11 19:00')),
  ]),
];

export const FIFTYFIRST_GREETING: HeldOutItem[] = [
  london('Dear daily,', talk('greeting')),
  london('Good afternoon. My name is Margaret and I believe my daughter has set this up for me.', talk('greeting'), NO_CHANGE),
  london('alright', talk('greeting')),
  london('hello mate', talk('greeting')),
  london('mornin', talk('greeting')),
  london('Hi there! 😊 Just signed up', talk('greeting')),
  london('Good afternoon, daily.', talk('greeting')),
  london('helloooo 👋🎂', talk('greeting')),
  london('Hello. Is this the assistant?', talk('greeting'), question),
  london('Hello daily, nice to meet you.', talk('greeting')),
  london(
    'Goodnight, and thank you.',
    talk('goodbye'),
    talk('thanks'),
    [talk('goodbye'), talk('thanks')],
    [talk('thanks'), talk('goodbye')],
  ),
  london("That's all for now. Bye!", talk('goodbye')),
  newYork('hiii', talk('greeting')),
  newYork('hey! is this the bot my sister told me about', talk('greeting'), question),
  newYork('Hello', talk('greeting')),
  newYork('good morning!', talk('greeting')),
  newYork('buenas', talk('greeting')),
  newYork('Hi daily!! 🐾', talk('greeting')),
  newYork('Good morning. Denise here.', talk('greeting')),
  newYork('yo', talk('greeting')),
  newYork('hello my friend', talk('greeting')),
  newYork('ok gotta drive, later', talk('goodbye')),
  newYork('hey again, me from yesterday lol', talk('greeting')),
];

export const FIFTYFIRST_THANKS: HeldOutItem[] = [
  london('Thank you ever so much, dear.', talk('thanks')),
  london('That is most helpful, thank you. Kind regards, Margaret', talk('thanks')),
  london('cheers', talk('thanks')),
  london('nice one', talk('thanks'), talk('acknowledgement')),
  london('ta', talk('thanks')),
  london('ta mate', talk('thanks')),
  london("Oh that's brilliant, thank you!! This is going to save my life", talk('thanks')),
  london('Many thanks.', talk('thanks')),
  london('ahh thank youuu 💕', talk('thanks')),
  london('Thank you, this is very useful.', talk('thanks')),
  london('Dziękuję!', talk('thanks')),
  newYork('omg thank u', talk('thanks')),
  newYork('ty!!', talk('thanks')),
  newYork('thanks man', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  newYork('gracias', talk('thanks')),
  newYork('gracias hermano 🙏', talk('thanks')),
  newYork('thank you!! 🐶', talk('thanks')),
  newYork('Thank you. Much appreciated.', talk('thanks')),
  newYork('bet, thanks', talk('thanks')),
  newYork('thank you boss', talk('thanks')),
  newYork('wow it actually worked lol thanks', talk('thanks')),
];

export const FIFTYFIRST_FEELING: HeldOutItem[] = [
  london('bloody knackered, been up since 5', talk('feeling')),
  london('freezing my hands off on the stall today', talk('feeling')),
  london("Honestly I'm terrified I've made a mistake leaving the NHS", talk('feeling')),
  london("I feel like I'm drowning in admin and I haven't even seen a patient this week", talk('overwhelmed')),
  london('I must confess I am finding all of this technology rather bewildering.', talk('feeling')),
  london('I am at the end of my tether with the booking spreadsheet.', talk('feeling')),
  london('so happy!! booked my 3rd wedding for next summer 🥹', talk('feeling')),
  london('crying over a collapsed tier rn', talk('feeling')),
  london('I am very tired. 9000 words today.', talk('feeling')),
  london('A bit lonely working alone all day, to be honest.', talk('feeling')),
  london('bit nervous about my first big job on monday', talk('feeling')),
  newYork("i'm so tired i could cry, baby was up 4 times", talk('feeling')),
  newYork("honestly i don't know how to do all of this", talk('overwhelmed')),
  newYork("I'm so stressed, the walk-in fridge died this morning", talk('feeling')),
  newYork('proud of my team today, we did 200 covers', talk('feeling')),
  newYork('estoy muerto. long day', talk('feeling')),
  newYork('feeling really good about the business today!', talk('feeling')),
  newYork("It's been a frustrating morning; two clients sent me shoeboxes of receipts.", talk('feeling')),
  newYork('stoked, booked out for december already', talk('feeling')),
  newYork('anxious af about the health dept inspection', talk('feeling')),
  newYork('man im burnt out, 10 hours driving and then 2 cleans', talk('feeling')),
  newYork('too much going on, i cant keep track of nothing', talk('overwhelmed')),
];

export const FIFTYFIRST_QUESTION: HeldOutItem[] = [
  london('Could you tell me what exactly you are able to do for me?', HELP, question),
  london('How much should I charge for an hour of GCSE English tutoring?', question),
  london('can u do my invoices', question, HELP),
  london('do i need to register for VAT', question),
  london('what time does billingsgate open on saturdays', question),
  london('Is it possible to connect you to my Google calendar?', question, HELP),
  london('Do you know if I need to register with the ICO as a sole trader?', question),
  london('Can you see the hall bookings spreadsheet?', question, HELP),
  london('how far in advance do people usually book wedding cakes?', question),
  london('Did you save the Nowak deadline? I am not sure it worked.', question),
  london('What is the difference between a sworn and a certified translation in the UK?', question),
  london('whens the harris job again', question),
  london('can you text the bride for me?', question, HELP),
  london('Is there a way to see all my reminders at once?', question, HELP, list('next')),
  newYork('do you work at night? like can i text u at 2am lol', question, HELP),
  newYork('how do i get more etsy sales before christmas', question),
  newYork("what's a normal markup on a latte", question),
  newYork('what do I do if the permit expires while I wait for the renewal', question),
  newYork('How does this work? Do I just text you stuff?', HELP, question),
  newYork('Can you read attachments, like a PDF bank statement?', question, HELP),
  newYork('When are Q4 estimated taxes due?', question),
  newYork('do you remember what i told you yesterday?', question),
  newYork('how much should a guest artist pay in booth rent', question),
  newYork('what can you do exactly', HELP, question),
  newYork('do I need insurance to clean houses in NY', question),
];

/** Facts and news, several with a job word or a time in them: nothing may change. */
export const FIFTYFIRST_STATEMENT: HeldOutItem[] = [
  london('Harris job went fine, customer happy', NO_CHANGE),
  london("van's in the garage till tmrw", NO_CHANGE),
  london('sold out of mackerel by 11', NO_CHANGE),
  london("Dave's smoker is fixed", NO_CHANGE),
  london("I've just had my first private patient!! 🎉", NO_CHANGE),
  london('My old manager said I can do bank shifts on Fridays if I need to.', NO_CHANGE),
  london('Oliver received a B in his mock, which I am delighted about.', NO_CHANGE),
  london('I taught for thirty-four years, so I am not new to marking, only to this.', NO_CHANGE),
  london("The Women's Institute have booked the hall for every Tuesday in December.", NO_CHANGE),
  london('The heating in the main hall is broken again.', NO_CHANGE),
  london('the Hughes cake is finished and in the fridge 😍', NO_CHANGE),
  london("buttercream won't set, it's 4 degrees in my kitchen lol", NO_CHANGE),
  london('The agency pays 0.08 per word, which is low.', NO_CHANGE),
  london('I am on a call with a client until 16:00.', NO_CHANGE),
  newYork('my husband is doing bedtime tonight so I have 2 hrs to myself', NO_CHANGE),
  newYork('sold 11 beanies today!!!', NO_CHANGE),
  newYork('the espresso machine is making a weird noise again', NO_CHANGE),
  newYork('my new barista Jess starts monday', NO_CHANGE),
  newYork("it's raining so nobody's out, slow day", NO_CHANGE),
  newYork('the truck passed inspection this morning', NO_CHANGE),
  newYork("Pepper's owner tipped me $40 😭", NO_CHANGE),
  newYork("The van's generator is acting up", NO_CHANGE),
  newYork('The Garcias finally sent their bank statements.', NO_CHANGE),
  newYork("I'm at a client's office until 3 today.", NO_CHANGE),
  newYork('first walk-in of the day just left, small script on the wrist', NO_CHANGE),
  newYork('my apprentice is off friday', NO_CHANGE),
  newYork('did 6 rides this morning, $112', NO_CHANGE),
  newYork('Mrs Whitfield wants me every week from now on', NO_CHANGE),
];

export const FIFTYFIRST_DECISION: HeldOutItem[] = [
  london('I have decided to charge £35 per hour for GCSE tutoring and £40 for A level.', decision),
  london('decided im not doing weekends', decision),
  london('gonna start taking card payments from next week, decided', decision),
  london("I've made up my mind: I'm going to rent the clinic room at the gym on Tuesdays and Thursdays.", decision),
  london("After much thought, the hall will no longer be available for children's parties on Sundays.", decision),
  london('ok decision made: 50% deposit to secure a date from now on', decision),
  london('I decided to stop working with LinguaPro, their rates are too low.', decision),
  london('going with Screwfix for the trade account not CEF', decision),
  london('not doing the sunday farmers market anymore', decision),
  london('Decision: no home visits beyond 5 miles.', decision),
  london('I shall not be taking on more than eight pupils. That is final.', decision),
  london('We have agreed that the Scouts keep their Monday slot free of charge.', decision),
  london("going with the Welsh butter supplier even tho it's pricier", decision),
  london('I will keep Wednesdays free for admin from now on.', decision),
  newYork('decided to close the shop for 2 weeks over christmas', decision),
  newYork("we're going to stop doing table service, counter only from monday", decision),
  newYork('ok decided: moving the lunch spot from Jay St to Metrotech', decision),
  newYork("I'm going to raise my prices by $10 in January. Decided.", decision),
  newYork("I've decided not to take on any more restaurant clients.", decision),
  newYork('walk-ins only on fridays from now on', decision),
  newYork('decided to name the business Sparkle & Shine NYC', decision),
  newYork('im gonna stop driving on sundays, cleaning only', decision),
  newYork('Going with Gusto over ADP for my own payroll.', decision),
];

export const FIFTYFIRST_DILEMMA: HeldOutItem[] = [
  london('should i take on an apprentice or stay on my own for the first year', dilemma),
  london('take cards or stay cash? everyone keeps asking', dilemma),
  london('Do I rent a clinic room or just do home visits? I keep going back and forth', dilemma),
  london('I cannot decide whether to tutor in my own home or travel to the pupils.', dilemma),
  london('Should we allow the church hall to be used for 18th birthday parties, or is that asking for trouble?', dilemma, question),
  london("vegan range or not? half my enquiries ask but it's a whole new set of recipes", dilemma),
  london('Should I specialise in legal translation or stay general?', dilemma),
  london('van lease or buy second hand', dilemma),
  london('second pitch at Walthamstow or keep it simple', dilemma),
  london('Should I charge £55 or £65 for an initial assessment?', dilemma),
  london('is it worth paying £300 for a stand at the wedding fair in january or do i just do instagram?', dilemma),
  london("I'm torn between raising the hire rates and asking the PCC for a grant for the heating.", dilemma),
  newYork('should i hire my neighbor to help pack orders or keep doing it myself at midnight', dilemma),
  newYork('stay open till 6 or close at 3?', dilemma),
  newYork('should I buy a second truck or open a small storefront', dilemma),
  newYork('Do I get a bigger van, or a second small one and hire someone?', dilemma),
  newYork("Fixed monthly fee or hourly billing for new clients? Can't decide.", dilemma),
  newYork('should i take guest artists or keep it just me and Rae', dilemma),
  newYork('should i quit uber completely or keep driving till the cleaning picks up', dilemma),
  newYork('hire my cousin or do all the cleans myself?', dilemma),
  newYork('etsy ads or tiktok, which is better for me?', dilemma, question),
  newYork('do I take the catering order for 200 people on thanksgiving?', dilemma, question),
];

export const FIFTYFIRST_RECALL: HeldOutItem[] = [
  london('What did I decide about my fees for A level?', recall('fee'), recall('a level')),
  london('what did i decide about weekends', recall('weekend')),
  london('what did i say about cards', recall('card')),
  london('Remind me what I decided about the clinic room?', recall('clinic')),
  london("What was decided about the children's parties?", recall('parties')),
  london('what did I decide on deposits again?', recall('deposit')),
  london('Why did I stop working with LinguaPro?', recall('linguapro')),
  london('which trade account did i go with', recall('trade account')),
  london('what did i decide about the sunday market', recall('sunday')),
  london('What was my rule for home visits?', recall('home visit')),
  london('Remind me what I resolved about the number of pupils.', recall('pupil')),
  london('What did we agree about the Scouts?', recall('scout')),
  london('did i decide on the butter supplier?', recall('butter')),
  newYork('what did i decide about christmas closing', recall('christmas')),
  newYork('what did I decide about table service', recall('table service')),
  newYork('where did I decide to move lunch to?', recall('lunch')),
  newYork('What did I decide about my January prices?', recall('price')),
  newYork('Remind me why I stopped taking restaurant clients.', recall('restaurant')),
  newYork('what did i say about walk-ins', recall('walk')),
  newYork('what name did i pick for the business', recall('name'), recall('business')),
  newYork('Gusto or ADP, which did I go with?', recall('gusto'), recall('adp')),
  london('What did I decide about Wednesdays?', recall('wednesday')),
];

export const FIFTYFIRST_PRIORITISE: HeldOutItem[] = [
  london('I have a great many things to do. Which should I do first?', prioritise('focus')),
  london('what first', prioritise('focus')),
  london('whats most urgent', prioritise('focus')),
  london("I've got an hour before my next patient. What's the most important thing to get done?", prioritise('focus')),
  london('Could you help me plan the rest of my day?', prioritise('plan_day')),
  london("i can't do everything this week, what can I push back?", prioritise('drop')),
  london('What can I drop today? I am overloaded.', prioritise('drop')),
  london('sort my day out for me tmrw', prioritise('plan_day')),
  london('what can wait', prioritise('drop')),
  london('Please can you put my day in order for me', prioritise('plan_day')),
  london("what's the priority right now", prioritise('focus')),
  newYork('i have 1 hour after the kids go down. what should i do', prioritise('focus')),
  newYork('what should I focus on today', prioritise('focus'), prioritise('plan_day')),
  newYork("what's most important this week", prioritise('focus')),
  newYork('Can you plan my day? I have 4 dogs and errands', prioritise('plan_day')),
  newYork("Which of my tasks can be postponed? I'm over capacity this week.", prioritise('drop')),
  newYork('what do i gotta do first', prioritise('focus')),
  newYork('i got 2 hours between rides, what should i knock out', prioritise('focus')),
  newYork('what can i skip today, too much', prioritise('drop')),
  newYork('Please plan tomorrow for me.', prioritise('plan_day')),
  newYork('help me figure out what to do first, everything feels urgent', prioritise('focus')),
];

export const FIFTYFIRST_AGENDA: HeldOutItem[] = [
  london('What have I got on tomorrow, please?', list('tomorrow')),
  london('whats on today', list('today')),
  london("what's on sat", list('day', '2026-11-14')),
  london('Could you show me everything for this week?', list('week')),
  london('What is in the diary for Monday?', list('day', '2026-11-16')),
  london("what's next on my list", list('next')),
  london('Show me overdue tasks.', list('overdue')),
  london("anything i've missed", list('overdue')),
  london('Please list my reminders for Friday.', list('day', '2026-11-13')),
  london("the 20th, what's on?", list('day', '2026-11-20')),
  london('Anything else I need to do today?', list('today')),
  london("What's coming up next?", list('next')),
  london('What do I have on 2/12?', list('day', '2026-12-02')),
  newYork("what's on my plate tomorrow", list('tomorrow')),
  newYork("what's on for today", list('today')),
  newYork('whats on friday', list('day', '2026-11-13')),
  newYork('Who am I grooming tomorrow?', list('tomorrow'), question),
  newYork('Please send me my list for the week.', list('week')),
  newYork('did i let anything slip', list('overdue')),
  newYork('what i got next', list('next')),
  newYork("What's on 12/1?", list('day', '2026-12-01')),
  newYork('what do i have sunday', list('day', '2026-11-15')),
  newYork("what's on thanksgiving day?", list('day', '2026-11-26')),
];

export const FIFTYFIRST_FREE_TIME: HeldOutItem[] = [
  london('Am I free on Thursday afternoon for a new pupil?', ...windows(l, '11-12', AFTERNOON)),
  london('free tmrw morning?', ...windows(l, '11-12', MORNING)),
  london('am i free sunday', ...windows(l, '11-15', ALL_DAY)),
  london('Do I have a gap on Friday between 12 and 2?', ...windows(l, '11-13', [['12:00', '14:00']])),
  london('Is there any time on Monday after 3 for the fire safety man?', ...windows(l, '11-16', from('15:00'))),
  london('am i free saturday evening', ...windows(l, '11-14', EVENING)),
  london('Do I have time tomorrow between 9 and 11 for a call?', ...windows(l, '11-12', [['09:00', '11:00']])),
  london('can i fit a job in this afternoon', ...windows(l, '11-11', [['15:00', '17:00'], ['15:00', '18:00'], ...AFTERNOON])),
  london('Am I free at 10 on the 19th?', ...windows(l, '11-19', [['10:00', '11:00']])),
  london('Have I anything on Tuesday evening?', ...windows(l, '11-17', EVENING), list('day', '2026-11-17')),
  london('free after 2 tmrw?', ...windows(l, '11-12', from('14:00'))),
  newYork(
    'am i free tonight after 8',
    ...windows(n, '11-11', [
      ['20:00', '24:00'],
      ['20:00', '22:00'],
      ['20:00', '23:00'],
    ]),
  ),
  newYork('Do I have any time tomorrow afternoon to interview?', ...windows(n, '11-12', AFTERNOON)),
  newYork('am i free saturday morning', ...windows(n, '11-14', MORNING)),
  newYork('Any openings Friday between 1 and 4?', ...windows(n, '11-13', [['13:00', '16:00']])),
  newYork('Am I free for a call at 2 today?', ...windows(n, '11-11', [['14:00', '15:00']])),
  newYork('am i booked monday or free', ...windows(n, '11-16', ALL_DAY)),
  newYork('when am i free tomorrow', ...windows(n, '11-12', ALL_DAY)),
  newYork('Is Thursday the 19th open?', ...windows(n, '11-19', ALL_DAY)),
  newYork('free between 3 and 5 today?', ...windows(n, '11-11', [['15:00', '17:00']])),
  newYork('do i have anything during naptime tmrw, like 1 to 3', ...windows(n, '11-12', [['13:00', '15:00']])),
  newYork('got time for a consult at 4 tmrw?', ...windows(n, '11-12', [['16:00', '17:00']])),
];

export const FIFTYFIRST_UNCLEAR: HeldOutItem[] = [
  london('The Okafor matter.', ...ASKS),
  london('the harris thing again', ...ASKS),
  london('crab?', ...ASKS),
  london("Sorry, I think I need to do something about the insurance but I'm not sure what exactly", ...ASKS),
  london('Tuesday or Wednesday, perhaps, for the boiler man.', ...ASKS),
  london('the thing for chloe 🤔', ...ASKS),
  london('Maybe the Nowak, maybe the other one', ...ASKS),
  london('sometime next week do that', ...ASKS),
  london('Is it the 3rd or the 4th? I cannot recall.', ...ASKS, question),
  london('ice... or was it lemons', ...ASKS),
  london('the letter thing', ...ASKS),
  london('cake board sizes??', ...ASKS, question),
  london('The usual, please.', ...ASKS),
  newYork('the blanket lady thing', ...ASKS),
  newYork('that guy about the thing', ...ASKS),
  newYork('lo del permiso', ...ASKS),
  newYork('maybe thursday for Max? or friday', ...ASKS),
  newYork('Possibly the Parks, possibly the Garcias, whichever is first.', ...ASKS),
  newYork('the neon', ...ASKS),
  newYork('i need to do the thing for the thing lol', ...ASKS),
  newYork('supplies??', ...ASKS),
  newYork('remind me', ...ASKS),
  newYork("Something for the Kims. I'll remember later.", ...ASKS),
];

/** Replies that only make sense after a reminder, a list, a question or a task just made, sent with none of them. */
export const FIFTYFIRST_BARE: HeldOutItem[] = [
  london('Done, thank you.', ...ASKS),
  london('sorted', ...ASKS),
  london('later', ...ASKS, talk('goodbye')),
  london('tmrw 5', ...ASKS),
  london('no 2', ...ASKS),
  london('Sorry, can you make that 4pm instead?', ...ASKS),
  london('Please delete that one.', ...ASKS),
  london('yesss done that', ...ASKS),
  london('Postpone please.', ...ASKS),
  london('Yes, please.', ...ASKS, talk('acknowledgement')),
  newYork('push it to tmrw night', ...ASKS),
  newYork('the 3rd one', ...ASKS),
  newYork("call it 'grinder repair'", ...ASKS),
  newYork('listo', ...ASKS),
  newYork('mañana', ...ASKS),
  newYork('1 hour please!', ...ASKS),
  newYork('Mark it complete.', ...ASKS),
  newYork('Change it to the 18th.', ...ASKS),
  newYork('nah kill it', ...ASKS),
  newYork('#2', ...ASKS),
  newYork('yes', ...ASKS, talk('acknowledgement')),
  newYork('ok do it', ...ASKS, talk('acknowledgement')),
  newYork('that one is done', ...ASKS),
];
