/**
 * The UI strings by area. Where a key goes is one rule: its area is named by its first
 * segment (`pay.qr.scan` → `pay/`), and the few small segments are grouped as
 * `AREA_OF_SEGMENT` says (`cycle.*` lives with `status.*`). A new first segment must be
 * added there, or the typecheck fails; tests/unit/core/i18n/catalogues.test.ts checks that
 * every key sits in its area's folder.
 *
 * Each area has one file per language: zh-TW is the source (`as const`), zh-CN and en-US
 * `satisfies` its type. Pages send islands whole areas (`pickMessages` in ../t.ts), so an
 * island's translator is typed by the areas it receives.
 */
import type { Locale } from './locales.ts';
import actionTW from '../words/action/zh-TW.ts';
import actionCN from '../words/action/zh-CN.ts';
import actionEN from '../words/action/en-US.ts';
import errorTW from '../words/error/zh-TW.ts';
import errorCN from '../words/error/zh-CN.ts';
import errorEN from '../words/error/en-US.ts';
import guardTW from '../words/guard/zh-TW.ts';
import guardCN from '../words/guard/zh-CN.ts';
import guardEN from '../words/guard/en-US.ts';
import metaTW from '../words/meta/zh-TW.ts';
import metaCN from '../words/meta/zh-CN.ts';
import metaEN from '../words/meta/en-US.ts';
import orderTW from '../../order/words/order/zh-TW.ts';
import orderCN from '../../order/words/order/zh-CN.ts';
import orderEN from '../../order/words/order/en-US.ts';
import payTW from '../../payment/words/pay/zh-TW.ts';
import payCN from '../../payment/words/pay/zh-CN.ts';
import payEN from '../../payment/words/pay/en-US.ts';
import serviceTW from '../../service/words/service/zh-TW.ts';
import serviceCN from '../../service/words/service/zh-CN.ts';
import serviceEN from '../../service/words/service/en-US.ts';
import shellTW from '../words/shell/zh-TW.ts';
import shellCN from '../words/shell/zh-CN.ts';
import shellEN from '../words/shell/en-US.ts';
import statusTW from '../words/status/zh-TW.ts';
import statusCN from '../words/status/zh-CN.ts';
import statusEN from '../words/status/en-US.ts';
import subscriptionTW from '../../subscription/words/subscription/zh-TW.ts';
import subscriptionCN from '../../subscription/words/subscription/zh-CN.ts';
import subscriptionEN from '../../subscription/words/subscription/en-US.ts';
import subscriptionGuideTW from '../../subscription/words/subscriptionGuide/zh-TW.ts';
import subscriptionGuideCN from '../../subscription/words/subscriptionGuide/zh-CN.ts';
import subscriptionGuideEN from '../../subscription/words/subscriptionGuide/en-US.ts';
import emailTW from '../../email-binding/words/email/zh-TW.ts';
import emailCN from '../../email-binding/words/email/zh-CN.ts';
import emailEN from '../../email-binding/words/email/en-US.ts';
import emailDialogTW from '../../email-binding/words/emailDialog/zh-TW.ts';
import emailDialogCN from '../../email-binding/words/emailDialog/zh-CN.ts';
import emailDialogEN from '../../email-binding/words/emailDialog/en-US.ts';
import resetTW from '../../reset/words/reset/zh-TW.ts';
import resetCN from '../../reset/words/reset/zh-CN.ts';
import resetEN from '../../reset/words/reset/en-US.ts';
import resetDialogTW from '../../reset/words/resetDialog/zh-TW.ts';
import resetDialogCN from '../../reset/words/resetDialog/zh-CN.ts';
import resetDialogEN from '../../reset/words/resetDialog/en-US.ts';
import billsTW from '../../bills/words/bills/zh-TW.ts';
import billsCN from '../../bills/words/bills/zh-CN.ts';
import billsEN from '../../bills/words/bills/en-US.ts';
import billsDialogTW from '../../bills/words/billsDialog/zh-TW.ts';
import billsDialogCN from '../../bills/words/billsDialog/zh-CN.ts';
import billsDialogEN from '../../bills/words/billsDialog/en-US.ts';
import cardsTW from '../../saved-cards/words/cards/zh-TW.ts';
import cardsCN from '../../saved-cards/words/cards/zh-CN.ts';
import cardsEN from '../../saved-cards/words/cards/en-US.ts';
import balanceTW from '../../balance/words/balance/zh-TW.ts';
import balanceCN from '../../balance/words/balance/zh-CN.ts';
import balanceEN from '../../balance/words/balance/en-US.ts';
import invoiceTW from '../../invoice/words/invoice/zh-TW.ts';
import invoiceCN from '../../invoice/words/invoice/zh-CN.ts';
import invoiceEN from '../../invoice/words/invoice/en-US.ts';
import accountTW from '../../account/words/account/zh-TW.ts';
import helpTW from '../../help/words/help/zh-TW.ts';
import helpCN from '../../help/words/help/zh-CN.ts';
import helpEN from '../../help/words/help/en-US.ts';
import accountCN from '../../account/words/account/zh-CN.ts';
import accountEN from '../../account/words/account/en-US.ts';
import ticketTW from '../../ticket/words/ticket/zh-TW.ts';
import ticketCN from '../../ticket/words/ticket/zh-CN.ts';
import ticketEN from '../../ticket/words/ticket/en-US.ts';
import contactTW from '../../ticket/words/contact/zh-TW.ts';
import contactCN from '../../ticket/words/contact/zh-CN.ts';
import contactEN from '../../ticket/words/contact/en-US.ts';
import helpSearchTW from '../../help/words/helpSearch/zh-TW.ts';
import helpSearchCN from '../../help/words/helpSearch/zh-CN.ts';
import helpSearchEN from '../../help/words/helpSearch/en-US.ts';
import loginPageTW from '../../login/words/loginPage/zh-TW.ts';
import loginPageCN from '../../login/words/loginPage/zh-CN.ts';
import loginPageEN from '../../login/words/loginPage/en-US.ts';
import winTW from '../../win/words/win/zh-TW.ts';
import winCN from '../../win/words/win/zh-CN.ts';
import winEN from '../../win/words/win/en-US.ts';
import migrateTW from '../../migration/words/migrate/zh-TW.ts';
import migrateCN from '../../migration/words/migrate/zh-CN.ts';
import migrateEN from '../../migration/words/migrate/en-US.ts';
import unsubscribeTW from '../../unsubscribe/words/unsubscribe/zh-TW.ts';
import unsubscribeCN from '../../unsubscribe/words/unsubscribe/zh-CN.ts';
import unsubscribeEN from '../../unsubscribe/words/unsubscribe/en-US.ts';
import landingTW from '../../landing/words/landing/zh-TW.ts';
import islandTW from '../words/island/zh-TW.ts';
import islandCN from '../words/island/zh-CN.ts';
import islandEN from '../words/island/en-US.ts';
import landingCN from '../../landing/words/landing/zh-CN.ts';
import affiliateTW from '../../affiliate/words/affiliate/zh-TW.ts';
import affiliateCN from '../../affiliate/words/affiliate/zh-CN.ts';
import affiliateEN from '../../affiliate/words/affiliate/en-US.ts';
import affiliateDialogTW from '../../affiliate/words/affiliateDialog/zh-TW.ts';
import affiliateDialogCN from '../../affiliate/words/affiliateDialog/zh-CN.ts';
import affiliateDialogEN from '../../affiliate/words/affiliateDialog/en-US.ts';
import landingEN from '../../landing/words/landing/en-US.ts';

