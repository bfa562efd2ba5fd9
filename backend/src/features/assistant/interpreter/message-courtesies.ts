import type { SmallTalk } from './intent';
import { isTaskVerb } from './message-words';

/**
 * Greetings and thanks read word by word rather than phrase by phrase: a message is one when every
 * word in it belongs to the kind's small lexicon (after stretched letters are undone, "heyyy" is
 * "hey") and at least one word is the kind's own ("hi", "thanks"). "thanks, also add milk" has a
 * word of neither, so it is left to the asks.
 */

/** Words that greet on their own, in slang and the languages founders text in. */
const GREETS = new Set(
  `hi hii hello hallo hullo helo ello hey heya hiya hiyah yo sup wassup wazzup whatsup howdy gm morning mornin moin
  afternoon evening evenin gday g'day greetings bonjour salut hola ola buenos buenas dias días tardes noches ciao
  hallo guten tag morgen hej hei namaste aloha oi ey ayy shalom salaam salam ahoy bonsoir konnichiwa hiyo hai heyo
  olá bom dia boa tarde dzien dzień dobry kia ora howzit wagwan salve ahoj jambo sawubona vanakkam namaskar
  kumusta kamusta nihao ni hao assalamu assalam alaikum alaykum aleikum salaam buongiorno merhaba kaaro kaasan
  annyeong annyeonghaseyo wsg wsp yerr yer privet привет assalamualaikum assalamu'alaikum zdravo ahoj sveiki labas selam selamlar günaydın gunaydin wotcha watcha whatcha whaddup wassap ayup eyup bonjou kedu shwmae 早晨 gd dia dhuit duit mawnin yia sou buen día wepa
  안녕하세요 안녕 你好 您好 早上好 晚上好 こんにちは おはよう مرحبا नमस्ते`
    .split(/\s+/)
    .filter(Boolean),
);
/** Words that thank on their own. */
const THANKS_CORE = new Set(
  `thanks thank thankyou thanx thnx thnks thx tx tanx tenks tnx ty tysm tyvm ta cheers appreciated appreciate preciate 'preciate preciated merci gracias
  danke grazie obrigado obrigada dankie kiitos tack obliged dziękuję dziekuje dzięki dzieki shukriya dhanyavad dhanyawad
  asante mahalo arigato tks tq thks xièxie xiexie xie xiè salamat shukran shukriyaa spasibo dank gracias
  obrigadão merci mulțumesc multumesc mersi kamsahamnida gamsahamnida komapsumnida gomawo dyakuyu дякую спасибо medaase
  tanks respect jazakallah jazakallahu dhonnobad dhonnobaad dhanyabad teşekkürler tesekkurler teşekkür tesekkur sağol sagol takk
  efharisto efcharisto köszönöm koszonom děkuji dekuji hvala paldies arigatou cảm grazzi mèsi bless
  감사합니다 고맙습니다 고마워요 谢谢 ありがとう شكرا धन्यवाद`
    .split(/\s+/)
    .filter(Boolean),
);
/** Who is being greeted: "hi all", "morning team", "hey daily". */
const ADDRESSED =
  'there all everyone everybody yall team folks guys gang friend friends mate mates buddy pal partner daily again you u lovely good day anyone anybody home awake around alive sunshine love hun babe boss chief coach fam bestie sir madam captain stranger up dude bro ji ma lah o oo mi amigo amiga tudo bem my dear darling brother sister sis bhai didi yaar habibi habibti po ate kuya to ka e wa abi abla abim g my homie homies bruv blud cuz fella lads ladies peeps lol haha oh well now yuh bach ok okay um erm uh yeah really'.split(
    ' ',
  );
