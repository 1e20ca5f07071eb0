// A local stand-in for the Stripe API endpoints the adapter calls, written from Stripe's API
// reference: create, retrieve and expire a Checkout Session, retrieve a PaymentIntent, create and
// retrieve a refund, list events. Form-encoded requests, JSON answers, `Idempotency-Key` honoured (the same key
// answers the same object). A test "pays" a session (as the shopper would on Stripe's page) and
// posts its webhook signed the way Stripe signs (`stripe.webhooks.generateTestHeaderString`).
// Faults on demand: a 500 answer, a slow answer (a timeout), or a dropped connection (down).
// It also serves a small hosted checkout page (`/pay/<session>`, "Pay" / "Cancel") for browser
// journeys; `stripe-stand-in-main.ts` runs it beside a server in Stripe mode.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, unknown>;
export type Fault = 'status500' | 'timeout' | 'down';
type Area = 'sessions' | 'refunds' | 'retrieve' | 'expire';

/** `a[b][0][c]=1` form fields into nested objects and arrays (Stripe's encoding). */
export function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Obj = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        if (part === '' || rawKey.endsWith('[]')) {
          const list = (node[part] as unknown[]) ?? [];
          list.push(value);
          node[part] = list;
        } else node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '');
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Obj;
    });
  }
  return out;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const id = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 14)}`;
const nowS = () => Math.floor(Date.now() / 1000);

export interface PayOptions {
  /** The card's fingerprint and cardholder name, as Stripe reports them on the charge. */
  fingerprint?: string;
  name?: string;
  /** Completed but unpaid (a delayed method): the async events follow. */
  delayed?: boolean;
}

export class StripeStandIn {
  readonly sessions = new Map<string, Obj>();
  readonly intents = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  readonly events: Obj[] = [];
  /** Requests answered per path (faulty ones too). */
  readonly calls: { method: string; path: string; key: string | undefined }[] = [];
  private readonly byKey = new Map<string, string>();
  private readonly faults: Partial<Record<Area, Fault[]>> = {};
  private server: Server | undefined;
  base = '';

  constructor(
    readonly webhookSecret: string,
    /** How a signed webhook reaches the store (the app's own request handler in tests). */
    private readonly deliverTo?: (req: Request) => Response | Promise<Response>,
    private readonly slowMs = 3_000,
  ) {}

  /** Listens on `port` (default: any free port) and answers the base address. */
  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The next `count` requests to `area` fail with `fault`. */
  fail(area: Area, fault: Fault, count = 1): void {
    this.faults[area] = [...(this.faults[area] ?? []), ...Array<Fault>(count).fill(fault)];
  }

  count(method: string, pathStart: string): number {
    return this.calls.filter((c) => c.method === method && c.path.startsWith(pathStart)).length;
  }

  private json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form = parseForm(Buffer.concat(chunks).toString('utf8'));
    const key = req.headers['idempotency-key'] as string | undefined;
    const method = req.method ?? 'GET';
    this.calls.push({ method, path: url.pathname, key });
    if (
      !url.pathname.startsWith('/pay/') &&
      !String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')
    )
      return this.json(res, 401, { error: { type: 'invalid_request_error', message: 'No key' } });

    const area: Area | undefined =
      method === 'POST' && url.pathname === '/v1/checkout/sessions'
        ? 'sessions'
        : method === 'POST' && url.pathname === '/v1/refunds'
          ? 'refunds'
          : method === 'GET'
            ? 'retrieve'
            : method === 'POST' && url.pathname.endsWith('/expire')
              ? 'expire'
              : undefined;
    const fault = area ? this.faults[area]?.shift() : undefined;
    if (fault === 'down') {
      req.socket.destroy();
      return;
    }
    // A slow answer: the work is done (as a real Stripe may have done it) but the answer is late.
    const answer = async (status: number, body: unknown) => {
      if (fault === 'timeout') await new Promise((r) => setTimeout(r, this.slowMs));
      if (fault === 'status500')
        return this.json(res, 500, { error: { type: 'api_error', message: 'Stand-in 500' } });
      if (!res.destroyed) this.json(res, status, body);
    };
    const idem = (kind: string) => (key ? `${kind}:${key}` : undefined);

    try {
      const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (page) return this.hostedPage(res, method, page[1]!, form);
      if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const known = idem('session') && this.byKey.get(idem('session')!);
        if (known && fault !== 'status500') return answer(200, this.sessions.get(known));
        if (fault === 'status500') return answer(500, {});
        const session = this.createSession(form);
        if (idem('session')) this.byKey.set(idem('session')!, session.id as string);
        return answer(200, session);
      }
      let m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (method === 'GET' && m) {
        const session = this.sessions.get(m[1]!);
        if (!session) return answer(404, { error: { type: 'invalid_request_error' } });
        // stripe-node writes `expand[0]=...` (Stripe accepts `expand[]=` too).
        const expand = [...url.searchParams]
          .filter(([k]) => k.startsWith('expand'))
          .map(([, v]) => v);
        return answer(200, this.expanded(session, expand));
      }
      m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (method === 'POST' && m) {
        const session = this.sessions.get(m[1]!);
        if (!session || session.status !== 'open')
          return answer(400, { error: { type: 'invalid_request_error' } });
        session.status = 'expired';
        // Stripe sends checkout.session.expired for a session expired through the API too.
        this.event('checkout.session.expired', { ...session });
        return answer(200, session);
      }
      m = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
      if (method === 'GET' && m) {
        const refund = this.refunds.get(m[1]!);
        return refund ? answer(200, refund) : answer(404, { error: {} });
      }
      m = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (method === 'GET' && m) {
        const intent = this.intents.get(m[1]!);
        return intent ? answer(200, intent) : answer(404, { error: {} });
      }
      if (method === 'POST' && url.pathname === '/v1/refunds') {
        const known = idem('refund') && this.byKey.get(idem('refund')!);
        if (known && fault !== 'status500') return answer(200, this.refunds.get(known));
        if (fault === 'status500') return answer(500, {});
        const intent = this.intents.get(String(form.payment_intent));
        if (!intent) return answer(400, { error: { type: 'invalid_request_error' } });
        const refund = {
          id: id('re'),
          object: 'refund',
          amount: Number(form.amount ?? intent.amount),
          currency: intent.currency,
          payment_intent: intent.id,
          charge: (intent.latest_charge as string) ?? null,
          metadata: form.metadata ?? {},
          // A refund Stripe does not finish at once (some cards and methods) starts pending.
          status: this.refundsStartPending ? 'pending' : 'succeeded',
          failure_reason: null as string | null,
          created: nowS(),
        };
        this.refunds.set(refund.id, refund);
        if (idem('refund')) this.byKey.set(idem('refund')!, refund.id);
        if (refund.status === 'succeeded')
          this.event('charge.refunded', {
            ...this.charges.get(String(refund.charge)),
            refunded: true,
          });
        return answer(200, refund);
      }
      if (method === 'GET' && url.pathname === '/v1/events') {
        const type = url.searchParams.get('type');
        const data = this.events.filter((e) => !type || e.type === type).reverse();
        return answer(200, { object: 'list', data, has_more: false, url: '/v1/events' });
      }
      return this.json(res, 404, { error: { type: 'invalid_request_error', message: 'No route' } });
    } catch (error) {
      return this.json(res, 500, { error: { type: 'api_error', message: String(error) } });
    }
  }

  private readonly charges = new Map<string, Obj>();

  /**
   * Stripe's hosted checkout page, reduced to what a browser journey needs: the amount and the
   * line, and a form with "Pay" (the session is paid with a test card, its signed webhook is
   * posted to the store as Stripe would, and the shopper goes to `success_url`) and "Cancel"
   * (back to `cancel_url`, the session stays open). A session that is not open says so.
   */
  private hostedPage(res: ServerResponse, method: string, sessionId: string, form: Obj) {
    const session = this.sessions.get(sessionId);
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe stand-in checkout</title></head><body><main>${body}</main></body></html>`,
      );
    };
    if (!session) return html(404, '<h1>No such checkout</h1>');
    if (session.status !== 'open')
      return html(409, `<h1>This checkout is ${escapeHtml(String(session.status))}</h1>`);
    if (method === 'POST') {
      const go = (location: string) => {
        res.writeHead(303, { location });
        res.end();
      };
      if (form.action === 'cancel') return go(String(session.cancel_url));
      const completed = this.pay(sessionId);
      // Stripe posts the webhook on its own, whatever the shopper's browser does next.
      void this.deliver(completed).catch((error: unknown) =>
        console.error('stand-in: webhook not delivered', error),
      );
      return go(String(session.success_url));
    }
    const line = ((session.line_items_sent as Obj[] | undefined)?.[0]?.price_data ?? {}) as Obj;
    const name = String((line.product_data as Obj | undefined)?.name ?? '');
    return html(
      200,
      `<h1>Pay ${escapeHtml(String(session.amount_total))} ${escapeHtml(String(session.currency).toUpperCase())}</h1>` +
        `<p>${escapeHtml(name)}</p><p>Test card 4242 4242 4242 4242</p>` +
        `<form method="post" action="/pay/${escapeHtml(sessionId)}">` +
        `<button type="submit" name="action" value="pay">Pay</button> ` +
        `<button type="submit" name="action" value="cancel">Cancel</button></form>`,
    );
  }

  private createSession(form: Obj): Obj {
    const items = (form.line_items as Obj[] | undefined) ?? [];
    const total = items.reduce((sum, item) => {
      const price = item.price_data as Obj;
      return sum + Number(price.unit_amount) * Number(item.quantity ?? 1);
    }, 0);
    const sessionId = id('cs_test');
    const session: Obj = {
      id: sessionId,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: total,
      currency: (items[0]?.price_data as Obj | undefined)?.currency ?? 'usd',
      client_reference_id: form.client_reference_id ?? null,
      metadata: form.metadata ?? {},
      locale: form.locale ?? null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      expires_at: Number(form.expires_at ?? nowS() + 86_400),
      line_items_sent: items,
      payment_intent_data: form.payment_intent_data ?? {},
      payment_intent: null,
      customer_details: null,
      url: `${this.base}/pay/${sessionId}`,
      created: nowS(),
    };
    this.sessions.set(sessionId, session);
    return session;
  }

  private expanded(session: Obj, expand: string[]): Obj {
    if (!expand.includes('payment_intent.latest_charge') || !session.payment_intent) return session;
    const intent = this.intents.get(String(session.payment_intent))!;
    return {
      ...session,
      payment_intent: { ...intent, latest_charge: this.charges.get(String(intent.latest_charge)) },
    };
  }

  /** Records an event as Stripe would (the events list) and returns it. */
  event(type: string, object: Obj): Obj {
    const event = {
      id: id('evt'),
      object: 'event',
      type,
      created: nowS(),
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      data: { object },
    };
    this.events.push(event);
    return event;
  }

  /** The shopper pays a session on "Stripe's page": the session completes, with its charge. */
  pay(sessionId: string, opts: PayOptions = {}): Obj {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    // Stripe's page takes money only while the session is open (not expired, not paid).
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
    const chargeId = id('ch');
    const intentId = id('pi');
    this.charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount: session.amount_total,
      currency: session.currency,
      payment_intent: intentId,
      billing_details: { name: opts.name ?? 'JANE DOE' },
      payment_method_details: {
        type: 'card',
        card: { fingerprint: opts.fingerprint ?? id('fp'), last4: '4242', brand: 'visa' },
      },
      refunded: false,
    });
    this.intents.set(intentId, {
      id: intentId,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      latest_charge: chargeId,
      metadata: (session.payment_intent_data as Obj)?.metadata ?? {},
    });
    session.status = 'complete';
    session.payment_status = opts.delayed ? 'unpaid' : 'paid';
    session.payment_intent = intentId;
    session.customer_details = { name: opts.name ?? 'JANE DOE' };
    return this.event('checkout.session.completed', { ...session });
  }

  /** Refunds made from now on answer `pending`; `finishRefund` decides them later. */
  refundsStartPending = false;

  /** Stripe decides a pending refund: its status changes and `refund.updated` is recorded (the
   *  returned event; a test that does not deliver it plays a lost webhook). */
  finishRefund(refundId: string, status: 'succeeded' | 'failed', failureReason?: string): Obj {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    refund.status = status;
    if (status === 'failed') refund.failure_reason = failureReason ?? 'unknown';
    return this.event('refund.updated', { ...refund });
  }

  /** The session's payment window ends (Stripe expires it). */
  expire(sessionId: string): Obj {
    const session = this.sessions.get(sessionId)!;
    session.status = 'expired';
    return this.event('checkout.session.expired', { ...session });
  }

  /** A session some other integration on the account made (not through the store). */
  foreignSession(fields: Obj): Obj {
    const session = this.createSession({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '1000' } }],
      ...fields,
    });
    return session;
  }

  /** The signature header Stripe would send with `payload` (at `timestamp`, default now). */
  signature(payload: string, timestamp = nowS(), secret = this.webhookSecret): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  }

  /** Posts `event` to the store's webhook, signed; returns the store's answer. */
  async deliver(
    event: Obj,
    opts: { timestamp?: number; secret?: string; path?: string; body?: string } = {},
  ): Promise<Response> {
    if (!this.deliverTo) throw new Error('no webhook target');
    const payload = opts.body ?? JSON.stringify(event);
    return this.deliverTo(
      new Request(`http://localhost${opts.path ?? '/api/pay/webhook/stripe'}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': this.signature(payload, opts.timestamp, opts.secret),
        },
        body: payload,
      }),
    );
  }
}