import resellerTW from '../../reseller/words/reseller/zh-TW.ts';
import resellerCN from '../../reseller/words/reseller/zh-CN.ts';
import resellerEN from '../../reseller/words/reseller/en-US.ts';
/** The source language's areas: their literal types define every key. */
const SOURCE = {
  action: actionTW,
  error: errorTW,
  guard: guardTW,
  meta: metaTW,
  order: orderTW,
  pay: payTW,
  service: serviceTW,
  shell: shellTW,
  status: statusTW,
  subscription: subscriptionTW,
  subscriptionGuide: subscriptionGuideTW,
  email: emailTW,
  emailDialog: emailDialogTW,
  reset: resetTW,
  resetDialog: resetDialogTW,
  bills: billsTW,
  billsDialog: billsDialogTW,
  cards: cardsTW,
  balance: balanceTW,
  invoice: invoiceTW,
  account: accountTW,
  help: helpTW,
  ticket: ticketTW,
  contact: contactTW,
  helpSearch: helpSearchTW,
  loginPage: loginPageTW,
  win: winTW,
  migrate: migrateTW,
  unsubscribe: unsubscribeTW,
  landing: landingTW,
  island: islandTW,
  affiliate: affiliateTW,
  affiliateDialog: affiliateDialogTW,
  reseller: resellerTW,
} as const;

export type Area = keyof typeof SOURCE;
/** Every area (a literal, not computed: module-level calls would keep the catalogues in browser bundles). */
export const AREAS = ['action', 'error', 'guard', 'meta', 'order', 'pay', 'service', 'shell', 'status', 'subscription', 'subscriptionGuide', 'email', 'emailDialog', 'reset', 'resetDialog', 'bills', 'billsDialog', 'cards', 'balance', 'invoice', 'account', 'help', 'ticket', 'contact', 'helpSearch', 'loginPage', 'win', 'migrate', 'unsubscribe', 'landing', 'island', 'affiliate', 'affiliateDialog', 'reseller'] as const satisfies readonly Area[];

