// PayPal's buttons (live mode), from PayPal's JS SDK: USD, capture intent. Approve, cancel and
// error are logged; approval captures on our server, which verifies the money before the invoice
// counts as paid.
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';

export interface PaypalButtonsProps {
  clientId: string;
  createOrder: () => Promise<string>;
  capture: (orderId: string) => Promise<unknown>;
  onPaid: () => void;
}

export function PaypalButtons({ clientId, createOrder, capture, onPaid }: PaypalButtonsProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        createOrder={createOrder}
        onApprove={async (data) => {
          console.info('PayPal approved', data.orderID);
          try {
            await capture(data.orderID);
            toast({ title: 'Payment Successful', description: 'Thank you for your payment!' });
            onPaid();
          } catch (error) {
            toast({ title: 'Payment Failed', description: error instanceof ApiError ? (error.serverMessage ?? error.message) : 'Please try again.', variant: 'destructive' });
          }
        }}
        onCancel={(data) => console.info('PayPal cancelled', data.orderID)}
        onError={(error) => console.error('PayPal error', error)}
      />
    </PayPalScriptProvider>
  );
}
