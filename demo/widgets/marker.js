// Shared by the demo widgets below: a visible note that a third-party script has loaded (the demo has
// no external hosts), stacked in the top right corner.
(function () {
  if (window.vmxDemoMarker) return;
  window.vmxDemoMarker = function (name, text) {
    var list = document.getElementById('vmx-demo-widgets');
    if (!list) {
      list = document.createElement('ul');
      list.id = 'vmx-demo-widgets';
      list.setAttribute('aria-label', 'Demo third-party widgets');
      list.style.cssText =
        'position:fixed;top:8px;right:8px;z-index:2147481000;margin:0;padding:4px 8px;list-style:none;background:#fff;color:#1b1f24;border:1px solid #8c959f;border-radius:6px;font:14px system-ui,sans-serif;pointer-events:none';
      document.body.append(list);
    }
    var item = document.createElement('li');
    item.setAttribute('data-vmx-demo-widget', name);
    item.textContent = text;
    list.append(item);
    return item;
  };
})();
