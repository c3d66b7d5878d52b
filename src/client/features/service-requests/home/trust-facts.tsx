// The hero's trust facts. Each one is a fact the company stands behind: its credentials (spec
// section 1: Fully Insured, Licensed Drivers, FMCSA Compliant), the MC and DOT numbers and the
// 24/7 line from the configured company profile. Nothing here is a rating, a count or a logo.
import { BadgeCheck, FileCheck2, Phone, ShieldCheck } from 'lucide-react';
import { phoneHref } from '@shared/format';
import { useI18n } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';

const ITEM_CLASSES = 'flex items-center gap-2';
const ICON_CLASSES = 'size-5 shrink-0 text-green-700';

export function TrustFacts() {
  const i18n = useI18n();
  const { supportPhone, mcNumber, dotNumber } = companyProfile;
  return (
    <ul aria-label={i18n._('home.trust.label')} className="mt-8 grid gap-3 text-sm sm:grid-cols-2 sm:text-base">
      <li className={ITEM_CLASSES}>
        <ShieldCheck className={ICON_CLASSES} aria-hidden />
        {i18n._('home.trust.licensed')}
      </li>
      <li className={ITEM_CLASSES}>
        <FileCheck2 className={ICON_CLASSES} aria-hidden />
        {i18n._('home.trust.fmcsa')}
      </li>
      <li className={ITEM_CLASSES}>
        <BadgeCheck className={ICON_CLASSES} aria-hidden />
        <span>
          MC #{mcNumber} <span aria-hidden>·</span> DOT #{dotNumber}
        </span>
      </li>
      <li className={ITEM_CLASSES}>
        <Phone className={ICON_CLASSES} aria-hidden />
        <span>
          {i18n._('home.trust.line')}{' '}
          <a href={phoneHref(supportPhone)} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
            {supportPhone}
          </a>
        </span>
      </li>
    </ul>
  );
}
