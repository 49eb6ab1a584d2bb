/* global self */
/*
 * Web push for the site's service worker (imported by sw.js through workbox's importScripts): shows
 * each notification the API sends ({ kind, title, body, url, tag }), opens its page when tapped, and
 * turns its kind off from the notification itself ("Ne plus recevoir"), without signing in: the
 * device proves itself by its subscription's secret.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Bébé Star', {
      body: message.body || '',
      icon: '/icon.svg',
      tag: message.tag,
      data: { url: message.url || '/', kind: message.kind },
      actions: message.kind ? [{ action: 'off', title: 'Ne plus recevoir' }] : [],
    }),
  );
});

/** Turns this kind off for the account owning this device. */
async function turnOff(kind) {
  const subscription = await self.registration.pushManager.getSubscription();
  if (!subscription) return;
  await fetch('/api/notifications/unsubscribe/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: subscription.endpoint, auth: subscription.toJSON().keys.auth, kind }),
  });
}

/** A tab of the site already open is brought forward (at the notification's page); else one is opened. */
async function show(url) {
  const target = new URL(url, self.location.origin);
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === target.origin);
  if (tab) {
    const focused = await tab.focus();
    if (focused.url !== target.href && 'navigate' in focused) await focused.navigate(target.href);
    return;
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data || {};
  event.notification.close();
  event.waitUntil(event.action === 'off' ? turnOff(data.kind) : show(data.url || '/'));
});
