/**
 * Held-out set, hundredeighteenth part c: photographers and videographers.
 *
 * London (Europe/London, day-first dates, 4/12 = 4 December):
 * - Hannah, a wedding photographer in Bristol (couples, venues, second shooters, album proofs, deposits; warm, "!!" and "x");
 * - Kwame, a Hackney content creator and videographer for brands (shoots, edits, reels, invoices, kit hire; short lines, "fam", "innit");
 * - Nilesh, an event photographer in Leicester whose first language is Gujarati (Diwali and wedding events, studio bookings, prints);
 * - Morag, an Edinburgh landscape and tourism photographer who writes some Scots ("the morn", "ken", "aye", "wee", "dinnae");
 * - Gareth, who runs a school-portraits company in Cardiff (schools, photo days, order forms, staff; clipped, some Welsh).
 *
 * New York (America/New_York, month-first dates, 4/12 = April 12):
 * - Dani, a Bushwick music-video director (artists, locations, gaffers, permits; all lower case, no punctuation);
 * - Lucía, a quinceañera and family photographer in Corona, Queens, whose first language is Spanish (families, packages, Venmo, albums);
 * - Wai, a product photographer in Chinatown whose first language is Cantonese (e-commerce clients, studio, samples, retouching);
 * - Sal, a Bay Ridge real-estate photographer and drone pilot (listings, brokers, FAA waivers; blunt, clipped);
 * - Claire, who owns a small commercial production company in Chelsea (clients, crews, budgets, call sheets, post; long careful messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 * Thu 12, Fri 13, Sat 14, Sun 15, Mon 16, Tue 17 November; Monday 30 November; Tuesday 1 December.
 *
 * Windows for free time, as read here: morning 09:00-12:00, afternoon 12:00-17:00, evening / tonight
 * 17:00-21:00, a whole day 09:00-18:00 (or the full day, midnight to midnight, as a second reading);
 * a stated span as said.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  decision,
  dilemma,
  free,
  inMinutes,
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
  within,
} from './held-out-kit';

/** daily summed up a dilemma and asked which option. */
const askedChoice = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question: q, options },
});
/** daily asked for the options of a dilemma. */
const askedOptions = (q: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question: q } });
/** daily asked what matters most in a dilemma. */
const askedMatters = (q: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question: q, options },
});

const NOW = inMinutes(0);

