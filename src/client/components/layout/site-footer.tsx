import { Link } from 'wouter';
import { phoneHref } from '@shared/format';
import { PAGE_PATHS, PAYMENT_PAGE_PATHS } from '@shared/page-routes';
import { companyProfile } from '@/lib/company-profile';

const FOOTER_LINKS = [
  { href: '/join-us', label: 'Become a Driver' },
  { href: '/make-a-payment', label: 'Make a Payment' },
  { href: PAGE_PATHS.track, label: 'Track a shipment' },
  { href: PAGE_PATHS.account, label: 'My requests' },
  { href: '/admin-login', label: 'Admin Portal' },
] as const;

export function SiteFooter() {
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
        <nav aria-label="Footer">
          <ul className="flex flex-col gap-2 text-sm sm:items-end">
            {FOOTER_LINKS.map(({ href, label }) => (
              <li key={href}>
                {PAYMENT_PAGE_PATHS.includes(href) ? (
                  // A whole page load: the payment page's own security policy must apply.
                  <a href={href} className="inline-block py-1 font-medium text-primary hover:underline">
                    {label}
                  </a>
                ) : (
                  <Link href={href} className="inline-block py-1 font-medium text-primary hover:underline">
                    {label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="px-4 pb-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {name}. All rights reserved.
      </p>
    </footer>
  );
}
