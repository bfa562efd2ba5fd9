import type { ConversationState, Intent, PendingQuestion } from '../intent';
import {
  decision,
  dilemma,
  every,
  free,
  type HeldOutItem,
  l,
  list,
  london,
  n,
  newYork,
  NO_CHANGE,
  prioritise,
  recall,
  task,
  unclear,
  within,
} from './held-out-kit';

/**
 * The second half of the ninth held-out set: facts, decisions, dilemmas, recalls, priorities, the
 * agenda, free time, repeating asks, rambles, hedged messages and bare commands with nothing to act
 * on. People here run restaurants, tutor maths, let flats, import wine, wire houses, deliver babies,
 * design, own gyms and mix live sound. Read at HELD_OUT_NOW: Wed 11 Nov 2026, 15:00 London, 10:00 New York.
 */

/** A question back to the person; its words are theirs to choose, only the kind is judged. */
export const askBack: Intent = { kind: 'ask', text: '', options: [] };

/** The task just talked about (a reminder answered, a task just added). */
export const about = (title: string, due: string | null, item: HeldOutItem): HeldOutItem => within({ current: { title, due } }, item);
/** The numbered list daily sent last. */
export const afterList = (listed: string[], item: HeldOutItem): HeldOutItem => within({ listed }, item);
/** The question daily is waiting on. */
export const waitingOn = (pending: PendingQuestion, item: HeldOutItem, extra: Partial<ConversationState> = {}): HeldOutItem =>
  within({ pending, ...extra }, item);

export const NINTH_FACTS: HeldOutItem[] = [
  london('the soft launch of the new menu is on friday', NO_CHANGE),
  newYork('our app goes live in the store on the 20th', NO_CHANGE),
  london('my niece is getting christened on sunday', NO_CHANGE),
  newYork('had the call with the bank at 9 this morning, went fine', NO_CHANGE),
  london('the environmental health officer came yesterday and we got a 5', NO_CHANGE),
  newYork('gym is closed thanksgiving day', NO_CHANGE),
  london('flat 3 tenant moves out 30/11', NO_CHANGE),
  newYork('tour kicks off in Austin on 12/2 then Leeds the week after', NO_CHANGE),
  london('the container of rioja lands at Felixstowe on the 19th', NO_CHANGE),
  newYork('my flight back to JFK is 7:40 saturday', NO_CHANGE),
  london('two babies delivered last night, both healthy', NO_CHANGE),
  newYork('black friday is going to be insane at the studio', NO_CHANGE),
  london('the boiler in flat 1 was serviced in march', NO_CHANGE),
  newYork('the client signed off on the logo at 4 yesterday', NO_CHANGE),
  london('mock exams start monday for my year 11s', NO_CHANGE),
  newYork('it is snowing like crazy in Boston, load in is delayed', NO_CHANGE),
  london('we did 140 covers on saturday, record night', NO_CHANGE),
  newYork('FYI my rates go up in january', NO_CHANGE),
  london('the electrics at the Baker St job failed the inspection this morning', NO_CHANGE),
  newYork('mum turns 70 on december 3rd', NO_CHANGE),
  london('just landed in Heathrow, jetlagged as hell', NO_CHANGE),
  newYork('the recruiter placement fee came through, 18k', NO_CHANGE),

  london('the wine tasting went really well last night', NO_CHANGE),
  newYork("my kid's recital is thursday at 6", NO_CHANGE),
  london("St Andrew's day is the 30th, the Glasgow shop will be rammed", NO_CHANGE),
];

