// POST /api/track/proof-of-delivery: the proof of delivery PDF for the same reference ID and
// e-mail the page looked up (a POST, so the address stays out of URLs), saved as a download.
import { TRACK_PROOF_OF_DELIVERY_PATH, type TrackingLookup } from '@shared/tracking/tracking-lookup';
import { apiRequest } from '@/lib/api';

export async function downloadTrackedProofOfDelivery(lookup: TrackingLookup): Promise<void> {
  const response = await apiRequest('POST', TRACK_PROOF_OF_DELIVERY_PATH, lookup);
  const file = await response.blob();
  saveFile(file, `proof-of-delivery-${lookup.referenceId}.pdf`);
}

/** Hands the bytes to the browser as a download under `filename`. */
function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
