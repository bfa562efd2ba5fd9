import type { ConversationState, Intent } from '../intent';
import {
  answer,
  done,
  type HeldOutItem,
  HELP,
  inMinutes,
  l,
  list,
  london,
  move,
  n,
  newYork,
  NO_CHANGE,
  num,
  question,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  talk,
  task,
  UNDO,
  unclear,
  within,
  words,
  decision,
  dilemma,
  note,
} from './held-out-kit';
import {
  TWELFTH_AGENDA,
  TWELFTH_BARE,
  TWELFTH_DECISIONS,
  TWELFTH_DILEMMAS,
  TWELFTH_FREE_TIME,
  TWELFTH_PRIORITIES,
  TWELFTH_RAMBLES,
  TWELFTH_RECALLS,
  TWELFTH_RECURRING,
  TWELFTH_STATEMENTS,
  TWELFTH_UNCLEAR,
} from './held-out-twelfth-b';

/**
 * The twelfth held-out set: people from trades no earlier set imagined (a practice-owning dentist,
 * a location scout, a youth football coach, a fundraiser, a tree surgeon, a nail technician, a solo
 * accountant in tax season, a boat repairer, a course creator, a pest controller, a DJ, a property
 * manager in New Jersey), read at HELD_OUT_NOW. Written without looking at the reader; never edited
 * to match it.
 */

/** A reminder daily just sent about `title`, waiting on DONE / SNOOZE / SKIP / STUCK. */
const reminder = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** A task daily has just added or changed, nothing pending. */
const justAdded = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
/** A question back instead of a guess: either way nothing changes and daily asks. */
const asked: Intent = { kind: 'ask', text: '', options: [] };
const whichOf = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const TWELFTH_ASKS: HeldOutItem[] = [
  london('remind me to ring the dental lab tmrw at 10', task('ring the dental lab', l('11-12 10:00'))),
  newYork(
    'need to text the Hoboken tenants about the boiler shutoff by 4 today',
    task('text the Hoboken tenants about the boiler shutoff', n('11-11 16:00')),
  ),
  london(
    'chase the deposit for the oak job from mrs patel friday half 9',
    task('chase the deposit for the oak job from mrs patel', l('11-13 09:30')),
  ),
  london('book the van in for its MOT on the 20th', task('book the van in for its MOT', l('11-20 12:00'))),
  newYork('remind me in 45 min to move the car', task('move the car', inMinutes(45))),
  london('order gel refills b4 noon tmrw', task('order gel refills', l('11-12 12:00'))),
  newYork(
    'call the insurance adjuster first thing tomorrow',
    task('call the insurance adjuster', n('11-12 09:00')),
    task('call the insurance adjuster', n('11-12 08:00')),
  ),
  london(
    'send the gala seating plan to Fiona EOD',
    task('send the gala seating plan to Fiona', l('11-11 17:00')),
    task('send the gala seating plan to Fiona', l('11-11 18:00')),
  ),
  london(
    'remind me at quarter to 6 to grab the kit bags from the clubhouse',
    task('grab the kit bags from the clubhouse', l('11-11 17:45')),
  ),
  newYork('wire the deposit to the marina on 12/4', task('wire the deposit to the marina', n('12-04 12:00'))),
  london('renew my pest control licence on 4/12', task('renew my pest control licence', l('12-04 12:00'))),
  newYork(
    'upload module 3 of the course in 2 days',
    task('upload module 3 of the course', n('11-13 10:00')),
    task('upload module 3 of the course', n('11-13 12:00')),
  ),
  london('remind me to put the mince pie order in on christmas eve at 8am', task('put the mince pie order in', l('12-24 08:00'))),
  newYork('pay the estimated tax the monday after thanksgiving', task('pay the estimated tax', n('11-30 12:00'))),
  london(
    'ring the hire place about the stump grinder at twenty past 8 tomorrow morning',
    task('ring the hire place about the stump grinder', l('11-12 08:20')),
  ),
  newYork('I need to email the film permit office by thursday noon', task('email the film permit office', n('11-12 12:00'))),
  london(
    'in a fortnight remind me to check the flour supplier invoice',
    task('check the flour supplier invoice', l('11-25 15:00')),
    task('check the flour supplier invoice', l('11-25 12:00')),
  ),
  newYork('test the new decks at 7 tonight', task('test the new decks', n('11-11 19:00'))),
  london(
    'at 11 am tomorrow call back the couple about the wedding shoot',
    task('call back the couple about the wedding shoot', l('11-12 11:00')),
  ),
  newYork(
    'follow up w the hvac guy a week from today',
    task('follow up w the hvac guy', n('11-18 10:00')),
    task('follow up w the hvac guy', n('11-18 12:00')),
    task('follow up with the hvac guy', n('11-18 10:00')),
    task('follow up with the hvac guy', n('11-18 12:00')),
  ),
  london('send my case notes to the supervisor on tuesday the 17th at 2', task('send my case notes to the supervisor', l('11-17 14:00'))),
  newYork(
    'restock the acrylic powders next tuesday',
    task('restock the acrylic powders', n('11-17 12:00')),
    task('restock the acrylic powders', n('11-24 12:00')),
  ),
  london(
    'invoice the production company for the recce days on the 1st',
    task('invoice the production company for the recce days', l('12-01 12:00')),
  ),
  newYork('call the boatyard after lunch tmrw', task('call the boatyard', n('11-12 13:00')), task('call the boatyard', n('11-12 14:00'))),
  london(
    'get the grant report to the trustees by the end of the month',
    task('get the grant report to the trustees', l('11-30 12:00')),
    task('get the grant report to the trustees', l('11-30 17:00')),
  ),
  newYork('10 mins from now remind me to flip the laundry lol', task('flip the laundry', inMinutes(10))),
  london('2027-01-15 renew the practice indemnity insurance', task('renew the practice indemnity insurance', l('2027-01-15 12:00'))),
  newYork('call the client in london at 3pm gmt tomorrow', task('call the client in london', n('11-12 10:00'))),
  london('pick up the spare chainsaw chain at 8 in the morning on saturday', task('pick up the spare chainsaw chain', l('11-14 08:00'))),
  newYork('remind me Dec 3rd to renew the venue booking', task('renew the venue booking', n('12-03 12:00'))),
  // A Brit in New York who keeps writing the day first, and a New Yorker in London who does not.
  { ...newYork('send the Boston invoice on 3/12', task('send the Boston invoice', n('12-03 12:00'))), dayFirst: true },
  { ...london('call the Chicago producer 12/3 at 4pm', task('call the Chicago producer', l('12-03 16:00'))), dayFirst: false },
];

