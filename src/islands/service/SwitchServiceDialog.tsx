/**
 * The switch-service dialog (spec section 2, "Dialogs"): the account's services with
 * their status in words; choosing one opens its page, which stores it as the selected
 * service, or, where the page says what to do with the choice (the account page:
 * `onChoose`), selects it there. A native modal <dialog>, so focus stays inside and
 * Escape closes it. Loaded on demand by the service panel and the account page.
 */
import type { Locale } from '../../lib/core/i18n/locales';
import type { Translate } from '../../lib/core/i18n/t';
import type { ServiceChoice } from '../../lib/service/default-service';
import { routeHref } from '../../lib/core/routes';
import { useModalDialog } from '../ui/use-modal-dialog';
import type { SwitchServiceText } from './messages';
import '../ui/modal-dialog.css';
import './switch-dialog.css';


interface Props {
  locale: Locale;
  t: Translate<SwitchServiceText>;
  services: ServiceChoice[];
  shownId: number;
  /** Selects the choice on this page instead of opening the service's page; the dialog closes after. */
  onChoose?: (choice: ServiceChoice) => void;
  onClose: () => void;
}

export default function SwitchServiceDialog({ locale, t, services, shownId, onChoose, onClose }: Props) {
  const dialog = useModalDialog(onClose);

  return (
    <dialog ref={dialog} className="modal-dialog switch-dialog" aria-labelledby="switch-service-title">
      <div className="stack">
        <h2 id="switch-service-title">{t('service.switch.title')}</h2>
        <ul className="switch-dialog__list">
          {services.map((choice) => {
            const label = t('service.choice', { service: t('service.number', { id: choice.id }), status: t(`status.${choice.status}`) });
            const current = choice.id === shownId;
            if (onChoose) {
              return (
                <li key={choice.id}>
                  <button
                    type="button"
                    className="switch-dialog__choice"
                    aria-pressed={current}
                    onClick={() => {
                      onChoose(choice);
                      dialog.current?.close();
                    }}
                  >
                    {label}
                  </button>
                </li>
              );
            }
            return (
              <li key={choice.id}>
                <a
                  className="switch-dialog__choice"
                  href={routeHref(locale, 'userService', { serviceId: choice.id })}
                  aria-current={current ? 'page' : undefined}
                  aria-label={current ? t('service.switch.current', { choice: label }) : undefined}
                >
                  {label}
                </a>
              </li>
            );
          })}
        </ul>
        <form method="dialog">
          <button type="submit" className="button button--quiet">
            {t('service.switch.close')}
          </button>
        </form>
      </div>
    </dialog>
  );
}
