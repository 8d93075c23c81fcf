/** @jsxImportSource jsx-dom/min */
/**
 * The account page's saved cards: each with its brand in words, last four and expiry (an
 * expired card says so), "add a card" (its form, React and Stripe.js load when opened)
 * and "remove" (a confirmation dialog loaded on demand). Drawn without React (ADR 0040).
 * State and actions: stores/saved-cards.ts; the page script starts reading the list
 * (saved-cards-entry.ts).
 */
import type { Locale } from '../../lib/i18n/locales';
import type { Translate } from '../../lib/i18n/t';
import { provider } from '../../lib/api/provider';
import { $guardState } from '../../lib/stores/guard';
import { $addCard, $cardList, $cardRemoval, askRemoveCard, loadCardList, openAddCard, type SavedCard } from '../../lib/stores/saved-cards';
import { cardExpired, savedCardLabel } from '../../lib/rules/saved-card';
import { drawView, focusAfterDrawing, outsideDrawings } from '../../lib/ui/dom-view';
import { onDemand, retryableImport } from '../../lib/ui/on-demand';
import { ErrorNoticeView } from '../ui/error-notice-view';
import { cardName } from './card-name';
import type { SavedCardsText } from './messages';

type T = Translate<SavedCardsText>;

/**
 * Draws the saved cards into `place`. The add-card form is React with Stripe's field, an
 * iframe: it gets an element of its own beside the drawing, never moved by it (a moved
 * iframe loads again, and what was typed in it would be lost).
 */
export function mountSavedCards(place: HTMLElement, locale: Locale, t: T): void {
  const reactPart = retryableImport(() => import('../ui/react-part'));
  const addCardForm = retryableImport(() => import('./AddCardForm'));
  const removeCardDialog = retryableImport(() => import('./RemoveCardDialog'));
  const form = onDemand(() => Promise.all([reactPart(), addCardForm()]));
  const dialog = onDemand(() => Promise.all([reactPart(), removeCardDialog()]));
  const drawing = document.createElement('div');
  drawing.className = 'stack';
  const formPart = document.createElement('div');
  const after = document.createElement('div');
  const section = (
    <section className="stack saved-cards" aria-labelledby="saved-cards-heading">
      {drawing}
      {formPart}
      {after}
    </section>
  );
  place.replaceChildren(section);
  const dialogHost = outsideDrawings();

  const adding = () => {
    const kind = $addCard.get().kind;
    return kind !== 'closed' && kind !== 'added';
  };
  const asking = () => {
    const kind = $cardRemoval.get().kind;
    return kind === 'asking' || kind === 'removing' || kind === 'failed';
  };

  // Back where the person was once the form or the dialog closes: the add button, the
  // card's own remove button while it is listed, else the section's heading.
  let wasAdding = false;
  let askedFor: SavedCard | null = null;
  const followFocus = () => {
    if (wasAdding && !adding()) focusAfterDrawing('saved-cards-add');
    wasAdding = adding();
    const removal = $cardRemoval.get();
    if (asking() && 'card' in removal) {
      askedFor = removal.card;
    } else if (askedFor) {
      const id = `saved-card-remove-${askedFor.pmId}`;
      askedFor = null;
      setTimeout(() => (document.getElementById(id) ?? document.getElementById('saved-cards-heading'))?.focus(), 0);
    }
  };
  $addCard.listen(followFocus);
  $cardRemoval.listen(followFocus);

  // The form and the dialog: fetched when first wanted (after a failure, only "try again"
  // fetches again), shown while wanted.
  const drawParts = () => {
    if (adding() && form.$state.get().kind === 'idle') form.load();
    if (asking() && dialog.$state.get().kind === 'idle') dialog.load();
    const formState = form.$state.get();
    if (formState.kind === 'ready') {
      const [{ renderPart, clearPart }, { default: AddCardForm }] = formState.module;
      if (adding()) renderPart(formPart, AddCardForm, { locale, t });
      else clearPart(formPart);
    }
    const dialogState = dialog.$state.get();
    if (dialogState.kind === 'ready') {
      const [{ renderPart, clearPart }, { default: RemoveCardDialog }] = dialogState.module;
      if (asking()) renderPart(dialogHost, RemoveCardDialog, { t });
      else clearPart(dialogHost);
    }
  };

  drawView(drawing, [$guardState, $cardList, $addCard, $cardRemoval, form.$state, dialog.$state], () => {
    drawParts();
    const ready = $guardState.get() === 'pass';
    const list = $cardList.get();
    const cards = list.kind === 'ready' ? list.value : [];
    const now = new Date();
    return (
      <>
        <h2 id="saved-cards-heading" tabIndex={-1}>
          {t('cards.heading')}
        </h2>
        <p>{t('cards.intro')}</p>
        {!ready || list.kind === 'idle' || list.kind === 'loading' ? <p role="status">{t('cards.loading')}</p> : null}
        {ready && list.kind === 'error' ? <ErrorNoticeView id="saved-cards-error" error={list.error} t={t} onRetry={() => void loadCardList(provider)} /> : null}
        {ready && list.kind === 'ready' && cards.length === 0 ? <p>{t('cards.empty')}</p> : null}
        {ready && cards.length > 0 ? (
          <ul className="saved-cards__list" aria-busy={list.kind === 'ready' && list.refreshing ? 'true' : undefined}>
            {cards.map((card) => {
              const { month, year } = savedCardLabel(card);
              const expired = cardExpired(card, now);
              const name = cardName(t, card);
              return (
                <li className="saved-cards__card">
                  <span className="saved-cards__name">{name}</span>
                  <span className={expired ? 'saved-cards__expiry saved-cards__expiry--expired' : 'saved-cards__expiry'}>{t(expired ? 'cards.expired' : 'cards.expires', { month, year })}</span>
                  <button id={`saved-card-remove-${card.pmId}`} type="button" className="button button--small button--quiet" aria-haspopup="dialog" aria-label={t('cards.removeNamed', { card: name })} onClick={() => askRemoveCard(card)}>
                    {t('cards.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        <p id="saved-cards-news" role="status" className="saved-cards__news">
          {ready ? news(t) : ''}
        </p>
        {ready && !adding() ? (
          <p className="button-row">
            <button id="saved-cards-add" type="button" className="button" onClick={() => void openAddCard(provider, locale)}>
              {t('cards.add')}
            </button>
          </p>
        ) : null}
      </>
    );
  });
  // After the form: what could not be fetched, or that it is on its way.
  drawView(after, [$addCard, $cardRemoval, form.$state, dialog.$state], () => {
    const formState = form.$state.get().kind;
    return (
      <>
        {adding() && formState === 'failed' ? <ErrorNoticeView id="saved-cards-form-failure" error="NetworkTrouble" t={t} onRetry={form.load} /> : null}
        {adding() && (formState === 'loading' || formState === 'idle') ? <p role="status">{t('pay.card.loading')}</p> : null}
        {asking() && dialog.$state.get().kind === 'failed' ? <ErrorNoticeView id="saved-cards-dialog-failure" error="NetworkTrouble" t={t} onRetry={dialog.load} /> : null}
      </>
    );
  });
}

/** What just changed, said once: a card added or removed. */
function news(t: T): string {
  const add = $addCard.get();
  const removal = $cardRemoval.get();
  if (removal.kind === 'removed') return t('cards.removed', { card: cardName(t, removal.card) });
  if (add.kind === 'added') return add.card ? t('cards.added', { card: cardName(t, add.card) }) : t('cards.addedUnnamed');
  return '';
}
