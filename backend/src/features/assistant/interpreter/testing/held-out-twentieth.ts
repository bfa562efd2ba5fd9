import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  answer,
  ctx,
  decision,
  done,
  every,
  inMinutes,
  l,
  london,
  move,
  n,
  newYork,
  note,
  num,
  remove,
  rename,
  snoozeFor,
  snoozeUntil,
  task,
  unclear,
  within,
  words,
} from './held-out-kit';
import {
  TWENTIETH_AGENDA,
  TWENTIETH_DECISIONS,
  TWENTIETH_DILEMMAS,
  TWENTIETH_FEELINGS,
  TWENTIETH_FREE_TIME,
  TWENTIETH_GREETINGS,
  TWENTIETH_PRIORITIES,
  TWENTIETH_QUESTIONS,
  TWENTIETH_RECALLS,
  TWENTIETH_STATEMENTS,
  TWENTIETH_THANKS,
  TWENTIETH_UNCLEAR,
} from './held-out-twentieth-b';

/**
 * The twentieth held-out set: written without sight of the reader or of any earlier set, by people
 * in trades no earlier set imagined (a chiropodist, a Bristol estate agent, a Miami personal
 * trainer, a window cleaner, a sign writer, a bridal boutique, a copywriter, a cheesemonger, a
 * drone videographer, a mortgage broker, a candle maker, a tree surgeon). Read at HELD_OUT_NOW:
 * Wednesday 11 November 2026, 15:00 in London and 10:00 in New York.
 */

