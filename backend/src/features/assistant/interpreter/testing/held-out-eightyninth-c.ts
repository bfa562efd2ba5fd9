/**
 * Held-out set, part eighty-nine c: renames, removals, ticks and answers to daily's questions, written
 * by fourteen people. On London time (day-first dates): a SaaS founder in Shoreditch (investors,
 * sprints, churn, a co-founder called Raj), a bookkeeper in Leeds (VAT returns, Xero, clients'
 * receipts), a recruitment consultant in Birmingham who writes some Brummie, a mortgage broker in
 * Cardiff (lenders, valuations, completions), an architect in Glasgow who writes some Scots, a
 * translator in Manchester whose first language is Polish (agencies, invoices in zloty and pounds) and
 * an online shop owner in Belfast who writes some Northern Irish English (stock, couriers, Shopify). On
 * New York time (month-first dates): a fintech founder in the Flatiron (board, hiring, nine months of
 * runway), a CPA in Staten Island before tax season (returns, extensions, 1099s), an immigration
 * paralegal in Jackson Heights whose first language is Spanish, a real-estate broker in Bed-Stuy
 * (showings, closings, open houses), a UX designer in Greenpoint (clients, Figma, retainers), an Amazon
 * seller in Jamaica, Queens whose first language is Bengali (inventory, FBA, reviews) and a music
 * producer in the Bronx (sessions, beats, studio rent). Every message is read at Wednesday 11 November
 * 2026, 15:00 in London and 10:00 in New York.
 */
import type { ConversationState } from '../intent';
import {
  type HeldOutItem,
  NO_CHANGE,
  answer,
  ctx,
  done,
  l,
  london,
  move,
  n,
  newYork,
  num,
  remove,
  rename,
  snoozeUntil,
  task,
  within,
  words,
} from './held-out-kit';

/** daily has just asked "Did you get to X?" about this task. */
const reminded = (title: string, due: string | null = null): Partial<ConversationState> => ({
  pending: { about: 'follow_up', task: title },
  current: { title, due },
});
/** The task just added or talked about, with nothing pending. */
const talkedAbout = (title: string, due: string | null = null): Partial<ConversationState> => ({ current: { title, due } });
/** The last numbered list daily sent. */
const listed = (...titles: string[]): Partial<ConversationState> => ({ listed: titles });
/** daily asked which of these tasks was meant. */
const whichOne = (...options: string[]): Partial<ConversationState> => ({ pending: { about: 'which_task', options } });
/** daily sent a dilemma's summary and asked which option. */
const choosing = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_choice', question, options },
});
/** daily asked what matters most in a dilemma. */
const weighing = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'dilemma_matters', question, options },
});
/** daily asked what the options of a dilemma are. */
const optionsFor = (question: string): Partial<ConversationState> => ({ pending: { about: 'dilemma_options', question } });
/** daily asked what is in the way of a task. */
const stuckOn = (title: string): Partial<ConversationState> => ({ pending: { about: 'stuck', task: title } });
/** daily asked how a past decision turned out. */
const reviewing = (decision: string): Partial<ConversationState> => ({ pending: { about: 'review', decision } });
/** daily asked something else, with options. */
const asked = (question: string, ...options: string[]): Partial<ConversationState> => ({
  pending: { about: 'other', question, options },
});

