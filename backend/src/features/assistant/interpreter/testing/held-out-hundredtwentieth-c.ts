/**
 * Held-out set, hundredtwentieth part c: tailors, dressmakers, alterations and cobblers.
 *
 * London (Europe/London, day-first dates: 4/12 is 4 December):
 * - Priya, a bridal alterations seamstress in Southall whose first language is Punjabi (lehengas,
 *   fittings, hems, deposits; "haanji", "theek aa", "chalo").
 * - Terry, a shoe repairer and key cutter in Bermondsey (heels, soles, watch batteries, the shop
 *   counter; blunt, few words, "mate").
 * - Fiona, a kilt maker with a hire business in Glasgow who writes some Scots ("the morn", "aye",
 *   "wee", "cannae", "ken").
 * - Olu, a bespoke suit tailor in Peckham (clients, cloth merchants, fittings, Instagram; "bro", "bless").
 * - Margaret, a retired teacher turned curtain and upholstery maker in Harrogate (long, careful,
 *   full sentences).
 *
 * New York (America/New_York, month-first dates: 4/12 is April 12):
 * - Rosa, a dry cleaner and alterations shop owner in Jackson Heights whose first language is
 *   Spanish (tickets, pressing, pickups, suppliers).
 * - Min-jun, a custom shirt maker in Koreatown whose first language is Korean (measurements, fabric
 *   orders, the factory in NJ; short, careful English).
 * - Tasha, a costume designer for theatre and drag shows in Harlem (shows, fittings, rush jobs; all
 *   lower case, lots of emoji).
 * - Vinnie, a cobbler and leather repair shop in Bensonhurst (boots, bags, the landlord; gruff,
 *   clipped, typos).
 * - Grace, who runs a small made-to-measure bridal studio in Tribeca with staff (brides,
 *   seamstresses, payroll; long organised messages).
 *
 * Every message is read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 * Time-of-day windows used in HUNDREDTWENTIETH_FREE_TIME: morning 09:00-12:00, afternoon 12:00-17:00,
 * evening / tonight 17:00-21:00, a whole day 09:00-18:00 (midnight to midnight as a second reading);
 * an hour or span said is that span.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
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
  recall,
  remove,
  talk,
  task,
  within,
  words,
} from './held-out-kit';

/** daily has just sent "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked for the options of a dilemma. */
const askedOptions = (question: string): Partial<ConversationState> => ({
  pending: { about: 'dilemma_options', question },
});
/** daily asked what matters most in a dilemma. */
const askedMatters = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily summed up a dilemma and asked which option. */
const askedChoice = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});