export const TWELFTH_SNOOZES: HeldOutItem[] = [
  within(reminder('ring the dental lab', l('11-11 15:00')), london('snooze 30', snoozeFor(30))),
  within(reminder('send the gala seating plan', l('11-11 14:30')), london('gimme 20 mins', snoozeFor(20))),
  within(reminder('text the tenants', n('11-11 10:00')), newYork('in an hour pls', snoozeFor(60))),
  within(
    reminder('call the adjuster', n('11-11 10:00')),
    newYork('not now. tomorrow 9', snoozeUntil(n('11-12 09:00')), move({ by: 'context' }, '2026-11-12', '09:00')),
  ),
  within(reminder('spray the loft at no. 14', l('11-11 15:00')), london('push it 2 hrs', snoozeFor(120))),
  within(
    reminder('call the couple back', l('11-11 15:00')),
    london('remind me again at half 5', snoozeUntil(l('11-11 17:30')), move({ by: 'context' }, null, '17:30')),
  ),
  within(reminder('order the tips', l('11-11 15:00')), london('up a tree, 15 min', snoozeFor(15))),
  within(
    reminder('reconcile the Mendez receipts', n('11-11 10:00')),
    newYork(
      'snooze till monday morning',
      snoozeUntil(n('11-16 09:00')),
      snoozeUntil(n('11-16 08:00')),
      move({ by: 'context' }, '2026-11-16', '09:00'),
      move({ by: 'context' }, '2026-11-16', '08:00'),
    ),
  ),
  within(
    reminder('call the hire place', l('11-11 15:00')),
    london('mid job, try me at 4', snoozeUntil(l('11-11 16:00')), move({ by: 'context' }, null, '16:00')),
  ),
  within(
    reminder('email the trustees', l('11-11 15:00')),
    london('bump it to tomorrow', move({ by: 'context' }, '2026-11-12', null), snoozeUntil(l('11-12 15:00'))),
  ),
  within(reminder('move the car', n('11-11 09:55')), newYork('another 10 please', snoozeFor(10))),
  within(
    reminder('write up the Khan session notes', l('11-11 15:00')),
    london('in sessions til 6, nudge me then', snoozeUntil(l('11-11 18:00')), move({ by: 'context' }, null, '18:00')),
  ),
  within(reminder('price the hull repair', n('11-11 10:00')), newYork('snooze 1hr', snoozeFor(60))),
  within(reminder('record the intro video', n('11-11 10:00')), newYork('half an hour', snoozeFor(30))),
  within(
    reminder('chase the lighting hire', l('11-11 15:00')),
    london('hold that till friday', move({ by: 'context' }, '2026-11-13', null), snoozeUntil(l('11-13 15:00'))),
  ),
  within(reminder('book the ref for saturday', l('11-11 15:00')), london('ask me again in 90 minutes', snoozeFor(90))),
  within(reminder('reply to the Hoboken landlord', n('11-11 10:00')), newYork('zzz 5 min', snoozeFor(5))),
  within(
    reminder('send the setlist to the venue', n('11-11 10:00')),
    newYork('snooze until 8 am', snoozeUntil(n('11-12 08:00')), move({ by: 'context' }, '2026-11-12', '08:00')),
  ),
  within(
    reminder('call the marina office', n('11-11 10:00')),
    newYork('can we do this at 3 instead', snoozeUntil(n('11-11 15:00')), move({ by: 'context' }, null, '15:00')),
  ),
  within(reminder('chase the crown from the lab', l('11-11 12:00')), london('sorry missed this, 45 mins', snoozeFor(45))),
  within(reminder('file the Greenbaum extension', n('11-11 08:00')), newYork('couple hours', snoozeFor(120))),
  within(reminder('ring the bait supplier', l('11-11 13:00')), london('later pls, say an hour', snoozeFor(60))),
  within(
    reminder('edit the scout photos', l('11-11 15:00')),
    london(
      'tonight at 9',
      snoozeUntil(l('11-11 21:00')),
      move({ by: 'context' }, null, '21:00'),
      move({ by: 'context' }, '2026-11-11', '21:00'),
    ),
  ),
  within(reminder('call the council about the TPO', l('11-11 15:00')), london('driving, 25', snoozeFor(25))),
  newYork(
    'snooze the boatyard call till thursday 10',
    snoozeUntil(n('11-12 10:00'), words('boatyard')),
    move(words('boatyard'), '2026-11-12', '10:00'),
  ),
  london('snooze the leaflet drop 3 hours', snoozeFor(180, words('leaflet drop'))),
];

