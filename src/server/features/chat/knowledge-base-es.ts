// What the chat assistant knows, in Spanish: the same topics as knowledge-base.ts (same ids, same
// narrower and broader topics, knowledge-base-es.test.ts holds them together), asked the way
// Spanish-speaking customers ask and answered in the formal "usted" a US freight office writes in.
// Keywords may be written with or without accents (the matcher ignores them); brand names (Zelle,
// PayPal, ACH) and trade words customers use in English as well (LTL, CDL, MC, DOT) are keywords too.
// Labels (services, roles, urgency) are the shared catalog's Spanish ones; the FAQ topics' answers
// come from src/shared/faq/es.ts, as the English ones come from en.ts.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { CHAT_ASSISTANT_NAME } from '../../../shared/chat.js';
import { chatLink } from '../../../shared/chat-text.js';
import { faqAnswers } from '../../../shared/faq/es.js';
import { phoneHref } from '../../../shared/format.js';
import { SERVICE_TYPES_BY_ROLE, USER_ROLES, type ServiceType, type UserRole } from '../../../shared/service-requests.js';
import { sharedLabelText } from '../../../shared/shared-texts.js';
import { translator } from '../../i18n/translator.js';
import type { KnowledgeBase, Topic } from './knowledge-base.js';

const spanish = translator('es');
const serviceLabel = (type: ServiceType) => sharedLabelText(spanish, 'serviceType', type);
const roleLabel = (role: UserRole) => sharedLabelText(spanish, 'userRole', role);
const urgencyLabel = (urgency: string) => sharedLabelText(spanish, 'urgency', urgency);

/** What each service type means, in a customer's words. */
const SERVICE_TYPE_MEANINGS: Record<ServiceType, { means: string; askedAs: string[]; hints?: string[] }> = {
  'small-package': {
    means: 'cajas, paquetes y otros artículos pequeños que una persona puede cargar.',
    askedAs: ['paquete pequeño', 'paquete', 'paqueteria', 'caja pequeña', 'small package'],
    hints: ['caja', 'sobre'],
  },
  furniture: {
    means: 'sofás, camas, mesas, electrodomésticos y otros muebles de casa u oficina, manejados con cuidado.',
    askedAs: ['mueble', 'muebles', 'sofa', 'sillon', 'cama', 'colchon', 'comoda', 'electrodomestico', 'mudanza'],
  },
  vehicle: {
    means: 'autos, camionetas, motocicletas y otros vehículos transportados en remolque.',
    askedAs: [
      'vehiculo',
      'transporte de vehiculos',
      'auto',
      'carro',
      'coche',
      'moto',
      'motocicleta',
      'camioneta',
      'enviar mi carro',
      'mover mi camion',
      'transportar mi camion',
    ],
  },
  'ltl-freight': {
    means:
      'carga, por lo general en tarimas, que no llena un remolque completo. Comparte el camión con otras cargas, ' +
      'así que paga solo el espacio que usa.',
    askedAs: ['ltl', 'carga parcial', 'menos que un camion completo', 'tarima', 'tarimas', 'pallet', 'palet', 'paleta'],
  },
  'tl-freight': {
    means: 'un remolque completo solo para su carga (también llamado FTL), para envíos grandes o carga que no debe ' + 'compartir camión.',
    askedAs: ['camion completo', 'carga completa', 'truckload', 'ftl', 'remolque completo', 'trailer completo'],
  },
  specialty: {
    means:
      'cargas que necesitan equipo o manejo especial, como artículos sobredimensionados o muy pesados, maquinaria, ' +
      'o mercancía frágil o de alto valor.',
    askedAs: [
      'carga especial',
      'sobredimensionada',
      'sobredimensionado',
      'sobrepeso',
      'maquinaria',
      'equipo pesado',
      'fragil',
      'manejo especial',
    ],
  },
  'carrier-sourcing': {
    means: 'buscamos transportistas confiables con capacidad para las cargas de sus clientes.',
    askedAs: ['busqueda de transportistas', 'buscar transportistas', 'encontrar transportistas', 'conseguir transportista'],
  },
  'dedicated-lanes': {
    means: 'capacidad constante en una ruta que usted envía una y otra vez, con el mismo origen y destino.',
    askedAs: ['ruta dedicada', 'rutas dedicadas', 'carril dedicado', 'dedicated lane'],
  },
  'spot-market': {
    means: 'cargas únicas movidas a las tarifas actuales del mercado, muchas veces con poco aviso.',
    askedAs: ['mercado spot', 'carga spot', 'tarifa spot', 'spot'],
  },
  'contract-negotiation': {
    means: 'ayuda para acordar tarifas y condiciones en contratos de transporte a largo plazo.',
    askedAs: ['negociacion de contratos', 'negociar contrato', 'negociar tarifas', 'tarifas de contrato'],
  },
  partnership: {
    means: 'una alianza a largo plazo con nosotros como su transportista.',
    askedAs: ['alianza', 'alianza comercial', 'asociarnos', 'ser socios'],
  },
  'load-sourcing': {
    means: 'buscamos cargas pagadas para sus camiones.',
    askedAs: ['busqueda de cargas', 'buscar cargas', 'buscar carga', 'conseguir cargas', 'encontrar cargas', 'load board'],
  },
  'fleet-coordination': {
    means: 'la coordinación diaria de sus camiones y conductores.',
    askedAs: ['coordinacion de flota', 'coordinar mi flota', 'administrar mi flota', 'manejo de flota'],
  },
  'route-optimization': {
    means: 'planificación de rutas que reduce las millas vacías y el tiempo en carretera.',
    askedAs: ['optimizacion de rutas', 'optimizar rutas', 'planificacion de rutas', 'planear rutas'],
  },
  'dedicated-dispatch': {
    means: 'un despachador que trabaja solo para su flota.',
    askedAs: ['despacho dedicado', 'despachador dedicado', 'despachador propio'],
  },
  'backhaul-coordination': {
    means: 'cargas para el viaje de regreso, para que los camiones no vuelvan vacíos.',
    askedAs: ['backhaul', 'carga de retorno', 'cargas de retorno', 'viaje de regreso', 'millas vacias', 'regresar vacio'],
  },
};

