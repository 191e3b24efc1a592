import { describe, expect, it } from 'vitest';
import { booksRoomBlocks, ROOM_FIELD, START_FIELD } from '../../../../src/domain/rooms/room-fields.ts';
import { ROOM_FIELD as SLOTS_ROOM_FIELD, START_FIELD as SLOTS_START_FIELD } from '../../../../src/domain/rooms/room-slots.ts';

describe("a room mailbox's fields", () => {
  it('are the ones the slot engine and the server read', () => {
    expect([ROOM_FIELD, START_FIELD]).toEqual(['sala', 'inicio']);
    expect([SLOTS_ROOM_FIELD, SLOTS_START_FIELD]).toEqual([ROOM_FIELD, START_FIELD]);
  });

  it('book blocks with a room field and a date-time start, not otherwise', () => {
    expect(
      booksRoomBlocks([
        { name: 'entidad', type: 'text' },
        { name: 'sala', type: 'category' },
        { name: 'inicio', type: 'datetime' },
      ]),
    ).toBe(true);
    expect(booksRoomBlocks([{ name: 'sala', type: 'category' }])).toBe(false);
    expect(booksRoomBlocks([{ name: 'inicio', type: 'datetime' }])).toBe(false);
    expect(
      booksRoomBlocks([
        { name: 'sala', type: 'category' },
        { name: 'inicio', type: 'text' },
      ]),
    ).toBe(false);
    expect(booksRoomBlocks([])).toBe(false);
  });
});
