import {
  NO_CHANGE,
  type HeldOutItem,
  HELP,
  decision,
  dilemma,
  l,
  london,
  n,
  newYork,
  prioritise,
  question,
  talk,
  within,
} from './held-out-kit';

/**
 * Fourteen small food, event and trade businesses texting daily. On London time (day-first dates):
 * a food-truck owner in Bristol (pitches, gas bottles, council street-trading licences), a
 * wedding-cake baker in York (tastings, deposits, tiers), a caterer in Brixton who writes some
 * Jamaican patois (jerk orders, event menus, hire kit), a pub landlady in Glasgow who writes some
 * Scots (deliveries, quiz night, staff rota), a florist in Brighton (weddings, funeral tributes,
 * early market runs), a street-food seller at Borough Market whose first language is Portuguese
 * (pastéis, stall rent, suppliers) and a mobile DJ in Leicester (weddings, PA hire, playlists). On
 * New York time (month-first dates): a taco-truck owner in Sunset Park who writes some Spanish
 * (permits, commissary, prep), a private chef in Tribeca (clients, menus, grocery runs), a wedding
 * planner in Hoboken (vendors, run-of-show, venue walk-throughs), a bagel-shop owner in Astoria whose
 * first language is Greek (flour orders, the oven guy, staff), a cocktail caterer in Bushwick
 * (bartenders, ice, liquor licence), a bodega owner in Harlem whose first language is Arabic
 * (distributors, the lotto machine, inspections) and an events photographer in Jersey City (shoots,
 * galleries, second shooters). Read at Wednesday 11 November 2026, 15:00 London, 10:00 New York.
 */

/** A reminder about `title` was just sent ("Did you get to ...?"). */
const reminded = (title: string, due: string | null = null) => ({
  pending: { about: 'follow_up' as const, task: title },
  current: { title, due },
});
/** A task was just added or talked about, nothing pending. */
const added = (title: string, due: string | null = null) => ({ current: { title, due } });
/** daily just sent a numbered list. */
const shown = (...titles: string[]) => ({ listed: titles });

const greeting = talk('greeting');
const thanks = talk('thanks');
const feeling = talk('feeling');
const overwhelmed = talk('overwhelmed');

export const EIGHTYSEVENTH_GREETING: HeldOutItem[] = [
  london('alright daily, hows it going', greeting),
  london("Good afternoon! First time messaging, I'm Helen, I bake wedding cakes in York", greeting),
  london('wah gwaan daily', greeting),
  london("hiya hen, how's it gaun", greeting),
  london('morning!! well afternoon now haha', greeting),
  london('olá! good afternoon, is Rui from the pastéis stall', greeting),
  london('yo yo yo daily whats good', greeting),
  london('hey there, you still awake? lol', greeting),
  london('Hello again', greeting),
  london('hiya 👋', greeting),
  london('mawnin boss, yuh good?', greeting),
  london('evening daily, or afternoon, whatever it is', greeting),
  within(reminded('order peonies for the Harper wedding', l('11-11 14:00')), london('hello hello', greeting)),
  newYork('hola daily! qué tal', greeting),
  newYork('Hi there — just set this up, hello!', greeting),
  newYork('heyyy happy wednesday!!', greeting),
  newYork('Yia sou my friend, good morning', greeting),
  newYork('sup', greeting),
  newYork('salam alaikum', greeting),
  newYork('good morning from jersey city ☕', greeting),
  newYork('buenos días jefe', greeting),
  newYork('hello my friend how are you today', greeting),
  newYork("hiii it's me again", greeting),
  newYork('yo whats up, long time', greeting),
  within(reminded('cull the Nguyen engagement gallery', n('11-11 09:00')), newYork('oh hey', greeting)),
  newYork('kalimera! hello from Astoria', greeting),
];

