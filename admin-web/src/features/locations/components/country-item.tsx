import { useState } from 'react';
import { LoadingView } from '@/components/status-views';
import { type City, type Country, useCities } from '@/lib/api/locations/locations';
import { locations as LOCATIONS_TEXT } from '@/messages/locations';
import { NameForm } from './name-form';

const t = LOCATIONS_TEXT;

export interface LocationActions {
  renameCountry: (country: Country, name: string) => Promise<boolean>;
  addCity: (country: Country, name: string) => Promise<boolean>;
  renameCity: (city: City, name: string) => Promise<boolean>;
  askDelete: (target: { kind: 'country'; item: Country } | { kind: 'city'; item: City }) => void;
}

/** Renommer and Supprimer of one country or city, named after it for screen readers. */
function RenameDelete({ name, onRename, onDelete }: { name: string; onRename: () => void; onDelete: () => void }) {
  return (
    <div className="row-actions">
      <button type="button" className="button button--small" aria-label={t.actionOn(t.rename, name)} onClick={onRename}>
        {t.rename}
      </button>
      <button
        type="button"
        className="button button--small button--danger"
        aria-label={t.actionOn(t.delete, name)}
        onClick={onDelete}
      >
        {t.delete}
      </button>
    </div>
  );
}

function CityRow({ city, actions }: { city: City; actions: LocationActions }) {
  const [renaming, setRenaming] = useState(false);
  return (
    <li className="location-row location-row--city">
      {renaming ? (
        <NameForm
          label={t.renameLabel(city.name)}
          initial={city.name}
          submitLabel={t.save}
          cancelLabel={t.cancel}
          onCancel={() => setRenaming(false)}
          onSubmit={async (name) => {
            const saved = await actions.renameCity(city, name);
            if (saved) setRenaming(false);
            return saved;
          }}
        />
      ) : (
        <>
          <span className="location-row__name">{city.name}</span>
          <RenameDelete
            name={city.name}
            onRename={() => setRenaming(true)}
            onDelete={() => actions.askDelete({ kind: 'city', item: city })}
          />
        </>
      )}
    </li>
  );
}

function Cities({ country, actions }: { country: Country; actions: LocationActions }) {
  const cities = useCities(country.id);
  return (
    <div className="location-cities" id={`cities-${country.id}`}>
      {cities.isPending ? (
        <LoadingView />
      ) : cities.data?.length ? (
        <ul>
          {cities.data.map((city) => (
            <CityRow key={city.id} city={city} actions={actions} />
          ))}
        </ul>
      ) : (
        <p>{t.noCity}</p>
      )}
      <NameForm
        label={t.newCity(country.name)}
        placeholder={t.newCityPlaceholder}
        submitLabel={t.addCity}
        onSubmit={(name) => actions.addCity(country, name)}
      />
    </div>
  );
}

/** A country: its name and number of cities; expanded, its cities with their own actions and the city form. */
export function CountryItem({ country, actions }: { country: Country; actions: LocationActions }) {
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  return (
    <li className="location-country">
      <div className="location-row">
        {renaming ? (
          <NameForm
            label={t.renameLabel(country.name)}
            initial={country.name}
            submitLabel={t.save}
            cancelLabel={t.cancel}
            onCancel={() => setRenaming(false)}
            onSubmit={async (name) => {
              const saved = await actions.renameCountry(country, name);
              if (saved) setRenaming(false);
              return saved;
            }}
          />
        ) : (
          <>
            <button
              type="button"
              className="location-toggle"
              aria-expanded={open}
              aria-controls={`cities-${country.id}`}
              onClick={() => setOpen(!open)}
            >
              <span aria-hidden="true">{open ? '▾' : '▸'}</span>
              <span className="location-row__name">{country.name}</span>
              <span className="location-row__count">{t.cityCount(country.city_count)}</span>
            </button>
            <RenameDelete
              name={country.name}
              onRename={() => setRenaming(true)}
              onDelete={() => actions.askDelete({ kind: 'country', item: country })}
            />
          </>
        )}
      </div>
      {open && <Cities country={country} actions={actions} />}
    </li>
  );
}
