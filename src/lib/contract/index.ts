/**
 * Every provider call, by name. The site's client and the sandbox provider both read
 * this record; later issues add their areas here.
 */
import { auInfo, auService, hmacCheck, userCheck } from './account.ts';
import { appVersion, verifyAnswer, verifyChallenge } from './app.ts';
import { auCheck, auOrder, auPayments, auUser, emailRetain, getPromotions, products, visitorInfo } from './order.ts';
import {
  accountBalance,
  invoiceCreditPay,
  invoiceInfo,
  invoiceInfoPublic,
  invoicePay,
  invoicePayPublic,
  invoiceUpdate,
  stripeMethods,
  stripeRemove,
  stripeSetup,
  usdtExpire,
  usdtInvoice,
  usdtTransaction,
} from './invoice.ts';
import { supportRequest } from './support.ts';
import { invoiceGen, invoiceMb, resetConfirm, resetPreview } from './service.ts';
import { serviceEmailBind, serviceEmailUnbind, serviceEmailVerify } from './email-binding.ts';
import { invoiceLast, invoiceList, renewalCancel } from './bills.ts';
import { auEmailBind, auEmailUnbind, auEmailVerify, balanceTrans, messageHistory } from './account-page.ts';
import { helpArticle, helpArticles, helpCategories, helpSearch, helpSections } from './help-center.ts';
import { loginMail } from './login.ts';
import { clientCheck } from './client-check.ts';
import { accountMigrate, drtEmailCheck, drtMigrateCheck } from './migration.ts';
import { emsSubscribe, emsUnsubscribe } from './marketing.ts';
import { auAds, fingerprintUpload, promoCheck } from './attribution.ts';

export const endpoints = {
  helpCategories,
  helpSections,
  helpArticles,
  helpArticle,
  helpSearch,
  hmacCheck,
  auInfo,
  auService,
  userCheck,
  appVersion,
  verifyChallenge,
  verifyAnswer,
  products,
  getPromotions,
  auCheck,
  auUser,
  auPayments,
  auOrder,
  visitorInfo,
  emailRetain,
  supportRequest,
  invoiceInfo,
  invoiceInfoPublic,
  invoiceUpdate,
  invoicePay,
  invoicePayPublic,
  accountBalance,
  invoiceCreditPay,
  usdtInvoice,
  usdtTransaction,
  usdtExpire,
  stripeMethods,
  stripeSetup,
  stripeRemove,
  invoiceGen,
  invoiceMb,
  resetPreview,
  resetConfirm,
  serviceEmailBind,
  serviceEmailUnbind,
  serviceEmailVerify,
  invoiceList,
  invoiceLast,
  renewalCancel,
  balanceTrans,
  messageHistory,
  auEmailBind,
  auEmailUnbind,
  auEmailVerify,
  loginMail,
  clientCheck,
  drtEmailCheck,
  accountMigrate,
  drtMigrateCheck,
  emsUnsubscribe,
  emsSubscribe,
  fingerprintUpload,
  auAds,
  promoCheck,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export * from './common.ts';
export * from './endpoint.ts';
export * from './account.ts';
export * from './app.ts';
export * from './order.ts';
export * from './invoice.ts';
export * from './support.ts';
export * from './service.ts';
export * from './email-binding.ts';
export * from './bills.ts';
export * from './account-page.ts';
export * from './login.ts';
export * from './client-check.ts';
export * from './migration.ts';
export * from './marketing.ts';
export * from './attribution.ts';
