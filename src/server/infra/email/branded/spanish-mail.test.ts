// Every mail to a customer, applicant or driver, for a record kept in Spanish: its subject, text
// and HTML in Spanish (money and dates written the Spanish way), the HTML saying so, and the same
// typed values kept inert. The English ones are branded-mail.test.ts's.
import type { BilledLine } from '../../../../shared/invoicing/billed-lines.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertServiceRequestRow, sentInvoiceColumns } from '../../../../../tests/support/service-requests.js';
import { testConfig } from '../../../../../tests/support/test-config.js';
import { openTestDatabase } from '../../../../../tests/support/test-database.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { serviceRequests } from '../../../db/schema.js';
import { customerSignInEmail } from '../../../features/customer-portal/account/emails.js';
import { statusEmailOf } from '../../../features/service-requests/status-service.js';
import { driverSignInEmail } from '../../../features/dispatch/driver/account/emails.js';
import { applicationStatusEmail, hiredEmail } from '../../../features/driver-applications/admin-emails.js';
import { applicationReceivedEmails } from '../../../features/driver-applications/emails.js';
import type { DriverApplicationRow } from '../../../features/driver-applications/repository.js';
import { payerReceipt, refundEmail } from '../../../features/payments/emails.js';
import { insertLedgerEntry, type LedgerRow } from '../../../features/payments/ledger-repository.js';
import { payerLanguage } from '../../../features/payments/payer-language.js';
import { invoiceEmail, quoteEmail, statusChangedEmail } from '../../../features/service-requests/admin-emails.js';
import { requestReceivedEmails } from '../../../features/service-requests/emails.js';
import type { ServiceRequestRow } from '../../../features/service-requests/repository.js';
import { type OutgoingEmail } from '../outgoing-email.js';

/** The invoice's billed lines: linehaul and a fuel surcharge by the mile. */
const INVOICE_LINES: BilledLine[] = [
  { kind: 'linehaul', description: 'Detroit, MI to Chicago, IL', quantity: '1', unit: 'flat', rate: '1200.00', amount: '1200.00' },
  {
    kind: 'fuel_surcharge',
    description: 'Diesel $3.859, week of 2026-03-16',
    quantity: '250',
    unit: 'miles',
    rate: '0.40',
    amount: '100.00',
  },
];

const SITE = 'https://lakeshore.example';
const company = { ...testConfig().company, name: 'Lakeshore Freight', mcNumber: '123456', dotNumber: '1234567' };
const context = { company, publicBaseUrl: SITE, operationsEmail: 'ops@lakeshore.example', recruitingEmail: 'jobs@lakeshore.example' };

let database: DatabaseHandle;
let request: ServiceRequestRow;
let payment: LedgerRow;

beforeAll(async () => {
  database = await openTestDatabase();
  const { id } = await insertServiceRequestRow(database.db, {
    language: 'es',
    contactName: 'Rosa <b>Martínez</b>',
    status: 'delivered',
    estimatedQuote: '1250.00',
    quoteValidUntil: '2026-03-20',
    finalAmount: '1300.00',
    ...(await sentInvoiceColumns(database.db, new Date('2026-03-22T10:00:00Z'))),
    preferredDate: '2026-03-18',
    preferredTime: 'afternoon',
  });
  [request] = (await database.db.select().from(serviceRequests).where(eq(serviceRequests.id, id))) as [ServiceRequestRow];
  payment = await insertLedgerEntry(database.db, {
    provider: 'stripe',
    method: 'credit_card',
    amount: '1300.00',
    status: 'succeeded',
    payerEmail: 'rosa@envios.example',
    serviceRequestId: id,
    customerReference: request.referenceId,
  });
});

afterAll(async () => {
  await database?.close();
});

