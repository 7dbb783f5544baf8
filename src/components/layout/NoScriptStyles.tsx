/**
 * Styles that apply only when JavaScript is off: the menu and FAQ answers show in full, and parts that
 * cannot work without scripts (forms, calculator, chat, map button, job filters) give way to a phone
 * number and e-mail address. Marked elements: data-needs-js (hidden) and data-without-js (shown).
 */
const css = `
[data-needs-js] { display: none !important; }
[data-without-js] { display: block !important; }
[data-menu] { display: flex !important; position: static !important; flex-wrap: wrap; box-shadow: none !important; padding: 0 !important; border: 0 !important; }
[data-header-bar] { flex-wrap: wrap; }
[data-faq-answer] { visibility: visible !important; grid-template-rows: 1fr !important; }
`;

export function NoScriptStyles() {
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
