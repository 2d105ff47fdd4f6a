// Demo stand-in for the Freshchat widget: fcWidget.init({token}).
(function () {
  window.fcWidget = {
    init: function (options) {
      function mark() {
        window.vmxDemoMarker('chat', 'Demo chat loaded' + (options && options.token ? ' (token set)' : ''));
      }
      if (window.vmxDemoMarker) mark();
      else {
        var s = document.createElement('script');
        s.src = '/demo/widgets/marker.js';
        s.onload = mark;
        document.head.append(s);
      }
    },
  };
})();
