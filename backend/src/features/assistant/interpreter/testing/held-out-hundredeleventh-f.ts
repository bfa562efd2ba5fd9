/**
 * Held-out set, hundredeleventh part f: health and wellbeing practitioners in private practice.
 *
 * London (Europe/London, day-first dates):
 * - Harriet, physiotherapist with her own clinic in Bath (patients, the couch, the hydro pool booking, Physitrack).
 * - Imran, owns a two-chair dental practice in Manchester (the nurses, the lab, NHS UDAs, the compressor).
 * - Jo, counsellor in Brighton working from a rented room (supervision, clients by first initial only, notes).
 * - Chidi, runs an independent pharmacy in Woolwich; his first language is Igbo (wholesalers, the locum, flu jabs).
 * - Rhiannon, personal trainer in Swansea (outdoor bootcamps, clients, the gym she rents from; some Welsh words).
 *
 * New York (America/New_York, month-first dates):
 * - Dr. Alvarez, chiropractor in Hoboken (insurance billing, the front desk, adjustments, X-ray referrals).
 * - Maya, owns a yoga studio in Williamsburg (teachers, class packs, the Mindbody schedule, the landlord).
 * - Jean-Baptiste, home-visit physical therapist in Flatbush; his first language is Haitian Creole.
 * - Wing, acupuncturist in Chinatown; her first language is Cantonese (herbs, the supplier, patients, short sentences).
 * - Rebecca, nutritionist on the Upper West Side (client plans, telehealth calls, a newsletter, very long messages).
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
  done,
  l,
  london,
  n,
  newYork,
  note,
  num,
  remove,
  rename,
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
/** The last numbered list daily sent. */
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const HUNDREDELEVENTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    just('book the hydro pool for Mrs Dando', l('11-13 10:00')),
    london("actually bin that, she's cancelled her whole block of sessions", remove()),
  ),
  london(
    'delete the physitrack renewal one, it auto renewed this morning',
    remove(words('physitrack renewal')),
    done(words('physitrack renewal')),
  ),
  within(
    shown('order couch roll', 'write up Mr Keane notes', 'call the leisure centre re hydro slot', 'invoice Bupa for October'),
    london('take 1 off, found a whole box in the back cupboard 🙌', remove(num(1))),
  ),
  london(
    'remove the compressor service reminder mate, engineer turned up early today',
    remove(words('compressor service')),
    done(words('compressor service')),
  ),
  within(
    reminded('chase the lab about the Patel crown', l('11-11 14:00')),
    london('no need, lab rang this morning, its already on the way back', remove(), done()),
  ),
  london('get rid of the UDA spreadsheet task, Aisha does that now', remove(words('UDA spreadsheet'))),
  london(
    'Please could you delete the reminder about my Friday session with M. She has decided to end our work together.',
    remove(words('Friday session with M')),
  ),
  within(
    shown('supervision with Anne', 'pay room rent', 'update notes for K', 'renew BACP membership'),
    london('can you remove 2 and 4, both paid already', [remove(num(2)), remove(num(4))], [done(num(2)), done(num(4))]),
  ),
  london('Abeg remove the locum booking for saturday, I will cover the shift myself', remove(words('locum booking'))),
  within(
    just('order flu jabs from Alliance', l('11-12 09:00')),
    london('please cancel this one, AAH have already deliver the vaccines this morning', remove(), done()),
  ),
  london("scrap saturday's beach bootcamp off my list, forecast is biblical 🌧️", remove(words('bootcamp'))),
  within(
    which('text Ffion about her programme', 'text Ffion re payment'),
    london('the payment one, delete it diolch', remove(num(2)), answer(2)),
  ),
  // London: cancel/delete words in news, nothing to change
  london("Mrs Dando's cancelled her 4pm again, third time this month 🙄", NO_CHANGE),
  london("dont delete anything for K, I know she's missed two sessions but she is coming back after christmas", NO_CHANGE),
  london('the wholesaler remove paracetamol from my order again, they say no stock. every week is the same thing', NO_CHANGE),

  // New York: removals
  newYork('Please remove the X-ray referral for Mr. Costa, he had imaging done through his PCP.', remove(words('Costa'))),
  within(
    reminded('resubmit the Aetna claim for Ms. Ruiz', n('11-11 09:00')),
    newYork('Delete. Front desk resubmitted it yesterday', remove(), done()),
  ),
  within(
    shown('call Horizon re denied claims', 'order new table paper', 'Ms. Ruiz re-eval', 'staff meeting agenda'),
    newYork('get rid of #3, she moved to Florida', remove(num(3))),
  ),
  newYork(
    'delete the reminder to email the landlord about the radiator, he fixed it this morning!! miracles happen',
    remove(words('radiator')),
  ),
  within(just("find a sub for Priya's 7am vinyasa", n('11-14 07:00')), newYork('nvm scratch that, priya can teach after all 🙏', remove())),
  newYork('take the class pack promo off my list, not running it this year', remove(words('class pack promo'))),
  newYork('please you can delete the visit to Mrs Pierre friday, she is in the hospital since yesterday', remove(words('Mrs Pierre'))),
  within(just('buy new theraband for Mr Joseph'), newYork('no no remove this, the family buy it already', remove())),
  newYork('Delete herb order task. I call supplier already, order done.', remove(words('herb order')), done(words('herb order'))),
  within(shown('Mr Lee 11am', 'order needles', 'pay supplier', 'clean cupping set'), newYork('No. 2 remove.', remove(num(2)))),
  newYork(
    "Hi! So I need you to take the newsletter draft reminder off for this week. I've decided to skip November entirely because honestly with Thanksgiving coming nobody opens it, and I'd rather put the energy into the December issue, which is going to be a bigger holiday eating guide. So yes, please delete that one, thank you!!",
    remove(words('newsletter draft')),
    [remove(words('newsletter draft')), decision],
  ),
  within(
    shown('telehealth w/ Dana 11am', 'update Marcus meal plan', 'newsletter', 'invoice Dana'),
    newYork('remove 1 and 4 please, Dana cancelled her package', [remove(num(1)), remove(num(4))]),
  ),
  // New York: cancel/delete words in news, nothing to change
  newYork('Horizon is cancelling our in-network contract effective Jan 1. I am livid.', NO_CHANGE),
  newYork('mindbody just deleted my whole saturday schedule in their update?? on hold w support rn 😤', NO_CHANGE),
  newYork('Patient cancel 3pm. Now I have free time.', NO_CHANGE),
];

