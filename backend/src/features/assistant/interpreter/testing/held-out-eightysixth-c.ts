import type { Intent } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  decision,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
  unclear,
  within,
  words,
} from './held-out-kit';

/**
 * The people: on London time, a personal trainer in Manchester (PT sessions, programmes, check-ins),
 * a physiotherapist in Edinburgh (clinic slots, notes, insurers), a doula in Bath (births on call,
 * antenatal visits), a dog walker in Clapham (walks, keys, new clients), a childminder in Sheffield
 * (Ofsted, pick-ups, parents), a counsellor in Norwich (supervision, clients, notes) and a hair braider
 * in Peckham who writes some Nigerian Pidgin (appointments, hair orders, deposits); on New York time,
 * a yoga teacher in Williamsburg (classes, subs, retreats), a massage therapist on the Upper West Side
 * (clients, linens, licence renewal), the owner of a home-health-aide agency in Flatbush who writes
 * some Haitian Kreyòl (aides, shifts, Medicaid paperwork), a dog groomer in Park Slope, an SAT tutor in
 * Forest Hills (students, parents, practice tests), a nail-salon owner in Flushing whose first language
 * is Korean, and a boxing coach in the South Bronx (fighters, gym rent, fight nights).
 */

const talked = (title: string, due: string | null = null) => ({ current: { title, due } });
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});
const shown = (...titles: string[]) => ({ listed: titles });
const askBack: Intent = { kind: 'ask', text: '', options: [] };

