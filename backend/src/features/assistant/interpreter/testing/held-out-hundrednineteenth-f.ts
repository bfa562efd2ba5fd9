/**
 * Held-out set, hundrednineteenth part f: locksmiths, security installers and pest control.
 *
 * London (Europe/London, day-first dates):
 * - Terry, emergency locksmith in Lewisham (lockouts, lock changes, landlords, the van; short, blunt, typos).
 * - Aisha, pest-control technician in Manchester (rats, mice, wasps, bed bugs, restaurants, revisits; chatty, "hun", "x").
 * - Andrei, CCTV and alarm installer in Luton; his first language is Romanian (installs, quotes, suppliers, NVRs).
 * - Fiona, owns a small security-guard firm in Aberdeen and writes some Scots (guards, rotas, sites, SIA licences).
 * - Harjit, runs a pest-control and bird-proofing business in Leicester (pigeon netting, contracts, the team; "ji", "haanji", "chalo").
 *
 * New York (America/New_York, month-first dates):
 * - Héctor, locksmith with a shop in the Bronx; his first language is Spanish (lockouts, supers, safes, keys cut).
 * - Marcus, exterminator in Harlem (buildings, roaches, supers, HPD inspections; all lower case, no punctuation).
 * - Thanh, access-control and intercom installer in Sunset Park; his first language is Vietnamese (buildings, fobs, buzzers, the crew).
 * - Gina, runs an alarm-monitoring company on Staten Island (accounts, false alarms, technicians; blunt, clipped).
 * - Robert, security consultant in Midtown (risk assessments, corporate clients, event security plans; long careful messages).
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

export const HUNDREDNINETEENTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(just('change locks at 14 Brockley Rise', l('11-12 09:00')), london('bin that. landlord done it himself the cheapskate', remove())),
  london('delete the van mot thing garage says its not due till feb', remove(words('van mot'))),
  within(
    listed('lockout Catford flat 3', 'invoice Foxtons', 'new cylinders from screwfix', 'van tyres'),
    london('get rid of 3 got em this mornin', remove(num(3)), done(num(3))),
  ),
  london(
    "hiya hun can u take the wasp nest in Didsbury off my list, the lady says its gone quiet and the cold's probably done them in x",
    remove(words('wasp nest in Didsbury')),
  ),
  within(
    reminded('revisit the Rusholme takeaway for the rat bait', l('11-11 14:00')),
    london("aw delete that one hun, they've gone with another company, gutted x", remove()),
  ),
  within(
    listed('bed bug treatment Salford flat', 'rat revisit Chorlton', 'order more bait boxes', 'report for the curry house'),
    london(
      'can u delete 2 and 4 babe, Chorlton cancelled and the report went this morning x',
      [remove(num(2)), remove(num(4))],
      [remove(num(2)), done(num(4))],
    ),
  ),
  london(
    'Please delete the quote for the 8 cameras in Dunstable, the client say he buy from Amazon himself, ok good luck to him',
    remove(words('Dunstable')),
  ),
  within(
    just('order NVR 16 channel from supplier', l('11-12 10:00')),
    london('Cancel this please, my colleague have one spare in his van', remove()),
  ),
  within(
    which('install alarm at Mr Patel house', 'install CCTV at Mr Patel shop'),
    london('The alarm one, delete it, he say he do it in the spring now', remove(num(1)), answer(1)),
  ),
  london("can ye bin the rota for the Dyce site, the contract's ended an they've gied it tae G4S", remove(words('Dyce'))),
  within(
    reminded('check Callum SIA licence renewal', l('11-11 15:00')),
    london("get rid o that, he's handed in his notice the day", remove()),
  ),
  within(
    listed('Dyce rota', 'chase Bridge of Don invoice', 'interview new guard', 'renew van insurance'),
    london('3 can go, the laddie never turned up', remove(num(3))),
  ),
  london(
    'ji please remove the pigeon netting quote for the mosque car park, committee said no budget this year',
    remove(words('pigeon netting quote')),
  ),
  within(
    just('send Gurpreet to Oadby for the mouse job', l('11-12 09:00')),
    london('chalo cancel that one, customer phoned, no more mice after the first visit', remove()),
  ),
  within(
    listed(
      'netting at Belgrave Rd warehouse',
      'spikes on the Highfields shop sign',
      'renew contract with the council depot',
      'van service',
    ),
    london('haanji 1 and 4 delete, both done by the boys', [remove(num(1)), remove(num(4))], [done(num(1)), done(num(4))]),
  ),
  // London: cancel/delete words in news, nothing to change
  london('3rd lockout this week cancelled on me when i was already outside. wasted diesel', NO_CHANGE),
  london(
    "the restaurant on Wilmslow Rd cancelled their contract with the last lot so they're ringing me tomorrow hun!! fingers crossed x",
    NO_CHANGE,
  ),
  london('The client delete all the old recordings from NVR by mistake, now he want me to find them. Impossible', NO_CHANGE),

  // New York: removals
  newYork('please delete the safe opening for Mr Rivera, he find the combination in a drawer jaja', remove(words('safe opening'))),
  within(
    just('cut 12 keys for the super on Grand Concourse', n('11-12 10:00')),
    newYork('cancela eso, the super say the landlord change all the locks anyway', remove()),
  ),
  within(
    listed('lockout 1520 Sedgwick', 'order Medeco cylinders', 'fix shop gate', 'pay Con Ed'),
    newYork('borra el 1, other locksmith arrive first', remove(num(1))),
  ),
  newYork('take the roach job at 145th off the list building got a new exterminator smh', remove(words('roach job at 145th'))),
  within(
    reminded('call the super at 2280 fdb about the hpd violation', n('11-11 09:00')),
    newYork('delete that he called me already we good', remove(), done()),
  ),
  within(
    listed('bed bugs 3F lenox', 'bait stations 125th st', 'hpd reinspection', 'order gel bait'),
    newYork('kill 2 and 3 management co cancelled both', [remove(num(2)), remove(num(3))]),
  ),
  newYork(
    'Please remove the intercom install at 4th Ave building, owner not approve the money yet, maybe next year',
    remove(words('intercom install')),
    remove(words('4th Ave')),
  ),
  within(
    just('program 40 fobs for 52nd St building', n('11-12 09:00')),
    newYork('Sorry cancel this, the super program them himself already', remove(), done()),
  ),
  within(
    which('fix buzzer at 8th Ave', 'fix buzzer at 5th Ave'),
    newYork('8th Ave one delete, tenant say it work now', remove(num(1)), done(num(1))),
  ),
  newYork('delete the Castleton account callback. they closed', remove(words('Castleton'))),
  within(just('send tech to Richmond Ave false alarm', n('11-11 13:00')), newYork('scrap it. customer reset it', remove())),
  within(
    listed('Todt Hill panel swap', 'bill Verizon dispute', 'false alarm fine Hylan Blvd', 'tech schedule'),
    newYork('kill 1. they went with ADT', remove(num(1))),
  ),
  newYork(
    "Could you please remove the task about the venue walkthrough for the Hudson Yards gala? The client has moved the event to a hotel ballroom, so the original site visit no longer makes sense, and I'll arrange a fresh one once they confirm the new venue.",
    remove(words('venue walkthrough')),
    remove(words('Hudson Yards gala')),
  ),
  within(
    just('draft the risk assessment for the Meridian Capital offices', n('11-13')),
    newYork(
      "On reflection, please delete that one. Meridian have decided to keep their assessment in-house this year, and I'd rather not have it sitting on my list.",
      remove(),
    ),
  ),
  // New York: cancel/delete words in news, nothing to change
  newYork('lady on 138th cancelled on me AGAIN third time then she wonders why she got mice', NO_CHANGE),
  newYork('3 cancels this month. economy.', NO_CHANGE),
  newYork(
    "The client's general counsel has asked that we delete every copy of the draft threat assessment from the shared drive once the final version is issued. That's standard practice and already in hand.",
    NO_CHANGE,
  ),
];

export const HUNDREDNINETEENTH_RENAME: HeldOutItem[] = [
  // London: renames
  within(just('new lock for Mrs Okafor back door'), london('front door not back', rename(ctx, 'new lock for Mrs Okafor front door'))),
  within(
    listed('lockout Catford', 'invoice Foxtons', 'van tyres'),
    london('2 shud say invoice Foxtons AND Barnard Marcus', rename(num(2), 'invoice Foxtons AND Barnard Marcus')),
  ),
  london(
    'change "cylinders" to "6 euro cylinders from screwfix 35/35"',
    rename(words('cylinders'), '6 euro cylinders from screwfix 35/35'),
  ),
  within(
    just('wasp nest at Mrs Doyle in Stretford', l('11-12 10:00')),
    london("omg sorry hun it's Urmston not Stretford, I always mix them up x", rename(ctx, 'wasp nest at Mrs Doyle in Urmston')),
  ),
  london(
    'can u rename the bait boxes one to "order 50 bait boxes + gloves" babe x',
    rename(words('bait boxes'), 'order 50 bait boxes + gloves'),
  ),
  within(
    reminded('bed bug revisit Salford', l('11-11 15:00')),
    london(
      'can u call it "bed bug revisit Salford - bring the steamer" so i dont forget it again lol x',
      rename(ctx, 'bed bug revisit Salford - bring the steamer'),
    ),
  ),
  within(
    just('install 4 cameras at Luton garage'),
    london('Sorry is not 4, is 6 cameras, the client add two for the back', rename(ctx, 'install 6 cameras at Luton garage')),
  ),
  within(
    listed('quote Dunstable shop', 'order NVR from supplier', 'alarm service Mr Patel'),
    london('Number 2 please write "order 16 channel NVR from ADI"', rename(num(2), 'order 16 channel NVR from ADI')),
  ),
  london(
    'Please change name of task "Patel" in "Mr Patel shop - alarm service and new PIR"',
    rename(words('Patel'), 'Mr Patel shop - alarm service and new PIR'),
  ),
  within(
    just('phone the guard at Dyce aboot his shift'),
    london("no Dyce, it's Altens. ma heid's fair birlin the day", rename(ctx, 'phone the guard at Altens aboot his shift')),
  ),
  london(
    'can ye change the rota yin tae "Christmas rota for aw the sites" please',
    rename(words('rota'), 'Christmas rota for aw the sites'),
  ),
  within(
    listed('chase Bridge of Don invoice', 'SIA check for new starts', 'book first aid course'),
    london('2 should say SIA check for the three new starts, no just new starts', rename(num(2), 'SIA check for the three new starts')),
  ),
  within(
    just('netting at Belgrave Road warehouse', l('11-13')),
    london('ji not Belgrave Road, Melton Road warehouse. sorry', rename(ctx, 'netting at Melton Road warehouse')),
  ),
  within(
    listed('spikes Highfields shop', 'renew council depot contract', 'van service'),
    london('haanji number 3 make it "van service + MOT both vans"', rename(num(3), 'van service + MOT both vans')),
  ),
  london('please rename the Oadby mice job to "Oadby rats - 2 visits" ji', rename(words('Oadby mice'), 'Oadby rats - 2 visits')),
  // London: look like renames, change nothing (or a decision)
  london('foxtons rebranding again new name on all the windows. how much they spend on that lol', NO_CHANGE),
  london(
    'the restaurant in the northern quarter changed its name for the third time this year hun, still the same rats tho 😂 x',
    NO_CHANGE,
  ),
  london("We're renamin the company tae Granite Shield Security fae the new year, the lawyer's daein the paperwork", NO_CHANGE, decision),

  // New York: renames
  within(just('open safe for Mr Rivera'), newYork('no es Rivera, es Rivas. perdón', rename(ctx, 'open safe for Mr Rivas'))),
  newYork('change the "keys" one to "cut 20 keys Grand Concourse super"', rename(words('keys'), 'cut 20 keys Grand Concourse super')),
  within(
    listed('lockout Sedgwick Ave', 'order Medeco cylinders', 'fix shop gate'),
    newYork('el 2 is Mul-T-Lock not Medeco, sorry', rename(num(2), 'order Mul-T-Lock cylinders')),
  ),
  within(just('bed bugs 3F lenox ave'), newYork('its 5F not 3F', rename(ctx, 'bed bugs 5F lenox ave'))),
  within(
    reminded('hpd reinspection 2280 fdb', n('11-11 09:00')),
    newYork('call it hpd reinspection 2280 fdb bring the logbook', rename(ctx, 'hpd reinspection 2280 fdb bring the logbook')),
  ),
  newYork('rename gel bait to order gel bait and glue boards', rename(words('gel bait'), 'order gel bait and glue boards')),
  within(just('fix buzzer at 52nd St'), newYork('Sorry is 53rd St not 52nd. Please correct', rename(ctx, 'fix buzzer at 53rd St'))),
  within(
    listed('program fobs 8th Ave', 'intercom quote 4th Ave', 'pay crew'),
    newYork(
      'Number 1 please change to "program 60 fobs 8th Ave + delete old tenants"',
      rename(num(1), 'program 60 fobs 8th Ave + delete old tenants'),
    ),
  ),
  within(just('call Mrs Russo re false alarms'), newYork('Rizzo. not Russo', rename(ctx, 'call Mrs Rizzo re false alarms'))),
  newYork('rename "panel" to "Todt Hill panel swap - bring 2 sirens"', rename(words('panel'), 'Todt Hill panel swap - bring 2 sirens')),
  within(
    just('send the Halvorsen Group the draft event security plan', n('11-13')),
    newYork(
      "My mistake: it's the Halvorsen Foundation, not the Group. They're separate clients with confusingly similar names, and I'd hate for the plan to land in the wrong office. Could you correct it?",
      rename(ctx, 'send the Halvorsen Foundation the draft event security plan'),
    ),
  ),
  newYork(
    'Would you rename the task called "site visit" to "site visit at 375 Park: check loading dock access and badge readers"? The current title is too vague to be useful on the day.',
    rename(words('site visit'), 'site visit at 375 Park: check loading dock access and badge readers'),
  ),
  // New York: look like renames, change nothing (or a decision)
  newYork('management co changed name again now its uptown residential same crooks tho', NO_CHANGE),
  newYork('The building on 8th Ave change the name of intercom system to new brand, but inside is same hardware', NO_CHANGE),
  within(
    just('cut 12 keys for the super on Grand Concourse'),
    newYork('the super name is Wilfredo, very nice guy, always he bring me cafecito', NO_CHANGE),
  ),
  newYork(
    "I'm changing the firm's name to Ashcroft Risk Advisory as of January 1st. The new letterhead is already with the printer.",
    NO_CHANGE,
    decision,
  ),
];

export const HUNDREDNINETEENTH_RAMBLE: HeldOutItem[] = [
  // London: several jobs in one voice note
  london(
    'mad day. 4 lockouts before lunch, one woman locked her baby in the car, fire brigade beat me to it. need to get the van tyres done fri, order more snap secure cylinders and ring Foxtons bout the 3 invoices they aint paid',
    [
      task('get the van tyres done', l('11-13')),
      task('order more snap secure cylinders'),
      task('ring Foxtons bout the 3 invoices they aint paid'),
    ],
  ),
  london(
    "omg hun what a day, bed bugs in a student flat in Fallowfield, worst i've seen, they were in the light switches 🤢 anyway need to order more diatomaceous earth, remind me tomorrow to ring the landlord about the second treatment, and book my van in for its service before the end of the month x",
    [
      task('order more diatomaceous earth'),
      task('ring the landlord about the second treatment', l('11-12')),
      task('book my van in for its service', l('11-30')),
    ],
  ),
  london(
    'I send voice because I am on the ladder. Today install in Dunstable go very bad, the cable was too short and the client shout at me. Tomorrow morning I must go to supplier for 50 metre cable, Friday I need to finish the install, and please remind me to send invoice to Mr Patel, he wait already two weeks',
    [task('go to supplier for 50 metre cable', l('11-12 09:00')), task('finish the install', l('11-13')), task('send invoice to Mr Patel')],
  ),
  london(
    "och whit a week. twa guards aff sick, the Altens site wantin extra cover for the weekend, and the SIA website's doon. I need tae phone the agency the morn for cover, get the Christmas rota oot by Friday, and mind me tae renew Kenny's licence afore the 20th",
    [
      task('phone the agency for cover', l('11-12')),
      task('get the Christmas rota oot', l('11-13')),
      task("renew Kenny's licence", l('11-20')),
    ],
    [
      task('phone the agency for cover', l('11-12')),
      task('get the Christmas rota oot', l('11-13')),
      task("renew Kenny's licence", l('11-19')),
    ],
  ),
  london(
    'Sat sri akal ji. Long day, pigeon netting at the Melton Road warehouse, 40 foot up on the cherry picker, boys did well. Tomorrow first thing I need to pick up more netting from the supplier in Coventry, call the council depot about renewing the contract, and Friday pay the boys',
    [
      task('pick up more netting from the supplier in Coventry', l('11-12 09:00')),
      task('call the council depot about renewing the contract'),
      task('pay the boys', l('11-13')),
    ],
    [
      task('pick up more netting from the supplier in Coventry', l('11-12 09:00')),
      task('call the council depot about renewing the contract', l('11-12 09:00')),
      task('pay the boys', l('11-13')),
    ],
  ),
  // London: decisions in a ramble
  london('decided. no more lockouts after midnight unless its a woman on her own or kids involved. not worth the agro', decision),
  london(
    "right hun i've made my mind up, not doing bed bug jobs on my own anymore, always taking Jade with me from now on. too much for one person x",
    decision,
  ),
  london(
    'I think a lot and I decide: from January I stop to do the wireless alarms, only wired. Too many problems with batteries and the clients call me every week. Final.',
    decision,
  ),
  london(
    "I've been thinkin aboot it aw week and that's me decided, we're no biddin for the harbour contract. The margins are shite and the lads would be stood in the wind aw nicht. Need tae tell Doug at the harbour board, which'll no be fun",
    [decision, task('tell Doug at the harbour board')],
  ),
  london(
    'Decided ji, no more residential mouse jobs from next year, only commercial contracts and bird-proofing. Residential is too much travel for small money. Chalo, done.',
    decision,
  ),
  // London: rambles with no job
  london(
    'some kid tried to nick the van while i was on a job in Deptford. caught him with the door half open. didnt even call police just told him to do one',
    NO_CHANGE,
  ),
  london(
    "feeling a bit rubbish today hun, little old man in Gorton was crying cos the mice got into his late wife's wedding dress. sat with him and had a brew. sometimes this job gets you x",
    NO_CHANGE,
    talk('feeling'),
  ),
  london(
    'Today my son ask me what is my job and I say I watch people for money haha. Now he tell everybody at school his father is a spy 😂',
    NO_CHANGE,
  ),
  london(
    "Wee Stevie, ma auldest guard, retired the day efter 22 year. We had a cake at the office an he was greetin. Some man, he'll be missed",
    NO_CHANGE,
  ),
  london(
    'Papa ji came to see the new van today, he was so proud. He started this business with a bicycle and one sprayer in 1987. Waheguru, we have come far',
    NO_CHANGE,
  ),
  london(
    'proper knackered. van broke down on the A2, missed two call outs, lost about 300 quid today. need a drink',
    talk('feeling'),
    NO_CHANGE,
  ),

  // New York: several jobs in one voice note
  newYork(
    'Ay que día. Three lockouts in the morning and the safe in Riverdale take me four hours, the client was watching me all the time. Mañana I need to order the Medeco cylinders, on Friday fix the gate of the shop because it make noise, and remind me to call the super on Grand Concourse about the 20 keys',
    [
      task('order the Medeco cylinders', n('11-12')),
      task('fix the gate of the shop', n('11-13')),
      task('call the super on Grand Concourse about the 20 keys'),
    ],
    [
      task('order the Medeco cylinders', n('11-12')),
      task('fix the gate of the shop because it make noise', n('11-13')),
      task('call the super on Grand Concourse about the 20 keys'),
    ],
  ),
  newYork(
    'long day man roaches everywhere at the 145th building the super been hiding it for months tenants finally called 311 anyway gotta order more gel bait tmrw hit up hpd about the reinspection date and friday treat 5F on lenox',
    [task('order more gel bait', n('11-12')), task('hit up hpd about the reinspection date'), task('treat 5F on lenox', n('11-13'))],
  ),
  newYork(
    'Hello I talk fast because driving. Today the crew finish the intercom at 8th Ave, very good job. Tomorrow 8am I need to pick up 100 fobs from supplier, and call the owner of 4th Ave building about the quote, and Friday pay the crew, also pay my cousin $200 because he help today',
    [
      task('pick up 100 fobs from supplier', n('11-12 08:00')),
      task('call the owner of 4th Ave building about the quote'),
      task('pay the crew', n('11-13')),
      task('pay my cousin $200'),
    ],
    [
      task('pick up 100 fobs from supplier', n('11-12 08:00')),
      task('call the owner of 4th Ave building about the quote'),
      task('pay the crew', n('11-13')),
      task('pay my cousin $200', n('11-13')),
    ],
    [
      task('pick up 100 fobs from supplier', n('11-12 08:00')),
      task('call the owner of 4th Ave building about the quote'),
      task('pay the crew', n('11-13')),
      task('pay my cousin $200 because he help today'),
    ],
  ),
  newYork(
    'Hylan Blvd account. 3 false alarms last night. cat again. call Mrs Rizzo today re pet sensors. get a tech out fri to swap em. bill her the dispatch fees',
    [task('call Mrs Rizzo re pet sensors', n('11-11')), task('get a tech out to swap em', n('11-13')), task('bill her the dispatch fees')],
    [task('call Mrs Rizzo re pet sensors', n('11-11')), task('get a tech out to swap em'), task('bill her the dispatch fees')],
  ),
  newYork(
    "Dictating this on the way back from the client. The walkthrough at the Javits went well, though the loading dock arrangements are weaker than their operations team believes, and I'll say so plainly in the report. A few things to capture: I need to send the draft event security plan to Halvorsen by Friday, request the updated floor plans from the venue's facilities manager, and please remind me tomorrow at 9 to call NYPD's community affairs liaison about the road closures. That should be everything.",
    [
      task('send the draft event security plan to Halvorsen', n('11-13')),
      task("request the updated floor plans from the venue's facilities manager"),
      task("call NYPD's community affairs liaison about the road closures", n('11-12 09:00')),
    ],
  ),
  // New York: decisions in a ramble
  newYork(
    'I decide, no more car lockouts. Only houses and business. The cars now are all electronic and I lose money every time',
    decision,
  ),
  newYork('made up my mind im done with the management co on st nicholas they pay 90 days late every time not worth it', decision),
  newYork('I decide, from next month we only install the ButterflyMX, no more the old brand, too many problem with the buzzer', decision),
  newYork('decided. no more residential accounts under $30 a month. not worth the calls', decision),
  newYork(
    "After a good deal of thought I've decided to stop accepting executive protection referrals. It isn't where my expertise lies, the liability is considerable, and it pulls me away from the assessment work the firm is actually known for.",
    decision,
  ),
  // New York: rambles with no job
  newYork(
    'Today a old lady give me tamales because I open her door fast, she lock out with the soup on the stove. This is why I love this job',
    NO_CHANGE,
  ),
  newYork(
    'tenant on 125th cried when i told her the bed bugs were gone for real this time been fighting them since june feels good man',
    NO_CHANGE,
  ),
  newYork('So tired today. My mother call from Saigon, she ask why I work so much. I say in America everybody work so much 😅', NO_CHANGE),
  newYork('20 yrs in this business today. started with 12 accounts and a pager. now 1400. not bad', NO_CHANGE),
  newYork(
    'I had coffee this morning with a former colleague from my years at the Bureau who has just retired. We spent most of it talking about how much the threat landscape has changed, and how little of what we were trained for still applies. I came away oddly reflective about the whole career.',
    NO_CHANGE,
    talk('reflection'),
  ),
  newYork(
    'i cant man 6 buildings this week 2 hpd inspections my helper quit and the van making that noise again just need to get thru friday',
    talk('overwhelmed'),
    NO_CHANGE,
  ),
];

export const HUNDREDNINETEENTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('foxtons', unclear),
  london('brockley rise tmrw?', unclear),
  london('can u', unclear, NO_CHANGE),
  london('wasps x', unclear),
  london('the Rusholme one hun?', unclear),
  london('NVR', unclear),
  london('Please the cameras for', unclear, NO_CHANGE),
  london('Altens the morn', unclear),
  london('netting ji', unclear),
  london('Melton Road 8?', unclear),
  // London: two readings
  within(just('change locks at 14 Brockley Rise', l('11-12 09:00')), london('or 10', unclear)),
  london('curry house thurs or fri x', unclear),
  london('Tomorrow 9 Mr Patel', unclear),
  within(reminded("renew Kenny's licence", l('11-11 15:00')), london('aye well, maybe', unclear, NO_CHANGE)),
  within(listed('spikes Highfields shop', 'netting Highfields mosque', 'renew council depot contract'), london('Highfields wala', unclear)),

  // New York: too little to act on
  newYork('Medeco', unclear),
  newYork('Sedgwick mañana?', unclear),
  newYork('hpd', unclear),
  newYork('lenox 5f tmrw', unclear),
  newYork('that thing at 145th', unclear),
  newYork('at 3', unclear),
  newYork('fobs', unclear),
  newYork('Friday crew?', unclear),
  newYork('Hylan', unclear),
  newYork('tech thurs', unclear),
  // New York: two readings
  within(which('call the super on Grand Concourse', 'call the super on Sedgwick'), newYork('the super', unclear)),
  within(just('pick up 100 fobs from supplier', n('11-12 08:00')), newYork('or 9?', unclear)),
  within(listed('Todt Hill panel swap', 'Todt Hill false alarm fine', 'bill Verizon dispute'), newYork('todt hill one', unclear)),
  newYork(
    "Regarding the Halvorsen plan, I'm honestly not sure whether it should go to them on Friday or wait until after their board meets. Put it down for whichever makes more sense.",
    unclear,
  ),
  newYork('The Javits matter, at some point next week.', unclear),
];
