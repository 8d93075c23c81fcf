/**
 * The payment page's state: the invoice (logged-in or no-login view), the payment in
 * progress, polling until the provider says paid, method switching and balance.
 * A reload or a closed tab resumes from the invoice link.
 *
 * The page's islands and scripts read it as one store (`import * as pay`); it is kept in
 * four parts: the bill (./payment-invoice.ts), the attempt to pay it with its keys, its
 * unknown outcomes and the watch (./payment-attempt.ts), the method and the balance
 * (./payment-method-choice.ts), and the view the page draws (./pay-view.ts).
 */
export { $billHelpAsked, $invoice, askBillHelp, invoiceIdFromSearch, loadInvoice, type InvoiceState, type InvoiceView } from './invoice-store.ts';
export { $attempt, $checking, $stage, OUTCOME_CHECK, payAgain, resumePayment, startPayment, watchPayment, type AttemptState } from './attempt.ts';
export { $balanceMinor, $balanceOffer, $methods, $switching, loadMethods, payFromBalance, switchMethod } from './method-choice.ts';
export { $payView, pressStart, requestNewAttempt, type BalanceOfferView, type PayView, type UnpaidPayView } from './view.ts';
