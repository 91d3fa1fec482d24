/* global window, location, document */
// Starts the first page's first API calls while the app's scripts are still downloading: the system
// information every page waits on, a public share page's bootstrap, and on a workspace page of a signed-in
// person the user and their settings (what the workspace shell waits on) and, on a dashboard's page, the
// dashboard (whose opening queries the page starts as soon as it has it). The app's tRPC client takes these
// answers once (lib/early-link.ts) and asks again itself on any failure. External, not inline: the
// server's CSP forbids inline scripts. A signed-in visitor's share bootstrap goes through the app as usual.
(function () {
  try {
    var early = {};
    var post = function (path, input) {
      return fetch('/trpc/' + path + '?batch=1', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ 0: { json: input } }),
      });
    };
    early['system.info'] = { response: fetch('/trpc/system.info?batch=1&input=' + encodeURIComponent('{}')) };
    var share = /^\/share(?:Chart|Dashboard|StoryPlayer)\/([^/]+)$/.exec(location.pathname);
    var code = /[?&]type=CODE(?:&|$)/.test(location.search);
    if (share && !code && !localStorage.getItem('AUTHORIZATION_TOKEN')) {
      var id = decodeURIComponent(share[1]);
      early['share.open'] = {
        id: id,
        response: post('share.open', { id: id, authenticationMode: null, authenticationCode: null }),
      };
    }
    // A session counts only with both its stored token and its cookie (lib/auth-store.ts); the sign-in,
    // sign-up and share pages do not read the user.
    var token = localStorage.getItem('AUTHORIZATION_TOKEN');
    var cookie = /(?:^|;\s*)AUTHORIZATION_TOKEN=/.test(document.cookie);
    var outside =
      /^\/(?:login|register|setup|forgetPassword|activation|authorization|confirminvite)\/?$/.test(
        location.pathname,
      );
    if (token && cookie && !share && !outside) {
      var signedIn = { headers: { Authorization: 'Bearer ' + token } };
      var none = encodeURIComponent('{}');
      early['user.me'] = { response: fetch('/trpc/user.me?batch=1&input=' + none, signedIn) };
      early['settings.user'] = { response: fetch('/trpc/settings.user?batch=1&input=' + none, signedIn) };
      var board = /^\/organizations\/[^/]+\/vizs\/dashboards\/([^/]+)\/?$/.exec(location.pathname);
      if (board) {
        var boardId = decodeURIComponent(board[1]);
        var input = encodeURIComponent(JSON.stringify({ 0: { json: { id: boardId } } }));
        early['dashboard.byId'] = {
          id: boardId,
          response: fetch('/trpc/dashboard.byId?batch=1&input=' + input, signedIn),
        };
      }
    }
    // A rejected fetch is handled by the app when it takes the answer (it asks again).
    for (var key in early) early[key].response.catch(function () {});
    window.__tesseraEarly = early;
  } catch {
    // no fetch or no storage: the app makes these calls itself
  }
})();
