/**
 * A test double of Stripe.js, served by the browser tests in place of
 * https://js.stripe.com/…/stripe.js (see `serveStripeDouble` in ./payment-rails.ts).
 * It implements only what the card panel uses:
 *
 *   Stripe(publishableKey, options) → { elements(options), confirmCardPayment(clientSecret, data), confirmCardSetup(clientSecret, data), confirmPayment(options) }
 *   elements().create('card') → { mount(node), on('change' | 'ready', fn), off, unmount, destroy }
 *   elements({ clientSecret }).create('expressCheckout', options) → Google Pay's button, on('ready' | 'click' | 'confirm', fn)
 *
 * The card field is three plain inputs labelled "Card number", "Expiration date" (MM / YY)
 * and "Security code" (the real one is an iframe). Expiry and code are optional here: left
 * empty, they are not sent, and the sandbox checks only the number.
 * `confirmCardPayment` settles the payment, and `confirmCardSetup` saves the card of a
 * set-up (the client secret `pay/method/stripe` answered), through the sandbox provider's
 * `POST /__sandbox/api/stripe/confirm`, and answer the way Stripe.js does: a resolved
 * `{paymentIntent}` / `{setupIntent}` or `{error: {type, code, message}}`, never a
 * rejection. A saved card is then listed by `GET /au/api/v1/pay/method/stripe`.
 *
 * `__SANDBOX_ORIGIN__` is replaced with the sandbox's address when the script is served.
 * It runs under the payment page's Content-Security-Policy like the real script: no
 * inline styles or frames, and fetch only to the provider's origin.
 */
