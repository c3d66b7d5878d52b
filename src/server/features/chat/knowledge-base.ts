// What the chat assistant knows, in one place, written in the company's configured details.
// Each topic says how customers ask about it (`askedAs`: words or phrases that are enough on
// their own; `hints`: words that need a second clue) and what the assistant answers. The
// built-in assistant matches messages against these; the optional language model gets the same
// answers as its only knowledge. Links use the chat text format ([label](/path), see
// src/shared/chat-text.ts) and only go to our own pages, the phone or e-mail.
//
// Keep answers short (a chat bubble, not a page), true to what the site does, and free of promises
// the business has not made: no prices, no delivery times beyond the ones the spec states. The
// answers the home page's FAQ shows too are written in src/shared/faq/en.ts and only used here.
// This is the English knowledge base; knowledge-base-es.ts is the Spanish one, topic for topic.
import type { CompanyProfile } from '../../../shared/company-profile.js';
import { CHAT_ASSISTANT_NAME } from '../../../shared/chat.js';
import { chatLink } from '../../../shared/chat-text.js';
import { faqAnswers } from '../../../shared/faq/en.js';
import { phoneHref } from '../../../shared/format.js';
import {
  ROLE_LABELS,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES_BY_ROLE,
  URGENCY_LABELS,
  USER_ROLES,
  type ServiceType,
  type UserRole,
} from '../../../shared/service-requests.js';

export interface Topic {
  id: string;
  title: string;
  /** Words or phrases that on their own mean the customer is asking about this. */
  askedAs: readonly string[];
  /** Words that point here only together with a second clue from either list. */
  hints?: readonly string[];
  /** A broader topic this one narrows: asked together, only the narrower one answers. */
  narrows?: string;
  answer: string;
  /** Used instead of `answer` when other topics answer in the same reply. */
  brief?: string;
  /**
   * A thing a question can be about (a service type): named in a question another topic answers
   * ("the price of a pallet"), it is not asked about itself unless the question asks what it is.
   */
  isAThing?: boolean;
}

export interface KnowledgeBase {
  topics: readonly Topic[];
  /** For a message the assistant does not understand. */
  fallback: string;
  /** For a message that tries to get data out or change the assistant's rules. */
  refusal: string;
  /** Appended when a message asks about more things than one reply should hold. */
  oneAtATime: string;
}