export const TWELFTH_CORRECTIONS: HeldOutItem[] = [
  within(justAdded('ring the dental lab', l('11-12 10:00')), london('oops I meant 11', move({ by: 'context' }, null, '11:00'))),
  within(
    justAdded('chase the oak deposit', l('11-13 10:00')),
    london('no wait make that thursday', move({ by: 'context' }, '2026-11-12', null)),
  ),
  within(justAdded('text the tenants', n('11-11 14:00')), newYork('scratch that, 4pm', move({ by: 'context' }, null, '16:00'))),
  within(justAdded('call the boatyard', n('11-12 13:00')), newYork('sorry typo, 3:15', move({ by: 'context' }, null, '15:15'))),
  within(justAdded('book the van MOT', l('11-20 12:00')), london('I meant the 21st', move({ by: 'context' }, '2026-11-21', null))),
  within(
    justAdded('restock the powders', n('11-17 12:00')),
    newYork('ugh autocorrect. monday', move({ by: 'context' }, '2026-11-16', null)),
  ),
  within(justAdded('call the supervisor', l('11-12 14:00')), london('actually make it half 2', move({ by: 'context' }, null, '14:30'))),
  within(justAdded('ring the hire place', l('11-12 20:00')), london('no the morning, 9am', move({ by: 'context' }, null, '09:00'))),
  within(
    justAdded('email the permit office', n('11-12 12:00')),
    newYork('should be friday at noon', move({ by: 'context' }, '2026-11-13', '12:00')),
  ),
  within(
    justAdded('check the flour invoice', l('11-25 12:00')),
    london('hang on its next wednesday', move({ by: 'context' }, '2026-11-18', null)),
  ),
  within(justAdded('test the decks', n('11-16 19:00')), newYork('wrong day - tues', move({ by: 'context' }, '2026-11-17', null))),
  within(justAdded('open up the surgery', l('11-12 08:00')), london('correction: 7:45', move({ by: 'context' }, null, '07:45'))),
  within(justAdded('call the roofer', l('11-12 18:00')), london('whoops 5 not 6', move({ by: 'context' }, null, '17:00'))),
  within(
    justAdded('send the invoice to the studio', n('11-12 10:00')),
    newYork('make it an hour later', move({ by: 'context' }, null, '11:00'), snoozeFor(60)),
  ),
  within(
    justAdded('renew the venue booking', l('11-20 12:00')),
    london('push it back to the 2nd of dec', move({ by: 'context' }, '2026-12-02', null)),
  ),
  within(justAdded('post the new lesson', n('11-12 20:00')), newYork('nah 8 in the morning', move({ by: 'context' }, null, '08:00'))),
  within(justAdded('call Mr Okafor', l('11-12 10:00')), london('fat fingers lol 10:30', move({ by: 'context' }, null, '10:30'))),
  within(
    justAdded('drop the keys at the office', n('11-12 12:00')),
    newYork('not tomorrow, the day after', move({ by: 'context' }, '2026-11-13', null)),
  ),
  within(justAdded('pay the marina', n('12-09 12:00')), newYork('meant to say 12/10', move({ by: 'context' }, '2026-12-10', null))),
  within(justAdded('file the charity return', l('12-09 12:00')), london('i meant 10/12', move({ by: 'context' }, '2026-12-10', null))),
  newYork('move the boatyard call to friday 2pm', move(words('boatyard call'), '2026-11-13', '14:00')),
  london('change the supervision session to 5', move(words('supervision session'), null, '17:00')),
  within(justAdded('call the venue', l('11-12 16:00')), london('no wait, 5', move({ by: 'context' }, null, '17:00'))),
  within(
    justAdded('order the decorations', l('11-13 12:00')),
    london("ah sorry it's saturday not friday", move({ by: 'context' }, '2026-11-14', null)),
  ),
  within(
    justAdded('walk the Elm St unit with the buyer', n('11-12 14:00')),
    newYork('oh wait, they said 2:45', move({ by: 'context' }, null, '14:45')),
  ),
  london(
    'can you shift the stump grinder pickup to monday at 7',
    move(words('stump grinder'), '2026-11-16', '07:00'),
    move(words('stump grinder'), '2026-11-16', '19:00'),
  ),
];

