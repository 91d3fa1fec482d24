/* global matchMedia, document */
// Applies the remembered theme before the first paint, so dark mode does not flash light on load.
(function () {
  try {
    var t = localStorage.getItem('THEME');
    var dark = t === 'dark' || (t === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch {
    // storage unavailable: stay light
  }
})();