/** The keys of some areas, e.g. `AreaKey<'pay' | 'error'>`. */
export type AreaKey<A extends Area> = { [N in A]: keyof (typeof SOURCE)[N] & string }[A];
/** The strings of some areas, as a page sends them to an island. */
export type AreaMessages<A extends Area> = Record<AreaKey<A>, string>;
/** Every UI key: the union of the areas' keys. */
export type MessageKey = AreaKey<Area>;
/** One language's whole UI catalogue. */
export type Messages = AreaMessages<Area>;

/**
 * An area of a language that writes plural forms: beside a key whose only value is a
 * number, a `.one` key holds the singular (`order.plan.devices.one`); the key itself is
 * every other form. Chinese has one form and writes none (the parity test knows this).
 */
export type WithPluralForms<M> = M & { readonly [K in keyof M & string as `${K}.one`]?: string };

/**
 * The area each first key segment belongs to (the rule above). Small segments are
 * grouped with the area whose pages show them.
 */
export const AREA_OF_SEGMENT = {
  action: 'action',
  error: 'error',
  guard: 'guard',
  verify: 'guard',
  login: 'guard',
  meta: 'meta',
  order: 'order',
  pay: 'pay',
  service: 'service',
  brand: 'shell',
  lang: 'shell',
  shell: 'shell',
  notFound: 'shell',
  status: 'status',
  cycle: 'status',
  subscription: 'subscription',
  subscriptionGuide: 'subscriptionGuide',
  email: 'email',
  emailDialog: 'emailDialog',
  reset: 'reset',
  resetDialog: 'resetDialog',
  bills: 'bills',
  billsDialog: 'billsDialog',
  cards: 'cards',
  balance: 'balance',
  invoice: 'invoice',
  account: 'account',
  help: 'help',
  ticket: 'ticket',
  contact: 'contact',
  helpSearch: 'helpSearch',
  loginPage: 'loginPage',
  win: 'win',
  migrate: 'migrate',
  unsubscribe: 'unsubscribe',
  landing: 'landing',
  island: 'island',
  affiliate: 'affiliate',
  affiliateDialog: 'affiliateDialog',
  reseller: 'reseller',
} as const satisfies Record<MessageKey extends `${infer Segment}.${string}` ? Segment : never, Area>;

/**
 * Every language's areas. en-US may add `.one` plural forms beside a key (see ../t.ts),
 * so an area's runtime object can hold more keys than its type names.
 */
export const CATALOGUES: Record<Locale, { readonly [N in Area]: AreaMessages<N> }> = {
  'zh-TW': SOURCE,
  'zh-CN': { action: actionCN, error: errorCN, guard: guardCN, meta: metaCN, order: orderCN, pay: payCN, service: serviceCN, shell: shellCN, status: statusCN, subscription: subscriptionCN, subscriptionGuide: subscriptionGuideCN, email: emailCN, emailDialog: emailDialogCN, reset: resetCN, resetDialog: resetDialogCN, bills: billsCN, billsDialog: billsDialogCN, cards: cardsCN, balance: balanceCN, invoice: invoiceCN, account: accountCN, help: helpCN, ticket: ticketCN, contact: contactCN, helpSearch: helpSearchCN, loginPage: loginPageCN, win: winCN, migrate: migrateCN, unsubscribe: unsubscribeCN, landing: landingCN, island: islandCN, affiliate: affiliateCN, affiliateDialog: affiliateDialogCN, reseller: resellerCN },
  'en-US': { action: actionEN, error: errorEN, guard: guardEN, meta: metaEN, order: orderEN, pay: payEN, service: serviceEN, shell: shellEN, status: statusEN, subscription: subscriptionEN, subscriptionGuide: subscriptionGuideEN, email: emailEN, emailDialog: emailDialogEN, reset: resetEN, resetDialog: resetDialogEN, bills: billsEN, billsDialog: billsDialogEN, cards: cardsEN, balance: balanceEN, invoice: invoiceEN, account: accountEN, help: helpEN, ticket: ticketEN, contact: contactEN, helpSearch: helpSearchEN, loginPage: loginPageEN, win: winEN, migrate: migrateEN, unsubscribe: unsubscribeEN, landing: landingEN, island: islandEN, affiliate: affiliateEN, affiliateDialog: affiliateDialogEN, reseller: resellerEN },
};

/**
 * One language's areas as one flat catalogue, plural forms included (build time and
 * tests; never sent whole to the browser).
 */
export function flatMessages(locale: Locale): Messages {
  return Object.assign({}, ...Object.values(CATALOGUES[locale]));
}