export const HUNDREDTWENTIETH_DECISION: HeldOutItem[] = [
  // London: decisions in plain words
  london(
    'chalo decided, no more lehenga alterations without 50% deposit upfront. too many brides disappearing after the fitting',
    decision,
  ),
  london('no more watch batteries in them cheap fashion watches mate. backs never go back on. decided', decision),
  london("aye that's me decided, we're no hirin oot the Pride of Scotland kilts for stag dos anymore, three came back honkin", decision),
  london(
    "bro I've decided, going with Holland & Sherry for the winter cloth order, the other merchant keeps shorting me on the length",
    decision,
  ),
  london(
    'After a great deal of dithering I have decided that I shall no longer take on the re-upholstery of dining chairs in sets of fewer than four. The setting-up time is the same whatever the number, and I simply cannot make it pay.',
    decision,
  ),
  london(
    "Decided at last: the workroom will close from Christmas Eve until the fourth of January, and I shan't be persuaded otherwise.",
    decision,
  ),
  // London: a decision and a task in one message
  london('haanji final, Manpreet lehenga we take in at the waist not the blouse. remind me tomorrow 11 to call Manpreet and tell her', [
    decision,
    task('call Manpreet and tell her', l('11-12 11:00')),
  ]),
  london('shutting the counter at 1 on saturdays from now on. decided. gotta do a sign for the window by friday', [
    decision,
    task('do a sign for the window', l('11-13')),
  ]),
  london("right decided, the hire side's gettin its ain website. mind me tae email the wee guy fae Partick the morn", [
    decision,
    task('email the wee guy fae Partick', l('11-12')),
  ]),
  london(
    'I have made up my mind to stop buying lining from the wholesaler in Leeds and to go to the mill in Bradford instead. Would you remind me on Monday morning to close the Leeds account?',
    [decision, task('close the Leeds account', l('11-16 09:00'))],
  ),
  // London: the reminder was the decision itself, so it is a tick and a decision
  within(
    reminded('decide on the Instagram ads', l('11-11 15:00')),
    london('yeah decided bro, running the ads right through december. bless', [done(), decision], decision),
  ),
  // London: look like decisions, are not
  london("bride's mum decided she want the dupatta in red not gold now, 3rd time changing 🙄", NO_CHANGE),
  london('still aint decided on the new key machine. see what the rep says thursday', NO_CHANGE),
  london('should ah keep the Argyll jackets for the hire or sell them aff? cannae decide', dilemma),
  london('what did I decide about the Savile Row trunk show bro', recall('savile row trunk show'), recall('trunk show')),

  // New York: decisions in plain words
  newYork('Ya decidí, no more same day pressing for tickets after 11am, is too much for Lupe', decision),
  newYork('I decide. Only two-fold cotton from now. Single ply shirts get many complaint.', decision),
  newYork('ok decided 💅 no more rush jobs under $300. i am NOT sewing sequins at 4am for $80 again 😤✨', decision),
  newYork('decidd. no more resoling them cheap boots from amazon, glue dont hold', decision),
  newYork(
    "I've thought about this all week and I've decided to move payroll to twice a month starting in January. Weekly is simply too much admin for a team of six, and the seamstresses I've spoken to are fine with it.",
    decision,
  ),
  // New York: a decision and a task in one message
  newYork(
    'Ok decided, we change to the hanger supplier in Queens, more cheap. Remind me call them tomorrow 9',
    [decision, task('call them', n('11-12 09:00'))],
    [decision, task('call the hanger supplier in Queens', n('11-12 09:00'))],
  ),
  newYork('Decided to move factory order from NJ to the one in Long Island City. Please remind me Friday 2pm to tell Mr. Park.', [
    decision,
    task('tell Mr. Park', n('11-13 14:00')),
  ]),
  newYork(
    'Decision made: we will stop offering a free second fitting for gowns bought elsewhere. Please remind me to update the price list on the website tomorrow at 2pm.',
    [decision, task('update the price list on the website', n('11-12 14:00'))],
  ),
  newYork('landlord wants 2 yr lease, im signin it. decided. remind me call the lawyer thurs', [
    decision,
    task('call the lawyer', n('11-12')),
  ]),
  // New York: the reminder was the decision itself
  within(
    reminded('decide on the wig supplier', n('11-11 10:00')),
    newYork('going w the atlanta girl for wigs, decided 💁‍♀️👑', [done(), decision], decision),
  ),
  // New York: look like decisions, are not
  newYork('The customer decide to not pick up the wedding dress, is 6 month here already', NO_CHANGE),
  newYork('I am not decide yet about new collar pattern. Maybe next week.', NO_CHANGE),
  newYork('should i take the broadway understudy costumes or stay w the drag gigs 😩 help', dilemma),
  newYork('what i decide bout the sunday hours', recall('sunday hours')),
  newYork('Maria has decided to go part-time after the holidays, which I completely understand.', NO_CHANGE),
];

