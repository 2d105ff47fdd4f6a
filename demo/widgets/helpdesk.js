// Demo stand-in for the Freshworks help-desk widget: FreshworksWidget('show' | 'hide', 'launcher') and FreshworksWidget('open').
(function () {
  var id = (window.fwSettings || {}).widget_id;
  function ready() {
    var item = window.vmxDemoMarker('helpdesk', 'Demo help desk loaded (' + id + ')');
    window.FreshworksWidget = function (command) {
      if (command === 'hide') item.hidden = true;
      if (command === 'show') item.hidden = false;
      if (command === 'open') {
        item.hidden = false;
        item.textContent = 'Demo help desk open (' + id + ')';
      }
    };
  }
  if (window.vmxDemoMarker) ready();
  else {
    var s = document.createElement('script');
    s.src = '/demo/widgets/marker.js';
    s.onload = ready;
    document.head.append(s);
  }
})();
