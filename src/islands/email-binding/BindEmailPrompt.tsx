/**
 * "Bind an email, or the account cannot be recovered": the email section shows it above
 * its button; a page elsewhere (the paid view) shows the compact form with a link to the
 * service page's email section (`emailBindingHref`). The page decides when: an account
 * whose email status is `none` or `unbound` (`needsEmail`).
 */
import type { EmailStatus } from '../../lib/core/contract';
import type { Locale } from '../../lib/core/i18n/locales';
import type { AreaKey, Translate } from '../../lib/core/i18n/t';
import { routeHref } from '../../lib/core/routes';

/** The id of the service page's email section, where the prompt's link lands. */
export const EMAIL_SECTION_ID = 'email-binding';

/** @example emailBindingHref('zh-CN', 12) // '/zh-CN/user/service/12#email-binding' */
export function emailBindingHref(locale: Locale, serviceId: number): string {
  return `${routeHref(locale, 'userService', { serviceId })}#${EMAIL_SECTION_ID}`;
}

/** An account with no email to recover it by (anonymous, or unbound). */
export function needsEmail(status: EmailStatus): boolean {
  return status === 'none' || status === 'unbound';
}

interface Props {
  t: Translate<Extract<AreaKey<'email'>, `email.${'prompt.title' | 'why' | 'prompt.go'}`>>;
  /** Where "bind an email" goes; null where the email form follows the prompt. */
  href: string | null;
}

export default function BindEmailPrompt({ t, href }: Props) {
  return (
    <div className="notice notice--warning">
      <strong className="notice__title">{t('email.prompt.title')}</strong>
      <p className="notice__hint">{t('email.why')}</p>
      {href ? (
        <a className="button button--small" href={href}>
          {t('email.prompt.go')}
        </a>
      ) : null}
    </div>
  );
}
