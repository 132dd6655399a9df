import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Loads the namespace's copy in the page's language when it is not there yet. i18next thinks a namespace
 * added after start-up is loaded once English has it, so a page opened in German would stay English.
 */
export function useCopyInLanguage(namespace: string): void {
  const { i18n } = useTranslation(namespace);
  const [, setLoaded] = useState('');
  const language = i18n.language;
  useEffect(() => {
    if (!language || i18n.hasResourceBundle(language, namespace)) return;
    let live = true;
    void i18n.loadNamespaces(namespace).then(() => {
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [i18n, language, namespace]);
}
