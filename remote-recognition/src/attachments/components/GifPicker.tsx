import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GIF_QUERY_MAX_LENGTH, type GifResult } from '@laurel/shared/recognition';
import { ModalDialog } from '@laurel/shared/ui-kit';
import { useGifs } from '../api/get-gifs';
import { useReturnFocus } from '../hooks/use-return-focus';
import styles from './Attachments.module.css';

/** Typing settles this long before the search is asked. */
const SEARCH_DEBOUNCE_MS = 300;

interface GifPickerProps {
  onPick: (gif: GifResult) => void;
  onClose: () => void;
}

/** The GIF picker: a search box over the catalogue and a grid of GIFs, each a button named by its title. */
export function GifPicker({ onPick, onClose }: GifPickerProps) {
  const { t } = useTranslation('action_input');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const gifs = useGifs(query);
  const returnFocus = useReturnFocus();

  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={returnFocus}
      title={t('attachments.gifPicker.title')}
      widthPx={560}
    >
      <input
        type="search"
        className={styles.search}
        aria-label={t('attachments.gifPicker.search')}
        placeholder={t('attachments.gifPicker.search')}
        maxLength={GIF_QUERY_MAX_LENGTH}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p role="status" className={styles.status}>
        {gifs.error
          ? t('attachments.gifPicker.error')
          : !gifs.data
            ? t('attachments.gifPicker.loading')
            : gifs.data.length === 0
              ? t('attachments.gifPicker.empty')
              : ''}
      </p>
      {gifs.data && gifs.data.length > 0 && (
        <ul className={styles.grid} aria-label={t('attachments.gifPicker.results')}>
          {gifs.data.map((gif) => (
            <li key={gif.id}>
              <button type="button" className={styles.gif} aria-label={gif.title} onClick={() => onPick(gif)}>
                <img src={gif.url} alt="" width={gif.width} height={gif.height} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}