export const EIGHTYNINTH_RENAME: HeldOutItem[] = [
  london(
    "rename the investor update task to 'Q4 investor update + churn numbers'",
    rename(words('investor update'), 'Q4 investor update + churn numbers'),
  ),
  within(
    talkedAbout('sprint planning w Raj', l('11-12 10:00')),
    london("actually call that one 'sprint 14 planning with Raj'", rename(ctx, 'sprint 14 planning with Raj')),
  ),
  london("can u change 'Hargreaves VAT' to 'Hargreaves VAT return (Q3)' ta", rename(words('hargreaves vat'), 'Hargreaves VAT return (Q3)')),
  london(
    "ay bab can yow change the Priya one to 'Priya 2nd interview at Jaguar' cheers",
    rename(words('priya'), 'Priya 2nd interview at Jaguar'),
  ),
  within(
    reminded('chase Halifax valuation'),
    london(
      "it's Nationwide not Halifax mun, change the name to 'chase Nationwide valuation' will you",
      rename(ctx, 'chase Nationwide valuation'),
      rename(words('halifax'), 'chase Nationwide valuation'),
    ),
  ),
  london(
    "rename 'site visit' tae 'site visit Partick - check the steelwork' if ye can",
    rename(words('site visit'), 'site visit Partick check the steelwork'),
  ),
  london(
    "Please change name of task 'invoice Lingua' into 'invoice Lingua Polonica 420 zł'",
    rename(words('invoice lingua'), 'invoice Lingua Polonica 420 zł'),
  ),
  within(
    listed('reply to Etsy messages', 'book DPD collection', 'restock candles', 'update Shopify banner'),
    london("no 3 shd say 'restock soy candles - big jars' so it should", rename(num(3), 'restock soy candles big jars')),
  ),
  london('Raj renamed the slack channel to #churn-war-room 😂 he is unwell', NO_CHANGE),
  london(
    "remind me tmrw to rename the product photos on shopify, they're all IMG_4482 wile",
    task('rename the product photos on shopify', l('11-12')),
  ),
  london("client's changed their trading name to Beckett & Daughters Ltd, I'll sort Xero myself later", NO_CHANGE),
  within(
    reminded('drawings for Dennistoun'),
    london("naw no done yet. can ye change it tae 'revised drawings Dennistoun loft' tho", rename(ctx, 'revised drawings Dennistoun loft')),
  ),
  london(
    "the task that says 'ring Dean' - change it to 'ring Dean re placement fee £4.2k' ta-ra",
    rename(words('ring dean'), 'ring Dean re placement fee £4.2k'),
  ),
  london('can u rename it pls', NO_CHANGE),
  within(
    reminded('ring the courier'),
    london("call it 'ring Evri about the lost parcel' instead, cheers", rename(ctx, 'ring Evri about the lost parcel')),
  ),
  newYork("rename 'board deck' to 'board deck v3 - runway slide'", rename(words('board deck'), 'board deck v3 runway slide')),
  within(
    talkedAbout('1099s for the Russos'),
    newYork(
      "sorry typo, should be '1099s for the Rossos' not Russos",
      rename(ctx, '1099s for the Rossos'),
      rename(words('russos'), '1099s for the Rossos'),
    ),
  ),
  newYork(
    "change 'Delgado letter' to 'Delgado engagement letter for 2026 season'",
    rename(words('delgado letter'), 'Delgado engagement letter for 2026 season'),
  ),
  newYork(
    "porfa change the task 'Gomez documentos' for 'Gomez passport copy and birth certificate translation'",
    rename(words('gomez documentos'), 'Gomez passport copy and birth certificate translation'),
  ),
  within(
    listed('I-130 packet Ruiz', 'biometrics reminder Perez', 'call USCIS re Tran'),
    newYork("the 1 change it to 'Ruiz I-130 + I-485 packet' please", rename(num(1), 'Ruiz I-130 + I-485 packet')),
  ),
  newYork("rename the open house one to 'open house 412 Macon St'", rename(words('open house'), 'open house 412 Macon St')),
  within(
    reminded('send Figma file to Lumen'),
    newYork(
      "lol it's Lumina not Lumen, make it 'send Figma file to Lumina' pls. sending in 5",
      rename(ctx, 'send Figma file to Lumina'),
      rename(words('lumen'), 'send Figma file to Lumina'),
    ),
  ),
  newYork('client wants every frame in the figma renamed before handoff, kill me', NO_CHANGE),
  newYork(
    "bhai change the name 'FBA shipment' to 'FBA shipment 2 - 300 units phone case'",
    rename(words('fba shipment'), 'FBA shipment 2 300 units phone case'),
  ),
  newYork(
    "yo rename 'beat for Dre' to 'beat for Dre n Kaylo' they doin a joint thing now",
    rename(words('beat for dre'), 'beat for Dre n Kaylo'),
  ),
  newYork('my boy Kaylo changed his artist name to K-Lo lmaooo nobody calling him that', NO_CHANGE),
  within(
    talkedAbout('reply to bad review'),
    newYork("name it 'reply 1 star review - charger cable' is more better", rename(ctx, 'reply 1 star review charger cable')),
  ),
  newYork(
    "change 'hire eng' -> 'hire senior backend eng (Series A budget)'",
    rename(words('hire eng'), 'hire senior backend eng (Series A budget)'),
  ),
  within(
    reminded('deadline Kowalski'),
    london(
      "Can you name it more clear: 'Kowalski contract translation PL>EN'? Then I know what it is",
      rename(ctx, 'Kowalski contract translation PL>EN'),
    ),
  ),
  within(
    listed('showing 88 Hancock', 'closing docs Jefferson', 'post open house on IG'),
    newYork("change #2 to 'closing docs 230 Jefferson Ave - Nguyen'", rename(num(2), 'closing docs 230 Jefferson Ave Nguyen')),
  ),
];

