/**
 * Eighty-third held-out set, half b: fourteen small-business owners texting daily. On London time
 * (day-first dates): Tamsin, who runs a B&B in St Ives (changeovers, guests, TripAdvisor); Dev, who
 * owns a micro-brewery in Bristol (brew days, kegs, duty returns, taproom); Nadia, who has a café in
 * Hackney (oat milk orders, the rota, the health inspector); Marcia, who runs a Caribbean takeaway in
 * Brixton and writes with some Jamaican patois (patties, Just Eat, suppliers); Sheila, a pub landlady
 * in Harrogate (cellar, quiz night, the brewery rep); Owen, who has a glamping site near Hay-on-Wye
 * (bell tents, hot tub, bookings); and Hetal, a wedding-cake maker in Leicester whose first language
 * is Gujarati. On New York time (month-first dates): Yunior, who owns a bodega in the Bronx and mixes
 * Dominican Spanish with English; Sam, a coffee roaster in Red Hook (green beans, roast days,
 * wholesale); Ah Wing, whose first language is Cantonese and who runs a dumpling stall in a Chelsea
 * food hall; Eleni, who owns a Greek bakery in Astoria; Tasha, a caterer in Jersey City (tastings,
 * staff, rentals); Jules, who owns a natural-wine bar in Ridgewood; and Brett, an Airbnb host with
 * two cabins in the Catskills (cleaners, the snow plow, check-ins). Every message is read at
 * Wednesday 11 November 2026, 15:00 in London and 10:00 in New York.
 *
 * Free-time windows, kept throughout: morning is 09:00-12:00, afternoon 12:00-17:00, evening
 * 17:00-21:00 and a whole day (or a day with no part named) 09:00-17:00, all local. A window of today
 * that has already begun is also accepted from now (15:00 London, 10:00 New York) to its end. A single
 * clock time ("free at 11 on friday") is the hour from it; a range said outright is taken as said.
 */
import type { Intent } from '../intent';
import {
  HELP,
  NO_CHANGE,
  type HeldOutItem,
  answer,
  decision,
  dilemma,
  free,
  l,
  list,
  london,
  n,
  newYork,
  prioritise,
  question,
  recall,
  talk,
  unclear,
  task,
  within,
  done,
  words,
} from './held-out-kit';

/** A question back, kept as pending: free text is not compared. */
const ASK: Intent = { kind: 'ask', text: '', options: [] };
/** Tired, stressed, low, swamped: either feeling reading is right. */
const FEEL = [talk('feeling'), talk('overwhelmed')];
/** Ask back, or let it pass: nothing may change. */
const UNSURE = [unclear, ASK, NO_CHANGE];
/** A fragment that needs no answer. */
const ACK = [talk('acknowledgement'), NO_CHANGE];

