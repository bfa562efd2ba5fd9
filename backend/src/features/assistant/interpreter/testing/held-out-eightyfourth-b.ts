/**
 * Held-out messages from fourteen tradespeople and small-business owners. On London time (day-first
 * dates): Dean, a plumber in Croydon (boiler services, call-outs, Gas Safe certificates); Kelly, a
 * painter-decorator in Liverpool who writes some Scouse; Priya, a letting agent in Nottingham
 * (viewings, inventories, deposits, landlords); Ciaran, a locksmith in Belfast who writes some
 * Northern Irish words; Graham, a landscape gardener in Kent (quotes, turf, skips); Rhys, an
 * electrician in Cardiff (EICRs, consumer units, NICEIC); and Tomasz, a builder in Ealing whose first
 * language is Polish (extensions, plasterers, building control). On New York time (month-first
 * dates): Hector, a building super in Jackson Heights (boilers, tenants, the management company);
 * Vinny, an HVAC technician on Staten Island (service calls, filters, warranties); Ray, a handyman in
 * Yonkers who mostly writes in voice notes; Dana, a real-estate agent in Park Slope (open houses,
 * offers, closings); Luis, a moving company owner in the Bronx (crews, trucks, COIs); Sergei, a
 * contractor in Brighton Beach whose first language is Russian; and Maureen, who runs a pool and
 * landscaping business in Westchester (openings, closings, crews, invoices).
 */
import {
  type HeldOutItem,
  london,
  newYork,
  within,
  talk,
  NO_CHANGE,
  question,
  decision,
  dilemma,
  prioritise,
  done,
  l,
  n,
} from './held-out-kit';

/** Daily has just asked whether a task got done. */
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});
/** A task was just added or changed, nothing asked. */
const justAdded = (title: string, due: string | null = null) => ({ current: { title, due } });
/** Daily's last numbered list. */
const listed = (...titles: string[]) => ({ listed: titles });

const hi = talk('greeting');
const ta = talk('thanks');

export const EIGHTYFOURTH_GREETING: HeldOutItem[] = [
  // London
  london('morning mate', hi),
  london('alright la, hows it going', hi),
  london('hiya!! 👋', hi),
  london('bout ye', hi),
  london('well, whats the craic the day', hi),
  london('good morning', hi),
  london('Dzień dobry! good morning', hi),
  london('hello hello', hi),
  london('alright butt', hi),
  london('afternoon', hi),
  london('hey you, long time no speak', hi),
  london('evening all', hi),
  within(reminded('Gas Safe cert for Mrs Okafor', l('11-11 14:00')), london('oh hiya', hi)),
  london('hi there, its Priya from Castle Lettings, first time using this', hi),
  // New York
  newYork('good morning!', hi),
  newYork('yo', hi),
  newYork('hey hey', hi),
  newYork('hi daily', hi),
  newYork('Hello. Good day to you', hi),
  newYork('hey its Maureen, hope ur well', hi),
  newYork('uh hey there, this is Ray, um, testing this voice thing, hello', hi),
  newYork('whats up', hi),
  newYork('Hola buenos dias', hi),
  newYork('morning sunshine ☀️', hi),
  within(reminded('change filters 3C', n('11-11 09:00')), newYork('hey', hi)),
  newYork('Privet! hello', hi),
];

export const EIGHTYFOURTH_THANKS: HeldOutItem[] = [
  // London
  london('cheers bruv', ta),
  london('ta la, ur a star', ta),
  london('thanks a million, dead on', ta),
  london('nice one, appreciate it', ta),
  london('diolch butt', ta),
  london('dzięki, very helpful', ta),
  london('thank you so much x', ta),
  london('lifesaver honestly, thank u', ta),
  within(justAdded('chase landlord re deposit for 14 Mapperley Rd', l('11-12 12:00')), london('perfect thank you', ta)),
  within(justAdded('order 40m2 turf for Sevenoaks job', l('11-13 12:00')), london('lovely stuff, cheers', ta)),
  within(reminded('EICR for the flat in Canton', l('11-11 14:00')), london('ta for the nudge', ta)),
  london('sound, ta very much', ta),
  london('thanks wee buddy', ta),
  // New York
  newYork('thanks!!', ta),
  newYork('thx', ta),
  newYork('appreciate u', ta),
  newYork('Spasibo, thank you very much my friend', ta),
  newYork('gracias mi amigo', ta),
  newYork('oh great thank you, um, yeah that helps a lot, thanks', ta),
  within(justAdded('send COI to 450 Park Ave mgmt', n('11-12 12:00')), newYork('ty!', ta)),
  within(justAdded('invoice the Hendersons for pool closing', n('11-13 12:00')), newYork('thank you dear', ta)),
  newYork('much appreciated, you saved my butt today', ta),
  newYork('thanks a bunch 🙏', ta),
  within(reminded('call Kowalski re offer on 5th St', n('11-11 10:00')), newYork('thanks for the reminder', ta)),
  newYork('tysm', ta),
];

