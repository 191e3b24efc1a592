import { describe, expect, it } from 'vitest';
import { deployOptions } from '../../../scripts/deploy.ts';
import { objectHeaders } from '../../../scripts/deploy/deploy-release.ts';
import { deployTarget, parseTarget } from '../../../scripts/deploy/target-options.ts';
import { ConfigError } from '../../../src/config/config-error.ts';

describe('the deploy target', () => {
  it('reads s3://bucket/prefix, with or without a prefix', () => {
    expect(parseTarget('s3://portal-sitios/portales/es/')).toEqual({ bucket: 'portal-sitios', prefix: 'portales/es' });
    expect(parseTarget('s3://portal-sitios')).toEqual({ bucket: 'portal-sitios', prefix: '' });
  });

  it('refuses what is not an S3 address, saying what it expects', () => {
    for (const wrong of ['portal-sitios/x', 'https://portal.s3.amazonaws.com', 's3://Portal_Sitios/x', 's3://'])
      expect(() => parseTarget(wrong), wrong).toThrowError(ConfigError);
    expect(() => deployTarget({}, {})).toThrowError(/--target s3:\/\/bucket\/prefix, or PORTAL_DEPLOY_TARGET/);
  });

  it('takes the endpoint and addressing from flags first, then the standard variables', () => {
    const env = { PORTAL_DEPLOY_TARGET: 's3://sitios/b', AWS_ENDPOINT_URL: 'http://127.0.0.1:9000', AWS_S3_FORCE_PATH_STYLE: 'true' };
    expect(deployTarget({}, env)).toEqual({ bucket: 'sitios', prefix: 'b', endpoint: 'http://127.0.0.1:9000', pathStyle: true });
    expect(deployTarget({ target: 's3://otro', endpoint: 'https://r2.example', 'path-style': false, region: 'auto' }, env)).toEqual({
      bucket: 'otro',
      prefix: '',
      endpoint: 'https://r2.example',
      pathStyle: false,
      region: 'auto',
    });
  });

  it('keeps at least the live release and one to roll back to', () => {
    expect(deployOptions({})).toEqual({ keep: 3, concurrency: 16 });
    expect(() => deployOptions({ keep: '1' })).toThrowError(/--keep expects a whole number of releases, 2 or more/);
    expect(() => deployOptions({ concurrency: '0' })).toThrowError(/--concurrency expects 1 to 128/);
  });
});

describe('the headers each object is stored with', () => {
  it('gives the type by extension and the caching by kind, with the content hash in the metadata', () => {
    expect(objectHeaders('va/noticias/rss.xml', 'h1')).toEqual({
      contentType: 'application/rss+xml; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate',
      metadata: { sha256: 'h1' },
    });
    expect(objectHeaders('_astro/Base.DROWVLqb.css', 'h2').cacheControl).toBe('public, max-age=31536000, immutable');
    expect(objectHeaders('pagefind/index/es_6ed9a1a.pf_index', 'h3').cacheControl).toBe('public, max-age=31536000, immutable');
    expect(objectHeaders('pagefind/pagefind-entry.json', 'h4').cacheControl).toBe('public, max-age=0, must-revalidate');
    expect(objectHeaders('sw.js', 'h5').cacheControl).toBe('no-store');
    expect(objectHeaders('va/sw.js', 'h6').cacheControl).toBe('public, max-age=0, must-revalidate');
  });
});