export const NINTH_DECISIONS: HeldOutItem[] = [
  london('going with the cheaper quote for the extractor fan', decision),
  newYork('decided - no more weekend weddings next year', decision),
  london("we're not renewing the lease on the lock up", decision),
  newYork("let's use Stripe for the memberships", decision),
  london('ok I am hiring the junior electrician, Dean, starting jan', decision),
  newYork('final answer: raising my coaching rate 15% from january', decision),
  london("I'm dropping the 7am thursday class, nobody comes", decision),
  newYork('we go with the native build not react native', decision),
  london('selling flat 4 in the spring, made my mind up', decision),
  newYork('gonna stick with the Italian importer for the house red', decision),
  london('no more discounting the tutoring packages. decided', decision),
  newYork('ok we are cutting the brunch menu to 8 dishes', decision),
  london("i'll take the Manchester residency, the money's too good", decision),
  newYork('chose the matte paper stock for the portfolio books', decision),
  london("we've decided to close on mondays from december", decision),
  newYork('decision made, I am not taking on the Hartley account', decision),
  london("I'm going to stop answering client emails after 7pm. that's it", decision),
  newYork('landlord stuff: going with the letting agent for flats 2 and 3', decision),
  london('right, sticking with the old POS system for now', decision),
  newYork('picked Dana as the second shooter for the season', decision),
  london("we'll only take bookings online from now on, no more phone bookings", decision),
  newYork('settled it, moving the sessions to zoom for the winter', decision),

  newYork("I'm going with the 12 month lease for the gym unit", decision),
  london("decided to stop importing the Greek reds, they don't sell", decision),
  newYork("yeah we're doing the rebrand first. done deliberating", decision),
];

export const NINTH_DILEMMAS: HeldOutItem[] = [
  london('should I hire a sous chef or just do more shifts myself', dilemma),
  newYork('do I raise prices or add a cheaper tier?', dilemma),
  london('torn between renting flat 4 again or selling it', dilemma),
  newYork('should we launch on android first or wait and do both', dilemma),
  london('not sure whether to take the Leeds job or stay local over xmas', dilemma),
  newYork('group classes or more 1:1s, which makes more sense for the gym', dilemma),
  london('do i buy the van outright or lease it?', dilemma),
  newYork('should I go with the bigger venue in Chicago or the intimate one', dilemma),
  london('keep the Thursday tutoring slot or give it to the new family, help me think', dilemma),
  newYork('i cant decide between two candidates for the ops role, both are good', dilemma),
  london('import the Portuguese whites or stick to what sells?', dilemma),
  newYork('should i take the red eye or lose a day and fly in the morning', dilemma),
  london('is it better to go VAT registered now or wait till I hit the threshold', dilemma),
  newYork('stay on Squarespace or pay someone to build a proper site?', dilemma),
  london('part time midwife shifts plus private antenatal classes, or go fully private? help', dilemma),
  newYork('which should I do first, the rebrand or the new website', dilemma),
  london('should I let the tenant pay late this month or stick to the contract', dilemma),
  newYork('hire an editor or keep editing the shoots myself', dilemma),
  london('take the investor money or bootstrap another year, going round in circles', dilemma),
  newYork('open a second location or double down on this one?', dilemma),
  london('quit the retainer client or keep them for the steady cash', dilemma),
  newYork('weighing up whether to tour europe in spring or record the album', dilemma),

  london('should I fire the client who keeps paying late or give them one more chance', dilemma),
  newYork('lease a Tesla for the business or keep the old Honda, thoughts?', dilemma),
  london('two offers on flat 4, take the higher one or the chain-free buyer?', dilemma),
];

export const NINTH_RECALLS: HeldOutItem[] = [
  london('what did I decide about the extractor fan?', recall('extractor fan')),
  newYork('remind me what we decided on weekend weddings', recall('weekend weddings')),
  london('what was my decision on the lock up', recall('lock up')),
  newYork('did i decide anything about stripe', recall('stripe')),
  london('what did we say about the thursday class', recall('thursday class')),
  newYork('what did I choose for the paper stock', recall('paper stock')),
  london('why did I decide to sell flat 4 again?', recall('flat 4')),
  newYork('what was the call on the Hartley account', recall('hartley')),
  london('remind me what i decided re the letting agent', recall('letting agent')),
  newYork('what did we land on for the brunch menu', recall('brunch menu')),
  london('what did i decide about the POS', recall('pos')),
  newYork('look up my decision about the second shooter', recall('second shooter')),
  london('what did I decide about discounting', recall('discounting')),
  newYork('remind me why we went native', recall('native')),
  london('what did i decide on the manchester residency', recall('manchester')),
  newYork('when did I decide to raise my coaching rate', recall('coaching rate')),
  london('what was decided about monday closing', recall('monday')),
  newYork('what did I decide about zoom sessions', recall('zoom')),
  london('did I ever make a call on the junior electrician', recall('junior electrician')),
  newYork('what did i pick for the house red', recall('house red')),
  london('what did I decide about phone bookings', recall('phone bookings')),

  london('what did i decide about the greek reds', recall('greek reds')),
  newYork('what did I decide about the gym lease', recall('gym lease')),
  london('what did we decide about the Leeds job', recall('leeds')),
  newYork('what did i decide for the rebrand', recall('rebrand')),
];