const feel = talk('feeling');
const swamped = talk('overwhelmed');

export const EIGHTYFOURTH_FEELING: HeldOutItem[] = [
  // London
  london('4 call-outs since 7 and a combi that wont fire, im absolutely cream crackered', feel, swamped),
  london('proper knackered today la, me back is killing me after them ceilings', feel),
  london("honestly I'm done in. 3 viewings, 2 inventories and a landlord screaming about his deposit", swamped, feel),
  london('im wrecked so i am', feel),
  london('feeling a bit scundered after that job this morning, locked myself out of me own van', feel),
  london("too much on, turf, two skips, three quotes to write, can't think straight", swamped, feel),
  london('stressed to bits about this consumer unit job, never had one fight me like this', feel, swamped),
  london('tired, very tired. plasterer not come again, building control inspector tomorrow, my head is boom', swamped, feel),
  london('bit low today tbh, nothing major', feel),
  london('everything is on top of me this week and I keep dropping balls', swamped, feel),
  london('so knackered i fell asleep in the van at lunch lol', feel),
  london('anxious about the NICEIC assessment next week ngl', feel),
  // New York
  newYork('im beat. 3 no heat calls before 9am and the management company on my back', feel, swamped),
  newYork('so stressed rn', feel, swamped),
  newYork('drowning honestly, 12 service calls on the board and 2 guys out sick', swamped, feel),
  newYork(
    "uh yeah so, um, I'm just wiped, like I been up since 5 doing that bathroom in Getty Square and I'm just, I'm done, ya know",
    feel,
  ),
  newYork("feeling super overwhelmed, two closings friday and an open house sunday and I haven't slept", swamped, feel),
  newYork('exhausted. truck broke down on the Deegan with a full load', feel),
  newYork('I am very tired today, my body is like old car', feel),
  newYork('too many things in my head, I dont know what I am doing first, everything is urgent', swamped, feel, prioritise('focus')),
  newYork('kinda burnt out with closings season tbh', feel, swamped),
  newYork('ugh today is a lot', swamped, feel),
  newYork('little nervous about the walkthrough w the buyers tmrw', feel),
  newYork('mentally fried, the crew is falling apart and the invoices are piling up', swamped, feel),
];

export const EIGHTYFOURTH_QUESTION: HeldOutItem[] = [
  // London
  london('how long is a gas safe cert valid for, 12 months innit?', question),
  london('whats the going rate for a boiler service in south london these days', question),
  london("what's the difference between eggshell and satin for skirting, customer keeps asking me", question),
  london('how much can a landlord take off a deposit for a stained carpet?', question),
  london('is a section 21 still a thing or did they scrap it', question),
  london('whats the best way to open a euro cylinder without snapping it?', question),
  london('how many m2 of turf does a tonne bag of topsoil cover roughly', question),
  london('do I need planning for a skip on the road in Tunbridge Wells or just a permit?', question),
  london('how often does an EICR need doing on a rental, is it still every 5 years', question),
  london('what size cable for a 9.5kw shower on a 20m run?', question),
  london('please how many days notice building control need before I pour the footings?', question),
  london('what day is bonfire night again, was it last week?', question),
  london('is it going to rain in Croydon tomorrow afternoon', question),
  // New York
  newYork('whats the legal minimum heat for apartments at night in nyc?', question),
  newYork('how often should a MERV 13 filter be changed in a restaurant', question),
  newYork('does a manufacturer warranty still count if the homeowner didnt register the unit?', question),
  newYork("um so what's, like, what's the best anchor for a TV on plaster walls, old building, you know", question),
  newYork('what is a typical closing cost percentage for buyers in brooklyn right now', question),
  newYork('how much coverage should a COI show for a Manhattan coop move?', question),
  newYork('what is difference between DOB permit and DOB work permit? I am confused', question),
  newYork('when do people usually close their pools up in westchester, is mid october too early', question),
  newYork('whats 18% of 2450', question),
  newYork('is the cross bronx gonna be a nightmare friday morning or nah', question),
  newYork('how many BTUs do I need for a 600 sq ft studio?', question),
];

