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