/** What each service type means, in a customer's words (labels: src/shared/service-requests.ts). */
const SERVICE_TYPE_MEANINGS: Record<ServiceType, { means: string; askedAs: string[]; hints?: string[] }> = {
  'small-package': {
    means: 'boxes, parcels and other small items one person can carry.',
    askedAs: ['small package', 'parcel', 'small parcel', 'small box'],
    hints: ['box', 'envelope'],
  },
  furniture: {
    means: 'sofas, beds, tables, appliances and other home or office furniture, handled with care.',
    askedAs: ['furniture', 'sofa', 'couch', 'dresser', 'appliance', 'mattress'],
  },
  vehicle: {
    means: 'cars, pickups, motorcycles and other vehicles carried on a trailer.',
    askedAs: [
      'vehicle',
      'vehicle transport',
      'car',
      'car shipping',
      'motorcycle',
      'auto transport',
      'pickup truck',
      'ship my truck',
      'move my truck',
      'transport my truck',
    ],
  },
  'ltl-freight': {
    means:
      'freight, usually on pallets, that does not fill a whole trailer. It shares the truck with other loads, ' +
      'so you pay for the space you use.',
    askedAs: ['ltl', 'less than truckload', 'less than a truckload', 'partial load', 'pallet'],
  },
  'tl-freight': {
    means: 'a whole trailer for your freight alone (also called FTL), for large shipments or freight that should not share a truck.',
    askedAs: ['full truckload', 'truckload', 'full truck', 'whole truck', 'full load'],
  },
  specialty: {
    means:
      'loads that need special equipment or handling, such as oversized or very heavy items, machinery, or ' +
      'fragile and high-value goods.',
    askedAs: ['specialty', 'oversized', 'over sized', 'heavy equipment', 'machinery', 'fragile', 'special handling'],
  },
  'carrier-sourcing': {
    means: 'we find reliable carriers with capacity for your clients’ loads.',
    askedAs: ['carrier sourcing', 'find carriers', 'find a carrier', 'source carriers'],
  },
  'dedicated-lanes': {
    means: 'steady capacity on a lane you ship again and again, with the same origin and destination.',
    askedAs: ['dedicated lane', 'dedicated lanes'],
  },
  'spot-market': {
    means: 'one-off loads moved at current market rates, often at short notice.',
    askedAs: ['spot market', 'spot load', 'spot rate'],
  },
  'contract-negotiation': {
    means: 'help agreeing rates and terms for longer-term carrier contracts.',
    askedAs: ['contract negotiation', 'negotiate contract', 'negotiate rates', 'contract rates'],
  },
  partnership: {
    means: 'a long-term partnership with us as your carrier.',
    askedAs: ['partnership', 'partner with you', 'become partners'],
  },
  'load-sourcing': {
    means: 'we find paying loads for your trucks.',
    askedAs: ['load sourcing', 'find loads', 'find load', 'source loads', 'load board'],
  },
  'fleet-coordination': {
    means: 'day-to-day coordination of your trucks and drivers.',
    askedAs: ['fleet coordination', 'coordinate my fleet', 'manage my fleet', 'fleet management'],
  },
  'route-optimization': {
    means: 'route planning that cuts empty miles and time on the road.',
    askedAs: ['route optimization', 'route optimisation', 'optimize routes', 'route planning', 'plan routes'],
  },
  'dedicated-dispatch': {
    means: 'a dispatcher who works for your fleet alone.',
    askedAs: ['dedicated dispatch', 'dedicated dispatcher', 'own dispatcher'],
  },
  'backhaul-coordination': {
    means: 'loads for the return trip, so trucks do not drive home empty.',
    askedAs: ['backhaul', 'back haul', 'backhaul coordination', 'return load', 'empty miles'],
  },
};

const ROLE_PLURALS: Record<UserRole, string> = { shipper: 'shippers', broker: 'freight brokers', dispatcher: 'dispatchers' };

/** "A, B and C" */
function listOf(items: readonly string[], conjunction = 'and'): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;
}

function servicesFor(role: UserRole): string {
  return listOf(SERVICE_TYPES_BY_ROLE[role].map((type) => SERVICE_TYPE_LABELS[type]));
}

