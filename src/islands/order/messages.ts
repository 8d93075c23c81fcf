/**
 * The strings of the order wizard. Its first step is prerendered, and its HTML must
 * match the first render, so the island's props carry that step's strings; the whole
 * `order` area in props would be parsed before first paint, so they are a typed list of
 * keys (ADR 0009). The other steps' areas come in a data block at the end of the page.
 */
import type { AreaKey, AreaMessages, Translate as AnyTranslate } from '../../lib/core/i18n/t';

/** The areas of the later steps (`service` for `service.number` in the renewal offer). */
export const ORDER_WIZARD_AREAS = ['order', 'status', 'service', 'action', 'error'] as const;
export type OrderWizardArea = (typeof ORDER_WIZARD_AREAS)[number];
export type OrderWizardKey = AreaKey<OrderWizardArea>;
/** The wizard's translator: only the keys of `ORDER_WIZARD_AREAS`. */
export type Translate = AnyTranslate<OrderWizardKey>;
export type LaterStepMessages = Partial<AreaMessages<OrderWizardArea>>;

/** What the plan step shows before the wizard is live (the prerendered HTML). */
export const ORDER_FIRST_STEP_KEYS = [
  'order.heading',
  'order.steps.label',
  'order.steps.plan',
  'order.steps.account',
  'order.steps.payment',
  'order.steps.pay',
  'order.stepOf',
  'order.loading',
  'order.plan.devices',
  'order.cycle.trialNote',
  'order.coupon.label',
  'order.coupon.apply',
  'order.coupon.checking',
  'order.coupon.applied',
  'order.coupon.notApplicable',
  'order.coupon.remove',
  'order.coupon.CouponEmpty',
  'order.coupon.CouponInvalid',
  'order.coupon.CouponUsed',
  'order.summary.total',
  'order.summary.totalIs',
  'order.next',
  'cycle.Monthly',
  'cycle.Semi-annually',
  'cycle.Annually',
  'cycle.Biennially',
  'cycle.Trial',
] as const satisfies readonly OrderWizardKey[];
export type FirstStepMessages = Record<(typeof ORDER_FIRST_STEP_KEYS)[number], string>;