export const HUNDREDTWENTIETH_DILEMMA: HeldOutItem[] = [
  // London: a choice with two options
  london('should I take the big wedding in Leicester, 6 lehengas, or stay local only? travel is too much but money is good 🤔', dilemma),
  london('new key machine or fix the old one. 2 grand vs 400 quid. dunno mate', dilemma),
  london('cannae make up ma mind, dae ah take on a second apprentice or just dae the hours masel? help us think', dilemma),
  london('bro should I open a second fitting room in Shoreditch or keep it all in Peckham, need to think it through', dilemma),
  london(
    "I'd be grateful for some help thinking something through. A hotel in Ripon has asked me to make curtains for all twenty-two of its bedrooms. It would be the biggest job I've ever taken on, but it would fill January to March entirely and I'd have to turn my regular customers away.",
    dilemma,
  ),
  // London: one option or none
  london('thinking to stop doing sari blouses, only lehengas. is good idea?', dilemma),
  london('shld i stop doin watch straps', dilemma),
  // London: answers to daily's dilemma questions
  within(
    askedOptions('Should you change how you run the hire side?'),
    london('either we keep aw the hire kilts here or we rent the wee unit next door for them', answer(null), dilemma),
  ),
  within(
    askedMatters('Second fitting room in Shoreditch or stay in Peckham?', 'open in Shoreditch', 'stay in Peckham'),
    london('honestly bro the clients. my regulars are all south, bless em', answer(null)),
  ),
  within(
    askedChoice('Take the Ripon hotel job or keep your regular customers?', 'take the hotel job', 'keep your regular customers'),
    london("I think, on balance, the second. I couldn't bear to let Mrs Ackroyd and the others down.", answer(2)),
  ),
  within(askedChoice('New key machine or fix the old one?', 'buy the new machine', 'fix the old one'), london('new one', answer(1))),
  within(
    askedChoice('Take the Leicester wedding or stay local?', 'take the Leicester wedding', 'stay local'),
    london('abhi nahi pata, need to talk to my husband first', answer(null)),
  ),
  // London: mention a dilemma, are not one
  london(
    'the wee boy fae the hire shop couldnae pick between the Black Watch and the Hunting Stewart for his weddin, took him an hour 😂',
    NO_CHANGE,
  ),
  london("thought about it loads and I'm doing it bro, Shoreditch fitting room from Feb. bless", decision),
  london(
    'Mrs Hartley has been agonising over velvet versus linen for her sofa for three weeks now; I suspect she rather enjoys it.',
    NO_CHANGE,
  ),

  // New York: a choice with two options
  newYork('I not sure if I buy second pressing machine or hire one more girl for the counter. What you think?', dilemma),
  newYork('Should I raise shirt price to $220 or keep $195? Many customer are old customer.', dilemma),
  newYork('ok real talk do i take the cruise ship costume contract (4 months!!) or keep doing my shows here 😭🚢', dilemma),
  newYork('fix up the back room for bag repairs or just rent it out. idk', dilemma),
  newYork(
    "I need to think something through properly. Our head seamstress, Lin, has asked to work four days instead of five. She's the best we have, but the January rush is coming and I'm not sure we can cover the fifth day without hiring. Can you help me weigh it up?",
    dilemma,
  ),
  newYork(
    "Should we close the studio between Christmas and New Year, or keep a skeleton crew in for the January brides? I'd like to think it through before I say anything to the staff.",
    dilemma,
  ),
  // New York: one option
  newYork('Is worth it to open on Sunday? Many people ask me', dilemma),
  newYork('thinking about going full time w the theatre and dropping drag gigs?? 🤔 help me think', dilemma),
  // New York: answers to daily's dilemma questions
  within(
    askedOptions('How should you handle the fabric orders?'),
    newYork('First: order from Italy direct, more cheap but slow. Second: keep NJ distributor, fast but expensive.', answer(null), dilemma),
  ),
  within(
    askedMatters('Fix up the back room or rent it out?', 'fix it up for bag repairs', 'rent it out'),
    newYork('cash. need cash now not later', answer(null)),
  ),
  within(
    askedChoice("Agree to Lin's four-day week or keep her on five days?", 'agree to four days', 'keep five days'),
    newYork("Let's agree to the four days. Keeping Lin happy matters more to me than one day of cover.", answer(1)),
  ),
  within(
    askedChoice('Buy a second pressing machine or hire one more person?', 'buy the machine', 'hire one more person'),
    newYork('la máquina, the people always get sick', answer(1)),
  ),
  within(
    askedChoice('Take the cruise contract or keep your shows here?', 'take the cruise contract', 'keep your shows here'),
    newYork('not yet 😩 gotta talk to my girls first', answer(null)),
  ),
  // New York: look like a dilemma, are not
  newYork('Customer cannot decide spread collar or button-down. I tell him come back Saturday.', NO_CHANGE),
  newYork('went w renting it out. guy signs monday', decision),
];

