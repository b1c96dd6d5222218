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
(function () {
  var app = document.querySelector('meta[name="tayari-app"]');
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
      var link = event.target instanceof Element && event.target.closest("a[data-start]");
      if (!link) return;
      try {
        // The same keys as clearAllExceptProfile() in src/lib/storage.ts keeps.
        Object.keys(localStorage).forEach(function (key) {
          if (!/^(profile|attemptQueue|language|mock:.*)$/.test(key)) localStorage.removeItem(key);
        });
      } catch {
        // storage unavailable: nothing to clear
      }
    },
    true,
  );
})();
