/**
 * What the desk's room page (`/gestion/salas`, docs/rooms.md "The desk") reads of a realm's snapshot: the rooms a
 * mailbox of the realm books, and the pages they make. Apart from src/data/desk.ts, which the desk's examples import.
 */
import { pick } from '../i18n/index.ts';
import { snapshot } from './snapshot.ts';
import { type PageProps, realmLanguagePaths, type SiteContext } from './site.ts';

/** The realm's rooms that one of its mailboxes books (docs/rooms.md "The form"): what the desk's room page handles. */
function bookableRooms(realm: string) {
  const snap = snapshot(realm);
  const mailboxes = new Set((snap.mailboxes ?? []).map((m) => m._id));
  return (snap.rooms ?? []).filter((room) => mailboxes.has(room.mailbox));
}

/** `/gestion/salas` (docs/rooms.md "The desk") of every realm with rooms a mailbox books, in each of its languages. */
export function roomDeskPaths(): Array<{ params: { realm: string; lang: string | undefined }; props: PageProps }> {
  return realmLanguagePaths().filter(({ props }) => bookableRooms(props.realm).length > 0);
}

/** Whether the desk has a room page: the queue links it then. */
export const hasRoomDesk = (realm: string) => bookableRooms(realm).length > 0;

/** What the desk's room bookings (`/gestion/salas`) add: the bookable rooms by slug, titled in the page's language. */
export function deskRoomProps(ctx: SiteContext) {
  return {
    rooms: bookableRooms(ctx.realm.id).map((room) => ({
      slug: room.slug,
      title: pick(room.title, ctx.lang) || room.slug,
      ...(room.place ? { place: pick(room.place, ctx.lang) } : {}),
    })),
  };
}