const ROLE_PLURALS: Record<UserRole, string> = { shipper: 'remitentes', broker: 'corredores de carga', dispatcher: 'despachadores' };

/** "A, B y C" */
function listOf(items: readonly string[], conjunction = 'y'): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;
}

function servicesFor(role: UserRole): string {
  return listOf(SERVICE_TYPES_BY_ROLE[role].map(serviceLabel));
}

export function spanishKnowledgeBase(company: CompanyProfile): KnowledgeBase {
  const phone = chatLink(company.supportPhone, phoneHref(company.supportPhone));
  const email = company.email;
  const requestPage = chatLink('Solicitar un servicio', '/');
  const trackPage = chatLink('Rastrear una solicitud', '/track');
  const makeAPayment = chatLink('Realizar un pago', '/make-a-payment');
  const joinUs = chatLink('Trabaje como conductor', '/join-us');
  const faq = faqAnswers(company);

  const topics: Topic[] = [
    {
      id: 'greeting',
      title: 'Saludos',
      askedAs: ['hola', 'buenos dias', 'buenas tardes', 'buenas noches', 'buenas', 'saludos', 'que tal', 'buen dia', 'hi', 'hello'],
      answer:
        `¡Hola! Soy ${CHAT_ASSISTANT_NAME}, el asistente de ${company.name}. Puedo ayudarle a solicitar un servicio, ` +
        'con cotizaciones, pagos, el seguimiento de una solicitud o si quiere manejar con nosotros. ¿En qué le puedo ayudar?',
      brief: '¡Hola!',
    },
    {
      id: 'thanks',
      title: 'Agradecimientos y despedidas',
      askedAs: [
        'gracias',
        'muchas gracias',
        'le agradezco',
        'adios',
        'hasta luego',
        'chao',
        'muy amable',
        'perfecto',
        'excelente',
        'thanks',
      ],
      answer: `¡Con gusto! ¿Hay algo más en lo que le pueda ayudar? Nuestro equipo también lo atiende 24/7 al ${phone}.`,
      brief: '¡Con gusto!',
    },
    {
      id: 'request-service',
      title: 'Cómo solicitar un servicio',
      askedAs: [
        'solicitar un servicio',
        'solicitar servicio',
        'solicitud de servicio',
        'nueva solicitud',
        'hacer una solicitud',
        'hacer un pedido',
        'hacer una orden',
        'reservar',
        'programar una recogida',
        'agendar una recogida',
        'necesito enviar',
        'quiero enviar',
        'enviar algo',
        'mandar algo',
        'necesito un camion',
        'contratar sus servicios',
      ],
      hints: ['solicitar', 'solicitud', 'pedido', 'orden', 'enviar', 'mandar', 'recogida', 'entrega', 'formulario', 'empezar', 'como'],
      answer:
        `Empiece en ${requestPage}: elija su función (${listOf(USER_ROLES.map(roleLabel), 'o')}), complete el ` +
        'formulario y envíelo. Recibe un número de referencia al instante y una confirmación por correo electrónico, ' +
        'y nuestro equipo se comunica con usted en un plazo de 2 a 4 horas hábiles con una cotización. Los campos ' +
        'marcados con * son obligatorios.',
    },
    {
      id: 'shipper',
      title: 'Solicitar un servicio como remitente',
      askedAs: ['remitente', 'como remitente', 'soy remitente', 'enviar mercancia', 'enviar mis productos', 'enviar mis cosas', 'shipper'],
      narrows: 'request-service',
      answer:
        `En ${requestPage} elija ${roleLabel('shipper')} ("Necesito enviar mercancía de un lugar a otro"). El ` +
        'formulario pide los Detalles del servicio (el tipo de servicio y una descripción), la Información de la ' +
        'mercancía (tamaño, peso, tipo, manejo especial y hasta 5 fotos), los lugares de recogida y entrega, sus ' +
        'Preferencias de fecha y horario (fecha y momento del día preferidos, o lo antes posible) y su Información de ' +
        `contacto. Servicios para remitentes: ${servicesFor('shipper')}.`,
    },
    {
      id: 'broker',
      title: 'Solicitar un servicio como corredor de carga',
      askedAs: ['corredor', 'corredor de carga', 'broker', 'freight broker', 'correduria', 'como corredor', 'mis clientes'],
      narrows: 'request-service',
      answer:
        `En ${requestPage} elija ${roleLabel('broker')} ("Organizo el transporte de carga para mis clientes"). El ` +
        'formulario tiene un Resumen del servicio (tipo de servicio y descripción), los Requisitos del transportista ' +
        '(equipo, volumen de carga, condiciones del contrato, rutas preferidas) y su Información de contacto; no se ' +
        `necesitan direcciones desde el principio. Servicios para corredores de carga: ${servicesFor('broker')}.`,
    },
    {
      id: 'dispatcher',
      title: 'Solicitar un servicio como despachador',
      askedAs: ['despachador', 'despacho', 'dispatcher', 'dispatch', 'como despachador', 'mi flota', 'owner operator', 'dueño operador'],
      narrows: 'request-service',
      answer:
        `En ${requestPage} elija ${roleLabel('dispatcher')} ("Coordino cargas y rutas"). El formulario pregunta por ` +
        'los servicios de despacho que necesita, sus tarifas de despacho, su equipo, los tipos de carga y las zonas ' +
        `que cubre, y su Información de contacto. Servicios para despachadores: ${servicesFor('dispatcher')}.`,
    },
    {
      id: 'service-types',
      title: 'Los servicios que ofrecemos',
      askedAs: [
        'tipo de servicio',
        'tipos de servicio',
        'que servicios',
        'que ofrecen',
        'que hacen',
        'servicios que ofrecen',
        'ofrecen servicio',
        'que pueden enviar',
        'que transportan',
      ],
      hints: ['ofrecen', 'ofrecer', 'servicio', 'servicios'],
      answer:
        `Para remitentes: ${servicesFor('shipper')}. Para corredores de carga: ${servicesFor('broker')}. Para ` +
        `despachadores: ${servicesFor('dispatcher')}. Pregúnteme por cualquiera de ellos, o empiece en ${requestPage}.`,
    },
    ...USER_ROLES.flatMap((role) =>
      SERVICE_TYPES_BY_ROLE[role].map((type): Topic => {
        const label = serviceLabel(type);
        const meaning = SERVICE_TYPE_MEANINGS[type];
        return {
          id: `service-type:${type}`,
          title: `Tipo de servicio: ${label}`,
          askedAs: meaning.askedAs,
          ...(meaning.hints ? { hints: meaning.hints } : {}),
          narrows: 'service-types',
          isAThing: true,
          answer:
            `${label} es un servicio para ${ROLE_PLURALS[role]}: ${meaning.means} ` +
            `Elija ${roleLabel(role)} en ${requestPage} para pedirlo.`,
        };
      }),
    ),
    {
      id: 'urgency',
      title: 'Niveles de urgencia',
      askedAs: [
        'urgencia',
        'urgente',
        'lo antes posible',
        'lo mas pronto posible',
        'asap',
        'prioridad alta',
        'alta prioridad',
        'prioridad',
        'expedito',
        'emergencia',
        'el mismo dia',
        'de inmediato',
      ],
      hints: ['rapido', 'pronto', 'hoy', 'manana', 'apuro', 'prisa'],
      answer:
        `Cada solicitud tiene una urgencia: ${urgencyLabel('standard')} (la predeterminada), ${urgencyLabel('high')} ` +
        `o ${urgencyLabel('urgent')}. Elíjala en el formulario; una urgencia más alta se programa primero y puede ` +
        `costar más, lo que mostrará su cotización. Si algo debe moverse hoy, llámenos de inmediato al ${phone} (24/7).`,
    },
    {
      id: 'after-request',
      title: 'Qué pasa después de una solicitud',
      askedAs: [
        'que pasa despues',
        'que sigue',
        'despues de enviar',
        'siguiente paso',
        'proximo paso',
        'cuando me contactan',
        'cuando me llaman',
        'me van a llamar',
        'me van a contactar',
        'tiempo de respuesta',
        'cuando sabre',
        'correo de confirmacion',
        'recibieron mi solicitud',
        'llego mi solicitud',
        'confirmacion por correo',
        'recibir una confirmacion',
      ],
      hints: ['confirmacion', 'despues', 'siguiente', 'enviada', 'esperar', 'esperando', 'respuesta'],
      answer: faq['after-request'],
    },
    {
      id: 'reference-id',
      title: 'Números de referencia',
      askedAs: [
        'numero de referencia',
        'id de referencia',
        'numero de confirmacion',
        'numero de rastreo',
        'numero de seguimiento',
        'perdi mi referencia',
        'perdi mi numero',
        'olvide mi referencia',
        'numero de pedido',
        'numero de solicitud',
        'donde esta mi referencia',
      ],
      hints: ['referencia', 'perdi', 'olvide', 'id'],
      answer:
        'Su número de referencia tiene el formato SR-XXXX-XXXX-XXXX-XXXX. Aparece en la pantalla de confirmación ' +
        `después de enviar una solicitud y en el correo de confirmación. ¿Lo perdió? Llame al ${phone} o escriba a ` +
        `${email} desde la dirección que usó. Envíemelo aquí y le diré el estado de su solicitud.`,
    },
    {
      id: 'quotes',
      title: 'Cotizaciones y precios',
      askedAs: [
        'cotizacion',
        'cotizar',
        'precio',
        'precios',
        'costo',
        'cuesta',
        // The home page's own question: "¿Cuánto costará mi envío?"
        'costara',
        'costaria',
        'cuanto cuesta',
        'cuanto cobran',
        'cuanto sale',
        'tarifa',
        'tarifas',
        'estimado',
        'presupuesto',
        'cargo',
        'barato',
        'dolares',
      ],
      hints: ['cuanto', 'cobrar', 'cobran', 'pagar'],
      answer: faq.quotes,
    },
    {
      id: 'payment-methods',
      title: 'Formas de pago',
      askedAs: [
        'metodo de pago',
        'metodos de pago',
        'forma de pago',
        'formas de pago',
        'opciones de pago',
        'medios de pago',
        'como puedo pagar',
        'como pago',
        'como pagar',
        'como se paga',
        'donde pago',
        'aceptan pagos',
        'pagar con',
        'pago con',
        'payment method',
        'how can i pay',
      ],
      hints: [
        'pagar',
        'pago',
        'pagos',
        'aceptan',
        'aceptar',
        'metodo',
        'efectivo',
        'cheque',
        'giro postal',
        'money order',
        'cripto',
        'bitcoin',
      ],
      answer: faq['payment-methods'],
    },
    {
      id: 'pay:credit_card',
      title: 'Pago con tarjeta de crédito',
      askedAs: [
        'tarjeta de credito',
        'tarjeta de debito',
        'tarjeta',
        'credit card',
        'visa',
        'mastercard',
        'amex',
        'american express',
        'discover',
        'stripe',
      ],
      narrows: 'payment-methods',
      answer:
        'Pague con tarjeta de crédito o débito en la página de su factura: por una página de pago segura o con el ' +
        `formulario de tarjeta en la misma página. También puede pagar cualquier monto con tarjeta en ${makeAPayment}. ` +
        'Los datos de la tarjeta van directamente a nuestro proveedor de pagos con tarjeta; nunca vemos ni guardamos ' +
        'el número de su tarjeta.',
    },
    {
      id: 'pay:paypal',
      title: 'Pago con PayPal',
      askedAs: ['paypal', 'pay pal'],
      narrows: 'payment-methods',
      answer:
        'Elija PayPal en la página de su factura y use el botón de PayPal: inicia sesión en PayPal y aprueba el monto ' +
        `de la factura en dólares estadounidenses. Para un pago sin factura, vea en ${makeAPayment} los otros métodos.`,
    },
    {
      id: 'pay:bank_transfer',
      title: 'Pago por transferencia bancaria',
      askedAs: ['transferencia bancaria', 'transferencia', 'pago desde mi banco', 'cuenta bancaria', 'cuenta de banco', 'bank transfer'],
      narrows: 'payment-methods',
      answer:
        'Elija Transferencia bancaria en la página de su factura. Para nuestros datos bancarios escriba a ' +
        `${email} y ponga su número de referencia en el concepto de la transferencia. Su pago aparece como pendiente ` +
        'de verificación hasta que nuestro equipo vea llegar el dinero, y luego como pagado.',
    },
    {
      id: 'pay:zelle',
      title: 'Pago con Zelle',
      askedAs: ['zelle'],
      narrows: 'payment-methods',
      answer:
        `En ${makeAPayment} escriba su correo electrónico y el monto y elija Zelle: la página muestra nuestro correo ` +
        "de Zelle, el monto y un código QR, y 'Abrir la aplicación de Zelle' los llena por usted. Ponga su número de " +
        'referencia en la nota (memo) para que podamos identificar el pago. Zelle también se ofrece en la página de su factura.',
    },
    {
      id: 'pay:wire_transfer',
      title: 'Pago por giro bancario',
      askedAs: ['giro bancario', 'wire transfer', 'wire', 'transferencia internacional', 'swift'],
      narrows: 'payment-methods',
      answer:
        `Elija Giro bancario (wire) en la página de su factura o en ${makeAPayment} y presione 'Obtener ` +
        `instrucciones de pago'. Escriba a ${email} para recibir nuestros datos bancarios y ponga su número de ` +
        'referencia en la referencia del giro; le confirmamos en cuanto llegue.',
    },
    {
      id: 'pay:ach',
      title: 'Pago por ACH',
      askedAs: ['ach', 'transferencia ach', 'pago ach', 'cheque electronico', 'echeck'],
      narrows: 'payment-methods',
      answer:
        'Elija ACH en la página de su factura para pagar directamente desde una cuenta bancaria de EE. UU. Los pagos ' +
        'ACH tardan de 1 a 3 días hábiles en acreditarse; su factura aparece como pagada cuando se acreditan.',
    },
    {
      id: 'pay:direct_deposit',
      title: 'Pago por depósito directo',
      askedAs: ['deposito directo', 'deposito', 'depositar', 'direct deposit'],
      narrows: 'payment-methods',
      answer:
        `En ${makeAPayment} elija Depósito directo y presione 'Obtener instrucciones de pago'. Escriba a ${email} ` +
        'para recibir nuestros datos bancarios e indique su número de referencia, para que podamos identificar su depósito.',
    },
    {
      id: 'pay-invoice',
      title: 'Pagar una factura',
      askedAs: [
        'factura',
        'pagar mi factura',
        'pagar la factura',
        'pagar factura',
        'pagar mi cuenta',
        'enlace de pago',
        'link de pago',
        'monto a pagar',
        'saldo',
        'cuanto debo',
        'invoice',
      ],
      hints: ['pagar', 'pago', 'debo', 'vence'],
      narrows: 'payment-methods',
      answer:
        'Cuando nuestro equipo fija su precio final, recibe un correo con la factura y un enlace de pago. El enlace ' +
        'abre /payment?ref=SU-NUMERO-DE-REFERENCIA (su número de referencia SR-), que muestra el monto y le permite ' +
        'elegir un método: tarjeta, PayPal, transferencia bancaria, Zelle, giro bancario o ACH. Envíeme su número de ' +
        'referencia y el correo electrónico de su solicitud y le daré su enlace de pago.',
    },
    {
      id: 'make-a-payment',
      title: 'Hacer un pago sin factura',
      askedAs: [
        'realizar un pago',
        'hacer un pago',
        'sin factura',
        'no tengo factura',
        'pago unico',
        'pagar un monto',
        'pagar una carga',
        'make a payment',
      ],
      narrows: 'payment-methods',
      answer:
        `Use ${makeAPayment}: escriba su correo electrónico y el monto, agregue una referencia de carga o de factura ` +
        'y notas si las tiene, y pague con tarjeta, Zelle, depósito directo o giro bancario.',
    },
    {
      id: 'tracking',
      title: 'Rastrear una solicitud',
      askedAs: [
        'rastrear',
        'rastreo',
        'rastrea',
        'seguimiento',
        'seguir mi',
        'donde esta mi',
        'donde va mi',
        'estado de mi',
        'estatus',
        'ya llego',
        'ya se entrego',
        'cuando llega mi',
        'en camino',
        'avance',
        'track',
        'tracking',
      ],
      hints: ['envio', 'carga', 'pedido', 'orden', 'llegar', 'entrega', 'estado'],
      answer: faq.tracking,
    },
    {
      id: 'transit-time',
      title: 'Cuánto tarda la entrega',
      askedAs: [
        'cuanto tarda',
        'cuanto tardan',
        'cuanto demora',
        'cuanto tiempo tarda',
        'cuanto tiempo toma',
        'cuanto se tarda',
        'tiempo de entrega',
        'tiempo de transito',
        'cuantos dias',
        'que tan rapido',
        'cuando pueden recoger',
        'cuando lo entregan',
      ],
      answer: faq['transit-time'],
    },
    {
      id: 'payment-problem',
      title: 'Un problema con un pago',
      askedAs: [
        'pago fallido',
        'fallo el pago',
        'pago rechazado',
        'tarjeta rechazada',
        'rechazada',
        'rechazado',
        'me cobraron dos veces',
        'cobro doble',
        'doble cobro',
        'no paso el pago',
        'monto equivocado',
        'problema con el pago',
        'problema con mi pago',
        'pague dos veces',
      ],
      narrows: 'payment-methods',
      answer:
        'Lamentamos el inconveniente. Un pago que falló o fue rechazado no se cobró: puede intentarlo de nuevo desde ' +
        'el enlace de su factura o elegir otro método. Si le cobraron dos veces o ve un monto que no reconoce, llame ' +
        `al ${phone} (24/7) o escriba a ${email} con su número de referencia y nuestro equipo lo resolverá.`,
    },
    {
      id: 'cancel-or-change',
      title: 'Cambiar o cancelar una solicitud',
      askedAs: [
        'cancelar',
        'cancelacion',
        'cambiar mi',
        'cambiar la recogida',
        'cambiar la entrega',
        'cambiar la direccion',
        'cambiar la fecha',
        'modificar',
        'actualizar mi solicitud',
        'editar mi solicitud',
        'direccion equivocada',
        'reprogramar',
        'reembolso',
      ],
      hints: ['cambiar', 'cambio', 'actualizar', 'editar', 'corregir'],
      answer: faq['cancel-or-change'],
    },
    {
      id: 'problem',
      title: 'Un problema con un envío',
      askedAs: [
        'dañado',
        'dañada',
        'daño',
        'daños',
        'roto',
        'rota',
        'reclamo',
        'reclamacion',
        'queja',
        'quejarme',
        'falta un articulo',
        'no llego',
        'no fue entregado',
        'nunca llego',
        'problema con',
        'entrega tarde',
        'retraso',
        'retrasado',
      ],
      hints: ['problema', 'falta', 'tarde', 'equivocado'],
      answer:
        `Lamentamos lo ocurrido. Llámenos al ${phone} (24/7) o escriba a ${email} con su número de referencia y lo ` +
        'que pasó (si algo llegó dañado, las fotos ayudan), y nuestro equipo se encargará.',
    },
    {
      id: 'photos',
      title: 'Fotos y documentos con una solicitud',
      askedAs: ['foto', 'fotos', 'fotografia', 'imagen', 'imagenes', 'subir', 'adjuntar', 'adjunto', 'archivo'],
      answer:
        'Los remitentes pueden agregar hasta 5 fotos o documentos a una solicitud (PDF, JPEG, PNG o GIF, de hasta 10 MB ' +
        'cada uno) en la sección Información de la mercancía; en un teléfono puede tomar la foto directamente desde el ' +
        'formulario. Los archivos se pueden quitar uno por uno antes de enviar.',
    },
    {
      id: 'coverage',
      title: 'Dónde operamos',
      askedAs: [
        'donde entregan',
        'a donde envian',
        'donde operan',
        'hacen envios a',
        'llegan hasta',
        'area de servicio',
        'zona de servicio',
        'cobertura',
        'que estados',
        'cuales estados',
        'todo el pais',
        'internacional',
        'internacionalmente',
        'canada',
        'mexico',
      ],
      hints: ['area', 'zona', 'estados', 'ubicacion'],
      answer: faq.coverage,
    },
    {
      id: 'become-driver',
      title: 'Manejar con nosotros',
      askedAs: [
        'ser conductor',
        'ser chofer',
        'trabajo de conductor',
        'trabajo de chofer',
        'manejar para ustedes',
        'manejar con ustedes',
        'trabajar con ustedes',
        'trabajar para ustedes',
        'unirme',
        'contratando',
        'contratan',
        'empleo',
        'trabajo',
        'vacante',
        'vacantes',
        'aplicar',
        'postularme',
        'solicitud de empleo',
        'trabajo cdl',
      ],
      hints: ['conductor', 'chofer', 'manejar', 'trabajar', 'cdl', 'camionero', 'trailero'],
      answer:
        `Presente su solicitud en ${joinUs}. La solicitud pide sus datos personales, su licencia, su experiencia ` +
        'manejando y dos documentos (currículum y copia de la licencia). Recibe un número de referencia al enviarla, ' +
        'y nuestro equipo de reclutamiento la revisa y se comunica con usted.',
    },
    {
      id: 'driver-requirements',
      title: 'Qué pide la solicitud de conductor',
      askedAs: [
        'requisitos',
        'requisitos para aplicar',
        'requisitos para manejar',
        'que necesito para aplicar',
        'que necesito para trabajar',
        'curriculum',
        'tarjeta medica',
        'clase de cdl',
        'clase a',
        'clase b',
        'clase c',
        'tipo de licencia',
        'que edad',
        'edad minima',
        'endoso',
        'endosos',
        'años de experiencia',
      ],
      hints: ['requisito', 'documentos', 'experiencia', 'necesito', 'licencia', 'cdl', 'edad'],
      narrows: 'become-driver',
      answer:
        'Para aplicar debe tener al menos 18 años y una licencia de conducir vigente. La solicitud pide:\n' +
        '- Datos personales: nombre, correo electrónico, teléfono, fecha de nacimiento y dirección\n' +
        '- Datos de la licencia: tipo (CDL, Chofer o No comercial), número, estado y vencimiento; la clase de CDL ' +
        '(A, B o C) si es CDL; endosos si los tiene\n' +
        '- Experiencia: años manejando, empleador anterior, fechas y motivo de salida\n' +
        '- Documentos: su currículum (PDF, DOC o DOCX) y una copia de su licencia (PDF, JPEG o PNG) son obligatorios; ' +
        'el certificado médico es opcional; cada archivo de hasta 5 MB\n' +
        `- Cuándo puede empezar, y cualquier otra cosa que debamos saber. Presente su solicitud en ${joinUs}.`,
    },
    {
      id: 'contact',
      title: 'Cómo comunicarse con nosotros',
      askedAs: [
        'contacto',
        'contactar',
        'comunicarme',
        'telefono',
        'numero de telefono',
        'llamar',
        'correo',
        'correo electronico',
        'email',
        'hablar con alguien',
        'hablar con una persona',
        'persona real',
        'humano',
        'agente',
        'representante',
        'servicio al cliente',
        'soporte',
        'atencion al cliente',
      ],
      answer:
        `Llámenos al ${phone}, las 24 horas, los 7 días de la semana, o escriba a ${email}. ` +
        'Tenga a mano su número de referencia si tiene uno.',
    },
    {
      id: 'hours',
      title: 'Horario de atención',
      askedAs: [
        'horario',
        'horarios',
        'horario de atencion',
        'horas de oficina',
        'a que hora abren',
        'estan abiertos',
        'abren el',
        'fin de semana',
        'fines de semana',
        'sabado',
        'domingo',
        'dia festivo',
        'feriado',
        '24x7',
        'fuera de horario',
      ],
      hints: ['abierto', 'abiertos', 'abren', 'cerrado', 'noche', 'hora'],
      answer: faq.hours,
    },
    {
      id: 'credentials',
      title: 'Licencias y seguro',
      askedAs: [
        'asegurados',
        'seguro',
        'aseguranza',
        'licencia de transportista',
        'autorizados',
        'numero mc',
        'numero dot',
        'mc',
        'dot',
        'usdot',
        'fmcsa',
        'confiables',
        'legitimos',
        'autoridad',
        'fianza',
        'confiar en ustedes',
      ],
      answer: faq.credentials,
    },
    {
      id: 'about-assistant',
      title: 'Sobre este asistente',
      askedAs: [
        'eres un bot',
        'es un bot',
        'eres un robot',
        'eres humano',
        'es usted humano',
        'eres real',
        'quien eres',
        'quien es usted',
        'que eres',
        'que puedes hacer',
        'que puede hacer',
        'ayudame',
        'ayudeme',
        'que puedo preguntar',
      ],
      answer:
        `Soy ${CHAT_ASSISTANT_NAME}, un asistente automático de ${company.name}. Puedo explicarle nuestros servicios, ` +
        'cotizaciones, formas de pago, el rastreo y las solicitudes de conductor, y decirle el estado de una solicitud ' +
        `a partir de su número de referencia. Para hablar con una persona, llame al ${phone} (24/7).`,
    },
  ];

  return {
    topics,
    fallback:
      'No estoy seguro de haberle entendido. Puedo ayudarle con:\n' +
      `- Solicitar un servicio como remitente, corredor de carga o despachador (${requestPage})\n` +
      '- Nuestros tipos de servicio, la urgencia, las cotizaciones y los precios\n' +
      `- Las formas de pago y el pago de una factura (${makeAPayment})\n` +
      `- Rastrear una solicitud (${trackPage}), o envíeme su número de referencia\n` +
      `- Trabajar como conductor (${joinUs})\n` +
      `O hable con nuestro equipo 24/7 al ${phone} o en ${email}.`,
    refusal:
      'Lo siento, no puedo ayudarle con eso. Solo doy el estado de una solicitud a quien tiene su número de ' +
      'referencia, y sus detalles solo cuando el mensaje también incluye el correo electrónico de contacto de la ' +
      'solicitud. Nunca hago listas de solicitudes ni comparto datos personales de nadie, y mis instrucciones no se ' +
      'pueden cambiar por el chat. Con gusto le ayudo con nuestros servicios, cotizaciones, pagos, rastreo o con ' +
      'manejar para nosotros.',
    oneAtATime: 'Fueron muchas preguntas a la vez: pregúnteme de nuevo lo que me faltó y se lo respondo enseguida.',
  };
}
