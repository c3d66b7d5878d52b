// An account's flags as badges: merged (and into which), factored, reminders paused, over its limit.
import type { AccountSummary } from '@shared/accounts/account-schemas';
import { Badge } from '@/components/ui/badge';
import { isOverLimit } from '../account-words';

type Flagged = Pick<AccountSummary, 'mergedInto' | 'factored' | 'remindersPaused' | 'creditLimit' | 'openBalance'>;

export function AccountBadges({ account }: { account: Flagged }) {
  return (
    <>
      {account.mergedInto && <Badge tone="neutral">Merged into {account.mergedInto.name}</Badge>}
      {account.factored && <Badge tone="blue">Factored</Badge>}
      {account.remindersPaused && <Badge tone="yellow">Reminders paused</Badge>}
      {isOverLimit(account) && <Badge tone="red">Over credit limit</Badge>}
    </>
  );
}
