import type { Intent } from '../intent';
import {
  HELP,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  free,
  l,
  list,
  london,
  n,
  newYork,
  note,
  prioritise,
  question,
  recall,
  talk,
  task,
  unclear,
  within,
  type HeldOutItem,
} from './held-out-kit';

/**
 * The second half of the fifty-fifth held-out set: answers to what daily asked, several jobs in one
 * letter-like message, then what changes nothing or only asks back (greetings and sign-offs, thanks,
 * how they feel, questions about the shop or about daily itself, plain news, the agenda, free time,
 * half-messages, replies with nothing to reply to) and what goes to the decision journal. Read at
 * Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */

const askBack: Intent = { kind: 'ask', text: '', options: [] };

const WHICH_CLOCK = {
  pending: {
    about: 'which_task' as const,
    options: ['Telephone Mrs Hale about her carriage clock', 'Collect the carriage clock from Mrs Hale'],
  },
};
const WHICH_OBI = {
  pending: { about: 'which_task' as const, options: ['Collect rent from Mr Obi', 'Chase Mr Obi about the washing machine'] },
};
const WHICH_MANNY = {
  pending: { about: 'which_task' as const, options: ['Call Manny about the Lincoln', 'Call Manny about the Thanksgiving shifts'] },
};
const WHICH_INVOICE = {
  pending: {
    about: 'which_task' as const,
    options: ['Invoice Scarsdale Middle School', 'Invoice St Agnes for the tuning', 'Invoice the Goldbergs'],
  },
};
const RETIRE = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Retire fully in April or keep two days a week?',
    options: ['Retire in April', 'Keep two days a week'],
  },
};
const JANUARY = {
  pending: {
    about: 'dilemma_choice' as const,
    question: 'Close the B&B for January or stay open?',
    options: ['Close for January', 'Stay open'],
  },
};
const APPRENTICE = {
  pending: {
    about: 'dilemma_matters' as const,
    question: 'Take on an apprentice?',
    options: ['Take on an apprentice', 'Carry on alone'],
  },
};
const LIBRARY_JOB = { pending: { about: 'dilemma_options' as const, question: 'Should I take on the Larchmont library job?' } };
const CLEARANCES = { pending: { about: 'review' as const, decision: 'Stopped doing house clearances' } };
const CANNOLI = { pending: { about: 'review' as const, decision: 'Raised the cannoli to $4' } };
const KEEP_MORNINGS = { pending: { about: 'keep' as const, text: 'Tutoring in the mornings suits me better than the evenings' } };
const KEEP_FEWER = { pending: { about: 'keep' as const, text: 'Fewer pupils, better teaching' } };
const KEEP_WALKUPS = { pending: { about: 'keep' as const, text: 'The walk-up jobs cost more than they pay' } };
const STUCK_OMEGA = { pending: { about: 'stuck' as const, task: 'Service the Omega Seamaster' } };
const STUCK_KEYS = { pending: { about: 'stuck' as const, task: 'Fix the key machine' } };