export const HUNDREDELEVENTH_RENAME: HeldOutItem[] = [
  // London: renames
  within(just('ring Mr Keane re his knee'), london('its his hip not his knee sorry, brain fog', rename(ctx, 'ring Mr Keane re his hip'))),
  london(
    'rename the physitrack one to "set up Physitrack for the new patients"',
    rename(words('physitrack'), 'set up Physitrack for the new patients'),
  ),
  within(
    shown('chase lab re Patel crown', 'compressor service', 'sign off nurses rota'),
    london('2 should say compressor service + suction filter', rename(num(2), 'compressor service + suction filter')),
  ),
  within(
    just('call Henry Schein about gloves', l('11-12 10:00')),
    london('not henry schein, DD. for the gloves', rename(ctx, 'call DD about gloves')),
  ),
  london(
    'change the UDAs one to "check UDA numbers for Q3" so i actually know what its about',
    rename(words('UDAs'), 'check UDA numbers for Q3'),
  ),
  within(
    just('email Anne about the J case'),
    london('Sorry - initial is T, not J. Could you correct it?', rename(ctx, 'email Anne about the T case')),
  ),
  within(
    just('pay Sue for the room'),
    london(
      'hmm is it Sue or Sioux, I never know how she spells it. Sioux I think actually',
      rename(ctx, 'pay Sioux for the room'),
      unclear,
    ),
  ),
  within(
    just('call Phoenix for the order'),
    london('Not Phoenix o, I mean Alliance. Please correct the name', rename(ctx, 'call Alliance for the order')),
  ),
  within(
    reminded('book the locum for Saturday', l('11-11 15:00')),
    london('change this one to book locum for saturday AND sunday', rename(ctx, 'book locum for saturday AND sunday')),
  ),
  within(just('bootcamp at Mumbles', l('11-14 09:00')), london('oops Langland not Mumbles', rename(ctx, 'bootcamp at Langland'))),
  within(
    shown('Gareth PT session', 'pay gym rent', 'plan bootcamp circuits'),
    london('can u make 1 say "Gareth PT - bring kettlebells"', rename(num(1), 'Gareth PT - bring kettlebells')),
  ),
  within(
    just('text Sian about her programme'),
    london('can you spell it Siân with the to bach, she hates it without', rename(ctx, 'text Siân about her programme')),
  ),
  // London: look like renames, change nothing (or a decision)
  london('we are changing the practice name to Ancoats Dental Care from january, new sign is ordered', NO_CHANGE, decision),
  within(just('call Mrs Okafor about her prescription'), london('Okafor is my wife cousin o, very nice woman', NO_CHANGE)),
  london('what did i call the hydro pool task? cant find it on my list', NO_CHANGE),

  // New York: renames
  within(
    just('call Cigna about the Kowalski claim'),
    newYork("It's Aetna, not Cigna.", rename(ctx, 'call Aetna about the Kowalski claim')),
  ),
  newYork(
    'Rename "referrals" to "send X-ray referrals to Hudson Imaging"',
    rename(words('referrals'), 'send X-ray referrals to Hudson Imaging'),
  ),
  within(
    shown('front desk training', 'Kowalski re-eval', 'order ice packs'),
    newYork('change 3 to order ice packs and biofreeze', rename(num(3), 'order ice packs and biofreeze')),
  ),
  within(
    just('call Dr. Patel re the MRI'),
    newYork('wait Patel or Shah? pretty sure Shah referred him', rename(ctx, 'call Dr. Shah re the MRI'), unclear),
  ),
  within(just('email Jess about subbing'), newYork('omg not jess, TESS. tess is subbing', rename(ctx, 'email Tess about subbing'))),
  newYork(
    'can u rename the landlord thing to "landlord: lease renewal + radiator"',
    rename(words('landlord'), 'landlord: lease renewal + radiator'),
  ),
  within(
    reminded('update the mindbody schedule', n('11-11 10:00')),
    newYork('make it "update mindbody schedule for december" pls', rename(ctx, 'update mindbody schedule for december')),
  ),
  within(
    just('visit Mr Jean-Louis for the knee', n('11-12 14:00')),
    newYork('sorry is the shoulder not the knee', rename(ctx, 'visit Mr Jean-Louis for the shoulder')),
  ),
  newYork(
    'please change the name of the medicare paper task, put "sign plan of care for Mrs Pierre"',
    rename(words('medicare paper'), 'sign plan of care for Mrs Pierre'),
  ),
  within(just('call supplier'), newYork('Change to: call herb supplier about huang qi.', rename(ctx, 'call herb supplier about huang qi'))),
  within(shown('Mr Lee 11am', 'order moxa rolls', 'pay rent'), newYork('2 wrong. Not rolls, sticks.', rename(num(2), 'order moxa sticks'))),
  within(
    just('telehealth with Dana', n('11-12 15:00')),
    newYork(
      "Oh wait, I just realized I typed the wrong name on that one. It's Diana, not Dana. Dana is my Tuesday client doing the low-FODMAP plan and Diana is the new gestational diabetes referral from Dr. Klein, so please fix it before I confuse myself tomorrow",
      rename(ctx, 'telehealth with Diana'),
    ),
  ),
  newYork(
    'Can you change the newsletter task so it reads "write December newsletter: holiday eating guide"? The old name was so vague that I keep skipping past it',
    rename(words('newsletter'), 'write December newsletter: holiday eating guide'),
  ),
  // New York: look like renames, change nothing (or a decision)
  newYork("we're renaming the thursday 6pm to Slow Flow Thursdays, cute right??", NO_CHANGE, decision),
  within(
    just('call Mrs Baptiste about her exercises'),
    newYork('she marry again so now she is Mrs Toussaint, but everybody still call her Baptiste', NO_CHANGE),
  ),
];

