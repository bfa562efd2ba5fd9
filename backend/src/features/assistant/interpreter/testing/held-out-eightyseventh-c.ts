import type { ConversationState, Intent } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  done,
  l,
  list,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';

/**
 * Fourteen people who feed, fête and photograph others for a living. On London time (day-first
 * dates): a food-truck owner in Bristol (pitches, gas bottles, council street-trading licences), a
 * wedding-cake baker in York (tastings, deposits, tiers), a caterer in Brixton who writes some
 * Jamaican patois (jerk orders, event menus, hire kit), a pub landlady in Glasgow who writes some
 * Scots (deliveries, quiz night, staff rota), a florist in Brighton (weddings, funeral tributes,
 * early market runs), a Borough Market street-food seller whose first language is Portuguese
 * (pastéis, stall rent, suppliers) and a mobile DJ in Leicester (weddings, PA hire, playlists). On
 * New York time (month-first dates): a taco-truck owner in Sunset Park who writes some Spanish
 * (permits, commissary, prep), a private chef in Tribeca (clients, menus, grocery runs), a wedding
 * planner in Hoboken (vendors, run-of-show, venue walk-throughs), a bagel-shop owner in Astoria whose
 * first language is Greek (flour orders, the oven guy, staff), a cocktail caterer in Bushwick
 * (bartenders, ice, liquor licence), a bodega owner in Harlem whose first language is Arabic
 * (distributors, the lotto machine, inspections) and an events photographer in Jersey City (shoots,
 * galleries, second shooters). Every message is read at Wednesday 11 November 2026, 15:00 London /
 * 10:00 New York.
 */

