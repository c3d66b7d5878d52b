// Detention's arithmetic (issue 37), pure: how much of a driver's wait at a stop is billed.
// docs/decisions/068-detention-and-accessorials.md explains each rule.

export interface DetentionTerms {
  /** Minutes of waiting included in the linehaul. */
  freeMinutes: number;
  /** The billing step: only completed steps are billed (15 → quarter hours). */
  stepMinutes: number;
  /** The most minutes billed for one stop. */
  capMinutes: number;
}

export interface DetentionStay {
  arrivedAt: Date;
  departedAt: Date;
  /** The appointment agreed with the shipper or receiver, when there is one. */
  appointmentAt: Date | null;
}

export interface BilledDetention {
  /** When the clock started: the appointment for a driver who arrived before it, else the arrival. */
  clockStartedAt: Date;
  /** Whether the clock started at the appointment (the evidence then cites it). */
  fromAppointment: boolean;
  /** Whole minutes from the clock's start to departure. */
  dwellMinutes: number;
  /** Minutes billed: completed steps past the free time, at most the cap. */
  billedMinutes: number;
  /** Billed hours as a line's quantity, exact to three decimals ("2.25"). */
  quantity: string;
}

const MINUTE_MS = 60_000;

/**
 * The detention billed for one stay, or null when none is: departure at or before the clock's
 * start (including bad data, a departure before the arrival), a wait within the free time, or
 * less than one whole step past it.
 *
 * A step is billed only once completed (a driver who waited 2 h 14 min past free time bills
 * 2 h with 15-minute steps): the customer can check every billed minute against the two
 * timestamps, and the office may still add time by editing the line after approving it.
 */
export function billedDetention(stay: DetentionStay, terms: DetentionTerms): BilledDetention | null {
  const arrived = stay.arrivedAt.getTime();
  const departed = stay.departedAt.getTime();
  if (!Number.isFinite(arrived) || !Number.isFinite(departed) || departed <= arrived) return null;
  if (!validTerms(terms)) return null;

  const appointment = stay.appointmentAt?.getTime();
  // A driver early for an appointment waits on their own time; a late one starts at arrival.
  const fromAppointment = appointment !== undefined && Number.isFinite(appointment) && arrived < appointment;
  const start = fromAppointment ? appointment : arrived;
  if (departed <= start) return null;

  const dwellMinutes = Math.floor((departed - start) / MINUTE_MS);
  const overFree = dwellMinutes - terms.freeMinutes;
  if (overFree <= 0) return null;
  const steps = Math.floor(overFree / terms.stepMinutes);
  const capSteps = Math.floor(terms.capMinutes / terms.stepMinutes);
  const billedMinutes = Math.min(steps, capSteps) * terms.stepMinutes;
  if (billedMinutes <= 0) return null;
  return {
    clockStartedAt: new Date(start),
    fromAppointment,
    dwellMinutes,
    billedMinutes,
    quantity: hoursOf(billedMinutes),
  };
}

function validTerms({ freeMinutes, stepMinutes, capMinutes }: DetentionTerms): boolean {
  return (
    Number.isInteger(freeMinutes) &&
    freeMinutes >= 0 &&
    Number.isInteger(stepMinutes) &&
    stepMinutes > 0 &&
    Number.isInteger(capMinutes) &&
    capMinutes > 0
  );
}

/**
 * Minutes as decimal hours with at most three decimals, computed in integers: 135 → "2.25",
 * 6 → "0.1". Exact for every step the catalogue allows (multiples of 3 minutes); other minutes
 * are rounded down to the thousandth, never up.
 */
export function hoursOf(minutes: number): string {
  const thousandths = Math.floor((minutes * 1000) / 60);
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** "2 h 15 min", "2 h", "45 min": a duration as the line's description says it. */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
