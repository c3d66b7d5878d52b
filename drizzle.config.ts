import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration to drizzle/ from the changes in schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