(function installStripeDouble() {
  const SANDBOX_ORIGIN = '__SANDBOX_ORIGIN__';
  /** Whether this browser has Google Pay: `available`, `unavailable` or `declining` (see createExpressCheckoutElement). */
  const GOOGLE_PAY = '__GOOGLE_PAY__';
  const script = document.currentScript;
  // @stripe/stripe-js compares Stripe.version with the release train in the script's address.
  const train = script ? (/^https:\/\/js\.stripe\.com\/([a-z0-9]+)\//.exec(script.src) || [])[1] : undefined;

  /** The handlers of one element, its `emit`, and the `on`/`off` both elements answer with. */
  function elementEvents() {
    const handlers = {};
    return {
      handlers,
      emit: (type, event) => (handlers[type] || []).forEach((handler) => handler(event)),
      listen(type, handler) {
        (handlers[type] = handlers[type] || []).push(handler);
      },
      forget(type, handler) {
        handlers[type] = handler ? (handlers[type] || []).filter((known) => known !== handler) : [];
      },
    };
  }

  function createCardElement() {
    const { handlers, emit, listen, forget } = elementEvents();
    let input = null;
    let expiry = null;
    let cvc = null;
    const element = {
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error('IntegrationError: the mount point does not exist.');
        const field = (label, placeholder, autocomplete) => {
          const node = document.createElement('input');
          node.type = 'text';
          node.inputMode = 'numeric';
          node.autocomplete = autocomplete;
          node.placeholder = placeholder;
          node.setAttribute('aria-label', label);
          node.style.border = '0';
          node.style.font = 'inherit';
          node.style.background = 'transparent';
          node.addEventListener('input', changed);
          host.appendChild(node);
          return node;
        };
        const changed = () => {
          const digits = input.value.replace(/\D/g, '');
          const complete = digits.length === 16 && /^\d{2}\s*\/\s*\d{2}$/.test(expiry.value.trim()) && /^\d{3,4}$/.test(cvc.value.trim());
          emit('change', { elementType: 'card', empty: digits.length === 0, complete, brand: digits.startsWith('4') ? 'visa' : 'unknown', value: {}, error: undefined });
        };
        input = field('Card number', '1234 1234 1234 1234', 'cc-number');
        input.style.width = '100%';
        expiry = field('Expiration date', 'MM / YY', 'cc-exp');
        cvc = field('Security code', 'CVC', 'cc-csc');
        setTimeout(() => emit('ready', { elementType: 'card' }), 0);
        return element;
      },
      on(type, handler) {
        listen(type, handler);
        return element;
      },
      off(type, handler) {
        forget(type, handler);
        return element;
      },
      focus() {
        if (input) input.focus();
      },
      unmount() {
        [input, expiry, cvc].forEach((node) => node && node.remove());
        input = expiry = cvc = null;
      },
      destroy() {
        element.unmount();
        Object.keys(handlers).forEach((type) => delete handlers[type]);
      },
      /** Test-double only: what was typed, as the sandbox's confirm call takes it. */
      _card() {
        const card = { cardNumber: input ? input.value : '' };
        const [month, year] = (expiry ? expiry.value : '').split('/').map((part) => part.trim());
        if (month) card.expMonth = Number(month);
        if (year) card.expYear = 2000 + Number(year);
        if (cvc && cvc.value.trim() !== '') card.cvc = cvc.value.trim();
        return card;
      },
    };
    return element;
  }

  /** The sandbox's refusal, as Stripe.js reports it: field problems are validation errors. */
  function stripeError(status, answer) {
    const code = typeof answer.code === 'string' ? answer.code : undefined;
    const message = typeof answer.message === 'string' ? answer.message : 'An unexpected error occurred.';
    if (status === 402) return { type: 'card_error', code: code || 'card_declined', decline_code: 'generic_decline', message };
    if (status === 400 && code && /^(incomplete|invalid)_/.test(code)) return { type: 'validation_error', code, message };
    if (status === 400 && code !== 'resource_missing') return { type: 'card_error', code, message };
    return { type: status === 404 || code === 'resource_missing' ? 'invalid_request_error' : 'api_error', code, message };
  }

  const INCOMPLETE_NUMBER = { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' };

  /** One confirmation through the sandbox: the answer's status and JSON, or null when the network failed. */
  async function confirmWithSandbox(body) {
    try {
      const response = await fetch(`${SANDBOX_ORIGIN}/__sandbox/api/stripe/confirm`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, ok: response.ok, answer: await response.json().catch(() => ({})) };
    } catch {
      return null;
    }
  }

  const CONNECTION_ERROR = { type: 'api_connection_error', message: 'Could not connect to Stripe.' };

  async function confirmCardPayment(clientSecret, data) {
    const paymentMethod = data && data.payment_method;
    const body = { clientSecret };
    if (typeof paymentMethod === 'string') body.pmId = paymentMethod;
    else if (paymentMethod && paymentMethod.card && typeof paymentMethod.card._card === 'function') Object.assign(body, paymentMethod.card._card());
    else return { error: INCOMPLETE_NUMBER };
    const result = await confirmWithSandbox(body);
    if (!result) return { error: CONNECTION_ERROR };
    if (result.ok && result.answer.paymentIntent) {
      return { paymentIntent: { object: 'payment_intent', id: result.answer.paymentIntent.id, status: result.answer.paymentIntent.status, client_secret: clientSecret } };
    }
    return { error: stripeError(result.status, result.answer) };
  }

  /**
   * Stripe.js's `confirmCardSetup(clientSecret, { payment_method: { card } })`: saves the
   * card typed into the card element. A declined or invalid card leaves the set-up open
   * (another card may be tried with the same secret), as Stripe's does.
   */
  async function confirmCardSetup(clientSecret, data) {
    const paymentMethod = data && data.payment_method;
    if (!paymentMethod || !paymentMethod.card || typeof paymentMethod.card._card !== 'function') return { error: INCOMPLETE_NUMBER };
    const result = await confirmWithSandbox({ clientSecret, ...paymentMethod.card._card() });
    if (!result) return { error: CONNECTION_ERROR };
    if (result.ok && result.answer.setupIntent) {
      const intent = result.answer.setupIntent;
      return { setupIntent: { object: 'setup_intent', id: intent.id, status: intent.status, payment_method: intent.paymentMethod, client_secret: clientSecret } };
    }
    return { error: stripeError(result.status, result.answer) };
  }

  /**
   * The Express Checkout element with Google Pay only. Whether "this browser" has Google Pay
   * is the test's choice (`serveStripeDouble(page, { googlePay })`): `unavailable` (as
   * headless Chromium, and any browser without a Google Pay card), `available`, or
   * `declining` (available, but the card in the wallet is declined). Its `ready` event says
   * so in `availablePaymentMethods` as Stripe.js's does (undefined when nothing is
   * available, and then no button). The button plays Google's sheet: a press is the person
   * approving in it, and the element emits `confirm` (after `click`, which must be resolved
   * when a handler listens, as Stripe requires).
   */
  function createExpressCheckoutElement(group, options) {
    const { handlers, emit, listen, forget } = elementEvents();
    const wanted = !options || !options.paymentMethods || options.paymentMethods.googlePay !== 'never';
    const available = GOOGLE_PAY !== 'unavailable' && wanted;
    let button = null;
    const element = {
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        if (!host) throw new Error('IntegrationError: the mount point does not exist.');
        if (available) {
          button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Google Pay';
          button.setAttribute('aria-label', 'Pay with Google Pay');
          button.addEventListener('click', () => {
            const listening = (handlers.click || []).length > 0;
            let resolved = !listening;
            emit('click', { elementType: 'expressCheckout', expressPaymentType: 'google_pay', resolve: () => (resolved = true), reject: () => undefined });
            if (!resolved) return;
            group._wallet = GOOGLE_PAY === 'declining' ? 'google_pay_declined' : 'google_pay';
            emit('confirm', { elementType: 'expressCheckout', expressPaymentType: 'google_pay', paymentFailed: () => undefined, billingDetails: { name: 'Test Buyer', address: { line1: '', line2: null, city: '', state: '', postal_code: '', country: 'HK' } } });
          });
          host.appendChild(button);
        }
        const methods = available ? { applePay: false, googlePay: true, link: false, paypal: false, amazonPay: false, klarna: false } : undefined;
        setTimeout(() => emit('ready', { elementType: 'expressCheckout', availablePaymentMethods: methods }), 0);
        return element;
      },
      on(type, handler) {
        listen(type, handler);
        return element;
      },
      off(type, handler) {
        forget(type, handler);
        return element;
      },
      unmount() {
        if (button) button.remove();
        button = null;
      },
      destroy() {
        element.unmount();
        Object.keys(handlers).forEach((type) => delete handlers[type]);
      },
    };
    return element;
  }

  /**
   * Stripe.js's `confirmPayment({ elements, confirmParams, redirect: 'if_required' })` for the
   * Express Checkout element: confirms the elements' payment intent with the wallet's card
   * through the sandbox, which books it as Google Pay.
   */
  async function confirmPayment(options) {
    const group = options && options.elements;
    if (!group || !group._clientSecret || !group._wallet) return { error: { type: 'invalid_request_error', message: 'IntegrationError: confirmPayment needs elements whose Express Checkout element was confirmed.' } };
    const result = await confirmWithSandbox({ clientSecret: group._clientSecret, wallet: group._wallet });
    if (!result) return { error: CONNECTION_ERROR };
    if (result.ok && result.answer.paymentIntent) {
      return { paymentIntent: { object: 'payment_intent', id: result.answer.paymentIntent.id, status: result.answer.paymentIntent.status, client_secret: group._clientSecret } };
    }
    return { error: stripeError(result.status, result.answer) };
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('IntegrationError: Invalid value for Stripe(): apiKey should be a publishable key.');
    }
    return {
      elements(options) {
        const group = {
          _clientSecret: options && options.clientSecret,
          _wallet: null,
          create(type, elementOptions) {
            if (type === 'card') return createCardElement();
            if (type === 'expressCheckout') return createExpressCheckoutElement(group, elementOptions);
            throw new Error(`IntegrationError: the Stripe.js double has the card and Express Checkout elements only, not ${type}.`);
          },
        };
        return group;
      },
      confirmCardPayment,
      confirmCardSetup,
      confirmPayment,
    };
  }
  Stripe.version = train === 'v3' || train === undefined ? 3 : train;
  window.Stripe = Stripe;
})();
