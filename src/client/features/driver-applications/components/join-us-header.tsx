// The page's own header (spec section 2): how to reach recruiting, and the way back to the
// service request for visitors who came to ship rather than to drive.
import { Mail, Phone, Truck } from 'lucide-react';
import { Link } from 'wouter';
import { phoneHref } from '@shared/format';
import { PAGE_PATHS } from '@shared/page-routes';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';

export function JoinUsHeader() {
  const i18n = useI18n();
  const { supportPhone, email } = companyProfile;
  return (
    <div className="bg-brand text-brand-foreground">
      <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-10 sm:py-14">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-foreground/90">
          <Truck className="size-5" aria-hidden /> {i18n._('join.header.careers')}
        </p>
        <h1 id="join-us-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {i18n._('join.header.title')}
        </h1>
        <p className="max-w-2xl text-base text-brand-foreground/90 sm:text-lg">{i18n._('join.header.intro')}</p>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
          <a href={phoneHref(supportPhone)} className="inline-flex items-center gap-2 font-semibold hover:underline">
            <Phone className="size-4" aria-hidden /> {supportPhone}
          </a>
          <a href={`mailto:${email}`} className="inline-flex min-w-0 items-center gap-2 hover:underline">
            <Mail className="size-4 shrink-0" aria-hidden /> <span className="wrap-anywhere">{email}</span>
          </a>
          <Button asChild variant="secondary" size="sm">
            <Link href={PAGE_PATHS.home}>{i18n._('join.header.serviceRequest')}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
