/**
 * Citizen accounts (docs/accounts-api.md) through the real API on a real SQLite file: registration, the link that
 * confirms an address (once, until it expires), a device user that registers and keeps its requests, a forgotten
 * password, the profile, and the cap on what anyone can make the portal write to an address.
 */
import { describe, expect, it } from 'vitest';
import { makeDeviceUser } from '../../../src/domain/accounts/device.ts';
import { MAX_MESSAGES_PER_HOUR } from '../../../server/store/accounts.ts';
import { Users } from '../../../server/store/users.ts';
import { type browser, localServer, solvedCaptcha } from './support/local-server.ts';

type Tab = ReturnType<typeof browser>;

const profile = (email: string, fields: Record<string, string> = {}) => ({
  realm: 'alcantir',
  firstName: 'Marta',
  lastName: 'Soler Climent',
  email,
  password: 'tres paraules llargues',
  lang: 'va',
  ...fields,
});

function setUp(options: Parameters<typeof localServer>[0] = {}) {
  const server = localServer(options);
  const db = server.store.db;
  /** The messages queued to an address, oldest first. */
  const mailTo = (address: string) =>
    db.prepare('SELECT kind, subject, text, html FROM mail_outbox WHERE to_address = ? ORDER BY id').all(address) as Array<{
      kind: string;
      subject: string;
      text: string;
      html: string;
    }>;
  /** The token in the link of the latest message of that kind to an address. */
  const tokenTo = (address: string, kind: string) => {
    const mail = mailTo(address)
      .filter((m) => m.kind === kind)
      .at(-1);
    const token = mail && /#codigo=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no ${kind} message with a link to ${address}`);
    return token;
  };
  const confirm = (tab: Tab, token: string, realm = 'alcantir') => tab.post('/api/v2/auth/verify', { realm, token });
  const signIn = (tab: Tab, user: string, password: string) => tab.post('/api/alcantir/login', { user, password });
  return { ...server, db, mailTo, tokenTo, confirm, signIn };
}

