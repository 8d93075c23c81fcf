/**
 * The account page's email and reset sections, still drawn by their jsx-dom views
 * (`mountEmailBinding`, `mountReset`) through the DomPart bridge while they are converted
 * to React on their own branch (issue 24). This file is the one place the account island
 * reaches them: once their React components land, these two components give way to them
 * and this file goes.
 */
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import DomPart from '../ui/DomPart';
import { mountEmailBinding } from '../email-binding/email-binding-view';
import { mountReset } from '../reset/reset-view';
import type { AccountPageText } from './messages';

interface Props {
  locale: Locale;
  t: Translate<AccountPageText>;
}

/** The email section binds for the account, not a service (au/email/*). */
const ACCOUNT_TARGET = { kind: 'account' } as const;

export function AccountEmailSection({ locale, t }: Props) {
  return <DomPart deps={[locale]} mount={(place) => mountEmailBinding(place, { locale, target: () => ACCOUNT_TARGET, t })} />;
}

/** Without a service: the account's reset. */
export function AccountResetSection({ locale, t }: Props) {
  return <DomPart deps={[locale]} mount={(place) => mountReset(place, { locale, serviceId: () => null, t })} />;
}
