// The board's load card flags the paperwork (issue 39): pieces confirmed at pickup that differ
// from the bill of lading, and the receiver's exceptions at delivery; a clean load shows neither.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoardLoad } from '@shared/dispatch/dispatch';
import { LoadCard } from './load-card';

function load(changes: Partial<BoardLoad> = {}): BoardLoad {
  return {
    serviceRequestId: 7,
    referenceId: 'SR-2026-7',
    serviceType: 'ftl',
    urgency: 'standard',
    pickupCity: 'Chicago',
    pickupState: 'IL',
    deliveryCity: 'Detroit',
    deliveryState: 'MI',
    preferredDate: '2099-03-04',
    requestStatus: 'delivered',
    assignment: {
      driverId: 1,
      driverName: 'Maria Lopez',
      vehicleNumber: null,
      trailerNumber: null,
      plannedPickupDate: '2099-03-04',
      pickupAppointmentAt: null,
      deliveryAppointmentAt: null,
      stage: 'delivered',
      assignedAt: '2099-03-01T10:00:00.000Z',
    },
    lastUpdate: null,
    hasOpenProblem: false,
    piecesMismatchAtPickup: false,
    hasDeliveryExceptions: false,
    ...changes,
  };
}

function card(changes: Partial<BoardLoad>) {
  render(<LoadCard load={load(changes)} driverIneligibleReason={null} onAssign={() => {}} onUnassign={() => {}} />);
  return screen.getByRole('article', { name: 'SR-2026-7' });
}

describe("the board's load card", () => {
  it('flags exceptions at delivery and pieces that differed at pickup', () => {
    const flagged = card({ hasDeliveryExceptions: true, piecesMismatchAtPickup: true });
    expect(within(flagged).getByText('Exceptions at delivery')).toBeDefined();
    expect(within(flagged).getByText('Pieces differ from the bill of lading at pickup')).toBeDefined();
  });

  it('shows neither flag for a clean load', () => {
    const clean = card({});
    expect(within(clean).queryByText('Exceptions at delivery')).toBeNull();
    expect(within(clean).queryByText(/Pieces differ/)).toBeNull();
  });
});
