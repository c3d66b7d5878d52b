// How a request goes, step by step, in what the site really does (spec sections 2 and 9; the
// chat's 'after-request' answer in src/shared/faq/en.ts tells the same story).
import { useI18n } from '@/i18n/use-i18n';
import { HomeSection } from './home-section';

// The last step names the first and last statuses as STATUS_LABELS (and the shared catalog) do.
const STEPS = [
  { title: /*i18n*/ { id: 'home.howItWorks.send.title' }, text: /*i18n*/ { id: 'home.howItWorks.send.text' } },
  { title: /*i18n*/ { id: 'home.howItWorks.reference.title' }, text: /*i18n*/ { id: 'home.howItWorks.reference.text' } },
  { title: /*i18n*/ { id: 'home.howItWorks.quote.title' }, text: /*i18n*/ { id: 'home.howItWorks.quote.text' } },
  { title: /*i18n*/ { id: 'home.howItWorks.pay.title' }, text: /*i18n*/ { id: 'home.howItWorks.pay.text' } },
  { title: /*i18n*/ { id: 'home.howItWorks.track.title' }, text: /*i18n*/ { id: 'home.howItWorks.track.text' } },
] as const;

export function HowItWorksSection() {
  const i18n = useI18n();
  return (
    <HomeSection id="how-it-works" title={i18n._('home.howItWorks.title')}>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {STEPS.map(({ title, text }, index) => (
          <li key={title.id} className="flex gap-3 lg:flex-col">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{i18n._(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