export const HUNDREDELEVENTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs in one voice note
  london(
    "right so voice note while I've got five mins between patients. the couch in room 2 is making that clunking noise again so I need to ring the Plinth people about a service, then I've got to write up Mrs Dando's discharge letter for her GP by friday, and can you remind me at half 5 to book the hydro pool for december because the leisure centre only opens bookings today. ok back in",
    [
      task('ring the Plinth people about a service'),
      task("write up Mrs Dando's discharge letter for her GP", l('11-13')),
      task('book the hydro pool for december', l('11-11 17:30')),
    ],
  ),
  london(
    "mate what a day. compressor died at 11 so we cancelled the whole afternoon list, sent the nurses home. need to get the compressor engineer out asap, ring the patients we cancelled to rebook them, and email the area team that we'll be short on UDAs this month",
    [
      task('get the compressor engineer out', null, { important: true }),
      task('ring the patients we cancelled to rebook them'),
      task("email the area team that we'll be short on UDAs this month"),
    ],
  ),
  london(
    "I've had three clients back to back and I'm quite drained. Note to self though - I need to email Anne to move supervision, and I should write up the notes for B and K before I leave the room tonight. Honestly I could do with a long bath",
    [task('email Anne to move supervision'), task('write up the notes for B and K')],
    [task('email Anne to move supervision'), task('write up the notes for B and K', l('11-11 20:00'))],
  ),
  london(
    'Good afternoon. Today is very busy in the shop, the flu jab queue is long since morning, my feet are paining me. Please I need to order more flu vaccine from the wholesaler before Friday, also call the locum agency for cover for my holiday, and remind me tomorrow morning to check the controlled drugs register.',
    [
      task('order more flu vaccine from the wholesaler', l('11-13')),
      task('call the locum agency for cover for my holiday'),
      task('check the controlled drugs register', l('11-12 09:00')),
    ],
    [
      task('order more flu vaccine from the wholesaler', l('11-12')),
      task('call the locum agency for cover for my holiday'),
      task('check the controlled drugs register', l('11-12 09:00')),
    ],
  ),
  london(
    'ok so bootcamp this morning was carnage, rained sideways, only 4 turned up, cwtches all round for the brave ones tho. anyway need to message the no-shows about the makeup session, order more resistance bands, and pay the gym rent by the end of the month before Gethin moans at me again',
    [task('message the no-shows about the makeup session'), task('order more resistance bands'), task('pay the gym rent', l('11-30'))],
  ),
  london(
    "i'm so behind. notes from Monday still not done, exercises for the three new patients not sent, HMRC hanging over me like a cloud. can you just put down: finish monday's notes, send physitrack to the new ones, and sort the tax return by end of jan",
    [task("finish monday's notes"), task('send physitrack to the new ones'), task('sort the tax return', l('2027-01-31'))],
    [
      task("finish monday's notes"),
      task('send physitrack to the new ones'),
      task('sort the tax return', l('2027-01-31')),
      talk('overwhelmed'),
    ],
  ),
  london(
    "so um K texted asking if she can move to thursdays, which I think works, so can you remind me tomorrow morning to confirm with K that thursdays at 4 are fine, and also to update my availability on the Counselling Directory, it's been wrong for weeks",
    [task('confirm with K that thursdays at 4 are fine', l('11-12 09:00')), task('update my availability on the Counselling Directory')],
    [
      task('confirm with K that thursdays at 4 are fine', l('11-12 09:00')),
      task('update my availability on the Counselling Directory', l('11-12 09:00')),
    ],
  ),
  london(
    'Ndo, long day o. I must finish the MUR for Mr Adeyemi tomorrow, I did not have time today. Also I need to call Sigma about the wrong invoice. And buy printer paper for the shop, we are almost finish',
    [task('finish the MUR for Mr Adeyemi', l('11-12')), task('call Sigma about the wrong invoice'), task('buy printer paper for the shop')],
  ),
  // London: decisions in a ramble
  london(
    "so after the whole saga with the lab in Leeds I've told Aisha we're switching to the Stockport lab from December. they're a bit dearer but they actually turn stuff round in a week. done, not thinking about it anymore",
    decision,
  ),
  london(
    'I have think about it well well. We will not do the travel clinic this winter, the training cost too much and my wife say I am working too hard already. So that one is final.',
    decision,
  ),
  london(
    "right decided, I'm stopping the 6am tuesday bootcamp over winter, it's pitch black on the prom and nobody's coming anyway. need to tell the group chat and refund the block bookings",
    [decision, task('tell the group chat'), task('refund the block bookings')],
  ),
  // London: rambles with no job
  london(
    'honestly had the loveliest moment today, Mr Keane walked in without his stick for the first time since his op, his wife cried, I nearly cried. this is why I do this job',
    NO_CHANGE,
  ),
  london(
    "NHS contract letter came today. they want more UDAs next year for the same money. I genuinely don't know how small practices are meant to survive this. rant over",
    NO_CHANGE,
  ),
  london(
    "been sitting with something from supervision today. Anne said I hold too much for clients between sessions and she's right, I carry them home on the train. not sure what to do with that yet, just wanted to put it somewhere",
    NO_CHANGE,
    note,
  ),
  london(
    'bore da! just did a sunrise run on the prom and the sea was like glass, feel like a new woman. no jobs, just happy 😊',
    NO_CHANGE,
  ),

  // New York: several jobs in one voice note
  newYork(
    'Ok dictating this between patients. Need to call Horizon about the three denied claims from October, have the front desk confirm the new patients for tomorrow, and send the X-ray referral for Mr. Kowalski to Hudson Imaging by Friday. Also coffee. Mostly coffee.',
    [
      task('call Horizon about the three denied claims from October'),
      task('have the front desk confirm the new patients for tomorrow'),
      task('send the X-ray referral for Mr. Kowalski to Hudson Imaging', n('11-13')),
    ],
  ),
  newYork(
    "Quick one before my 10:30. Remind me at noon to call Dr. Feld about the Ruiz MRI, and at 4 to sign off on the front desk's billing batch. Then tomorrow order more table paper",
    [
      task('call Dr. Feld about the Ruiz MRI', n('11-11 12:00')),
      task("sign off on the front desk's billing batch", n('11-11 16:00')),
      task('order more table paper', n('11-12')),
    ],
  ),
  newYork(
    "ok brain dump!! need to post the december schedule on mindbody by the 20th, email the landlord about the heat in studio B (AGAIN), and figure out who's covering priya's classes while she's in bali. oh and order more blocks, we're down to like 6",
    [
      task('post the december schedule on mindbody', n('11-20')),
      task('email the landlord about the heat in studio B'),
      task("figure out who's covering priya's classes while she's in bali"),
      task('order more blocks'),
    ],
  ),
  newYork(
    'honestly drowning. two teachers quit this week, landlord wants an answer on the lease by dec 1, class pack sales are way down. can you put in: post teacher job listing, call the lawyer about the lease, pull the class pack numbers from mindbody',
    [task('post teacher job listing'), task('call the lawyer about the lease'), task('pull the class pack numbers from mindbody')],
    [
      task('post teacher job listing'),
      task('call the lawyer about the lease'),
      task('pull the class pack numbers from mindbody'),
      talk('overwhelmed'),
    ],
  ),
  newYork(
    "ok so today I have 5 visit, the traffic on Flatbush Ave is terrible. I need to call Mrs Pierre daughter for the walker, and fax the plan of care to Dr. Etienne before Friday, and tomorrow 8 o'clock morning pick up the theraband at the supply store",
    [
      task('call Mrs Pierre daughter for the walker'),
      task('fax the plan of care to Dr. Etienne', n('11-13')),
      task('pick up the theraband at the supply store', n('11-12 08:00')),
    ],
    [
      task('call Mrs Pierre daughter for the walker'),
      task('fax the plan of care to Dr. Etienne', n('11-12')),
      task('pick up the theraband at the supply store', n('11-12 08:00')),
    ],
  ),
  newYork(
    'Hello. For tomorrow please: 9am Mrs Pierre, 11am Mr Joseph, 2pm the new patient in Crown Heights, Mr Dorval. And tonight I must write the visit notes.',
    [
      task('Mrs Pierre', n('11-12 09:00')),
      task('Mr Joseph', n('11-12 11:00')),
      task('the new patient in Crown Heights, Mr Dorval', n('11-12 14:00')),
      task('write the visit notes', n('11-11 20:00')),
    ],
  ),
  newYork('Busy day. 8 patients. Tomorrow call supplier for dang gui. Friday pay rent. Buy new needles too.', [
    task('call supplier for dang gui', n('11-12')),
    task('pay rent', n('11-13')),
    task('buy new needles'),
  ]),
  newYork(
    "Okay so this is going to be a long one, sorry in advance. I had back to back telehealth calls all morning and the platform kept freezing, which was stressful, and then Marcus told me he's been skipping breakfast again, which, fine, we'll work on it. Anyway, things I need to do: update Marcus's meal plan to add a grab-and-go breakfast option, send Diana the gestational diabetes handout by tomorrow, and draft the December newsletter by the 20th because I promised subscribers a holiday eating guide. I should probably also look into a backup video platform at some point, not urgent though.",
    [
      task("update Marcus's meal plan to add a grab-and-go breakfast option"),
      task('send Diana the gestational diabetes handout', n('11-12')),
      task('draft the December newsletter', n('11-20')),
    ],
    [
      task("update Marcus's meal plan to add a grab-and-go breakfast option"),
      task('send Diana the gestational diabetes handout', n('11-12')),
      task('draft the December newsletter', n('11-20')),
      task('look into a backup video platform'),
    ],
  ),
  // New York: decisions in a ramble
  newYork(
    "Talked it over with my wife and my accountant last night about Horizon. We're going out of network with them starting January. The paperwork is brutal and the reimbursement is a joke.",
    decision,
  ),
  newYork('I think long time. No more herbs from the Flushing supplier. Quality not good. Canal Street one from now.', decision),
  newYork(
    "After a lot of back and forth I've decided to raise my package prices in January, from $450 to $525 for the three-month program. It's been three years and everything costs more, including my rent. So I need to update the pricing page on my website and write a short email to current clients about it, they're grandfathered in until renewal.",
    [decision, task('update the pricing page on my website'), task('write a short email to current clients about it')],
  ),
  // New York: rambles with no job
  newYork(
    'i taught the 7pm last night and there were 31 people in the room. 31!! two years ago it was me and 3 regulars and a space heater. anyway just feeling grateful this morning',
    NO_CHANGE,
  ),
  newYork(
    'mwen fatige anpil. Mr Joseph he walk to the corner store today by himself, first time since the stroke. his wife make me take coffee and cake. this is why I do this work',
    NO_CHANGE,
  ),
  newYork(
    "I just want to vent for a second. A client I've worked with for eight months told me she's going to try some influencer's detox tea program instead, after all the progress we made with her blood sugar. I know it's her choice and I said all the right things on the call, but I'm sitting here feeling like what was the point. Okay. I'm okay. I just needed to say it to someone who isn't my husband.",
    NO_CHANGE,
  ),
  newYork('Rain all day. Half patients cancel. I drink tea, read book. Not bad.', NO_CHANGE),
];

