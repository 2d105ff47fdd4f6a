// Demo stand-in for the networking widget: vmxNetworkingWidget.init(settings) and destroy().
(function () {
  var item = null;
  window.vmxNetworkingWidget = {
    init: function (settings) {
      function mark() {
        item = window.vmxDemoMarker(
          'networking',
          'Demo networking widget for user ' + settings.user.id + ' (event ' + settings.settingsJson.event_id + ')',
        );
      }
      if (window.vmxDemoMarker) mark();
      else {
        var s = document.createElement('script');
        s.src = '/demo/widgets/marker.js';
        s.onload = mark;
        document.head.append(s);
      }
    },
    destroy: function () {
      if (item) item.remove();
      item = null;
    },
  };
})();