export const EIGHTYFOURTH_STATEMENT: HeldOutItem[] = [
  // London
  london('boiler service at the Thornton Heath job went fine, in and out by 10', NO_CHANGE),
  london('Mrs Okafor finally paid the call-out invoice, £145, about time', NO_CHANGE),
  london(
    'that landlord from Beeston rang at 8 this morning again moaning about the deposit dispute, the adjudicator already ruled on it lol',
    NO_CHANGE,
  ),
  london('did the hallway and landing in Aigburth today, 2 coats, looks boss', NO_CHANGE),
  london('the wee lad from the estate agents locked himself out again, 3rd time this month, sorted him at half 7', NO_CHANGE),
  london('skip got collected at 9 yesterday, yard looks clear now', NO_CHANGE),
  london('turf in Sevenoaks is down, rained all afternoon but we got it done', NO_CHANGE),
  london('EICR on the Canton flat came back unsatisfactory, two C2s, landlord not gonna be happy', NO_CHANGE),
  london('building control inspector came 11 oclock, he is happy with the steel, we pass', NO_CHANGE),
  london('plasterer finished the extension by 3, very good job this time', NO_CHANGE),
  within(
    justAdded('quote for Mr Patel garden', l('11-13 12:00')),
    london('his neighbour had theirs done by a cowboy last summer btw, paid 9 grand', NO_CHANGE),
  ),
  london('inventory at 22 Lenton Blvd took 3 hours, the tenants left everything', NO_CHANGE),
  london('van MOT was today, passed no advisories', NO_CHANGE),
  // New York
  newYork('boiler in 37-20 is back up, tenants have heat since 6am', NO_CHANGE),
  newYork('mgmt company finally approved the new intercom, only took 4 months', NO_CHANGE),
  newYork('finished the Todt Hill service call at 9:30, just a clogged filter, easy money', NO_CHANGE),
  newYork(
    "so um yeah the door at the Riverdale Ave place, I shaved it down, closes good now, took like an hour, so yeah that's that",
    NO_CHANGE,
  ),
  newYork('offer on 7th Ave came in 40k over asking!!', NO_CHANGE),
  newYork('the Pelham Bay move wrapped up at 4, crew did great, zero damage', NO_CHANGE),
  newYork('second truck is at the shop till monday, they said transmission', NO_CHANGE),
  newYork('inspector came yesterday for Ocean Pkwy kitchen, everything pass, no problem', NO_CHANGE),
  newYork('we closed 23 pools this season, record for us', NO_CHANGE),
  within(reminded('send Hendersons invoice', n('11-11 09:00')), newYork('fyi Mr Henderson is in Florida till december', NO_CHANGE)),
  newYork('warranty on the Carrier unit expired in march, customer gonna have to pay', NO_CHANGE),
  newYork('tenant in 4B says the radiator was banging all night, it was just air, bled it already', NO_CHANGE),
];

