// The amount a customer types on the free-form pages (/make-a-payment, /simple-payment) is read by
// the shared rule as it is typed (docs/decisions/054-unambiguous-amounts.md): a decimal comma is
// refused in the page's language, saying how to write it, and no way to pay is offered for it;
// "1,234.56" is one thousand two hundred thirty-four dollars and fifty-six cents.
import '@/test-support/company-profile';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@shared/i18n';
import { paymentsConfigSchema } from '@shared/payments/payments';
import { stubNetwork } from '@/test-support/fake-network';
import { inLanguage } from '@/test-support/i18n';
import { renderWithApp } from '@/test-support/render';
import { FreeFormPaymentPage } from './free-form-payment-page';
import { SimplePaymentPage } from './simple-payment-page';

const CONFIG = paymentsConfigSchema.parse({
  mode: 'live',
  stripePublishableKey: 'pk_live_0123456789',
  paypalClientId: 'paypal-client-id',
  cardAvailable: true,
  paypalAvailable: true,
  maxAmount: '25000.00',
  zelle: { email: 'payments@lakeshore.example', name: 'Lakeshore Freight LLC' },
  bankInstructions: null,
});

const HOW_TO_WRITE: Record<Locale, string> = {
  en: 'Write the amount in dollars with a point before the cents, like 1234.56 or 1,234.56',
  es: 'Escriba el monto en dólares con un punto antes de los centavos, como 1234.56 o 1,234.56',
};
const AMOUNT_LABEL: Record<Locale, RegExp> = { en: /^Amount \(USD\)/, es: /^Monto \(USD\)/ };

const PAGES = [
  { name: '/make-a-payment', path: '/make-a-payment', page: () => <FreeFormPaymentPage /> },
  { name: '/simple-payment', path: '/simple-payment', page: () => <SimplePaymentPage /> },
];
const CASES = PAGES.flatMap((page) => (['en', 'es'] as const).map((locale) => ({ ...page, locale })));

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function open(path: string, page: () => React.JSX.Element, locale: Locale, search = '') {
  inLanguage(locale);
  window.history.replaceState(null, '', `${path}${search}`);
  const network = stubNetwork({ 'GET /api/payments/config': { status: 200, body: CONFIG } });
  return { network, ...renderWithApp(page()) };
}

describe.each(CASES)('$name in $locale', ({ path, page, locale }) => {
  it.each(['2,50', '12,50', '1.234,56', '1,2345', '2.505'])('refuses %j as it is typed, saying how to write it', async (typed) => {
    const { network, user } = open(path, page, locale);
    const field = await screen.findByLabelText(AMOUNT_LABEL[locale]);
    expect(field.getAttribute('type')).toBe('text');
    await user.type(field, typed);
    expect(screen.getByRole('alert').textContent).toBe(HOW_TO_WRITE[locale]);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // No way to pay is offered for an amount that cannot be read, so nothing can be sent.
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(network.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/payments/config']);
  });

  it('refuses an ambiguous amount from a link (?amount=2,50) the same way', async () => {
    open(path, page, locale, '?amount=2,50');
    expect((await screen.findByLabelText<HTMLInputElement>(AMOUNT_LABEL[locale])).value).toBe('2,50');
    expect(screen.getByRole('alert').textContent).toBe(HOW_TO_WRITE[locale]);
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  it('takes "1,234.56" as it is written', async () => {
    const { user } = open(path, page, locale);
    await user.type(await screen.findByLabelText(AMOUNT_LABEL[locale]), '1,234.56');
    // The free-form page sums up the payment once it also has an address for the receipt.
    const email = document.getElementById('payer-email');
    if (email) await user.type(email, 'ana@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByText(/\$1,234\.56/).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('radio').length).toBeGreaterThan(0);
  });
});