/** daily has just asked "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task last talked about (just added or changed). */
const talkedAbout = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const whichOf = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily asked for a dilemma's options. */
const optionsFor = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
/** daily asked what matters most in a dilemma. */
const mattersFor = (question: string, options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily sent a dilemma's summary and asked which option. */
const choiceFor = (question: string, options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** A question back to the person; nothing changes. */
const ask: Intent = { kind: 'ask', text: '', options: [] };
/** Two changes to one task, accepted in either order. */
const both = (first: Intent, second: Intent): [Intent[], Intent[]] => [
  [first, second],
  [second, first],
];

export const EIGHTYSEVENTH_RENAME: HeldOutItem[] = [
  // London
  within(
    talkedAbout('ring council about licence'),
    london(
      'can u change that to ring bristol council re street trading licence renewal',
      rename(ctx, 'ring bristol council re street trading licence renewal'),
    ),
  ),
  london(
    "rename the Hendry tasting to Hendry & Patel tasting, it's both families coming now",
    rename(words('Hendry tasting'), 'Hendry & Patel tasting'),
  ),
  london(
    "yow change di jerk order one to 'jerk chicken 60 portions for Deptford christening'",
    rename(words('jerk order'), 'jerk chicken 60 portions for Deptford christening'),
  ),
  within(
    listed('chase Tennents delivery', 'quiz night questions', 'sort rota for december'),
    london(
      "number 2 shd say 'write quiz night questions, music round an aw'",
      rename(num(2), 'write quiz night questions, music round an aw'),
    ),
  ),
  within(
    reminded('order white roses for Fenwick wedding', l('11-11 15:00')),
    london(
      'not roses any more, she wants ranunculus now. change it pls',
      rename(ctx, 'order white ranunculus for Fenwick wedding'),
      rename(ctx, 'order ranunculus for Fenwick wedding'),
    ),
  ),
  london(
    "pode change the task 'pay rent' to 'pay stall rent Borough £640' pls, i have too many rent thing",
    rename(words('pay rent'), 'pay stall rent Borough £640'),
  ),
  london(
    "rename 'PA hire' → 'collect PA + 2 subs from Soundhire Leicester'",
    rename(words('PA hire'), 'collect PA + 2 subs from Soundhire Leicester'),
  ),
  london('council renamed our pitch from Harbourside 3 to Harbourside East, same spot tho', NO_CHANGE),
  london("the bride's changed the name on the topper to Mr & Mrs Okafor-Lee, so sweet", NO_CHANGE),
  london("see the rota task, cawl it 'rota for xmas wk' insteid", rename(words('rota'), 'rota for xmas wk')),
  within(
    talkedAbout('hire chafing dishes', l('11-14')),
    london(
      'mek it say hire 8 chafing dishes + 2 urns, an move it to fri',
      ...both(rename(ctx, 'hire 8 chafing dishes + 2 urns'), move(ctx, '2026-11-13', null)),
    ),
  ),
  within(
    listed('playlist for Kaur wedding', 'invoice Dave', 'new strobe bulbs'),
    london('1 is wrong, its the Kaur-Singh wedding not Kaur. fix pls', rename(num(1), 'playlist for Kaur-Singh wedding')),
  ),
  london("Mr Abbott's family are calling it a celebration of life now not a funeral. tribute stays the same", NO_CHANGE),
  within(talkedAbout('ring Joaquim supplier'), london("desculpa, it's Joaquin with N not M", rename(ctx, 'ring Joaquin supplier'))),
  london('change the quiz one', unclear, ask, NO_CHANGE),
  // New York
  newYork(
    "cambia 'permit' to 'renew mobile food vending permit at DOHMH'",
    rename(words('permit'), 'renew mobile food vending permit at DOHMH'),
  ),
  within(
    talkedAbout('grocery run for the Halloran dinner', n('11-12')),
    newYork(
      'call it Whole Foods + Citarella run for Halloran dinner instead',
      rename(ctx, 'Whole Foods + Citarella run for Halloran dinner'),
    ),
  ),
  within(
    listed('confirm florist for Ruiz', 'run of show draft v2', 'walk-through at Elysian Cafe'),
    newYork('#3 should say walk-through at Pier 13 not Elysian, they moved us', rename(num(3), 'walk-through at Pier 13')),
  ),
  newYork(
    "the task 'call oven guy' please make it 'call Stavros oven guy for the thermostat'",
    rename(words('call oven guy'), 'call Stavros oven guy for the thermostat'),
  ),
  newYork('rename ice order -> 400 lbs cubed ice from Arctic Glacier', rename(words('ice order'), '400 lbs cubed ice from Arctic Glacier')),
  within(
    reminded('call the Coke distributor'),
    newYork('habibi change it, is Pepsi not Coke. call the Pepsi distributor', rename(ctx, 'call the Pepsi distributor')),
  ),
  newYork(
    "change 'cull gallery' to 'cull + edit Moretti engagement gallery'",
    rename(words('cull gallery'), 'cull + edit Moretti engagement gallery'),
  ),
  newYork('couple changed their hashtag to #HappilyEverAlvarez lol so cute', NO_CHANGE),
  newYork("client wants to call the dinner 'Friendsgiving' instead of Thanksgiving, fine by me", NO_CHANGE),
  within(
    talkedAbout('prep salsa verde', n('11-12 06:00')),
    newYork("ponle 'prep salsa verde y roja' and make it 5am", ...both(rename(ctx, 'prep salsa verde y roja'), move(ctx, null, '05:00'))),
  ),
  within(
    listed('send Kowalski gallery', 'book second shooter', 'backup SD cards'),
    newYork("change 2 to 'book Marisol as second shooter'", rename(num(2), 'book Marisol as second shooter')),
  ),
  newYork('the distributor change name to Metro Beverage now, same guys same truck', NO_CHANGE),
  newYork('the flour one, change it', unclear, ask, NO_CHANGE),
  newYork('renamed the signature drink the Bushwick Mule for the 11/21 party, client loves it', NO_CHANGE),
];

export const EIGHTYSEVENTH_DONE: HeldOutItem[] = [
  // London
  within(reminded('swap gas bottles', l('11-11 15:00')), london('done, both 47kg swapped', done())),
  within(reminded('chase Hendry deposit'), london('yes she paid the £150 this morning 🙌', done())),
  within(
    listed('jerk order Deptford', 'hire urns', 'call Marcia re menu'),
    london('1 an 3 dun, urns still pending', [done(num(1)), done(num(3))]),
  ),
  london('got the tennents delivery in, aw checked n signed for', done(words('tennents delivery'))),
  within(reminded('market run for Fenwick flowers', l('11-11 15:00')), london('did it at 5am this morning, forgot to tell you x', done())),
  london('já paguei the stall rent, can tick it', done(words('stall rent'))),
  within(
    listed('Kaur-Singh playlist', 'invoice Dave', 'strobe bulbs', 'confirm PA hire'),
    london("last one's sorted", done(num(4)), done(words('PA hire'))),
  ),
  london('gas man came at 9, still need to actually swap the bottles tho', NO_CHANGE),
  london('tiers all stacked and dowelled for the Ross cake ✔️', done(words('Ross cake'))),
  within(reminded('drop menu to Marcia'), london('Marcia get di menu yesterday man', done())),
  within(reminded('sort december rota'), london("naw no yet, Shona's no confirmed her shifts", NO_CHANGE)),
  london('Abbott tribute delivered to the chapel, the family were lovely', done(words('Abbott tribute'))),
  within(listed('order massa folhada', 'pay Pedro', 'stall rent'), london('2 done. 3 também', [done(num(2)), done(num(3))])),
  london("I'm done for today lads, 3 weddings in 2 days 😵", NO_CHANGE),
  london('council licence renewal submitted online, £320 gone', done(words('licence renewal'))),
  london('done', NO_CHANGE),
  london('um so yeah the Okafor-Lee deposit came through finally so you can tick that off', done(words('Okafor-Lee deposit'))),
  // New York
  within(reminded('drop truck at commissary'), newYork('ya, listo', done())),
  within(
    reminded('grocery run for Halloran dinner', n('11-11 09:00')),
    newYork('yup got everything except the ramps, close enough', done()),
  ),
  within(
    listed('confirm florist for Ruiz', 'run of show v2', 'walk-through at Pier 13'),
    newYork('first two are done, walk-through still pending', [done(num(1)), done(num(2))]),
  ),
  newYork('flour order is in, 30 bags high gluten, done', done(words('flour order'))),
  within(reminded('confirm bartenders for Saturday'), newYork('confirmed all 4, Jay Tasha Rob and Lu', done())),
  newYork('the inspection was today, pass 👍 finish', done(words('inspection')), NO_CHANGE),
  within(
    listed('send Kowalski gallery', 'book Marisol as second shooter', 'backup SD cards'),
    newYork('sent the kowalski gallery, backups running now', done(words('kowalski gallery')), done(num(1))),
  ),
  newYork('the permit guy came at 8, pero we still need the fire cert', NO_CHANGE),
  newYork('done with the menu for the Levins', done(words('Levins'))),
  within(reminded('call lotto machine repair'), newYork('he fix it already, machine work', done())),
  within(reminded('send final run-of-show to DJ'), newYork('half done, need the toasts order from the couple first', NO_CHANGE)),
  newYork('oven guy came, fixed thermostat, paid him $280 cash', done(words('oven guy'))),
  newYork('liquor licence? done done. framed on the wall', done(words('liquor licence'))),
  newYork('the Brennan shoot ran late, got home at 11 😩', NO_CHANGE),
  within(
    listed('call Pepsi distributor', 'restock lotto paper', 'pay Con Ed'),
    newYork('all done bro', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  newYork('tick off pay con ed and the lotto paper, did both this morning', [done(words('pay con ed')), done(words('lotto paper'))]),
];

export const EIGHTYSEVENTH_REMOVE: HeldOutItem[] = [
  // London
  within(reminded('book pitch at Harbourside', l('11-11 15:00')), london('scrap it, council said no trading there this wkend', remove())),
  london("delete the Morrison tasting, they've gone with another bakery 😤", remove(words('Morrison tasting'))),
  within(
    listed('jerk order Deptford', 'hire urns', 'call Marcia re menu', 'buy scotch bonnets'),
    london('tek off 2, Marcia have urns already', remove(num(2))),
  ),
  london("quiz night's cancelled this week, boiler's burst. take it aff ma list", remove(words('quiz night'))),
  london('remind me tmrw to cancel the Hove van hire', task('cancel the Hove van hire', l('11-12'))),
  within(reminded('ring Joaquin supplier'), london('não precisa, he came to the stall himself. delete', remove(), done())),
  london("bin the strobe bulbs task, venue doesn't allow strobes anyway", remove(words('strobe bulbs'))),
  london('council removed the £50 pitch fee for the xmas market!!', NO_CHANGE),
  within(
    talkedAbout('tasting for Ellis wedding', l('11-14 11:00')),
    london('actually no, get rid of that, Ellis wedding is off', remove()),
  ),
  london('Marcia cancel har party, mi vex, deposit keep tho', NO_CHANGE),
  within(
    listed('chase Tennents delivery', 'quiz night questions', 'december rota', 'new glass washer quote'),
    london('get rid o 2 an 4', [remove(num(2)), remove(num(4))]),
  ),
  london('can you delete the Fenwick wedding stuff, they eloped 🙃', remove(words('Fenwick')), unclear, ask),
  london('remind me take the pastéis out at 4:20', task('take the pastéis out', l('11-11 16:20'))),
  within(reminded('invoice Dave for Oct gig'), london('Dave paid cash on the night, drop it', remove(), done())),
  london('funeral for Mr Abbott moved to Tues, should I cancel the chrysanthemums?', NO_CHANGE),
  // New York
  within(reminded('renew fire cert'), newYork('borralo, ya lo renovaron en la commissary', remove(), done())),
  newYork("cancel the Levin tasting menu task, they're going to Aspen instead", remove(words('Levin tasting'))),
  within(
    listed('confirm florist for Ruiz', 'photo booth quote', 'run of show v2', 'chair covers'),
    newYork('kill 2 and 4, couple said no booth no covers', [remove(num(2)), remove(num(4))]),
  ),
  newYork("take off the list 'call Nikos about rye'. he retire", remove(words('call Nikos about rye'))),
  newYork('add: cancel the extra bartender for the Kaplan party', task('cancel the extra bartender for the Kaplan party')),
  within(talkedAbout('order lotto paper rolls'), newYork('never mind that one, the lottery people send it free', remove())),
  newYork('remove backup SD cards, found a whole box in the car lol', remove(words('backup SD cards')), done(words('backup SD cards'))),
  newYork('the city cancelled the street fair on 5th ave, vamos a perder como $2k', NO_CHANGE),
  within(reminded('Citarella run', n('11-11 10:00')), newYork("forget this one, client's flight got cancelled, dinner's off", remove())),
  newYork('venue deleted our hold on 12/12 by mistake, on the phone w them now 😡', NO_CHANGE),
  within(
    listed('flour order', 'call Stavros', 'schedule Maria shifts'),
    newYork('1 remove, I order already from other supplier', remove(num(1)), done(num(1))),
  ),
  newYork('delete the ice one and the one about glassware, client is doing both', [remove(words('ice')), remove(words('glassware'))]),
  newYork('inspector say remove the expired milk from the fridge, i did already', NO_CHANGE),
  within(talkedAbout('Brennan album design'), newYork('actually delete, Brennans want digital only', remove())),
  newYork('should i drop the Tuesday farmers market pitch? barely broke even last 3 wks', NO_CHANGE),
];

export const EIGHTYSEVENTH_ANSWER: HeldOutItem[] = [
  // London
  within(whichOf('swap gas bottles', 'order gas regulator'), london('the bottles', answer(1))),
  within(whichOf('chase Hendry deposit', 'chase Ross deposit'), london('Ross. Hendry paid ages ago', answer(2))),
  within(
    choiceFor('hire a second van or do two runs for the Deptford job', ['hire a second van', 'do two runs']),
    london('mi a go wid di two runs, cheaper innit', answer(2)),
  ),
  within(
    optionsFor('what to do about quiz night with the boiler broke'),
    london('either cancel it or move it tae the back room wi the heaters', answer(null)),
  ),
  within(
    mattersFor('take the Hove wedding or the Lewes funeral contract', ['Hove wedding', 'Lewes funeral contract']),
    london('honestly the money, and not wrecking my back on a 4am market run', answer(null)),
  ),
  within(whichOf('pay Pedro', 'pay stall rent', 'pay gas'), london('o segundo', answer(2))),
  within(
    choiceFor('buy my own PA or keep hiring', ['buy my own PA', 'keep hiring']),
    london('not yet, want to see how Dec bookings look first', answer(null)),
  ),
  within(
    choiceFor('Harbourside pitch or Cabot Circus pitch for december', ['Harbourside', 'Cabot Circus']),
    london("cabot circus, footfall's mental there at xmas", answer(2)),
  ),
  within(whichOf('tasting for Ellis', 'tasting for Okafor-Lee', 'tasting for Patel'), london('the last one', answer(3))),
  within(whichOf('call Marcia re menu', 'call Marcus about van'), london('Marcus, di van ting', answer(2))),
  within(
    choiceFor('hire another bar staff for xmas or do extra shifts myself', ['hire another bar staff', 'do extra shifts myself']),
    london("aye hire someone, ah'm knackered", answer(1)),
  ),
  within(
    whichOf('order white ranunculus', 'order eucalyptus', 'order oasis foam'),
    london('none of those, I meant the ribbon', answer(null)),
  ),
  within(optionsFor('which supplier for the custard'), london('Joaquin is cheaper but Lactogal is more reliable, só isso', answer(null))),
  within(whichOf('invoice Dave', 'invoice Kaur-Singh'), london("dave's one", answer(1))),
  within(
    mattersFor('keep the Saturday pitch or go to the Bath food fest', ['keep the Saturday pitch', 'Bath food fest']),
    london('mostly not getting fined by the council again lol', answer(null)),
  ),
  within(
    choiceFor('raise the tasting fee to £40 or keep tastings free', ['raise to £40', 'keep them free']),
    london('going to charge the £40, refundable if they book', answer(1)),
  ),
  within(
    choiceFor('keep the Saturday pitch or go to the Bath food fest', ['keep the Saturday pitch', 'Bath food fest']),
    london('Bath, and remind me fri to tell Jess', [answer(2), task('tell Jess', l('11-13'))]),
  ),
  // New York
  within(whichOf('renew vending permit', 'pay commissary'), newYork('la del permiso', answer(1))),
  within(
    choiceFor('take the Hamptons Thanksgiving gig or stay in the city', ['Hamptons gig', 'stay in the city']),
    newYork('Hamptons. $6k is $6k', answer(1)),
  ),
  within(whichOf('confirm florist for Ruiz', 'confirm florist for Chen'), newYork('chen', answer(2))),
  within(
    optionsFor('how to fix the weekend staffing'),
    newYork('hire another baker or I come at 3am myself again like always', answer(null)),
  ),
  within(
    choiceFor('Arctic Glacier or the cheaper ice guy', ['Arctic Glacier', 'cheaper ice guy']),
    newYork('the cheap guy flaked last time so def Arctic', answer(1)),
  ),
  within(whichOf('call Pepsi distributor', 'call Coke distributor', "call Boar's Head distributor"), newYork('the coca cola', answer(2))),
  within(
    mattersFor('second shooter or go solo for the Moretti wedding', ['second shooter', 'go solo']),
    newYork('the getting-ready shots matter most tbh, and not being dead by the reception', answer(null)),
  ),
  within(
    choiceFor('second truck or a stall at the market', ['second truck', 'stall at the market']),
    newYork('todavía no sé, need to talk to my brother first', answer(null)),
  ),
  within(whichOf('grocery run for Levins', 'grocery run for Hallorans'), newYork('the second', answer(2))),
  within(
    choiceFor('Pier 13 or Elysian for the Ruiz rehearsal dinner', ['Pier 13', 'Elysian']),
    newYork("elysian, it's indoors and it's november", answer(2)),
  ),
  within(whichOf('call Stavros about the oven', 'call Stavros about insurance'), newYork('oven, always the oven 🙄', answer(1))),
  within(whichOf('book Jay', 'book Tasha', 'book Rob'), newYork('3', answer(3))),
  within(
    choiceFor('keep the lotto machine or give it back', ['keep it', 'give it back']),
    newYork('keep. people come for lotto and buy other thing also', answer(1)),
  ),
  within(whichOf('send Kowalski gallery', 'send Brennan gallery'), newYork("kowalski, brennan's still culling", answer(1))),
  within(
    optionsFor('whether to raise the bar package price'),
    newYork('stay at $45 a head or go to $55 and throw in the ice', answer(null)),
  ),
  within(
    whichOf('send Kowalski gallery', 'send Brennan gallery'),
    newYork('ugh forget it, what do i have tmrw', list('tomorrow'), [answer(null), list('tomorrow')]),
  ),
];
