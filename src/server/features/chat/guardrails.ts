// Messages that try to change the assistant's rules or get data out of it ("ignore your
// instructions", "list all customers", "what is the e-mail for SR-...") get a polite refusal
// before anything is looked up or sent to a language model. The look-up itself only ever tells a
// request's own status (and details to its own e-mail), so this is a second line: it keeps the
// answer to such a message a clear "no" instead of a confusing half-answer. Each list has the
// English ways of asking, then the Spanish ones (accents are gone by the time they are compared).
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
  /\b(?:ignora|ignore|ignorar|olvida|olvide|olvidar|omite|omita|salta|salte|desobedece|desobedezca)\b.{0,40}\b(?:instrucciones|reglas|indicaciones|restricciones|lo anterior|todo lo anterior)\b/,
  /\b(?:prompt|mensaje|instrucciones)\s+(?:del sistema|de sistema|inicial(?:es)?|ocult[oa]s?|secret[oa]s?|original(?:es)?)\b/,
  /\b(?:muestra|muestrame|muestre|muestreme|revela|revele|revelame|dime|digame|repite|repita|imprime|imprima|comparte|comparta|dame|deme)\b.{0,20}\b(?:tus|sus|las)\s+(?:instrucciones|reglas|indicaciones|configuracion)\b/,
  /\b(?:finge|finja|fingir|imagina que eres|imagine que es|juego de rol)\b/,
  /\b(?:actua|actue|comportate|comportese)\s+como\s+(?:si fueras|si fuera|un |una |el |la )?(?:admin|administrador|sistema|desarrollador|ia|asistente diferente|bot sin)/,
  /\bahora eres\b|\bahora usted es\b|\ba partir de ahora\b.{0,30}\b(?:eres|es|responde|responda|contesta|conteste)\b/,
  /\bnuevas (?:instrucciones|reglas)\b|\bnuevo (?:rol|personaje)\b|\bmodo (?:desarrollador|dios|administrador|sin restricciones|depuracion)\b/,
];

// What the company holds about customers, as people ask for it in lists.
const RECORDS =
  '(?:customers|clients|users|service requests|requests|orders|shipments|records|emails|email address(?:es)?|addresses|' +
  'phone numbers?|contacts|accounts|drivers|applicants|driver applications|applications|invoices|reference ids)';
const PEOPLE = '(?:customers?|clients?|users?|shippers?|brokers?|dispatchers?|people|persons?|drivers?)';
const PERSONAL_DETAILS = '(?:email|email address|phone|phone number|name|address|contact|customer|owner|sender|recipient|consignee)s?';
const A_REQUEST = '(?:refid|request|order|shipment|reference|this id|that id|it)';
const REGISTROS =
  '(?:clientes|usuarios|solicitudes|pedidos|envios|registros|correos|direcciones|telefonos|contactos|cuentas|' +
  'conductores|solicitantes|facturas|numeros de referencia)';
const DATOS_PERSONALES = '(?:correo|email|telefono|nombre|direccion|contacto|cliente|dueno|remitente|destinatario)s?';
const UNA_SOLICITUD = '(?:refid|solicitud|pedido|envio|referencia|orden)';

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
  // The same in Spanish: "muéstreme todos los clientes", "¿cuál es el correo de SR-...?", "¿quién hizo ...?".
  new RegExp(
    `\\b(?:lista|liste|listar|muestra|muestrame|muestre|muestreme|dame|deme|dime|digame|exporta|exporte|ensename)\\b(?: la lista de)?(?: todos| todas| los demas| las demas| otros| otras)(?: los| las| sus)? ${REGISTROS}\\b`,
  ),
  new RegExp(`\\blista (?:de )?(?:todos |todas )?(?:los |las |sus )?${REGISTROS}\\b`),
  new RegExp(
    `\\b(?:datos|informacion|correos|telefonos|direcciones|solicitudes|pedidos|envios|facturas) de (?:otros|otras|todos los|todas las|otra persona|otras personas|alguien mas)\\b`,
  ),
  /\bcuant[oa]s (?:clientes|usuarios|solicitudes|pedidos|envios|conductores|facturas)\b/,
  /\b(?:base de datos|contrasena (?:de |del )?admin(?:istrador)?|credenciales de admin(?:istrador)?|clave de api|token de acceso)\b/,
  new RegExp(
    `\\b(?:cual|cuales|que|dime|digame|dame|deme|muestrame|muestreme|busca|busque|revela|revele)\\b.{0,30}` +
      `(?<!\\bsu |\\bsus |\\bmi |\\bmis |\\btu |\\bnuestro |\\bnuestra )\\b${DATOS_PERSONALES}\\b(?!\\s+(?:debo|debe|pongo|pone|uso|usar|usa|doy|escribo|necesito|tengo|hay|puedo|va|van)\\b).{0,30}` +
      `\\b(?:de|del|en|para)\\s+(?:la |el |esa |esta |ese |este )?${UNA_SOLICITUD}\\b`,
  ),
  new RegExp(
    `\\bquien\\b.{0,30}\\b(?:envio|hizo|pidio|solicito|realizo|mando|es el dueno de)\\b.{0,30}\\b(?:${UNA_SOLICITUD}|esta|esa|este|ese)\\b`,
  ),
  new RegExp(`\\bde quien es (?:la |el |esta |esa |este |ese )?${UNA_SOLICITUD}\\b`),
];

/** True when the message tries to change the assistant's rules or get data it must not give. */
export function isRuleChangeOrDataGrab(message: string): boolean {
  const text = normalizeText(message).replace(REFERENCE_ID, ' refid ').replace(/\s+/g, ' ');
  return RULE_CHANGES.some((pattern) => pattern.test(text)) || DATA_GRABS.some((pattern) => pattern.test(text));
}