export const EIGHTYSEVENTH_THANKS: HeldOutItem[] = [
  within(added('swap the gas bottles', l('11-12 08:00')), london('cheers mate', thanks)),
  london("Thank you so much, that's a weight off", thanks),
  london('big up yuhself, respect', thanks),
  london('ta very much hen', thanks),
  london('thanks lovely x', thanks),
  london('obrigado!! very helpful', thanks),
  london('nice one bro appreciate it', thanks),
  within(added('renew street trading licence', l('11-20')), london('ta', thanks, talk('acknowledgement'))),
  within(
    reminded('chase the Pickering deposit', l('11-11 14:00')),
    london("thanks for the nudge about the Pickering deposit, would've forgotten", thanks),
  ),
  london('cheers for that, youre a wee star', thanks),
  london('tanks fi di help, yuh too good', thanks),
  london('muito obrigada, you save my life today', thanks),
  newYork('gracias amigo', thanks),
  within(added('grocery run for the Goldbergs', n('11-12 08:00')), newYork('Perfect, thank you.', thanks, talk('acknowledgement'))),
  newYork('omg thank youuu lifesaver', thanks),
  newYork('efharisto, thank you very much', thanks),
  newYork('ty ty', thanks),
  newYork('shukran my friend', thanks),
  newYork('thx!', thanks),
  within(reminded('renew the commissary contract', n('11-11 09:00')), newYork('muchas gracias por el reminder', thanks)),
  within(
    shown('call the Moreno florist', 'send run-of-show to the DJ', 'venue walk-through at the Elks Lodge'),
    newYork('thanks, that list was exactly what I needed', thanks),
  ),
  newYork('appreciate you 🙏', thanks),
  newYork('thank you, you are better than my nephew with the computer', thanks),
  newYork('thanks fam, clutch', thanks),
  newYork('thank you thank you', thanks),
  within(added('edit the Rivera quince gallery', n('11-13')), newYork('ok thanks', thanks, talk('acknowledgement'))),
];

export const EIGHTYSEVENTH_FEELING: HeldOutItem[] = [
  london('absolutely knackered, 3 festivals back to back and the generator packed in twice', feeling),
  london("I'm so stressed about Saturday's wedding, the five tier one, I can't sleep", feeling, overwhelmed),
  london('mi tired bad, cook fi 200 people yesterday', feeling),
  london('am pure done in the day, quiz night went on till 1', feeling),
  london("everything is happening at once, 2 weddings and 4 funeral tributes this week and I'm on my own", overwhelmed, feeling),
  london('I am very tired today, my back hurts from the stall', feeling),
  london('proper burnt out tbh', feeling, overwhelmed),
  london("too much on, head's spinning", overwhelmed),
  london("feeling a bit low today if I'm honest", feeling),
  london('bare stress dis week star, three events an mi van mash up', overwhelmed, feeling),
  london("I'm drowning here, two staff off sick an the delivery's late", overwhelmed),
  london("I don't know where to start today, so many things", overwhelmed, prioritise('focus')),
  within(reminded('send playlist to the Patels', l('11-11 14:00')), london("ugh can't face anything today mate, wiped out", feeling)),
  newYork('estoy cansadísimo, up since 4 for prep', feeling),
  newYork("I'm completely overwhelmed, three dinner parties this weekend and a client changed the menu twice", overwhelmed),
  newYork('stressed to the max rn, the florist ghosted me and the wedding is saturday', feeling, overwhelmed),
  newYork('very tired, the oven broke again and I was here all night', feeling),
  newYork('lowkey spiraling, too many gigs too few bartenders', overwhelmed, feeling),
  newYork('I am exhausted my friend, 14 hours in the store today', feeling),
  newYork("fried. 3 shoots this weekend and 2000 photos to edit. I'm so behind", overwhelmed, feeling),
  newYork('no puedo más, everything is too much this week', overwhelmed),
  newYork("kind of anxious about tomorrow's tasting honestly", feeling),
  newYork("so um yeah I just feel like I'm failing at everything lately", feeling, overwhelmed),
  newYork('my head is full, too many problems', overwhelmed),
  newYork('ugh so sleepy today', feeling),
  newYork('stress stress stress, inspection next week and the distributor late again', overwhelmed, feeling),
];

