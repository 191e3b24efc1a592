/**
 * The fields of a room mailbox's form (docs/rooms.md "The form"): the room's `slug` and the block's start. Apart from
 * the slot engine (room-slots.ts) so that the request form island, which only needs these names, ships none of it.
 */
export const ROOM_FIELD = 'sala';
export const START_FIELD = 'inicio';

/**
 * Whether a form's fields book a room's blocks: a `sala` field and a date-time `inicio` field (whether the mailbox
 * has published rooms is the server's to say).
 */
export function booksRoomBlocks(fields: ReadonlyArray<{ name: string; type: string }>): boolean {
  return fields.some((f) => f.name === ROOM_FIELD) && fields.some((f) => f.name === START_FIELD && f.type === 'datetime');
}
