/**
 * A typed client of the control surface's JSON API (`/__sandbox/api/…`), for tests and
 * scripts: every request is the shape the surface parses, and every answer is parsed
 * with the surface's own schemas (schemas.ts), so a test never re-declares the control
 * API by hand or casts its JSON. Unit, contract and browser tests and the bench share it.
 *
 * @example
 * const control = createControlClient('http://127.0.0.1:8787');
 * const account = await control.createAccount({ services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }] });
 * await control.advanceUsdt(account.services[0].invoices[0].id);
 */
import { VisitorAddressView } from './visitor-address.ts';
import { LoginCheckSpec, LoginCheckView } from '../../reseller/control.ts';
import { request as httpRequest } from 'node:http';
import * as z from 'zod/mini';
import { Promotion, UsdtPayment } from '../../../src/lib/core/contract/index.ts';
import type { FixtureAccountSpec } from '../fixtures.ts';
import type { FaultSpec } from '../faults.ts';
import { MarketingView, MigrationMove, MigrationView } from './schemas.ts';
import { AttributionView } from './attribution.ts';
import { QuotaChange, QuotaView } from '../../affiliate/invite-control.ts';
import { BookedBill, Invite, Withdrawal } from '../../../src/lib/affiliate/contract.ts';
import { BookedBillDecisionSpec, FriendSpec, FriendView, LedgerCheckView, RateView, RefundSpec, RefundView, WithdrawalSettlementSpec } from './affiliate-money.ts';
import { AccountView, ClockChange, ClockView, FaultView, MailView, NextAnswerSpec, NextAnswerView, PaymentView, PromotionSpec, PublishArticleSpec, PublishedArticleView, SupportRequestView, UsdtOccupancyChange, UsdtOccupancyView } from './schemas.ts';

/** The control surface answered with an error status (the body says why). */
class ControlCallError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(what: string, status: number, body: string) {
    super(`sandbox control ${what}: ${status} ${body}`);
    this.name = 'ControlCallError';
    this.status = status;
    this.body = body;
  }
}

/**
 * One call from Node itself, never through a page's `fetch`: the control surface answers
 * only its own pages (access.ts), and a happy-dom test environment replaces the global
 * `fetch` with one that sends the test page's Origin. A tool sends no Origin.
 */
