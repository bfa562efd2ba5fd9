/**
 * Held-out messages, hundredfourth set, part d: renames, removals, ticks and unclear messages from
 * people who work in hair, beauty and body work.
 *
 * London time (day-first): a barber in Peckham who types fast in lowercase; a mobile nail technician
 * in Leicester whose first language is Gujarati; a lash and brow artist in Cardiff who drops in some
 * Welsh ("diolch", "plis", "wedi gwneud", "dileu"); a tattoo artist with a small studio in Brighton;
 * a massage therapist in Edinburgh who writes some Scots.
 *
 * New York time (month-first): a hair salon owner in Bushwick whose first language is Dominican
 * Spanish; a bridal makeup artist in Astoria whose first language is Greek; a braider in Flatbush who
 * writes some Caribbean English; a day spa owner in Tribeca who writes in clipped shorthand; an
 * esthetician in Forest Hills.
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
  dilemma,
  done,
  l,
  london,
  n,
  newYork,
  num,
  remove,
  rename,
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

export const HUNDREDFOURTH_RENAME: HeldOutItem[] = [
  // London: renames of the task in view, a listed one, or one picked by its words
  within(just('order clipper blades'), london('nah change that to order wahl blades', rename(ctx, 'order wahl blades'))),
  within(
    shown('ring jerome re fade', 'pay card machine rental', 'restock pomade'),
    london('2 shud say pay sumup rental not card machine', rename(num(2), 'pay sumup rental')),
  ),
  within(
    just('call Priya for gel nail booking'),
    london('Sorry spelling mistake, it is Preeya not Priya', rename(ctx, 'call Preeya for gel nail booking')),
  ),
  london(
    'Please change the acrylic stock task to say order acrylic powder from Salon Services',
    rename(words('acrylic stock'), 'order acrylic powder from Salon Services'),
  ),
  within(just('patch test for Ffion'), london('iawn, call it lash lift Ffion + her mam instead', rename(ctx, 'lash lift Ffion + her mam'))),
  london(
    "the one that says brow lamination stock - make it 'order brow lam kit from the wholesaler'",
    rename(words('brow lamination stock'), 'order brow lam kit from the wholesaler'),
  ),
  within(
    just('redraw koi sleeve for Dan'),
    london("can you retitle that to redraw koi sleeve for Danny M, there's two Dans now", rename(ctx, 'redraw koi sleeve for Danny M')),
  ),
  within(
    shown('deposit chase - Mia', 'autoclave service', 'insta post flash day'),
    london('rename 3 to friday the 13th flash day post 🖤', rename(num(3), 'friday the 13th flash day post')),
  ),
  within(
    just('book in Morag for hot stones'),
    london("naw thats wrang, it's Morven no Morag. change it wid ye", rename(ctx, 'book in Morven for hot stones')),
  ),
  london(
    'change the couch roll yin tae say order couch roll an massage oil',
    rename(words('couch roll'), 'order couch roll an massage oil'),
  ),

  // London: look like renames, change nothing (or something else)
  london('whats the name of that new barbers on rye lane again', NO_CHANGE),
  london('changed the name on the insta to peckham fades ✂️ looks clean', NO_CHANGE),
  within(
    just('text Hema about Saturday nails'),
    london('Hema has changed her name on whatsapp to Hemz lol I did not know who it was', NO_CHANGE),
  ),
  london('should i rename the business to Ael Lashes or keep my own name on it?', dilemma),

  // New York: renames
  within(
    just('llamar a Yesenia deposit'),
    newYork("cambialo a 'call Yesenia about deposit' pls", rename(ctx, 'call Yesenia about deposit')),
  ),
  within(
    shown('order developer 20 vol', 'fix chair 3', 'pay Luis'),
    newYork('the 2 put it say fix dryer in chair 3, the chair is fine is the dryer', rename(num(2), 'fix dryer in chair 3')),
  ),
  within(
    just('trial for Eleni wedding'),
    newYork(
      'Please you can change the name to trial for Elena Papadakis wedding? Eleni is the mother haha',
      rename(ctx, 'trial for Elena Papadakis wedding'),
    ),
  ),
  newYork(
    "rename the airbrush task → 'order airbrush foundation in 3 shades'",
    rename(words('airbrush'), 'order airbrush foundation in 3 shades'),
  ),
  within(
    just('knotless for Shanice'),
    newYork('nah man call it boho knotless for Shanice, she want de curls', rename(ctx, 'boho knotless for Shanice')),
  ),
  within(
    reminded('buy hair'),
    newYork('put it as buy 6 packs 1b expression hair so mi nuh forget de color', rename(ctx, 'buy 6 packs 1b expression hair')),
  ),
  within(just('insur renewal'), newYork('retitle: renew liability insur w/ Hiscox', rename(ctx, 'renew liability insur w/ Hiscox'))),
  within(
    shown('rm 2 steam fix', 'pay rent', 'staff sched dec'),
    newYork('rename #3 dec staff sched + holiday cover', rename(num(3), 'dec staff sched + holiday cover')),
  ),
  newYork(
    "Can you change the 'Kowalczyk facial' one to 'Kowalczyk hydrafacial + extractions'? Thanks!",
    rename(words('Kowalczyk facial'), 'Kowalczyk hydrafacial + extractions'),
  ),
  within(just('reorder vitamin c serum'), newYork('oops I meant the retinol serum, not vitamin c', rename(ctx, 'reorder retinol serum'))),

  // New York: look like renames, change nothing
  newYork('la clienta de las 2 cambió su nombre de instagram, ahora es @yeni.curls', NO_CHANGE),
  within(
    just('call Sofia re bridal party'),
    newYork('Sofia she changed the name on the contract, after the wedding she is Sofia Andreou', NO_CHANGE),
  ),
  newYork("rebranding the couples pkg as 'tribeca unwind' from jan. fyi", NO_CHANGE, decision),
  newYork('what should I call the new peel package? something with glow maybe', NO_CHANGE),
];

export const HUNDREDFOURTH_REMOVE: HeldOutItem[] = [
  // London: removals
  within(just('tyrone skin fade', l('11-14 10:00')), london('tyrone cant make it sat, bin that one', remove(ctx))),
  within(
    shown('order neck strips', 'ring landlord re boiler', 'pay jay for cover'),
    london('drop 1 got loads in the back', remove(num(1))),
  ),
  within(
    shown('order neck strips', 'ring landlord re boiler', 'pay jay for cover', 'new mirror'),
    london('scrap 2 an 4 dont need em', [remove(num(2)), remove(num(4))]),
  ),
  london('Please delete the task for Mrs Patel pedicure, she is gone to India for 3 weeks', remove(words('Mrs Patel pedicure'))),
  within(just('buy gel top coat'), london('No need that one, my sister already buy it for me. Remove please', remove(ctx))),
  london("scrap the lash lift for Carys, she's gone elsewhere 🙄", remove(words('lash lift for Carys'))),
  within(shown('patch test Seren', 'tint stock', 'post reel'), london('dileu 3 plis, no time for reels this week', remove(num(3)))),
  within(just('stencil for Leo ribs'), london("forget that, leo's put it off till spring and I'll redo the design anyway", remove(ctx))),
  london('kill the autoclave service reminder, engineer came early', remove(words('autoclave service')), done(words('autoclave service'))),
  within(just('Hamish deep tissue thurs', l('11-12 11:00')), london("get rid o that yin, he's no comin", remove(ctx))),

  // London: news with cancel/delete words, changes nothing
  london('landlord cancelled the inspection thank god', NO_CHANGE),
  within(
    just('home visit Kiran 4pm', l('11-11 16:00')),
    london('Kiran just message me she has to cancel because her son is ill 😔', NO_CHANGE),
  ),
  london('ugh Nia deleted her booking off fresha AGAIN, third time', NO_CHANGE),
  london('studio next door got their licence cancelled lol council are not messing about', NO_CHANGE),
  london('och the physio cancelled oor referral thing, nae bother', NO_CHANGE),

  // New York: removals
  within(just('color correction Daniela', n('11-12 14:00')), newYork('borralo, she no come, she cancel with me', remove(ctx))),
  within(
    shown('pedir keratina', 'llamar al landlord', 'pay Marisol'),
    newYork('quita el 2, ya hablé con él', remove(num(2)), done(num(2))),
  ),
  newYork('Please remove the Kallas bridal party trial, they decided to go with other artist', remove(words('Kallas bridal party trial'))),
  within(just('order false lashes for bridesmaids'), newYork('ah no wait, delete, the bride bring her own', remove(ctx))),
  within(
    shown('wash & prep Tiana', 'buy edge control', 'deposit from Keisha'),
    newYork('tek out 3, she nah paying no deposit she find another braider', remove(num(3))),
  ),
  within(reminded('confirm Saturday client'), newYork('cancel it man, she ghost me since monday', remove(ctx))),
  newYork('rm steam rm task. fixed.', remove(words('steam rm')), done(words('steam rm'))),
  within(
    shown('call Square re reader', 'Dec rota', 'restock robes', 'review replies'),
    newYork('del 1 + 4', [remove(num(1)), remove(num(4))]),
  ),
  newYork('Can you take the dermaplaning course off my list? Not doing it this year after all', remove(words('dermaplaning course'))),
  within(just('call insurance about the claim'), newYork('never mind that one, my husband already handled it', remove(ctx), done(ctx))),

  // New York: news with cancel/delete words, changes nothing
  newYork('the landlord cancel the meeting again, this guy 🙄', NO_CHANGE),
  within(
    just('trial for Despina', n('11-14 11:00')),
    newYork("Despina's wedding is cancelled!! the groom... anyway long story", NO_CHANGE),
  ),
  newYork('girl my 10am just deleted her number or blocked me one of the two 😂', NO_CHANGE),
  newYork('Square cancelled our old reader acct, new one active.', NO_CHANGE),
  newYork("my 1pm cancelled so I'm finally eating lunch lol", NO_CHANGE),
];

export const HUNDREDFOURTH_DONE: HeldOutItem[] = [
  // London: ticks
  within(reminded('pay jay for cover'), london('done paid him cash', done(ctx))),
  within(
    shown('order neck strips', 'ring landlord re boiler', 'renew insurance'),
    london('did 1 n 3 the landlord aint picking up', [done(num(1)), done(num(3))]),
  ),
  within(just('order nail files from Sally'), london('I have ordered it yesterday night only, you can tick', done(ctx))),
  london('Finished the nail art course certificate upload 👍', done(words('nail art course certificate'))),
  within(reminded('patch test for Ffion'), london('wedi gwneud ✅ no reaction either', done(ctx))),
  within(
    shown('tint stock', 'reply to google reviews', 'pay studio rent'),
    london("rent's paid and I replied to the reviews, tint can wait", [done(num(3)), done(num(2))], [done(num(2)), done(num(3))]),
  ),
  within(just('email Sam aftercare sheet'), london('sent, also attached the healing photos thing', done(ctx))),
  london("finished the sketch for Rosa's chest piece finally, took me 3 evenings", done(words('sketch for Rosa'))),
  within(reminded('order couch roll'), london('aye done that this mornin', done(ctx))),
  within(shown('renew insurance', 'invoice the hotel spa', 'clean hot stones'), london('2 is sortit', done(num(2)))),

  // London: news that looks like a tick, changes nothing
  london('done 9 cuts already n its only 3 🥵', NO_CHANGE),
  london('My sister finished her exams today so we are going out for dinner, no more work tonight 😄', NO_CHANGE),
  london('just done the best brow lam of my life honestly 😍', NO_CHANGE),
  within(just('touch up Kai sleeve', l('11-16 13:00')), london("kai's sleeve is fully healed now, looks mint", NO_CHANGE)),
  london("that's me done for the day, absolutely knackered", NO_CHANGE),

  // New York: ticks
  within(reminded('pagar a Luis'), newYork('ya le pagué 👍', done(ctx))),
  within(
    shown('order developer', 'fix dryer chair 3', 'post before/after'),
    newYork('listo el 1 y el 3, the dryer still broke', [done(num(1)), done(num(3))]),
  ),
  within(just('send contract to Katerina'), newYork('I sent it already to her email, she will sign tonight she said', done(ctx))),
  newYork('trial for Maria Nikolaidis is done, she loved the soft glam', done(words('trial for Maria Nikolaidis')), NO_CHANGE),
  within(reminded('buy edge control + rubber bands'), newYork('yeah mi get dem at the beauty supply earlier', done(ctx))),
  within(
    which('deposit from Keisha', 'deposit from Kendra'),
    newYork('Keisha one, she send it on cashapp', answer(1), done(num(1)), done(words('deposit from Keisha'))),
  ),
  within(
    shown('call Square re reader', 'Dec rota', 'restock robes'),
    newYork('1,2 done. robes still pending', [done(num(1)), done(num(2))]),
  ),
  within(reminded('renew spa license'), newYork('done. renewed online, cert emailed.', done(ctx))),
  within(just('reply to Yelp review'), newYork('Just replied to her, kept it polite even though she was rude lol', done(ctx))),
  newYork('Finished my CE hours for the license renewal!! 🎉', done(words('CE hours')), NO_CHANGE),

  // New York: news that looks like a tick, changes nothing
  newYork('terminé con la clienta de las 9, she love it 😍', NO_CHANGE),
  newYork('the bride finally done choosing the bridesmaids colors, thank God', NO_CHANGE),
  newYork('finally done wid dis 12 hour goddess locs, mi back a kill mi', NO_CHANGE),
  newYork('rm 3 done for the day, deep cleaned.', NO_CHANGE),
  newYork("Dana's peel is done healing, skin looks amazing", NO_CHANGE),
];

export const HUNDREDFOURTH_UNCLEAR: HeldOutItem[] = [
  // London: too little to act on
  london('shift it back a bit', unclear),
  london('the boiler', unclear),
  within(shown('ring jerome', 'pay jay', 'order strips'), london('jay one', unclear)),
  london('Tomorrow the Rekha', unclear),
  london('About the gel thing what I told you', unclear),
  within(which('call Hema re Saturday', 'call Hema re deposit'), london('Hema', unclear)),
  london("ffion's mam", unclear),
  london('change it to the 4th', unclear),
  within(shown('tint stock', 'patch test Seren', 'pay rent'), london('2 and', unclear)),
  london('the thing with the council lady', unclear),
  london('deposit rosa', unclear),
  london('the landlord eh', unclear),

  // London: two readings
  within(just('invoice the hotel spa'), london('naw no that', unclear)),
  within(just('book Morven hot stones', l('11-13 10:00')), london("mibbe the 17th or 18th, a'll see", unclear)),

  // London: harmless, nothing to do
  london('flash sheets... actually no wait', NO_CHANGE),
  london('och whit wis it again', NO_CHANGE),
  london('done ✅', NO_CHANGE),

  // New York: too little to act on
  newYork('lo de la keratina', unclear),
  newYork('mañana el landlord', unclear),
  newYork('the bridal party of Sunday, the', unclear),
  newYork('Put it for after', unclear),
  within(shown('trial Eleni', 'trial Sofia', 'order lashes'), newYork('the trial', unclear)),
  newYork('de hair ting', unclear),
  newYork('saturday 8 or 9 cyaa rememba', unclear),
  within(which('wash & prep Tiana', 'retwist Tiana'), newYork('Tiana', unclear)),
  newYork('rm 2', unclear),
  newYork('re: landlord —', unclear),

  // New York: two readings
  within(just('order hyaluronic serum'), newYork('actually the other one', unclear)),
  within(just('pay landlord', n('11-13')), newYork('fri or mon', unclear)),

  // New York: harmless, a question or talk
  within(reminded('order developer 20 vol'), newYork('el de 30 o el de 20??', NO_CHANGE)),
  newYork('card rdr??', NO_CHANGE),
  newYork('Wait what was the other thing', NO_CHANGE),
];
