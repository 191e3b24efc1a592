import { build } from 'astro';

/** Renders the named realms' pages, from their snapshots, in one Astro build into `outDir`. */
export async function renderRealms(realms: string[], outDir: string, snapshotDir: string): Promise<void> {
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  process.env.PORTAL_RENDER_REALMS = realms.join(',');
  process.env.PORTAL_SNAPSHOT_DIR = snapshotDir;
  await build({ root: process.cwd(), outDir, logLevel: process.env.PORTAL_BUILD_VERBOSE ? 'info' : 'warn' });
}