export const TWELFTH_RENAMES: HeldOutItem[] = [
  within(
    justAdded('call Dave', l('11-12 10:00')),
    london('rename it to call Dave the roofer', rename({ by: 'context' }, 'call Dave the roofer')),
  ),
  within(
    justAdded('invoice', l('11-13 12:00')),
    london('change the name to Hendersons invoice', rename({ by: 'context' }, 'Hendersons invoice')),
  ),
  within(
    justAdded('grinder', l('11-12 08:20')),
    london('call it "book the stump grinder" instead', rename({ by: 'context' }, 'book the stump grinder')),
  ),
  within(justAdded('tips', n('11-12 12:00')), newYork('retitle that: order nail tips', rename({ by: 'context' }, 'order nail tips'))),
  newYork('can u rename the marina task to pay marina winter storage', rename(words('marina'), 'pay marina winter storage')),
  london('rename "gala" to gala table plan for Fiona', rename(words('gala'), 'gala table plan for Fiona')),
  london('the dental lab one should say chase crown for mr okafor', rename(words('dental lab'), 'chase crown for mr okafor')),
  within(justAdded('prep', l('11-12 09:00')), london('name it supervision prep', rename({ by: 'context' }, 'supervision prep'))),
  within(
    justAdded('call Shivon', l('11-12 11:00')),
    london("oops spelt her name wrong, call it 'call Siobhan'", rename({ by: 'context' }, 'call Siobhan')),
  ),
  newYork('change "vet" to vet for Biscuit', rename(words('vet'), 'vet for Biscuit')),
  within(
    justAdded('email', n('11-11 16:00')),
    newYork('can you call that one email the Newark super instead', rename({ by: 'context' }, 'email the Newark super')),
  ),
  london('rename the flyer task to print 500 open day flyers', rename(words('flyer'), 'print 500 open day flyers')),
  within(
    justAdded('ring mum', l('11-12 18:00')),
    london('relabel it: ring mum about sunday lunch', rename({ by: 'context' }, 'ring mum about sunday lunch')),
  ),
  newYork('update the title of the permit one to LA county film permit', rename(words('permit'), 'LA county film permit')),
  within(
    justAdded('boat', n('11-13 12:00')),
    newYork('title should be "sand and varnish the Harper dinghy"', rename({ by: 'context' }, 'sand and varnish the Harper dinghy')),
  ),
  london('change the wasp job title to wasp nest at the Old Rectory', rename(words('wasp'), 'wasp nest at the Old Rectory')),
  within(
    justAdded('mix', n('11-14 12:00')),
    newYork('rename to finish the wedding mix', rename({ by: 'context' }, 'finish the wedding mix')),
  ),
  within(
    { listed: ['book the ref', 'trophies', 'order oranges'] },
    london('rename task 2 to collect trophies from the engraver', rename(num(2), 'collect trophies from the engraver')),
  ),
  within(
    justAdded('lab', l('11-12 10:00')),
    london('make the name a bit clearer pls: chase Mr Okafor crown with lab', rename({ by: 'context' }, 'chase Mr Okafor crown with lab')),
  ),
  newYork('rename the tax one to Q4 estimated tax payment', rename(words('tax'), 'Q4 estimated tax payment')),
  within(
    justAdded('quote', l('11-13 12:00')),
    london('call it quote for the Jenkins hedge instead of just quote', rename({ by: 'context' }, 'quote for the Jenkins hedge')),
  ),
  within(
    { listed: ['call the lab', 'order gloves', 'pay the rent'] },
    london('rename the 3rd one to pay the surgery rent', rename(num(3), 'pay the surgery rent')),
  ),
  within(
    justAdded('flyers', l('11-13 12:00')),
    london('rename: 200 flyers for the bake sale', rename({ by: 'context' }, '200 flyers for the bake sale')),
  ),
  newYork('rename the locksmith one to text Ray the locksmith about 3B', rename(words('locksmith'), 'text Ray the locksmith about 3B')),
  within(
    justAdded('call the venue', n('11-12 10:00')),
    newYork('make the title "call the Hoboken venue re sound check"', rename({ by: 'context' }, 'call the Hoboken venue re sound check')),
  ),
];

