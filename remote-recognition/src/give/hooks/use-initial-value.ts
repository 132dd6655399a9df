import { useEffect, useState } from 'react';
import type { Descendant } from 'slate';
import { emptyValue, valueOf } from '../../composer/composer-model';
import { recipientById } from '../../api/get-recipient-by-id';

/**
 * The draft a link or caller asked for: the named person as a chip and the text; when the person
 * cannot be found, the text alone (spec §2). Null while the person is looked up.
 */
export function useInitialValue(recipientId?: number, text?: string): Descendant[] | null {
  const [value, setValue] = useState<Descendant[] | null>(() =>
    recipientId === undefined ? (text ? valueOf(text) : emptyValue()) : null,
  );
  useEffect(() => {
    if (recipientId === undefined) return;
    let current = true;
    void recipientById(recipientId).then((recipient) => {
      if (current) setValue(valueOf(text ?? '', recipient ? [recipient] : []));
    });
    return () => {
      current = false;
    };
  }, [recipientId, text]);
  return value;
}