export const NINTH_PRIORITIES: HeldOutItem[] = [
  london('what should I focus on today', prioritise('focus')),
  newYork('too much on, what can i drop', prioritise('drop')),
  london('plan my day pls', prioritise('plan_day')),
  newYork("what's the most important thing rn", prioritise('focus')),
  london('what can wait till next week? drowning', prioritise('drop')),
  newYork('help me plan today', prioritise('plan_day')),
  london('where do i start', prioritise('focus'), prioritise('plan_day')),
  newYork('what do I cut, I have 3 hours and 9 things', prioritise('drop')),
  london('whats my priority this afternoon', prioritise('focus')),
  newYork('sort my day out for me', prioritise('plan_day')),
  london('which of my tasks actually matters today', prioritise('focus')),
  newYork('what can I push off', prioritise('drop')),
  london('give me a plan for today, between clients', prioritise('plan_day')),
  newYork('one thing to do today, what is it', prioritise('focus')),
  london('if i can only do 2 things today which 2', prioritise('focus')),
  newYork('tell me what to ditch from today', prioritise('drop')),
  london('can you lay out my day, got a home visit at 1', prioritise('plan_day')),
  newYork('what should I tackle first', prioritise('focus')),
  london('what can I skip today without anything blowing up', prioritise('drop')),
  newYork('organise my day for me please', prioritise('plan_day')),
  london('what matters most this week', prioritise('focus')),
  newYork('need to offload some stuff, what goes', prioritise('drop')),

  london("what's the one thing I should do before the lunch rush", prioritise('focus')),
  newYork('help me plan my day around the 2pm shoot', prioritise('plan_day')),
  london('too many jobs booked this week, which can I drop', prioritise('drop')),
];

export const NINTH_AGENDA: HeldOutItem[] = [
  london("what's on this week", list('week')),
  newYork('anything today?', list('today')),
  london('what have i got tmrw', list('tomorrow')),
  newYork("what's on friday", list('day', '2026-11-13')),
  london("what's overdue", list('overdue')),
  newYork("what's next", list('next')),
  london('show me monday', list('day', '2026-11-16')),
  newYork('whats on the 20th', list('day', '2026-11-20')),
  london('agenda for 3/12', list('day', '2026-12-03')),
  newYork("what's on 12/3", list('day', '2026-12-03')),
  london('what am i behind on', list('overdue')),
  newYork('my week pls', list('week')),
  london('today list', list('today')),
  newYork('what do i have tomorrow', list('tomorrow')),
  london('what have i got on saturday', list('day', '2026-11-14')),
  newYork('what did i miss, anything late?', list('overdue')),
  london("what's coming up next", list('next')),
  newYork('run me through the week', list('week')),
  london("what's on for thursday", list('day', '2026-11-12'), list('tomorrow')),
  newYork('whats left for today', list('today')),
  london("what's on my plate tomorrow", list('tomorrow')),
  newYork('show me what I have on the 1st', list('day', '2026-12-01')),

  london('what have I got on the 24th', list('day', '2026-11-24')),
  newYork("what's on thanksgiving", list('day', '2026-11-26')),
  london('anything overdue?', list('overdue')),
  newYork('whats on monday the 16th', list('day', '2026-11-16')),
];

/** Vague windows have a few fair readings. */
const afternoon = (day: string, at: (text: string) => string) => [
  free(at(`${day} 12:00`), at(`${day} 17:00`)),
  free(at(`${day} 12:00`), at(`${day} 18:00`)),
  free(at(`${day} 13:00`), at(`${day} 17:00`)),
];
const morning = (day: string, at: (text: string) => string) => [
  free(at(`${day} 09:00`), at(`${day} 12:00`)),
  free(at(`${day} 08:00`), at(`${day} 12:00`)),
  free(at(`${day} 06:00`), at(`${day} 12:00`)),
];
const wholeDay = (day: string, next: string, at: (text: string) => string) => [
  free(at(`${day} 00:00`), at(`${next} 00:00`)),
  free(at(`${day} 09:00`), at(`${day} 17:00`)),
  free(at(`${day} 09:00`), at(`${day} 18:00`)),
  free(at(`${day} 08:00`), at(`${day} 20:00`)),
];

