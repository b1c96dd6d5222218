// A start, year or topic link clears the stored progress (all but the profile) before it opens a
// test. The app does that once it has loaded; this small script does it for a click on a
// prerendered page before the app has loaded, when the link is still a plain link (after that,
// both clear: the same result).
document.addEventListener(
  "click",
  function (event) {
    var link = event.target instanceof Element && event.target.closest("a[data-start]");
    if (!link) return;
    try {
      var profile = localStorage.getItem("profile");
      localStorage.clear();
      if (profile !== null) localStorage.setItem("profile", profile);
    } catch {
      // storage unavailable: nothing to clear
    }
  },
  true,
);
