/* global SwaggerUIBundle */
// The API reference page's initializer: a file, not an inline script, so the
// site's CSP (scripts from 'self' only) holds on this page too.
(function () {
  var root = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({
    url: root.getAttribute('data-spec'),
    domNode: root,
    // No top bar: it would let the page load any other document (and host).
    layout: 'BaseLayout',
    presets: [SwaggerUIBundle.presets.apis],
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayOperationId: true,
    filter: true,
    // The public validator is another host; nothing leaves this site.
    validatorUrl: null,
  });
})();
