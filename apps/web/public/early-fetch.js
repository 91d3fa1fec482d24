/* global window, location, document */
// Starts the first page's first API calls while the app's scripts are still downloading: the system
// information every page waits on, a public share page's bootstrap, and on a workspace page of a signed-in
// person the user and their settings (what the workspace shell waits on), on an organisation's page what the
// person may do there (and in the Vizs section its two trees, which the section waits on) and, on a
// dashboard's page, the dashboard and its opening data, planned by the server. Calls go out
// as few batches: a browser opens 6 connections per host. The app's tRPC client takes these answers once
// (lib/early-link.ts) and asks again itself on any failure. External, not inline: the
// server's CSP forbids inline scripts. A signed-in visitor's share bootstrap goes through the app as usual.
(function () {
  try {
    var early = {};
    // One tRPC batch: each of `paths` with its input; every call's entry gets its own item of the answer
    // (or null when the request failed), which the app reads once (lib/early-link.ts).
    var batch = function (paths, inputs, init) {
      var encoded = {};
      for (var i = 0; i < paths.length; i++) if (inputs[i] !== undefined) encoded[i] = { json: inputs[i] };
      var url = '/trpc/' + paths.join(',') + '?batch=1&input=' + encodeURIComponent(JSON.stringify(encoded));
      var body = (init ? fetch(url, init) : fetch(url))
        .then(function (r) {
          return r.json();
        })
        .then(
          function (b) {
            return Array.isArray(b) && b.length === paths.length ? b : null;
          },
          function () {
            return null;
          },
        );
      paths.forEach(function (path, i) {
        early[path] = {
          input: inputs[i],
          answer: body.then(function (b) {
            return b && b[i];
          }),
        };
      });
    };
    var post = function (path, input) {
      return fetch('/trpc/' + path + '?batch=1', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ 0: { json: input } }),
      })
        .then(function (r) {
          return r.json();
        })
        .then(
          function (b) {
            return Array.isArray(b) ? b[0] : null;
          },
          function () {
            return null;
          },
        );
    };
    batch(['system.info'], [undefined]);
    var share = /^\/share(?:Chart|Dashboard|StoryPlayer)\/([^/]+)$/.exec(location.pathname);
    var code = /[?&]type=CODE(?:&|$)/.test(location.search);
    if (share && !code && !localStorage.getItem('AUTHORIZATION_TOKEN')) {
      var id = decodeURIComponent(share[1]);
      var open = { id: id, authenticationMode: null, authenticationCode: null };
      early['share.open'] = { input: open, answer: post('share.open', open) };
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
      batch(['user.me', 'settings.user'], [undefined, undefined], signedIn);
      // An organisation's page: what the person may do there, and in the Vizs section its two trees.
      var org = /^\/organizations\/([^/]+)(\/vizs(?:\/|$))?/.exec(location.pathname);
      if (org) {
        var orgInput = { orgId: decodeURIComponent(org[1]) };
        var paths = org[2] ? ['permission.mine', 'viz.folders', 'storyboard.list'] : ['permission.mine'];
        batch(
          paths,
          paths.map(function () {
            return orgInput;
          }),
          signedIn,
        );
      }
      var board = /^\/organizations\/[^/]+\/vizs\/dashboards\/([^/]+)\/?$/.exec(location.pathname);
      if (board) {
        var boardId = decodeURIComponent(board[1]);
        batch(['dashboard.byId'], [{ id: boardId }], signedIn);
        // And its data: the server plans the board's opening queries for this page's parameters
        // (components/dashboard/early-stream.ts takes the answer when the page plans the same).
        var params = {};
        new URLSearchParams(location.search).forEach(function (v, k) {
          (params[k] = params[k] || []).push(v);
        });
        window.__tesseraEarlyBoard = {
          id: boardId,
          response: fetch('/api/v1/viz/dashboards/' + encodeURIComponent(boardId) + '/data', {
            method: 'POST',
            headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
            body: JSON.stringify({ opening: { params: params } }),
          }),
        };
        window.__tesseraEarlyBoard.response.catch(function () {});
      }
    }
    window.__tesseraEarly = early;
  } catch {
    // no fetch or no storage: the app makes these calls itself
  }
})();
