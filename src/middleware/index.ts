/**
 * Runs around every page as it is rendered (the build renders every page ahead; nothing here runs on a server):
 * adds the module preloads of src/data/module-preload.ts to each HTML page's head.
 */
import { defineMiddleware } from 'astro:middleware';
import { moduleGraph, withModulePreloads } from '../data/module-preload.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  const graph = moduleGraph();
  if (!graph || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const page = withModulePreloads(new Uint8Array(await response.arrayBuffer()), graph);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(page, { status: response.status, statusText: response.statusText, headers });
});