export function knowledgeBase(company: CompanyProfile): KnowledgeBase {
  const phone = chatLink(company.supportPhone, phoneHref(company.supportPhone));
  const email = company.email;
  const requestPage = chatLink('Request a Service', '/');
  const trackPage = chatLink('Track a Request', '/track');
  const makeAPayment = chatLink('Make a Payment', '/make-a-payment');
  const joinUs = chatLink('Become a Driver', '/join-us');
  // The topics the home page's FAQ also shows take their answers from there (one text, two places).
  const faq = faqAnswers(company);

  const topics: Topic[] = [
    {
      id: 'greeting',
      title: 'Greetings',
      askedAs: ['hi', 'hello', 'hey', 'hiya', 'howdy', 'good morning', 'good afternoon', 'good evening', 'greetings', 'yo'],
      answer:
        `Hi! I'm the ${CHAT_ASSISTANT_NAME} for ${company.name}. I can help with requesting a service, quotes, payments, ` +
        'tracking a request or driving with us. What can I do for you?',
      brief: 'Hi!',
    },
    {
      id: 'thanks',
      title: 'Thanks and goodbye',
      askedAs: ['thanks', 'thank', 'appreciate', 'bye', 'goodbye', 'cheers', 'great help', 'that helps', 'perfect'],
      answer: `You're welcome! Anything else I can help with? Our team is also there 24/7 at ${phone}.`,
      brief: "You're welcome!",
    },
    {
      id: 'request-service',
      title: 'How to request a service',
      askedAs: [
        'request service',
        'request a service',
        'service request',
        'new request',
        'start a request',
        'make a request',
        'place an order',
        'book',
        'booking',
        'schedule a pickup',
        'get started',
        'need to ship',
        'ship something',
        'send a shipment',
        'need a truck',
        'hire you',
      ],
      hints: ['request', 'order', 'ship', 'shipment', 'pickup', 'deliver', 'delivery', 'submit', 'form', 'how', 'start'],
      answer:
        `Start on ${requestPage}: choose your role (${listOf(Object.values(ROLE_LABELS), 'or')}), ` +
        'fill in the form for it ' +
        'and submit. You get a reference ID at once and an e-mail confirmation, and our team contacts you within ' +
        '2-4 business hours with a quote. Fields marked * are required.',
    },
    {
      id: 'shipper',
      title: 'Requesting a service as a shipper',
      askedAs: ['shipper', 'as a shipper', 'i am a shipper', 'ship goods', 'ship my goods', 'ship my stuff'],
      narrows: 'request-service',
      answer:
        `On ${requestPage} choose Shipper ("I need to ship goods from one location to another"). The form asks for ` +
        'Service Details (the service type and a description), Item Information (size, weight, type, special ' +
        'handling and up to 5 photos), the Pickup and Delivery Locations, your Scheduling Preferences (preferred ' +
        `date and time of day, or ASAP) and your Contact Information. Shipper services: ${servicesFor('shipper')}.`,
    },
    {
      id: 'broker',
      title: 'Requesting a service as a freight broker',
      askedAs: ['broker', 'freight broker', 'brokerage', 'as a broker', 'my clients'],
      narrows: 'request-service',
      answer:
        `On ${requestPage} choose Freight Broker ("I'm arranging transportation for my clients"). The form has a ` +
        'Service Overview (service type and description), Carrier Requirements (equipment, load volume, contract ' +
        'terms, preferred lanes) and your Contact Information; no addresses are needed up front. Broker services: ' +
        `${servicesFor('broker')}.`,
    },
    {
      id: 'dispatcher',
      title: 'Requesting a service as a dispatcher',
      askedAs: ['dispatcher', 'dispatch', 'dispatching', 'as a dispatcher', 'my fleet', 'owner operator'],
      narrows: 'request-service',
      answer:
        `On ${requestPage} choose Dispatcher ("I'm coordinating loads and routes"). The form asks about the ` +
        'dispatch services you need, your dispatching rates, equipment, load types and coverage areas, and your ' +
        `Contact Information. Dispatcher services: ${servicesFor('dispatcher')}.`,
    },
    {
      id: 'service-types',
      title: 'The services we offer',
      askedAs: [
        'service type',
        'type of service',
        'kind of service',
        'what service',
        'what do you offer',
        'what do you do',
        'services offer',
        'do you offer',
        'what can you ship',
        'what do you ship',
      ],
      hints: ['offer', 'provide', 'service'],
      answer:
        `For shippers: ${servicesFor('shipper')}. For freight brokers: ${servicesFor('broker')}. For dispatchers: ` +
        `${servicesFor('dispatcher')}. Ask me about any of them, or start on ${requestPage}.`,
    },
    ...USER_ROLES.flatMap((role) =>
      SERVICE_TYPES_BY_ROLE[role].map((type): Topic => {
        const label = SERVICE_TYPE_LABELS[type];
        const meaning = SERVICE_TYPE_MEANINGS[type];
        return {
          id: `service-type:${type}`,
          title: `Service type: ${label}`,
          askedAs: meaning.askedAs,
          ...(meaning.hints ? { hints: meaning.hints } : {}),
          narrows: 'service-types',
          isAThing: true,
          answer:
            `${label} is a service for ${ROLE_PLURALS[role]}: ${meaning.means} ` +
            `Choose ${ROLE_LABELS[role]} on ${requestPage} to ask for it.`,
        };
      }),
    ),
    {
      id: 'urgency',
      title: 'Urgency levels',
      askedAs: [
        'urgency',
        'urgent',
        'rush',
        'asap',
        'high priority',
        'priority',
        'expedite',
        'expedited',
        'emergency',
        'same day',
        'fast as possible',
        'right away',
      ],
      hints: ['fast', 'quick', 'quickly', 'soon', 'today', 'tomorrow'],
      answer:
        `Every request has an urgency: ${URGENCY_LABELS.standard} (the default), ${URGENCY_LABELS.high} or ` +
        `${URGENCY_LABELS.urgent}. Pick it on the form; ` +
        'higher urgency is scheduled first and can cost more, which your quote will show. If something must move ' +
        `today, call us right away at ${phone} (24/7).`,
    },
    {
      id: 'after-request',
      title: 'What happens after a request',
      askedAs: [
        'what happens next',
        'what happens after',
        'after i submit',
        'after submitting',
        'next step',
        'hear back',
        'hear from you',
        'get back to me',
        'contact me',
        'call me back',
        'response time',
        'how long until',
        'how long does it take to hear',
        'when will you contact',
        'when will someone',
        'confirmation email',
        'did you receive',
        'did you get my request',
        'email confirmation',
        'get a confirmation',
      ],
      hints: ['confirmation', 'after', 'next', 'submitted', 'wait', 'waiting'],
      answer: faq['after-request'],
    },
    {
      id: 'reference-id',
      title: 'Reference IDs',
      askedAs: [
        'reference id',
        'reference number',
        'confirmation number',
        'tracking number',
        'lost my reference',
        'forgot my reference',
        'order number',
        'request number',
        'where is my reference',
      ],
      hints: ['reference', 'lost', 'forgot', 'id'],
      answer:
        'Your reference ID looks like SR-XXXX-XXXX-XXXX-XXXX. It is on the confirmation screen after you submit a ' +
        `request and in the confirmation e-mail. Lost it? Call ${phone} or e-mail ${email} from the address you ` +
        'used. Send it to me here and I can tell you the status of your request.',
    },
    {
      id: 'quotes',
      title: 'Quotes and pricing',
      askedAs: [
        'quote',
        'price',
        'pricing',
        'cost',
        'how much',
        'rates',
        'estimate',
        'fee',
        'charge',
        'expensive',
        'cheap',
        'dollar',
        'budget',
      ],
      hints: ['rate', 'much', 'pay'],
      answer: faq.quotes,
    },
    {
      id: 'payment-methods',
      title: 'Ways to pay',
      askedAs: [
        'payment method',
        'payment option',
        'ways to pay',
        'way to pay',
        'how can i pay',
        'how do i pay',
        'how to pay',
        'forms of payment',
        'accept payment',
        'do you accept',
        'do you take',
        'pay with',
        'pay by',
      ],
      hints: ['pay', 'payment', 'accept', 'method', 'cash', 'check', 'cheque', 'money order', 'crypto', 'bitcoin'],
      answer: faq['payment-methods'],
    },
    {
      id: 'pay:credit_card',
      title: 'Paying by credit card',
      askedAs: [
        'credit card',
        'creditcard',
        'debit card',
        'card',
        'visa',
        'mastercard',
        'amex',
        'american express',
        'discover card',
        'stripe',
      ],
      narrows: 'payment-methods',
      answer:
        'Pay by credit or debit card on your invoice page: either through a secure checkout page or with the card ' +
        `form right on the page. You can also pay any amount by card on ${makeAPayment}. Card details go straight ` +
        'to our card payment provider; we never see or store your card number.',
    },
    {
      id: 'pay:paypal',
      title: 'Paying with PayPal',
      askedAs: ['paypal', 'pay pal'],
      narrows: 'payment-methods',
      answer:
        'Choose PayPal on your invoice page and use the PayPal button: you sign in to PayPal and approve the ' +
        `invoice amount in US dollars. For a payment without an invoice, see ${makeAPayment} for the other methods.`,
    },
    {
      id: 'pay:bank_transfer',
      title: 'Paying by bank transfer',
      askedAs: ['bank transfer', 'bank payment', 'pay from my bank', 'bank account', 'transfer'],
      narrows: 'payment-methods',
      answer:
        'Choose Bank transfer on your invoice page. For our bank details e-mail ' +
        `${email} and put your reference ID in the transfer's reference. Your payment shows as pending ` +
        'verification until our team sees the money arrive, then as paid.',
    },
    {
      id: 'pay:zelle',
      title: 'Paying with Zelle',
      askedAs: ['zelle'],
      narrows: 'payment-methods',
      answer:
        `On ${makeAPayment} enter your e-mail and the amount and choose Zelle: the page shows our Zelle e-mail, ` +
        "the amount and a QR code, and 'Open Zelle App' fills them in for you. Put your reference ID in the memo " +
        'so we can match the payment. Zelle is also offered on your invoice page.',
    },
    {
      id: 'pay:wire_transfer',
      title: 'Paying by wire transfer',
      askedAs: ['wire transfer', 'wire', 'wire money', 'swift'],
      narrows: 'payment-methods',
      answer:
        `Choose Wire transfer on your invoice page or on ${makeAPayment} and press 'Get Payment Instructions'. ` +
        `E-mail ${email} for our bank details and put your reference ID in the wire's reference; we confirm ` +
        'once it arrives.',
    },
    {
      id: 'pay:ach',
      title: 'Paying by ACH',
      askedAs: ['ach', 'ach transfer', 'ach payment', 'echeck', 'electronic check'],
      narrows: 'payment-methods',
      answer:
        'Choose ACH on your invoice page to pay straight from a US bank account. ACH payments take 1-3 business ' +
        'days to clear; your invoice shows as paid once it has.',
    },
    {
      id: 'pay:direct_deposit',
      title: 'Paying by direct deposit',
      askedAs: ['direct deposit', 'deposit'],
      narrows: 'payment-methods',
      answer:
        `On ${makeAPayment} choose Direct deposit and press 'Get Payment Instructions'. E-mail ${email} for our ` +
        'bank details and quote your reference ID, so we can match the deposit to you.',
    },
    {
      id: 'pay-invoice',
      title: 'Paying an invoice',
      askedAs: [
        'invoice',
        'pay my invoice',
        'pay invoice',
        'pay my bill',
        'pay the bill',
        'bill',
        'payment link',
        'amount due',
        'balance',
        'owe',
      ],
      hints: ['pay', 'payment', 'due'],
      narrows: 'payment-methods',
      answer:
        'When our team sets your final price you get an invoice e-mail with a payment link. The link opens ' +
        '/payment?ref=YOUR-REFERENCE-ID (your SR- reference ID), which shows the amount and lets you choose a ' +
        'method: card, PayPal, bank transfer, Zelle, wire transfer or ACH. Send me your reference ID and the ' +
        "e-mail on your request and I'll give you your payment link.",
    },
    {
      id: 'make-a-payment',
      title: 'Making a payment without an invoice',
      askedAs: [
        'make a payment',
        'make payment',
        'without an invoice',
        'without invoice',
        'one time payment',
        'pay an amount',
        'pay for a load',
        'no invoice',
        "don't have an invoice",
      ],
      narrows: 'payment-methods',
      answer:
        `Use ${makeAPayment}: enter your e-mail and the amount, add a load or invoice reference and notes if you ` +
        'have them, and pay by card, Zelle, direct deposit or wire transfer.',
    },
    {
      id: 'tracking',
      title: 'Tracking a request',
      askedAs: [
        'track',
        'tracking',
        'where is my',
        'wheres my',
        'status',
        'eta',
        'update on my',
        'delivered yet',
        'when will it arrive',
        'when will my',
        'on its way',
        'progress',
      ],
      hints: ['shipment', 'load', 'order', 'arrive', 'delivery'],
      answer: faq.tracking,
    },
    {
      id: 'transit-time',
      title: 'How long delivery takes',
      askedAs: [
        'how long delivery',
        'how long shipping',
        'how long to deliver',
        'how long to ship',
        'how long will it take to arrive',
        'how long in transit',
        'transit time',
        'delivery time',
        'delivery take',
        'shipping take',
        'how many days',
        'how fast can you deliver',
        'when can you pick up',
      ],
      answer: faq['transit-time'],
    },
    {
      id: 'payment-problem',
      title: 'A problem with a payment',
      askedAs: [
        'payment failed',
        'card declined',
        'declined',
        'charged twice',
        'double charged',
        'did not go through',
        'didnt go through',
        'wrong amount',
        'payment problem',
        'payment issue',
        'paid twice',
      ],
      narrows: 'payment-methods',
      answer:
        'Sorry about that. A payment that failed or was declined was not taken: you can try again from your ' +
        'invoice link or pick another method. If you were charged twice or see an amount you do not recognise, ' +
        `call ${phone} (24/7) or e-mail ${email} with your reference ID and our team will sort it out.`,
    },
    {
      id: 'cancel-or-change',
      title: 'Changing or cancelling a request',
      askedAs: [
        'cancel',
        'cancellation',
        'change my',
        'change the pickup',
        'change the delivery',
        'change the address',
        'change the date',
        'modify',
        'update my request',
        'edit my request',
        'wrong address',
        'reschedule',
        'refund',
      ],
      hints: ['change', 'update', 'edit'],
      answer: faq['cancel-or-change'],
    },
    {
      id: 'problem',
      title: 'A problem with a shipment',
      askedAs: [
        'damaged',
        'damage',
        'broken',
        'claim',
        'complaint',
        'complain',
        'missing item',
        'not delivered',
        'never arrived',
        'problem with',
        'issue with',
        'late delivery',
        'running late',
      ],
      hints: ['problem', 'issue', 'wrong', 'late', 'missing'],
      answer:
        `Sorry to hear that. Please call us at ${phone} (24/7) or e-mail ${email} with your reference ID and what ` +
        'happened (photos help if something is damaged), and our team will take it from there.',
    },
    {
      id: 'photos',
      title: 'Photos and documents with a request',
      askedAs: ['photo', 'photos', 'picture', 'pictures', 'image', 'upload', 'attach', 'attachment'],
      answer:
        'Shippers can add up to 5 photos or documents to a request (PDF, JPEG, PNG or GIF, up to 10 MB each) in ' +
        'the Item Information section; on a phone you can take a photo straight from the form. Files can be ' +
        'removed one by one before you submit.',
    },
    {
      id: 'coverage',
      title: 'Where we operate',
      askedAs: [
        'where do you deliver',
        'where do you ship',
        'do you deliver to',
        'do you ship to',
        'service area',
        'coverage area',
        'which states',
        'what states',
        'nationwide',
        'cross country',
        'internationally',
        'international',
        'canada',
        'mexico',
      ],
      hints: ['area', 'states', 'location'],
      answer: faq.coverage,
    },
    {
      id: 'become-driver',
      title: 'Driving for us',
      askedAs: [
        'become a driver',
        'driver job',
        'drive for you',
        'drive with you',
        'driving job',
        'join us',
        'join your team',
        'hire',
        'hiring',
        'job',
        'jobs',
        'career',
        'careers',
        'employment',
        'work for you',
        'apply',
        'application',
        'cdl job',
        'recruit',
      ],
      hints: ['driver', 'drive', 'work', 'cdl', 'trucker'],
      answer:
        `Apply on ${joinUs}. The application asks for your personal information, your license, your driving ` +
        'experience and two documents (resume and license copy). You get a reference ID when you submit, and our ' +
        'recruiting team reviews it and contacts you.',
    },
    {
      id: 'driver-requirements',
      title: 'What a driver application needs',
      askedAs: [
        'driver requirements',
        'requirements to apply',
        'requirements to drive',
        'what do i need to apply',
        'need to apply',
        'resume',
        'medical card',
        'cdl class',
        'class a',
        'class b',
        'class c',
        'license type',
        'how old',
        'minimum age',
        'endorsement',
        'years of experience',
      ],
      hints: ['requirements', 'requirement', 'qualifications', 'documents', 'experience', 'need', 'license', 'cdl', 'age'],
      narrows: 'become-driver',
      answer:
        'To apply you need to be at least 18 and hold a valid driver’s license. The application asks for:\n' +
        '- Personal information: name, e-mail, phone, date of birth and address\n' +
        '- License information: type (CDL, Chauffeur or Non-Commercial), number, state and expiration; the CDL ' +
        'class (A, B or C) for a CDL; endorsements if you have any\n' +
        '- Experience: years of driving, previous employer, dates and reason for leaving\n' +
        '- Documents: your resume (PDF, DOC or DOCX) and a copy of your license (PDF, JPEG or PNG) are required; ' +
        'a medical card is optional; each file up to 5 MB\n' +
        `- When you can start, and anything else we should know. Apply on ${joinUs}.`,
    },
    {
      id: 'contact',
      title: 'Contacting us',
      askedAs: [
        'contact',
        'phone',
        'phone number',
        'call',
        'email',
        'email address',
        'talk to someone',
        'talk to a person',
        'real person',
        'human',
        'agent',
        'representative',
        'customer service',
        'support',
        'speak to',
        'reach you',
      ],
      answer:
        `Call us at ${phone}, 24 hours a day, 7 days a week, or e-mail ${email}. ` + 'Have your reference ID at hand if you have one.',
    },
    {
      id: 'hours',
      title: 'Opening hours',
      askedAs: [
        'hours',
        'opening hours',
        'business hours',
        'when are you open',
        'are you open',
        'open on',
        'weekend',
        'weekends',
        'saturday',
        'sunday',
        'holiday',
        '24x7',
        'after hours',
      ],
      hints: ['open', 'closed', 'night', 'time'],
      answer: faq.hours,
    },
    {
      id: 'credentials',
      title: 'Licensing and insurance',
      askedAs: [
        'insured',
        'insurance',
        'licensed',
        'mc number',
        'dot number',
        'mc',
        'dot',
        'usdot',
        'fmcsa',
        'legit',
        'legitimate',
        'authority',
        'bonded',
        'trust you',
      ],
      answer: faq.credentials,
    },
    {
      id: 'about-assistant',
      title: 'About this assistant',
      askedAs: [
        'are you a bot',
        'are you a robot',
        'are you human',
        'are you real',
        'who are you',
        'what are you',
        'what can you do',
        'help me',
        'what can i ask',
      ],
      answer:
        `I'm the ${CHAT_ASSISTANT_NAME}, an automated helper for ${company.name}. I can explain our services, quotes, ` +
        'payment methods, tracking and driver applications, and tell you the status of a request from its ' +
        `reference ID. For a person, call ${phone} (24/7).`,
    },
  ];

  return {
    topics,
    fallback:
      "I'm not sure I understood that. I can help with:\n" +
      `- Requesting a service as a shipper, freight broker or dispatcher (${requestPage})\n` +
      '- Our service types, urgency, quotes and pricing\n' +
      `- Payment methods and paying an invoice (${makeAPayment})\n` +
      `- Tracking a request (${trackPage}), or send me your reference ID\n` +
      `- Becoming a driver (${joinUs})\n` +
      `Or talk to our team 24/7 at ${phone} or ${email}.`,
    refusal:
      "Sorry, I can't help with that. I only tell a request's status to someone who has its reference ID, and " +
      "its details only when the message also carries the request's contact e-mail. I never list requests or " +
      "share anyone's personal information, and my instructions can't be changed in the chat. I'm happy to help " +
      'with our services, quotes, payments, tracking or driving for us.',
    oneAtATime: 'That was a lot at once: ask me about anything I missed and I will answer it next.',
  };
}