export const HUNDREDEIGHTEENTH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london("right that's it, I've decided!! no more sunday weddings from next year, I need my weekends back x", decision),
  london('going with Becca as my second shooter for all the 2027 weddings!! she was amazing at the Clifton one xx', decision),
  london('decided to put the deposit up to 30% from january, too many couples pulling out last minute 😩 x', decision),
  london('not doin the trainer brand ting fam. rate too low. decided', decision),
  london('going fx3 over the a7s innit. ordered it', decision),
  london("decided. all edits go to jay from now, i'm just shooting", decision),
  london('haa final, I am taking the Patel family Diwali party booking. Shah wedding same day, I said no to them. saru', decision),
  london('I decide to close the studio on Mondays from December. Not enough booking that day, barabar', decision),
  london("aye that's me decided, I'm no daein the Skye tour trips next season. ower much drivin for nae money", decision),
  london('decided tae go wi the Fuji for the landscapes, ken the colours are just better', decision),
  london('Decided. Photo days start 8.30 not 9 from January. Schools want us gone by lunch.', decision),
  london('Going with the Pontypridd print lab. Cheaper and quicker. Done.', decision),
  london(
    "ok decided, Becca's second shooting the Bath wedding!! remind me friday to send her the timeline x",
    [decision, task('send her the timeline', l('11-13'))],
    [decision, task('send Becca the timeline', l('11-13'))],
  ),
  // London: look like decisions, are not
  london('the couple have decided on the orangery at Tyntesfield instead of the barn!! so pretty x', NO_CHANGE),
  london('Need to decide on the new order forms by Monday.', task('decide on the new order forms', l('11-16'))),
  london('cannae decide if I should keep the wee gallery space in Leith or no', dilemma, NO_CHANGE),
  london('Bride family decide the mehndi is at their home now, not the hall. ok no problem', NO_CHANGE),
  within(askedChoice('Keep taking Sunday weddings or stop them?', 'keep them', 'stop them'), london('stop them!! decided x', answer(2))),

  // New York: decisions in plain words
  newYork('ok decided we shoot mayas video at the bushwick warehouse not the rooftop its too cold', decision),
  newYork('going with rico as gaffer for the whole december run done', decision),
  newYork('we move the bodega scene into a studio instead of paying for the street permit decided', decision),
  newYork('Ok I decide, no more album included in the basic package, only the digital photos. Album is extra now', decision),
  newYork('Decidí, from January the deposit is by Venmo only, no more cash, is too complicate', decision),
  newYork('I decide to raise price for white background photo to $25 each item from December. Retouching take too long la', decision),
  newYork('ok I keep the studio in Chinatown, not moving to Sunset Park. Decided already', decision),
  newYork('Done with Compass listings. Decided. They pay late every time.', decision),
  newYork('Buying the Mavic 3 Pro. Decided.', decision),
  newYork(
    "After a lot of back and forth with the team, I've decided we're going to bring color grading in-house rather than sending it out to the post house on 26th Street. We have the talent now, and their turnaround has been slipping for months.",
    decision,
  ),
  newYork(
    "I've made up my mind: we'll bid on the Hudson Yards retail campaign, but only at our full day rate. Would you remind me tomorrow at nine to tell Marcus to start the budget?",
    [decision, task('tell Marcus to start the budget', n('11-12 09:00'))],
  ),
  // New York: look like decisions, are not
  newYork('Broker decided to pull the Shore Rd listing. Wasted trip.', NO_CHANGE),
  newYork("Ay I don't know if I do the packages with video or only photos, help me", dilemma),
  newYork('gotta decide on the location for jays video by friday', task('decide on the location for jays video', n('11-13'))),
  within(
    askedChoice('Hire a second producer or keep using freelancers?', 'hire a producer', 'keep freelancers'),
    newYork("Let's stay with freelancers for now; I'm not ready to commit to another salary.", answer(2)),
  ),
];

