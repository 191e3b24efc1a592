/**
 * The local API's SQLite schema: every table and index, made by ordered migrations. A database's
 * `PRAGMA user_version` is how many of them it has run; opening it (`database.ts`) runs the ones it lacks.
 *
 * To change the schema (a new table, a column, an index), append a migration to MIGRATIONS: a name that says
 * what it adds and an `up` with plain SQL. Never edit, remove or reorder a migration that has been merged:
 * databases out there have run it, and only the ones after their version will run on them. For the same reason a
 * migration imports nothing that can change: the values and functions it uses (a list of statuses, how a key is
 * folded) are copied here, frozen as they were when it was written, so that a database made at any version and
 * upgraded ends with the schema of a new one (`tests/unit/server/database/frozen-migrations.test.ts`). A change
 * to those values in the code (a new request status) therefore needs a migration of its own. Each migration
 * runs in its own transaction together with its version bump, so a failing one leaves the file as it was
 * before it. A database whose version is above MIGRATIONS.length was written by newer code and is refused.
 */
import type { DatabaseSync } from 'node:sqlite';

export interface Migration {
  /** What it does, for the log and for an error. */
  readonly name: string;
  up(db: DatabaseSync): void;
}

/**
 * The columns payments (docs/payments.md) added to the first payments table; a database from before them gets them
 * here, as it got them on open before there were migrations.
 */
const PAYMENT_COLUMNS_OF_MIGRATION_1 = ['mailbox TEXT', 'user_id TEXT', 'session_id TEXT', 'token TEXT', 'gateway TEXT', 'idem_key TEXT', 'updated_at TEXT'];

/**
 * Frozen for migration 2: the request statuses when it was written (src/domain/requests/request-status.ts then). Its
 * CHECK constraint admits these and no others, whatever the code's list becomes.
 */
const STATUSES_OF_MIGRATION_2 = Object.freeze(['Recibida', 'En gestión', 'Resuelta', 'Rechazada', 'Cerrada']);

/**
 * Frozen for migration 2: a reference for a request from before references, as src/domain/requests/request-reference.ts
 * made one then: the first three letters of the realm's id (padded with X), the year in Madrid it was sent and
 * 8 random digits of Crockford's base32.
 */
function referenceOfMigration2(realm: string, at: Date): string {
  const prefix = realm
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, 3)
    .padEnd(3, 'X');
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(at);
  let bits = 0n;
  for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(5))) bits = (bits << 8n) | BigInt(byte);
  let part = '';
  for (let i = 7; i >= 0; i--) part += '0123456789ABCDEFGHJKMNPQRSTVWXYZ'[Number((bits >> BigInt(i * 5)) & 31n)];
  return `${prefix}-${year}-${part.slice(0, 4)}-${part.slice(4)}`;
}

/**
 * Frozen for migration 2: the desk's search text of a request, as server/core/request-search-text.ts folded it
 * then (src/domain/text/alphabet.ts's `fold`). Requests stored later get the code's own.
 */
function searchTextOfMigration2(reference: string, doc: Record<string, unknown>): string {
  const fold = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[·•‧∙⋅]|l\.l/g, (m) => (m.length === 3 ? 'll' : ''))
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const contact = (doc.contact ?? {}) as Record<string, unknown>;
  const telephone = typeof contact.telephone === 'string' ? `${contact.telephone} ${contact.telephone.replace(/\D/g, '')}` : undefined;
  const parts = [reference, reference.replace(/-/g, ''), doc.title, doc.body, contact.firstName, contact.lastName, telephone, contact.email];
  return ` ${fold(parts.filter((part) => typeof part === 'string').join(' '))} `;
}

/**
 * Frozen for migration 6: the key that makes two user names or e-mails the same account's, as
 * src/domain/accounts/account-keys.ts computed it then. Changing that function needs a migration that recomputes the keys.
 */
const accountKeyOfMigration6 = (text: string) => text.normalize('NFKC').trim().toLowerCase();

