/* global SwaggerUIBundle */
// docs/openapi.json as a reference page (docs/api-reference/index.html, `npm run openapi:page`). No
// "try it out": the page is a reference, and the routes need the partner's sign-in and origin.
SwaggerUIBundle({ url: '../openapi.json', dom_id: '#reference', deepLinking: true, validatorUrl: null, supportedSubmitMethods: [], defaultModelsExpandDepth: 0 });
