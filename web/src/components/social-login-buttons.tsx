import { useEffect, useRef, useState } from 'react';
import { type SocialLoginInput } from '../lib/api/auth/social-login';
import { useSiteSettings } from '../lib/api/settings/site-settings';
import { account as ACCOUNT_TEXT } from '../messages/account';
import './social-login-buttons.css';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (answer: { authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
}

declare global {
  interface Window {
    google?: GoogleIdentity;
    FB?: FacebookSdk;
  }
}

/** Loads a provider's script once; the promise settles when it has run. */
function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing?.dataset.loaded) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error(src)));
    if (!existing) {
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  });
}

function GoogleButton({ clientId, onToken }: { clientId: string; onToken: (token: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onToken);
  callback.current = onToken;
  useEffect(() => {
    let active = true;
    void loadScript('https://accounts.google.com/gsi/client')
      .then(() => {
        const google = window.google;
        if (!active || !google || !container.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (answer) => {
            if (answer.credential) callback.current(answer.credential);
          },
        });
        google.accounts.id.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'continue_with',
          locale: 'fr',
          width: container.current.clientWidth || 320,
        });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [clientId]);
  return <div ref={container} className="social-login__google" aria-label={ACCOUNT_TEXT.login.google} />;
}

function FacebookButton({
  appId,
  onToken,
  onError,
}: {
  appId: string;
  onToken: (token: string) => void;
  onError: (message: string) => void;
}) {
  const t = ACCOUNT_TEXT.login;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadScript('https://connect.facebook.net/fr_FR/sdk.js')
      .then(() => {
        if (!active || !window.FB) return;
        window.FB.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
        setReady(true);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [appId]);
  return (
    <button
      type="button"
      className="button social-login__facebook"
      onClick={() => {
        if (!ready || !window.FB) return onError(t.facebookUnavailable);
        window.FB.login(
          (answer) => {
            const token = answer.authResponse?.accessToken;
            if (token) onToken(token);
            else onError(t.facebookCancelled);
          },
          { scope: 'email' },
        );
      }}
    >
      {t.facebook}
    </button>
  );
}

/** Google and Facebook sign-in, each only when the deployment's settings give its id (GOOGLE_CLIENT_ID, FACEBOOK_APP_ID). */
export function SocialLoginButtons({
  remember,
  onLogin,
  onError,
}: {
  remember: boolean;
  onLogin: (input: SocialLoginInput) => void;
  onError: (message: string) => void;
}) {
  const { google_client_id: googleClientId, facebook_app_id: facebookAppId } = useSiteSettings().sign_in;
  if (!googleClientId && !facebookAppId) return null;
  return (
    <div className="social-login">
      {googleClientId && (
        <GoogleButton clientId={googleClientId} onToken={(token) => onLogin({ provider: 'google', token, remember })} />
      )}
      {facebookAppId && (
        <FacebookButton
          appId={facebookAppId}
          onToken={(token) => onLogin({ provider: 'facebook', token, remember })}
          onError={onError}
        />
      )}
      <p className="social-login__or">
        <span>{ACCOUNT_TEXT.login.or}</span>
      </p>
    </div>
  );
}