export const EIGHTYSIXTH_RENAME: HeldOutItem[] = [
  // London
  london(
    "rename 'programme for dan' to 'dan 12 wk hypertrophy programme'",
    rename(words('programme for dan'), 'dan 12 wk hypertrophy programme'),
  ),
  within(
    talked('Check-in with Leanne', l('11-12 18:00')),
    london("actually call that leanne's monthly check in", rename(ctx, "leanne's monthly check in")),
  ),
  london(
    "change the title of the bupa one to 'send Bupa pre-auth for Mr Fraser'",
    rename(words('bupa'), 'send bupa pre-auth for mr fraser'),
  ),
  within(
    shown('Write up notes', 'Call AXA re Mrs Doig', 'Order theraband'),
    london('no 3 should say order theraband AND kinesio tape', rename(num(3), 'order theraband and kinesio tape')),
  ),
  london(
    "can u change 'visit Amy' to 'antenatal visit Amy & Tom, birth plan'",
    rename(words('visit amy'), 'antenatal visit amy & tom, birth plan'),
  ),
  london("Amy's changed the baby's name from Rose to Willow lol, so cute", NO_CHANGE),
  within(
    reminded('Pick up keys from Mrs Patel', l('11-11 16:00')),
    london("it's not mrs patel its mrs pathak, fix the name pls", rename(ctx, 'pick up keys from mrs pathak')),
  ),
  london(
    'retitle new client meet to: meet Biscuit (cockapoo) + owner on Lavender Hill',
    rename(words('new client meet'), 'meet biscuit (cockapoo) + owner on lavender hill'),
  ),
  london("the ofsted task, can you call it 'ofsted SEF update' instead", rename(words('ofsted'), 'ofsted sef update')),
  within(
    talked("Ring Jade's mum", l('11-11 17:30')),
    london("sorry i meant jade's DAD not mum, can you change it", rename(ctx, "ring jade's dad")),
  ),
  london(
    "supervision prep -> change wording to 'prep case for supervision with Helen'",
    rename(words('supervision prep'), 'prep case for supervision with helen'),
  ),
  london('a client asked to go by Sam now instead of Samantha, already updated it in her file', NO_CHANGE),
  london(
    "abeg change 'knotless for Tolu' to 'knotless braids Tolu waist length, 2 packs extra'",
    rename(words('knotless for tolu'), 'knotless braids tolu waist length, 2 packs extra'),
  ),
  within(
    talked('Order hair from supplier'),
    london("make am 'order 6 packs expression hair from Ola' abeg", rename(ctx, 'order 6 packs expression hair from ola')),
  ),
  london('change the PT session with dan to 6pm not 5', move(words('pt session with dan'), null, '18:00')),
  // New York
  newYork(
    "rename sub for thurs to 'find sub for thursday 7am vinyasa'",
    rename(words('sub for thurs'), 'find sub for thursday 7am vinyasa'),
  ),
  within(
    shown('Email retreat deposits', 'Post schedule', 'Mat cleaning'),
    newYork("can #2 be 'post december schedule on insta'", rename(num(2), 'post december schedule on insta')),
  ),
  newYork(
    "change 'license' to 'renew NY massage license, CE hours first'",
    rename(words('license'), 'renew ny massage license, ce hours first'),
  ),
  within(
    talked('Linens'),
    newYork("call that one 'drop linens at laundry on amsterdam ave'", rename(ctx, 'drop linens at laundry on amsterdam ave')),
  ),
  newYork(
    "chanje non 'paperwork' la pou 'Medicaid recert for Mme Joseph' svp",
    rename(words('paperwork'), 'medicaid recert for mme joseph'),
  ),
  within(
    reminded('Call aide about Saturday shift', n('11-11 10:00')),
    newYork('se pa "aide", se Marie-Claude. put her name in it pls', rename(ctx, 'call marie-claude about saturday shift')),
  ),
  newYork(
    "the one that just says 'poodle' change it to 'Waffles the poodle, full groom + teeth'",
    rename(words('poodle'), 'waffles the poodle, full groom + teeth'),
  ),
  newYork('lady renamed her doodle from Max to Maximus, very fancy now', NO_CHANGE),
  newYork("rename practice test to grade Ethan's practice test 4", rename(words('practice test'), "grade ethan's practice test 4")),
  within(
    talked('Email parents', n('11-12 12:00')),
    newYork(
      "be more specific, make it 'email the Chens about March SAT registration'",
      rename(ctx, 'email the chens about march sat registration'),
    ),
  ),
  newYork(
    "please change name of 'gel order' → 'order gel polish from supplier 30 color'",
    rename(words('gel order'), 'order gel polish from supplier 30 color'),
  ),
  within(
    shown('Call Mrs Lee about deposit', 'Order towels', 'Fix pedicure chair'),
    newYork('number 1 name is wrong, is Mrs Kim not Mrs Lee', rename(num(1), 'call mrs kim about deposit')),
  ),
  newYork(
    "change 'fight night' task to say 'book ring and judges for fight night'",
    rename(words('fight night'), 'book ring and judges for fight night'),
  ),
  newYork("we changin the gym name to South Bronx Boxing Club next year, it's decided", NO_CHANGE, [decision]),
  within(
    talked('Pay gym rent', n('11-13 12:00')),
    newYork("put 'pay gym rent $2400 to Ray' as the name", rename(ctx, 'pay gym rent $2400 to ray')),
  ),
];