/** daily has just asked "Did you get to X? DONE / SNOOZE 1H / SKIP / STUCK". */
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});
/** The task just added or talked about. */
const justAdded = (title: string, due: string | null = null) => ({ current: { title, due } });
/** The last numbered list daily sent. */
const listed = (...titles: string[]) => ({ listed: titles });
/** daily sent a dilemma's summary and asked which option. */
const choosing = (q: string, ...options: string[]) => ({
  pending: { about: 'dilemma_choice' as const, question: q, options },
});
/** daily asked which of several tasks was meant. */
const whichOne = (...options: string[]) => ({ pending: { about: 'which_task' as const, options } });

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_GREETING: HeldOutItem[] = [
  // Tamsin, St Ives B&B
  london('morning! full house tonight so its all go', talk('greeting')),
  london('hiya, back from the school run, right lets crack on', talk('greeting')),
  // Dev, Bristol brewery
  london('alright daily. brew day, mashed in at 7 already', talk('greeting')),
  london('afternoon chief', talk('greeting')),
  // Nadia, Hackney café
  london('heyyy hows it going x', talk('greeting')),
  london('hi hi, finally sat down after the lunch rush', talk('greeting')),
  // Marcia, Brixton takeaway
  london('wah gwaan daily', talk('greeting')),
  london('yes yes mi reach di shop now, good afternoon', talk('greeting')),
  // Sheila, Harrogate pub
  london('afternoon pet, quiet one in the bar so thought id check in', talk('greeting')),
  london('hello love', talk('greeting')),
  // Owen, glamping near Hay
  london('helo from a very muddy field', talk('greeting')),
  london('shwmae daily', talk('greeting')),
  // Hetal, Leicester cakes
  london('Namaste daily, good afternoon to you', talk('greeting')),
  london('Hello, I am back. Today was three cake tasting in the morning', talk('greeting')),
  // Yunior, Bronx bodega
  newYork('buenas! que lo que', talk('greeting')),
  newYork('hey mi amigo, opened the store late today lol', talk('greeting')),
  // Sam, Red Hook roaster
  newYork("yo. roaster's warming up", talk('greeting')),
  newYork('good morning from red hook, foggy af out here', talk('greeting')),
  // Ah Wing, Chelsea dumplings
  newYork('hello daily, good morning', talk('greeting')),
  newYork('nei hou! morning, stall open soon', talk('greeting')),
  // Eleni, Astoria bakery
  newYork('kalimera! the koulourakia are in the oven', talk('greeting')),
  newYork('yia sou daily mou', talk('greeting')),
  // Tasha, Jersey City caterer
  newYork('hey hey, happy wednesday', talk('greeting')),
  newYork("hi daily it's tasha again", talk('greeting')),
  // Jules, Ridgewood wine bar
  newYork('hiii, just woke up, late one at the bar', talk('greeting')),
  // Brett, Catskills cabins
  newYork('morning from the mountains ❄️ first snow on the deck', talk('greeting')),
  newYork('hey there', talk('greeting')),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_THANKS: HeldOutItem[] = [
  london('thanks my love thats perfect', talk('thanks')),
  within(justAdded('book window cleaner', l('11-13')), london('ta very much', talk('thanks'))),
  london('cheers mate, legend', talk('thanks')),
  london('nice one, thanks for sorting that', talk('thanks')),
  london('thank uuu 🙏', talk('thanks')),
  within(justAdded('order oat milk', l('11-12 09:00')), london("amazing thank you that's a weight off", talk('thanks'))),
  london('big up yuhself daily, tanks', talk('thanks')),
  london('respect, tanks fi di help', talk('thanks')),
  london("thanks pet, you're a star", talk('thanks')),
  london("ta for this morning's nudge, saved my bacon", talk('thanks')),
  london('diolch! thats brilliant', talk('thanks')),
  london('Thank you so much, very kind of you', talk('thanks')),
  london('thanks ji, now I can sleep peacefully', talk('thanks')),
  newYork('gracias mi pana', talk('thanks')),
  newYork('muchas gracias daily, eres un duro', talk('thanks')),
  newYork('thx appreciate it', talk('thanks')),
  newYork('thanks, having the roast days laid out like that helps a ton', talk('thanks')),
  newYork('thank you very much, very helpful for me', talk('thanks')),
  newYork('m goi! 🙏', talk('thanks')),
  newYork('efharisto poli!', talk('thanks')),
  newYork('thank you sweetheart, you remember everything better than my husband', talk('thanks')),
  newYork('ty ty', talk('thanks'), talk('acknowledgement')),
  newYork('thanks!! you saved my butt at the tasting today', talk('thanks')),
  newYork('cheers, thank you', talk('thanks')),
  within(justAdded('text the plow guy', n('11-12 07:00')), newYork('perfect, thanks a bunch', talk('thanks'))),
  newYork("thank you, genuinely, this week would've been chaos without you", talk('thanks')),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_FEELING: HeldOutItem[] = [
  london('um honestly im just so tired like room 4 were up till 2 and then breakfast at 7 so yeah', ...FEEL),
  london('absolutely shattered. four changeovers today and the washing machine packed in', ...FEEL),
  london('bit low tbh, two bad reviews on tripadvisor this week and i cant stop thinking about them', ...FEEL),
  london('knackered. 14 hour brew day and the duty return still hanging over me', ...FEEL),
  london('stressed to bits about the taproom numbers this month', ...FEEL),
  london('i cant do this today, 2 staff off sick and the inspector could turn up any day', ...FEEL),
  london('so tired my eyes actually hurt', ...FEEL),
  london('mi tired bad, cook patty from 5 o clock dis mawning', ...FEEL),
  london('bwoy di pressure a build up, Just Eat orders nonstop an mi one inna di kitchen', ...FEEL),
  london('proper worn out after quiz night, didnt get to bed til 2', ...FEEL),
  london("everything's landing on me at once, cellar, staff, the accounts, I dont know where to start", ...FEEL, prioritise('focus'), [
    talk('overwhelmed'),
    prioritise('focus'),
  ]),
  london('feeling a bit lonely up here out of season tbh', ...FEEL),
  london('I am very tense, three wedding cakes this weekend and one bride keep changing the design', ...FEEL),
  london('Today I feel very tired, my hands are paining from all the piping', ...FEEL),
  newYork('toy muerto hermano, 14 horas en la bodega', ...FEEL),
  newYork('stressed bro, landlord raising the rent again and the distributor always late', ...FEEL),
  newYork("feeling burnt out honestly. roasting 6 days a week isn't sustainable", ...FEEL),
  newYork("anxious about the big wholesale pitch, can't focus on anything", ...FEEL),
  newYork('very tired today, my back hurt from folding dumpling all morning', ...FEEL),
  newYork('too many thing, I cannot handle, my head spinning', ...FEEL),
  newYork('I am exhausted, up at 3 for the bread since one week', ...FEEL),
  newYork('my nerves are gone, the oven is broken again and the christmas orders are coming', ...FEEL),
  newYork('drowning. three events this weekend and two servers just quit on me', ...FEEL),
  newYork('kinda down today, slow night yesterday, like 6 covers', ...FEEL),
  newYork('ugh so stressed, back to back check ins and the cleaner bailed', ...FEEL),
  newYork("i'm fried. snowed all night, plowed the drive twice myself", ...FEEL),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_QUESTION: HeldOutItem[] = [
  london('whats the going rate for a cleaner in cornwall these days?', question),
  london('is there a rule about how long i have to keep the guest registration forms?', question),
  london('how does small brewers relief work again, do you know?', question),
  london('whats a decent ABV for a winter porter in your opinion', question),
  london('do you know if oatly works out cheaper than minor figures wholesale?', question),
  london('what do health inspectors usually check first?', question),
  london('yuh know any good scotch bonnet supplier inna south london?', question),
  london('how much Just Eat tek as commission again?', question),
  london('what makes a good picture round for a christmas quiz?', question),
  london('how long does a cask keep once its been tapped?', question),
  london('will it rain in hay this weekend do you reckon', question),
  london('What can you do for me exactly?', HELP, question),
  london('How many portions I get from a three tier 6 8 10 inch cake?', question),
  london('what can you actually do btw', HELP, question),
  newYork('oye cuanto es el minimum wage en NY ahora?', question),
  newYork('u know if con edison gives a discount for small business?', question),
  newYork("what's the shelf life on roasted beans if we nitro flush the bags?", question),
  newYork("what's a fair wholesale markup on a 5lb bag?", question),
  newYork("how to say 'sold out' in nice way for the sign?", question),
  newYork('why customer always ask for soy sauce, is normal in america?', question),
  newYork('how do I get more google reviews without paying for them?', question),
  newYork('is phyllo ok to freeze twice?', question),
  newYork("what's the rule of thumb for servers per guest at a plated dinner?", question),
  newYork('can you text my staff for me?', question, HELP),
  newYork('is skin contact the same as orange wine or nah', question),
  newYork('how much do people usually tip the snow plow guy?', question),
  newYork('do you work with google calendar?', question, HELP),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_STATEMENT: HeldOutItem[] = [
  london('so um yeah the rep rang about 11 and said the casks are coming thursday now not wednesday, so thats that', NO_CHANGE),
  newYork('ok so uh the plow guy came through around 6, both driveways clear, so yeah all good up here', NO_CHANGE),
  london('boiler man came at half 8, hot water back on in room 3', NO_CHANGE),
  london('room 2 checked out early, left it spotless for once', NO_CHANGE),
  within(
    reminded('reply to the tripadvisor review', l('11-11 14:00')),
    london('laundry van is late again, they said after 4 now', NO_CHANGE),
  ),
  london('kegs went out to the Old Duke at 7 this morning', NO_CHANGE),
  london('duty return went in last friday, HMRC confirmed it', NO_CHANGE, done(words('duty return'))),
  within(
    listed('clean fermenter 2', 'duty return', 'call the maltster'),
    london('the maltster never picks up before 10 anyway', NO_CHANGE),
  ),
  london('the inspector came at 11 and we got a 5 again!!', NO_CHANGE),
  london('oat milk delivery turned up 2 hours late as usual', NO_CHANGE),
  london('Just Eat tablet crash from 6 till 7 last night, lost bare orders', NO_CHANGE),
  london('di patty man seh price a go up 10p from december', NO_CHANGE),
  london("brewery rep's been and gone, new IPA goes on from monday", NO_CHANGE),
  london('quiz night raised £340 for the hospice', NO_CHANGE),
  london('hot tub was 38 degrees at 7am even with the frost', NO_CHANGE),
  london('all six bell tents are booked for new years eve already', NO_CHANGE),
  london('Mrs Patel collected her 50th birthday cake at 10, she loved it', NO_CHANGE),
  london('My sister is coming from Ahmedabad next month to help with the orders', NO_CHANGE),
  newYork('el delivery de Goya llegó a las 8, todo bien', NO_CHANGE),
  newYork('lotto machine down since yesterday, the guy is coming monday', NO_CHANGE),
  newYork('roasted 180 lbs today, new record', NO_CHANGE),
  newYork('the colombia lot cleared customs at 9am', NO_CHANGE),
  within(
    listed('roast for Devoción order', 'invoice Hometown Deli', 'order valve bags'),
    newYork('3 is always the one i forget lol', NO_CHANGE),
  ),
  newYork('today sold out by 1pm, 600 dumpling', NO_CHANGE),
  newYork('food hall manager say the rent go up in january', NO_CHANGE),
  newYork('flour delivery came at 5, all good', NO_CHANGE),
  newYork('my daughter does the register on saturdays from now on', NO_CHANGE),
  newYork('tasting for the Rivera wedding went great, they booked on the spot', NO_CHANGE),
  newYork('rentals picked up the chairs at 11 like they said they would', NO_CHANGE),
  newYork('importer dropped off 3 cases of pet nat this morning', NO_CHANGE),
  within(
    reminded('restock firewood at cabin 1', n('11-11 09:00')),
    newYork('cabin 2 guests checked in at 4 yesterday, they love the fireplace', NO_CHANGE),
  ),
  newYork('cleaner finished cabin 1 at noon, found a lost airpod under the bed', NO_CHANGE),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_DECISION: HeldOutItem[] = [
  london("so yeah um ive thought about it loads and we're just gonna stop doing sunday roasts, not worth it", decision),
  london('right, decided. no more one night stays in peak season, 2 nights minimum', decision),
  london('going with Kernow Linen for the laundry from now on, the other lot are useless', decision),
  london("decision made: we're dropping the session IPA and doubling down on the stout", decision),
  london("ok we're not doing the christmas market this year, not worth the hassle", decision),
  london('decided to switch to Oatly Barista, the other one splits in flat whites', decision),
  london('im not opening on boxing day. final answer', decision),
  london('mi decide fi come off Deliveroo, only Just Eat an Uber from now', decision),
  london('settle it, we a go raise di patty price to £2.50', decision),
  london("quiz night's moving to thursdays for good, decided", decision),
  within(
    choosing('which brewery to take the guest ales from', 'Theakston', 'Black Sheep'),
    london('ok lets go with black sheep', [answer(2)], decision, [answer(2), decision], [decision, answer(2)]),
  ),
  london('decided to close the hot tub over winter, the heating bill is mad', decision),
  london('I have decided I will not take more than 3 wedding orders per weekend', decision),
  london('Final decision, I am going with Italian meringue buttercream for all the weddings', decision),
  newYork('ya decidí, no más fiao. cash or card only', decision),
  newYork("decided i'm keeping the store open till 1am on weekends", decision),
  newYork("we're going with the Loring, not the Diedrich. done deliberating", decision),
  newYork('decision: no more wholesale accounts under 20lbs a week', decision),
  newYork('I decide raise the price to $14 for the pork and chive', decision),
  newYork('ok we will not do delivery apps anymore, too much commission', decision),
  newYork('I decided, we close on Mondays from January', decision),
  newYork('ok I made up my mind, my nephew takes over the morning bake', decision),
  newYork('decided to stop taking weddings over 200 guests', decision),
  newYork("we're going with Party Rental Ltd for linens from now on", decision),
  newYork('decided to do a by-the-glass only list on tuesdays', decision),
  newYork('made the call: 3 night minimum for xmas week on both cabins', decision),
  within(
    choosing('which cleaning company for the cabins', 'Sparkle Team', 'Mountain Maids'),
    newYork('the first one. decided', [answer(1)], decision, [answer(1), decision], [decision, answer(1)]),
  ),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_DILEMMA: HeldOutItem[] = [
  newYork('so um, the Chen party wants a tasting but they might not book, do I charge for it or do it free, idk', dilemma),
  london('should i get a cleaner for changeovers or keep doing them myself?', dilemma),
  london('not sure whether to close for january or stay open for the walkers', dilemma),
  london("can't decide between a canning line or sticking with kegs only", dilemma),
  london('do I take on an assistant brewer now or wait till spring', dilemma),
  london('should we stay open till 6 or shut at 4 and save on staff', dilemma),
  london('torn between two baristas for the job, one has loads of experience the other is just really lovely', dilemma),
  london('yuh tink mi fi open Sundays or rest up?', dilemma),
  london('mi cyaan decide, buy a new freezer or fix di old one again', dilemma),
  london('do I keep the quiz or switch to music bingo?', dilemma),
  london('should I sign the new brewery tie deal or go free of tie?', dilemma),
  london("should i put money into two more bell tents or a proper shepherd's hut?", dilemma),
  london('I am confused, should I rent a small shop or continue from home kitchen?', dilemma),
  london('Should I accept the order for 300 cupcakes when I have a wedding same day?', dilemma),
  newYork('compro el ice machine nuevo o rento uno? idk', dilemma),
  newYork("should I keep the lotto or not, it brings people in but it's a headache", dilemma),
  newYork('second roaster vs hiring a part time roaster, which makes more sense?', dilemma),
  newYork('do we go to coffee fest in march or save the money', dilemma),
  newYork('I think maybe open second stall in Brooklyn, or no, what you think?', dilemma),
  newYork('should I hire my cousin or somebody from outside?', dilemma),
  newYork('should I do the christmas bazaar at the church or focus on the shop?', dilemma),
  newYork('big question, raise the spanakopita price or keep it for the old customers?', dilemma),
  newYork('do I buy my own chafing dishes or keep renting them?', dilemma),
  newYork('wine club subscription or more tastings, what do i put my energy into', dilemma),
  newYork('should I list the cabins on vrbo too or just stick with airbnb?', dilemma),
  newYork('thinking about selling cabin 2, or keep it and raise rates. help me think it through', dilemma),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_RECALL: HeldOutItem[] = [
  london('what did i decide about the minimum stay?', recall('minimum stay'), recall('stay')),
  london('remind me what we agreed on the linen company', recall('linen')),
  london('what did I decide about the christmas market?', recall('christmas market')),
  london('did we decide anything on the session ipa in the end?', recall('session ipa')),
  london('what was my decision on boxing day', recall('boxing day')),
  london('which oat milk did I say we were switching to?', recall('oat milk')),
  london('wah mi did decide bout di patty price again?', recall('patty price'), recall('patty')),
  london('remind mi wah mi decide bout Deliveroo', recall('deliveroo')),
  london('what did I decide about quiz night?', recall('quiz')),
  london('what did i say about the hot tub over winter?', recall('hot tub')),
  london('What I decided about the limit for wedding orders?', recall('wedding orders'), recall('wedding')),
  london('Please tell me what I decided for the buttercream', recall('buttercream')),
  newYork('que fue lo que decidí con el fiao?', recall('fiao')),
  newYork('what did i decide about weekend hours', recall('weekend hours'), recall('hours')),
  newYork('which roaster did we end up deciding on?', recall('roaster')),
  newYork('what was the call on small wholesale accounts?', recall('wholesale')),
  newYork('what I decide for pork chive price?', recall('pork chive'), recall('price')),
  newYork('before I decide about delivery app, what I said last time?', recall('delivery app')),
  newYork('what did I decide about mondays?', recall('monday')),
  newYork('did I decide who does the morning bake?', recall('morning bake')),
  newYork('what did we decide on big weddings again', recall('wedding')),
  newYork('which linen company did I go with?', recall('linen')),
  newYork('what did I land on for tuesdays?', recall('tuesday')),
  newYork('what was my decision on minimum nights for xmas week', recall('minimum nights'), recall('xmas')),
  newYork('did i ever decide on the vrbo thing', recall('vrbo')),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_PRIORITISE: HeldOutItem[] = [
  london('what should i do first today?', prioritise('focus'), prioritise('plan_day')),
  london('too much on this week, what can i let slide?', prioritise('drop')),
  london('plan my day for me, brew day plus all the paperwork', prioritise('plan_day')),
  london("what's most important right now", prioritise('focus')),
  london('help me plan tomorrow', prioritise('plan_day')),
  london("what can I drop today, we're short staffed", prioritise('drop')),
  london('wah fi do first?', prioritise('focus')),
  london('mi have too much pon mi plate, wah mi can leave till next week?', prioritise('drop')),
  london('sort my day out for me would you', prioritise('plan_day')),
  within(
    listed('change the guest ale', 'order crisps and nuts', 'write quiz questions'),
    london('which of these matters most?', prioritise('focus')),
  ),
  london('whats the priority this afternoon', prioritise('focus'), prioritise('plan_day')),
  london('Please make a plan for my day, I have many things', prioritise('plan_day')),
  london('What is most urgent today?', prioritise('focus')),
  newYork('que hago primero hoy?', prioritise('focus'), prioritise('plan_day')),
  newYork('too many things, what can wait?', prioritise('drop')),
  newYork('lay out my day', prioritise('plan_day')),
  newYork('what should I be focusing on this week', prioritise('focus')),
  newYork('what I do first?', prioritise('focus')),
  newYork('please plan my day, very busy', prioritise('plan_day')),
  newYork('what can I skip today, I have no time', prioritise('drop')),
  newYork('which is most important of my list?', prioritise('focus')),
  newYork("what's top priority before the weekend events", prioritise('focus')),
  within(
    listed('confirm rentals', 'staff schedule', 'tasting menu for Rivera', 'invoice Chen party'),
    newYork('which one do I tackle first', prioritise('focus')),
  ),
  newYork('give me a game plan for today', prioritise('plan_day')),
  newYork("what can I push off, I'm literally snowed in", prioritise('drop')),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_AGENDA: HeldOutItem[] = [
  london('whats on thursday no wait friday', list('day', '2026-11-13')),
  london('whats on today?', list('today'), list('day', '2026-11-11')),
  london('what have i got tomorrow', list('tomorrow'), list('day', '2026-11-12')),
  london('anything overdue?', list('overdue')),
  london("what's on this week", list('week')),
  london('whats next on my list', list('next')),
  london('what have I got on friday', list('day', '2026-11-13')),
  london('wah mi have fi do tomorrow?', list('tomorrow'), list('day', '2026-11-12')),
  london('show mi wah overdue', list('overdue')),
  london("what's on for monday?", list('day', '2026-11-16')),
  london("what's in the diary for the 20th", list('day', '2026-11-20')),
  london('whats on next tuesday', list('day', '2026-11-17'), list('day', '2026-11-24')),
  london('what did i forget to do', list('overdue')),
  london('What I have on 3/12?', list('day', '2026-12-03')),
  london("Show me this week's list please", list('week')),
  newYork('que tengo pa mañana?', list('tomorrow'), list('day', '2026-11-12')),
  newYork('wat i got today', list('today'), list('day', '2026-11-11')),
  newYork("what's on my plate this week", list('week')),
  newYork("what's on thursday", list('tomorrow'), list('day', '2026-11-12')),
  newYork('what is next task?', list('next')),
  newYork('what I have on saturday?', list('day', '2026-11-14')),
  newYork("what's on 12/3?", list('day', '2026-12-03')),
  newYork('anything I missed?', list('overdue')),
  newYork('run me through tomorrow', list('tomorrow'), list('day', '2026-11-12')),
  newYork("what's coming up next", list('next')),
  newYork('what do i have on sunday', list('day', '2026-11-15')),
  newYork("what's still outstanding from last week?", list('overdue')),
  newYork("what's left on today's list", list('today'), list('day', '2026-11-11')),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_FREE_TIME: HeldOutItem[] = [
  newYork('am i free fri at 3, no wait 4', free(n('11-13 16:00'), n('11-13 17:00'))),
  london('am i free thursday afternoon?', free(l('11-12 12:00'), l('11-12 17:00'))),
  london('have i got any time friday morning to get to the cash and carry', free(l('11-13 09:00'), l('11-13 12:00'))),
  london('am I free tomorrow between 2 and 4?', free(l('11-12 14:00'), l('11-12 16:00'))),
  london('any gaps on monday?', free(l('11-16 09:00'), l('11-16 17:00'))),
  london('am i free this evening', free(l('11-11 17:00'), l('11-11 21:00'))),
  london('do i have time saturday morning for a rota meeting', free(l('11-14 09:00'), l('11-14 12:00'))),
  london('mi free di whole day friday?', free(l('11-13 09:00'), l('11-13 17:00'))),
  london('mi free tomorrow mawning?', free(l('11-12 09:00'), l('11-12 12:00'))),
  london('am I free at 11 on friday, the rep wants to pop in', free(l('11-13 11:00'), l('11-13 12:00'))),
  london(
    'anything on next tuesday evening?',
    free(l('11-17 17:00'), l('11-17 21:00')),
    free(l('11-24 17:00'), l('11-24 21:00')),
    list('day', '2026-11-17'),
    list('day', '2026-11-24'),
  ),
  london('free this afternoon?', free(l('11-11 15:00'), l('11-11 17:00')), free(l('11-11 12:00'), l('11-11 17:00'))),
  london('Am I free on 18/11 in the afternoon for a consultation?', free(l('11-18 12:00'), l('11-18 17:00'))),
  london('Is Sunday free for me?', free(l('11-15 09:00'), l('11-15 17:00'))),
  newYork('toy libre el jueves en la tarde?', free(n('11-12 12:00'), n('11-12 17:00'))),
  newYork('am i free tmrw morning', free(n('11-12 09:00'), n('11-12 12:00'))),
  newYork('am I free this morning', free(n('11-11 10:00'), n('11-11 12:00')), free(n('11-11 09:00'), n('11-11 12:00'))),
  newYork('got any time friday between 1 and 3', free(n('11-13 13:00'), n('11-13 15:00'))),
  newYork('I am free on saturday afternoon?', free(n('11-14 12:00'), n('11-14 17:00'))),
  newYork('tomorrow I have free time?', free(n('11-12 09:00'), n('11-12 17:00'))),
  newYork('am I free monday evening', free(n('11-16 17:00'), n('11-16 21:00'))),
  newYork('is 11/19 open for me?', free(n('11-19 09:00'), n('11-19 17:00'))),
  newYork('am i free the 20th from 10 to 2', free(n('11-20 10:00'), n('11-20 14:00'))),
  newYork('free tomorrow at 4?', free(n('11-12 16:00'), n('11-12 17:00'))),
  newYork('do I have anything tonight?', free(n('11-11 17:00'), n('11-11 21:00')), list('today'), list('day', '2026-11-11')),
  newYork('am I free sunday morning for a walkthrough with the new cleaner', free(n('11-15 09:00'), n('11-15 12:00'))),
  newYork('any free time thursday?', free(n('11-12 09:00'), n('11-12 17:00'))),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_UNCLEAR: HeldOutItem[] = [
  london('the thing at 4', ...UNSURE),
  london('move it', ...UNSURE),
  london('kegs', ...UNSURE),
  within(listed('clean fermenter 2', 'duty return', 'call the maltster'), london('do the other one tmrw', ...UNSURE)),
  london('done', ...UNSURE),
  london('can you sort the thing with the milk', ...UNSURE),
  london('yuh know wah mi mean, di ting', ...UNSURE),
  within(reminded('call the chicken supplier', l('11-11 14:30')), london('half way', ...UNSURE)),
  london('friday', ...UNSURE),
  within(reminded('change the guest ale', l('11-11 14:00')), london('sort of', ...UNSURE)),
  london('hot tub 7', ...UNSURE),
  london('Same as last time', ...UNSURE),
  london('cancel', ...UNSURE),
  newYork('lo de ayer', ...UNSURE),
  newYork('the guy', ...UNSURE),
  newYork('push it', ...UNSURE),
  newYork('2', ...UNSURE),
  newYork('that one later', ...UNSURE),
  within(whichOne('call the pork supplier', 'call the food hall manager'), newYork('the call', ...UNSURE)),
  newYork('tomorrow', ...UNSURE),
  newYork('the order for mrs. k', ...UNSURE),
  newYork('dinner thing sat 6', ...UNSURE, task('dinner thing', n('11-14 18:00'))),
  newYork('wait no', ...UNSURE),
  newYork('do the usual', ...UNSURE),
  newYork('3 or 4', ...UNSURE),
];

// ---------------------------------------------------------------------------------------------
export const EIGHTYTHIRD_BARE: HeldOutItem[] = [
  london('ok', ...ACK),
  london('righto', ...ACK),
  london('k', ...ACK),
  london('sound', ...ACK),
  london('lol', ...ACK),
  within(reminded('order oat milk', l('11-11 14:00')), london('hmm', ...ACK)),
  london('seen', ...ACK),
  london('ah yuh dat', ...ACK),
  london('aye', ...ACK),
  london('?', ...ACK),
  london('👍', ...ACK),
  london('Ok ji', ...ACK),
  within(listed('pipe roses for Shah wedding', 'order cake boards', 'call Mrs Mistry'), london('hmm ok', ...ACK)),
  newYork('dale', ...ACK),
  newYork('ok ok', ...ACK),
  newYork('cool', ...ACK),
  newYork('k thx', ...ACK, talk('thanks')),
  newYork('ok la', ...ACK),
  newYork('hai', ...ACK),
  newYork('nai', ...ACK),
  newYork('ela', ...ACK),
  newYork('bet', ...ACK),
  within(listed('taste the new Jura', 'call the glass guy', 'restock ice'), newYork('ha', ...ACK)),
  newYork('mm', ...ACK),
  newYork('...', ...ACK),
];
