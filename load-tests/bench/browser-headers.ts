/**
 * What a phone's browser sends with every request: the fraud score's `automation` signal fires for a
 * request without a User-Agent or Accept-Language, or with a script's. The bench models phones.
 */
export const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'accept-language': 'fr-FR,fr;q=0.9,en;q=0.6',
  accept: 'application/json, text/plain, */*',
};