describe('registration and the link that confirms the address', () => {
  it('queues the link in the page’s language; the account exists only once it is opened, and that browser is then signed in', async () => {
    const { client, mailTo, tokenTo, confirm, signIn } = setUp();
    const tab = client();
    const answer = await tab.post('/api/v2/auth/register', { ...profile('marta@example.org'), returnTo: '/va/buzon/subvenciones' });
    expect(answer.status).toBe(202);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [mail] = mailTo('marta@example.org');
    expect(mail).toMatchObject({ kind: 'confirm-address', subject: 'Confirme la seua adreça de correu' });
    expect(mail!.text).toMatch(/https:\/\/associacions\.alcantir\.es\/va\/compte\/verificar#codigo=[\w-]{43}\n/);
    expect(mail!.html).toContain('<html lang="ca-valencia">');
    expect(mail!.html).not.toMatch(/<img|src=|url\(|<link/i);
    expect((await signIn(tab, 'marta@example.org', 'tres paraules llargues')).status).toBe(401);

    const confirmed = await confirm(tab, tokenTo('marta@example.org', 'confirm-address'));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ ok: true, signedIn: true, returnTo: '/va/buzon/subvenciones' });
    const me = await (await tab.get('/api/alcantir/loggedin')).json();
    expect(me).toMatchObject({ firstName: 'Marta', lastName: 'Soler Climent', email: 'marta@example.org', emailVerified: true });
    expect(me.user).toBeUndefined();
    expect((await signIn(client(), 'MARTA@example.org', 'tres paraules llargues')).status).toBe(200);
  });

  it('confirmed from another browser, signs nobody in: the citizen signs in there with the password', async () => {
    const { client, tokenTo, confirm, signIn } = setUp();
    await client().post('/api/v2/auth/register', profile('pere@example.org'));
    const phone = client();
    expect(await (await confirm(phone, tokenTo('pere@example.org', 'confirm-address'))).json()).toEqual({ ok: true, signedIn: false });
    expect((await phone.get('/api/alcantir/loggedin')).status).toBe(401);
    expect((await signIn(phone, 'pere@example.org', 'tres paraules llargues')).status).toBe(200);
  });

  it('opens once, not after it expires, not in another realm, and says which', async () => {
    const { client, db, tokenTo, confirm } = setUp();
    await client().post('/api/v2/auth/register', profile('una@example.org'));
    const once = tokenTo('una@example.org', 'confirm-address');
    expect((await confirm(client(), once, 'vilamar')).status).toBe(400);
    expect((await confirm(client(), once)).status).toBe(200);
    const again = await confirm(client(), once);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ err: 'Este enlace ya se ha usado: cada enlace solo sirve una vez.', errCode: 'used' });

    await client().post('/api/v2/auth/register', profile('tarda@example.org'));
    db.prepare("UPDATE account_tokens SET expires_at = ? WHERE email_key = 'tarda@example.org'").run(Date.now() - 1);
    expect(await (await confirm(client(), tokenTo('tarda@example.org', 'confirm-address'))).json()).toMatchObject({ errCode: 'expired' });
    expect(await (await confirm(client(), 'x'.repeat(43))).json()).toMatchObject({ errCode: 'unknown' });
    // The database keeps only digests: no link can be rebuilt from it.
    const stored = (db.prepare('SELECT digest FROM account_tokens').all() as Array<{ digest: string }>).map((row) => row.digest);
    expect(stored).not.toContain(once);
  });

  it('refuses a link whose address another account took meanwhile, changes nothing, and opens once the address is free again', async () => {
    const { client, db, tokenTo, confirm, signIn } = setUp();
    const tab = client();
    await tab.post('/api/v2/auth/register', profile('marta@example.org'));
    const token = tokenTo('marta@example.org', 'confirm-address');
    // Another account gets the address in between (the demo seed's way: an account with a user name).
    await new Users(db).register('alcantir', { user: 'marta.altra', email: 'MARTA@example.org', password: 'una clau ben llarga' });
    const refused = await confirm(tab, token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ err: 'Esta dirección ya es la de otra cuenta. Acceda con ella o elija una contraseña nueva.', errCode: 'taken' });
    expect((await signIn(tab, 'marta@example.org', 'tres paraules llargues')).status).toBe(401);
    // Rolled back: the link is still unused, and opens once that account is gone.
    db.prepare("DELETE FROM users WHERE realm = 'alcantir' AND user = 'marta.altra'").run();
    expect(await (await confirm(tab, token)).json()).toEqual({ ok: true, signedIn: true });
  });

  it('upgrades a device user that has sent nothing: the account keeps its id and its device credentials open nothing', async () => {
    const { app, client, tokenTo, confirm } = setUp();
    const tab = client();
    const device = makeDeviceUser('127.0.0.1');
    await tab.post('/api/v2/auth/register', { ...device, realm: 'alcantir' });
    const { _id: deviceUserId } = await (await tab.post('/api/v2/auth/login', { ...device, realm: 'alcantir' })).json();
    await tab.post('/api/v2/auth/register', profile('marta.soler@example.org'));
    expect((await confirm(tab, tokenTo('marta.soler@example.org', 'confirm-address'))).status).toBe(200);
    const me = await (await tab.get('/api/alcantir/loggedin')).json();
    expect(me._id).toBe(deviceUserId);
    expect(me.deviceId).toBeUndefined();
    expect((await app.request('/api/v2/auth/login', { method: 'POST', body: JSON.stringify({ ...device, realm: 'alcantir' }) })).status).toBe(401);
  }, 60_000);
});