export const NINTH_FREE_TIME: HeldOutItem[] = [
  london('am i free between 2 and 4 tomorrow', free(l('11-12 14:00'), l('11-12 16:00'))),
  newYork('free tomorrow afternoon?', ...afternoon('11-12', n)),
  london('do i have any time friday morning', ...morning('11-13', l)),
  newYork('any gaps between 1 and 3 today', free(n('11-11 13:00'), n('11-11 15:00'))),
  london('am I free saturday', ...wholeDay('11-14', '11-15', l)),
  newYork('could i squeeze a call in from 11 to 12 tomorrow', free(n('11-12 11:00'), n('11-12 12:00'))),
  london('free from 4 to 6 today?', free(l('11-11 16:00'), l('11-11 18:00'))),
  newYork('any free time monday afternoon', ...afternoon('11-16', n)),
  london('when am i free on thursday morning', ...morning('11-12', l)),
  newYork('is 3-5 on friday clear', free(n('11-13 15:00'), n('11-13 17:00'))),
  london('have i got anything between 10 and 12 on monday', free(l('11-16 10:00'), l('11-16 12:00'))),
  newYork('am i clear 9 to 11 tmrw morning', free(n('11-12 09:00'), n('11-12 11:00'))),
  london('free tuesday afternoon for a viewing?', ...afternoon('11-17', l)),
  newYork('open slots friday?', ...wholeDay('11-13', '11-14', n)),
  london('am I around 5-7pm tomorrow', free(l('11-12 17:00'), l('11-12 19:00'))),
  newYork('do i have a window between 2pm and 4pm monday', free(n('11-16 14:00'), n('11-16 16:00'))),
  london('anything on between 9 and 10 tomorrow morning', free(l('11-12 09:00'), l('11-12 10:00'))),
  newYork('is wednesday the 18th free', ...wholeDay('11-18', '11-19', n)),
  london('can I fit a client in 12-1 on friday', free(l('11-13 12:00'), l('11-13 13:00'))),
  newYork('am i busy 4 to 5 this afternoon', free(n('11-11 16:00'), n('11-11 17:00'))),
  london('free on sunday morning for a tasting?', ...morning('11-15', l)),

  london('am i free tomorrow between half 2 and 4', free(l('11-12 14:30'), l('11-12 16:00'))),
  newYork('got any time thursday 10-11am', free(n('11-12 10:00'), n('11-12 11:00'))),
  london(
    'free after 5 today?',
    free(l('11-11 17:00'), l('11-12 00:00')),
    free(l('11-11 17:00'), l('11-11 20:00')),
    free(l('11-11 17:00'), l('11-11 22:00')),
  ),
  newYork('is friday 1pm to 2pm free', free(n('11-13 13:00'), n('11-13 14:00'))),
];

