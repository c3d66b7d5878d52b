import { ArrowLeft, BadgeCheck, FileCheck2, Home, ListChecks, Mail, PackageSearch, Phone, ShieldCheck, Truck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { phoneHref } from '@shared/format';
import { PAGE_PATHS } from '@shared/page-routes';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/i18n/language-switch';
import { useI18n } from '@/i18n/use-i18n';
import { companyProfile } from '@/lib/company-profile';

const TRUST_BADGES = [
  { label: /*i18n*/ { id: 'common.header.badge.insured' }, icon: ShieldCheck },
  { label: /*i18n*/ { id: 'common.header.badge.licensed' }, icon: BadgeCheck },
  { label: /*i18n*/ { id: 'common.header.badge.fmcsa' }, icon: FileCheck2 },
] as const;

const LANGUAGE_SWITCH_CLASSES =
  'inline-flex min-h-8 items-center gap-1.5 rounded-md px-2 font-semibold hover:underline ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-foreground';

export function SiteHeader() {
  const i18n = useI18n();
  const { name, supportPhone, email, mcNumber, dotNumber } = companyProfile;
  const [location, navigate] = useLocation();
  // The request flow's steps differ only in their search (?role=..., decision 028): each is a page seen.
  const search = useSearch();

  // history.length also counts other sites and the tab's blank start page, so it cannot tell
  // whether 'back' stays on our site. Count the pages seen here instead; a visitor who arrived
  // from elsewhere goes home rather than off the site.
  const pagesSeen = useRef(0);
  useEffect(() => {
    pagesSeen.current += 1;
  }, [location, search]);
  const goBack = () => {
    // The whole origin, not a prefix: https://site.example.evil.com is not our site.
    const cameFromOurSite = sameOrigin(document.referrer, window.location.origin);
    if (pagesSeen.current > 1 || cameFromOurSite) window.history.back();
    else navigate('/');
  };

  return (
    <header className="border-b bg-background print:hidden">
      <div className="bg-brand text-brand-foreground">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 text-sm">
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
            <a href={phoneHref(supportPhone)} className="inline-flex items-center gap-1.5 font-semibold hover:underline">
              <Phone className="size-4" aria-hidden />
              <span>
                <span className="hidden sm:inline">{i18n._('common.header.support')} </span>
                {supportPhone}
              </span>
            </a>
            <a href={`mailto:${email}`} className="inline-flex min-w-0 items-center gap-1.5 hover:underline">
              <Mail className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{email}</span>
            </a>
          </div>
          <div className="flex items-center gap-x-4">
            <p className="text-xs text-brand-foreground/90">
              MC #{mcNumber} <span aria-hidden>·</span> DOT #{dotNumber}
            </p>
            {/* A 32 px tap target, clear of the phone and e-mail links above it. */}
            <LanguageSwitch className={LANGUAGE_SWITCH_CLASSES} />
          </div>
        </div>
      </div>

      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-3">
        <nav aria-label={i18n._('common.header.nav')} className="flex items-center gap-1">
          <Button variant="ghost" size="sm" onClick={goBack} title={i18n._('common.header.backTitle')}>
            <ArrowLeft aria-hidden />
            <span className="sr-only sm:not-sr-only">{i18n._('common.header.back')}</span>
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link href="/" title={i18n._('common.header.homeTitle')}>
              <Home aria-hidden />
              <span className="sr-only sm:not-sr-only">{i18n._('common.header.home')}</span>
            </Link>
          </Button>
          {/* A word on a phone too (customers come back mostly for this, and an icon alone does not
              say it); at 390 px the company name then wraps to a row of its own. The full name is
              the link's accessible name everywhere. */}
          <Button variant="ghost" size="sm" asChild>
            <Link href={PAGE_PATHS.track} aria-label={i18n._('common.nav.track')}>
              <PackageSearch aria-hidden />
              <span className="sm:hidden">{i18n._('common.header.trackShort')}</span>
              <span className="hidden sm:inline">{i18n._('common.nav.track')}</span>
            </Link>
          </Button>
          {/* The customer's own page (signing in is its first screen). Short enough to stay a word
              on a phone: at 390 px Back and Home are icons, Track and this fit on one row. */}
          <Button variant="ghost" size="sm" asChild>
            <Link href={PAGE_PATHS.account}>
              <ListChecks aria-hidden />
              {i18n._('common.nav.myRequests')}
            </Link>
          </Button>
        </nav>
        <Link href="/" className="ml-auto inline-flex items-center gap-2 text-base font-bold text-brand sm:text-lg">
          <Truck className="size-6 shrink-0 text-accent" aria-hidden />
          {name}
        </Link>
      </div>

      {/* Credentials reassure customers (the staff's and drivers' pages have a frame of their own, decision 057). */}
      <ul aria-label={i18n._('common.header.credentials')} className="mx-auto flex max-w-6xl flex-wrap gap-2 px-4 pb-3">
        {TRUST_BADGES.map(({ label, icon: Icon }) => (
          <li
            key={label.id}
            className="inline-flex items-center gap-1.5 rounded-full border border-green-200 bg-green-50 px-3 py-1 text-xs font-medium text-green-900"
          >
            <Icon className="size-3.5" aria-hidden />
            {i18n._(label)}
          </li>
        ))}
      </ul>
    </header>
  );
}

function sameOrigin(address: string, origin: string): boolean {
  try {
    return new URL(address).origin === origin;
  } catch {
    return false;
  }
}
