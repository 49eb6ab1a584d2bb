import { useMemo, useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { SearchBox } from '@/components/search-box';
import { StatCards } from '@/components/stat-cards';
import { type City, type Country, useCountries } from '@/lib/api/locations/locations';
import { useLocationWrites } from '@/lib/api/locations/save-location';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@bebe-star/web-common/format';
import { useUrlState } from '@/lib/url-state';
import { locations as LOCATIONS_TEXT } from '@/messages/locations';
import { CountryItem, type LocationActions } from './components/country-item';
import { NameForm } from './components/name-form';
import './locations.css';

const t = LOCATIONS_TEXT;
const searchSchema = z.object({ search: z.string().trim().min(1).max(100).optional().catch(undefined) });
type DeleteTarget = { kind: 'country'; item: Country } | { kind: 'city'; item: City };

/** /admin/localisations: the countries and their cities, added, renamed and deleted in place. */
export function LocationsPage() {
  const [{ search }, update] = useUrlState(searchSchema);
  const countries = useCountries(search);
  const writes = useLocationWrites();
  const [flash, showFlash] = useFlash();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  const actions = useMemo<LocationActions>(() => {
    const attempt = async (work: () => Promise<unknown>, fallback: string, done: string) => {
      try {
        await work();
        setError(null);
        showFlash({ kind: 'success', text: done });
        return true;
      } catch (failure) {
        setError(errorText(failure, fallback));
        return false;
      }
    };
    return {
      renameCountry: (country, name) =>
        attempt(
          () => writes.country.mutateAsync({ id: country.id, name }),
          t.errors.updateCountry,
          t.done.renamed(name),
        ),
      addCity: (country, name) =>
        attempt(
          () => writes.city.mutateAsync({ name, country: country.id }),
          t.errors.createCity,
          t.done.cityAdded(name),
        ),
      renameCity: (city, name) =>
        attempt(
          () => writes.city.mutateAsync({ id: city.id, name, country: city.country }),
          t.errors.updateCity,
          t.done.renamed(name),
        ),
      askDelete: setDeleting,
    };
  }, [writes.country, writes.city, showFlash]);

  const addCountry = async (name: string) => {
    try {
      await writes.country.mutateAsync({ name });
      setError(null);
      showFlash({ kind: 'success', text: t.done.countryAdded(name) });
      return true;
    } catch (failure) {
      setError(errorText(failure, t.errors.createCountry));
      return false;
    }
  };
  const cityTotal = (countries.data ?? []).reduce((sum, country) => sum + country.city_count, 0);

  return (
    <div className="page">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <FlashMessage flash={flash} />
      {error && (
        <div className="location-error" role="alert">
          <span>{error}</span>
          <button
            type="button"
            className="button button--small"
            aria-label={t.errors.dismiss}
            onClick={() => setError(null)}
          >
            ×
          </button>
        </div>
      )}
      <StatCards
        label={t.stats.label}
        stats={[
          { label: t.stats.countries, value: countries.data ? formatNumber(countries.data.length) : '…' },
          { label: t.stats.cities, value: countries.data ? formatNumber(cityTotal) : '…' },
        ]}
      />
      <div className="filter-bar">
        <SearchBox
          search={search ?? ''}
          label={t.search}
          placeholder={t.searchPlaceholder}
          submitLabel={t.searchSubmit}
          onSearch={(value) => update({ search: value })}
        />
      </div>
      <section className="panel" aria-labelledby="countries-title">
        <h2 id="countries-title">{t.stats.countries}</h2>
        <NameForm
          label={t.newCountry}
          placeholder={t.newCountryPlaceholder}
          submitLabel={t.addCountry}
          onSubmit={addCountry}
        />
        <QueryView query={countries} failed={t.loadFailed} empty={t.empty} isEmpty={(data) => data.length === 0}>
          {(data) => (
            <ul className="location-list">
              {data.map((country) => (
                <CountryItem key={country.id} country={country} actions={actions} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      {deleting && (
        <ConfirmDialog
          title={
            deleting.kind === 'country'
              ? t.removeCountry.title(deleting.item.name)
              : t.removeCity.title(deleting.item.name)
          }
          description={deleting.kind === 'country' ? t.removeCountry.description : t.removeCity.description}
          confirmLabel={t.delete}
          pendingLabel={t.deleting}
          pending={writes.remove.isPending}
          error={
            writes.remove.error
              ? errorText(
                  writes.remove.error,
                  deleting.kind === 'country' ? t.errors.deleteCountry : t.errors.deleteCity,
                )
              : null
          }
          onConfirm={() =>
            writes.remove.mutate(
              { kind: deleting.kind, id: deleting.item.id },
              {
                onSuccess: () => {
                  showFlash({ kind: 'success', text: t.done.deleted(deleting.item.name) });
                  setDeleting(null);
                },
              },
            )
          }
          onClose={() => {
            writes.remove.reset();
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}