export const HUNDREDTWENTIETH_RECALL: HeldOutItem[] = [
  // London
  london('what I decide about the deposit for lehengas? bride asking can she pay after', recall('deposit for lehengas'), recall('deposit')),
  london('watch batteries in cheap watches. what did i say', recall('watch batteries in cheap watches'), recall('watch batteries')),
  london('did ah no decide somethin aboot the stag do hires? whit was it again', recall('stag do hires'), recall('stag do')),
  london('bro which cloth merchant did I go with for winter again', recall('cloth merchant'), recall('winter cloth')),
  london(
    'Could you remind me what I decided about dining chairs? A lady has just rung asking about a pair of carvers.',
    recall('dining chairs'),
  ),
  london('Manpreet lehenga, we take in waist or blouse? I decide something but forget 🙈', recall('manpreet lehenga'), recall('manpreet')),
  london('saturday hours. what we settle on', recall('saturday hours')),
  london('the hire website, whit did ah decide?', recall('hire website'), recall('website')),
  london('did I say yes to the insta ads for december or nah', recall('insta ads'), recall('ads')),
  london(
    "I seem to remember deciding something about closing over Christmas, but I can't recall the dates. What did I say?",
    recall('closing over christmas'),
    recall('christmas'),
  ),
  london('whit did ah decide aboot the Argyll jackets, sell or keep?', recall('argyll jackets')),
  within(
    reminded('close the Leeds account', l('11-16 09:00')),
    london('Before I do, would you remind me why I decided to leave the Leeds wholesaler?', recall('leeds wholesaler'), recall('leeds')),
  ),
  // London: look like a recall, are not
  london('remind me decide about Leicester wedding by friday', task('decide about Leicester wedding', l('11-13'))),
  london("council decided the loading bay's going. nightmare for deliveries", NO_CHANGE),
  london('Mr Adeyemi went for the double-breasted after all that back and forth, bless him 😂', NO_CHANGE),

  // New York
  newYork('What I decide about same day pressing? Customer here asking at 1pm', recall('same day pressing')),
  newYork('Which ply I decide? Two-fold or single?', recall('ply'), recall('two-fold')),
  newYork('wait what did i decide about rush jobs again?? someone wants a gown by saturday 😅', recall('rush jobs')),
  newYork('amazon boots. what i say bout em', recall('amazon boots')),
  newYork('Could you remind me what we settled on for payroll? Our bookkeeper is asking whether January stays weekly.', recall('payroll')),
  newYork('Hanger supplier, which one we decide? I forget the name', recall('hanger supplier')),
  newYork('Last month I decide about factory, what was it? NJ or LIC?', recall('factory')),
  newYork('did i ever make a call on the wig supplier 👀', recall('wig supplier'), recall('wigs')),
  newYork('the lease. did i decid or no', recall('lease')),
  newYork(
    'What did I decide about free second fittings for gowns bought elsewhere? A bride is coming in at noon and I want to be consistent.',
    recall('free second fittings'),
    recall('second fittings'),
  ),
  newYork("Why I say no to the hotel laundry contract? I don't remember", recall('hotel laundry contract'), recall('hotel laundry')),
  within(
    reminded('tell Mr. Park', n('11-13 14:00')),
    newYork('Before I call, what I decided about NJ factory exactly?', recall('nj factory'), recall('factory')),
  ),
  // New York: look like a recall, are not
  newYork('remind me to decide on the cruise thing by sunday 🚢', task('decide on the cruise thing', n('11-15'))),
  newYork('landlord decidd hes raisin the rent 8%. beautiful.', NO_CHANGE),
  newYork('Our venue partner in Brooklyn has decided to stop referring brides to anyone, which is a real shame.', NO_CHANGE),
];

