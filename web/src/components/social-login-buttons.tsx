import { useEffect, useRef, useState } from 'react';
import { type SocialLoginInput } from '../lib/api/auth/social-login';
import { account as ACCOUNT_TEXT } from '../messages/account';
import './social-login-buttons.css';

const GOOGLE_CLIENT_ID = import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined;
const FACEBOOK_APP_ID = import.meta.env.VITE_FACEBOOK_APP_ID as string | undefined;

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

function GoogleButton({ onToken }: { onToken: (token: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onToken);
  callback.current = onToken;
  useEffect(() => {
    let active = true;
    void loadScript('https://accounts.google.com/gsi/client')
      .then(() => {
        const google = window.google;
        if (!active || !google || !container.current || !GOOGLE_CLIENT_ID) return;
        google.accounts.id.initialize({
          client_id: GOOGLE_CLIENT_ID,
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
  }, []);
  return <div ref={container} className="social-login__google" aria-label={ACCOUNT_TEXT.login.google} />;
}

function FacebookButton({
  onToken,
  onError,
}: {
  onToken: (token: string) => void;
  onError: (message: string) => void;
}) {
  const t = ACCOUNT_TEXT.login;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadScript('https://connect.facebook.net/fr_FR/sdk.js')
      .then(() => {
        if (!active || !window.FB || !FACEBOOK_APP_ID) return;
        window.FB.init({ appId: FACEBOOK_APP_ID, version: 'v19.0', cookie: false, xfbml: false });
        setReady(true);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
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

/** Whether at least one social sign-in is configured for this build. */
export const hasSocialLogin = Boolean(GOOGLE_CLIENT_ID || FACEBOOK_APP_ID);

/** Google and Facebook sign-in, each only when its id is configured (VITE_GOOGLE_CLIENT_ID, VITE_FACEBOOK_APP_ID). */
export function SocialLoginButtons({
  remember,
  onLogin,
  onError,
}: {
  remember: boolean;
  onLogin: (input: SocialLoginInput) => void;
  onError: (message: string) => void;
}) {
  if (!hasSocialLogin) return null;
  return (
    <div className="social-login">
      {GOOGLE_CLIENT_ID && <GoogleButton onToken={(token) => onLogin({ provider: 'google', token, remember })} />}
      {FACEBOOK_APP_ID && (
        <FacebookButton onToken={(token) => onLogin({ provider: 'facebook', token, remember })} onError={onError} />
      )}
      <p className="social-login__or">
        <span>{ACCOUNT_TEXT.login.or}</span>
      </p>
    </div>
  );
}
