import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { useSiteSettings } from '@/lib/api/settings/site-settings';
import { formatDateTime } from '@bebe-star/web-common/format';
import { settings as SETTINGS_TEXT } from '@/messages/settings';
import { ContactsForm } from './components/contacts-form';
import { GatewaysForm } from './components/gateways-form';
import { NoticesForm } from './components/notices-form';
import { SigningKeys } from './components/signing-keys';
import './settings.css';

const t = SETTINGS_TEXT;

/**
 * /admin/parametres: the site's run-time settings, one card per subject, each saved on its own; then
 * the vote log's signing key, for the organisers to publish.
 */
export function SettingsPage() {
  const settings = useSiteSettings();
  return (
    <div className="page">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <QueryView query={settings} failed={t.loadFailed} empty="" isEmpty={() => false}>
        {(data) => (
          <>
            <p className="settings-updated">
              {data.updated_at ? t.updatedAt(formatDateTime(data.updated_at)) : t.neverUpdated}
            </p>
            <div className="settings-layout">
              <ContactsForm settings={data} />
              <NoticesForm settings={data} />
              <GatewaysForm settings={data} />
            </div>
          </>
        )}
      </QueryView>
      <SigningKeys />
    </div>
  );
}
