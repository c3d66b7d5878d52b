// The Billing screen's fuel surcharge calls, under /api/admin behind the session guard, for the
// owner and accounting (staffArea 'billing-settings'): the schedules (list, add), the weekly diesel
// prices (list, record a typed week, fetch the latest from the EIA when configured).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../shared/api-errors.js';
import {
  dieselPriceChangeSchema,
  dieselPriceListSchema,
  fuelScheduleListSchema,
  fuelScheduleSchema,
  newFuelScheduleSchema,
  recordDieselPriceSchema,
} from '../../../../shared/invoicing/fuel-surcharge-schemas.js';
import { auditContextOf } from '../../../platform/audit/request-audit-context.js';
import type { FuelSurchargeDeps } from './deps.js';
import { recentDieselPrices, recordTypedDieselPrice } from './diesel-price-service.js';
import { fetchLatestDieselPrice } from './eia-fetch-service.js';
import { addFuelSchedule, fuelSchedules } from './schedule-service.js';

const errors = errorResponses(400, 401, 403, 409);
const BASE = '/fuel-surcharge';
// Each call to the EIA spends the key's hourly quota: a team clicks a few times, never this often.
const EIA_CALL_LIMIT = { max: 20, timeWindow: '1 minute' };

export async function fuelSurchargeAdminRoutes(app: FastifyInstance, deps: FuelSurchargeDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    `${BASE}/schedules`,
    {
      config: { staffArea: 'billing-settings' },
      schema: {
        summary: 'The fuel surcharge schedules, newest effective date first',
        response: { 200: fuelScheduleListSchema, ...errors },
      },
    },
    async () => ({ items: await fuelSchedules(db) }),
  );

  routes.post(
    `${BASE}/schedules`,
    {
      bodyLimit: 4 * 1024,
      config: { staffArea: 'billing-settings' },
      schema: {
        summary: 'Add a fuel surcharge schedule, in force from its date until the next one’s',
        description:
          'Per `priceStep` dollars the weekly diesel price is above `pegPrice` (a price at the peg is no step; each started step counts), the surcharge grows by `increment`: dollars per mile (`per_mile`) or percentage points of linehaul (`percent`). A second schedule from the same date is a 409.',
        body: newFuelScheduleSchema,
        response: { 201: fuelScheduleSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addFuelSchedule(db, request.body, auditContextOf(request))),
  );

  routes.get(
    `${BASE}/diesel-prices`,
    {
      config: { staffArea: 'billing-settings' },
      schema: {
        summary: 'The last 52 weeks of U.S. retail diesel prices, newest first, and whether the EIA can be asked',
        response: { 200: dieselPriceListSchema, ...errors },
      },
    },
    async () => recentDieselPrices(db, deps.eia !== undefined),
  );

  routes.post(
    `${BASE}/diesel-prices`,
    {
      bodyLimit: 4 * 1024,
      config: { staffArea: 'billing-settings' },
      schema: {
        summary: 'Record a week’s diesel price as typed (a new week, or a change of one already recorded)',
        description:
          '`weekOf` is the Monday the EIA names the week by; another day is a 400 that names that Monday. The same price again changes nothing.',
        body: recordDieselPriceSchema,
        response: { 200: dieselPriceChangeSchema, 201: dieselPriceChangeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const change = await recordTypedDieselPrice(db, request.body, auditContextOf(request));
      return reply.status(change.outcome === 'recorded' ? 201 : 200).send(change);
    },
  );

  routes.post(
    `${BASE}/diesel-prices/fetch`,
    {
      config: { staffArea: 'billing-settings', rateLimit: EIA_CALL_LIMIT },
      schema: {
        summary: 'Fetch the latest published week from the EIA’s open-data API and record it',
        description:
          'Only when EIA_API_KEY is set (409 otherwise). The EIA not answering, refusing or answering data we cannot read is a 502 with a message, and nothing is stored.',
        response: { 200: dieselPriceChangeSchema, 201: dieselPriceChangeSchema, ...errorResponses(502), ...errors },
      },
    },
    async (request, reply) => {
      const change = await fetchLatestDieselPrice(deps, auditContextOf(request));
      return reply.status(change.outcome === 'recorded' ? 201 : 200).send(change);
    },
  );
}
