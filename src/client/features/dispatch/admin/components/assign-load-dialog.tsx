// Assign a load to a driver, or re-assign it: the driver (those who cannot be assigned are listed
// but disabled, with the reason), the planned pickup day (the load's own, else its preferred day,
// else today), and optionally the vehicle and trailer numbers. The shared schema checks the form
// as the server will; the server's refusals (an expired card, a load someone else changed) stay
// in the dialog. The appointments (issue 37: detention's free time runs from one the driver was
// early for) are typed in the member's own clock and sent as instants; empty clears one. A broker's
// load refused for want of a signed rate confirmation (issue 39) shows the refusal and, to a role
// that may override it (the owner), a reason field: assigning again sends the override with it.
// So does a driver refused for their qualification file's paperwork (issue 41): the owner sees
// those drivers selectable and, once the server names what the file lacks, a "Dispatch anyway"
// reason field; a lapsed license or card, or an inactive driver, stays disabled for everyone.
import { useId, useState, type FormEvent } from 'react';
import {
  assignLoadSchema,
  DISPATCH_MESSAGES,
  QUALIFICATION_FILE_INCOMPLETE_PREFIX,
  type AssignLoad,
  type BoardDriver,
  type BoardLoad,
} from '@shared/dispatch/dispatch';
import { todayIsoDate } from '@shared/format';
import { FormDialog } from '@/components/admin/form-dialog';
import { errorAria, FieldError } from '@/components/form/field-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useMayUse } from '@/lib/admin/staff-access';
import { ApiError } from '@/lib/api';
import { failureMessage } from '@/lib/failure-message';
import { refusedField } from '@/lib/refused-field';
import { useAssignLoad } from '../api/assignments';
import { routeOf } from '../board-labels';

type Field = keyof AssignLoad;
const FIELDS: readonly Field[] = [
  'driverId',
  'plannedPickupDate',
  'vehicleNumber',
  'trailerNumber',
  'pickupAppointmentAt',
  'deliveryAppointmentAt',
  'rateConfirmationOverride',
  'qualificationOverride',
];

/** Whether the server refused the load for want of a signed or accepted rate confirmation. */
function refusedForRateConfirmation(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.serverMessage === DISPATCH_MESSAGES.rateConfirmationMissing;
}

/** Whether the server refused the driver for their qualification file's paperwork (the owner may override it). */
function refusedForQualificationFile(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 422 && (error.serverMessage?.startsWith(QUALIFICATION_FILE_INCOMPLETE_PREFIX) ?? false)
  );
}

/** How a driver reads in the list: why they cannot be assigned, or that only the owner's override lets them. */
function driverOption(driver: BoardDriver, mayOverride: boolean): { label: string; disabled: boolean } {
  if (!driver.ineligibleReason) return { label: driver.name, disabled: false };
  if (driver.overridable && mayOverride)
    return { label: `${driver.name} (needs your override: ${driver.ineligibleReason})`, disabled: false };
  return { label: `${driver.name} (cannot be assigned: ${driver.ineligibleReason})`, disabled: true };
}

/** An instant as a datetime-local field's value in this browser's zone ("2026-12-01T08:00"), or empty. */
export function localInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value read in this browser's zone, as the instant the server takes; null when empty; the text itself when unreadable (the schema refuses it). */
export function instantOfLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

function changedAppointment(value: string, initial: string): string | null | undefined {
  return value === initial ? undefined : instantOfLocalInput(value);
}

interface AssignLoadDialogProps {
  load: BoardLoad;
  drivers: readonly BoardDriver[];
  onClose: () => void;
}

function initialDate(load: BoardLoad): string {
  const today = todayIsoDate();
  const planned = load.assignment?.plannedPickupDate ?? load.preferredDate;
  // A preferred day already gone cannot be planned: today is the nearest the server accepts.
  return planned && planned >= today ? planned : today;
}