export const MIGRATIONS: readonly Migration[] = [
  {
    // Exactly what the stores created on open before this module, so a database they made (version 0) keeps
    // every table as it is and only its version changes.
    name: 'the twelve tables of the local API before schema versions',
    up(db) {
      db.exec(`
        CREATE TABLE IF NOT EXISTS documents (
          realm TEXT NOT NULL, collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL,
          PRIMARY KEY (realm, collection, id)
        ) WITHOUT ROWID;

        CREATE TABLE IF NOT EXISTS sessions (
          id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS session_logins (
          session_id TEXT NOT NULL, realm TEXT NOT NULL, user_id TEXT NOT NULL,
          PRIMARY KEY (session_id, realm)
        ) WITHOUT ROWID;

        CREATE TABLE IF NOT EXISTS users (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, user TEXT, device_id TEXT,
          first_name TEXT, last_name TEXT, telephone TEXT, email TEXT,
          email_verified INTEGER NOT NULL DEFAULT 0, admin INTEGER NOT NULL DEFAULT 0,
          password_hash TEXT NOT NULL, created_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX IF NOT EXISTS users_name ON users (realm, user) WHERE user IS NOT NULL;
        CREATE UNIQUE INDEX IF NOT EXISTS users_device ON users (realm, device_id) WHERE device_id IS NOT NULL;

        CREATE TABLE IF NOT EXISTS captchas (
          session_id TEXT NOT NULL, realm TEXT NOT NULL, a INTEGER NOT NULL, op TEXT NOT NULL, b INTEGER NOT NULL,
          answer TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (session_id, realm)
        ) WITHOUT ROWID;

        CREATE TABLE IF NOT EXISTS census_definitions (
          realm TEXT NOT NULL, census_id TEXT NOT NULL, definition TEXT NOT NULL, PRIMARY KEY (realm, census_id)
        ) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS census_entries (
          realm TEXT NOT NULL, census_id TEXT NOT NULL, id_hash TEXT NOT NULL, secrets TEXT NOT NULL,
          PRIMARY KEY (realm, census_id, id_hash)
        ) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS census_checks (
          session_id TEXT NOT NULL, realm TEXT NOT NULL, census_id TEXT NOT NULL, id_hash TEXT NOT NULL,
          passed INTEGER NOT NULL, at INTEGER NOT NULL
        );
        CREATE INDEX IF NOT EXISTS census_checks_session ON census_checks (session_id, realm, census_id);

        CREATE TABLE IF NOT EXISTS uploads (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, mailbox TEXT NOT NULL, session_id TEXT NOT NULL, user_id TEXT NOT NULL,
          name TEXT NOT NULL, size INTEGER NOT NULL, mime TEXT NOT NULL, kind TEXT NOT NULL, path TEXT NOT NULL,
          created_at TEXT NOT NULL, request_id TEXT
        );

        CREATE TABLE IF NOT EXISTS requests (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, iid INTEGER NOT NULL, mailbox TEXT NOT NULL, status TEXT NOT NULL,
          created_at TEXT NOT NULL, user_id TEXT NOT NULL, doc TEXT NOT NULL, UNIQUE (realm, iid)
        );
        CREATE TABLE IF NOT EXISTS request_keys (
          realm TEXT NOT NULL, session_id TEXT NOT NULL, key TEXT NOT NULL, request_id TEXT NOT NULL,
          PRIMARY KEY (realm, session_id, key)
        ) WITHOUT ROWID;

        CREATE TABLE IF NOT EXISTS payments (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, amount REAL NOT NULL, concept TEXT, status TEXT NOT NULL,
          created_at TEXT NOT NULL, used_by TEXT
        );
      `);
      const have = new Set((db.prepare('PRAGMA table_info(payments)').all() as Array<{ name: string }>).map((c) => c.name));
      for (const column of PAYMENT_COLUMNS_OF_MIGRATION_1) {
        if (!have.has(column.split(' ')[0]!)) db.exec(`ALTER TABLE payments ADD COLUMN ${column}`);
      }
      db.exec(`
        CREATE UNIQUE INDEX IF NOT EXISTS payments_token ON payments (token);
        CREATE UNIQUE INDEX IF NOT EXISTS payments_key ON payments (realm, session_id, idem_key);
      `);
    },
  },
  {
    // The status sits in the mailbox and assignee indexes so that the desk's counts per status under those
    // filters are read from the index alone (bench q). The table is rebuilt (SQLite's way to add NOT NULL columns and CHECKs) and every request keeps its row.
    // A request from before gets a reference with the realm id's default prefix (a migration reads no
    // realm.json), its creation time as its last change, and Spanish as its language (the spec's default).
    name: 'requests get a reference, a version, an assignee, a language and a search text, with indexes for the desk',
    up(db) {
      db.exec(`
        CREATE TABLE requests_lifecycle (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, iid INTEGER NOT NULL, reference TEXT NOT NULL, mailbox TEXT NOT NULL,
          status TEXT NOT NULL CHECK (status IN (${STATUSES_OF_MIGRATION_2.map((s) => `'${s}'`).join(', ')})),
          version INTEGER NOT NULL DEFAULT 1, assigned_to TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
          user_id TEXT NOT NULL, language TEXT NOT NULL DEFAULT 'es', search_text TEXT NOT NULL DEFAULT '', doc TEXT NOT NULL,
          UNIQUE (realm, iid), UNIQUE (realm, reference)
        );
      `);
      const insert = db.prepare(`INSERT INTO requests_lifecycle (id, realm, iid, reference, mailbox, status, created_at, updated_at, user_id, search_text, doc)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      const taken = new Set<string>();
      for (const row of db.prepare('SELECT * FROM requests ORDER BY realm, iid').all() as Array<Record<string, string>>) {
        let reference: string;
        do reference = referenceOfMigration2(row.realm!, new Date(row.created_at!));
        while (taken.has(`${row.realm} ${reference}`));
        taken.add(`${row.realm} ${reference}`);
        const doc = JSON.parse(row.doc!) as Record<string, unknown>;
        insert.run(
          row.id!,
          row.realm!,
          row.iid!,
          reference,
          row.mailbox!,
          row.status!,
          row.created_at!,
          row.created_at!,
          row.user_id!,
          searchTextOfMigration2(reference, doc),
          row.doc!,
        );
      }
      db.exec(`
        DROP TABLE requests;
        ALTER TABLE requests_lifecycle RENAME TO requests;
        CREATE INDEX requests_status ON requests (realm, status, iid);
        CREATE INDEX requests_mailbox ON requests (realm, mailbox, status, iid);
        CREATE INDEX requests_assignee ON requests (realm, assigned_to, status, iid);
        CREATE INDEX requests_user ON requests (realm, user_id, iid);
        CREATE INDEX requests_created ON requests (realm, created_at);
      `);
    },
  },
  {
    // Append-only is kept by the database itself: no code path can rewrite what staff did. Every request from
    // before gets the 'created' entry it would have had, so each history starts at the request's sending.
    name: 'the append-only history of each request (who, when, what before and after, what the citizen sees)',
    up(db) {
      db.exec(`
        CREATE TABLE request_history (
          id INTEGER PRIMARY KEY, request_id TEXT NOT NULL, at TEXT NOT NULL,
          actor_kind TEXT NOT NULL CHECK (actor_kind IN ('citizen', 'staff', 'system')), actor_id TEXT,
          action TEXT NOT NULL CHECK (action IN ('created', 'status', 'message', 'note', 'assign', 'reply')),
          before TEXT, after TEXT, message TEXT, citizen_visible INTEGER NOT NULL CHECK (citizen_visible IN (0, 1))
        );
        CREATE INDEX request_history_request ON request_history (request_id, id);
        CREATE TRIGGER request_history_no_update BEFORE UPDATE ON request_history
          BEGIN SELECT RAISE(ABORT, 'request_history is append-only'); END;
        CREATE TRIGGER request_history_no_delete BEFORE DELETE ON request_history
          BEGIN SELECT RAISE(ABORT, 'request_history is append-only'); END;
        INSERT INTO request_history (request_id, at, actor_kind, actor_id, action, before, after, message, citizen_visible)
          SELECT id, created_at, 'citizen', user_id, 'created', NULL, json_object('status', status), NULL, 1 FROM requests ORDER BY realm, iid;
      `);
    },
  },
  {
    // A request may hold more than one key: a retried creation answers a fresh one (the first was lost with its
    // answer) while the one in the receipt e-mail keeps working.
    name: 'follow-up keys of requests sent without an account (digests only)',
    up(db) {
      db.exec(`
        CREATE TABLE request_follow_up_keys (
          request_id TEXT NOT NULL, digest TEXT NOT NULL, expires_at TEXT NOT NULL, PRIMARY KEY (request_id, digest)
        ) WITHOUT ROWID;
      `);
    },
  },
  {
    name: 'the mail outbox: messages queued in the transaction of what they tell, sent by the server',
    up(db) {
      db.exec(`
        CREATE TABLE mail_outbox (
          id INTEGER PRIMARY KEY, realm TEXT NOT NULL, request_id TEXT, kind TEXT NOT NULL,
          to_address TEXT NOT NULL, from_name TEXT NOT NULL, subject TEXT NOT NULL, text TEXT, html TEXT,
          status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
          attempts INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, next_attempt_at INTEGER NOT NULL,
          claimed_until INTEGER, sent_at INTEGER, last_error TEXT
        );
        CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending';
        CREATE INDEX mail_outbox_request ON mail_outbox (request_id);
      `);
    },
  },
  {
    // An e-mail, or a user name, names one account per realm whatever its case. Duplicates made
    // before this are settled, not refused, so the server still starts: an e-mail stays with the account that
    // verified it (else the oldest) and the others lose it, unverified; of user names differing only in case
    // the oldest keeps its own and the others become `<name>-<first 8 of their id>` (staff can tell them).
    name: 'user names and e-mails unique per realm whatever their case',
    up(db) {
      db.exec('ALTER TABLE users ADD COLUMN name_key TEXT; ALTER TABLE users ADD COLUMN email_key TEXT;');
      type Row = { id: string; realm: string; user: string | null; email: string | null; email_verified: number; created_at: string };
      const rows = db.prepare('SELECT id, realm, user, email, email_verified, created_at FROM users').all() as Row[];
      const older = (a: Row, b: Row) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
      const emails = new Set<string>();
      for (const row of rows.filter((r) => r.email).sort((a, b) => b.email_verified - a.email_verified || older(a, b))) {
        const key = `${row.realm}\n${accountKeyOfMigration6(row.email!)}`;
        if (emails.has(key)) db.prepare('UPDATE users SET email = NULL, email_verified = 0 WHERE id = ?').run(row.id);
        else db.prepare('UPDATE users SET email_key = ? WHERE id = ?').run(accountKeyOfMigration6(row.email!), row.id);
        emails.add(key);
      }
      const names = new Set<string>();
      for (const row of rows.filter((r) => r.user).sort(older)) {
        let name = row.user!;
        for (let length = 8; names.has(`${row.realm}\n${accountKeyOfMigration6(name)}`); length += 4) name = `${row.user}-${row.id.slice(0, length)}`;
        names.add(`${row.realm}\n${accountKeyOfMigration6(name)}`);
        db.prepare('UPDATE users SET user = ?, name_key = ? WHERE id = ?').run(name, accountKeyOfMigration6(name), row.id);
      }
      db.exec(`
        CREATE UNIQUE INDEX users_name_key ON users (realm, name_key) WHERE name_key IS NOT NULL;
        CREATE UNIQUE INDEX users_email_key ON users (realm, email_key) WHERE email_key IS NOT NULL;
      `);
    },
  },
  {
    // docs/write-side.md "Uploads": the cap on uploads not yet sent counts per address too, not only per user. The
    // address is kept only while the upload waits to be sent: attaching it to a request clears it.
    name: 'the address an upload came from, while it is not sent',
    up(db) {
      db.exec(`
        ALTER TABLE uploads ADD COLUMN client_address TEXT;
        CREATE INDEX uploads_pending_user ON uploads (user_id, created_at) WHERE request_id IS NULL;
        CREATE INDEX uploads_pending_address ON uploads (client_address, created_at) WHERE request_id IS NULL;
      `);
    },
  },
  {
    // docs/write-side.md "Census checks": wrong census answers are capped per ID tried and per address, no longer per
    // session (a new cookie started the count afresh). A failed check keeps its address until the check expires.
    name: 'census checks counted per ID and per address',
    up(db) {
      db.exec(`
        ALTER TABLE census_checks ADD COLUMN client_address TEXT;
        CREATE INDEX census_checks_id ON census_checks (realm, census_id, id_hash, at);
        CREATE INDEX census_checks_address ON census_checks (realm, census_id, client_address, at);
      `);
    },
  },
  {
    // docs/write-side.md "Durability": an Idempotency-Key used again with another body is refused (409), as Stripe
    // does, instead of answering the first receipt as if the second request had been taken. Keys stored before this
    // have none, and answer their receipt as they did.
    name: 'the body each idempotency key was first used with',
    up(db) {
      db.exec('ALTER TABLE request_keys ADD COLUMN body_hash TEXT;');
    },
  },
  {
    // Surveys (docs/surveys.md "What is kept"). Who voted and what was voted are kept apart, as at a ballot box: a
    // voter row holds only a hash of the census ID (per survey, so two surveys' voters cannot be matched) and no
    // time; a ballot holds the answers and nothing of its voter. The primary key is the one-vote-per-person rule,
    // kept by the database.
    name: 'survey voters, secret ballots and proposals (census ID hashes only)',
    up(db) {
      db.exec(`
        CREATE TABLE survey_voters (
          realm TEXT NOT NULL, survey_id TEXT NOT NULL, voter_hash TEXT NOT NULL,
          channel TEXT NOT NULL DEFAULT 'web' CHECK (channel IN ('web', 'office')),
          PRIMARY KEY (realm, survey_id, voter_hash)
        ) WITHOUT ROWID;
        CREATE TABLE survey_ballots (id INTEGER PRIMARY KEY, realm TEXT NOT NULL, survey_id TEXT NOT NULL, answers TEXT NOT NULL);
        CREATE INDEX survey_ballots_survey ON survey_ballots (realm, survey_id);
        CREATE TABLE survey_proposals (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, survey_id TEXT NOT NULL, author_hash TEXT NOT NULL,
          title TEXT NOT NULL, text TEXT NOT NULL, lat REAL, lng REAL, image TEXT, language TEXT NOT NULL, created_at TEXT NOT NULL
        );
        CREATE INDEX survey_proposals_author ON survey_proposals (realm, survey_id, author_hash);
      `);
    },
  },
  {
    // Staff are a role of their own, not the `admin` flag: `admin` previews closed forms (docs/product-spec.md §6)
    // and shows no citizen's data, while the desk shows citizens' requests, which a town hall grants person by person
    // and mailbox by mailbox. So no existing account becomes staff here; the demo seed names its staff.
    // `staff_mailboxes` is a JSON array of mailbox ids, or NULL for every mailbox of the realm. The queue ordered
    // by last change (what moved lately) reads an index too (bench q).
    name: 'users get a staff role for the desk and the mailboxes it covers; the queue an index by last change',
    up(db) {
      db.exec(`
        ALTER TABLE users ADD COLUMN staff INTEGER NOT NULL DEFAULT 0 CHECK (staff IN (0, 1));
        ALTER TABLE users ADD COLUMN staff_mailboxes TEXT CHECK (staff_mailboxes IS NULL OR json_type(staff_mailboxes) = 'array');
        CREATE INDEX users_staff ON users (realm) WHERE staff = 1;
        CREATE INDEX requests_updated ON requests (realm, updated_at);
      `);
    },
  },
  {
    // "Pagar y enviar" (docs/payments.md): a request checked before its payment starts waits here, beside the pending
    // payment, and is created by the server when the gateway confirms, whatever became of the citizen's window.
    // The follow-up key already given to the citizen is kept as it is only until then: the receipt's link needs it.
    name: 'requests checked and waiting for their payment (pay and send)',
    up(db) {
      db.exec(`
        CREATE TABLE pending_requests (
          payment_id TEXT PRIMARY KEY, realm TEXT NOT NULL, mailbox TEXT NOT NULL, user_id TEXT NOT NULL,
          session_id TEXT NOT NULL, language TEXT NOT NULL, doc TEXT NOT NULL, uploads TEXT NOT NULL,
          follow_up_key TEXT, body_hash TEXT NOT NULL, created_at TEXT NOT NULL
        ) WITHOUT ROWID;
      `);
    },
  },
  {
    // Accounts (docs/accounts-api.md): every message the accounts send to an address, with the digest of its
    // single-use token (verification, a change of e-mail, a password reset) or none (the "someone tried to register"
    // notice). A registration waits here, its password already hashed, until its address is confirmed: only then is
    // an account made (or the device user that registered upgraded), so an address nobody confirmed holds no
    // account. The rows per address in the last hour cap what anyone can make the portal send to a mailbox.
    name: 'account messages: single-use tokens (digests only) and pending registrations',
    up(db) {
      db.exec(`
        CREATE TABLE account_tokens (
          digest TEXT PRIMARY KEY, realm TEXT NOT NULL,
          purpose TEXT NOT NULL CHECK (purpose IN ('register', 'email', 'reset', 'notice')),
          email_key TEXT NOT NULL, user_id TEXT, session_id TEXT, payload TEXT,
          created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
        ) WITHOUT ROWID;
        CREATE INDEX account_tokens_address ON account_tokens (realm, email_key, created_at);
        CREATE INDEX account_tokens_user ON account_tokens (realm, user_id, purpose) WHERE user_id IS NOT NULL;
        CREATE INDEX account_tokens_session ON account_tokens (session_id) WHERE session_id IS NOT NULL;
        CREATE INDEX account_tokens_expiry ON account_tokens (expires_at);
      `);
    },
  },
  {
    // What is kept of a follow-up key and of a pay-and-send request's body (docs/write-side.md). A receipt
    // waiting in the outbox keeps its follow-up key sealed with the server's key (`sealed_key`), its text and
    // HTML only a stand-in for it; both go once the message leaves. A payment keeps the fingerprint of the
    // request it was started for, so the same Idempotency-Key with another request is refused after the
    // payment too, when the request waiting on it is gone; those waiting now give theirs. The receipts an
    // address got in the last hour are counted to cap them (MAX_RECEIPTS_PER_HOUR of mail-outbox.ts).
    name: 'receipts in the outbox keep their follow-up key sealed and are counted per address; a payment the fingerprint of its request',
    up(db) {
      db.exec(`
        ALTER TABLE mail_outbox ADD COLUMN sealed_key TEXT;
        CREATE INDEX mail_outbox_recipient ON mail_outbox (realm, lower(to_address), created_at) WHERE kind = 'receipt';
        ALTER TABLE payments ADD COLUMN body_hash TEXT;
        UPDATE payments SET body_hash = (SELECT p.body_hash FROM pending_requests p WHERE p.payment_id = payments.id)
          WHERE id IN (SELECT payment_id FROM pending_requests);
      `);
    },
  },
  {
    // Failed sign-ins counted per account, whatever the client's address (docs/write-side.md, "Accounts"): the
    // limits per address alone let many addresses guess one account's password. One row per failure, kept a day.
    name: 'failed sign-ins per account',
    up(db) {
      db.exec(`
        CREATE TABLE login_failures (realm TEXT NOT NULL, account_key TEXT NOT NULL, failed_at INTEGER NOT NULL);
        CREATE INDEX login_failures_account ON login_failures (realm, account_key, failed_at);
        CREATE INDEX login_failures_time ON login_failures (failed_at);
      `);
    },
  },
  {
    // A change of an account's address is told to the old address with a link that undoes it (purpose
    // 'undo-email'), so an address changed by someone else can be taken back. SQLite cannot change a CHECK in
    // place: the table is made anew with the wider one, its rows and indexes as they were.
    name: 'account messages may carry a link that undoes a change of address',
    up(db) {
      db.exec(`
        CREATE TABLE account_tokens_next (
          digest TEXT PRIMARY KEY, realm TEXT NOT NULL,
          purpose TEXT NOT NULL CHECK (purpose IN ('register', 'email', 'reset', 'notice', 'undo-email')),
          email_key TEXT NOT NULL, user_id TEXT, session_id TEXT, payload TEXT,
          created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
        ) WITHOUT ROWID;
        INSERT INTO account_tokens_next (digest, realm, purpose, email_key, user_id, session_id, payload, created_at, expires_at, used_at)
          SELECT digest, realm, purpose, email_key, user_id, session_id, payload, created_at, expires_at, used_at FROM account_tokens;
        DROP TABLE account_tokens;
        ALTER TABLE account_tokens_next RENAME TO account_tokens;
        CREATE INDEX account_tokens_address ON account_tokens (realm, email_key, created_at);
        CREATE INDEX account_tokens_user ON account_tokens (realm, user_id, purpose) WHERE user_id IS NOT NULL;
        CREATE INDEX account_tokens_session ON account_tokens (session_id) WHERE session_id IS NOT NULL;
        CREATE INDEX account_tokens_expiry ON account_tokens (expires_at);
      `);
    },
  },
  {
    // A sign-in ends on its own after a time and after a while unused, shorter for staff, who open citizens'
    // personal data (docs/write-side.md, "Sessions"). Each login keeps when it began and when it was last used;
    // those already signed in count from their session's creation.
    name: 'sign-ins keep when they began and when they were last used',
    up(db) {
      db.exec(`
        ALTER TABLE session_logins ADD COLUMN signed_in_at INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE session_logins ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
        UPDATE session_logins SET
          signed_in_at = coalesce((SELECT created_at FROM sessions WHERE sessions.id = session_logins.session_id), 0),
          last_seen_at = coalesce((SELECT created_at FROM sessions WHERE sessions.id = session_logins.session_id), 0);
      `);
    },
  },
  {
    // Ballots numbered 1, 2, 3… in the order they were cast could be laid beside anything else kept in that order
    // (a census check's time, a session's) to tell whose each one is. A ballot gets 128 random bits as its id
    // instead, in a table without SQLite's hidden rowid, so neither its id nor the table's own order says when it
    // was cast; it keeps no time at all. Ballots from before are copied under new random ids.
    name: 'survey ballots get random ids and no order of casting',
    up(db) {
      db.exec(`
        CREATE TABLE survey_ballots_unordered (
          realm TEXT NOT NULL, survey_id TEXT NOT NULL, id TEXT NOT NULL, answers TEXT NOT NULL,
          PRIMARY KEY (realm, survey_id, id)
        ) WITHOUT ROWID;
        INSERT INTO survey_ballots_unordered (realm, survey_id, id, answers)
          SELECT realm, survey_id, lower(hex(randomblob(16))), answers FROM survey_ballots;
        DROP TABLE survey_ballots;
        ALTER TABLE survey_ballots_unordered RENAME TO survey_ballots;
      `);
    },
  },
  {
    // Each captcha comes with a proof of work (docs/security.md, "The captcha"): its row keeps the work's salt and
    // secret number, so the work is spent with the captcha. A captcha shown before has neither and is refused; the
    // form asks for a new one.
    name: 'captchas keep the salt and number of their proof of work',
    up(db) {
      db.exec(`
        ALTER TABLE captchas ADD COLUMN work_salt TEXT;
        ALTER TABLE captchas ADD COLUMN work_number INTEGER;
      `);
    },
  },
  {
    // Appointments (docs/appointments.md "What is kept"). A booking keeps the person's name, surnames and contact
    // until the retention job erases them (`purged_at`), and the NIF/NIE only as an HMAC keyed with the database's
    // sealing key, so equal documents meet (one coming appointment per document and service) while a copy of the
    // database alone cannot be searched for one; its last four characters stay for the counter to compare.
    // The private link's key is kept as its SHA-256 digest, as a request's follow-up key is. A place (office,
    // desk, start) is held by one booked or arrived appointment at most: the partial unique index refuses a second
    // one whatever the code above it does. Holds are a place kept 10 minutes for a session, named by the digest
    // of their token. The outbox gains attachments (the calendar file of a confirmation), erased with the bodies, and
    // counts an address's appointment messages as it counts receipts.
    name: 'appointments, their holds, and attachments in the outbox',
    up(db) {
      db.exec(`
        CREATE TABLE appointments (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, code TEXT NOT NULL,
          service TEXT NOT NULL, office TEXT NOT NULL, desk TEXT NOT NULL,
          starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('booked', 'arrived', 'attended', 'missed', 'cancelled')),
          sequence INTEGER NOT NULL DEFAULT 0, key_digest TEXT NOT NULL, language TEXT NOT NULL,
          identity_hash TEXT, identity_tail TEXT, name TEXT, surnames TEXT, email TEXT, phone TEXT,
          user_id TEXT, session_id TEXT, idempotency_key TEXT,
          reminder_due_at INTEGER, reminded_at INTEGER,
          created_at INTEGER NOT NULL, changed_at INTEGER NOT NULL, purged_at INTEGER
        );
        CREATE UNIQUE INDEX appointments_code ON appointments (realm, code);
        CREATE UNIQUE INDEX appointments_place ON appointments (realm, office, desk, starts_at) WHERE status IN ('booked', 'arrived');
        CREATE INDEX appointments_office_time ON appointments (realm, office, starts_at);
        CREATE INDEX appointments_identity ON appointments (realm, service, identity_hash) WHERE status IN ('booked', 'arrived');
        CREATE INDEX appointments_email ON appointments (realm, service, lower(email)) WHERE status IN ('booked', 'arrived');
        CREATE UNIQUE INDEX appointments_idempotency ON appointments (realm, session_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
        CREATE INDEX appointments_reminder ON appointments (reminder_due_at) WHERE reminded_at IS NULL AND status = 'booked';
        CREATE INDEX appointments_retention ON appointments (ends_at) WHERE purged_at IS NULL;
        CREATE TABLE appointment_holds (
          digest TEXT PRIMARY KEY, realm TEXT NOT NULL, service TEXT NOT NULL, office TEXT NOT NULL, desk TEXT NOT NULL,
          starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL, session_id TEXT NOT NULL, expires_at INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX appointment_holds_place ON appointment_holds (realm, office, desk, starts_at);
        CREATE INDEX appointment_holds_session ON appointment_holds (realm, session_id);
        CREATE INDEX appointment_holds_expiry ON appointment_holds (expires_at);
        ALTER TABLE mail_outbox ADD COLUMN attachments TEXT;
        CREATE INDEX mail_outbox_appointment_recipient ON mail_outbox (realm, lower(to_address), created_at)
          WHERE kind IN ('appointment-booked', 'appointment-changed', 'appointment-cancelled');
      `);
    },
  },
  {
    // The town hall's notices (docs/notices.md): when each published notice was handed to its delivery (push and
    // e-mail copies of the inbox), one row per notice, written in the same transaction as its publication, so a
    // notice is handed over once, across restarts and with two servers on one file. The notices themselves are
    // content (the `avisos` collection of `documents`).
    name: 'notices handed over to their delivery',
    up(db) {
      db.exec(`
        CREATE TABLE notice_handovers (
          realm TEXT NOT NULL, notice_id TEXT NOT NULL, handed_over_at INTEGER NOT NULL,
          PRIMARY KEY (realm, notice_id)
        );
      `);
    },
  },
  {
    // The notices' delivery (docs/notices.md "Delivery"). The server's VAPID key pair, one for every realm, its
    // private half sealed with the database's key (server/store/sealed.ts). A device's push subscription per realm
    // and endpoint, with its topics in a table of their own (the fan-out reads one topic's subscriptions by index),
    // linked to an account when a citizen was signed in. A published notice to deliver, with the cursor of its
    // fan-out (the last subscription queued), so a restart goes on where it stopped; one queued message per notice
    // and subscription, unique, so nothing is sent twice. E-mail subscriptions: an address's topics, confirmed by a
    // single-use link (the topics asked for wait beside the confirmed ones until it is opened); the outbox keeps a message's extra headers (List-Unsubscribe).
    name: 'push subscriptions, the push queue and e-mail subscriptions of the notices',
    up(db) {
      db.exec(`
        CREATE TABLE push_keys (
          id INTEGER PRIMARY KEY CHECK (id = 1), public_key TEXT NOT NULL, private_key TEXT NOT NULL, created_at INTEGER NOT NULL
        );
        CREATE TABLE push_subscriptions (
          seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, realm TEXT NOT NULL, endpoint TEXT NOT NULL,
          p256dh TEXT NOT NULL, auth TEXT NOT NULL, language TEXT NOT NULL, user_id TEXT,
          created_at INTEGER NOT NULL, used_at INTEGER NOT NULL, failing_since INTEGER
        );
        CREATE UNIQUE INDEX push_subscriptions_endpoint ON push_subscriptions (realm, endpoint);
        CREATE INDEX push_subscriptions_user ON push_subscriptions (realm, user_id) WHERE user_id IS NOT NULL;
        CREATE TABLE push_subscription_topics (
          realm TEXT NOT NULL, topic TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (realm, topic, seq)
        ) WITHOUT ROWID;
        CREATE INDEX push_subscription_topics_seq ON push_subscription_topics (seq);
        CREATE TABLE push_notices (
          realm TEXT NOT NULL, notice_id TEXT NOT NULL, topic TEXT NOT NULL, urgent INTEGER NOT NULL, user_id TEXT,
          texts TEXT NOT NULL, path TEXT NOT NULL, not_before INTEGER NOT NULL, expires_at INTEGER,
          cursor INTEGER NOT NULL DEFAULT 0, fanned_out_at INTEGER, emailed_at INTEGER, created_at INTEGER NOT NULL,
          PRIMARY KEY (realm, notice_id)
        );
        CREATE INDEX push_notices_fan_out ON push_notices (created_at) WHERE fanned_out_at IS NULL;
        CREATE TABLE push_queue (
          id INTEGER PRIMARY KEY, realm TEXT NOT NULL, notice_id TEXT NOT NULL, seq INTEGER NOT NULL,
          status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'removed', 'expired')),
          attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, claimed_until INTEGER,
          last_status INTEGER, created_at INTEGER NOT NULL, done_at INTEGER
        );
        CREATE UNIQUE INDEX push_queue_once ON push_queue (realm, notice_id, seq);
        CREATE INDEX push_queue_due ON push_queue (next_attempt_at) WHERE status = 'pending';
        CREATE INDEX push_queue_subscription ON push_queue (seq) WHERE status = 'pending';
        CREATE TABLE notice_email_subscriptions (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, email TEXT NOT NULL, topics TEXT NOT NULL, requested_topics TEXT NOT NULL,
          language TEXT NOT NULL, confirm_digest TEXT, confirm_expires_at INTEGER, confirmed_at INTEGER, created_at INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX notice_email_subscriptions_address ON notice_email_subscriptions (realm, lower(email));
        CREATE UNIQUE INDEX notice_email_subscriptions_confirm ON notice_email_subscriptions (confirm_digest) WHERE confirm_digest IS NOT NULL;
        CREATE TABLE notice_email_sent (
          realm TEXT NOT NULL, notice_id TEXT NOT NULL, subscription_id TEXT NOT NULL, PRIMARY KEY (realm, notice_id, subscription_id)
        ) WITHOUT ROWID;
        ALTER TABLE mail_outbox ADD COLUMN headers TEXT;
      `);
    },
  },
  {
    // The counter's side of appointments (docs/appointments.md "The desk"). A member of staff attends some offices
    // (`staff_offices`, a JSON array of office ids, NULL for every office of the realm), as `staff_mailboxes` narrows
    // the queue. An appointment says how it came (`origin`): booked online, booked at the counter on a citizen's
    // behalf, or a walk-in recorded as attended when it came, for the statistics. A closure shuts a desk, or a
    // whole office, for a span of one Madrid day: the slot engine reads it as a closed exception. The timer notes each
    // day how many days ahead each service's first free slot was (`appointment_waits`), for the month's statistics.
    name: 'staff attend some offices; appointments say how they came; desks and offices closed for a span',
    up(db) {
      db.exec(`
        ALTER TABLE users ADD COLUMN staff_offices TEXT CHECK (staff_offices IS NULL OR json_type(staff_offices) = 'array');
        ALTER TABLE appointments ADD COLUMN origin TEXT NOT NULL DEFAULT 'online' CHECK (origin IN ('online', 'desk', 'walk-in'));
        CREATE TABLE appointment_closures (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, office TEXT NOT NULL, desk TEXT,
          day TEXT NOT NULL, start TEXT, end TEXT, starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL,
          created_by TEXT, created_at INTEGER NOT NULL
        );
        CREATE INDEX appointment_closures_office ON appointment_closures (realm, office, day);
        CREATE TABLE appointment_waits (realm TEXT NOT NULL, service TEXT NOT NULL, day TEXT NOT NULL, days INTEGER, PRIMARY KEY (realm, service, day));
      `);
    },
  },
  {
    // Room bookings (docs/rooms.md "What is kept"). One row per block of a room: `held` while its payment's gateway
    // window is open (until `expires_at`), then `requested` (waiting for the town hall) or `confirmed`, or
    // `cancelled`. The partial unique index lets one live row hold a room's block at most, whatever the code above
    // does: two citizens paying for the same block at once cannot both hold it. `history` is the state changes as
    // JSON ([{ status, at, by? }]); `refund` what the gateway answered to a refund (JSON), if one was asked.
    name: 'room bookings and their holds',
    up(db) {
      db.exec(`
        CREATE TABLE room_bookings (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, room TEXT NOT NULL,
          starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL,
          status TEXT NOT NULL CHECK (status IN ('held', 'requested', 'confirmed', 'cancelled')),
          payment_id TEXT, request_id TEXT, session_id TEXT, expires_at INTEGER, refund TEXT,
          history TEXT NOT NULL DEFAULT '[]', created_at INTEGER NOT NULL, changed_at INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX room_bookings_block ON room_bookings (realm, room, starts_at) WHERE status IN ('held', 'requested', 'confirmed');
        CREATE INDEX room_bookings_time ON room_bookings (realm, room, starts_at);
        CREATE UNIQUE INDEX room_bookings_payment ON room_bookings (payment_id) WHERE payment_id IS NOT NULL;
        CREATE INDEX room_bookings_expiry ON room_bookings (expires_at) WHERE status = 'held';
      `);
    },
  },
  {
    // A clerk's quick steps on one request become one message (docs/requests-api.md "E-mail"): a notice waits a
    // little under its request and recipient's key, and the next one within that time takes its place.
    name: 'mail outbox debounce key',
    up(db) {
      db.exec(`
        ALTER TABLE mail_outbox ADD COLUMN debounce_key TEXT;
        CREATE INDEX mail_outbox_debounce ON mail_outbox (debounce_key) WHERE status = 'pending' AND debounce_key IS NOT NULL;
      `);
    },
  },
  {
    // The language a member last used the desk in (docs/rooms.md "The desk"): what the desk's own messages to that
    // member are written in (a citizen's cancellation of a room booking). NULL until the desk is opened.
    name: 'users desk language',
    up(db) {
      db.exec('ALTER TABLE users ADD COLUMN desk_language TEXT');
    },
  },
  {
    // A census list that is a public register (the register of associations) keeps each entry's record, its
    // official name and entry, in the clear (src/domain/requests/register-entry.ts); a person's entry has none.
    name: 'census entries of a public register keep their record',
    up(db) {
      db.exec('ALTER TABLE census_entries ADD COLUMN record TEXT');
    },
  },
  {
    // Local-shop vouchers (docs/vouchers.md "What is kept"). A voucher: its code (80 random bits and a check
    // character, unique), its campaign, the account that obtained it (NULL once that account is deleted), the hash
    // of its holder's census ID keyed per realm and campaign with the ID's last characters for the desk (`holder_masked`,
    // "•••••678Z"), and what is left of it in cents and uses; the CHECKs
    // keep both from going below nothing whatever the code does. A hold: vouchers waiting for their payment, one
    // row per payment, with the campaign's terms it was paid at, counted against the budget until it is paid (then issued) or dropped. A validation: one use
    // by one shop, with its ticket photo (an upload) until the retention removes it, and `undone_at` when the shop
    // undid it. Shop accounts: the user an authorised shop signs in as (one shop per account). Shop status: a shop
    // the town hall suspended.
    name: 'local-shop vouchers: vouchers, holds, validations, shop accounts and suspended shops',
    up(db) {
      db.exec(`
        CREATE TABLE vouchers (
          code TEXT PRIMARY KEY, realm TEXT NOT NULL, campaign TEXT NOT NULL, user_id TEXT, holder_hash TEXT NOT NULL,
          holder_masked TEXT NOT NULL, value_cents INTEGER NOT NULL CHECK (value_cents > 0), price_cents INTEGER NOT NULL DEFAULT 0,
          remaining_cents INTEGER NOT NULL CHECK (remaining_cents >= 0 AND remaining_cents <= value_cents),
          uses_left INTEGER NOT NULL CHECK (uses_left >= 0), suspended INTEGER NOT NULL DEFAULT 0 CHECK (suspended IN (0, 1)),
          payment_id TEXT, issued_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX vouchers_campaign ON vouchers (realm, campaign, issued_at);
        CREATE INDEX vouchers_holder ON vouchers (realm, campaign, holder_hash);
        CREATE INDEX vouchers_user ON vouchers (realm, user_id) WHERE user_id IS NOT NULL;
        CREATE TABLE voucher_holds (
          payment_id TEXT PRIMARY KEY, realm TEXT NOT NULL, campaign TEXT NOT NULL, user_id TEXT, holder_hash TEXT NOT NULL,
          holder_masked TEXT NOT NULL, count INTEGER NOT NULL CHECK (count >= 1), value_cents INTEGER NOT NULL,
          price_cents INTEGER NOT NULL, uses INTEGER NOT NULL, expires_at INTEGER NOT NULL, created_at INTEGER NOT NULL
        );
        CREATE INDEX voucher_holds_campaign ON voucher_holds (realm, campaign, holder_hash);
        CREATE INDEX voucher_holds_expiry ON voucher_holds (expires_at);
        CREATE TABLE voucher_validations (
          id TEXT PRIMARY KEY, realm TEXT NOT NULL, campaign TEXT NOT NULL, code TEXT NOT NULL, shop TEXT NOT NULL, user_id TEXT,
          amount_cents INTEGER NOT NULL CHECK (amount_cents > 0), covered_cents INTEGER NOT NULL CHECK (covered_cents >= 0),
          at INTEGER NOT NULL, undone_at INTEGER, ticket TEXT, idempotency_key TEXT
        );
        CREATE UNIQUE INDEX voucher_validations_key ON voucher_validations (realm, shop, idempotency_key) WHERE idempotency_key IS NOT NULL;
        CREATE INDEX voucher_validations_code ON voucher_validations (code, at);
        CREATE INDEX voucher_validations_campaign ON voucher_validations (realm, campaign, at);
        CREATE INDEX voucher_validations_shop ON voucher_validations (realm, shop, at);
        CREATE TABLE voucher_shop_accounts (
          realm TEXT NOT NULL, user_id TEXT NOT NULL, shop TEXT NOT NULL, granted_by TEXT, granted_at INTEGER NOT NULL,
          PRIMARY KEY (realm, user_id)
        ) WITHOUT ROWID;
        CREATE TABLE voucher_shop_status (
          realm TEXT NOT NULL, shop TEXT NOT NULL, suspended INTEGER NOT NULL CHECK (suspended IN (0, 1)), changed_by TEXT,
          changed_at INTEGER NOT NULL, PRIMARY KEY (realm, shop)
        ) WITHOUT ROWID;
      `);
    },
  },
  {
    // What a clerk needs to work a queue (docs/requests-api.md "The staff desk"): a citizen's reply left unread by
    // the request's assignee, whether a member of staff gets the desk's notices by e-mail, and when they last saw
    // the queue (`desk_seen_at`) and since when this visit counts what is new (`desk_since`).
    name: 'desk notices: unread replies, clerks e-mail and visits',
    up(db) {
      db.exec(`
        ALTER TABLE requests ADD COLUMN reply_unread INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX requests_reply_unread ON requests (realm, assigned_to) WHERE reply_unread = 1;
        ALTER TABLE users ADD COLUMN desk_mail INTEGER NOT NULL DEFAULT 1;
        ALTER TABLE users ADD COLUMN desk_seen_at TEXT;
        ALTER TABLE users ADD COLUMN desk_since TEXT;
      `);
    },
  },
  {
    // The notices' ends (docs/notices.md "Scheduled notices"): up to which instant (ms) the notices' timer has
    // queued each realm's rebuild for the published notices whose `until` passed, so an urgent notice that ended
    // leaves the home page without script once, across restarts and with two servers on one file.
    name: 'notice ends looked at by the timer, per realm',
    up(db) {
      db.exec(`
        CREATE TABLE notice_ends_checked (realm TEXT PRIMARY KEY, checked_at INTEGER NOT NULL) WITHOUT ROWID;
      `);
    },
  },
  {
    // The reminder's own private link (docs/appointments.md "E-mail"): the key the reminder carries is minted when it
    // is queued and only its digest kept, beside the confirmation's, so that the message that says "cancel it if you
    // cannot come" leads to the button that does.
    name: 'a second private link of an appointment, the reminder’s',
    up(db) {
      db.exec('ALTER TABLE appointments ADD COLUMN reminder_key_digest TEXT;');
    },
  },
];

/** A database written by newer code than this: opening it would risk what that code keeps in it. */
export class NewerSchemaError extends Error {
  override name = 'NewerSchemaError';
}

export function schemaVersion(db: DatabaseSync): number {
  return (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
}

/**
 * Runs the migrations a database lacks, in order, each in one transaction with its version bump; `where`
 * names the file in messages. Answers the names of those it ran (none when the database was up to date).
 */
export function migrate(db: DatabaseSync, where: string, migrations: readonly Migration[] = MIGRATIONS): string[] {
  refuseNewer(db, where, migrations.length);
  const ran: string[] = [];
  for (let version = schemaVersion(db); version < migrations.length; version++) {
    const migration = migrations[version]!;
    // IMMEDIATE takes the write lock first: a second process opening the same file (the requests command
    // while the server starts) waits here, then finds the step done and skips it.
    db.exec('BEGIN IMMEDIATE');
    try {
      if (schemaVersion(db) === version) {
        migration.up(db);
        db.exec(`PRAGMA user_version = ${version + 1}`);
        ran.push(migration.name);
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(
        `${where}: schema migration ${version + 1} (${migration.name}) failed, the database stays at version ${version}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  refuseNewer(db, where, migrations.length);
  return ran;
}

/** Throws `NewerSchemaError` when the database was written by code that knows more migrations than `known`. */
export function refuseNewer(db: DatabaseSync, where: string, known = MIGRATIONS.length): void {
  const found = schemaVersion(db);
  if (found <= known) return;
  throw new NewerSchemaError(
    `${where} has schema version ${found}, but this code knows versions up to ${known}: a newer version of the ` +
      'portal wrote it. Update this checkout (git pull, npm ci) or set LOCAL_API_DB to another file. The database was not changed.',
  );
}
