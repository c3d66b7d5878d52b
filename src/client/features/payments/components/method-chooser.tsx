// Choosing how to pay: one choice from the page's methods, as a labelled radio group (native
// radios: keyboard and screen readers work as they always do).
import type { MessageDescriptor } from '@lingui/core';
import { Banknote, Building2, CreditCard, Landmark, Send, Wallet, type LucideIcon } from 'lucide-react';
import type { PaymentMethod } from '@shared/payments/payment-methods';
import { sharedLabel } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
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

const HINTS: Partial<Record<PaymentMethod, MessageDescriptor>> = {
  credit_card: /*i18n*/ { id: 'payments.method.hint.card' },
  paypal: /*i18n*/ { id: 'payments.method.hint.paypal' },
  zelle: /*i18n*/ { id: 'payments.method.hint.zelle' },
  ach: /*i18n*/ { id: 'payments.method.hint.ach' },
};

export interface MethodChooserProps<Method extends PaymentMethod> {
  methods: readonly Method[];
  value: Method | undefined;
  onChange: (method: Method) => void;
  /** Methods shown but not selectable (their provider is down). */
  unavailable?: readonly PaymentMethod[];
}

export function MethodChooser<Method extends PaymentMethod>({ methods, value, onChange, unavailable = [] }: MethodChooserProps<Method>) {
  const i18n = useI18n();
  return (
    <fieldset data-payment-section="payment-method">
      <legend className="mb-3 text-base font-semibold">{i18n._('payments.method.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {methods.map((method) => {
          const Icon: LucideIcon = ICONS[method];
          const disabled = unavailable.includes(method);
          const hint = HINTS[method];
          const checked = value === method;
          return (
            <label
              key={method}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                checked ? 'border-primary bg-blue-50' : 'hover:bg-muted',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(method)}
                className="size-4 accent-primary"
              />
              <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <span className="flex flex-col">
                <span className="font-medium">{sharedLabel(i18n, 'paymentMethod', method)}</span>
                <span className="text-xs text-muted-foreground">
                  {disabled ? i18n._('payments.method.unavailable') : hint && i18n._(hint)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
