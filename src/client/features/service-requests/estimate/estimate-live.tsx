// The home block's estimate: the query and the words of its answer. Loaded only once the customer
// starts on the block (estimate-block.tsx), so the home page's first download carries neither the
// query library's observer nor this code.
import type { EstimateQuery } from '@shared/service-requests/instant-estimate-texts';
import { EstimateResult } from './estimate-result';
import { useInstantEstimate } from './use-instant-estimate';

export default function EstimateLive({ query, prompt }: { query: EstimateQuery; prompt: string }) {
  return <EstimateResult state={useInstantEstimate(query)} prompt={prompt} />;
}