/** What the applicant's and recruiting's mails read of an application, kept in Spanish. */
const application = (status: DriverApplicationRow['status']) =>
  ({
    referenceId: 'DA-TEST-0001',
    status,
    language: 'es',
    firstName: 'José',
    lastName: 'Pérez',
    email: 'jose@conductores.example',
    phone: '3135550142',
    city: 'Dearborn',
    state: 'MI',
    licenseType: 'CDL',
    cdlClass: 'A',
    licenseState: 'MI',
    yearsExperience: 8,
    canStartDate: null,
  }) as DriverApplicationRow;

/** Both parts hold each text; the HTML is marked Spanish and has no English layout words. */
function expectSpanish(mail: OutgoingEmail, texts: string[]): void {
  expect(mail.html).toMatch(/<html[^>]* lang="es"/);
  for (const text of texts) {
    expect(mail.text).toContain(text);
    expect(mail.html).toContain(text.replaceAll('"', '&quot;'));
  }
  for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/Hello|Need help|Call us|Thank you|View your/);
  expect(mail.text).toContain('Llámenos las 24 horas, los 7 días de la semana, al');
}

describe('mails for a request sent in Spanish', () => {
  it('the confirmation: the summary, the steps and the urgent help line', () => {
    const [mail, operations] = requestReceivedEmails(request, 0, context);
    expect(mail!.subject).toBe(`Recibimos su solicitud ${request.referenceId}`);
    expectSpanish(mail!, [
      `Gracias por su solicitud de envío. Su número de referencia es ${request.referenceId}.`,
      '- Servicio: Muebles',
      '- Urgencia: Estándar',
      '- Fecha preferida: 2026-03-18, Tarde (12 PM - 5 PM)',
      '2. Confirmamos los detalles y le enviamos una cotización.',
      '¿Necesita ayuda inmediata?',
      'Ver su solicitud',
    ]);
    // The typed name is quoted in the text, escaped in the HTML, wherever Spanish puts it.
    expect(mail!.text.split('\n')[0]).toBe('Hola, "Rosa <b>Martínez</b>":');
    expect(mail!.html).toContain('Hola, &quot;Rosa &lt;b&gt;Martínez&lt;/b&gt;&quot;:');
    // Operations reads English whatever the customer's language.
    expect(operations!.subject).toMatch(/^New Shipper request/);
  });

  it('the status mail, and the delivered one a driver sends with the proof of delivery', () => {
    const mail = statusChangedEmail(request, context);
    expect(mail.subject).toBe(`Su solicitud ${request.referenceId} cambió de estado: Entregada`);
    expectSpanish(mail, [`El estado de su solicitud ${request.referenceId} ahora es: Entregada.`, 'Vea cada paso de su solicitud en']);
    const road = statusEmailOf(request, context);
    expect(road.subject).toBe(mail.subject);
    expect(road.attachments).toEqual([{ kind: 'proof_of_delivery', serviceRequestId: request.id }]);
  });

  it('the quote: its amount and a Spanish date', () => {
    const mail = quoteEmail(request, [], context);
    expect(mail.subject).toBe(`Su cotización para la solicitud ${request.referenceId}: $1,250.00`);
    expectSpanish(mail, [
      `Nuestra cotización para su solicitud ${request.referenceId} es de $1,250.00. Es válida hasta el 20 mar 2026.`,
      'Revisar y aceptar la cotización',
    ]);
  });

  it('the invoice', () => {
    const mail = invoiceEmail(request, INVOICE_LINES, context);
    expect(mail.subject).toBe(`Factura de la solicitud ${request.referenceId}: $1,300.00`);
    expectSpanish(mail, [
      'Número de factura: INV-2026-000001',
      'Flete: Detroit, MI to Chicago, IL, $1,200.00',
      'Recargo por combustible: Diesel $3.859, week of 2026-03-16, 250 millas x $0.40 = $100.00',
      'Monto a pagar: $1,300.00 (USD)',
      'Adjuntamos la factura en PDF.',
      'Ver la factura y pagar',
    ]);
  });

  it('the receipt, the overpayment notice and the refund, in the language of the request paid', async () => {
    const language = await payerLanguage(database.db, payment);
    expect(language).toBe('es');
    const receipt = payerReceipt(payment, context, language)!;
    expect(receipt.subject).toBe('Recibo de pago: $1,300.00 a Lakeshore Freight');
    expectSpanish(receipt, ['Gracias por su pago. Este es su recibo.', 'Forma de pago: Tarjeta de crédito / débito', 'Fecha: ']);
    const overpaid = payerReceipt({ ...payment, overpayment: true }, context, language)!;
    expect(overpaid.subject).toBe('Pago recibido por una factura ya pagada: le reembolsaremos $1,300.00');
    const refund = refundEmail(payment, { id: 'r-1', amount: '100.00', providerRefundId: 're_1', provider: 'stripe' }, context, language)!;
    expect(refund.subject).toBe('Reembolso de $100.00 de Lakeshore Freight');
    expectSpanish(refund, [
      `Le reembolsamos $100.00 de su pago correspondiente a "${request.referenceId}".`,
      'Normalmente aparece en su estado de cuenta en un plazo de 5 a 10 días hábiles.',
      'ID del reembolso: re_1',
    ]);
  });

  it('a payment for no request of ours is written in English', async () => {
    expect(await payerLanguage(database.db, { serviceRequestId: null })).toBe('en');
  });
});