export const TWELFTH_REMOVALS: HeldOutItem[] = [
  london('bin the leaflet drop task', remove(words('leaflet drop'))),
  within(justAdded('call the florist', l('11-12 12:00')), london('scratch that', remove(), [UNDO])),
  newYork('cancel the boatyard call', remove(words('boatyard call'))),
  newYork('delete the laundry reminder', remove(words('laundry'))),
  within(justAdded('order more gloves', l('11-12 12:00')), london("nvm don't need that one", remove())),
  london('get rid of the MOT one, the garage did it already', remove(words('MOT'))),
  within({ listed: ['call the lab', 'order gloves', 'pay the rent'] }, london('remove 2', remove(num(2)))),
  newYork('take the hvac follow up off my list', remove(words('hvac'))),
  within(reminder('spray the loft at no. 14', l('11-11 15:00')), london('they cancelled, just delete it', remove())),
  london('kill the gala seating task pls', remove(words('gala seating'))),
  within(justAdded('test the decks', n('11-11 19:00')), newYork('actually forget that one', remove())),
  newYork('remove the permit office email, sorted it on the phone', remove(words('permit office'))),
  london('drop the flour invoice reminder', remove(words('flour invoice'))),
  within(
    { listed: ['ring the hire place', 'quote for the Jenkins hedge', 'sharpen the chains'] },
    london('delete the last one', remove(num(3))),
  ),
  within(justAdded('buy a new ring light', n('11-13 12:00')), newYork('no no delete that', remove(), [UNDO])),
  london("erase the trustees one, Fiona's taking it", remove(words('trustees'))),
  newYork('cancel the Elm St walkthrough task', remove(words('Elm St'))),
  within(reminder('chase the lighting hire', l('11-11 15:00')), london('not needed anymore, remove', remove())),
  london('please delete "kit bags"', remove(words('kit bags'))),
  newYork('trash the estimated tax reminder, my CPA handles it', remove(words('estimated tax'))),
  within(justAdded('call the couple back', l('11-12 11:00')), london('ignore that, delete', remove(), [UNDO])),
  london('remove the mince pie order from my tasks', remove(words('mince pie'))),
  newYork('no longer need the ring light task, delete', remove(words('ring light'))),
  within(reminder('quote the church yew', l('11-11 15:00')), london('vicar pulled out. remove it', remove())),
  london('clear the trophies task please, someone else did it', remove(words('trophies')), [done(words('trophies'))]),
];

export const TWELFTH_COMPLETIONS: HeldOutItem[] = [
  within(reminder('ring the dental lab', l('11-11 15:00')), london('done ✅', done())),
  within(reminder('text the tenants', n('11-11 10:00')), newYork('✔️', done())),
  within(reminder('order gel refills', l('11-11 15:00')), london('sorted', done())),
  within(reminder('call the adjuster', n('11-11 10:00')), newYork('yep did it', done())),
  within(reminder('pay the marina', n('11-11 10:00')), newYork('paid the marina', done(), [done(words('marina'))])),
  within(reminder('send the seating plan to Fiona', l('11-11 14:30')), london('sent!', done())),
  within(reminder('book the ref', l('11-11 15:00')), london('all done 👍', done())),
  within(reminder('upload module 3', n('11-11 10:00')), newYork('finished it an hour ago', done())),
  within(reminder('book the van MOT', l('11-11 15:00')), london('booked it', done())),
  within(reminder('reconcile the Mendez receipts', n('11-11 09:00')), newYork("that's done now", done())),
  within(reminder('write up session notes', l('11-11 15:00')), london('did it this morning', done())),
  london('done the gala seating plan', done(words('gala seating plan'))),
  newYork('mark the hvac follow up as done', done(words('hvac'))),
  within({ listed: ['call the lab', 'order gloves', 'pay the rent'] }, london('done 3', done(num(3)))),
  within({ listed: ['sand the dinghy', 'call the marina', 'order resin'] }, newYork('1 and 3 are done', [done(num(1)), done(num(3))])),
  within(
    reminder('pay the lighting hire', l('11-11 15:00')),
    london('paid the lighting hire invoice', done(), [done(words('lighting hire'))]),
  ),
  within(reminder('collect the trophies', l('11-11 15:00')), london('got em 🏆', done())),
  within(reminder('send the setlist', n('11-11 10:00')), newYork('sent it over last night', done())),
  london('tick off the stump grinder one', done(words('stump grinder'))),
  within(reminder('spray the loft at no. 14', l('11-11 14:00')), london('job done, no more wasps 🐝', done())),
  newYork('the boiler shutoff text is done', done(words('boiler shutoff'))),
  within(reminder('chase the crown', l('11-11 15:00')), london('yes chased it', done())),
  within(reminder('move the car', n('11-11 10:00')), newYork('moved it 👍', done())),
  london('finished the recce invoice', done(words('recce invoice')), NO_CHANGE),
  within(reminder('call the boatyard', n('11-11 10:00')), newYork('called them, all good', done())),
];

