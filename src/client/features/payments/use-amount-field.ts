// An amount typed by the customer: valid when it is a positive amount with at most two decimals
// (the server then applies its minimum and maximum and says so).
import { useState } from 'react';
import { moneyAmountSchema } from '@shared/money';

export function useAmountField(initial = '') {
  const [text, setText] = useState(initial);
  const parsed = moneyAmountSchema.safeParse(text);
  return { text, setText, amount: parsed.success ? parsed.data : undefined, error: text && !parsed.success ? parsed.error.issues[0]?.message : undefined };
}
