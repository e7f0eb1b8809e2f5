// Runs before a server-rendered page paints (a classic script in <head>, since the CSP forbids inline ones).
(function () {
  // The server cannot know that this visitor dismissed the sale banner in this session, so this marks <html> and the stylesheet
  // hides the banner the server rendered; React drops it once hydrated (components/layout/sale-banner.tsx).
  try {
    if (sessionStorage.getItem('saleBannerDismissed') === '1') document.documentElement.setAttribute('data-sale-banner-dismissed', '');
  } catch (e) {
    // NOTE: storage refused (private mode): the banner shows until React decides.
  }

  // No dead taps (docs/design.md §16, ADR 076): the page is readable long before its app has started (main.tsx waits for the
  // largest paint), and a button of the server's HTML does nothing until React has hydrated it. Until then this keeps the last
  // control tapped and the fields typed in, tells main.tsx to start the app at once, and replays them when app-root.tsx says
  // the page is live. Links need nothing: they work as links.
  var tapped = null;
  var submitted = null;
  var fields = [];
  var live = false;
  var inRoot = function (node) {
    return node && node.closest && node.closest('#root') !== null;
  };
  var interacted = function () {
    if (window.sdpInteracted) return;
    window.sdpInteracted = true;
    window.dispatchEvent(new Event('sdp:interaction'));
  };
  document.addEventListener('pointerdown', function (event) {
    if (!live && inRoot(event.target)) interacted();
  }, true);
  document.addEventListener('keydown', function (event) {
    if (!live && inRoot(event.target)) interacted();
  }, true);
  document.addEventListener('click', function (event) {
    var control = !live && inRoot(event.target) ? event.target.closest('button, [role="button"]') : null;
    if (!control) return;
    // NOTE: held, not done twice: the button's own handler does not exist yet, and a submit button would post the form.
    event.preventDefault();
    event.stopImmediatePropagation();
    tapped = control;
    interacted();
  }, true);
  document.addEventListener('submit', function (event) {
    if (live || !inRoot(event.target)) return;
    event.preventDefault();
    submitted = event.target;
    interacted();
  }, true);
  var typed = function (event) {
    var field = event.target;
    if (live || !inRoot(field) || !/^(INPUT|TEXTAREA|SELECT)$/.test(field.tagName)) return;
    if (fields.indexOf(field) < 0) fields.push(field);
    interacted();
  };
  document.addEventListener('input', typed, true);
  document.addEventListener('change', typed, true);

  // What the visitor did is told to React as the browser would have: React keeps the value it last saw on each field, so the field
  // is set through that first (to its old value) and then to what was typed, and the input event makes React see the change.
  var retell = function (field) {
    if (!field.isConnected) return;
    if (field.type === 'checkbox' || field.type === 'radio') {
      var checked = field.checked;
      field.checked = !checked;
      if (field.checked !== checked) field.click();
      return;
    }
    var value = field.value;
    var proto = Object.getPrototypeOf(field);
    var setter = Object.getOwnPropertyDescriptor(proto, 'value').set;
    field.value = value === field.defaultValue ? '' : field.defaultValue;
    setter.call(field, value);
    field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    // NOTE: a field already left is validated as on leaving it (the forms check on blur).
    if (document.activeElement !== field) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  };
  // NOTE: the page is live when its root has hydrated, but a part below a suspense boundary (a route's or a section's) hydrates a
  // moment later, and React ignores a click on a part it has not hydrated yet. React marks each element it has taken over with its
  // own properties (`__reactProps$...`), so each replay waits, frame by frame, for its element (at most 5 s, then it goes anyway).
  var hydrated = function (node) {
    return Object.keys(node).some(function (key) {
      return key.indexOf('__reactProps') === 0;
    });
  };
  var whenHydrated = function (node, then) {
    var deadline = Date.now() + 5000;
    var wait = function () {
      if (hydrated(node) || Date.now() > deadline) then();
      else requestAnimationFrame(wait);
    };
    wait();
  };
  window.addEventListener('sdp:app-ready', function () {
    live = true;
    fields.forEach(function (field) {
      whenHydrated(field, function () {
        retell(field);
      });
    });
    var control = tapped || submitted;
    if (control && control.isConnected) {
      whenHydrated(control, function () {
        if (control.tagName === 'FORM') control.requestSubmit();
        else control.click();
      });
    }
    tapped = submitted = null;
    fields = [];
  }, { once: true });
})();