describe('a shared computer does not hand the last person’s requests to the next one who registers', () => {
  it('makes a fresh account when the device user has sent a request: the request stays the device’s, with its key', async () => {
    const { app, client, db, tokenTo, confirm } = setUp({ captchaAnswer: '7' });
    const tab = client();
    const device = makeDeviceUser('127.0.0.1');
    await tab.post('/api/v2/auth/register', { ...device, realm: 'alcantir' });
    const { _id: deviceUserId } = await (await tab.post('/api/v2/auth/login', { ...device, realm: 'alcantir' })).json();
    const captchaWork = await solvedCaptcha(tab);
    const sent = await tab.post('/api/alcantir/requests/incidencias/create', {
      captchaWork,
      title: 'Farola apagada',
      body: 'La farola de la plaça porta tres nits apagada',
      category: 'Alumbrado público',
      address: 'Calle Abadia, 3',
      contact: { firstName: 'Marta', lastName: 'Soler', telephone: '600111222', email: 'marta.dispositiu@example.org' },
      privacyAccepted: true,
      captcha: '7',
    });
    expect(sent.status).toBe(200);

    // The next person at the same computer registers with their own address and confirms it.
    await tab.post('/api/v2/auth/register', profile('altra.persona@example.org'));
    expect((await confirm(tab, tokenTo('altra.persona@example.org', 'confirm-address'))).status).toBe(200);
    const me = await (await tab.get('/api/alcantir/loggedin')).json();
    expect(me).toMatchObject({ email: 'altra.persona@example.org' });
    expect(me._id).not.toBe(deviceUserId);
    expect(db.prepare('SELECT user_id FROM requests').all()).toEqual([{ user_id: deviceUserId }]);
    const mine = await (await tab.get('/api/alcantir/requests/mine')).json();
    expect(JSON.stringify(mine)).not.toContain('Farola apagada');
    // The device user is left as it was: its credentials still open it.
    expect((await app.request('/api/v2/auth/login', { method: 'POST', body: JSON.stringify({ ...device, realm: 'alcantir' }) })).status).toBe(200);
  });
});

describe('registration, continued', () => {
  it('answers a registration of a taken address exactly as one of a free address, and writes to the owner instead', async () => {
    const { client, mailTo } = setUp();
    const free = await client().post('/api/v2/auth/register', profile('nova@example.org'));
    const taken = await client().post('/api/v2/auth/register', profile('gestor@example.org'));
    expect([free.status, await free.json(), free.headers.get('set-cookie')?.replace(/=[^;]+/, '')]).toEqual([
      taken.status,
      await taken.json(),
      taken.headers.get('set-cookie')?.replace(/=[^;]+/, ''),
    ]);
    const [notice] = mailTo('gestor@example.org');
    expect(notice).toMatchObject({ kind: 'already-registered', subject: 'Ja té un compte amb esta adreça' });
    expect(notice!.text).toContain('https://associacions.alcantir.es/va/compte/contrasenya\n');
    expect(notice!.text).not.toContain('#codigo=');
  });

  it(`writes to an address at most ${MAX_MESSAGES_PER_HOUR} times an hour, whoever asks, and answers the same after`, async () => {
    const { client, mailTo } = setUp();
    for (let i = 0; i < MAX_MESSAGES_PER_HOUR + 3; i++) {
      const answer = await client().post('/api/v2/auth/register', profile('bustia@example.org'));
      expect(answer.status).toBe(202);
    }
    for (let i = 0; i < 3; i++)
      expect((await client().post('/api/v2/auth/password/forgot', { realm: 'alcantir', email: 'bustia@example.org' })).status).toBe(202);
    expect(mailTo('bustia@example.org')).toHaveLength(MAX_MESSAGES_PER_HOUR);
  });

  it('refuses a weak password with a message that says what to change, before anything is sent', async () => {
    const { client, mailTo } = setUp();
    const cases: Array<[string, string]> = [
      ['corta', 'La contraseña debe tener al menos 10 caracteres.'],
      ['contraseña2024', 'Esa contraseña es de las más usadas y fáciles de adivinar. Elija otra, por ejemplo tres o cuatro palabras que pueda recordar.'],
      ['débil@example.org', 'La contraseña no puede ser su dirección de correo. Elija otra.'],
    ];
    for (const [password, message] of cases) {
      const answer = await client().post('/api/v2/auth/register', profile('débil@example.org', { password }));
      expect(answer.status, password).toBe(400);
      expect((await answer.json()).errors).toEqual([expect.objectContaining({ field: 'password', message })]);
    }
    expect(mailTo('débil@example.org')).toEqual([]);
  });
});

