/**
 * Held-out set, hundredtwentythird part f: driving instructors and driving schools.
 * Removals, renames, voice-note rambles and messages too thin to act on.
 *
 * London time (Europe/London, day-first dates: 4/12 is 4 December):
 * - Gary, a driving instructor in Essex (pupils, test dates at Chelmsford, the dual-control car, block
 *   bookings; short, "mate", "cheers").
 * - Nasreen, an instructor in Birmingham whose first language is Urdu (female pupils, Kingstanding test
 *   centre, theory; "acha", "theek hai", "inshallah").
 * - Rhys, an instructor in Swansea (intensive courses, mocks, the car's MOT; "diolch", "tidy", "now in a
 *   minute").
 * - Moira, who runs a small driving school in Edinburgh with four instructors (rotas, franchise fees, the
 *   booking system; long, organised, some Scots: "the morn", "aye").
 * - Tom, a motorbike (CBT) instructor in Bristol (all lower case, no punctuation, "innit").
 *
 * New York time (America/New_York, month-first dates: 4/12 is April 12):
 * - Carlos, a driving instructor in Jersey City and Newark whose first language is Spanish (road tests,
 *   permits, the school's cars).
 * - Wei, a Flushing instructor whose first language is Mandarin (students, road tests in Queens, the
 *   5-hour class; short, careful English).
 * - Brianna, a Brooklyn instructor who also teaches the 5-hour pre-licensing course (all lower case, lots
 *   of emoji).
 * - Sal, an old-school Bronx driving school owner (the fleet, insurance, the DMV; gruff, clipped, typos).
 * - Denise, who runs a commercial (CDL) truck-driving school on Long Island with staff (students, yard
 *   time, DOT paperwork; long organised messages).
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
  dilemma,
  done,
  l,
  london,
  move,
  n,
  newYork,
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
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const HUNDREDTWENTYTHIRD_REMOVE: HeldOutItem[] = [
  // London: removals
  within(
    listed('block booking for Kyle', 'book Chelmsford test for Amber', 'clean the dual control car', 'ring Jodie re theory'),
    london("take 2 off mate, she's gone and booked Basildon herself. cheers", remove(num(2))),
  ),
  within(
    reminded('chase Liam for block booking money', l('11-11 14:00')),
    london('get rid mate, he paid cash this morning', remove(), done()),
  ),
  london(
    'delete the one about the dual control pedal, garage sorted it when it was in for service. cheers',
    remove(words('dual control pedal')),
    done(words('dual control pedal')),
  ),
  within(
    reminded('Kingstanding test for Aisha', l('11-13 10:20')),
    london('Acha please delete this one, Aisha test is cancel by DVSA, they send email. Inshallah new date soon', remove()),
  ),
  london(
    'Theek hai, remove the theory practice with Mehwish, she pass her theory yesterday alhamdulillah!',
    remove(words('theory practice with Mehwish')),
    done(words('theory practice with Mehwish')),
  ),
  within(
    listed('lesson Fatima 9am', 'buy L plates', 'renew ADI badge', 'mock test Zainab'),
    london('number 2 remove please, my husband bring L plates from Halfords already', remove(num(2)), done(num(2))),
  ),
  within(
    just('book MOT for the Corsa', l('11-16')),
    london("scrap that now in a minute, just looked at the certificate and the MOT's not due till February. tidy", remove()),
  ),
  london(
    "Can you take the intensive course for the lad from Neath off, his dad phoned, they've cancelled the whole week. Diolch",
    remove(words('intensive course Neath')),
  ),
  within(
    listed('mock test with Ffion', 'mock test with Gethin', 'pay insurance on the Corsa', 'order new mirrors'),
    london('Delete 1 and 2 please, both have moved their tests to January so no mocks this month', [remove(num(1)), remove(num(2))]),
  ),
  within(
    listed('rota for December', 'chase Callum for franchise fee', 'renew the booking system licence', 'order new roof signs'),
    london(
      "Could you take number 2 off the list please? Callum paid his franchise fee in full this morning, so that's one less thing to chase.",
      remove(num(2)),
      done(num(2)),
    ),
  ),
  london(
    'Aye, you can delete the reminder about phoning BookMyLessons about the double bookings. Their support team sorted it first thing today, which I did not expect. Much obliged.',
    remove(words('BookMyLessons double bookings')),
    done(words('BookMyLessons double bookings')),
  ),
  within(
    reminded('interview the new instructor from Livingston', l('11-12 10:00')),
    london("Please remove that one. He's withdrawn, taken a job wi' one of the big national schools. Ach well, his loss.", remove()),
  ),
  london('bin the cbt on saturday for the deliveroo lad he never paid his deposit innit', remove(words('cbt saturday deliveroo lad'))),
  within(reminded('get the 125 chain sorted'), london('delete that sorted it myself last night', remove(), done())),
  within(
    listed('order new hi viz vests', 'cbt saturday 4 riders', 'service the cg125', 'email the council about the site'),
    london('get rid of 4 they dont care anyway innit', remove(num(4))),
  ),
  // London: news and questions that use the words, change nothing
  london("had to take the dual controls off for the garage mate, car's useless till friday", NO_CHANGE),
  london('DVSA remove Sunday tests from Kingstanding now, very bad for my working pupils 😔', NO_CHANGE),
  london('ah just bin it', unclear),

  // New York: removals
  within(
    reminded('road test for Jonathan', n('11-12 09:30')),
    newYork('bórralo, he fail the permit test again so no road test todavía 🤦‍♂️', remove()),
  ),
  within(
    listed('oil change the Corolla', 'pick up permit for Daniela', 'pay EZ pass', 'lesson Kevin 3pm'),
    newYork('quita el 3, ya lo pagué anoche', remove(num(3)), done(num(3))),
  ),
  newYork('delete the one of the brake pedal for the Civic, the mechanic say is fine, nada que hacer', remove(words('brake pedal Civic'))),
  within(
    which('oil change Corolla', 'oil change Civic'),
    newYork('el del Civic, bórralo, I sell that car', remove(num(2)), remove(words('oil change Civic')), answer(2)),
  ),
  within(
    just('road test for Lily in Flushing', n('11-17 08:00')),
    newYork('Sorry, please delete. Lily say her father will take her to test.', remove()),
  ),
  newYork('Please remove "5-hour class Saturday". Class is cancel, not enough student.', remove(words('5-hour class Saturday'))),
  within(
    listed('call Mr. Zhang about lesson', 'renew instructor license', 'car wash', 'book road test for Kevin'),
    newYork('Number 1 and 4 remove please. Both finish.', [remove(num(1)), remove(num(4))], [done(num(1)), done(num(4))]),
  ),
  within(
    reminded('print worksheets for the 5 hour class', n('11-11 09:00')),
    newYork('delete that lol the printer at the school is broken again so we doing it all on slides 🙃', remove()),
  ),
  newYork(
    'can u take off the thing about buying more cones 🚧 my student literally brought me a whole bag of them from his job 😭😂',
    remove(words('buying more cones')),
    done(words('buying more cones')),
  ),
  within(
    listed('lesson w jaylen 2pm', 'pre-licensing class sat 9am', 'email the school abt my hours', 'pick up the honda from the shop'),
    newYork('1 can go he cancelled 😒 again', remove(num(1))),
  ),
  within(reminded('call the insurance guy bout the Camry'), newYork('delet it. already talkd to him', remove(), done())),
  newYork('take off the DMV thing for the plates on car 6. sold the car', remove(words('DMV plates car 6'))),
  within(
    listed('renew fleet insurance', 'new tires car 3', 'fire Jimmy', 'DMV audit paperwork'),
    newYork('scratch 3. kid begged. one more chance', remove(num(3))),
  ),
  within(
    listed(
      'DOT physical reminders for the January cohort',
      'yard time schedule for next week',
      'order replacement air brake hoses',
      'call Suffolk County about the range permit',
    ),
    newYork(
      "Please remove item 4 from that list. The county called us back this morning and confirmed the range permit doesn't need renewing until 2028, so there's nothing to chase.",
      remove(num(4)),
    ),
  ),
  newYork(
    "Good morning. Please delete the reminder about Marcus's pre-trip inspection retest. He has withdrawn from the program for family reasons, and we've already processed his refund.",
    remove(words("Marcus's pre-trip inspection retest")),
  ),
  within(
    reminded('ELDT paperwork for the new students', n('11-11 09:00')),
    newYork(
      'You can remove that one. Tanya in the office uploaded everything to the FMCSA registry yesterday afternoon.',
      remove(),
      done(),
    ),
  ),
  // New York: news and questions that use the words, change nothing
  newYork('DMV close the road test site in Jamaica. Now all student go to Flushing, very crowded.', NO_CHANGE),
  newYork('my student deleted his whole road test appointment by accident 😭😭 now its january', NO_CHANGE),
  newYork('kill it', unclear),
];

export const HUNDREDTWENTYTHIRD_RENAME: HeldOutItem[] = [
  // London: renames
  within(just('block booking for Kyle', l('11-16')), london("it's Kieran not Kyle mate, cheers", rename(ctx, 'block booking for Kieran'))),
  london("change 'test' to 'Chelmsford test Amber 8:40' mate", rename(words('test'), 'Chelmsford test Amber 8:40')),
  within(
    listed('clean car', 'ring Jodie', 'pay ADI insurance'),
    london('1 should say valet the dual control car inside and out', rename(num(1), 'valet the dual control car inside and out')),
  ),
  within(
    just('lesson Samina', l('11-12 10:00')),
    london('Acha not Samina, is Sumaira. Please correct name', rename(ctx, 'lesson Sumaira')),
  ),
  london(
    'Please change "theory" to "theory hazard perception practice with Iqra", theek hai',
    rename(words('theory'), 'theory hazard perception practice with Iqra'),
  ),
  within(
    reminded('buy new mirror'),
    london(
      'Write proper please: buy extra mirror for passenger side for pupils. Otherwise I forget which mirror',
      rename(ctx, 'buy extra mirror for passenger side for pupils'),
    ),
  ),
  within(
    just('mock test for Ffion Davies', l('11-13 14:00')),
    london(
      "Sorry, it's Ffion Jones not Ffion Davies, I've got two of them now. Can you put Jones on it? Diolch",
      rename(ctx, 'mock test for Ffion Jones'),
    ),
  ),
  london(
    "Call the 'car' one 'book the Corsa in for MOT at Fforestfach' please, tidy",
    rename(words('car'), 'book the Corsa in for MOT at Fforestfach'),
  ),
  within(
    listed('intensive week for Gethin', 'pay insurance', 'new pupil enquiry'),
    london(
      '3 is the new pupil enquiry from Morriston, the one off Facebook. put that on it now in a minute',
      rename(num(3), 'new pupil enquiry from Morriston'),
      rename(num(3), 'new pupil enquiry from Morriston, the one off Facebook'),
    ),
  ),
  london(
    "Could you rename 'rota' to 'December rota, cover for Alasdair's leave 14th to 18th'? I've three rotas on the go and I'll lose track otherwise.",
    rename(words('rota'), "December rota, cover for Alasdair's leave 14th to 18th"),
  ),
  within(
    reminded('franchise fee chase'),
    london(
      "Aye, but can you make that 'chase Callum and Ishbel for November franchise fees'? It's the pair of them, no just Callum.",
      rename(ctx, 'chase Callum and Ishbel for November franchise fees'),
    ),
  ),
  within(
    just('order roof signs', l('11-16')),
    london(
      "Sorry, I should have said, it's the magnetic roof signs I'm after, the ones with the new logo. Could you put that in the title?",
      rename(ctx, 'order magnetic roof signs with the new logo'),
    ),
  ),
  within(
    just('cbt saturday', l('11-14')),
    london('make it cbt saturday 4 riders at the avonmouth site', rename(ctx, 'cbt saturday 4 riders at the avonmouth site')),
  ),
  london(
    'change service bike to service the ybr125 the clutch is slipping innit',
    rename(words('service bike'), 'service the ybr125'),
    rename(words('service bike'), 'service the ybr125 the clutch is slipping'),
  ),
  within(
    listed('order helmets', 'email das pupil', 'pay site rent'),
    london('2 is email jade about her das not das pupil', rename(num(2), 'email jade about her das')),
  ),
  // London: look like renames, are not, or are more than one
  within(just('lesson Kieran', l('11-12 10:00')), london('make it 11 mate', move(ctx, null, '11:00'))),
  london('My pupil Sadia change her surname after nikah, now she has to update provisional licence before her test 🙈', NO_CHANGE),
  within(
    just('intensive week for Gethin', l('11-16')),
    london('call it Gethin intensive and make it Tuesday instead, diolch', [
      rename(ctx, 'Gethin intensive'),
      move(ctx, '2026-11-17', null),
    ]),
  ),
  london('the site changed its name to bristol motorcycle training centre lol still a car park innit', NO_CHANGE),

  // New York: renames
  within(
    just('lesson con Jonathan', n('11-12 15:00')),
    newYork('no es Jonathan, es Jonatan sin h, el primo 😅', rename(ctx, 'lesson con Jonatan')),
  ),
  newYork(
    'cambia "permit" to "pick up permit for Daniela at the MVC in Newark"',
    rename(words('permit'), 'pick up permit for Daniela at the MVC in Newark'),
  ),
  within(
    listed('oil change Corolla', 'wash the cars', 'pay EZ pass'),
    newYork('el 2 is wash the two Corollas, not all the cars porfa', rename(num(2), 'wash the two Corollas')),
  ),
  within(
    just('road test Kevin', n('11-18 09:00')),
    newYork(
      'Please write more: road test Kevin Chen at Flushing site. I have two Kevin.',
      rename(ctx, 'road test Kevin Chen at Flushing site'),
    ),
  ),
  newYork('Change "class" to "5-hour class Saturday room 2".', rename(words('class'), '5-hour class Saturday room 2')),
  within(reminded('call Mrs. Liu'), newYork('Not Mrs. Liu, is Mrs. Lu. Please correct.', rename(ctx, 'call Mrs. Lu'))),
  within(
    just('slides for class', n('11-14 09:00')),
    newYork('ooh can u call it "finish the DWI slides for saturday class" 🍷🚫🚗', rename(ctx, 'finish the DWI slides for saturday class')),
  ),
  newYork(
    'rename the honda thing to pick up the honda from the shop on atlantic ave 🔧',
    rename(words('honda'), 'pick up the honda from the shop on atlantic ave'),
  ),
  within(
    listed('lesson w jaylen', 'lesson w maria', 'email the school'),
    newYork('2 is mariah w an h 😩 she will end me', rename(num(2), 'lesson w mariah')),
  ),
  within(
    just('insurance', n('11-13')),
    newYork('make it insurance renewal whole fleet. not jus the one car', rename(ctx, 'insurance renewal whole fleet')),
  ),
  newYork('chng "tires" to "new tires car 3 and 5 at Hunts Point"', rename(words('tires'), 'new tires car 3 and 5 at Hunts Point')),
  within(reminded('call Vinny bout the lot'), newYork('its Vito not Vinny. fix it', rename(ctx, 'call Vito bout the lot'))),
  newYork(
    "Please rename 'yard schedule' to 'yard time schedule for the Class A evening cohort'. We now run two cohorts and I'd like the titles to say which one.",
    rename(words('yard schedule'), 'yard time schedule for the Class A evening cohort'),
  ),
  within(
    listed('order air brake hoses', 'DOT physicals', 'call the insurance broker'),
    newYork(
      "Item 2 should read 'schedule DOT physicals for the January cohort with Dr. Petrakis'. Thank you.",
      rename(num(2), 'schedule DOT physicals for the January cohort with Dr. Petrakis'),
    ),
  ),
  within(
    just('meet the new yard instructor', n('11-16 08:00')),
    newYork(
      "Small correction: his name is Luis Ortega, so please make it 'meet Luis Ortega, new yard instructor'.",
      rename(ctx, 'meet Luis Ortega, new yard instructor'),
    ),
  ),
  // New York: look like renames, are not, or are more than one
  within(just('lesson w jaylen', n('11-12 14:00')), newYork('make it 4 he has practice till 3:30 🏀', move(ctx, null, '16:00'))),
  newYork('the MVC change the name of the test site again, now everybody get lost jaja', NO_CHANGE),
  newYork('took my name off the lease for the old lot finaly. good riddance', NO_CHANGE),
  within(
    listed('road test Kevin Chen', 'car wash'),
    newYork('Number 1 change to "road test Kevin Chen and Amy Chen", and move to Thursday 8am.', [
      rename(num(1), 'road test Kevin Chen and Amy Chen'),
      move(num(1), '2026-11-12', '08:00'),
    ]),
  ),
];

export const HUNDREDTWENTYTHIRD_RAMBLE: HeldOutItem[] = [
  // London: several jobs
  london(
    "mental day mate. pupil clipped the kerb pulling into Chelmsford test centre then went and passed lol. need to ring Kieran's mum about the block booking tmrw, get the car valeted by friday and pay the ADI reg by end of month cheers",
    [
      task("ring Kieran's mum about the block booking", l('11-12')),
      task('get the car valeted', l('11-13')),
      task('pay the ADI reg', l('11-30')),
    ],
    [
      task("ring Kieran's mum about the block booking", l('11-12')),
      task('get the car valeted', l('11-13')),
      task('pay the ADI reg', l('11-30 17:00')),
    ],
  ),
  london(
    'Assalam alaikum. Today very long day, 6 lesson back to back and one pupil Hira so nervous she cry in the car, I tell her beta no problem, we go slow. Tomorrow I must call DVSA about Zainab test date, and buy new theory book for Mehwish. Friday inshallah pay the car lease',
    [task('call DVSA about Zainab test date', l('11-12')), task('buy new theory book for Mehwish'), task('pay the car lease', l('11-13'))],
    [
      task('call DVSA about Zainab test date', l('11-12')),
      task('buy new theory book for Mehwish', l('11-12')),
      task('pay the car lease', l('11-13')),
    ],
  ),
  london(
    "Mad one today. Intensive lad from Port Talbot did his mock this morning and went the wrong way round the Fabian Way roundabout twice, bless him. Anyway I need to ring the garage tomorrow about the Corsa's MOT, and text Ffion's mam about Saturday. Tidy, diolch",
    [task("ring the garage about the Corsa's MOT", l('11-12')), task("text Ffion's mam about Saturday")],
    [task("ring the garage about the Corsa's MOT", l('11-12')), task("text Ffion's mam about Saturday", l('11-12'))],
  ),
  london(
    "Right, a few things from today that I'd like you to hold on to. Alasdair's off from the 14th to the 18th of December, so I need to sort cover on the rota by Friday. The booking system renewal needs paying by the end of the month, and I must phone the franchise accountant the morn about Ishbel's fees. Aye, and the roof signs want reordering at some point.",
    [
      task('sort cover on the rota', l('11-13')),
      task('pay the booking system renewal', l('11-30')),
      task("phone the franchise accountant about Ishbel's fees", l('11-12')),
      task('reorder the roof signs'),
    ],
    [
      task('sort cover on the rota', l('11-13')),
      task('pay the booking system renewal', l('11-30 17:00')),
      task("phone the franchise accountant about Ishbel's fees", l('11-12')),
      task('reorder the roof signs'),
    ],
  ),
  london(
    'mad day innit two lads turned up for cbt with no provisional so had to send em home then the cg125 wouldnt start in the cold need to order a new battery for it tomorrow and ring the council about the site lights before the weekend',
    [task('order a new battery for it', l('11-12')), task('ring the council about the site lights', l('11-13'))],
    [task('order a new battery for the cg125', l('11-12')), task('ring the council about the site lights', l('11-13'))],
  ),
  // London: one job among chatter
  london(
    "west ham lost again mate, can't watch it anymore. anyway remind me to ring Jodie about her theory test at 6 cheers",
    task('ring Jodie about her theory test', l('11-11 18:00')),
  ),
  london(
    "Weather's shocking down here, sideways rain on the Mumbles road all afternoon and the wipers on the Corsa are on their last legs. Remind me to get new wiper blades Saturday morning now in a minute",
    task('get new wiper blades', l('11-14 09:00')),
  ),
  // London: a decision, or a choice to think through, said aloud
  london('right thats it, no more block bookings under 10 hours, people keep cancelling half way through. done', decision),
  london(
    "Right I've made my mind up, I'm stopping the five-day intensives after Christmas, they're killing me. Two-week ones instead. Need to change the website at the weekend",
    [decision, task('change the website', l('11-14'))],
  ),
  london('sack it im done doing cbts on sundays from january family time innit', decision),
  london(
    'Acha I am thinking too much. One driving school in Erdington want me to join them, they give me pupils, but they take £300 every week franchise. Or I stay independent, less pupils but my own money. What to do, samajh nahi aa raha',
    dilemma,
  ),
  london(
    "I've been going back and forth on this for weeks. One of the big national schools has offered to buy us out. The four instructors would keep their jobs and I'd get a decent sum, but it'd no longer be mine after twenty years. Or I keep going and try to take on a fifth instructor in the spring. I'd like to think it through properly wi' someone.",
    dilemma,
  ),
  // London: no job at all
  london('Amber passed first time at Chelmsford today mate, zero faults. buzzing for her', NO_CHANGE, talk('feeling')),
  london(
    'Alhamdulillah today Rukhsana pass her test at Kingstanding, she is 52 years old, first time! Her daughters make cake for me 🥹',
    NO_CHANGE,
    talk('feeling'),
  ),
  london(
    "Twenty years ago the morn I started this school wi' one Fiesta and a phone in the kitchen. Funny how these things creep up on you.",
    NO_CHANGE,
    talk('reflection'),
  ),
  london(
    'had a 64 year old nan do her cbt today first time on a bike ever and she smashed it innit proper made my day',
    NO_CHANGE,
    talk('feeling'),
  ),

  // New York: several jobs
  newYork(
    'Ay qué día hermano. The Corolla have flat tire in the middle of lesson on Kennedy Blvd and the student so scared. Mañana I need take the car to the tire shop in Newark, and call Jonatan mom about his road test. Viernes pay the insurance of the school cars. Estoy cansado 😮‍💨',
    [
      task('take the car to the tire shop in Newark', n('11-12')),
      task('call Jonatan mom about his road test', n('11-12')),
      task('pay the insurance of the school cars', n('11-13')),
    ],
    [
      task('take the car to the tire shop in Newark', n('11-12')),
      task('call Jonatan mom about his road test'),
      task('pay the insurance of the school cars', n('11-13')),
    ],
  ),
  newYork(
    'Today busy. Three student, one road test in Queens, she pass. Tomorrow I must renew insurance for car, and buy new cone for parking practice. Saturday is 5-hour class 9am, please remind me print certificate Friday night.',
    [
      task('renew insurance for car', n('11-12')),
      task('buy new cone for parking practice', n('11-12')),
      task('print certificate', n('11-13 20:00')),
    ],
    [task('renew insurance for car', n('11-12')), task('buy new cone for parking practice'), task('print certificate', n('11-13 20:00'))],
  ),
  newYork(
    'okay so today was A LOT 😅 taught the 5 hour class to 22 teenagers and one of them asked if texting at a red light counts 🙄📱 anyway i need to email the school about my hours tmrw, get gas in the honda tonight, and pick up my nephew from school friday at 3 🙏🏾',
    [
      task('email the school about my hours', n('11-12')),
      task('get gas in the honda', n('11-11 20:00')),
      task('pick up my nephew from school', n('11-13 15:00')),
    ],
  ),
  newYork(
    'long day. car 4 dead battery, kid bumped a cab on fordham rd, insurance gonna kill me. gotta call the broker tmrw and get car 4 to Hector. DMV renewl for the school licens by end of month',
    [task('call the broker', n('11-12')), task('get car 4 to Hector', n('11-12')), task('DMV renewl for the school licens', n('11-30'))],
    [task('call the broker', n('11-12')), task('get car 4 to Hector'), task('DMV renewl for the school licens', n('11-30'))],
  ),
  newYork(
    'End of day summary. Yard time ran long because two of the trucks had air leaks, so the afternoon group only got forty minutes each behind the wheel. Things I need to do: call Mid-Island Truck Service tomorrow morning about the air leaks, send the DOT drug-test roster to the consortium by Friday, and next week sit down with Keith to rework the yard schedule. Thank you.',
    [
      task('call Mid-Island Truck Service about the air leaks', n('11-12 09:00')),
      task('send the DOT drug-test roster to the consortium', n('11-13')),
      task('sit down with Keith to rework the yard schedule', n('11-16')),
    ],
  ),
  // New York: one job among chatter
  newYork(
    'my student jaylen parallel parked on the FIRST try today 😭😭 i screamed. ok remind me to send his mom the invoice tonight 💸',
    task('send his mom the invoice', n('11-11 20:00')),
  ),
  newYork(
    'Rain all day, student very nervous on Northern Blvd, she drive 15 mile per hour. Oh, please remind me Monday call DMV about Amy permit.',
    task('call DMV about Amy permit', n('11-16')),
  ),
  // New York: a decision, or a choice to think through, said aloud
  newYork('Ya decidí, no more lessons on Sunday, my wife she is right, the kids need me. Solo sábado hasta las 2.', decision),
  newYork('done. sellin the two old Camrys. no more fixin em. buyin one new one in january', decision),
  newYork(
    "After last month's numbers, I've decided we're raising tuition for the Class A program to $6,400 starting with the February cohort. I'll need to update the website and the enrollment packet before December 1st, and let the admissions staff know at Monday's meeting.",
    [decision, task('update the website and the enrollment packet', n('11-30')), task('let the admissions staff know', n('11-16'))],
    [
      decision,
      task('update the website', n('11-30')),
      task('update the enrollment packet', n('11-30')),
      task('let the admissions staff know', n('11-16')),
    ],
  ),
  newYork(
    'I think about buy second car. More students, more money, but insurance very expensive in Queens. Or keep one car and work longer hour. I cannot decide.',
    dilemma,
  ),
  newYork(
    "I'd like to think something through. We've been offered a contract to train forty drivers for a regional carrier in the spring, which would be wonderful revenue, but it would mean hiring two more instructors and leasing another tractor-trailer, and if the contract doesn't renew we're left carrying all of it. The alternative is to stay at our current size and keep growing slowly through private students.",
    dilemma,
  ),
  // New York: no job at all
  newYork(
    'Today my student from Guatemala pass the road test, she hug me and cry, 4 time she try. Qué orgullo 🥹',
    NO_CHANGE,
    talk('feeling'),
  ),
  newYork('Ten years ago I also take road test in Flushing. I fail two times. Now I teach. Life is funny.', NO_CHANGE, talk('reflection')),
  newYork(
    'sometimes i think about how many ppl i taught to drive in brooklyn and lowkey i made the roads safer?? or worse 😂😂',
    NO_CHANGE,
    talk('reflection'),
  ),
  newYork(
    '40 yrs this school. my father started it on Tremont with one Buick. hed be proud i think',
    NO_CHANGE,
    talk('reflection'),
    talk('feeling'),
  ),
];

export const HUNDREDTWENTYTHIRD_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('Kieran thurs?', unclear),
  london('chelmsford 8:40', unclear),
  london('Aisha test', unclear),
  london('Kal 10 baje Kingstanding', unclear, task('Kingstanding', l('11-12 10:00'))),
  london('Move the mock', unclear),
  london('Ffion Saturday or Sunday?', unclear),
  london('The franchise fees.', unclear),
  london('Could you change the Callum one?', unclear),
  london('cbt sat', unclear),
  london('remind me to', unclear),
  // London: two readings
  within(listed('ring Jodie re theory', 'ring Jodie re block booking', 'clean the car'), london('done jodie', unclear)),
  within(reminded('buy new theory book for Mehwish'), london('Acha, thora sa', unclear, NO_CHANGE)),
  within(which('mock test with Ffion Jones', 'mock test with Ffion Davies'), london('Ffion', unclear)),
  within(
    just('ring the garage about the MOT', l('11-12')),
    london('Maybe Thursday, maybe Friday, depends when they open now in a minute', unclear, NO_CHANGE),
  ),
  within(listed('chase Callum for November fee', 'chase Callum for October fee', 'December rota'), london("Callum's paid, aye", unclear)),
  london("Regarding the rota — I'll come back to you on that once I've spoken to Alasdair.", NO_CHANGE, unclear),
  // London: harmless talk
  london('sorry mate wrong chat', NO_CHANGE),
  london('ignore that was meant for my missus innit', NO_CHANGE),

  // New York: too little to act on
  newYork('el permit de Daniela', unclear),
  newYork('mañana 3pm Newark', unclear, task('Newark', n('11-12 15:00'))),
  newYork('Kevin road test 4/12?', unclear),
  newYork('Please change to', unclear),
  newYork('the slides 😩', unclear),
  newYork('car 3', unclear),
  newYork('insurnce thing. frday or mon', unclear),
  newYork('Following up on the yard schedule, as discussed.', unclear),
  newYork(
    "I'll want a reminder for the DOT audit, but the investigator hasn't confirmed yet whether it's the 1st or the 8th of December.",
    unclear,
    NO_CHANGE,
  ),
  // New York: two readings
  within(listed('oil change Corolla', 'oil change Civic', 'pay EZ pass'), newYork('ya hice el oil change', unclear)),
  within(which('road test Kevin Chen at Flushing site', 'road test Kevin Wu at Flushing site'), newYork('Kevin', unclear)),
  within(just('email the school about my hours', n('11-12')), newYork('ugh depends when my boss answers tbh 🤷🏾‍♀️', unclear, NO_CHANGE)),
  within(reminded('call the broker'), newYork('kinda', unclear, NO_CHANGE)),
  within(
    listed('call Mid-Island Truck Service about the air leaks', 'call Mid-Island Truck Service about the brakes', 'DOT drug-test roster'),
    newYork('Mid-Island has been dealt with.', unclear),
  ),
  // New York: harmless talk
  newYork('lmaooo wrong person sorry 💀', NO_CHANGE),
  newYork('Apologies, that was intended for Keith.', NO_CHANGE),
];