export const HUNDREDELEVENTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('the couch', unclear),
  london('hydro pool thurs?', unclear),
  london('Physitrack', unclear),
  london('compressor again', unclear, NO_CHANGE),
  london('lab 2moro', unclear),
  london('supervision', unclear),
  london('notes for', unclear, NO_CHANGE),
  london('locum 28', unclear),
  london('Abeg that thing', unclear),
  london('Gethin 5', unclear),
  // London: two readings
  london('bootcamp sat or sun', unclear),
  within(shown('order couch roll', 'write up Keane notes', 'call the leisure centre re hydro slot'), london('the notes', unclear)),
  within(which('email Anne re supervision', 'email Anne re the room'), london('Anne', unclear)),
  within(just('book the locum for Saturday', l('11-14')), london('sunday', unclear)),
  within(reminded('ring the patients we cancelled to rebook them', l('11-11 15:00')), london('some of them', unclear, NO_CHANGE)),

  // New York: too little to act on
  newYork('Kowalski', unclear),
  newYork('x-ray tmrw', unclear),
  newYork('front desk!!', unclear),
  newYork('mindbody', unclear),
  newYork('the sub thing', unclear),
  newYork('Mrs Pierre 3', unclear),
  newYork('walker', unclear),
  newYork('Herbs.', unclear),
  newYork('Supplier Fri?', unclear),
  newYork('Can you', unclear, NO_CHANGE),
  // New York: two readings
  within(just('email the landlord about the heat', n('11-12')), newYork('or friday?', unclear)),
  within(which('call Mrs Pierre daughter', 'visit Mrs Pierre'), newYork('Pierre', unclear)),
  within(shown('Mr Lee 11am', 'order moxa', 'pay rent', 'call supplier'), newYork('Later.', unclear)),
  newYork('wait did I already tell you about the newsletter or not? because if not I need to add it and if I did can you move it', unclear),
  newYork('remind me', unclear),
];
