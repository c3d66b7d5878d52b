// `npm run admin:reset-two-factor <email>`: removes an admin's authenticator app and recovery
// codes and ends their sessions, for an admin who lost both. They sign in with the password
// alone next time (and must enrol again when ADMIN_REQUIRE_MFA is set).
// Uses the same DATABASE_URL / DATA_DIR as the server (stop it first with the embedded database).
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { resetTwoFactor } from '../features/admin/index.js';
import { loadConfigOrExit } from '../load-config-or-exit.js';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run admin:reset-two-factor <email>');
  process.exit(1);
}
const config = loadConfigOrExit();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const found = await resetTwoFactor(database.db, email);
  if (!found) {
    console.error(`There is no admin ${email.trim().toLowerCase()}.`);
    process.exitCode = 1;
  } else {
    console.log(`Removed two-factor sign-in of ${email.trim().toLowerCase()}; their sessions have ended.`);
  }
} finally {
  await database.close();
}
