/**
 * The account page's islands as Astro prerenders them (issue 24): their loading state,
 * with the sections' headings, and nothing private, even when the stores already hold a
 * login, its balance and its cards (the hydration render must equal the prerender).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountPanel from '../../../src/islands/account/AccountPanel.tsx';
import SavedCards from '../../../src/islands/saved-cards/SavedCards.tsx';
import BalancePanel from '../../../src/islands/balance/BalancePanel.tsx';
import { ACCOUNT_PAGE_AREAS, ACCOUNT_PAGE_ERRORS } from '../../../src/islands/account/messages.ts';
import { SWITCH_SERVICE_KEYS } from '../../../src/islands/service/messages.ts';
import { ACCOUNT_MONEY_ERRORS, SAVED_CARDS_AREAS, SHARED_CARD_KEYS } from '../../../src/islands/saved-cards/messages.ts';
import { BALANCE_AREAS } from '../../../src/islands/balance/messages.ts';
import { errorKeysOf } from '../../../src/lib/core/api/errors.ts';
import { pickKeys, pickMessages } from '../../../src/lib/core/i18n/t.ts';
import { $guardState } from '../../../src/lib/core/stores/guard.ts';
import { $credentials } from '../../../src/lib/core/stores/session.ts';
import { $balance } from '../../../src/lib/balance/store.ts';
import { $cardList } from '../../../src/lib/saved-cards/store.ts';

// The islands import the site's provider client, configured by Astro at build; nothing here calls it.
vi.mock('astro:env/client', () => ({ PUBLIC_PROVIDER_API_BASE: 'http://127.0.0.1:9/au/api/v1' }));

const LOGIN = { uuid: '0c8a3d5e-8a57-4b8e-9d4f-3f1f8c1e2b7a', hmac: '9f86d081884c7d65' };
const locale = 'en-US';
const accountWords = { ...pickMessages(locale, ACCOUNT_PAGE_AREAS), ...pickKeys(locale, errorKeysOf(ACCOUNT_PAGE_ERRORS)), ...pickKeys(locale, SWITCH_SERVICE_KEYS) };
const moneyErrors = pickKeys(locale, errorKeysOf(ACCOUNT_MONEY_ERRORS));
const cardWords = { ...pickMessages(locale, SAVED_CARDS_AREAS), ...pickKeys(locale, SHARED_CARD_KEYS), ...moneyErrors };
const balanceWords = { ...pickMessages(locale, BALANCE_AREAS), ...moneyErrors };

afterEach(() => {
  $guardState.set('pending');
  $credentials.set(null);
  $balance.set({ kind: 'idle' });
  $cardList.set({ kind: 'idle' });
});

describe('the account page islands, prerendered', () => {
  it('show their loading state with the headings, and nothing of a login the stores hold', () => {
    $guardState.set('pass');
    $credentials.set(LOGIN);
    $balance.set({ kind: 'ready', value: { amount: '75.00', currency: 'USD' } });
    $cardList.set({ kind: 'ready', value: [{ pmId: 'pm_1', brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 }] });

    const account = renderToString(createElement(AccountPanel, { locale, messages: accountWords }));
    expect(account).toContain('aria-busy="true"');
    expect(account).toContain(accountWords['account.loading']);
    for (const heading of [accountWords['account.link.heading'], accountWords['email.heading'], accountWords['account.service.heading'], accountWords['reset.heading'], accountWords['account.messages.heading']]) {
      expect(account).toContain(heading);
    }
    const cards = renderToString(createElement(SavedCards, { locale, messages: cardWords }));
    expect(cards).toContain(cardWords['cards.loading']);
    expect(cards).not.toContain('4242');
    const balance = renderToString(createElement(BalancePanel, { locale, messages: balanceWords }));
    expect(balance).toContain(balanceWords['balance.loading']);
    expect(balance).not.toContain('75.00');

    for (const html of [account, cards, balance]) {
      expect(html).not.toContain(LOGIN.hmac);
      expect(html).not.toContain(LOGIN.uuid);
    }
  });
});