export const HUNDREDEIGHTEENTH_DILEMMA: HeldOutItem[] = [
  // London: choices to think through
  london("argh help me think!! do I take the Cotswolds wedding on 12/6 or keep that weekend free for my sister's hen?? x", dilemma),
  london("should I put albums in all my packages as standard or keep them as an add on? can't make my mind up xx", dilemma),
  london('take the retainer w the gym brand or stay freelance. cant call it fam', dilemma),
  london('buy the gimbal or keep hiring it. help me think innit', dilemma),
  london('Should I hire one assistant for wedding season or manage alone like last year? What you think', dilemma),
  london('kem cho. I am thinking to open second studio in Loughborough, good idea or no? Help me think', dilemma),
  london('dinnae ken whether tae sell prints at the Christmas market or just online. help us think it through', dilemma),
  london("should I tak the VisitScotland contract? guid money but it's aw stock stuff, no ma ain work", dilemma),
  london('Hire a third photographer for spring term or run two teams ragged. Thoughts.', dilemma),
  london('Weighing up online ordering only vs keeping the paper order forms. Parents like paper. Help me think.', dilemma),
  // London: look like dilemmas, are not
  london('the bride asked if she should do a first look or wait for the aisle, told her totally up to her!! x', NO_CHANGE),
  london('Should have booked the hall at Ysgol Glan Taf sooner. Lesson learned.', NO_CHANGE),
  within(
    askedOptions('Open a second studio or not?'),
    london('either the Loughborough studio or just bigger space here in Leicester', answer(null)),
  ),
  within(
    askedMatters('Christmas market or online only?', 'christmas market', 'online only'),
    london('whit matters maist is no losin ma weekends, ken', answer(null)),
  ),
  within(
    askedChoice('Take the retainer or stay freelance?', 'take the retainer', 'stay freelance'),
    london('dunno yet fam need to see the contract first', answer(null)),
  ),

  // New York: choices to think through
  newYork('should i shoot the whole thing on 16mm or just the chorus parts budget is tight', dilemma),
  newYork('torn between the greenpoint warehouse and the bushwick loft for jays video help me think', dilemma),
  newYork(
    'Should I hire my nephew for second photographer in the quinces or somebody with experience? Is family but he is beginner',
    dilemma,
  ),
  newYork('Ay no sé, I raise my prices for next year or I keep the same? Many families here cannot pay more', dilemma),
  newYork('One client want me to shoot at their warehouse in New Jersey, is very far. I should take it or not?', dilemma),
  newYork('Should I buy the new strobe lights or hire one more retoucher? Cannot decide', dilemma),
  newYork('Get the Part 107 waiver for night flights or skip it. Worth it?', dilemma),
  newYork('Twilight shoots. Keep offering or kill them. Brokers barely pay extra.', dilemma),
  newYork(
    "I'm weighing whether to take on a six-month retainer with a beverage brand. It would smooth out our cash flow considerably, but they're notoriously difficult and it would tie up our best crew for half the year. Could you help me think it through?",
    dilemma,
  ),
  newYork('Should we move the office out of Chelsea when the lease is up, or stay and absorb the increase?', dilemma),
  // New York: look like dilemmas, are not
  newYork('artist keeps asking should we do a performance cut or narrative i told her performance', NO_CHANGE),
  newYork('Whether I fly Thursday depends on the wind. Out of my hands.', NO_CHANGE),
  within(
    askedChoice('Your nephew or an experienced second photographer?', 'your nephew', 'someone experienced'),
    newYork('Someone with experience, the families pay a lot, I cannot risk it', answer(2)),
  ),
  within(
    askedOptions('Move the office or stay in Chelsea?'),
    newYork('Either we stay in Chelsea and renegotiate, or we take the smaller space in Long Island City.', answer(null)),
  ),
  within(
    askedMatters('New lights or one more retoucher?', 'new lights', 'one more retoucher'),
    newYork('Most important is finish the orders faster, clients always complain', answer(null)),
  ),
];

export const HUNDREDEIGHTEENTH_RECALL: HeldOutItem[] = [
  // London
  london('what did I decide about sunday weddings again?? a couple just asked about a sunday in june x', recall('sunday weddings')),
  london('remind me what I said about the deposit for next year xx', recall('deposit')),
  london('what did I land on with Becca for the Bath wedding? x', recall('becca'), recall('bath wedding')),
  london('wat did i decide bout the trainer brand ting', recall('trainer brand')),
  london('why did i go fx3 again fam', recall('fx3')),
  london('What I decided for the studio on Monday? Customer is asking', recall('studio on mondays'), recall('monday studio')),
  london('Which Diwali booking I said yes, Patel or Shah? I forget', recall('diwali booking')),
  london('whit did a decide aboot the Skye trips, cannae mind', recall('skye trips')),
  london('did a ever settle on the Christmas market thing', recall('christmas market')),
  london('What did I decide re photo day start times.', recall('photo day start times')),
  london("Why'd I pick the Pontypridd lab again", recall('pontypridd lab')),
  // London: look like recall, are not
  london('remind me to email the Tyntesfield coordinator at 5 x', task('email the Tyntesfield coordinator', l('11-11 17:00'))),
  london('What did the council decide about the photo consent forms. Anything yet.', NO_CHANGE, question),
  london("decided fam, jay's doin the edits on the puma job too", decision),
  london('did a send the hotel their invoice? cannae mind', NO_CHANGE, question),

  // New York
  newYork('what did i decide about the rooftop for mayas video', recall('rooftop'), recall('mayas video')),
  newYork('why did i go with rico again', recall('rico')),
  newYork('did i ever decide 16mm or digital for the chorus', recall('16mm or digital'), recall('chorus')),
  newYork('What I decided about the album in the basic package? One mom is asking me', recall('album'), recall('basic package')),
  newYork('Remind me what I decide about the Venmo deposit porfa', recall('venmo deposit')),
  newYork('What I decide about white background price? Client ask me', recall('white background price')),
  newYork('Why I decide not to move studio to Sunset Park? I forget the reason', recall('sunset park')),
  newYork("What'd I decide on Compass.", recall('compass')),
  newYork("Mavic. What'd I land on.", recall('mavic')),
  newYork(
    "Could you remind me what we decided about bringing color grading in-house? I'm about to speak with the post house and I'd like to be clear about it.",
    recall('color grading'),
  ),
  newYork('What was my reasoning on the Hudson Yards bid again?', recall('hudson yards')),
  // New York: look like recall, are not
  newYork("What'd the broker decide on the Shore Rd price. Anything.", NO_CHANGE, question),
  newYork(
    'Please remind me on Friday to decide which crew to book for the January shoot.',
    task('decide which crew to book for the January shoot', n('11-13')),
  ),
  newYork('I decide, no more free reshoot, only one time', decision),
  newYork("I already send the album proofs to the Morales family? I don't remember", NO_CHANGE, question),
];

