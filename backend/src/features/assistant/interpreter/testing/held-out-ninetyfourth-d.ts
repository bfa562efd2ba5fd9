/**
 * Held-out set, ninetyfourth part d: renames, removals, ticks and unclear messages.
 *
 * The people:
 * - London time (day-first dates): an indie iOS developer in Brighton (App Store reviews, TestFlight
 *   builds); a two-person SaaS team in Manchester (one of them writes some Mancunian: "our kid",
 *   "me list", "it were"); a freelance data analyst in Glasgow who writes some Scots ("aye", "naw",
 *   "wi", "tae", "noo"); a Shopify app maker in Cardiff (merchants, webhooks, app listing); a game
 *   developer in Leeds whose first language is Portuguese (Steam, itch.io, a publisher).
 * - New York time (month-first dates): a solo SaaS founder in Brooklyn (Stripe, churn, pricing); a
 *   no-code agency owner in Jersey City (Webflow, Bubble, Zapier clients); a freelance React developer
 *   in Queens whose first language is Spanish; a devops contractor in Hoboken (certs, k8s, on-call);
 *   an AI startup founder in Manhattan who writes in fast lowercase shorthand (investors, GPUs).
 *
 * Read at Wednesday 11 November 2026, 15:00 London / 10:00 New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  UNDO,
  ctx,
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
const shown = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const which = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });

export const NINETYFOURTH_RENAME: HeldOutItem[] = [
  // London: renames of the task in view
  within(
    just('email Kowalsky re invoice', l('11-12 10:00')),
    london('typo sorry its Kowalski not Kowalsky', rename(ctx, 'email Kowalski re invoice')),
  ),
  within(
    just('submit build to testflight'),
    london('rename that to submit 2.4 build to TestFlight', rename(ctx, 'submit 2.4 build to TestFlight')),
  ),
  within(
    just('send dashboard tae Fiona', l('11-13')),
    london("och ah spelt it wrang, it's Fionna wi two n's. send dashboard tae Fionna", rename(ctx, 'send dashboard tae Fionna')),
  ),
  within(
    just('call the publisher'),
    london(
      'please can you put the name as call Devolver about the Switch port, is more clear',
      rename(ctx, 'call Devolver about the Switch port'),
    ),
  ),
  within(
    just('ring gaz about hosting', l('11-12 11:00')),
    london('actually change it to ring gaz and shaz about hosting ta', rename(ctx, 'ring gaz and shaz about hosting')),
  ),
  within(
    reminded('reply to Bethan'),
    london('that one should say reply to Bethan re refund, not just reply. bit vague', rename(ctx, 'reply to Bethan re refund')),
  ),
  // London: renames by words or by number
  london(
    'can u change the app store screenshots task to say redo ipad screenshots only',
    rename(words('app store screenshots'), 'redo ipad screenshots only'),
  ),
  within(
    shown('chase Dave for the invoice', 'fix login bug', 'demo for Northern Rail'),
    london('2 should say fix android login bug, not the whole login thing our kid', rename(num(2), 'fix android login bug')),
  ),
  london(
    "rename the 'webhook thing' task to fix orders/create webhook retries",
    rename(words('webhook thing'), 'fix orders/create webhook retries'),
  ),
  london("call the investor one 'send Q3 update to Ada' instead", rename(words('investor'), 'send Q3 update to Ada')),
  london("change the title of the steam task for 'upload trailer to Steam page'", rename(words('steam'), 'upload trailer to Steam page')),
  // London: look like a rename, change nothing
  london('we renamed the app to Tidepool last week and the app store listing STILL shows the old name 🙄', NO_CHANGE),
  within(just('update privacy policy'), london('do i need to rename the bundle id if i change the app name?', NO_CHANGE)),
  london("ah renamed the column tae customer_id an noo the whole pipeline's broke", NO_CHANGE),

  // New York: renames of the task in view
  within(
    just('email Jonh re seed round', n('11-12 09:00')),
    newYork("typo lol it's John not Jonh", rename(ctx, 'email John re seed round')),
  ),
  within(just('prep deck for a16z'), newYork('rename -> prep deck for a16z partner mtg', rename(ctx, 'prep deck for a16z partner mtg'))),
  within(
    just('reply to Stripe support'),
    newYork("can u reword that to 'escalate payout issue w/ stripe', they never answered", rename(ctx, 'escalate payout issue w/ stripe')),
  ),
  within(
    just('fix bug of the carrousel', n('11-12')),
    newYork('is carousel with one r, my english 😅', rename(ctx, 'fix bug of the carousel')),
  ),
  within(
    reminded('call the accountant'),
    newYork("can you retitle it 'call accountant abt 1099s'", rename(ctx, 'call accountant abt 1099s')),
  ),
  within(
    just('renew domain', n('11-13')),
    newYork('make the title renew domain for acme-ops.io so i know which one', rename(ctx, 'renew domain for acme-ops.io')),
  ),
  // New York: renames by words or by number
  within(
    shown('rotate ssl certs', 'patch k8s nodes', 'update runbook'),
    newYork('3 → update on-call runbook for pagerduty', rename(num(3), 'update on-call runbook for pagerduty')),
  ),
  newYork(
    "can you change the name of the task of Carlos to 'pay Carlos for the design'",
    rename(words('Carlos'), 'pay Carlos for the design'),
  ),
  newYork("the bubble task, call it 'migrate Lumen client off Bubble' instead", rename(words('bubble'), 'migrate Lumen client off Bubble')),
  newYork("rename the terraform one, should be 'move state to s3 backend'", rename(words('terraform'), 'move state to s3 backend')),
  newYork("change 'investor update' to 'nov investor update + metrics'", rename(words('investor update'), 'nov investor update + metrics')),
  // New York: look like a rename, change nothing
  newYork('just renamed the company on the delaware filings, feels official lol', NO_CHANGE),
  within(just('ship v2 of eval harness'), newYork('actually nvm keep the name as is', NO_CHANGE)),
  newYork('what should i call the new pricing tier, pro or scale?', dilemma, NO_CHANGE),
  newYork('ugh client wants every page in their webflow site renamed for the new brand. by friday. sure', NO_CHANGE),
];

export const NINETYFOURTH_REMOVE: HeldOutItem[] = [
  // London: removals
  london('delete the macbook battery task, apple sorted it in store', remove(words('macbook battery'))),
  within(shown('reply to app review', 'renew dev account', 'yoga 6pm'), london('drop 3 pls, not going this week', remove(num(3)))),
  within(just('meet Tony at Spinningfields', l('11-12 13:00')), london("scrap that, tony's bailed", remove(ctx), UNDO)),
  london("get rid o the ScotRail expenses one, ah've nae need fur it noo", remove(words('ScotRail expenses'))),
  london("cancel the shopify partner call task, they moved it to january so i'll add it again then", remove(words('shopify partner call'))),
  within(reminded('playtest with Rui', l('11-11 14:00')), london('can remove this one, Rui is sick and we do it other day', remove(ctx))),
  london('forget the Etsy sync one, the merchant went with another app', remove(words('Etsy sync'))),
  within(shown('fix iPad crash', 'reply to Jamie', 'submit 3.1', 'tax return'), london('bin 2 and 4', [remove(num(2)), remove(num(4))])),
  london('take the hosting invoice off me list, our Shaz paid it', remove(words('hosting invoice')), done(words('hosting invoice'))),
  london("can you cancel friday's standup reminder", remove(words('standup'))),
  // London: news that uses cancel/delete words, changes nothing
  london("client's only gone and cancelled on us. proper gutted", NO_CHANGE),
  london('apple deleted my reply to that review?? weird', NO_CHANGE),
  london('the meetin wi the council got cancelled, nae bother', NO_CHANGE),
  london('i deleted the old build from itch.io, now is only the new one there', NO_CHANGE),

  // New York: removals
  newYork('delete the churn survey task', remove(words('churn survey'))),
  within(shown('yc app draft', 'call gpu vendor', 'hire ml eng'), newYork('kill 2, found a cheaper cluster', remove(num(2)))),
  within(just('meeting with Sofía', n('11-12 15:00')), newYork('please erase this, I put it for error', remove(ctx), UNDO)),
  newYork('remove the on-call swap one, jess covered it', remove(words('on-call swap')), done(words('on-call swap'))),
  newYork("forget the zapier audit for Brightline, they're churning anyway", remove(words('zapier audit'))),
  newYork('nix the demo day prep task, we pulled out', remove(words('demo day prep'))),
  within(
    reminded('send invoice to Harbor', n('11-11 09:00')),
    newYork("just delete it, they're paying through the annual plan now", remove(ctx)),
  ),
  within(
    shown('Webflow QA for Lumen', 'invoice Brightline', 'Zapier cleanup', 'pitch deck template', 'portfolio update'),
    newYork('delete 1, 4, 5', [remove(num(1)), remove(num(4)), remove(num(5))]),
  ),
  within(just('email Priya re SAFE', n('11-12')), newYork('scratch that', remove(ctx), UNDO)),
  // New York: look like a removal, but a new task
  newYork('remind me fri to cancel the datadog trial, it starts billing sat', task('cancel the datadog trial', n('11-13'))),
  // New York: news that uses cancel/delete words, changes nothing
  newYork('aws just deleted our staging db bc of a bad lifecycle rule. fun morning', NO_CHANGE),
  newYork("investor mtg got cancelled, they're 'rethinking the thesis' lmao", NO_CHANGE),
  newYork("the client cancel the project 😞 i don't know what to do now", NO_CHANGE),
  newYork('if i delete a task does the reminder go too?', NO_CHANGE),
];

export const NINETYFOURTH_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('reply to 1-star review'), london('done ✅', done())),
  within(shown('submit 2.4 to review', 'update screenshots', 'pay corp tax'), london('did 1 and 3', [done(num(1)), done(num(3))])),
  within(reminded('send invoice to Northern Digital'), london('sent it, took ages cos xero was playing up', done())),
  within(reminded('send Q3 report tae Morag', l('11-11 12:00')), london("aye that's sent", done())),
  within(
    shown('refund flow for subs app', 'reply to merchant emails'),
    london('finished the refund flow 🎉', done(num(1)), done(words('refund flow'))),
  ),
  within(reminded('fix bug of save game'), london('is fixed! was the cloud sync all the time', done())),
  within(shown('reply to Gwen', 'app listing copy', 'VAT return'), london('2 done, 3 still to do', done(num(2)))),
  within(
    reminded('call accountant'),
    london('done and done. also remind me to chase the apple invoice tmrw', [done(), task('chase the apple invoice', l('11-12'))]),
  ),
  within(
    shown('stripe webhook bug', 'onboarding emails'),
    london('sorted the stripe webhook bug, it were a timezone thing all along', done(num(1)), done(words('stripe webhook bug'))),
  ),
  within(just('chase Bruno for trailer music'), london('Bruno sent the music finally, sounds amazing', done(), NO_CHANGE)),
  // London: look like a tick, change nothing
  london('app store finally approved the build 🙌', NO_CHANGE),
  london("that's me done for the day, knackered", NO_CHANGE),
  within(reminded('clean up the sales data'), london('no done yet, hauf way through it', NO_CHANGE)),
  within(reminded('submit 2.4 to review'), london('done? more like rejected again, guideline 4.3 🙃', NO_CHANGE)),

  // New York: ticks
  within(reminded('send deck to Lux'), newYork('sent', done())),
  within(
    shown('reply to Baremetrics', 'pay contractor', 'update pricing page'),
    newYork('paid the contractor', done(num(2)), done(words('contractor'))),
  ),
  within(reminded('send invoice to Nimbus', n('11-11 09:00')), newYork('ya I send it this morning', done())),
  within(
    shown('rotate certs', 'patch nodes', 'postmortem doc', 'renew domain'),
    newYork(
      '1,2,4 done. postmortem tomorrow',
      [done(num(1)), done(num(2)), done(num(4))],
      [done(num(1)), done(num(2)), done(num(4)), move(num(3), '2026-11-12', null)],
    ),
  ),
  within(reminded('client demo for Harbor', n('11-11 09:00')), newYork("demo's done, went great", done())),
  within(
    shown('investor update', 'hiring post', 'eval harness'),
    newYork(
      'did the investor update. also the hiring post',
      [done(num(1)), done(num(2))],
      [done(words('investor update')), done(words('hiring post'))],
    ),
  ),
  within(reminded('call Mercury about wire'), newYork('yep handled', done())),
  within(reminded('update runbook'), newYork('done-ish. good enough for now', done())),
  within(shown('pay rent', 'invoice Nimbus', 'fix navbar'), newYork('the 3 is finish, thanks!', done(num(3)))),
  newYork('done with the Lumen migration finally!! 3 weeks of my life', done(words('Lumen migration')), NO_CHANGE),
  // New York: look like a tick, change nothing
  newYork('the client is done with us lol. fired by email', NO_CHANGE),
  newYork('deploy finished, all green', NO_CHANGE),
  within(reminded('fix the login of the app'), newYork('done? I am not sure if is fixed, QA still testing', NO_CHANGE)),
  within(reminded('reply to sequoia scout'), newYork('nah havent touched it', NO_CHANGE)),
];

export const NINETYFOURTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on, nothing in view
  london('move it', unclear),
  london('the apple thing', unclear),
  london('gaz 4', unclear),
  london('whit about the HMRC yin', unclear),
  london('done', unclear),
  london('the publisher friday', unclear),
  london('can you sort the', unclear),
  london('tomorrow 3', unclear),
  london('remind me', unclear),
  london('merchant call fri 2pm', unclear, task('merchant call', l('11-13 14:00'))),
  // London: two readings in a conversation
  within(which('call Dave re invoice', 'call Dave re hosting'), london('the dave one', unclear)),
  within(shown('reply to review', 'submit build'), london('5', unclear)),
  within(just('send Morag the churn figures', l('11-12 10:00')), london('naw the other wan', unclear)),
  // London: harmless talk

  // New York: too little to act on, nothing in view
  newYork('investors thurs', unclear),
  newYork('change it', unclear),
  newYork('the thing of Carlos', unclear),
  newYork('cancel', unclear),
  newYork('the webflow', unclear),
  newYork('ok so re the', unclear),
  newYork('mañana', unclear),
  newYork('rename', unclear),
  newYork('3pm?', unclear),
  newYork('I need to', unclear),
  newYork('demo w/ Harbor tues 11', unclear, task('demo w/ Harbor', n('11-17 11:00'))),
  // New York: two readings in a conversation
  within(which('email Dana re churn', 'email Dana re pricing'), newYork('dana', unclear)),
  within(
    shown('rotate certs', 'patch nodes', 'renew domain'),
    newYork('done the cert one and the', unclear, [done(num(1))], [done(words('cert'))]),
  ),
  // New York: harmless talk
  newYork('lol ok', NO_CHANGE),
  newYork('ok so um yeah the thing with the, the um. you know what nevermind', NO_CHANGE),
];