export const FIFTYFIFTH_ANSWER: HeldOutItem[] = [
  within(WHICH_CLOCK, london('The telephone call, please.', answer(1))),
  within(WHICH_CLOCK, london('Collecting it.', answer(2))),
  within(WHICH_CLOCK, london('The latter.', answer(2))),
  within(WHICH_CLOCK, london('The first of the two.', answer(1))),
  within(WHICH_OBI, london('the rent one love', answer(1))),
  within(WHICH_OBI, london('washing machine', answer(2))),
  within(WHICH_MANNY, newYork('lincoln', answer(1))),
  within(WHICH_MANNY, newYork('THE SECOND', answer(2))),
  within(WHICH_INVOICE, newYork('the school', answer(1))),
  within(WHICH_INVOICE, newYork('St Agnes', answer(2))),
  within(WHICH_INVOICE, newYork('number 3', answer(3))),
  within(RETIRE, london('I shall keep the two days, I think.', answer(2))),
  within(RETIRE, london('Retirement, on balance.', answer(1))),
  within(RETIRE, london('I must speak to my wife before I choose.', answer(null))),
  within(JANUARY, newYork("Let's close! I need a rest", answer(1))),
  within(JANUARY, newYork('stay open, the ski crowd pays well', answer(2))),
  within(APPRENTICE, london('Chiefly that the craft goes on after me. And the cost, of course.', answer(null))),
  within(LIBRARY_JOB, newYork('Either I take it on with Dana as associate, or I decline politely.', answer(null))),
  within(CLEARANCES, london('It has been a great relief. My back is grateful.', answer(null))),
  within(CANNOLI, newYork('Nobody complained! Good decision.', answer(null))),
  within(KEEP_MORNINGS, london('Yes, please keep that.', answer(null), note)),
  within(KEEP_FEWER, newYork('Keep it.', answer(null), note)),
  within(KEEP_WALKUPS, newYork('no need to save that', answer(null))),
  within(STUCK_OMEGA, london('waiting on a crown from Switzerland', answer(null))),
  within(STUCK_KEYS, newYork('need a part. guy in jersey has it', answer(null))),
  within(
    { pending: { about: 'other', question: 'Would you like a morning list each day at 7 or 8?', options: ['7', '8'] } },
    london('Seven please, we open at eight.', answer(1)),
  ),
  within(
    { pending: { about: 'other', question: 'Shall I remind you again tonight?', options: [] } },
    newYork('yeah do that', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Which day suits for the reconciliation reminder?', options: ['Monday', 'Friday'] } },
    london('Friday, if you please.', answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Do you want this on Tuesday or Wednesday?', options: ['Tuesday', 'Wednesday'] } },
    newYork('Wednesday.', answer(2)),
  ),
];

export const FIFTYFIFTH_RAMBLE: HeldOutItem[] = [
  london(
    "Right love, three things. Ring the gas man about flat 3, collect Mr Obi's rent on the 1st and get the gutter at flat 1 looked at before the weekend.",
    [
      task('ring the gas man about flat 3'),
      task("collect Mr Obi's rent", l('12-01')),
      task('get the gutter at flat 1 looked at', l('11-13')),
    ],
  ),
  london(
    'Dear Daily, A few matters for tomorrow: telephone the restorer at ten, collect the Lewes lots after lunch, and write to Mrs Hale. Regards, G.A.',
    [
      task('telephone the restorer', l('11-12 10:00')),
      task('collect the Lewes lots', l('11-12 14:00')),
      task('write to Mrs Hale', l('11-12')),
    ],
    [
      task('telephone the restorer', l('11-12 10:00')),
      task('collect the Lewes lots', l('11-12 13:00')),
      task('write to Mrs Hale', l('11-12')),
    ],
  ),
  london("Please remind me to do the following on Friday: set Oliver's homework; telephone Poppy's mother; return the library books.", [
    task("set Oliver's homework", l('11-13')),
    task("telephone Poppy's mother", l('11-13')),
    task('return the library books', l('11-13')),
  ]),
  london(
    'Kindly note for Monday: (1) draft the Gathercole codicil; (2) telephone the Land Registry; (3) sign the client account cheques.',
    [
      task('draft the Gathercole codicil', l('11-16')),
      task('telephone the Land Registry', l('11-16')),
      task('sign the client account cheques', l('11-16')),
    ],
  ),
  london(
    'tomorrow: quayle rolex 10am, order crystals, bench rent',
    [task('quayle rolex', l('11-12 10:00')), task('order crystals', l('11-12')), task('bench rent', l('11-12'))],
    [task('quayle rolex', l('11-12 10:00')), task('order crystals'), task('bench rent')],
  ),
  london(
    "I don't know if you can take more than one at once but here goes: order the hamper boxes, ring the butcher about the turkeys on Thursday, and chase the chiller engineer.",
    [task('order the hamper boxes'), task('ring the butcher about the turkeys', l('11-12')), task('chase the chiller engineer')],
  ),
  london(
    'Please remind me: Monday morning, cut the Bellamy trousers; Tuesday at eleven, fitting for Mr Ashworth; Wednesday, order the horn buttons.',
    [
      task('cut the Bellamy trousers', l('11-16 09:00')),
      task('fitting for Mr Ashworth', l('11-17 11:00')),
      task('order the horn buttons', l('11-18')),
    ],
    [
      task('cut the Bellamy trousers', l('11-16 08:00')),
      task('fitting for Mr Ashworth', l('11-17 11:00')),
      task('order the horn buttons', l('11-18')),
    ],
  ),
  london(
    'Oh and while I think of it, I need to buy a new kettle for flat 2, post the deposit paperwork back to the agent, and remind me about the boiler service at flat 4 next Thursday',
    [
      task('buy a new kettle for flat 2'),
      task('post the deposit paperwork back to the agent'),
      task('boiler service at flat 4', l('11-19')),
    ],
    [
      task('buy a new kettle for flat 2'),
      task('post the deposit paperwork back to the agent'),
      task('boiler service at flat 4', l('11-12')),
    ],
  ),
  london(
    'Matters for this week, if you would: pay the auction house, ring Mr Fenn about the longcase, and photograph the new stock.',
    [task('pay the auction house'), task('ring Mr Fenn about the longcase'), task('photograph the new stock')],
    [
      task('pay the auction house', l('11-13')),
      task('ring Mr Fenn about the longcase', l('11-13')),
      task('photograph the new stock', l('11-13')),
    ],
  ),
  london('I must remember to buy a new red pen, and also to invoice the Achebe family for October.', [
    task('buy a new red pen'),
    task('invoice the Achebe family for October'),
  ]),
  london('Need to do the egg money, ring the vet about the hens, and put the Christmas tree order form out Saturday', [
    task('do the egg money'),
    task('ring the vet about the hens'),
    task('put the Christmas tree order form out', l('11-14')),
  ]),
  newYork(
    "Busy day tomorrow!! Pick up eggs from the farm stand at 8, get the Harrisons' room ready by 3, and call the furnace man at some point.",
    [
      task('pick up eggs from the farm stand', n('11-12 08:00')),
      task("get the Harrisons' room ready", n('11-12 15:00')),
      task('call the furnace man', n('11-12')),
    ],
    [
      task('pick up eggs from the farm stand', n('11-12 08:00')),
      task("get the Harrisons' room ready", n('11-12 15:00')),
      task('call the furnace man'),
    ],
  ),
  newYork('tomorrow 9 Goldbergs, 1 St Agnes, 4 Scarsdale school', [
    task('Goldbergs', n('11-12 09:00')),
    task('St Agnes', n('11-12 13:00')),
    task('Scarsdale school', n('11-12 16:00')),
  ]),
  newYork(
    'Daily dear, I need to pay the flour man, call the accountant about the oven lease and do the payroll before Friday. God bless.',
    [task('pay the flour man'), task('call the accountant about the oven lease'), task('do the payroll', n('11-13'))],
    [
      task('pay the flour man', n('11-13')),
      task('call the accountant about the oven lease', n('11-13')),
      task('do the payroll', n('11-13')),
    ],
  ),
  newYork('tomorrow 7am inspect car 12, 10am tlc office, 3pm pay the insurance', [
    task('inspect car 12', n('11-12 07:00')),
    task('tlc office', n('11-12 10:00')),
    task('pay the insurance', n('11-12 15:00')),
  ]),
  newYork(
    'Please remind me on Saturday morning to practise the prelude, to put up the hymn numbers, and to collect the anthem copies.',
    [
      task('practise the prelude', n('11-14 09:00')),
      task('put up the hymn numbers', n('11-14 09:00')),
      task('collect the anthem copies', n('11-14 09:00')),
    ],
    [
      task('practise the prelude', n('11-14 08:00')),
      task('put up the hymn numbers', n('11-14 08:00')),
      task('collect the anthem copies', n('11-14 08:00')),
    ],
  ),
  newYork(
    'order salt + shovels, fix key machine',
    [task('order salt + shovels'), task('fix key machine')],
    [task('order salt'), task('order shovels'), task('fix key machine')],
  ),
  newYork(
    'Three items for Thursday: call the structural engineer at 9, site visit in Larchmont at 11, and send the Levins their invoice.',
    [
      task('call the structural engineer', n('11-12 09:00')),
      task('site visit in Larchmont', n('11-12 11:00')),
      task('send the Levins their invoice', n('11-12')),
    ],
  ),
  newYork(
    'Oh and could you remind me to order more maple syrup and to call Linda about covering the weekend? Thank you so much!',
    [task('order more maple syrup'), task('call Linda about covering the weekend')],
    [task('order more maple syrup'), task('call Linda about covering the weekend'), talk('thanks')],
  ),
  newYork(
    'need to order hammer felt and tuning pins, and call the music store about the Yamaha trade in',
    [task('order hammer felt and tuning pins'), task('call the music store about the Yamaha trade in')],
    [task('order hammer felt'), task('order tuning pins'), task('call the music store about the Yamaha trade in')],
  ),
  newYork('remind me friday to call the garage, pay the dispatchers and order new radios', [
    task('call the garage', n('11-13')),
    task('pay the dispatchers', n('11-13')),
    task('order new radios', n('11-13')),
  ]),
  newYork('Before the end of the month I must renew my license, pay the AIA dues and archive the 1998 drawings.', [
    task('renew my license', n('11-30')),
    task('pay the AIA dues', n('11-30')),
    task('archive the 1998 drawings', n('11-30')),
  ]),
];

export const FIFTYFIFTH_GREETING: HeldOutItem[] = [
  london('Good afternoon, Daily.', talk('greeting')),
  london('Good morning. Margaret Thorne here.', talk('greeting')),
  london("Hello there. It's Joan from the farm shop, just saying hello.", talk('greeting')),
  london('Good day to you.', talk('greeting')),
  london('Afternoon to you.', talk('greeting')),
  london('Hello Daily, I hope you are well.', talk('greeting')),
  london('Ah, hello. Alder speaking.', talk('greeting')),
  london('Dennis here. Hello.', talk('greeting')),
  london('Hello love', talk('greeting')),
  london('Good afternoon to you, Daily. Harold Pemberton.', talk('greeting')),
  london('Goodnight, Daily. Thank you for today.', talk('goodbye'), talk('thanks'), [talk('goodbye'), talk('thanks')]),
  london('I shall say goodbye for now.', talk('goodbye')),
  newYork('Good morning Daily! Rose here 🌞', talk('greeting')),
  newYork('Hello. Walter Kowalski.', talk('greeting')),
  newYork('Good morning dear', talk('greeting')),
  newYork('Hi there, this is Frances Whitfield.', talk('greeting')),
  newYork('morning', talk('greeting')),
  newYork('Hello? Anybody there?', talk('greeting'), question),
  newYork('Good morning to you, Daily. Arthur Brennan.', talk('greeting')),
  newYork('HELLO ITS SAL', talk('greeting')),
  newYork('Buongiorno!', talk('greeting')),
  newYork("Hi it's Irving", talk('greeting')),
  newYork('So long for now', talk('goodbye')),
  newYork('Signing off for the day. Good night.', talk('goodbye')),
];

export const FIFTYFIFTH_THANKS: HeldOutItem[] = [
  london('Thank you kindly.', talk('thanks')),
  london('Most obliged to you.', talk('thanks')),
  london('Thank you, that is most helpful. Regards, G. Alder', talk('thanks')),
  london('Ta very much', talk('thanks')),
  london('Thank you, dear.', talk('thanks')),
  london('Many thanks. Harold Pemberton', talk('thanks')),
  london('Splendid, thank you.', talk('thanks'), talk('acknowledgement')),
  london('Thanks ever so.', talk('thanks')),
  london('Thank you for your help this morning.', talk('thanks')),
  london('ta, cheers', talk('thanks')),
  london('You are very good. Thank you.', talk('thanks')),
  newYork("Thank you so much, Daily! You're a lifesaver", talk('thanks')),
  newYork('thanks', talk('thanks')),
  newYork('Thank you dear, God bless you', talk('thanks')),
  newYork('Much appreciated. Regards, Arthur Brennan', talk('thanks')),
  newYork('THANKS DAILY YOUR A STAR', talk('thanks')),
  newYork('Thank you very much indeed.', talk('thanks')),
  newYork('Thanks a million', talk('thanks')),
  newYork('Grazie mille, sweetheart', talk('thanks')),
  newYork("Thank you, that's a great help to an old man", talk('thanks')),
  newYork('Wonderful, thank you!', talk('thanks'), talk('acknowledgement')),
  newYork("I'm grateful, thank you.", talk('thanks')),
  newYork('thanks, got it', talk('thanks'), talk('acknowledgement')),
];

export const FIFTYFIFTH_FEELING: HeldOutItem[] = [
  london('I must confess I am rather tired today.', talk('feeling')),
  london("My back is playing up again, I'm afraid.", talk('feeling')),
  london("I don't mind telling you I'm worried about the shop.", talk('feeling')),
  london('Feeling my age this week.', talk('feeling')),
  london('There is far too much to do and I cannot see the wood for the trees.', talk('overwhelmed')),
  london("I'm in a bit of a flap about the Christmas orders", talk('overwhelmed')),
  london('Rather pleased with myself: sold the Georgian bureau for a very good price.', talk('feeling')),
  london('Eyes are tired. Too much close work.', talk('feeling')),
  london("Honestly Daily I'm at the end of my tether with flat 2", talk('feeling')),
  london('I miss my late wife terribly on days like this.', talk('feeling')),
  london('Delighted — Oliver passed his mock with flying colours.', talk('feeling')),
  newYork("I'm exhausted, we had a full house all weekend", talk('feeling')),
  newYork("My hands aren't what they were.", talk('feeling')),
  newYork('Feeling a bit low today, dear.', talk('feeling')),
  newYork("So much going on I don't know whether I'm coming or going", talk('overwhelmed')),
  newYork('I am quite anxious about the zoning hearing.', talk('feeling')),
  newYork('Nervous for my recital students on Sunday', talk('feeling')),
  newYork('Tired. 6 tunings yesterday.', talk('feeling')),
  newYork('IM SICK OF THESE DRIVERS CALLING OUT', talk('feeling')),
  newYork('The business is too much for me some days.', talk('overwhelmed')),
  newYork('Happy as a clam today, the new sign went up!', talk('feeling')),
  newYork("It's hard being on my own since Frank passed", talk('feeling')),
  newYork('I feel quite overwhelmed with all this technology, to be honest.', talk('overwhelmed')),
];

export const FIFTYFIFTH_QUESTION: HeldOutItem[] = [
  london('How do I tell you that something has been done?', question, HELP),
  london('Is it possible to have you remind me by telephone rather than by message?', question, HELP),
  london('What is the VAT threshold these days?', question),
  london('Do you keep what I write private? My son says you do.', question),
  london("When is Mr Ashworth's fitting?", question),
  london('Can you see my diary, or only what I tell you?', question, HELP),
  london('How much should I charge for a full service on a 1960s Omega?', question),
  london('Who did I say was the restorer for the bureau?', question),
  london('Is the 1st of December a Tuesday?', question),
  london('What is the notice period for a section 21 these days?', question),
  london('Shall I write in full sentences or is shorthand all right?', question, HELP),
  london('Are you a real person?', question),
  newYork('How do I get you to stop sending me messages at night?', question, HELP),
  newYork("What's the going rate to tune a piano in Westchester now?", question),
  newYork("Can you tell my son what I've got on this week?", question, list('week')),
  newYork('Is Thanksgiving on the 26th this year?', question),
  newYork('How many times did I tune the St Agnes piano this year?', question),
  newYork('Do I need a permit to put a sign on the sidewalk?', question),
  newYork('Who do I call about the furnace again?', question),
  newYork("What's the deadline for the 4th quarter estimated tax?", question),
  newYork('Are you able to read my handwriting if I send a picture?', question, HELP),
  newYork("What does 'snooze' mean?", question, HELP),
  newYork('Can you call me instead of texting?', question, HELP),
  newYork('Is there a way to see everything on the computer?', question, HELP),
];

/** News and facts, several naming a day or a time: nothing may change. */
export const FIFTYFIFTH_STATEMENT: HeldOutItem[] = [
  london('Mrs Hale collected her clock this morning, very pleased with it.', NO_CHANGE),
  london('The shop will be closed on Monday for stocktaking.', NO_CHANGE),
  london("Oliver's mother tells me he has a place at the grammar school.", NO_CHANGE),
  london("The Mill Lane purchasers are a young couple from Bishop's Stortford.", NO_CHANGE),
  london('It rained all morning and nobody came in.', NO_CHANGE),
  london('My grandson set you up for me last Sunday.', NO_CHANGE),
  london("Flat 2's tenant is moving out at Christmas.", NO_CHANGE),
  london('We sold forty dozen eggs last week, a record.', NO_CHANGE),
  london('The Bellamy suit is the best I have made in years.', NO_CHANGE),
  london("Mr Quayle's Rolex is a 1972 Datejust.", NO_CHANGE),
  london('The clerk is on holiday until the 23rd.', NO_CHANGE),
  london('The new tenant in flat 4 starts on the 1st.', NO_CHANGE),
  london("There's a frost forecast for tonight.", NO_CHANGE),
  newYork("The Harrisons are staying three nights, they're lovely people.", NO_CHANGE),
  newYork("Mrs Goldberg's piano hasn't been tuned since 2019!", NO_CHANGE),
  newYork('My son Joey is taking over the ovens in January.', NO_CHANGE),
  newYork('Car 12 passed inspection this morning.', NO_CHANGE),
  newYork('The rector asked me to play for the Hendricks funeral last Saturday.', NO_CHANGE),
  newYork('We had snow in Rhinebeck last night.', NO_CHANGE),
  newYork("The store's been on this corner since 1962.", NO_CHANGE),
  newYork('The Okonkwos approved the drawings.', NO_CHANGE),
  newYork('Business is slow this week, it always is before Thanksgiving.', NO_CHANGE),
  newYork("I've been tuning pianos for 51 years.", NO_CHANGE),
  newYork('Two drivers quit on me yesterday.', NO_CHANGE),
  newYork('The new key machine arrived at 9 this morning.', NO_CHANGE),
  newYork('My daughter set this up for me, she says it is very clever.', NO_CHANGE),
  newYork('The choir sang beautifully on Sunday.', NO_CHANGE),
];

export const FIFTYFIFTH_DECISION: HeldOutItem[] = [
  london('I have decided to close the shop on Mondays from January.', decision),
  london('After much thought, I shall not take on any more house clearances.', decision),
  london('I have decided to retire from tutoring at Easter.', decision),
  london('Decision made: I shall not renew the lease on the second unit.', decision),
  london("We're going to stop doing the Christmas hampers this year, too much work.", decision),
  london("I've decided to put the rents up by £25 from April.", decision),
  london('I shall raise my servicing charge to £180. That is settled.', decision),
  london('Very well, I have resolved to take on an apprentice in the new year.', decision),
  london('I will no longer accept legal aid work.', decision),
  london('Made my mind up — flat 2 goes to the agent to manage.', decision),
  london("No more Sunday openings, we've decided as a family.", decision),
  newYork("I've decided we'll close for the whole of January!", decision),
  newYork('Decided to stop tuning uprights in fifth floor walk-ups.', decision),
  newYork("We're going to raise the cannoli to four dollars. Final.", decision),
  newYork('I have decided to sell two of the cars.', decision),
  newYork("I've made up my mind: I will retire from the choir at Easter but keep teaching.", decision),
  newYork('no more credit accounts. cash or card only from dec 1', decision),
  newYork('I have decided to accept the Larchmont library commission.', decision),
  newYork("We're keeping the B&B open through the holidays after all.", decision),
  newYork('Decided: Joey gets the bakery, Frankie gets the building.', decision),
  newYork("i'm going with the cheaper snow shovel supplier", decision),
  newYork("After discussing it with my wife, I'm winding down the practice by next summer.", decision),
];

export const FIFTYFIFTH_DILEMMA: HeldOutItem[] = [
  london('I cannot decide whether to sell the bureau at auction or privately. What do you think?', dilemma),
  london('Should I take on the apprentice or carry on alone?', dilemma),
  london('Would it be wiser to sell flat 3 or keep letting it?', dilemma),
  london("I'm in two minds about the Christmas hampers — do them again or not?", dilemma),
  london('Retire altogether, or keep the Tuesday and Thursday pupils?', dilemma),
  london('Shall I keep the shop open on Saturdays or give them up?', dilemma),
  london('Should I carry on with conveyancing or concentrate on wills and probate?', dilemma),
  london('Do I raise the service price or keep my regulars happy?', dilemma),
  london('Take the stall at the Christmas fair or not bother this year?', dilemma),
  london('Should I move the workshop downstairs or stay put?', dilemma),
  london('I wonder whether to hire a bookkeeper or keep doing it myself.', dilemma),
  newYork('Should I close for January or stay open for the skiers?', dilemma),
  newYork('Do I sell the Lincoln or fix it again?', dilemma),
  newYork('Should I let Joey take over now or wait till next year?', dilemma),
  newYork('Keep the Saturday students or give myself the weekend?', dilemma),
  newYork('Should I take on the Larchmont library job at my age?', dilemma, question),
  newYork('Carry snow blowers this year or stick to shovels?', dilemma),
  newYork('Raise the tuning fee to $200 or keep it at $175?', dilemma),
  newYork("I can't make up my mind whether to renew the lease for five years or just two", dilemma),
  newYork('Should we do Thanksgiving pies to order or just sell what we bake?', dilemma),
  newYork('Sell the medallion now or hold on a bit longer?', dilemma),
  newYork('Should I give up the church post or stay on for one more year?', dilemma),
];

export const FIFTYFIFTH_RECALL: HeldOutItem[] = [
  london('What did I decide about the Monday closing?', recall('monday')),
  london('Remind me what I decided regarding house clearances.', recall('clearance')),
  london('What was my decision about the apprentice?', recall('apprentice')),
  london('Did I decide anything about the rents going up?', recall('rent')),
  london('What did I resolve about legal aid work?', recall('legal aid')),
  london('Why did I decide to stop the hampers?', recall('hamper')),
  london('What did I settle on for the servicing charge?', recall('servicing')),
  london("What did I say I'd do about flat 2?", recall('flat 2')),
  london('What was decided about Sunday openings?', recall('sunday')),
  london('Did I make a decision about retiring from tutoring?', recall('tutoring'), recall('retiring')),
  london("What had I decided about the second unit's lease?", recall('unit'), recall('lease')),
  newYork('What did I decide about January?', recall('january')),
  newYork('What did I decide about the walk-ups?', recall('walk')),
  newYork('What did we decide about the cannoli price?', recall('cannoli')),
  newYork('Which cars did I decide to sell?', recall('car')),
  newYork('What did I decide about the choir?', recall('choir')),
  newYork('When did I say no more credit accounts starts?', recall('credit')),
  newYork('Did I accept the Larchmont commission in the end?', recall('larchmont')),
  newYork('What did I decide about staying open for the holidays?', recall('holiday'), recall('open')),
  newYork('What did I decide about who gets the bakery?', recall('bakery')),
  newYork('Which shovel supplier did I go with?', recall('shovel')),
  newYork('What did I decide about winding down the practice?', recall('practice'), recall('winding down')),
];

export const FIFTYFIFTH_PRIORITISE: HeldOutItem[] = [
  london('What ought I to do first this afternoon?', prioritise('focus'), prioritise('plan_day')),
  london('I have a great deal on. What can wait?', prioritise('drop')),
  london('Would you be so kind as to arrange my day tomorrow?', prioritise('plan_day')),
  london('Which of my jobs is the most pressing?', prioritise('focus')),
  london("What's the most important thing today, love?", prioritise('focus')),
  london('Too much on this week. What can I put off?', prioritise('drop')),
  london('Plan my morning for me tomorrow, if you would.', prioritise('plan_day')),
  london('Where should I start?', prioritise('focus')),
  london('Is there anything I can safely leave until next week?', prioritise('drop')),
  london('Help me decide what to tackle first.', prioritise('focus')),
  london('Set out my day for me, please.', prioritise('plan_day')),
  newYork('What should I do first today?', prioritise('focus')),
  newYork("What can I let go of this week? I'm stretched thin.", prioritise('drop')),
  newYork('Could you lay out my Thursday for me?', prioritise('plan_day')),
  newYork('which first', prioritise('focus')),
  newYork("What's the priority, dear?", prioritise('focus')),
  newYork('What can wait until after Thanksgiving?', prioritise('drop')),
  newYork('Organize my day please', prioritise('plan_day')),
  newYork("What's most urgent right now?", prioritise('focus')),
  newYork("What should I drop? I can't do it all.", prioritise('drop')),
  newYork('Put my jobs in order for today.', prioritise('plan_day')),
  newYork("Of all that's on my list, what matters most?", prioritise('focus')),
];

export const FIFTYFIFTH_AGENDA: HeldOutItem[] = [
  london('What have I got on tomorrow?', list('tomorrow'), list('day', '2026-11-12')),
  london('What is on today?', list('today'), list('day', '2026-11-11')),
  london('Would you tell me what I have for Friday?', list('day', '2026-11-13')),
  london('What is there for the 14th inst.?', list('day', '2026-11-14')),
  london("Is there anything I've forgotten?", list('overdue')),
  london("What's next, Daily?", list('next')),
  london('Show me the week, please.', list('week')),
  london('What have I on Monday?', list('day', '2026-11-16')),
  london("What's coming up for the rest of the week?", list('week')),
  london('Have I let anything slip?', list('overdue')),
  london("What's on for the 1st of December?", list('day', '2026-12-01')),
  london('What do I have on Tuesday?', list('day', '2026-11-17')),
  newYork("What's on my plate today?", list('today'), list('day', '2026-11-11')),
  newYork('What do I have tomorrow?', list('tomorrow'), list('day', '2026-11-12')),
  newYork('Is anything past due?', list('overdue')),
  newYork("What's on for Saturday?", list('day', '2026-11-14')),
  newYork('What is next on my list?', list('next')),
  newYork("Please tell me this week's engagements.", list('week')),
  newYork('What do I have on the 24th?', list('day', '2026-11-24')),
  newYork('Is there anything for me on Sunday?', list('day', '2026-11-15')),
  newYork("what's today", list('today'), list('day', '2026-11-11')),
  newYork('What have I got on Friday the 20th?', list('day', '2026-11-20')),
  newYork("What's next for me, dear?", list('next')),
  newYork('What have I got on this week, Daily?', list('week')),
];

type Wall = (text: string) => string;
const dayAfter = (date: string): string => {
  const day = new Date(`2026-${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(5, 10);
};
/** Windows between two local clock times on one day, one reading each ("24:00" is the next midnight). */
const windows = (at: Wall, date: string, pairs: [string, string][]): Intent[] =>
  pairs.map(([from, to]) => free(at(`${date} ${from}`), to === '24:00' ? at(`${dayAfter(date)} 00:00`) : at(`${date} ${to}`)));
const MORNING: [string, string][] = [
  ['08:00', '12:00'],
  ['09:00', '12:00'],
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
const LUNCH: [string, string][] = [
  ['12:00', '13:00'],
  ['12:00', '14:00'],
  ['11:00', '14:00'],
  ['11:30', '13:30'],
  ['13:00', '14:00'],
];
/** An hour from a clock time, or half an hour. */
const slot = (from: string, to: string, half: string): [string, string][] => [
  [from, to],
  [from, half],
];

export const FIFTYFIFTH_FREE_TIME: HeldOutItem[] = [
  london('Am I free tomorrow afternoon?', ...windows(l, '11-12', AFTERNOON)),
  london('Have I anything on Friday morning? Mr Ashworth wants to come in.', ...windows(l, '11-13', MORNING), list('day', '2026-11-13')),
  london('Could I fit in a customer at half past two tomorrow?', ...windows(l, '11-12', slot('14:30', '15:30', '15:00'))),
  london('Is Monday clear?', ...windows(l, '11-16', ALL_DAY)),
  london('Am I free this evening?', ...windows(l, '11-11', EVENING)),
  london('Have I a free hour before lunch on Thursday?', ...windows(l, '11-12', [...MORNING, ['09:00', '13:00'], ['08:00', '13:00']])),
  london('Am I busy between ten and twelve on Saturday?', ...windows(l, '11-14', [['10:00', '12:00']])),
  london('Is there time for elevenses with my sister tomorrow?', ...windows(l, '11-12', slot('11:00', '12:00', '11:30'))),
  london(
    'Free at teatime today?',
    ...windows(l, '11-11', [
      ['16:00', '17:00'],
      ['17:00', '18:00'],
      ['16:00', '18:00'],
      ['16:00', '16:30'],
    ]),
  ),
  london('Have I any free time on the 19th?', ...windows(l, '11-19', ALL_DAY)),
  london('Is Saturday morning free? There is a fair at Rye.', ...windows(l, '11-14', MORNING)),
  london("Have I time for a fitting on Friday at three o'clock?", ...windows(l, '11-13', slot('15:00', '16:00', '15:30'))),
  newYork('Am I free tomorrow morning?', ...windows(n, '11-12', MORNING)),
  newYork('Do I have any time Friday afternoon for a tuning?', ...windows(n, '11-13', AFTERNOON)),
  newYork('Is Saturday free for me?', ...windows(n, '11-14', ALL_DAY)),
  newYork('Can I squeeze in a lesson at 4 today?', ...windows(n, '11-11', slot('16:00', '17:00', '16:30'))),
  newYork('Am I free for lunch on Monday?', ...windows(n, '11-16', LUNCH)),
  newYork('Is this afternoon open?', ...windows(n, '11-11', AFTERNOON)),
  newYork('Do I have anything between 2 and 5 on Thursday?', ...windows(n, '11-12', [['14:00', '17:00']])),
  newYork('Any free time on the 23rd?', ...windows(n, '11-23', ALL_DAY)),
  newYork(
    'Am I free after 3 tomorrow?',
    ...windows(n, '11-12', [
      ['15:00', '17:00'],
      ['15:00', '18:00'],
      ['15:00', '24:00'],
    ]),
  ),
  newYork('Have I got a gap Sunday afternoon?', ...windows(n, '11-15', AFTERNOON)),
  newYork('Is the morning of the 18th free?', ...windows(n, '11-18', MORNING)),
  newYork('Is Tuesday afternoon free for a site visit?', ...windows(n, '11-17', AFTERNOON)),
];

/** Half a message: daily should ask what is meant, and change nothing. */
export const FIFTYFIFTH_UNCLEAR: HeldOutItem[] = [
  london('The Hale business.', unclear, askBack),
  london('Friday, or possibly Saturday. The bureau.', unclear, askBack),
  london("Something about the gas man, I can't remember what.", unclear, askBack),
  london('Oliver. Thursday?', unclear, askBack),
  london('The cheque.', unclear, askBack),
  london('Mrs Gathercole — before or after the 20th, I forget which.', unclear, askBack),
  london('That thing I mentioned yesterday.', unclear, askBack),
  london('Quayle???', unclear, askBack),
  london("Eggs or turkeys, whichever's first", unclear, askBack),
  london('Flat 3 sometime', unclear, askBack),
  london('Mr Ashworth, twelve.', unclear, askBack),
  newYork('The furnace.', unclear, askBack),
  newYork('the goldbergs maybe next week maybe after', unclear, askBack),
  newYork('Sunday. Hymns? Or was it Advent.', unclear, askBack),
  newYork('Manny', unclear, askBack),
  newYork('Something for Joey, Tuesday or Wednesday', unclear, askBack),
  newYork('The thing at the bank', unclear, askBack),
  newYork('Okonkwo...', unclear, askBack),
  newYork('I might need to do the linens, or maybe Linda will', unclear, askBack),
  newYork('shovels?', unclear, askBack),
  newYork('Could you do the thing for the Harrisons', unclear, askBack),
  newYork("the 2 or 3 o'clock one", unclear, askBack),
];

/** Replies that only make sense after a reminder, a list or a task just made, sent with none of them. */
export const FIFTYFIFTH_BARE: HeldOutItem[] = [
  london("That's done now.", unclear, askBack),
  london('Yes, all finished with that.', unclear, askBack),
  newYork('Later, please.', unclear, askBack),
  london('Half past four instead.', unclear, askBack),
  newYork('Move it to Friday, dear.', unclear, askBack),
  london('Number two can go.', unclear, askBack),
  newYork('Not today.', unclear, askBack),
  london('Tomorrow morning, if you would.', unclear, askBack),
  newYork('Delete it.', unclear, askBack),
  london('Call it the Hale clock instead.', unclear, askBack),
  newYork('Finished!', unclear, askBack),
  london('The latter, I think.', unclear, askBack),
  newYork('The second one.', unclear, askBack),
  london('No, the 18th.', unclear, askBack),
  newYork('Give me an hour.', unclear, askBack),
  london('Tick it off, please.', unclear, askBack),
  newYork('make it noon', unclear, askBack),
  london('Put that off till Monday week.', unclear, askBack),
  newYork('Twenty minutes more.', unclear, askBack),
  london('Already seen to.', unclear, askBack),
  newYork('scratch that one', unclear, askBack),
  london("I've done numbers 1 and 3.", unclear, askBack),
];
