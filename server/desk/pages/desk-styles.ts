/**
 * The desk's rules, in each desk page (desk-page.ts), which the desk's CSP allows by their hash: the site's colours
 * (src/styles/theme.ts), the system font, 44 px tap targets, one column on a phone.
 */
export const DESK_STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1F2933;background:#F5F7FA}
.bar{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;padding:12px 16px;background:#0B3558;color:#fff}
.brand{font-weight:700}
.who{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center}
main{max-width:72rem;margin:0 auto;padding:24px 16px 48px}
main>p,main>ul{max-width:40rem}
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
.bar nav{display:flex;flex-wrap:wrap;gap:8px 16px}
.bar a{color:#fff;min-height:44px;display:inline-flex;align-items:center}
a:focus-visible{outline:3px solid #F2A541;outline-offset:2px}
label{font-weight:600}
h3{margin:20px 0 8px;font-size:1rem;color:#0B3558}
textarea{display:block;width:100%;max-width:40rem;padding:8px 10px;border:1px solid #4A5866;border-radius:6px;font:inherit;font-weight:400;color:#1F2933;background:#fff}
textarea:focus-visible{outline:3px solid #9A4A00;outline-offset:1px}
.change{display:flex;flex-direction:column;align-items:flex-start;gap:8px;margin:0 0 16px;max-width:40rem}
.change>*{max-width:100%}
.change input:not([type=checkbox]):not([type=radio]){width:100%;max-width:24rem}
.change fieldset{margin:0;padding:8px 12px;border:1px solid #D9E2EC;border-radius:8px;width:100%}
.change legend{font-weight:600}
.tick{display:flex;gap:8px;align-items:flex-start;font-weight:400;padding:6px 0}
.tick input{flex:none;min-height:auto;width:24px;height:24px;margin:0}
[aria-invalid=true]{border-color:#B42318}
.field-problem{margin:0;color:#B42318;font-weight:600}
details{margin:0 0 8px;border:1px solid #D9E2EC;border-radius:8px;background:#fff;max-width:40rem}
summary{min-height:44px;display:list-item;padding:10px 12px;font-weight:600;color:#0B3558;cursor:pointer}
summary:focus-visible{outline:3px solid #F2A541;outline-offset:2px}
details .change{padding:0 12px 12px}
select,input{max-width:100%;font-weight:400;min-height:44px;padding:8px 10px;border:1px solid #4A5866;border-radius:6px;font:inherit;background:#fff;color:#1F2933}
select:focus-visible,input:focus-visible{outline:3px solid #9A4A00;outline-offset:1px}
.filters{display:flex;flex-wrap:wrap;gap:12px 16px;align-items:flex-end;margin:0 0 16px}
.filters label{display:flex;flex-direction:column;gap:4px;min-width:0;max-width:100%}
.search{margin:0 0 16px}
.search label{display:block;margin:0 0 4px}
.search-row{display:flex;flex-wrap:wrap;gap:8px}
.search input[type=search]{flex:1 1 16rem;max-width:32rem}
.count{font-weight:600}
.counts{margin:0 0 16px}
.counts h2{margin:0 0 8px}
.counts h3{margin:12px 0 8px}
.counts ul{display:flex;flex-wrap:wrap;gap:8px;margin:0;padding:0;list-style:none}
.counts a{min-height:44px;display:inline-flex;align-items:center;gap:6px;padding:8px 12px;border:1px solid #D9E2EC;border-radius:8px;background:#fff;color:#0B3558;text-decoration:none}
.counts a:hover{border-color:#0B3558}
.counts a[aria-current]{background:#0B3558;border-color:#0B3558;color:#fff}
.queue-links{display:flex;flex-wrap:wrap;gap:0 24px;margin:0}
.queue-links a{min-height:44px;display:inline-flex;align-items:center;color:#0B3558}
.filter .filters{padding:0 12px 12px;margin:0}
.search .tick{display:flex;align-items:center;margin:4px 0 0}
.pages{display:flex;gap:12px;margin:16px 0 0}
.queue{width:100%;border-collapse:collapse;background:#fff}
.queue th,.queue td{padding:10px 12px;border-bottom:1px solid #D9E2EC;text-align:left;vertical-align:top}
.queue thead th{background:#E8F1F8;color:#0B3558}
.looked{width:100%;max-width:48rem;border-collapse:collapse;background:#fff;margin:0 0 16px}
.looked th,.looked td{padding:8px 12px;border-bottom:1px solid #D9E2EC;text-align:left;vertical-align:top;overflow-wrap:break-word}
.looked thead th{background:#E8F1F8;color:#0B3558}
.looked td:first-child{white-space:nowrap}
.due-soon{color:#B42318;font-weight:700}
.state,.sent{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:6px 16px;margin:0 0 16px;max-width:48rem}
.state dt,.sent dt{font-weight:600;color:#4A5866}
.state dd,.sent dd{margin:0;overflow-wrap:break-word;min-width:0}
.reference,.queue th[scope=row]{white-space:nowrap}
.sent dd p{margin:0 0 6px}
.documents,.timeline{margin:0 0 16px;padding:0;list-style:none;max-width:48rem}
.documents li{display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;padding:8px 0;border-bottom:1px solid #D9E2EC;overflow-wrap:anywhere}
.documents a{min-height:44px;display:inline-flex;align-items:center;color:#0B3558}
.thumbnail{flex:none;width:162px;justify-content:center}
.thumbnail img{display:block;box-sizing:content-box;border:1px solid #D9E2EC;border-radius:4px;background:#fff}
.documents .about{flex:1 1 10rem;display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center}
.quiet-text{color:#4A5866}
.timeline li{padding:10px 0;border-bottom:1px solid #D9E2EC}
.timeline time{display:block;font-weight:600;color:#4A5866}
.timeline p{margin:4px 0}
.ticket{display:flex;flex-direction:column}
.standing{padding:16px;border:1px solid #D9E2EC;border-radius:8px;background:#fff}
.standing h2{margin-top:0}
.standing details{background:#F5F7FA}
.change fieldset.product{margin:8px 0 0;padding:0;border:0}
.product legend{padding:0;color:#4A5866}
.preview{width:100%;padding:12px;border:1px solid #D9E2EC;border-radius:8px;background:#fff}
.preview h4{margin:0 0 8px;color:#0B3558}
.mail-text{margin:0;font:inherit;white-space:pre-wrap;overflow-wrap:anywhere}
.mail{margin:0 0 16px;padding:0;list-style:none;max-width:48rem}
.mail>li{padding:8px 0 16px;border-bottom:1px solid #D9E2EC}
.mail pre{margin:0 0 12px}
.mail details pre{padding:0 12px 12px}
.error-summary{margin:0 0 24px;padding:16px;border:4px solid #B42318;background:#fff;max-width:48rem}
.error-summary h2{margin:0 0 8px;color:#7A271A}
.error-summary ul{margin:0;padding-left:20px}
.error-summary a{color:#B42318;font-weight:600}
.error-summary:focus,#done:focus{outline:3px solid #F2A541;outline-offset:2px}
a.button{min-height:44px;display:inline-flex;align-items:center;padding:10px 20px;border-radius:8px;font-weight:600;background:#0B3558;color:#fff;text-decoration:none}
a.button:hover{background:#082640}
.change input.days{width:6rem}
.insurer fieldset{display:flex;flex-direction:column;align-items:flex-start;gap:8px}
.insurer .quiet-text{margin:0}
.insurers{width:100%;border-collapse:collapse;background:#fff}
.insurers th,.insurers td{padding:10px 12px;border-bottom:1px solid #D9E2EC;text-align:left;vertical-align:top;overflow-wrap:break-word}
.insurers [data-label=Phone]{white-space:nowrap}
.insurers thead th{background:#E8F1F8;color:#0B3558}
.insurers a{color:#0B3558}
@media (min-width:64rem){
.ticket{display:grid;grid-template-columns:26rem minmax(0,1fr);gap:32px;align-items:start}
.sent-and-timeline>h2:first-child{margin-top:0}
}
blockquote{margin:4px 0;padding:4px 12px;border-left:4px solid #D9E2EC;white-space:normal;overflow-wrap:anywhere}
.figures-scroll{position:relative;overflow-x:auto;margin:0 0 8px;border:1px solid #D9E2EC;border-radius:8px;background:#fff}
.figures-scroll:focus-visible{outline:3px solid #F2A541;outline-offset:2px}
.figures{border-collapse:collapse;min-width:100%;font-size:.875rem;font-variant-numeric:tabular-nums}
.figures caption{padding:8px 12px;text-align:left;font-weight:600;color:#0B3558}
.figures caption span{position:sticky;left:12px;display:inline-block;max-width:calc(100vw - 72px)}
.figures th,.figures td{padding:6px;border-bottom:1px solid #D9E2EC;text-align:right;white-space:nowrap}
.figures thead th{background:#E8F1F8;color:#0B3558;vertical-align:bottom;white-space:normal}
.figures th[scope=colgroup]{text-align:center;border-bottom-color:#9FB3C8}
.figures thead tr:first-child th:first-child,.figures tbody th{position:sticky;left:0;min-width:8rem;max-width:12rem;text-align:left;white-space:normal;overflow-wrap:anywhere}
.figures tbody th{background:#fff}
.figures .total th,.figures .total td{font-weight:700;background:#F5F7FA}
.figures .unseen{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:48rem){
.state,.sent{grid-template-columns:1fr;gap:0}
.state dd,.sent dd{margin:0 0 10px}
.queue thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.queue,.queue tbody,.queue tr,.queue th,.queue td{display:block}
.queue tr{display:flex;flex-wrap:wrap;align-items:baseline;gap:2px 8px;padding:10px 8px;border-bottom:2px solid #D9E2EC}
.queue tr::before,.queue tr::after{content:"";flex-basis:100%;order:2}
.queue tr::after{order:4}
.queue th,.queue td{border:0;padding:0;flex:1 1 0;min-width:0}
.queue [data-label=Days],.queue [data-label=Type],.queue [data-label=Owner]{flex:0 1 auto;text-align:right;font-size:.875rem}
.queue [data-label=Reference],.queue [data-label=Days]{order:1}
.queue [data-label=Name],.queue [data-label=Type]{order:3}
.queue [data-label=Step],.queue [data-label=Owner]{order:5}
.queue [data-label=Name]{font-weight:600}
.queue [data-label=Received]{display:none}
.looked thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.looked,.looked tbody,.looked tr{display:block}
.looked tr{padding:8px 12px;border-bottom:1px solid #D9E2EC}
.looked td{display:inline;padding:0;border:0}
.looked td:first-child{display:block;font-weight:600;color:#4A5866}
.looked td:nth-child(2){font-weight:600}
.insurers thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.insurers,.insurers tbody,.insurers tr,.insurers th,.insurers td{display:block}
.insurers tr{padding:10px 12px;border-bottom:2px solid #D9E2EC}
.insurers th,.insurers td{padding:2px 0;border:0}
.insurers td::before{content:attr(data-label) ": ";font-weight:600;color:#4A5866}
.insurers td a{min-height:44px;display:inline-flex;align-items:center}
}
`;
