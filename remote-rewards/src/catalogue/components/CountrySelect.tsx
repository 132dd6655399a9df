import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogCountry } from '@laurel/shared/contract';
import { chooseViewerCountry } from '../../api/use-viewer-country';
import styles from './Catalogue.module.css';

interface CountrySelectProps {
  countries: readonly CatalogCountry[];
  countryCode: string;
  /** After the choice is kept, so the view can start again at its first page. */
  onChosen: () => void;
}

/** The country whose rewards and currency the catalogue shows; the choice outlives the page. */
export function CountrySelect({ countries, countryCode, onChosen }: CountrySelectProps) {
  const { t } = useTranslation('rewards');
  const id = useId();
  if (countries.length === 0) return null;
  return (
    <label className={styles.field} htmlFor={id}>
      <span className={styles.fieldLabel}>{t('catalogue.filters.country')}</span>
      <select
        id={id}
        className={styles.select}
        value={countryCode}
        onChange={(event) => {
          chooseViewerCountry(event.target.value);
          onChosen();
        }}
      >
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {t('catalogue.filters.countryOption', { name: country.name, currency: country.currency.iso4217Code })}
          </option>
        ))}
      </select>
    </label>
  );
}
