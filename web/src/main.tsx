import { createQueryClient } from '@bebe-star/web-common/query-client';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { readServerState } from './app/server-state';
import { readInlinedSettings, siteSettingsQuery } from './lib/api/settings/site-settings';
import '@bebe-star/web-common/base.css';
import './styles.css';

/** Takes over the page the server rendered (hydration), or renders the whole page when it sent the bare one. */
async function start(): Promise<void> {
  const state = readServerState();
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, state.queries);
  const settings = readInlinedSettings();
  if (settings) queryClient.setQueryData(siteSettingsQuery.queryKey, settings);
  const router = await createRouter(queryClient, state?.router);
  const container = document.getElementById('root') as HTMLElement;
  const app = <App queryClient={queryClient} router={router} fromServer={state !== null} />;
  // As a transition, the take-over yields to the browser between components: the page the server
  // rendered stays responsive on a slow phone meanwhile.
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

/**
 * The service worker (offline starts, web push; built with the site, see vite.config.ts), registered
 * once the page has loaded so that its downloads never compete with the page's own.
 */
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

void start();
registerServiceWorker();