describe('a forgotten password', () => {
  it('sends a link to the account’s address only, answers unknown addresses alike, and the new password ends every session', async () => {
    const { client, mailTo, tokenTo, signIn } = setUp();
    const signedIn = client();
    expect((await signIn(signedIn, 'vecina', 'alcantir-demo')).status).toBe(200);
    const forgot = (email: string) => client().post('/api/v2/auth/password/forgot', { realm: 'alcantir', email, lang: 'es' });
    const known = await forgot('Lucia.Ferrer@example.org');
    const unknown = await forgot('nadie@example.org');
    expect([known.status, await known.json()]).toEqual([unknown.status, await unknown.json()]);
    expect(known.status).toBe(202);
    expect(mailTo('nadie@example.org')).toEqual([]);
    const [reset] = mailTo('lucia.ferrer@example.org');
    expect(reset).toMatchObject({ kind: 'password-reset', subject: 'Elija una contraseña nueva' });
    expect(reset!.text).toContain('Caduca en una hora');

    const token = tokenTo('lucia.ferrer@example.org', 'password-reset');
    const choose = (password: string) => client().post('/api/v2/auth/password/reset', { realm: 'alcantir', token, password });
    expect((await (await choose('123456789a')).json()).errors[0].field).toBe('password');
    expect((await choose('un jardí amb tres llimeres')).status).toBe(200);
    expect((await signedIn.get('/api/alcantir/loggedin')).status).toBe(401);
    expect((await signIn(client(), 'vecina', 'alcantir-demo')).status).toBe(401);
    expect((await signIn(client(), 'lucia.ferrer@example.org', 'un jardí amb tres llimeres')).status).toBe(200);
    expect(await (await choose('un altre jardí amb llimeres')).json()).toMatchObject({ errCode: 'used' });
    expect(mailTo('lucia.ferrer@example.org').map((m) => m.kind)).toEqual(['password-reset', 'password-changed']);
  });

  it('keeps only the latest link, for an hour', async () => {
    const { client, db, tokenTo } = setUp();
    const forgot = () => client().post('/api/v2/auth/password/forgot', { realm: 'alcantir', email: 'gestor@example.org' });
    await forgot();
    const first = tokenTo('gestor@example.org', 'password-reset');
    await forgot();
    const second = tokenTo('gestor@example.org', 'password-reset');
    const choose = (token: string) => client().post('/api/v2/auth/password/reset', { realm: 'alcantir', token, password: 'una clau nova i llarga' });
    expect(await (await choose(first)).json()).toMatchObject({ errCode: 'used' });
    db.prepare("UPDATE account_tokens SET expires_at = ? WHERE purpose = 'reset'").run(Date.now() - 1);
    expect(await (await choose(second)).json()).toMatchObject({ errCode: 'expired' });
  });
});