export const EIGHTYNINTH_REMOVE: HeldOutItem[] = [
  london('delete the task about the Brighton offsite, Raj cancelled it', remove(words('brighton offsite'))),
  within(reminded('Patel receipts chase'), london("take that off, Mr Patel's gone to another firm", remove(ctx))),
  london(
    'remind me to delete the duplicate invoices in Xero tomorrow morning',
    task('delete the duplicate invoices in Xero', l('11-12 09:00')),
    task('delete the duplicate invoices in Xero', l('11-12 08:00')),
  ),
  within(
    listed('ring Jas re offer', 'CV for Tom', 'book interview room', 'invoice Halo for placement'),
    london("bin off number 2 bab, Tom's took another job", remove(num(2))),
  ),
  london("scrap the Principality valuation thing, client's pulled out", remove(words('principality valuation'))),
  london('lender cancelled the valuation on me, now waiting on them to rebook 🙄', NO_CHANGE),
  london("get rid o the Bearsden planning one, they've binned the extension", remove(words('bearsden planning'))),
  within(talkedAbout('site visit Govan', l('11-13 12:00')), london('naw wait, dinnae want that. delete it', remove(ctx))),
  london("Please remove task 'proofread for Tłumacz24', they cancelled the order", remove(words('proofread for tłumacz24'))),
  within(
    listed('invoice Lingua 380 PLN', 'glossary for Medica', 'deadline Kowalski'),
    london('First one you can delete, I did it already yesterday', remove(num(1)), done(num(1))),
  ),
  london('catch yerself, I never asked for a task about the craft fair. get rid', remove(words('craft fair'))),
  london("had to take the wee tote bags off the shop, supplier's let me down again", NO_CHANGE),
  london("remove the churn survey task and add 'churn interviews x5' for friday", [
    remove(words('churn survey')),
    task('churn interviews x5', l('11-13')),
  ]),
  london('candidate withdrew from the Lloyds role this morning, proper gutted', NO_CHANGE),
  within(reminded('send Evans the KFI'), london('no need anymore, Evans went direct to the bank. remove', remove(ctx))),
  within(
    listed('post Black Friday teaser', 'reorder mugs', 'DPD collection Thurs'),
    london('the mugs one can go, already ordered them like', remove(num(2)), remove(words('mugs')), done(num(2)), done(words('mugs'))),
  ),
  newYork('kill the task re: the Miami offsite, board said no', remove(words('miami offsite'))),
  within(reminded('prep runway slide'), newYork('remove this one, folded it into the board deck', remove(ctx), done(ctx))),
  newYork("pls delete 'extension Kowalczyk' - they went w another CPA", remove(words('extension kowalczyk'))),
  within(
    listed('1099-NEC for Russo Plumbing', 'engagement letters', 'Delgado K-1', 'quarterly estimates Chen'),
    newYork("get rid of 3 and 4, the Delgado K-1 is my partner's and Chen is doing his own", [remove(num(3)), remove(num(4))]),
  ),
  newYork("erase please the task 'Perez biometrics', her case was closed", remove(words('perez biometrics'))),
  newYork('USCIS cancelled the interview of my client Tran 😩 now we wait for new date', NO_CHANGE),
  within(talkedAbout('showing 88 Hancock', n('11-12 17:00')), newYork('nvm remove it, sellers pulled it off market', remove(ctx))),
  newYork('showing at 19 Halsey got cancelled, buyer got cold feet', NO_CHANGE, remove(words('halsey'))),
  newYork(
    'remind me to delete the old Figma exports from the shared drive friday',
    task('delete the old Figma exports from the shared drive', n('11-13')),
  ),
  newYork("drop the Lumina retainer renewal from my list, they're not renewing", remove(words('lumina retainer renewal'))),
  within(reminded('FBA shipment 3 labels'), newYork('cancel this task bhai, shipment 3 is cancel, amazon closed the listing', remove(ctx))),
  newYork('Amazon removed 2 of my good reviews today for no reason, so frustrating', NO_CHANGE),
  newYork("take 'studio rent' off, Marcus said I'm good this month", remove(words('studio rent'))),
  newYork('deleted like 40 beats off my hard drive last night, fresh start b', NO_CHANGE),
  within(listed('session w Kaylo', 'mix Dre track', 'pay Marcus rent', 'email the label'), newYork('scratch the last one', remove(num(4)))),
  newYork('just delete it', NO_CHANGE),
];

