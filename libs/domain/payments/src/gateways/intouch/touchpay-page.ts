import { MESSAGES } from '@app/common';

/** What TouchPay's `sendPaymentInfos` takes, in its order. */
export interface TouchpayParams {
  order_number: string;
  agency_code: string | undefined;
  secure_code: string | undefined;
  domain_name: string;
  url_success: string;
  url_failed: string;
  amount: number;
  city: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page that loads TouchPay's script and hands it the payment (a button when the script is slow). */
export function touchpayPage(params: TouchpayParams, packName: string, scriptUrl: string): string {
  const json = JSON.stringify(params).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(MESSAGES.payments.intouchPageTitle)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fff7fb;color:#3b2a35}main{text-align:center;padding:24px}button{margin-top:16px;padding:12px 20px;border:0;border-radius:999px;background:#e8478b;color:#fff;font-size:16px}</style>
</head>
<body>
<main>
<p>${escape(MESSAGES.payments.intouchRedirecting)}</p>
<p><strong>${escape(packName)}</strong> — ${params.amount} FCFA</p>
<button id="pay" type="button">${escape(MESSAGES.payments.intouchContinue)}</button>
</main>
<script src="${escape(scriptUrl)}"></script>
<script>
var p = ${json};
function pay() {
  sendPaymentInfos(p.order_number, p.agency_code, p.secure_code, p.domain_name, p.url_success, p.url_failed,
    p.amount, p.city, p.email, p.first_name, p.last_name, p.phone);
}
document.getElementById('pay').addEventListener('click', pay);
if (typeof sendPaymentInfos === 'function') pay();
</script>
</body>
</html>`;
}
