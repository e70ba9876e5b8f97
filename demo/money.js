/* global document, location */
// "Add money": the payment page sends the person back to this page, at its Add money section,
// where <svc-account-load> reads the outcome from the address and says it.
for (const form of document.querySelectorAll('#money svc-account-load')) form.redirectUrl = `${location.origin}${location.pathname}#money`;
