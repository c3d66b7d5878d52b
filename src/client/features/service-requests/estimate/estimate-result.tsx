// The estimate as the customer reads it, for the shipper form's panel and the home page's block:
// the range with its miles and the note that the team confirms the price, or why there is none.
// The caller holds the live region (aria-live="polite") it appears in, so it is announced.
import { formatEstimateMiles, formatEstimateRange } from '@shared/instant-estimate-format';
import { ESTIMATE_TEXTS } from '@shared/instant-estimate-texts';
import type { EstimateState } from './use-instant-estimate';

interface EstimateResultProps {
  state: EstimateState;
  /** What to say while the inputs are incomplete; nothing when the region should stay empty. */
  prompt?: string;
}

export function EstimateResult({ state, prompt }: EstimateResultProps) {
  switch (state.kind) {
    case 'incomplete':
      return prompt ? <p className="text-muted-foreground">{prompt}</p> : null;
    case 'loading':
      return <p className="text-muted-foreground">{ESTIMATE_TEXTS.loading}</p>;
    case 'refused':
      return <p className="text-destructive">{state.message}</p>;
    case 'failed':
      return <p className="text-muted-foreground">{ESTIMATE_TEXTS.failed}</p>;
    case 'estimate': {
      const { lowCents, highCents, estimatedMiles } = state.estimate;
      return (
        <>
          <p className="text-base">
            {ESTIMATE_TEXTS.rangeLabel}: <strong className="font-semibold">{formatEstimateRange(lowCents, highCents)}</strong>
            <span className="text-muted-foreground"> · about {formatEstimateMiles(estimatedMiles)}</span>
          </p>
          <p className="text-muted-foreground">{ESTIMATE_TEXTS.confirmNote}</p>
        </>
      );
    }
  }
}
