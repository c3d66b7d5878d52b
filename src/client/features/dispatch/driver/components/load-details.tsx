// Everything a driver needs about a load on one screen: where to go (with a map link), whom to
// call, what to carry, and the customer's photos of it.
import { MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { mapLinkFor, type DriverLoad } from '@shared/dispatch';
import { serviceTypeLabel, urgencyLabel } from '@shared/service-requests';
import { formatCalendarDate } from '@/lib/format-calendar-date';
import { dimensionsText, weightText } from '../load-format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-lg border bg-card p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg wrap-anywhere">{value}</dd>
    </div>
  );
}

function Place({ title, place }: { title: string; place: DriverLoad['pickup'] }) {
  return (
    <Section title={title}>
      <address className="text-lg not-italic">
        {place.address}
        {place.address2 && <>, {place.address2}</>}
        <br />
        {place.city}, {place.state} {place.zip}
      </address>
      {place.instructions && (
        <p className="text-base">
          <span className="font-medium">Instructions: </span>
          {place.instructions}
        </p>
      )}
      <a
        href={mapLinkFor(place)}
        target="_blank"
        rel="noopener noreferrer"
        className="flex min-h-14 items-center justify-center gap-2 rounded-md border border-input px-4 text-lg font-medium hover:bg-muted"
      >
        <MapPin className="size-6" aria-hidden />
        Open {title.toLowerCase()} in maps
      </a>
    </Section>
  );
}

export function LoadDetails({ load }: { load: DriverLoad }) {
  const contactLine = load.contact.company ? `${load.contact.name}, ${load.contact.company}` : load.contact.name;
  return (
    <div className="flex flex-col gap-4">
      <Section title="Schedule">
        <dl className="flex flex-col gap-2">
          <Fact label="Planned pickup" value={formatCalendarDate(load.plannedPickupDate)} />
          <Fact label="Preferred time" value={load.preferredTime} />
          <Fact label="Service" value={serviceTypeLabel(load.serviceType)} />
          <Fact label="Urgency" value={urgencyLabel(load.urgency)} />
          <Fact label="Truck" value={load.vehicleNumber} />
          <Fact label="Trailer" value={load.trailerNumber} />
        </dl>
      </Section>
      <Place title="Pickup" place={load.pickup} />
      <Place title="Delivery" place={load.delivery} />
      <Section title="Contact">
        <p className="text-lg">{contactLine}</p>
        <a
          href={`tel:${load.contact.phone.replace(/[^\d+]/g, '')}`}
          className="flex min-h-14 items-center justify-center gap-2 rounded-md border border-input px-4 text-lg font-medium hover:bg-muted"
        >
          <Phone className="size-6" aria-hidden />
          Call {load.contact.phone}
        </a>
      </Section>
      <Section title="Freight">
        <dl className="flex flex-col gap-2">
          <Fact label="What" value={load.item.description} />
          <Fact label="Type" value={load.item.itemType} />
          <Fact label="Dimensions (L × W × H)" value={dimensionsText(load.item)} />
          <Fact label="Weight" value={weightText(load.item.weight)} />
          <Fact label="Special handling" value={load.item.specialHandling} />
        </dl>
        {load.photos.length > 0 && (
          <ul className="grid grid-cols-2 gap-3">
            {load.photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={photo.url}
                    alt={`Customer photo ${index + 1}`}
                    loading="lazy"
                    className="aspect-square w-full rounded-md border object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
