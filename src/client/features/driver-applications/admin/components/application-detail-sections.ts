// The label/value sections of an application's review dialog, as the applicant filled them in.
import type { AdminDriverApplicationDetail } from '@shared/driver-applications/admin-driver-applications';
import type { DetailSectionData } from '@/components/admin/detail-section';
import { formatCalendarDate } from '@/lib/format-calendar-date';

export function applicationDetailSections(a: AdminDriverApplicationDetail): DetailSectionData[] {
  return [
    {
      title: 'Personal Information',
      items: [
        { label: 'Email', value: a.email },
        { label: 'Phone', value: a.phone },
        { label: 'Date of Birth', value: formatCalendarDate(a.dateOfBirth) },
        { label: 'Address', value: `${a.address}\n${a.city}, ${a.state} ${a.zipCode}` },
      ],
    },
    {
      title: 'License Information',
      items: [
        { label: 'License Type', value: a.licenseType },
        { label: 'CDL Class', value: a.cdlClass },
        { label: 'License Number', value: a.licenseNumber },
        { label: 'License State', value: a.licenseState },
        { label: 'Expires', value: formatCalendarDate(a.licenseExpiration) },
        { label: 'Endorsements', value: a.endorsements },
      ],
    },
    {
      title: 'Experience',
      items: [
        { label: 'Years of Experience', value: String(a.yearsExperience) },
        { label: 'Previous Employer', value: a.previousEmployer },
        { label: 'Employed', value: a.employmentStartDate ? `${a.employmentStartDate} – ${a.employmentEndDate ?? 'now'}` : null },
        { label: 'Reason for Leaving', value: a.reasonForLeaving },
      ],
    },
    {
      title: 'Additional Information',
      items: [
        { label: 'Available to Start', value: a.canStartDate ? formatCalendarDate(a.canStartDate) : null },
        { label: 'Notes', value: a.additionalInfo },
      ],
    },
  ];
}
