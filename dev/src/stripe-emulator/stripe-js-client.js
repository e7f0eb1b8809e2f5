/* Stripe.js stand-in served by the Stripe emulator at /js/v3 (the browser cannot reach js.stripe.com in dev and tests).
 * It implements the part of Stripe.js the product uses: Stripe(pk).elements({ clientSecret, appearance }).create('payment'),
 * elements.submit(), stripe.confirmPayment({ elements, confirmParams: { return_url }, redirect }), retrievePaymentIntent,
 * confirmSetup / retrieveSetupIntent (saving a new card on a SetupIntent), and for cards
 * that ask for 3-D Secure a challenge dialog (Complete / Fail authentication), handleNextAction and confirmCardPayment. */
(function () {
  'use strict';
  var script = document.currentScript;
  var API = script && script.src ? new URL(script.src).origin : window.location.origin;
  var uid = 0;

  function encodeForm(value, prefix, pairs) {
    if (value === undefined || value === null) return pairs;
    if (typeof value === 'object') {
      Object.keys(value).forEach(function (key) { encodeForm(value[key], prefix ? prefix + '[' + key + ']' : key, pairs); });
    } else {
      pairs.push(encodeURIComponent(prefix) + '=' + encodeURIComponent(String(value)));
    }
    return pairs;
  }

  function request(method, path, key, params) {
    var body = encodeForm(params, '', []).join('&');
    var url = API + path + (method === 'GET' && body ? '?' + body : '');
    return fetch(url, {
      method: method,
      headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: method === 'GET' ? undefined : body,
    }).then(function (res) {
      return res.json().then(function (json) { return { status: res.status, body: json }; });
    }, function () {
      return { status: 0, body: { error: { type: 'api_connection_error', message: 'We could not reach the payment service. Please try again.' } } };
    });
  }

  var intentIdOf = function (clientSecret) { return String(clientSecret || '').split('_secret_')[0]; };
  var isSetup = function (clientSecret) { return intentIdOf(clientSecret).indexOf('seti_') === 0; };

  var CSS = '.sdp-pe{font-family:inherit;display:grid;gap:12px}.sdp-pe fieldset{border:0;margin:0;padding:0;display:grid;gap:12px}' +
    '.sdp-pe legend{font-weight:600;margin-bottom:4px}.sdp-pe label{display:block;font-size:14px;font-weight:500;margin-bottom:4px}' +
    '.sdp-pe input{width:100%;box-sizing:border-box;font:inherit;padding:10px 12px;border:1px solid #cbd5e1;border-radius:var(--sdp-radius,6px);background:#fff;color:#111}' +
    '.sdp-pe input:focus{outline:2px solid var(--sdp-primary,#635bff);outline-offset:1px}.sdp-pe input[aria-invalid=true]{border-color:#dc2626}' +
    '.sdp-pe .sdp-row{display:grid;grid-template-columns:1fr 1fr 1fr;gap:12px}.sdp-pe .sdp-err{color:#b91c1c;font-size:14px;min-height:1em}' +
    '.sdp-pe .sdp-note{font-size:12px;color:#64748b}';

  function injectCss() {
    if (document.getElementById('sdp-stripe-css')) return;
    var style = document.createElement('style');
    style.id = 'sdp-stripe-css';
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  var FIELDS = [
    { name: 'number', label: 'Card number', value: '4242 4242 4242 4242', autocomplete: 'cc-number', inputmode: 'numeric' },
    { name: 'expiry', label: 'Expiration (MM / YY)', value: '12 / 34', autocomplete: 'cc-exp', inputmode: 'numeric' },
    { name: 'cvc', label: 'Security code', value: '123', autocomplete: 'cc-csc', inputmode: 'numeric' },
    { name: 'postal', label: 'ZIP code', value: '92126', autocomplete: 'postal-code', inputmode: 'numeric' },
  ];

  function PaymentElement(elements) {
    this._elements = elements;
    this._handlers = {};
    this._root = null;
    this._inputs = {};
  }
  PaymentElement.prototype.on = function (event, handler) {
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  PaymentElement.prototype.off = function (event, handler) {
    this._handlers[event] = (this._handlers[event] || []).filter(function (h) { return h !== handler; });
    return this;
  };
  PaymentElement.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).forEach(function (h) { h(payload); });
  };
  PaymentElement.prototype.mount = function (target) {
    var host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) throw new Error('Stripe emulator: mount target not found: ' + target);
    injectCss();
    var self = this;
    var id = 'sdp-pe-' + ++uid;
    var root = document.createElement('div');
    root.className = 'sdp-pe';
    var vars = (this._elements._appearance && this._elements._appearance.variables) || {};
    if (vars.colorPrimary) root.style.setProperty('--sdp-primary', vars.colorPrimary);
    if (vars.borderRadius) root.style.setProperty('--sdp-radius', vars.borderRadius);
    if (vars.fontFamily) root.style.fontFamily = vars.fontFamily;
    var fieldset = document.createElement('fieldset');
    var legend = document.createElement('legend');
    legend.textContent = 'Card details';
    fieldset.appendChild(legend);
    var row = document.createElement('div');
    row.className = 'sdp-row';
    FIELDS.forEach(function (field, i) {
      var wrap = document.createElement('div');
      var label = document.createElement('label');
      var input = document.createElement('input');
      input.id = id + '-' + field.name;
      input.name = field.name;
      input.value = field.value;
      input.autocomplete = field.autocomplete;
      input.setAttribute('inputmode', field.inputmode);
      input.setAttribute('aria-describedby', id + '-error');
      label.htmlFor = input.id;
      label.textContent = field.label;
      wrap.appendChild(label);
      wrap.appendChild(input);
      input.addEventListener('input', function () { self._changed(); });
      input.addEventListener('focus', function () { self._emit('focus', { elementType: 'payment' }); });
      input.addEventListener('blur', function () { self._emit('blur', { elementType: 'payment' }); });
      self._inputs[field.name] = input;
      (i === 0 ? fieldset : row).appendChild(wrap);
    });
    fieldset.appendChild(row);
    var error = document.createElement('div');
    error.id = id + '-error';
    error.className = 'sdp-err';
    error.setAttribute('role', 'alert');
    var note = document.createElement('p');
    note.className = 'sdp-note';
    note.textContent = 'Test mode: 4000 0000 0000 0002 declines, 4000 0027 6000 3184 asks for 3-D Secure.';
    root.appendChild(fieldset);
    root.appendChild(error);
    root.appendChild(note);
    host.appendChild(root);
    this._root = root;
    this._error = error;
    setTimeout(function () {
      self._emit('ready', { elementType: 'payment' });
      self._changed();
    }, 0);
    return this;
  };
  PaymentElement.prototype._values = function () {
    var v = {};
    Object.keys(this._inputs).forEach(function (k) { v[k] = this._inputs[k].value.trim(); }, this);
    return v;
  };
  /** The first problem with the card form, as Stripe.js words it, or null. */
  PaymentElement.prototype._problem = function () {
    var v = this._values();
    var digits = v.number.replace(/[\s-]/g, '');
    if (!digits) return { field: 'number', message: 'Your card number is incomplete.' };
    if (!/^\d{13,19}$/.test(digits)) return { field: 'number', message: 'Your card number is invalid.' };
    var exp = v.expiry.match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
    if (!exp) return { field: 'expiry', message: "Your card's expiration date is incomplete." };
    var month = Number(exp[1]);
    var year = Number(exp[2].length === 2 ? '20' + exp[2] : exp[2]);
    var now = new Date();
    if (month < 1 || month > 12) return { field: 'expiry', message: "Your card's expiration date is invalid." };
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      return { field: 'expiry', message: "Your card's expiration year is in the past." };
    }
    if (!/^\d{3,4}$/.test(v.cvc)) return { field: 'cvc', message: "Your card's security code is incomplete." };
    if (!/^\d{5}$/.test(v.postal)) return { field: 'postal', message: 'Your ZIP is incomplete.' };
    return null;
  };
  PaymentElement.prototype._changed = function () {
    var values = this._values();
    var empty = Object.keys(values).every(function (k) { return values[k] === ''; });
    this._emit('change', { elementType: 'payment', complete: !this._problem(), empty: empty, value: { type: 'card' } });
  };
  PaymentElement.prototype._show = function (problem) {
    if (!this._root) return;
    Object.keys(this._inputs).forEach(function (k) {
      this._inputs[k].setAttribute('aria-invalid', problem && problem.field === k ? 'true' : 'false');
    }, this);
    this._error.textContent = problem ? problem.message : '';
  };
  PaymentElement.prototype._card = function () {
    var v = this._values();
    var exp = v.expiry.match(/^(\d{1,2})\s*\/\s*(\d{2,4})$/) || [];
    return { number: v.number.replace(/[\s-]/g, ''), exp_month: exp[1], exp_year: exp[2], cvc: v.cvc };
  };
  PaymentElement.prototype.update = function () { return this; };
  PaymentElement.prototype.focus = function () { if (this._inputs.number) this._inputs.number.focus(); return this; };
  PaymentElement.prototype.blur = function () { return this; };
  PaymentElement.prototype.clear = function () {
    Object.keys(this._inputs).forEach(function (k) { this._inputs[k].value = ''; }, this);
    this._changed();
    return this;
  };
  PaymentElement.prototype.unmount = function () {
    if (this._root && this._root.parentNode) this._root.parentNode.removeChild(this._root);
    this._root = null;
    return this;
  };
  PaymentElement.prototype.destroy = function () {
    this.unmount();
    this._handlers = {};
    this._elements._payment = null;
  };

  function Elements(stripe, options) {
    options = options || {};
    this._stripe = stripe;
    this._clientSecret = options.clientSecret;
    this._appearance = options.appearance;
    this._payment = null;
  }
  Elements.prototype.create = function (type) {
    if (type !== 'payment' && type !== 'card') throw new Error('Stripe emulator: unsupported element type ' + type);
    if (this._payment) throw new Error('Can only create one Element of type payment.');
    this._payment = new PaymentElement(this);
    return this._payment;
  };
  Elements.prototype.getElement = function () { return this._payment; };
  Elements.prototype.update = function (options) {
    if (options && options.appearance) this._appearance = options.appearance;
  };
  Elements.prototype.fetchUpdates = function () { return Promise.resolve({}); };
  /** Validate the form, as elements.submit() does before confirmPayment. */
  Elements.prototype.submit = function () {
    var element = this._payment;
    if (!element || !element._root) {
      return Promise.resolve({ error: { type: 'validation_error', message: 'The Payment Element is not mounted.' } });
    }
    var problem = element._problem();
    element._show(problem);
    return Promise.resolve(problem ? { error: { type: 'validation_error', code: 'incomplete', message: problem.message } } : {});
  };

  function returnTo(returnUrl, intent, clientSecret, status) {
    var url = new URL(returnUrl, window.location.href);
    url.searchParams.set('payment_intent', intent);
    url.searchParams.set('payment_intent_client_secret', clientSecret);
    url.searchParams.set('redirect_status', status);
    window.location.assign(url.toString());
    return new Promise(function () {});
  }

  var CHALLENGE_CSS = '.sdp-3ds{position:fixed;inset:0;background:rgba(15,23,42,.55);display:grid;place-items:center;z-index:2147483647}' +
    '.sdp-3ds-box{background:#fff;color:#1a1f36;border-radius:8px;padding:24px;max-width:360px;font:15px/1.5 system-ui,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,.3)}' +
    '.sdp-3ds-box h2{font-size:18px;margin:0 0 8px}.sdp-3ds-box button{display:block;width:100%;margin-top:10px;padding:10px;border-radius:6px;font:inherit;font-weight:600;cursor:pointer;border:1px solid #cbd5e1;background:#fff;color:#1a1f36}' +
    '.sdp-3ds-box button.sdp-3ds-ok{background:#635bff;border-color:#635bff;color:#fff}';

  function authenticationError(intent) {
    var last = intent.last_payment_error || {};
    return {
      type: last.type || 'invalid_request_error',
      code: last.code || 'payment_intent_authentication_failure',
      message: last.message || 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      payment_intent: intent,
    };
  }

  /**
   * The card issuer's 3-D Secure challenge (next_action use_stripe_sdk) as a dialog in the page, as Stripe.js shows it:
   * Complete or Fail authentication. Resolves with the emulator's answer (the PaymentIntent after the challenge).
   */
  function challenge(stripe, intent, clientSecret) {
    var action = intent.next_action && intent.next_action.use_stripe_sdk;
    if (!action || !action.source) return Promise.resolve({ status: 200, body: intent });
    if (!document.getElementById('sdp-3ds-css')) {
      var style = document.createElement('style');
      style.id = 'sdp-3ds-css';
      style.textContent = CHALLENGE_CSS;
      document.head.appendChild(style);
    }
    return new Promise(function (resolve) {
      var id = 'sdp-3ds-' + ++uid;
      var overlay = document.createElement('div');
      overlay.className = 'sdp-3ds';
      var box = document.createElement('div');
      box.className = 'sdp-3ds-box';
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-labelledby', id);
      var title = document.createElement('h2');
      title.id = id;
      title.textContent = '3D Secure 2 test page';
      var text = document.createElement('p');
      var amount = (intent.amount / 100).toLocaleString('en-US', { style: 'currency', currency: String(intent.currency).toUpperCase() });
      text.textContent = 'Your bank asks you to confirm a payment of ' + amount + '.';
      box.appendChild(title);
      box.appendChild(text);
      [['succeeded', 'Complete authentication', 'sdp-3ds-ok'], ['failed', 'Fail authentication', '']].forEach(function (choice) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = choice[1];
        button.className = choice[2];
        button.setAttribute('data-result', choice[0]);
        button.addEventListener('click', function () {
          overlay.remove();
          resolve(request('POST', '/v1/3ds2/challenge_complete', stripe._key, { source: action.source, client_secret: clientSecret, result: choice[0] }));
        });
        box.appendChild(button);
      });
      overlay.appendChild(box);
      document.body.appendChild(overlay);
      box.querySelector('button').focus();
    });
  }

  function Stripe(publishableKey, options) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey, options);
    if (!publishableKey || String(publishableKey).indexOf('pk_') !== 0) {
      throw new Error('Invalid value for Stripe(): apiKey should be a publishable key (pk_...). You passed: ' + publishableKey);
    }
    this._key = publishableKey;
  }
  Stripe.prototype.elements = function (options) { return new Elements(this, options); };
  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    return request('GET', '/v1/payment_intents/' + encodeURIComponent(intentIdOf(clientSecret)), this._key, { client_secret: clientSecret })
      .then(function (r) { return r.status === 200 ? { paymentIntent: r.body } : { error: r.body.error }; });
  };
  /** Confirm the PaymentIntent with the card in the Payment Element; redirect: 'if_required' resolves instead of navigating. */
  /**
   * What confirmPayment and confirmSetup both check before calling the emulator: a mounted Payment Element, a client secret, a
   * return_url unless redirect is 'if_required', and a complete card. Returns { error } or what the confirmation sends.
   */
  function confirmation(params, name) {
    params = params || {};
    var elements = params.elements;
    var clientSecret = params.clientSecret || (elements && elements._clientSecret);
    var returnUrl = params.confirmParams && params.confirmParams.return_url;
    var redirect = params.redirect || 'always';
    if (!elements || !elements._payment) return { error: { type: 'invalid_request_error', message: name + ' requires elements with a mounted Payment Element.' } };
    if (!clientSecret) return { error: { type: 'invalid_request_error', message: 'Missing clientSecret.' } };
    if (redirect === 'always' && !returnUrl) return { error: { type: 'invalid_request_error', message: 'confirmParams.return_url is required.' } };
    var problem = elements._payment._problem();
    elements._payment._show(problem);
    if (problem) return { error: { type: 'validation_error', message: problem.message } };
    return {
      clientSecret: clientSecret, returnUrl: returnUrl, redirect: redirect, intentId: intentIdOf(clientSecret),
      body: { client_secret: clientSecret, return_url: returnUrl, use_stripe_sdk: true, payment_method_data: { type: 'card', card: elements._payment._card() } },
    };
  }

  Stripe.prototype.confirmPayment = function (params) {
    var c = confirmation(params, 'confirmPayment');
    if (c.error) return Promise.resolve({ error: c.error });
    var clientSecret = c.clientSecret, returnUrl = c.returnUrl, redirect = c.redirect, intentId = c.intentId, body = c.body;
    var self = this;
    return request('POST', '/v1/payment_intents/' + encodeURIComponent(intentId) + '/confirm', this._key, body).then(function (r) {
      return r.status === 200 && r.body.status === 'requires_action' ? challenge(self, r.body, clientSecret) : r;
    }).then(function (r) {
      if (r.status === 200 && r.body.status === 'succeeded') {
        if (redirect === 'if_required') return { paymentIntent: r.body };
        return returnTo(returnUrl, intentId, clientSecret, 'succeeded');
      }
      if (r.status === 200) return { error: authenticationError(r.body) };
      if (r.body.error && r.body.error.type === 'card_error' && redirect === 'always' && returnUrl) {
        return returnTo(returnUrl, intentId, clientSecret, 'failed');
      }
      return { error: r.body.error || { type: 'api_error', message: 'Payment failed.' } };
    });
  };

  /**
   * Save the card in the Payment Element on the SetupIntent (elements created with its client secret), as Stripe.js does:
   * resolves { setupIntent } with redirect: 'if_required', else navigates to return_url?setup_intent=…&setup_intent_client_secret=…
   * &redirect_status=succeeded; a declined card resolves { error } (the emulator saves a card without a 3-D Secure challenge, ADR 046).
   */
  Stripe.prototype.confirmSetup = function (params) {
    var c = confirmation(params, 'confirmSetup');
    if (c.error) return Promise.resolve({ error: c.error });
    if (!isSetup(c.clientSecret)) return Promise.resolve({ error: { type: 'invalid_request_error', message: 'confirmSetup needs a SetupIntent clientSecret.' } });
    return request('POST', '/v1/setup_intents/' + encodeURIComponent(c.intentId) + '/confirm', this._key, c.body).then(function (r) {
      if (r.status === 200 && r.body.status === 'succeeded') {
        if (c.redirect === 'if_required') return { setupIntent: r.body };
        var url = new URL(c.returnUrl, window.location.href);
        url.searchParams.set('setup_intent', c.intentId);
        url.searchParams.set('setup_intent_client_secret', c.clientSecret);
        url.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(url.toString());
        return new Promise(function () {});
      }
      return { error: (r.body && r.body.error) || { type: 'api_error', message: 'The card could not be saved.' } };
    });
  };
  Stripe.prototype.retrieveSetupIntent = function (clientSecret) {
    return request('GET', '/v1/setup_intents/' + encodeURIComponent(intentIdOf(clientSecret)), this._key, { client_secret: clientSecret })
      .then(function (r) { return r.status === 200 ? { setupIntent: r.body } : { error: r.body.error }; });
  };

  /** { paymentIntent } when it succeeded (or needs nothing more from the customer), { error } otherwise. */
  function outcome(r) {
    if (r.status !== 200) return { error: r.body.error || { type: 'api_error', message: 'Payment failed.' } };
    if (r.body.status === 'requires_payment_method' && r.body.last_payment_error) return { error: authenticationError(r.body) };
    return { paymentIntent: r.body };
  }

  /** Finish a PaymentIntent left in requires_action (e.g. after an off-session charge asked for 3-D Secure). */
  Stripe.prototype.handleNextAction = function (params) {
    var self = this;
    var clientSecret = params && params.clientSecret;
    return request('GET', '/v1/payment_intents/' + encodeURIComponent(intentIdOf(clientSecret)), this._key, { client_secret: clientSecret }).then(function (r) {
      return r.status === 200 && r.body.status === 'requires_action' ? challenge(self, r.body, clientSecret) : r;
    }).then(outcome);
  };
  Stripe.prototype.handleCardAction = function (clientSecret) { return this.handleNextAction({ clientSecret: clientSecret }); };

  /** Confirm with a saved PaymentMethod id (`{ payment_method: 'pm_…' }`), showing the 3-D Secure challenge when the card asks. */
  Stripe.prototype.confirmCardPayment = function (clientSecret, data) {
    var self = this;
    var method = data && data.payment_method;
    if (typeof method !== 'string') {
      return Promise.resolve({ error: { type: 'invalid_request_error', message: 'The Stripe emulator supports confirmCardPayment with a PaymentMethod id only.' } });
    }
    var body = { client_secret: clientSecret, payment_method: method, use_stripe_sdk: true };
    return request('POST', '/v1/payment_intents/' + encodeURIComponent(intentIdOf(clientSecret)) + '/confirm', this._key, body).then(function (r) {
      return r.status === 200 && r.body.status === 'requires_action' ? challenge(self, r.body, clientSecret) : r;
    }).then(outcome);
  };

  Stripe.version = 3;
  window.Stripe = Stripe;
})();