export const NINTH_RECURRING: HeldOutItem[] = [
  london('every monday 9am send the weekly invoices', task('send the weekly invoices', l('11-16 09:00'), { repeat: every('week') })),
  newYork('every day at 11 check the app reviews', task('check the app reviews', n('11-11 11:00'), { repeat: every('day') })),
  london('every day at 8 check the proofing temps', task('check the proofing temps', l('11-12 08:00'), { repeat: every('day') })),
  newYork('every weekday at 6 open up the gym', task('open up the gym', n('11-12 06:00'), { repeat: every('weekday') })),
  london('pay the mortgage on the 1st of every month', task('pay the mortgage', l('12-01 12:00'), { repeat: every('month') })),
  newYork('every other friday run payroll', task('run payroll', n('11-13 12:00'), { repeat: every('week', 2) })),
  london('renew the domain every year on 3 march', task('renew the domain', l('2027-03-03 12:00'), { repeat: every('year') })),
  newYork(
    'every wed 4pm team standup with the editors',
    task('team standup with the editors', n('11-11 16:00'), { repeat: every('week') }),
  ),
  london(
    'each month on the 15th chase the rent from flat 2',
    task('chase the rent from flat 2', l('11-15 12:00'), { repeat: every('month') }),
  ),
  newYork('every sunday at 7pm plan the week', task('plan the week', n('11-15 19:00'), { repeat: every('week') })),
  london('every wednesday at 6pm stock take the cellar', task('stock take the cellar', l('11-11 18:00'), { repeat: every('week') })),
  newYork(
    'remind me every friday at 3 to back up the session drives',
    task('back up the session drives', n('11-13 15:00'), { repeat: every('week') }),
  ),
  london(
    'every tuesday and thursday... no just every tuesday at 4 tutor Amir',
    task('tutor Amir', l('11-17 16:00'), { repeat: every('week') }),
  ),
  newYork(
    'send the landlord report on the last day of every month',
    task('send the landlord report', n('11-30 12:00'), { repeat: every('month') }),
  ),
  london(
    'every 2 weeks on monday at 10 supervision with Claire',
    task('supervision with Claire', l('11-16 10:00'), { repeat: every('week', 2) }),
  ),
  newYork('water the studio plants every monday', task('water the studio plants', n('11-16 12:00'), { repeat: every('week') })),
  london('every weekday 7:30 check the midwife rota', task('check the midwife rota', l('11-12 07:30'), { repeat: every('weekday') })),
  newYork('daily at 5pm post a story on insta', task('post a story on insta', n('11-11 17:00'), { repeat: every('day') })),
  london(
    'pay the card machine rental on the 28th every month',
    task('pay the card machine rental', l('11-28 12:00'), { repeat: every('month') }),
  ),
  newYork('every thursday 8am call the wine rep', task('call the wine rep', n('11-12 08:00'), { repeat: every('week') })),
  london('every saturday at 9 deep clean the fryers', task('deep clean the fryers', l('11-14 09:00'), { repeat: every('week') })),
  newYork(
    'file the sales tax return every quarter on the 20th',
    task('file the sales tax return', n('11-20 12:00'), { repeat: every('month', 3) }),
  ),

  london(
    'every first monday of the month send the landlord statements',
    task('send the landlord statements', l('12-07 12:00'), { repeat: every('month') }),
  ),
  newYork('every morning at 7 stretch', task('stretch', n('11-12 07:00'), { repeat: every('day') })),
  london('every fortnight on friday order wine stock', task('order wine stock', l('11-13 12:00'), { repeat: every('week', 2) })),
  newYork(
    'remind me every 2 weeks on tuesday to invoice the retainer clients',
    task('invoice the retainer clients', n('11-17 12:00'), { repeat: every('week', 2) }),
  ),
];

