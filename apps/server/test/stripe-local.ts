import crypto from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';

/**
 * A small Stripe in this process, for tests: Stripe cannot be reached from here. It speaks the
 * parts of Stripe's HTTP API the app calls (customers, Checkout Sessions in subscription mode, the
 * customer portal, subscriptions, invoices, invoice payments, refunds) in the shapes of the API
 * version the `stripe` package pins, serves a checkout page and a portal page a browser can pass,
 * and sends webhook events signed the way Stripe signs them (`generateTestHeaderString` with the
 * endpoint's secret). What Stripe does on its own (a checkout paid, a period ending, a payment
 * failing) is done by the methods of the returned object. The app talks to it through the real
 * `stripe` client, pointed here by STRIPE_API_URL.
 */

type Json = Record<string, unknown>;

export interface LocalStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Price ids and their monthly amounts in cents. */
  prices?: Record<string, number>;
  /** Hands a signed event to the app; answers the HTTP status the app gave. */
  deliver?: (body: string, signature: string) => Promise<number>;
  /** The app's webhook address, when `deliver` is not given. */
  webhookUrl?: string;
  /** Stripe's clock (a test moves it with the app's). */
  now?: () => Date;
}

export interface SentEvent {
  id: string;
  type: string;
  body: string;
  status: number;
}

const DAY = 24 * 60 * 60;
const PERIOD_DAYS = 30;

export const localPrices = {
  family: 'price_local_family',
  heritage: 'price_local_heritage',
} as const;
export const localSecretKey = 'sk_test_local_qamar';
export const localWebhookSecret = 'whsec_local_qamar_signing_secret';

/** The app's Stripe settings for a local server. */
export function stripeEnv(local: LocalStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: local.secretKey,
    STRIPE_WEBHOOK_SECRET: local.webhookSecret,
    STRIPE_PRICE_FAMILY: localPrices.family,
    STRIPE_PRICE_HERITAGE: localPrices.heritage,
    STRIPE_API_URL: local.url,
  };
}