export const EIGHTYSEVENTH_QUESTION: HeldOutItem[] = [
  london('do you know if a street trading consent covers Sundays in Bristol?', question),
  london('how far ahead should I take a deposit for a wedding cake, whats normal?', question),
  london('how much scotch bonnet fi a 10 kilo jerk marinade yuh tink?', question),
  london("whit's the capital o Australia, settling a quiz argument", question),
  london('are ranunculus in season in december?', question),
  london('pastel de nata is better bake at 220 or 250? my cousin say 250', question),
  london('whats a good first dance song thats not perfect by ed sheeran lol', question),
  london('how many kg in a standard patio gas bottle?', question),
  london('can buttercream sit out overnight or does it need the fridge?', question),
  london('is 2 days notice still enough for a keg order ye reckon?', question),
  london('whats the going rate for a funeral wreath these days?', question),
  london('can you hear voice notes or do I have to type', question, HELP),
  newYork('oye how long is a mobile food vending permit good for in NYC?', question),
  newYork("What's a good substitute for crème fraîche if the client is dairy-free?", question),
  newYork('is it tacky to have a cash bar at a wedding, honest opinion', question),
  newYork('how many hours the bagel dough must rest in fridge? my baker say 12, I say 24', question),
  newYork('how many lbs of ice per guest for a 3 hour open bar?', question),
  newYork('what is the minimum age to sell lotto tickets in new york?', question),
  newYork('whats the best way to back up 2TB of raw files cheaply?', question),
  newYork('cuánto es el sales tax en Brooklyn?', question),
  newYork('do you know if Whole Foods Tribeca opens at 7 or 8?', question),
  newYork('what time is sunset on december 5 in hoboken? need it for the portraits', question),
  newYork('do I need a separate license to pour at a private loft party?', question),
  newYork('you speak arabic?', question),
  newYork('are you a real person or a bot lol', question),
  newYork('what you think, sesame or everything is more popular?', question),
];

export const EIGHTYSEVENTH_STATEMENT: HeldOutItem[] = [
  london('gas bottles got swapped at 8 this morning, all sorted', NO_CHANGE),
  london('the Whitby couple paid their deposit yesterday, £150', NO_CHANGE),
  london('jerk order fi Saturday gone out already, 40 portions', NO_CHANGE),
  london('delivery came at 7 the day, the driver was early for once', NO_CHANGE),
  london('market was rubbish this morning, no decent eucalyptus anywhere', NO_CHANGE),
  london('the rent for the stall go up to 480 a month from january, is crazy', NO_CHANGE),
  london('PA hire place is shut on mondays fyi', NO_CHANGE),
  london('council licence renewal came through, valid till march', NO_CHANGE),
  london('did a tasting at 11 with a couple from Harrogate, they loved the lemon and elderflower', NO_CHANGE),
  london('quiz night was mobbed, 19 teams, new record', NO_CHANGE),
  london('dropped the Harper bouquets at the church at 10, bride cried (good tears)', NO_CHANGE),
  london('the supplier from Porto finally deliver the tins for the pastéis today', NO_CHANGE),
  london('played til 1am at the Walker wedding, dancefloor packed all night', NO_CHANGE),
  newYork('the commissary inspection was this morning, pasamos sin problema', NO_CHANGE),
  newYork('Did the grocery run at 7, Eataly had the good burrata', NO_CHANGE),
  newYork('venue walk-through at the Elks Lodge went great, the coordinator is lovely', NO_CHANGE),
  newYork('the oven guy came at 6, he fix the burner, 350 dollar', NO_CHANGE),
  newYork('ice delivery showed up on time for once, 400 lbs', NO_CHANGE),
  newYork('the lotto machine working again since noon yesterday', NO_CHANGE),
  newYork('gallery for the Rivera quince went out last night, they already downloaded everything', NO_CHANGE),
  newYork('el permit renewal ya llegó en el correo', NO_CHANGE),
  newYork("the Levins tipped $200 after saturday's dinner 🙌", NO_CHANGE),
  newYork('fyi the DJ for the Castillo wedding confirmed a 5pm load-in', NO_CHANGE),
  newYork('flour order came 20 bags not 30, but ok is enough for this week', NO_CHANGE),
  newYork('liquor license renewal approved this morning!!', NO_CHANGE),
  newYork('the Pepsi guy comes every tuesday 8am and he is always late', NO_CHANGE),
  newYork("second shooter for saturday is Dani, she's great", NO_CHANGE),
  newYork('hoy vendimos 300 tacos al pastor, récord', NO_CHANGE),
];

