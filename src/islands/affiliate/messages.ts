import { CALL_ERRORS, type AppErrorName } from '../../lib/core/api/errors';
import type { AreaKey, Translate } from '../../lib/core/i18n/t';
import { AFFILIATE_ERROR_NAMES } from '../../lib/affiliate/contract';
import { EMAIL_BINDING_ERRORS } from '../email-binding/messages';

/**
 * The areas the invite-friends page sends its island whole (ADR 0009): its own, the email
 * binding's (the prompt shown without a verified email), the balance's (the balance dialog
 * shows the account page's history component) and the actions. The dialogs' own words
 * (`affiliateDialog`) come with their code.
 */
export const AFFILIATE_AREAS = ['affiliate', 'email', 'balance', 'action'] as const;
export type AffiliateText = AreaKey<(typeof AFFILIATE_AREAS)[number] | 'error'>;
export type AffiliateMessages = Partial<Record<AffiliateText, string>> & Record<AreaKey<(typeof AFFILIATE_AREAS)[number]>, string>;
export type AffiliateTranslate = Translate<AffiliateText>;
/** The dialogs' translator: the page's words and the dialogs' area. */
export type AffiliateDialogTranslate = Translate<AffiliateText | AreaKey<'affiliateDialog'>>;

/** The errors the page and its dialogs can show: any call's, the email binding's, the affiliate refusals. */
export const AFFILIATE_PAGE_ERRORS = [...CALL_ERRORS, ...EMAIL_BINDING_ERRORS, ...AFFILIATE_ERROR_NAMES] as const satisfies readonly AppErrorName[];
