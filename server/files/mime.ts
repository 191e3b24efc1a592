/** The Content-Type the server sends for a file: from the one media-type table, src/domain/http/media-types.ts. */
import { mediaTypeOf } from '../../src/domain/http/media-types.ts';

/** The Content-Type for a file name, by its longest known ending. */
export function contentType(file: string): string {
  return mediaTypeOf(file);
}
