// The SQL of upload records, and nothing else.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema.js';

export type UploadRow = typeof uploads.$inferSelect;

export async function findUploadById(executor: Executor, id: string): Promise<UploadRow | undefined> {
  const [row] = await executor.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row;
}
