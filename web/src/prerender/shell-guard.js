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
    showFrame(control);
    interacted();
  }, true);
  document.addEventListener('submit', function (event) {
    if (live || !inRoot(event.target)) return;
    event.preventDefault();
    submitted = event.target;
    interacted();
  }, true);
  // A button that opens a dialog answers the tap at once (issue 36 item 24, ADR 191): the app needs 1-3 s more at a phone's 4x CPU,
  // so the dialog's frame (its title, a line saying the form is on its way, a Close button) opens now as a native modal <dialog>,
  // and the app's own dialog takes its place the moment it opens (ui/dialog.tsx says `sdp:dialog-open`). Closing the frame first
  // takes the tap back: nothing is replayed.
  var frame = null;
  var closeFrame = function (refocus) {
    var open = frame;
    frame = null;
    if (!open) return;
    open.onclose = null;
    if (open.open) open.close();
    open.remove();
    if (refocus && refocus.isConnected) refocus.focus();
  };
  var showFrame = function (control) {
    var title = control.getAttribute('data-early-dialog');
    if (!title || frame || typeof HTMLDialogElement !== 'function') return;
    var dialog = document.createElement('dialog');
    dialog.className = 'early-dialog';
    dialog.setAttribute('aria-labelledby', 'early-dialog-title');
    dialog.setAttribute('aria-describedby', 'early-dialog-status');
    var heading = document.createElement('h2');
    heading.id = 'early-dialog-title';
    heading.textContent = title;
    var status = document.createElement('p');
    status.id = 'early-dialog-status';
    status.setAttribute('role', 'status');
    status.textContent = (control.getAttribute('data-early-dialog-description') || '') + ' Loading the form\u2026';
    var close = document.createElement('button');
    close.type = 'button';
    close.className = 'early-dialog-close';
    close.setAttribute('aria-label', 'Close');
    close.textContent = '\u00d7';
    close.addEventListener('click', function () {
      dialog.close();
    });
    dialog.appendChild(heading);
    dialog.appendChild(status);
    dialog.appendChild(document.createElement('span')).className = 'early-dialog-spinner';
    dialog.appendChild(close);
    // NOTE: Escape or Close before the app has taken over: the visitor changed their mind, so the held tap is dropped.
    dialog.onclose = function () {
      if (tapped === control) tapped = null;
      closeFrame(control);
    };
    document.body.appendChild(dialog);
    frame = dialog;
    control.focus({ preventScroll: true });
    dialog.showModal();
    close.focus();
  };
  // NOTE: the app's dialog has opened: the frame goes before the app's dialog moves the focus in, so that dialog hands the focus back
  // to the button on closing, as when the app opened it itself.
  window.addEventListener('sdp:dialog-open', function () {
    closeFrame(tapped && tapped.isConnected ? tapped : null);
  });

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
        // NOTE: a dialog that never opens (its code failed to load) does not leave the frame over the page.
        if (frame) setTimeout(function () { closeFrame(control); }, 10000);
      });
    } else closeFrame(null);
    tapped = submitted = null;
    fields = [];
  }, { once: true });
})();