/** Reads Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const [rawKey, rawValue = ''] = pair.split('=');
    const key = decodeURIComponent(rawKey!.replace(/\+/g, ' '));
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    const path = key.split(/\[|\]\[|\]/).filter((part, index) => part !== '' || index === 0);
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      if (last) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

const newId = (prefix: string) => `${prefix}_local${crypto.randomBytes(9).toString('hex')}`;
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

class StripeError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  constructor(status: number, type: string, message: string, code?: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
  }
}

export type LocalStripe = Awaited<ReturnType<typeof startLocalStripe>>;

export async function startLocalStripe(options: LocalStripeOptions = {}) {
  const secretKey = options.secretKey ?? localSecretKey;
  const webhookSecret = options.webhookSecret ?? localWebhookSecret;
  const prices: Record<string, number> = options.prices ?? {
    [localPrices.family]: 999,
    [localPrices.heritage]: 1999,
  };
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);

  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json & { _params: Json }>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const invoicePayments = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const portals = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const sent: SentEvent[] = [];
  const inFlight = new Set<Promise<unknown>>();
  /** Customers whose next payment fails (a card that is declined). */
  const declining = new Set<string>();
  /** Request log: method and path of every API call, for tests that check what was asked. */
  const calls: Array<{ method: string; path: string; params: Json }> = [];

  let base = '';

  const price = (id: string) => {
    const amount = prices[id];
    if (amount === undefined)
      throw new StripeError(
        400,
        'invalid_request_error',
        `No such price: '${id}'`,
        'resource_missing',
      );
    return {
      id,
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: amount,
      recurring: { interval: 'month', interval_count: 1 },
      type: 'recurring',
    };
  };
  const item = (subscription: Json) => (subscription.items as { data: Json[] }).data[0]!;

  /** Sends one event to the app, signed with the endpoint's secret; answers the status. */
  async function deliver(body: string, signature: string): Promise<number> {
    if (options.deliver) return options.deliver(body, signature);
    if (!options.webhookUrl) return 0;
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body,
    });
    return response.status;
  }

  /** Signs a payload as Stripe does (optionally with another secret or time, for forgeries and stale deliveries). */
  const sign = (payload: string, overrides: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: overrides.secret ?? webhookSecret,
      timestamp: overrides.timestamp ?? now(),
    });

  const eventBody = (type: string, object: Json, id = newId('evt')) =>
    JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    });

  /** Keeps a delivery (or a chain of them) in flight until it settles, for `settle()`. */
  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };

  /** Builds, signs and delivers an event; resolves when the app has answered. */
  async function emit(type: string, object: Json): Promise<SentEvent> {
    const body = eventBody(type, object);
    const id = (JSON.parse(body) as { id: string }).id;
    return track(
      deliver(body, sign(body)).then((status) => {
        const event = { id, type, body, status };
        sent.push(event);
        return event;
      }),
    );
  }

  function makeInvoice(subscription: Json, amount: number, paid: boolean, reason: string): Json {
    const id = newId('in');
    const invoice: Json = {
      id,
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      currency: 'usd',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      billing_reason: reason,
      created: now(),
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: { object: 'list', data: [], has_more: false },
    };
    invoices.set(id, invoice);
    if (paid && amount > 0) {
      const paymentId = newId('inpay');
      invoicePayments.set(paymentId, {
        id: paymentId,
        object: 'invoice_payment',
        invoice: id,
        amount_paid: amount,
        amount_requested: amount,
        currency: 'usd',
        status: 'paid',
        is_default: true,
        created: now(),
        payment: { type: 'payment_intent', payment_intent: newId('pi') },
      });
    }
    subscription.latest_invoice = id;
    return invoice;
  }

  /** Takes a payment for a subscription: paid, unless the customer's card is set to decline. */
  const charge = (subscription: Json, amount: number, reason: string) => {
    const paid = !declining.has(subscription.customer as string);
    return { paid, invoice: makeInvoice(subscription, amount, paid, reason) };
  };

  function newSubscription(session: Json & { _params: Json }): Json {
    const params = session._params;
    const lineItems = params.line_items as Array<{ price: string }>;
    const data = (params.subscription_data ?? {}) as {
      trial_period_days?: string;
      metadata?: Json;
    };
    const trialDays = Number(data.trial_period_days ?? 0);
    const start = now();
    const end = start + (trialDays > 0 ? trialDays : PERIOD_DAYS) * DAY;
    const id = newId('sub');
    const subscription: Json = {
      id,
      object: 'subscription',
      customer: session.customer,
      status: trialDays > 0 ? 'trialing' : 'active',
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: price(lineItems[0]!.price),
            quantity: 1,
            current_period_start: start,
            current_period_end: end,
          },
        ],
        has_more: false,
      },
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_start: trialDays > 0 ? start : null,
      trial_end: trialDays > 0 ? end : null,
      start_date: start,
      created: start,
      currency: 'usd',
      metadata: data.metadata ?? {},
      latest_invoice: null,
      pending_update: null,
      livemode: false,
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  const findOr404 = <T>(map: Map<string, T>, id: string, what: string): T => {
    const found = map.get(id);
    if (!found)
      throw new StripeError(
        404,
        'invalid_request_error',
        `No such ${what}: '${id}'`,
        'resource_missing',
      );
    return found;
  };

  const list = (data: Json[], url: string) => ({ object: 'list', data, has_more: false, url });

  /** The API: answers a call with [status, body]. */
  function api(method: string, path: string, params: Json): [number, unknown] {
    const parts = path.split('/').filter(Boolean).slice(1); // drop 'v1'
    const [resource, id, action] = parts;
    if (method === 'POST' && resource === 'customers' && !id) {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        created: now(),
        livemode: false,
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === 'GET' && resource === 'customers' && id)
      return [200, findOr404(customers, id, 'customer')];
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = parts[2];
      const sessionAction = parts[3];
      if (method === 'POST' && !sessionId) {
        if (params.mode !== 'subscription')
          throw new StripeError(
            400,
            'invalid_request_error',
            'Only subscription mode is served here',
          );
        const customer = findOr404(customers, String(params.customer), 'customer');
        const lineItems = params.line_items as Array<{ price: string }> | undefined;
        price(lineItems?.[0]?.price ?? '');
        const sid = newId('cs_test');
        const session = {
          id: sid,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'open',
          payment_status: 'unpaid',
          customer: customer.id,
          client_reference_id: params.client_reference_id ?? null,
          metadata: params.metadata ?? {},
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          locale: params.locale ?? null,
          subscription: null,
          url: `${base}/checkout/${sid}`,
          expires_at: now() + DAY,
          created: now(),
          livemode: false,
          _params: params,
        };
        sessions.set(sid, session);
        return [200, publicSession(session)];
      }
      const session = findOr404(sessions, sessionId!, 'checkout session');
      if (method === 'GET' && !sessionAction) return [200, publicSession(session)];
      if (method === 'POST' && sessionAction === 'expire') {
        if (session.status !== 'open')
          throw new StripeError(
            400,
            'invalid_request_error',
            `Only Checkout Sessions with a status of open can be expired; this one is ${String(session.status)}.`,
          );
        session.status = 'expired';
        return [200, publicSession(session)];
      }
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
      const customer = findOr404(customers, String(params.customer), 'customer');
      const pid = newId('bps');
      const portal = {
        id: pid,
        object: 'billing_portal.session',
        customer: customer.id,
        return_url: params.return_url ?? null,
        locale: params.locale ?? null,
        url: `${base}/portal/${pid}`,
        created: now(),
        livemode: false,
      };
      portals.set(pid, portal);
      return [200, portal];
    }
    if (resource === 'subscriptions' && id) {
      const subscription = findOr404(subscriptions, id, 'subscription');
      if (method === 'GET') return [200, subscription];
      if (method === 'DELETE') {
        if (subscription.status === 'canceled')
          throw new StripeError(
            400,
            'invalid_request_error',
            'This subscription has already been canceled.',
          );
        endSubscription(subscription);
        void track(emit('customer.subscription.deleted', subscription));
        return [200, subscription];
      }
      if (method === 'POST' && !action) return [200, updateSubscription(subscription, params)];
    }
    if (method === 'GET' && resource === 'invoices' && !id) {
      const found = [...invoices.values()].filter(
        (invoice) =>
          (!params.subscription ||
            (invoice.parent as { subscription_details: { subscription: string } })
              .subscription_details.subscription === params.subscription) &&
          (!params.status || invoice.status === params.status) &&
          (!params.customer || invoice.customer === params.customer),
      );
      return [200, list(found.reverse(), '/v1/invoices')];
    }
    if (method === 'GET' && resource === 'invoice_payments' && !id) {
      const found = [...invoicePayments.values()].filter(
        (payment) =>
          (!params.invoice || payment.invoice === params.invoice) &&
          (!params.status || payment.status === params.status),
      );
      return [200, list(found, '/v1/invoice_payments')];
    }
    if (method === 'POST' && resource === 'refunds' && !id) {
      const intent = String(params.payment_intent ?? '');
      const payment = [...invoicePayments.values()].find(
        (candidate) => (candidate.payment as { payment_intent: string }).payment_intent === intent,
      );
      if (!payment)
        throw new StripeError(
          404,
          'invalid_request_error',
          `No such payment_intent: '${intent}'`,
          'resource_missing',
        );
      if ([...refunds.values()].some((refund) => refund.payment_intent === intent))
        throw new StripeError(
          400,
          'invalid_request_error',
          'Charge has already been refunded.',
          'charge_already_refunded',
        );
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount: payment.amount_paid,
        currency: 'usd',
        payment_intent: intent,
        status: 'succeeded',
        created: now(),
      };
      refunds.set(refund.id, refund);
      return [200, refund];
    }
    throw new StripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }

  const publicSession = (session: Json) =>
    Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_')));

  function endSubscription(subscription: Json, at = now()) {
    subscription.status = 'canceled';
    subscription.ended_at = at;
    subscription.canceled_at ??= at;
    subscription.cancel_at_period_end = false;
  }

  function updateSubscription(subscription: Json, params: Json): Json {
    if (subscription.status === 'canceled')
      throw new StripeError(
        400,
        'invalid_request_error',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      subscription.cancel_at = subscription.cancel_at_period_end
        ? item(subscription).current_period_end
        : null;
      subscription.canceled_at = subscription.cancel_at_period_end ? now() : null;
    }
    const items = params.items as Array<{ id?: string; price?: string }> | undefined;
    let invoice: Json | undefined;
    if (items?.[0]?.price) {
      const current = item(subscription);
      if (items[0].id && items[0].id !== current.id)
        throw new StripeError(
          400,
          'invalid_request_error',
          `No such subscription item: '${items[0].id}'`,
          'resource_missing',
        );
      const next = price(items[0].price);
      const previous = current.price as { unit_amount: number };
      const endTrial = params.trial_end === 'now' && subscription.status === 'trialing';
      if (
        params.proration_behavior === 'always_invoice' &&
        (next.unit_amount > previous.unit_amount || endTrial)
      ) {
        // The difference for the rest of the period (the whole new price when a trial ends now).
        const amount = endTrial ? next.unit_amount : next.unit_amount - previous.unit_amount;
        const payment = charge(subscription, amount, 'subscription_update');
        invoice = payment.invoice;
        if (!payment.paid && params.payment_behavior === 'pending_if_incomplete') {
          subscription.pending_update = {
            subscription_items: [{ id: current.id, price: next }],
            expires_at: now() + DAY,
          };
          void track(emit('invoice.payment_failed', invoice));
          return subscription;
        }
      }
      current.price = next;
      subscription.pending_update = null;
      if (endTrial) {
        subscription.status = 'active';
        subscription.trial_end = now();
        current.current_period_start = now();
        current.current_period_end = now() + PERIOD_DAYS * DAY;
        if (subscription.cancel_at_period_end) subscription.cancel_at = current.current_period_end;
      }
    }
    void track(
      (async () => {
        if (invoice)
          await emit(
            invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed',
            invoice,
          );
        await emit('customer.subscription.updated', subscription);
      })(),
    );
    return subscription;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void handle(request, response, Buffer.concat(chunks).toString('utf8')).catch(
        (error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
        },
      );
    });
  });

  async function handle(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: string,
  ) {
    const url = new URL(request.url ?? '/', base);
    const method = request.method ?? 'GET';
    if (url.pathname.startsWith('/v1/')) {
      const send = (status: number, payload: unknown) => {
        const text = JSON.stringify(payload);
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
        });
        response.end(text);
        return text;
      };
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
        });
        return;
      }
      const params =
        method === 'GET' || method === 'DELETE' ? parseForm(url.search.slice(1)) : parseForm(body);
      calls.push({ method, path: url.pathname, params });
      const key = request.headers['idempotency-key'];
      const remembered =
        typeof key === 'string' && method === 'POST'
          ? idempotent.get(`${url.pathname} ${key}`)
          : undefined;
      if (remembered) {
        response.writeHead(remembered.status, {
          'content-type': 'application/json',
          'idempotent-replayed': 'true',
        });
        response.end(remembered.body);
        return;
      }
      let status: number;
      let payload: unknown;
      try {
        [status, payload] = api(method, url.pathname, params);
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        status = error.status;
        payload = {
          error: {
            type: error.type,
            message: error.message,
            ...(error.code ? { code: error.code } : {}),
          },
        };
      }
      const text = send(status, payload);
      if (typeof key === 'string' && method === 'POST')
        idempotent.set(`${url.pathname} ${key}`, { status, body: text });
      return;
    }
    const [, page, id, action] = url.pathname.split('/');
    if (page === 'checkout' && id && sessions.has(id)) {
      const session = sessions.get(id)!;
      if (method === 'POST' && action === 'pay') {
        if (session.status !== 'open') return html(response, 410, checkoutClosed(session));
        await completeCheckout(id);
        response.writeHead(303, { location: String(session.success_url) });
        response.end();
        return;
      }
      return html(
        response,
        session.status === 'open' ? 200 : 410,
        session.status === 'open' ? checkoutPage(session) : checkoutClosed(session),
      );
    }
    if (page === 'portal' && id && portals.has(id))
      return html(response, 200, portalPage(portals.get(id)!));
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  }

  const html = (response: http.ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  };

  const page = (title: string, content: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0;padding:40px 16px}main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 16px #0001}button{background:#635bff;color:#fff;border:0;border-radius:8px;padding:12px 18px;font-size:16px;width:100%;cursor:pointer}label{display:block;margin:16px 0 6px;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd;border-radius:8px;font-size:16px}.muted{color:#697386;font-size:14px}a{color:#635bff}</style></head><body><main>${content}</main></body></html>`;

  function checkoutPage(session: Json & { _params: Json }) {
    const params = session._params;
    const priceId = (params.line_items as Array<{ price: string }>)[0]!.price;
    const amount = (prices[priceId] ?? 0) / 100;
    const trialDays = Number(
      (params.subscription_data as { trial_period_days?: string } | undefined)?.trial_period_days ??
        0,
    );
    const plan = String((params.metadata as { plan?: string } | undefined)?.plan ?? priceId);
    return page(
      'Local Stripe Checkout',
      `<p class="muted">Local Stripe (test mode)</p><h1>Subscribe to ${escapeHtml(plan)}</h1>
<p><strong>$${amount.toFixed(2)}</strong> per month</p>
${trialDays > 0 ? `<p>${trialDays} days free, then $${amount.toFixed(2)} per month</p>` : '<p>No trial: the first month is charged today.</p>'}
<form method="post" action="/checkout/${escapeHtml(String(session.id))}/pay">
<label for="card">Card number</label><input id="card" name="card" value="4242 4242 4242 4242" autocomplete="off">
<p><button type="submit">${trialDays > 0 ? 'Start trial' : 'Subscribe'}</button></p></form>
<p><a href="${escapeHtml(String(session.cancel_url))}">Back</a></p>`,
    );
  }

  const checkoutClosed = (session: Json) =>
    page(
      'Checkout closed',
      `<h1>This checkout is ${escapeHtml(String(session.status))}</h1><p><a href="${escapeHtml(String(session.cancel_url))}">Back</a></p>`,
    );

  function portalPage(portal: Json) {
    const own = [...invoices.values()].filter((invoice) => invoice.customer === portal.customer);
    const rows = own
      .map(
        (invoice) =>
          `<tr><td>${new Date(Number(invoice.created) * 1000).toISOString().slice(0, 10)}</td><td>$${(Number(invoice.amount_due) / 100).toFixed(2)}</td><td>${escapeHtml(String(invoice.status))}</td></tr>`,
      )
      .join('');
    return page(
      'Local Stripe customer portal',
      `<p class="muted">Local Stripe (test mode)</p><h1>Billing</h1><h2>Payment method</h2><p>Visa ending in 4242</p>
<h2>Invoices</h2><table><thead><tr><th>Date</th><th>Amount</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>
<p><a href="${escapeHtml(String(portal.return_url))}">Return to Qamar</a></p>`,
    );
  }

  /** The customer pays a checkout: the subscription starts (with its trial, if any) and Stripe's events go out in its order. */
  async function completeCheckout(
    sessionId: string,
    order: Array<'created' | 'invoice' | 'completed'> = ['created', 'invoice', 'completed'],
  ): Promise<Json> {
    const session = findOr404(sessions, sessionId, 'checkout session');
    if (session.status !== 'open')
      throw new Error(`checkout ${sessionId} is ${String(session.status)}`);
    const subscription = newSubscription(session);
    const trialing = subscription.status === 'trialing';
    const invoice = makeInvoice(
      subscription,
      trialing ? 0 : (item(subscription).price as { unit_amount: number }).unit_amount,
      true,
      'subscription_create',
    );
    session.status = 'complete';
    session.payment_status = trialing ? 'no_payment_required' : 'paid';
    session.subscription = subscription.id;
    const events = {
      created: () => emit('customer.subscription.created', subscription),
      invoice: () => emit('invoice.paid', invoice),
      completed: () => emit('checkout.session.completed', publicSession(session)),
    };
    for (const step of order) await events[step]();
    return subscription;
  }

  /**
   * The current period ends: a subscription set to cancel ends (customer.subscription.deleted);
   * otherwise the next period starts and is charged (paid, or past due when the card declines).
   */
  async function endPeriod(subscriptionId: string): Promise<Json> {
    const subscription = findOr404(subscriptions, subscriptionId, 'subscription');
    const current = item(subscription);
    const end = Number(current.current_period_end);
    if (
      subscription.cancel_at_period_end ||
      (subscription.cancel_at !== null && Number(subscription.cancel_at) <= end)
    ) {
      endSubscription(subscription, end);
      await emit('customer.subscription.deleted', subscription);
      return subscription;
    }
    current.current_period_start = end;
    current.current_period_end = end + PERIOD_DAYS * DAY;
    const { paid, invoice } = charge(
      subscription,
      (current.price as { unit_amount: number }).unit_amount,
      'subscription_cycle',
    );
    subscription.status = paid ? 'active' : 'past_due';
    await emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
    await emit('customer.subscription.updated', subscription);
    return subscription;
  }

  /** The customer fixes their card: the open invoice is paid and the subscription is active again. */
  async function payOpenInvoice(subscriptionId: string): Promise<Json> {
    const subscription = findOr404(subscriptions, subscriptionId, 'subscription');
    declining.delete(subscription.customer as string);
    const invoice = invoices.get(String(subscription.latest_invoice));
    if (invoice && invoice.status === 'open') {
      invoices.delete(String(invoice.id));
      const paid = makeInvoice(
        subscription,
        Number(invoice.amount_due),
        true,
        String(invoice.billing_reason),
      );
      subscription.status = 'active';
      await emit('invoice.paid', paid);
    }
    await emit('customer.subscription.updated', subscription);
    return subscription;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    port,
    secretKey,
    webhookSecret,
    customers,
    sessions,
    subscriptions,
    invoices,
    refunds,
    calls,
    sent,
    sign,
    eventBody,
    emit,
    completeCheckout,
    endPeriod,
    payOpenInvoice,
    /** The customer's card declines from now on (until `payOpenInvoice`). */
    decline: (customerId: string) => void declining.add(customerId),
    /** The checkout session a checkout page address names. */
    sessionOfUrl: (url: string) =>
      sessions.get(url.split('/').pop() ?? '') as (Json & { _params: Json }) | undefined,
    /** Waits until every event sent so far has been answered. */
    settle: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
