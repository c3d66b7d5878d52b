// PayPal's buttons (live mode), from PayPal's JS SDK: USD, capture intent. Approve, cancel and
// error are logged; approval captures on our server, which verifies the money before the invoice
// counts as paid, and answers the payment's outcome.
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import type { PaypalCaptureResult } from '@shared/payments';
import { toast } from '@/components/ui/use-toast';
import { failureMessage } from '@/lib/failure-message';
import { isConflict, type OnConflict, type OnPaid } from '../payment-errors';

export interface PaypalButtonsProps {
  clientId: string;
  createOrder: () => Promise<string>;
  capture: (orderId: string) => Promise<PaypalCaptureResult>;
  onPaid: OnPaid;
  onConflict?: OnConflict;
}

export function PaypalButtons({ clientId, createOrder, capture, onPaid, onConflict }: PaypalButtonsProps) {
  function refused(error: unknown) {
    const message = failureMessage(error, 'Please try again.');
    toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
    if (isConflict(error)) onConflict?.(message);
  }

  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
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
