// The 391.21 history as the back office reads it (the admin API's application detail): the stored
// shape of application-history.ts, described for the answer's validation and the API description.
// No input rules here: what is stored was checked by application-history-schema.ts when it came in.
import { z } from 'zod';
import { EQUIPMENT_CLASSES, type ApplicationHistory } from './application-history.js';
import { CDL_CLASSES, LICENSE_TYPES } from './driver-applications.js';

const month = z.string();
const licenseAction = z.object({ happened: z.boolean(), explanation: z.string().nullable() });

export const applicationHistoryRecordSchema = z.object({
  currentAddressSince: month,
  previousAddresses: z.array(
    z.object({ address: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), fromMonth: month, toMonth: month }),
  ),
  otherLicenses: z.array(
    z.object({
      state: z.string(),
      number: z.string(),
      type: z.enum(LICENSE_TYPES),
      cdlClass: z.enum(CDL_CLASSES).nullable(),
      expiration: z.string(),
    }),
  ),
  experience: z.array(
    z.object({ equipment: z.enum(EQUIPMENT_CLASSES), fromMonth: month, toMonth: month.nullable(), approximateMiles: z.number() }),
  ),
  noAccidents: z.boolean(),
  accidents: z.array(
    z.object({ date: z.string(), nature: z.string(), fatalities: z.number(), injuries: z.number(), hazmatSpill: z.boolean() }),
  ),
  noConvictions: z.boolean(),
  convictions: z.array(z.object({ date: z.string(), location: z.string(), charge: z.string(), penalty: z.string() })),
  employment: z.array(
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('employer'),
        name: z.string(),
        address: z.string(),
        city: z.string(),
        state: z.string(),
        zipCode: z.string(),
        phone: z.string(),
        email: z.string().nullable(),
        position: z.string(),
        fromMonth: month,
        toMonth: month.nullable(),
        reasonForLeaving: z.string(),
        subjectToFmcsr: z.boolean(),
        safetySensitive: z.boolean(),
      }),
      z.object({ kind: z.literal('gap'), fromMonth: month, toMonth: month.nullable(), explanation: z.string() }),
    ]),
  ),
  licenseDenied: licenseAction,
  licenseSuspendedOrRevoked: licenseAction,
  certification: z.object({ signedName: z.string() }),
}) satisfies z.ZodType<ApplicationHistory>;
