/** The partner's own page styles in a test: a document-level stylesheet, taken away after the test. */
const added: CSSStyleSheet[] = [];

afterEach(() => {
  const own = added.splice(0);
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => !own.includes(sheet));
});

export function pageStyles(css: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  added.push(sheet);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
