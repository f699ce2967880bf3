// Applies the stored language and theme before the first paint (no flash of the wrong theme).
// A file, not an inline <script>: the Content-Security-Policy allows scripts from this origin only.
(function () {
  try {
    var l = localStorage.getItem('citizen-connect-language');
    document.documentElement.lang = l === 'en' ? 'en' : 'hi';
    var t = localStorage.getItem('citizen-connect-theme');
    if (t === 'dark' || t === 'light') document.documentElement.setAttribute('data-theme', t);
  } catch (e) {}
})();

// A click on the language or theme toggle of a pre-rendered page before the page is live (a slow
// phone still fetching JavaScript, or the page's remote not yet hydrated) would otherwise be lost:
// the choice is stored and shown on <html> at once, and the shell renders in it when it starts
// (shell/src/bootstrap.tsx) or applies it when the page becomes live (html[data-page-live],
// shell/src/app/page-live.ts); from then on React alone handles these clicks. Capture phase: read
// before React's handler, which re-renders the button with the other value; both store the same.
document.addEventListener('click', function (event) {
  var root = document.documentElement;
  if (root.hasAttribute('data-page-live') || !event.target.closest) return;
  var toggle = event.target.closest('[data-switch-language],[data-switch-theme]');
  if (!toggle) return;
  try {
    var language = toggle.getAttribute('data-switch-language');
    var theme = toggle.getAttribute('data-switch-theme');
    if (language) {
      localStorage.setItem('citizen-connect-language', language);
      root.lang = language;
      // The words follow once the app runs: until then the page says it is busy (libs/ui theme.css;
      // cleared by shell/src/app/page-live.ts).
      root.setAttribute('data-language-pending', language);
      var app = document.getElementById('root');
      if (app) app.setAttribute('aria-busy', 'true');
    }
    if (theme) {
      localStorage.setItem('citizen-connect-theme', theme);
      root.setAttribute('data-theme', theme);
    }
  } catch (e) {}
}, true);
