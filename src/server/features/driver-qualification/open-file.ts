// A driver's qualification file opens at hire (issue 41), in the hire's transaction: one
// previous-employer inquiry for each employer of the application's history where the driver was
// subject to the FMCSRs within the three years before the hire (391.23(a)(2)), each due 30 days
// after it (391.23(d)). An application made before the history was asked has none to make.
import type { ApplicationHistory, EmploymentEntry } from '../../../shared/driver-applications/application-history.js';
import { addDays, subtractYears } from '../../../shared/calendar-date.js';
import { INQUIRY_DEADLINE_DAYS, INQUIRY_LOOKBACK_YEARS } from '../../../shared/driver-qualification/qualification-file.js';
import type { Transaction } from '../../db/client.js';
import { insertInquiries } from './file-repository.js';

export interface OpenedFile {
  driverProfileId: number;
  hireDate: string;
  history: ApplicationHistory | null;
}

/** The employers to ask, with their place in the employment list, most recent first as the applicant listed them. */
export function employersToAsk(history: ApplicationHistory | null, hireDate: string): { entryIndex: number; employer: EmploymentEntry }[] {
  if (!history) return [];
  // Months compare as text (YYYY-MM): a job that ended in the month the window opens still touches it.
  const windowOpens = subtractYears(hireDate, INQUIRY_LOOKBACK_YEARS).slice(0, 7);
  const hireMonth = hireDate.slice(0, 7);
  return history.employment.flatMap((entry, entryIndex) => {
    if (entry.kind !== 'employer' || !entry.subjectToFmcsr) return [];
    const touches = (entry.toMonth ?? hireMonth) >= windowOpens && entry.fromMonth <= hireMonth;
    return touches ? [{ entryIndex, employer: entry }] : [];
  });
}

export async function openQualificationFile(tx: Transaction, file: OpenedFile): Promise<void> {
  const deadlineOn = addDays(file.hireDate, INQUIRY_DEADLINE_DAYS);
  await insertInquiries(
    tx,
    employersToAsk(file.history, file.hireDate).map(({ entryIndex, employer }) => ({
      driverProfileId: file.driverProfileId,
      entryIndex,
      employer,
      deadlineOn,
    })),
  );
}