export const HUNDREDTWENTIETH_PRIORITISE: HeldOutItem[] = [
  // London
  london('haanji too much today, 3 fittings and 2 hems, what I do first?', prioritise('focus')),
  london('whats first. queue out the door', prioritise('focus')),
  london('gonnae plan ma day for us? 4 fittins and a weddin party collectin at 5', prioritise('plan_day')),
  london("bro I'm drowning this week, what can slide?", prioritise('drop')),
  london(
    'I have rather too much on this week. Could you look over my list and tell me what could sensibly wait until next week?',
    prioritise('drop'),
  ),
  london('plan my day please, chalo', prioritise('plan_day')),
  london('what can wait till monday mate', prioritise('drop')),
  london("whit's the maist important thing the day? ma heid's mince", prioritise('focus')),
  london('help me sort the rest of my day bro, fitting at 4 and a cloth pickup in Soho before 6', prioritise('plan_day')),
  london(
    'Where would you suggest I begin this afternoon? I have the Harewood swags, two cushion orders and a quote to write.',
    prioritise('focus'),
    prioritise('plan_day'),
  ),
  london('what I can leave for next week? too many blouse alterations, cannot do all', prioritise('drop')),
  // London: look like prioritising, are not
  london("Clarke's keys - he picked em up. bin that one", done(words('Clarke')), remove(words('Clarke'))),
  london('mind me tae press the MacKenzie kilt first thing the morn', task('press the MacKenzie kilt', l('11-12 09:00'))),
  london('finally got the Holland & Sherry order sorted, that was the big one this week 🙌', NO_CHANGE),
  london(
    'I do find that if I tackle the fiddly piping first thing, the rest of the day goes far more smoothly.',
    NO_CHANGE,
    talk('reflection'),
  ),

  // New York
  newYork('Too many tickets today, which I do first? Help', prioritise('focus')),
  newYork('Please plan my day. Two measurement appointment and fabric order to send.', prioritise('plan_day')),
  newYork('omg where do i even start 😵‍💫 3 shows this week and nothing is finished', prioritise('focus'), prioritise('plan_day')),
  newYork('too much work today wat do i skip', prioritise('drop')),
  newYork(
    "Could you look at everything I have on this week and suggest what I can hand off or push back? Between the Henderson fitting, payroll and two new consultations, I'm stretched very thin.",
    prioritise('drop'),
  ),
  newYork('Organize my day please, I have supplier coming 12 and 30 pickups', prioritise('plan_day')),
  newYork('What is most important now? Many thing.', prioritise('focus')),
  newYork('plan my day pls 🙏🏾 fitting at 1 and i gotta hit the garment district', prioritise('plan_day')),
  newYork('wats first today', prioritise('focus')),
  newYork(
    "What should I be focusing on today? There's a lot competing for my attention and I'd like to spend the morning on whatever matters most.",
    prioritise('focus'),
  ),
  newYork('This week too busy. What I can move to next week?', prioritise('drop')),
  newYork('Which thing I can leave for tomorrow? Lupe is sick today and I am alone', prioritise('drop')),
  // New York: look like prioritising, are not
  newYork('dropping the brooklyn burlesque gig 💔 they never pay on time', decision),
  newYork('my backs killin me today, been bent over the finisher since 7', NO_CHANGE, talk('feeling')),
  newYork(
    "Remind me to review the January rota first thing tomorrow, it's the priority.",
    task('review the January rota', n('11-12 09:00'), { important: true }),
    task('review the January rota', n('11-12 09:00')),
  ),
];

export const HUNDREDTWENTIETH_AGENDA: HeldOutItem[] = [
  // London
  london('aaj ka kya hai? today what fittings I have', list('today')),
  london('tomorrow. what we got', list('tomorrow')),
  london("whit've ah got on this week?", list('week')),
  london("bro what's on for friday", list('day', '2026-11-13')),
  london("Would you be kind enough to tell me what I have on tomorrow? I'd like to know whether to set the alarm early.", list('tomorrow')),
  london('anything I miss? something overdue?', list('overdue')),
  london('any jobs late', list('overdue')),
  london("whit's on the 4/12? the Christmas ceilidh lot want a fittin", list('day', '2026-12-04')),
  london('what I got monday bro', list('day', '2026-11-16')),
  london(
    "What have I got for the rest of this week, please? I'm trying to decide whether I can accept another set of Roman blinds.",
    list('week'),
  ),
  london("whit's next?", list('next')),
  within(
    listed('take in waist on Manpreet lehenga', 'hem for Simran', 'chase deposit from Kaur family'),
    london('theek aa. and tomorrow?', list('tomorrow')),
  ),
  // London: look like a list, are not
  london("tomorrow's a write off, dentist all morning", NO_CHANGE),
  london('today went well bless, 2 suits collected and a new client from Insta 🙌', NO_CHANGE),
  london('The Harewood curtains went up today and look splendid, if I say so myself.', NO_CHANGE),

  // New York
  newYork('What I have today? Tell me please', list('today')),
  newYork('Tomorrow schedule please.', list('tomorrow')),
  newYork('whats on this week babe 👀💅', list('week')),
  newYork('wat i got tmrw', list('tomorrow')),
  newYork(
    "Could you give me an overview of this week? I'm planning the seamstresses' hours and need to see which fittings are already booked.",
    list('week'),
  ),
  newYork('Something I forget? Late things?', list('overdue')),
  newYork('11/20 what I have?', list('day', '2026-11-20')),
  newYork("what's on saturday 👗✨", list('day', '2026-11-14')),
  newYork('anythin late', list('overdue')),
  newYork("What's on for Thursday the 3rd? A bride wants to move her final fitting.", list('day', '2026-12-03')),
  newYork("what's today look like 😩", list('today')),
  within(
    listed('call the hanger supplier', 'press the Gómez wedding suit', 'order plastic covers'),
    newYork('ok y mañana?', list('tomorrow')),
  ),
  // New York: look like a list, are not
  newYork('closed tmrw, doctor', NO_CHANGE),
  newYork("Today's consultation with the Okafor bride went beautifully; she's booked the full package.", NO_CHANGE),
];

