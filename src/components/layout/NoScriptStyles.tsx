/**
 * Styles that apply only when JavaScript is off: FAQ answers show in full, and parts that cannot work
 * without scripts give way to a phone number and e-mail address (the chat's WhatsApp link is in a
 * <noscript> of its own). Marked elements: data-needs-js (hidden) and data-without-js (shown).
 */
// No quotes in selectors: React writes them into the style's text as &quot;.
const css = `
[data-needs-js] { display: none !important; }
[data-without-js] { display: block !important; }
[data-faq-answer] { visibility: visible !important; grid-template-rows: 1fr !important; }
`;

export function NoScriptStyles() {
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
