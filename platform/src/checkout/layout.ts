import {escapeHtml} from '../outbox/mails.js';

export const esc = escapeHtml;

const CSS = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;background:#f8fafc}
header{background:#fff;border-bottom:1px solid #e2e8f0;padding:16px 24px}header a{color:#e11d48;font-weight:700;text-decoration:none;font-size:20px}
main>*{min-width:0}a{overflow-wrap:anywhere}.back{display:inline-block;margin:0 0 12px;color:#0f172a;font-weight:600;padding:10px 0}
main{max-width:1040px;margin:24px auto;padding:0 16px;display:grid;gap:24px;grid-template-columns:1fr}
@media(min-width:860px){main.checkout{grid-template-columns:3fr 2fr}}
section,aside{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:20px}
h1{font-size:24px;margin:0 0 16px}h2{font-size:18px;margin:0 0 12px}
fieldset{border:0;padding:0;margin:0 0 20px}legend{font-weight:600;margin-bottom:8px}
label{display:block;font-size:14px;font-weight:500;margin:10px 0 4px}
input,select{width:100%;padding:10px 12px;border:1px solid #94a3b8;border-radius:6px;font:inherit}
input:focus,select:focus{outline:3px solid #fda4af;border-color:#e11d48}
.row,.row3{display:grid;column-gap:12px;grid-template-columns:1fr 1fr;grid-template-rows:repeat(3,auto)}.row>div,.row3>div{display:grid;grid-row:span 3;grid-template-rows:subgrid;align-content:start}.row label,.row3 label{align-self:end}.row3{grid-template-rows:repeat(6,auto)}.row3>div:first-child{grid-column:1/-1}@media(min-width:560px){.row3{grid-template-columns:2fr 1fr 1fr;grid-template-rows:repeat(3,auto)}.row3>div:first-child{grid-column:auto}}
.err{color:#b91c1c;font-size:14px;margin:4px 0 0}.err[hidden],.alert[hidden]{display:none}[aria-invalid=true]{border-color:#b91c1c}
.alert{background:#fef2f2;border:1px solid #fecaca;color:#991b1b;padding:12px;border-radius:6px;margin-bottom:16px}
button,.button{display:inline-block;background:#e11d48;color:#fff;border:0;border-radius:6px;padding:14px 22px;font:600 16px system-ui;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:#be123c}
table{width:100%;border-collapse:collapse}td{padding:8px 0;vertical-align:top}td.num{text-align:right;white-space:nowrap}
tr.total td{font-weight:700;border-top:1px solid #e2e8f0;padding-top:12px}.muted{color:#64748b;font-size:14px}
.line img{width:56px;height:56px;border-radius:8px;border:1px solid #e2e8f0;margin-right:12px;vertical-align:middle}
.hint{font-size:13px;color:#475569}
`;

/**
 * A platform page. `home` is where the "Oral Care Shop" header link leads:
 * shopper-facing pages (checkout, order status) pass the shop's URL so the
 * shopper gets back to the shop; the platform's own tool pages keep `/`.
 */
export function page(title: string, body: string, mainClass = '', home = '/'): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} – Oral Care Shop</title><style>${CSS}</style></head>
<body><header><a href="${esc(home)}">Oral Care Shop</a></header><main class="${mainClass}">${body}</main></body></html>`;
}

export function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
