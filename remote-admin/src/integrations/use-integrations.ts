import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { QUERY_DEFAULTS, v2Client } from '@laurel/shared';
import type {
  ChatConnectionInput,
  ChatProvider,
  Integrations,
  Webhook,
  WebhookDelivery,
  WebhookInput,
  WebhookWithSecret,
} from '@laurel/shared/contract';

export const INTEGRATIONS_KEY = 'admin/integrations';
const HOOKS = 'admin/integrations/webhooks';

const result = <T>(request: Promise<{ result: T }>) => request.then((body) => body.result);

/** `GET /admin/integrations`: chat connections and webhooks. */
export const useIntegrations = () =>
  useSWR(INTEGRATIONS_KEY, (path: string) => result(v2Client.get<{ result: Integrations }>(path)), {
    ...QUERY_DEFAULTS,
    revalidateOnMount: true,
  });

/** `GET …/webhooks/{id}/deliveries`, read while the log is open. */
export const useDeliveries = (id: number, open: boolean) =>
  useSWR(open ? `${HOOKS}/${id}/deliveries` : null, (path: string) =>
    result(v2Client.get<{ result: WebhookDelivery[] }>(path)),
  );

export const integrationRequests = {
  connect: (provider: ChatProvider, input: ChatConnectionInput) =>
    result(v2Client.put<{ result: Integrations }>(`admin/integrations/chat/${provider}`, input)),
  disconnect: (provider: ChatProvider) =>
    result(v2Client.delete<{ result: Integrations }>(`admin/integrations/chat/${provider}`)),
  create: (input: WebhookInput) => result(v2Client.post<{ result: WebhookWithSecret }>(HOOKS, input)),
  update: (id: number, input: WebhookInput) => result(v2Client.patch<{ result: Webhook }>(`${HOOKS}/${id}`, input)),
  remove: (id: number) => v2Client.delete<void>(`${HOOKS}/${id}`),
  rotate: (id: number) => result(v2Client.post<{ result: WebhookWithSecret }>(`${HOOKS}/${id}/rotate_secret`)),
  test: (id: number) => result(v2Client.post<{ result: WebhookDelivery }>(`${HOOKS}/${id}/test`)),
};

/**
 * Runs one change at a time, then reads the integrations again (and an open deliveries log); `then` gets the
 * answer of a change that went through, `failed` holds why the last one did not.
 */
export function useIntegrationChange() {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const run = async <T>(request: () => Promise<T>, then?: (answer: T) => void) => {
    setBusy(true);
    setFailed(null);
    try {
      const answer = await request();
      await mutate((key) => typeof key === 'string' && key.startsWith(INTEGRATIONS_KEY));
      then?.(answer);
    } catch (error) {
      setFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, failed };
}
