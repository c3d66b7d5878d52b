// PayPal's buttons (live mode), from PayPal's JS SDK: USD, capture intent. Approve, cancel and
// error are logged; approval captures on our server, which verifies the money before the invoice
// counts as paid, and answers the payment's outcome.
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import type { PaypalCaptureResult } from '@shared/payments/payments';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import { showPaymentFailure, type OnConflict, type OnPaid } from '../payment-errors';

// PayPal's buttons in the page's language (PayPal's SDK takes language_COUNTRY).
const PAYPAL_LOCALES = { en: 'en_US', es: 'es_US' } as const;

export interface PaypalButtonsProps {
  clientId: string;
  createOrder: () => Promise<string>;
  capture: (orderId: string) => Promise<PaypalCaptureResult>;
  onPaid: OnPaid;
  onConflict?: OnConflict;
}

export function PaypalButtons({ clientId, createOrder, capture, onPaid, onConflict }: PaypalButtonsProps) {
  const i18n = useI18n();
  // Read as the SDK loads: PayPal's script is loaded once per page, so its language stays the
  // one it was loaded in.
  const locale = useLocale();
  const refused = (error: unknown) => showPaymentFailure(i18n, error, onConflict);

  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture', locale: PAYPAL_LOCALES[locale] }}>
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        createOrder={async () => {
          try {
            return await createOrder();
          } catch (error) {
            // Refused before PayPal opened (paid meanwhile, a reported transfer): say why.
            refused(error);
            throw error;
          }
        }}
        onApprove={async (data) => {
          console.info('PayPal approved', data.orderID);
          try {
            const result = await capture(data.orderID);
            onPaid(data.orderID, result.outcome);
          } catch (error) {
            refused(error);
          }
        }}
        onCancel={(data) => console.info('PayPal cancelled', data.orderID)}
        onError={(error) => console.error('PayPal error', error)}
      />
    </PayPalScriptProvider>
  );
}
