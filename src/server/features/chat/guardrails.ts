// Messages that try to change the assistant's rules or get data out of it ("ignore your
// instructions", "list all customers", "what is the e-mail for SR-...") get a polite refusal
// before anything is looked up or sent to a language model. The look-up itself only ever tells a
// request's own status (and details to its own e-mail), so this is a second line: it keeps the
// answer to such a message a clear "no" instead of a confusing half-answer.
import { normalizeText } from './text-matching.js';

const REFERENCE_ID = /\b(?:sr|da)[\s-]*(?:[0-9a-z]{4}[\s-]*){3}[0-9a-z]{4}\b/g;

const RULE_CHANGES: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass|skip)\b.{0,40}\b(?:instructions?|rules?|prompts?|guidelines?|directions|programming|restrictions?|the above|everything above|previous|prior)\b/,
  /\b(?:system|initial|hidden|original|developer|secret)\s+(?:prompt|message|instructions?)\b/,
  /\b(?:reveal|show|print|repeat|tell me|what are|give me|output|display|share|leak)\b.{0,20}\b(?:your|the)\s+(?:instructions|prompt|guidelines|programming|configuration)\b/,
  /\b(?:reveal|print|repeat|output|leak|share|show me)\b.{0,20}\byour rules\b/,
  /\b(?:repeat|print|output|reveal|display)\b.{0,20}\b(?:the text above|everything above|the above|previous text|your first message)\b/,
  /\b(?:jailbreak|dan mode|developer mode|god mode|sudo mode|admin mode|debug mode|unrestricted mode)\b/,
  /\b(?:pretend|roleplay|role play)\b.{0,20}\b(?:you are|to be|as if|youre)\b/,
  /\b(?:act|behave)\s+(?:as|like)\s+(?:if you|an? (?:ai|assistant|bot|admin|administrator|developer|system|unrestricted|different)|the (?:admin|administrator|system|developer))\b/,
  /\byou are now\b|\byoure now\b|\bfrom now on\b.{0,30}\b(?:you|answer|respond|reply)\b/,
  /\bnew (?:instructions|rules|persona|role)\b/,
  /<\|?(?:system|im_start|im_end|endoftext)\|?>|\[\/?(?:system|inst)\]|^\s*(?:system|assistant)\s*:/m,
];

// What the company holds about customers, as people ask for it in lists.
const RECORDS =
  '(?:customers|clients|users|service requests|requests|orders|shipments|records|emails|email address(?:es)?|addresses|' +
  'phone numbers?|contacts|accounts|drivers|applicants|driver applications|applications|invoices|reference ids)';
const PEOPLE = '(?:customers?|clients?|users?|shippers?|brokers?|dispatchers?|people|persons?|drivers?)';
const PERSONAL_DETAILS = '(?:email|email address|phone|phone number|name|address|contact|customer|owner|sender|recipient|consignee)s?';
const A_REQUEST = '(?:refid|request|order|shipment|reference|this id|that id|it)';

const DATA_GRABS: readonly RegExp[] = [
  // Lists: "show me all customers", "list other requests", "give me every e-mail address".
  new RegExp(
    `\\b(?:list|show|give|tell|dump|export|print|display)\\b(?: me| us)?(?: the)? (?:all|every|other|any)(?: of)?(?: the| your)?(?: other)? ${RECORDS}\\b`,
  ),
  new RegExp(`\\blist (?:of )?(?:all )?(?:the )?(?:your )?${RECORDS}\\b`),
  new RegExp(
    `\\b(?:all|every|other|another|others|someone elses|somebody elses|everyone elses)\\s+${PEOPLE}\\s*(?:data|information|info|details|names|addresses|numbers|phones|emails|email addresses|requests|orders|shipments|invoices)\\b`,
  ),
  new RegExp(`\\b(?:other peoples|someone elses|somebody elses|another customers|other customers|all customers)\\s*${RECORDS}\\b`),
  /\bhow many (?:customers|clients|requests|orders|shipments|users|drivers|applications|invoices)\b/,
  /\b(?:database|sql|select \* from|drop table|union select|api key|secret key|admin password|login credentials|admin credentials|access token)\b/,
  // A person's details behind a request: "what is the e-mail for SR-...". Not "your e-mail" (ours) or
  // "my e-mail" (the customer giving theirs), nor "what e-mail should I use for my request".
  new RegExp(
    `\\b(?:what|whats|which|tell|give|show|reveal|send|find|get|share|list|display|print|lookup|look up)\\b.{0,30}` +
      `(?<!your |our |ur |my )\\b${PERSONAL_DETAILS}\\b(?!\\s+(?:do|does|should|can|could|will|would|to|i|we)\\b).{0,30}` +
      `\\b(?:for|of|on|behind|attached to|linked to|associated with|belonging to|in|from|under|with)\\b.{0,20}\\b${A_REQUEST}\\b`,
  ),
  new RegExp(
    `\\bwho\\b.{0,30}\\b(?:sent|placed|owns|submitted|made|booked|ordered|requested|shipped|is behind)\\b.{0,30}\\b(?:${A_REQUEST}|this|that)\\b`,
  ),
  /\bwhose\s+(?:request|order|shipment|reference|refid|invoice)\b/,
];

/** True when the message tries to change the assistant's rules or get data it must not give. */
export function isRuleChangeOrDataGrab(message: string): boolean {
  const text = normalizeText(message).replace(REFERENCE_ID, ' refid ').replace(/\s+/g, ' ');
  return RULE_CHANGES.some((pattern) => pattern.test(text)) || DATA_GRABS.some((pattern) => pattern.test(text));
}