export const HUNDREDEIGHTEENTH_PRIORITISE: HeldOutItem[] = [
  // London
  london('eek three galleries to edit, two album proofs and a venue visit this week, what can I drop?? x', prioritise('drop')),
  london('what should I crack on with first? so much editing x', prioritise('focus')),
  london("what's the most important thing this week? I keep going round in circles x", prioritise('focus')),
  london('plan my day fam', prioritise('plan_day')),
  london('wat first. 2 edits due n an invoice', prioritise('focus')),
  london('Too much work this week, 3 events and prints pending. What I can leave?', prioritise('drop')),
  london('Please make plan for tomorrow, I have studio booking 10am and print collection', prioritise('plan_day')),
  london("whit should I dae first, ma heid's mince", prioritise('focus'), [talk('overwhelmed'), prioritise('focus')]),
  london("plan the morn for me, I'm oot at Glencoe fae sunrise", prioritise('plan_day')),
  london('Bore da. Plan my day. Two schools and a staff rota to sort.', prioritise('plan_day'), [talk('greeting'), prioritise('plan_day')]),
  london('What can wait till next week. Swamped.', prioritise('drop'), [talk('overwhelmed'), prioritise('drop')]),
  // London: near-misses
  london("dropped the sd cards at jay's already", NO_CHANGE),
  london('focusing on the Clifton gallery tonight, the couple are desperate to see it!! x', NO_CHANGE),
  london(
    'Priority tomorrow: ring Ysgol Bryn first thing.',
    task('ring Ysgol Bryn', l('11-12 09:00')),
    task('ring Ysgol Bryn', l('11-12 08:00')),
  ),
  london('For Indian wedding the family photos is always first priority, then couple shoot', NO_CHANGE),

  // New York
  newYork('too much this week what can i push', prioritise('drop')),
  newYork('what do i hit first 2 treatments n a permit app due', prioritise('focus')),
  newYork('map out my day for me', prioritise('plan_day')),
  newYork('Please help me plan my day, I have 2 family sessions and I need to edit the Rivera quince', prioritise('plan_day')),
  newYork('Ay too much work, which things I can move for next week?', prioritise('drop')),
  newYork('Today I have 40 samples to shoot and retouching for 2 clients. What I should do first?', prioritise('focus')),
  newYork('Help me plan my day please, mm goi', prioritise('plan_day')),
  newYork('Three listings, one waiver app. Order?', prioritise('focus'), prioritise('plan_day')),
  newYork('Too much on. What gets cut.', prioritise('drop')),
  newYork(
    "We've got the call sheet for Friday to finish, two budgets to revise and a client review at four. Could you help me figure out where to start?",
    prioritise('focus'),
    prioritise('plan_day'),
  ),
  newYork("Could you lay out my day for me? It's a heavy one and I'd like a sensible order.", prioritise('plan_day')),
  // New York: near-misses
  newYork("Dropped the keys at the broker's office.", NO_CHANGE),
  newYork('Client say the shoes is priority, then the bags', NO_CHANGE),
  newYork("The client's top priority is keeping the shoot to a single day.", NO_CHANGE),
  newYork(
    'Tomorrow first thing I must send the Venmo request to the Gómez family',
    task('send the Venmo request to the Gómez family', n('11-12 09:00')),
    task('send the Venmo request to the Gómez family', n('11-12 08:00')),
  ),
];

