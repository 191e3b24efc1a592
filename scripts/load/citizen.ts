/**
 * One simulated citizen of the load test: its own address (X-Forwarded-For, believed by the test server only),
 * its own cookie jar, and the request form's calls in order. Every call survives the server going away: a
 * refused connection waits and tries again, a 429 waits as Retry-After says, so a kill in the middle is just
 * a pause to a citizen, as a page that retries would see it.
 */
import { createHash } from 'node:crypto';
import { makeDeviceUser } from '../../src/domain/accounts/device.ts';
import { isCaptchaWork, solveWork, type WorkSolution } from '../../src/domain/requests/captcha-work.ts';
import { buildRequest } from '../../src/domain/requests/request-rules.ts';
import type { Mailbox } from '../../src/schemas/mailbox.ts';
import { SESSION_COOKIE } from '../../server/http/session-cookie.ts';

export interface Timing {
  step: string;
  ms: number;
}

export interface LoadContext {
  origin: string;
  realm: string;
  /** When a call can no longer be retried (the server did not come back). */
  deadline: number;
  timings: Timing[];
  /** Calls that failed on the network (the kill), counted. */
  networkErrors: { count: number };
}

export class CallError extends Error {
  override name = 'CallError';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Citizen {
  readonly index: number;
  readonly address: string;
  private readonly ctx: LoadContext;
  private cookie = '';

  constructor(ctx: LoadContext, index: number) {
    this.ctx = ctx;
    this.index = index;
    this.address = `10.${64 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
  }

  /** One call, retried through a dead server and rate limits; answers the final status and JSON body. */
  async call(step: string, path: string, init: { method?: string; json?: unknown; form?: FormData; headers?: Record<string, string>; page?: boolean } = {}) {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        'x-forwarded-for': this.address,
        // What Chromium sends from the portal's page: the cross-site guard sees a realm origin.
        origin: `http://${this.ctx.realm}.localhost`,
        accept: 'application/json',
        ...init.headers,
      };
      if (this.cookie) headers.cookie = this.cookie;
      if (init.json !== undefined) headers['content-type'] = 'application/json';
      const body = init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined);
      const t0 = performance.now();
      let response: Response;
      try {
        response = await fetch(`${this.ctx.origin}${path}`, { method: init.method ?? 'GET', headers, body, signal: AbortSignal.timeout(30_000) });
      } catch (error) {
        this.ctx.networkErrors.count++;
        if (Date.now() > this.ctx.deadline) throw new CallError(`${step}: no server (${(error as Error).message})`);
        await sleep(150 + Math.min(attempt, 10) * 50);
        continue;
      }
      const text = await response.text().catch(() => '');
      for (const set of response.headers.getSetCookie()) {
        if (set.startsWith(`${SESSION_COOKIE}=`)) this.cookie = set.split(';')[0]!;
      }
      if (response.status === 429 && Date.now() < this.ctx.deadline) {
        await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
        continue;
      }
      if (response.status >= 500 && Date.now() < this.ctx.deadline) {
        await sleep(200);
        continue;
      }
      this.ctx.timings.push({ step, ms: performance.now() - t0 });
      let json: Record<string, unknown> = {};
      if (init.page) return { status: response.status, json }; // an HTML page (the sandbox gateway's), not the API
      try {
        json = text ? JSON.parse(text) : {};
      } catch {
        throw new CallError(`${step}: answered ${response.status} with something that is not JSON: ${text.slice(0, 80)}`);
      }
      return { status: response.status, json };
    }
  }

  /** The proof of work of the captcha shown last, solved as the form's worker does (here with Node's SHA-256). */
  private work: WorkSolution | null = null;

  /** Shows a captcha as the form does, and does its work. */
  private async showCaptcha() {
    const { work } = await this.expectOk('captcha', `/api/${this.ctx.realm}/requests/captcha?format=json`);
    if (!isCaptchaWork(work)) throw new CallError('captcha: no proof of work');
    this.work = await solveWork(work, (text) => createHash('sha256').update(text).digest());
  }

  private async expectOk(step: string, path: string, init: Parameters<Citizen['call']>[2] = {}) {
    const { status, json } = await this.call(step, path, init);
    if (status !== 200 && status !== 201) throw new CallError(`${step}: ${status} ${String(json.err ?? '')}`);
    return json;
  }

  /** What the form does before a citizen can send: device user, login, captcha, one photo. */
  async prepare(photo: Uint8Array): Promise<{ _id: string; name: string; size: number; mime: string }> {
    const device = makeDeviceUser(this.address, new Date(), (this.index % 9999) / 10_000);
    const registered = await this.call('register', '/api/v2/auth/register', { method: 'POST', json: { ...device, realm: this.ctx.realm } });
    // 409: registered before a kill whose answer was lost; the login below is what counts.
    if (registered.status !== 200 && registered.status !== 409) throw new CallError(`register: ${registered.status} ${String(registered.json.err ?? '')}`);
    await this.expectOk('login', '/api/v2/auth/login', { method: 'POST', json: { ...device, realm: this.ctx.realm } });
    await this.showCaptcha();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(photo)], `foto-${this.index}.jpg`, { type: 'image/jpeg' }));
    form.set('field', 'images');
    return (await this.expectOk('upload', `/api/${this.ctx.realm}/incidencias/assets2`, { method: 'POST', form })) as never;
  }

  /** The request body as the form builds it, with a marker that finds it in the database afterwards. */
  body(mailbox: Mailbox, marker: string, photo: { _id: string; name: string; size: number; mime: string }) {
    const values = {
      category: 'Alumbrado público',
      title: '',
      body: `La farola de la esquina no enciende desde el lunes ${marker}`,
      address: 'Calle Abadia, 3',
      coordinates: { lat: 38.9866, lng: -0.5213 },
      images: [photo],
      captcha: '7',
    };
    const contact = { firstName: 'Vecina', lastName: `Carga ${this.index}`, telephone: '600000000', email: `vecina${this.index}@example.org` };
    return buildRequest(mailbox, values, contact, undefined, true);
  }

  /**
   * Sends the request with its Idempotency-Key, as the form does, until the server acknowledges it. A captcha
   * spent by an attempt that the kill then rolled back is asked for again, as the form would show a new one.
   */
  async create(body: unknown, key: string): Promise<{ _id: string; iid: number }> {
    for (let round = 0; round < 4; round++) {
      const { status, json } = await this.call('create', `/api/${this.ctx.realm}/requests/incidencias/create`, {
        method: 'POST',
        json: { ...(body as object), captchaWork: this.work },
        headers: { 'idempotency-key': key },
      });
      if (status === 200 && typeof json._id === 'string') return { _id: json._id, iid: Number(json.iid) };
      if (status === 400 && json.errCode === 'captcha') {
        await this.showCaptcha();
        continue;
      }
      throw new CallError(`create: ${status} ${String(json.err ?? '')}`);
    }
    throw new CallError('create: the captcha kept failing');
  }
}