export const EIGHTYNINTH_DONE: HeldOutItem[] = [
  within(reminded('send investor update', l('11-11 14:00')), london('done ✅', done(ctx))),
  london('tick off the pricing page copy, Raj signed it off', done(words('pricing page copy'))),
  london('done', NO_CHANGE),
  within(reminded('file VAT return for Hargreaves'), london('submitted it through Xero at lunch, all good', done(ctx))),
  within(
    listed('Hargreaves VAT', 'bank rec for Moorside Cafe', 'chase Patel receipts', 'payroll for Kerr & Co'),
    london('2 and 4 done, 3 still waiting on him', [done(num(2)), done(num(4))]),
  ),
  london('nearly done with the Moorside bank rec, 40 lines to go', NO_CHANGE),
  london("sorted the Jaguar interview for Priya, that's one off me list", done(words('jaguar interview')), done(words('priya'))),
  within(reminded('ring Dean re placement fee'), london("ar, done it bab, he's paying Friday", done(ctx))),
  within(reminded('chase Nationwide valuation'), london("not yet now, they're not answering the phone", NO_CHANGE)),
  london('Evans completion went through today, lush! mark the Evans completion as done', done(words('evans completion'))),
  london('got the drawings aff tae the council, tick that yin', done(words('drawings'))),
  within(
    listed('planning app Bearsden', 'site visit Partick', 'invoice the Campbells', 'revise Dennistoun drawings'),
    london('done the first twa', [done(num(1)), done(num(2))]),
  ),
  london('the builders are done at Partick but the snagging list is a mile long', NO_CHANGE),
  within(reminded('send invoice to Lingua'), london('Yes I sent it in the morning, 380 zł', done(ctx))),
  london('I finished the Medica glossary finally!! please mark as done', done(words('medica glossary'))),
  london("dead on, the DPD collection's done so it is", done(words('dpd collection'))),
  london('is the Royal Mail pickup done yet or have I to wait in all day', NO_CHANGE),
  within(reminded('send board deck to Priya', n('11-11 09:30')), newYork('sent 👍', done(ctx))),
  newYork("mark 'offer letter for Sam' complete", done(words('offer letter for sam'))),
  within(
    listed('board deck', '1:1 w CFO', 'offer letter Sam', 'runway model update'),
    newYork('all but the runway model are done', [done(num(1)), done(num(2)), done(num(3))]),
  ),
  within(reminded('Russo 1099s'), newYork('finished those this am, sent to client for signature', done(ctx))),
  newYork('done w the Chen quarterly estimates, check it off', done(words('chen quarterly estimates'))),
  newYork("client asked if his return's done yet. it's november, Frank.", NO_CHANGE),
  within(reminded('mail I-130 packet for Ruiz'), newYork('ya lo mandé, USPS priority, I have the tracking', done(ctx))),
  newYork(
    'I complete the translation of birth certificate for Gomez, you can put done',
    done(words('gomez')),
    done(words('birth certificate')),
  ),
  newYork('closing on Jefferson is DONE 🎉 keys handed over, take it off my list', done(words('jefferson')), remove(words('jefferson'))),
  within(talkedAbout('post open house on IG'), newYork('already posted it lol', done(ctx))),
  within(listed('Lumina handoff', 'invoice Tern for Oct retainer', 'update portfolio'), newYork('2 is done', done(num(2)))),
  newYork('just done w a 3 hr client call, my brain is soup', NO_CHANGE),
  newYork('alhamdulillah FBA shipment 2 checked in at the warehouse, mark it done', done(words('fba shipment 2'))),
  within(reminded('reply to 1 star review'), newYork('replied bhai, customer was using wrong charger only', done(ctx))),
  newYork("yo finished mixing Dre's track, cross it off", done(words("dre's track"))),
  newYork('session w Kaylo last night was crazy, we cooked fr 🔥', NO_CHANGE, done(words('session w kaylo'))),
  within(
    reminded('pay studio rent'),
    newYork('nah not yet, friday when the check clears', move(ctx, '2026-11-13', null), snoozeUntil(n('11-13'))),
  ),
  newYork('done', NO_CHANGE),
];

