/**
 * The pull of a realm's rooms (docs/rooms.md "Content"): the `salas` collection, each record validated by
 * `RoomSchema` like every collection's and the dropped ones reported, with how many it sent for the gate. A content
 * API without it (404) means a realm without rooms. Rooms not published are left out.
 */
import { ApiRequestError } from '../../src/api/client.ts';
import type { ContentApi } from '../../src/api/content.ts';
import type { Problem } from '../../src/data/snapshot.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { ROOM_COLLECTION, type Room, RoomSchema } from '../../src/schemas/rooms.ts';
import { validateList } from './validate-list.ts';

export async function pullRooms(realm: RealmConfig, content: ContentApi, problems: Problem[]): Promise<{ rooms: Room[]; received: Record<string, number> }> {
  let raw: unknown[];
  try {
    raw = await content.rooms();
  } catch (error) {
    if (error instanceof ApiRequestError && error.failure.httpStatus === 404) return { rooms: [], received: {} };
    throw error;
  }
  const rooms = validateList(RoomSchema, raw, realm.id, ROOM_COLLECTION, problems).filter((r) => r.isPublished);
  return { rooms, received: { [ROOM_COLLECTION]: raw.length } };
}
