/**
 * Every provider call, by name. The site's client and the sandbox provider both read
 * this record; later issues add their areas here.
 */
import { auInfo, auService, hmacCheck, userCheck } from '../../account/contract.ts';
import { appVersion, verifyAnswer, verifyChallenge } from './app.ts';
import { auCheck, auOrder, auPayments, auUser, emailRetain, getPromotions, products, visitorInfo } from '../../order/contract.ts';
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
} from '../../invoice/contract.ts';
import { supportRequest } from '../../ticket/contract.ts';
import { invoiceGen, invoiceMb, resetConfirm, resetPreview } from '../../service/contract.ts';
import { serviceEmailBind, serviceEmailUnbind, serviceEmailVerify } from '../../email-binding/contract.ts';
import { invoiceLast, invoiceList, renewalCancel } from '../../bills/contract.ts';
import { auEmailBind, auEmailUnbind, auEmailVerify, balanceTrans, messageHistory } from '../../account/page-contract.ts';
import { helpArticle, helpArticles, helpCategories, helpSearch, helpSections } from '../../help/contract.ts';
import { loginMail } from '../../login/contract.ts';
import { clientCheck } from '../../win/contract.ts';
import { accountMigrate, drtEmailCheck, drtMigrateCheck } from '../../migration/contract.ts';
import { emsSubscribe, emsUnsubscribe } from '../../unsubscribe/contract.ts';
import { auAds, fingerprintUpload, promoCheck } from '../../attribution/contract.ts';
import {
  affBalanceList,
  affBalanceWithdraw,
  affInfo,
  affInviteCount,
  affInviteEmail,
  affInviteFree,
  affInviteLink,
  affInviteList,
  affInviteQrcode,
  affWithdrawList,
} from '../../affiliate/contract.ts';
import { resellerPwdPreReset, resellerPwdReset, resellerSetting } from '../../reseller/contract.ts';
import { subArticleList } from '../../subscription/contract.ts';

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
  affInfo,
  affInviteLink,
  affInviteQrcode,
  affInviteEmail,
  affInviteFree,
  affInviteCount,
  affInviteList,
  affBalanceList,
  affWithdrawList,
  affBalanceWithdraw,
  resellerSetting,
  resellerPwdPreReset,
  resellerPwdReset,
  subArticleList,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export * from './common.ts';
export * from './endpoint.ts';
export * from '../../account/contract.ts';
export * from './app.ts';
export * from '../../order/contract.ts';
export * from '../../invoice/contract.ts';
export * from '../../ticket/contract.ts';
export * from '../../service/contract.ts';
export * from '../../email-binding/contract.ts';
export * from '../../bills/contract.ts';
export * from '../../account/page-contract.ts';
export * from '../../login/contract.ts';
export * from '../../win/contract.ts';
export * from '../../migration/contract.ts';
export * from '../../unsubscribe/contract.ts';
export * from '../../attribution/contract.ts';
export * from '../../affiliate/contract.ts';
export * from '../../reseller/contract.ts';
export * from '../../subscription/contract.ts';
