import { useEffect, useState } from 'react';
import type { UserImportView } from '@laurel/shared/contract';
import { fetchImport } from '../api/user-imports';

const POLL_MS = 400;

/** Reads a running import again until it has finished: the progress bar's figures. */
export function useImportProgress(started: UserImportView | null) {
  const [polled, setPolled] = useState<UserImportView | null>(null);

  useEffect(() => {
    if (!started || started.status !== 'running') return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    const poll = () => {
      fetchImport(started.id).then(
        (read) => {
          if (!live) return;
          setPolled(read);
          if (read.status === 'running') timer = setTimeout(poll, POLL_MS);
        },
        // A failed read leaves the last figures; the next one tries again.
        () => {
          if (live) timer = setTimeout(poll, POLL_MS * 2);
        },
      );
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [started]);

  return polled && polled.id === started?.id ? polled : started;
}
