import { useState } from 'react';
import type { AdminGateway, SiteSettings } from '@/lib/api/settings/site-settings';
import { settings as SETTINGS_TEXT } from '@/messages/settings';
import { SettingsSection, useSectionSave } from './settings-section';

const t = SETTINGS_TEXT.gateways;
const FIELDS = ['gateways'] as const;

/** The offered providers first, in their order, then the others: checking one puts it last of the offered. */
function toggled(gateways: AdminGateway[], id: string): AdminGateway[] {
  const flipped = gateways.map((gateway) => (gateway.id === id ? { ...gateway, offered: !gateway.offered } : gateway));
  const moved = flipped.find((gateway) => gateway.id === id)!;
  const others = flipped.filter((gateway) => gateway.id !== id);
  const offeredCount = others.filter((gateway) => gateway.offered).length;
  return [...others.slice(0, offeredCount), moved, ...others.slice(offeredCount)];
}

/** Swaps the gateway at `index` with the one at `index + step`. */
function moved(gateways: AdminGateway[], index: number, step: -1 | 1): AdminGateway[] {
  const next = [...gateways];
  [next[index], next[index + step]] = [next[index + step], next[index]];
  return next;
}

/** Which providers the vote page offers, in which order (the first "Recommandé"); those without keys cannot be. */
export function GatewaysForm({ settings }: { settings: SiteSettings }) {
  const { submit, pending, flash, fieldErrors, formError } = useSectionSave(FIELDS);
  const [gateways, setGateways] = useState(settings.gateways);
  const offeredCount = gateways.filter((gateway) => gateway.offered).length;
  return (
    <SettingsSection
      id="settings-gateways"
      title={t.title}
      intro={t.intro}
      pending={pending}
      flash={flash}
      formError={formError}
      onSubmit={() =>
        submit({ gateways: gateways.filter((gateway) => gateway.offered).map((gateway) => gateway.id) }, (saved) =>
          setGateways(saved.gateways),
        )
      }
    >
      <ol className="gateway-list">
        {gateways.map((gateway, index) => (
          <li key={gateway.id} className={`gateway-row${gateway.offered ? ' gateway-row--offered' : ''}`}>
            <div className="gateway-row__name">
              <strong>{gateway.label}</strong>
              {gateway.offered && index === 0 && (
                <span className="badge gateway-row__recommended">{t.recommended}</span>
              )}
              {!gateway.configured && (
                <span className="badge badge--muted" id={`gateway-${gateway.id}-keys`}>
                  {t.missingKeys}
                </span>
              )}
            </div>
            <label className="checkbox">
              <input
                type="checkbox"
                aria-label={t.offeredLabel(gateway.label)}
                aria-describedby={gateway.configured ? undefined : `gateway-${gateway.id}-keys`}
                checked={gateway.offered}
                disabled={!gateway.configured}
                onChange={() => setGateways(toggled(gateways, gateway.id))}
              />
              <span aria-hidden="true">{t.offered}</span>
            </label>
            {gateway.offered && (
              <div className="row-actions gateway-row__order">
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t.upLabel(gateway.label)}
                  disabled={index === 0}
                  onClick={() => setGateways(moved(gateways, index, -1))}
                >
                  {t.up}
                </button>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t.downLabel(gateway.label)}
                  disabled={index === offeredCount - 1}
                  onClick={() => setGateways(moved(gateways, index, 1))}
                >
                  {t.down}
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {fieldErrors.gateways && <p className="field__error">{fieldErrors.gateways}</p>}
    </SettingsSection>
  );
}
