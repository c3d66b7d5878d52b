// How a request goes, step by step, in what the site really does (spec sections 2 and 9; the
// chat's 'after-request' answer in src/shared/faq.ts tells the same story).
import { STATUS_LABELS } from '@shared/service-requests';
import { HomeSection } from './home-section';

const STEPS = [
  {
    title: 'Send your request',
    text: 'Choose Shipper, Freight Broker or Dispatcher above and fill in the form for your role.',
  },
  {
    title: 'Get your reference ID',
    text: 'It shows as soon as you submit (SR-XXXX-XXXX-XXXX-XXXX), and an e-mail confirmation follows.',
  },
  {
    title: 'We confirm and quote',
    text: 'Our team contacts you within 2-4 business hours to confirm the details and give you a quote.',
  },
  {
    title: 'Pay your invoice online',
    text: 'Once the price is agreed you get an invoice with a payment link: pay by card, PayPal, bank transfer, Zelle, wire or ACH.',
  },
  {
    title: 'Track it',
    text: `Follow every step, from ${STATUS_LABELS.received} to ${STATUS_LABELS.delivered}, with your reference ID and e-mail.`,
  },
] as const;

export function HowItWorksSection() {
  return (
    <HomeSection id="how-it-works" title="How it works">
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {STEPS.map(({ title, text }, index) => (
          <li key={title} className="flex gap-3 lg:flex-col">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