export const NINTH_RAMBLES: HeldOutItem[] = [
  london('ok so um I need to ring the fish guy tomorrow at 9 and then uh order napkins and also book the boiler man for friday', [
    task('ring the fish guy', l('11-12 09:00')),
    task('order napkins'),
    task('book the boiler man', l('11-13 12:00')),
  ]),
  newYork('so yeah basically call the venue in Denver at 2 and email the promoter the rider and lol I also need to buy strings', [
    task('call the venue in Denver', n('11-11 14:00')),
    task('email the promoter the rider'),
    task('buy strings'),
  ]),
  london(
    "right so tomorrow I've got to chase the Hendersons then order the cable for Baker St and text Dean about the van",
    [
      task('chase the Hendersons', l('11-12 12:00')),
      task('order the cable for Baker St', l('11-12 12:00')),
      task('text Dean about the van', l('11-12 12:00')),
    ],
    [task('chase the Hendersons', l('11-12 12:00')), task('order the cable for Baker St'), task('text Dean about the van')],
  ),
  newYork('um ok so pay the sound guy friday, reply to the label and uh book flights for the UK leg', [
    task('pay the sound guy', n('11-13 12:00')),
    task('reply to the label'),
    task('book flights for the UK leg'),
  ]),
  london('voice note sorry, so, print worksheets for Amir, mark the year 10 mocks by monday and email Mrs Green about fees', [
    task('print worksheets for Amir'),
    task('mark the year 10 mocks', l('11-16 12:00')),
    task('email Mrs Green about fees'),
  ]),
  newYork('like I need to call the plumber for unit 2 at 3 and also renew the LLC registration and send the lease to the new tenant', [
    task('call the plumber for unit 2', n('11-11 15:00')),
    task('renew the LLC registration'),
    task('send the lease to the new tenant'),
  ]),
  london('so erm restock the protein bars, fix the squat rack booking page and call the cleaner at 5', [
    task('restock the protein bars'),
    task('fix the squat rack booking page'),
    task('call the cleaner', l('11-11 17:00')),
  ]),
  newYork('ok uh first ship the beta to testflight then update the screenshots and then, yeah, email the investors friday', [
    task('ship the beta to testflight'),
    task('update the screenshots'),
    task('email the investors', n('11-13 12:00')),
  ]),
  london('right so pick up the prints from the lab tomorrow and order the frames and invoice the Lewis wedding', [
    task('pick up the prints from the lab', l('11-12 12:00')),
    task('order the frames'),
    task('invoice the Lewis wedding'),
  ]),
  newYork('you know what, book the dentist, pay the electric bill and text Sam back lol', [
    task('book the dentist'),
    task('pay the electric bill'),
    task('text Sam back'),
  ]),
  london('so like two things, ring the customs broker about the rioja and send the price list to the Oak & Vine', [
    task('ring the customs broker about the rioja'),
    task('send the price list to the Oak & Vine'),
  ]),
  newYork('um so update the job ad for the backend role and call the candidate from Tuesday at 1 and then prep the client shortlist', [
    task('update the job ad for the backend role'),
    task('call the candidate from Tuesday', n('11-11 13:00')),
    task('prep the client shortlist'),
  ]),
  london(
    'ok ok ok order the christmas crackers, confirm the 16 cover booking for friday, and uh fix the leaking tap in the loo',
    [task('order the christmas crackers'), task('confirm the 16 cover booking', l('11-13 12:00')), task('fix the leaking tap in the loo')],
    [task('order the christmas crackers'), task('confirm the 16 cover booking for friday'), task('fix the leaking tap in the loo')],
  ),
  newYork('yeah so send the mood board to the client tomorrow at 10, and then chase the printer about the proofs', [
    task('send the mood board to the client', n('11-12 10:00')),
    task('chase the printer about the proofs'),
  ]),
  london('ahh so much, um, refill the gas and air order, write up the Brown home visit notes and book my mandatory training', [
    task('refill the gas and air order'),
    task('write up the Brown home visit notes'),
    task('book my mandatory training'),
  ]),
  newYork('ok so basically email my coach clients the new schedule, post the podcast episode at 6 and book the retreat venue', [
    task('email my coach clients the new schedule'),
    task('post the podcast episode', n('11-11 18:00')),
    task('book the retreat venue'),
  ]),
  london(
    'sooo renew the gas cert for flat 1, chase flat 4 rent and get quotes for the roof, all by friday',
    [
      task('renew the gas cert for flat 1', l('11-13 12:00')),
      task('chase flat 4 rent', l('11-13 12:00')),
      task('get quotes for the roof', l('11-13 12:00')),
    ],
    [task('renew the gas cert for flat 1'), task('chase flat 4 rent'), task('get quotes for the roof', l('11-13 12:00'))],
  ),
  newYork('uh ok so tomorrow at 8 call the in ears guy, then at 11 soundcheck notes to the band', [
    task('call the in ears guy', n('11-12 08:00')),
    task('soundcheck notes to the band', n('11-12 11:00')),
  ]),
  london(
    'lol ok so buy a birthday card for mum, get the van washed and book the accountant for next week',
    [task('buy a birthday card for mum'), task('get the van washed'), task('book the accountant for next week')],
    [task('buy a birthday card for mum'), task('get the van washed'), task('book the accountant', l('11-16 12:00'))],
  ),
  newYork('alright so reply to the two recruiters, update my linkedin and send the invoice to Blake Corp by 5', [
    task('reply to the two recruiters'),
    task('update my linkedin'),
    task('send the invoice to Blake Corp', n('11-11 17:00')),
  ]),
  london('hmm right, order more 00 flour, call the oven engineer tomorrow morning at 8, and like, sort the rota', [
    task('order more 00 flour'),
    task('call the oven engineer', l('11-12 08:00')),
    task('sort the rota'),
  ]),
  newYork('so yeah pay the rent on the rehearsal space, buy gaffer tape and um confirm the van rental for the 20th', [
    task('pay the rent on the rehearsal space'),
    task('buy gaffer tape'),
    task('confirm the van rental', n('11-20 12:00')),
  ]),

  newYork('ok so yeah first email the editor then like call the lab at 4 and then honestly just order pizza for the team', [
    task('email the editor'),
    task('call the lab', n('11-11 16:00')),
    task('order pizza for the team'),
  ]),
  london(
    'uh text the Shaws about the viewing thursday and also renew my public liability insurance',
    [task('text the Shaws about the viewing', l('11-12 12:00')), task('renew my public liability insurance')],
    [task('text the Shaws about the viewing thursday'), task('renew my public liability insurance')],
  ),
  london('right um so chase the invoice from the Mitchell shoot and um tomorrow at 10 call the printers', [
    task('chase the invoice from the Mitchell shoot'),
    task('call the printers', l('11-12 10:00')),
  ]),
];

