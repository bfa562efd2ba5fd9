/**
 * Held-out messages, hundredsecond set, part d: renames, removals, ticks and messages too thin to act on.
 *
 * The people, all read at Wednesday 11 November 2026, 15:00 London / 10:00 New York:
 * - London time (day-first dates): Shapla, a freelance graphic designer in Hackney whose first language
 *   is Bengali; Tom, an architect with a two-person practice in Bath; Jean, an interior designer in
 *   Harrogate who writes some Yorkshire; Gaz, a wedding and events videographer in Newcastle who
 *   writes some Geordie; Ruby, a sign-writer and mural painter in Margate.
 * - New York time (month-first dates): Dev, a UX freelancer in Williamsburg who writes in fast
 *   lowercase; Hannah, a copywriter in Park Slope; Ji-woo, an illustrator in Sunnyside whose first
 *   language is Korean; Marcus, a brand studio owner in SoHo who writes in clipped shorthand; Andrés,
 *   a freelance video editor in Jackson Heights whose first language is Colombian Spanish.
 *
 * Their work: clients and briefs, drafts and revision rounds, sign-offs, pitches and proposals,
 * invoices and late payers, deposits, site visits and shoots, printers and suppliers, software
 * licences, portfolio and socials.
 */
import type { ConversationState } from '../intent';
import {
  HeldOutItem,
  NO_CHANGE,
  answer,
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

export const HUNDREDSECOND_RENAME: HeldOutItem[] = [
  // London: renames
  within(just('invoice Pritom'), london('oops spelling, its Pritam not Pritom', rename(ctx, 'invoice Pritam'))),
  london("pls rename bakery logo one to 'Nanna's bakery logo, round 2'", rename(words('bakery logo'), "Nanna's bakery logo, round 2")),
  within(
    just('site visit Widcombe'),
    london(
      'can u call that "site visit Widcombe Crescent" instead, we\'ve got two Widcombe jobs on',
      rename(ctx, 'site visit Widcombe Crescent'),
    ),
  ),
  within(
    reminded('ring the upholsterer'),
    london(
      "nay it's not t' upholsterer, it's the curtain lass. change it to ring the curtain maker",
      rename(ctx, 'ring the curtain maker'),
    ),
  ),
  london(
    'howay man change the gibside one to say gibside wedding first cut, ta pet',
    rename(words('gibside'), 'gibside wedding first cut'),
  ),
  within(
    shown('quote for Tom Thumb theatre', 'prime the wall on Northdown Rd', 'order One Shot enamels'),
    london('2 should say Northdown Road not Rd, it goes on the invoice', rename(num(2), 'prime the wall on Northdown Road')),
  ),
  london(
    'please change name of task "Rahman menu" to "Rahman restaurant menu design"',
    rename(words('Rahman menu'), 'Rahman restaurant menu design'),
  ),
  within(
    just('planning drawings Lansdown'),
    london(
      "actually retitle it pre-app drawings Lansdown, we're not going for full planning yet",
      rename(ctx, 'pre-app drawings Lansdown'),
    ),
  ),
  within(
    just('call Jo re tiles', l('11-12 10:00')),
    london('make that call Jo re the encaustic tiles', rename(ctx, 'call Jo re the encaustic tiles')),
  ),
  within(
    shown('chase Whitely invoice', 'order vinyl', 'sketch Dreamland lettering'),
    london('whitely is Whiteley with an e, no 1', rename(num(1), 'chase Whiteley invoice')),
  ),
  // London: "call rob instead" may be the new wording of this task or a second task: ask, or rename
  within(reminded('send Rob the mood board'), london('just call rob instead tbh', rename(ctx, 'call rob'), unclear)),
  // London: look like renames, are not
  london('client wants the cafe renamed Brew & Co now so all the signage has to change 😩', NO_CHANGE),
  london("what did i call the Harrogate job? can't find it anywhere", NO_CHANGE),
  within(reminded('edit Hexham ceilidh video'), london('right am calling it a day, me eyes are hanging out', NO_CHANGE)),
  london('remind me to rename the export files for the Kirkgate job', task('rename the export files for the Kirkgate job')),
  within(just('colour samples to the Ilkley client', l('11-13')), london('change it to monday', move(ctx, '2026-11-16', null))),

  // New York: renames
  within(just('wireframes for halcyon'), newYork('rename to halcyon wireframes v2 pls', rename(ctx, 'halcyon wireframes v2'))),
  newYork(
    'change the brooklyn brewery task to say brooklyn brewery tagline options',
    rename(words('brooklyn brewery'), 'brooklyn brewery tagline options'),
  ),
  within(
    just('send sketch to Mrs Parkk'),
    newYork('Sorry I typed wrong. It is Mrs Park, only one k', rename(ctx, 'send sketch to Mrs Park')),
  ),
  within(shown('Lumen deck', 'Oro pitch', 'renew Figma'), newYork('3 → renew Figma org plan', rename(num(3), 'renew Figma org plan'))),
  within(
    reminded('export the reel for Camila'),
    newYork('ay no, is for Catalina not Camila. change the name please', rename(ctx, 'export the reel for Catalina')),
  ),
  newYork(
    'rename "usability test" to "usability test round 2 w/ the nurses"',
    rename(words('usability test'), 'usability test round 2 w/ the nurses'),
  ),
  within(
    just('draft about page'),
    newYork("call it draft About page + founder bio instead, that's the real scope", rename(ctx, 'draft About page + founder bio')),
  ),
  newYork(
    'can you change title "Tteok shop poster" to "Tteok shop poster - color version"?',
    rename(words('Tteok shop poster'), 'Tteok shop poster - color version'),
  ),
  newYork('the kerning thing should be called fix kerning on Oro wordmark', rename(words('kerning'), 'fix kerning on Oro wordmark')),
  within(just('Hatch invoice'), newYork('can it say Hatch invoice #14 so i stop mixing them up', rename(ctx, 'Hatch invoice #14'))),
  // New York: look like renames, are not
  newYork('client just renamed the product AGAIN. its "Nimbus" now lol', NO_CHANGE),
  newYork('how do i rename something on here', NO_CHANGE),
  within(
    just('Oro pitch'),
    newYork('new task: change the name on the Oro invoice to their LLC', task('change the name on the Oro invoice to their LLC')),
  ),
  within(just('ship files to the printer'), newYork('fyi the printer changed their name to Grand Street Print', NO_CHANGE)),
  within(just('Valentina teaser', n('11-12 12:00')), newYork('change to 3pm mejor', move(ctx, null, '15:00'))),
];

export const HUNDREDSECOND_REMOVE: HeldOutItem[] = [
  // London: removals
  london("get rid of the Clifton printers task, we're not using them anymore", remove(words('Clifton printers'))),
  within(
    shown('mood board for the Ripon lot', 'send Farrow & Ball samples', 'invoice Mrs Hebden'),
    london("bin 2 off, she's already picked her colours", remove(num(2))),
  ),
  within(reminded('edit Seaton Delaval teaser'), london('knock that one on the head man, the couple have split up', remove(ctx))),
  london('please remove the task for Shapla sweets banner, they have cancelled the order', remove(words('Shapla sweets banner'))),
  within(
    just('book structural engineer for Widcombe', l('11-16')),
    london("no ditch that, client's bringing in their own engineer", remove(ctx)),
  ),
  london('can u delete the one about the Turner Contemporary hoarding', remove(words('Turner Contemporary hoarding'))),
  within(
    shown('prime wall Cliftonville', 'quote for Dreamland sign', 'buy gold leaf', 'invoice Sundae Club'),
    london('3 and 4 can go', [remove(num(3)), remove(num(4))]),
  ),
  // London: someone else did it, so gone or ticked
  within(just('call Bath building control'), london("forget it actually, Sam's already rung them", remove(ctx), done(ctx))),
  london("take the adobe renewal off my list, i've switched to Affinity", remove(words('adobe renewal'))),
  within(
    reminded('pick up tiles from Knaresborough'),
    london("oh bother, no need, they're delivering now. can you just take it off", remove(ctx)),
  ),
  // London: news with cancel/delete words, changes nothing
  london('ugh the Whitby shoot got cancelled cos of the weather', NO_CHANGE),
  within(
    reminded('send deposit invoice to the Armstrongs'),
    london('the Armstrongs cancelled their old card not the wedding lol, will send it in a bit', NO_CHANGE),
  ),
  london('adobe deleted half my fonts after the update 😤', NO_CHANGE),
  london('do i need to cancel Figma before it renews or does it just lapse', NO_CHANGE),
  // London: the visit in view was called off by someone else: drop it, or leave it
  within(
    reminded('site visit Larkhall', l('11-11 16:00')),
    london('the builder cancelled on us again, third time', NO_CHANGE, remove(ctx)),
  ),

  // New York: removals
  within(just('call Dulce re the color grade'), newYork('nvm delete that she emailed me', remove(ctx))),
  newYork('remove the lumen pitch deck task. we lost it', remove(words('lumen pitch deck'))),
  within(
    shown('user interview synthesis', 'update portfolio case study', 'send invoice #14 to Hatch'),
    newYork('kill 2 not happening this month', remove(num(2))),
  ),
  newYork('Please erase "buy Copic markers". I have enough already.', remove(words('buy Copic markers'))),
  within(reminded('render the quinceañera video'), newYork('borra eso please, the family cancel everything', remove(ctx))),
  newYork('Oro retainer task — delete.', remove(words('Oro retainer'))),
  within(just('email Pratt alumni office'), newYork('scratch the last one i added', remove(ctx))),
  // New York: asks for a removal but says they are done: either is fair
  within(
    shown('persona doc', 'competitive audit', 'ravi calendly', 'lo-fi flows'),
    newYork('remove 1 and 3 pls, those are both done actually', [remove(num(1)), remove(num(3))], [done(num(1)), done(num(3))]),
  ),
  newYork('quita la tarea de la licencia de DaVinci, ya la pagué', remove(words('DaVinci')), done(words('DaVinci'))),
  // New York: news with cancel/delete/drop words
  newYork('client cancelled the kickoff, they want to redo it next week sometime', NO_CHANGE),
  newYork('accidentally deleted the whole premiere project 😭😭 3 hours gone', NO_CHANGE),
  within(reminded('standup w/ Mira', n('11-11 10:30')), newYork('mira cancelled standup today', remove(ctx), NO_CHANGE)),
  newYork('should i drop Hatch as a client? they pay 60 days late every single time', dilemma),
  newYork('the gallery removed my piece from the group show listing?? no email no nothing', NO_CHANGE),
];

export const HUNDREDSECOND_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('submit Lansdown drawings to planning'), london('done, went in on the portal at lunch', done())),
  within(
    shown('mood board for the Ilkley lot', 'order wallpaper samples', 'invoice Mrs Hebden'),
    london("done 1 n 3, still waiting on t' wallpaper place", [done(num(1)), done(num(3))]),
  ),
  london('I have finished the Shapla menu design, sent to client just now', done(words('Shapla menu design'))),
  within(reminded('back up the Lumley Castle footage'), london('aye sorted man, on two drives now', done())),
  within(just('gild the lettering on the Sundae Club sign'), london('all gilded 🤩 looks mint', done())),
  within(
    shown('pay RIBA subscription', 'chase QS fee', 'site visit Larkhall'),
    london('paid the RIBA sub', done(num(1)), done(words('RIBA'))),
  ),
  within(reminded('print proofs for the Pride banner'), london("done but the red's come out dead pink, ugh", done())),
  within(
    shown('Rahman menu', 'update Behance', 'renew Adobe'),
    london('2 is complete. 3 also I did yesterday', [done(num(2)), done(num(3))]),
  ),
  within(reminded('render the Tynemouth promo'), london("rendered, but am not sending it til Keith's had a listen to the audio", done())),
  within(reminded('invoice the Northdown cafe'), london('yep invoice went off this morning, net 14', done())),
  // London: a job finished, said as news: a tick only if that job is a task
  london('finally done with the Hebden Bridge job, they loved it 🥹', NO_CHANGE, done(words('Hebden Bridge'))),
  // London: look like ticks, are not
  within(
    reminded('edit Castle Howard wedding highlights'),
    london('the Castle Howard wedding is done and dusted, what a day 🥲', NO_CHANGE),
  ),
  within(reminded('reply to Mr Oakes re kitchen layout'), london('does it count as done if i only answered half his questions', NO_CHANGE)),
  within(reminded('invoice the Kings Cross cafe'), london('not yet sorry, been on site all day', NO_CHANGE)),
  london('the QS has finished his cost report, finally', NO_CHANGE),

  // New York: ticks
  within(reminded('send Hatch invoice #14'), newYork('sent ✅', done())),
  within(
    shown('persona doc', 'lo-fi flows for onboarding', 'send calendly to Ravi'),
    newYork('did 1 & 3, flows tmrw', [done(num(1)), done(num(3))], [done(num(1)), done(num(3)), move(num(2), '2026-11-12', null)]),
  ),
  within(reminded('send final illustration to Haneul Books'), newYork('Yes I sent it this morning!! They said thank you', done())),
  newYork('Lumen deck — shipped.', done(words('Lumen deck'))),
  within(just('color grade Valentina teaser'), newYork('listo, ya quedó el color 👌', done())),
  newYork('finally finished the Greenpoint Roasters web copy holy crap', done(words('Greenpoint Roasters'))),
  newYork('Clip Studio license I paid already', done(words('Clip Studio license'))),
  within(which('call Dana re copy', 'call Dana re invoice'), newYork('the invoice one', done(num(2)), answer(2))),
  within(shown('export reel Catalina', 'back up drives', 'invoice Sofi'), newYork('ya hice la 2 y la 3', [done(num(2)), done(num(3))])),
  within(
    shown('Oro pitch', 'Lumen deck', 'renew Figma', 'W-9 for Hatch'),
    newYork('all done except figma', [done(num(1)), done(num(2)), done(num(4))]),
  ),
  within(
    reminded('push the case study live on the portfolio'),
    newYork('yep its live, took forever bc squarespace is a nightmare', done()),
  ),
  // New York: look like ticks, are not
  newYork('client is done with the old logo, wants a whole rebrand now 🙃', NO_CHANGE),
  within(reminded("review Sam's edits on the manifesto"), newYork("sam's done with his edits, ill look tonight", NO_CHANGE)),
  within(reminded('email Ravi the prototype link'), newYork('half done, sent the link but not the notes yet', NO_CHANGE)),
  newYork('how much did i get done this week', NO_CHANGE),
];