describe('the profile', () => {
  it('shows and changes the signed-in citizen’s details; a new address waits for its link, and the old one works until then', async () => {
    const { client, mailTo, tokenTo, confirm, signIn } = setUp();
    const tab = client();
    await signIn(tab, 'vecina', 'alcantir-demo');
    const read = await tab.get('/api/alcantir/profile');
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await read.json()).toEqual({
      firstName: 'Lucía',
      lastName: 'Ferrer Puig',
      telephone: '600 123 456',
      email: 'lucia.ferrer@example.org',
      emailVerified: true,
    });
    const change = (fields: Record<string, string>) =>
      tab.post('/api/alcantir/profile', {
        firstName: 'Lucía',
        lastName: 'Ferrer Puig',
        telephone: '',
        email: 'lucia.ferrer@example.org',
        lang: 'es',
        ...fields,
      });
    expect(await (await change({ telephone: 'no tinc' })).json()).toMatchObject({ errors: [{ field: 'telephone' }] });
    expect(await (await change({ telephone: '+34 611 22 33 44', email: 'lucia@correu.example', currentPassword: 'alcantir-demo' })).json()).toMatchObject({
      telephone: '+34 611 22 33 44',
      email: 'lucia.ferrer@example.org',
      pendingEmail: 'lucia@correu.example',
    });
    expect(mailTo('lucia@correu.example')).toEqual([expect.objectContaining({ kind: 'confirm-address', subject: 'Confirme su nueva dirección de correo' })]);
    expect((await signIn(client(), 'lucia.ferrer@example.org', 'alcantir-demo')).status).toBe(200);

    expect((await confirm(tab, tokenTo('lucia@correu.example', 'confirm-address'))).status).toBe(200);
    expect(await (await tab.get('/api/alcantir/profile')).json()).toMatchObject({ email: 'lucia@correu.example', emailVerified: true });
    expect(await (await tab.get('/api/alcantir/profile')).json()).not.toHaveProperty('pendingEmail');
    expect((await signIn(client(), 'lucia@correu.example', 'alcantir-demo')).status).toBe(200);
  });

  it("answers a change to another account's address as any other, and tells that account instead", async () => {
    const { client, mailTo, signIn } = setUp();
    const tab = client();
    await signIn(tab, 'vecina', 'alcantir-demo');
    const answer = await tab.post('/api/alcantir/profile', {
      firstName: 'Lucía',
      lastName: 'Ferrer',
      email: 'GESTOR@example.org',
      currentPassword: 'alcantir-demo',
    });
    expect(await answer.json()).toMatchObject({ email: 'lucia.ferrer@example.org', pendingEmail: 'GESTOR@example.org' });
    expect(mailTo('GESTOR@example.org').map((m) => m.kind)).toEqual(['already-registered']);
    expect((await signIn(client(), 'gestor@example.org', 'alcantir-gestor')).status).toBe(200);
  });
});

describe('a new password from a reset link follows the rules of registration', () => {
  it('refuses the account’s own address, and the link still works for a good one', async () => {
    const { client, tokenTo, signIn } = setUp();
    await client().post('/api/v2/auth/password/forgot', { realm: 'alcantir', email: 'lucia.ferrer@example.org', lang: 'es' });
    const token = tokenTo('lucia.ferrer@example.org', 'password-reset');
    const choose = (password: string) => client().post('/api/v2/auth/password/reset', { realm: 'alcantir', token, password });
    const own = await choose('Lucia.Ferrer@example.org');
    expect(own.status).toBe(400);
    expect((await own.json()).errors).toEqual([
      expect.objectContaining({ field: 'password', message: 'La contraseña no puede ser su dirección de correo. Elija otra.' }),
    ]);
    expect((await signIn(client(), 'vecina', 'alcantir-demo')).status).toBe(200);
    expect((await choose('un jardí amb tres llimeres')).status).toBe(200);
  });
});

describe('a forgotten password for an unknown address takes the same path as for a known one', () => {
  it('writes a token row for both (one commit each), and sends a message only to the account', async () => {
    const { client, db, mailTo } = setUp();
    const forgot = (email: string) => client().post('/api/v2/auth/password/forgot', { realm: 'alcantir', email });
    const rows = (key: string) => (db.prepare('SELECT purpose, user_id FROM account_tokens WHERE email_key = ?').all(key) as Array<{ purpose: string }>).length;
    expect((await forgot('lucia.ferrer@example.org')).status).toBe(202);
    expect((await forgot('ningu@example.org')).status).toBe(202);
    expect([rows('lucia.ferrer@example.org'), rows('ningu@example.org')]).toEqual([1, 1]);
    expect(mailTo('ningu@example.org')).toEqual([]);
    expect(mailTo('lucia.ferrer@example.org')).toHaveLength(1);
  });
});

describe('a password of many emoji', () => {
  it('accepted at registration, signs in: its length is counted in characters on both sides', async () => {
    const { client, tokenTo, confirm, signIn } = setUp();
    // 200 different emoji: 200 characters, 400 UTF-16 units.
    const password = Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0x1f300 + i)).join('');
    expect((await client().post('/api/v2/auth/register', profile('emoji@example.org', { password }))).status).toBe(202);
    expect((await confirm(client(), tokenTo('emoji@example.org', 'confirm-address'))).status).toBe(200);
    expect((await signIn(client(), 'emoji@example.org', password)).status).toBe(200);
    expect((await signIn(client(), 'emoji@example.org', password.slice(0, 300))).status).toBe(401);
  });
});

