// The path parameters of an admin route about one row of a table with serial ids (a service
// request, a driver application): a positive integer that fits PostgreSQL's integer.
import { z } from 'zod';

export const rowIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
