// Runs before the app, on every page (a plain script, written into the page by the build).
//
// 1. A prerendered page names the app's script in <meta name="tayari-app"> instead of loading it
//    at once: the page paints from its HTML first, with the whole connection for the HTML and the
//    stylesheet, and the app is fetched once the browser reports its first contentful paint (or,
//    where it cannot, after the next frame; at the latest after a second, as in a hidden tab),
//    then hydrates the page.
// 2. A start, year or topic link clears the stored progress (all but the profile, the attempts to send, the language and the mock sittings) before it opens
//    a test. The app does that once it has loaded; this does it for a click before then, while the
//    link is still a plain link (after that both clear: the same result).
// 3. The top bar's menu and language buttons of a prerendered page answer a tap before the app has
//    started (decision 131): the menu opens or closes the sidebar at once, the language button
//    notes the wish. Both are kept on <html> (data-menu, data-language-tapped), which the app adopts
//    when it starts (sidebar-store.ts, the language switch in layout.tsx); from the moment it has
//    taken the page (data-app on <html>, set by main.tsx) it answers the buttons itself.
// 4. A mock paper's page is prerendered as its rules and Start (issue 50). They stay hidden
//    (styles.css) until it is known that the device keeps no sitting of that paper (under way, or
//    finished: its result), which would show instead: data-no-sitting on <html>, set here for the
//    page as it arrives, and by the app (mock-test.tsx) when it looks again. A finished sitting's
//    result heading is in the page too, hidden unless data-finished-sitting says the device keeps
//    one: it paints from the HTML while the app computes the result under it.
// 5. Two pages arrive with an English first screen hidden until this has looked at the saved login
//    and the language the interface will show (as auth-store.ts reads the login and
//    account-language.ts the language). A unit quiz's page (decision 294) is hidden with the frame
//    around it (styles.css) until data-shows-english says the device shows English. The progress
//    page is prerendered as both of its first screens, a student's (heading, room for the figures)
//    and a guest's (log in first), and the frame as the notice to verify the address (decision
//    293): this marks data-signed-in (and data-unverified, writing the saved address into the
//    notice) or data-signed-out. Where the interface will be Nepali it marks none of them: the app
//    draws the page in Nepali, the English of the HTML never shows.
(function () {
  var html = document.documentElement;
  var app = document.querySelector('meta[name="tayari-app"]');
  var paper = /^\/(?:csit|bca)\/mock-tests\/([^/]+)\/?$/.exec(location.pathname);
  try {
    var kept = paper ? localStorage.getItem("mock:" + paper[1]) : null;
    if (paper && kept === null) html.setAttribute("data-no-sitting", "");
    if (kept !== null && typeof JSON.parse(kept).state.finishedAt === "number")
      html.setAttribute("data-finished-sitting", "");
  } catch {
    // storage unavailable or unreadable: the app decides
  }
  try {
    var profile = JSON.parse(localStorage.getItem("profile") || "null");
    var user = profile && typeof profile.token === "string" && profile.token ? profile.user : null;
    var signedIn = !!user && typeof user.name === "string" && typeof user.email === "string";
    var language = (signedIn && user.language) || localStorage.getItem("language");
    if (language !== "ne") {
      html.setAttribute("data-shows-english", "");
      html.setAttribute(signedIn ? "data-signed-in" : "data-signed-out", "");
      // As asksToVerify() in app/layout.tsx.
      if (signedIn && user.email_verified === false && user.role !== "examiner") {
        var address = document.querySelector(".verify-notice-shell .address");
        if (address) address.textContent = user.email;
        html.setAttribute("data-unverified", "");
      }
    }
  } catch {
    // storage unavailable or unreadable: the app decides
  }
  if (app) {
    var loaded = false;
    var load = function () {
      if (loaded) return;
      loaded = true;
      var script = document.createElement("script");
      script.type = "module";
      script.crossOrigin = "";
      script.src = app.getAttribute("content");
      document.head.appendChild(script);
    };
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") >= 0) {
      var observer = new PerformanceObserver(function (list) {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        load();
      });
      observer.observe({ type: "paint", buffered: true });
      setTimeout(load, 1000);
    } else {
      requestAnimationFrame(function () {
        setTimeout(load, 0);
      });
    }
  }

  document.addEventListener(
    "click",
    function (event) {
      var target = event.target instanceof Element ? event.target : null;
      if (target && !html.hasAttribute("data-app")) {
        var menu = target.closest("#menu-toggle, .overlay");
        if (menu) {
          // The same default as sidebar-store.ts: open where it sits beside the content.
          var was = html.getAttribute("data-menu");
          var open = was ? was === "open" : window.matchMedia("(min-width: 1000px)").matches;
          html.setAttribute("data-menu", menu.id === "menu-toggle" && !open ? "open" : "closed");
          return;
        }
        var language = target.closest(".language-switch[lang]");
        if (language) {
          html.setAttribute("data-language-tapped", language.getAttribute("lang"));
          return;
        }
      }
      var link = target && target.closest("a[data-start]");
      if (!link) return;
      try {
        // The same keys as clearAllExceptProfile() in src/lib/storage.ts keeps.
        Object.keys(localStorage).forEach(function (key) {
          if (!/^(profile|attemptQueue|language)$|^(mock|exam|pace):/.test(key))
            localStorage.removeItem(key);
        });
      } catch {
        // storage unavailable: nothing to clear
      }
    },
    true,
  );
})();
