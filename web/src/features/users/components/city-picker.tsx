// The profile's city: typed and picked from the GeoNames cities (/city/search), or found from the browser's
// location (/city/info, nearest city). The choice is kept by the form and saved with the profile; "Remove" clears it.
import '../city-picker.css';
import '@/styles/ingredients.css'; // the suggestion list's looks
import { useState } from 'react';
import { SuggestInput, type SuggestOption } from '@/components/catalog/suggest-input';
import { Button } from '@/components/ui/button';
import { SEARCH } from '@/config/constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCityInfo } from '../api/get-city-info';
import { useCitySearch, type CitySuggestion } from '../api/search-cities';

export type CityChoice = { city_id: number; label: string };

const regionNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

/** "France" for FR (the code itself where the browser cannot name it). */
export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** How a city is saved and shown: "Lyon, FR" (the API's `label`). */
export const cityLabel = (city: { name: string; country_code: string }) => `${city.name}, ${city.country_code}`;

function optionOf(city: CitySuggestion): SuggestOption {
  return { id: String(city.city_id), text: city.name, detail: countryName(city.country_code) };
}

/** Why the browser gave no position, in words a member can act on. */
function geolocationProblem(error: GeolocationPositionError | null): string {
  if (error?.code === 1) return 'Your browser did not share your location. Allow it for this site, or type your city.';
  if (error?.code === 3) return 'Finding your location took too long. Try again, or type your city.';
  return 'Your location could not be found. Type your city instead.';
}

export function CityPicker({ value, onChange }: { value: CityChoice | null; onChange: (city: CityChoice | null) => void }) {
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text, SEARCH.autocompleteDebounceMs);
  const search = useCitySearch(keyword);
  const nearest = useCityInfo();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const suggestions = search.data ?? [];
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const choose = (city: CityChoice) => {
    onChange(city);
    setText('');
    setProblem(null);
  };

  const useMyLocation = () => {
    setProblem(null);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        nearest.mutate(
          { lat: position.coords.latitude, lng: position.coords.longitude },
          {
            onSuccess: (city) => choose({ city_id: city.city_id, label: cityLabel(city) }),
            onError: (error) => setProblem(error instanceof Error ? error.message : geolocationProblem(null)),
            onSettled: () => setLocating(false),
          },
        );
      },
      (error) => {
        setLocating(false);
        setProblem(geolocationProblem(error));
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <div className="city-picker" data-testid="city-picker">
      <p className="city-picker__current">
        <span className="field__label">City</span>{' '}
        <span data-testid="city-picker-value">{value ? value.label : 'Not set'}</span>
        {value ? (
          <Button variant="ghost" onClick={() => onChange(null)} aria-label={`Remove ${value.label}`}>
            Remove
          </Button>
        ) : null}
      </p>
      <SuggestInput
        label={value ? 'Change city' : 'Find your city'}
        name="city"
        value={text}
        onChange={(next) => {
          setText(next);
          setProblem(null);
        }}
        options={keyword.trim().length >= 2 ? suggestions.map(optionOf) : []}
        onPick={(option) => {
          const city = suggestions.find((c) => String(c.city_id) === option.id);
          if (city) choose({ city_id: city.city_id, label: cityLabel(city) });
        }}
        placeholder="Start typing, e.g. Lyon"
        hint="Shown on your profile; members near you find your posts by it. Never more precise than the city."
      />
      {canLocate ? (
        <Button variant="secondary" onClick={useMyLocation} busy={locating} data-testid="use-my-location">
          Use my location
        </Button>
      ) : null}
      {problem ? (
        <p className="field__error" role="alert" data-testid="city-picker-problem">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
