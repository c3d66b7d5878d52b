// The texts a load's events make (issue 40; decision 084): the composition hands this listener
// each event dispatch records, inside dispatch's transaction, after the tracking's own listener.
// Each subscriber whose milestones include the moment gets one text of it, ever (its dedupe key);
// the driver gets their sign-in link when a load is assigned to them. With texts off, nothing.
import type { LoadEvent } from '../dispatch/index.js';
import type { TextMilestone } from '../../../shared/text-messages/text-messages.js';
import { toE164UsNumber } from '../../../shared/text-messages/text-messages.js';
import type { Transaction } from '../../db/client.js';
import type { TextMessageDeps } from './deps.js';
import { queueText } from './queue.js';
import { findDriverContact, findRequestPlaces, type RequestPlaces } from './request-facts.js';
import { subscriptionsOf } from './repository.js';
import { timeZoneOfPlace } from '../../infra/place-time-zone.js';

export type TextsLoadEventListener = (tx: Transaction, event: LoadEvent) => Promise<void>;

export function textsLoadEventListener(deps: TextMessageDeps): TextsLoadEventListener {
  return async (tx, event) => {
    if (!deps.texts) return;
    // Most events (a position every few minutes) reach no moment: the request is read only for one that does.
    const milestones = await milestonesOf(deps, tx, event);
    if (milestones.length === 0 && event.kind !== 'assigned') return;
    const request = await findRequestPlaces(tx, event.serviceRequestId);
    if (!request) return;
    for (const milestone of milestones) {
      await queueMilestone(deps, tx, request, milestone, event);
    }
    if (event.kind === 'assigned') await queueDriverText(deps, tx, request, event.driverProfileId, event.at);
  };
}

async function milestonesOf(deps: TextMessageDeps, tx: Transaction, event: LoadEvent): Promise<TextMilestone[]> {
  switch (event.kind) {
    case 'assigned':
      // Another driver in place of the first is the office's business; the load was dispatched once.
      return event.reassigned ? [] : ['dispatched'];
    case 'stage':
      if (event.stage === 'picked_up') return ['picked_up'];
      if (event.stage === 'delivered') return ['delivered'];
      // At the dock: arriving soon, if the estimate never said so (the dedupe key keeps it one text).
      if (event.stage === 'at_delivery') return ['arriving_soon'];
      return (await deps.arrivingSoonReached(tx, event.serviceRequestId, event.at)) ? ['arriving_soon'] : [];
    case 'position':
      return (await deps.arrivingSoonReached(tx, event.serviceRequestId, event.at)) ? ['arriving_soon'] : [];
    case 'problem':
      // A delay is what the person waiting needs to know; damage, a refusal or no access are the office's to tell.
      return event.problem === 'delay' ? ['delay'] : [];
  }
}

async function queueMilestone(deps: TextMessageDeps, tx: Transaction, request: RequestPlaces, milestone: TextMilestone, event: LoadEvent) {
  const subscriptions = (await subscriptionsOf(tx, request.id)).filter((row) => row.milestones.includes(milestone));
  if (subscriptions.length === 0) return;
  const trackingUrl = milestone === 'dispatched' ? await deps.trackingLinkUrl(tx, request.id) : null;
  for (const subscription of subscriptions) {
    // The consignee waits at the delivery; the customer is where the load starts.
    const place =
      subscription.subscriber === 'consignee'
        ? { zip: request.deliveryZip, state: request.deliveryState }
        : { zip: request.pickupZip, state: request.pickupState };
    // A load may be delayed more than once: each reported delay is its own text.
    const occurrence = milestone === 'delay' ? `:${event.at.getTime()}` : '';
    await queueText(
      tx,
      {
        serviceRequestId: request.id,
        recipient: subscription.subscriber,
        kind: milestone,
        dedupeKey: `request:${request.id}:${subscription.subscriber}:${milestone}${occurrence}`,
        toPhone: subscription.phone,
        language: subscription.language,
        timeZone: timeZoneOfPlace(place, deps.fallbackTimeZone),
        companyName: deps.company.name,
        referenceId: request.referenceId,
        trackingUrl,
      },
      event.at,
    );
  }
}

async function queueDriverText(deps: TextMessageDeps, tx: Transaction, request: RequestPlaces, driverProfileId: number, at: Date) {
  const driver = await findDriverContact(tx, driverProfileId);
  const phone = driver ? toE164UsNumber(driver.phone) : undefined;
  if (!driver || !phone) return;
  await queueText(
    tx,
    {
      serviceRequestId: request.id,
      driverProfileId,
      recipient: 'driver',
      kind: 'load_assigned',
      // One per driver and load: assigned again after a swap back, they already have the text.
      dedupeKey: `request:${request.id}:driver:${driverProfileId}:load_assigned`,
      toPhone: phone,
      language: driver.language,
      timeZone: timeZoneOfPlace({ zip: request.pickupZip, state: request.pickupState }, deps.fallbackTimeZone),
      companyName: deps.company.name,
      referenceId: request.referenceId,
    },
    at,
  );
}