export const TWELFTH_ANSWERS: HeldOutItem[] = [
  within(whichOf('call the lab', 'call the landlord'), london('2', answer(2))),
  within(whichOf('pay the marina', 'pay the boatyard'), newYork('the second one', answer(2))),
  within(whichOf('email Fiona', 'email the trustees', 'email the printers'), london('first', answer(1))),
  within(whichOf('chase the crown', 'chase the deposit'), london('the deposit one', answer(2))),
  within(whichOf('order tips', 'order powders', 'order files'), newYork('#3', answer(3))),
  within(whichOf('call Dave', 'call Dan'), london('dave', answer(1))),
  within(whichOf('send the setlist', 'send the invoice'), newYork('invoice', answer(2))),
  within(whichOf('book the ref', 'book the pitch', 'book the minibus'), london('the last one', answer(3))),
  within(whichOf('file the Mendez return', 'file the Greenbaum return'), newYork('option 1', answer(1))),
  within(whichOf('quote the Jenkins hedge', 'quote the church yew'), london('no. 2 please', answer(2))),
  within(
    { pending: { about: 'dilemma_options', question: 'should I expand the practice?' } },
    london('either take on a second hygienist or open on saturdays', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'which venue?', options: ['Brighton', 'Hove'] } },
    london('cost mostly, then parking', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'which venue?', options: ['Brighton', 'Hove'] } },
    london('going with Hove', answer(2), [decision]),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'hire or not?', options: ['hire a junior', 'stay solo'] } },
    newYork('the first', answer(1), [decision]),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'raise prices?', options: ['raise in january', 'wait till spring'] } },
    london('not yet, need to think', answer(null)),
  ),
  within({ pending: { about: 'stuck', task: 'file the Greenbaum return' } }, newYork('waiting on their W-2s', answer(null))),
  within({ pending: { about: 'stuck', task: 'get the TPO consent' } }, london("council haven't replied in 3 weeks", answer(null))),
  within(
    { pending: { about: 'review', decision: 'dropped saturday clinics' } },
    london('honestly best call I made this year', answer(null)),
  ),
  within({ pending: { about: 'keep', text: 'saying no to cash jobs felt good' } }, london('keep', answer(null), [note])),
  within({ pending: { about: 'other', question: 'Shall I set it for 9am?', options: [] } }, newYork('yep', answer(null))),
  within({ pending: { about: 'other', question: 'Shall I add it for friday?', options: [] } }, london('nah leave it', answer(null))),
  within(
    { pending: { about: 'other', question: 'Morning or afternoon?', options: ['morning', 'afternoon'] } },
    newYork('afternoon', answer(2)),
  ),
  within(
    { pending: { about: 'other', question: 'Which one?', options: ['the Elm St unit', 'the Grove St unit'] } },
    newYork('grove', answer(2)),
  ),
  within(whichOf('ring the hire place', 'ring the tip'), london('the 1st one', answer(1))),
  within(
    { pending: { about: 'dilemma_options', question: 'what to do about the DJ residency?' } },
    newYork('keep fridays or go to saturdays', answer(null)),
  ),
];

export const TWELFTH_GREETINGS: HeldOutItem[] = [
  london('morning daily', talk('greeting')),
  london('hiya', talk('greeting')),
  newYork('yo', talk('greeting')),
  london('evening!', talk('greeting')),
  newYork('hey hey 👋', talk('greeting')),
  newYork('gm', talk('greeting')),
  london('good afternoon', talk('greeting')),
  london("hi it's Priya from the salon", talk('greeting')),
  newYork('hello again', talk('greeting')),
  newYork('howdy', talk('greeting')),
  london('alright?', talk('greeting')),
  london('hey you', talk('greeting')),
  newYork('sup', talk('greeting')),
  london('night night', talk('goodbye')),
  newYork('ttyl', talk('goodbye')),
  london('right, off to bed. bye', talk('goodbye')),
  newYork('ok cool', talk('acknowledgement')),
  london('got it', talk('acknowledgement')),
  london('fair enough', talk('acknowledgement')),
  newYork('good morning!! ☀️', talk('greeting')),
  london('hello from a very muddy pitch', talk('greeting')),
  newYork('heyyy', talk('greeting')),
  london('oi oi', talk('greeting')),
  newYork("hey daily, it's Marcus", talk('greeting')),
  london('good morning from the surgery', talk('greeting')),
];