export const EIGHTYSIXTH_REMOVE: HeldOutItem[] = [
  // London
  london("delete the check-in with Gaz, he's quit the gym", remove(words('check-in with gaz'))),
  within(reminded('Write programme for Priya', l('11-11 15:00')), london('bin it, she cancelled her 10 session package', remove(ctx))),
  london('remove the AXA call from my list pls, not needed', remove(words('axa call'))),
  within(
    shown('Notes for Mr Fraser', 'Order ultrasound gel', 'Bupa invoice', 'Clinic rota'),
    london('take 2 and 4 off the list', [remove(num(2)), remove(num(4))]),
  ),
  london('cancel the antenatal visit with Jess, baby came early!! 🎉', remove(words('antenatal visit with jess'))),
  london("my client's waters broke at 2 and she cancelled everything, I'm on my way to the RUH", NO_CHANGE),
  within(talked('Walk Bruno', l('11-11 16:00')), london("scrap that, owner's wfh today so bruno's sorted", remove(ctx))),
  london("get rid of the key handover thing, Tom's keeping the spare", remove(words('key handover'))),
  london("forget the pick up for Olly on fri, his nan's getting him", remove(words('pick up for olly'))),
  london('had to cancel the soft play trip bc of the rain, kids gutted', NO_CHANGE, remove(words('soft play trip'))),
  within(
    reminded('Ofsted self-evaluation form', l('11-11 15:00')),
    london("not needed anymore, inspector said it's optional — delete", remove(ctx)),
  ),
  within(
    shown('Supervision with Helen', 'Invoice EAP', 'Write up session notes'),
    london("the first one's not happening this month, remove it", remove(num(1))),
  ),
  london("please delete 'book CPD course', I'm not doing it this year", remove(words('book cpd course'))),
  london('remove it', [unclear], [askBack]),
  london('comot the deposit reminder for Funmi, she don pay finally', remove(words('deposit')), done(words('deposit'))),
  within(reminded('Cornrows for Ada', l('11-11 15:00')), london('she don cancel o, remove am', remove(ctx))),
  // New York
  newYork('delete retreat flyer task, Maya is doing it', remove(words('retreat flyer'))),
  within(talked('Find sub for Sat 9am', n('11-12 12:00')), newYork('nvm cancel that, I can teach it myself now', remove(ctx))),
  newYork('remove linen order, found a whole box of sheets in the closet', remove(words('linen order'))),
  newYork('client cancelled her 4pm so I am just sitting here lol', NO_CHANGE),
  within(shown('CE course', 'Call Mrs. Albers', 'Buy oil', 'Update website'), newYork('drop the last one', remove(num(4)))),
  newYork("efase 'call Fenol about tues shift' la, li pa travay avek nou anko", remove(words('call fenol about tues shift'))),
  within(
    reminded('Fax Medicaid forms for Mr Pierre', n('11-11 10:00')),
    newYork('pa bezwen, he passed away last night. take it off', remove(ctx)),
  ),
  newYork("pls remove the nail trim for Coco, owner's moving to Jersey", remove(words('nail trim for coco'))),
  newYork('no more bath for Murphy thurs, delete', remove(words('bath for murphy'))),
  newYork("take 'call Priya's dad' off my list, we talked at pickup", remove(words("call priya's dad")), done(words("call priya's dad"))),
  within(
    shown('Grade Ethan test 3', 'Order prep books', 'Email Mrs Chen'),
    newYork('can you delete 2 and 3', [remove(num(2)), remove(num(3))]),
  ),
  newYork("cancel task 'order new pedicure chair', too expensive this year", remove(words('order new pedicure chair'))),
  newYork('customer cancel appointment 2 times already, so annoying', NO_CHANGE),
  within(talked('Weigh-in for Luis', n('11-13 09:00')), newYork("fight's off, kill that", remove(ctx))),
  newYork('scratch the fight night task, promoter pulled out', remove(words('fight night'))),
  within(
    shown('Bath Murphy', 'Order shampoo', 'Clean clippers'),
    newYork('shampoo one can go, chewy already sent it', remove(num(2)), remove(words('shampoo')), done(num(2)), done(words('shampoo'))),
  ),
];