const UNSURE = [unclear, askBack] as const;

export const NINTH_UNCLEAR: HeldOutItem[] = [
  london('maybe call the accountant at some point? not sure', ...UNSURE),
  newYork('might need to do something about the van idk', ...UNSURE),
  london('remind me about the thing', ...UNSURE),
  newYork('do the usual', ...UNSURE),
  london('call him at 5 or 6 whichever', ...UNSURE),
  newYork('thursday or friday for the tasting, cant remember which', ...UNSURE),
  london('should probably chase someone about the deposit', ...UNSURE),
  newYork('that thing with Jake, sometime next week maybe', ...UNSURE),
  london('possibly the 4th? or 5th. for the gas check', ...UNSURE),
  newYork('set something for later', ...UNSURE),
  london('hmm the invoice, or was it the quote, for the Patels', ...UNSURE),
  newYork('ugh I think i need to email someone about the lease??', ...UNSURE),
  london('at 7 maybe', ...UNSURE),
  newYork('the client thing tomorrow or whenever', ...UNSURE),
  london('not sure if I should book the electrician for tues or wait', ...UNSURE, dilemma),
  newYork('do that thing I mentioned earlier', ...UNSURE),
  london('something about payroll, will tell u later', ...UNSURE),
  newYork('maybe 3ish? or 4', ...UNSURE),
  london('remind me later about the stuff', ...UNSURE),
  newYork('wait I forgot what I was going to say. something about friday', ...UNSURE),
  london('possibly cancel or maybe move the session with Tom, dunno yet', ...UNSURE),

  london('might be worth sorting the thing with the insurance?', ...UNSURE),
  newYork('tuesday? or was it wednesday', ...UNSURE),
  london('ping me about it sometime', ...UNSURE),
  newYork("book it for the 4th or the 6th, whatever's free", ...UNSURE),
];

export const NINTH_BARE: HeldOutItem[] = [
  london('done', ...UNSURE),
  newYork('snooze', ...UNSURE),
  london('move it', ...UNSURE),
  newYork('delete', ...UNSURE),
  london('rename it', ...UNSURE),
  newYork('push it', ...UNSURE),
  london('make it 3', ...UNSURE),
  newYork('snooze 10', ...UNSURE),
  london('finished', ...UNSURE),
  newYork('cancel it', ...UNSURE),
  london('actually tuesday', ...UNSURE),
  newYork('done!!', ...UNSURE),
  london('the second one', ...UNSURE),
  newYork('move to friday', ...UNSURE),
  london('delete that', ...UNSURE),
  newYork('snooze it', ...UNSURE),
  london('push back an hour', ...UNSURE),
  newYork('done it', ...UNSURE),
  london('remove', ...UNSURE),
  newYork('change it to 4', ...UNSURE),
  london('no wait 5', ...UNSURE),

  london('snooze 1h', ...UNSURE),
  newYork('rename to invoices', ...UNSURE),
  london('tomorrow instead', ...UNSURE),
  newYork('paid', ...UNSURE),
];
