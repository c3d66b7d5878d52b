// The driver's load as the API shows it (src/shared/dispatch/dispatch.ts), made from the repository's rows.
import {
  nextStageOf,
  type DriverBillOfLading,
  type DriverLoad,
  type DriverLoadSummary,
  type DriverUpdateView,
} from '../../../../shared/dispatch/dispatch.js';
import { servedContentType } from '../../../infra/storage/safe-file-name.js';
import type { DispatchUpdateRow, DriverLoadRow, DriverLoadSummaryRow } from './load-repository.js';

/** Where the driver's page fetches an item photo of their load. */
export function driverPhotoUrl(referenceId: string, photoId: string): string {
  return `/api/driver/loads/${encodeURIComponent(referenceId)}/photos/${encodeURIComponent(photoId)}`;
}

export function loadSummaryOf(row: DriverLoadSummaryRow): DriverLoadSummary {
  return {
    referenceId: row.referenceId,
    stage: row.stage,
    plannedPickupDate: row.plannedPickupDate,
    pickupCity: row.pickupCity,
    pickupState: row.pickupState,
    deliveryCity: row.deliveryCity,
    deliveryState: row.deliveryState,
    urgency: row.urgency,
  };
}

export function updateViewOf(row: DispatchUpdateRow): DriverUpdateView {
  return { id: row.id, kind: row.kind, stage: row.stage, problem: row.problem, note: row.note, at: row.recordedAt.toISOString() };
}

export function loadViewOf(
  row: DriverLoadRow,
  photos: readonly { id: string; contentType: string }[],
  updates: readonly DispatchUpdateRow[],
  billOfLading: DriverBillOfLading | null,
): DriverLoad {
  return {
    ...loadSummaryOf(row),
    serviceType: row.serviceType,
    vehicleNumber: row.vehicleNumber,
    trailerNumber: row.trailerNumber,
    preferredTime: row.preferredTime,
    pickup: {
      address: row.pickupAddress,
      address2: row.pickupAddress2,
      city: row.pickupCity,
      state: row.pickupState,
      zip: row.pickupZip,
      instructions: row.pickupInstructions,
    },
    delivery: {
      address: row.deliveryAddress,
      address2: row.deliveryAddress2,
      city: row.deliveryCity,
      state: row.deliveryState,
      zip: row.deliveryZip,
      instructions: row.deliveryInstructions,
    },
    contact: { name: row.contactName, company: row.contactCompany, phone: row.contactPhone },
    item: {
      description: row.serviceDescription,
      itemType: row.itemType,
      length: row.length,
      width: row.width,
      height: row.height,
      weight: row.weight,
      specialHandling: row.specialHandling,
    },
    photos: photos.map((photo) => ({
      id: photo.id,
      url: driverPhotoUrl(row.referenceId, photo.id),
      contentType: servedContentType(photo.contentType),
    })),
    updates: updates.map(updateViewOf),
    nextStage: nextStageOf(row.stage),
    billOfLading,
  };
}
