import { formatBRL } from '../../shared/money';
import { SANDBOX_MESSAGES, type SandboxSessionSummary } from './sandbox';
import { escapeHtml } from '../escape-html';

// Inline styles are allowed by our CSP (style-src 'unsafe-inline'); inline scripts are not, so the page is a plain
// form that works without JavaScript.
const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f3ff;color:#1f1836;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.card{background:#fff;border-radius:1rem;padding:1.5rem;box-shadow:0 10px 30px rgba(76,29,149,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem}
.brand{color:#6d28d9;font-weight:700;letter-spacing:.02em;margin:0 0 1rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 0}
.description{margin:0 0 1.25rem;color:#4b4463}
.notice{background:#fef9c3;border:1px solid #fde047;border-radius:.75rem;padding:.75rem;font-size:.875rem;margin:0 0 1.25rem}
.alert{background:#fee2e2;border:1px solid #fca5a5;color:#7f1d1d;border-radius:.75rem;padding:.75rem;margin:0 0 1rem}
.info{background:#ede9fe;border-radius:.75rem;padding:.75rem;margin:0 0 1rem}
label{display:block;font-weight:600;font-size:.9rem;margin:0 0 .25rem}
input{width:100%;font-size:1rem;padding:.75rem;border:1px solid #c4b5fd;border-radius:.625rem;margin:0 0 1rem;background:#fff}
input:focus{outline:3px solid #a78bfa;outline-offset:1px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button,.button{display:block;width:100%;text-align:center;font-size:1.05rem;font-weight:700;padding:.875rem;border:0;border-radius:.75rem;background:#6d28d9;color:#fff;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:#5b21b6}
.secondary{display:block;text-align:center;margin-top:1rem;color:#5b21b6}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<div class="card">
<p class="brand">Aria · Pagamento</p>
${body}
</div>
</main>
</body>
</html>`;
}

function header(session: SandboxSessionSummary): string {
  return `<h1>Finalize seu pagamento</h1>
<p class="amount">${escapeHtml(formatBRL(session.amountCents))}</p>
<p class="description">${escapeHtml(session.description)}</p>`;
}

export function renderPaymentForm(session: SandboxSessionSummary, error?: string): string {
  const action = `/checkout/sandbox/${encodeURIComponent(session.id)}`;
  return layout(
    'Pagamento — Aria',
    `${header(session)}
<p class="notice"><strong>Ambiente de testes:</strong> nenhuma cobrança real é feita. Use o cartão 4242 4242 4242 4242 para aprovar ou 4000 0000 0000 0002 para simular uma recusa, com qualquer validade futura e qualquer CVC.</p>
${error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="cardNumber">Número do cartão</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" maxlength="23" required>
<div class="row">
<div>
<label for="expiry">Validade</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" maxlength="7" required>
</div>
<div>
<label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required>
</div>
</div>
<button type="submit">Pagar</button>
</form>
<a class="secondary" href="${escapeHtml(session.cancelUrl)}">Cancelar e voltar</a>`,
  );
}

export function renderSessionState(
  kind: 'paid' | 'expired' | 'refunded',
  session: SandboxSessionSummary,
): string {
  const message =
    kind === 'paid'
      ? SANDBOX_MESSAGES.alreadyPaid
      : kind === 'expired'
        ? SANDBOX_MESSAGES.expired
        : SANDBOX_MESSAGES.refunded;
  const link =
    kind === 'paid'
      ? `<a class="button" href="${escapeHtml(session.successUrl)}">Continuar</a>`
      : `<a class="button" href="${escapeHtml(session.cancelUrl)}">Voltar ao site</a>`;
  return layout(
    'Pagamento — Aria',
    `${header(session)}<p class="info" role="status">${escapeHtml(message)}</p>${link}`,
  );
}

export function renderMessagePage(message: string): string {
  return layout(
    'Pagamento — Aria',
    `<h1>Pagamento</h1><p class="info" role="alert">${escapeHtml(message)}</p>`,
  );
}
