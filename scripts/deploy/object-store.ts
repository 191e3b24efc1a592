/**
 * The bucket a deploy writes to, through the official AWS SDK: AWS S3 or any store that speaks its protocol
 * (Cloudflare R2, MinIO, Scaleway, OVH). Only the few calls a deploy needs, each failing with the object's key.
 */
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/** Where releases go: `s3://bucket/prefix`, and how to reach the store. */
export interface DeployTarget {
  bucket: string;
  /** Without a leading or trailing slash; empty for the bucket's root. */
  prefix: string;
  /** The store's URL when it is not AWS (`AWS_ENDPOINT_URL`, or `--endpoint`). */
  endpoint?: string;
  region?: string;
  /** `bucket.host/key` (virtual hosts, AWS's default) or `host/bucket/key`, which MinIO-like stores need. */
  pathStyle?: boolean;
  /** A named profile of the shared AWS files, instead of the `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY` variables. */
  profile?: string;
}

/** The headers an object is served with; the content hash goes in its metadata. */
export interface ObjectHeaders {
  contentType: string;
  cacheControl: string;
  metadata?: Record<string, string>;
}

/** A call about one object that failed: the message names the object, so an operator knows where it stopped. */
export class ObjectError extends Error {
  readonly key: string;
  constructor(action: string, key: string, cause: unknown) {
    const why = cause instanceof S3ServiceException ? `${cause.name} (${cause.$metadata.httpStatusCode ?? 'no answer'})` : (cause as Error).message;
    super(`${action} ${key}: ${why}`, { cause });
    this.key = key;
  }
}

const notFound = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

export class ObjectStore {
  readonly target: DeployTarget;
  readonly #client: S3Client;

  constructor(target: DeployTarget) {
    this.target = target;
    const env = process.env;
    this.#client = new S3Client({
      // Left undefined, the SDK reads AWS_ENDPOINT_URL(_S3), AWS_REGION and the credentials chain (variables,
      // profile, web identity in CI and Kubernetes) itself.
      endpoint: target.endpoint,
      region: target.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
      forcePathStyle: target.pathStyle,
      followRegionRedirects: true,
      ...(target.profile ? { profile: target.profile } : {}),
      // Stores other than AWS often refuse the SDK's newer default checksums; the variable lets AWS users have them.
      requestChecksumCalculation: env.AWS_REQUEST_CHECKSUM_CALCULATION === 'WHEN_SUPPORTED' ? 'WHEN_SUPPORTED' : 'WHEN_REQUIRED',
      responseChecksumValidation: env.AWS_RESPONSE_CHECKSUM_VALIDATION === 'WHEN_SUPPORTED' ? 'WHEN_SUPPORTED' : 'WHEN_REQUIRED',
    });
  }

  /** `s3://bucket/prefix`, for messages. */
  get url(): string {
    return `s3://${this.target.bucket}/${this.target.prefix}`;
  }

  /** The bucket's key for a path under the target's prefix. */
  key(path: string): string {
    return this.target.prefix ? `${this.target.prefix}/${path}` : path;
  }

  /** An object's text, or undefined when there is none. */
  async getText(key: string): Promise<string | undefined> {
    try {
      const answer = await this.#client.send(new GetObjectCommand({ Bucket: this.target.bucket, Key: key }));
      return await answer.Body!.transformToString('utf8');
    } catch (error) {
      if (notFound(error)) return undefined;
      throw new ObjectError('reading', key, error);
    }
  }

  /** An object's metadata, or undefined when there is none. */
  async metadata(key: string): Promise<Record<string, string> | undefined> {
    try {
      const answer = await this.#client.send(new HeadObjectCommand({ Bucket: this.target.bucket, Key: key }));
      return answer.Metadata ?? {};
    } catch (error) {
      if (notFound(error)) return undefined;
      throw new ObjectError('reading', key, error);
    }
  }

  async put(key: string, body: Uint8Array | string, headers: ObjectHeaders): Promise<void> {
    try {
      await this.#client.send(
        new PutObjectCommand({
          Bucket: this.target.bucket,
          Key: key,
          Body: body,
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
          Metadata: headers.metadata,
        }),
      );
    } catch (error) {
      throw new ObjectError('uploading', key, error);
    }
  }

  /** A copy made by the store itself (no bytes travel), with the headers given rather than the source's. */
  async copy(from: string, to: string, headers: ObjectHeaders): Promise<void> {
    try {
      await this.#client.send(
        new CopyObjectCommand({
          Bucket: this.target.bucket,
          Key: to,
          CopySource: `${this.target.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          MetadataDirective: 'REPLACE',
          ContentType: headers.contentType,
          CacheControl: headers.cacheControl,
          Metadata: headers.metadata,
        }),
      );
    } catch (error) {
      throw new ObjectError(`copying ${from} to`, to, error);
    }
  }

  /** Every key under a prefix. */
  async list(prefix: string): Promise<string[]> {
    return (await this.listWithDates(prefix)).map((object) => object.key);
  }

  /** Every key under a prefix, with when its object was written. */
  async listWithDates(prefix: string): Promise<Array<{ key: string; modified: Date }>> {
    const objects: Array<{ key: string; modified: Date }> = [];
    try {
      for await (const page of paginateListObjectsV2({ client: this.#client }, { Bucket: this.target.bucket, Prefix: prefix }))
        for (const object of page.Contents ?? []) if (object.Key) objects.push({ key: object.Key, modified: object.LastModified ?? new Date(0) });
    } catch (error) {
      throw new ObjectError('listing', prefix, error);
    }
    return objects;
  }

  /** The next level of "folders" under a prefix that ends with `/`: `a/b/` for every key `a/b/…`. */
  async folders(prefix: string): Promise<string[]> {
    const folders: string[] = [];
    try {
      for await (const page of paginateListObjectsV2({ client: this.#client }, { Bucket: this.target.bucket, Prefix: prefix, Delimiter: '/' }))
        for (const common of page.CommonPrefixes ?? []) if (common.Prefix) folders.push(common.Prefix);
    } catch (error) {
      throw new ObjectError('listing', prefix, error);
    }
    return folders;
  }

  /** Deletes keys, a thousand per call (the protocol's most). */
  async delete(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      let answer: { Errors?: Array<{ Key?: string; Code?: string }> };
      try {
        answer = await this.#client.send(
          new DeleteObjectsCommand({ Bucket: this.target.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
      } catch (error) {
        throw new ObjectError('deleting', batch[0]!, error);
      }
      const failed = answer.Errors?.[0];
      if (failed) throw new ObjectError('deleting', failed.Key ?? batch[0]!, new Error(failed.Code ?? 'refused'));
    }
  }

  close(): void {
    this.#client.destroy();
  }
}
