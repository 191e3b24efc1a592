/**
 * A mistake in how a run was configured, which its message alone explains: a realm.json that is missing, not JSON
 * or invalid (src/realm/load.ts), an unknown realm, a command-line option out of range. The command lines
 * (scripts/build.ts, deploy.ts, fleet-report.ts) print its message without a stack and exit with status 2;
 * any other error is a bug, printed whole.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