export const HUNDREDTWENTIETH_FREE_TIME: HeldOutItem[] = [
  // London
  london('tomorrow afternoon I am free? bride want to come for trial', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('free friday morning? rep wants to show me the key machine', free(l('11-13 09:00'), l('11-13 12:00'))),
  london("am ah free the morn's mornin? wee lad wants measured for his weddin kilt", free(l('11-12 09:00'), l('11-12 12:00'))),
  london('bro am I free saturday afternoon, client wants a first fitting', free(l('11-14 12:00'), l('11-14 17:00'))),
  london(
    'Is Tuesday the 24th entirely free? A lady in Knaresborough would like me to spend the day measuring her whole house.',
    free(l('11-24 09:00'), l('11-24 18:00')),
    free(l('11-24 00:00'), l('11-25 00:00')),
  ),
  london('between 11 and 1 on friday I have gap? Simran want to collect', free(l('11-13 11:00'), l('11-13 13:00'))),
  london('tonight free? mate wants a hand with his shutter', free(l('11-11 17:00'), l('11-11 21:00'))),
  london(
    'hae ah got onythin on monday? fancy a day aff',
    free(l('11-16 09:00'), l('11-16 18:00')),
    free(l('11-16 00:00'), l('11-17 00:00')),
    list('day', '2026-11-16'),
  ),
  london('half 2 to half 4 tomorrow, am I clear bro?', free(l('11-12 14:30'), l('11-12 16:30'))),
  london(
    "Do I have anything on the morning of the 1st of December? I'd like to go to the fabric fair in York.",
    free(l('12-01 09:00'), l('12-01 12:00')),
  ),
  london('4 to 5 today free? aunty ji want to drop off 3 suits', free(l('11-11 16:00'), l('11-11 17:00'))),
  london('thursday 19th, efter 2, am ah free?', free(l('11-19 14:00'), l('11-19 17:00')), free(l('11-19 14:00'), l('11-19 18:00'))),
  // London: look like a free-time ask, are not
  london('had a free afternoon for once. bliss', NO_CHANGE),
  london('free alterations on any suit bought before Christmas bro, just posted it on Insta 🙌', NO_CHANGE),
  london("Mrs Ackroyd says she's free on Thursday afternoon if I'd like to come and hang the curtains.", NO_CHANGE),

  // New York
  newYork('Tomorrow morning I am free? The supplier want to come', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork('Friday 3pm to 5pm, I am free? Customer want measurement.', free(n('11-13 15:00'), n('11-13 17:00'))),
  newYork('am i free tonight?? drag mother wants a fitting 👠', free(n('11-11 17:00'), n('11-11 21:00'))),
  newYork('sat mornin free?', free(n('11-14 09:00'), n('11-14 12:00'))),
  newYork(
    "Is Monday the 30th clear for me? I'd like to block the whole day for the Whitmore bridal party's fittings.",
    free(n('11-30 09:00'), n('11-30 18:00')),
    free(n('11-30 00:00'), n('12-01 00:00')),
  ),
  newYork('12/3 afternoon I have something? Want to go to the bank for the loan', free(n('12-03 12:00'), n('12-03 17:00'))),
  newYork('Tuesday morning is free? Must go to NJ factory.', free(n('11-17 09:00'), n('11-17 12:00'))),
  newYork('do i have anything thursday afternoon 🙏🏾 need to hit mood fabrics', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork('free 1 to 3 tmrw? landlord wants to come by', free(n('11-12 13:00'), n('11-12 15:00'))),
  newYork(
    "Do I have an hour free this afternoon, ideally around 2? I'd like to sit down with Lin about her schedule.",
    free(n('11-11 14:00'), n('11-11 15:00')),
  ),
  newYork(
    'Sunday I am free all day? Is my sister birthday',
    free(n('11-15 09:00'), n('11-15 18:00')),
    free(n('11-15 00:00'), n('11-16 00:00')),
  ),
  newYork('is friday night open?? ✨ show at the ballroom and i wanna go', free(n('11-13 17:00'), n('11-13 21:00'))),
  newYork('Between 11 and 12 today, I am free? Fabric salesman call.', free(n('11-11 11:00'), n('11-11 12:00'))),
  // New York: look like a free-time ask, are not
  newYork('was free all mornin yesterday, nobody came in. dead', NO_CHANGE),
  newYork('Lin is free on Saturdays from now on, which helps enormously with the weekend brides.', NO_CHANGE),
];
