// A factored invoice's notice of assignment (decision 078), as the payment page and the customer's
// page show it in place of any way to pay us: the invoice is paid to the factor only, at their
// remit-to address. The same words the invoice PDF and its e-mail carry (@shared/receivables/factoring-notice).
import { useId } from 'react';
import { assignmentNotice } from '@shared/receivables/factoring-notice';
import type { InvoiceAssignment } from '@shared/receivables/invoice-assignment';
import { useI18n } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';

interface AssignmentNoticeProps {
  assignment: InvoiceAssignment;
  /** The invoice's number, asked for on the payment; null before it has one. */
  invoiceNumber: string | null;
  /** The heading's level where it sits (the payment page's sections are h2, the customer's invoice card h3). */
  level?: 2 | 3;
}

export function AssignmentNotice({ assignment, invoiceNumber, level = 2 }: AssignmentNoticeProps) {
  const i18n = useI18n();
  const headingId = useId();
  const notice = assignmentNotice(i18n, assignment, { company: companyProfile.name, invoiceNumber });
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-md border-2 border-amber-600 bg-amber-50 p-4 text-sm text-amber-950">
      <Heading id={headingId} className="text-base font-semibold">
        {notice.title}
      </Heading>
      <p className="font-medium">{notice.notice}</p>
      {notice.remitToHeading && (
        <div>
          <p className="font-semibold">{notice.remitToHeading}</p>
          <address className="not-italic">
            {notice.remitTo.map((line, index) => (
              <span key={index} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      )}
      {notice.contact && <p>{notice.contact}</p>}
      {notice.reference && <p>{notice.reference}</p>}
    </section>
  );
}
