import type { Asset } from '../schemas/common.ts';

/**
 * The URL of an asset (docs/product-spec.md §7): `/assets1/{file}` for article and entity files, `/assets2/{id}`
 * otherwise, under the realm's asset base, by realm and collection.
 * @example assetUrl('/api', 'alcantir', 'asociaciones', 'logo.svg') // "/api/alcantir/asociaciones/assets1/logo.svg"
 */
export function assetUrl(base: string, realm: string, collection: string, asset: Asset | undefined | null): string | undefined {
  if (!asset) return undefined;
  const root = `${base.replace(/\/+$/, '')}/${encodeURIComponent(realm)}/${encodeURIComponent(collection)}`;
  if (typeof asset === 'string') return `${root}/assets1/${encodeURIComponent(asset)}`;
  if (asset.file) return `${root}/assets1/${encodeURIComponent(asset.file)}`;
  if (asset._id) return `${root}/assets2/${encodeURIComponent(asset._id)}`;
  return undefined;
}

/** Width and height of an image asset, when the API gives them (they prevent layout shift). */
export function assetSize(asset: Asset | undefined | null): { width?: number; height?: number } {
  if (!asset || typeof asset === 'string') return {};
  return { width: asset.width, height: asset.height };
}
