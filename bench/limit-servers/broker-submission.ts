// The limit for POST /api/service-requests (a broker's JSON form): the product's transaction,
// statement for statement as PostgreSQL's log shows it: BEGIN, the request row (RETURNING every
// column), its first status-history row, the audit event, the two outbox mails (one multi-row
// INSERT), COMMIT. The mails' texts are the product's own for one sample submission
// (LIMIT_SAMPLE_MAILS, a JSON file the bench writes), with the new reference ID put in, so the
// parameters weigh what the product's do. What the limit skips is the work around the SQL:
// validation, rendering the mails, rate limits, headers, logs; and the e-mail worker, which in the
// product then sends each mail (the bench reports its share of the profile).
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serveLimit } from './limit-server.js';

interface SampleMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
}

const sample = JSON.parse(readFileSync(process.env.LIMIT_SAMPLE_MAILS ?? '', 'utf8')) as { referenceId: string; mails: SampleMail[] };

const INSERT_REQUEST =
  'insert into "service_requests" ("reference_id", "user_role", "service_type", "service_description", "urgency", ' +
  '"pickup_address", "pickup_city", "pickup_state", "pickup_zip", "delivery_address", "delivery_city", "delivery_state", ' +
  '"delivery_zip", "carrier_requirements", "contact_name", "contact_company", "contact_email", "contact_phone", "language") ' +
  "values ($1, $2, $3, $4, 'standard', 'TBD', 'TBD', 'MI', '00000', 'TBD', 'TBD', 'MI', '00000', $5, $6, $7, $8, $9, 'en') returning *";
const INSERT_HISTORY = 'insert into "service_request_status_history" ("service_request_id", "to_status") values ($1, $2)';
const INSERT_AUDIT_EVENT =
  'insert into "audit_events" ("actor_kind", "actor_admin_id", "actor_label", "action", "record_type", "record_id", "changes", ' +
  '"client_address", "request_id") values ($1, $2, $3, $4, $5, $6, $7, $8, $9)';
// One row of six parameters per mail, as Drizzle writes a multi-row insert.
const INSERT_MAILS =
  'insert into "email_outbox" ("to_address", "subject", "text_body", "html_body", "attachments", "kind") values ' +
  sample.mails.map((_mail, index) => `(${Array.from({ length: 6 }, (_, column) => `$${index * 6 + column + 1}`).join(', ')})`).join(', ');

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** SR-XXXX-XXXX-XXXX-XXXX from 80 random bits, as the product makes them. */
function newReferenceId(): string {
  const bytes = randomBytes(10);
  let characters = '';
  for (let bit = 0; bit < 80; bit += 5) {
    const byte = bit >> 3;
    const shift = bit & 7;
    const word = (bytes[byte]! << 8) | (bytes[byte + 1] ?? 0);
    characters += CROCKFORD[(word >> (11 - shift)) & 31];
  }
  return `SR-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}-${characters.slice(12)}`;
}

serveLimit(async (request, pool) => {
  const form = JSON.parse(request.body) as Record<string, string>;
  const referenceId = newReferenceId();
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: number; status: string }>(INSERT_REQUEST, [
      referenceId,
      form.userRole,
      form.serviceType,
      form.serviceDescription,
      form.carrierRequirements,
      form.contactName,
      form.contactCompany,
      form.contactEmail,
      form.contactPhone,
    ]);
    const row = rows[0]!;
    await client.query(INSERT_HISTORY, [row.id, row.status]);
    const changes = {
      role: { after: form.userRole, before: null },
      photos: { after: 0, before: null },
      referenceId: { after: referenceId, before: null },
      serviceType: { after: form.serviceType, before: null },
    };
    await client.query(INSERT_AUDIT_EVENT, [
      'customer',
      null,
      'customer',
      'service_request.submitted',
      'service_request',
      String(row.id),
      JSON.stringify(changes),
      request.headers['x-forwarded-for'] ?? '127.0.0.1',
      randomUUID(),
    ]);
    const withReference = (text: string) => text.split(sample.referenceId).join(referenceId);
    await client.query(
      INSERT_MAILS,
      sample.mails.flatMap((mail) => [
        mail.to_address,
        withReference(mail.subject),
        withReference(mail.text_body),
        mail.html_body === null ? null : withReference(mail.html_body),
        null,
        mail.kind,
      ]),
    );
    await client.query('commit');
    return { status: 201, json: JSON.stringify({ referenceId }) };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});