export const HUNDREDEIGHTEENTH_AGENDA: HeldOutItem[] = [
  // London
  london("ok what's left on today? x", list('today')),
  london('what does tomorrow look like for me? need to plan editing round it xx', list('tomorrow')),
  london("what've I got on monday? a couple want a call x", list('day', '2026-11-16')),
  london('wats on tmrw fam', list('tomorrow')),
  london('show me the week innit', list('week')),
  london('What I have on Saturday? Diwali party is that day I think', list('day', '2026-11-14')),
  london('Anything overdue? I think I miss some print orders', list('overdue')),
  london('whit hae I got on the morn, ken', list('tomorrow')),
  london("onything overdue? I've been oot in the hills aw week", list('overdue')),
  london("Friday's schedule.", list('day', '2026-11-13')),
  london("What's on 3/12.", list('day', '2026-12-03')),
  london('Rest of the week?', list('week')),
  // London: look like a list, change nothing or are something else
  london('whats on the shot list for tmrw? need to check w the brand', NO_CHANGE, question),
  london('add call the florist to friday x', task('call the florist', l('11-13'))),
  london('Tomorrow list is very full, 3 bookings back to back', NO_CHANGE),

  // New York
  newYork('whats on today', list('today')),
  newYork('anything overdue i been slacking', list('overdue')),
  newYork('whats my saturday look like', list('day', '2026-11-14')),
  newYork('What I have tomorrow? I think the Herrera family session', list('tomorrow')),
  newYork('Show me my week please, is very busy with quinces', list('week')),
  newYork('What is on Friday?', list('day', '2026-11-13')),
  newYork('What I have on 11/19?', list('day', '2026-11-19')),
  newYork("What've I got today.", list('today')),
  newYork("What's Thursday look like.", list('day', '2026-11-12'), list('tomorrow')),
  newYork('What do I have 12/4.', list('day', '2026-12-04')),
  newYork("Could you send me an overview of this week? I'm trying to see where the pre-production meetings landed.", list('week')),
  newYork('What do I have on Monday the 30th? A client wants to schedule a wrap review.', list('day', '2026-11-30')),
  // New York: look like a list, are something else
  newYork("Broker's list of open houses for Sunday is a joke.", NO_CHANGE),
  newYork(
    "Could you put 'confirm catering for the Friday shoot' on tomorrow's list?",
    task('confirm catering for the Friday shoot', n('11-12')),
  ),
  newYork('whats on the call sheet for friday rico needs it', NO_CHANGE, question),
];