/** daily's own reminder for a task is waiting on a reply. */
const reminded = (title: string, due: string | null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** A task was just added or changed, nothing pending. */
const about = (title: string, due: string | null): Partial<ConversationState> => ({ current: { title, due } });
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const TWENTIETH_ASKS: HeldOutItem[] = [
  london('remind me to ring the chiropody supplier tmrw at 10', task('ring the chiropody supplier', l('11-12 10:00'))),
  london('can u remind me half 4 to put the bread order in', task('put the bread order in', l('11-11 16:30'))),
  london('oh and can you remind me to invoice the Hendersons friday', task('invoice the Hendersons', l('11-13 12:00'))),
  london(
    'btw need to chase the surveyor about the clifton flat b4 thurs',
    task('chase the surveyor about the clifton flat', l('11-12 12:00')),
  ),
  london(
    'remind me first thing tmrw to send the deli their sign quote',
    task('send the deli their sign quote', l('11-12 09:00')),
    task('send the deli their sign quote', l('11-12 08:00')),
  ),
  london('remind me quarter to 6 to lock up the stall van', task('lock up the stall van', l('11-11 17:45'))),
  london('pls remind me in 20 mins to take the sourdough out', task('take the sourdough out', inMinutes(20))),
  london(
    'need to renew the public liability insurance by end of the month',
    task('renew the public liability insurance', l('11-30 12:00')),
  ),
  london('remind me on the 3rd to send the Clarke wedding gallery', task('send the Clarke wedding gallery', l('12-03 12:00'))),
  london('remind me 2/12 to book the van MOT', task('book the van MOT', l('12-02 12:00'))),
  london(
    'remind me in a fortnight to follow up with the mortgage lender',
    task('follow up with the mortgage lender', l('11-25 15:00')),
    task('follow up with the mortgage lender', l('11-25 12:00')),
  ),
  london('remind me a week on friday to order more wax', task('order more wax', l('11-20 12:00'))),
  london('tomorrow at twenty past 8 call the tree preservation officer', task('call the tree preservation officer', l('11-12 08:20'))),
  london('remind me christmas eve to shut the shop early', task('shut the shop early', l('12-24 12:00'))),
  london(
    'can you remind me at 11 am tomorrow to drop keys at the letting office',
    task('drop keys at the letting office', l('11-12 11:00')),
  ),
  london('remind me this sat to clean the drone props', task('clean the drone props', l('11-14 12:00'))),
  london('ring mrs okafor re her verruca follow up monday 9.30', task('ring mrs okafor re her verruca follow up', l('11-16 09:30'))),
  london('remind me tonight at 8 to post the etsy orders', task('post the etsy orders', l('11-11 20:00'))),
  london(
    'URGENT remind me to send the Patel mortgage docs to the lender by 5 today',
    task('send the Patel mortgage docs to the lender', l('11-11 17:00'), { important: true }),
  ),
  london('remind me tuesday the 24th to pick up the bridal samples', task('pick up the bridal samples', l('11-24 12:00'))),
  london('in 2 weeks at 4pm remind me to review the copy retainer', task('review the copy retainer', l('11-25 16:00'))),
  london('remind me 3 mondays from now to renew the market pitch', task('renew the market pitch', l('11-30 12:00'))),
  london('remind me at 3pm est tomorrow to call the Miami client', task('call the Miami client', l('11-12 20:00'))),
  london('remind me boxing day to check the stock', task('check the stock', l('12-26 12:00'))),
  london('2027-01-15 remind me to file the tax return', task('file the tax return', l('2027-01-15 12:00'))),
  london(
    'remind me after lunch tomorrow to phone the scaffolders',
    task('phone the scaffolders', l('11-12 13:00')),
    task('phone the scaffolders', l('11-12 14:00')),
  ),
  london(
    'remind me eod to send the invoice to Bristol Homes',
    task('send the invoice to Bristol Homes', l('11-11 17:00')),
    task('send the invoice to Bristol Homes', l('11-11 18:00')),
  ),
  london('ten minutes from now remind me to check the proofing', task('check the proofing', inMinutes(10))),
  london(
    'remind me next friday to pay the window round lads',
    task('pay the window round lads', l('11-13 12:00')),
    task('pay the window round lads', l('11-20 12:00')),
  ),
  london(
    'remind me in 3 days to chase the cheese wholesaler',
    task('chase the cheese wholesaler', l('11-14 15:00')),
    task('chase the cheese wholesaler', l('11-14 12:00')),
  ),
  london(
    'oh btw put in a reminder for 9 on the 18th to quote the Stoke Bishop hedge',
    task('quote the Stoke Bishop hedge', l('11-18 09:00')),
  ),
  london("don't let me forget to order the gold leaf tomorrow", task('order the gold leaf', l('11-12 12:00'))),
  newYork('remind me at 11 to text Carlos his workout plan', task('text Carlos his workout plan', n('11-11 11:00'))),
  newYork('remind me on thanksgiving to post the gym holiday hours', task('post the gym holiday hours', n('11-26 12:00'))),
  newYork('remind me 11/20 to renew the gym insurance', task('renew the gym insurance', n('11-20 12:00'))),
  newYork(
    'remind me 12/3 at 2pm to shoot the condo listing with the drone',
    task('shoot the condo listing with the drone', n('12-03 14:00')),
  ),
  newYork('need to call the roofer tmrw morning at 8:30', task('call the roofer', n('11-12 08:30'))),
  newYork('remind me at noon friday to send the closing docs', task('send the closing docs', n('11-13 12:00'))),
  newYork('in an hour remind me to stretch', task('stretch', inMinutes(60))),
  newYork('yo remind me at 6:15 pm to prep the bootcamp playlist', task('prep the bootcamp playlist', n('11-11 18:15'))),
  newYork(
    'can you set a reminder for wednesday to follow up with the mortgage broker',
    task('follow up with the mortgage broker', n('11-18 12:00')),
  ),
  newYork('remind me at 5 gmt to call the London office', task('call the London office', l('11-11 17:00'))),
  newYork('remind me this weekend to reshoot the candle photos', task('reshoot the candle photos', n('11-14 12:00'))),
  newYork(
    'tomorrow between 2 and 4 I need to drop the contract at the notary, remind me',
    task('drop the contract at the notary', n('11-12 14:00')),
  ),
  newYork('remind me black friday to launch the candle sale', task('launch the candle sale', n('11-27 12:00'))),
  newYork('oh and remind me to send Jess the meal plan at 7 tonight', task('send Jess the meal plan', n('11-11 19:00'))),
  newYork('btw pls remind me new years eve to do the year end backup', task('do the year end backup', n('12-31 12:00'))),
  newYork('remind me the 2nd tuesday of december to renew my trainer cert', task('renew my trainer cert', n('12-08 12:00'))),
  newYork('remind me at 9:45 tomorrow to pitch the yoga studio copy', task('pitch the yoga studio copy', n('11-12 09:45'))),
  newYork('add call the appraiser for monday 3pm', task('call the appraiser', n('11-16 15:00'))),
  london('morning! oh and can you remind me to buy a new squeegee blade tomorrow', task('buy a new squeegee blade', l('11-12 12:00'))),
  london(
    'haha yes. btw remind me to send the Hollis family their floor plan at 10 on friday',
    task('send the Hollis family their floor plan', l('11-13 10:00')),
  ),
  london(
    'thanks! also could you pop in a reminder to reorder the goats cheese next tuesday',
    task('reorder the goats cheese', l('11-17 12:00')),
    task('reorder the goats cheese', l('11-24 12:00')),
  ),
  london(
    'sorry to bother u again but I need to call the florist about the Jenkins bouquet at 12 tomorrow',
    task('call the florist about the Jenkins bouquet', l('11-12 12:00')),
  ),
  london(
    'long day lol, anyway remind me at 7 tomorrow morning to load the cherry picker',
    task('load the cherry picker', l('11-12 07:00')),
  ),
  newYork("ok cool one more, remind me at 8 tonight to confirm Maria's session", task("confirm Maria's session", n('11-11 20:00'))),
  newYork(
    'btw the realtor wants the edit by friday so remind me thursday at 5 to export the Ocean Dr edit',
    task('export the Ocean Dr edit', n('11-12 17:00')),
  ),
  newYork('lol yes. can you remind me to ship the wholesale candles on 11/19', task('ship the wholesale candles', n('11-19 12:00'))),
  newYork('hey quick thing, need to call my lender back at 3:30', task('call my lender back', n('11-11 15:30'))),
  newYork('oh and a reminder at quarter past 9 tomorrow to send the Bloom invoice pls', task('send the Bloom invoice', n('11-12 09:15'))),
];

export const TWENTIETH_SNOOZES: HeldOutItem[] = [
  within(reminded('order cheddar from the dairy', l('11-11 15:00')), london('give me an hour', snoozeFor(60))),
  within(reminded('call the bride about the veil', l('11-11 14:30')), london('not now, 30 mins', snoozeFor(30))),
  within(reminded('quote the Redland roof job', l('11-11 15:00')), london('later, after 5', snoozeUntil(l('11-11 17:00')))),
  within(
    reminded('post the open house on rightmove', l('11-11 15:00')),
    london(
      'push it to tomorrow morning',
      snoozeUntil(l('11-12 09:00')),
      move(ctx, '2026-11-12', '09:00'),
      snoozeUntil(l('11-12 08:00')),
      move(ctx, '2026-11-12', '08:00'),
    ),
  ),
  within(reminded('sharpen the chainsaw', l('11-11 12:00')), london('snooze till 4', snoozeUntil(l('11-11 16:00')))),
  within(reminded('send the brochure copy', l('11-11 15:00')), london('2 hrs pls', snoozeFor(120))),
  within(
    reminded('chase the conveyancer', l('11-11 15:00')),
    london('remind me again monday', snoozeUntil(l('11-16 12:00')), snoozeUntil(l('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),
  within(reminded('restock the candle jars', l('11-10 10:00')), london('snooze 15', snoozeFor(15))),
  within(reminded('book the cherry picker', l('11-11 15:00')), london("can't rn, try me in 45 minutes", snoozeFor(45))),
  within(reminded('ring the flour supplier', l('11-11 15:00')), london('snooze until 8 am', snoozeUntil(l('11-12 08:00')))),
  within(about('update the client notes', l('11-11 16:00')), london('snooze that an hour', snoozeFor(60))),
  within(
    reminded('send the mortgage illustration', l('11-11 15:00')),
    london('not today. friday', snoozeUntil(l('11-13 12:00')), move(ctx, '2026-11-13', null)),
  ),
  within(
    reminded('clean the shopfront windows', l('11-11 15:00')),
    london('chucking it down!! do it thursday instead', snoozeUntil(l('11-12 12:00')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('edit the Dawson shoot', l('11-11 15:00')), london('half an hour', snoozeFor(30))),
  within(reminded('ring Mrs Ellis about her orthotics', l('11-11 15:00')), london('snooze till half 5', snoozeUntil(l('11-11 17:30')))),
  within(reminded('text Carlos his workout plan', n('11-11 10:00')), newYork('snooze 10', snoozeFor(10))),
  within(
    reminded('invoice the Delgado shoot', n('11-11 09:00')),
    newYork('bump it to 1pm', snoozeUntil(n('11-11 13:00')), move(ctx, null, '13:00'), move(ctx, '2026-11-11', '13:00')),
  ),
  within(reminded('call the title company', n('11-11 10:00')), newYork('in the middle of a session, 90 min', snoozeFor(90))),
  within(
    reminded('prep the bootcamp playlist', n('11-11 10:00')),
    newYork('tomorrow', snoozeUntil(n('11-12 12:00')), snoozeUntil(n('11-12 09:00')), move(ctx, '2026-11-12', null)),
  ),
  within(reminded('pour the pumpkin spice batch', n('11-11 10:00')), newYork('snooze til 3', snoozeUntil(n('11-11 15:00')))),
  within(about('send the drone footage to the realtor', n('11-11 17:00')), newYork('snooze it 20 min', snoozeFor(20))),
  within(
    reminded('renew the gym insurance', n('11-11 10:00')),
    newYork('after the weekend', snoozeUntil(n('11-16 12:00')), snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),
  within(reminded('follow up with the broker', n('11-11 10:00')), newYork('hit me up again in 3 hours', snoozeFor(180))),
  within(reminded('email the venue', n('11-10 16:00')), newYork('ugh ok snooze 1hr', snoozeFor(60))),
  within(
    reminded('call the Mendez family about the listing', n('11-11 10:00')),
    newYork('snooze until thursday 4pm', snoozeUntil(n('11-12 16:00')), move(ctx, '2026-11-12', '16:00')),
  ),
  within(
    reminded('order protein bars', n('11-11 10:00')),
    newYork('remind me again tonight', snoozeUntil(n('11-11 19:00')), snoozeUntil(n('11-11 20:00')), snoozeUntil(n('11-11 18:00'))),
  ),
  within(reminded('post the candle restock reel', n('11-11 10:00')), newYork('5 mins', snoozeFor(5))),
  within(reminded('sign the listing agreement', n('11-11 10:00')), newYork('snooze till noon', snoozeUntil(n('11-11 12:00')))),
  within(
    about('write the homepage copy for Bloom', n('11-11 11:00')),
    newYork('can you push that back an hour', snoozeFor(60), move(ctx, null, '12:00')),
  ),
  within(
    reminded('call the bank', n('11-11 10:00')),
    newYork('next week', snoozeUntil(n('11-16 12:00')), snoozeUntil(n('11-16 09:00')), move(ctx, '2026-11-16', null)),
  ),
  within(reminded('quote the Stoke Bishop hedge', l('11-11 15:00')), london('up a tree, 20 min', snoozeFor(20))),
  within(
    reminded('ring the chiropody supplier', l('11-11 10:00')),
    london('tomorrow 9', snoozeUntil(l('11-12 09:00')), move(ctx, '2026-11-12', '09:00')),
  ),
  within(reminded("confirm Maria's session", n('11-11 10:00')), newYork('SNOOZE 1H', snoozeFor(60))),
  within(
    reminded('export the Ocean Dr edit', n('11-11 08:00')),
    newYork('give me till lunch', snoozeUntil(n('11-11 12:00')), snoozeUntil(n('11-11 13:00'))),
  ),
  within(
    reminded('pay the window round lads', l('11-11 15:00')),
    london('do it friday', snoozeUntil(l('11-13 12:00')), move(ctx, '2026-11-13', null)),
  ),
];

export const TWENTIETH_CORRECTIONS: HeldOutItem[] = [
  within(about('collect the wedding dress alterations', l('11-13 10:00')), london('oops I meant saturday', move(ctx, '2026-11-14', null))),
  within(about('call Tom about the oak', l('11-12 09:00')), london('no wait, make it 11', move(ctx, null, '11:00'))),
  within(
    about('send the Harbourside valuation', l('11-12 12:00')),
    london('scratch that, thursday 3pm', move(ctx, '2026-11-12', '15:00'), move(ctx, null, '15:00')),
  ),
  within(
    about('order brie from the wholesaler', l('11-13 12:00')),
    london('sorry i meant monday not friday', move(ctx, '2026-11-16', null)),
  ),
  within(about('ring the lender', l('11-12 10:00')), london('actually half 2', move(ctx, null, '14:30'))),
  within(about('invoice the sign job', l('11-11 17:00')), london('no, tomorrow', move(ctx, '2026-11-12', null))),
  within(about('deliver the birthday cake', l('11-14 09:00')), london('typo, should be 8am', move(ctx, null, '08:00'))),
  within(about('client session with R', l('11-16 14:00')), london("ah no it's the 17th", move(ctx, '2026-11-17', null))),
  within(about('shoot the engagement photos', l('11-21 12:00')), london("wrong day, it's the 22nd", move(ctx, '2026-11-22', null))),
  within(about('pick up the ladders', l('11-12 07:00')), london('make that quarter past 7', move(ctx, null, '07:15'))),
  within(
    about('send Miss Rahman her treatment plan', l('11-12 12:00')),
    london('not thursday, wednesday next week', move(ctx, '2026-11-18', null)),
  ),
  within(about('pay the market pitch fee', l('11-13 12:00')), london('move it to 1/12', move(ctx, '2026-12-01', null))),
  within(about('drone survey at Ashton Court', l('11-12 10:00')), london('hmm no 10 is too early, 1pm', move(ctx, null, '13:00'))),
  within(about('train Carlos', n('11-12 06:00')), newYork('oops 7 not 6', move(ctx, null, '07:00'))),
  within(about('call the appraiser', n('11-12 15:00')), newYork('I meant friday', move(ctx, '2026-11-13', null))),
  within(about('send the Bloom blog draft', n('11-13 12:00')), newYork('wait no, 11/16', move(ctx, '2026-11-16', null))),
  within(about('ship the candle wholesale order', n('11-12 12:00')), newYork('make it 4:30', move(ctx, null, '16:30'))),
  within(about('closing walkthrough', n('11-18 10:00')), newYork('scratch that, the 19th at 9', move(ctx, '2026-11-19', '09:00'))),
  within(about('pay the studio rent', n('11-30 12:00')), newYork("my bad, it's due the 1st", move(ctx, '2026-12-01', null))),
  within(about('meal prep for the week', n('11-15 12:00')), newYork('change that to saturday', move(ctx, '2026-11-14', null))),
  within(about('call the Jacksons', n('11-11 14:00')), newYork('no wait, 3', move(ctx, null, '15:00'))),
  within(
    about('film the gym promo', n('11-12 09:00')),
    newYork('actually make it 2 in the afternoon', move(ctx, null, '14:00'), move(ctx, '2026-11-12', '14:00')),
  ),
  within(about('book flights to London', n('11-13 12:00')), newYork('ugh autocorrect, I said thursday', move(ctx, '2026-11-12', null))),
  within(
    about('send the rate lock email', n('11-11 16:00')),
    newYork('push that to 5:15', move(ctx, null, '17:15'), snoozeUntil(n('11-11 17:15')), move(ctx, '2026-11-11', '17:15')),
  ),
  within(about('review the headlines', n('11-12 12:00')), newYork('correction: monday at 10', move(ctx, '2026-11-16', '10:00'))),
];

export const TWENTIETH_RENAMES: HeldOutItem[] = [
  within(
    about('call Dave', l('11-12 10:00')),
    london('rename it to call Dave Hughes re the hedge', rename(ctx, 'call Dave Hughes re the hedge')),
  ),
  within(about('order cheese', null), london('change the name to order stilton and cheddar', rename(ctx, 'order stilton and cheddar'))),
  london('rename the van task to book van service', rename(words('van'), 'book van service')),
  within(
    about('send gallery', l('11-13 12:00')),
    london('call it send the Clarke gallery instead', rename(ctx, 'send the Clarke gallery')),
  ),
  london("can you change 'buy wax' to 'buy soy wax and wicks'", rename(words('buy wax'), 'buy soy wax and wicks')),
  within(
    about('valuation', l('11-12 12:00')),
    london('retitle that: valuation for 14 Cotham Rd', rename(ctx, 'valuation for 14 Cotham Rd')),
  ),
  within(
    listed('invoice deli', 'ring the council', 'buy brushes'),
    london('rename 3 to buy lettering brushes', rename(num(3), 'buy lettering brushes')),
  ),
  within(about('ring Mrs O', l('11-16 09:30')), london('oops the title should say ring Mrs Okafor', rename(ctx, 'ring Mrs Okafor'))),
  london('change the title of the dress task to steam the Ivory gown', rename(words('dress'), 'steam the Ivory gown')),
  within(about('stuff for market', l('11-14 12:00')), london("name it 'load the stall gazebo' pls", rename(ctx, 'load the stall gazebo'))),
  within(
    about('call', n('11-12 09:00')),
    newYork('rename that to call the lender about the rate', rename(ctx, 'call the lender about the rate')),
  ),
  newYork('rename protein bars to order protein bars and shakers', rename(words('protein bars'), 'order protein bars and shakers')),
  within(about('blog', n('11-13 12:00')), newYork("make the title 'draft the Bloom blog post'", rename(ctx, 'draft the Bloom blog post'))),
  within(
    listed('drone batteries', 'edit Mendez tour', 'invoice Kim'),
    newYork('rename 2 to edit the Mendez house tour', rename(num(2), 'edit the Mendez house tour')),
  ),
  newYork('the task called gym stuff, rename it renew gym insurance', rename(words('gym stuff'), 'renew gym insurance')),
  within(about('Jess', n('11-11 19:00')), newYork('should be called send Jess her meal plan', rename(ctx, 'send Jess her meal plan'))),
  newYork("change 'candles' to 'pour the holiday candle batch'", rename(words('candles'), 'pour the holiday candle batch')),
  within(about('email', n('11-12 12:00')), newYork('rename to email the title company', rename(ctx, 'email the title company'))),
  newYork('rename the flights one to book JFK to Heathrow flights', rename(words('flights'), 'book JFK to Heathrow flights')),
  within(about('call mom', n('11-26 12:00')), newYork('can you reword it as call mom and dad', rename(ctx, 'call mom and dad'))),
];

export const TWENTIETH_REMOVALS: HeldOutItem[] = [
  london('delete the yoga class task', remove(words('yoga class'))),
  within(about('order more wax', l('11-20 12:00')), london('scratch that', remove(ctx))),
  london('cancel the reminder about the ladder hire', remove(words('ladder hire'))),
  within(listed('ring the council', 'order brie', 'invoice the deli'), london('remove 2', remove(num(2)))),
  within(
    about('chase the surveyor about the clifton flat', l('11-12 12:00')),
    london('forget that one, the surveyor rang me', remove(ctx), done(ctx)),
  ),
  london('get rid of the MOT reminder, sold the van', remove(words('MOT'))),
  london('bin the gazebo task', remove(words('gazebo'))),
  within(about('call the bride about the veil', l('11-11 17:00')), london('never mind, delete it', remove(ctx))),
  london("take 'book the cherry picker' off my list", remove(words('book the cherry picker'))),
  within(listed('send the Clarke gallery', 'edit the Dawson shoot', 'back up SD cards'), london('drop the last one', remove(num(3)))),
  newYork('delete the stretch reminder', remove(words('stretch'))),
  within(about('call the roofer', n('11-12 08:30')), newYork('cancel that, he called me already', remove(ctx), done(ctx))),
  newYork('remove the black friday sale task, not doing one this year', remove(words('black friday sale'))),
  within(listed('order protein bars', 'call the Mendez family', 'renew cert'), newYork('delete #1', remove(num(1)))),
  within(about('send the closing docs', n('11-13 12:00')), newYork('nvm remove it', remove(ctx))),
  newYork('cross off the notary thing, not needed anymore', remove(words('notary')), done(words('notary'))),
  newYork('clear the podcast guest task off the list', remove(words('podcast guest'))),
  within(about('film the gym promo', n('11-12 14:00')), newYork('kill it, client pulled out', remove(ctx))),
  newYork('pls delete the one about the drone license', remove(words('drone license'))),
  within(listed('pitch the yoga studio copy', 'Bloom invoice', 'update portfolio'), newYork('remove the second one', remove(num(2)))),
];

export const TWENTIETH_COMPLETIONS: HeldOutItem[] = [
  within(reminded('order cheddar from the dairy', l('11-11 15:00')), london('done ✅', done(ctx))),
  within(reminded('pay the VAT bill', l('11-11 15:00')), london('paid it', done(ctx))),
  within(
    about('pay the scaffolders', l('11-11 12:00')),
    london('paid the scaffolders this morning', done(ctx), done(words('scaffolders'))),
  ),
  london('sent the Harbourside valuation 👍', done(words('Harbourside valuation'))),
  within(reminded('ring Mrs Ellis about her orthotics', l('11-11 15:00')), london('yep rang her', done(ctx))),
  within(listed('ring the council', 'order brie', 'invoice the deli'), london('2 done', done(num(2)))),
  london('finished the Dawson edit finally', done(words('Dawson'))),
  within(reminded('clean the shopfront windows', l('11-11 15:00')), london('✅', done(ctx))),
  london('booked the cherry picker', done(words('cherry picker'))),
  within(reminded('send the brochure copy', l('11-11 15:00')), london('all sent', done(ctx))),
  within(about('collect the dress alterations', l('11-11 14:00')), london('got them, done', done(ctx))),
  london('tick off the gazebo one', done(words('gazebo'))),
  within(
    listed('send the Clarke gallery', 'edit the Dawson shoot', 'back up SD cards'),
    london('first and third done', [done(num(1)), done(num(3))]),
  ),
  within(reminded('text Carlos his workout plan', n('11-11 10:00')), newYork('sent!', done(ctx))),
  within(reminded('renew the gym insurance', n('11-11 10:00')), newYork('took care of it', done(ctx))),
  within(about('pay the studio rent', n('11-11 09:00')), newYork('paid the rent 💸', done(ctx), done(words('rent')))),
  newYork('signed the listing agreement', done(words('listing agreement'))),
  within(reminded('call the title company', n('11-11 10:00')), newYork('did it', done(ctx))),
  within(listed('order protein bars', 'call the Mendez family', 'renew cert'), newYork('done with 3', done(num(3)))),
  newYork('mark the roofer call as done', done(words('roofer'))),
  within(reminded('post the candle restock reel', n('11-11 10:00')), newYork('👍 posted', done(ctx))),
  within(about('ship the candle wholesale order', n('11-11 09:00')), newYork('shipped, tracking sent', done(ctx))),
  newYork('finished the Bloom homepage copy!!', done(words('Bloom homepage'))),
  within(reminded('call the bank', n('11-11 10:00')), newYork('yes done', done(ctx))),
  newYork('the invoice for Kim is paid, tick it off', done(words('Kim')), done(words('invoice for Kim'))),
  within(reminded('invoice the Hendersons', l('11-11 15:00')), london('yup', done(ctx))),
  within(reminded('lock up the stall van', l('11-11 15:00')), london('sorted 👌', done(ctx))),
  within(reminded('send the Jenkins quote', n('11-11 10:00')), newYork('all good, sent it last night', done(ctx))),
  within(reminded('call the title company', n('11-11 09:30')), newYork('DONE', done(ctx))),
  within(reminded('post the open house photos', l('11-11 15:00')), london('yes finally', done(ctx))),
];

const options = (...picks: string[]) => picks;

export const TWENTIETH_ANSWERS: HeldOutItem[] = [
  within(which('call Tom about the oak', 'call the council'), london('the second one', answer(2))),
  within(which('send the Clarke gallery', 'send the invoice'), london('1', answer(1))),
  within(which('order brie', 'order cheddar', 'order crackers'), london('the cheddar one', answer(2))),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I take on a second van?' } },
    london('either lease a second van or keep subcontracting the big jobs', answer(null)),
  ),
  within(
    {
      pending: {
        about: 'dilemma_matters',
        question: 'Lease a van or subcontract?',
        options: options('lease a second van', 'keep subcontracting'),
      },
    },
    london('cashflow mainly, and not burning out', answer(null)),
  ),
  within(
    {
      pending: {
        about: 'dilemma_choice',
        question: 'Lease a van or subcontract?',
        options: options('lease a second van', 'keep subcontracting'),
      },
    },
    london('going with the first', answer(1), decision),
  ),
  within(
    { pending: { about: 'review', decision: 'raised prices 10%' } },
    london('no one complained tbh, best move this year', answer(null)),
  ),
  within({ pending: { about: 'keep', text: 'Saturdays are the real bottleneck' } }, london('KEEP', answer(null), note)),
  within(
    { pending: { about: 'stuck', task: 'quote the Redland roof job' } },
    london('waiting on measurements from the client', answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Add "dentist" for Friday 3pm?', options: options('yes', 'no') } },
    london('yes pls', answer(1), answer(null)),
  ),
  within(
    { pending: { about: 'other', question: 'Add "chiropody supplies" for Monday?', options: options('yes', 'no') } },
    london('nah leave it', answer(2), answer(null)),
  ),
  within(which('ring Mrs Okafor', 'ring the lab'), london('the lab one', answer(2))),
  within(
    { pending: { about: 'dilemma_choice', question: 'Saturday help?', options: options('hire a Saturday girl', 'do Saturdays myself') } },
    london('not decided yet', answer(null)),
  ),
  within(which('call the appraiser', 'call the Jacksons'), newYork('2', answer(2))),
  within(which('email the venue', 'email the title company'), newYork('the first', answer(1))),
  within(
    { pending: { about: 'dilemma_options', question: 'Should I move the studio?' } },
    newYork('options are stay in Wynwood or move to Brickell', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_matters', question: 'Where should the studio be?', options: options('Wynwood', 'Brickell') } },
    newYork('rent mostly and parking for clients', answer(null)),
  ),
  within(
    { pending: { about: 'dilemma_choice', question: 'Where should the studio be?', options: options('Wynwood', 'Brickell') } },
    newYork('brickell', answer(2), decision),
  ),
  within(
    { pending: { about: 'review', decision: 'switched to Stripe' } },
    newYork('honestly meh, fees are higher than I thought', answer(null)),
  ),
  within({ pending: { about: 'stuck', task: 'write the homepage copy for Bloom' } }, newYork('no brief from them yet', answer(null))),
  within(
    { pending: { about: 'other', question: 'Want me to plan your afternoon?', options: options('yes', 'no') } },
    newYork('yeah go for it', answer(1), answer(null)),
  ),
  within(which('pour soy batch', 'pour coconut batch', 'pour beeswax batch'), newYork('number three', answer(3))),
  within({ pending: { about: 'keep', text: 'I do my best work before 9' } }, newYork('keep it', answer(null), note)),
  within(
    { pending: { about: 'dilemma_choice', question: 'What rate?', options: options('raise rates to $120', 'keep $95') } },
    newYork('option 1', answer(1), decision),
  ),
  within(which('film the gym promo', 'film the condo tour'), newYork('condo', answer(2))),
];

export const TWENTIETH_RECURRING: HeldOutItem[] = [
  london(
    'every monday at 9 remind me to send the weekly valuations report',
    task('send the weekly valuations report', l('11-16 09:00'), { repeat: every('week') }),
  ),
  london(
    'remind me to pay the pitch rent on the 1st of every month',
    task('pay the pitch rent', l('12-01 12:00'), { repeat: every('month') }),
  ),
  london('every day at 6am check the proofing room temp', task('check the proofing room temp', l('11-12 06:00'), { repeat: every('day') })),
  london('every other friday invoice the window round', task('invoice the window round', l('11-13 12:00'), { repeat: every('week', 2) })),
  london(
    'remind me each weekday at 8 to open the booking line',
    task('open the booking line', l('11-12 08:00'), { repeat: every('weekday') }),
  ),
  london('every sunday evening at 7 plan the week', task('plan the week', l('11-15 19:00'), { repeat: every('week') })),
  london('back up the SD cards every friday at 5', task('back up the SD cards', l('11-13 17:00'), { repeat: every('week') })),
  london(
    'remind me every year on 3 march to renew my HCPC registration',
    task('renew my HCPC registration', l('2027-03-03 12:00'), { repeat: every('year') }),
  ),
  london('water the shop plants every wednesday', task('water the shop plants', l('11-18 12:00'), { repeat: every('week') })),
  london('remind me to do payroll on the 25th every month', task('do payroll', l('11-25 12:00'), { repeat: every('month') })),
  london('every morning at half 7 check the orders', task('check the orders', l('11-12 07:30'), { repeat: every('day') })),
  newYork(
    'every monday 6am remind me to post the weekly challenge',
    task('post the weekly challenge', n('11-16 06:00'), { repeat: every('week') }),
  ),
  newYork('pay the studio rent on the 1st of each month', task('pay the studio rent', n('12-01 12:00'), { repeat: every('month') })),
  newYork('every day at 9pm log client check-ins', task('log client check-ins', n('11-11 21:00'), { repeat: every('day') })),
  newYork('every two weeks on thursday send the newsletter', task('send the newsletter', n('11-12 12:00'), { repeat: every('week', 2) })),
  newYork('remind me weekdays at 7:30 to review listings', task('review listings', n('11-12 07:30'), { repeat: every('weekday') })),
  newYork('every saturday at 10 restock the etsy shop', task('restock the etsy shop', n('11-14 10:00'), { repeat: every('week') })),
  newYork('renew the domain every year on jan 10', task('renew the domain', n('2027-01-10 12:00'), { repeat: every('year') })),
  newYork('every friday at 4 send invoices', task('send invoices', n('11-13 16:00'), { repeat: every('week') })),
  newYork('every month on the 15th pay the credit card', task('pay the credit card', n('11-15 12:00'), { repeat: every('month') })),
  newYork('daily at noon remind me to drink water lol', task('drink water', n('11-11 12:00'), { repeat: every('day') })),
  newYork(
    'every other week on monday at 10 call my accountant',
    task('call my accountant', n('11-16 10:00'), { repeat: every('week', 2) }),
  ),
];

export const TWENTIETH_RAMBLES: HeldOutItem[] = [
  london('ok so um I need to ring the dairy tomorrow at 10 and also order more crackers and yeah pay the card machine bill friday', [
    task('ring the dairy', l('11-12 10:00')),
    task('order more crackers'),
    task('pay the card machine bill', l('11-13 12:00')),
  ]),
  london(
    'right so voice note on the way back from the Cotham job, erm, need to send Mr Price his quote by 6 tonight, book the chipper for monday, and get the chainsaw chain sharpened at some point',
    [
      task('send Mr Price his quote', l('11-11 18:00')),
      task('book the chipper', l('11-16 12:00')),
      task('get the chainsaw chain sharpened'),
    ],
  ),
  london('so basically three things, invoice the deli, buy gold leaf, and call the brewery about their sign on thursday', [
    task('invoice the deli'),
    task('buy gold leaf'),
    task('call the brewery about their sign', l('11-12 12:00')),
  ]),
  london(
    'hiya, bit of a ramble sorry, tomorrow at 9 steam the Ivory gown, at 11 ring Sophie about her fitting, oh and charge the card reader lol',
    [
      task('steam the Ivory gown', l('11-12 09:00')),
      task('ring Sophie about her fitting', l('11-12 11:00')),
      task('charge the card reader'),
    ],
  ),
  london('um yeah so I need to send the Clarke gallery, back up the cards and like email the venue about the December shoot', [
    task('send the Clarke gallery'),
    task('back up the cards'),
    task('email the venue about the December shoot'),
  ]),
  london('ok listen, tomorrow 9am call the lender, 11am viewing at Redland, and at 4 the Harbourside valuation', [
    task('call the lender', l('11-12 09:00')),
    task('viewing at Redland', l('11-12 11:00')),
    task('the Harbourside valuation', l('11-12 16:00')),
  ]),
  london('so I need to order orthotic blanks, reply to the GP surgery and renew the couch roll subscription, nothing urgent', [
    task('order orthotic blanks'),
    task('reply to the GP surgery'),
    task('renew the couch roll subscription'),
  ]),
  london('right, two things: pay the water bill by friday and text Jo about covering saturday', [
    task('pay the water bill', l('11-13 12:00')),
    task('text Jo about covering saturday'),
  ]),
  london('ehh long day, gotta buy wicks, label the jars and post the Etsy orders tomorrow at 2', [
    task('buy wicks'),
    task('label the jars'),
    task('post the Etsy orders', l('11-12 14:00')),
  ]),
  london(
    'voice note: er need to update the rate sheet, ring back Mrs Ahmed about her remortgage and er send the Davies file to compliance on monday',
    [
      task('update the rate sheet'),
      task('ring back Mrs Ahmed about her remortgage'),
      task('send the Davies file to compliance', l('11-16 12:00')),
    ],
  ),
  london('ok so erm buy bin bags, ring the council about the skip, and er, sort the float for the market', [
    task('buy bin bags'),
    task('ring the council about the skip'),
    task('sort the float for the market'),
  ]),
  newYork('ok so um tomorrow at 7 train Carlos, then at 12 call the gym landlord, and I gotta buy new resistance bands', [
    task('train Carlos', n('11-12 07:00')),
    task('call the gym landlord', n('11-12 12:00')),
    task('buy new resistance bands'),
  ]),
  newYork('lol ok brain dump: edit the Mendez tour, charge the drone batteries, invoice Kim', [
    task('edit the Mendez tour'),
    task('charge the drone batteries'),
    task('invoice Kim'),
  ]),
  newYork('so like I need to send the Bloom invoice friday and also pitch the yoga studio and, uh, update my portfolio', [
    task('send the Bloom invoice', n('11-13 12:00')),
    task('pitch the yoga studio'),
    task('update my portfolio'),
  ]),
  newYork('hey so quick one, need to pick up wax from the supplier at 2 and then pour the holiday batch tonight at 8', [
    task('pick up wax from the supplier', n('11-11 14:00')),
    task('pour the holiday batch', n('11-11 20:00')),
  ]),
  newYork(
    'yeah so the closing is thursday which means I gotta email the title company today and print the docs tomorrow morning at 9',
    [task('email the title company', n('11-11 12:00')), task('print the docs', n('11-12 09:00'))],
    [task('email the title company'), task('print the docs', n('11-12 09:00'))],
  ),
  newYork('ok um remind me to call mom at 6, pay the electric bill, and book a dentist appointment', [
    task('call mom', n('11-11 18:00')),
    task('pay the electric bill'),
    task('book a dentist appointment'),
  ]),
  newYork('alright so 3 things for monday: send the drone quote, call the realtor, and renew the FAA waiver', [
    task('send the drone quote', n('11-16 12:00')),
    task('call the realtor', n('11-16 12:00')),
    task('renew the FAA waiver', n('11-16 12:00')),
  ]),
  newYork('um basically need to write 2 blog posts by friday, and also like reply to Anna, yeah', [
    task('write 2 blog posts', n('11-13 12:00')),
    task('reply to Anna'),
  ]),
  newYork('so I was thinking I really need to stretch more but anyway, book the physio for tuesday and order the foam rollers', [
    task('book the physio', n('11-17 12:00')),
    task('order the foam rollers'),
  ]),
];

/** "done", "snooze", "move it" with no reminder and no task talked about: nothing to act on, so ask. */
export const TWENTIETH_BARE: HeldOutItem[] = [
  london('done', unclear),
  london('snooze', unclear),
  london('move it', unclear),
  london('done ✅', unclear),
  london('snooze 1h', unclear),
  london('push it to tomorrow', unclear),
  london('make it 3pm', unclear),
  london('delete it', unclear),
  london('rename it', unclear),
  london('cancel that', unclear),
  newYork('did it', unclear),
  newYork('later', unclear),
  newYork('postpone', unclear),
  newYork('mark done', unclear),
  newYork('paid it', unclear),
  newYork('10 mins', unclear),
  newYork('tomorrow instead', unclear),
  newYork('bump it', unclear),
  newYork('reschedule', unclear),
  newYork('no wait, 4', unclear),
];

export const HELD_OUT_TWENTIETH_KINDS: Record<string, HeldOutItem[]> = {
  asks: TWENTIETH_ASKS,
  snoozes: TWENTIETH_SNOOZES,
  corrections: TWENTIETH_CORRECTIONS,
  renames: TWENTIETH_RENAMES,
  removals: TWENTIETH_REMOVALS,
  completions: TWENTIETH_COMPLETIONS,
  answers: TWENTIETH_ANSWERS,
  greetings: TWENTIETH_GREETINGS,
  thanks: TWENTIETH_THANKS,
  feelings: TWENTIETH_FEELINGS,
  questions: TWENTIETH_QUESTIONS,
  statements: TWENTIETH_STATEMENTS,
  decisions: TWENTIETH_DECISIONS,
  dilemmas: TWENTIETH_DILEMMAS,
  recalls: TWENTIETH_RECALLS,
  priorities: TWENTIETH_PRIORITIES,
  agenda: TWENTIETH_AGENDA,
  freeTime: TWENTIETH_FREE_TIME,
  recurring: TWENTIETH_RECURRING,
  rambles: TWENTIETH_RAMBLES,
  unclear: TWENTIETH_UNCLEAR,
  bare: TWENTIETH_BARE,
};

export const HELD_OUT_TWENTIETH: HeldOutItem[] = Object.values(HELD_OUT_TWENTIETH_KINDS).flat();
