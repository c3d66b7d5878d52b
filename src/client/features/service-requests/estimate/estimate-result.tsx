// The estimate as the customer reads it, for the shipper form's panel and the home page's block:
// the range with its miles and the note that the team confirms the price, or why there is none.
// The caller holds the live region (aria-live="polite") it appears in, so it is announced.
import { formatEstimateMiles, formatEstimateRange } from '@shared/service-requests/instant-estimate-format';
import { shownMessage } from '@/i18n/shared-text';
import { useI18n, useLocale } from '@/i18n/use-i18n';
import type { EstimateState } from './use-instant-estimate';

interface EstimateResultProps {
  state: EstimateState;
  /** What to say while the inputs are incomplete; nothing when the region should stay empty. */
  prompt?: string;
}

export function EstimateResult({ state, prompt }: EstimateResultProps) {
  const i18n = useI18n();
  const locale = useLocale();
  switch (state.kind) {
    case 'incomplete':
      return prompt ? <p className="text-muted-foreground">{prompt}</p> : null;
    case 'loading':
      return <p className="text-muted-foreground">{i18n._('estimate.result.loading')}</p>;
    case 'refused':
      return <p className="text-destructive">{shownMessage(i18n, state.message)}</p>;
    case 'failed':
      return <p className="text-muted-foreground">{i18n._('estimate.result.failed')}</p>;
    case 'estimate': {
      const { lowCents, highCents, estimatedMiles } = state.estimate;
      return (
        <>
          <p className="text-base">
            {i18n._('estimate.result.rangeLabel')}:{' '}
            <strong className="font-semibold">{formatEstimateRange(lowCents, highCents, locale)}</strong>
            <span className="text-muted-foreground">
              {' · '}
              {i18n._('estimate.result.miles', { miles: formatEstimateMiles(estimatedMiles, locale) })}
            </span>
          </p>
          {/* The fuel surcharge line, in the server's words (decision 070: no new code or words on the home page). */}
          {state.estimate.fuelNote && <p>{state.estimate.fuelNote}</p>}
          <p className="text-muted-foreground">{i18n._('estimate.result.confirmNote')}</p>
        </>
      );
    }
  }
}