export const EIGHTYFOURTH_DECISION: HeldOutItem[] = [
  // London
  london("right, decided I'm not doing any more landlord boiler services for Hanley Estates, they never pay on time", decision),
  london('going with the Worcester Bosch for the Purley install not the Vaillant, better warranty', decision),
  london("made me mind up la, not taking on the Crosby job, too far and the money's rubbish", decision),
  london('we are putting fees up by 5% for all new landlords from January, decided', decision),
  london("decided I'll only do lockouts til 10pm from now on, the 3am call-outs are killing me", decision),
  london('going with Greenbarn for the turf from now on, the other lot sent yellow rolls twice', decision),
  london('ok decision made, hiring an apprentice in the new year', decision),
  london('decided to stop doing free quotes for anything under 500 quid', decision),
  london('I choose the cheaper plasterer, Marek, not Stefan. final', decision),
  london("not renewing with the Nottingham Road office, we're moving to the shared space on Friar Lane", decision),
  london('sticking with NICEIC rather than switching to NAPIT, decided', decision),
  within(
    listed('Sevenoaks quote', 'Hythe patio', 'Mr Patel garden'),
    london('for the Hythe patio I decided we subcontract the paving', decision),
  ),
  // New York
  newYork('decided to go w the new boiler contractor, the old guy was a no show twice', decision),
  newYork('ok im done with the cheap filters, switching everyone to MERV 11 going forward', decision),
  newYork(
    "so I, um, I figured it out, I'm not gonna do plumbing jobs anymore, just carpentry and drywall, too much liability, yeah",
    decision,
  ),
  newYork("we're accepting the Kowalski offer on 5th St, sellers agreed", decision),
  newYork('decided to buy the second 26ft truck instead of renting every weekend', decision),
  newYork('I decide: no more jobs in Manhattan, parking tickets eat all profit', decision),
  newYork('going with Jenna as crew lead for next season', decision),
  newYork('decided we will charge a 3% card fee on all invoices starting dec 1', decision),
  newYork("we're not doing open houses on Saturdays anymore, sundays only. decided", decision),
  newYork("settled it, we're dropping the Cortlandt account", decision),
  newYork('decision: I hire my cousin Dima for tile work, he is good and cheap', decision),
  within(
    reminded('pick a COI insurance broker', n('11-11 09:00')),
    newYork('going with Next Insurance, cheapest and fastest COIs', decision, [decision, done()], [done(), decision]),
  ),
];

export const EIGHTYFOURTH_DILEMMA: HeldOutItem[] = [
  // London
  london('should I take on a second van and a lad or just keep it me and turn work away?', dilemma),
  london('cant decide whether to quote the Addiscombe bathroom as a fixed price or day rate', dilemma),
  london('do I do the Anfield job this weekend for the extra cash or have a weekend off for once, me ma says take the break', dilemma),
  london('torn between renewing the landlord at Sherwood on the same fee or pushing for 12%, he might walk', dilemma),
  london("should I go full time on the auto locksmith side or keep doing domestic, the car stuff pays better but it's night work", dilemma),
  london("buy a mini digger or keep hiring one, hiring's about £180 a day and I need it maybe 3 days a month", dilemma),
  london('thinking about whether to take the big commercial EICR contract in Newport, good money but 60 day payment terms', dilemma),
  london('I not know, I take this extension in Hanwell or the loft in Acton? I cannot do both before christmas', dilemma),
  london('not sure if I should chase the Beeston landlord for the arrears now or wait till the new year, hmm', dilemma),
  london('go self employed properly and get a limited company or stay sole trader, accountant says either', dilemma),
  london('should I start charging for call-out quotes? worried I lose work', dilemma),
  london('do I tell Mrs Hughes her back fence needs replacing or just patch it like she asked', dilemma),
  // New York
  newYork('should I tell mgmt about the boiler issue now or wait till after the inspection next week', dilemma),
  newYork('thinking of whether to offer extended warranties myself or partner with a warranty company, idk', dilemma),
  newYork(
    "uh so, question, do I take the Bronxville job, it's big, like 3 weeks, or keep doing the small stuff that pays fast, I dunno man",
    dilemma,
  ),
  newYork('counter at 1.15 or just take the 1.1 offer on Prospect Pl? buyer is solid', dilemma),
  newYork('lease a third truck or hire a subcontractor crew for the december rush?', dilemma),
  newYork('I am thinking. Big job in Sheepshead Bay, good money, but customer is very difficult man. Take it or no?', dilemma),
  newYork('keep the crew on through winter doing snow removal or lay them off til april?', dilemma),
  newYork('should I raise rates for pool openings next year, everyone else did', dilemma),
  newYork('debating whether to do the open house friday night or sunday afternoon', dilemma),
  newYork('hire a part time office person or keep doing invoices myself at midnight', dilemma),
  within(
    justAdded('call back the Liotta family re storage', n('11-12 12:00')),
    newYork('honestly should I even bother, they want a discount on everything', dilemma),
  ),
  newYork('not sure whether to fix the old Ford van or just sell it', dilemma),
];
