import type { ConversationState, Intent } from '../intent';
import { type HeldOutItem, NO_CHANGE, ctx, l, london, move, n, newYork, num, rename, unclear, within, words } from './held-out-kit';

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
