// The 391.21 history of an application (issue 41) as recruiting reads it in the review dialog: one
// label/value section per part, each list's entries in the order the applicant gave them, and the
// certification with the name typed and when it was signed. Staff tools stay English.
import { formatDateTime } from '@shared/calendar-date';
import type { AdminDriverApplicationDetail } from '@shared/driver-applications/admin-driver-applications';
import type { ApplicationHistory, EquipmentClass, LicenseAction } from '@shared/driver-applications/application-history';
import type { DetailSectionData } from '@/components/admin/detail-section';
import { formatCalendarDate } from '@/lib/format-calendar-date';

const EQUIPMENT_NAMES: Record<EquipmentClass, string> = {
  straight_truck: 'Straight truck',
  tractor_semitrailer: 'Tractor and semi-trailer',
  tractor_two_trailers: 'Tractor and two trailers',
  tractor_tanker: 'Tractor and tanker',
  bus: 'Bus',
  other: 'Other',
};

const months = (from: string, to: string | null) => `${from} – ${to ?? 'now'}`;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const actionText = (action: LicenseAction) => (action.happened ? `Yes: ${action.explanation ?? ''}` : 'No');

/** The history's sections; none for an application made before the history was asked. */
export function applicationHistorySections(a: AdminDriverApplicationDetail): DetailSectionData[] {
  const h: ApplicationHistory | null = a.applicantHistory;
  if (!h) return [];
  return [
    {
      title: 'Addresses (3 years)',
      items: [
        { label: 'Current address since', value: h.currentAddressSince },
        ...h.previousAddresses.map((address, index) => ({
          label: `Previous address ${index + 1}`,
          value: `${address.address}\n${address.city}, ${address.state} ${address.zipCode}\n${months(address.fromMonth, address.toMonth)}`,
        })),
      ],
    },
    {
      title: 'Other licenses (3 years)',
      items: h.otherLicenses.map((license, index) => ({
        label: `License ${index + 1}`,
        value: `${license.state} ${license.number} · ${license.type}${license.cdlClass ? ` class ${license.cdlClass}` : ''} · expires ${formatCalendarDate(license.expiration)}`,
      })),
    },
    {
      title: 'Driving experience',
      items: h.experience.map((experience, index) => ({
        label: `Equipment ${index + 1}`,
        value: `${EQUIPMENT_NAMES[experience.equipment]} · ${months(experience.fromMonth, experience.toMonth)} · about ${experience.approximateMiles.toLocaleString('en-US')} miles`,
      })),
    },
    {
      title: 'Accidents (3 years)',
      items: h.noAccidents
        ? [{ label: 'Accidents', value: 'None' }]
        : h.accidents.map((accident, index) => ({
            label: `Accident ${index + 1}`,
            value: `${formatCalendarDate(accident.date)} · ${accident.nature}\nFatalities ${accident.fatalities} · injuries ${accident.injuries} · hazmat spill ${yesNo(accident.hazmatSpill)}`,
          })),
    },
    {
      title: 'Traffic convictions (3 years)',
      items: h.noConvictions
        ? [{ label: 'Convictions', value: 'None' }]
        : h.convictions.map((conviction, index) => ({
            label: `Conviction ${index + 1}`,
            value: `${formatCalendarDate(conviction.date)} · ${conviction.location}\n${conviction.charge} · ${conviction.penalty}`,
          })),
    },
    {
      title: 'Employment history',
      items: h.employment.map((entry, index) =>
        entry.kind === 'employer'
          ? {
              label: `${index + 1}. Employer`,
              value: [
                `${entry.name} · ${entry.position} · ${months(entry.fromMonth, entry.toMonth)}`,
                `${entry.address}, ${entry.city}, ${entry.state} ${entry.zipCode}`,
                [entry.phone, entry.email].filter(Boolean).join(' · '),
                `Left: ${entry.reasonForLeaving}`,
                `Subject to FMCSRs: ${yesNo(entry.subjectToFmcsr)} · safety-sensitive (part 40): ${yesNo(entry.safetySensitive)}`,
              ].join('\n'),
            }
          : { label: `${index + 1}. Gap`, value: `${months(entry.fromMonth, entry.toMonth)}\n${entry.explanation}` },
      ),
    },
    {
      title: 'License denials',
      items: [
        { label: 'Ever denied a license', value: actionText(h.licenseDenied) },
        { label: 'Ever suspended or revoked', value: actionText(h.licenseSuspendedOrRevoked) },
      ],
    },
    {
      title: 'Certification',
      items: [
        { label: 'Signed as', value: a.signedName },
        { label: 'Certified', value: a.certifiedAt ? formatDateTime(a.certifiedAt) : null },
      ],
    },
  ];
}
