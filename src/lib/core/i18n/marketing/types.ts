/**
 * The marketing home content of `order/place` (spec section 2, decisions.md "Routing and
 * pages"): hero, 16 sections, customer quotes, a visitor panel and an FAQ of 8. Each
 * language writes its own copy natively and `satisfies MarketingCopy`; the ids below fix
 * the order and count, so a missing or reordered section fails the typecheck.
 *
 * Copy is plain text: no {placeholders}, no markup, rendered as text by the components in
 * `src/components/marketing/`. Only facts from spec sections 1 and 9 may be stated; prices
 * come from the provider and are never written here.
 */

import type { BrowserNames } from '../../rules/user-agent.ts';

/** The 16 sections, in display order. Ids are stable: they name the icon and the anchor (`#why-refunds`). */
export const SECTION_IDS = [
  'unlimited-traffic',
  'global-clusters',
  'availability',
  'human-support',
  'every-platform',
  'payment-methods',
  'refunds',
  'fair-use',
  'login-link',
  'email-recovery',
  'trial',
  'privacy',
  'quick-setup',
  'billing-cycles',
  'invite-friends',
  'hong-kong',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The 8 FAQ entries, in display order (anchor `#faq-refunds`…). */
export const FAQ_IDS = [
  'refunds',
  'trial',
  'payment-methods',
  'fair-use',
  'lost-login-link',
  'no-password',
  'getting-started',
  'support',
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

/** What the visitor panel shows; another script fills each `<dd data-visitor="…">`. */
export const VISITOR_FIELDS = ['ip', 'location', 'isp', 'os', 'browser'] as const;
export type VisitorField = (typeof VISITOR_FIELDS)[number];

/** One tuple entry per id, in the ids' order: `{ id: 'a' } , { id: 'b' }…` and nothing else. */
type InIdOrder<Ids extends readonly string[], Fields> = { readonly [I in keyof Ids]: { readonly id: Ids[I] } & Fields };

export interface HeroProof {
  /** The figure, shown large: "99.98%". */
  readonly value: string;
  /** What the figure means: "availability". */
  readonly label: string;
}

export interface SectionCopy {
  /** Card title (an h3), no final punctuation. */
  readonly title: string;
  /** One or two full sentences. */
  readonly body: string;
}

export interface FaqCopy {
  readonly question: string;
  readonly answer: string;
}

export interface CustomerQuote {
  /** What an ordinary user said, without quotation marks (the markup is a blockquote). */
  readonly text: string;
  /** First name or surname with title, and city or region: "陳小姐，台北", "Kit, Hong Kong". */
  readonly attribution: string;
}

/** 4 to 6 quotes, the same people in every language. */
export type CustomerQuotes =
  | readonly [CustomerQuote, CustomerQuote, CustomerQuote, CustomerQuote]
  | readonly [CustomerQuote, CustomerQuote, CustomerQuote, CustomerQuote, CustomerQuote]
  | readonly [CustomerQuote, CustomerQuote, CustomerQuote, CustomerQuote, CustomerQuote, CustomerQuote];

export type MarketingSections = InIdOrder<typeof SECTION_IDS, SectionCopy>;
export type MarketingFaq = InIdOrder<typeof FAQ_IDS, FaqCopy>;

/**
 * The retain popup (spec sections 2, 5 and 9): a 3-day free trial or the 7-day trial at
 * the one discount, for an email. Numbers come from `src/lib/order/offers.ts` (days and
 * `retainDiscountLabel`), interpolated where each language writes its copy, so the
 * texts stay plain and no page can state another discount.
 */
export interface RetainCopy {
  /** The dialog's heading, its accessible name. */
  readonly heading: string;
  /** One sentence under the heading. */
  readonly intro: string;
  /** Legend of the two offers. */
  readonly offersLegend: string;
  readonly freeTrial: {
    /** States `RETAIN_FREE_TRIAL_DAYS`. */
    readonly title: string;
    readonly note: string;
  };
  readonly discountTrial: {
    /** States `TRIAL_DAYS` and `retainDiscountLabel(locale)`. */
    readonly title: string;
    readonly note: string;
  };
  /** Not the wizard's email label: the two fields stay apart in a screen reader's list of fields. */
  readonly emailLabel: string;
  readonly submit: string;
  /** On the submit button while the request is under way: "Sending…". */
  readonly sending: string;
  /** Accessible name of the close button (the button shows ×). */
  readonly close: string;
  /** What the email field says: before sending, or after the provider refused. */
  readonly problems: {
    /** Nothing typed. */
    readonly EmailEmpty: string;
    /** Not an email (spec section 5). */
    readonly EmailFormat: string;
    /** 163, 126 or yeah: names them and asks for another address. */
    readonly MailboxRefused: string;
    /** The address already has an account; a login link follows it. */
    readonly EmailRegistered: string;
  };
  /** The link after `problems.EmailRegistered`, to user/login. */
  readonly login: string;
  readonly sent: {
    /** Heading of the success state. */
    readonly heading: string;
    /** Label before the address the offer went to. */
    readonly to: string;
    /** What to do if it does not arrive. */
    readonly hint: string;
    /** Closes the popup. */
    readonly done: string;
  };
}

export interface MarketingCopy {
  readonly hero: {
    /** The page's h1. */
    readonly title: string;
    /** One line under the title. */
    readonly pitch: string;
    /** Unlimited traffic; 38 clusters in 8 countries and regions; 99.98% availability. */
    readonly proofs: readonly [HeroProof, HeroProof, HeroProof];
  };
  /** The h2 of each block. */
  readonly headings: {
    readonly sections: string;
    readonly quotes: string;
    readonly faq: string;
  };
  /** One sentence under the sections' heading. */
  readonly sectionsLead: string;
  readonly sections: MarketingSections;
  readonly quotes: CustomerQuotes;
  readonly visitor: {
    readonly heading: string;
    /** One sentence saying why these values matter. */
    readonly intro: string;
    readonly labels: { readonly [F in VisitorField]: string };
    /** Shown in every value until the visitor script fills it in: "Checking…". */
    readonly checking: string;
    /** Shown when a value cannot be found out (no network, unknown browser). */
    readonly unknown: string;
    /** The in-app browsers readers call by a name of their own (微信, not WeChat). */
    readonly browserNames: BrowserNames;
  };
  readonly faq: MarketingFaq;
  readonly retain: RetainCopy;
}