describe('changing an account’s address takes the password and tells the old address', () => {
  const keep = { firstName: 'Lucía', lastName: 'Ferrer Puig', telephone: '', lang: 'es' };

  it('refuses a new address on the session alone or with a wrong password; the name changes without it', async () => {
    const { client, mailTo, signIn } = setUp();
    const tab = client();
    await signIn(tab, 'vecina', 'alcantir-demo');
    const change = (fields: Record<string, string>) => tab.post('/api/alcantir/profile', { ...keep, email: 'lucia.ferrer@example.org', ...fields });
    const without = await change({ email: 'intrus@example.org' });
    expect(without.status).toBe(400);
    expect((await without.json()).errors).toEqual([
      expect.objectContaining({ field: 'currentPassword', message: 'Escriba su contraseña actual para cambiar la dirección de correo.' }),
    ]);
    const wrong = await change({ email: 'intrus@example.org', currentPassword: 'no és esta' });
    expect((await wrong.json()).errors).toEqual([expect.objectContaining({ field: 'currentPassword', message: 'La contraseña actual no es correcta.' })]);
    expect(mailTo('intrus@example.org')).toEqual([]);
    expect(await (await change({ firstName: 'Lucia' })).json()).toMatchObject({ firstName: 'Lucia', email: 'lucia.ferrer@example.org' });
  });

  it('once confirmed, ends the other sessions and tells the old address with a link that undoes it, once', async () => {
    const { client, db, mailTo, tokenTo, confirm, signIn } = setUp();
    const tab = client();
    const elsewhere = client();
    await signIn(tab, 'vecina', 'alcantir-demo');
    await signIn(elsewhere, 'vecina', 'alcantir-demo');
    const changed = await tab.post('/api/alcantir/profile', { ...keep, email: 'nova.lucia@example.org', currentPassword: 'alcantir-demo' });
    expect(await changed.json()).toMatchObject({ pendingEmail: 'nova.lucia@example.org' });
    expect((await confirm(tab, tokenTo('nova.lucia@example.org', 'confirm-address'))).status).toBe(200);
    expect((await tab.get('/api/alcantir/loggedin')).status).toBe(200);
    expect((await elsewhere.get('/api/alcantir/loggedin')).status).toBe(401);

    const [told] = mailTo('lucia.ferrer@example.org');
    expect(told).toMatchObject({ kind: 'address-changed', subject: 'La dirección de correo de su cuenta ha cambiado' });
    expect(told!.text).not.toContain('nova.lucia@example.org');
    // Whoever changed it asks for a new password at the new address; the undo link ends that too.
    await client().post('/api/v2/auth/password/forgot', { realm: 'alcantir', email: 'nova.lucia@example.org' });
    const reset = tokenTo('nova.lucia@example.org', 'password-reset');

    const undo = tokenTo('lucia.ferrer@example.org', 'address-changed');
    expect(await (await confirm(client(), undo)).json()).toEqual({ ok: true, signedIn: false });
    expect((await tab.get('/api/alcantir/loggedin')).status).toBe(401);
    expect(db.prepare("SELECT email, email_verified FROM users WHERE name_key = 'vecina'").get()).toEqual({
      email: 'lucia.ferrer@example.org',
      email_verified: 1,
    });
    expect((await signIn(client(), 'lucia.ferrer@example.org', 'alcantir-demo')).status).toBe(200);
    const late = await client().post('/api/v2/auth/password/reset', { realm: 'alcantir', token: reset, password: 'la clau de l intrus' });
    expect(await late.json()).toMatchObject({ errCode: 'used' });
    expect(await (await confirm(client(), undo)).json()).toMatchObject({ errCode: 'used' });
  });
});