/** Praise and warmth that go with thanks: "you're a gem", "that's brilliant, thanks". */
const WARMTH = `god bless so much very v lot lots loads heaps tons ton a million bunch again mate buddy pal daily you u for that this it
  that's thats this is was you're youre ur are a an the best star gem legend hero lifesaver life saver champ rock
  brilliant great perfect lovely amazing awesome fab fantastic super wonderful helpful nice cool sweet ace
  spot on massively really truly kindly much many big huge ok okay oh aw aww ah really genuinely muchly mwah
  de nada beaucoup vielen dank very you've been have absolute absolutely total such what love loving it's
  helped helps worked works sorted saved did trick mil mill good stuff brill pet petal hun hon love babe chuck duck hen drive sweetheart
  dude bro man superb bless beauty cracking ji amigo amiga as reminding reminder reminders nudge nudges heads up help
  dear darling my boss brother sister sis bhai yaar habibi habibti po muchas bardzo dir for remember remembering me sir madam
  kind friend friends indeed w bruv g homie fella clutch bet fr frfr deadass hermano hermana wow actually lol haha ever your
  o well mami papi mama mamá mija mijo 10-4 roger x xx xxx morning afternoon evening today earlier yesterday tonight time patience trouble top sound bud proper gent diamond bang mille bolshoe bolshoye schön schoen nhiều nhieu khair veel mult multe çok cok too fi di yuh yuhself yourself one up fam muito save life por el reminder`
  .split(/\s+/)
  .filter(Boolean);

const ADDRESS_WORDS = new Set(ADDRESSED);
const WARMTH_WORDS = new Set(WARMTH);
/** Praise that thanks without a word of thanks, said to daily: "you're a gem", "legend". */
const PRAISE = new Set('gem legend star hero lifesaver champ rock best'.split(' '));

/** "heyyy" → "hey", "thank uuu" → "thank u", "hiii" → "hii": runs of three or more letters kept once, doubles kept. */
function unstretched(word: string): string {
  return word.replace(/(\p{L})\1{2,}/gu, '$1');
}

/** Both the word and its doubles undone, so "heyy" and "thankss" find "hey" and "thanks". */
function forms(word: string): string[] {
  const once = unstretched(word);
  return [once, once.replace(/(\p{L})\1+/gu, '$1')];
}

const inSet = (set: Set<string>, word: string) => forms(word).some((form) => set.has(form));

