// Accepting a service request: validate with the shared schema, fill the hidden defaults, and
// store the request, its first status, its photos and its e-mails in one transaction, so an
// accepted request is complete in the database before the customer sees its reference ID.
import { REFERENCE_PREFIXES } from '../../../shared/reference-id.js';
import { serviceRequestSchema, type ServiceRequestSubmission } from '../../../shared/service-requests/service-request-schemas.js';
import { badRequest } from '../../errors.js';
import { ITEM_PHOTO_RULES } from '../../../shared/uploads.js';
import { generateReferenceId } from '../../infra/reference-ids.js';
import { memoizeLast } from '../../infra/memoize-last.js';
import { earliestTodayInTheUs } from '../../infra/us-dates.js';
import { validationFailed } from '../../infra/validation-failed.js';
import { storeUnderFreshId } from '../../db/fresh-id.js';
import type { MultipartForm, MultipartFormSpec } from '../../infra/storage/multipart-form.js';
import { actingAs, CUSTOMER_ACTOR, type AuditOrigin } from '../../platform/audit/audit-context.js';
import { factsOf } from '../../platform/audit/audit-changes.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event.js';
import type { ServiceRequestDeps } from './deps.js';
import { requestReceivedEmails } from './emails.js';
import { estimateToStore } from './estimate-service.js';
import { insertItemPhotos, insertServiceRequest, type NewServiceRequestRow } from './repository.js';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n.js';
import { hiddenLocationColumns } from './hidden-locations.js';
import { normalizeCustomerEmail } from '../../../shared/customer-portal/customer-account.js';
import { accountIdForAddress } from '../accounts/index.js';

export const PHOTO_FIELD = 'itemPhotos';

/** The shipper form's files: photos under itemPhotos (spec section 7). */
export const SERVICE_REQUEST_FORM: MultipartFormSpec = {
  files: { [PHOTO_FIELD]: ITEM_PHOTO_RULES },
  storageFolder: 'service-requests',
  maxFields: 60,
};

/** A submission's text fields and, for shippers, its stored photos. */
export type Submission = MultipartForm | { fields: Record<string, unknown>; files: [] };

export interface SubmitDeps extends Pick<ServiceRequestDeps, 'outbox' | 'company' | 'publicBaseUrl' | 'operationsEmail' | 'textOptIn'> {
  now?: () => Date;
}

export async function submitServiceRequest(
  deps: SubmitDeps,
  submission: Submission,
  origin: AuditOrigin,
  /** The language of the page it was sent from: the customer's e-mails are written in it. */
  language: Locale = DEFAULT_LOCALE,
): Promise<{ referenceId: string }> {
  const now = deps.now?.() ?? new Date();
  const request = parseSubmission(submission.fields, now);
  const photos = submission.files;
  if (request.userRole !== 'shipper' && photos.length > 0) {
    throw badRequest('Only shipper requests can include photos.');
  }
  const values = { ...toRow(request), language };

  const newReferenceId = () => generateReferenceId(REFERENCE_PREFIXES.serviceRequest);
  return storeUnderFreshId(newReferenceId, 'service_requests_reference_id_key', (referenceId) =>
    deps.outbox.transaction(async (tx) => {
      // A billing contact's (or a confirmed domain's) request is billed to their company (decision 072).
      const accountId = await accountIdForAddress(tx, normalizeCustomerEmail(values.contactEmail));
      const row = await insertServiceRequest(tx, { ...values, referenceId, accountId });
      await insertItemPhotos(tx, row.id, photos);
      // What was asked for, not who asked: names, e-mails, phones and addresses stay on the request.
      await recordAuditEvent(tx, actingAs(origin, CUSTOMER_ACTOR), {
        action: 'service_request.submitted',
        recordType: 'service_request',
        recordId: row.id,
        changes: factsOf({
          referenceId,
          role: row.userRole,
          serviceType: row.serviceType,
          photos: photos.length,
          ...(accountId === null ? {} : { accountId }),
        }),
      });
      // The "text me" box: the customer's subscription, with the consent's words in the page's language.
      if (request.textUpdates && deps.textOptIn) {
        await deps.textOptIn(
          tx,
          { serviceRequestId: row.id, contactPhone: row.contactPhone, language },
          actingAs(origin, CUSTOMER_ACTOR),
          now,
        );
      }
      await deps.outbox.enqueue(tx, requestReceivedEmails(row, photos.length, deps));
      return { referenceId };
    }),
  );
}

const schemaForDay = memoizeLast((earliestPreferredDate) => serviceRequestSchema({ earliestPreferredDate }));

function parseSubmission(fields: Record<string, unknown>, now: Date): ServiceRequestSubmission {
  const result = schemaForDay(earliestTodayInTheUs(now)).safeParse(fields);
  if (result.success) return result.data;
  throw validationFailed(result.error);
}

function toRow(request: ServiceRequestSubmission): Omit<NewServiceRequestRow, 'referenceId'> {
  // The shipper's estimate is computed here from what was submitted; anything else the browser
  // sent about it was dropped by the schema.
  // The "text me" box is no column of the request: it makes a subscription (submitServiceRequest).
  const { textUpdates: _textUpdates, ...fields } = request;
  if (fields.userRole === 'shipper') return { ...fields, ...estimateToStore(fields) };
  return { ...fields, ...hiddenLocationColumns(fields.userRole) };
}