export const TWELFTH_THANKS: HeldOutItem[] = [
  london('cheers', talk('thanks')),
  london('ta very much', talk('thanks')),
  newYork('thx!!', talk('thanks')),
  newYork('thank u 🙏', talk('thanks')),
  london('legend, thanks', talk('thanks')),
  london("you're a star", talk('thanks')),
  newYork('much appreciated', talk('thanks')),
  newYork('ty', talk('thanks')),
  london('brilliant thank you', talk('thanks')),
  newYork('appreciate it', talk('thanks')),
  london('nice one cheers', talk('thanks')),
  london('thanks for sorting that', talk('thanks')),
  newYork('thanks a ton', talk('thanks')),
  london('ah thanks daily x', talk('thanks')),
  newYork('lifesaver, thank you', talk('thanks')),
  london('thank you thank you thank you', talk('thanks')),
  newYork('tysm', talk('thanks')),
  london('cheers for the nudge', talk('thanks')),
  newYork('thanks, that helps', talk('thanks')),
  london('many thanks', talk('thanks')),
  newYork('thank you for reminding me', talk('thanks')),
  london('cheers pal', talk('thanks')),
  newYork('thank you!! so helpful', talk('thanks')),
  london('ta x', talk('thanks')),
  newYork('ok thanks', talk('thanks'), talk('acknowledgement')),
];

export const TWELFTH_FEELINGS: HeldOutItem[] = [
  london('completely fried today', talk('overwhelmed')),
  newYork('tax season is eating me alive', talk('overwhelmed')),
  london('i hate invoicing so much', talk('feeling')),
  newYork('feeling pretty good actually', talk('feeling')),
  london('so anxious about the CQC visit', talk('feeling')),
  newYork('the tenants in 4B are driving me up the wall', talk('feeling')),
  london('had to cancel three clients today because of the snow, gutted', talk('feeling')),
  newYork("can't believe the bank turned the loan down again 😤", talk('feeling')),
  london('drowning in receipts', talk('overwhelmed')),
  london('honestly proud of the lads today, won 4-1', talk('feeling')),
  newYork('too many plates spinning', talk('overwhelmed')),
  london('knackered. 6 trees felled and a client who wanted to watch every cut', talk('feeling')),
  newYork('I keep saying I will call my accountant and then I just dont', talk('feeling')),
  london('everyone wants their nails done before christmas and I have two hands', talk('overwhelmed')),
  newYork('feeling kinda lost with the course launch tbh', talk('feeling')),
  london('ugh the printer ate the gala invitations', talk('feeling')),
  newYork('no sleep, gig ran till 3 and I have a wedding tomorrow', talk('overwhelmed')),
  london("i'm so behind on everything", talk('overwhelmed')),
  newYork('really happy with how the hull came out', talk('feeling')),
  london('stressed out of my mind', talk('overwhelmed')),
  newYork('should have fired that client months ago lol', talk('feeling')),
  london('bit lonely running this on my own sometimes', talk('feeling')),
  newYork('why does every plumber in Jersey City ghost me', talk('feeling')),
  london("can't switch off tonight, head's buzzing", talk('feeling')),
  london('proper chuffed, got the council contract', talk('feeling')),
];

export const TWELFTH_QUESTIONS: HeldOutItem[] = [
  london("what's the VAT threshold again?", question),
  london('when is the dental lab call?', question, [list('next')]),
  newYork('how do you work?', question, [HELP]),
  newYork('is it worth getting a bookkeeper?', question, [dilemma]),
  london('what time is it in new york rn', question),
  newYork('how many things are overdue?', question, [list('overdue')]),
  london('should I charge for the recce days separately?', question, [dilemma]),
  newYork('when is the marina payment due?', question, [list('next')]),
  london('can you call people for me?', question, [HELP]),
  newYork("what's a normal rate for a wedding DJ in NJ?", question),
  london('do you know when the clocks go forward?', question),
  newYork('can you see my google calendar?', question, [HELP]),
  london('how long should a supervision session be?', question),
  newYork('is december too late to launch a course?', question, [dilemma]),
  london('what does a TPO actually stop me doing?', question),
  newYork('should I reply to the bad review?', question, [dilemma]),
  london('any tips for saying no to mates who want free nails?', question),
  newYork('what happens if I miss the estimated payment?', question),
  london('can I get this on my laptop too?', question, [HELP]),
  newYork('why did you remind me about the car twice?', question),
  london("when's the best time to post a job ad?", question),
  newYork('how do I pause the morning message?', question, [HELP]),
  london('what can you actually do?', question, [HELP]),
  newYork('is it normal to feel this burnt out in year 2?', question, [talk('overwhelmed')]),
  london('how much should I put aside for tax?', question),
];

