/**
 * `RequestRecord` is a type only: these assertions are checked by the compiler (`npm run check`), which fails
 * when the record, or a view built on it, drifts.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { DeskRequest, QueueItem } from '../../../../src/domain/desk/desk-answers.ts';
import type { RequestRecord } from '../../../../src/domain/requests/request-record.ts';
import type { RequestStatus } from '../../../../src/domain/requests/request-status.ts';

describe('what names a request and where it stands', () => {
  it('is exactly these fields, the status one of the portal’s statuses', () => {
    expectTypeOf<keyof RequestRecord>().toEqualTypeOf<
      '_id' | 'iid' | 'reference' | 'mailbox' | 'status' | 'version' | 'assignedTo' | 'createdAt' | 'updatedAt' | 'language'
    >();
    expectTypeOf<RequestRecord['status']>().toEqualTypeOf<RequestStatus>();
    expectTypeOf<RequestRecord['assignedTo']>().toEqualTypeOf<string | null>();
  });

  it('is carried by the desk’s whole request, and by a queue row but for the language', () => {
    expectTypeOf<DeskRequest>().toExtend<RequestRecord>();
    expectTypeOf<QueueItem>().toExtend<Omit<RequestRecord, 'language'>>();
    expectTypeOf<QueueItem>().not.toHaveProperty('language');
  });
});