export const EIGHTYSEVENTH_DECISION: HeldOutItem[] = [
  london("right, decided I'm not doing the Christmas market at Cabot Circus this year, pitch fee's too steep", decision),
  london("I've decided to ask for a 50% deposit from now on instead of 25", decision),
  london('mi decide fi stop do free tasting dem, too much waste', decision),
  london("we're scrapping the Tuesday quiz, just Thursdays fae now on", decision),
  london('going with the Dutch wholesaler over New Covent Garden for the wedding flowers', decision),
  london('ok I decide: I keep the stall on Saturdays only, no more Fridays', decision),
  london('decided to buy my own PA instead of hiring one every weekend', decision),
  london('gonna switch to Calor from Flogas, final answer', decision),
  london("no more four tier cakes under £400, that's my new rule", decision),
  london("Right, Shona's getting the assistant manager job, decided", decision),
  london("I'm not doing funerals on Sundays any more. decided.", decision),
  london("been thinking about it and um yeah I'm raising my wedding rate to 650 for 2027", decision),
  london('we a go wid di smaller hire company, dem cheaper an dem deliver', decision),
  newYork('decidí: we are moving to the commissary in Red Hook, is cheaper', decision),
  newYork("I've decided to stop doing grocery runs for clients without a 15% fee", decision),
  newYork('going with Petal & Stem for the Moreno wedding, not the other florist', decision),
  newYork('ok I decide, we change flour supplier to King Arthur, the other one too expensive', decision),
  newYork('made the call: no more gigs without a 2 bartender minimum', decision),
  newYork('I decide to take out the lotto machine, too much headache', decision),
  newYork("decided I'm dropping film from my wedding packages", decision),
  newYork('ya decidí, no more catering for less than 50 people', decision),
  newYork('Final decision — the Hendersons get the tasting menu, not family style', decision),
  newYork("we're hiring a full-time assistant, decided last night", decision),
  newYork('going with Brooklyn Ice Co over the other guys, they deliver til midnight', decision),
  newYork('I decided, my son will do the night shift from now', decision),
  newYork("I'm going with the Sony over the Canon, done deliberating", decision),
];

export const EIGHTYSEVENTH_DILEMMA: HeldOutItem[] = [
  london("should I take the Clifton pitch on Saturdays or stick with the harbourside? can't decide", dilemma),
  london('torn between buttercream or fondant for my display cake at the wedding fair', dilemma),
  london('mi cyaan decide if fi buy di chafing dish dem or keep hiring', dilemma),
  london('dinnae ken whether tae hire another barman or just dae mair shifts masel', dilemma),
  london('do I take the big Christmas Eve wedding or keep December free for wreaths? help me think', dilemma),
  london('I think about open a second stall in Spitalfields but is big risk, what you think?', dilemma),
  london('should I go full time DJing or keep the day job one more year', dilemma),
  london('new van or fix the old one, 4 grand either way roughly, what would you do', dilemma),
  london('Should I stop doing tastings for free? people come and never book', dilemma),
  london('thinking aboot getting rid o the pool table for mair seats, no sure', dilemma),
  london('weighing up whether to hire a Saturday helper or just turn down the small orders', dilemma),
  london('pay the supplier in Portugal upfront for the discount or pay monthly, which is better for me?', dilemma),
  london('uplighting - add it to every quote or keep it as an extra? going back and forth', dilemma),
  newYork('no sé si renew the permit for the second truck or sell it', dilemma),
  newYork('Should I take on a weekly meal-prep client or keep my weekends for events?', dilemma),
  newYork('torn: do I raise my day-of coordination fee or add a cheaper package?', dilemma),
  newYork('maybe I buy new oven or repair again the old one, what is smarter?', dilemma),
  newYork("should I get my own liquor license or keep working under the venue's? pros cons?", dilemma),
  newYork('my friend want to sell me his store in the Bronx. I take it or no?', dilemma),
  newYork('second shooter for every wedding or only the big ones? cant decide', dilemma),
  newYork('weekends at Sunset Park or the Smorgasburg spot, cuál es mejor?', dilemma),
  newYork('I keep going back and forth on whether to hire a sous chef for the holidays', dilemma),
  newYork('should I keep working with the Hoboken venue that pays late or drop them', dilemma),
  newYork('open on sunday or give staff the day off, I go back and forth', dilemma),
  newYork('do I raise prices now or wait until after wedding season?', dilemma),
  newYork('take the corporate holiday party gig for less money or hold out for a wedding that weekend?', dilemma),
];