export const EIGHTYSIXTH_DONE: HeldOutItem[] = [
  // London
  within(reminded('Send Leanne her programme', l('11-11 15:00')), london('sent ✅', done(ctx))),
  london("done dan's check in", done(words("dan's check in"))),
  within(
    shown('Check-in Leanne', 'Book studio', 'Invoice Gaz'),
    london('1 and 3 done, studio tmrw', [done(num(1)), done(num(3))], [done(num(1)), done(num(3)), move(num(2), '2026-11-12', null)]),
  ),
  within(reminded('Call Bupa re Mr Fraser', l('11-11 14:30')), london('yes spoke to them, pre-auth approved for 6 sessions', done(ctx))),
  london('tick off the clinic rota, sent it round this morning', done(words('clinic rota'))),
  london('my patient did all her exercises this week, so proud of her', NO_CHANGE),
  within(
    reminded('Antenatal visit with Priya', l('11-11 14:00')),
    london('just left hers, went really well, birth plan all written up', done(ctx)),
  ),
  london('birth pool hire sorted', done(words('birth pool hire'))),
  within(
    shown('Walk Bruno', 'Walk Luna & Max', 'Drop keys at no. 42'),
    london('did the first two, keys later', [done(num(1)), done(num(2))]),
  ),
  london('walked luna ✔️', done(words('luna'))),
  within(reminded('Pick up Olly from school', l('11-11 15:15')), london('got him', done(ctx))),
  london('all the kids have been picked up, house is finally quiet 😮‍💨', NO_CHANGE),
  within(
    reminded('Write up notes for 2pm client', l('11-11 15:00')),
    london("done, and i've booked supervision too", [done(ctx)], [done(ctx), done(words('supervision'))]),
  ),
  london('tick off the EAP invoice pls', done(words('eap invoice'))),
  london('Tolu don pay her deposit, mark am done', done(words('tolu'))),
  within(shown('Order hair from Ola', 'Deposit from Funmi', 'Clean station'), london('I don finish number 3', done(num(3)))),
  london('customer say she go pay balance when she come saturday', NO_CHANGE),
  // New York
  within(reminded('Email retreat deposits', n('11-11 09:00')), newYork('yep did it this am', done(ctx))),
  newYork('sub for saturday is found!! Jess is covering', done(words('sub for saturday'))),
  within(
    shown('Post schedule', 'Order blocks', 'Call studio owner'),
    newYork('all 3 done, finally', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  newYork('license renewed 🙌', done(words('license'))),
  within(reminded('Drop linens at laundry', n('11-11 09:30')), newYork('dropped em off on my way in', done(ctx))),
  newYork('did a 90 min deep tissue back to back, my forearms are dead', NO_CHANGE),
  within(reminded('Submit Medicaid timesheets', n('11-11 10:00')), newYork('fini, m voye yo deja', done(ctx))),
  newYork('Marie-Claude shift confirmed, cross it off', done(words('marie-claude'))),
  newYork('aide la fini shift li a 8h, tout bagay anfòm', NO_CHANGE),
  newYork('finished waffles, owner picking up at 3', done(words('waffles'))),
  within(
    shown('Groom Coco', 'Bath Murphy', 'Sharpen blades'),
    newYork('coco and murphy done', [done(num(1)), done(num(2))], [done(words('coco')), done(words('murphy'))]),
  ),
  within(reminded('Grade Ethan practice test 4', n('11-11 10:00')), newYork('graded. he got 1380 👀', done(ctx))),
  newYork('called the Chens', done(words('chens'))),
  newYork('Maya finished her practice test in 2h50, timing way better', NO_CHANGE),
  within(reminded('Order gel polish', n('11-11 10:00')), newYork('already order yesterday, done', done(ctx))),
  newYork('I finish pay the rent for salon', done(words('rent'))),
  within(talked('Pay gym rent', n('11-13 12:00')), newYork('paid', done(ctx))),
  newYork('Luis made weight, check that off', done(words('luis'))),
  newYork('my guy finished him in the 2nd round!!', NO_CHANGE),
  newYork('done', [unclear], [askBack]),
];

const which = (...options: string[]) => ({ pending: { about: 'which_task' as const, options } });
const choose = (question: string, ...options: string[]) => ({
  pending: { about: 'dilemma_choice' as const, question, options },
});
const matters = (question: string, ...options: string[]) => ({
  pending: { about: 'dilemma_matters' as const, question, options },
});
const needsOptions = (question: string) => ({ pending: { about: 'dilemma_options' as const, question } });
const asked = (question: string, ...options: string[]) => ({ pending: { about: 'other' as const, question, options } });

export const EIGHTYSIXTH_ANSWER: HeldOutItem[] = [
  // London
  within(which('Check-in with Leanne', 'Check-in with Dan'), london('dan', answer(2))),
  within(which('Call Bupa re Mr Fraser', 'Call AXA re Mrs Doig'), london('the axa one', answer(2))),
  within(which('Antenatal visit Amy', 'Antenatal visit Jess'), london('first', answer(1))),
  within(which('Walk Bruno', 'Walk Biscuit', 'Walk Luna'), london('biscuit obvs', answer(2))),
  within(which('Pick up Olly', 'Pick up Mia'), london('neither, it was Jade i picked up today', answer(null))),
  within(which('Ofsted SEF update', 'Ofsted training certificate'), london('the certificate 1', answer(2))),
  within(
    choose('Should I take on a Saturday client or keep weekends free?', 'Take the Saturday client', 'Keep weekends free'),
    london("i'll keep my weekends, i need the rest more than the money", answer(2)),
  ),
  within(
    choose('Should I take on a Saturday client or keep weekends free?', 'Take the Saturday client', 'Keep weekends free'),
    london('not yet, want to sleep on it and talk to Helen in supervision', answer(null)),
  ),
  within(
    needsOptions('Should I raise my prices?'),
    london('either go up to £180 for knotless or keep am £150 and add £20 for waist length', answer(null)),
  ),
  within(
    choose('Should I raise my prices?', '£180 for knotless', '£150 plus £20 for length'),
    london('na the second one I go do, my regulars no go vex', answer(2)),
  ),
  within(
    matters('Should I hire a second physio or extend my hours?', 'Hire a second physio', 'Extend my hours'),
    london('mainly not burning out tbh, and cash flow over jan', answer(null)),
  ),
  within(
    asked('Which day suits for the Biscuit meet?', 'Thursday', 'Friday'),
    london('fri is better, after my 11 o clock walk', answer(2)),
  ),
  within(
    choose('Should I move my PT sessions to the new gym?', 'Move to the new gym', 'Stay at the current gym'),
    london('stay put. rent at the new place is mad', answer(2)),
  ),
  within(which('Antenatal visit Amy', 'Birth pool hire'), london('none of them, I meant the postnatal one with Jess', answer(null))),
  within(which('Walk Bruno', 'Walk Luna'), london('both actually', [answer(null)], [done(num(1)), done(num(2))])),
  // New York
  within(which('Find sub for Thursday', 'Find sub for Saturday'), newYork('saturday', answer(2))),
  within(
    choose('Tulum retreat or Catskills retreat?', 'Tulum', 'Catskills'),
    newYork('catskills. cheaper for everyone + no passport drama', answer(2)),
  ),
  within(which('Call Mrs. Albers', 'Call Mr. Albers'), newYork('Mrs', answer(1))),
  within(
    needsOptions('Should I rent a second room?'),
    newYork('idk honestly, either the room on 72nd or just keep doing house calls', answer(null)),
  ),
  within(which('Medicaid recert Mme Joseph', 'Medicaid recert Mr Pierre'), newYork('dezyèm nan', answer(2))),
  within(
    choose('Hire two more aides or pay overtime?', 'Hire two more aides', 'Pay overtime'),
    newYork('n ap anboche yo. hire them, overtime ap touye m', answer(1)),
  ),
  within(which('Groom Coco', 'Groom Cooper'), newYork('cooper the goldendoodle', answer(2))),
  within(
    choose('Buy a new grooming table or fix the old one?', 'Buy the new table', 'Fix the old one'),
    newYork("ugh don't know yet", answer(null)),
  ),
  within(which('Email Mrs Chen', 'Email Mr Patel', 'Email the Nguyens'), newYork('last', answer(3))),
  within(
    matters('Group classes or only 1:1?', 'Group classes', 'Only 1:1'),
    newYork("income mostly, but I also don't wanna lose the personal feel w the kids", answer(null)),
  ),
  within(which('Order gel polish', 'Order acrylic powder'), newYork('powder one', answer(2))),
  within(choose('Open on Sundays?', 'Open Sundays', 'Stay closed Sundays'), newYork('open. sunday many customer come', answer(1))),
  within(which('Pay gym rent', 'Pay ring rental'), newYork('gym', answer(1))),
  within(
    choose('Put Luis on the Dec 5 card or wait till January?', 'Dec 5 card', 'Wait till January'),
    newYork("he ain't ready, january", answer(2)),
  ),
  within(asked('Which fighter is the weigh-in for?', 'Luis', 'Dante'), newYork('dante', answer(2))),
];
