/**
 * The database as the commands open it: migrations that ran are told on stderr (stdout may be JSON; `npm start`
 * tells them its own way, server/cli/startup-messages.ts), and a
 * database newer than this code ends the command with its message instead of a stack trace.
 */
import { relative } from 'node:path';
import { databasePath, openDatabase, type Database } from '../store/database.ts';
import { MIGRATIONS, NewerSchemaError } from '../store/schema.ts';

export function openDatabaseOrExit(
  path = databasePath(),
  onMigrated = (ran: string[]) =>
    console.error(`Database ${relative(process.cwd(), path) || path}: schema version ${MIGRATIONS.length} (ran: ${ran.join('; ')})`),
): Database {
  try {
    return openDatabase(path, { onMigrated });
  } catch (error) {
    if (!(error instanceof NewerSchemaError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
