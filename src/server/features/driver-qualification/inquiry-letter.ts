// The request letter of one previous-employer inquiry as a file: for its download, and for the
// e-mail that carries it (made when the mail is sent, like every attached document).
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { Executor } from '../../db/client.js';
import { findInquiryById, findLetterDriver, type InquiryRow } from './file-repository.js';
import { loadOnce } from '../../infra/load-once.js';

// The PDF writer is heavy: loaded with the first letter, never at start (decision 053).
const letterPdf = loadOnce(() => import('./inquiry-letter-pdf.js'));

export interface LetterContext {
  company: CompanyProfile;
  recruitingEmail: string;
}

export async function inquiryLetterFile(
  db: Executor,
  context: LetterContext,
  inquiry: InquiryRow,
): Promise<{ filename: string; content: Buffer } | undefined> {
  const driver = await findLetterDriver(db, inquiry.driverProfileId);
  if (!driver) return undefined;
  const { renderInquiryLetterPdf } = await letterPdf();
  const content = await renderInquiryLetterPdf({
    company: context.company,
    answerEmail: context.recruitingEmail,
    driver: { name: `${driver.firstName} ${driver.lastName}`, dateOfBirth: driver.dateOfBirth },
    employer: inquiry.employer,
    madeAt: inquiry.createdAt,
    deadlineOn: inquiry.deadlineOn,
    signed: driver.signedName && driver.certifiedAt ? { name: driver.signedName, at: driver.certifiedAt } : null,
  });
  return { filename: `safety-history-request-${inquiry.id}.pdf`, content };
}

/** The letter a queued mail carries, by the inquiry's id; undefined when the inquiry is gone. */
export async function inquiryLetterById(db: Executor, context: LetterContext, inquiryId: number) {
  const inquiry = await findInquiryById(db, inquiryId);
  return inquiry && inquiryLetterFile(db, context, inquiry);
}
