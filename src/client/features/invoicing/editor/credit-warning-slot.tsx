// The account's credit check for an amount (the accounts feature's, handed over by the app): the
// invoice editor shows it beside Send invoice for the draft's total, the quote lines editor under
// the quote's total, so the office sees the account's limit before it confirms. Given once to each
// dialog and read where the total is drawn, however deep.
import { createContext, useContext, type ReactNode } from 'react';

export type CreditWarningSlot = (requestId: number, amount: string) => ReactNode;

const CreditWarningContext = createContext<CreditWarningSlot | undefined>(undefined);

export function CreditWarningProvider({ slot, children }: { slot: CreditWarningSlot | undefined; children: ReactNode }) {
  return <CreditWarningContext.Provider value={slot}>{children}</CreditWarningContext.Provider>;
}

/** The credit check for `amount` (dollars, as the server writes them), or nothing without a slot. */
export function CreditWarningFor({ requestId, amount }: { requestId: number; amount: string }) {
  const slot = useContext(CreditWarningContext);
  return slot ? slot(requestId, amount) : null;
}