/** Greetings that take two words: "good morning", "what's up", "how's it going". */
const GREETING_PHRASES =
  /\b(?:good (?:morning|afternoon|evening|day)|bout (?:ye|ya|yous)|^now then$|bore da|prynhawn da|noswaith dda|ndewo(?: o)?|sak pase|sa k pase|kijan ou ye|kijan ou ye\?|what'?s good|top of the morning|what'?s up|whats good|how'?s it going|how are (?:you|u|ya|things)|how r u|how are you doing|how'?s things|how'?s tricks|hows tricks|how do you do|long time no (?:see|speak)|it'?s me|me again|i'?m back|back again|(?:i'?m |im )?new here|just (?:joined|signed up)|hi hi|hey hey|buen(?:os|as) (?:dias|tardes|noches)|guten (?:tag|morgen)|(?:i )?hope (?:you(?:'re|re| are)?|u r|ur|all is|all'?s|everything is|things are) (?:well|good|ok|okay|fine|doing well|keeping well|going well|having a good (?:day|week|weekend))(?: (?:on|at) (?:your|ur) end)?|(?:i )?hope (?:i'?m|i am|im) not (?:disturbing|bothering|interrupting) (?:you|u)|sorry to (?:disturb|bother) (?:you|u)|happy (?:mon|tues|wednes|thurs|fri|satur|sun)day|happy (?:weekend|new week|hump day)|(?:you|u|anyone|anybody) (?:about|around|there|up|awake)|(?:it'?s |this is )?\p{L}+ here$|me from (?:yesterday|before|earlier|last (?:night|week))|(?:just )?(?:checking|popping) in|(?:i'?m |im )?back at (?:my|the) desk(?: now)?|(?:sorry )?(?:been|it'?s been) (?:ages|a while|forever)|hope (?:your|ur|the) (?:week|day|weekend|morning|afternoon|evening) (?:is|'?s) (?:going )?(?:well|good|ok|okay)|(?:the )?(?:kids?|baby|twins|little ones?) (?:are |is )?finally (?:asleep|down|in bed))\b/gu;

/** A greeting alone, however spelled: "hiya", "mornin all", "heyy", "bonjour", "g'day", "hi again". */
export function isGreeting(plain: string): boolean {
  // "goooood morning": stretched letters kept at two, so the phrase is found as it is spelled.
  const words = plain
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .replace(GREETING_PHRASES, ' hi ')
    .trim()
    .split(/\s+/);
  if (words.length > 8) return false;
  let greets = false;
  for (const word of words) {
    if (inSet(GREETS, word)) greets = true;
    else if (!inSet(ADDRESS_WORDS, word)) return false;
  }
  return greets;
}

/**
 * "evening from a soggy Glasgow", "hi all from the trade show": a greeting, then where it is sent
 * from. The place is a few words none of which is a verb of doing, so "hi from Jo, call her back"
 * is left to the asks.
 */
const SENT_FROM = /^(.+?) from ((?:[\p{L}'-]+ ){0,4}[\p{L}'-]+)$/u;

export function isGreetingFrom(plain: string): boolean {
  const sent = SENT_FROM.exec(plain);
  if (!sent || !isGreeting(sent[1])) return false;
  // "mornin from the truck stop": a place opening on "the" is named by its words, whatever else they could be.
  return !sent[2]
    .split(' ')
    .some(
      (word, at, words) =>
        (isTaskVerb(word) && at > 0 && !/^(?:the|a|an|my|our)$/.test(words[0])) ||
        (isTaskVerb(word) && at === 0) ||
        /^(?:me|you|u|us|need|pls|please|remind|can|could)$/.test(word),
    );
}

/**
 * "Thanks for sorting that so quickly", "many thanks for the quick turnaround": thanks for what was
 * done, with no ask after it ("thanks, can you move it to 5" is left to the asks).
 */
const THANKS_FOR =
  /^(?:(?:many|huge|big|massive) )?(?:thanks|thank you|thank u|thankyou|thx|ty|cheers)(?: (?:again|so much|very much|a lot|loads|heaps|a million|daily))* for (?!(?:the|a|an) (?:tip|link|idea)\b)((?:[\p{L}\p{N}'-]+ ?){1,10})$/u;
const ASK_AFTER = /\b(?:remind me|also|can you|could you|can u|please|pls|and (?:add|move|push|book|call|send|cancel|delete|remove))\b/;

const DONE_AFTER = /\s(?:done|did it|sorted|finished|completed|paid|sent|booked)$/;

export function isThanksFor(plain: string): boolean {
  const said = THANKS_FOR.exec(plain);
  // "thanks for nothing" is no thanks; "thanks for reminding me, done" reports the job done as well.
  return said !== null && !ASK_AFTER.test(said[1]) && !/^nothing\b/.test(said[1]) && !DONE_AFTER.test(said[1]);
}

/** Thanks alone, in any wording: "cheers mate", "ta", "thx so much", "you're a gem", "ty ty". */
export function isThanks(plain: string): boolean {
  // "go raibh maith agat": Irish thanks, in four words.
  const words = plain.replace(/\bgo raibh (?:míle )?maith (?:agat|agaibh)\b/g, 'thanks').split(' ');
  if (words.length > 12) return false;
  let thanks = false;
  let praise = false;
  for (const word of words) {
    if (inSet(THANKS_CORE, word)) thanks = true;
    else if (inSet(PRAISE, word)) praise = true;
    else if (!inSet(WARMTH_WORDS, word)) return false;
  }
  // Praise without thanks only when said to daily: "you're a gem", "legend", not "the best plan".
  return (
    thanks ||
    (praise &&
      /^(?:(?:you'?re|youre|ur|you are|what an?|such an?|absolute|an?) |(?:legend|star|hero|champ|lifesaver|life saver|gem)(?: (?:honestly|tbh|mate|x+|as always|again))*$)/.test(
        plain,
      ))
  );
}

/**
 * How people take their leave: "off to bed", "gotta run", "speak tomorrow", "bye for now", "that's
 * me for today". A message is a goodbye when it is made only of these, so "need to run to the bank"
 * (a place to go) and "talk to Sam tomorrow" (someone to talk to) are left to the asks.
 */
const LEAVING_LEAD = String.raw`(?:ok|okay|k|right|alright|aight|ight|anyway|anyways|well|cool|so|and|then|now|i'?m|im|i am|we'?re|i|gotta|got to|have to|need to|must|better|i'?d better|i should|time to|about to|just|really|for real|actually)`;
const LEAVING_PART = String.raw`(?:have a (?:good|great|nice|lovely) (?:evening|night|weekend|day|one)|bedtime|off to (?:bed|sleep|the gym|dinner|tea|the school run|(?:(?:the|my) )?(?:market|shop|site|studio|salon|kitchen|office|yard|van|truck|unit|stall|class|gig|job|airport|station|work))(?: now)?|ta ?ta|ttfn|off home(?: now)?|closing (?:up|shop|the shop)(?: now| for (?:the day|today|tonight))?|off(?: now| for (?:the|today|tonight)(?: day| night| weekend)?)?|heading (?:off|out|home|to bed|offline)|going offline|(?:i'?m |im )?out(?: for (?:today|tonight|the day|now))?|talk to (?:you|u|ya) (?:later|soon|tomorrow)|speak to (?:you|u|ya) (?:later|soon|tomorrow)|(?:i'?ll )?bid you (?:good (?:evening|night|day|afternoon)|goodnight|farewell)(?: now)?|(?:i )?(?:shall|will|'?ll) (?:say )?(?:goodbye|good ?night|farewell)|say (?:goodbye|good ?night)|so long|head off|going to (?:bed|sleep)|bed|sleep|run|dash|drive|go|bounce|for real(?: this time| now)?|jet|shoot off|signing off|logging off|sign off|log off|clocking off|calling it a (?:day|night)|that'?s me(?: done)?|that'?s all(?: for (?:today|now|tonight))?|thats all(?: for (?:today|now|tonight))?|done for (?:the day|today|tonight|now)|night(?: night)?|nite|goodnight|good night|gnight|g'?night|gn|bye(?: bye)?|goodbye|ttyl|ttys|talk (?:later|soon|tomorrow|in the morning)|speak (?:later|soon|tomorrow|in the morning)|chat (?:later|soon|tomorrow|in the morning)|catch (?:you|ya) (?:later|tomorrow|soon)|see (?:ya|you)(?: later| tomorrow| soon)?|cya|laters|later|for now|for today|for tonight|for the (?:day|night|weekend)|till tomorrow|until tomorrow|x+|peace(?: out)?|tschüss|tschuss|tschüs|ciao(?: ciao)?|adios|adiós|au revoir|à demain|a demain|à bientôt|hasta (?:luego|mañana|manana|pronto)|bis (?:morgen|bald|später)|do widzenia|na razie|paalam|khuda hafiz|allah hafiz|alvida|ma'?a ?salama|tchau|até (?:amanhã|logo)|o dabo|i go to (?:cook|sleep|bed|work|eat|pray)|(?:bueno,? )?(?:me )?voy a (?:comer|almorzar|cenar|dormir))(?: (?:all|everyone|folks|team|guys|mate|daily|x+))?`;
const LEAVING = new RegExp(String.raw`^(?:(?:${LEAVING_LEAD} )*${LEAVING_PART}(?: |$))+$`);
/** The words of leaving that say it on their own; "run" or "go" alone may be an answer. */
const LEAVING_CORE =
  /\b(?:bed|bedtime|have a|sleep|voy|bye|goodbye|farewell|so long|night|offline|out|bid you|gnight|g'?night|nite|gn|ttyl|ttys|cya|laters|later|soon|tomorrow|off|dash|run|go|bounce|jet|that'?s me|done for|ta ?ta|ttfn|tschüss|tschuss|tschüs|ciao|adios|adiós|revoir|demain|bientôt|hasta|bis|widzenia|razie|paalam|hafiz|alvida|salama|tchau|até|dabo|peace)(?![\p{L}])/u;

/** A goodbye said as leaving: at least two words, every one of them part of taking leave. */
export function isLeaving(plain: string): boolean {
  const words = plain.split(' ');
  if (words.length < 2 || words.length > 12) return false;
  return LEAVING_CORE.test(plain) && LEAVING.test(plain);
}

const WAVE = /\p{Extended_Pictographic}/u;
const WAVES = /👋|🙋/u;
const THANKING = /🙏|💐|🫶|❤️|♥️|💕|💖|😘|🥰/u;

/** A message of emoji alone: a wave greets, folded hands or a heart thank, anything else is a nod. */
export function emojiTalk(text: string): SmallTalk | null {
  if (!WAVE.test(text)) return null;
  if (WAVES.test(text)) return 'greeting';
  if (THANKING.test(text)) return 'thanks';
  return 'acknowledgement';
}