export const HUNDREDSECOND_UNCLEAR: HeldOutItem[] = [
  // London: nothing in view, too little to act on
  london('can u push it back a bit', unclear),
  london('the printers', unclear),
  london('vinyl 6', unclear),
  london('that planning thing', unclear),
  london('friday?', unclear),
  london('tomorrow I need to go client office for the', unclear),
  london('tha knows that thing for Mrs Hebden', unclear),
  london('3pm', unclear),
  london('gold leaf', unclear),
  london('ok so um. the Gateshead couple. yeah. the thing', unclear),
  // London: a list or a question in view, still not enough
  within(shown('Lansdown drawings', 'Larkhall site visit', 'QS fee'), london('the second', unclear)),
  within(which('call Jo re tiles', 'call Jo re invoice'), london('Jo', unclear)),
  within(just('Rahman menu'), london('sorry I mean the other one', unclear)),
  // London: harmless talk
  london('wey aye', NO_CHANGE),
  london('right', NO_CHANGE),

  // New York: nothing in view, too little to act on
  newYork('ok so um the thing from yesterday', unclear),
  newYork('reschedule', unclear),
  newYork('figma 2', unclear),
  newYork('Tomorrow the... how to say. the meeting with', unclear),
  newYork('Oro. Thurs.', unclear),
  newYork('lo de camila', unclear),
  newYork('cancel', unclear),
  newYork('invoice', unclear),
  newYork('the 4th', unclear),
  newYork('Is it okay if', unclear),
  // New York: something in view, still two readings
  within(shown('persona doc', 'lo-fi flows', 'ravi calendly'), newYork('that one', unclear)),
  within(just('call Dana re copy'), newYork('and the other one too', unclear)),
  // New York: harmless talk
  newYork('wait', NO_CHANGE),
  within(just('renew Figma', n('11-13')), newYork('hmm or maybe not idk', NO_CHANGE)),
  newYork('sorry wrong chat lol', NO_CHANGE),
];
