// Realistic service requests in bulk, generated inside the database (one INSERT ... SELECT), so
// a hundred thousand rows take seconds. Names come from common first and last names, so a
// partial-name search matches about as many rows as it would in real life.
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.js';

const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Karen', 'Carlos', 'Sarah',
  'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Luis', 'Ashley',
  'Steven', 'Kimberly', 'Andrew', 'Emily', 'Kenneth', 'Donna', 'Joshua', 'Michelle', 'Kevin', 'Carol',
  'Brian', 'Amanda', 'Priya', 'Melissa', 'Timothy', 'Deborah', 'Ronald', 'Stephanie', 'Jason', 'Maria',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Natarajan',
];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'freightco.com', 'logistics.net', 'shipfast.io'];

const textArray = (values: string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);

/** Inserts `count` requests numbered from `offset + 1`, spread over the last year. */
export async function seedRealisticRequests(db: Database, count: number, offset = 0): Promise<void> {
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  const domains = textArray(DOMAINS);
  await db.execute(sql`
    insert into service_requests (
      reference_id, user_role, service_type, service_description,
      pickup_address, pickup_city, pickup_state, pickup_zip,
      delivery_address, delivery_city, delivery_state, delivery_zip,
      contact_name, contact_email, contact_phone, status, created_at
    )
    select
      'SR-' || upper(substr(h, 1, 4) || '-' || substr(h, 5, 4) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4)),
      'shipper', 'ltl-freight', 'Pallets of general freight, request ' || n,
      n || ' Main St', 'Detroit', 'MI', '48201', n || ' Lake Shore Dr', 'Chicago', 'IL', '60611',
      f || ' ' || l,
      lower(f) || '.' || lower(l) || n || '@' || (${domains})[1 + n % ${DOMAINS.length}::int],
      '(313) 555-' || lpad((n % 10000)::text, 4, '0'),
      (array['received', 'in-progress', 'in-transit', 'delivered', 'cancelled'])[1 + n % 5],
      now() - make_interval(secs => (${offset + count}::int - n) * 30)
    from (
      select n, md5(n::text || 'seed') as h,
        (${first})[1 + n % ${FIRST_NAMES.length}::int] as f,
        (${last})[1 + (n / ${FIRST_NAMES.length}::int) % ${LAST_NAMES.length}::int] as l
      from generate_series(${offset + 1}::int, ${offset + count}::int) as n
    ) as generated
  `);
  await db.execute(sql`analyze service_requests`);
}