export function AssignLoadDialog({ load, drivers, onClose }: AssignLoadDialogProps) {
  const id = useId();
  const assignLoad = useAssignLoad();
  const current = load.assignment;
  const [driverId, setDriverId] = useState(current ? String(current.driverId) : '');
  const [plannedPickupDate, setPlannedPickupDate] = useState(() => initialDate(load));
  const [vehicleNumber, setVehicleNumber] = useState(current?.vehicleNumber ?? '');
  const [trailerNumber, setTrailerNumber] = useState(current?.trailerNumber ?? '');
  const [pickupAppointment, setPickupAppointment] = useState(() => localInputOf(current?.pickupAppointmentAt));
  const [deliveryAppointment, setDeliveryAppointment] = useState(() => localInputOf(current?.deliveryAppointmentAt));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mayOverride = useMayUse('dispatch-overrides');
  // Shown once the server refused the load for its rate confirmation, and kept while the owner types.
  const [overrideTyped, setOverrideTyped] = useState(false);
  const [overrideReason, setOverrideReason] = useState('');
  const overriding = mayOverride && (overrideTyped || refusedForRateConfirmation(assignLoad.error));
  // The same for a driver whose qualification file is incomplete (issue 41).
  const [fileOverrideTyped, setFileOverrideTyped] = useState(false);
  const [fileOverrideReason, setFileOverrideReason] = useState('');
  const overridingFile = mayOverride && (fileOverrideTyped || refusedForQualificationFile(assignLoad.error));

  // The server's word on one field (400) shows under it; any other refusal above the buttons.
  const refused = (field: Field) => refusedField(assignLoad.error, field);
  const errorOf = (field: Field) => errors[field] ?? refused(field);
  const serverRefusal = assignLoad.error && !FIELDS.some((field) => refused(field)) ? failureMessage(assignLoad.error) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    // Empty numbers are left out (JSON drops undefined): the server stores them as none.
    const assignment = {
      driverId: Number(driverId),
      plannedPickupDate,
      vehicleNumber: vehicleNumber.trim() || undefined,
      trailerNumber: trailerNumber.trim() || undefined,
      // An appointment not touched is left out: the server keeps it as it is.
      pickupAppointmentAt: changedAppointment(pickupAppointment, localInputOf(current?.pickupAppointmentAt)),
      deliveryAppointmentAt: changedAppointment(deliveryAppointment, localInputOf(current?.deliveryAppointmentAt)),
      ...(overriding ? { rateConfirmationOverride: { reason: overrideReason } } : {}),
      ...(overridingFile ? { qualificationOverride: { reason: fileOverrideReason } } : {}),
    } satisfies AssignLoad;
    const parsed = assignLoadSchema.safeParse(assignment);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= field === 'driverId' ? 'Choose a driver' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const driverName = drivers.find((driver) => driver.id === parsed.data.driverId)?.name ?? 'the driver';
    assignLoad.mutate(
      { serviceRequestId: load.serviceRequestId, assignment },
      {
        onSuccess: () => {
          toast({
            title: current ? 'Load re-assigned' : 'Load assigned',
            description: `${load.referenceId} is assigned to ${driverName}.`,
          });
          onClose();
        },
      },
    );
  }

  const title = current ? `Re-assign ${load.referenceId}` : `Assign ${load.referenceId}`;
  return (
    <FormDialog
      title={title}
      description={
        <>
          {routeOf(load)}
          {current && <> · now with {current.driverName}</>}
        </>
      }
      onSubmit={submit}
      onClose={onClose}
      noValidate
      submitButton={
        <Button type="submit" disabled={assignLoad.isPending}>
          {assignLoad.isPending ? 'Assigning...' : current ? 'Re-assign' : 'Assign'}
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-driver`}>Driver</Label>
        <NativeSelect
          id={`${id}-driver`}
          required
          value={driverId}
          onChange={(event) => setDriverId(event.target.value)}
          {...errorAria(`${id}-driver-error`, errorOf('driverId'))}
        >
          <option value="">Choose a driver</option>
          {drivers.map((driver) => {
            const option = driverOption(driver, mayOverride);
            return (
              <option key={driver.id} value={driver.id} disabled={option.disabled}>
                {option.label}
              </option>
            );
          })}
        </NativeSelect>
        <FieldError id={`${id}-driver-error`} error={errorOf('driverId')} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-date`}>Planned pickup date</Label>
        <Input
          id={`${id}-date`}
          type="date"
          required
          min={todayIsoDate()}
          value={plannedPickupDate}
          onChange={(event) => setPlannedPickupDate(event.target.value)}
          {...errorAria(`${id}-date-error`, errorOf('plannedPickupDate'))}
        />
        <FieldError id={`${id}-date-error`} error={errorOf('plannedPickupDate')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-vehicle`}>Vehicle number (optional)</Label>
          <Input
            id={`${id}-vehicle`}
            maxLength={30}
            value={vehicleNumber}
            onChange={(event) => setVehicleNumber(event.target.value)}
            {...errorAria(`${id}-vehicle-error`, errorOf('vehicleNumber'))}
          />
          <FieldError id={`${id}-vehicle-error`} error={errorOf('vehicleNumber')} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-trailer`}>Trailer number (optional)</Label>
          <Input
            id={`${id}-trailer`}
            maxLength={30}
            value={trailerNumber}
            onChange={(event) => setTrailerNumber(event.target.value)}
            {...errorAria(`${id}-trailer-error`, errorOf('trailerNumber'))}
          />
          <FieldError id={`${id}-trailer-error`} error={errorOf('trailerNumber')} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-pickup-appointment`}>Pickup appointment (optional)</Label>
          <Input
            id={`${id}-pickup-appointment`}
            type="datetime-local"
            value={pickupAppointment}
            onChange={(event) => setPickupAppointment(event.target.value)}
            {...errorAria(`${id}-pickup-appointment-error`, errorOf('pickupAppointmentAt'))}
          />
          <FieldError id={`${id}-pickup-appointment-error`} error={errorOf('pickupAppointmentAt')} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-delivery-appointment`}>Delivery appointment (optional)</Label>
          <Input
            id={`${id}-delivery-appointment`}
            type="datetime-local"
            value={deliveryAppointment}
            onChange={(event) => setDeliveryAppointment(event.target.value)}
            {...errorAria(`${id}-delivery-appointment-error`, errorOf('deliveryAppointmentAt'))}
          />
          <FieldError id={`${id}-delivery-appointment-error`} error={errorOf('deliveryAppointmentAt')} />
        </div>
      </div>
      <p className="text-sm text-muted-foreground">Appointment times are in your computer&apos;s time zone.</p>
      {overriding && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-override`}>Reason to dispatch without a rate confirmation (owner override)</Label>
          <Textarea
            id={`${id}-override`}
            maxLength={500}
            value={overrideReason}
            onChange={(event) => {
              setOverrideTyped(true);
              setOverrideReason(event.target.value);
            }}
            {...errorAria(`${id}-override-error`, errorOf('rateConfirmationOverride'))}
          />
          <FieldError id={`${id}-override-error`} error={errorOf('rateConfirmationOverride')} />
          <p className="text-sm text-muted-foreground">The reason is recorded on the assignment and in the audit log.</p>
        </div>
      )}
      {overridingFile && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-file-override`}>Dispatch anyway: the reason (owner override of the qualification file)</Label>
          <Textarea
            id={`${id}-file-override`}
            maxLength={500}
            value={fileOverrideReason}
            onChange={(event) => {
              setFileOverrideTyped(true);
              setFileOverrideReason(event.target.value);
            }}
            {...errorAria(`${id}-file-override-error`, errorOf('qualificationOverride'))}
          />
          <FieldError id={`${id}-file-override-error`} error={errorOf('qualificationOverride')} />
          <p className="text-sm text-muted-foreground">
            For this load and this driver only; recorded on the assignment and in the audit log. A lapsed license or medical card is never
            overridden.
          </p>
        </div>
      )}
      {serverRefusal && <Alert variant="destructive">{serverRefusal}</Alert>}
      {assignLoad.error instanceof ApiError && assignLoad.error.status === 409 && (
        <p className="text-sm text-muted-foreground">The board has been refreshed with the load as it is now.</p>
      )}
    </FormDialog>
  );
}
