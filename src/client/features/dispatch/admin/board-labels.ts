// How the board words a load: its stage (or "Unassigned"), its route, its day and its driver's
// last update ("At pickup · 10:42"; a problem as "Delay: <note>").
import { LOAD_STAGE_LABELS, PROBLEM_LABELS, type BoardLoad, type BoardStageFilter, type LoadStage } from '@shared/dispatch/dispatch';
import type { BadgeProps } from '@/components/ui/badge';
import { formatCalendarDate } from '@/lib/format-calendar-date';

export const STAGE_FILTER_LABELS: Record<BoardStageFilter, string> = { unassigned: 'Unassigned', ...LOAD_STAGE_LABELS };

const STAGE_TONES: Record<LoadStage, BadgeProps['tone']> = {
  assigned: 'blue',
  accepted: 'blue',
  at_pickup: 'yellow',
  picked_up: 'orange',
  at_delivery: 'orange',
  delivered: 'green',
};

export function stageOf(load: BoardLoad): { label: string; tone: BadgeProps['tone'] } {
  if (!load.assignment) return { label: STAGE_FILTER_LABELS.unassigned, tone: 'neutral' };
  return { label: LOAD_STAGE_LABELS[load.assignment.stage], tone: STAGE_TONES[load.assignment.stage] };
}

export function routeOf(load: BoardLoad): string {
  return `${load.pickupCity}, ${load.pickupState} → ${load.deliveryCity}, ${load.deliveryState}`;
}

/** The planned pickup day of an assigned load, else the customer's preferred day. */
export function dayOf(load: BoardLoad): string {
  if (load.assignment) return `Pickup planned ${formatCalendarDate(load.assignment.plannedPickupDate)}`;
  return load.preferredDate ? `Preferred ${formatCalendarDate(load.preferredDate)}` : 'Preferred ASAP';
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayAndTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "10:42" today, "Nov 23, 10:42" on another day (the viewer's time zone). */
export function updateTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? timeFormat.format(at) : dayAndTimeFormat.format(at);
}

/** What the last update says, without its time. */
export function lastUpdateText(update: NonNullable<BoardLoad['lastUpdate']>): string {
  if (update.kind === 'problem' && update.problem) {
    const label = PROBLEM_LABELS[update.problem];
    return update.note ? `${label}: ${update.note}` : label;
  }
  return update.stage ? LOAD_STAGE_LABELS[update.stage] : 'Update';
}
