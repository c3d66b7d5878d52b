// What waits on the phone, and what the office refused: "Send now" for the impatient, and each
// refusal with its reason until the driver dismisses it. `referenceId` narrows it to one load.
import { Send, X } from 'lucide-react';
import type { I18n } from '@lingui/core';
import type { LoadStage, ProblemKind } from '@shared/dispatch/dispatch';
import type { ReceiptKind } from '@shared/invoicing/invoice-lines';
import { formatUsd } from '@shared/money-format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { activeLocale } from '@/i18n/locale';
import { sharedLabel, shownMessage } from '@/i18n/shared-text';
import { useI18n } from '@/i18n/use-i18n';
import { offlineQueue } from '../offline/offline-queue';
import type { QueuedUpdate } from '../offline/update-store';
import { useQueueState } from '../offline/use-offline-queue';
import { BIG_BUTTON } from './glove-sizes';

/** "Lumper receipt", "Scale ticket". */
export function receiptKindText(i18n: I18n, kind: ReceiptKind): string {
  return kind === 'lumper' ? i18n._('driver.receipt.lumper') : i18n._('driver.receipt.scaleTicket');
}

/** "At pickup", "Problem: Delay", "Lumper receipt $180.00": an update in a word or two. */
export function updateTitle(
  i18n: I18n,
  update: {
    kind: 'stage' | 'problem' | 'receipt';
    stage?: LoadStage | null | undefined;
    problem?: ProblemKind | null | undefined;
    receiptKind?: ReceiptKind | undefined;
    amount?: string | undefined;
    /** A queued "Picked up" that signs the bill of lading (issue 39). */
    pickup?: unknown;
  },
): string {
  if (update.kind === 'receipt' && update.receiptKind)
    return i18n._('driver.update.receipt', {
      receipt: receiptKindText(i18n, update.receiptKind),
      amount: formatUsd(update.amount, activeLocale()),
    });
  if (update.kind === 'problem' && update.problem)
    return i18n._('driver.update.problem', { problem: sharedLabel(i18n, 'problemKind', update.problem) });
  if (update.stage && update.pickup) return i18n._('driver.update.pickedUpSigned', { stage: sharedLabel(i18n, 'loadStage', update.stage) });
  return update.stage ? sharedLabel(i18n, 'loadStage', update.stage) : i18n._('driver.update.other');
}

export function QueueStatus({ referenceId }: { referenceId?: string }) {
  const i18n = useI18n();
  const state = useQueueState();
  const mine = (update: QueuedUpdate) => referenceId === undefined || update.referenceId === referenceId;
  const waiting = state.waiting.filter(mine);
  const refused = state.refused.filter((refusal) => mine(refusal.update));
  if (waiting.length === 0 && refused.length === 0) return null;

  return (
    <section aria-label={i18n._('driver.queue.label')} className="flex flex-col gap-3">
      {refused.map(({ update, message }) => (
        <Alert key={update.updateId} variant="destructive" className="flex items-start gap-3 text-base">
          <span className="flex-1">
            <span className="block font-semibold">
              {i18n._('driver.queue.notAccepted', { update: updateTitle(i18n, update) })}
              {referenceId === undefined && ` (${update.referenceId})`}
            </span>
            {shownMessage(i18n, message)}
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="size-12 shrink-0"
            aria-label={i18n._('driver.queue.dismiss')}
            onClick={() => offlineQueue().dismissRefused(update.updateId)}
          >
            <X aria-hidden />
          </Button>
        </Alert>
      ))}
      {waiting.length > 0 && (
        <div className="flex flex-col gap-3 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950">
          <ul className="flex flex-col gap-2">
            {waiting.map((update) => (
              <li key={update.updateId} data-testid="queued-update" className="flex flex-col">
                <span className="text-lg font-semibold">
                  {updateTitle(i18n, update)}
                  {referenceId === undefined && ` (${update.referenceId})`}
                </span>
                <span className="text-base">
                  {state.signedOut ? i18n._('driver.queue.waitingForSignIn') : i18n._('driver.queue.waitingForSignal')}
                </span>
              </li>
            ))}
          </ul>
          <Button
            variant="outline"
            className={BIG_BUTTON}
            onClick={() => void offlineQueue().flush()}
            disabled={state.sending || state.signedOut}
          >
            <Send aria-hidden />
            {state.sending ? i18n._('driver.queue.sending') : i18n._('driver.queue.sendNow')}
          </Button>
        </div>
      )}
    </section>
  );
}
