// Choosing how to pay: one choice from the page's methods, as a labelled radio group (native
// radios: keyboard and screen readers work as they always do).
import { Banknote, Building2, CreditCard, Landmark, Send, Wallet, type LucideIcon } from 'lucide-react';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@shared/payment-methods';
import { cn } from '@/lib/cn';

const ICONS: Record<PaymentMethod, LucideIcon> = {
  credit_card: CreditCard,
  paypal: Wallet,
  bank_transfer: Landmark,
  zelle: Send,
  wire_transfer: Building2,
  ach: Banknote,
  direct_deposit: Banknote,
};

const HINTS: Partial<Record<PaymentMethod, string>> = {
  credit_card: 'Visa, Mastercard, American Express, Discover',
  paypal: 'Pay with your PayPal account',
  zelle: 'From your bank’s app',
  ach: 'Arrives in 1-3 business days',
};

export interface MethodChooserProps<Method extends PaymentMethod> {
  methods: readonly Method[];
  value: Method | undefined;
  onChange: (method: Method) => void;
  /** Methods shown but not selectable, with the reason. */
  unavailable?: Partial<Record<Method, string>>;
}

export function MethodChooser<Method extends PaymentMethod>({ methods, value, onChange, unavailable = {} }: MethodChooserProps<Method>) {
  return (
    <fieldset data-payment-section="payment-method">
      <legend className="mb-3 text-base font-semibold">Payment Method</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => {
          const Icon: LucideIcon = ICONS[method];
          const reason = unavailable[method];
          const checked = value === method;
          return (
            <label
              key={method}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked ? 'border-primary bg-blue-50' : 'hover:bg-muted',
                reason && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={checked}
                disabled={Boolean(reason)}
                onChange={() => onChange(method)}
                className="size-4 accent-primary"
              />
              <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <span className="flex flex-col">
                <span className="font-medium">{PAYMENT_METHOD_LABELS[method]}</span>
                <span className="text-xs text-muted-foreground">{reason ?? HINTS[method]}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
