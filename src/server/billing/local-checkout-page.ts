// Server-rendered pages of the built-in local payment provider: no script (CSP script-src 'self'),
// labelled fields with autocomplete hints, errors announced and tied to their fields.
// The app-wide Referrer-Policy is no-referrer, under which a browser form POST carries `Origin: null`
// and the CSRF guard refuses it; the page relaxes its own policy to same-origin (a meta tag, since the
// header is set after the route runs) so the same-origin form POST carries its real Origin.
import { formatPrice } from '../../shared/billing.ts';
import { PLANS, PRODUCT_NAME, type PlanKey } from '../../shared/constants.ts';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a;line-height:1.5}
main{max-width:28rem;margin:2.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;box-shadow:0 1px 3px rgba(15,23,42,.08);padding:1.5rem}
.brand{font-weight:700;color:#4338ca;margin:0 0 .25rem;font-size:.95rem}
h1{font-size:1.4rem;margin:0 0 1rem}
.plan{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;background:#eef2ff;border:1px solid #c7d2fe;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1.25rem}
.plan strong{font-size:1.05rem}.price{font-size:1.25rem;font-weight:700}.price span{font-size:.9rem;font-weight:400;color:#475569}
.desc{margin:.1rem 0 0;color:#475569;font-size:.9rem}
label{display:block;font-weight:600;font-size:.9rem;margin-bottom:.3rem}
input{width:100%;font:inherit;padding:.55rem .7rem;border:1px solid #94a3b8;border-radius:.4rem;background:#fff;color:#0f172a}
input:focus{outline:3px solid #a5b4fc;outline-offset:1px;border-color:#4338ca}
input[aria-invalid=true]{border-color:#b91c1c}
.field{margin-bottom:1rem}.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.hint{font-size:.8rem;color:#475569;margin:.25rem 0 0}
.field-error{font-size:.85rem;color:#b91c1c;margin:.25rem 0 0}
.alert{border:1px solid #fecaca;background:#fef2f2;color:#991b1b;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem}
.alert p{margin:0}
button{width:100%;font:inherit;font-weight:600;padding:.7rem 1rem;border:0;border-radius:.5rem;background:#4338ca;color:#fff;cursor:pointer}
button:hover{background:#3730a3}button:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
.actions{margin-top:1.25rem;display:flex;flex-direction:column;gap:.75rem;align-items:center}
a{color:#4338ca}
.test{margin-top:1.25rem;font-size:.85rem;color:#334155;background:#f8fafc;border:1px dashed #cbd5e1;border-radius:.5rem;padding:.75rem 1rem}
.test h2{font-size:.9rem;margin:0 0 .35rem}.test ul{margin:0;padding-left:1.1rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} · ${PRODUCT_NAME}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface CheckoutFormValues {
  cardNumber?: string;
  expiry?: string;
  name?: string;
}

export type CheckoutFieldErrors = Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>>;

export function renderCheckoutPage(opts: {
  sessionId: string;
  tier: PlanKey;
  values?: CheckoutFormValues;
  error?: string;
  fieldErrors?: CheckoutFieldErrors;
}): string {
  const plan = PLANS[opts.tier];
  const v = opts.values ?? {};
  const fe = opts.fieldErrors ?? {};
  const action = `/api/checkout/local/${encodeURIComponent(opts.sessionId)}`;
  const field = (id: 'cardNumber' | 'expiry' | 'cvc', label: string, attrs: string, hint?: string) => {
    const describedBy = [hint ? `${id}-hint` : '', fe[id] ? `${id}-error` : ''].filter(Boolean).join(' ');
    return `<div class="field">
  <label for="${id}">${label}</label>
  <input id="${id}" name="${id}" ${attrs} required${describedBy ? ` aria-describedby="${describedBy}"` : ''}${fe[id] ? ' aria-invalid="true"' : ''}>
  ${hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : ''}
  ${fe[id] ? `<p class="field-error" id="${id}-error">${escapeHtml(fe[id]!)}</p>` : ''}
</div>`;
  };
  const body = `<div class="card">
<p class="brand">${PRODUCT_NAME} test checkout</p>
<h1>Subscribe to Premium</h1>
<div class="plan">
  <div><strong>${escapeHtml(plan.name)} Premium</strong><p class="desc">${escapeHtml(plan.description)}</p></div>
  <div class="price">${formatPrice(plan.price)}<span>/${plan.interval}</span></div>
</div>
${opts.error ? `<div class="alert" role="alert"><p>${escapeHtml(opts.error)}</p></div>` : ''}
<form method="post" action="${action}" novalidate>
  <div class="field">
    <label for="name">Name on card (optional)</label>
    <input id="name" name="name" type="text" autocomplete="cc-name" maxlength="100" value="${escapeHtml(v.name ?? '')}">
  </div>
  ${field('cardNumber', 'Card number', `type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242" value="${escapeHtml(v.cardNumber ?? '')}"`)}
  <div class="row">
    ${field('expiry', 'Expiry (MM/YY)', `type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="12/34" value="${escapeHtml(v.expiry ?? '')}"`)}
    ${field('cvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123"')}
  </div>
  <button type="submit">Pay ${formatPrice(plan.price)}</button>
</form>
<div class="actions"><a href="/subscription?canceled=true">Cancel</a></div>
<section class="test" aria-labelledby="test-cards">
  <h2 id="test-cards">Test cards</h2>
  <p>No real card is charged. Use any future expiry and any 3 digits as CVC.</p>
  <ul>
    <li><code>4242 4242 4242 4242</code> succeeds</li>
    <li><code>4000 0000 0000 0002</code> is declined</li>
  </ul>
</section>
</div>`;
  return layout('Checkout', body);
}

export function renderMessagePage(title: string, message: string, link: { href: string; label: string }): string {
  return layout(
    title,
    `<div class="card">
<p class="brand">${PRODUCT_NAME}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
</div>`,
  );
}