export const EIGHTYNINTH_ANSWER: HeldOutItem[] = [
  within(whichOne('call Raj re churn', 'call Raj re hiring'), london('the churn one', answer(1))),
  within(whichOne('Hargreaves VAT return', 'Moorside VAT return', 'Kerr & Co VAT return'), london('Moorside', answer(2))),
  within(whichOne('ring Jas re offer', 'ring Jas re CV'), london('the offer un bab', answer(1))),
  within(whichOne('invoice Lingua 380 PLN', 'invoice Medica £250'), london('this one in zloty', answer(1))),
  within(whichOne('DPD collection', 'DPD returns label', 'reorder mugs'), london('the returns label one, not the collection', answer(2))),
  within(whichOne('site visit Partick', 'site visit Govan'), london('Govan, no Partick', answer(2))),
  within(whichOne('1:1 w CFO', '1:1 w Sam', '1:1 w Priya'), newYork('last one', answer(3))),
  within(whichOne('Russo 1099s', 'Russo engagement letter'), newYork('1', answer(1))),
  within(whichOne('Perez biometrics', 'Perez RFE response'), newYork('la segunda, the RFE', answer(2))),
  within(whichOne('FBA shipment 2', 'FBA shipment 3'), newYork('neither bhai, I mean the walmart shipment', answer(null))),
  within(whichOne('session w Kaylo', 'session w Dre'), newYork('kaylo', answer(1))),
  within(whichOne('showing 88 Hancock', 'showing 19 Halsey'), newYork('Halsey St', answer(2))),
  within(whichOne('invoice Tern', 'invoice Lumina'), newYork('tern pls', answer(1))),
  within(
    choosing('hire a head of sales or keep Raj selling?', 'hire a head of sales', 'keep Raj selling'),
    london('gonna keep raj on it till the series A tbh', answer(2)),
  ),
  within(
    choosing('which lender for the Evans remortgage?', 'Nationwide', 'Principality', 'Santander'),
    london("Principality, their rate's tidier", answer(2)),
  ),
  within(choosing('take on the Bearsden job?', 'take it on', 'turn it down'), london('och, need tae see the survey first', answer(null))),
  within(
    choosing('stay with Lingua agency or go direct to clients?', 'stay with Lingua', 'go direct to clients'),
    london('I think go direct, agency takes 30% it is too much', answer(2)),
  ),
  within(
    choosing('cut burn or raise a bridge?', 'cut burn', 'raise a bridge'),
    newYork('not yet, want to talk to the board first', answer(null)),
  ),
  within(
    choosing('hire a seasonal preparer or do it solo?', 'hire a seasonal preparer', 'do it solo'),
    newYork("the first, I can't do 400 returns alone again", answer(1)),
  ),
  within(choosing("raise Lumina's retainer or keep it?", 'raise it 15%', 'keep it as is'), newYork('ugh let me sleep on it', answer(null))),
  within(
    choosing('send more stock to FBA or keep at home?', 'send to FBA', 'keep at home'),
    newYork('FBA inshallah, storage fee is ok for Q4', answer(1)),
  ),
  within(
    choosing('move studios or stay with Marcus?', 'move to the Mott Haven spot', 'stay with Marcus'),
    newYork('stayin w marcus, deadass', answer(2)),
  ),
  within(
    weighing('take the Halo contract or stay perm?', 'Halo contract', 'stay perm'),
    london('money mostly, but me kids an all', answer(null)),
  ),
  within(
    weighing('list the Macon brownstone at 1.9 or 2.1?', '1.9M', '2.1M'),
    newYork('speed honestly, I want it closed before the holidays', answer(null)),
  ),
  within(optionsFor('which courier to use for Christmas'), london('DPD or Evri, or maybe just Royal Mail for the wee stuff', answer(null))),
  within(optionsFor('whether to take more clients this month'), newYork('take 3 more or stay like now with 12', answer(null))),
  within(stuckOn('Patel receipts'), london('he keeps sending photos of receipts on whatsapp, half of them are blurry', answer(null))),
  within(reviewing('hire a fractional CFO'), newYork('honestly best call we made, the runway model is finally real', answer(null))),
  within(asked('Move it to Thursday or Friday?', 'Thursday', 'Friday'), london('fri pls', answer(2))),
  within(asked('9am or 2pm?', '9am', '2pm'), newYork('2 lol im not up at 9', answer(2))),
];
