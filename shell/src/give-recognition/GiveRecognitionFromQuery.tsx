import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { emit } from '@laurel/shared';
import { giveRecognitionRequestOf, withoutGiveRecognition } from './give-recognition-query';

// Spec §2: the query opens the modal once per page load, not on every visit to a route.
let queryHandled = false;
export const resetGiveRecognitionQuery = () => (queryHandled = false);

/**
 * `?give_recognition=<id>&give_recognition_text=<text>` asks the modal host to open the give-recognition
 * widget, then leaves the address. Rendered after the host, so the host is listening when it asks.
 */
export function GiveRecognitionFromQuery() {
  const [params, setParams] = useSearchParams();
  const asked = queryHandled ? null : giveRecognitionRequestOf(params);
  useEffect(() => {
    if (!asked) return;
    queryHandled = true;
    emit('init-give-recognition', asked);
    setParams(withoutGiveRecognition(params), { replace: true });
  }, [asked, params, setParams]);
  return null;
}