export const HUNDREDEIGHTEENTH_FREE_TIME: HeldOutItem[] = [
  // London (morning 09-12, afternoon 12-17, evening 17-21, whole day 09-18)
  london(
    'am I free saturday afternoon?? a couple want to pop round for their engagement shoot x',
    free(l('11-14 12:00'), l('11-14 17:00')),
  ),
  london(
    "am I free on 5/12 at all? a bride's asking about a winter elopement x",
    free(l('12-05 09:00'), l('12-05 18:00')),
    free(l('12-05 00:00'), l('12-06 00:00')),
  ),
  london('have I got a free hour before 5 today? need to ring a venue x', free(NOW, l('11-11 17:00'))),
  london('free tmrw 2 till 5 fam', free(l('11-12 14:00'), l('11-12 17:00'))),
  london('tonight free or nah', free(l('11-11 17:00'), l('11-11 21:00'))),
  london('I am free Friday morning? One family want studio photo', free(l('11-13 09:00'), l('11-13 12:00'))),
  london(
    'Sunday full day I am free? Haa, maybe Diwali function',
    free(l('11-15 09:00'), l('11-15 18:00')),
    free(l('11-15 00:00'), l('11-16 00:00')),
  ),
  london('am a free Thursday efternoon, ken? a hotel wants a wee meetin', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('have a got onything between 10 and 1 on Monday', free(l('11-16 10:00'), l('11-16 13:00'))),
  london(
    "am a free the weekend? the light's meant tae be braw",
    free(l('11-14 09:00'), l('11-14 18:00')),
    free(l('11-14 00:00'), l('11-15 00:00')),
    free(l('11-14 09:00'), l('11-15 18:00')),
    free(l('11-14 00:00'), l('11-16 00:00')),
  ),
  london('Free Tuesday 1-3? Head at Ysgol Bryn wants to meet. Diolch', free(l('11-17 13:00'), l('11-17 15:00'))),
  london('Any gaps this evening.', free(l('11-11 17:00'), l('11-11 21:00'))),
  // London: mention free time, ask for nothing
  london("studio's free sat if anyone wants it fam", NO_CHANGE),
  london("Staff asked if I'm free Friday. Told them no.", NO_CHANGE),
  london('first free weekend since april!!! not touching lightroom x', NO_CHANGE),

  // New York (morning 09-12, afternoon 12-17, evening 17-21, whole day 09-18)
  newYork('am i free tmrw night', free(n('11-12 17:00'), n('11-12 21:00'))),
  newYork('got anything sat 10 to 4', free(n('11-14 10:00'), n('11-14 16:00'))),
  newYork('am i free at all monday', free(n('11-16 09:00'), n('11-16 18:00')), free(n('11-16 00:00'), n('11-17 00:00'))),
  newYork('I am free Sunday afternoon? One family want photos in Flushing Meadows', free(n('11-15 12:00'), n('11-15 17:00'))),
  newYork('Am I free 11/21 all day? Is a quince', free(n('11-21 09:00'), n('11-21 18:00')), free(n('11-21 00:00'), n('11-22 00:00'))),
  newYork('I am free tomorrow morning for sample pickup?', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork('Do I have time this afternoon 2 to 4? Client want to come studio', free(n('11-11 14:00'), n('11-11 16:00'))),
  newYork('Tonight I am free after 7?', free(n('11-11 19:00'), n('11-11 21:00')), free(n('11-11 19:00'), n('11-12 00:00'))),
  newYork('Free Fri AM?', free(n('11-13 09:00'), n('11-13 12:00'))),
  newYork('Clear 3-5 tmrw? Broker wants a twilight shoot.', free(n('11-12 15:00'), n('11-12 17:00'))),
  newYork(
    "Am I free on Tuesday morning? A director I'd very much like to work with has offered to meet for coffee.",
    free(n('11-17 09:00'), n('11-17 12:00')),
  ),
  newYork(
    "There's an industry dinner on the first of December that I'd quite like to attend; do I have anything that evening?",
    free(n('12-01 17:00'), n('12-01 21:00')),
  ),
  // New York: mention free time, ask for nothing
  newYork('Airspace is free Saturday per the FAA app. Good.', NO_CHANGE),
  newYork('Mrs. Castillo ask me if I am free 12/12, I tell her yes of course', NO_CHANGE),
  newYork('free weekend finally gonna sleep for two days straight', NO_CHANGE),
];
