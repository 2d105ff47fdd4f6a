// Demo stand-in for gtag.js: reads the dataLayer the platform prepared and shows that analytics runs.
(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id') || '';
  var configured = (window.dataLayer || []).some(function (entry) {
    return entry[0] === 'config' && entry[1] === id;
  });
  function mark() {
    window.vmxDemoMarker('analytics', 'Demo analytics loaded (' + id + (configured ? ', configured' : '') + ')');
  }
  if (window.vmxDemoMarker) mark();
  else {
    var s = document.createElement('script');
    s.src = '/demo/widgets/marker.js';
    s.onload = mark;
    document.head.append(s);
  }
})();
