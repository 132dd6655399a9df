import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { IncentiveUserSummary } from '@laurel/shared/contract';
import { searchUsers } from './api/search-users';
import type { AudienceFormValues } from './program-form-values';

/** Programs §9: the audience option search waits this long after typing. */
export const AUDIENCE_OPTION_SEARCH_DEBOUNCE_MS = 200;

/** An e-mail condition's value, with colleagues' addresses suggested from the user lookup as one types. */
export function EmailValueInput({ id, index }: { id: string; index: number }) {
  const { control, register } = useFormContext<AudienceFormValues>();
  const typed = useWatch({ control, name: `conditions.${index}.value` });
  const [found, setFound] = useState<IncentiveUserSummary[]>([]);
  const words = typed.trim();

  useEffect(() => {
    if (words.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      searchUsers(words)
        .then((users) => current && setFound(users))
        .catch(() => current && setFound([]));
    }, AUDIENCE_OPTION_SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [words]);

  const suggestions = words.length < 2 ? [] : found;

  return (
    <>
      <input id={id} type="email" list={`${id}-list`} autoComplete="off" {...register(`conditions.${index}.value`)} />
      <datalist id={`${id}-list`}>
        {suggestions.map((user) => (
          <option key={user.id} value={user.email}>
            {user.displayName}
          </option>
        ))}
      </datalist>
    </>
  );
}