function send(api: URL, method: string, path: string, body: string | undefined): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { hostname: api.hostname.replace(/^\[|\]$/g, ''), port: api.port, path: `${api.pathname}${path}`, method, headers: body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A fault, as a test asks for it (its scope comes from the client). */
export type FaultRequest = Omit<FaultSpec, 'scope'>;

export interface ControlClient {
  readonly origin: string;
  /** The fault scope this client's faults are filed under (browser tests: one per test). */
  readonly scope: string | undefined;
  /** A fixture account described in a few words; see sandbox/core/fixtures.ts. */
  createAccount(spec?: z.input<typeof FixtureAccountSpec>): Promise<AccountView>;
  /** Every account, demo and fixture. */
  accounts(): Promise<AccountView[]>;
  /** The provider closes the account: every call for it is refused with 403 AccountClosed from now on (ADR 0056). */
  closeAccount(uuid: string): Promise<AccountView>;
  /** Whether this user name and password sign in to the service's reseller client login now (ADR 0054). */
  clientLoginSignsIn(check: z.input<typeof LoginCheckSpec>): Promise<boolean>;
  /** Payment attempts of an invoice, oldest first. */
  payments(invoiceId: number): Promise<PaymentView[]>;
  /** What a person does in the wallet app after scanning: pay or decline. */
  settlePayment(paymentId: string, outcome: 'pay' | 'decline'): Promise<PaymentView>;
  /**
   * The invoice's next payment instruction carries this QR content or redirect link (a
   * broken or hostile provider), once.
   * @example await control.armNextPaymentAnswer({ invoiceId, url: 'https://evil.example/' })
   */
  armNextPaymentAnswer(answer: z.input<typeof NextAnswerSpec>): Promise<z.infer<typeof NextAnswerView>>;
  /** One step of the USDT chain: waiting → detected 1 → detected 2 → confirmed. */
  advanceUsdt(invoiceId: number): Promise<z.infer<typeof UsdtPayment>>;
  /** Marks the address pool busy (or free), wholly or for one invoice's new addresses. */
  setUsdtOccupied(change: z.input<typeof UsdtOccupancyChange>): Promise<z.infer<typeof UsdtOccupancyView>>;
  /** The address the visitor panel's call reports to this client's scope (null: the caller's own). */
  setVisitorAddress(address: string | null): Promise<z.infer<typeof VisitorAddressView>>;
  /** The next calls under `pathPrefix` fail the way a bad network or server would. */
  fault(fault: FaultRequest): Promise<z.infer<typeof FaultView>>;
  /** Clears this client's scope's faults (every unscoped fault when it has none). */
  clearFaults(): Promise<void>;
  clock(): Promise<ClockView>;
  /** Moves the shared clock (`{ advanceMs }`) or resets it (`{ reset: true }`). */
  moveClock(change: z.input<typeof ClockChange>): Promise<ClockView>;
  /** The sandbox mailbox, newest first; only mail to `to` when given. */
  mail(to?: string): Promise<z.infer<typeof MailView>[]>;
  /** The tickets the help desk received, newest first; only those from `email` when given. */
  supportRequests(email?: string): Promise<z.infer<typeof SupportRequestView>[]>;
  /** A coupon for a test (codes are case-insensitive). */
  addPromotion(spec: z.input<typeof PromotionSpec>): Promise<z.infer<typeof Promotion>>;
  /** Publishes an article on the help desk, as an agent would (the site shows it after its next build). */
  publishHelpArticle(spec: z.input<typeof PublishArticleSpec>): Promise<z.infer<typeof PublishedArticleView>>;
  /** Every migration to the other platform, newest first (never a password). */
  migrations(): Promise<MigrationView[]>;
  /** One step by hand: `{ step: 'advance' }` or `{ step: 'fail', failure }`. */
  moveMigration(id: number, move: z.input<typeof MigrationMove>): Promise<MigrationView>;
  /** Gives an address an account on the other platform (`drt/email/check` then says registered). */
  registerOnOtherPlatform(email: string): Promise<void>;
  /** Sends the account a marketing mail (verified email, subscribed); its consent and links after. */
  sendMarketingMail(uuid: string): Promise<MarketingView>;
  /** The account's marketing consent and the links its next mail would carry. */
  marketing(uuid: string): Promise<MarketingView>;
  /** What arrived about where buyers came from, newest first (ADR 0037). */
  attribution(): Promise<AttributionView>;
  /** An operator adds or removes free-trial gifts (`admin-operation`, with a note); the gifts left after. */
  changeAffiliateQuota(change: z.input<typeof QuotaChange>): Promise<z.infer<typeof QuotaView>>;
  /** The invite's mail came back: the invite reads bounced, the address is suppressed, an unclaimed gift is returned. */
  bounceInvite(inviteId: number): Promise<Invite>;
  /** A new account bound to `inviterUuid` as a friend, as its first order would bind it. */
  bindFriend(spec: z.input<typeof FriendSpec>): Promise<z.infer<typeof FriendView>>;
  /** An operator pays, rejects or returns a PayPal withdrawal. */
  settleWithdrawal(id: number, spec: z.input<typeof WithdrawalSettlementSpec>): Promise<Withdrawal>;
  /** An operator holds, releases or cancels a booked bill. */
  decideBookedBill(id: number, spec: z.input<typeof BookedBillDecisionSpec>): Promise<BookedBill>;
  /** The bonus rate from now on (`"10"` is 10%); bills already booked keep theirs. */
  setBonusRate(ratePercent: string): Promise<z.infer<typeof RateView>>;
  /** Refunds or charges back an invoice: all that is left, or `amount`. */
  refundInvoice(invoiceId: number, spec: z.input<typeof RefundSpec>): Promise<z.infer<typeof RefundView>>;
  /** Every broken money invariant now (balances = Σ entries, bonus figures = Σ rows); [] when the ledgers agree. */
  ledgerProblems(): Promise<z.infer<typeof LedgerCheckView>['problems']>;
}

/**
 * A control client for the sandbox at `origin`. With `scope`, faults are filed under it,
 * so tests running side by side never trip over each other's faults.
 */
export function createControlClient(origin: string, options: { scope?: string } = {}): ControlClient {
  const api = new URL('/__sandbox/api', origin);

  async function call<S extends z.ZodMiniType>(schema: S, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<z.output<S>> {
    const { status, text } = await send(api, method, path, body === undefined ? undefined : JSON.stringify(body));
    if (status < 200 || status > 299) throw new ControlCallError(`${method} ${path}`, status, text);
    return z.parse(schema, JSON.parse(text));
  }

  return {
    origin,
    scope: options.scope,
    createAccount: (spec = {}) => call(AccountView, 'POST', '/accounts', spec),
    accounts: () => call(z.array(AccountView), 'GET', '/accounts'),
    clientLoginSignsIn: async (check) => (await call(LoginCheckView, 'POST', '/reseller/login-check', check)).signsIn,
    closeAccount: (uuid) => call(AccountView, 'POST', `/accounts/${encodeURIComponent(uuid)}/close`),
    payments: (invoiceId) => call(z.array(PaymentView), 'GET', `/payments?invoiceId=${invoiceId}`),
    settlePayment: (paymentId, outcome) => call(PaymentView, 'POST', `/payments/${encodeURIComponent(paymentId)}/${outcome}`),
    armNextPaymentAnswer: (answer) => call(NextAnswerView, 'POST', '/payments/next-answer', answer),
    advanceUsdt: (invoiceId) => call(UsdtPayment, 'POST', `/usdt/${invoiceId}/advance`),
    setUsdtOccupied: (change) => call(UsdtOccupancyView, 'POST', '/usdt/occupied', change),
    setVisitorAddress: (address) => call(VisitorAddressView, 'POST', '/visitor-address', { address, ...(options.scope ? { scope: options.scope } : {}) }),
    fault: (fault) => call(FaultView, 'POST', '/faults', { ...fault, ...(options.scope ? { scope: options.scope } : {}) }),
    async clearFaults() {
      await call(z.object({ cleared: z.number() }), 'DELETE', options.scope ? `/faults?scope=${encodeURIComponent(options.scope)}` : '/faults');
    },
    clock: () => call(ClockView, 'GET', '/clock'),
    moveClock: (change) => call(ClockView, 'POST', '/clock', change),
    mail: (to) => call(z.array(MailView), 'GET', to === undefined ? '/mail' : `/mail?to=${encodeURIComponent(to)}`),
    supportRequests: (email) => call(z.array(SupportRequestView), 'GET', email === undefined ? '/support-requests' : `/support-requests?email=${encodeURIComponent(email)}`),
    addPromotion: (spec) => call(Promotion, 'POST', '/promotions', spec),
    publishHelpArticle: (spec) => call(PublishedArticleView, 'POST', '/help/articles', spec),
    migrations: () => call(z.array(MigrationView), 'GET', '/migrations'),
    moveMigration: (id, move) => call(MigrationView, 'POST', `/migrations/${id}`, move),
    async registerOnOtherPlatform(email) {
      await call(z.object({ email: z.string() }), 'POST', '/drt/registered', { email });
    },
    sendMarketingMail: (uuid) => call(MarketingView, 'POST', `/marketing/${encodeURIComponent(uuid)}/mail`),
    marketing: (uuid) => call(MarketingView, 'GET', `/marketing/${encodeURIComponent(uuid)}`),
    attribution: () => call(AttributionView, 'GET', '/attribution'),
    changeAffiliateQuota: (change) => call(QuotaView, 'POST', '/affiliate/quota', change),
    bounceInvite: (inviteId) => call(Invite, 'POST', `/affiliate/invites/${inviteId}/bounce`),
    bindFriend: (spec) => call(FriendView, 'POST', '/affiliate/friends', spec),
    settleWithdrawal: (id, spec) => call(Withdrawal, 'POST', `/affiliate/withdrawals/${id}`, spec),
    decideBookedBill: (id, spec) => call(BookedBill, 'POST', `/affiliate/booked-bills/${id}`, spec),
    setBonusRate: (ratePercent) => call(RateView, 'POST', '/affiliate/rate', { ratePercent }),
    refundInvoice: (invoiceId, spec) => call(RefundView, 'POST', `/invoices/${invoiceId}/refund`, spec),
    ledgerProblems: async () => (await call(LedgerCheckView, 'GET', '/ledger-check')).problems,
  };
}