describe('sign-in mails in Spanish', () => {
  it("the customer's, in the language of the page it was asked from", () => {
    const mail = customerSignInEmail({ to: 'rosa@envios.example', token: 'tok', code: '123456', language: 'es' }, context);
    expect(mail.subject).toBe('Su enlace para iniciar sesión en Lakeshore Freight');
    expectSpanish(mail, ['O escriba este código en la página de inicio de sesión: 123456', 'durante 15 minutos']);
    expect(mail.text).toContain(`Iniciar sesión: ${SITE}/account/sign-in#token=tok`);
  });

  it("the driver's, in the driver's language", () => {
    const mail = driverSignInEmail(
      { to: 'jose@conductores.example', firstName: 'José', language: 'es', token: 'tok', code: '654321' },
      context,
    );
    expect(mail.subject).toBe('Su código de conductor para iniciar sesión en Lakeshore Freight');
    expectSpanish(mail, ['Hola, "José":', 'Para ver sus cargas con Lakeshore Freight', 'Iniciar sesión']);
  });
});

describe("an applicant's mails in Spanish", () => {
  it('the confirmation; recruiting reads English', () => {
    const [mail, recruiting] = applicationReceivedEmails(application('pending'), [], context);
    expect(mail!.subject).toBe('Recibimos su solicitud de empleo como conductor DA-TEST-0001');
    expectSpanish(mail!, [
      'Hola, "José":',
      '2. Si su experiencia se ajusta al puesto, nos comunicamos con usted para programar una entrevista.',
    ]);
    expect(recruiting!.subject).toMatch(/^New driver application DA-TEST-0001/);
  });

  it.each([
    ['reviewing', 'Estamos revisando su solicitud de empleo como conductor (DA-TEST-0001)'],
    ['interview', 'Queremos invitarle a una entrevista (DA-TEST-0001)'],
    ['approved', 'Su solicitud de empleo como conductor fue aprobada (DA-TEST-0001)'],
    ['rejected', 'Sobre su solicitud de empleo como conductor (DA-TEST-0001)'],
  ] as const)('the %s mail', (status, subject) => {
    const mail = applicationStatusEmail(application(status), context)!;
    expect(mail.subject).toBe(subject);
    expectSpanish(mail, ['Su número de referencia: DA-TEST-0001']);
  });

  it('the hire, with its start date written in Spanish', () => {
    const mail = hiredEmail(application('approved'), '2026-03-20', context);
    expect(mail.subject).toBe('Le damos la bienvenida a Lakeshore Freight');
    expectSpanish(mail, ['Su fecha de inicio: viernes, 20 de marzo de 2026.', 'certificado médico del DOT']);
  });
});