/** A fifth of what people send are few-word answers to a reminder daily just sent. */
export const TWELFTH_REMINDER_REPLIES: HeldOutItem[] = [
  within(reminder('call the lab', l('11-11 15:00')), london('cant rn', unclear, asked, snoozeFor(60))),
  within(
    reminder('walk the Elm st unit', n('11-11 10:00')),
    newYork('tmrw', move({ by: 'context' }, '2026-11-12', null), snoozeUntil(n('11-12 10:00')), snoozeUntil(n('11-12 09:00'))),
  ),
  within(reminder('spray the loft', l('11-11 15:00')), london('k 10m', snoozeFor(10))),
  within(reminder('send the setlist', n('11-11 10:00')), newYork('done deal', done())),
  within(reminder('book the minibus', l('11-11 15:00')), london('booked', done())),
  within(reminder('call the marina', n('11-11 10:00')), newYork('in 5', snoozeFor(5))),
  within(
    reminder('ring the hire place', l('11-11 15:00')),
    london('after 6', snoozeUntil(l('11-11 18:00')), move({ by: 'context' }, null, '18:00')),
  ),
  within(reminder('pay the storage unit', n('11-11 10:00')), newYork('paid ✅', done())),
  within(
    reminder('quote the hedge', l('11-11 15:00')),
    london('fri', move({ by: 'context' }, '2026-11-13', null), snoozeUntil(l('11-13 15:00'))),
  ),
  within(reminder('order resin', n('11-11 10:00')), newYork('ordered', done())),
  within(reminder('email the trustees', l('11-11 15:00')), london('one sec, 10 mins', snoozeFor(10))),
  within(reminder('reply to the refund request', n('11-11 10:00')), newYork('yup', done())),
  within(
    reminder('call mum', l('11-11 15:00')),
    london('not yet, 8pm', snoozeUntil(l('11-11 20:00')), move({ by: 'context' }, null, '20:00')),
  ),
  within(
    reminder('call the sign guy', n('11-11 10:00')),
    newYork(
      'lunchtime',
      snoozeUntil(n('11-11 12:00')),
      snoozeUntil(n('11-11 13:00')),
      move({ by: 'context' }, null, '12:00'),
      move({ by: 'context' }, null, '13:00'),
    ),
  ),
  within(
    reminder('clean the spray kit', l('11-11 15:00')),
    london('nope. monday', move({ by: 'context' }, '2026-11-16', null), snoozeUntil(l('11-16 15:00')), snoozeUntil(l('11-16 09:00'))),
  ),
  within(reminder('text Brian', n('11-11 10:00')), newYork('texted him', done())),
  within(
    reminder('prep the gala raffle', l('11-11 15:00')),
    london("wrong day, it's for the 28th", move({ by: 'context' }, '2026-11-28', null)),
  ),
  within(
    reminder('walk Grove st with the buyer', n('11-11 10:00')),
    newYork('they moved it to 1', move({ by: 'context' }, null, '13:00'), snoozeUntil(n('11-11 13:00'))),
  ),
  within(reminder('invoice the Smiths', l('11-11 15:00')), london('on it', NO_CHANGE)),
  within(reminder('call the CPA', n('11-11 10:00')), newYork('ugh later', unclear, asked, snoozeFor(60))),
  within(reminder('order nail tips', l('11-11 15:00')), london('no need anymore', remove(), done())),
  within(reminder('pack the controller', n('11-11 10:00')), newYork('packed 🎧', done())),
  within(
    reminder('ring the farm owner', l('11-11 15:00')),
    london('try again at 4:30', snoozeUntil(l('11-11 16:30')), move({ by: 'context' }, null, '16:30')),
  ),
  within(reminder('post the holiday offer', n('11-11 10:00')), newYork('posted', done())),
  within(
    reminder('call the council', l('11-11 09:00')),
    london('sorry! tomorrow 10', snoozeUntil(l('11-12 10:00')), move({ by: 'context' }, '2026-11-12', '10:00')),
  ),
  within(reminder('buy traps', n('11-11 10:00')), newYork('got them', done())),
];

export const HELD_OUT_TWELFTH_KINDS: Record<string, HeldOutItem[]> = {
  asks: TWELFTH_ASKS,
  snoozes: TWELFTH_SNOOZES,
  corrections: TWELFTH_CORRECTIONS,
  renames: TWELFTH_RENAMES,
  removals: TWELFTH_REMOVALS,
  completions: TWELFTH_COMPLETIONS,
  answers: TWELFTH_ANSWERS,
  greetings: TWELFTH_GREETINGS,
  thanks: TWELFTH_THANKS,
  feelings: TWELFTH_FEELINGS,
  questions: TWELFTH_QUESTIONS,
  statements: TWELFTH_STATEMENTS,
  decisions: TWELFTH_DECISIONS,
  dilemmas: TWELFTH_DILEMMAS,
  recalls: TWELFTH_RECALLS,
  priorities: TWELFTH_PRIORITIES,
  agenda: TWELFTH_AGENDA,
  freeTime: TWELFTH_FREE_TIME,
  recurring: TWELFTH_RECURRING,
  rambles: TWELFTH_RAMBLES,
  unclear: TWELFTH_UNCLEAR,
  bare: TWELFTH_BARE,
  reminderReplies: TWELFTH_REMINDER_REPLIES,
};

export const HELD_OUT_TWELFTH: HeldOutItem[] = Object.values(HELD_OUT_TWELFTH_KINDS).flat();
