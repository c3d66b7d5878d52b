import { Link } from 'wouter';
import { phoneHref } from '@shared/format';
import { PAGE_PATHS, PAYMENT_PAGE_PATHS } from '@shared/page-routes';
import { LanguageSwitch } from '@/i18n/language-switch';
import { useI18n } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';

const LINK_CLASSES = 'inline-block py-1 font-medium text-primary hover:underline';

const FOOTER_LINKS = [
  { href: '/join-us', label: /*i18n*/ { id: 'common.footer.joinUs' } },
  { href: '/make-a-payment', label: /*i18n*/ { id: 'common.footer.payment' } },
  { href: PAGE_PATHS.track, label: /*i18n*/ { id: 'common.nav.track' } },
  { href: PAGE_PATHS.account, label: /*i18n*/ { id: 'common.nav.myRequests' } },
  { href: '/admin-login', label: /*i18n*/ { id: 'common.footer.admin' } },
] as const;

export function SiteFooter() {
  const i18n = useI18n();
  const { name, supportPhone, email, mcNumber, dotNumber } = companyProfile;
  return (
    <footer className="mt-auto border-t bg-muted print:hidden">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-2">
        <div className="space-y-1 text-sm">
          <p className="font-semibold">{name}</p>
          <p>
            <a href={phoneHref(supportPhone)} className="hover:underline">
              {supportPhone}
            </a>{' '}
            <span className="text-muted-foreground">(24/7)</span>
          </p>
          <p>
            <a href={`mailto:${email}`} className="wrap-anywhere hover:underline">
              {email}
            </a>
          </p>
          <p className="text-muted-foreground">
            MC #{mcNumber} · DOT #{dotNumber}
          </p>
        </div>
        <nav aria-label={i18n._('common.footer.nav')}>
          <ul className="flex flex-col gap-2 text-sm sm:items-end">
            {FOOTER_LINKS.map(({ href, label }) => (
              <li key={href}>
                {PAYMENT_PAGE_PATHS.includes(href) ? (
                  // A whole page load: the payment page's own security policy must apply.
                  <a href={href} className={LINK_CLASSES}>
                    {i18n._(label)}
                  </a>
                ) : (
                  <Link href={href} className={LINK_CLASSES}>
                    {i18n._(label)}
                  </Link>
                )}
              </li>
            ))}
            <li>
              <LanguageSwitch className={`${LINK_CLASSES} inline-flex items-center gap-1.5`} />
            </li>
          </ul>
        </nav>
      </div>
      <p className="px-4 pb-6 text-center text-xs text-muted-foreground">
        {i18n._('common.footer.copyright', { year: String(new Date().getFullYear()), name })}
      </p>
    </footer>
  );
}
