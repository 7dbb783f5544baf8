/**
 * The desk's one style sheet, served as a file (the desk's CSP allows no inline style): the site's colours
 * (src/styles/theme.ts), the system font, 44 px tap targets, one column on a phone.
 */
export const DESK_STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1F2933;background:#F5F7FA}
.bar{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;padding:12px 16px;background:#0B3558;color:#fff}
.brand{font-weight:700}
.who{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center}
main{max-width:40rem;margin:0 auto;padding:24px 16px 48px}
h1{margin:0 0 16px;font-size:1.5rem;line-height:1.25;color:#0B3558}
h2{margin:32px 0 8px;font-size:1.125rem;color:#0B3558}
p{margin:0 0 12px}
button{min-height:44px;padding:10px 20px;border:2px solid #0B3558;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;background:#0B3558;color:#fff}
button:hover{background:#082640}
button:focus-visible{outline:3px solid #F2A541;outline-offset:2px}
.bar button{background:#fff;color:#0B3558;border-color:#fff}
#passkey-button{margin:4px 0 20px}
.quiet{background:#fff;color:#0B3558}
.quiet:hover{background:#E8F1F8}
.status{padding:12px 16px;border-left:4px solid #0B3558;background:#E8F1F8}
.status.problem{border-color:#B42318;background:#FEF3F2;color:#7A271A}
.status:empty{display:none}
.passkeys{list-style:none;margin:0 0 16px;padding:0}
.passkeys li{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;padding:12px 0;border-bottom:1px solid #D9E2EC}
.passkeys form{margin:0}
[hidden]{display:none!important}
`;
