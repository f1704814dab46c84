import { PRODUCT, REALM } from '../config.ts';
import { DEMO_USERS } from '../db/users.ts';
import { ssoText, type SsoLanguage } from './ssoLanguage.ts';

export function escapeHtml(value: string): string {
    return value.replace(
        /[&<>"']/g,
        char =>
            ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
    );
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;
    background:#eef3f4;color:#1d2b2d}
  main{width:100%;max-width:380px;margin:24px;background:#fff;border-radius:8px;
    box-shadow:0 2px 12px rgba(0,0,0,.12);padding:32px}
  h1{margin:0 0 4px;font-size:1.6rem;color:#0098a1;letter-spacing:.02em}
  h2{margin:0 0 24px;font-size:1rem;font-weight:400;color:#55676a}
  label{display:block;font-weight:600;margin:16px 0 6px}
  input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #b8c6c8;border-radius:4px}
  input:focus{outline:2px solid #0098a1;outline-offset:1px}
  button{width:100%;margin-top:24px;padding:11px;font-size:1rem;font-weight:600;color:#fff;
    background:#0098a1;border:0;border-radius:4px;cursor:pointer}
  button:hover{background:#007f87}
  .alert{margin:0 0 8px;padding:10px 12px;border-radius:4px;background:#fdecea;color:#8a1c12;
    border:1px solid #f5c2bd}
  details{margin-top:24px;font-size:.85rem;color:#55676a}
  summary{cursor:pointer}
  table{border-collapse:collapse;margin-top:8px;width:100%}
  td{padding:3px 6px 3px 0;vertical-align:top}
  a{color:#007f87}
`;

function layout(language: SsoLanguage, title: string, body: string, head = ''): string {
    return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function demoUsers(language: SsoLanguage): string {
    const rows = DEMO_USERS.map(
        user =>
            `<tr><td><code>${escapeHtml(user.username)}</code></td><td>${escapeHtml(user.summary)}</td></tr>`,
    ).join('');
    return `<details><summary>${escapeHtml(ssoText(language, 'demoUsers'))}</summary><table>${rows}</table></details>`;
}

export interface LoginPageOptions {
    language: SsoLanguage;
    action: string;
    username?: string;
    error?: string;
}

export function loginPage({ language, action, username = '', error }: LoginPageOptions): string {
    const text = (key: Parameters<typeof ssoText>[1]) => escapeHtml(ssoText(language, key));
    const alert = error ? `<p class="alert" role="alert">${escapeHtml(error)}</p>` : '';
    return layout(
        language,
        ssoText(language, 'signInTitle', { product: PRODUCT }),
        `<h1>${escapeHtml(PRODUCT)}</h1>
<h2>${escapeHtml(ssoText(language, 'signInHeading', { realm: REALM }))}</h2>
${alert}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="username">${text('username')}</label>
  <input id="username" name="username" autocomplete="username" value="${escapeHtml(username)}"
    autocapitalize="none" spellcheck="false" ${username ? '' : 'autofocus'}>
  <label for="password">${text('password')}</label>
  <input id="password" type="password" name="password" autocomplete="current-password"
    ${username ? 'autofocus' : ''}>
  <button type="submit">${text('signIn')}</button>
</form>
${demoUsers(language)}`,
    );
}

export function messagePage(
    language: SsoLanguage,
    title: string,
    message: string,
    link?: { href: string; text: string },
): string {
    const anchor = link
        ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`
        : '';
    return layout(
        language,
        title,
        `<h1>${escapeHtml(PRODUCT)}</h1>
<h2>${escapeHtml(title)}</h2>
<p>${escapeHtml(message)}</p>
${anchor}`,
    );
}

/** Submits oidc-provider's logout form at once: Keycloak signs out without asking. */
export function autoLogoutPage(language: SsoLanguage, form: string): string {
    const withLogout = form.replace(
        '</form>',
        '<input type="hidden" name="logout" value="yes"/></form>',
    );
    return layout(
        language,
        ssoText(language, 'signingOutTitle'),
        `<h1>${escapeHtml(PRODUCT)}</h1>
<h2>${escapeHtml(ssoText(language, 'signingOut'))}</h2>
${withLogout}
<noscript><button type="submit" form="op.logoutForm">${escapeHtml(ssoText(language, 'signOut'))}</button></noscript>
<script>document.getElementById('op.logoutForm').submit()</script>`,
    );
}
