import { createHash } from 'node:crypto';

/**
 * The pages' whole style (under 2 KB): the site's colours and buttons, one column readable from 360 px,
 * large tap targets. Served as a file (the site's CSP allows no inline style), cached by its version.
 */
export const PLAIN_STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fff7fb;color:#2d1f2a;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
header,main,footer{max-width:36rem;margin:0 auto;padding:12px 16px}
header{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:center;border-bottom:1px solid #eadde5}
header .brand{font-weight:700;color:#a8285d;text-decoration:none;font-size:1.15rem}
header small,.muted,.hint{color:#6e5d69}
.account{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:center;width:100%;font-size:.9rem}
a{color:#a8285d}
h1{font-size:1.4rem;margin:.4em 0}
h2{font-size:1.1rem;margin:0 0 .5em}
h3{font-size:1rem;margin:0}
section{background:#fff;border:1px solid #eadde5;border-radius:14px;padding:14px;margin:14px 0}
.photo{display:block;border-radius:12px;width:160px;height:auto;margin:8px 0}
.count{font-size:1.15rem;margin:.3em 0}
.notice,.error,.success{border-radius:10px;padding:10px 12px;margin:12px 0}
.notice{background:#fde7f1}
.success{background:#e3f4ec;color:#0f6e4b}
.error{background:#fdecea;color:#8e1c1c}
label{display:block;font-weight:600;margin:10px 0 4px}
input,select{width:100%;min-height:44px;padding:8px 10px;font:inherit;border:1px solid #b9a8b3;border-radius:10px;background:#fff;color:inherit}
.field-error{color:#8e1c1c;margin:4px 0 0}
button,.button{display:inline-flex;justify-content:center;align-items:center;width:100%;min-height:44px;margin-top:12px;padding:10px 18px;border-radius:999px;border:1px solid #c9356f;background:#c9356f;color:#fff;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
.button--plain{background:#fff;color:#2d1f2a;border-color:#eadde5}
button.link{display:inline;width:auto;min-height:0;margin:0;padding:0;border:0;background:none;color:#a8285d;font-weight:400;text-decoration:underline}
form.inline{display:inline}
.pack{border-top:1px solid #eadde5;padding-top:10px;margin-top:10px}
.pack:first-of-type{border-top:0;margin-top:0;padding-top:0}
.price{margin:.2em 0}
.receipt{overflow-wrap:anywhere}
footer{font-size:.9rem}
`.trim();

/** The style's version, in its address: a new style is a new file, the old one cached forever. */
export const PLAIN_STYLE_VERSION = createHash('sha256').update(PLAIN_STYLE).digest('hex').slice(0, 10);
